//! The words of Kontraspiel's lessons in English.

use crate::i18n::learn_games::{LessonText, StepText};

pub static EN: [LessonText; 6] = [
    // 1. The cards and the Wenzels.
    LessonText {
        title: "The cards and the Wenzels",
        intro: "Kontraspiel is played with 24 cards: A K Q J 10 9 in four suits; tens are low, and cards have no points: only tricks count. The two black Jacks, J♣ and J♠, are the Wenzels: always the two highest trumps, whatever suit is trump, and never cards of their printed suit. So clubs or spades as trump make 7 trumps, hearts or diamonds 8.",
        steps: &[
            StepText {
                ask: "Hearts are trump. How many trumps are there?",
                hint: "Count the two Wenzels, then the hearts A K Q J 10 9.",
                why: "J♣ J♠ A♥ K♥ Q♥ J♥ 10♥ 9♥: 8 trumps. The red suit keeps its own Jack.",
            },
            StepText {
                ask: "And with spades as trump?",
                hint: "The J♠ is a Wenzel: it counts once, as a Wenzel.",
                why: "J♣ J♠ A♠ K♠ Q♠ 10♠ 9♠: 7 trumps. A black suit has no Jack of its own: it is a Wenzel.",
            },
            StepText {
                ask: "Hearts are trump. Q♣ 10♣ J♠ A♥ were played, in that order. Tap the card that takes the trick.",
                hint: "The highest trump takes the trick, and a Wenzel is above every Ace.",
                why: "The J♠ is the second-highest trump: only the J♣ would beat it.",
            },
            StepText {
                ask: "Diamonds are trump. A♣ K♣ J♣ 9♦ were played. Which card takes the trick?",
                hint: "Two of these cards are trumps. Which one is higher?",
                why: "The J♣ is not a club: it is the highest trump of all, above the 9♦ and far above the A♣.",
            },
            StepText {
                ask: "West plays alone with spades as trump and led the 9♠; North and East have played. Your turn: tap the card you play.",
                hint: "A trump was led: whoever holds a trump must play one, and the Wenzels are trumps.",
                why: "Your only trump is the J♣, so you must play it — and as the highest trump it takes the trick. There is no duty to beat, only to follow.",
            },
            StepText {
                ask: "Clubs are trump. West led the A♠; North and East followed with spades. Tap the card you play.",
                hint: "Spades were led: play a spade if you hold one. Is the J♠ a spade?",
                why: "The J♠ is a Wenzel, a trump only: your one spade is the K♠, and you must play it.",
            },
        ],
    },
    // 2. Who wins a deal.
    LessonText {
        title: "Who wins a deal",
        intro: "Four players play five tricks, each for himself. A player with 3 tricks or more wins the deal; otherwise the player who was first to win 2 tricks. A player who took no trick is revolted; one who took all five made a match.",
        steps: &[
            StepText {
                ask: "The tricks were won in this order. Who wins the deal?",
                hint: "Nobody has 3 tricks: who reached 2 first?",
                why: "West and North both have 2, but West won his second trick first.",
            },
            StepText {
                ask: "And with these tricks?",
                hint: "Follow the tricks one by one: who has 2 first?",
                why: "North won tricks 2 and 3: he had 2 before West won his second in trick 4.",
            },
            StepText {
                ask: "And now?",
                hint: "3 tricks win, whoever reached 2 first.",
                why: "North took 3 tricks: that wins, although West had 2 first.",
            },
            StepText {
                ask: "Each player took a trick, and West one more. Who wins?",
                hint: "Only one player reached 2 tricks.",
                why: "West has 2, the others 1 each: with 2-1-1-1 the 2 wins.",
            },
            StepText {
                ask: "West took all five tricks. How many players are revolted?",
                hint: "Revolted: took no trick at all.",
                why: "West made a match; North, East and you took no trick: three revolted. What a revolt costs depends on who was active (the payments lesson).",
            },
        ],
    },
    // 3. The bidding and the turn-up.
    LessonText {
        title: "The bidding and the turn-up",
        intro: "After the deal one card is turned up: the turn-up. Its suit is the preferred suit. The bidding decides who plays alone, and with which trump; each step below adds one rule.",
        steps: &[
            StepText {
                ask: "Round 1: from the player after the dealer, each may accept the turn-up's suit as trump and play alone, or pass. The 9♥ is turned up and you speak first. Play alone with hearts as trump, or pass?",
                hint: "Look at your hand with hearts as trump: how many of the highest trumps are yours?",
                why: "J♣ J♠ A♥ K♥ Q♥ are the five highest trumps. You lead the first trick; leading a trump each time, nobody can beat it: all five tricks are yours, a match — unless another player takes the game over by announcing a match in another suit.",
            },
            StepText {
                ask: "If all four pass, round 2 follows: each may name any suit as trump, or pass — but the turn-up's suit only the first player (the one after the dealer). The 9♥ was turned up, all passed in round 1, and East, the first player, passes again. Name a suit as trump.",
                hint: "Name the suit where your high cards are — and the rules may refuse one suit here.",
                why: "With diamonds as trump you hold J♣ J♠ A♦ K♦ Q♦, the five highest trumps. Hearts, the turn-up's suit, only the first player may name in round 2.",
            },
            StepText {
                ask: "A Wenzel turned up goes to the dealer at once: he plays alone in its suit, takes it into his hand and lays one card face down. You deal, and the J♠ is turned up. Tap the card you lay face down.",
                hint: "You now hold six cards and lay one down — any one but the turn-up.",
                why: "A Wenzel turned up makes the dealer soloist at once: no bidding, no match announcement. Contra is still allowed against him, the exchange is not.",
            },
            StepText {
                ask: "An Ace turned up is offered to the dealer before he sees his hand: he may take it up and play alone in its suit, or decline. You deal, and the A♦ is turned up. Take it up, playing alone with diamonds as trump.",
                hint: "The lesson asks you to take the Ace up.",
                why: "You take the A♦ into your hand and lay a card down. From now on you hold the pledge: every Ace you turn up later is yours without a question — until you are revolted in such a deal.",
            },
            StepText {
                ask: "Taking up an Ace once gives you the pledge: every Ace you turn up later is yours without a question, until you take no trick in such a deal. You hold the pledge and turn up the A♥. Tap the card you lay face down.",
                hint: "Any card but the turn-up may be laid down.",
                why: "The pledge took the Ace up for you, and you play alone with hearts as trump. Take no trick in this deal and the pledge ends: you are asked again next time.",
            },
        ],
    },
    // 4. Contra, the exchange, recontra.
    LessonText {
        title: "Contra, the exchange, recontra",
        intro: "Once someone plays alone, any other player may say Contra (once per deal, before trick 2): he then plays to win the deal himself. After a contra, a third player may say Recontra (before trick 3). The soloist, the contra and the recontra player are active: each wins the base value from the pot if he wins the deal, or pays it in. If the soloist accepted in round 1, a contra said before the first trick may take the turn-up into his hand and lay a card face down.",
        steps: &[
            StepText {
                ask: "West plays alone with hearts as trump. You hold J♣ J♠ A♦ K♦ Q♦. Play against him for yourself: what do you say?",
                hint: "The lesson asks you to play against the soloist for yourself; nobody has said contra yet.",
                why: "Contra makes you active: you receive the base value from the pot if you win the deal, and pay it in if you lose — and pay each of the others if you take no trick.",
            },
            StepText {
                ask: "You said Contra before the first trick, and West accepted in round 1: the 9♥ still lies on the table. Take it: tap the card you lay face down for it.",
                hint: "The lesson asks you to take the turn-up, giving one of your five cards for it.",
                why: "Everybody sees the 9♥ go to you; nobody sees the card you laid down. The exchange is only for a contra before the first trick against a soloist of round 1.",
            },
            StepText {
                ask: "West plays alone, and North has said Contra. You want to play for yourself too: what do you say?",
                hint: "There is one contra per deal, and North has said it: the lesson asks you to answer it.",
                why: "Recontra is a third player's answer to a contra: you are now active too, and three players play to win the deal.",
            },
        ],
    },
    // 5. The payments and the pot.
    LessonText {
        title: "The payments and the pot",
        intro: "Each deal the dealer puts 1 chip into the pot; the base value B is the pot, 1 to 4. After the deal each active player receives B from the pot if he won the deal, else pays B into it; a passive winner gets nothing. Then: a soloist who took all five tricks gets 1 from each of the others; a match announcer who did not pays 2 to each; an active player with no trick pays 1 to each. The 1s count double when trump is the turn-up's suit, the match bonus double again for an announced match.",
        steps: &[
            StepText {
                ask: "B is 1. North played alone and won the deal with 3 tricks; nobody said contra. What does North receive?",
                hint: "The winning soloist receives B from the pot.",
                why: "B is 1: North receives 1 from the pot. West and East took a trick each; you took none but were passive, so you pay nothing.",
            },
            StepText {
                ask: "B is 3. North plays alone, East said contra; East took the first two tricks, North the last three. What does East pay?",
                hint: "Who won the deal? The losing active players pay B into the pot.",
                why: "3 tricks beat being first to 2: North wins and receives 3, East pays 3 into the pot, and the pot is unchanged. You and West took no trick but were passive: you pay nothing.",
            },
            StepText {
                ask: "B is 4. West plays alone, North said contra, and East — passive — won the deal with 3 tricks. How much does the pot gain?",
                hint: "A passive winner receives nothing; every active player who lost pays B.",
                why: "West and North both lost: each pays 4 into the pot, which gains 8. East won but receives nothing: he was not active.",
            },
            StepText {
                ask: "B is 2. North accepted hearts, the turn-up's suit, in round 1; West said contra. North took all five tricks. What does North receive in all?",
                hint: "Add: B from the pot, the match bonus from each of the others, West’s revolt payment — trump is the turn-up's suit.",
                why: "2 from the pot, 2 from each of the three others for the match (doubled: trump is the turn-up's suit), and 2 from West, an active player with no trick: 2 + 6 + 2 = 10.",
            },
            StepText {
                ask: "B is 2. East named clubs in round 2 (hearts were turned up) and took no trick; nobody said contra. What does East lose?",
                hint: "He lost the deal, and he is revolted.",
                why: "2 into the pot for the lost deal, and 1 to each of the three others for the revolt (not doubled: clubs are not the turn-up's suit): 5.",
            },
            StepText {
                ask: "B is 1. North announced match in spades and won the deal — but with 3 tricks, not 5. What does North get in all?",
                hint: "He won the deal, but a match announced and not made costs 2 to each of the others.",
                why: "+1 from the pot for winning, −2 to each of the three others for the failed match: 1 − 6 = −5.",
            },
        ],
    },
    // 6. A guided first deal.
    LessonText {
        title: "A guided first deal",
        intro: "A whole deal against three bots. You speak first and lead the first trick. At each of your turns the Hard bot's hint says what it would do, and why; a card or a bid the rules refuse is refused with its reason. Play as you like: the lesson is done when the deal is over.",
        steps: &[
            StepText {
                ask: "Play the deal to its end. Your turn is shown below your hand.",
                hint: "Any action the rules allow is fine here; the hint is the Hard bot's choice.",
                why: "The deal is over: you have played a whole deal of Kontraspiel.",
            },
        ],
    },
];
