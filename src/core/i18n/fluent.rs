//! The catalogs read by the `fluent-bundle` library (feature `fluent`: the command line, the
//! tests, the input validators): one bundle per language, made from the catalogs compiled in
//! ([`catalog_sources`]) once per thread on first use, and from those added ([`add_catalog`]).
//! The page's wasm modules leave it out:
//! their worker formats the messages with Fluent's JavaScript library instead
//! ([`set_renderer`](super::set_renderer)).

use super::catalog::catalog_sources;
use super::{Arg, Lang, Message, Value};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::cell::{OnceCell, RefCell};

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
    // Each language's bundle is made when first used: a run in English never reads the other
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

/// Adds `source`, a catalog file of `lang`, to this thread's messages of `lang` (a message
/// already there is replaced): how the catalog tests render the page's own catalogs
/// (www/i18n/) as the engine's. A file that does not read is an error, and adds nothing.
pub fn add_catalog(lang: Lang, source: &str) -> Result<(), String> {
    let resource = FluentResource::try_new(source.to_string())
        .map_err(|(_, errors)| format!("the {} catalog does not read: {errors:?}", lang.code()))?;
    with_bundle_cell(lang, |cell| {
        cell.borrow_mut().add_resource_overriding(resource);
    });
    Ok(())
}

/// Message `id` of `lang`'s catalogs with `args`, or `None` where they lack it. A reference to a
/// missing argument is an error the catalog tests rule out; the text still renders, with the
/// argument's name in braces.
pub(super) fn format(lang: Lang, id: &str, args: &[(&str, Value)]) -> Option<String> {
    with_bundle(lang, |bundle| {
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let args = fluent_args(args);
        Some(
            bundle
                .format_pattern(pattern, Some(&args), &mut errors)
                .into_owned(),
        )
    })
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
        let values = message.values(lang);
        let args = fluent_args(&values);
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

fn fluent_args<'a>(args: &'a [(&'a str, Value<'a>)]) -> FluentArgs<'a> {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        let value: FluentValue = match value {
            Value::Int(number) => FluentValue::from(*number),
            Value::Text(text) => FluentValue::from(text.as_ref()),
        };
        fluent.set(*name, value);
    }
    fluent
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

    #[test]
    fn a_catalog_added_is_spoken_and_one_that_does_not_read_adds_nothing() {
        // Ids in no shipped catalog (tests/tests/i18n.rs checks the literal ones).
        const ADDED: &str = "test-added";
        let message = Message::new(ADDED, vec![("n", Arg::Int(3))]);
        assert_eq!(message.render(Lang::Fa), ADDED, "in no catalog yet");
        add_catalog(Lang::Fa, "test-added = سه: { $n }\n").unwrap();
        assert_eq!(message.render(Lang::Fa), "سه: \u{2068}3\u{2069}");
        let err = add_catalog(Lang::ZhCn, "test-added = 好\ntest-bad = 坏 { $n ]\n").unwrap_err();
        assert!(err.starts_with("the zh-CN catalog does not read"), "{err}");
        assert_eq!(message.render(Lang::ZhCn), ADDED);
    }

    /// Without `all-languages` (the page's wasm build), Persian is English.
    #[cfg(not(feature = "all-languages"))]
    #[test]
    fn only_english_is_compiled_in_without_all_languages() {
        assert!(catalog_sources()
            .iter()
            .all(|source| source.lang == Lang::En));
        let message = Message::new("error-not-utf8", Vec::new());
        assert_eq!(message.render(Lang::Fa), message.english());
    }
}
