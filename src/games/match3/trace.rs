//! A match-3 program's trace (see `src/core/trace.rs`): `$ op I` after operation I has settled and
//! its hand, if it completed one, is scored (`$ op 0`: the initial board), `$ end` after the end
//! bonus. Fields: `grid` and `special`, then n rows of m numbers as the input writes the board
//! (0 for an empty cell); `score`, the running total (the end bonus only at `end`), and its
//! parts `elimination`, `chain`, `combination`, `hand`; of an operation, `valid` (1 or 0) and
//! `rounds` (0 for an invalid one). Cells of drawings: row and column from 1, as in the input.

use super::engine::{Board, Outcome, Score};
use super::input::{cell_name, MAX_COLOURS, MAX_SPECIAL};
use super::view::{Match3Replay, TOKEN_COLOURS};
use boardlab_core::i18n::Message;
use boardlab_core::trace::{
    self, Checkpoint, Comparison, Field, Ghost, Kind, Line, Place, Placement,
};
use boardlab_core::{msg, InputError, TraceChecking};

pub const FORMAT: trace::Format = trace::Format {
    checkpoints: &["op", "end"],
    fields: &[
        "score",
        "elimination",
        "chain",
        "combination",
        "hand",
        "valid",
        "rounds",
    ],
    blocks: &["grid", "special"],
};

/// A checkpoint's place: after `done` operations, or at the end (`None`), which sorts last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct At {
    done: usize,
    end: bool,
}

impl TraceChecking for Match3Replay {
    fn trace_format(&self) -> Option<&'static trace::Format> {
        Some(&FORMAT)
    }

    fn check_trace(
        &mut self,
        checkpoints: &[Checkpoint],
        errors: &mut Vec<InputError>,
    ) -> Vec<Placement> {
        let operations = self.operations();
        let mut played = None;
        trace::place_in_order(
            checkpoints,
            errors,
            |header| read_header(header, operations),
            |checkpoint, at, errors| {
                let placement = place(self, checkpoint, at, played, errors);
                played = Some(at.done);
                placement
            },
        )
    }
}

fn read_header(header: &Line, operations: usize) -> Result<At, InputError> {
    if header.word_is(0, "end") {
        header.expect_words(1)?;
        return Ok(At {
            done: operations,
            end: true,
        });
    }
    let what = msg!("match3-trace-what-op");
    let done = header.int(1, &what, 0..=operations as i64)? as usize;
    header.expect_words(2)?;
    Ok(At { done, end: false })
}

fn name(at: At) -> Message {
    match at {
        At { end: true, .. } => msg!("match3-trace-end"),
        At { done: 0, .. } => msg!("match3-trace-initial"),
        At { done, .. } => msg!("match3-trace-op", op = done),
    }
}

fn place(
    replay: &mut Match3Replay,
    checkpoint: &Checkpoint,
    at: At,
    played: Option<usize>,
    errors: &mut Vec<InputError>,
) -> Placement {
    let score = if at.end {
        replay.final_score()
    } else {
        replay.score_after(at.done)
    };
    let step = replay.step_after((!at.end).then_some(at.done));
    let outcome = (!at.end && at.done > 0).then(|| replay.outcome(at.done - 1));
    let board = replay.board_after(at.done, played);
    let mut comparison = Comparison::default();
    for field in checkpoint.fields() {
        if let Err(error) = compare(&field, board, &score, outcome, &mut comparison) {
            errors.push(error);
        }
    }
    let cell = |c: &[i64]| {
        let on = |value: i64, size: usize| (1..=size as i64).contains(&value);
        (on(c[0], board.rows) && on(c[1], board.cols)).then(|| (c[0] as u16 - 1, c[1] as u16 - 1))
    };
    Placement::new(
        name(at),
        Place::Step(step),
        comparison,
        trace::drawings(checkpoint, 2, cell, errors),
    )
}

fn compare(
    field: &Field,
    board: &Board,
    score: &Score,
    outcome: Option<Outcome>,
    comparison: &mut Comparison,
) -> Result<(), InputError> {
    // The score's parts and the rounds are counted from what the board did: derived.
    let total = |what: Message, judge: i64, comparison: &mut Comparison| {
        let [yours] = field.values(1, &what, i64::MIN..=i64::MAX)?[..] else {
            unreachable!("one value was read")
        };
        comparison.written_as(Kind::Derived, yours, || what, judge, &[]);
        Ok(())
    };
    match field.name() {
        "grid" => compare_board(field, board, false, comparison),
        "special" => compare_board(field, board, true, comparison),
        "score" => total(msg!("match3-trace-score"), score.total(), comparison),
        "elimination" => total(
            msg!("match3-trace-elimination"),
            score.elimination,
            comparison,
        ),
        "chain" => total(msg!("match3-trace-chain"), score.chain, comparison),
        "combination" => total(
            msg!("match3-trace-combination"),
            score.combination,
            comparison,
        ),
        "hand" => total(msg!("match3-trace-hand"), score.hand, comparison),
        "valid" | "rounds" => {
            let Some(outcome) = outcome else {
                return Err(field
                    .line
                    .error_at(0, msg!("match3-trace-not-an-operation")));
            };
            let rounds = match outcome {
                Outcome::Skipped(_) => 0,
                Outcome::Played { rounds, .. } => i64::from(rounds),
            };
            if field.name() == "valid" {
                let what = msg!("match3-trace-valid");
                let [yours] = field.values(1, &what, 0..=1)?[..] else {
                    unreachable!("one value was read")
                };
                comparison.written(yours, || what, i64::from(rounds > 0), &[]);
                Ok(())
            } else {
                total(msg!("match3-trace-rounds"), rounds, comparison)
            }
        }
        other => unreachable!("{other} is not in the format"),
    }
}

/// Compares the board's colours, or its special types, cell by cell.
fn compare_board(
    field: &Field,
    board: &Board,
    specials: bool,
    comparison: &mut Comparison,
) -> Result<(), InputError> {
    let (what, max) = if specials {
        (msg!("match3-field-special"), MAX_SPECIAL)
    } else {
        (msg!("match3-field-colour"), MAX_COLOURS)
    };
    let grid = field.grid((board.rows, board.cols), &what, 0..=max as i64)?;
    for (row, values) in grid.iter().enumerate() {
        for (col, &yours) in values.iter().enumerate() {
            let piece = board.cells[row * board.cols + col];
            let judge = if specials {
                piece.special
            } else {
                piece.colour
            };
            let cell = cell_name((row, col));
            let named = || match specials {
                true => msg!("match3-trace-special-at", cell = cell),
                false => msg!("match3-trace-colour-at", cell = cell),
            };
            let at = [(row as u16, col as u16)];
            let difference = comparison.written(yours, named, i64::from(judge), &at);
            if let (Some(difference), false, 1..) = (difference, specials, yours.value) {
                difference.ghost = Some(Ghost {
                    row: row as u16,
                    col: col as u16,
                    kind: ((yours.value - 1) as usize % TOKEN_COLOURS) as u8,
                    label: yours.value.to_string(),
                });
            }
        }
    }
    Ok(())
}
