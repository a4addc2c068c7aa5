//! `boardlab validate`: an input checked against the statement's limits without solving it, as
//! a testlib validator, or with `--kattis` as a Kattis input validator.

use crate::args::{with_flags, GameArgs};
use crate::failure::{exit_with, input_error, usage_error, Failure};
use crate::input::{read_limited, resolve_rules};
use crate::out::outln;
use boardlab::text;

/// The arguments of `validate` (its help text is on `Command::Validate` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// Be a Kattis input validator: exit 42 or 43, the input on standard input (strict unless
    /// --lenient)
    #[arg(long)]
    kattis: bool,
    /// Also check the exact format of the statement: single spaces, no trailing or blank lines,
    /// \n line ends, a final newline, no leading zeros or + signs, the statement's line layout
    #[arg(long, conflicts_with = "lenient")]
    strict: bool,
    /// With --kattis: read the input as the engines do (any blanks between tokens, CR)
    #[arg(long, requires = "kattis")]
    lenient: bool,
    /// The input (standard input if missing or '-'); with --kattis, name=value rule options
    #[arg(value_name = "FILE")]
    args: Vec<String>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let (path, rules) = if args.kattis {
        (None, with_flags(&args.game.rules, &args.args))
    } else {
        match args.args.as_slice() {
            [] => (None, args.game.rules.clone()),
            [file] => (Some(file.as_str()), args.game.rules.clone()),
            _ => return Err(usage_error("expected at most one FILE")),
        }
    };
    let game = args.game.game;
    resolve_rules(game, &rules)?;
    let invalid = if args.kattis { 43 } else { 3 };
    // An input over the limit is an invalid input, not a failure to read one.
    let (source, bytes) = read_limited(path)?;
    let Some(bytes) = bytes else {
        return Err(Failure {
            message: text::too_large(&source),
            status: invalid,
        });
    };
    let strict = args.strict || (args.kattis && !args.lenient);
    let checked = text::decode(&bytes).and_then(|text| {
        if strict {
            boardlab::strict::validate(game.id, text, &rules)
        } else {
            boardlab::validate(game.id, text, &rules)
        }
    });
    match (checked, args.kattis) {
        (Ok(()), true) => Err(exit_with(42)),
        (Ok(()), false) => {
            outln!("ok");
            Ok(())
        }
        (Err(e), _) => Err(Failure {
            status: invalid,
            ..input_error(&source, e)
        }),
    }
}
