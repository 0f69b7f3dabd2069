//! The words of Kontraspiel's lessons in German.

use crate::i18n::learn_games::{LessonText, StepText};

pub static DE: [LessonText; 6] = [
    // 1. The cards and the Wenzels.
    LessonText {
        title: "Die Karten und die Wenzel",
        intro: "Kontraspiel wird mit 24 Karten gespielt: A K D B 10 9 in vier Farben; die Zehn ist niedrig, und die Karten zählen keine Punkte: Nur Stiche zählen. Die beiden schwarzen Buben, B♣ und B♠, sind die Wenzel: immer die zwei höchsten Trümpfe, welche Farbe auch Trumpf ist, und nie Karten ihrer aufgedruckten Farbe. Kreuz oder Pik als Trumpf ergeben daher 7 Trümpfe, Herz oder Karo 8.",
        steps: &[
            StepText {
                ask: "Herz ist Trumpf. Wie viele Trümpfe gibt es?",
                hint: "Zähle die beiden Wenzel, dann die Herzen A K D B 10 9.",
                why: "B♣ B♠ A♥ K♥ D♥ B♥ 10♥ 9♥: 8 Trümpfe. Die rote Farbe behält ihren eigenen Buben.",
            },
            StepText {
                ask: "Und wenn Pik Trumpf ist?",
                hint: "Der B♠ ist ein Wenzel: Er zählt nur einmal, als Wenzel.",
                why: "B♣ B♠ A♠ K♠ D♠ 10♠ 9♠: 7 Trümpfe. Eine schwarze Farbe hat keinen eigenen Buben: Er ist ein Wenzel.",
            },
            StepText {
                ask: "Herz ist Trumpf. D♣ 10♣ B♠ A♥ wurden in dieser Reihenfolge gespielt. Tippe auf die Karte, die den Stich gewinnt.",
                hint: "Der höchste Trumpf gewinnt den Stich, und ein Wenzel steht über jedem Ass.",
                why: "Der B♠ ist der zweithöchste Trumpf: Nur der B♣ würde ihn schlagen.",
            },
            StepText {
                ask: "Karo ist Trumpf. A♣ K♣ B♣ 9♦ wurden gespielt. Welche Karte gewinnt den Stich?",
                hint: "Zwei dieser Karten sind Trümpfe. Welcher ist höher?",
                why: "Der B♣ ist kein Kreuz: Er ist der höchste aller Trümpfe, über der 9♦ und weit über dem A♣.",
            },
            StepText {
                ask: "West spielt allein mit Pik als Trumpf und hat die 9♠ ausgespielt; Nord und Ost haben gespielt. Du bist dran: Tippe auf die Karte, die du spielst.",
                hint: "Trumpf wurde ausgespielt: Wer einen Trumpf hat, muss einen spielen, und die Wenzel sind Trümpfe.",
                why: "Dein einziger Trumpf ist der B♣, also musst du ihn spielen — und als höchster Trumpf gewinnt er den Stich. Es gibt keine Pflicht zu überstechen, nur zu bedienen.",
            },
            StepText {
                ask: "Kreuz ist Trumpf. West hat das A♠ ausgespielt; Nord und Ost haben Pik bedient. Tippe auf die Karte, die du spielst.",
                hint: "Pik wurde ausgespielt: Spiele Pik, wenn du eins hast. Ist der B♠ ein Pik?",
                why: "Der B♠ ist ein Wenzel, nur ein Trumpf: Dein einziges Pik ist der K♠, und du musst ihn spielen.",
            },
        ],
    },
    // 2. Who wins a deal.
    LessonText {
        title: "Wer ein Spiel gewinnt",
        intro: "Vier Spieler spielen fünf Stiche, jeder für sich. Wer 3 Stiche oder mehr hat, gewinnt das Spiel; sonst, wer als Erster 2 Stiche gewonnen hat. Wer keinen Stich gemacht hat, ist revoltiert; wer alle fünf gemacht hat, hat einen Matsch.",
        steps: &[
            StepText {
                ask: "Die Stiche wurden in dieser Reihenfolge gewonnen. Wer gewinnt das Spiel?",
                hint: "Niemand hat 3 Stiche: Wer hatte zuerst 2?",
                why: "West und Nord haben je 2, aber West hat seinen zweiten Stich zuerst gewonnen.",
            },
            StepText {
                ask: "Und mit diesen Stichen?",
                hint: "Geh die Stiche einzeln durch: Wer hat zuerst 2?",
                why: "Nord hat die Stiche 2 und 3 gewonnen: Er hatte 2, bevor West im 4. Stich seinen zweiten gewann.",
            },
            StepText {
                ask: "Und jetzt?",
                hint: "3 Stiche gewinnen, egal wer zuerst 2 hatte.",
                why: "Nord hat 3 Stiche: Das gewinnt, obwohl West zuerst 2 hatte.",
            },
            StepText {
                ask: "Jeder hat einen Stich gemacht, West einen mehr. Wer gewinnt?",
                hint: "Nur ein Spieler kam auf 2 Stiche.",
                why: "West hat 2, die anderen je 1: Bei 2-1-1-1 gewinnt der mit 2.",
            },
            StepText {
                ask: "West hat alle fünf Stiche gemacht. Wie viele Spieler sind revoltiert?",
                hint: "Revoltiert: keinen einzigen Stich gemacht.",
                why: "West hat einen Matsch; Nord, Ost und du haben keinen Stich: drei revoltiert. Was eine Revolte kostet, hängt davon ab, wer aktiv war (die Lektion über das Zahlen).",
            },
        ],
    },
    // 3. The bidding and the turn-up.
    LessonText {
        title: "Das Bieten und die aufgeschlagene Karte",
        intro: "Nach dem Geben wird eine Karte aufgeschlagen. Ihre Farbe ist die bevorzugte Farbe. Das Reizen entscheidet, wer allein spielt und mit welchem Trumpf; jeder Schritt unten fügt eine Regel hinzu.",
        steps: &[
            StepText {
                ask: "Runde 1: Ab dem Spieler nach dem Geber darf jeder die Farbe der aufgeschlagenen Karte als Trumpf annehmen und allein spielen, oder passen. Die 9♥ ist aufgeschlagen, und du sprichst zuerst. Allein mit Herz als Trumpf spielen oder passen?",
                hint: "Sieh dir deine Hand mit Herz als Trumpf an: Wie viele der höchsten Trümpfe hast du?",
                why: "B♣ B♠ A♥ K♥ D♥ sind die fünf höchsten Trümpfe. Du spielst den ersten Stich aus; spielst du jedes Mal Trumpf aus, kann ihn niemand schlagen: Alle fünf Stiche gehören dir, ein Matsch — außer ein anderer Spieler übernimmt das Spiel mit einer Matsch-Ansage in einer anderen Farbe.",
            },
            StepText {
                ask: "Passen alle vier, folgt Runde 2: Jeder darf eine Farbe als Trumpf nennen oder passen — die Farbe der aufgeschlagenen Karte aber nur der erste Spieler (der nach dem Geber). Die 9♥ war aufgeschlagen, alle haben in Runde 1 gepasst, und Ost, der erste Spieler, passt wieder. Nenne eine Trumpffarbe.",
                hint: "Nenne die Farbe deiner hohen Karten — und eine Farbe können die Regeln hier verweigern.",
                why: "Mit Karo als Trumpf hältst du B♣ B♠ A♦ K♦ D♦, die fünf höchsten Trümpfe. Herz, die Farbe der aufgeschlagenen Karte, darf in Runde 2 nur der erste Spieler nennen.",
            },
            StepText {
                ask: "Ein aufgeschlagener Wenzel geht sofort an den Geber: Er spielt allein in seiner Farbe, nimmt ihn auf die Hand und legt eine Karte verdeckt ab. Du gibst, und der B♠ wird aufgeschlagen. Tippe auf die Karte, die du verdeckt ablegst.",
                hint: "Du hast jetzt sechs Karten und legst eine ab — jede außer der aufgeschlagenen.",
                why: "Ein aufgeschlagener Wenzel macht den Geber sofort zum Alleinspieler: kein Bieten, keine Matsch-Ansage. Kontra gegen ihn bleibt erlaubt, der Tausch nicht.",
            },
            StepText {
                ask: "Ein aufgeschlagenes Ass wird dem Geber angeboten, bevor er seine Hand sieht: Er darf es aufnehmen und allein in seiner Farbe spielen, oder ablehnen. Du gibst, und das A♦ wird aufgeschlagen. Nimm es auf und spiel allein mit Karo als Trumpf.",
                hint: "Die Lektion bittet dich, das Ass aufzunehmen.",
                why: "Du nimmst das A♦ auf die Hand und legst eine Karte ab. Ab jetzt hältst du das Pfand: Jedes Ass, das du später aufschlägst, gehört ohne Frage dir — bis du in so einem Spiel revoltierst.",
            },
            StepText {
                ask: "Wer einmal ein Ass aufnimmt, hält das Pfand: Jedes Ass, das er später aufschlägt, gehört ihm ohne Frage, bis er in so einem Spiel keinen Stich macht. Du hältst das Pfand und schlägst das A♥ auf. Tippe auf die Karte, die du verdeckt ablegst.",
                hint: "Jede Karte außer der aufgeschlagenen darf abgelegt werden.",
                why: "Das Pfand hat das Ass für dich aufgenommen, und du spielst allein mit Herz als Trumpf. Machst du in diesem Spiel keinen Stich, endet das Pfand: Beim nächsten Mal wirst du wieder gefragt.",
            },
        ],
    },
    // 4. Contra, the exchange, recontra.
    LessonText {
        title: "Kontra, der Tausch, Rekontra",
        intro: "Sobald jemand allein spielt, darf jeder andere Spieler Kontra sagen (einmal pro Spiel, vor dem 2. Stich): Er spielt dann selbst auf den Gewinn. Nach einem Kontra darf ein dritter Spieler Rekontra sagen (vor dem 3. Stich). Alleinspieler, Kontra- und Rekontraspieler sind aktiv: Jeder bekommt den Grundwert aus dem Pott, wenn er gewinnt, oder zahlt ihn ein. Hat der Alleinspieler in Runde 1 angenommen, darf ein Kontra vor dem ersten Stich die aufgeschlagene Karte aufnehmen und eine Karte verdeckt ablegen.",
        steps: &[
            StepText {
                ask: "West spielt allein mit Herz als Trumpf. Du hältst B♣ B♠ A♦ K♦ D♦. Spiel für dich selbst gegen ihn: Was sagst du?",
                hint: "Die Lektion bittet dich, für dich selbst gegen den Alleinspieler zu spielen; noch hat niemand Kontra gesagt.",
                why: "Kontra macht dich aktiv: Du bekommst den Grundwert aus dem Pott, wenn du das Spiel gewinnst, und zahlst ihn ein, wenn du verlierst — und zahlst jedem anderen, wenn du keinen Stich machst.",
            },
            StepText {
                ask: "Du hast vor dem ersten Stich Kontra gesagt, und West hat in Runde 1 angenommen: Die 9♥ liegt noch auf dem Tisch. Nimm sie: Tippe auf die Karte, die du dafür verdeckt ablegst.",
                hint: "Die Lektion bittet dich, die aufgeschlagene Karte zu nehmen und eine deiner fünf Karten dafür zu geben.",
                why: "Alle sehen die 9♥ zu dir gehen; niemand sieht die abgelegte Karte. Der Tausch gibt es nur für ein Kontra vor dem ersten Stich gegen einen Alleinspieler aus Runde 1.",
            },
            StepText {
                ask: "West spielt allein, und Nord hat Kontra gesagt. Du willst auch für dich selbst spielen: Was sagst du?",
                hint: "Es gibt nur ein Kontra pro Spiel, und Nord hat es gesagt: Die Lektion bittet dich, darauf zu antworten.",
                why: "Rekontra ist die Antwort eines dritten Spielers auf das Kontra: Jetzt bist du auch aktiv, und drei Spieler spielen auf den Gewinn.",
            },
        ],
    },
    // 5. The payments and the pot.
    LessonText {
        title: "Das Zahlen und der Pott",
        intro: "In jedem Spiel zahlt der Geber 1 Chip in den Pott; der Grundwert B ist der Pott, 1 bis 4. Nach dem Spiel bekommt jeder aktive Spieler B aus dem Pott, wenn er gewonnen hat, sonst zahlt er B ein; ein passiver Gewinner bekommt nichts. Dann: Ein Alleinspieler mit allen fünf Stichen bekommt von jedem anderen 1; wer Matsch angesagt und ihn verfehlt hat, zahlt jedem 2; ein aktiver Spieler ohne Stich zahlt jedem 1. Die 1 zählen doppelt, wenn Trumpf die Farbe der aufgeschlagenen Karte ist, die Matsch-Prämie bei angesagtem Matsch nochmals doppelt.",
        steps: &[
            StepText {
                ask: "B ist 1. Nord hat allein gespielt und mit 3 Stichen gewonnen; niemand hat Kontra gesagt. Was bekommt Nord?",
                hint: "Der siegreiche Alleinspieler bekommt B aus dem Pott.",
                why: "B ist 1: Nord bekommt 1 aus dem Pott. West und Ost haben je einen Stich; du hast keinen, warst aber passiv und zahlst nichts.",
            },
            StepText {
                ask: "B ist 3. Nord spielt allein, Ost hat Kontra gesagt; Ost hat die ersten zwei Stiche, Nord die letzten drei. Was zahlt Ost?",
                hint: "Wer hat gewonnen? Die verlierenden aktiven Spieler zahlen B in den Pott.",
                why: "3 Stiche schlagen „zuerst 2“: Nord gewinnt und bekommt 3, Ost zahlt 3 in den Pott, der Pott bleibt gleich. Du und West habt keinen Stich, wart aber passiv: Ihr zahlt nichts.",
            },
            StepText {
                ask: "B ist 4. West spielt allein, Nord hat Kontra gesagt, und Ost — passiv — hat mit 3 Stichen gewonnen. Wie viel gewinnt der Pott?",
                hint: "Ein passiver Gewinner bekommt nichts; jeder verlierende Aktive zahlt B.",
                why: "West und Nord haben verloren: Jeder zahlt 4 in den Pott, der 8 gewinnt. Ost hat gewonnen, bekommt aber nichts: Er war nicht aktiv.",
            },
            StepText {
                ask: "B ist 2. Nord hat Herz, die Farbe der aufgeschlagenen Karte, in Runde 1 angenommen; West hat Kontra gesagt. Nord hat alle fünf Stiche. Was bekommt Nord insgesamt?",
                hint: "Addiere: B aus dem Pott, die Matsch-Prämie von jedem anderen, Wests Revolte-Zahlung — Trumpf ist die Farbe der aufgeschlagenen Karte.",
                why: "2 aus dem Pott, 2 von jedem der drei anderen für den Matsch (verdoppelt: Trumpf ist die Farbe der aufgeschlagenen Karte) und 2 von West, aktiv ohne Stich: 2 + 6 + 2 = 10.",
            },
            StepText {
                ask: "B ist 2. Ost hat in Runde 2 Kreuz genannt (aufgeschlagen war Herz) und keinen Stich gemacht; niemand hat Kontra gesagt. Was verliert Ost?",
                hint: "Er hat verloren, und er ist revoltiert.",
                why: "2 in den Pott für das verlorene Spiel und 1 an jeden der drei anderen für die Revolte (nicht verdoppelt: Kreuz ist nicht die Farbe der aufgeschlagenen Karte): 5.",
            },
            StepText {
                ask: "B ist 1. Nord hat Matsch in Pik angesagt und das Spiel gewonnen — aber mit 3 Stichen, nicht 5. Was bekommt Nord insgesamt?",
                hint: "Er hat gewonnen, aber ein angesagter und verfehlter Matsch kostet jedem anderen 2.",
                why: "+1 aus dem Pott für den Gewinn, −2 an jeden der drei anderen für den verfehlten Matsch: 1 − 6 = −5.",
            },
        ],
    },
    // 6. A guided first deal.
    LessonText {
        title: "Ein geführtes erstes Spiel",
        intro: "Ein ganzes Spiel gegen drei Bots. Du sprichst zuerst und spielst den ersten Stich aus. Bei jedem deiner Züge sagt der Tipp des schweren Bots, was er tun würde und warum; eine Karte oder ein Gebot, das die Regeln verweigern, wird mit Grund verweigert. Spiel, wie du willst: Die Lektion ist fertig, wenn das Spiel vorbei ist.",
        steps: &[
            StepText {
                ask: "Spiel das Spiel zu Ende. Wann du dran bist, steht unter deiner Hand.",
                hint: "Jede Aktion, die die Regeln erlauben, ist hier in Ordnung; der Tipp ist die Wahl des schweren Bots.",
                why: "Das Spiel ist vorbei: Du hast ein ganzes Spiel Kontraspiel gespielt.",
            },
        ],
    },
];
