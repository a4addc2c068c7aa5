//! How a command fails: `Failure`, the message for standard error and the exit status, and the
//! failures the commands share (usage errors, verdict statuses, located input errors with their
//! rule option hints).

use boardlab::{InputError, Suggestion};
use std::sync::OnceLock;

/// A failure that ends the command, with the exit status to use.
pub struct Failure {
    pub message: String,
    pub status: u8,
}

/// The command being run, whose help a usage error points to. Set once by `main` after parsing,
/// since usage errors are found deep inside the commands.
static COMMAND: OnceLock<String> = OnceLock::new();

pub fn set_command(name: &str) {
    COMMAND.get_or_init(|| name.to_string());
}

/// A usage error (exit 2), pointing to the help of the command being run, or to the list of
/// commands when there is none.
pub fn usage_error(message: impl Into<String>) -> Failure {
    let help = match COMMAND.get() {
        Some(command) => format!("boardlab {command} --help"),
        None => "boardlab --help".to_string(),
    };
    Failure {
        message: format!("{}\nRun '{help}' for usage.", message.into()),
        status: 2,
    }
}

/// Ends the command with exit status `status` and nothing (more) to print: the verdict codes of
/// `check`, `validate --kattis` and `checker`.
pub fn exit_with(status: u8) -> Failure {
    Failure {
        message: String::new(),
        status,
    }
}

pub fn input_error(source: &str, err: InputError) -> Failure {
    let mut message = err.in_file(source);
    if let Some(suggestion) = &err.suggestion {
        message.push('\n');
        message.push_str(&hint(suggestion));
    }
    Failure { message, status: 2 }
}

/// A suggested rule option value as a line for standard error, with the option to pass.
pub fn hint(suggestion: &Suggestion) -> String {
    format!(
        "hint: {} (--rule {}={})",
        suggestion.message, suggestion.rule, suggestion.value
    )
}
