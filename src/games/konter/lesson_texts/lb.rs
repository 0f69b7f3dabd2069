//! The words of Konter a Matt's lessons in Luxembourgish.

use crate::games::konter::lesson_texts::{LessonWords, StepWords};

pub static LB: [LessonWords; 7] = [
    // 1. The cards and their points.
    LessonWords {
        title: "D’Kaarten an hir Punkten",
        intro: "Konter a Matt gëtt mat 24 Kaarte gespillt: A K D B 10 9 a véier Faarwen. Den As zielt 4, de Kinnek 3, d’Damm 2, de Bouf 1; Zéng an Néng zielen näischt.",
        steps: &[
            StepWords {
                ask: "Wéi vill Kaartepunkten huet dat ganzt Spill?",
                why: "All Faarf huet 4 + 3 + 2 + 1 = 10 Punkten: 40 an allem. Gespillt gëtt an zwou Ekippen zu zwee; d’Ekipp, där hire Spiller Tromp nennt — d’Tromp-Ekipp —, brauch der 21, fir d’Ronn ze gewannen.",
            },
            StepWords {
                ask: "Tipp op d’Kaart mat de meeschte Punkten.",
                why: "De Kinnek zielt 3. Opgepasst: Eng Zéng zielt an dësem Spill näischt.",
            },
            StepWords {
                ask: "Wéi vill Punkte sinn A♠ K♥ D♦ B♣ zesummen wäert?",
                why: "4 + 3 + 2 + 1 = 10.",
            },
            StepWords {
                ask: "An A♠ A♥ K♦ 10♣?",
                why: "4 + 4 + 3 + 0 = 11: D’Zéng bréngt näischt.",
            },
        ],
    },
    // 2. The matadors and the order of the trumps.
    LessonWords {
        title: "D’Matadoren an d’Reiefolleg vun den Trëmp",
        intro: "Dräi Damme sinn ëmmer Tromp, egal wéi eng Faarf Tromp ass: D♠ („Matt“), dann D♥ an D♦ (déi zwee „Konter“). Si stinn direkt ënner dem Tromp-As: A, D♠, D♥, D♦, K, B, 10, 9. Ass Kräiz Tromp, ass d’D♣ och eng Tromp, tëscht K♣ a B♣: Kräiz huet néng Trëmp.",
        steps: &[
            StepWords {
                ask: "Schëppen ass Tromp. Wéi eng Kaart gewënnt dëse Stéch?",
                why: "Den A♠, den Tromp-As, ass déi héchst Kaart, nach iwwer dem Matt.",
            },
            StepWords {
                ask: "Karo ass Tromp. Wéi eng Kaart gewënnt dëse Stéch?",
                why: "D’D♥ ass de méi héije Konter: iwwer der D♦ an iwwer dem Tromp-Kinnek.",
            },
            StepWords {
                ask: "Häerz ass Tromp a Schëppe gouf ausgespillt. Wéi eng Kaart gewënnt dëse Stéch?",
                why: "D’D♦ ass e Matador, also eng Tromp: Si schléit de Schëppen-As.",
            },
            StepWords {
                ask: "Kräiz ass Tromp. Wéi eng Kaart gewënnt dëse Stéch?",
                why: "De K♣ hëlt de Stéch: Ass Kräiz Tromp, ass d’D♣ eng gewéinlech Tromp, tëscht K♣ a B♣.",
            },
            StepWords {
                ask: "Kräiz ass Tromp. Wéi vill Trëmp gëtt et?",
                why: "A♣ D♠ D♥ D♦ K♣ D♣ B♣ 10♣ 9♣: néng. Mat Schëppen, Häerz oder Karo sinn et aacht, well hir Damm e Matador ass.",
            },
            StepWords {
                ask: "Häerz ass Tromp. Wéi vill Trëmp gëtt et?",
                why: "A♥ D♠ D♥ D♦ K♥ B♥ 10♥ 9♥: aacht. D’D♥ ass e Matador a zielt eemol.",
            },
        ],
    },
    // 3. Follow suit or trump.
    LessonWords {
        title: "Bekennen oder trompen",
        intro: "Wien erausspillt, dierf all Kaart spillen. Gëtt eng einfach Faarf ausgespillt an du hues se, da bekenns du oder trompst: Trompen ass ëmmer erlaabt. Hues du se net, da spills du iergendeng Kaart. Gëtt Tromp ausgespillt, spills du Tromp, wann s du der hues. Méi héich spille muss du ni. Matadore sinn Trëmp, ni Kaarte vun hirer gedréckter Faarf.",
        steps: &[
            StepWords {
                ask: "Häerz ass Tromp an d’10♠ gouf ausgespillt. Spill eng erlaabt Kaart.",
                why: "Du hues Schëppen: Bekenn mat Schëppen oder tromp mat der D♥.",
            },
            StepWords {
                ask: "Karo ass Tromp an de K♦ gouf ausgespillt. Spill eng erlaabt Kaart.",
                why: "Tromp gouf ausgespillt an du hues Trëmp: A♦, D♦ an 10♦.",
            },
            StepWords {
                ask: "Schëppen ass Tromp an de B♥ gouf ausgespillt. Spill eng erlaabt Kaart.",
                why: "Bekenn Häerz mat der 9♥ — oder tromp mam Matt.",
            },
            StepWords {
                ask: "Häerz ass Tromp an de K♠ gouf ausgespillt. Spill eng erlaabt Kaart.",
                why: "D’D♠ ass e Matador, ni e Schëppen: Du hues kee Schëppen, also ass all Kaart erlaabt.",
            },
            StepWords {
                ask: "Kräiz ass Tromp an d’D♦ gouf ausgespillt. Spill eng erlaabt Kaart.",
                why: "D’D♦ ass eng Tromp, also gouf Tromp ausgespillt. Deng eenzeg Tromp ass d’9♣: A♦ a K♦ sinn hei einfach Karoen.",
            },
            StepWords {
                ask: "Häerz ass Tromp; 9♠ gouf ausgespillt, duerno den A♥. Spill eng erlaabt Kaart.",
                why: "Schëppe gouf ausgespillt: De K♠ bekennt, d’9♥ trompt. Den A♥ muss du net schloen.",
            },
        ],
    },
    // 4. Naming trump.
    LessonWords {
        title: "Tromp no dräi Kaarte nennen",
        intro: "D’Virhand, de Spiller nom Gever, gesäit just déi éischt dräi Kaarten a muss Tromp nennen. Ziel d’Trëmp, déi all Faarf dir géif ginn — d’Matadore zielen fir all Faarf — a wéi héich se sinn. D’Tromptabell vun de Botte seet, wat all Faarf mat dësen dräi Kaarten am Duerchschnëtt bréngt.",
        steps: &[
            StepWords {
                ask: "Deng éischt dräi Kaarten: A♥ K♥ 9♣. Nenn Tromp.",
                why: "Häerz mécht aus A♥ a K♥ zwou héich Trëmp: Den Tromp-As gewënnt all Stéch.",
            },
            StepWords {
                ask: "Deng éischt dräi Kaarten: D♠ D♦ B♣. Nenn Tromp.",
                why: "Déi zwou Damme sinn Tromp, egal wat s du nenns; Kräiz mécht de B♣ zur drëtter Tromp.",
            },
            StepWords {
                ask: "Deng éischt dräi Kaarten: D♠ D♥ 9♦. Nenn Tromp.",
                why: "Zwee Matadore zielen an all Faarf; Karo mécht d’9♦ zur drëtter Tromp.",
            },
            StepWords {
                ask: "Deng éischt dräi Kaarten: K♠ B♠ 9♠. Nenn Tromp.",
                why: "Schëppe mécht all dräi Kaarten zu Trëmp. Dräi Trëmp, och kleng, si méi wäert wéi keng: All aner Faarf léisst dech ouni Tromp.",
            },
        ],
    },
    // 5. Announcements.
    LessonWords {
        title: "Annoncen: wéini se sech lounen",
        intro: "Mat der D♠ kanns du Matt usoen; mat D♥ an D♦: Konter; mat allen dräi: Konter a Matt — ier s du deng éischt Kaart spills. Matt a Konter maachen d’Ronn 1 méi wäert, Konter a Matt 2, egal wien gewënnt: Si lounen sech, wann deng Ekipp wahrscheinlech gewënnt, a kaschte méi, wann se verléiert.",
        steps: &[
            StepWords {
                ask: "Du hues D♠ D♥ D♦ A♣ 9♥ 10♠. Wat ass déi gréisst Annonce, déi s du maache kanns?",
                why: "All dräi Matadoren: Konter a Matt, 2 méi wäert.",
            },
            StepWords {
                ask: "Du hues D♥ A♥ K♠ 9♦ B♣ 10♣. Wat kanns du usoen?",
                why: "Näischt: Konter brauch D♥ an D♦, Matt brauch d’D♠.",
            },
            StepWords {
                ask: "Deng Ekipp hat Tromp, huet Matt ugesot a gewënnt 25 op 15. Wéi vill Stréch sträicht se duerch?",
                why: "D’Ronn ass 1 wäert, Matt bréngt 1 dobäi: 2.",
            },
            StepWords {
                ask: "Déiselwecht Ronn, mee deng Ekipp verléiert 18 op 22. Wéi vill Stréch kritt deng Ekipp dobäi?",
                why: "Dat ass de Risiko: D’Géigner sträichen 2 duerch, an deng Ekipp kritt 2 dobäi — Matt kascht dech op béide Säiten ee Strich.",
            },
            StepWords {
                ask: "Gläichstand, 11 Stréch all Ekipp. Deng Ekipp huet Tromp; du hues d’D♠ an d’Ronn gesäit gutt aus: ongeféier 80 % Victoire. Matt usoen?",
                why: "Bei Gläichstand zielt all Strich gläich: Bei enger esou wahrscheinlecher Victoire ass de Strich méi wäert wéi de Risiko.",
            },
            StepWords {
                ask: "Deng Ekipp huet nach 1 Strich, déi aner 11. Déiselwecht gutt Hand, ongeféier 80 % Victoire. Matt usoen?",
                why: "Eng einfach Victoire sträicht schonn däi leschte Strich a gewënnt d’Partie: Matt bréngt näischt, an eng Néierlag kascht ee Strich méi.",
            },
        ],
    },
    // 6. Scoring (the rule book's §7 cases).
    LessonWords {
        title: "D’Wäertung: Stréch, Bonus ouni Stéch, Stänner",
        intro: "Eng Ronn ass 1 wäert, plus 1, wann déi Ekipp, déi verléiert, guer kee Stéch gemaach huet, plus d’Annoncen. D’Gewënner sträichen esou vill Stréch duerch; eng Tromp-Ekipp, déi verléiert, kritt der och esou vill dobäi. Bei 20 op 20 — engem Stänner — kritt d’Tromp-Ekipp 1 dobäi, an de Wäert vun der Ronn waart als Asaz op déi nächst entscheeden Ronn.",
        steps: &[
            StepWords {
                ask: "D’Tromp-Ekipp gewënnt 25 op 15 an hat Konter ugesot. Wéi vill Stréch sträicht se duerch?",
                why: "1 fir d’Ronn, 1 fir Konter: 2.",
            },
            StepWords {
                ask: "D’Tromp-Ekipp mécht kee Stéch an hat Konter a Matt ugesot. Wéi vill Stréch sträichen d’Géigner duerch?",
                why: "1 fir d’Ronn, 1, well d’Verléierer kee Stéch gemaach hunn, 2 fir Konter a Matt: 4 — an d’Tromp-Ekipp kritt 4 dobäi.",
            },
            StepWords {
                ask: "D’Tromp-Ekipp gewënnt 40 op 0, mee d’Géigner hunn ee Stéch mat Zéngen an Néngen gemaach. Wat ass d’Ronn wäert?",
                why: "Just 1: De Bonus zielt Stéch, net Punkten, an e Stéch mat Zéngen an Néngen ass e Stéch.",
            },
            StepWords {
                ask: "20 op 20, näischt ugesot: e Stänner. Wéi een Asaz waart op déi nächst entscheeden Ronn?",
                why: "De Wäert vun der Ronn, 1, waart; d’Tromp-Ekipp kritt elo 1 Strich dobäi, an déiselwecht Virhand nennt nach eng Kéier Tromp.",
            },
            StepWords {
                ask: "Mat deem Asaz vun 1 gewannen d’Géigner déi nächst Ronn (1 wäert). Wéi vill Stréch sträiche se duerch?",
                why: "Déi 1 vun der Ronn plus déi 1 vum Asaz: Si sträichen 2 duerch, an d’Tromp-Ekipp kritt 2 dobäi.",
            },
            StepWords {
                ask: "Eng Tromp-Ekipp mat nach 2 Stréch gewënnt eng Ronn, déi 3 wäert ass. Wéi vill Stréch bleiwen hir?",
                why: "D’Stréch hale bei 0 op: D’Ekipp huet all hir Stréch duerchgestrach a gewënnt d’Partie.",
            },
        ],
    },
    // 7. A guided first deal.
    LessonWords {
        title: "Eng éischt Ronn mat Hëllef",
        intro: "Elo eng ganz Ronn: Du bass Süden, Norden ass däi Partner, Westen an Osten si Botten. Bei all dengem Zuch seet en Tipp, wat de Bot „Schwéier“ géif maachen, a firwat; eng Kaart, déi d’Reegelen net erlaben, gëtt mam Grond refuséiert.",
        steps: &[
            StepWords {
                ask: "Spill d’Ronn bis um Enn.",
                why: "Dat war eng ganz Ronn. De Resumé vun enger richteger Ronn bitt „Dës Ronn analyséieren“: all Kaart géint perfekt Spill.",
            },
        ],
    },
];
