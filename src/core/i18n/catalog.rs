//! The Fluent catalogs behind [`Message`]: one bundle per language, made from the shared
//! catalog and every registered game's ([`register_games`]), once per thread on first use, and
//! from the catalogs added at run time ([`add_catalog`]).
//!
//! English is always compiled in; Chinese and Persian with the `all-languages` feature (on by
//! default: the command line and the tests). The page's wasm modules are built without it and
//! add another language's catalogs when the page picks it (`addCatalog`, www/i18n/catalogs.js).

use super::{Arg, Lang, Message};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::cell::{OnceCell, RefCell};
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

/// A catalog that does not read: where, and why.
#[derive(Debug)]
pub struct CatalogError {
    pub line: usize,
    pub col: usize,
    pub message: Message,
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

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> Bundle {
    let id = lang
        .code()
        .parse()
        .unwrap_or_else(|_| panic!("{} is a language tag", lang.code()));
    let mut bundle = FluentBundle::new(vec![id]);
    // Persian text runs right to left around left-to-right coordinates: Unicode isolates keep
    // each argument in its own direction. The other languages need none.
    bundle.set_use_isolating(lang.is_rtl());
    for source in catalog_sources().into_iter().filter(|s| s.lang == lang) {
        // A file with a syntax error or a duplicate id keeps what does read: the catalog tests
        // (tests/tests/i18n.rs) fail on both, so a shipped catalog has neither.
        let resource = FluentResource::try_new(source.text.to_string()).unwrap_or_else(|(r, _)| r);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

thread_local! {
    // Each language's bundle is made when first used: a page in English never reads the other
    // catalogs. A cell, as catalogs may be added to it later.
    static BUNDLES: [OnceCell<RefCell<Bundle>>; 3] = const { [OnceCell::new(), OnceCell::new(), OnceCell::new()] };
}

fn with_bundle_cell<T>(lang: Lang, f: impl FnOnce(&RefCell<Bundle>) -> T) -> T {
    BUNDLES.with(|bundles| {
        let index = Lang::ALL
            .iter()
            .position(|l| *l == lang)
            .expect("ALL lists every language");
        f(bundles[index].get_or_init(|| RefCell::new(bundle(lang))))
    })
}

fn with_bundle<T>(lang: Lang, f: impl FnOnce(&Bundle) -> T) -> T {
    with_bundle_cell(lang, |cell| f(&cell.borrow()))
}

/// Adds `source`, a catalog file of `lang` (the shared one or a game's), to the messages of
/// `lang` on this thread: how a build without the `all-languages` feature learns Chinese or
/// Persian. A message already there is replaced, so adding a file twice changes nothing. A
/// syntax error is an error at its line and column, and nothing of the file is added.
pub fn add_catalog(lang: Lang, source: &str) -> Result<(), CatalogError> {
    let resource = match FluentResource::try_new(source.to_string()) {
        Ok(resource) => resource,
        Err((_, errors)) => {
            let (at, problem) = errors.first().map_or((0, String::new()), |error| {
                (error.pos.start, error.kind.to_string())
            });
            let before = source.get(..at).unwrap_or(source);
            let line = before.matches('\n').count() + 1;
            let col = before
                .rsplit('\n')
                .next()
                .map_or(0, |text| text.chars().count())
                + 1;
            let message = crate::msg!("error-catalog", lang = lang.code(), problem = problem);
            return Err(CatalogError { line, col, message });
        }
    };
    with_bundle_cell(lang, |cell| {
        cell.borrow_mut().add_resource_overriding(resource);
    });
    Ok(())
}

/// `message` in `lang`; a message missing there falls back to English, and one missing in
/// English too shows its id (the catalog tests keep both from happening).
pub(super) fn render(message: &Message, lang: Lang) -> String {
    let rendered = with_bundle(lang, |bundle| format(bundle, message, lang));
    match rendered {
        Some(text) => text,
        None if lang != Lang::En => render(message, Lang::En),
        None => message.id.to_string(),
    }
}

/// The message's attribute `attribute` in `lang` (English where `lang` has none), with the
/// message's arguments; `None` where no catalog gives the message that attribute.
pub(super) fn render_attribute(message: &Message, attribute: &str, lang: Lang) -> Option<String> {
    let rendered = with_bundle(lang, |bundle| {
        let pattern = bundle
            .get_message(message.id)?
            .get_attribute(attribute)?
            .value();
        let mut errors = Vec::new();
        let args = fluent_args(message, lang);
        Some(
            bundle
                .format_pattern(pattern, Some(&args), &mut errors)
                .into_owned(),
        )
    });
    match rendered {
        None if lang != Lang::En => render_attribute(message, attribute, Lang::En),
        rendered => rendered,
    }
}

fn format(bundle: &Bundle, message: &Message, lang: Lang) -> Option<String> {
    let pattern = bundle.get_message(message.id)?.value()?;
    // A reference to a missing argument is an error the catalog tests rule out; the text
    // still renders, with the argument's name in braces.
    let mut errors = Vec::new();
    let args = fluent_args(message, lang);
    Some(
        bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned(),
    )
}

/// The message's arguments for Fluent, nested messages rendered in `lang`.
fn fluent_args(message: &Message, lang: Lang) -> FluentArgs<'_> {
    let mut args = FluentArgs::new();
    for (name, arg) in &message.args {
        let value: FluentValue = match arg {
            Arg::Int(number) => FluentValue::from(*number),
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Message(inner) => FluentValue::from(render(inner, lang)),
            Arg::List(items) => {
                let separator = render(&Message::new("list-separator", Vec::new()), lang);
                let parts: Vec<String> = items.iter().map(|item| render(item, lang)).collect();
                FluentValue::from(parts.join(&separator))
            }
        };
        args.set(*name, value);
    }
    args
}

/// The text of message `id` without arguments in `lang`, if the catalog has it.
pub(super) fn lookup(id: &str, lang: Lang) -> Option<String> {
    with_bundle(lang, |bundle| {
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, None, &mut errors)
                .into_owned(),
        )
    })
}

/// What is wrong with `message` in `lang`: ids its catalogs lack and formatting errors (a
/// variable the message does not pass), for it and every message in its arguments.
pub(super) fn problems(message: &Message, lang: Lang) -> Vec<String> {
    let mut found = Vec::new();
    with_bundle(lang, |bundle| {
        let Some(pattern) = bundle.get_message(message.id).and_then(|m| m.value()) else {
            found.push(format!("{}: no message {}", lang.code(), message.id));
            return;
        };
        let mut args = FluentArgs::new();
        for (name, _) in &message.args {
            args.set(*name, FluentValue::from(""));
        }
        let mut errors = Vec::new();
        bundle.format_pattern(pattern, Some(&args), &mut errors);
        for error in errors {
            found.push(format!("{}: {}: {error}", lang.code(), message.id));
        }
    });
    for (_, arg) in &message.args {
        match arg {
            Arg::Message(inner) => found.extend(problems(inner, lang)),
            Arg::List(items) => items
                .iter()
                .for_each(|item| found.extend(problems(item, lang))),
            Arg::Int(_) | Arg::Text(_) => {}
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    // Ids in no shipped catalog, made by these tests alone (the catalog tests of tests/tests/i18n.rs
    // look for the ids the code makes as literals).
    const ADDED: &str = "test-added";
    const GOOD: &str = "test-good";

    #[test]
    fn a_catalog_added_at_run_time_is_spoken_and_may_be_added_again() {
        let message = Message::new(ADDED, vec![("n", Arg::Int(3))]);
        assert_eq!(message.render(Lang::Fa), ADDED, "in no catalog yet");
        add_catalog(Lang::Fa, "test-added = سه: { $n }\n").unwrap();
        assert_eq!(message.render(Lang::Fa), "سه: \u{2068}3\u{2069}");
        add_catalog(Lang::Fa, "test-added = سه: { $n }\n").unwrap();
        assert_eq!(message.render(Lang::Fa), "سه: \u{2068}3\u{2069}");
        // The compiled-in messages are still there.
        assert_ne!(msg_not_utf8().render(Lang::Fa), "error-not-utf8");
    }

    #[test]
    fn a_catalog_that_does_not_read_is_an_error_at_its_line_and_adds_nothing() {
        let err = add_catalog(
            Lang::ZhCn,
            "test-good = 好\ntest-bad = 坏 { $n ]\ntest-after = 后\n",
        )
        .unwrap_err();
        assert_eq!((err.line, err.col), (2, 19), "at the `]`");
        let message = err.message.english();
        assert!(
            message.starts_with("the zh-CN catalog does not read: "),
            "{message}"
        );
        let good = Message::new(GOOD, Vec::new());
        assert_eq!(good.render(Lang::ZhCn), GOOD);
    }

    /// Without `all-languages` (the page's wasm build), Persian is English until its catalog is added.
    #[cfg(not(feature = "all-languages"))]
    #[test]
    fn only_english_is_compiled_in_without_all_languages() {
        assert!(catalog_sources()
            .iter()
            .all(|source| source.lang == Lang::En));
        let message = msg_not_utf8();
        assert_eq!(message.render(Lang::Fa), message.english());
        add_catalog(Lang::Fa, include_str!("fa.ftl")).unwrap();
        assert_eq!(message.render(Lang::Fa), "ورودی متن UTF-8 معتبری نیست");
    }

    fn msg_not_utf8() -> Message {
        Message::new("error-not-utf8", Vec::new())
    }
}
