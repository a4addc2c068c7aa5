//! The checker of a problem package (testlib's checker, Kattis' output validator): judges a
//! contestant's output for an input by BoardLab's own output, after making sure that the jury's
//! answer agrees with it — a checker fails rather than judge against a wrong answer.
//!
//! The contestant's output is judged by the verdict every command gives (`verdict::judge`:
//! accepted, wrong answer, presentation error), said here in testlib's words.

use crate::verdict;
use boardlab_core::text::{decode, first_difference, judge_lines, visible};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Accepted,
    WrongAnswer,
    PresentationError,
    /// The input or the jury's answer is invalid or unreadable, or the answer disagrees with
    /// BoardLab's output.
    Fail,
}

impl Outcome {
    /// The word testlib starts its message with.
    fn word(self) -> &'static str {
        match self {
            Outcome::Accepted => "ok",
            Outcome::WrongAnswer => "wrong answer",
            Outcome::PresentationError => "wrong output format",
            Outcome::Fail => "FAIL",
        }
    }
}

/// A checker's outcome and its one-line message (`ok 3 lines`, `wrong answer line 2: …`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub outcome: Outcome,
    pub message: String,
}

impl Report {
    pub fn new(outcome: Outcome, detail: impl AsRef<str>) -> Report {
        Report {
            outcome,
            message: format!("{} {}", outcome.word(), detail.as_ref()),
        }
    }
}

/// Longest part of a line a message shows; longer lines are cut with an ellipsis.
const SHOWN_LINE: usize = 64;

/// A line of an output as a message shows it, or "end of output" when there is none.
fn shown(line: Option<&str>) -> String {
    match line {
        None => "end of output".to_string(),
        Some(text) => match text.char_indices().nth(SHOWN_LINE) {
            Some((cut, _)) => format!("'{}…'", visible(&text[..cut])),
            None => format!("'{}'", visible(text)),
        },
    }
}

/// Judges `output` (a contestant's) for `input` of game `game_id` under `rules`, where `answer`
/// is the jury's answer file.
pub fn check(
    game_id: &str,
    rules: &[(String, String)],
    input: &[u8],
    answer: &[u8],
    output: &[u8],
) -> Report {
    let fail = |detail: String| Report::new(Outcome::Fail, detail);
    let session = match decode(input).and_then(|text| crate::parse(game_id, text, rules)) {
        Ok(session) => session,
        Err(e) => return fail(format!("invalid input: {e}")),
    };
    let answer = match decode(answer) {
        Ok(answer) => answer,
        Err(e) => return fail(format!("invalid answer file: {e}")),
    };
    if let Some(d) = first_difference(session.output(), answer) {
        return fail(format!(
            "the answer file disagrees with BoardLab on line {}: BoardLab has {}, the answer has {}",
            d.line,
            shown(d.reference.as_deref()),
            shown(d.candidate.as_deref())
        ));
    }
    // The verdict every command gives, in testlib's words.
    let verdict = session.judge(output);
    let outcome = match verdict.outcome {
        verdict::Outcome::Accepted => Outcome::Accepted,
        verdict::Outcome::WrongAnswer => Outcome::WrongAnswer,
        verdict::Outcome::PresentationError => Outcome::PresentationError,
    };
    let Some(d) = verdict.difference else {
        return match verdict.not_text {
            Some(error) => Report::new(outcome, format!("the output is not text: {error}")),
            None => {
                let lines = judge_lines(session.output()).len();
                let plural = if lines == 1 { "" } else { "s" };
                Report::new(outcome, format!("{lines} line{plural}"))
            }
        };
    };
    let place = format!(
        "line {}: expected {}, found {}",
        d.line,
        shown(d.reference.as_deref()),
        shown(d.candidate.as_deref())
    );
    match (outcome, verdict.explanation) {
        (Outcome::PresentationError, _) => Report::new(
            outcome,
            format!("{place} (the same tokens, spread differently)"),
        ),
        // The game's replay of the output (mayan), on the same line.
        (_, Some(replay)) => {
            let replay = replay.to_string();
            let replay: Vec<_> = replay.lines().collect();
            Report::new(outcome, format!("{place}; replay: {}", replay.join(" | ")))
        }
        (_, None) => Report::new(outcome, place),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INPUT: &[u8] = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
    const ANSWER: &[u8] = b"2 1 1\n3 1 1\n3 0 1\n";

    fn check_mayan(answer: &[u8], output: &[u8]) -> Report {
        check("mayan", &[], INPUT, answer, output)
    }

    #[test]
    fn outcomes_and_messages() {
        let report = check_mayan(ANSWER, b"2 1 1\r\n3 1 1  \n3 0 1\n\n");
        assert_eq!(report, Report::new(Outcome::Accepted, "3 lines"));

        let report = check_mayan(ANSWER, b"2 1 1 3 1 1\n3 0 1\n");
        assert_eq!(report.outcome, Outcome::PresentationError);
        assert!(
            report
                .message
                .starts_with("wrong output format line 1: expected '2 1 1', found '2 1 1 3 1 1'"),
            "{}",
            report.message
        );

        let report = check_mayan(ANSWER, b"2 1 1\n3 1 1\n");
        assert_eq!(report.outcome, Outcome::WrongAnswer);
        assert!(
            report.message.starts_with(
                "wrong answer line 3: expected '3 0 1', found end of output; replay: move 1:"
            ),
            "{}",
            report.message
        );
        assert!(!report.message.contains('\n'));

        let report = check_mayan(b"-1\n", ANSWER);
        assert_eq!(report.outcome, Outcome::Fail);
        assert!(
            report
                .message
                .contains("BoardLab has '2 1 1', the answer has '-1'"),
            "{}",
            report.message
        );

        let report = check("mayan", &[], b"3\n", ANSWER, ANSWER);
        assert_eq!(report.outcome, Outcome::Fail);
        assert!(
            report
                .message
                .starts_with("FAIL invalid input: line 2, column 1: unexpected end of input"),
            "{}",
            report.message
        );
    }
}
