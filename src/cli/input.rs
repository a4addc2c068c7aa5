//! Reading the commands' inputs and opening sessions on them: rule options checked before any
//! input is read, files or standard input as bytes or as UTF-8 text with located errors, and
//! the session over an input with its rule option hints on standard error.

use crate::args::GameArgs;
use crate::failure::{hint, input_error, usage_error, Failure};
use boardlab::{text, GameInfo, Rules, Session};
use std::io::Read;

/// Checks rule options before any input is read, so that a misspelt option is not taken for bad
/// input.
pub fn check_rules(args: &GameArgs) -> Result<(), Failure> {
    resolve_rules(args.game, &args.rules)
}

pub fn resolve_rules(game: &GameInfo, rules: &[(String, String)]) -> Result<(), Failure> {
    Rules::resolve(game, rules)
        .map(drop)
        .map_err(|e| usage_error(e.message.to_string()))
}

/// Reads a file (or standard input for `None` / "-") as bytes: (its name for messages, bytes).
pub fn read_bytes(path: Option<&str>) -> Result<(String, Vec<u8>), Failure> {
    let mut bytes = Vec::new();
    let source = match path {
        None | Some("-") => {
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| usage_error(format!("cannot read standard input: {e}")))?;
            "<stdin>".to_string()
        }
        Some(path) => {
            bytes = std::fs::read(path).map_err(|e| Failure {
                message: format!("cannot read {path}: {e}"),
                status: 2,
            })?;
            path.to_string()
        }
    };
    Ok((source, bytes))
}

/// Reads a file (or standard input for `None` / "-") as UTF-8 text, with a located error.
pub fn read_input(path: Option<&str>) -> Result<(String, String), Failure> {
    let (source, bytes) = read_bytes(path)?;
    let text = text::decode(&bytes)
        .map_err(|e| input_error(&source, e))?
        .to_string();
    Ok((source, text))
}

pub fn parse_session(args: &GameArgs, source: &str, text: &str) -> Result<Session, Failure> {
    boardlab::parse(args.game.id, text, &args.rules).map_err(|e| input_error(source, e))
}

/// Parses and computes; suggestions for an input that is valid but seems meant for other rule
/// options go to standard error, leaving the output alone.
pub fn open_session(args: &GameArgs, source: &str, text: &str) -> Result<Session, Failure> {
    let session = parse_session(args, source, text)?;
    for suggestion in session.suggestions() {
        eprintln!("{source}: {}", hint(&suggestion));
    }
    Ok(session)
}
