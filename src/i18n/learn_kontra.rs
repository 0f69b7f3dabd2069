//! The words of Kontraspiel's lessons (`crate::lessons_kontra`), in English, French, German
//! and Luxembourgish: one [`LessonText`] per lesson, one [`StepText`] per position, in the
//! same order as the positions.

use crate::course::{LessonText, StepText};

pub static LESSONS: [LessonText; 6] = [
    // 1. The cards and the Wenzels.
    LessonText {
        title: ["The cards and the Wenzels", "Les cartes et les Wenzel", "Die Karten und die Wenzel", "D’Kaarten an d’Wenzelen"],
        intro: [
            "Kontraspiel is played with 24 cards: A K Q J 10 9 in four suits; tens are low, and cards have no points: only tricks count. The two black Jacks, J♣ and J♠, are the Wenzels: always the two highest trumps, whatever suit is trump, and never cards of their printed suit. So clubs or spades as trump make 7 trumps, hearts or diamonds 8.",
            "Le Kontraspiel se joue avec 24 cartes : A R D V 10 9 dans quatre couleurs ; le dix est bas et les cartes ne valent aucun point : seuls les plis comptent. Les deux valets noirs, V♣ et V♠, sont les Wenzel : toujours les deux plus forts atouts, quelle que soit la couleur d’atout, et jamais des cartes de leur couleur imprimée. Trèfle ou pique atout donnent donc 7 atouts, cœur ou carreau 8.",
            "Kontraspiel wird mit 24 Karten gespielt: A K D B 10 9 in vier Farben; die Zehn ist niedrig, und die Karten zählen keine Punkte: Nur Stiche zählen. Die beiden schwarzen Buben, B♣ und B♠, sind die Wenzel: immer die zwei höchsten Trümpfe, welche Farbe auch Trumpf ist, und nie Karten ihrer aufgedruckten Farbe. Kreuz oder Pik als Trumpf ergeben daher 7 Trümpfe, Herz oder Karo 8.",
            "Kontraspill gëtt mat 24 Kaarte gespillt: A K D B 10 9 a véier Faarwen; d’Zéng ass niddreg, an d’Kaarten zielen keng Punkten: Nëmmen d’Stéch zielen. Déi zwee schwaarz Bouwen, B♣ a B♠, sinn d’Wenzelen: ëmmer déi zwou héchst Trëmp, egal wéi eng Faarf Tromp ass, an ni Kaarte vun hirer gedréckter Faarf. Kräiz oder Schëppen als Tromp ginn dofir 7 Trëmp, Häerz oder Karo 8.",
        ],
        steps: &[
            StepText {
                ask: ["Hearts are trump. How many trumps are there?", "Cœur est atout. Combien y a-t-il d’atouts ?", "Herz ist Trumpf. Wie viele Trümpfe gibt es?", "Häerz ass Tromp. Wéi vill Trëmp ginn et?"],
                hint: [
                    "Count the two Wenzels, then the hearts A K Q J 10 9.",
                    "Comptez les deux Wenzel, puis les cœurs A R D V 10 9.",
                    "Zähle die beiden Wenzel, dann die Herzen A K D B 10 9.",
                    "Zielt déi zwee Wenzelen, dann d’Häerzer A K D B 10 9.",
                ],
                why: [
                    "J♣ J♠ A♥ K♥ Q♥ J♥ 10♥ 9♥: 8 trumps. The red suit keeps its own Jack.",
                    "V♣ V♠ A♥ R♥ D♥ V♥ 10♥ 9♥ : 8 atouts. La couleur rouge garde son propre valet.",
                    "B♣ B♠ A♥ K♥ D♥ B♥ 10♥ 9♥: 8 Trümpfe. Die rote Farbe behält ihren eigenen Buben.",
                    "B♣ B♠ A♥ K♥ D♥ B♥ 10♥ 9♥: 8 Trëmp. Déi rout Faarf behält hiren eegene Bouf.",
                ],
            },
            StepText {
                ask: ["And with spades as trump?", "Et avec pique atout ?", "Und wenn Pik Trumpf ist?", "An a Schëppen ass Tromp?"],
                hint: [
                    "The J♠ is a Wenzel: it counts once, as a Wenzel.",
                    "Le V♠ est un Wenzel : il ne compte qu’une fois, comme Wenzel.",
                    "Der B♠ ist ein Wenzel: Er zählt nur einmal, als Wenzel.",
                    "De B♠ ass e Wenzel: Hien zielt nëmmen eemol, als Wenzel.",
                ],
                why: [
                    "J♣ J♠ A♠ K♠ Q♠ 10♠ 9♠: 7 trumps. A black suit has no Jack of its own: it is a Wenzel.",
                    "V♣ V♠ A♠ R♠ D♠ 10♠ 9♠ : 7 atouts. Une couleur noire n’a pas de valet à elle : c’est un Wenzel.",
                    "B♣ B♠ A♠ K♠ D♠ 10♠ 9♠: 7 Trümpfe. Eine schwarze Farbe hat keinen eigenen Buben: Er ist ein Wenzel.",
                    "B♣ B♠ A♠ K♠ D♠ 10♠ 9♠: 7 Trëmp. Eng schwaarz Faarf huet keen eegene Bouf: Hien ass e Wenzel.",
                ],
            },
            StepText {
                ask: [
                    "Hearts are trump. Q♣ 10♣ J♠ A♥ were played, in that order. Tap the card that takes the trick.",
                    "Cœur est atout. D♣ 10♣ V♠ A♥ ont été joués, dans cet ordre. Touchez la carte qui remporte le pli.",
                    "Herz ist Trumpf. D♣ 10♣ B♠ A♥ wurden in dieser Reihenfolge gespielt. Tippe auf die Karte, die den Stich gewinnt.",
                    "Häerz ass Tromp. D♣ 10♣ B♠ A♥ goufen an där Reiefolleg gespillt. Tipp op d’Kaart, déi de Stéch gewënnt.",
                ],
                hint: [
                    "The highest trump takes the trick, and a Wenzel is above every Ace.",
                    "Le plus fort atout remporte le pli, et un Wenzel est au-dessus de tous les as.",
                    "Der höchste Trumpf gewinnt den Stich, und ein Wenzel steht über jedem Ass.",
                    "Déi héchst Tromp gewënnt de Stéch, an e Wenzel steet iwwer all As.",
                ],
                why: [
                    "The J♠ is the second-highest trump: only the J♣ would beat it.",
                    "Le V♠ est le deuxième atout : seul le V♣ le battrait.",
                    "Der B♠ ist der zweithöchste Trumpf: Nur der B♣ würde ihn schlagen.",
                    "De B♠ ass déi zweethéchst Tromp: Nëmmen de B♣ géif hie schloen.",
                ],
            },
            StepText {
                ask: [
                    "Diamonds are trump. A♣ K♣ J♣ 9♦ were played. Which card takes the trick?",
                    "Carreau est atout. A♣ R♣ V♣ 9♦ ont été joués. Quelle carte remporte le pli ?",
                    "Karo ist Trumpf. A♣ K♣ B♣ 9♦ wurden gespielt. Welche Karte gewinnt den Stich?",
                    "Karo ass Tromp. A♣ K♣ B♣ 9♦ goufe gespillt. Wéi eng Kaart gewënnt de Stéch?",
                ],
                hint: [
                    "Two of these cards are trumps. Which one is higher?",
                    "Deux de ces cartes sont des atouts. Lequel est le plus fort ?",
                    "Zwei dieser Karten sind Trümpfe. Welcher ist höher?",
                    "Zwou vun dëse Kaarte sinn Trëmp. Wéi eng ass méi héich?",
                ],
                why: [
                    "The J♣ is not a club: it is the highest trump of all, above the 9♦ and far above the A♣.",
                    "Le V♣ n’est pas un trèfle : c’est le plus fort de tous les atouts, au-dessus du 9♦ et bien au-dessus de l’A♣.",
                    "Der B♣ ist kein Kreuz: Er ist der höchste aller Trümpfe, über der 9♦ und weit über dem A♣.",
                    "De B♣ ass keen Kräiz: Hien ass déi héchst vun allen Trëmp, iwwer der 9♦ a wäit iwwer dem A♣.",
                ],
            },
            StepText {
                ask: [
                    "West plays alone with spades as trump and led the 9♠; North and East have played. Your turn: tap the card you play.",
                    "Ouest joue seul avec pique atout et a entamé le 9♠ ; Nord et Est ont joué. À vous : touchez la carte que vous jouez.",
                    "West spielt allein mit Pik als Trumpf und hat die 9♠ ausgespielt; Nord und Ost haben gespielt. Du bist dran: Tippe auf die Karte, die du spielst.",
                    "West spillt eleng mat Schëppen als Tromp an huet d’9♠ erausgespillt; Norden an Osten hu gespillt. Du bass drun: Tipp op d’Kaart, déi s du spills.",
                ],
                hint: [
                    "A trump was led: whoever holds a trump must play one, and the Wenzels are trumps.",
                    "Un atout a été entamé : qui a un atout doit en jouer un, et les Wenzel sont des atouts.",
                    "Trumpf wurde ausgespielt: Wer einen Trumpf hat, muss einen spielen, und die Wenzel sind Trümpfe.",
                    "Et gouf Tromp erausgespillt: Wien eng Tromp huet, muss eng spillen, an d’Wenzele sinn Trëmp.",
                ],
                why: [
                    "Your only trump is the J♣, so you must play it — and as the highest trump it takes the trick. There is no duty to beat, only to follow.",
                    "Votre seul atout est le V♣, vous devez donc le jouer — et, plus fort atout, il remporte le pli. Il n’y a pas d’obligation de monter, seulement de fournir.",
                    "Dein einziger Trumpf ist der B♣, also musst du ihn spielen — und als höchster Trumpf gewinnt er den Stich. Es gibt keine Pflicht zu überstechen, nur zu bedienen.",
                    "Deng eenzeg Tromp ass de B♣, also muss de se spillen — an als héchst Tromp gewënnt e de Stéch. Et gëtt keng Flicht ze iwwerstiechen, nëmmen ze bedéngen.",
                ],
            },
            StepText {
                ask: [
                    "Clubs are trump. West led the A♠; North and East followed with spades. Tap the card you play.",
                    "Trèfle est atout. Ouest a entamé l’A♠ ; Nord et Est ont fourni pique. Touchez la carte que vous jouez.",
                    "Kreuz ist Trumpf. West hat das A♠ ausgespielt; Nord und Ost haben Pik bedient. Tippe auf die Karte, die du spielst.",
                    "Kräiz ass Tromp. West huet den A♠ erausgespillt; Norden an Osten hu Schëppe bedéngt. Tipp op d’Kaart, déi s du spills.",
                ],
                hint: [
                    "Spades were led: play a spade if you hold one. Is the J♠ a spade?",
                    "Pique a été entamé : jouez un pique si vous en avez un. Le V♠ est-il un pique ?",
                    "Pik wurde ausgespielt: Spiele Pik, wenn du eins hast. Ist der B♠ ein Pik?",
                    "Et gouf Schëppen erausgespillt: Spill Schëppen, wann s de der hues. Ass de B♠ e Schëppen?",
                ],
                why: [
                    "The J♠ is a Wenzel, a trump only: your one spade is the K♠, and you must play it.",
                    "Le V♠ est un Wenzel, seulement un atout : votre seul pique est le R♠, et vous devez le jouer.",
                    "Der B♠ ist ein Wenzel, nur ein Trumpf: Dein einziges Pik ist der K♠, und du musst ihn spielen.",
                    "De B♠ ass e Wenzel, nëmmen eng Tromp: Däin eenzege Schëppen ass de K♠, an du muss e spillen.",
                ],
            },
        ],
    },
    // 2. Who wins a deal.
    LessonText {
        title: ["Who wins a deal", "Qui gagne une donne", "Wer ein Spiel gewinnt", "Wien e Spill gewënnt"],
        intro: [
            "Four players play five tricks, each for himself. A player with 3 tricks or more wins the deal; otherwise the player who was first to win 2 tricks. A player who took no trick is revolted; one who took all five made a match.",
            "Quatre joueurs jouent cinq plis, chacun pour soi. Un joueur qui a 3 plis ou plus gagne la donne ; sinon, celui qui a été le premier à gagner 2 plis. Un joueur sans aucun pli est révolté ; celui qui les a tous faits a réussi un match.",
            "Vier Spieler spielen fünf Stiche, jeder für sich. Wer 3 Stiche oder mehr hat, gewinnt das Spiel; sonst, wer als Erster 2 Stiche gewonnen hat. Wer keinen Stich gemacht hat, ist revoltiert; wer alle fünf gemacht hat, hat einen Matsch.",
            "Véier Spiller spillen fënnef Stéch, jidderee fir sech. Wien 3 Stéch oder méi huet, gewënnt d’Spill; soss deen, deen als Éischten 2 Stéch gewonnen huet. Wien kee Stéch gemaach huet, ass revoltéiert; wien all fënnef gemaach huet, huet e Matsch.",
        ],
        steps: &[
            StepText {
                ask: ["The tricks were won in this order. Who wins the deal?", "Les plis ont été gagnés dans cet ordre. Qui gagne la donne ?", "Die Stiche wurden in dieser Reihenfolge gewonnen. Wer gewinnt das Spiel?", "D’Stéch goufen an dëser Reiefolleg gewonnen. Wien gewënnt d’Spill?"],
                hint: ["Nobody has 3 tricks: who reached 2 first?", "Personne n’a 3 plis : qui est arrivé le premier à 2 ?", "Niemand hat 3 Stiche: Wer hatte zuerst 2?", "Keen huet 3 Stéch: Wien hat als Éischten 2?"],
                why: [
                    "West and North both have 2, but West won his second trick first.",
                    "Ouest et Nord en ont 2 chacun, mais Ouest a gagné son deuxième pli le premier.",
                    "West und Nord haben je 2, aber West hat seinen zweiten Stich zuerst gewonnen.",
                    "West an Norden hunn all zwee 2, mä West huet säin zweete Stéch als Éischte gewonnen.",
                ],
            },
            StepText {
                ask: ["And with these tricks?", "Et avec ces plis ?", "Und mit diesen Stichen?", "An mat dëse Stéch?"],
                hint: ["Follow the tricks one by one: who has 2 first?", "Suivez les plis un par un : qui en a 2 le premier ?", "Geh die Stiche einzeln durch: Wer hat zuerst 2?", "Gitt d’Stéch een nom aneren duerch: Wien huet als Éischten 2?"],
                why: [
                    "North won tricks 2 and 3: he had 2 before West won his second in trick 4.",
                    "Nord a gagné les plis 2 et 3 : il en avait 2 avant qu’Ouest gagne son deuxième au pli 4.",
                    "Nord hat die Stiche 2 und 3 gewonnen: Er hatte 2, bevor West im 4. Stich seinen zweiten gewann.",
                    "Norden huet de 2. an den 3. Stéch gewonnen: Hien hat 2, ier West am 4. Stéch säin zweete gewonnen huet.",
                ],
            },
            StepText {
                ask: ["And now?", "Et maintenant ?", "Und jetzt?", "An elo?"],
                hint: ["3 tricks win, whoever reached 2 first.", "3 plis gagnent, peu importe qui en avait 2 le premier.", "3 Stiche gewinnen, egal wer zuerst 2 hatte.", "3 Stéch gewannen, egal wien als Éischten 2 hat."],
                why: [
                    "North took 3 tricks: that wins, although West had 2 first.",
                    "Nord a fait 3 plis : cela gagne, même si Ouest en avait 2 avant lui.",
                    "Nord hat 3 Stiche: Das gewinnt, obwohl West zuerst 2 hatte.",
                    "Norden huet 3 Stéch: Dat gewënnt, obwuel West als Éischten 2 hat.",
                ],
            },
            StepText {
                ask: ["Each player took a trick, and West one more. Who wins?", "Chacun a fait un pli, et Ouest un de plus. Qui gagne ?", "Jeder hat einen Stich gemacht, West einen mehr. Wer gewinnt?", "Jiddereen huet ee Stéch gemaach, West ee méi. Wien gewënnt?"],
                hint: ["Only one player reached 2 tricks.", "Un seul joueur est arrivé à 2 plis.", "Nur ein Spieler kam auf 2 Stiche.", "Nëmmen ee Spiller ass op 2 Stéch komm."],
                why: [
                    "West has 2, the others 1 each: with 2-1-1-1 the 2 wins.",
                    "Ouest en a 2, les autres 1 chacun : avec 2-1-1-1, c’est le 2 qui gagne.",
                    "West hat 2, die anderen je 1: Bei 2-1-1-1 gewinnt der mit 2.",
                    "West huet 2, déi aner all 1: Bei 2-1-1-1 gewënnt deen mat 2.",
                ],
            },
            StepText {
                ask: ["West took all five tricks. How many players are revolted?", "Ouest a fait les cinq plis. Combien de joueurs sont révoltés ?", "West hat alle fünf Stiche gemacht. Wie viele Spieler sind revoltiert?", "West huet all fënnef Stéch gemaach. Wéi vill Spiller si revoltéiert?"],
                hint: ["Revolted: took no trick at all.", "Révolté : n’a fait aucun pli.", "Revoltiert: keinen einzigen Stich gemacht.", "Revoltéiert: keen eenzege Stéch gemaach."],
                why: [
                    "West made a match; North, East and you took no trick: three revolted. What a revolt costs depends on who was active (the payments lesson).",
                    "Ouest a réussi un match ; Nord, Est et vous n’avez fait aucun pli : trois révoltés. Ce que coûte une révolte dépend de qui était actif (la leçon des paiements).",
                    "West hat einen Matsch; Nord, Ost und du haben keinen Stich: drei revoltiert. Was eine Revolte kostet, hängt davon ab, wer aktiv war (die Lektion über das Zahlen).",
                    "West huet e Matsch; Norden, Osten an du hutt kee Stéch: dräi revoltéiert. Wat eng Revolt kascht, hänkt dovun of, wien aktiv war (d’Lektioun iwwer d’Bezuelen).",
                ],
            },
        ],
    },
    // 3. The bidding and the turn-up.
    LessonText {
        title: ["The bidding and the turn-up", "Les enchères et la retourne", "Das Bieten und die aufgeschlagene Karte", "D’Bidden an déi ëmgedréint Kaart"],
        intro: [
            "After the deal one card is turned up; its suit is the preferred suit. In round 1, from the player after the dealer, each may accept that suit as trump and play alone, or pass. If all pass, in round 2 each may name a suit or pass — but only the first player (after the dealer) may name the turn-up's suit. A Wenzel turned up goes to the dealer, who plays alone in its suit; an Ace turned up is offered to the dealer before he sees his hand, and taking it up once means taking up every Ace he turns up later (the pledge), until he is revolted in such a deal.",
            "Après la donne, une carte est retournée ; sa couleur est la couleur préférée. Au premier tour, à partir du joueur après le donneur, chacun peut accepter cette couleur comme atout et jouer seul, ou passer. Si tous passent, au second tour chacun peut nommer une couleur ou passer — mais seul le premier joueur (après le donneur) peut nommer la couleur de la retourne. Un Wenzel retourné va au donneur, qui joue seul dans sa couleur ; un as retourné est proposé au donneur avant qu’il voie sa main, et le prendre une fois engage à prendre chaque as qu’il retournera ensuite (le gage), jusqu’à ce qu’il soit révolté dans une telle donne.",
            "Nach dem Geben wird eine Karte aufgeschlagen; ihre Farbe ist die bevorzugte Farbe. In Runde 1, ab dem Spieler nach dem Geber, darf jeder diese Farbe als Trumpf annehmen und allein spielen, oder passen. Passen alle, darf in Runde 2 jeder eine Farbe nennen oder passen — die Farbe der aufgeschlagenen Karte aber nur der erste Spieler (nach dem Geber). Ein aufgeschlagener Wenzel geht an den Geber, der in seiner Farbe allein spielt; ein aufgeschlagenes Ass wird dem Geber angeboten, bevor er seine Hand sieht, und wer es einmal aufnimmt, nimmt jedes Ass auf, das er später aufschlägt (das Pfand), bis er in so einem Spiel revoltiert.",
            "Nom Ginn gëtt eng Kaart ëmgedréint; hir Faarf ass déi bevirzuchte Faarf. Am 1. Tour, vum Spiller nom Gever un, dierf jiddereen dës Faarf als Tromp unhuelen an eleng spillen, oder passen. Passen all, dierf am 2. Tour jiddereen eng Faarf nennen oder passen — d’Faarf vun der ëmgedréinter Kaart awer nëmmen den éischte Spiller (nom Gever). En ëmgedréinte Wenzel geet un de Gever, deen a senger Faarf eleng spillt; en ëmgedréinten As gëtt dem Gever ugebueden, ier e seng Hand gesäit, a wien en eemol ophëlt, hëlt all As op, deen hie spéider ëmdréint (d’Pand), bis e bei esou engem Spill revoltéiert.",
        ],
        steps: &[
            StepText {
                ask: [
                    "The 9♥ is turned up and you speak first. Play alone with hearts as trump, or pass?",
                    "Le 9♥ est retourné et vous parlez en premier. Jouer seul avec cœur atout, ou passer ?",
                    "Die 9♥ ist aufgeschlagen, und du sprichst zuerst. Allein mit Herz als Trumpf spielen oder passen?",
                    "D’9♥ ass ëmgedréint, an du schwätz als Éischten. Eleng mat Häerz als Tromp spillen oder passen?",
                ],
                hint: [
                    "Look at your hand with hearts as trump: how many of the highest trumps are yours?",
                    "Regardez votre main avec cœur atout : combien des plus forts atouts avez-vous ?",
                    "Sieh dir deine Hand mit Herz als Trumpf an: Wie viele der höchsten Trümpfe hast du?",
                    "Kuck deng Hand mat Häerz als Tromp: Wéi vill vun den héchsten Trëmp hues du?",
                ],
                why: [
                    "J♣ J♠ A♥ K♥ Q♥ are the five highest trumps. You lead the first trick; leading a trump each time, nobody can beat it: all five tricks are yours, a match — unless another player takes the game over by announcing a match in another suit.",
                    "V♣ V♠ A♥ R♥ D♥ sont les cinq plus forts atouts. Vous entamez le premier pli ; en entamant atout à chaque fois, personne ne peut vous battre : les cinq plis sont à vous, un match — sauf si un autre joueur reprend le jeu en annonçant un match dans une autre couleur.",
                    "B♣ B♠ A♥ K♥ D♥ sind die fünf höchsten Trümpfe. Du spielst den ersten Stich aus; spielst du jedes Mal Trumpf aus, kann ihn niemand schlagen: Alle fünf Stiche gehören dir, ein Matsch — außer ein anderer Spieler übernimmt das Spiel mit einer Matsch-Ansage in einer anderen Farbe.",
                    "B♣ B♠ A♥ K♥ D♥ sinn déi fënnef héchst Trëmp. Du spills den éischte Stéch eraus; spills du all Kéier Tromp eraus, ka keen se schloen: All fënnef Stéch sinn deng, e Matsch — ausser en anere Spiller iwwerhëlt d’Spill mat enger Matsch-Usso an enger anerer Faarf.",
                ],
            },
            StepText {
                ask: [
                    "Round 2: the 9♥ was turned up, all passed in round 1, and East (the first player) passes again. Name a suit as trump.",
                    "Second tour : le 9♥ était retourné, tous ont passé au premier tour, et Est (le premier joueur) passe encore. Nommez une couleur d’atout.",
                    "Runde 2: Die 9♥ war aufgeschlagen, alle haben in Runde 1 gepasst, und Ost (der erste Spieler) passt wieder. Nenne eine Trumpffarbe.",
                    "2. Tour: D’9♥ war ëmgedréint, all hunn am 1. Tour gepasst, an Osten (den éischte Spiller) passt nach eng Kéier. Nenn eng Trompfaarf.",
                ],
                hint: [
                    "Name the suit where your high cards are — and the rules may refuse one suit here.",
                    "Nommez la couleur de vos hautes cartes — et les règles peuvent refuser une couleur ici.",
                    "Nenne die Farbe deiner hohen Karten — und eine Farbe können die Regeln hier verweigern.",
                    "Nenn d’Faarf vun denge héijen Kaarten — an eng Faarf kënnen d’Reegelen hei refuséieren.",
                ],
                why: [
                    "With diamonds as trump you hold J♣ J♠ A♦ K♦ Q♦, the five highest trumps. Hearts, the turn-up's suit, only the first player may name in round 2.",
                    "Avec carreau atout, vous tenez V♣ V♠ A♦ R♦ D♦, les cinq plus forts atouts. Cœur, la couleur de la retourne, seul le premier joueur peut le nommer au second tour.",
                    "Mit Karo als Trumpf hältst du B♣ B♠ A♦ K♦ D♦, die fünf höchsten Trümpfe. Herz, die Farbe der aufgeschlagenen Karte, darf in Runde 2 nur der erste Spieler nennen.",
                    "Mat Karo als Tromp hues du B♣ B♠ A♦ K♦ D♦, déi fënnef héchst Trëmp. Häerz, d’Faarf vun der ëmgedréinter Kaart, dierf am 2. Tour nëmmen den éischte Spiller nennen.",
                ],
            },
            StepText {
                ask: [
                    "You deal, and the J♠ is turned up: it is yours, and you play alone with spades as trump. Tap the card you lay face down.",
                    "Vous donnez, et le V♠ est retourné : il est à vous, et vous jouez seul avec pique atout. Touchez la carte que vous posez face cachée.",
                    "Du gibst, und der B♠ wird aufgeschlagen: Er gehört dir, und du spielst allein mit Pik als Trumpf. Tippe auf die Karte, die du verdeckt ablegst.",
                    "Du gëss, an de B♠ gëtt ëmgedréint: Hien ass deen, an du spills eleng mat Schëppen als Tromp. Tipp op d’Kaart, déi s du zougedeckt ofleeës.",
                ],
                hint: [
                    "You now hold six cards and lay one down — any one but the turn-up.",
                    "Vous avez maintenant six cartes et en posez une — n’importe laquelle sauf la retourne.",
                    "Du hast jetzt sechs Karten und legst eine ab — jede außer der aufgeschlagenen.",
                    "Du hues elo sechs Kaarten a leeës eng of — all Kaart ausser déi ëmgedréint.",
                ],
                why: [
                    "A Wenzel turned up makes the dealer soloist at once: no bidding, no match announcement. Contra is still allowed against him, the exchange is not.",
                    "Un Wenzel retourné fait du donneur le joueur seul d’emblée : pas d’enchères, pas d’annonce de match. Le contra reste permis contre lui, l’échange non.",
                    "Ein aufgeschlagener Wenzel macht den Geber sofort zum Alleinspieler: kein Bieten, keine Matsch-Ansage. Kontra gegen ihn bleibt erlaubt, der Tausch nicht.",
                    "En ëmgedréinte Wenzel mécht de Gever direkt zum Elengspiller: kee Bidden, keng Matsch-Usso. Kontra géint hien bleift erlaabt, den Tausch net.",
                ],
            },
            StepText {
                ask: [
                    "You deal, and the A♦ is turned up. You decide before seeing your hand: take it up, playing alone with diamonds as trump.",
                    "Vous donnez, et l’A♦ est retourné. Vous décidez avant de voir votre main : prenez-le, en jouant seul avec carreau atout.",
                    "Du gibst, und das A♦ wird aufgeschlagen. Du entscheidest, bevor du deine Hand siehst: Nimm es auf und spiel allein mit Karo als Trumpf.",
                    "Du gëss, an den A♦ gëtt ëmgedréint. Du decidéiers, ier s de deng Hand gesäis: Huel en op a spill eleng mat Karo als Tromp.",
                ],
                hint: [
                    "The lesson asks you to take the Ace up.",
                    "La leçon vous demande de prendre l’as.",
                    "Die Lektion bittet dich, das Ass aufzunehmen.",
                    "D’Lektioun freet dech, den As opzehuelen.",
                ],
                why: [
                    "You take the A♦ into your hand and lay a card down. From now on you hold the pledge: every Ace you turn up later is yours without a question — until you are revolted in such a deal.",
                    "Vous prenez l’A♦ en main et posez une carte. Désormais vous tenez le gage : chaque as que vous retournerez sera à vous sans question — jusqu’à ce que vous soyez révolté dans une telle donne.",
                    "Du nimmst das A♦ auf die Hand und legst eine Karte ab. Ab jetzt hältst du das Pfand: Jedes Ass, das du später aufschlägst, gehört ohne Frage dir — bis du in so einem Spiel revoltierst.",
                    "Du hëls den A♦ op d’Hand a leeës eng Kaart of. Vun elo un hues du d’Pand: All As, deen s du spéider ëmdréis, ass ouni Fro deen — bis s de an esou engem Spill revoltéiers.",
                ],
            },
            StepText {
                ask: [
                    "You hold the pledge and turn up the A♥: it is yours without a question. Tap the card you lay face down.",
                    "Vous tenez le gage et retournez l’A♥ : il est à vous sans question. Touchez la carte que vous posez face cachée.",
                    "Du hältst das Pfand und schlägst das A♥ auf: Es gehört ohne Frage dir. Tippe auf die Karte, die du verdeckt ablegst.",
                    "Du hues d’Pand an dréis den A♥ ëm: Hien ass ouni Fro deen. Tipp op d’Kaart, déi s du zougedeckt ofleeës.",
                ],
                hint: [
                    "Any card but the turn-up may be laid down.",
                    "N’importe quelle carte sauf la retourne peut être posée.",
                    "Jede Karte außer der aufgeschlagenen darf abgelegt werden.",
                    "All Kaart ausser déi ëmgedréint dierf ofgeluecht ginn.",
                ],
                why: [
                    "The pledge took the Ace up for you, and you play alone with hearts as trump. Take no trick in this deal and the pledge ends: you are asked again next time.",
                    "Le gage a pris l’as pour vous, et vous jouez seul avec cœur atout. Ne faites aucun pli dans cette donne et le gage prend fin : on vous demandera de nouveau la prochaine fois.",
                    "Das Pfand hat das Ass für dich aufgenommen, und du spielst allein mit Herz als Trumpf. Machst du in diesem Spiel keinen Stich, endet das Pfand: Beim nächsten Mal wirst du wieder gefragt.",
                    "D’Pand huet den As fir dech opgeholl, an du spills eleng mat Häerz als Tromp. Méchs du an dësem Spill kee Stéch, ass d’Pand eriwwer: Déi nächst Kéier gëss du erëm gefrot.",
                ],
            },
        ],
    },
    // 4. Contra, the exchange, recontra.
    LessonText {
        title: ["Contra, the exchange, recontra", "Contra, l’échange, recontra", "Kontra, der Tausch, Rekontra", "Kontra, den Tausch, Rekontra"],
        intro: [
            "Once someone plays alone, any other player may say Contra (once per deal, before trick 2): he then plays to win the deal himself. After a contra, a third player may say Recontra (before trick 3). The soloist, the contra and the recontra player are active: each wins the base value from the pot if he wins the deal, or pays it in. If the soloist accepted in round 1, a contra said before the first trick may take the turn-up into his hand and lay a card face down.",
            "Dès que quelqu’un joue seul, tout autre joueur peut dire Contra (une fois par donne, avant le 2e pli) : il joue alors pour gagner la donne lui-même. Après un contra, un troisième joueur peut dire Recontra (avant le 3e pli). Le joueur seul, celui du contra et celui du recontra sont actifs : chacun reçoit la valeur de base du pot s’il gagne la donne, ou la paie au pot. Si le joueur seul a accepté au premier tour, un contra dit avant le premier pli peut prendre la retourne en main et poser une carte face cachée.",
            "Sobald jemand allein spielt, darf jeder andere Spieler Kontra sagen (einmal pro Spiel, vor dem 2. Stich): Er spielt dann selbst auf den Gewinn. Nach einem Kontra darf ein dritter Spieler Rekontra sagen (vor dem 3. Stich). Alleinspieler, Kontra- und Rekontraspieler sind aktiv: Jeder bekommt den Grundwert aus dem Pott, wenn er gewinnt, oder zahlt ihn ein. Hat der Alleinspieler in Runde 1 angenommen, darf ein Kontra vor dem ersten Stich die aufgeschlagene Karte aufnehmen und eine Karte verdeckt ablegen.",
            "Soubal een eleng spillt, dierf all anere Spiller Kontra soen (eemol pro Spill, virum 2. Stéch): Hie spillt dann selwer fir ze gewannen. No engem Kontra dierf en drëtte Spiller Rekontra soen (virum 3. Stéch). Den Elengspiller, de Kontra- an de Rekontraspiller sinn aktiv: Jiddereen kritt de Grondwäert aus dem Pot, wann e gewënnt, oder bezillt en an. Huet den Elengspiller am 1. Tour ugeholl, dierf e Kontra virum éischte Stéch déi ëmgedréint Kaart ophuelen an eng Kaart zougedeckt ofleeën.",
        ],
        steps: &[
            StepText {
                ask: [
                    "West plays alone with hearts as trump. You hold J♣ J♠ A♦ K♦ Q♦. Play against him for yourself: what do you say?",
                    "Ouest joue seul avec cœur atout. Vous tenez V♣ V♠ A♦ R♦ D♦. Jouez contre lui pour vous-même : que dites-vous ?",
                    "West spielt allein mit Herz als Trumpf. Du hältst B♣ B♠ A♦ K♦ D♦. Spiel für dich selbst gegen ihn: Was sagst du?",
                    "West spillt eleng mat Häerz als Tromp. Du hues B♣ B♠ A♦ K♦ D♦. Spill fir dech selwer géint hien: Wat sees du?",
                ],
                hint: [
                    "The lesson asks you to play against the soloist for yourself; nobody has said contra yet.",
                    "La leçon vous demande de jouer contre le joueur seul pour vous-même ; personne n’a encore dit contra.",
                    "Die Lektion bittet dich, für dich selbst gegen den Alleinspieler zu spielen; noch hat niemand Kontra gesagt.",
                    "D’Lektioun freet dech, fir dech selwer géint den Elengspiller ze spillen; nach huet keen Kontra gesot.",
                ],
                why: [
                    "Contra makes you active: you receive the base value from the pot if you win the deal, and pay it in if you lose — and pay each of the others if you take no trick.",
                    "Le contra vous rend actif : vous recevez la valeur de base du pot si vous gagnez la donne, et la payez au pot si vous perdez — et payez chacun des autres si vous ne faites aucun pli.",
                    "Kontra macht dich aktiv: Du bekommst den Grundwert aus dem Pott, wenn du das Spiel gewinnst, und zahlst ihn ein, wenn du verlierst — und zahlst jedem anderen, wenn du keinen Stich machst.",
                    "Kontra mécht dech aktiv: Du kriss de Grondwäert aus dem Pot, wann s de d’Spill gewënns, a bezills en an, wann s de verléiers — a bezills jidderengem aneren, wann s de kee Stéch méchs.",
                ],
            },
            StepText {
                ask: [
                    "You said Contra before the first trick, and West accepted in round 1: the 9♥ still lies on the table. Take it: tap the card you lay face down for it.",
                    "Vous avez dit Contra avant le premier pli, et Ouest a accepté au premier tour : le 9♥ est encore sur la table. Prenez-le : touchez la carte que vous posez face cachée à sa place.",
                    "Du hast vor dem ersten Stich Kontra gesagt, und West hat in Runde 1 angenommen: Die 9♥ liegt noch auf dem Tisch. Nimm sie: Tippe auf die Karte, die du dafür verdeckt ablegst.",
                    "Du hues virum éischte Stéch Kontra gesot, a West huet am 1. Tour ugeholl: D’9♥ läit nach um Dësch. Huel se: Tipp op d’Kaart, déi s du dofir zougedeckt ofleeës.",
                ],
                hint: [
                    "The lesson asks you to take the turn-up, giving one of your five cards for it.",
                    "La leçon vous demande de prendre la retourne, en donnant une de vos cinq cartes.",
                    "Die Lektion bittet dich, die aufgeschlagene Karte zu nehmen und eine deiner fünf Karten dafür zu geben.",
                    "D’Lektioun freet dech, déi ëmgedréint Kaart ze huelen an eng vun denge fënnef Kaarten dofir ze ginn.",
                ],
                why: [
                    "Everybody sees the 9♥ go to you; nobody sees the card you laid down. The exchange is only for a contra before the first trick against a soloist of round 1.",
                    "Tout le monde voit le 9♥ venir à vous ; personne ne voit la carte posée. L’échange n’est permis qu’à un contra avant le premier pli contre un joueur seul du premier tour.",
                    "Alle sehen die 9♥ zu dir gehen; niemand sieht die abgelegte Karte. Der Tausch gibt es nur für ein Kontra vor dem ersten Stich gegen einen Alleinspieler aus Runde 1.",
                    "Jiddereen gesäit d’9♥ bei dech goen; keen gesäit déi ofgeluecht Kaart. Den Tausch gëtt et nëmme fir e Kontra virum éischte Stéch géint en Elengspiller aus dem 1. Tour.",
                ],
            },
            StepText {
                ask: [
                    "West plays alone, and North has said Contra. You want to play for yourself too: what do you say?",
                    "Ouest joue seul, et Nord a dit Contra. Vous voulez jouer pour vous-même aussi : que dites-vous ?",
                    "West spielt allein, und Nord hat Kontra gesagt. Du willst auch für dich selbst spielen: Was sagst du?",
                    "West spillt eleng, an Norden huet Kontra gesot. Du wëlls och fir dech selwer spillen: Wat sees du?",
                ],
                hint: [
                    "There is one contra per deal, and North has said it: the lesson asks you to answer it.",
                    "Il y a un seul contra par donne, et Nord l’a dit : la leçon vous demande d’y répondre.",
                    "Es gibt nur ein Kontra pro Spiel, und Nord hat es gesagt: Die Lektion bittet dich, darauf zu antworten.",
                    "Et gëtt nëmmen ee Kontra pro Spill, an Norden huet en gesot: D’Lektioun freet dech, drop z’äntweren.",
                ],
                why: [
                    "Recontra is a third player's answer to a contra: you are now active too, and three players play to win the deal.",
                    "Le recontra est la réponse d’un troisième joueur au contra : vous voilà actif aussi, et trois joueurs jouent pour gagner la donne.",
                    "Rekontra ist die Antwort eines dritten Spielers auf das Kontra: Jetzt bist du auch aktiv, und drei Spieler spielen auf den Gewinn.",
                    "Rekontra ass d’Äntwert vun engem drëtte Spiller op de Kontra: Elo bass du och aktiv, an dräi Spiller spille fir ze gewannen.",
                ],
            },
        ],
    },
    // 5. The payments and the pot.
    LessonText {
        title: ["The payments and the pot", "Les paiements et le pot", "Das Zahlen und der Pott", "D’Bezuelen an de Pot"],
        intro: [
            "Each deal the dealer puts 1 chip into the pot; the base value B is the pot, 1 to 4. After the deal each active player receives B from the pot if he won the deal, else pays B into it; a passive winner gets nothing. Then: a soloist who took all five tricks gets 1 from each of the others; a match announcer who did not pays 2 to each; an active player with no trick pays 1 to each. The 1s count double when trump is the turn-up's suit, the match bonus double again for an announced match.",
            "À chaque donne, le donneur met 1 jeton au pot ; la valeur de base B est le pot, de 1 à 4. Après la donne, chaque joueur actif reçoit B du pot s’il a gagné la donne, sinon il paie B au pot ; un gagnant passif ne reçoit rien. Ensuite : un joueur seul qui a fait les cinq plis reçoit 1 de chacun des autres ; celui qui a annoncé un match sans le réussir paie 2 à chacun ; un joueur actif sans pli paie 1 à chacun. Les 1 comptent double quand l’atout est la couleur de la retourne, la prime de match encore double pour un match annoncé.",
            "In jedem Spiel zahlt der Geber 1 Chip in den Pott; der Grundwert B ist der Pott, 1 bis 4. Nach dem Spiel bekommt jeder aktive Spieler B aus dem Pott, wenn er gewonnen hat, sonst zahlt er B ein; ein passiver Gewinner bekommt nichts. Dann: Ein Alleinspieler mit allen fünf Stichen bekommt von jedem anderen 1; wer Matsch angesagt und ihn verfehlt hat, zahlt jedem 2; ein aktiver Spieler ohne Stich zahlt jedem 1. Die 1 zählen doppelt, wenn Trumpf die Farbe der aufgeschlagenen Karte ist, die Matsch-Prämie bei angesagtem Matsch nochmals doppelt.",
            "An all Spill bezillt de Gever 1 Jeton an de Pot; de Grondwäert B ass de Pot, 1 bis 4. Nom Spill kritt all aktive Spiller B aus dem Pot, wann e gewonnen huet, soss bezillt e B an; e passive Gewënner kritt näischt. Dann: En Elengspiller mat allen fënnef Stéch kritt vun all aneren 1; wien e Matsch ugesot an en net gemaach huet, bezillt jidderengem 2; en aktive Spiller ouni Stéch bezillt jidderengem 1. D’1 zielen duebel, wann Tromp d’Faarf vun der ëmgedréinter Kaart ass, d’Matsch-Prime bei engem ugesote Matsch nach eng Kéier duebel.",
        ],
        steps: &[
            StepText {
                ask: [
                    "North played alone and won the deal with 3 tricks; nobody said contra. What does North receive?",
                    "Nord a joué seul et gagné la donne avec 3 plis ; personne n’a dit contra. Que reçoit Nord ?",
                    "Nord hat allein gespielt und mit 3 Stichen gewonnen; niemand hat Kontra gesagt. Was bekommt Nord?",
                    "Norden huet eleng gespillt a mat 3 Stéch gewonnen; keen huet Kontra gesot. Wat kritt Norden?",
                ],
                hint: ["The winning soloist receives B from the pot.", "Le joueur seul gagnant reçoit B du pot.", "Der siegreiche Alleinspieler bekommt B aus dem Pott.", "De Gewënner-Elengspiller kritt B aus dem Pot."],
                why: [
                    "B is 1: North receives 1 from the pot. West and East took a trick each; you took none but were passive, so you pay nothing.",
                    "B vaut 1 : Nord reçoit 1 du pot. Ouest et Est ont fait un pli chacun ; vous n’en avez fait aucun mais étiez passif, vous ne payez rien.",
                    "B ist 1: Nord bekommt 1 aus dem Pott. West und Ost haben je einen Stich; du hast keinen, warst aber passiv und zahlst nichts.",
                    "B ass 1: Norden kritt 1 aus dem Pot. West an Osten hunn all ee Stéch; du hues keen, mä du waars passiv a bezills näischt.",
                ],
            },
            StepText {
                ask: [
                    "North plays alone, East said contra; East took the first two tricks, North the last three. What does East pay?",
                    "Nord joue seul, Est a dit contra ; Est a fait les deux premiers plis, Nord les trois derniers. Que paie Est ?",
                    "Nord spielt allein, Ost hat Kontra gesagt; Ost hat die ersten zwei Stiche, Nord die letzten drei. Was zahlt Ost?",
                    "Norden spillt eleng, Osten huet Kontra gesot; Osten huet déi éischt zwee Stéch, Norden déi lescht dräi. Wat bezillt Osten?",
                ],
                hint: ["Who won the deal? The losing active players pay B into the pot.", "Qui a gagné la donne ? Les joueurs actifs perdants paient B au pot.", "Wer hat gewonnen? Die verlierenden aktiven Spieler zahlen B in den Pott.", "Wien huet gewonnen? Déi aktiv Spiller, déi verléieren, bezuelen B an de Pot."],
                why: [
                    "3 tricks beat being first to 2: North wins and receives 3, East pays 3 into the pot, and the pot is unchanged. You and West took no trick but were passive: you pay nothing.",
                    "3 plis l’emportent sur le premier à 2 : Nord gagne et reçoit 3, Est paie 3 au pot, et le pot ne change pas. Ouest et vous n’avez fait aucun pli mais étiez passifs : vous ne payez rien.",
                    "3 Stiche schlagen „zuerst 2“: Nord gewinnt und bekommt 3, Ost zahlt 3 in den Pott, der Pott bleibt gleich. Du und West habt keinen Stich, wart aber passiv: Ihr zahlt nichts.",
                    "3 Stéch schloen „als Éischten 2“: Norden gewënnt a kritt 3, Osten bezillt 3 an de Pot, an de Pot bleift gläich. Du a West hutt kee Stéch, mä dir waart passiv: Dir bezuelt näischt.",
                ],
            },
            StepText {
                ask: [
                    "B is 4. West plays alone, North said contra, and East — passive — won the deal with 3 tricks. How much does the pot gain?",
                    "B vaut 4. Ouest joue seul, Nord a dit contra, et Est — passif — a gagné la donne avec 3 plis. Combien le pot gagne-t-il ?",
                    "B ist 4. West spielt allein, Nord hat Kontra gesagt, und Ost — passiv — hat mit 3 Stichen gewonnen. Wie viel gewinnt der Pott?",
                    "B ass 4. West spillt eleng, Norden huet Kontra gesot, an Osten — passiv — huet mat 3 Stéch gewonnen. Wéi vill gewënnt de Pot?",
                ],
                hint: ["A passive winner receives nothing; every active player who lost pays B.", "Un gagnant passif ne reçoit rien ; chaque actif perdant paie B.", "Ein passiver Gewinner bekommt nichts; jeder verlierende Aktive zahlt B.", "E passive Gewënner kritt näischt; all aktive Spiller, dee verléiert, bezillt B."],
                why: [
                    "West and North both lost: each pays 4 into the pot, which gains 8. East won but receives nothing: he was not active.",
                    "Ouest et Nord ont perdu : chacun paie 4 au pot, qui gagne 8. Est a gagné mais ne reçoit rien : il n’était pas actif.",
                    "West und Nord haben verloren: Jeder zahlt 4 in den Pott, der 8 gewinnt. Ost hat gewonnen, bekommt aber nichts: Er war nicht aktiv.",
                    "West an Norden hu verluer: Jiddereen bezillt 4 an de Pot, deen 8 gewënnt. Osten huet gewonnen, kritt awer näischt: Hie war net aktiv.",
                ],
            },
            StepText {
                ask: [
                    "B is 2. North accepted hearts, the turn-up's suit, in round 1; West said contra. North took all five tricks. What does North receive in all?",
                    "B vaut 2. Nord a accepté cœur, la couleur de la retourne, au premier tour ; Ouest a dit contra. Nord a fait les cinq plis. Que reçoit Nord en tout ?",
                    "B ist 2. Nord hat Herz, die Farbe der aufgeschlagenen Karte, in Runde 1 angenommen; West hat Kontra gesagt. Nord hat alle fünf Stiche. Was bekommt Nord insgesamt?",
                    "B ass 2. Norden huet Häerz, d’Faarf vun der ëmgedréinter Kaart, am 1. Tour ugeholl; West huet Kontra gesot. Norden huet all fënnef Stéch. Wat kritt Norden am Ganzen?",
                ],
                hint: ["Add: B from the pot, the match bonus from each of the others, West’s revolt payment — trump is the turn-up's suit.", "Additionnez : B du pot, la prime de match de chacun des autres, le paiement de révolte d’Ouest — l’atout est la couleur de la retourne.", "Addiere: B aus dem Pott, die Matsch-Prämie von jedem anderen, Wests Revolte-Zahlung — Trumpf ist die Farbe der aufgeschlagenen Karte.", "Addéiert: B aus dem Pot, d’Matsch-Prime vun all aneren, dem West seng Revolt-Bezuelung — Tromp ass d’Faarf vun der ëmgedréinter Kaart."],
                why: [
                    "2 from the pot, 2 from each of the three others for the match (doubled: trump is the turn-up's suit), and 2 from West, an active player with no trick: 2 + 6 + 2 = 10.",
                    "2 du pot, 2 de chacun des trois autres pour le match (doublé : l’atout est la couleur de la retourne), et 2 d’Ouest, actif sans pli : 2 + 6 + 2 = 10.",
                    "2 aus dem Pott, 2 von jedem der drei anderen für den Matsch (verdoppelt: Trumpf ist die Farbe der aufgeschlagenen Karte) und 2 von West, aktiv ohne Stich: 2 + 6 + 2 = 10.",
                    "2 aus dem Pot, 2 vun all eenzelen vun deenen dräi aneren fir de Matsch (verduebelt: Tromp ass d’Faarf vun der ëmgedréinter Kaart), an 2 vum West, aktiv ouni Stéch: 2 + 6 + 2 = 10.",
                ],
            },
            StepText {
                ask: [
                    "B is 2. East named clubs in round 2 (hearts were turned up) and took no trick; nobody said contra. What does East lose?",
                    "B vaut 2. Est a nommé trèfle au second tour (un cœur était retourné) et n’a fait aucun pli ; personne n’a dit contra. Que perd Est ?",
                    "B ist 2. Ost hat in Runde 2 Kreuz genannt (aufgeschlagen war Herz) und keinen Stich gemacht; niemand hat Kontra gesagt. Was verliert Ost?",
                    "B ass 2. Osten huet am 2. Tour Kräiz genannt (ëmgedréint war Häerz) a kee Stéch gemaach; keen huet Kontra gesot. Wat verléiert Osten?",
                ],
                hint: ["He lost the deal, and he is revolted.", "Il a perdu la donne, et il est révolté.", "Er hat verloren, und er ist revoltiert.", "Hien huet verluer, an hien ass revoltéiert."],
                why: [
                    "2 into the pot for the lost deal, and 1 to each of the three others for the revolt (not doubled: clubs are not the turn-up's suit): 5.",
                    "2 au pot pour la donne perdue, et 1 à chacun des trois autres pour la révolte (pas doublé : trèfle n’est pas la couleur de la retourne) : 5.",
                    "2 in den Pott für das verlorene Spiel und 1 an jeden der drei anderen für die Revolte (nicht verdoppelt: Kreuz ist nicht die Farbe der aufgeschlagenen Karte): 5.",
                    "2 an de Pot fir dat verluert Spill, an 1 un all eenzelen vun deenen dräi aneren fir d’Revolt (net verduebelt: Kräiz ass net d’Faarf vun der ëmgedréinter Kaart): 5.",
                ],
            },
            StepText {
                ask: [
                    "B is 1. North announced match in spades and won the deal — but with 3 tricks, not 5. What does North get in all?",
                    "B vaut 1. Nord a annoncé un match à pique et gagné la donne — mais avec 3 plis, pas 5. Que reçoit Nord en tout ?",
                    "B ist 1. Nord hat Matsch in Pik angesagt und das Spiel gewonnen — aber mit 3 Stichen, nicht 5. Was bekommt Nord insgesamt?",
                    "B ass 1. Norden huet e Matsch a Schëppen ugesot an d’Spill gewonnen — awer mat 3 Stéch, net 5. Wat kritt Norden am Ganzen?",
                ],
                hint: ["He won the deal, but a match announced and not made costs 2 to each of the others.", "Il a gagné la donne, mais un match annoncé et manqué coûte 2 à chacun des autres.", "Er hat gewonnen, aber ein angesagter und verfehlter Matsch kostet jedem anderen 2.", "Hien huet gewonnen, mä e Matsch, deen ugesot an net gemaach gouf, kascht jidderengem aneren 2."],
                why: [
                    "+1 from the pot for winning, −2 to each of the three others for the failed match: 1 − 6 = −5.",
                    "+1 du pot pour la donne gagnée, −2 à chacun des trois autres pour le match manqué : 1 − 6 = −5.",
                    "+1 aus dem Pott für den Gewinn, −2 an jeden der drei anderen für den verfehlten Matsch: 1 − 6 = −5.",
                    "+1 aus dem Pot fir de Gewënn, −2 un all eenzelen vun deenen dräi aneren fir de verfeelte Matsch: 1 − 6 = −5.",
                ],
            },
        ],
    },
    // 6. A guided first deal.
    LessonText {
        title: ["A guided first deal", "Une première donne guidée", "Ein geführtes erstes Spiel", "E geféiert éischt Spill"],
        intro: [
            "A whole deal against three bots. You speak first and lead the first trick. At each of your turns the Hard bot's hint says what it would do, and why; a card or a bid the rules refuse is refused with its reason. Play as you like: the lesson is done when the deal is over.",
            "Une donne entière contre trois bots. Vous parlez en premier et entamez le premier pli. À chacun de vos tours, le conseil du bot Difficile dit ce qu’il ferait, et pourquoi ; une carte ou une enchère que les règles refusent est refusée avec sa raison. Jouez comme vous voulez : la leçon est terminée à la fin de la donne.",
            "Ein ganzes Spiel gegen drei Bots. Du sprichst zuerst und spielst den ersten Stich aus. Bei jedem deiner Züge sagt der Tipp des schweren Bots, was er tun würde und warum; eine Karte oder ein Gebot, das die Regeln verweigern, wird mit Grund verweigert. Spiel, wie du willst: Die Lektion ist fertig, wenn das Spiel vorbei ist.",
            "E ganzt Spill géint dräi Botten. Du schwätz als Éischten a spills den éischte Stéch eraus. Bei all dengem Zuch seet den Tipp vum schwéire Bot, wat en géif maachen a firwat; eng Kaart oder e Gebot, dat d’Reegele refuséieren, gëtt mat Grond refuséiert. Spill, wéi s de wëlls: D’Lektioun ass fäerdeg, wann d’Spill eriwwer ass.",
        ],
        steps: &[StepText {
            ask: [
                "Play the deal to its end. Your turn is shown below your hand.",
                "Jouez la donne jusqu’au bout. Votre tour est indiqué sous votre main.",
                "Spiel das Spiel zu Ende. Wann du dran bist, steht unter deiner Hand.",
                "Spill d’Spill bis zum Schluss. Wann s du drun bass, steet ënner denger Hand.",
            ],
            hint: [
                "Any action the rules allow is fine here; the hint is the Hard bot's choice.",
                "Toute action permise par les règles convient ici ; le conseil est le choix du bot Difficile.",
                "Jede Aktion, die die Regeln erlauben, ist hier in Ordnung; der Tipp ist die Wahl des schweren Bots.",
                "All Aktioun, déi d’Reegelen erlaben, ass hei an der Rei; den Tipp ass d’Wiel vum schwéire Bot.",
            ],
            why: [
                "The deal is over: you have played a whole deal of Kontraspiel.",
                "La donne est finie : vous avez joué une donne entière de Kontraspiel.",
                "Das Spiel ist vorbei: Du hast ein ganzes Spiel Kontraspiel gespielt.",
                "D’Spill ass eriwwer: Du hues e ganzt Spill Kontraspill gespillt.",
            ],
        }],
    },
];
