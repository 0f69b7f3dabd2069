//! The words of Kontraspiel's lessons in Luxembourgish.

use crate::i18n::learn_games::{LessonText, StepText};

pub static LB: [LessonText; 6] = [
    // 1. The cards and the Wenzels.
    LessonText {
        title: "D’Kaarten an d’Wenzelen",
        intro: "Kontraspill gëtt mat 24 Kaarte gespillt: A K D B 10 9 a véier Faarwen; d’Zéng ass niddreg, an d’Kaarten zielen keng Punkten: Nëmmen d’Stéch zielen. Déi zwee schwaarz Bouwen, B♣ a B♠, sinn d’Wenzelen: ëmmer déi zwou héchst Trëmp, egal wéi eng Faarf Tromp ass, an ni Kaarte vun hirer gedréckter Faarf. Kräiz oder Schëppen als Tromp ginn dofir 7 Trëmp, Häerz oder Karo 8.",
        steps: &[
            StepText {
                ask: "Häerz ass Tromp. Wéi vill Trëmp ginn et?",
                hint: "Zielt déi zwee Wenzelen, dann d’Häerzer A K D B 10 9.",
                why: "B♣ B♠ A♥ K♥ D♥ B♥ 10♥ 9♥: 8 Trëmp. Déi rout Faarf behält hiren eegene Bouf.",
            },
            StepText {
                ask: "An a Schëppen ass Tromp?",
                hint: "De B♠ ass e Wenzel: Hien zielt nëmmen eemol, als Wenzel.",
                why: "B♣ B♠ A♠ K♠ D♠ 10♠ 9♠: 7 Trëmp. Eng schwaarz Faarf huet keen eegene Bouf: Hien ass e Wenzel.",
            },
            StepText {
                ask: "Häerz ass Tromp. D♣ 10♣ B♠ A♥ goufen an där Reiefolleg gespillt. Tipp op d’Kaart, déi de Stéch gewënnt.",
                hint: "Déi héchst Tromp gewënnt de Stéch, an e Wenzel steet iwwer all As.",
                why: "De B♠ ass déi zweethéchst Tromp: Nëmmen de B♣ géif hie schloen.",
            },
            StepText {
                ask: "Karo ass Tromp. A♣ K♣ B♣ 9♦ goufe gespillt. Wéi eng Kaart gewënnt de Stéch?",
                hint: "Zwou vun dëse Kaarte sinn Trëmp. Wéi eng ass méi héich?",
                why: "De B♣ ass keen Kräiz: Hien ass déi héchst vun allen Trëmp, iwwer der 9♦ a wäit iwwer dem A♣.",
            },
            StepText {
                ask: "West spillt eleng mat Schëppen als Tromp an huet d’9♠ erausgespillt; Norden an Osten hu gespillt. Du bass drun: Tipp op d’Kaart, déi s du spills.",
                hint: "Et gouf Tromp erausgespillt: Wien eng Tromp huet, muss eng spillen, an d’Wenzele sinn Trëmp.",
                why: "Deng eenzeg Tromp ass de B♣, also muss de se spillen — an als héchst Tromp gewënnt e de Stéch. Et gëtt keng Flicht ze iwwerstiechen, nëmmen ze bedéngen.",
            },
            StepText {
                ask: "Kräiz ass Tromp. West huet den A♠ erausgespillt; Norden an Osten hu Schëppe bedéngt. Tipp op d’Kaart, déi s du spills.",
                hint: "Et gouf Schëppen erausgespillt: Spill Schëppen, wann s de der hues. Ass de B♠ e Schëppen?",
                why: "De B♠ ass e Wenzel, nëmmen eng Tromp: Däin eenzege Schëppen ass de K♠, an du muss e spillen.",
            },
        ],
    },
    // 2. Who wins a deal.
    LessonText {
        title: "Wien e Spill gewënnt",
        intro: "Véier Spiller spillen fënnef Stéch, jidderee fir sech. Wien 3 Stéch oder méi huet, gewënnt d’Spill; soss deen, deen als Éischten 2 Stéch gewonnen huet. Wien kee Stéch gemaach huet, ass revoltéiert; wien all fënnef gemaach huet, huet e Matsch.",
        steps: &[
            StepText {
                ask: "D’Stéch goufen an dëser Reiefolleg gewonnen. Wien gewënnt d’Spill?",
                hint: "Keen huet 3 Stéch: Wien hat als Éischten 2?",
                why: "West an Norden hunn all zwee 2, mä West huet säin zweete Stéch als Éischte gewonnen.",
            },
            StepText {
                ask: "An mat dëse Stéch?",
                hint: "Gitt d’Stéch een nom aneren duerch: Wien huet als Éischten 2?",
                why: "Norden huet de 2. an den 3. Stéch gewonnen: Hien hat 2, ier West am 4. Stéch säin zweete gewonnen huet.",
            },
            StepText {
                ask: "An elo?",
                hint: "3 Stéch gewannen, egal wien als Éischten 2 hat.",
                why: "Norden huet 3 Stéch: Dat gewënnt, obwuel West als Éischten 2 hat.",
            },
            StepText {
                ask: "Jiddereen huet ee Stéch gemaach, West ee méi. Wien gewënnt?",
                hint: "Nëmmen ee Spiller ass op 2 Stéch komm.",
                why: "West huet 2, déi aner all 1: Bei 2-1-1-1 gewënnt deen mat 2.",
            },
            StepText {
                ask: "West huet all fënnef Stéch gemaach. Wéi vill Spiller si revoltéiert?",
                hint: "Revoltéiert: keen eenzege Stéch gemaach.",
                why: "West huet e Matsch; Norden, Osten an du hutt kee Stéch: dräi revoltéiert. Wat eng Revolt kascht, hänkt dovun of, wien aktiv war (d’Lektioun iwwer d’Bezuelen).",
            },
        ],
    },
    // 3. The bidding and the turn-up.
    LessonText {
        title: "D’Bidden an déi ëmgedréint Kaart",
        intro: "Nom Ginn gëtt eng Kaart ëmgedréint. Hir Faarf ass déi bevirzuchte Faarf. D’Reizen entscheet, wien eleng spillt a mat wéi enger Tromp; all Schrëtt hei drënner bréngt eng Reegel derbäi.",
        steps: &[
            StepText {
                ask: "1. Tour: Vum Spiller nom Gever un dierf jiddereen d’Faarf vun der ëmgedréinter Kaart als Tromp unhuelen an eleng spillen, oder passen. D’9♥ ass ëmgedréint, an du schwätz als Éischten. Eleng mat Häerz als Tromp spillen oder passen?",
                hint: "Kuck deng Hand mat Häerz als Tromp: Wéi vill vun den héchsten Trëmp hues du?",
                why: "B♣ B♠ A♥ K♥ D♥ sinn déi fënnef héchst Trëmp. Du spills den éischte Stéch eraus; spills du all Kéier Tromp eraus, ka keen se schloen: All fënnef Stéch sinn deng, e Matsch — ausser en anere Spiller iwwerhëlt d’Spill mat enger Matsch-Usso an enger anerer Faarf.",
            },
            StepText {
                ask: "Passen all véier, kënnt den 2. Tour: Jiddereen dierf eng Faarf als Tromp nennen oder passen — d’Faarf vun der ëmgedréinter Kaart awer nëmmen den éischte Spiller (deen nom Gever). D’9♥ war ëmgedréint, all hunn am 1. Tour gepasst, an Osten, den éischte Spiller, passt nach eng Kéier. Nenn eng Trompfaarf.",
                hint: "Nenn d’Faarf vun denge héijen Kaarten — an eng Faarf kënnen d’Reegelen hei refuséieren.",
                why: "Mat Karo als Tromp hues du B♣ B♠ A♦ K♦ D♦, déi fënnef héchst Trëmp. Häerz, d’Faarf vun der ëmgedréinter Kaart, dierf am 2. Tour nëmmen den éischte Spiller nennen.",
            },
            StepText {
                ask: "En ëmgedréinte Wenzel geet direkt un de Gever: Hie spillt eleng a senger Faarf, hëlt en op d’Hand a leet eng Kaart zougedeckt of. Du gëss, an de B♠ gëtt ëmgedréint. Tipp op d’Kaart, déi s du zougedeckt ofleeës.",
                hint: "Du hues elo sechs Kaarten a leeës eng of — all Kaart ausser déi ëmgedréint.",
                why: "En ëmgedréinte Wenzel mécht de Gever direkt zum Elengspiller: kee Bidden, keng Matsch-Usso. Kontra géint hien bleift erlaabt, den Tausch net.",
            },
            StepText {
                ask: "En ëmgedréinten As gëtt dem Gever ugebueden, ier e seng Hand gesäit: Hien dierf en ophuelen an eleng a senger Faarf spillen, oder refuséieren. Du gëss, an den A♦ gëtt ëmgedréint. Huel en op a spill eleng mat Karo als Tromp.",
                hint: "D’Lektioun freet dech, den As opzehuelen.",
                why: "Du hëls den A♦ op d’Hand a leeës eng Kaart of. Vun elo un hues du d’Pand: All As, deen s du spéider ëmdréis, ass ouni Fro deen — bis s de an esou engem Spill revoltéiers.",
            },
            StepText {
                ask: "Wien eemol en As ophëlt, huet d’Pand: All As, deen hie spéider ëmdréint, ass ouni Fro säin, bis e bei esou engem Spill kee Stéch mécht. Du hues d’Pand an dréis den A♥ ëm. Tipp op d’Kaart, déi s du zougedeckt ofleeës.",
                hint: "All Kaart ausser déi ëmgedréint dierf ofgeluecht ginn.",
                why: "D’Pand huet den As fir dech opgeholl, an du spills eleng mat Häerz als Tromp. Méchs du an dësem Spill kee Stéch, ass d’Pand eriwwer: Déi nächst Kéier gëss du erëm gefrot.",
            },
        ],
    },
    // 4. Contra, the exchange, recontra.
    LessonText {
        title: "Kontra, den Tausch, Rekontra",
        intro: "Soubal een eleng spillt, dierf all anere Spiller Kontra soen (eemol pro Spill, virum 2. Stéch): Hie spillt dann selwer fir ze gewannen. No engem Kontra dierf en drëtte Spiller Rekontra soen (virum 3. Stéch). Den Elengspiller, de Kontra- an de Rekontraspiller sinn aktiv: Jiddereen kritt de Grondwäert aus dem Pot, wann e gewënnt, oder bezillt en an. Huet den Elengspiller am 1. Tour ugeholl, dierf e Kontra virum éischte Stéch déi ëmgedréint Kaart ophuelen an eng Kaart zougedeckt ofleeën.",
        steps: &[
            StepText {
                ask: "West spillt eleng mat Häerz als Tromp. Du hues B♣ B♠ A♦ K♦ D♦. Spill fir dech selwer géint hien: Wat sees du?",
                hint: "D’Lektioun freet dech, fir dech selwer géint den Elengspiller ze spillen; nach huet keen Kontra gesot.",
                why: "Kontra mécht dech aktiv: Du kriss de Grondwäert aus dem Pot, wann s de d’Spill gewënns, a bezills en an, wann s de verléiers — a bezills jidderengem aneren, wann s de kee Stéch méchs.",
            },
            StepText {
                ask: "Du hues virum éischte Stéch Kontra gesot, a West huet am 1. Tour ugeholl: D’9♥ läit nach um Dësch. Huel se: Tipp op d’Kaart, déi s du dofir zougedeckt ofleeës.",
                hint: "D’Lektioun freet dech, déi ëmgedréint Kaart ze huelen an eng vun denge fënnef Kaarten dofir ze ginn.",
                why: "Jiddereen gesäit d’9♥ bei dech goen; keen gesäit déi ofgeluecht Kaart. Den Tausch gëtt et nëmme fir e Kontra virum éischte Stéch géint en Elengspiller aus dem 1. Tour.",
            },
            StepText {
                ask: "West spillt eleng, an Norden huet Kontra gesot. Du wëlls och fir dech selwer spillen: Wat sees du?",
                hint: "Et gëtt nëmmen ee Kontra pro Spill, an Norden huet en gesot: D’Lektioun freet dech, drop z’äntweren.",
                why: "Rekontra ass d’Äntwert vun engem drëtte Spiller op de Kontra: Elo bass du och aktiv, an dräi Spiller spille fir ze gewannen.",
            },
        ],
    },
    // 5. The payments and the pot.
    LessonText {
        title: "D’Bezuelen an de Pot",
        intro: "An all Spill bezillt de Gever 1 Jeton an de Pot; de Grondwäert B ass de Pot, 1 bis 4. Nom Spill kritt all aktive Spiller B aus dem Pot, wann e gewonnen huet, soss bezillt e B an; e passive Gewënner kritt näischt. Dann: En Elengspiller mat allen fënnef Stéch kritt vun all aneren 1; wien e Matsch ugesot an en net gemaach huet, bezillt jidderengem 2; en aktive Spiller ouni Stéch bezillt jidderengem 1. D’1 zielen duebel, wann Tromp d’Faarf vun der ëmgedréinter Kaart ass, d’Matsch-Prime bei engem ugesote Matsch nach eng Kéier duebel.",
        steps: &[
            StepText {
                ask: "B ass 1. Norden huet eleng gespillt a mat 3 Stéch gewonnen; keen huet Kontra gesot. Wat kritt Norden?",
                hint: "De Gewënner-Elengspiller kritt B aus dem Pot.",
                why: "B ass 1: Norden kritt 1 aus dem Pot. West an Osten hunn all ee Stéch; du hues keen, mä du waars passiv a bezills näischt.",
            },
            StepText {
                ask: "B ass 3. Norden spillt eleng, Osten huet Kontra gesot; Osten huet déi éischt zwee Stéch, Norden déi lescht dräi. Wat bezillt Osten?",
                hint: "Wien huet gewonnen? Déi aktiv Spiller, déi verléieren, bezuelen B an de Pot.",
                why: "3 Stéch schloen „als Éischten 2“: Norden gewënnt a kritt 3, Osten bezillt 3 an de Pot, an de Pot bleift gläich. Du a West hutt kee Stéch, mä dir waart passiv: Dir bezuelt näischt.",
            },
            StepText {
                ask: "B ass 4. West spillt eleng, Norden huet Kontra gesot, an Osten — passiv — huet mat 3 Stéch gewonnen. Wéi vill gewënnt de Pot?",
                hint: "E passive Gewënner kritt näischt; all aktive Spiller, dee verléiert, bezillt B.",
                why: "West an Norden hu verluer: Jiddereen bezillt 4 an de Pot, deen 8 gewënnt. Osten huet gewonnen, kritt awer näischt: Hie war net aktiv.",
            },
            StepText {
                ask: "B ass 2. Norden huet Häerz, d’Faarf vun der ëmgedréinter Kaart, am 1. Tour ugeholl; West huet Kontra gesot. Norden huet all fënnef Stéch. Wat kritt Norden am Ganzen?",
                hint: "Addéiert: B aus dem Pot, d’Matsch-Prime vun all aneren, dem West seng Revolt-Bezuelung — Tromp ass d’Faarf vun der ëmgedréinter Kaart.",
                why: "2 aus dem Pot, 2 vun all eenzelen vun deenen dräi aneren fir de Matsch (verduebelt: Tromp ass d’Faarf vun der ëmgedréinter Kaart), an 2 vum West, aktiv ouni Stéch: 2 + 6 + 2 = 10.",
            },
            StepText {
                ask: "B ass 2. Osten huet am 2. Tour Kräiz genannt (ëmgedréint war Häerz) a kee Stéch gemaach; keen huet Kontra gesot. Wat verléiert Osten?",
                hint: "Hien huet verluer, an hien ass revoltéiert.",
                why: "2 an de Pot fir dat verluert Spill, an 1 un all eenzelen vun deenen dräi aneren fir d’Revolt (net verduebelt: Kräiz ass net d’Faarf vun der ëmgedréinter Kaart): 5.",
            },
            StepText {
                ask: "B ass 1. Norden huet e Matsch a Schëppen ugesot an d’Spill gewonnen — awer mat 3 Stéch, net 5. Wat kritt Norden am Ganzen?",
                hint: "Hien huet gewonnen, mä e Matsch, deen ugesot an net gemaach gouf, kascht jidderengem aneren 2.",
                why: "+1 aus dem Pot fir de Gewënn, −2 un all eenzelen vun deenen dräi aneren fir de verfeelte Matsch: 1 − 6 = −5.",
            },
        ],
    },
    // 6. A guided first deal.
    LessonText {
        title: "E geféiert éischt Spill",
        intro: "E ganzt Spill géint dräi Botten. Du schwätz als Éischten a spills den éischte Stéch eraus. Bei all dengem Zuch seet den Tipp vum schwéire Bot, wat en géif maachen a firwat; eng Kaart oder e Gebot, dat d’Reegele refuséieren, gëtt mat Grond refuséiert. Spill, wéi s de wëlls: D’Lektioun ass fäerdeg, wann d’Spill eriwwer ass.",
        steps: &[
            StepText {
                ask: "Spill d’Spill bis zum Schluss. Wann s du drun bass, steet ënner denger Hand.",
                hint: "All Aktioun, déi d’Reegelen erlaben, ass hei an der Rei; den Tipp ass d’Wiel vum schwéire Bot.",
                why: "D’Spill ass eriwwer: Du hues e ganzt Spill Kontraspill gespillt.",
            },
        ],
    },
];
