//! Judging a contestant's answer by replaying it: is every move legal, does it empty the board
//! in exactly n moves, and is it the lexicographically smallest answer.

use super::engine::{Grid, Illegal, Move, MoveTrace, SameColourSwap};
use super::input::{Answer, Puzzle};
use super::steps::{drag_event, moves_text};
use boardlab_core::i18n::Message;
use boardlab_core::msg;

/// A move of the answer as it was replayed.
pub enum Played {
    Legal(Box<MoveTrace>),
    /// The replay stops at the first illegal move.
    Illegal(Illegal),
}

pub struct Judgement {
    /// The verdict text: one line per replayed move, then the verdict and the smallest answer.
    pub lines: Vec<Message>,
    pub correct: bool,
    pub played: Vec<(Move, Played)>,
    /// The board after the last legal move.
    pub final_grid: Grid,
}

impl Judgement {
    /// The verdict text as the judge output: English, one line each.
    pub fn text(&self) -> String {
        self.lines
            .iter()
            .map(|line| format!("{}\n", line.english()))
            .collect()
    }

    /// The verdict text as one message: the same lines, each ending with a line break.
    pub fn message(&self) -> Message {
        let (last, before) = self
            .lines
            .split_last()
            .expect("a judgement has its verdict lines");
        let last = msg!("mayan-verdict-lines", line = last, rest = "");
        before.iter().rev().fold(last, |rest, line| {
            msg!("mayan-verdict-lines", line = line, rest = rest)
        })
    }
}

/// Replays `answer` on `puzzle` and compares it with `smallest` (the solver's answer).
pub fn judge(
    puzzle: &Puzzle,
    rule: SameColourSwap,
    smallest: Option<&[Move]>,
    answer: &Answer,
) -> Judgement {
    let n = puzzle.n;
    let mut grid = Grid::from_columns(&puzzle.columns);
    let mut lines = Vec::new();
    let mut played = Vec::new();
    let moves: &[Move] = match answer {
        Answer::NoSolution => &[],
        Answer::Moves(moves) => moves,
    };
    let mut illegal_at = None;
    for (index, &mv) in moves.iter().enumerate() {
        let number = index + 1;
        match grid.play(mv, rule) {
            Ok(trace) => {
                lines.push(msg!(
                    "mayan-judge-legal",
                    number = number,
                    mv = mv.to_string(),
                    drag = drag_event(mv, &trace.drag),
                    chains = trace.chains(),
                    removed = trace.removed_count(),
                    left = trace.final_grid().block_count()
                ));
                grid = trace.final_grid().clone();
                played.push((mv, Played::Legal(Box::new(trace))));
            }
            Err(why) => {
                lines.push(msg!(
                    "mayan-judge-illegal",
                    number = number,
                    mv = mv.to_string(),
                    why = why.message()
                ));
                played.push((mv, Played::Illegal(why)));
                illegal_at = Some(number);
                break;
            }
        }
    }
    let left = grid.block_count();
    let (correct, verdict) = match (answer, smallest, illegal_at) {
        (Answer::NoSolution, None, _) => (true, msg!("mayan-verdict-no-solution", n = n)),
        (Answer::NoSolution, Some(_), _) => (false, msg!("mayan-verdict-wrong-minus-one", n = n)),
        (Answer::Moves(_), _, Some(at)) => (false, msg!("mayan-verdict-illegal", number = at)),
        (Answer::Moves(moves), _, _) if moves.len() != n => (
            false,
            msg!(
                "mayan-verdict-wrong-count",
                count = moves.len(),
                n = n,
                left = left
            ),
        ),
        (Answer::Moves(_), _, _) if left > 0 => {
            (false, msg!("mayan-verdict-blocks-left", n = n, left = left))
        }
        (Answer::Moves(moves), Some(best), _) if moves.as_slice() == best => {
            (true, msg!("mayan-verdict-smallest", n = n))
        }
        (Answer::Moves(moves), Some(best), _) => {
            let first = moves
                .iter()
                .zip(best)
                .position(|(a, b)| a != b)
                .expect("a different answer of the same length differs at some move");
            (
                false,
                msg!(
                    "mayan-verdict-not-smallest",
                    n = n,
                    number = first + 1,
                    mv = moves[first].to_string(),
                    best = best[first].to_string()
                ),
            )
        }
        (Answer::Moves(_), None, _) => (false, msg!("mayan-verdict-unexpected", n = n)),
    };
    lines.push(verdict);
    let smallest_text = smallest.map_or("-1".to_string(), moves_text);
    lines.push(msg!("mayan-smallest-answer", moves = smallest_text));
    Judgement {
        lines,
        correct,
        played,
        final_grid: grid,
    }
}
