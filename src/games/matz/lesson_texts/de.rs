//! The words of Müller Matz's lessons in German.

use crate::i18n::learn_games::{LessonText, StepText};

pub static DE: [LessonText; 5] = [
    // 1. The first life.
    LessonText {
        title: "Das erste Leben",
        intro: "Jeder Spieler hat drei Karten. Die offene Karte bestimmt Trumpf und liegt als letzte Karte unter dem Stapel. Im ersten Leben sammelt jeder Spieler eine Reserve: einen verdeckten Stapel, den er im zweiten Leben spielt. Jeder Schritt unten fügt eine Regel hinzu.",
        steps: &[
            StepText {
                ask: "Auf eine zugespielte Karte antwortet man, und eine Karte schlägt sie, wenn sie höher in ihrer Farbe ist oder irgendein Trumpf gegen eine einfache Karte. Kreuz ist Trumpf; Ben hat dir die 7♦ zugespielt. Schlag sie: Tippe auf die Karte.",
                hint: "Eine Karte schlägt die 7♦, wenn sie ein höheres Karo ist oder irgendein Trumpf.",
                why: "Der K♦ ist ein höheres Karo und die 2♣ ein Trumpf: Beide schlagen. Die 7♦ und deine Karte kommen verdeckt auf deine Reserve, und du spielst als Nächster aus.",
            },
            StepText {
                ask: "Wer gerade ausgespielt oder geantwortet hat, zieht wieder auf drei Karten, solange der Stapel reicht. Du hast mit dem K♦ geschlagen; der Stapel hat noch 20 Karten. Wie viele Karten ziehst du?",
                hint: "Du ziehst wieder auf drei Karten.",
                why: "Du hattest 3 und hast 1 gespielt: Du ziehst 1, wieder drei.",
            },
            StepText {
                ask: "Du darfst auch mit einer Karte antworten, die nicht schlägt. Ben hat dir das A♦ zugespielt, und nichts in deiner Hand schlägt es: Antworte trotzdem mit einer Karte — tippe auf eine.",
                hint: "Die Lektion bittet dich, mit einer Karte zu antworten, nicht aufzunehmen.",
                why: "Jede Karte ist als Antwort erlaubt: Eine Karte, die nicht schlägt, ist eine Abgabe. Beide Karten kommen trotzdem auf deine Reserve, und du spielst als Nächster aus.",
            },
            StepText {
                ask: "Statt zu antworten, darfst du die zugespielte Karte auf die Hand nehmen. Wieder dasselbe A♦: Diesmal behältst du deine Karten und nimmst das A♦ auf die Hand.",
                hint: "Such den Knopf, der die zugespielte Karte nimmt.",
                why: "Du hast jetzt vier Karten und ziehst nichts: Wer aufnimmt, zieht keine Karte, und eine Hand darf mehr als drei haben. Das Ausspielen geht an den nächsten Spieler.",
            },
            StepText {
                ask: "Du hast das A♦ aufgenommen. Wer spielt jetzt aus?",
                hint: "Nicht wer aufgenommen hat: der nächste Spieler zu seiner Linken.",
                why: "Anna, die Spielerin nach dir, spielt aus: Wer aufnimmt, gibt das Ausspielen ab.",
            },
            StepText {
                ask: "Bist du dran, darfst du die 6 oder die 2 in Trumpf gegen die offene Karte tauschen, wenn diese höher ist. Pik ist Trumpf, und der K♠ liegt offen; du hast die 6♠. Tausch sie vor deiner Antwort gegen den K♠.",
                hint: "Such den Knopf zum Tauschen.",
                why: "Deine 6♠ wird die offene Karte, und der K♠ kommt auf deine Hand; du antwortest noch auf die 7♦. Die 2 in Trumpf darf genauso getauscht werden.",
            },
            StepText {
                ask: "Spielst du mit einer Hand aus genau drei Trümpfen aus, darfst du schlafen gehen: alle drei verdeckt auf deine Reserve legen und drei neue Karten ziehen. Herz ist Trumpf, und du spielst aus, mit drei Herz auf der Hand. Geh schlafen.",
                hint: "Such den Knopf, der deine drei Trümpfe ablegt.",
                why: "Deine drei Trümpfe kommen verdeckt auf deine Reserve, du ziehst drei neue Karten und spielst trotzdem aus.",
            },
            StepText {
                ask: "Zurück zu diesem Ausspiel, aber diesmal hast du auch die 5♣: vier Karten. Versuch, schlafen zu gehen — dann spiel eine Karte aus.",
                hint: "Nur eine Hand aus lauter Trümpfen darf schlafen gehen, und die 5♣ ist kein Trumpf: Spiel eine deiner Karten aus.",
                why: "Beim Schlafengehen legst du die ganze Hand ab, also muss jede Karte ein Trumpf sein — solange der Stapel reicht, genau drei. Ausspielen darf man jede Karte.",
            },
        ],
    },
    // 2. The change of lives.
    LessonText {
        title: "Der Wechsel der Leben",
        intro: "Ist der Stapel leer, ist ein Spieler ohne Karten mit dem ersten Leben fertig. Hat höchstens noch ein Spieler Karten, endet das erste Leben: Jede Reserve wird die Hand ihres Besitzers fürs zweite Leben, und der eine Spieler, der noch Karten hatte, nimmt sie dazu. Wer zuerst fertig war, spielt im zweiten Leben aus.",
        steps: &[
            StepText {
                ask: "Der Stapel ist leer. Anna ist fertig, und Ben hat dir gerade seine letzte Karte zugespielt, die 7♠. Du schlägst sie mit dem K♠ und behältst die 3♣; deine Reserve hatte 4♥ 8♣ A♠. Wie viele Karten hat deine Hand im zweiten Leben?",
                hint: "Deine Reserve, die zwei Karten dieser Antwort und die Karte noch auf der Hand.",
                why: "Die 7♠ und der K♠ kommen zu deiner Reserve (5 Karten); nur du hast noch eine Karte, also endet das erste Leben, und deine 3♣ kommt dazu: 6 Karten.",
            },
            StepText {
                ask: "Und wer spielt im zweiten Leben aus?",
                hint: "Wer das erste Leben zuerst beendet hat.",
                why: "Anna war zuerst fertig, und ihre Reserve hat Karten: Sie spielt aus.",
            },
        ],
    },
    // 3. The second life.
    LessonText {
        title: "Das zweite Leben",
        intro: "Im zweiten Leben spielst du die Karten deiner Reserve auf einen Stoß. Wer dran ist, muss die oberste Karte schlagen (höher in ihrer Farbe, oder ein Trumpf; auf einen Trumpf nur ein höherer Trumpf) oder diese oberste Karte aufnehmen — nur sie. Der Stoß ist voll, wenn er so viele Karten hat, wie bei seinem Beginn Spieler Karten hatten: Er geht aus dem Spiel, und wer ihn voll gemacht hat, spielt den nächsten aus. Wer keine Karten mehr hat, ist raus.",
        steps: &[
            StepText {
                ask: "Herz ist Trumpf. Ben hat die 9♠ ausgespielt. Schlag sie: Tippe auf die Karte.",
                hint: "Ein höheres Pik oder ein Trumpf.",
                why: "Die 10♠ und die 2♥ schlagen die 9♠. Anders als im ersten Leben darf eine Karte, die nicht schlägt, gar nicht gespielt werden.",
            },
            StepText {
                ask: "Anna hat die 9♠ ausgespielt, Ben mit der 5♥ gestochen. Du bist dran: Tippe auf die Karte.",
                hint: "Die oberste Karte ist ein Trumpf: Nur ein höherer Trumpf schlägt sie.",
                why: "Du schlägst die oberste Karte, die 5♥, nicht die 9♠ darunter: Die 7♥ ist die einzige Karte, die das kann.",
            },
            StepText {
                ask: "Ben hat die 3♥ ausgespielt, einen Trumpf. Du hast A♠ 2♥. Was tust du?",
                hint: "Schlägt eine deiner Karten die 3♥?",
                why: "Weder das A♠ (kein Trumpf) noch die 2♥ (ein niedrigerer Trumpf) schlägt die 3♥: Du musst sie aufnehmen. Aufnehmen ist immer erlaubt.",
            },
            StepText {
                ask: "Drei Spieler haben Karten. Anna hat die 4♣ ausgespielt, Ben mit der 9♣ geschlagen und du mit dem B♣. Wer spielt als Nächstes?",
                hint: "Wie viele Karten machen diesen Stoß voll?",
                why: "Der Stoß begann mit drei Spielern mit Karten: Dein B♣ ist seine dritte Karte. Er geht aus dem Spiel, und du, der ihn voll gemacht hat, spielst den nächsten aus.",
            },
        ],
    },
    // 4. Who loses, and the Matz tally.
    LessonText {
        title: "Wer verliert, und die Matz-Striche",
        intro: "Die Spieler gehen in der Reihenfolge raus, in der sie ihre letzte Karte loswerden; das Spiel endet, sobald höchstens noch ein Spieler Karten hat, und dieser ist der Müller Matz: Er verliert das Spiel, bekommt einen Matz-Punkt und gibt das nächste Spiel. Wer zuerst 3 Matz-Punkte hat, verliert die Partie.",
        steps: &[
            StepText {
                ask: "Zweites Leben: Anna ist raus. Du hast den B♣, Ben hat 2♦ 5♠, und du spielst deinen B♣ aus. Wer verliert das Spiel?",
                hint: "Wer hat nach deinem Ausspielen noch Karten?",
                why: "Du bist mit deiner letzten Karte raus; nur Ben hat noch Karten, also endet das Spiel sofort — der Stoß zählt nicht — und Ben ist der Müller Matz.",
            },
            StepText {
                ask: "Der Stand: du 1, Anna 2, Ben 0. In diesem Spiel ging Ben zuerst raus, du als Zweiter, und Anna blieb mit Karten übrig. Wie viele Matz-Punkte hat Anna jetzt?",
                hint: "Nur der Verlierer eines Spiels bekommt einen Punkt.",
                why: "Anna hat dieses Spiel verloren: 2 + 1 = 3 Matz-Punkte. Sie erreicht als Erste 3: Die Partie ist vorbei, und sie hat sie verloren.",
            },
        ],
    },
    // 5. A guided first game at three players.
    LessonText {
        title: "Ein geführtes erstes Spiel",
        intro: "Ein ganzes Spiel zu dritt, gegen Anna und Ben, zwei Bots. Du spielst zuerst aus. Bei jedem deiner Züge sagt der Tipp des schweren Bots, was er tun würde und warum; eine Aktion, die die Regeln verweigern, wird mit Grund verweigert. Spiel, wie du willst: Die Lektion ist fertig, wenn das Spiel vorbei ist.",
        steps: &[
            StepText {
                ask: "Spiel das Spiel zu Ende. Wann du dran bist, steht unter deiner Hand.",
                hint: "Jede Aktion, die die Regeln erlauben, ist hier in Ordnung; der Tipp ist die Wahl des schweren Bots.",
                why: "Das Spiel ist vorbei: Du hast beide Leben eines ganzen Spiels Müller Matz gespielt.",
            },
        ],
    },
];

/// The labels of a tally position: the Matz points before the game, and its places.
pub const TALLY: [&str; 2] = ["Matz-Punkte vor diesem Spiel", "Die Plätze dieses Spiels"];
