//! The wasm entry points of the games drawn by a module of their own, the same for every
//! such game: `konter_a_matt::games_module!()` (in the list of games, `super`) is
//! `game_module!("skat" => konter_a_matt::games::skat, …)`, one key per game, where
//! each game's module (e.g. `super::skat`) offers `mount_screen`, `mount_panel`, `bot_answer` and `command`. The
//! games share one module, so the page and the service worker carry one copy of the UI
//! runtime for all of them. The page loads it (`crate::page::modules`) and calls, with the game's
//! key first:
//!
//! - `mount(game, root, lang, page)`: draws the game's table into `root` in the language
//!   with code `lang`; `page(what, text)` is the page: ("say", text) for its live region,
//!   ("back", _) to its start screen. Returns the id that `unmount` takes.
//! - `mountPanel(game, root, lang, panel, settings, stats, prefill, changed)`: draws the
//!   panel named `panel` (`rules`, `settings`, `stats`, `export`, `import`,
//!   `score-sheet`); the page's own settings are for the extras and for a game's
//!   settings panel (which holds the settings every game shares), its statistics for the
//!   extras only;
//!   `prefill` is a record handed to its import; `changed(what)` tells the page what the
//!   panel did (see `crate::host::records`).
//!
//! The key `extras` is not a game: the score sheets for real cards and the page's panels
//! (`super::konter::extras`), in the same module for one copy of the UI runtime.
//! - `unmount(id)`; `command(game, what)`: what the page asks ("new", "share", or a shared link);
//!   `botAnswer(game, request)`: the game's bot worker's answer (`crate::host::worker`).
//!
//! An unknown game key draws nothing (id 0) and answers nothing.

#[macro_export]
macro_rules! game_module {
    ($($key:literal => $game:path),+ $(,)?) => {
        #[cfg(target_arch = "wasm32")]
        mod web {
            use wasm_bindgen::prelude::*;

            #[wasm_bindgen]
            pub fn mount(game: &str, root: web_sys::HtmlElement, lang: &str, page: js_sys::Function) -> u32 {
                match game {
                    "extras" => $crate::games::konter::extras::mount(root, lang, page),
                    $($key => { use $game as this_game; this_game::mount_screen(root, lang, page) })+
                    _ => 0,
                }
            }

            #[wasm_bindgen(js_name = mountPanel)]
            #[allow(clippy::too_many_arguments)]
            pub fn mount_panel(
                game: &str,
                root: web_sys::HtmlElement,
                lang: &str,
                panel: &str,
                settings: String,
                stats: String,
                prefill: String,
                changed: js_sys::Function,
            ) -> u32 {
                match game {
                    "extras" => $crate::games::konter::extras::mount_panel(root, lang, panel, settings, stats, prefill, changed),
                    $($key => { use $game as this_game; this_game::mount_panel(root, lang, panel, settings, prefill, changed) })+
                    _ => 0,
                }
            }

            #[wasm_bindgen]
            pub fn unmount(id: u32) {
                $crate::host::mounts::unmount(id);
            }

            #[wasm_bindgen(js_name = botAnswer)]
            pub fn bot_answer(game: &str, request: &str) -> String {
                match game {
                    $($key => { use $game as this_game; this_game::bot_answer(request) })+
                    _ => String::new(),
                }
            }

            #[wasm_bindgen]
            pub fn command(game: &str, what: &str) {
                match game {
                    $($key => { use $game as this_game; this_game::command(what) })+
                    _ => {}
                }
            }
        }

        fn main() {
            // Nothing to start: the page calls `mount` (natively, there is nothing at all to do).
        }
    };
}
