//! A match: games one after another, scored by the Matz tally or place points (§8), the
//! loser (or the next seat) dealing the next game (§3.1).
//!
//! The match owns the game being played and changes only through checked transitions
//! ([`Match::start_game`], [`Match::apply`]); a finished game is scored at once.

use crate::action::Action;
use crate::error::RuleError;
use crate::game::Game;
use crate::rules::{Dealing, Rules, Scoring};
use cards::{Card, Seat};

/// A finished game with the tally after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedGame {
    pub game: Game,
    /// Matz points (or place points) per seat after this game.
    pub tally_after: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    rules: Rules,
    tally: Vec<u32>,
    history: Vec<PlayedGame>,
    current: Option<Game>,
    next_dealer: Option<Seat>,
}

impl Match {
    pub fn new(rules: Rules) -> Match {
        Match {
            rules,
            tally: vec![0; rules.players()],
            history: vec![],
            current: None,
            next_dealer: None,
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Matz points per seat (place points under that variant).
    pub fn tally(&self) -> &[u32] {
        &self.tally
    }

    pub fn history(&self) -> &[PlayedGame] {
        &self.history
    }

    /// The game being played, if one is.
    pub fn current(&self) -> Option<&Game> {
        self.current.as_ref()
    }

    /// Who must deal the next game (None before the first: anyone may, drawn at random).
    pub fn next_dealer(&self) -> Option<Seat> {
        self.next_dealer
    }

    pub fn is_over(&self) -> bool {
        match self.rules.scoring {
            Scoring::Matz { target } => self.tally.iter().any(|&t| t >= target as u32),
            Scoring::PlacePoints { games } => self.history.len() >= games as usize,
        }
    }

    /// Seats from best to worst by the tally so far (fewest Matz points, or most place
    /// points); ties go to the better place in the last game.
    pub fn standings(&self) -> Vec<Seat> {
        let n = self.rules.players();
        let last_place = |s: Seat| {
            self.history
                .last()
                .and_then(|p| p.game.table().places().place_of(s))
                .unwrap_or(s.index() + 1)
        };
        let mut seats: Vec<Seat> = Seat::all(n).collect();
        match self.rules.scoring {
            Scoring::Matz { .. } => seats.sort_by_key(|&s| (self.tally[s.index()], last_place(s))),
            Scoring::PlacePoints { .. } => {
                seats.sort_by_key(|&s| (std::cmp::Reverse(self.tally[s.index()]), last_place(s)))
            }
        }
        seats
    }

    /// The seat that lost the match, once it is over (the last of the standings).
    pub fn match_loser(&self) -> Option<Seat> {
        if self.is_over() {
            self.standings().last().copied()
        } else {
            None
        }
    }

    fn check_can_start(&self, dealer: Seat) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::MatchOver);
        }
        if self.current.is_some() {
            return Err(RuleError::GameInProgress);
        }
        if dealer.index() >= self.rules.players() {
            return Err(RuleError::NoSuchSeat { seat: dealer });
        }
        match self.next_dealer {
            Some(expected) if expected != dealer => Err(RuleError::WrongDealer {
                given: dealer,
                expected,
            }),
            _ => Ok(()),
        }
    }

    /// Starts a game dealt by `dealer` from `pack` (the whole pack in dealing order).
    pub fn start_game(&mut self, dealer: Seat, pack: Vec<Card>) -> Result<&Game, RuleError> {
        self.check_can_start(dealer)?;
        let game = Game::deal(self.rules, dealer, pack)?;
        Ok(self.current.insert(game))
    }

    /// Starts the next game from a seed, dealt by the seat the rules give (`first_dealer`
    /// for the match's first game).
    pub fn start_shuffled_game(
        &mut self,
        first_dealer: Seat,
        seed: u64,
    ) -> Result<&Game, RuleError> {
        let dealer = self.next_dealer.unwrap_or(first_dealer);
        self.check_can_start(dealer)?;
        let game = Game::shuffled(self.rules, dealer, seed)?;
        Ok(self.current.insert(game))
    }

    /// Applies an action by `seat` in the current game; scores a finished game.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        let missing = if self.is_over() {
            RuleError::MatchOver
        } else {
            RuleError::NoGame
        };
        let game = self.current.as_mut().ok_or(missing)?;
        game.apply(seat, action)?;
        if game.is_over() {
            self.finish_game();
        }
        Ok(())
    }

    fn finish_game(&mut self) {
        let game = self.current.take().expect("a finished game");
        let n = self.rules.players();
        let places = game.table().places();
        let loser = places.last().expect("a finished game has a loser");
        self.tally = tally_after(self.rules.scoring, &self.tally, &places.to_vec());
        self.next_dealer = Some(match self.rules.dealing {
            Dealing::Loser => loser,
            Dealing::Left => game.dealer().next(n),
        });
        self.history.push(PlayedGame {
            game,
            tally_after: self.tally.clone(),
        });
    }
}

/// The tally after a game with these places (place 1 first, the loser last): the loser
/// scores one Matz point, or place i of N scores N − i place points.
pub fn tally_after(scoring: Scoring, tally: &[u32], places: &[Seat]) -> Vec<u32> {
    let mut tally = tally.to_vec();
    let n = places.len();
    match scoring {
        Scoring::Matz { .. } => {
            if let Some(loser) = places.last() {
                tally[loser.index()] += 1;
            }
        }
        Scoring::PlacePoints { .. } => {
            for (i, s) in places.iter().enumerate() {
                tally[s.index()] += (n - 1 - i) as u32;
            }
        }
    }
    tally
}
