//! Choosing and loading a language: the built-in texts, and the others read from their
//! language files.

use super::texts::{phrase_cases, RulesSection, Texts, Words};
#[cfg(not(target_arch = "wasm32"))]
use crate::i18n::{de::DE, fr::FR, lb::LB};
use super::en::{self, EN};
use crate::store::lang::Lang;

/// The texts of a language: built in, or loaded from its language file; English until
/// then (the web app loads a language before it shows it, see [`is_ready`]).
pub fn texts(lang: Lang) -> &'static Texts {
    LOADED.with(|l| l.get()[lang as usize]).or_else(|| built_in(lang)).unwrap_or(&EN)
}

/// The languages compiled in: all four natively, only English in the web app, which
/// keeps its first download small and fetches the other languages' files when first
/// shown.
pub fn built_in(lang: Lang) -> Option<&'static Texts> {
    match lang {
        Lang::En => Some(&EN),
        #[cfg(not(target_arch = "wasm32"))]
        Lang::Fr => Some(&FR),
        #[cfg(not(target_arch = "wasm32"))]
        Lang::De => Some(&DE),
        #[cfg(not(target_arch = "wasm32"))]
        Lang::Lb => Some(&LB),
        #[cfg(target_arch = "wasm32")]
        _ => None,
    }
}

/// Whether [`texts`] answers in `lang` itself (not in English for want of its file).
pub fn is_ready(lang: Lang) -> bool {
    LOADED.with(|l| l.get()[lang as usize]).is_some() || built_in(lang).is_some()
}

thread_local! {
    /// The languages loaded from their files, by `Lang as usize`.
    static LOADED: std::cell::Cell<[Option<&'static Texts>; 4]> = const { std::cell::Cell::new([None; 4]) };
}

/// Where a language's file lives, relative to the site's address.
pub fn language_file_path(lang: Lang) -> String {
    format!("lang/{}.txt", lang.code())
}

/// A language file: the fixed texts of [`Texts`] one per line in declaration order, then
/// the phrases' tables ([`phrases`]) one template per line, then the rules page, each
/// section's heading after a tab and its paragraphs one per line. Written from the
/// built-in texts (`tests/i18n.rs` checks that `public/lang/` matches).
#[cfg(not(target_arch = "wasm32"))]
pub fn language_file(t: &Texts) -> String {
    let mut out = String::new();
    let tables = t.phrase_tables();
    for text in t.words().into_iter().map(|(_, w)| w).chain(tables.iter().flatten().map(String::as_str)) {
        out.push_str(text);
        out.push('\n');
    }
    for section in t.rules_sections {
        out.push('\t');
        out.push_str(section.heading);
        out.push('\n');
        for p in section.paragraphs {
            out.push_str(p);
            out.push('\n');
        }
    }
    out
}

/// Makes [`texts`] answer in `lang` from its language file. The texts live as long as the
/// page (a language is loaded once). Fails, changing nothing, on a file of another shape
/// (cut short, or of another version of the app).
pub fn load_language(lang: Lang, file: &str) -> Result<&'static Texts, String> {
    let file: &'static str = Box::leak(file.to_owned().into_boxed_str());
    let mut lines = file.lines();
    let words = Words::from_lines(&mut lines).ok_or("the language file is too short")?;
    let mut tables: Vec<&'static [&'static str]> = vec![];
    for cases in phrase_cases() {
        let table: Vec<&'static str> = lines.by_ref().take(cases).collect();
        if table.len() < cases {
            return Err("the language file is too short".into());
        }
        tables.push(Vec::leak(table));
    }
    let mut sections: Vec<RulesSection> = vec![];
    let mut paragraphs: Vec<&'static str> = vec![];
    let mut heading: Option<&'static str> = None;
    for line in lines.chain(std::iter::once("\t")) {
        if let Some(next) = line.strip_prefix('\t') {
            if let Some(heading) = heading.take() {
                let paragraphs: &'static [&'static str] = Vec::leak(std::mem::take(&mut paragraphs));
                sections.push(RulesSection { heading, paragraphs });
            }
            heading = Some(next).filter(|h| !h.is_empty());
        } else if heading.is_some() {
            paragraphs.push(line);
        } else {
            return Err("the language file has text between its words and its rules".into());
        }
    }
    if sections.is_empty() {
        return Err("the language file has no rules".into());
    }
    let texts: &'static Texts = Box::leak(Box::new(Texts::with_tables(words, Vec::leak(sections), Vec::leak(tables))));
    LOADED.with(|l| {
        let mut all = l.get();
        all[lang as usize] = Some(texts);
        l.set(all);
    });
    Ok(texts)
}

impl Texts {
    /// The rules page's sections (English's come from [`en::RULES`] where the built-in
    /// texts leave them out: the web app's page).
    pub fn rules(&self) -> &'static [RulesSection] {
        if self.rules_sections.is_empty() {
            en::RULES
        } else {
            self.rules_sections
        }
    }
}
