//! An output judged as a judge would, against ours: the one verdict and its one wording, which
//! `check`, `trace`, `debug`, `stress` and the package's checker all use.
//!
//! Outputs are compared line by line as the judges do (`text::first_difference`). A
//! presentation error is an output with the same whitespace-separated tokens as ours spread
//! over other lines or with other spacing inside a line, or an output that is not UTF-8 text at
//! all; any other difference is a wrong answer.

use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::text::{decode, first_difference, same_tokens, visible, Difference};
use boardlab_core::{GameInfo, Rules};
use serde::Serialize;

/// What a judge says of an output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum Outcome {
    Accepted,
    WrongAnswer,
    PresentationError,
}

/// The verdict of comparing an output with ours as a judge would, plus the game's own
/// judgement of that output when it differs and the game can replay answers, and what is known
/// of the input when it is one of the game's samples.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    pub accepted: bool,
    pub outcome: Outcome,
    /// The first line that differs (with the column where it starts to).
    pub difference: Option<Difference>,
    /// Why an output that is not text is refused.
    pub not_text: Option<String>,
    pub explanation: Option<Message>,
    /// The note of the game's sample the input is, when the output is not accepted: a sample
    /// with a known quirk (skill-chess' published answer contradicts the official data) says so
    /// next to the verdict.
    pub sample_note: Option<Message>,
}

impl Verdict {
    /// The verdict in one line: Accepted, or what differs first and where.
    pub fn message(&self) -> Message {
        let Some(d) = &self.difference else {
            return match &self.not_text {
                Some(error) => msg!("verdict-not-text", error = error.as_str()),
                None => msg!("verdict-accepted"),
            };
        };
        let (expected, found) = (
            shown_line(d.reference.as_deref()),
            shown_line(d.candidate.as_deref()),
        );
        match self.outcome {
            Outcome::PresentationError => msg!(
                "verdict-presentation-error",
                line = d.line,
                col = d.col,
                expected = expected,
                found = found
            ),
            _ => msg!(
                "verdict-wrong-answer",
                line = d.line,
                col = d.col,
                expected = expected,
                found = found
            ),
        }
    }

    /// The verdict and what is known besides, a line each: the game's replay of the output
    /// (its lines) and the sample's note.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = vec![self.message().to_string()];
        if let Some(explanation) = &self.explanation {
            lines.extend(explanation.to_string().lines().map(String::from));
        }
        if let Some(note) = &self.sample_note {
            lines.push(note.to_string());
        }
        lines
    }
}

/// A line of an output as the verdict quotes it, or "end of output" when there is none.
fn shown_line(line: Option<&str>) -> Message {
    match line {
        Some(text) => msg!("verdict-line", text = format!("\"{}\"", visible(text))),
        None => msg!("verdict-end-of-output"),
    }
}

/// Judges `candidate` (e.g. a contestant's output, as bytes) against `output`, the judge output
/// of `input` of `game` under `rules`; where they differ, the game replays the candidate if it
/// can.
pub fn judge(
    game: &GameInfo,
    rules: &Rules,
    input: &str,
    output: &str,
    candidate: &[u8],
) -> Verdict {
    let text = match decode(candidate) {
        Ok(text) => text,
        Err(error) => {
            return Verdict {
                accepted: false,
                outcome: Outcome::PresentationError,
                difference: None,
                not_text: Some(error.to_string()),
                explanation: None,
                sample_note: sample_note(game, rules, input),
            }
        }
    };
    let Some(difference) = first_difference(output, text) else {
        return Verdict {
            accepted: true,
            outcome: Outcome::Accepted,
            difference: None,
            not_text: None,
            explanation: None,
            sample_note: None,
        };
    };
    let outcome = if same_tokens(output, text) {
        Outcome::PresentationError
    } else {
        Outcome::WrongAnswer
    };
    let explanation = game
        .judge_answer
        .and_then(|replay| replay(input, rules, text).unwrap_or_else(|e| Some(e.located())));
    Verdict {
        accepted: false,
        outcome,
        difference: Some(difference),
        not_text: None,
        explanation,
        sample_note: sample_note(game, rules, input),
    }
}

/// The note of the game's sample that `input` is (the same tokens, under rules that agree), in
/// the thread's language.
fn sample_note(game: &GameInfo, rules: &Rules, input: &str) -> Option<Message> {
    let shown = game.shown();
    let sample = shown.samples.into_iter().find(|sample| {
        let rules_agree = (sample.rules.iter()).all(|&(name, value)| rules.get(name) == value);
        rules_agree && same_tokens(sample.input, input) && !sample.note.is_empty()
    })?;
    Some(msg!(
        "verdict-sample-note",
        name = sample.label,
        note = sample.note
    ))
}
