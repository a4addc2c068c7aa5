//! The catalogs compiled in: the shared one and every registered game's ([`register_games`]).
//! English is always compiled in; Chinese and Persian with the `all-languages` feature (on by
//! default: the command line and the tests). The page's wasm modules are built without it: the
//! worker fetches another language's catalogs when the page picks it (www/i18n/catalogs.js).

use super::Lang;
use std::sync::OnceLock;

/// One `.ftl` file compiled into the crate.
#[derive(Debug, Clone)]
pub struct CatalogSource {
    /// Where it lives, for messages about it: `src/core/i18n/fa.ftl`, `src/games/mayan/messages/fa.ftl`.
    pub path: String,
    pub lang: Lang,
    pub text: &'static str,
    /// The prefix every id of the file starts with (a game's id), or "" for the shared catalog.
    pub prefix: &'static str,
}

/// A folder's catalogs (`src/core/i18n/`, a game's `messages/`) as compiled in: English, and the
/// others with the `all-languages` feature. A game's `GameInfo` makes its own with
/// [`game_messages!`](crate::i18n::game_messages).
#[derive(Debug, Clone, Copy)]
pub struct GameMessages {
    pub en: &'static str,
    #[cfg(feature = "all-languages")]
    pub zh_cn: &'static str,
    #[cfg(feature = "all-languages")]
    pub fa: &'static str,
}

/// The [`GameMessages`] of the game crate that invokes it: its `messages/<lang>.ftl`. The game
/// crate forwards its `all-languages` feature to this crate's, so both agree on the fields.
#[macro_export]
macro_rules! game_messages {
    () => {
        $crate::i18n::GameMessages {
            en: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/messages/en.ftl")),
            #[cfg(feature = "all-languages")]
            zh_cn: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/messages/zh-CN.ftl")),
            #[cfg(feature = "all-languages")]
            fa: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/messages/fa.ftl")),
        }
    };
}

const SHARED: GameMessages = GameMessages {
    en: include_str!("en.ftl"),
    #[cfg(feature = "all-languages")]
    zh_cn: include_str!("zh-CN.ftl"),
    #[cfg(feature = "all-languages")]
    fa: include_str!("fa.ftl"),
};

impl GameMessages {
    /// The catalog of `lang`, if compiled in.
    pub fn text(&self, lang: Lang) -> Option<&'static str> {
        match lang {
            Lang::En => Some(self.en),
            #[cfg(feature = "all-languages")]
            Lang::ZhCn => Some(self.zh_cn),
            #[cfg(feature = "all-languages")]
            Lang::Fa => Some(self.fa),
            #[cfg(not(feature = "all-languages"))]
            Lang::ZhCn | Lang::Fa => None,
        }
    }
}

/// The games whose catalogs the bundles hold, by id. The core knows no game: the session
/// registers those it compiles in before anything is rendered (`boardlab::games`).
static GAMES: OnceLock<Vec<(&'static str, GameMessages)>> = OnceLock::new();

/// Makes the catalogs of the games `games` lists (id, catalogs) part of every language's
/// messages; only the first call counts (and calls `games`).
pub fn register_games(games: impl FnOnce() -> Vec<(&'static str, GameMessages)>) {
    GAMES.get_or_init(games);
}

/// Every catalog file compiled in, of every language: the shared one, then each registered
/// game's.
pub fn catalog_sources() -> Vec<CatalogSource> {
    let games = GAMES.get().map_or(&[][..], Vec::as_slice);
    let mut sources = Vec::new();
    for lang in Lang::ALL {
        if let Some(text) = SHARED.text(lang) {
            sources.push(CatalogSource {
                path: format!("src/core/i18n/{}.ftl", lang.code()),
                lang,
                text,
                prefix: "",
            });
        }
        for (id, messages) in games {
            let Some(text) = messages.text(lang) else {
                continue;
            };
            sources.push(CatalogSource {
                path: format!("src/games/{id}/messages/{}.ftl", lang.code()),
                lang,
                text,
                prefix: id,
            });
        }
    }
    sources
}
