//! The translation table (`src/i18n/`): no empty text, card names right, every
//! parametrised text says something for every value it can get, and French, German and
//! Luxembourgish really translated (no English left, no bare keys, plurals and verbs right).

use konter_a_matt::bot::Level;
use konter_a_matt::engine::{Announcement, Card, Direction, Outcome, Rank, StannerRule, Suit, Team};
use konter_a_matt::i18n::{language_file, language_file_path, load_language, texts, Lang, Texts, Voice, DE, EN, FR, LB};
use konter_a_matt::store::{Speed, Theme};
use konter_a_matt::store::seats::Who;

const PLACES: [Who; 5] = [Who::You, Who::West, Who::North, Who::East, Who::South];
const VOICES: [Voice; 2] = [Voice::We, Voice::Seats];
const OUTCOMES: [Outcome; 3] = [Outcome::TrumpTeam, Outcome::Defenders, Outcome::Stanner];
const STANNERS: [StannerRule; 3] = [StannerRule::Carry, StannerRule::W, StannerRule::Simple];

fn check(what: &str, text: &str) {
    assert!(!text.trim().is_empty(), "{what} is empty");
    assert_eq!(text.trim(), text, "{what} has stray spaces: {text:?}");
    assert!(!text.contains("  "), "{what} has a double space: {text:?}");
}

/// Every text of a language, with every parameter value worth trying.
fn all_texts(t: &Texts) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = vec![];
    let mut add = |what: &str, text: String| out.push((what.to_string(), text));
    for (what, s) in t.words() {
        add(what, s.to_string());
    }
    for p in PLACES {
        add("seat_name", t.seat_name(p).into());
        add("cards_left", t.cards_left(p, 3));
        add("is_to_play", t.is_to_play(p));
        add("choosing_trump", t.choosing_trump(p));
        add("thinking", t.thinking(p));
        add("reason_not_your_turn", t.reason_not_your_turn(p));
        for q in PLACES {
            add("deals", t.deals(p, q));
            add("trick_led_won", t.trick_led_won(p, q));
        }
        for s in Suit::ALL {
            add("named_trump", t.named_trump(p, s));
            for v in VOICES {
                add("summary_trump", t.summary_trump(p, s, true, v));
                add("summary_trump", t.summary_trump(p, s, false, v));
            }
        }
        add("who_plays", t.who_plays(p));
        add("pass_device", t.pass_device(p));
        add("show_my_cards", t.show_my_cards(p));
        for a in Announcement::ALL {
            add("announced", t.announced(p, a));
            add("value_announcement", t.value_announcement(p, a));
        }
        for c in Card::all() {
            add("plays", t.plays(p, c));
        }
        for pts in [0, 1, 11] {
            add("wins_trick", t.wins_trick(p, pts));
        }
    }
    for team in [Team::A, Team::B] {
        for v in VOICES {
            add("team_name", t.team_name(team, v).into());
            for n in [1, 2] {
                add("summary_struck", t.summary_struck(team, n, v));
                add("summary_added", t.summary_added(team, n, v));
            }
            add("lee_team_summary", t.lee_team_summary(t.team_name(team, v), 7, 4, 0));
        }
    }
    for s in Suit::ALL {
        add("suit_name", t.suit_name(s).into());
        add("name_trump", t.name_trump(s));
        add("reason_must_follow", t.reason_must_follow(s, "A♥"));
        add("hint_trump", t.hint_trump(s));
        for any in [false, true] {
            add("your_turn_follow", t.your_turn_follow(Some(s), any));
        }
        add("trump_order_caption", t.trump_order_caption(s, 8));
    }
    for any in [false, true] {
        add("your_turn_follow", t.your_turn_follow(None, any));
    }
    for p in [0, 64, 100] {
        add("hint_chance", t.hint_chance(p));
    }
    add("reason_must_trump", t.reason_must_trump("Q♥"));
    for c in Card::all() {
        add("card_name", t.card_name(c));
        add("hint_play", t.hint_play(c));
        if let Some(label) = t.matador_label(c) {
            add("matador_label", label.into());
        }
        add("rank_label", t.rank_label(c.rank()).into());
    }
    for a in Announcement::ALL {
        add("announcement_name", t.announcement_name(a).into());
        add("announce", t.announce(a));
        add("hint_announce", t.hint_announce(a));
    }
    for l in [Level::Easy, Level::Medium, Level::Hard] {
        add("level_name", t.level_name(l).into());
        add("bot_label", t.bot_label(l));
    }
    for s in Speed::ALL {
        add("speed_name", t.speed_name(s).into());
    }
    for d in [Direction::Clockwise, Direction::Anticlockwise] {
        add("direction_name", t.direction_name(d).into());
    }
    for r in STANNERS {
        add("stanner_name", t.stanner_name(r).into());
        add("stanner_help", t.stanner_help(r).into());
        for o in OUTCOMES {
            for v in VOICES {
                add("summary_why", t.summary_why(o, true, r, v));
                add("summary_why", t.summary_why(o, false, r, v));
            }
        }
    }
    for th in [Theme::System, Theme::Light, Theme::Dark] {
        add("theme_name", t.theme_name(th).into());
    }
    for n in [9u8, 11, 5] {
        add("start_dashes_name", t.start_dashes_name(konter_a_matt::i18n::DashesChoice(n)));
        add("lee_help", t.lee_help(n));
    }
    for v in VOICES {
        for o in OUTCOMES {
            add("summary_title", t.summary_title(3, Some(o), true, v));
            add("summary_title", t.summary_title(3, Some(o), false, v));
        }
        add("summary_title", t.summary_title(3, None, true, v));
        add("dashes_left", t.dashes_left([9, 11], v));
        add("card_points_label", t.card_points_label([14, 9], v));
        add("summary_points", t.summary_points([25, 15], [4, 2], v));
        add("value_no_trick", t.value_no_trick(true, v));
        add("value_no_trick", t.value_no_trick(false, v));
        add("match_won_by", t.match_won_by(true, v));
        add("match_won_by", t.match_won_by(false, v));
        add("series_tally", t.series_tally([2, 1], v));
    }
    add("deal_number", t.deal_number(1));
    add("points_count", t.points_count(1));
    add("points_count", t.points_count(7));
    add("trick_number", t.trick_number(6));
    add("stake_pending", t.stake_pending(2));
    add("summary_stake_carried", t.summary_stake_carried(2));
    add("after_deals", t.after_deals(1));
    add("stats_rate", t.stats_rate(Some(60)));
    add("stats_rate", t.stats_rate(None));
    for saved in konter_a_matt::store::Saved::ALL {
        add("corrupt_saved", t.corrupt_saved(saved, "konter-a-matt:backup:1:match"));
    }
    add("import_failed", t.import_failed("not JSON"));
    add("import_unreadable", t.import_unreadable.into());
    for (what, e) in record_errors() {
        add(what, t.record_error(&e));
    }
    for (what, e) in rule_errors() {
        add(what, t.rule_error(&e));
    }
    for section in t.rules_sections {
        add("rules heading", section.heading.into());
        for p in section.paragraphs {
            add("rules paragraph", p.to_string());
        }
    }
    for game in konter_a_matt::games::Game::ALL {
        add("game_line", t.game_line(game).into());
    }
    out
}

#[test]
fn no_text_is_empty_in_any_language() {
    for lang in Lang::ALL {
        let all = all_texts(texts(lang));
        assert!(all.len() > 500, "{lang:?}: only {} texts checked", all.len());
        for (what, text) in all {
            check(&format!("{lang:?} {what}"), &text);
        }
    }
}

#[test]
fn card_names_are_right() {
    let name = |code: &str| EN.card_name(Card::parse(code).unwrap());
    assert_eq!(name("AS"), "Ace of Spades");
    assert_eq!(name("QH"), "Queen of Hearts");
    assert_eq!(name("TC"), "Ten of Clubs");
    assert_eq!(name("9D"), "Nine of Diamonds");
    assert_eq!(name("KD"), "King of Diamonds");
    assert_eq!(name("JS"), "Jack of Spades");
    // 24 different names, each the engine's own English name.
    let names: std::collections::HashSet<String> = Card::all().map(|c| EN.card_name(c)).collect();
    assert_eq!(names.len(), 24);
    for c in Card::all() {
        assert_eq!(EN.card_name(c), c.name());
    }
}

#[test]
fn accessible_names_are_the_agreed_ones() {
    assert_eq!(EN.name_trump(Suit::Hearts), "Name Hearts as trump");
    assert_eq!(EN.name_trump(Suit::Spades), "Name Spades as trump");
    assert_eq!(EN.announce(Announcement::Matt), "Announce Matt");
    assert_eq!(EN.announce(Announcement::Konter), "Announce Konter");
    assert_eq!(EN.announce(Announcement::KonterAMatt), "Announce Konter a Matt");
    assert_eq!(EN.plays(Who::West, Card::parse("QH").unwrap()), "West plays the Queen of Hearts");
    assert_eq!(EN.plays(Who::You, Card::parse("AS").unwrap()), "You play the Ace of Spades");
    assert_eq!(EN.reason_must_follow(Suit::Hearts, "A♥"), "Hearts were led: play Hearts or a trump — A♥ is one");
    assert_eq!(EN.reason_must_trump("Q♥"), "Trump was led: play a trump — Q♥ is one");
    for (text, want) in [
        (EN.new_match, "New match"), (EN.revenge, "Revenge"), (EN.next_deal, "Next deal"),
        (EN.settings, "Settings"), (EN.rules, "Rules"), (EN.statistics, "Statistics"), (EN.hint, "Hint"),
        (EN.undo, "Undo"), (EN.export_match, "Export match"), (EN.import_match, "Import match"),
        (EN.last_trick, "Last trick"),
    ] {
        assert_eq!(text, want);
    }
}

#[test]
fn every_language_answers() {
    for lang in Lang::ALL {
        assert!(!lang.code().is_empty());
        assert_eq!(texts(lang).app_title, "Konter a Matt");
    }
}

/// The three translations, beside English.
fn translations() -> [(Lang, &'static Texts); 3] {
    [(Lang::Fr, &FR), (Lang::De, &DE), (Lang::Lb, &LB)]
}

fn card(code: &str) -> Card {
    Card::parse(code).unwrap()
}

#[test]
fn each_language_gets_its_own_texts() {
    assert!(std::ptr::eq(texts(Lang::En), &EN));
    assert!(std::ptr::eq(texts(Lang::Fr), &FR));
    assert!(std::ptr::eq(texts(Lang::De), &DE));
    assert!(std::ptr::eq(texts(Lang::Lb), &LB));
}

#[test]
fn the_queen_of_spades_has_her_native_names() {
    let q = Card::new(Suit::Spades, Rank::Queen);
    for (lang, want) in [
        (Lang::En, "Queen of Spades"),
        (Lang::Fr, "Dame de pique"),
        (Lang::De, "Pik-Dame"),
        (Lang::Lb, "Schëppen-Damm"),
    ] {
        assert_eq!(texts(lang).card_name(q), want, "{lang:?}");
    }
}

#[test]
fn translated_card_names_are_natural() {
    for (t, code, want) in [
        (&FR, "AH", "As de cœur"),
        (&FR, "KD", "Roi de carreau"),
        (&FR, "JC", "Valet de trèfle"),
        (&FR, "TS", "Dix de pique"),
        (&FR, "9D", "Neuf de carreau"),
        (&DE, "AH", "Herz-Ass"),
        (&DE, "KS", "Pik-König"),
        (&DE, "JC", "Kreuz-Bube"),
        (&DE, "TD", "Karo-Zehn"),
        (&DE, "9H", "Herz-Neun"),
        (&LB, "AH", "Häerz-As"),
        (&LB, "KD", "Karo-Kinnek"),
        (&LB, "JC", "Kräiz-Bouf"),
        (&LB, "TS", "Schëppen-Zéng"),
        (&LB, "9C", "Kräiz-Néng"),
    ] {
        assert_eq!(t.card_name(card(code)), want);
    }
    for (lang, t) in translations() {
        let names: std::collections::HashSet<String> = Card::all().map(|c| t.card_name(c)).collect();
        assert_eq!(names.len(), 24, "{lang:?}: card names are not all different");
        for c in Card::all() {
            let name = t.card_name(c).to_lowercase();
            assert!(name.contains(&t.suit_name(c.suit()).to_lowercase()), "{lang:?}: {name} lacks its suit");
            assert_ne!(t.card_name(c), EN.card_name(c), "{lang:?}: {name} is the English name");
        }
    }
}

#[test]
fn trump_buttons_are_translated_and_name_the_suit() {
    assert_eq!(FR.name_trump(Suit::Hearts), "Choisir cœur comme atout");
    assert_eq!(DE.name_trump(Suit::Hearts), "Herz als Trumpf wählen");
    assert_eq!(LB.name_trump(Suit::Hearts), "Häerz als Tromp nennen");
    for (lang, t) in translations() {
        let names: std::collections::HashSet<String> = Suit::ALL.into_iter().map(|s| t.name_trump(s)).collect();
        assert_eq!(names.len(), 4, "{lang:?}: trump buttons must have different names");
        for s in Suit::ALL {
            let name = t.name_trump(s);
            assert_ne!(name, EN.name_trump(s), "{lang:?}: trump button left in English");
            assert!(
                name.to_lowercase().contains(&t.suit_name(s).to_lowercase()),
                "{lang:?}: {name:?} does not name {}",
                t.suit_name(s)
            );
            assert!(t.hint_trump(s).to_lowercase().contains(&t.suit_name(s).to_lowercase()));
        }
        for a in Announcement::ALL {
            let name = t.announce(a);
            assert_ne!(name, EN.announce(a), "{lang:?}: announce button left in English");
            assert!(name.contains(t.announcement_name(a)), "{lang:?}: {name:?}");
        }
    }
}

#[test]
fn translations_have_every_text_and_no_english_or_keys_left() {
    let english = all_texts(&EN);
    for (lang, t) in translations() {
        let all = all_texts(t);
        assert_eq!(all.len(), english.len(), "{lang:?}");
        for ((what, text), (_, en)) in all.iter().zip(&english) {
            // A bare key: the field's own name, or any snake_case identifier.
            assert_ne!(text, what, "{lang:?} {what} is its own key");
            for word in text.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
                assert!(
                    !(word.contains('_') && word.chars().any(|c| c.is_ascii_lowercase())),
                    "{lang:?} {what} looks like an untranslated key: {text:?}"
                );
            }
            // Every sentence (four words or more) differs from the English one.
            if en.split_whitespace().count() >= 4 {
                assert_ne!(text, en, "{lang:?} {what} is still English");
            }
        }
        for (what, s) in [
            ("tagline", t.tagline),
            ("start_intro", t.start_intro),
            ("choose_trump_help", t.choose_trump_help),
            ("practice_help", t.practice_help),
            ("trump_order_help", t.trump_order_help),
            ("storage_blocked", t.storage_blocked),
            ("abandon_help", t.abandon_help),
            ("new_match", t.new_match),
            ("next_deal", t.next_deal),
            ("settings", t.settings),
            ("last_trick", t.last_trick),
        ] {
            let en = all_texts(&EN).into_iter().find(|(w, _)| w == what).unwrap().1;
            assert_ne!(s, en, "{lang:?} {what} is still English");
        }
    }
}

#[test]
fn rules_page_is_translated_section_by_section() {
    for (lang, t) in translations() {
        assert_ne!(t.rules_title, EN.rules_title);
        assert_eq!(t.rules_sections.len(), EN.rules_sections.len(), "{lang:?}");
        for (ours, en) in t.rules_sections.iter().zip(EN.rules_sections) {
            assert_ne!(ours.heading, en.heading, "{lang:?}");
            assert_eq!(ours.paragraphs.len(), en.paragraphs.len(), "{lang:?} {}", ours.heading);
            for (p, e) in ours.paragraphs.iter().zip(en.paragraphs) {
                assert_ne!(p, e, "{lang:?}");
            }
        }
        // The game's own words stay, explained.
        let page: String = t.rules_sections.iter().flat_map(|s| s.paragraphs.iter().copied()).collect();
        for word in ["Tromp", "Streech", "Stéch", "Stänner", "Konter", "Matt", "Lee"] {
            assert!(page.contains(word), "{lang:?} rules page never says {word}");
        }
    }
}

#[test]
fn plurals_are_right() {
    use Voice::We;
    for (t, one, two) in [
        (&EN, "1 point", "2 points"),
        (&FR, "1 point", "2 points"),
        (&DE, "1 Punkt", "2 Punkte"),
        (&LB, "1 Punkt", "2 Punkten"),
    ] {
        assert_eq!(t.points_count(1), one);
        assert_eq!(t.points_count(2), two);
    }
    // French counts zero in the singular.
    assert_eq!(FR.points_count(0), "0 point");
    assert_eq!(FR.cards_left(Who::West, 1), "Ouest\u{a0}: 1 carte");
    assert_eq!(DE.cards_left(Who::West, 1), "West: 1 Karte");
    assert_eq!(DE.cards_left(Who::West, 3), "West: 3 Karten");
    assert_eq!(LB.cards_left(Who::West, 3), "Westen: 3 Kaarten");
    assert_eq!(FR.summary_struck(Team::A, 1, We), "Nous rayons 1 trait.");
    assert_eq!(FR.summary_added(Team::B, 2, We), "Ils ajoutent 2 traits.");
    assert_eq!(DE.summary_struck(Team::A, 1, We), "Wir streichen 1 Strich.");
    assert_eq!(DE.summary_struck(Team::B, 3, We), "Die Gegner streichen 3 Striche.");
    assert_eq!(LB.summary_struck(Team::A, 1, We), "Mir sträichen 1 Strich duerch.");
    assert_eq!(LB.summary_struck(Team::A, 3, We), "Mir sträichen 3 Stréch duerch.");
    // The Luxembourgish n-rule: „véier“ drops the n of „sträichen“.
    // The other team is „d’Géigner“: „Si“ would read as „she“ or the polite „you“.
    assert_eq!(LB.summary_struck(Team::B, 4, We), "D’Géigner sträiche 4 Stréch duerch.");
    assert_eq!(LB.summary_added(Team::B, 2, We), "D’Géigner kréien 2 Stréch dobäi.");
    // One trick is „engem Stéch“ after „aus“; none is „ouni Stéch“.
    assert_eq!(LB.summary_points([25, 15], [4, 1], We), "Eis Ekipp huet 25 Punkten aus 4 Stéch gemaach, déi aner 15 Punkten aus engem Stéch.");
    assert_eq!(LB.summary_points([40, 0], [6, 0], We), "Eis Ekipp huet 40 Punkten aus 6 Stéch gemaach, déi aner 0 Punkten ouni Stéch.");
    // The Lee's rows and every sentence agree on „die Gegner“.
    assert_eq!(DE.team_name(Team::B, We), "Gegner");
    assert_eq!(DE.summary_points([25, 15], [4, 1], We), "Wir haben 25 Punkte in 4 Stichen gemacht, die Gegner 15 Punkte in 1 Stich.");
    assert_eq!(DE.after_deals(1), "Die Partie endete nach 1 Runde.");
    assert_eq!(LB.after_deals(9), "D’Partie war no 9 Ronnen eriwwer.");
}

#[test]
fn verbs_agree_with_the_seat() {
    use Voice::We;
    for (t, you, west, other) in [
        (&FR, "Vous jouez l’as de pique", "Ouest joue la dame de cœur", (Who::East, "JC", "Est joue le valet de trèfle")),
        (&DE, "Du spielst das Pik-Ass", "West spielt die Herz-Dame", (Who::East, "JC", "Ost spielt den Kreuz-Buben")),
        (&LB, "Du spills d’Schëppen-As", "Westen spillt d’Häerz-Damm", (Who::North, "JC", "Norden spillt de Kräiz-Bouf")),
    ] {
        assert_eq!(t.plays(Who::You, card("AS")), you);
        assert_eq!(t.plays(Who::West, card("QH")), west);
        assert_eq!(t.plays(other.0, card(other.1)), other.2);
    }
    assert_eq!(FR.wins_trick(Who::You, 1), "Vous remportez le pli (1 point)");
    assert_eq!(FR.wins_trick(Who::North, 7), "Nord remporte le pli (7 points)");
    assert_eq!(DE.wins_trick(Who::You, 7), "Du gewinnst den Stich (7 Punkte)");
    assert_eq!(DE.wins_trick(Who::North, 1), "Nord gewinnt den Stich (1 Punkt)");
    assert_eq!(LB.wins_trick(Who::You, 7), "Du gewënns de Stéch (7 Punkten)");
    assert_eq!(LB.wins_trick(Who::East, 7), "Osten gewënnt de Stéch (7 Punkten)");
    assert_eq!(FR.announced(Who::You, Announcement::Matt), "Vous annoncez Matt");
    assert_eq!(DE.announced(Who::West, Announcement::Konter), "West sagt Konter an");
    assert_eq!(LB.announced(Who::You, Announcement::Matt), "Du sees Matt un");
    assert_eq!(DE.reason_must_follow(Suit::Hearts, "A♥"), "Herz ist ausgespielt: Herz bedienen oder Trumpf spielen, zum Beispiel A♥");
    for (t, you, north) in [
        (&FR, "Vous réfléchissez…", "Nord réfléchit…"),
        (&DE, "Du überlegst…", "Nord überlegt…"),
        (&LB, "Du iwwerleës…", "Norden iwwerleet…"),
    ] {
        assert_eq!(t.thinking(Who::You), you);
        assert_eq!(t.thinking(Who::North), north);
    }
    assert_eq!(DE.summary_added(Team::A, 2, We), "Wir schreiben uns 2 Striche dazu.");
    assert_eq!(DE.summary_added(Team::B, 1, We), "Die Gegner schreiben sich 1 Strich dazu.");
}

#[test]
fn french_typography() {
    for (what, text) in all_texts(&FR) {
        for bad in [" :", " ;", " !", " ?", "« ", " »", "'"] {
            assert!(!text.contains(bad), "FR {what}: {bad:?} in {text:?}");
        }
    }
}

#[test]
fn first_visit_language_follows_the_browser_with_luxembourgish_first() {
    use konter_a_matt::i18n::Lang;
    assert_eq!(Lang::from_preferences(&["fr-LU", "de", "lb", "en"]), Lang::Lb);
    assert_eq!(Lang::from_preferences(&["de-DE", "en-US"]), Lang::De);
    assert_eq!(Lang::from_preferences(&["FR"]), Lang::Fr);
    assert_eq!(Lang::from_preferences(&["it", "es"]), Lang::En);
    assert_eq!(Lang::from_preferences::<&str>(&[]), Lang::En);
    assert_eq!(Lang::from_preferences(&["pt-BR", "de-AT"]), Lang::De);
}

#[test]
fn the_chosen_language_is_remembered_in_the_settings() {
    use konter_a_matt::i18n::Lang;
    use konter_a_matt::store::{migrate_settings, Settings};
    let mut s = Settings::default();
    assert_eq!(s.lang, None);
    s.lang = Some(Lang::Lb);
    let back = migrate_settings(&s.to_json_string()).unwrap();
    assert_eq!(back.lang, Some(Lang::Lb));
    assert!(s.to_json_string().contains("\"lb\""));
}

/// index.html's loading screen shows the start screen's words before the app starts: they
/// must be the app's own, in every language (and in no other place of the page).
#[test]
fn the_loading_screen_says_what_the_start_screen_says() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html")).unwrap();
    for lang in Lang::ALL {
        let t = texts(lang);
        let code = lang.code();
        for (class, text) in [("tagline", t.tagline), ("intro", t.start_intro), ("shell-loading", t.loading)] {
            let element = format!(r#"<p class="{class} l" lang="{code}">{text}</p>"#);
            assert_eq!(html.matches(&element).count(), 1, "index.html lacks {element}");
        }
        assert!(html.contains(&format!(r#"<h2 class="start-title">{}</h2>"#, t.app_title)));
    }
}

/// Lower- and upper-case forms are written out (the app's wasm carries no Unicode case
/// tables), so check the sentences that use them.
#[test]
fn case_forms_are_written_out() {
    use Voice::We;
    assert_eq!(FR.bot_label(Level::Medium), "Bot, niveau moyen");
    assert_eq!(FR.bot_label(Level::Hard), "Bot, niveau difficile");
    assert_eq!(FR.bot_label(Level::Easy), "Bot, niveau facile");
    assert_eq!(EN.summary_struck(Team::A, 2, We), "We strike out 2 dashes.");
    assert_eq!(EN.summary_added(Team::B, 1, We), "They add 1 dash.");
}

/// The web app draws French, German and Luxembourgish from `public/lang/<code>.txt`:
/// each file must be exactly what the built-in texts write. After changing a text:
/// `KONTER_WRITE_LANG=1 cargo test --test i18n language_files` rewrites them.
#[test]
fn language_files_are_the_built_in_texts() {
    for (lang, t) in translations() {
        let want = language_file(t);
        let path = format!("{}/public/{}", env!("CARGO_MANIFEST_DIR"), language_file_path(lang));
        if std::env::var_os("KONTER_WRITE_LANG").is_some() {
            std::fs::write(&path, &want).unwrap();
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(have == want, "{path} is out of date: run KONTER_WRITE_LANG=1 cargo test --test i18n language_files");
    }
}

/// Loading a language file gives back every text: the fixed ones, the rules page, and
/// the phrases (code) of that language.
#[test]
fn a_language_file_gives_back_every_text() {
    for (lang, t) in translations() {
        for (name, text) in t.words() {
            assert!(!text.contains('\n') && !text.starts_with('\t'), "{lang:?} {name} cannot be a line of its file");
        }
        for line in t.phrase_tables().iter().flatten() {
            assert!(!line.contains('\n') && !line.starts_with('\t'), "{lang:?}: {line:?} cannot be a line of its file");
        }
        // A phrase that may say nothing (None) is an empty line, so it never says "".
        for c in Card::all() {
            assert!(t.matador_label(c) != Some(""), "{lang:?} {c:?}");
        }
        let loaded = load_language(lang, &language_file(t)).unwrap();
        assert_eq!(loaded.words(), t.words());
        assert_eq!(loaded.rules_sections.len(), t.rules_sections.len());
        for (a, b) in loaded.rules_sections.iter().zip(t.rules_sections) {
            assert_eq!((a.heading, a.paragraphs), (b.heading, b.paragraphs));
        }
        let queen = card("QH");
        assert_eq!(loaded.card_name(queen), t.card_name(queen));
        assert_eq!(loaded.plays(Who::West, queen), t.plays(Who::West, queen));
        // Every phrase, on many values of its parameters (all seats, suits, cards, …;
        // 22 counts from 0 to 255), says the same from the file's tables as from the functions.
        let differences = t.phrase_differences(loaded);
        let names: std::collections::BTreeSet<&str> = differences.iter().map(|d| d.split(':').next().unwrap_or("")).collect();
        assert!(differences.is_empty(), "{lang:?}: {} differences in {names:?}, first {:?}", differences.len(), &differences[..differences.len().min(5)]);
        // From now on `texts` answers from the loaded file (this thread's copy).
        assert!(std::ptr::eq(texts(lang), loaded));
    }
}

/// A file of another shape (cut short, an older version with fewer texts, stray lines)
/// is refused and changes nothing.
#[test]
fn a_damaged_language_file_is_refused() {
    let file = language_file(&FR);
    let words = FR.words().len();
    let keep = |n: usize| file.lines().take(n).map(|l| format!("{l}\n")).collect::<String>();
    assert!(load_language(Lang::Fr, "").is_err());
    assert!(load_language(Lang::Fr, &keep(words - 1)).is_err(), "too short");
    assert!(load_language(Lang::Fr, &keep(words)).is_err(), "no rules");
    let stray = format!("{}stray line\n{}", keep(words), &file[keep(words).len()..]);
    assert!(load_language(Lang::Fr, &stray).is_err(), "a line between the words and the rules");
    assert!(std::ptr::eq(texts(Lang::Fr), &FR), "the built-in texts stay");
}

// ── Errors: records, rules, import ───────────────────────────────────────────

use konter_a_matt::engine::record::{HandProblem, Problem, RecordError, Shape, Shown, Wrong};
use konter_a_matt::engine::{CardSet, Lane, RuleError, Seat};

fn cards(codes: &str) -> CardSet {
    codes.split(' ').map(card).collect()
}

/// Every refusal of the rules, each variant with a value or two.
fn rule_errors() -> Vec<(&'static str, RuleError)> {
    let s = |i| Seat::new(i).unwrap();
    vec![
        ("BadHands", RuleError::BadHands { dealt_twice: card("QS") }),
        ("NotYourTurn", RuleError::NotYourTurn { seat: s(1), to_act: Some(s(3)) }),
        ("NotYourTurn", RuleError::NotYourTurn { seat: s(2), to_act: None }),
        ("TrumpNotNamed", RuleError::TrumpNotNamed),
        ("TrumpAlreadyNamed", RuleError::TrumpAlreadyNamed),
        ("DealOver", RuleError::DealOver),
        ("MatchOver", RuleError::MatchOver { winner: Team::B }),
        ("DealInProgress", RuleError::DealInProgress),
        ("NoDeal", RuleError::NoDeal),
        ("NotHeld", RuleError::NotHeld { card: card("KH") }),
        ("MustFollow", RuleError::MustFollow { card: card("AD"), led: Lane::Trump, allowed: cards("QS JH") }),
        ("MustFollow", RuleError::MustFollow { card: card("AD"), led: Lane::Plain(Suit::Hearts), allowed: cards("KH TH") }),
        ("AnnouncementNotHeld", RuleError::AnnouncementNotHeld { announcement: Announcement::KonterAMatt }),
        ("AnnouncementTooLate", RuleError::AnnouncementTooLate { announcement: Announcement::Matt }),
        ("AlreadyAnnounced", RuleError::AlreadyAnnounced { previous: Announcement::Konter }),
        ("WrongDealer", RuleError::WrongDealer { given: s(0), expected: s(2) }),
    ]
}

/// Every kind of record problem, at each kind of place (none, a deal, an event with its seat).
fn record_errors() -> Vec<(&'static str, RecordError)> {
    let s = |i| Seat::new(i).unwrap();
    let at = |deal: Option<usize>, event: Option<usize>, seat: Option<usize>, problem| RecordError {
        deal,
        event,
        seat: seat.map(s),
        problem,
    };
    let mut out = vec![
        ("NotJson", at(None, None, None, Problem::NotJson { line: 3, column: 17, cut_short: false, detail: "expected value at line 3 column 17".into() })),
        ("NotJson", at(None, None, None, Problem::NotJson { line: 1, column: 40, cut_short: true, detail: "EOF while parsing an object at line 1 column 40".into() })),
        ("Incomplete", at(Some(1), None, None, Problem::Incomplete { played: 23 })),
        ("AfterEnd", at(Some(2), Some(25), Some(1), Problem::AfterEnd(konter_a_matt::engine::record::RecordEvent::Play(card("AS"))))),
        ("AlreadyWon", at(Some(4), None, None, Problem::AlreadyWon { winner: Team::A, after: 3 })),
    ];
    for shape in [
        Shape::NotAnObject, Shape::FormatMissing, Shape::VersionMissing, Shape::RulesNotAnObject, Shape::DealsMissing,
        Shape::DealsNotAList, Shape::DealNotAnObject, Shape::DealerMissing, Shape::DealerNotASeat, Shape::HandsMissing,
        Shape::HandsNotFour, Shape::TrumpMissing, Shape::EventsNotAList, Shape::EventNotText,
    ] {
        out.push(("Shape", at(Some(2), Some(3), Some(0), Problem::Shape(shape))));
    }
    let shown = [Shown::Text("kontra".into()), Shown::Literal("7".into()), Shown::Decimal, Shown::List, Shown::Object];
    for what in [Wrong::Format, Wrong::Version, Wrong::Direction, Wrong::Stanner, Wrong::StartDashes, Wrong::RulesKey, Wrong::Trump, Wrong::Event] {
        for value in shown.clone() {
            out.push(("Wrong", at(Some(1), Some(2), Some(3), Problem::Wrong { what, value })));
        }
    }
    for problem in [HandProblem::NotText, HandProblem::Size(5), HandProblem::NotACard(Shown::Text("XX".into())), HandProblem::Twice(card("QS"))] {
        out.push(("Hand", at(Some(1), None, None, Problem::Hand { seat: s(2), problem })));
    }
    for (what, e) in rule_errors() {
        out.push((what, at(Some(1), Some(5), Some(2), Problem::Rule(e))));
    }
    out
}

/// English says what `konter replay` says, word for word (JSON errors aside: the app
/// says where the JSON reader stopped, not its English words).
#[test]
fn english_error_texts_are_the_command_lines() {
    for (what, e) in record_errors() {
        let ours = EN.record_error(&e);
        match e.problem {
            Problem::NotJson { line, column, .. } => {
                assert!(ours.starts_with("not valid JSON") && ours.contains(&format!("line {line}, column {column}")), "{ours}")
            }
            _ => assert_eq!(ours, e.to_string(), "{what}"),
        }
    }
    for (what, e) in rule_errors() {
        assert_eq!(EN.rule_error(&e), e.to_string(), "{what}");
    }
    let e = RecordError { deal: Some(1), event: Some(2), seat: Seat::new(1), problem: Problem::Rule(RuleError::MustFollow { card: card("AD"), led: Lane::Plain(Suit::Hearts), allowed: cards("KH") }) };
    assert_eq!(EN.record_error(&e), "deal 1, event 2, seat 1: A♦ is not allowed — K♥ follows the led ♥ (play ♥ or a trump)");
}

/// Words that are English and no word of French, German or Luxembourgish (the record's
/// own keys, such as "trump" or "hands", may be quoted in any language).
const ENGLISH: [&str; 24] = [
    "not", "allowed", "deal", "event", "seat", "the", "is", "must", "missing", "unknown", "already", "cannot",
    "card", "cards", "turn", "played", "nobody", "valid", "line", "column", "neither", "nor", "won", "announced",
];

fn english_words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| ENGLISH.contains(w)).collect()
}

#[test]
fn every_error_is_said_in_every_language_with_its_place_and_no_english() {
    let places = [(&FR, "donne 2, coup 3, place 0\u{a0}: "), (&DE, "Runde 2, Zug 3, Platz 0: "), (&LB, "Ronn 2, Zuch 3, Plaz 0: ")];
    for (t, place) in places {
        let shape = RecordError { deal: Some(2), event: Some(3), seat: Seat::new(0), problem: Problem::Shape(Shape::EventNotText) };
        assert!(t.record_error(&shape).starts_with(place), "{}", t.record_error(&shape));
    }
    for (lang, t) in translations() {
        let mut said = std::collections::HashSet::new();
        for (what, e) in record_errors() {
            let text = t.record_error(&e);
            check(&format!("{lang:?} {what}"), &text);
            assert!(english_words(&text).is_empty(), "{lang:?} {what}: English in {text:?}");
            assert_ne!(text, EN.record_error(&e), "{lang:?} {what}");
            for n in [e.deal, e.event, e.seat.map(|s| s.index())].into_iter().flatten() {
                assert!(text.contains(&n.to_string()), "{lang:?} {what}: {text:?} lacks {n}");
            }
            said.insert(text);
        }
        // Different problems are said differently.
        assert_eq!(said.len(), record_errors().len(), "{lang:?}");
        for (what, e) in rule_errors() {
            let text = t.rule_error(&e);
            assert!(english_words(&text).is_empty(), "{lang:?} {what}: English in {text:?}");
            assert_ne!(text, e.to_string(), "{lang:?} {what}");
        }
        assert!(english_words(t.import_unreadable).is_empty());
    }
    // Cards in the language's short form; the record's codes stay codes.
    assert_eq!(FR.rule_error(&RuleError::NotHeld { card: card("KH") }), "R♥ n’est pas dans cette main");
    assert_eq!(DE.rule_error(&RuleError::NotHeld { card: card("QS") }), "D♠ ist nicht in dieser Hand");
}

/// Broken records as people paste them, said in French with where and why.
#[test]
fn a_broken_record_is_refused_in_french() {
    use konter_a_matt::engine::record::check;
    let record = |events: &str| {
        format!(
            r#"{{"format":"konter-a-matt","version":1,"deals":[
            {{"dealer":3,"hands":["AH KS QD JC TD 9S","KH AS JS AD 9C KD","TH JH QH TS 9D QS","9H AC KC QC TC JD"],
             "trump":"S","events":[{events}]}}]}}"#
        )
    };
    let said = |text: &str| FR.record_error(&check(text).unwrap_err());
    assert_eq!(
        said(&record(r#""AH","AD""#)),
        "donne 1, coup 2, place 1\u{a0}: A♦ n’est pas permis — cette main a du ♥ (R♥)\u{a0}: jouez ♥ ou atout"
    );
    assert_eq!(said(&record(r#""kontra""#)), "donne 1, coup 1, place 0\u{a0}: «\u{a0}kontra\u{a0}» n’est ni une carte ni une annonce");
    assert_eq!(said("{ not json"), "ce n’est pas du JSON valide (ligne 1, colonne 3)");
    assert!(said(&record(r#""AH""#)[..60]).starts_with("ce n’est pas du JSON valide\u{a0}: le texte s’arrête trop tôt"));
}

// ── Friends at one table ─────────────────────────────────────────────────────

/// Every sentence about the teams, in a voice (the ones the summary, the Lee and the match
/// end say), on a few values.
fn team_sentences(t: &Texts, v: Voice) -> Vec<String> {
    let mut out = vec![
        t.dashes_left([9, 11], v),
        t.card_points_label([14, 9], v),
        t.summary_points([25, 15], [4, 2], v),
        t.series_tally([2, 1], v),
    ];
    for a in [true, false] {
        out.push(t.match_won_by(a, v));
        out.push(t.value_no_trick(a, v));
        out.push(t.summary_trump(Who::North, Suit::Hearts, a, v));
        for o in OUTCOMES {
            out.push(t.summary_title(3, Some(o), a, v));
            if o != Outcome::Stanner {
                out.push(t.summary_why(o, a, StannerRule::Carry, v));
            }
        }
    }
    for team in [Team::A, Team::B] {
        out.push(t.team_name(team, v).into());
        out.push(t.summary_struck(team, 2, v));
        out.push(t.summary_added(team, 2, v));
        out.push(t.lee_team_summary(t.team_name(team, v), 7, 4, 1));
    }
    out
}

#[test]
fn with_friends_the_teams_are_named_by_their_seats() {
    use Voice::{Seats, We};
    assert_eq!(EN.team_name(Team::A, Seats), "South and North");
    assert_eq!(EN.team_name(Team::B, Seats), "West and East");
    assert_eq!(EN.summary_title(3, Some(Outcome::TrumpTeam), true, Seats), "Deal 3: South and North win");
    assert_eq!(EN.summary_title(3, Some(Outcome::TrumpTeam), false, Seats), "Deal 3: West and East win");
    assert_eq!(EN.summary_struck(Team::B, 2, Seats), "West and East strike out 2 dashes.");
    assert_eq!(EN.match_won_by(true, Seats), "South and North won the match");
    assert_eq!(EN.series_tally([2, 1], Seats), "Matches won in this series: South and North 2, West and East 1");
    assert_eq!(EN.lee_team_summary(EN.team_name(Team::A, Seats), 7, 4, 1), "South and North: 7 dashes left, 4 struck out, 1 added");
    assert_eq!(
        EN.summary_points([25, 15], [4, 2], Seats),
        "South and North took 25 points in 4 tricks; West and East took 15 points in 2 tricks."
    );
    assert_eq!(EN.value_announcement(Who::South, Announcement::Matt), "Matt, announced by South");
    // The owner alone with the bots: exactly today's words.
    assert_eq!(EN.team_name(Team::A, We), "Us");
    assert_eq!(EN.summary_title(3, Some(Outcome::Defenders), true, We), "Deal 3: they win");
    assert_eq!(EN.match_won_by(true, We), "You and North won the match!");
    assert_eq!(EN.match_won_by(false, We), "West and East won the match");
    assert_eq!(EN.dashes_left([9, 11], We), "Dashes left: Us 9, Them 11");
    assert_eq!(EN.summary_points([25, 15], [4, 2], We), "We took 25 points in 4 tricks; they took 15 points in 2 tricks.");
    assert_eq!(EN.lee_team_summary(EN.team_name(Team::B, We), 7, 4, 0), "Them: 7 dashes left, 4 struck out, 0 added");

    for lang in Lang::ALL {
        let t = texts(lang);
        let names: std::collections::HashSet<&str> = PLACES.iter().map(|&w| t.seat_name(w)).collect();
        assert_eq!(names.len(), 5, "{lang:?}: five different seat names");
        let (south, north) = (t.seat_name(Who::South), t.seat_name(Who::North));
        let (west, east) = (t.seat_name(Who::West), t.seat_name(Who::East));
        for (team, a, b) in [(Team::A, south, north), (Team::B, west, east)] {
            let name = t.team_name(team, Seats);
            assert!(name.contains(a) && name.contains(b), "{lang:?}: {name:?} names {a} and {b}");
        }
        // In the seats' voice nobody is "we", "us", "they" or "them" (nor "you"), and
        // every sentence names a team by its seats.
        let pronouns: &[&str] = match lang {
            Lang::En => &["we", "us", "our", "you", "they", "them", "their", "theirs"],
            Lang::Fr => &["nous", "vous", "ils", "eux", "leur", "leurs"],
            Lang::De => &["wir", "uns", "du", "sie", "gegner"],
            Lang::Lb => &["mir", "eis", "du", "si", "déi aner"],
        };
        for text in team_sentences(t, Seats) {
            let lower = format!(" {} ", text.to_lowercase().replace(|c: char| !c.is_alphanumeric(), " "));
            for p in pronouns {
                assert!(!lower.contains(&format!(" {p} ")), "{lang:?}: {text:?} says {p:?}");
            }
            // A Stänner has no winner to name.
            if !text.contains("Stänner") {
                assert!(
                    text.contains(south) || text.contains(west),
                    "{lang:?}: {text:?} names no team by its seats"
                );
            }
        }
    }
}

#[test]
fn friends_pass_the_device_by_the_seats_names() {
    assert_eq!(EN.who_plays(Who::West), "Who plays West");
    assert_eq!(EN.who_plays(Who::North), "Who plays North");
    assert_eq!(EN.pass_device(Who::West), "Pass the device to West");
    assert_eq!(EN.show_my_cards(Who::West), "I am West — show my cards");
    assert_eq!(EN.show_my_cards(Who::South), "I am South — show my cards");
    assert_eq!((EN.player_bot, EN.player_person), ("Bot", "A person"));
    // Luxembourgish: the n-rule before the seat.
    assert_eq!(LB.pass_device(Who::West), "Gëff den Apparat u Westen weider");
    assert_eq!(LB.pass_device(Who::North), "Gëff den Apparat un Norden weider");
    assert_eq!(LB.show_my_cards(Who::South), "Ech si Süden — weis meng Kaarten");
    assert_eq!(LB.show_my_cards(Who::East), "Ech sinn Osten — weis meng Kaarten");
    for lang in Lang::ALL {
        let t = texts(lang);
        for who in [Who::West, Who::North, Who::East, Who::South] {
            let name = t.seat_name(who);
            for text in [t.who_plays(who), t.pass_device(who), t.show_my_cards(who)] {
                assert!(text.contains(name), "{lang:?}: {text:?} lacks {name}");
            }
        }
    }
}

/// The words a newcomer and an audit found wrong, now plain in every language.
#[test]
fn the_words_say_what_they_mean() {
    use konter_a_matt::i18n::Voice;
    // "82 %" is French or German typography; English writes 82%.
    assert_eq!(EN.stats_rate(Some(82)), "82%");
    // The statistics say the rate once, not "won 0 of 1" beside "played 1, won 0".
    for lang in Lang::ALL {
        let t = texts(lang);
        let rate = t.stats_rate(Some(60));
        assert!(rate.starts_with("60") && rate.ends_with('%') && rate.chars().count() <= 4, "{lang:?}: {rate:?}");
    }
    // The value table's first line is the deal's base value, for a Stänner too ("A won deal" was wrong there).
    assert_eq!(EN.value_base, "Base value");
    for lang in Lang::ALL {
        let t = texts(lang);
        // The Stänner variant that adds the announcements counts Konter a Matt as 2.
        assert!(t.stanner_help(StannerRule::W).contains("Konter a Matt") && t.stanner_help(StannerRule::W).contains('2'), "{lang:?}");
        for v in [Voice::We, Voice::Seats] {
            let why = t.summary_why(Outcome::Stanner, true, StannerRule::W, v);
            assert!(why.contains("Konter a Matt") && why.contains('2'), "{lang:?}: {why}");
        }
        // Players are not sent to a command-line tool.
        assert!(!t.export_help.contains("konter replay"), "{lang:?}: {}", t.export_help);
        // "Seat by seat" says what it does.
        assert!(t.per_seat_help.len() > 10, "{lang:?}");
        // The general rules speak of the standard game's 11 dashes as such.
        let game = t.rules_sections[0].paragraphs.join(" ");
        assert!(game.contains("11") && (game.contains("standard") || game.contains("Standard")), "{lang:?}: {game}");
    }
    // Browsers have no Luxembourgish dates: they would write 11/23/2026.
    assert_eq!(Lang::Lb.date_locale(), "de-LU");
    assert_eq!(Lang::Fr.date_locale(), "fr");
}

/// `scripts/serve.sh` builds with the same toolchain and flags as `scripts/test.sh` and
/// `scripts/build.sh` (the small nightly build, `export_small_wasm_build`), so the second
/// README command reuses the first one's build instead of compiling every crate again.
#[test]
fn serve_and_test_share_one_build() {
    let script = |name: &str| std::fs::read_to_string(format!("{}/scripts/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    for name in ["serve.sh", "build.sh", "test.sh"] {
        let s = script(name);
        let lines: Vec<&str> = s.lines().map(str::trim).collect();
        let at = |word: &str| lines.iter().position(|l| l.starts_with(word) || l.starts_with(&format!("exec {word}")));
        let exported = at("export_small_wasm_build").unwrap_or_else(|| panic!("{name} does not use the small wasm build"));
        let trunk = at("trunk ").unwrap_or_else(|| panic!("{name} does not run trunk"));
        assert!(exported < trunk, "{name}: the build flags are set after trunk starts");
        assert!(!s.contains("CARGO_TARGET_DIR") && !s.contains("RUSTFLAGS="), "{name} changes what cargo builds with");
    }
}
