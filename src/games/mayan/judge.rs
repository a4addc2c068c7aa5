//! Judging a contestant's answer by replaying it: is every move legal, does it empty the board
//! in exactly n moves, and is it the lexicographically smallest answer.

use super::engine::{Grid, Illegal, Move, MoveTrace, SameColourSwap};
use super::input::{Answer, Puzzle};
use super::view::{drag_event, moves_text};

/// A move of the answer as it was replayed.
pub enum Played {
    Legal(Box<MoveTrace>),
    /// The replay stops at the first illegal move.
    Illegal(Illegal),
}

pub struct Judgement {
    /// The verdict text: one line per replayed move, then the verdict and the smallest answer.
    pub lines: Vec<String>,
    pub correct: bool,
    pub played: Vec<(Move, Played)>,
    /// The board after the last legal move.
    pub final_grid: Grid,
}

impl Judgement {
    pub fn text(&self) -> String {
        self.lines.iter().map(|line| format!("{line}\n")).collect()
    }
}

fn smallest_text(smallest: Option<&[Move]>) -> String {
    match smallest {
        Some(moves) => format!("smallest answer: {}", moves_text(moves)),
        None => "smallest answer: -1".to_string(),
    }
}

/// What a legal move did, in words.
fn effect(mv: Move, trace: &MoveTrace) -> String {
    let removed = match trace.chains() {
        0 => "nothing removed".to_string(),
        1 => format!("1 chain removed {} blocks", trace.removed_count()),
        chains => format!("{chains} chains removed {} blocks", trace.removed_count()),
    };
    let left = match trace.final_grid().block_count() {
        0 => "board empty".to_string(),
        1 => "1 block left".to_string(),
        count => format!("{count} blocks left"),
    };
    format!("{}; {removed}; {left}", drag_event(mv, &trace.drag))
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
                lines.push(format!(
                    "move {number}: {mv} — legal: {}",
                    effect(mv, &trace)
                ));
                grid = trace.final_grid().clone();
                played.push((mv, Played::Legal(Box::new(trace))));
            }
            Err(why) => {
                lines.push(format!("move {number}: {mv} — illegal: {why}"));
                played.push((mv, Played::Illegal(why)));
                illegal_at = Some(number);
                break;
            }
        }
    }
    let left = grid.block_count();
    let (correct, verdict) = match (answer, smallest, illegal_at) {
        (Answer::NoSolution, None, _) => (
            true,
            format!("verdict: correct — no sequence of exactly {n} moves empties the board"),
        ),
        (Answer::NoSolution, Some(_), _) => (
            false,
            format!("verdict: wrong — the answer is -1, but the board can be emptied in exactly {n} moves"),
        ),
        (Answer::Moves(_), _, Some(at)) => {
            (false, format!("verdict: wrong — move {at} is illegal"))
        }
        (Answer::Moves(moves), _, _) if moves.len() != n => (
            false,
            format!(
                "verdict: wrong — the answer has {} moves; exactly {n} are required{}",
                moves.len(),
                if left == 0 { " (the board is empty after them)" } else { "" }
            ),
        ),
        (Answer::Moves(_), _, _) if left > 0 => (
            false,
            format!("verdict: wrong — after the {n} moves {left} blocks are left"),
        ),
        (Answer::Moves(moves), Some(best), _) if moves.as_slice() == best => (
            true,
            format!(
                "verdict: correct — the answer empties the board in exactly {n} moves and is \
                 the lexicographically smallest answer"
            ),
        ),
        (Answer::Moves(moves), Some(best), _) => {
            let first = moves
                .iter()
                .zip(best)
                .position(|(a, b)| a != b)
                .expect("a different answer of the same length differs at some move");
            (
                false,
                format!(
                    "verdict: wrong — the answer empties the board in exactly {n} moves, but it \
                     is not the lexicographically smallest answer: move {} is {} where the \
                     smallest answer has {}",
                    first + 1,
                    moves[first],
                    best[first]
                ),
            )
        }
        (Answer::Moves(_), None, _) => (
            false,
            format!(
                "verdict: wrong — the answer empties the board in exactly {n} moves although \
                 the search found no solution; please report this board"
            ),
        ),
    };
    lines.push(verdict);
    lines.push(smallest_text(smallest));
    Judgement {
        lines,
        correct,
        played,
        final_grid: grid,
    }
}
