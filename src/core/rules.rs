//! Rule options: where the original statement is ambiguous or the official judge deviates from
//! it, a game declares a named option ([`RuleOption`]); a run resolves them ([`Rules`], with
//! `Rules::resolve` beside the game's contract in `game.rs`).

use serde::Serialize;

/// A rule option of a game. The first value is the default. Options exist where the original
/// statement is ambiguous or the official judge deviates from it.
#[derive(Debug, Clone, Copy, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct RuleOption {
    pub name: &'static str,
    /// One line on what the option decides.
    pub help: &'static str,
    /// (value, what it means), default first.
    pub values: &'static [(&'static str, &'static str)],
}

/// Rule options resolved against a game's declared options: every option has a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Rules {
    pub(crate) values: Vec<(&'static str, String)>,
}

impl Rules {
    /// The value of option `name`. Panics on a name the game did not declare (a programming
    /// error, never caused by input).
    pub fn get(&self, name: &str) -> &str {
        let (_, value) = self
            .values
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("rule option {name} is not declared by this game"));
        value
    }
}
