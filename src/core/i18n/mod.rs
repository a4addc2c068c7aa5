//! Languages. The engines never write a sentence themselves: every text a user reads (a step's
//! title and events, a caption, a badge, an error, the explorer's feedback) is a [`Message`], an
//! id plus arguments (numbers, verbatim text such as coordinates or moves, and other messages),
//! made with [`msg!`](crate::msg). It becomes text only where it leaves the crate (the page, the
//! command line, a figure), in the language chosen there, through the Fluent catalogs (Project
//! Fluent's `.ftl` files):
//!
//! - `src/core/i18n/<lang>.ftl`: the shared messages (input errors, the explorer, figures);
//! - `src/games/<game>/messages/<lang>.ftl`: a game's own, every id starting with the game's id.
//!
//! A game's registry texts (title, about, rule options, samples, palette names, generator
//! parameters) are written in English in its `GameInfo`; their translations live in the game's
//! catalogs under ids derived from the registry ([`GameInfo`](crate::game::GameInfo)'s
//! `text_ids`, `src/core/shown.rs`), so that English stays readable where the game is declared.
//!
//! The language in force is per thread ([`set_language`]): the command line sets it once from
//! `--lang`, the page's worker whenever the user picks one. Messages are rendered in it when they
//! are displayed (`Display`) or sent to the page (`Serialize`). Numbers keep ASCII digits in
//! every language: coordinates and counts then read the same as in the input and the output.
//!
//! Who reads the catalogs: the `fluent-bundle` library (feature `fluent`: the command line, the
//! tests, the input validators), or, in the page's wasm modules, which leave that library out (it
//! was a fifth of each module), Fluent's JavaScript library in their worker, which the page loads
//! for its own words anyway: the module hands each message to it ([`set_renderer`]), nested
//! messages already rendered, and the worker reads the same catalogs (www/i18n/engine-messages.js).

mod catalog;
#[cfg(feature = "fluent")]
mod fluent;

pub use catalog::{catalog_sources, register_games, CatalogSource, GameMessages};
#[cfg(feature = "fluent")]
pub use fluent::add_catalog;

use serde::Serialize;
use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::fmt;

/// The languages the product speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    ZhCn,
    Fa,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhCn, Lang::Fa];

    /// The BCP 47 tag: `en`, `zh-CN`, `fa`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
            Lang::Fa => "fa",
        }
    }

    /// The language of a BCP 47 tag, matched as the page matches the browser's languages and a
    /// link's `lang=` (`matchLanguage` in www/i18n/i18n.js; tests/e2e/languages.test.mjs checks that
    /// they agree): by its primary subtag, case-insensitive, `_` read as `-`. `en…` is English;
    /// `zh…` Simplified Chinese unless it says Traditional (`Hant`, `TW`, `HK`, `MO`); `fa…`
    /// Persian.
    pub fn from_code(code: &str) -> Option<Lang> {
        let tag = code.trim().to_ascii_lowercase().replace('_', "-");
        let mut parts = tag.split('-');
        match parts.next() {
            Some("en") => Some(Lang::En),
            Some("fa") => Some(Lang::Fa),
            Some("zh") if !parts.any(|part| matches!(part, "hant" | "tw" | "hk" | "mo")) => {
                Some(Lang::ZhCn)
            }
            _ => None,
        }
    }

    /// Whether the language is written right to left.
    pub fn is_rtl(self) -> bool {
        self == Lang::Fa
    }
}

thread_local! {
    static LANGUAGE: Cell<Lang> = const { Cell::new(Lang::En) };
    static RENDERER: RefCell<Option<Renderer>> = const { RefCell::new(None) };
}

/// A message's argument as a catalog formats it: a number (a plural form may be chosen by it) or
/// text, a nested message or list already rendered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value<'a> {
    Int(i64),
    Text(Cow<'a, str>),
}

/// Formats message `id` of `lang`'s catalogs with its arguments, `None` where they lack it: how a
/// build without the `fluent` feature (the page's wasm modules) has its messages rendered.
pub type Renderer = Box<dyn Fn(Lang, &str, &[(&str, Value)]) -> Option<String>>;

/// Renders this thread's messages with `renderer` from now on, instead of the `fluent` feature's
/// catalogs.
pub fn set_renderer(renderer: Renderer) {
    RENDERER.with(|current| *current.borrow_mut() = Some(renderer));
}

/// Message `id` of `lang`'s catalogs with `args`, or `None` where they lack it (or none reads
/// them).
fn format(lang: Lang, id: &str, args: &[(&str, Value)]) -> Option<String> {
    let rendered = RENDERER
        .with(|renderer| (renderer.borrow().as_ref()).map(|renderer| renderer(lang, id, args)));
    match rendered {
        Some(rendered) => rendered,
        #[cfg(feature = "fluent")]
        None => fluent::format(lang, id, args),
        #[cfg(not(feature = "fluent"))]
        None => None,
    }
}

/// Sets the language messages are rendered in on this thread.
pub fn set_language(lang: Lang) {
    LANGUAGE.with(|current| current.set(lang));
}

/// The language messages are rendered in on this thread (English unless set).
pub fn language() -> Lang {
    LANGUAGE.with(Cell::get)
}

/// A text for the user: a catalog id and its arguments. The page gets it as its text.
#[derive(Debug, Clone, PartialEq, Eq, ts_rs::TS)]
#[ts(type = "string")]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number: catalogs may choose a plural form by it.
    Int(i64),
    /// Text shown as it is in every language: coordinates, moves, the input's own words.
    Text(String),
    /// A message rendered in the same language (a colour's name, a clause).
    Message(Box<Message>),
    /// Messages rendered and joined with the language's list separator (`list-separator`).
    List(Vec<Message>),
}

impl Arg {
    /// The argument as the catalog of `lang` formats it.
    fn value(&self, lang: Lang) -> Value<'_> {
        match self {
            Arg::Int(number) => Value::Int(*number),
            Arg::Text(text) => Value::Text(Cow::Borrowed(text)),
            Arg::Message(inner) => Value::Text(Cow::Owned(inner.render(lang))),
            Arg::List(items) => {
                let separator = Message::new("list-separator", Vec::new()).render(lang);
                let parts: Vec<String> = items.iter().map(|item| item.render(lang)).collect();
                Value::Text(Cow::Owned(parts.join(&separator)))
            }
        }
    }
}

impl Message {
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
        Message { id, args }
    }

    /// The message in `lang`; a message missing there falls back to English, and one missing in
    /// English too shows its id (the catalog tests keep both from happening).
    pub fn render(&self, lang: Lang) -> String {
        match format(lang, self.id, &self.values(lang)) {
            Some(text) => text,
            None if lang != Lang::En => self.render(Lang::En),
            None => self.id.to_string(),
        }
    }

    /// The arguments as the catalog of `lang` formats them: nested messages rendered in `lang`,
    /// lists joined with its separator.
    fn values(&self, lang: Lang) -> Vec<(&'static str, Value<'_>)> {
        (self.args.iter())
            .map(|(name, arg)| (*name, arg.value(lang)))
            .collect()
    }

    /// The message's attribute `attribute` in `lang` (such as `.figure`, its words under a
    /// statement's figure), or `None` where the catalogs give it none.
    #[cfg(feature = "fluent")]
    pub fn render_attribute(&self, attribute: &str, lang: Lang) -> Option<String> {
        fluent::render_attribute(self, attribute, lang)
    }

    /// The message in English, whatever the thread's language (tests, logs).
    pub fn english(&self) -> String {
        self.render(Lang::En)
    }

    /// What is wrong with the message in `lang` (ids missing from the catalogs, variables it
    /// does not pass), nested messages included; empty when it renders as written.
    #[cfg(feature = "fluent")]
    pub fn problems(&self, lang: Lang) -> Vec<String> {
        fluent::problems(self, lang)
    }

    /// The value of argument `name`, if the message has it.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value)
    }
}

/// Rendered in the thread's language.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(language()))
    }
}

/// Sent to the page as its text in the thread's language.
impl Serialize for Message {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.render(language()))
    }
}

/// Compares with English text, so tests read `assert_eq!(step.title, "move 1: …")`.
impl PartialEq<&str> for Message {
    fn eq(&self, other: &&str) -> bool {
        self.english() == *other
    }
}

impl PartialEq<str> for Message {
    fn eq(&self, other: &str) -> bool {
        self.english() == other
    }
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg::Int(value as i64)
            }
        }
    )*};
}
int_args!(i8, i16, i32, i64, u8, u16, u32, u64, usize);

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg::Text(value)
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg::Text(value.to_string())
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg::Text(value.clone())
    }
}

impl From<char> for Arg {
    fn from(value: char) -> Arg {
        Arg::Text(value.to_string())
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Arg {
        Arg::Message(Box::new(value))
    }
}

impl From<&Message> for Arg {
    fn from(value: &Message) -> Arg {
        Arg::Message(Box::new(value.clone()))
    }
}

impl From<Vec<Message>> for Arg {
    fn from(value: Vec<Message>) -> Arg {
        Arg::List(value)
    }
}

/// A [`Message`]: `msg!("mayan-move-title", number = 3, cell = "(1,2)")`. Each argument is
/// anything that converts into an [`Arg`]: integers, text (shown verbatim), messages, lists
/// of messages.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Message::new(
            $id,
            vec![$((stringify!($name), $crate::i18n::Arg::from($value))),*],
        )
    };
}

/// The text of a registry entry (a game's title, a rule option's help…) in the thread's
/// language: the catalog's translation under `id`, or `english`, the text the registry holds.
pub fn registry_text(id: &str, english: &'static str) -> String {
    match language() {
        Lang::En => english.to_string(),
        lang => format(lang, id, &[]).unwrap_or_else(|| english.to_string()),
    }
}

/// The id fragment of a registry name: lower case, runs of anything but letters and digits
/// turned into one `-` ("no solution (-1)" → `no-solution-1`).
pub fn slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_fluent_identifier_parts() {
        assert_eq!(slug("no solution (-1)"), "no-solution-1");
        assert_eq!(slug("colour 10"), "colour-10");
        assert_eq!(slug("Replay: a valid answer"), "replay-a-valid-answer");
    }

    // Ids in no catalog, made by this test alone (tests/tests/i18n.rs checks the literal ones).
    const INNER: &str = "test-inner";
    const OUTER: &str = "test-outer";
    const ENGLISH_ONLY: &str = "test-english-only";
    const NOWHERE: &str = "test-nowhere";

    /// What a build without `fluent` (the page's modules) does: each message handed to the
    /// renderer with its nested messages rendered, in the language asked, then in English.
    #[test]
    fn a_renderer_gets_each_message_with_its_nested_ones_rendered() {
        set_renderer(Box::new(|lang, id, args| {
            if id == NOWHERE || (id == ENGLISH_ONLY && lang != Lang::En) {
                return None;
            }
            let args: Vec<String> = (args.iter())
                .map(|(name, value)| match value {
                    Value::Int(number) => format!("{name}={number}"),
                    Value::Text(text) => format!("{name}='{text}'"),
                })
                .collect();
            Some(format!("{}:{id}({})", lang.code(), args.join(" ")))
        }));
        let inner = Message::new(INNER, vec![("n", Arg::Int(-2))]);
        let outer = Message::new(
            OUTER,
            vec![
                ("one", Arg::from(&inner)),
                ("all", Arg::List(vec![inner.clone(), inner])),
                ("cell", Arg::from("(1,2)")),
            ],
        );
        assert_eq!(
            outer.render(Lang::Fa),
            "fa:test-outer(one='fa:test-inner(n=-2)' \
             all='fa:test-inner(n=-2)fa:list-separator()fa:test-inner(n=-2)' cell='(1,2)')"
        );
        assert_eq!(
            Message::new(ENGLISH_ONLY, Vec::new()).render(Lang::ZhCn),
            "en:test-english-only()"
        );
        assert_eq!(Message::new(NOWHERE, Vec::new()).render(Lang::Fa), NOWHERE);
        set_language(Lang::ZhCn);
        assert_eq!(registry_text(NOWHERE, "as declared"), "as declared");
        assert_eq!(registry_text(OUTER, "as declared"), "zh-CN:test-outer()");
    }

    #[test]
    fn language_codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("zh"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_code("zh_Hans_CN"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_code("zh-HK"), None);
        assert_eq!(Lang::from_code("fa-IR"), Some(Lang::Fa));
        assert_eq!(Lang::from_code("de"), None);
    }
}
