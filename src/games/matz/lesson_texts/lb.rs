//! The words of Müller Matz's lessons in Luxembourgish.

use crate::i18n::learn_games::{LessonText, StepText};

pub static LB: [LessonText; 5] = [
    // 1. The first life.
    LessonText {
        title: "Dat éischt Liewen",
        intro: "All Spiller huet dräi Kaarten. Déi oppe Kaart bestëmmt Tromp a läit als lescht Kaart ënner dem Stapel. Am éischte Liewe sammelt all Spiller eng Reserve: en zougedeckte Stapel, deen en am zweete Liewe spillt. All Schrëtt hei drënner bréngt eng Reegel derbäi.",
        steps: &[
            StepText {
                ask: "Op eng zougespillt Kaart gëtt geäntwert, an eng Kaart schléit se, wann se méi héich an hirer Faarf ass oder iergendeng Tromp géint eng einfach Kaart. Kräiz ass Tromp; de Ben huet dir d’7♦ zougespillt. Schlo se: Tipp op d’Kaart.",
                hint: "Eng Kaart schléit d’7♦, wann se e méi héije Karo ass oder iergendeng Tromp.",
                why: "De K♦ ass e méi héije Karo an d’2♣ eng Tromp: Béid schloen. D’7♦ an deng Kaart kommen zougedeckt op deng Reserve, an du spills als Nächsten eraus.",
            },
            StepText {
                ask: "Wien elo erausgespillt oder geäntwert huet, zitt erëm op dräi Kaarten, soulaang de Stapel duergeet. Du hues mam K♦ geschloen; de Stapel huet nach 20 Kaarten. Wéi vill Kaarten zitts du?",
                hint: "Du zitts erëm op dräi Kaarten.",
                why: "Du has 3 an hues 1 gespillt: Du zitts 1, erëm dräi.",
            },
            StepText {
                ask: "Du dierfs och mat enger Kaart äntweren, déi net schléit. De Ben huet dir den A♦ zougespillt, an näischt an denger Hand schléit en: Äntwer trotzdeem mat enger Kaart — tipp op eng.",
                hint: "D’Lektioun freet dech, mat enger Kaart z’äntweren, net opzehuelen.",
                why: "All Kaart ass als Äntwert erlaabt: Eng Kaart, déi net schléit, ass eng Ofgab. Béid Kaarte kommen trotzdeem op deng Reserve, an du spills als Nächsten eraus.",
            },
            StepText {
                ask: "Amplaz z’äntweren, dierfs du déi zougespillt Kaart op d’Hand huelen. Nach eng Kéier deeselwechten A♦: Dës Kéier behäls du deng Kaarten an hëls den A♦ op d’Hand.",
                hint: "Sich de Knäppchen, deen déi zougespillt Kaart hëlt.",
                why: "Du hues elo véier Kaarten a zitts näischt: Wien ophëlt, zitt keng Kaart, an eng Hand dierf méi wéi dräi hunn. D’Erausspillen geet un den nächste Spiller.",
            },
            StepText {
                ask: "Du hues den A♦ opgeholl. Wien spillt elo eraus?",
                hint: "Net deen, deen opgeholl huet: den nächste Spiller op senger lénker Säit.",
                why: "D’Anna, d’Spillerin no dir, spillt eraus: Wien ophëlt, gëtt d’Erausspillen of.",
            },
            StepText {
                ask: "Bass du drun, dierfs du d’6 oder d’2 an Tromp géint déi oppe Kaart tauschen, wann déi méi héich ass. Schëppen ass Tromp, an de K♠ läit op; du hues d’6♠. Tausch se virun denger Äntwert géint de K♠.",
                hint: "Sich de Knäppchen fir ze tauschen.",
                why: "Deng 6♠ gëtt déi oppe Kaart, an de K♠ kënnt op deng Hand; du äntwers nach op d’7♦. D’2 an Tromp dierf genee esou getosch ginn.",
            },
            StepText {
                ask: "Spills du mat enger Hand aus genee dräi Trëmp eraus, dierfs du schlofe goen: all dräi zougedeckt op deng Reserve leeën an dräi nei Kaarten zéien. Häerz ass Tromp, an du spills eraus, mat dräi Häerz op der Hand. Gëff schlofen.",
                hint: "Sich de Knäppchen, deen deng dräi Trëmp ofleet.",
                why: "Deng dräi Trëmp kommen zougedeckt op deng Reserve, du zitts dräi nei Kaarten a spills trotzdeem eraus.",
            },
            StepText {
                ask: "Zréck bei dat Erausspillen, mä dës Kéier hues du och d’5♣: véier Kaarten. Probéier, schlofen ze goen — dann spill eng Kaart eraus.",
                hint: "Nëmmen eng Hand aus lauter Trëmp dierf schlofe goen, an d’5♣ ass keng Tromp: Spill eng vun denge Kaarten eraus.",
                why: "Beim Schlofegoe leets du déi ganz Hand of, also muss all Kaart eng Tromp sinn — soulaang de Stapel duergeet, genee dräi. Erausspillen dierf een all Kaart.",
            },
        ],
    },
    // 2. The change of lives.
    LessonText {
        title: "De Wiessel vun de Liewen",
        intro: "Ass de Stapel eidel, ass e Spiller ouni Kaarte mam éischte Liewe fäerdeg. Huet héchstens nach ee Spiller Kaarten, geet dat éischt Liewen op en Enn: All Reserve gëtt d’Hand vun hirem Besëtzer fir dat zweet Liewen, an deen eenzege Spiller, deen nach Kaarten hat, hëlt se derbäi. Wien als Éischte fäerdeg war, spillt am zweete Liewen eraus.",
        steps: &[
            StepText {
                ask: "De Stapel ass eidel. D’Anna ass fäerdeg, an de Ben huet dir grad seng lescht Kaart zougespillt, d’7♠. Du schléis se mam K♠ a behäls d’3♣; deng Reserve hat 4♥ 8♣ A♠. Wéi vill Kaarten huet deng Hand am zweete Liewen?",
                hint: "Deng Reserve, déi zwou Kaarte vun dëser Äntwert an d’Kaart nach op der Hand.",
                why: "D’7♠ an de K♠ kommen op deng Reserve (5 Kaarten); nëmmen du hues nach eng Kaart, also geet dat éischt Liewen op en Enn, an deng 3♣ kënnt derbäi: 6 Kaarten.",
            },
            StepText {
                ask: "A wien spillt am zweete Liewen eraus?",
                hint: "Deen, deen dat éischt Liewen als Éischte fäerdeg hat.",
                why: "D’Anna war als Éischt fäerdeg, an hir Reserve huet Kaarten: Si spillt eraus.",
            },
        ],
    },
    // 3. The second life.
    LessonText {
        title: "Dat zweet Liewen",
        intro: "Am zweete Liewe spills du d’Kaarte vun denger Reserve op ee Stouss. Wien drun ass, muss déi iewescht Kaart schloen (méi héich an hirer Faarf, oder eng Tromp; op eng Tromp nëmmen eng méi héich Tromp) oder déi iewescht Kaart ophuelen — nëmmen déi. De Stouss ass voll, wann e sou vill Kaarten huet, wéi bei sengem Ufank Spiller Kaarten haten: Hie geet aus dem Spill, a wien e voll gemaach huet, spillt den nächsten eraus. Wien keng Kaarte méi huet, ass eraus.",
        steps: &[
            StepText {
                ask: "Häerz ass Tromp. De Ben huet d’9♠ erausgespillt. Schlo se: Tipp op d’Kaart.",
                hint: "E méi héije Schëppen oder eng Tromp.",
                why: "D’10♠ an d’2♥ schloen d’9♠. Anescht wéi am éischte Liewen dierf eng Kaart, déi net schléit, guer net gespillt ginn.",
            },
            StepText {
                ask: "D’Anna huet d’9♠ erausgespillt, de Ben mat der 5♥ gestach. Du bass drun: Tipp op d’Kaart.",
                hint: "Déi iewescht Kaart ass eng Tromp: Nëmmen eng méi héich Tromp schléit se.",
                why: "Du schléis déi iewescht Kaart, d’5♥, net d’9♠ drënner: D’7♥ ass déi eenzeg Kaart, déi dat kann.",
            },
            StepText {
                ask: "De Ben huet d’3♥ erausgespillt, eng Tromp. Du hues A♠ 2♥. Wat méchs du?",
                hint: "Schléit eng vun denge Kaarten d’3♥?",
                why: "Weder den A♠ (keng Tromp) nach d’2♥ (eng méi niddreg Tromp) schléit d’3♥: Du muss se ophuelen. Ophuelen ass ëmmer erlaabt.",
            },
            StepText {
                ask: "Dräi Spiller hu Kaarten. D’Anna huet d’4♣ erausgespillt, de Ben mat der 9♣ geschloen an du mam B♣. Wien spillt als Nächsten?",
                hint: "Wéi vill Kaarte maachen dëse Stouss voll?",
                why: "De Stouss huet mat dräi Spiller mat Kaarten ugefaangen: Däi B♣ ass seng drëtt Kaart. Hie geet aus dem Spill, an du, deen e voll gemaach huet, spills den nächsten eraus.",
            },
        ],
    },
    // 4. Who loses, and the Matz tally.
    LessonText {
        title: "Wien verléiert, an d’Matz-Stréchen",
        intro: "D’Spiller ginn an där Reiefolleg eraus, wéi se hir lescht Kaart lass ginn; d’Spill ass eriwwer, soubal héchstens nach ee Spiller Kaarten huet, an dee Spiller ass de Müller Matz: Hie verléiert d’Spill, kritt ee Matz-Punkt a gëtt dat nächst Spill. Wien als Éischten 3 Matz-Punkten huet, verléiert d’Partie.",
        steps: &[
            StepText {
                ask: "Zweet Liewen: D’Anna ass eraus. Du hues de B♣, de Ben huet 2♦ 5♠, an du spills däi B♣ eraus. Wien verléiert d’Spill?",
                hint: "Wien huet no dengem Erausspillen nach Kaarten?",
                why: "Du bass mat denger leschter Kaart eraus; nëmmen de Ben huet nach Kaarten, also ass d’Spill direkt eriwwer — de Stouss zielt net — an de Ben ass de Müller Matz.",
            },
            StepText {
                ask: "De Stand: du 1, d’Anna 2, de Ben 0. An dësem Spill ass de Ben als Éischten eraus, du als Zweeten, an d’Anna ass mat Kaarte bliwwen. Wéi vill Matz-Punkten huet d’Anna elo?",
                hint: "Nëmmen de Verléierer vun engem Spill kritt ee Punkt.",
                why: "D’Anna huet dëst Spill verluer: 2 + 1 = 3 Matz-Punkten. Si kënnt als Éischt op 3: D’Partie ass eriwwer, a si huet se verluer.",
            },
        ],
    },
    // 5. A guided first game at three players.
    LessonText {
        title: "E geféiert éischt Spill",
        intro: "E ganzt Spill zu dräi, géint d’Anna an de Ben, zwee Botten. Du spills als Éischten eraus. Bei all dengem Zuch seet den Tipp vum schwéire Bot, wat en géif maachen a firwat; eng Aktioun, déi d’Reegele refuséieren, gëtt mat Grond refuséiert. Spill, wéi s de wëlls: D’Lektioun ass fäerdeg, wann d’Spill eriwwer ass.",
        steps: &[
            StepText {
                ask: "Spill d’Spill bis zum Schluss. Wann s du drun bass, steet ënner denger Hand.",
                hint: "All Aktioun, déi d’Reegelen erlaben, ass hei an der Rei; den Tipp ass d’Wiel vum schwéire Bot.",
                why: "D’Spill ass eriwwer: Du hues béid Liewe vun engem ganze Spill Müller Matz gespillt.",
            },
        ],
    },
];

/// The labels of a tally position: the Matz points before the game, and its places.
pub const TALLY: [&str; 2] = ["Matz-Punkten virun dësem Spill", "D’Plazen vun dësem Spill"];
