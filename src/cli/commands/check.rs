//! `boardlab check`: an output judged against ours: the verdict every command gives (Accepted,
//! Wrong Answer or Presentation Error with the first differing line and column), the game's
//! replay of the output, and the note of the game's sample when the input is one.

use crate::args::GameArgs;
use crate::failure::{exit_with, Failure};
use crate::input::{check_rules, open_session, read_bytes, read_input};
use crate::out::outln;

/// The arguments of `check` (its help text is on `Command::Check` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The input
    input: String,
    /// The output to judge
    output: String,
}

pub fn run(args: Args) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, text) = read_input(Some(&args.input))?;
    let (_, candidate) = read_bytes(Some(&args.output))?;
    let session = open_session(&args.game, &source, &text)?;
    let verdict = session.judge(&candidate);
    for line in verdict.lines() {
        outln!("{line}");
    }
    if verdict.accepted {
        Ok(())
    } else {
        Err(exit_with(1))
    }
}
