//! A problem package's input validator, as the Kattis format wants one: `boardlab-validator
//! GAME [name=value…] < input` exits with 42 when the input is valid, and with 43 and
//! `<stdin>:LINE:COLUMN: message` on standard error when it is not (2 for a wrong command line).
//! It checks what `boardlab validate --kattis` checks, with the same code: the core's strict
//! validation over the game's own parser (`GameInfo::validate_strictly`), the rule options given as
//! `name=value` words (Kattis' validator flags; other words are ignored). Only the games of its
//! features are compiled in: a package carries a program with its own game alone.

use boardlab_core::{i18n, text, GameInfo, Rules};
use std::io::Read;
use std::process::ExitCode;

/// The games compiled in, one per feature: listed as the session's registry lists them, since
/// the validator depends on the core and the games alone (it carries no session).
static GAMES: &[&GameInfo] = &[
    #[cfg(feature = "mayan")]
    &boardlab_mayan::GAME,
    #[cfg(feature = "skill-chess")]
    &boardlab_skill_chess::GAME,
    #[cfg(feature = "three-kingdoms")]
    &boardlab_three_kingdoms::GAME,
    #[cfg(feature = "match3")]
    &boardlab_match3::GAME,
    #[cfg(feature = "ludo")]
    &boardlab_ludo::GAME,
];

/// How a run ends.
enum Verdict {
    Valid,
    /// What is wrong with the input, where.
    Invalid(String),
    /// The validator's command line is wrong, or standard input cannot be read.
    Usage(String),
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match validate(&args) {
        Verdict::Valid => ExitCode::from(42),
        Verdict::Invalid(message) => {
            eprintln!("{message}");
            ExitCode::from(43)
        }
        Verdict::Usage(message) => {
            eprintln!("boardlab-validator: {message}\nusage: boardlab-validator GAME [name=value…] < input");
            ExitCode::from(2)
        }
    }
}

/// The verdict on standard input for the game and rule options of `args`.
fn validate(args: &[String]) -> Verdict {
    i18n::register_games(|| GAMES.iter().map(|game| (game.id, game.messages)).collect());
    let ids = || {
        GAMES
            .iter()
            .map(|game| game.id)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some((id, flags)) = args.split_first() else {
        return Verdict::Usage(format!("no game given (this program has {})", ids()));
    };
    let Some(game) = GAMES.iter().find(|game| game.id == id) else {
        return Verdict::Usage(format!("no game {id} here (this program has {})", ids()));
    };
    let pairs: Vec<(String, String)> = (flags.iter())
        .filter_map(|flag| flag.split_once('='))
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect();
    let rules = match Rules::resolve(game, &pairs) {
        Ok(rules) => rules,
        Err(e) => return Verdict::Usage(e.message.to_string()),
    };
    let source = "<stdin>";
    let mut bytes = Vec::new();
    let read = std::io::stdin()
        .take(text::MAX_INPUT_BYTES as u64 + 1)
        .read_to_end(&mut bytes);
    if let Err(e) = read {
        return Verdict::Usage(format!("cannot read standard input: {e}"));
    }
    if bytes.len() > text::MAX_INPUT_BYTES {
        return Verdict::Invalid(text::too_large(source));
    }
    match text::decode(&bytes).and_then(|input| game.validate_strictly(input, &rules)) {
        Ok(()) => Verdict::Valid,
        Err(e) => Verdict::Invalid(e.in_file(source)),
    }
}
