//! The words of Konter a Matt's lessons in German.

use crate::games::konter::lesson_texts::{LessonWords, StepWords};

pub static DE: [LessonWords; 7] = [
    // 1. The cards and their points.
    LessonWords {
        title: "Die Karten und ihre Punkte",
        intro: "Konter a Matt wird mit 24 Karten gespielt: A K D B 10 9 in vier Farben. Das Ass zählt 4, der König 3, die Dame 2, der Bube 1; Zehn und Neun zählen nichts.",
        steps: &[
            StepWords {
                ask: "Wie viele Kartenpunkte hat das ganze Spiel?",
                why: "Jede Farbe hat 4 + 3 + 2 + 1 = 10 Punkte: 40 insgesamt. Gespielt wird in zwei Teams zu zweit; das Team, dessen Spieler Trumpf wählt — das Trumpfteam —, braucht 21 davon, um die Runde zu gewinnen.",
            },
            StepWords {
                ask: "Tippe auf die Karte mit den meisten Punkten.",
                why: "Der König zählt 3. Vorsicht: Eine Zehn zählt in diesem Spiel nichts.",
            },
            StepWords {
                ask: "Wie viele Punkte sind A♠ K♥ D♦ B♣ zusammen wert?",
                why: "4 + 3 + 2 + 1 = 10.",
            },
            StepWords {
                ask: "Und A♠ A♥ K♦ 10♣?",
                why: "4 + 4 + 3 + 0 = 11: Die Zehn bringt nichts.",
            },
        ],
    },
    // 2. The matadors and the order of the trumps.
    LessonWords {
        title: "Die Matadore und die Reihenfolge der Trümpfe",
        intro: "Drei Damen sind immer Trumpf, egal welche Farbe Trumpf ist: D♠ („Matt“), dann D♥ und D♦ (die beiden „Konter“). Sie stehen direkt unter dem Trumpf-Ass: A, D♠, D♥, D♦, K, B, 10, 9. Ist Kreuz Trumpf, ist auch die D♣ ein Trumpf, zwischen K♣ und B♣: Kreuz hat neun Trümpfe.",
        steps: &[
            StepWords {
                ask: "Pik ist Trumpf. Welche Karte gewinnt diesen Stich?",
                why: "Das A♠, das Trumpf-Ass, ist die höchste Karte, sogar über dem Matt.",
            },
            StepWords {
                ask: "Karo ist Trumpf. Welche Karte gewinnt diesen Stich?",
                why: "Die D♥ ist der höhere Konter: über der D♦ und über dem Trumpf-König.",
            },
            StepWords {
                ask: "Herz ist Trumpf und Pik wurde ausgespielt. Welche Karte gewinnt diesen Stich?",
                why: "Die D♦ ist ein Matador, also Trumpf: Sie schlägt das Pik-Ass.",
            },
            StepWords {
                ask: "Kreuz ist Trumpf. Welche Karte gewinnt diesen Stich?",
                why: "Der K♣ sticht: Ist Kreuz Trumpf, ist die D♣ ein gewöhnlicher Trumpf, zwischen K♣ und B♣.",
            },
            StepWords {
                ask: "Kreuz ist Trumpf. Wie viele Trümpfe gibt es?",
                why: "A♣ D♠ D♥ D♦ K♣ D♣ B♣ 10♣ 9♣: neun. Mit Pik, Herz oder Karo sind es acht, weil ihre Dame ein Matador ist.",
            },
            StepWords {
                ask: "Herz ist Trumpf. Wie viele Trümpfe gibt es?",
                why: "A♥ D♠ D♥ D♦ K♥ B♥ 10♥ 9♥: acht. Die D♥ ist ein Matador und zählt einmal.",
            },
        ],
    },
    // 3. Follow suit or trump.
    LessonWords {
        title: "Bedienen oder trumpfen",
        intro: "Wer ausspielt, darf jede Karte spielen. Wird eine einfache Farbe ausgespielt und du hast sie, bedienst du oder trumpfst: Trumpfen ist immer erlaubt. Hast du sie nicht, spielst du eine beliebige Karte. Wird Trumpf ausgespielt, spielst du Trumpf, wenn du einen hast. Überstechen musst du nie. Matadore sind Trümpfe, nie Karten ihrer aufgedruckten Farbe.",
        steps: &[
            StepWords {
                ask: "Herz ist Trumpf und die 10♠ wurde ausgespielt. Spiel eine erlaubte Karte.",
                why: "Du hast Pik: Bediene mit Pik oder trumpfe mit der D♥.",
            },
            StepWords {
                ask: "Karo ist Trumpf und der K♦ wurde ausgespielt. Spiel eine erlaubte Karte.",
                why: "Trumpf wurde ausgespielt und du hast Trümpfe: A♦, D♦ und 10♦.",
            },
            StepWords {
                ask: "Pik ist Trumpf und der B♥ wurde ausgespielt. Spiel eine erlaubte Karte.",
                why: "Bediene Herz mit der 9♥ — oder trumpfe mit dem Matt.",
            },
            StepWords {
                ask: "Herz ist Trumpf und der K♠ wurde ausgespielt. Spiel eine erlaubte Karte.",
                why: "Die D♠ ist ein Matador, nie ein Pik: Du hast kein Pik, also ist jede Karte erlaubt.",
            },
            StepWords {
                ask: "Kreuz ist Trumpf und die D♦ wurde ausgespielt. Spiel eine erlaubte Karte.",
                why: "Die D♦ ist Trumpf, also wurde Trumpf ausgespielt. Dein einziger Trumpf ist die 9♣: A♦ und K♦ sind hier einfache Karos.",
            },
            StepWords {
                ask: "Herz ist Trumpf; 9♠ wurde ausgespielt, dann das A♥. Spiel eine erlaubte Karte.",
                why: "Pik wurde ausgespielt: Der K♠ bedient, die 9♥ trumpft. Das A♥ musst du nicht schlagen.",
            },
        ],
    },
    // 4. Naming trump.
    LessonWords {
        title: "Trumpf nach drei Karten wählen",
        intro: "Die Vorhand, der Spieler nach dem Geber, sieht nur die ersten drei Karten und muss Trumpf wählen. Zähle die Trümpfe, die dir jede Farbe gäbe — die Matadore zählen für jede Farbe — und wie hoch sie sind. Die Trumpftabelle der Bots sagt, was jede Farbe mit diesen drei Karten im Schnitt bringt.",
        steps: &[
            StepWords {
                ask: "Deine ersten drei Karten: A♥ K♥ 9♣. Wähle Trumpf.",
                why: "Herz macht A♥ und K♥ zu zwei hohen Trümpfen: Das Trumpf-Ass gewinnt jeden Stich.",
            },
            StepWords {
                ask: "Deine ersten drei Karten: D♠ D♦ B♣. Wähle Trumpf.",
                why: "Die beiden Damen sind Trumpf, egal was du wählst; Kreuz macht den B♣ zum dritten Trumpf.",
            },
            StepWords {
                ask: "Deine ersten drei Karten: D♠ D♥ 9♦. Wähle Trumpf.",
                why: "Zwei Matadore zählen in jeder Farbe; Karo macht die 9♦ zum dritten Trumpf.",
            },
            StepWords {
                ask: "Deine ersten drei Karten: K♠ B♠ 9♠. Wähle Trumpf.",
                why: "Pik macht alle drei Karten zu Trümpfen. Drei Trümpfe, auch kleine, sind mehr wert als keiner: Jede andere Farbe lässt dich ohne Trumpf.",
            },
        ],
    },
    // 5. Announcements.
    LessonWords {
        title: "Ansagen: wann sie sich lohnen",
        intro: "Mit der D♠ darfst du Matt ansagen; mit D♥ und D♦: Konter; mit allen dreien: Konter a Matt — bevor du deine erste Karte spielst. Matt und Konter erhöhen den Wert der Runde um 1, Konter a Matt um 2, egal wer gewinnt: Sie lohnen sich, wenn dein Team wahrscheinlich gewinnt, und kosten mehr, wenn es verliert.",
        steps: &[
            StepWords {
                ask: "Du hast D♠ D♥ D♦ A♣ 9♥ 10♠. Was ist die größte Ansage, die du machen darfst?",
                why: "Alle drei Matadore: Konter a Matt, 2 mehr wert.",
            },
            StepWords {
                ask: "Du hast D♥ A♥ K♠ 9♦ B♣ 10♣. Was darfst du ansagen?",
                why: "Nichts: Konter braucht D♥ und D♦, Matt braucht die D♠.",
            },
            StepWords {
                ask: "Dein Team hatte Trumpf, sagte Matt an und gewinnt 25 zu 15. Wie viele Striche streicht es?",
                why: "Die Runde ist 1 wert, Matt bringt 1 dazu: 2.",
            },
            StepWords {
                ask: "Dieselbe Runde, aber dein Team verliert 18 zu 22. Wie viele Striche schreibt dein Team dazu?",
                why: "Das ist das Risiko: Die Gegner streichen 2, und dein Team schreibt 2 dazu — Matt kostet dich auf beiden Seiten einen Strich.",
            },
            StepWords {
                ask: "Gleichstand, 11 Striche pro Team. Dein Team hat Trumpf; du hast die D♠ und die Runde sieht gut aus: etwa 80 % Sieg. Matt ansagen?",
                why: "Bei Gleichstand zählt jeder Strich gleich: Bei einem so wahrscheinlichen Sieg ist der zusätzliche Strich mehr wert als das Risiko.",
            },
            StepWords {
                ask: "Dein Team hat noch 1 Strich, das andere 11. Dieselbe gute Hand, etwa 80 % Sieg. Matt ansagen?",
                why: "Ein einfacher Sieg streicht schon deinen letzten Strich und gewinnt die Partie: Matt bringt nichts, und eine Niederlage kostete einen Strich mehr.",
            },
        ],
    },
    // 6. Scoring (the rule book's §7 cases).
    LessonWords {
        title: "Die Wertung: Striche, Bonus ohne Stich, Stänner",
        intro: "Eine Runde ist 1 wert, plus 1, wenn das verlierende Team gar keinen Stich gemacht hat, plus die Ansagen. Die Sieger streichen so viele Striche; ein Trumpfteam, das verliert, schreibt sie auch dazu. Bei 20 zu 20 — einem Stänner — schreibt das Trumpfteam 1 dazu, und der Wert der Runde wartet als Einsatz auf die nächste entschiedene Runde.",
        steps: &[
            StepWords {
                ask: "Das Trumpfteam gewinnt 25 zu 15 und hatte Konter angesagt. Wie viele Striche streicht es?",
                why: "1 für die Runde, 1 für Konter: 2.",
            },
            StepWords {
                ask: "Das Trumpfteam macht keinen Stich und hatte Konter a Matt angesagt. Wie viele Striche streichen die Gegner?",
                why: "1 für die Runde, 1, weil die Verlierer keinen Stich machten, 2 für Konter a Matt: 4 — und das Trumpfteam schreibt 4 dazu.",
            },
            StepWords {
                ask: "Das Trumpfteam gewinnt 40 zu 0, aber die Gegner machten einen Stich aus Zehnen und Neunen. Was ist die Runde wert?",
                why: "Nur 1: Der Bonus zählt Stiche, nicht Punkte, und ein Stich aus Zehnen und Neunen ist ein Stich.",
            },
            StepWords {
                ask: "20 zu 20, nichts angesagt: ein Stänner. Welcher Einsatz wartet auf die nächste entschiedene Runde?",
                why: "Der Wert der Runde, 1, wartet; das Trumpfteam schreibt gleich 1 Strich dazu, und dieselbe Vorhand wählt wieder Trumpf.",
            },
            StepWords {
                ask: "Mit diesem Einsatz von 1 gewinnen die Gegner die nächste Runde (1 wert). Wie viele Striche streichen sie?",
                why: "Die 1 der Runde plus die 1 des Einsatzes: Sie streichen 2, und das Trumpfteam schreibt 2 dazu.",
            },
            StepWords {
                ask: "Ein Trumpfteam mit noch 2 Strichen gewinnt eine Runde, die 3 wert ist. Wie viele Striche bleiben ihm?",
                why: "Striche enden bei 0: Das Team hat alle Striche gestrichen und gewinnt die Partie.",
            },
        ],
    },
    // 7. A guided first deal.
    LessonWords {
        title: "Eine erste Runde mit Hilfe",
        intro: "Jetzt eine ganze Runde: Du bist Süd, Nord ist dein Partner, West und Ost sind Bots. Bei jedem deiner Züge sagt ein Tipp, was der Bot „Schwer“ tun würde, und warum; eine Karte, die die Regeln nicht erlauben, wird mit dem Grund abgelehnt.",
        steps: &[
            StepWords {
                ask: "Spiel die Runde zu Ende.",
                why: "Das war eine ganze Runde. Die Zusammenfassung einer echten Runde bietet „Diese Runde analysieren“: jede Karte gegen perfektes Spiel.",
            },
        ],
    },
];
