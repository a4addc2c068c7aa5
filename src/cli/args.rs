//! The argument pieces the commands share: the game and its rule options (`GameArgs`), one
//! input (`OneInput`, for `run` and `steps`), Kattis' `name=value` flags as rule options, and
//! the value parsers with BoardLab's own messages (`Checked` over `game`, `language`,
//! `name_value`, `seed`, `number`). It uses no other module of the command line.

use boardlab::{find_game, games, GameInfo, Lang};
use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use clap::Args;
use std::ffi::OsStr;

/// The game and its rule options, which every command but `list` takes.
#[derive(Args)]
pub struct GameArgs {
    /// The game (`boardlab list` describes them)
    #[arg(value_name = "GAME", value_parser = Checked::new(game).values(games().iter().map(|g| g.id)))]
    pub game: &'static GameInfo,
    /// A rule option of the game; repeatable (`boardlab list` shows them)
    #[arg(short, long = "rule", value_name = "NAME=VALUE", value_parser = Checked::new(name_value))]
    pub rules: Vec<(String, String)>,
}

/// The arguments of `run` and `steps`: the game and one input.
#[derive(Args)]
pub struct OneInput {
    #[command(flatten)]
    pub game: GameArgs,
    /// The input; standard input if missing or '-'
    pub file: Option<String>,
}

/// `name=value` arguments (Kattis' validator flags) as rule options after `rules`; other words
/// are ignored.
pub fn with_flags(rules: &[(String, String)], flags: &[String]) -> Vec<(String, String)> {
    let pairs = flags.iter().filter_map(|flag| flag.split_once('='));
    let mut all = rules.to_vec();
    all.extend(pairs.map(|(name, value)| (name.to_string(), value.to_string())));
    all
}

/// A value parser whose error is BoardLab's own message: `parse(option, value)` gives the value
/// or the whole message, such as "--step needs a number, got \"x\"" (tests and scripts match
/// these messages).
#[derive(Clone)]
pub struct Checked<T> {
    parse: fn(&str, &str) -> Result<T, String>,
    /// The values allowed, for the help and the shell completions; empty when there is no list.
    values: Vec<&'static str>,
}

impl<T> Checked<T> {
    pub fn new(parse: fn(&str, &str) -> Result<T, String>) -> Self {
        Checked {
            parse,
            values: Vec::new(),
        }
    }

    pub fn values(self, values: impl IntoIterator<Item = &'static str>) -> Self {
        Checked {
            values: values.into_iter().collect(),
            ..self
        }
    }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Checked<T> {
    type Value = T;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        // The option as typed (--step); empty for the positional GAME, whose message needs none.
        let option = arg
            .and_then(clap::Arg::get_long)
            .map_or(String::new(), |long| format!("--{long}"));
        let value = value.to_string_lossy();
        (self.parse)(&option, &value)
            .map_err(|message| command.clone().error(ErrorKind::ValueValidation, message))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let values = self.values.iter().map(PossibleValue::new);
        (!self.values.is_empty()).then(|| Box::new(values) as Box<dyn Iterator<Item = _>>)
    }
}

pub fn game(_option: &str, id: &str) -> Result<&'static GameInfo, String> {
    find_game(id).ok_or_else(|| {
        let known: Vec<_> = games().iter().map(|g| g.id).collect();
        format!("unknown game {id}; games: {}", known.join(", "))
    })
}

pub fn language(option: &str, code: &str) -> Result<Lang, String> {
    Lang::from_code(code).ok_or_else(|| format!("{option} needs one of en, zh-CN, fa, got {code}"))
}

pub fn name_value(option: &str, pair: &str) -> Result<(String, String), String> {
    let (name, value) = pair
        .split_once('=')
        .ok_or_else(|| format!("{option} needs name=value, got {pair}"))?;
    Ok((name.to_string(), value.to_string()))
}

pub fn seed(option: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("{option} needs an integer 0..{}, got {value}", u64::MAX))
}

/// A type `number` reads, with the range of values it holds for the messages (none for a float).
pub trait Number: std::str::FromStr {
    fn range() -> Option<String>;
}

/// Integer types: their values, as a message names them ("0..4294967295").
macro_rules! whole_numbers {
    ($($t:ty),*) => {$(
        impl Number for $t {
            fn range() -> Option<String> {
                Some(format!("{}..{}", <$t>::MIN, <$t>::MAX))
            }
        }
    )*};
}
whole_numbers!(u32, u64, usize);

impl Number for f32 {
    fn range() -> Option<String> {
        None
    }
}

impl Number for f64 {
    fn range() -> Option<String> {
        None
    }
}

/// A number of type `T`; an integer beyond `T`'s range is answered with that range.
pub fn number<T: Number>(option: &str, value: &str) -> Result<T, String> {
    value.parse().map_err(|_| match T::range() {
        Some(range) if boardlab::text::is_integer(value) => {
            format!("{option} {value} is out of range {range}")
        }
        _ => format!("{option} needs a number, got {value:?}"),
    })
}
