//! The Fluent catalogs behind [`Message`]: one bundle per language, made from the shared
//! catalog and every game's, once per thread on first use.

use super::{Arg, Lang, Message};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::cell::OnceCell;

/// One `.ftl` file compiled into the crate.
#[derive(Debug, Clone)]
pub struct CatalogSource {
    /// Where it lives, for messages about it: `src/i18n/fa.ftl`, `src/games/mayan/messages/fa.ftl`.
    pub path: String,
    pub lang: Lang,
    pub text: &'static str,
    /// The prefix every id of the file starts with (a game's id), or "" for the shared catalog.
    pub prefix: &'static str,
}

/// A game's three catalogs, as its `GameInfo` holds them.
#[derive(Debug, Clone, Copy)]
pub struct GameMessages {
    pub en: &'static str,
    pub zh_cn: &'static str,
    pub fa: &'static str,
}

const SHARED: GameMessages = GameMessages {
    en: include_str!("en.ftl"),
    zh_cn: include_str!("zh-CN.ftl"),
    fa: include_str!("fa.ftl"),
};

impl GameMessages {
    pub fn text(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::ZhCn => self.zh_cn,
            Lang::Fa => self.fa,
        }
    }
}

/// Every catalog file of every language: the shared one, then each game's.
pub fn catalog_sources() -> Vec<CatalogSource> {
    let mut sources = Vec::new();
    for lang in Lang::ALL {
        sources.push(CatalogSource {
            path: format!("src/i18n/{}.ftl", lang.code()),
            lang,
            text: SHARED.text(lang),
            prefix: "",
        });
        for game in crate::games() {
            sources.push(CatalogSource {
                path: format!(
                    "src/games/{}/messages/{}.ftl",
                    game.id.replace('-', "_"),
                    lang.code()
                ),
                lang,
                text: game.messages.text(lang),
                prefix: game.id,
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
    // catalogs.
    static BUNDLES: [OnceCell<Bundle>; 3] = const { [OnceCell::new(), OnceCell::new(), OnceCell::new()] };
}

fn with_bundle<T>(lang: Lang, f: impl FnOnce(&Bundle) -> T) -> T {
    BUNDLES.with(|bundles| {
        let index = Lang::ALL
            .iter()
            .position(|l| *l == lang)
            .expect("ALL lists every language");
        f(bundles[index].get_or_init(|| bundle(lang)))
    })
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

fn format(bundle: &Bundle, message: &Message, lang: Lang) -> Option<String> {
    let pattern = bundle.get_message(message.id)?.value()?;
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
    // A reference to a missing argument is an error the catalog tests rule out; the text
    // still renders, with the argument's name in braces.
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned(),
    )
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
