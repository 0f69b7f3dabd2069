//! The rules in the app's own words, with the trump order for each trump suit.

use crate::host::card::suit_css;
use crate::i18n::language::tx;
use crate::host::panel_state::panel_state;
use crate::engine::{Suit, Trump};
use leptos::prelude::*;

#[component]
pub fn RulesPage() -> impl IntoView {
    let t = tx();
    let c = panel_state();
    // The rules of the match on the table (else of the next one): the general text below
    // speaks of the standard game.
    let this_match = super::panels::page_panel().session.with_value(|s| s.as_ref().map(|s| *s.rules()));
    let rules = this_match.unwrap_or_else(|| c.settings.with_untracked(|s| s.rules()));
    view! {
        <div class="rules-page">
            <section class="this-match">
                <h3>{if this_match.is_some() { t.rules_this_match } else { t.rules_heading }}</h3>
                <dl>
                    <dt>{t.start_dashes}</dt>
                    <dd>{rules.start_dashes.get()}</dd>
                    <dt>{t.stanner_rule}</dt>
                    <dd>{t.stanner_help(rules.stanner)}</dd>
                    <dt>{t.direction}</dt>
                    <dd>{t.direction_name(rules.direction)}</dd>
                </dl>
            </section>
            {t.rules()
                .iter()
                .map(|sec| view! {
                    <section>
                        <h3>{sec.heading}</h3>
                        {sec.paragraphs.iter().map(|p| view! { <p>{*p}</p> }).collect_view()}
                    </section>
                })
                .collect_view()}
            <section>
                <h3>{t.trump_order_title}</h3>
                <p>{t.trump_order_help}</p>
                {Suit::ALL
                    .into_iter()
                    .map(|suit| {
                        let order = Trump(suit).trump_cards_high_to_low();
                        view! {
                            <table class="trump-order">
                                <caption>{t.trump_order_caption(suit, order.len())}</caption>
                                <tbody>
                                    <tr>
                                        <th scope="row">{t.high_to_low}</th>
                                        {order
                                            .into_iter()
                                            .map(|card| view! {
                                                <td class=format!("order-card {}", suit_css(card.suit())) class:matador=card.is_matador()>
                                                    <span aria-hidden="true">{card.to_string()}</span>
                                                    <span class="visually-hidden">{t.card_name(card)}</span>
                                                </td>
                                            })
                                            .collect_view()}
                                    </tr>
                                </tbody>
                            </table>
                        }
                    })
                    .collect_view()}
            </section>
        </div>
    }
}
