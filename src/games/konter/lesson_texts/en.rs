//! The words of Konter a Matt's lessons in English.

use crate::games::konter::lesson_texts::{LessonWords, StepWords};

pub static EN: [LessonWords; 7] = [
    // 1. The cards and their points.
    LessonWords {
        title: "The cards and their points",
        intro: "Konter a Matt is played with 24 cards: A K Q J 10 9 in four suits. Aces count 4, Kings 3, Queens 2, Jacks 1; tens and nines count nothing.",
        steps: &[
            StepWords {
                ask: "How many card points are there in the whole pack?",
                why: "Each suit holds 4 + 3 + 2 + 1 = 10 points: 40 in all. You play in two teams of two; the team whose player names trump — the trump team — needs 21 of them to win the deal.",
            },
            StepWords {
                ask: "Tap the card worth the most points.",
                why: "The King counts 3. Careful: a ten counts nothing in this game.",
            },
            StepWords {
                ask: "How many points do A♠ K♥ Q♦ J♣ hold together?",
                why: "4 + 3 + 2 + 1 = 10.",
            },
            StepWords {
                ask: "And A♠ A♥ K♦ 10♣?",
                why: "4 + 4 + 3 + 0 = 11: the ten adds nothing.",
            },
        ],
    },
    // 2. The matadors and the order of the trumps.
    LessonWords {
        title: "Matadors and the order of trumps",
        intro: "Three queens are always trumps, whatever suit is trump: Q♠ (“Matt”), then Q♥ and Q♦ (the two “Konter”). They rank just below the Ace of trumps: A, Q♠, Q♥, Q♦, K, J, 10, 9. With clubs as trump Q♣ is a trump too, between K♣ and J♣: clubs has nine trumps.",
        steps: &[
            StepWords {
                ask: "Spades are trump. Which card takes this trick?",
                why: "A♠, the Ace of trumps, is the highest card of all, above even the Matt.",
            },
            StepWords {
                ask: "Diamonds are trump. Which card takes this trick?",
                why: "Q♥ is the higher Konter: above Q♦, and above the King of trumps.",
            },
            StepWords {
                ask: "Hearts are trump and spades were led. Which card takes this trick?",
                why: "Q♦ is a matador, so a trump: it beats the Ace of spades.",
            },
            StepWords {
                ask: "Clubs are trump. Which card takes this trick?",
                why: "K♣ takes it: with clubs as trump Q♣ is an ordinary trump, between K♣ and J♣.",
            },
            StepWords {
                ask: "Clubs are trump. How many trumps are there?",
                why: "A♣ Q♠ Q♥ Q♦ K♣ Q♣ J♣ 10♣ 9♣: nine. With spades, hearts or diamonds there are eight, as their queen is a matador.",
            },
            StepWords {
                ask: "Hearts are trump. How many trumps are there?",
                why: "A♥ Q♠ Q♥ Q♦ K♥ J♥ 10♥ 9♥: eight. Q♥ is a matador and counts once.",
            },
        ],
    },
    // 3. Follow suit or trump.
    LessonWords {
        title: "Follow suit or trump",
        intro: "The leader may play any card. If a plain suit was led and you hold it, play that suit or a trump: trumping is always allowed. Without it, play any card. If trump was led, play a trump if you hold one. You never have to beat a card. Matadors are trumps, never cards of their printed suit.",
        steps: &[
            StepWords {
                ask: "Hearts are trump and 10♠ was led. Play a card you may play.",
                why: "You hold spades: follow with a spade, or trump with Q♥.",
            },
            StepWords {
                ask: "Diamonds are trump and K♦ was led. Play a card you may play.",
                why: "Trump was led and you hold trumps: A♦, Q♦ and 10♦.",
            },
            StepWords {
                ask: "Spades are trump and J♥ was led. Play a card you may play.",
                why: "Follow hearts with 9♥ — or trump with the Matt.",
            },
            StepWords {
                ask: "Hearts are trump and K♠ was led. Play a card you may play.",
                why: "Q♠ is a matador, never a spade: you hold no spade, so any card may go.",
            },
            StepWords {
                ask: "Clubs are trump and Q♦ was led. Play a card you may play.",
                why: "Q♦ is a trump, so trump was led. Your only trump is 9♣: A♦ and K♦ are plain diamonds here.",
            },
            StepWords {
                ask: "Hearts are trump; 9♠ was led and A♥ played on it. Play a card you may play.",
                why: "Spades were led: K♠ follows and 9♥ trumps. You need not beat the A♥.",
            },
        ],
    },
    // 4. Naming trump.
    LessonWords {
        title: "Naming trump from three cards",
        intro: "Forehand, the player after the dealer, sees only the first three cards and must name trump. Count the trumps each suit would give you — the matadors count for every suit — and how high they are. The bots' trump table says what each suit scores on average with these three cards.",
        steps: &[
            StepWords {
                ask: "Your first three cards: A♥ K♥ 9♣. Name trump.",
                why: "Hearts makes A♥ and K♥ two high trumps: the Ace of trumps takes any trick.",
            },
            StepWords {
                ask: "Your first three cards: Q♠ Q♦ J♣. Name trump.",
                why: "The two queens are trumps whatever you name; clubs makes J♣ a third trump.",
            },
            StepWords {
                ask: "Your first three cards: Q♠ Q♥ 9♦. Name trump.",
                why: "Two matadors count in every suit; diamonds adds 9♦ as a third trump.",
            },
            StepWords {
                ask: "Your first three cards: K♠ J♠ 9♠. Name trump.",
                why: "Spades makes all three cards trumps. Three trumps, even small ones, are worth more than none: any other suit leaves you without a trump.",
            },
        ],
    },
    // 5. Announcements.
    LessonWords {
        title: "Announcements: when they pay",
        intro: "Holding Q♠ you may announce Matt; Q♥ and Q♦: Konter; all three: Konter a Matt — before you play your first card. Matt and Konter add 1 to the deal's value, Konter a Matt 2, whoever wins the deal: they pay when your team is likely to win, and cost you more when it loses.",
        steps: &[
            StepWords {
                ask: "You hold Q♠ Q♥ Q♦ A♣ 9♥ 10♠. What is the biggest announcement you may make?",
                why: "All three matadors: Konter a Matt, worth 2 more.",
            },
            StepWords {
                ask: "You hold Q♥ A♥ K♠ 9♦ J♣ 10♣. What may you announce?",
                why: "Nothing: Konter needs both Q♥ and Q♦, Matt needs Q♠.",
            },
            StepWords {
                ask: "Your team named trump, announced Matt and won 25 to 15. How many dashes does it strike out?",
                why: "The deal is worth 1, and Matt adds 1: 2.",
            },
            StepWords {
                ask: "Same deal, but your team loses 18 to 22. How many dashes does your team add?",
                why: "That is the risk: the defenders strike out 2, and your team adds 2 — Matt costs you one dash each way.",
            },
            StepWords {
                ask: "Even score, 11 dashes each. Your team named trump; you hold Q♠ and the deal looks good: about 80% to win. Announce Matt?",
                why: "At an even score every dash counts the same: with a win this likely, the extra dash you strike out is worth more than the risk.",
            },
            StepWords {
                ask: "Your team has 1 dash left, the other team 11. Same good hand, about 80% to win. Announce Matt?",
                why: "A plain win already strikes out your last dash and wins the match: Matt gains nothing, and a loss would cost a dash more.",
            },
        ],
    },
    // 6. Scoring (the rule book's §7 cases).
    LessonWords {
        title: "Scoring: dashes, the no-trick bonus, the Stänner",
        intro: "A deal is worth 1, plus 1 if the losing team took no trick at all, plus the announcements. The winners strike out that many dashes; a trump team that loses also adds them. At 20 to 20 — a Stänner — the trump team adds 1 and the deal's value waits as a stake for the next decided deal.",
        steps: &[
            StepWords {
                ask: "The trump team wins 25 to 15 and had announced Konter. How many dashes does it strike out?",
                why: "1 for the deal, 1 for Konter: 2.",
            },
            StepWords {
                ask: "The trump team takes no trick, and had announced Konter a Matt. How many dashes do the defenders strike out?",
                why: "1 for the deal, 1 because the losers took no trick, 2 for Konter a Matt: 4 — and the trump team adds 4.",
            },
            StepWords {
                ask: "The trump team wins 40 to 0, but the defenders took one trick of tens and nines. What is the deal worth?",
                why: "Just 1: the bonus counts tricks, not points, and a trick of tens and nines is a trick.",
            },
            StepWords {
                ask: "20 to 20, nothing announced: a Stänner. What stake waits for the next decided deal?",
                why: "The deal's value, 1, waits; the trump team adds 1 dash now, and the same forehand names trump again.",
            },
            StepWords {
                ask: "With that stake of 1 waiting, the defenders win the next deal (worth 1). How many dashes do they strike out?",
                why: "The deal's 1 plus the stake's 1: they strike out 2, and the trump team adds 2.",
            },
            StepWords {
                ask: "A trump team with 2 dashes left wins a deal worth 3. How many dashes does it have left?",
                why: "Dashes stop at 0: the team has struck out all its dashes and wins the match.",
            },
        ],
    },
    // 7. A guided first deal.
    LessonWords {
        title: "A guided first deal",
        intro: "Now a whole deal: you are South, North is your partner, West and East are bots. At each of your turns a hint says what the Hard bot would do, and why; a card the rules do not allow is refused with the reason.",
        steps: &[
            StepWords {
                ask: "Play the deal to its end.",
                why: "That was a whole deal. The deal summary of a real match offers “Review this deal”: every card against perfect play.",
            },
        ],
    },
];
