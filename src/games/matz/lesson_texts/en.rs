//! The words of Müller Matz's lessons in English.

use crate::i18n::learn_games::{LessonText, StepText};

pub static EN: [LessonText; 5] = [
    // 1. The first life.
    LessonText {
        title: "The first life",
        intro: "Each player holds three cards. The turned card sets trumps and lies under the stock, as its last card. In the first life each player collects a reserve: a face-down pile he will play in the second life. Each step below adds one rule.",
        steps: &[
            StepText {
                ask: "A card led to you is answered, and a card beats it if it is a higher card of its suit, or any trump against a plain card. Clubs are trump; Ben led the 7♦ to you. Beat it: tap the card.",
                hint: "A card beats the 7♦ if it is a higher diamond, or any trump.",
                why: "The K♦ is a higher diamond and the 2♣ a trump: both beat. The 7♦ and your card go face down onto your reserve, and you lead next.",
            },
            StepText {
                ask: "Whoever has just led or answered draws back up to three cards while the stock lasts. You beat with the K♦; the stock still has 20 cards. How many cards do you draw?",
                hint: "You draw back up to three cards.",
                why: "You held 3 and played 1: you draw 1, back to three.",
            },
            StepText {
                ask: "You may also answer with a card that does not beat. Ben led the A♦ to you, and nothing of yours beats it: answer with a card anyway — tap one.",
                hint: "The lesson asks you to answer with a card, not to pick up.",
                why: "Any card is allowed as an answer: a card that does not beat is a discard. Both cards still go onto your reserve, and you lead next.",
            },
            StepText {
                ask: "Instead of answering, you may pick the led card up into your hand. The same A♦ again: this time keep your cards and take the A♦ into your hand.",
                hint: "Look for the button that takes the led card.",
                why: "You now hold four cards and draw nothing: picking up draws no card, and a hand may grow beyond three. The lead passes on to the next player.",
            },
            StepText {
                ask: "You picked up the A♦. Who leads now?",
                hint: "Not the one who picked up: the next player to his left.",
                why: "Anna, the next player after you, leads: picking up gives away the lead.",
            },
            StepText {
                ask: "At your own turn you may swap the 6 or the 2 of trumps for the turned card, if the turned card is higher. Spades are trump and the K♠ is turned; you hold the 6♠. Before you answer, swap it for the K♠.",
                hint: "Look for the exchange button.",
                why: "Your 6♠ becomes the turned card and the K♠ joins your hand; you still answer the 7♦. The 2 of trumps may be swapped the same way.",
            },
            StepText {
                ask: "Leading with a hand of exactly three trumps, you may go to sleep: lay all three face down onto your reserve and draw three new cards. Hearts are trump and you lead, holding three hearts. Go to sleep.",
                hint: "Look for the button that lays your three trumps down.",
                why: "Your three trumps go face down onto your reserve, you draw three new cards, and you still lead.",
            },
            StepText {
                ask: "Back to that lead, but this time you also hold the 5♣: four cards. Try to go to sleep — then lead a card.",
                hint: "Only a hand made wholly of trumps may go to sleep, and the 5♣ is no trump: lead one of your cards.",
                why: "Going to sleep lays down the whole hand, so every card in it must be a trump — while the stock lasts, exactly three. Any card may be led.",
            },
        ],
    },
    // 2. The change of lives.
    LessonText {
        title: "The change of lives",
        intro: "Once the stock is empty, a player without cards is finished for the first life. When at most one player still holds cards, the first life ends: every reserve becomes its owner's hand for the second life, and the one player who still held cards adds them to it. The first player who finished leads the second life.",
        steps: &[
            StepText {
                ask: "The stock is empty. Anna has finished, and Ben just led you his last card, the 7♠. You beat it with the K♠ and keep the 3♣; your reserve held 4♥ 8♣ A♠. How many cards is your second-life hand?",
                hint: "Your reserve, the two cards of this answer, and the card still in your hand.",
                why: "The 7♠ and the K♠ join your reserve (5 cards); you alone still hold a card, so the first life ends and your 3♣ joins them: 6 cards.",
            },
            StepText {
                ask: "And who leads the second life?",
                hint: "The first player to finish the first life.",
                why: "Anna finished first, and her reserve holds cards: she leads.",
            },
        ],
    },
    // 3. The second life.
    LessonText {
        title: "The second life",
        intro: "In the second life you play the cards of your reserve onto one pile. Whoever is to play must beat the top card (a higher card of its suit, or a trump; on a trump only a higher trump) or pick up that top card — only that one. The pile is complete when it holds as many cards as there were players with cards when it was begun: it goes out of play, and whoever completed it leads the next one. Whoever has no cards left is out.",
        steps: &[
            StepText {
                ask: "Hearts are trump. Ben led the 9♠. Beat it: tap the card.",
                hint: "A higher spade, or a trump.",
                why: "The 10♠ and the 2♥ beat the 9♠. Unlike the first life, a card that does not beat may not be played at all.",
            },
            StepText {
                ask: "Anna led the 9♠, Ben trumped with the 5♥. Your turn: tap the card.",
                hint: "The top card is a trump: only a higher trump beats it.",
                why: "You beat the top card, the 5♥, not the 9♠ beneath it: the 7♥ is the one card that does.",
            },
            StepText {
                ask: "Ben led the 3♥, a trump. You hold A♠ 2♥. What do you do?",
                hint: "Does any card of yours beat the 3♥?",
                why: "Neither the A♠ (no trump) nor the 2♥ (a lower trump) beats the 3♥: you must pick it up. Picking up is always allowed.",
            },
            StepText {
                ask: "Three players hold cards. Anna led the 4♣, Ben beat it with the 9♣, and you beat it with the J♣. Who plays next?",
                hint: "How many cards complete this pile?",
                why: "The pile began with three players holding cards: your J♣ is its third card. It goes out of play, and you, who completed it, lead the next one.",
            },
        ],
    },
    // 4. Who loses, and the Matz tally.
    LessonText {
        title: "Who loses, and the Matz tally",
        intro: "Players go out in the order they shed their last card; the game ends as soon as at most one player holds cards, and that player is the Müller Matz: he loses the game, scores one Matz point and deals the next game. The first to reach 3 Matz points loses the match.",
        steps: &[
            StepText {
                ask: "Second life: Anna is out. You hold the J♣, Ben holds 2♦ 5♠, and you lead your J♣. Who loses the game?",
                hint: "After your lead, who still holds cards?",
                why: "You are out with your last card; only Ben holds cards, so the game ends at once — the pile does not matter — and Ben is the Müller Matz.",
            },
            StepText {
                ask: "The tally: you 1, Anna 2, Ben 0. In this game Ben went out first, you second, and Anna was left with cards. How many Matz points has Anna now?",
                hint: "Only the loser of a game scores, one point.",
                why: "Anna lost this game: 2 + 1 = 3 Matz points. She is the first to reach 3, so the match is over and she has lost it.",
            },
        ],
    },
    // 5. A guided first game at three players.
    LessonText {
        title: "A guided first game",
        intro: "A whole game at three players, against Anna and Ben, two bots. You lead first. At each of your turns the Hard bot's hint says what it would do, and why; an action the rules refuse is refused with its reason. Play as you like: the lesson is done when the game is over.",
        steps: &[
            StepText {
                ask: "Play the game to its end. Your turn is shown below your hand.",
                hint: "Any action the rules allow is fine here; the hint is the Hard bot's choice.",
                why: "The game is over: you have played both lives of a whole game of Müller Matz.",
            },
        ],
    },
];

/// The labels of a tally position: the Matz points before the game, and its places.
pub const TALLY: [&str; 2] = ["Matz points before this game", "This game’s places"];
