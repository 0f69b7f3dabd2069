//! The practice hint's reason in a sentence, for Kontraspiel and Müller Matz, in the four
//! languages: the facts of `crate::hints` (what the card beats, which card takes the trick
//! so far, how many trumps a suit gives the hand). Cards, seats and suits come named by
//! the caller, in the game's own words.

use super::Lang;
use crate::hints::{KontraWhy, MatzWhy};

/// Names of the things a reason mentions.
pub struct Names<'a, C, S, U> {
    pub card: &'a dyn Fn(C) -> String,
    pub seat: &'a dyn Fn(S) -> String,
    pub suit: &'a dyn Fn(U) -> String,
}

/// Why a Kontraspiel hint: "it beats K♠ (West), the best card so far".
pub fn kontra_reason(lang: Lang, why: KontraWhy, n: &Names<kontra::Card, kontra::Seat, kontra::Suit>) -> String {
    use KontraWhy as K;
    match (lang, why) {
        (Lang::En, K::OnlyCard) => "it is the only card the rules allow you here".into(),
        (Lang::En, K::LeadTrump) => "you lead a trump: whoever holds a trump must play one".into(),
        (Lang::En, K::LeadSuit(s)) => format!("you lead {}: whoever holds one must follow", (n.suit)(s)),
        (Lang::En, K::Takes { best, by, last }) => format!(
            "it beats {} ({}), the best card so far{}",
            (n.card)(best),
            (n.seat)(by),
            if last { ", and you play last: the trick is yours" } else { "" }
        ),
        (Lang::En, K::Leaves { best, by, none_can: true }) => format!("no card you may play beats {} ({}), the best card so far", (n.card)(best), (n.seat)(by)),
        (Lang::En, K::Leaves { best, by, .. }) => format!("it does not take the trick: {} ({}) stays the best card so far", (n.card)(best), (n.seat)(by)),
        (Lang::En, K::Trumps { suit, n: 1 }) => format!("with {} as trump you hold 1 trump", (n.suit)(suit)),
        (Lang::En, K::Trumps { suit, n: k }) => format!("with {} as trump you hold {k} trumps", (n.suit)(suit)),
        (Lang::En, K::NotTrump(c)) => format!("{} is not a trump", (n.card)(c)),

        (Lang::Fr, K::OnlyCard) => "c’est la seule carte que les règles vous permettent ici".into(),
        (Lang::Fr, K::LeadTrump) => "vous entamez atout\u{a0}: qui a un atout doit en jouer un".into(),
        (Lang::Fr, K::LeadSuit(s)) => format!("vous entamez {}\u{a0}: qui en a doit fournir", (n.suit)(s)),
        (Lang::Fr, K::Takes { best, by, last }) => format!(
            "elle bat {} ({}), la meilleure carte jusqu’ici{}",
            (n.card)(best),
            (n.seat)(by),
            if last { ", et vous jouez en dernier\u{a0}: le pli est à vous" } else { "" }
        ),
        (Lang::Fr, K::Leaves { best, by, none_can: true }) => {
            format!("aucune carte permise ne bat {} ({}), la meilleure carte jusqu’ici", (n.card)(best), (n.seat)(by))
        }
        (Lang::Fr, K::Leaves { best, by, .. }) => format!("elle ne prend pas le pli\u{a0}: {} ({}) reste la meilleure carte", (n.card)(best), (n.seat)(by)),
        (Lang::Fr, K::Trumps { suit, n: 1 }) => format!("avec {} atout, vous avez 1 atout", (n.suit)(suit)),
        (Lang::Fr, K::Trumps { suit, n: k }) => format!("avec {} atout, vous avez {k} atouts", (n.suit)(suit)),
        (Lang::Fr, K::NotTrump(c)) => format!("{} n’est pas un atout", (n.card)(c)),

        (Lang::De, K::OnlyCard) => "sie ist die einzige Karte, die die Regeln dir hier erlauben".into(),
        (Lang::De, K::LeadTrump) => "du spielst Trumpf aus: Wer Trumpf hat, muss Trumpf spielen".into(),
        (Lang::De, K::LeadSuit(s)) => format!("du spielst {} aus: Wer die Farbe hat, muss bedienen", (n.suit)(s)),
        (Lang::De, K::Takes { best, by, last }) => format!(
            "sie schlägt {} ({}), die bisher beste Karte{}",
            (n.card)(best),
            (n.seat)(by),
            if last { ", und du spielst als Letzter: Der Stich gehört dir" } else { "" }
        ),
        (Lang::De, K::Leaves { best, by, none_can: true }) => format!("keine erlaubte Karte schlägt {} ({}), die bisher beste Karte", (n.card)(best), (n.seat)(by)),
        (Lang::De, K::Leaves { best, by, .. }) => format!("sie nimmt den Stich nicht: {} ({}) bleibt die beste Karte", (n.card)(best), (n.seat)(by)),
        (Lang::De, K::Trumps { suit, n: 1 }) => format!("mit {} als Trumpf hast du 1 Trumpf", (n.suit)(suit)),
        (Lang::De, K::Trumps { suit, n: k }) => format!("mit {} als Trumpf hast du {k} Trümpfe", (n.suit)(suit)),
        (Lang::De, K::NotTrump(c)) => format!("{} ist kein Trumpf", (n.card)(c)),

        (Lang::Lb, K::OnlyCard) => "si ass déi eenzeg Kaart, déi d’Reegelen dir hei erlaben".into(),
        (Lang::Lb, K::LeadTrump) => "du spills Tromp eraus: Wien Tromp huet, muss Tromp spillen".into(),
        (Lang::Lb, K::LeadSuit(s)) => format!("du spills {} eraus: Wien d’Faarf huet, muss bedéngen", (n.suit)(s)),
        (Lang::Lb, K::Takes { best, by, last }) => format!(
            "si schléit {} ({}), déi bescht Kaart bis elo{}",
            (n.card)(best),
            (n.seat)(by),
            if last { ", an du spills als Leschten: De Stéch ass deen" } else { "" }
        ),
        (Lang::Lb, K::Leaves { best, by, none_can: true }) => format!("keng erlaabt Kaart schléit {} ({}), déi bescht Kaart bis elo", (n.card)(best), (n.seat)(by)),
        (Lang::Lb, K::Leaves { best, by, .. }) => format!("si hëlt de Stéch net: {} ({}) bleift déi bescht Kaart", (n.card)(best), (n.seat)(by)),
        (Lang::Lb, K::Trumps { suit, n: 1 }) => format!("mat {} als Tromp hues du 1 Tromp", (n.suit)(suit)),
        (Lang::Lb, K::Trumps { suit, n: k }) => format!("mat {} als Tromp hues du {k} Trëmp", (n.suit)(suit)),
        (Lang::Lb, K::NotTrump(c)) => format!("{} ass keng Tromp", (n.card)(c)),
    }
}

/// Why a Müller Matz hint: "it beats 7♦, the card led".
pub fn matz_reason(lang: Lang, why: MatzWhy, n: &Names<matz::Card, matz::Seat, matz::Suit>) -> String {
    use MatzWhy as M;
    let c = |x| (n.card)(x);
    match (lang, why) {
        (Lang::En, M::BeatsLed(x)) => format!("it beats {}, the card led", c(x)),
        (Lang::En, M::UnderLed(x)) => format!("it does not beat {}, but both cards go onto your reserve all the same", c(x)),
        (Lang::En, M::NoneBeats(x)) => format!("no card of yours beats {}", c(x)),
        (Lang::En, M::TakesBack(x)) => format!("you take {} into your hand and keep your own cards", c(x)),
        (Lang::En, M::LeadTo(s)) => format!("you lead it: {} must answer it", (n.seat)(s)),
        (Lang::En, M::Exchange { gives, turned }) => format!("{} goes for {}, a higher trump", c(gives), c(turned)),
        (Lang::En, M::Sleep { finished: false }) => "your hand is all trumps: they go onto your reserve and you draw again".into(),
        (Lang::En, M::Sleep { finished: true }) => "your hand is all trumps: they go onto your reserve and you are finished for this life".into(),
        (Lang::En, M::Twins(x)) => format!("your card is the twin of {}: both go out of play", c(x)),
        (Lang::En, M::StartsPile(k)) => format!("you start a pile that takes {k} cards"),
        (Lang::En, M::BeatsTop(x)) => format!("it beats {}, the top card", c(x)),

        (Lang::Fr, M::BeatsLed(x)) => format!("elle bat {}, la carte jouée", c(x)),
        (Lang::Fr, M::UnderLed(x)) => format!("elle ne bat pas {}, mais les deux cartes vont quand même sur votre réserve", c(x)),
        (Lang::Fr, M::NoneBeats(x)) => format!("aucune de vos cartes ne bat {}", c(x)),
        (Lang::Fr, M::TakesBack(x)) => format!("vous prenez {} en main et gardez vos propres cartes", c(x)),
        (Lang::Fr, M::LeadTo(s)) => format!("vous la jouez\u{a0}: {} doit y répondre", (n.seat)(s)),
        (Lang::Fr, M::Exchange { gives, turned }) => format!("{} s’échange contre {}, un atout plus haut", c(gives), c(turned)),
        (Lang::Fr, M::Sleep { finished: false }) => "votre main n’a que des atouts\u{a0}: ils vont sur votre réserve et vous retirez des cartes".into(),
        (Lang::Fr, M::Sleep { finished: true }) => "votre main n’a que des atouts\u{a0}: ils vont sur votre réserve et vous avez fini cette vie".into(),
        (Lang::Fr, M::Twins(x)) => format!("votre carte est la jumelle de {}\u{a0}: les deux sortent du jeu", c(x)),
        (Lang::Fr, M::StartsPile(k)) => format!("vous commencez un tas de {k} cartes"),
        (Lang::Fr, M::BeatsTop(x)) => format!("elle bat {}, la carte du dessus", c(x)),

        (Lang::De, M::BeatsLed(x)) => format!("sie schlägt {}, die zugespielte Karte", c(x)),
        (Lang::De, M::UnderLed(x)) => format!("sie schlägt {} nicht, aber beide Karten kommen trotzdem auf deine Reserve", c(x)),
        (Lang::De, M::NoneBeats(x)) => format!("keine deiner Karten schlägt {}", c(x)),
        (Lang::De, M::TakesBack(x)) => format!("du nimmst {} auf die Hand und behältst deine eigenen Karten", c(x)),
        (Lang::De, M::LeadTo(s)) => format!("du spielst sie zu: {} muss antworten", (n.seat)(s)),
        (Lang::De, M::Exchange { gives, turned }) => format!("{} wird gegen {} getauscht, einen höheren Trumpf", c(gives), c(turned)),
        (Lang::De, M::Sleep { finished: false }) => "deine Hand ist ganz Trumpf: Sie kommt auf deine Reserve, und du ziehst nach".into(),
        (Lang::De, M::Sleep { finished: true }) => "deine Hand ist ganz Trumpf: Sie kommt auf deine Reserve, und du bist mit diesem Leben fertig".into(),
        (Lang::De, M::Twins(x)) => format!("deine Karte ist der Zwilling von {}: Beide gehen aus dem Spiel", c(x)),
        (Lang::De, M::StartsPile(k)) => format!("du beginnst einen Stoß von {k} Karten"),
        (Lang::De, M::BeatsTop(x)) => format!("sie schlägt {}, die oberste Karte", c(x)),

        (Lang::Lb, M::BeatsLed(x)) => format!("si schléit {}, déi zougespillt Kaart", c(x)),
        (Lang::Lb, M::UnderLed(x)) => format!("si schléit {} net, mä béid Kaarte kommen trotzdeem op deng Reserve", c(x)),
        (Lang::Lb, M::NoneBeats(x)) => format!("keng vun denge Kaarte schléit {}", c(x)),
        (Lang::Lb, M::TakesBack(x)) => format!("du hëls {} op d’Hand a behäls deng eege Kaarten", c(x)),
        (Lang::Lb, M::LeadTo(s)) => format!("du spills se zou: {} muss äntweren", (n.seat)(s)),
        (Lang::Lb, M::Exchange { gives, turned }) => format!("{} gëtt géint {} getosch, eng méi héich Tromp", c(gives), c(turned)),
        (Lang::Lb, M::Sleep { finished: false }) => "deng Hand ass ganz Tromp: Si kënnt op deng Reserve, an du zitts no".into(),
        (Lang::Lb, M::Sleep { finished: true }) => "deng Hand ass ganz Tromp: Si kënnt op deng Reserve, an du bass mat dësem Liewe fäerdeg".into(),
        (Lang::Lb, M::Twins(x)) => format!("deng Kaart ass den Zwilling vun {}: Béid ginn aus dem Spill", c(x)),
        (Lang::Lb, M::StartsPile(k)) => format!("du fänks e Stouss vun {k} Kaarten un"),
        (Lang::Lb, M::BeatsTop(x)) => format!("si schléit {}, déi iewescht Kaart", c(x)),
    }
}
