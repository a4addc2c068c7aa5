//! A ludo program's trace (see `src/core/trace.rs`). Parts 3–5: `$ request I` after request I
//! (`$ request 0`: the start), with the fields `piece P C` (piece P, such as R1 or B3, stands on
//! cell number C; corner cells are 41–44, 49–52, 57–60, 65–68), `cells C…` (every piece's cell,
//! R1 to R4, then B1 to Y4 with four players), `dice V…` (the unused rolled values, in any
//! order; none after the word when there are none), `turn C` (R, B, G or Y: who moves next),
//! `x X` (the die generator's last X) and the block `board`, then the 11 lines of the text board
//! as part 5 prints it. Part 2: `$ roll I` with `x X` (X_I) and `value V`. Drawings name a cell
//! by its number: `$ mark 5 blue`, `$ arrow 1 5`.

use super::engine::{piece_name, Lcg, State, CELL_POSITION, COLOUR_LETTERS};
use super::view::{GameReplay, RollReplay};
use boardlab_core::i18n::Message;
use boardlab_core::order;
use boardlab_core::text::quote;
use boardlab_core::trace::{self, Checkpoint, Comparison, Field, Ghost, Place, Placement, Written};
use boardlab_core::{msg, InputError, TraceChecking};

pub const REQUESTS: trace::Format = trace::Format {
    checkpoints: &["request"],
    fields: &["piece", "cells", "dice", "turn", "x"],
    blocks: &["board"],
};

pub const ROLLS: trace::Format = trace::Format {
    checkpoints: &["roll"],
    fields: &["x", "value"],
    blocks: &[],
};

/// The frame cell of a cell number, when it is one.
fn frame_cell(cell: i64) -> Option<(u16, u16)> {
    let (row, col) = CELL_POSITION[usize::try_from(cell)
        .ok()
        .filter(|&c| (1..=72).contains(&c))?];
    Some((u16::from(row), u16::from(col)))
}

fn drawn_cell(coordinates: &[i64]) -> Option<(u16, u16)> {
    frame_cell(coordinates[0])
}

pub fn check_requests(
    replay: &GameReplay,
    checkpoints: &[Checkpoint],
    errors: &mut Vec<InputError>,
) -> Vec<Placement> {
    let count = replay.game().1.len();
    // The state after `done` requests, moved forward as the checkpoints come in order.
    let mut done = 0;
    let mut state = State::default();
    trace::place_in_order(
        checkpoints,
        errors,
        |header| {
            let what = msg!("ludo-trace-what-request");
            let index = header.int(1, &what, 0..=count as i64)? as usize;
            header.expect_words(2)?;
            Ok(index)
        },
        |checkpoint, index, errors| {
            let (game, requests) = replay.game();
            for &request in &requests[done..index] {
                state
                    .apply(request, &game.lcg, &game.options)
                    .expect("every request ran once while parsing");
            }
            done = index;
            let players = game.options.players();
            let mut comparison = Comparison::default();
            for field in checkpoint.fields() {
                let board = || game.board_text(&state);
                let compared = compare(&field, &state, players, board, &mut comparison);
                if let Err(error) = compared {
                    errors.push(error);
                }
            }
            Placement::new(
                match index {
                    0 => msg!("ludo-trace-start"),
                    _ => msg!("ludo-trace-request", number = index),
                },
                Place::Step(index),
                comparison,
                trace::drawings(checkpoint, 1, drawn_cell, errors),
            )
        },
    )
}

/// One value of a field, any integer.
fn value(field: &Field, index: usize) -> Result<Written, InputError> {
    let line = &field.line;
    let value = line.int(index, &msg!("ludo-trace-what-value"), i64::MIN..=i64::MAX)?;
    Ok(Written {
        value,
        at: (line.number, line.words[index].col),
    })
}

fn compare(
    field: &Field,
    state: &State,
    players: u8,
    board: impl FnOnce() -> String,
    comparison: &mut Comparison,
) -> Result<(), InputError> {
    let line = &field.line;
    match field.name() {
        "piece" => {
            let word = line.words.get(1).map_or("", |w| w.text);
            let piece = (0..4 * players)
                .find(|&p| piece_name(p) == word)
                .ok_or_else(|| {
                    let message = msg!("ludo-trace-piece-name", found = quote(word));
                    line.error_at(1, message)
                })?;
            line.expect_words(3)?;
            compare_cell(piece, value(field, 2)?, state, comparison);
        }
        "cells" => {
            let pieces = 4 * usize::from(players);
            line.expect_words(pieces + 1)?;
            for piece in 0..pieces as u8 {
                compare_cell(piece, value(field, 1 + piece as usize)?, state, comparison);
            }
        }
        "dice" => {
            let mut yours = (1..line.words.len())
                .map(|i| value(field, i).map(|w| w.value))
                .collect::<Result<Vec<i64>, InputError>>()?;
            order::sort(&mut yours);
            let judge: Vec<i64> = state.dice_list().into_iter().map(i64::from).collect();
            let at = line
                .words
                .get(1)
                .map_or(line.place(), |w| (line.number, w.col));
            comparison.value(
                at,
                || msg!("ludo-trace-dice"),
                list(&yours),
                list(&judge),
                &[],
            );
        }
        "turn" => {
            let word = line.words.get(1).map_or("", |w| w.text);
            let letters = &COLOUR_LETTERS[..usize::from(players)];
            if !letters.iter().any(|l| l.to_string() == word) {
                let letters: Vec<String> = letters.iter().map(char::to_string).collect();
                let message = msg!(
                    "ludo-trace-colour-letter",
                    found = quote(word),
                    letters = letters.join(", ")
                );
                return Err(line.error_at(1, message));
            }
            line.expect_words(2)?;
            let judge = COLOUR_LETTERS[usize::from(state.turn)].to_string();
            let at = (line.number, line.words[1].col);
            comparison.value(at, || msg!("ludo-trace-turn"), word.to_string(), judge, &[]);
        }
        "x" => {
            line.expect_words(2)?;
            let named = || msg!("ludo-trace-x");
            comparison.written(value(field, 1)?, named, i64::from(state.x), &[]);
        }
        "board" => compare_board(field, &board(), comparison)?,
        other => unreachable!("{other} is not in the format"),
    }
    Ok(())
}

/// Values as a list in brackets: `[2 6]`, `[]`.
fn list(values: &[i64]) -> String {
    let shown: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("[{}]", shown.join(" "))
}

fn compare_cell(piece: u8, yours: Written, state: &State, comparison: &mut Comparison) {
    let judge = i64::from(state.cell_of(piece));
    let cells: Vec<(u16, u16)> = [frame_cell(yours.value), frame_cell(judge)]
        .into_iter()
        .flatten()
        .collect();
    let name = piece_name(piece);
    let field = || msg!("ludo-trace-piece-cell", piece = name.as_str());
    if let (Some(difference), Some((row, col))) = (
        comparison.written(yours, field, judge, &cells),
        frame_cell(yours.value),
    ) {
        difference.ghost = Some(Ghost {
            row,
            col,
            kind: piece / 4,
            label: name.clone(),
        });
    }
}

/// The text board, line by line and position by position (two characters each, as printed).
fn compare_board(
    field: &Field,
    judge: &str,
    comparison: &mut Comparison,
) -> Result<(), InputError> {
    let judge: Vec<&str> = judge.lines().collect();
    if field.rows.len() != judge.len() {
        let (line, col) = field.line.place();
        let message = msg!(
            "trace-error-row-count",
            field = field.name(),
            rows = judge.len(),
            found = field.rows.len()
        );
        return Err(InputError::new(line, col, message));
    }
    for (row, (line, judge)) in field.rows.iter().zip(judge).enumerate() {
        line.expect_words(1)?;
        let (yours, col) = (line.words[0].text, line.words[0].col);
        if yours.len() != judge.len() || !yours.is_ascii() {
            let named = || msg!("ludo-trace-board-line", row = row + 1);
            comparison.value((line.number, col), named, yours, judge, &[]);
            continue;
        }
        for position in 0..judge.len().div_ceil(3) {
            let (from, to) = (3 * position, 3 * position + 2);
            let cell = [(row as u16, position as u16)];
            let named = || {
                msg!(
                    "ludo-trace-board-cell",
                    row = row + 1,
                    position = position + 1
                )
            };
            let at = (line.number, col + from);
            comparison.value(at, named, &yours[from..to], &judge[from..to], &cell);
        }
    }
    Ok(())
}

pub fn check_rolls(
    replay: &RollReplay,
    checkpoints: &[Checkpoint],
    errors: &mut Vec<InputError>,
) -> Vec<Placement> {
    let states = replay.states();
    trace::place_in_order(
        checkpoints,
        errors,
        |header| {
            let what = msg!("ludo-trace-what-roll");
            let number = header.int(1, &what, 1..=states.len() as i64)? as usize;
            header.expect_words(2)?;
            Ok(number)
        },
        |checkpoint, number, errors| {
            let x = u32::from(states[number - 1]);
            let mut comparison = Comparison::default();
            for field in checkpoint.fields() {
                let (named, judge): (fn() -> Message, u32) = match field.name() {
                    "x" => (|| msg!("ludo-trace-x"), x),
                    "value" => (|| msg!("ludo-trace-value"), u32::from(Lcg::face(x))),
                    other => unreachable!("{other} is not in the format"),
                };
                let compared = field
                    .line
                    .expect_words(2)
                    .and_then(|()| value(&field, 1))
                    .map(|yours| comparison.written(yours, named, i64::from(judge), &[]));
                if let Err(error) = compared {
                    errors.push(error);
                }
            }
            Placement::new(
                msg!("ludo-trace-roll", number = number),
                Place::Step(number),
                comparison,
                trace::drawings(checkpoint, 1, |_| None, errors),
            )
        },
    )
}

impl TraceChecking for RollReplay {
    fn trace_format(&self) -> Option<&'static trace::Format> {
        Some(&ROLLS)
    }

    fn check_trace(
        &mut self,
        checkpoints: &[Checkpoint],
        errors: &mut Vec<InputError>,
    ) -> Vec<Placement> {
        check_rolls(self, checkpoints, errors)
    }
}

impl TraceChecking for GameReplay {
    fn trace_format(&self) -> Option<&'static trace::Format> {
        Some(&REQUESTS)
    }

    fn check_trace(
        &mut self,
        checkpoints: &[Checkpoint],
        errors: &mut Vec<InputError>,
    ) -> Vec<Placement> {
        check_requests(self, checkpoints, errors)
    }
}
