//! The words of Konter a Matt's lessons in French.

use crate::games::konter::lesson_texts::{LessonWords, StepWords};

pub static FR: [LessonWords; 7] = [
    // 1. The cards and their points.
    LessonWords {
        title: "Les cartes et leurs points",
        intro: "Le Konter a Matt se joue avec 24 cartes : A R D V 10 9 dans quatre couleurs. L’as vaut 4, le roi 3, la dame 2, le valet 1 ; le dix et le neuf ne valent rien.",
        steps: &[
            StepWords {
                ask: "Combien de points y a-t-il dans tout le jeu ?",
                why: "Chaque couleur vaut 4 + 3 + 2 + 1 = 10 points : 40 en tout. On joue en deux équipes de deux ; l’équipe dont un joueur nomme l’atout — l’équipe d’atout — doit en faire 21 pour gagner la donne.",
            },
            StepWords {
                ask: "Touchez la carte qui vaut le plus de points.",
                why: "Le roi vaut 3. Attention : un dix ne vaut rien dans ce jeu.",
            },
            StepWords {
                ask: "Combien de points valent ensemble A♠ R♥ D♦ V♣ ?",
                why: "4 + 3 + 2 + 1 = 10.",
            },
            StepWords {
                ask: "Et A♠ A♥ R♦ 10♣ ?",
                why: "4 + 4 + 3 + 0 = 11 : le dix n’ajoute rien.",
            },
        ],
    },
    // 2. The matadors and the order of the trumps.
    LessonWords {
        title: "Les matadors et l’ordre des atouts",
        intro: "Trois dames sont toujours atout, quelle que soit la couleur d’atout : D♠ (« Matt »), puis D♥ et D♦ (les deux « Konter »). Elles se placent juste sous l’as d’atout : A, D♠, D♥, D♦, R, V, 10, 9. Avec trèfle atout, la D♣ est aussi un atout, entre R♣ et V♣ : trèfle compte neuf atouts.",
        steps: &[
            StepWords {
                ask: "Pique est atout. Quelle carte remporte ce pli ?",
                why: "L’A♠, l’as d’atout, est la plus forte carte, au-dessus même du Matt.",
            },
            StepWords {
                ask: "Carreau est atout. Quelle carte remporte ce pli ?",
                why: "La D♥ est le Konter le plus fort : au-dessus de la D♦ et du roi d’atout.",
            },
            StepWords {
                ask: "Cœur est atout et l’entame est pique. Quelle carte remporte ce pli ?",
                why: "La D♦ est un matador, donc un atout : elle bat l’as de pique.",
            },
            StepWords {
                ask: "Trèfle est atout. Quelle carte remporte ce pli ?",
                why: "Le R♣ le prend : avec trèfle atout, la D♣ est un atout ordinaire, entre R♣ et V♣.",
            },
            StepWords {
                ask: "Trèfle est atout. Combien y a-t-il d’atouts ?",
                why: "A♣ D♠ D♥ D♦ R♣ D♣ V♣ 10♣ 9♣ : neuf. Avec pique, cœur ou carreau, il y en a huit, car leur dame est un matador.",
            },
            StepWords {
                ask: "Cœur est atout. Combien y a-t-il d’atouts ?",
                why: "A♥ D♠ D♥ D♦ R♥ V♥ 10♥ 9♥ : huit. La D♥ est un matador et ne compte qu’une fois.",
            },
        ],
    },
    // 3. Follow suit or trump.
    LessonWords {
        title: "Fournir ou couper",
        intro: "Celui qui entame joue la carte de son choix. Si une couleur simple est entamée et que vous en avez, fournissez ou coupez : couper est toujours permis. Sinon, jouez la carte de votre choix. Si l’entame est atout, jouez atout si vous en avez. Vous n’êtes jamais obligé de monter. Les matadors sont des atouts, jamais des cartes de leur couleur imprimée.",
        steps: &[
            StepWords {
                ask: "Cœur est atout et l’entame est le 10♠. Jouez une carte permise.",
                why: "Vous avez du pique : fournissez pique, ou coupez avec la D♥.",
            },
            StepWords {
                ask: "Carreau est atout et l’entame est le R♦. Jouez une carte permise.",
                why: "L’entame est atout et vous en avez : A♦, D♦ et 10♦.",
            },
            StepWords {
                ask: "Pique est atout et l’entame est le V♥. Jouez une carte permise.",
                why: "Fournissez cœur avec le 9♥ — ou coupez avec le Matt.",
            },
            StepWords {
                ask: "Cœur est atout et l’entame est le R♠. Jouez une carte permise.",
                why: "La D♠ est un matador, jamais un pique : vous n’avez pas de pique, toute carte est permise.",
            },
            StepWords {
                ask: "Trèfle est atout et l’entame est la D♦. Jouez une carte permise.",
                why: "La D♦ est un atout : l’entame est donc atout. Votre seul atout est le 9♣ : A♦ et R♦ sont ici de simples carreaux.",
            },
            StepWords {
                ask: "Cœur est atout ; l’entame est le 9♠, puis l’A♥. Jouez une carte permise.",
                why: "L’entame est pique : le R♠ fournit et le 9♥ coupe. Vous n’êtes pas obligé de battre l’A♥.",
            },
        ],
    },
    // 4. Naming trump.
    LessonWords {
        title: "Choisir l’atout sur trois cartes",
        intro: "Le premier en main, le joueur après le donneur, ne voit que ses trois premières cartes et doit choisir l’atout. Comptez les atouts que chaque couleur vous donnerait — les matadors comptent pour toutes — et leur force. La table d’atout des bots dit ce que chaque couleur rapporte en moyenne avec ces trois cartes.",
        steps: &[
            StepWords {
                ask: "Vos trois premières cartes : A♥ R♥ 9♣. Choisissez l’atout.",
                why: "Cœur fait de l’A♥ et du R♥ deux gros atouts : l’as d’atout remporte n’importe quel pli.",
            },
            StepWords {
                ask: "Vos trois premières cartes : D♠ D♦ V♣. Choisissez l’atout.",
                why: "Les deux dames sont atout quoi que vous choisissiez ; trèfle fait du V♣ un troisième atout.",
            },
            StepWords {
                ask: "Vos trois premières cartes : D♠ D♥ 9♦. Choisissez l’atout.",
                why: "Deux matadors comptent dans toutes les couleurs ; carreau ajoute le 9♦ comme troisième atout.",
            },
            StepWords {
                ask: "Vos trois premières cartes : R♠ V♠ 9♠. Choisissez l’atout.",
                why: "Pique fait atouts vos trois cartes. Trois atouts, même petits, valent mieux qu’aucun : toute autre couleur vous laisse sans atout.",
            },
        ],
    },
    // 5. Announcements.
    LessonWords {
        title: "Les annonces : quand elles paient",
        intro: "Avec la D♠ vous pouvez annoncer Matt ; avec D♥ et D♦ : Konter ; avec les trois : Konter a Matt — avant de jouer votre première carte. Matt et Konter ajoutent 1 à la valeur de la donne, Konter a Matt 2, quelle que soit l’équipe qui gagne : elles paient quand votre équipe gagnera sans doute, et coûtent plus quand elle perd.",
        steps: &[
            StepWords {
                ask: "Vous avez D♠ D♥ D♦ A♣ 9♥ 10♠. Quelle est la plus grande annonce permise ?",
                why: "Les trois matadors : Konter a Matt, qui vaut 2 de plus.",
            },
            StepWords {
                ask: "Vous avez D♥ A♥ R♠ 9♦ V♣ 10♣. Que pouvez-vous annoncer ?",
                why: "Rien : Konter demande D♥ et D♦ ensemble, Matt demande la D♠.",
            },
            StepWords {
                ask: "Votre équipe avait l’atout, a annoncé Matt et gagne 25 à 15. Combien de traits raye-t-elle ?",
                why: "La donne vaut 1, et Matt ajoute 1 : 2.",
            },
            StepWords {
                ask: "Même donne, mais votre équipe perd 18 à 22. Combien de traits votre équipe ajoute-t-elle ?",
                why: "Voilà le risque : la défense raye 2 traits et votre équipe en ajoute 2 — Matt vous coûte un trait de chaque côté.",
            },
            StepWords {
                ask: "Score égal, 11 traits chacun. Votre équipe a l’atout ; vous avez la D♠ et la donne s’annonce bien : environ 80 % de victoire. Annoncer Matt ?",
                why: "À score égal, chaque trait compte autant : avec une victoire aussi probable, le trait de plus que vous rayez vaut plus que le risque.",
            },
            StepWords {
                ask: "Il reste 1 trait à votre équipe, 11 à l’autre. Même belle main, environ 80 % de victoire. Annoncer Matt ?",
                why: "Une simple victoire raye déjà votre dernier trait et gagne la partie : Matt n’apporte rien, et une défaite coûterait un trait de plus.",
            },
        ],
    },
    // 6. Scoring (the rule book's §7 cases).
    LessonWords {
        title: "Le score : traits, bonus sans pli, Stänner",
        intro: "Une donne vaut 1, plus 1 si l’équipe perdante n’a fait aucun pli, plus les annonces. Les gagnants rayent autant de traits ; une équipe d’atout qui perd en ajoute autant. À 20 partout — un Stänner — l’équipe d’atout ajoute 1 et la valeur de la donne attend, comme mise, la prochaine donne décidée.",
        steps: &[
            StepWords {
                ask: "L’équipe d’atout gagne 25 à 15 et avait annoncé Konter. Combien de traits raye-t-elle ?",
                why: "1 pour la donne, 1 pour Konter : 2.",
            },
            StepWords {
                ask: "L’équipe d’atout ne fait aucun pli et avait annoncé Konter a Matt. Combien de traits la défense raye-t-elle ?",
                why: "1 pour la donne, 1 car les perdants n’ont fait aucun pli, 2 pour Konter a Matt : 4 — et l’équipe d’atout en ajoute 4.",
            },
            StepWords {
                ask: "L’équipe d’atout gagne 40 à 0, mais la défense a fait un pli de dix et de neuf. Combien vaut la donne ?",
                why: "1 seulement : le bonus compte les plis, pas les points, et un pli de dix et de neuf est un pli.",
            },
            StepWords {
                ask: "20 partout, aucune annonce : un Stänner. Quelle mise attend la prochaine donne décidée ?",
                why: "La valeur de la donne, 1, attend ; l’équipe d’atout ajoute 1 trait tout de suite, et le même premier en main rechoisit l’atout.",
            },
            StepWords {
                ask: "Avec cette mise de 1 en attente, la défense gagne la donne suivante (qui vaut 1). Combien de traits raye-t-elle ?",
                why: "Le 1 de la donne plus le 1 de la mise : ils rayent 2 traits, et l’équipe d’atout en ajoute 2.",
            },
            StepWords {
                ask: "Une équipe d’atout à qui il reste 2 traits gagne une donne qui vaut 3. Combien de traits lui reste-t-il ?",
                why: "Les traits s’arrêtent à 0 : l’équipe a rayé tous ses traits et gagne la partie.",
            },
        ],
    },
    // 7. A guided first deal.
    LessonWords {
        title: "Une première donne guidée",
        intro: "Maintenant une donne entière : vous êtes Sud, Nord est votre partenaire, Ouest et Est sont des bots. À chacun de vos tours, un conseil dit ce que ferait le bot difficile, et pourquoi ; une carte que les règles ne permettent pas est refusée, avec la raison.",
        steps: &[
            StepWords {
                ask: "Jouez la donne jusqu’au bout.",
                why: "C’était une donne entière. Le résumé d’une vraie donne propose « Revoir cette donne » : chaque carte face au jeu parfait.",
            },
        ],
    },
];
