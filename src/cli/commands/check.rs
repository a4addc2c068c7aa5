//! `boardlab check`: an output judged against ours, Accepted or Wrong Answer with the first
//! differing line.

use crate::args::GameArgs;
use crate::failure::{exit_with, Failure};
use crate::input::{check_rules, open_session, read_input};
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
    let (_, candidate) = read_input(Some(&args.output))?;
    let session = open_session(&args.game, &source, &text)?;
    let verdict = session.judge(&candidate);
    if verdict.accepted {
        outln!("Accepted");
    } else {
        let diff = verdict
            .difference
            .expect("a rejected verdict has a difference");
        let show = |line: &Option<String>| match line {
            Some(text) => format!("\"{}\"", boardlab::text::visible(text)),
            None => "(no line)".to_string(),
        };
        outln!("Wrong Answer on line {}", diff.line);
        outln!("  expected: {}", show(&diff.reference));
        outln!("  got:      {}", show(&diff.candidate));
    }
    if let Some(explanation) = verdict.explanation {
        outln!("{explanation}");
    }
    if verdict.accepted {
        Ok(())
    } else {
        Err(exit_with(1))
    }
}
