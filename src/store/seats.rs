//! Friends at one device, for every game: who plays each seat besides the device's owner
//! (seat 0, always a person), and whose hand the table may show. Pure Rust, tested natively.
//!
//! The device goes round: before a person's turn the table is covered until that person
//! says they hold the device, so that no one sees another hand.
//!
//! Also where Konter a Matt's table of four draws each seat and what sentences call it
//! ([`Seating`], [`Who`]): the texts name seats by these, never by a storage type.

use crate::engine::{Direction, Seat};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The device's owner always holds seat 0 (team A, South; at the bottom of the screen
/// unless a friend at the device is looking, see [`Seating`]).
pub const PERSON: Seat = Seat::ALL[0];

/// Who plays a seat besides the device's owner.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    #[default]
    Bot,
    /// Someone at the table with the owner: the device is passed round.
    Person,
    /// A friend on their own device, invited when the match starts (the module games).
    Online,
}

/// The most seats besides the owner's a game has (eight players).
pub const OTHERS: usize = 7;

/// Who plays seats 1 to 7 of a game's settings; a game of fewer players reads the first
/// ones. Stored as a list up to its last person (`["bot","person"]`), absent while every
/// seat is a bot, so that the settings of a table of bots read and write as before.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Others([Player; OTHERS]);

impl Others {
    /// Who plays seat `seat` (0 is the owner, a person; a seat beyond the list is a bot).
    pub fn get(&self, seat: usize) -> Player {
        match seat {
            0 => Player::Person,
            s => self.0.get(s - 1).copied().unwrap_or_default(),
        }
    }

    /// Sets who plays seat `seat` (1 to 7; the owner's seat and others are left as they are).
    pub fn set(&mut self, seat: usize, player: Player) {
        if let Some(p) = seat.checked_sub(1).and_then(|i| self.0.get_mut(i)) {
            *p = player;
        }
    }

    /// The seats of a table of `players` a friend plays from their own device.
    pub fn online(&self, players: usize) -> Vec<usize> {
        (1..players).filter(|&s| self.get(s) == Player::Online).collect()
    }

    pub fn is_person(&self, seat: usize) -> bool {
        self.get(seat) == Player::Person
    }

    /// Whether more than the owner plays at a table of `players` seats.
    pub fn friends(&self, players: usize) -> bool {
        (1..players).any(|s| self.is_person(s))
    }

    pub fn all_bots(&self) -> bool {
        self.0 == [Player::Bot; OTHERS]
    }
}

impl Serialize for Others {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let last = self.0.iter().rposition(|&p| p != Player::Bot).map_or(0, |i| i + 1);
        self.0[..last].serialize(s)
    }
}

impl<'de> Deserialize<'de> for Others {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Others, D::Error> {
        let list = Vec::<Player>::deserialize(d)?;
        if list.len() > OTHERS {
            return Err(serde::de::Error::custom(format!("at most {OTHERS} seats besides the owner's")));
        }
        let mut others = Others::default();
        others.0[..list.len()].copy_from_slice(&list);
        Ok(others)
    }
}

/// The person the device must be passed to before the table may be drawn: the person to
/// act, when friends play and someone else may be looking (whoever last saw the table, or
/// nobody known, as after a reload or at a new match).
pub fn cover(friends: bool, person_to_act: Option<usize>, looking: Option<usize>) -> Option<usize> {
    person_to_act.filter(|&seat| friends && looking != Some(seat))
}

/// The seat whose hand the table shows: the owner's when no friend plays; with friends the
/// person who last took the device, or none (the table then shows no hand) while nobody
/// is known to hold it.
pub fn viewer(friends: bool, looking: Option<usize>) -> Option<usize> {
    if friends {
        looking
    } else {
        Some(OWNER)
    }
}

/// The owner's seat in the module games: seat 0, at the bottom of the table.
pub const OWNER: usize = 0;

// ── The table of four as Konter a Matt draws and names it ──────────────────

/// Where a seat is drawn, seen from the person at the bottom.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Bottom,
    Left,
    Top,
    Right,
}

/// The place of `seat` on screen. The person (seat 0) is at the bottom and the partner
/// (seat 2) at the top. Play clockwise (seen from above: bottom → left → top → right)
/// puts seat 1, who plays after the person, on the person's **left**; anticlockwise
/// puts it on the right.
pub fn place_of(seat: Seat, direction: Direction) -> Place {
    match (seat.index(), direction) {
        (0, _) => Place::Bottom,
        (2, _) => Place::Top,
        (1, Direction::Clockwise) | (3, Direction::Anticlockwise) => Place::Left,
        _ => Place::Right,
    }
}

/// A seat as sentences name it: the person looking at the table ("You"), or a seat by
/// its compass point. The owner (seat 0) is South, the others are West, North and East as
/// their places are seen from South ([`compass`]): with the owner alone at the table,
/// exactly the names of the places they sit at.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Who {
    You,
    West,
    North,
    East,
    South,
}

/// The compass point of `seat` (seat 0 South; the others by their place seen from South).
pub fn compass(seat: Seat, direction: Direction) -> Who {
    match place_of(seat, direction) {
        Place::Bottom => Who::South,
        Place::Left => Who::West,
        Place::Top => Who::North,
        Place::Right => Who::East,
    }
}

/// How the table shows the seats to whoever looks at it: who sits at the bottom (the
/// others around in the direction of play, the partner on top) and whom sentences call
/// "You".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    pub direction: Direction,
    /// The seat drawn at the bottom.
    pub bottom: Seat,
    /// The seat called "You"; None: every seat by its compass point.
    pub you: Option<Seat>,
}

impl Seating {
    /// The owner at the bottom, called "You": the table of a person alone with the bots.
    pub fn owner(direction: Direction) -> Seating {
        Seating { direction, bottom: PERSON, you: Some(PERSON) }
    }

    /// Where `seat` is drawn.
    pub fn place(self, seat: Seat) -> Place {
        place_of(Seat::ALL[(seat.index() + 4 - self.bottom.index()) % 4], self.direction)
    }

    /// The seat drawn at `place`.
    pub fn seat_at(self, place: Place) -> Seat {
        Seat::ALL.into_iter().find(|&s| self.place(s) == place).unwrap_or(self.bottom)
    }

    /// What sentences call `seat`.
    pub fn who(self, seat: Seat) -> Who {
        if self.you == Some(seat) {
            Who::You
        } else {
            compass(seat, self.direction)
        }
    }
}

/// No seat but the owner's is played by a person (the settings and saves of before
/// there were friends at the table).
pub fn all_bots(players: &[Player; 3]) -> bool {
    *players == [Player::Bot; 3]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_always_plays_and_seats_beyond_the_list_are_bots() {
        let mut o = Others::default();
        assert!(o.is_person(0) && !o.is_person(1) && !o.is_person(9));
        assert!(!o.friends(8));
        o.set(3, Player::Person);
        o.set(0, Player::Bot);
        o.set(8, Player::Person);
        assert!(o.is_person(0) && o.is_person(3));
        assert!(o.friends(4) && !o.friends(3), "a table of three has no seat 3");
    }

    #[test]
    fn stored_up_to_the_last_person_and_read_back() {
        let mut o = Others::default();
        assert_eq!(serde_json::to_string(&o).unwrap(), "[]");
        o.set(2, Player::Person);
        let text = serde_json::to_string(&o).unwrap();
        assert_eq!(text, r#"["bot","person"]"#);
        assert_eq!(serde_json::from_str::<Others>(&text).unwrap(), o);
        assert!(serde_json::from_str::<Others>(r#"["bot","bot","bot","bot","bot","bot","bot","bot"]"#).is_err());
        assert!(serde_json::from_str::<Others>(r#"["friend"]"#).is_err());
        assert!(serde_json::from_str::<Others>("7").is_err());
    }

    #[test]
    fn a_friend_online_is_stored_and_old_settings_read_as_before() {
        let mut o = Others::default();
        o.set(2, Player::Online);
        let text = serde_json::to_string(&o).unwrap();
        assert_eq!(text, r#"["bot","online"]"#);
        assert_eq!(serde_json::from_str::<Others>(&text).unwrap(), o);
        assert_eq!(o.online(4), vec![2]);
        assert_eq!(o.online(2), Vec::<usize>::new(), "a table of two has no seat 2");
        // A friend online is not at this device: the table is never covered for them.
        assert!(!o.is_person(2) && !o.friends(4));
        // Settings written before the third choice read the same.
        let old: Others = serde_json::from_str(r#"["person","bot","person"]"#).unwrap();
        assert!(old.is_person(1) && old.is_person(3) && old.online(4).is_empty());
    }

    #[test]
    fn the_table_is_covered_until_the_person_to_act_holds_the_device() {
        // A bot to act: nothing to cover.
        assert_eq!(cover(true, None, None), None);
        // Nobody known to look (a new match, a reload): covered for the person to act.
        assert_eq!(cover(true, Some(0), None), Some(0));
        // Someone else looked last.
        assert_eq!(cover(true, Some(2), Some(0)), Some(2));
        // The person to act holds the device.
        assert_eq!(cover(true, Some(2), Some(2)), None);
        // Alone with the bots: never covered.
        assert_eq!(cover(false, Some(0), None), None);
    }

    #[test]
    fn the_table_shows_the_hand_of_who_holds_the_device() {
        assert_eq!(viewer(false, None), Some(0));
        assert_eq!(viewer(true, None), None);
        assert_eq!(viewer(true, Some(3)), Some(3));
    }
}
