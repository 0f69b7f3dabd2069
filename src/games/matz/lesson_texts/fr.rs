//! The words of Müller Matz's lessons in French.

use crate::i18n::learn_games::{LessonText, StepText};

pub static FR: [LessonText; 5] = [
    // 1. The first life.
    LessonText {
        title: "La première vie",
        intro: "Chaque joueur a trois cartes. La carte retournée fixe l’atout et reste sous la pioche, dont elle est la dernière carte. Dans la première vie, chaque joueur se constitue une réserve : un tas face cachée qu’il jouera dans la seconde vie. Chaque étape ci-dessous ajoute une règle.",
        steps: &[
            StepText {
                ask: "On répond à une carte jouée, et une carte la bat si c’est une carte plus haute de sa couleur, ou n’importe quel atout contre une carte ordinaire. Trèfle est atout ; Ben vous a joué le 7♦. Battez-le : touchez la carte.",
                hint: "Une carte bat le 7♦ si c’est un carreau plus haut, ou n’importe quel atout.",
                why: "Le R♦ est un carreau plus haut et le 2♣ un atout : les deux battent. Le 7♦ et votre carte vont face cachée sur votre réserve, et c’est à vous d’entamer.",
            },
            StepText {
                ask: "Celui qui vient d’entamer ou de répondre complète sa main à trois cartes tant que la pioche dure. Vous avez battu avec le R♦ ; la pioche a encore 20 cartes. Combien de cartes tirez-vous ?",
                hint: "Vous complétez votre main à trois cartes.",
                why: "Vous aviez 3 cartes et en avez joué 1 : vous en tirez 1, et revoilà trois.",
            },
            StepText {
                ask: "Vous pouvez aussi répondre avec une carte qui ne bat pas. Ben vous a joué l’A♦, et rien dans votre main ne le bat : répondez quand même avec une carte — touchez-en une.",
                hint: "La leçon vous demande de répondre avec une carte, pas de ramasser.",
                why: "Toute carte est permise en réponse : une carte qui ne bat pas est une défausse. Les deux cartes vont quand même sur votre réserve, et c’est à vous d’entamer.",
            },
            StepText {
                ask: "Au lieu de répondre, vous pouvez ramasser la carte jouée dans votre main. Le même A♦ encore : cette fois, gardez vos cartes et prenez l’A♦ en main.",
                hint: "Cherchez le bouton qui prend la carte jouée.",
                why: "Vous avez maintenant quatre cartes et ne tirez rien : ramasser ne fait tirer aucune carte, et une main peut dépasser trois cartes. L’entame passe au joueur suivant.",
            },
            StepText {
                ask: "Vous avez ramassé l’A♦. Qui entame maintenant ?",
                hint: "Pas celui qui a ramassé : le joueur suivant à sa gauche.",
                why: "Anna, la joueuse après vous, entame : ramasser fait perdre l’entame.",
            },
            StepText {
                ask: "À votre tour, vous pouvez échanger le 6 ou le 2 d’atout contre la carte retournée, si celle-ci est plus haute. Pique est atout et le R♠ est retourné ; vous avez le 6♠. Avant de répondre, échangez-le contre le R♠.",
                hint: "Cherchez le bouton d’échange.",
                why: "Votre 6♠ devient la carte retournée et le R♠ rejoint votre main ; vous répondez encore au 7♦. Le 2 d’atout peut s’échanger de la même façon.",
            },
            StepText {
                ask: "Si vous entamez avec une main d’exactement trois atouts, vous pouvez aller dormir : les poser tous trois face cachée sur votre réserve et tirer trois nouvelles cartes. Cœur est atout et vous entamez avec trois cœurs en main. Allez dormir.",
                hint: "Cherchez le bouton qui pose vos trois atouts.",
                why: "Vos trois atouts vont face cachée sur votre réserve, vous tirez trois nouvelles cartes, et vous entamez toujours.",
            },
            StepText {
                ask: "Revenons à cette entame, mais cette fois vous avez aussi le 5♣ : quatre cartes. Essayez d’aller dormir — puis entamez une carte.",
                hint: "Seule une main faite uniquement d’atouts peut aller dormir, et le 5♣ n’est pas un atout : entamez une de vos cartes.",
                why: "Aller dormir, c’est poser toute la main : chaque carte doit donc être un atout — tant que la pioche dure, exactement trois. N’importe quelle carte peut être entamée.",
            },
        ],
    },
    // 2. The change of lives.
    LessonText {
        title: "Le changement de vie",
        intro: "Une fois la pioche vide, un joueur sans carte a fini sa première vie. Quand au plus un joueur a encore des cartes, la première vie se termine : chaque réserve devient la main de son propriétaire pour la seconde vie, et le seul joueur qui avait encore des cartes les y ajoute. Le premier joueur à avoir fini entame la seconde vie.",
        steps: &[
            StepText {
                ask: "La pioche est vide. Anna a fini, et Ben vient de vous jouer sa dernière carte, le 7♠. Vous le battez avec le R♠ et gardez le 3♣ ; votre réserve contenait 4♥ 8♣ A♠. Combien de cartes compte votre main de seconde vie ?",
                hint: "Votre réserve, les deux cartes de cette réponse, et la carte encore en main.",
                why: "Le 7♠ et le R♠ rejoignent votre réserve (5 cartes) ; vous seul avez encore une carte, la première vie se termine donc et votre 3♣ s’y ajoute : 6 cartes.",
            },
            StepText {
                ask: "Et qui entame la seconde vie ?",
                hint: "Le premier joueur à avoir fini la première vie.",
                why: "Anna a fini la première, et sa réserve contient des cartes : elle entame.",
            },
        ],
    },
    // 3. The second life.
    LessonText {
        title: "La seconde vie",
        intro: "Dans la seconde vie, vous jouez les cartes de votre réserve sur un tas. Celui qui doit jouer doit battre la carte du dessus (plus haute dans sa couleur, ou un atout ; sur un atout, seulement un atout plus haut) ou ramasser cette carte du dessus — elle seule. Le tas est complet quand il compte autant de cartes qu’il y avait de joueurs avec des cartes à son début : il sort du jeu, et celui qui l’a complété entame le suivant. Qui n’a plus de carte est sorti.",
        steps: &[
            StepText {
                ask: "Cœur est atout. Ben a entamé le 9♠. Battez-le : touchez la carte.",
                hint: "Un pique plus haut, ou un atout.",
                why: "Le 10♠ et le 2♥ battent le 9♠. Contrairement à la première vie, une carte qui ne bat pas ne peut pas être jouée du tout.",
            },
            StepText {
                ask: "Anna a entamé le 9♠, Ben a coupé avec le 5♥. À vous : touchez la carte.",
                hint: "La carte du dessus est un atout : seul un atout plus haut la bat.",
                why: "Vous battez la carte du dessus, le 5♥, pas le 9♠ en dessous : le 7♥ est la seule carte qui le fait.",
            },
            StepText {
                ask: "Ben a entamé le 3♥, un atout. Vous avez A♠ 2♥. Que faites-vous ?",
                hint: "Une de vos cartes bat-elle le 3♥ ?",
                why: "Ni l’A♠ (pas un atout) ni le 2♥ (un atout plus bas) ne bat le 3♥ : vous devez le ramasser. Ramasser est toujours permis.",
            },
            StepText {
                ask: "Trois joueurs ont des cartes. Anna a entamé le 4♣, Ben l’a battu avec le 9♣, et vous avec le V♣. Qui joue ensuite ?",
                hint: "Combien de cartes complètent ce tas ?",
                why: "Le tas a commencé avec trois joueurs ayant des cartes : votre V♣ en est la troisième carte. Il sort du jeu, et vous, qui l’avez complété, entamez le suivant.",
            },
        ],
    },
    // 4. Who loses, and the Matz tally.
    LessonText {
        title: "Qui perd, et le compte des Matz",
        intro: "Les joueurs sortent dans l’ordre où ils se défont de leur dernière carte ; la partie finit dès qu’au plus un joueur a encore des cartes, et ce joueur est le Müller Matz : il perd la partie, marque un point de Matz et donne la partie suivante. Le premier à 3 points de Matz perd la manche.",
        steps: &[
            StepText {
                ask: "Seconde vie : Anna est sortie. Vous avez le V♣, Ben a 2♦ 5♠, et vous entamez votre V♣. Qui perd la partie ?",
                hint: "Après votre entame, qui a encore des cartes ?",
                why: "Vous sortez avec votre dernière carte ; seul Ben a encore des cartes, la partie finit donc aussitôt — le tas ne compte pas — et Ben est le Müller Matz.",
            },
            StepText {
                ask: "Le compte : vous 1, Anna 2, Ben 0. Dans cette partie, Ben est sorti le premier, vous le deuxième, et Anna est restée avec des cartes. Combien de points de Matz Anna a-t-elle maintenant ?",
                hint: "Seul le perdant d’une partie marque, un point.",
                why: "Anna a perdu cette partie : 2 + 1 = 3 points de Matz. Elle est la première à atteindre 3 : la manche est finie, et elle l’a perdue.",
            },
        ],
    },
    // 5. A guided first game at three players.
    LessonText {
        title: "Une première partie guidée",
        intro: "Une partie entière à trois joueurs, contre Anna et Ben, deux bots. Vous entamez en premier. À chacun de vos tours, le conseil du bot Difficile dit ce qu’il ferait, et pourquoi ; une action que les règles refusent est refusée avec sa raison. Jouez comme vous voulez : la leçon est terminée à la fin de la partie.",
        steps: &[
            StepText {
                ask: "Jouez la partie jusqu’au bout. Votre tour est indiqué sous votre main.",
                hint: "Toute action permise par les règles convient ici ; le conseil est le choix du bot Difficile.",
                why: "La partie est finie : vous avez joué les deux vies d’une partie entière de Müller Matz.",
            },
        ],
    },
];

/// The labels of a tally position: the Matz points before the game, and its places.
pub const TALLY: [&str; 2] = ["Points de Matz avant cette partie", "Les places de cette partie"];
