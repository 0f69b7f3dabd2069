//! The words of Kontraspiel's lessons in French.

use crate::i18n::learn_games::{LessonText, StepText};

pub static FR: [LessonText; 6] = [
    // 1. The cards and the Wenzels.
    LessonText {
        title: "Les cartes et les Wenzel",
        intro: "Le Kontraspiel se joue avec 24 cartes : A R D V 10 9 dans quatre couleurs ; le dix est bas et les cartes ne valent aucun point : seuls les plis comptent. Les deux valets noirs, V♣ et V♠, sont les Wenzel : toujours les deux plus forts atouts, quelle que soit la couleur d’atout, et jamais des cartes de leur couleur imprimée. Trèfle ou pique atout donnent donc 7 atouts, cœur ou carreau 8.",
        steps: &[
            StepText {
                ask: "Cœur est atout. Combien y a-t-il d’atouts ?",
                hint: "Comptez les deux Wenzel, puis les cœurs A R D V 10 9.",
                why: "V♣ V♠ A♥ R♥ D♥ V♥ 10♥ 9♥ : 8 atouts. La couleur rouge garde son propre valet.",
            },
            StepText {
                ask: "Et avec pique atout ?",
                hint: "Le V♠ est un Wenzel : il ne compte qu’une fois, comme Wenzel.",
                why: "V♣ V♠ A♠ R♠ D♠ 10♠ 9♠ : 7 atouts. Une couleur noire n’a pas de valet à elle : c’est un Wenzel.",
            },
            StepText {
                ask: "Cœur est atout. D♣ 10♣ V♠ A♥ ont été joués, dans cet ordre. Touchez la carte qui remporte le pli.",
                hint: "Le plus fort atout remporte le pli, et un Wenzel est au-dessus de tous les as.",
                why: "Le V♠ est le deuxième atout : seul le V♣ le battrait.",
            },
            StepText {
                ask: "Carreau est atout. A♣ R♣ V♣ 9♦ ont été joués. Quelle carte remporte le pli ?",
                hint: "Deux de ces cartes sont des atouts. Lequel est le plus fort ?",
                why: "Le V♣ n’est pas un trèfle : c’est le plus fort de tous les atouts, au-dessus du 9♦ et bien au-dessus de l’A♣.",
            },
            StepText {
                ask: "Ouest joue seul avec pique atout et a entamé le 9♠ ; Nord et Est ont joué. À vous : touchez la carte que vous jouez.",
                hint: "Un atout a été entamé : qui a un atout doit en jouer un, et les Wenzel sont des atouts.",
                why: "Votre seul atout est le V♣, vous devez donc le jouer — et, plus fort atout, il remporte le pli. Il n’y a pas d’obligation de monter, seulement de fournir.",
            },
            StepText {
                ask: "Trèfle est atout. Ouest a entamé l’A♠ ; Nord et Est ont fourni pique. Touchez la carte que vous jouez.",
                hint: "Pique a été entamé : jouez un pique si vous en avez un. Le V♠ est-il un pique ?",
                why: "Le V♠ est un Wenzel, seulement un atout : votre seul pique est le R♠, et vous devez le jouer.",
            },
        ],
    },
    // 2. Who wins a deal.
    LessonText {
        title: "Qui gagne une donne",
        intro: "Quatre joueurs jouent cinq plis, chacun pour soi. Un joueur qui a 3 plis ou plus gagne la donne ; sinon, celui qui a été le premier à gagner 2 plis. Un joueur sans aucun pli est révolté ; celui qui les a tous faits a réussi un match.",
        steps: &[
            StepText {
                ask: "Les plis ont été gagnés dans cet ordre. Qui gagne la donne ?",
                hint: "Personne n’a 3 plis : qui est arrivé le premier à 2 ?",
                why: "Ouest et Nord en ont 2 chacun, mais Ouest a gagné son deuxième pli le premier.",
            },
            StepText {
                ask: "Et avec ces plis ?",
                hint: "Suivez les plis un par un : qui en a 2 le premier ?",
                why: "Nord a gagné les plis 2 et 3 : il en avait 2 avant qu’Ouest gagne son deuxième au pli 4.",
            },
            StepText {
                ask: "Et maintenant ?",
                hint: "3 plis gagnent, peu importe qui en avait 2 le premier.",
                why: "Nord a fait 3 plis : cela gagne, même si Ouest en avait 2 avant lui.",
            },
            StepText {
                ask: "Chacun a fait un pli, et Ouest un de plus. Qui gagne ?",
                hint: "Un seul joueur est arrivé à 2 plis.",
                why: "Ouest en a 2, les autres 1 chacun : avec 2-1-1-1, c’est le 2 qui gagne.",
            },
            StepText {
                ask: "Ouest a fait les cinq plis. Combien de joueurs sont révoltés ?",
                hint: "Révolté : n’a fait aucun pli.",
                why: "Ouest a réussi un match ; Nord, Est et vous n’avez fait aucun pli : trois révoltés. Ce que coûte une révolte dépend de qui était actif (la leçon des paiements).",
            },
        ],
    },
    // 3. The bidding and the turn-up.
    LessonText {
        title: "Les enchères et la retourne",
        intro: "Après la donne, une carte est retournée : la retourne. Sa couleur est la couleur préférée. Les enchères décident qui joue seul, et avec quel atout ; chaque étape ci-dessous ajoute une règle.",
        steps: &[
            StepText {
                ask: "Premier tour : à partir du joueur après le donneur, chacun peut accepter la couleur de la retourne comme atout et jouer seul, ou passer. Le 9♥ est retourné et vous parlez en premier. Jouer seul avec cœur atout, ou passer ?",
                hint: "Regardez votre main avec cœur atout : combien des plus forts atouts avez-vous ?",
                why: "V♣ V♠ A♥ R♥ D♥ sont les cinq plus forts atouts. Vous entamez le premier pli ; en entamant atout à chaque fois, personne ne peut vous battre : les cinq plis sont à vous, un match — sauf si un autre joueur reprend le jeu en annonçant un match dans une autre couleur.",
            },
            StepText {
                ask: "Si les quatre passent, un second tour suit : chacun peut nommer n’importe quelle couleur d’atout, ou passer — mais la couleur de la retourne, seul le premier joueur (celui après le donneur) peut la nommer. Le 9♥ était retourné, tous ont passé au premier tour, et Est, le premier joueur, passe encore. Nommez une couleur d’atout.",
                hint: "Nommez la couleur de vos hautes cartes — et les règles peuvent refuser une couleur ici.",
                why: "Avec carreau atout, vous tenez V♣ V♠ A♦ R♦ D♦, les cinq plus forts atouts. Cœur, la couleur de la retourne, seul le premier joueur peut le nommer au second tour.",
            },
            StepText {
                ask: "Un Wenzel retourné va aussitôt au donneur : il joue seul dans sa couleur, le prend en main et pose une carte face cachée. Vous donnez, et le V♠ est retourné. Touchez la carte que vous posez face cachée.",
                hint: "Vous avez maintenant six cartes et en posez une — n’importe laquelle sauf la retourne.",
                why: "Un Wenzel retourné fait du donneur le joueur seul d’emblée : pas d’enchères, pas d’annonce de match. Le contra reste permis contre lui, l’échange non.",
            },
            StepText {
                ask: "Un as retourné est proposé au donneur avant qu’il voie sa main : il peut le prendre et jouer seul dans sa couleur, ou refuser. Vous donnez, et l’A♦ est retourné. Prenez-le, en jouant seul avec carreau atout.",
                hint: "La leçon vous demande de prendre l’as.",
                why: "Vous prenez l’A♦ en main et posez une carte. Désormais vous tenez le gage : chaque as que vous retournerez sera à vous sans question — jusqu’à ce que vous soyez révolté dans une telle donne.",
            },
            StepText {
                ask: "Prendre un as une fois vous donne le gage : chaque as que vous retournerez ensuite est à vous sans question, jusqu’à ce que vous ne fassiez aucun pli dans une telle donne. Vous tenez le gage et retournez l’A♥. Touchez la carte que vous posez face cachée.",
                hint: "N’importe quelle carte sauf la retourne peut être posée.",
                why: "Le gage a pris l’as pour vous, et vous jouez seul avec cœur atout. Ne faites aucun pli dans cette donne et le gage prend fin : on vous demandera de nouveau la prochaine fois.",
            },
        ],
    },
    // 4. Contra, the exchange, recontra.
    LessonText {
        title: "Contra, l’échange, recontra",
        intro: "Dès que quelqu’un joue seul, tout autre joueur peut dire Contra (une fois par donne, avant le 2e pli) : il joue alors pour gagner la donne lui-même. Après un contra, un troisième joueur peut dire Recontra (avant le 3e pli). Le joueur seul, celui du contra et celui du recontra sont actifs : chacun reçoit la valeur de base du pot s’il gagne la donne, ou la paie au pot. Si le joueur seul a accepté au premier tour, un contra dit avant le premier pli peut prendre la retourne en main et poser une carte face cachée.",
        steps: &[
            StepText {
                ask: "Ouest joue seul avec cœur atout. Vous tenez V♣ V♠ A♦ R♦ D♦. Jouez contre lui pour vous-même : que dites-vous ?",
                hint: "La leçon vous demande de jouer contre le joueur seul pour vous-même ; personne n’a encore dit contra.",
                why: "Le contra vous rend actif : vous recevez la valeur de base du pot si vous gagnez la donne, et la payez au pot si vous perdez — et payez chacun des autres si vous ne faites aucun pli.",
            },
            StepText {
                ask: "Vous avez dit Contra avant le premier pli, et Ouest a accepté au premier tour : le 9♥ est encore sur la table. Prenez-le : touchez la carte que vous posez face cachée à sa place.",
                hint: "La leçon vous demande de prendre la retourne, en donnant une de vos cinq cartes.",
                why: "Tout le monde voit le 9♥ venir à vous ; personne ne voit la carte posée. L’échange n’est permis qu’à un contra avant le premier pli contre un joueur seul du premier tour.",
            },
            StepText {
                ask: "Ouest joue seul, et Nord a dit Contra. Vous voulez jouer pour vous-même aussi : que dites-vous ?",
                hint: "Il y a un seul contra par donne, et Nord l’a dit : la leçon vous demande d’y répondre.",
                why: "Le recontra est la réponse d’un troisième joueur au contra : vous voilà actif aussi, et trois joueurs jouent pour gagner la donne.",
            },
        ],
    },
    // 5. The payments and the pot.
    LessonText {
        title: "Les paiements et le pot",
        intro: "À chaque donne, le donneur met 1 jeton au pot ; la valeur de base B est le pot, de 1 à 4. Après la donne, chaque joueur actif reçoit B du pot s’il a gagné la donne, sinon il paie B au pot ; un gagnant passif ne reçoit rien. Ensuite : un joueur seul qui a fait les cinq plis reçoit 1 de chacun des autres ; celui qui a annoncé un match sans le réussir paie 2 à chacun ; un joueur actif sans pli paie 1 à chacun. Les 1 comptent double quand l’atout est la couleur de la retourne, la prime de match encore double pour un match annoncé.",
        steps: &[
            StepText {
                ask: "B vaut 1. Nord a joué seul et gagné la donne avec 3 plis ; personne n’a dit contra. Que reçoit Nord ?",
                hint: "Le joueur seul gagnant reçoit B du pot.",
                why: "B vaut 1 : Nord reçoit 1 du pot. Ouest et Est ont fait un pli chacun ; vous n’en avez fait aucun mais étiez passif, vous ne payez rien.",
            },
            StepText {
                ask: "B vaut 3. Nord joue seul, Est a dit contra ; Est a fait les deux premiers plis, Nord les trois derniers. Que paie Est ?",
                hint: "Qui a gagné la donne ? Les joueurs actifs perdants paient B au pot.",
                why: "3 plis l’emportent sur le premier à 2 : Nord gagne et reçoit 3, Est paie 3 au pot, et le pot ne change pas. Ouest et vous n’avez fait aucun pli mais étiez passifs : vous ne payez rien.",
            },
            StepText {
                ask: "B vaut 4. Ouest joue seul, Nord a dit contra, et Est — passif — a gagné la donne avec 3 plis. Combien le pot gagne-t-il ?",
                hint: "Un gagnant passif ne reçoit rien ; chaque actif perdant paie B.",
                why: "Ouest et Nord ont perdu : chacun paie 4 au pot, qui gagne 8. Est a gagné mais ne reçoit rien : il n’était pas actif.",
            },
            StepText {
                ask: "B vaut 2. Nord a accepté cœur, la couleur de la retourne, au premier tour ; Ouest a dit contra. Nord a fait les cinq plis. Que reçoit Nord en tout ?",
                hint: "Additionnez : B du pot, la prime de match de chacun des autres, le paiement de révolte d’Ouest — l’atout est la couleur de la retourne.",
                why: "2 du pot, 2 de chacun des trois autres pour le match (doublé : l’atout est la couleur de la retourne), et 2 d’Ouest, actif sans pli : 2 + 6 + 2 = 10.",
            },
            StepText {
                ask: "B vaut 2. Est a nommé trèfle au second tour (un cœur était retourné) et n’a fait aucun pli ; personne n’a dit contra. Que perd Est ?",
                hint: "Il a perdu la donne, et il est révolté.",
                why: "2 au pot pour la donne perdue, et 1 à chacun des trois autres pour la révolte (pas doublé : trèfle n’est pas la couleur de la retourne) : 5.",
            },
            StepText {
                ask: "B vaut 1. Nord a annoncé un match à pique et gagné la donne — mais avec 3 plis, pas 5. Que reçoit Nord en tout ?",
                hint: "Il a gagné la donne, mais un match annoncé et manqué coûte 2 à chacun des autres.",
                why: "+1 du pot pour la donne gagnée, −2 à chacun des trois autres pour le match manqué : 1 − 6 = −5.",
            },
        ],
    },
    // 6. A guided first deal.
    LessonText {
        title: "Une première donne guidée",
        intro: "Une donne entière contre trois bots. Vous parlez en premier et entamez le premier pli. À chacun de vos tours, le conseil du bot Difficile dit ce qu’il ferait, et pourquoi ; une carte ou une enchère que les règles refusent est refusée avec sa raison. Jouez comme vous voulez : la leçon est terminée à la fin de la donne.",
        steps: &[
            StepText {
                ask: "Jouez la donne jusqu’au bout. Votre tour est indiqué sous votre main.",
                hint: "Toute action permise par les règles convient ici ; le conseil est le choix du bot Difficile.",
                why: "La donne est finie : vous avez joué une donne entière de Kontraspiel.",
            },
        ],
    },
];
