//! An output judged as a judge would, against ours.

use boardlab_core::i18n::Message;
use boardlab_core::text::{first_difference, Difference};
use boardlab_core::{GameInfo, Rules};
use serde::Serialize;

/// The verdict of comparing an output with ours as a judge would, plus the game's own
/// judgement of that output when it differs and the game can replay answers.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    pub accepted: bool,
    pub difference: Option<Difference>,
    pub explanation: Option<Message>,
}

/// Compares `candidate` (e.g. a contestant's output) with `output`, the judge output of `input`
/// of `game` under `rules`; where they differ, the game replays the candidate if it can.
pub fn judge(
    game: &GameInfo,
    rules: &Rules,
    input: &str,
    output: &str,
    candidate: &str,
) -> Verdict {
    let difference = first_difference(output, candidate);
    let explanation = match (&difference, game.judge_answer) {
        (Some(_), Some(replay)) => {
            replay(input, rules, candidate).unwrap_or_else(|e| Some(e.located()))
        }
        _ => None,
    };
    Verdict {
        accepted: difference.is_none(),
        difference,
        explanation,
    }
}
