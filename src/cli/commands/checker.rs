//! `boardlab checker`: a contestant's output judged for an input by `boardlab::checker`, its
//! outcomes mapped to a testlib checker's exit statuses (0 to 3) or with `--kattis` to a Kattis
//! output validator's (42, 43).

use crate::args::{with_flags, GameArgs};
use crate::failure::{exit_with, usage_error, Failure};
use crate::input::{check_rules, read_bytes, resolve_rules};
use boardlab::checker::{self, Outcome, Report};
use std::path::Path;

/// The arguments of `checker` (its help text is on `Command::Checker` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// Be a Kattis output validator: exit 42 or 43, the output on standard input
    #[arg(long)]
    kattis: bool,
    /// INPUT OUTPUT ANSWER; with --kattis INPUT ANSWER FEEDBACK_DIR [name=value]…
    #[arg(value_name = "FILE")]
    args: Vec<String>,
}

/// Reads INPUT and ANSWER (a file that cannot be read fails the check) and the contestant's
/// output (one that cannot be read is a presentation error), and judges.
fn judge_files(
    game: &str,
    rules: &[(String, String)],
    input: &str,
    answer: &str,
    output: Option<&str>,
) -> Report {
    let read = |path| read_bytes(path).map(|(_, bytes)| bytes);
    let (input, answer) = match (read(Some(input)), read(Some(answer))) {
        (Ok(input), Ok(answer)) => (input, answer),
        (Err(e), _) | (_, Err(e)) => return Report::new(Outcome::Fail, e.message),
    };
    match read(output) {
        Ok(output) => checker::check(game, rules, &input, &answer, &output),
        Err(e) => Report::new(Outcome::PresentationError, e.message),
    }
}

/// The checker's exit status when it cannot judge, its usage errors included: its statuses 1 and
/// 2 are verdicts (testlib's fail is 3; for Kattis anything but 42 and 43).
pub fn cannot_judge(kattis: bool) -> u8 {
    if kattis {
        1
    } else {
        3
    }
}

pub fn run(args: Args) -> Result<(), Failure> {
    let Args { game, kattis, args } = args;
    let cannot_judge = cannot_judge(kattis);
    let as_failure = |failure: Failure| Failure {
        status: cannot_judge,
        ..failure
    };
    check_rules(&game).map_err(as_failure)?;
    let GameArgs { game, rules } = game;
    let (report, feedback_dir) = if kattis {
        let [input, answer, feedback_dir, flags @ ..] = args.as_slice() else {
            return Err(as_failure(usage_error(
                "checker --kattis needs INPUT ANSWER FEEDBACK_DIR",
            )));
        };
        let rules = with_flags(&rules, flags);
        resolve_rules(game, &rules).map_err(as_failure)?;
        let report = judge_files(game.id, &rules, input, answer, None);
        (report, Some(feedback_dir))
    } else {
        let [input, output, answer] = args.as_slice() else {
            return Err(as_failure(usage_error("checker needs INPUT OUTPUT ANSWER")));
        };
        let report = judge_files(game.id, &rules, input, answer, Some(output));
        (report, None)
    };
    eprintln!("{}", report.message);
    if let Some(dir) = feedback_dir {
        let path = Path::new(dir).join("judgemessage.txt");
        std::fs::write(&path, format!("{}\n", report.message)).map_err(|e| Failure {
            message: format!("cannot write {}: {e}", path.display()),
            status: cannot_judge,
        })?;
    }
    let status = match (report.outcome, kattis) {
        (Outcome::Accepted, false) => return Ok(()),
        (Outcome::WrongAnswer, false) => 1,
        (Outcome::PresentationError, false) => 2,
        (Outcome::Accepted, true) => 42,
        (Outcome::WrongAnswer | Outcome::PresentationError, true) => 43,
        (Outcome::Fail, _) => cannot_judge,
    };
    Err(exit_with(status))
}
