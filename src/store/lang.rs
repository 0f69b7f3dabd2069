//! The languages the app speaks, as a value both the texts (`i18n`) and the kept settings
//! (`store`) name: below both, so neither has to import the other for it.

/// The languages the app speaks: English, French, German and Luxembourgish, each
/// written in full.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
    De,
    Lb,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::De, Lang::Lb];

    /// The BCP 47 code, for `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Lb => "lb",
        }
    }

    /// The locale dates are written in (`Intl`). Browsers have no Luxembourgish dates (they
    /// fall back to the American month/day/year); Luxembourg's German ones are the same
    /// day.month.year a Luxembourger writes.
    pub fn date_locale(self) -> &'static str {
        match self {
            Lang::Lb => "de-LU",
            other => other.code(),
        }
    }

    /// The language's own name, as a person looks for it in a list.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Lb => "Lëtzebuergesch",
        }
    }

    /// The language of a BCP 47 tag ("de-LU" → German), if the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "de" | "gsw" => Some(Lang::De),
            "lb" | "ltz" => Some(Lang::Lb),
            _ => None,
        }
    }

    /// The first visit's language from the browser's preferred languages, best first:
    /// Luxembourgish whenever it is listed at all (a Luxembourger's browser often puts
    /// French or German before it), otherwise the first one the app speaks, else English.
    pub fn from_preferences<S: AsRef<str>>(preferred: &[S]) -> Lang {
        let langs: Vec<Lang> = preferred.iter().filter_map(|t| Lang::from_tag(t.as_ref())).collect();
        if langs.contains(&Lang::Lb) {
            return Lang::Lb;
        }
        langs.first().copied().unwrap_or(Lang::En)
    }
}
