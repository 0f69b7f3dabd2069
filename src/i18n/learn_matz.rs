//! The words of Müller Matz's lessons (`crate::lessons_matz`), in English, French, German
//! and Luxembourgish: one [`LessonText`] per lesson, one [`StepText`] per position, in the
//! same order as the positions. The players are "you", Anna and Ben.

use crate::course::{LessonText, StepText};

pub static LESSONS: [LessonText; 5] = [
    // 1. The first life.
    LessonText {
        title: ["The first life", "La première vie", "Das erste Leben", "Dat éischt Liewen"],
        intro: [
            "Each player holds three cards; the turned card sets trumps and lies under the stock. In the first life a player leads a card to the next player, who answers: with a card that beats it (a higher card of its suit, or any trump against a plain card), or with any other card — either way both cards go face down onto his reserve, his pile for the second life — or he picks the led card up into his hand. Whoever has just led or answered draws back up to three while the stock lasts; picking up draws nothing. At your own turn you may exchange the Six (or Two) of trumps for a higher turned card, and, leading with a hand of three trumps only, go to sleep: lay them on your reserve and draw three new cards.",
            "Chaque joueur a trois cartes ; la carte retournée fixe l’atout et reste sous la pioche. Dans la première vie, un joueur joue une carte au joueur suivant, qui répond : avec une carte qui la bat (plus haute dans sa couleur, ou n’importe quel atout contre une carte ordinaire), ou avec n’importe quelle autre carte — dans les deux cas, les deux cartes vont face cachée sur sa réserve, son tas pour la seconde vie — ou bien il ramasse la carte jouée dans sa main. Celui qui vient d’entamer ou de répondre complète sa main à trois tant que la pioche dure ; ramasser ne fait rien tirer. À votre tour, vous pouvez échanger le Six (ou le Deux) d’atout contre une carte retournée plus haute et, en entamant avec une main de trois atouts seulement, aller dormir : les poser sur votre réserve et tirer trois nouvelles cartes.",
            "Jeder Spieler hat drei Karten; die offene Karte bestimmt Trumpf und liegt unter dem Stapel. Im ersten Leben spielt ein Spieler dem nächsten eine Karte zu, und der antwortet: mit einer Karte, die sie schlägt (höher in ihrer Farbe, oder irgendein Trumpf gegen eine einfache Karte), oder mit irgendeiner anderen Karte — beide Karten kommen so oder so verdeckt auf seine Reserve, seinen Stapel fürs zweite Leben — oder er nimmt die Karte auf die Hand. Wer gerade ausgespielt oder geantwortet hat, zieht wieder auf drei, solange der Stapel reicht; wer aufnimmt, zieht nichts. Bist du dran, darfst du die Sechs (oder Zwei) in Trumpf gegen eine höhere offene Karte tauschen und, wenn du mit einer Hand aus genau drei Trümpfen ausspielst, schlafen gehen: sie auf deine Reserve legen und drei neue ziehen.",
            "All Spiller huet dräi Kaarten; déi oppe Kaart bestëmmt Tromp a läit ënner dem Stapel. Am éischte Liewen spillt e Spiller dem nächste eng Kaart zou, an deen äntwert: mat enger Kaart, déi se schléit (méi héich an hirer Faarf, oder iergendeng Tromp géint eng einfach Kaart), oder mat iergendenger anerer Kaart — béid Kaarte kommen esou oder esou zougedeckt op seng Reserve, säi Stapel fir dat zweet Liewen — oder en hëlt d’Kaart op d’Hand. Wien elo erausgespillt oder geäntwert huet, zitt erëm op dräi, soulaang de Stapel duergeet; wien ophëlt, zitt näischt. Bass du drun, dierfs du d’Sechs (oder d’Zwee) an Tromp géint eng méi héich oppe Kaart tauschen an, wann s de mat enger Hand aus genee dräi Trëmp erausspills, schlofe goen: se op deng Reserve leeën an dräi nei zéien.",
        ],
        steps: &[
            StepText {
                ask: [
                    "Clubs are trump. Ben led the 7♦ to you. Beat it: tap the card.",
                    "Trèfle est atout. Ben vous a joué le 7♦. Battez-le : touchez la carte.",
                    "Kreuz ist Trumpf. Ben hat dir die 7♦ zugespielt. Schlag sie: Tippe auf die Karte.",
                    "Kräiz ass Tromp. De Ben huet dir d’7♦ zougespillt. Schlo se: Tipp op d’Kaart.",
                ],
                hint: [
                    "A card beats the 7♦ if it is a higher diamond, or any trump.",
                    "Une carte bat le 7♦ si c’est un carreau plus haut, ou n’importe quel atout.",
                    "Eine Karte schlägt die 7♦, wenn sie ein höheres Karo ist oder irgendein Trumpf.",
                    "Eng Kaart schléit d’7♦, wann se e méi héije Karo ass oder iergendeng Tromp.",
                ],
                why: [
                    "The K♦ is a higher diamond and the 2♣ a trump: both beat. The 7♦ and your card go face down onto your reserve, and you lead next.",
                    "Le R♦ est un carreau plus haut et le 2♣ un atout : les deux battent. Le 7♦ et votre carte vont face cachée sur votre réserve, et c’est à vous d’entamer.",
                    "Der K♦ ist ein höheres Karo und die 2♣ ein Trumpf: Beide schlagen. Die 7♦ und deine Karte kommen verdeckt auf deine Reserve, und du spielst als Nächster aus.",
                    "De K♦ ass e méi héije Karo an d’2♣ eng Tromp: Béid schloen. D’7♦ an deng Kaart kommen zougedeckt op deng Reserve, an du spills als Nächsten eraus.",
                ],
            },
            StepText {
                ask: [
                    "You beat with the K♦; the stock still has 20 cards. How many cards do you draw?",
                    "Vous avez battu avec le R♦ ; la pioche a encore 20 cartes. Combien de cartes tirez-vous ?",
                    "Du hast mit dem K♦ geschlagen; der Stapel hat noch 20 Karten. Wie viele Karten ziehst du?",
                    "Du hues mam K♦ geschloen; de Stapel huet nach 20 Kaarten. Wéi vill Kaarten zitts du?",
                ],
                hint: ["You draw back up to three cards.", "Vous complétez votre main à trois cartes.", "Du ziehst wieder auf drei Karten.", "Du zitts erëm op dräi Kaarten."],
                why: [
                    "You held 3 and played 1: you draw 1, back to three.",
                    "Vous aviez 3 cartes et en avez joué 1 : vous en tirez 1, et revoilà trois.",
                    "Du hattest 3 und hast 1 gespielt: Du ziehst 1, wieder drei.",
                    "Du has 3 an hues 1 gespillt: Du zitts 1, erëm dräi.",
                ],
            },
            StepText {
                ask: [
                    "Ben led the A♦ to you. Nothing of yours beats it — give him a card anyway: tap one.",
                    "Ben vous a joué l’A♦. Rien ne le bat dans votre main — donnez-lui quand même une carte : touchez-en une.",
                    "Ben hat dir das A♦ zugespielt. Nichts in deiner Hand schlägt es — gib trotzdem eine Karte: Tippe auf eine.",
                    "De Ben huet dir den A♦ zougespillt. Näischt an denger Hand schléit en — gëff trotzdeem eng Kaart: Tipp op eng.",
                ],
                hint: [
                    "The lesson asks you to answer with a card, not to pick up.",
                    "La leçon vous demande de répondre avec une carte, pas de ramasser.",
                    "Die Lektion bittet dich, mit einer Karte zu antworten, nicht aufzunehmen.",
                    "D’Lektioun freet dech, mat enger Kaart z’äntweren, net opzehuelen.",
                ],
                why: [
                    "Any card is allowed as an answer: a card that does not beat is a discard. Both cards still go onto your reserve, and you lead next.",
                    "Toute carte est permise en réponse : une carte qui ne bat pas est une défausse. Les deux cartes vont quand même sur votre réserve, et c’est à vous d’entamer.",
                    "Jede Karte ist als Antwort erlaubt: Eine Karte, die nicht schlägt, ist eine Abgabe. Beide Karten kommen trotzdem auf deine Reserve, und du spielst als Nächster aus.",
                    "All Kaart ass als Äntwert erlaabt: Eng Kaart, déi net schléit, ass eng Ofgab. Béid Kaarte kommen trotzdeem op deng Reserve, an du spills als Nächsten eraus.",
                ],
            },
            StepText {
                ask: [
                    "The same A♦ again. This time keep your cards: take the A♦ into your hand.",
                    "Le même A♦ encore. Cette fois, gardez vos cartes : prenez l’A♦ en main.",
                    "Wieder dasselbe A♦. Diesmal behältst du deine Karten: Nimm das A♦ auf die Hand.",
                    "Nach eng Kéier deeselwechten A♦. Dës Kéier behäls du deng Kaarten: Huel den A♦ op d’Hand.",
                ],
                hint: ["Look for the button that takes the led card.", "Cherchez le bouton qui prend la carte jouée.", "Such den Knopf, der die zugespielte Karte nimmt.", "Sich de Knäppchen, deen déi zougespillt Kaart hëlt."],
                why: [
                    "You now hold four cards and draw nothing: a hand may grow beyond three. The lead passes on to the next player.",
                    "Vous avez maintenant quatre cartes et ne tirez rien : une main peut dépasser trois cartes. L’entame passe au joueur suivant.",
                    "Du hast jetzt vier Karten und ziehst nichts: Eine Hand darf mehr als drei haben. Das Ausspielen geht an den nächsten Spieler.",
                    "Du hues elo véier Kaarten a zitts näischt: Eng Hand dierf méi wéi dräi hunn. D’Erausspillen geet un den nächste Spiller.",
                ],
            },
            StepText {
                ask: ["You picked up the A♦. Who leads now?", "Vous avez ramassé l’A♦. Qui entame maintenant ?", "Du hast das A♦ aufgenommen. Wer spielt jetzt aus?", "Du hues den A♦ opgeholl. Wien spillt elo eraus?"],
                hint: ["Not the one who picked up: the next player to his left.", "Pas celui qui a ramassé : le joueur suivant à sa gauche.", "Nicht wer aufgenommen hat: der nächste Spieler zu seiner Linken.", "Net deen, deen opgeholl huet: den nächste Spiller op senger lénker Säit."],
                why: [
                    "Anna, the next player after you, leads: picking up gives away the lead.",
                    "Anna, la joueuse après vous, entame : ramasser fait perdre l’entame.",
                    "Anna, die Spielerin nach dir, spielt aus: Wer aufnimmt, gibt das Ausspielen ab.",
                    "D’Anna, d’Spillerin no dir, spillt eraus: Wien ophëlt, gëtt d’Erausspillen of.",
                ],
            },
            StepText {
                ask: [
                    "Spades are trump and the K♠ is turned. You hold the 6♠. Before you answer, swap it for the K♠.",
                    "Pique est atout et le R♠ est retourné. Vous avez le 6♠. Avant de répondre, échangez-le contre le R♠.",
                    "Pik ist Trumpf, und der K♠ liegt offen. Du hast die 6♠. Tausch sie vor deiner Antwort gegen den K♠.",
                    "Schëppen ass Tromp, an de K♠ läit op. Du hues d’6♠. Tausch se virun denger Äntwert géint de K♠.",
                ],
                hint: ["Look for the exchange button.", "Cherchez le bouton d’échange.", "Such den Knopf zum Tauschen.", "Sich de Knäppchen fir ze tauschen."],
                why: [
                    "The Six of trumps may be swapped for a higher turned card at your own turn; your 6♠ becomes the turned card, and you still answer the 7♦.",
                    "Le Six d’atout peut être échangé contre une carte retournée plus haute à votre tour ; votre 6♠ devient la carte retournée, et vous répondez encore au 7♦.",
                    "Die Sechs in Trumpf darf, wenn du dran bist, gegen eine höhere offene Karte getauscht werden; deine 6♠ wird die offene Karte, und du antwortest noch auf die 7♦.",
                    "D’Sechs an Tromp dierf, wann s du drun bass, géint eng méi héich oppe Kaart getosch ginn; deng 6♠ gëtt déi oppe Kaart, an du äntwers nach op d’7♦.",
                ],
            },
            StepText {
                ask: [
                    "Hearts are trump and you lead, holding three hearts. Go to sleep.",
                    "Cœur est atout et vous entamez avec trois cœurs en main. Allez dormir.",
                    "Herz ist Trumpf, und du spielst aus, mit drei Herz auf der Hand. Geh schlafen.",
                    "Häerz ass Tromp, an du spills eraus, mat dräi Häerz op der Hand. Gëff schlofen.",
                ],
                hint: ["Look for the button that lays your three trumps down.", "Cherchez le bouton qui pose vos trois atouts.", "Such den Knopf, der deine drei Trümpfe ablegt.", "Sich de Knäppchen, deen deng dräi Trëmp ofleet."],
                why: [
                    "Your three trumps go face down onto your reserve, you draw three new cards, and you still lead.",
                    "Vos trois atouts vont face cachée sur votre réserve, vous tirez trois nouvelles cartes, et vous entamez toujours.",
                    "Deine drei Trümpfe kommen verdeckt auf deine Reserve, du ziehst drei neue Karten und spielst trotzdem aus.",
                    "Deng dräi Trëmp kommen zougedeckt op deng Reserve, du zitts dräi nei Kaarten a spills trotzdeem eraus.",
                ],
            },
            StepText {
                ask: [
                    "Now you hold a fourth card, the 5♣. Try to go to sleep — then lead a card.",
                    "Vous avez maintenant une quatrième carte, le 5♣. Essayez d’aller dormir — puis entamez une carte.",
                    "Jetzt hast du eine vierte Karte, die 5♣. Versuch, schlafen zu gehen — dann spiel eine Karte aus.",
                    "Elo hues du eng véiert Kaart, d’5♣. Probéier, schlofen ze goen — dann spill eng Kaart eraus.",
                ],
                hint: [
                    "Sleeping needs a whole hand of trumps: lead one of your cards.",
                    "Dormir demande une main entière d’atouts : entamez une de vos cartes.",
                    "Schlafen geht nur mit einer Hand aus lauter Trümpfen: Spiel eine deiner Karten aus.",
                    "Schlofe geet nëmme mat enger Hand aus lauter Trëmp: Spill eng vun denge Kaarten eraus.",
                ],
                why: [
                    "While the stock lasts, only a hand of exactly three trumps may sleep; any card may be led.",
                    "Tant que la pioche dure, seule une main d’exactement trois atouts peut dormir ; n’importe quelle carte peut être entamée.",
                    "Solange der Stapel reicht, darf nur eine Hand aus genau drei Trümpfen schlafen; ausspielen darf man jede Karte.",
                    "Soulaang de Stapel duergeet, dierf nëmmen eng Hand aus genee dräi Trëmp schlofen; erausspillen dierf een all Kaart.",
                ],
            },
        ],
    },
    // 2. The change of lives.
    LessonText {
        title: ["The change of lives", "Le changement de vie", "Der Wechsel der Leben", "De Wiessel vun de Liewen"],
        intro: [
            "Once the stock is empty, a player without cards is finished for the first life. When at most one player still holds cards, the first life ends: every reserve becomes its owner's hand for the second life, and the one player who still held cards adds them to it. The first player who finished leads the second life.",
            "Une fois la pioche vide, un joueur sans carte a fini sa première vie. Quand au plus un joueur a encore des cartes, la première vie se termine : chaque réserve devient la main de son propriétaire pour la seconde vie, et le seul joueur qui avait encore des cartes les y ajoute. Le premier joueur à avoir fini entame la seconde vie.",
            "Ist der Stapel leer, ist ein Spieler ohne Karten mit dem ersten Leben fertig. Hat höchstens noch ein Spieler Karten, endet das erste Leben: Jede Reserve wird die Hand ihres Besitzers fürs zweite Leben, und der eine Spieler, der noch Karten hatte, nimmt sie dazu. Wer zuerst fertig war, spielt im zweiten Leben aus.",
            "Ass de Stapel eidel, ass e Spiller ouni Kaarte mam éischte Liewe fäerdeg. Huet héchstens nach ee Spiller Kaarten, geet dat éischt Liewen op en Enn: All Reserve gëtt d’Hand vun hirem Besëtzer fir dat zweet Liewen, an deen eenzege Spiller, deen nach Kaarten hat, hëlt se derbäi. Wien als Éischte fäerdeg war, spillt am zweete Liewen eraus.",
        ],
        steps: &[
            StepText {
                ask: [
                    "The stock is empty. Anna has finished, and Ben just led you his last card, the 7♠. You beat it with the K♦ and keep the 3♣; your reserve held 4♥ 8♣ A♠. How many cards is your second-life hand?",
                    "La pioche est vide. Anna a fini, et Ben vient de vous jouer sa dernière carte, le 7♠. Vous le battez avec le R♦ et gardez le 3♣ ; votre réserve contenait 4♥ 8♣ A♠. Combien de cartes compte votre main de seconde vie ?",
                    "Der Stapel ist leer. Anna ist fertig, und Ben hat dir gerade seine letzte Karte zugespielt, die 7♠. Du schlägst sie mit dem K♦ und behältst die 3♣; deine Reserve hatte 4♥ 8♣ A♠. Wie viele Karten hat deine Hand im zweiten Leben?",
                    "De Stapel ass eidel. D’Anna ass fäerdeg, an de Ben huet dir grad seng lescht Kaart zougespillt, d’7♠. Du schléis se mam K♦ a behäls d’3♣; deng Reserve hat 4♥ 8♣ A♠. Wéi vill Kaarten huet deng Hand am zweete Liewen?",
                ],
                hint: [
                    "Your reserve, the two cards of this answer, and the card still in your hand.",
                    "Votre réserve, les deux cartes de cette réponse, et la carte encore en main.",
                    "Deine Reserve, die zwei Karten dieser Antwort und die Karte noch auf der Hand.",
                    "Deng Reserve, déi zwou Kaarte vun dëser Äntwert an d’Kaart nach op der Hand.",
                ],
                why: [
                    "The 7♠ and the K♦ join your reserve (5 cards); you alone still hold a card, so the first life ends and your 3♣ joins them: 6 cards.",
                    "Le 7♠ et le R♦ rejoignent votre réserve (5 cartes) ; vous seul avez encore une carte, la première vie se termine donc et votre 3♣ s’y ajoute : 6 cartes.",
                    "Die 7♠ und der K♦ kommen zu deiner Reserve (5 Karten); nur du hast noch eine Karte, also endet das erste Leben, und deine 3♣ kommt dazu: 6 Karten.",
                    "D’7♠ an de K♦ kommen op deng Reserve (5 Kaarten); nëmmen du hues nach eng Kaart, also geet dat éischt Liewen op en Enn, an deng 3♣ kënnt derbäi: 6 Kaarten.",
                ],
            },
            StepText {
                ask: ["And who leads the second life?", "Et qui entame la seconde vie ?", "Und wer spielt im zweiten Leben aus?", "A wien spillt am zweete Liewen eraus?"],
                hint: ["The first player to finish the first life.", "Le premier joueur à avoir fini la première vie.", "Wer das erste Leben zuerst beendet hat.", "Deen, deen dat éischt Liewen als Éischte fäerdeg hat."],
                why: [
                    "Anna finished first, and her reserve holds cards: she leads.",
                    "Anna a fini la première, et sa réserve contient des cartes : elle entame.",
                    "Anna war zuerst fertig, und ihre Reserve hat Karten: Sie spielt aus.",
                    "D’Anna war als Éischt fäerdeg, an hir Reserve huet Kaarten: Si spillt eraus.",
                ],
            },
        ],
    },
    // 3. The second life.
    LessonText {
        title: ["The second life", "La seconde vie", "Das zweite Leben", "Dat zweet Liewen"],
        intro: [
            "In the second life you play the cards of your reserve onto one pile. Whoever is to play must beat the top card (a higher card of its suit, or a trump; on a trump only a higher trump) or pick up that top card — only that one. The pile is complete when it holds as many cards as there were players with cards when it was begun: it goes out of play, and whoever completed it leads the next one. Whoever has no cards left is out.",
            "Dans la seconde vie, vous jouez les cartes de votre réserve sur un tas. Celui qui doit jouer doit battre la carte du dessus (plus haute dans sa couleur, ou un atout ; sur un atout, seulement un atout plus haut) ou ramasser cette carte du dessus — elle seule. Le tas est complet quand il compte autant de cartes qu’il y avait de joueurs avec des cartes à son début : il sort du jeu, et celui qui l’a complété entame le suivant. Qui n’a plus de carte est sorti.",
            "Im zweiten Leben spielst du die Karten deiner Reserve auf einen Stoß. Wer dran ist, muss die oberste Karte schlagen (höher in ihrer Farbe, oder ein Trumpf; auf einen Trumpf nur ein höherer Trumpf) oder diese oberste Karte aufnehmen — nur sie. Der Stoß ist voll, wenn er so viele Karten hat, wie bei seinem Beginn Spieler Karten hatten: Er geht aus dem Spiel, und wer ihn voll gemacht hat, spielt den nächsten aus. Wer keine Karten mehr hat, ist raus.",
            "Am zweete Liewe spills du d’Kaarte vun denger Reserve op ee Stouss. Wien drun ass, muss déi iewescht Kaart schloen (méi héich an hirer Faarf, oder eng Tromp; op eng Tromp nëmmen eng méi héich Tromp) oder déi iewescht Kaart ophuelen — nëmmen déi. De Stouss ass voll, wann e sou vill Kaarten huet, wéi bei sengem Ufank Spiller Kaarten haten: Hie geet aus dem Spill, a wien e voll gemaach huet, spillt den nächsten eraus. Wien keng Kaarte méi huet, ass eraus.",
        ],
        steps: &[
            StepText {
                ask: ["Hearts are trump. Ben led the 9♠. Beat it: tap the card.", "Cœur est atout. Ben a entamé le 9♠. Battez-le : touchez la carte.", "Herz ist Trumpf. Ben hat die 9♠ ausgespielt. Schlag sie: Tippe auf die Karte.", "Häerz ass Tromp. De Ben huet d’9♠ erausgespillt. Schlo se: Tipp op d’Kaart."],
                hint: ["A higher spade, or a trump.", "Un pique plus haut, ou un atout.", "Ein höheres Pik oder ein Trumpf.", "E méi héije Schëppen oder eng Tromp."],
                why: [
                    "The 10♠ and the 2♥ beat the 9♠. Unlike the first life, a card that does not beat may not be played at all.",
                    "Le 10♠ et le 2♥ battent le 9♠. Contrairement à la première vie, une carte qui ne bat pas ne peut pas être jouée du tout.",
                    "Die 10♠ und die 2♥ schlagen die 9♠. Anders als im ersten Leben darf eine Karte, die nicht schlägt, gar nicht gespielt werden.",
                    "D’10♠ an d’2♥ schloen d’9♠. Anescht wéi am éischte Liewen dierf eng Kaart, déi net schléit, guer net gespillt ginn.",
                ],
            },
            StepText {
                ask: ["Anna led the 9♠, Ben trumped with the 5♥. Your turn: tap the card.", "Anna a entamé le 9♠, Ben a coupé avec le 5♥. À vous : touchez la carte.", "Anna hat die 9♠ ausgespielt, Ben mit der 5♥ gestochen. Du bist dran: Tippe auf die Karte.", "D’Anna huet d’9♠ erausgespillt, de Ben mat der 5♥ gestach. Du bass drun: Tipp op d’Kaart."],
                hint: ["The top card is a trump: only a higher trump beats it.", "La carte du dessus est un atout : seul un atout plus haut la bat.", "Die oberste Karte ist ein Trumpf: Nur ein höherer Trumpf schlägt sie.", "Déi iewescht Kaart ass eng Tromp: Nëmmen eng méi héich Tromp schléit se."],
                why: [
                    "You beat the top card, the 5♥, not the 9♠ beneath it: the 7♥ is the one card that does.",
                    "Vous battez la carte du dessus, le 5♥, pas le 9♠ en dessous : le 7♥ est la seule carte qui le fait.",
                    "Du schlägst die oberste Karte, die 5♥, nicht die 9♠ darunter: Die 7♥ ist die einzige Karte, die das kann.",
                    "Du schléis déi iewescht Kaart, d’5♥, net d’9♠ drënner: D’7♥ ass déi eenzeg Kaart, déi dat kann.",
                ],
            },
            StepText {
                ask: ["Ben led the 3♥, a trump. You hold A♠ 2♥. What do you do?", "Ben a entamé le 3♥, un atout. Vous avez A♠ 2♥. Que faites-vous ?", "Ben hat die 3♥ ausgespielt, einen Trumpf. Du hast A♠ 2♥. Was tust du?", "De Ben huet d’3♥ erausgespillt, eng Tromp. Du hues A♠ 2♥. Wat méchs du?"],
                hint: ["Does any card of yours beat the 3♥?", "Une de vos cartes bat-elle le 3♥ ?", "Schlägt eine deiner Karten die 3♥?", "Schléit eng vun denge Kaarten d’3♥?"],
                why: [
                    "Neither the A♠ (no trump) nor the 2♥ (a lower trump) beats the 3♥: you must pick it up. Picking up is always allowed.",
                    "Ni l’A♠ (pas un atout) ni le 2♥ (un atout plus bas) ne bat le 3♥ : vous devez le ramasser. Ramasser est toujours permis.",
                    "Weder das A♠ (kein Trumpf) noch die 2♥ (ein niedrigerer Trumpf) schlägt die 3♥: Du musst sie aufnehmen. Aufnehmen ist immer erlaubt.",
                    "Weder den A♠ (keng Tromp) nach d’2♥ (eng méi niddreg Tromp) schléit d’3♥: Du muss se ophuelen. Ophuelen ass ëmmer erlaabt.",
                ],
            },
            StepText {
                ask: [
                    "Three players hold cards. Anna led the 4♣, Ben beat it with the 9♣, and you beat it with the J♣. Who plays next?",
                    "Trois joueurs ont des cartes. Anna a entamé le 4♣, Ben l’a battu avec le 9♣, et vous avec le V♣. Qui joue ensuite ?",
                    "Drei Spieler haben Karten. Anna hat die 4♣ ausgespielt, Ben mit der 9♣ geschlagen und du mit dem B♣. Wer spielt als Nächstes?",
                    "Dräi Spiller hu Kaarten. D’Anna huet d’4♣ erausgespillt, de Ben mat der 9♣ geschloen an du mam B♣. Wien spillt als Nächsten?",
                ],
                hint: ["How many cards complete this pile?", "Combien de cartes complètent ce tas ?", "Wie viele Karten machen diesen Stoß voll?", "Wéi vill Kaarte maachen dëse Stouss voll?"],
                why: [
                    "The pile began with three players holding cards: your J♣ is its third card. It goes out of play, and you, who completed it, lead the next one.",
                    "Le tas a commencé avec trois joueurs ayant des cartes : votre V♣ en est la troisième carte. Il sort du jeu, et vous, qui l’avez complété, entamez le suivant.",
                    "Der Stoß begann mit drei Spielern mit Karten: Dein B♣ ist seine dritte Karte. Er geht aus dem Spiel, und du, der ihn voll gemacht hat, spielst den nächsten aus.",
                    "De Stouss huet mat dräi Spiller mat Kaarten ugefaangen: Däi B♣ ass seng drëtt Kaart. Hie geet aus dem Spill, an du, deen e voll gemaach huet, spills den nächsten eraus.",
                ],
            },
        ],
    },
    // 4. Who loses, and the Matz tally.
    LessonText {
        title: ["Who loses, and the Matz tally", "Qui perd, et le compte des Matz", "Wer verliert, und die Matz-Striche", "Wien verléiert, an d’Matz-Stréchen"],
        intro: [
            "Players go out in the order they shed their last card; the game ends as soon as at most one player holds cards, and that player is the Müller Matz: he loses the game, scores one Matz point and deals the next game. The first to reach 3 Matz points loses the match.",
            "Les joueurs sortent dans l’ordre où ils se défont de leur dernière carte ; la partie finit dès qu’au plus un joueur a encore des cartes, et ce joueur est le Müller Matz : il perd la partie, marque un point de Matz et donne la partie suivante. Le premier à 3 points de Matz perd la manche.",
            "Die Spieler gehen in der Reihenfolge raus, in der sie ihre letzte Karte loswerden; das Spiel endet, sobald höchstens noch ein Spieler Karten hat, und dieser ist der Müller Matz: Er verliert das Spiel, bekommt einen Matz-Punkt und gibt das nächste Spiel. Wer zuerst 3 Matz-Punkte hat, verliert die Partie.",
            "D’Spiller ginn an där Reiefolleg eraus, wéi se hir lescht Kaart lass ginn; d’Spill ass eriwwer, soubal héchstens nach ee Spiller Kaarten huet, an dee Spiller ass de Müller Matz: Hie verléiert d’Spill, kritt ee Matz-Punkt a gëtt dat nächst Spill. Wien als Éischten 3 Matz-Punkten huet, verléiert d’Partie.",
        ],
        steps: &[
            StepText {
                ask: [
                    "Second life: Anna is out. You hold the J♣, Ben holds 2♦ 5♠, and you lead your J♣. Who loses the game?",
                    "Seconde vie : Anna est sortie. Vous avez le V♣, Ben a 2♦ 5♠, et vous entamez votre V♣. Qui perd la partie ?",
                    "Zweites Leben: Anna ist raus. Du hast den B♣, Ben hat 2♦ 5♠, und du spielst deinen B♣ aus. Wer verliert das Spiel?",
                    "Zweet Liewen: D’Anna ass eraus. Du hues de B♣, de Ben huet 2♦ 5♠, an du spills däi B♣ eraus. Wien verléiert d’Spill?",
                ],
                hint: ["After your lead, who still holds cards?", "Après votre entame, qui a encore des cartes ?", "Wer hat nach deinem Ausspielen noch Karten?", "Wien huet no dengem Erausspillen nach Kaarten?"],
                why: [
                    "You are out with your last card; only Ben holds cards, so the game ends at once — the pile does not matter — and Ben is the Müller Matz.",
                    "Vous sortez avec votre dernière carte ; seul Ben a encore des cartes, la partie finit donc aussitôt — le tas ne compte pas — et Ben est le Müller Matz.",
                    "Du bist mit deiner letzten Karte raus; nur Ben hat noch Karten, also endet das Spiel sofort — der Stoß zählt nicht — und Ben ist der Müller Matz.",
                    "Du bass mat denger leschter Kaart eraus; nëmmen de Ben huet nach Kaarten, also ass d’Spill direkt eriwwer — de Stouss zielt net — an de Ben ass de Müller Matz.",
                ],
            },
            StepText {
                ask: [
                    "The tally: you 1, Anna 2, Ben 0. In this game Ben went out first, you second, and Anna was left with cards. How many Matz points has Anna now?",
                    "Le compte : vous 1, Anna 2, Ben 0. Dans cette partie, Ben est sorti le premier, vous le deuxième, et Anna est restée avec des cartes. Combien de points de Matz Anna a-t-elle maintenant ?",
                    "Der Stand: du 1, Anna 2, Ben 0. In diesem Spiel ging Ben zuerst raus, du als Zweiter, und Anna blieb mit Karten übrig. Wie viele Matz-Punkte hat Anna jetzt?",
                    "De Stand: du 1, d’Anna 2, de Ben 0. An dësem Spill ass de Ben als Éischten eraus, du als Zweeten, an d’Anna ass mat Kaarte bliwwen. Wéi vill Matz-Punkten huet d’Anna elo?",
                ],
                hint: ["Only the loser of a game scores, one point.", "Seul le perdant d’une partie marque, un point.", "Nur der Verlierer eines Spiels bekommt einen Punkt.", "Nëmmen de Verléierer vun engem Spill kritt ee Punkt."],
                why: [
                    "Anna lost this game: 2 + 1 = 3 Matz points. She is the first to reach 3, so the match is over and she has lost it.",
                    "Anna a perdu cette partie : 2 + 1 = 3 points de Matz. Elle est la première à atteindre 3 : la manche est finie, et elle l’a perdue.",
                    "Anna hat dieses Spiel verloren: 2 + 1 = 3 Matz-Punkte. Sie erreicht als Erste 3: Die Partie ist vorbei, und sie hat sie verloren.",
                    "D’Anna huet dëst Spill verluer: 2 + 1 = 3 Matz-Punkten. Si kënnt als Éischt op 3: D’Partie ass eriwwer, a si huet se verluer.",
                ],
            },
        ],
    },
    // 5. A guided first game at three players.
    LessonText {
        title: ["A guided first game", "Une première partie guidée", "Ein geführtes erstes Spiel", "E geféiert éischt Spill"],
        intro: [
            "A whole game at three players, against Anna and Ben, two bots. You lead first. At each of your turns the Hard bot's hint says what it would do, and why; an action the rules refuse is refused with its reason. Play as you like: the lesson is done when the game is over.",
            "Une partie entière à trois joueurs, contre Anna et Ben, deux bots. Vous entamez en premier. À chacun de vos tours, le conseil du bot Difficile dit ce qu’il ferait, et pourquoi ; une action que les règles refusent est refusée avec sa raison. Jouez comme vous voulez : la leçon est terminée à la fin de la partie.",
            "Ein ganzes Spiel zu dritt, gegen Anna und Ben, zwei Bots. Du spielst zuerst aus. Bei jedem deiner Züge sagt der Tipp des schweren Bots, was er tun würde und warum; eine Aktion, die die Regeln verweigern, wird mit Grund verweigert. Spiel, wie du willst: Die Lektion ist fertig, wenn das Spiel vorbei ist.",
            "E ganzt Spill zu dräi, géint d’Anna an de Ben, zwee Botten. Du spills als Éischten eraus. Bei all dengem Zuch seet den Tipp vum schwéire Bot, wat en géif maachen a firwat; eng Aktioun, déi d’Reegele refuséieren, gëtt mat Grond refuséiert. Spill, wéi s de wëlls: D’Lektioun ass fäerdeg, wann d’Spill eriwwer ass.",
        ],
        steps: &[StepText {
            ask: [
                "Play the game to its end. Your turn is shown below your hand.",
                "Jouez la partie jusqu’au bout. Votre tour est indiqué sous votre main.",
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
                "The game is over: you have played both lives of a whole game of Müller Matz.",
                "La partie est finie : vous avez joué les deux vies d’une partie entière de Müller Matz.",
                "Das Spiel ist vorbei: Du hast beide Leben eines ganzen Spiels Müller Matz gespielt.",
                "D’Spill ass eriwwer: Du hues béid Liewe vun engem ganze Spill Müller Matz gespillt.",
            ],
        }],
    },
];
