//! A mayan program's trace (see `src/core/trace.rs`): `$ move I` after move I of the program's
//! answer (`$ move 0`: the puzzle's board), with the fields `play X Y G` (the move made as move I,
//! as the output writes it) and the block `board`, then 5 lines, the columns x = 0 to 4, each the
//! colours from the bottom up as the input writes them (a 0 ends a column; printing all 7 cells
//! with 0 for the empty ones works too). Each move is compared with the smallest answer's, and
//! each board with the rules' board after the program's own moves: where the trace gives no
//! `play`, the program is taken to play the judge's move while it has played the judge's moves
//! so far. Cells of drawings: x from 0 (left), y from 0 (bottom), as in the statement.

use super::engine::{Grid, Illegal, Move, SameColourSwap, HEIGHT, WIDTH};
use super::position::MayanPosition;
use super::steps::frame_cell;
use super::view::MayanReplay;
use boardlab_core::i18n::Message;
use boardlab_core::trace::{
    self, Checkpoint, Comparison, Field, Ghost, Kind, Place, Placement, Written, YourLine,
};
use boardlab_core::{msg, InputError, TraceChecking};

pub const FORMAT: trace::Format = trace::Format {
    checkpoints: &["move"],
    fields: &["play"],
    blocks: &["board"],
};

/// The program's moves as far as the checkpoints have told, and the board they lead to.
struct Line {
    moves: Vec<Move>,
    grid: Grid,
    /// The first of `moves` that is illegal (0-based) and why; nothing is played after it.
    illegal: Option<(usize, Illegal)>,
    played: usize,
}

impl Line {
    /// Keeps the first `count` moves (a checkpoint seen twice says its move again), going back
    /// to the puzzle's board `start` when a move already played goes.
    fn rewind(&mut self, count: usize, start: &Grid) {
        if self.moves.len() > count {
            self.moves.truncate(count);
            if self.played > count {
                self.grid = start.clone();
                self.played = 0;
                self.illegal = None;
            }
        }
    }

    /// Plays the moves not played yet.
    fn play_on(&mut self, rule: SameColourSwap) {
        while self.illegal.is_none() && self.played < self.moves.len() {
            let mv = self.moves[self.played];
            match self.grid.play(mv, rule) {
                Ok(played) => self.grid = played.final_grid().clone(),
                Err(why) => self.illegal = Some((self.played, why)),
            }
            if self.illegal.is_none() {
                self.played += 1;
            }
        }
    }
}

/// `positions`: the main line's settled boards with the step each starts at; `steps`: the
/// timeline's length.
pub fn check(
    positions: &[(usize, MayanPosition)],
    steps: usize,
    checkpoints: &[Checkpoint],
    errors: &mut Vec<InputError>,
) -> Vec<Placement> {
    let (start, _, rule, smallest) = positions[0].1.parts();
    let smallest: Option<Vec<Move>> = smallest.cloned().flatten();
    let judge_moves = positions[positions.len() - 1].1.parts().1.to_vec();
    // Your answer has the puzzle's n moves whatever the judge's is (-1, or a replayed answer of
    // another length): a checkpoint of any of them can be placed on your own line.
    let n = positions[0].1.n().max(judge_moves.len());
    // The step after main-line move `i` settles (0: the puzzle's board).
    let settled = |i: usize| {
        positions
            .get(i + 1)
            .map_or(steps - 1, |(first, _)| first - 1)
    };
    let mut line = Line {
        moves: Vec::new(),
        grid: start.clone(),
        illegal: None,
        played: 0,
    };
    trace::place_in_order(
        checkpoints,
        errors,
        |header| {
            let what = msg!("mayan-trace-what-move");
            let number = header.int(1, &what, 0..=n.max(1) as i64)? as usize;
            header.expect_words(2)?;
            Ok(number)
        },
        |checkpoint, number, errors| {
            let name = match number {
                0 => msg!("mayan-trace-start"),
                _ => msg!("mayan-trace-move", number = number),
            };
            let mut play = None;
            for field in checkpoint.fields().filter(|f| f.name() == "play") {
                match read_play(&field, number) {
                    Ok(read) => play = Some(read),
                    Err(error) => errors.push(error),
                }
            }
            // The moves up to this one: the trace's, or the judge's while the line follows it.
            let mut comparison = Comparison::default();
            if number > 0 {
                let judge_move = |moves: &[Move]| {
                    let k = moves.len();
                    judge_moves
                        .get(k)
                        .copied()
                        .filter(|_| moves[..] == judge_moves[..k])
                };
                while line.moves.len() < number - 1 {
                    match judge_move(&line.moves) {
                        Some(mv) => line.moves.push(mv),
                        None => {
                            let why = msg!("mayan-trace-no-play", number = line.moves.len() + 1);
                            return Placement::unplaced(name, why);
                        }
                    }
                }
                line.rewind(number - 1, start);
                match play.map(|(mv, _)| mv).or_else(|| judge_move(&line.moves)) {
                    Some(mv) => line.moves.push(mv),
                    None => {
                        let why = msg!("mayan-trace-no-play", number = number);
                        return Placement::unplaced(name, why);
                    }
                }
            }
            line.play_on(rule);
            if let Some((illegal, why)) = line.illegal.filter(|&(k, _)| k < number) {
                if illegal + 1 < number {
                    let why = msg!("mayan-trace-after-illegal", number = illegal + 1);
                    return Placement::unplaced(name, why);
                }
                // This checkpoint's own move cannot be played.
                if let Some((mv, at)) = play {
                    let field = || msg!("mayan-trace-legal", number = number);
                    comparison.value(at, field, mv.to_string(), why.message().to_string(), &[]);
                }
            }
            if let Some((mv, at)) = play {
                let judge = match &smallest {
                    Some(moves) => moves
                        .get(number - 1)
                        .map_or_else(|| msg!("mayan-trace-no-such-move"), |m| text(m.to_string())),
                    None => msg!("mayan-trace-no-answer"),
                };
                // The smallest answer's move is a search's choice: the boards it plays explain it.
                let field = || msg!("mayan-trace-smallest", number = number);
                let (yours, judge) = (mv.to_string(), judge.to_string());
                comparison.value_as(Kind::Search, at, field, yours, judge, &[]);
            }
            for field in checkpoint.fields().filter(|f| f.name() == "board") {
                if let Err(error) = compare_board(&field, &line.grid, &mut comparison) {
                    errors.push(error);
                }
            }
            let on_line = number <= judge_moves.len() && line.moves[..] == judge_moves[..number];
            let place = if on_line {
                Place::Step(settled(number))
            } else {
                let left = (0..number)
                    .find(|&k| judge_moves.get(k) != line.moves.get(k))
                    .unwrap_or(0);
                // Your line from where it left the judge's, while every move of it is legal.
                let legal = line.illegal.is_none_or(|(illegal, _)| illegal >= number);
                let yours = legal.then(|| YourLine {
                    base: settled(left),
                    moves: line.moves[left..number]
                        .iter()
                        .map(Move::to_string)
                        .collect(),
                });
                Place::OffTimeline(msg!("mayan-trace-left-line", number = left + 1), yours)
            };
            let cell = |c: &[i64]| {
                let on = |v: i64, size: usize| (0..size as i64).contains(&v);
                (on(c[0], WIDTH) && on(c[1], HEIGHT))
                    .then(|| frame_cell(c[0] as usize, c[1] as usize))
            };
            Placement::new(
                name,
                place,
                comparison,
                trace::drawings(checkpoint, 2, cell, errors),
            )
        },
    )
}

fn text(text: String) -> Message {
    msg!("trace-as-written", text = text)
}

/// `play X Y G` of move `number`, and where X is written.
fn read_play(field: &Field, number: usize) -> Result<(Move, (usize, usize)), InputError> {
    let line = &field.line;
    if number == 0 {
        return Err(line.error_at(0, msg!("mayan-trace-play-at-start")));
    }
    line.expect_words(4)?;
    let what = |field: &str| msg!("mayan-what-move-field", field = field, number = number);
    let x = line.int(1, &what("x"), 0..=WIDTH as i64 - 1)?;
    let y = line.int(2, &what("y"), 0..=HEIGHT as i64 - 1)?;
    let g = line.int(3, &what("g"), -1..=1)?;
    if g == 0 {
        return Err(line.error_at(3, msg!("mayan-trace-g")));
    }
    let mv = Move {
        x: x as usize,
        y: y as usize,
        g: g as i8,
    };
    Ok((mv, (line.number, line.words[1].col)))
}

/// The board column by column, cell by cell.
fn compare_board(
    field: &Field,
    grid: &Grid,
    comparison: &mut Comparison,
) -> Result<(), InputError> {
    if field.rows.len() != WIDTH {
        let (line, col) = field.line.place();
        let message = msg!(
            "trace-error-row-count",
            field = field.name(),
            rows = WIDTH,
            found = field.rows.len()
        );
        return Err(InputError::new(line, col, message));
    }
    field.line.expect_words(1)?;
    for (x, row) in field.rows.iter().enumerate() {
        let what = msg!("mayan-what-colour", column = x);
        let mut column: Vec<Written> = Vec::new();
        let mut ended = false;
        for (i, word) in row.words.iter().enumerate() {
            let value = row.int(i, &what, 0..=10)?;
            if ended && value != 0 {
                return Err(row.error_at(i, msg!("mayan-trace-after-zero")));
            }
            ended |= value == 0;
            if !ended {
                if column.len() == HEIGHT {
                    return Err(row.error_at(i, msg!("mayan-trace-column-height")));
                }
                column.push(Written {
                    value,
                    at: (row.number, word.col),
                });
            }
        }
        let end = (row.number, row.words.last().map_or(0, |w| w.col));
        for y in 0..HEIGHT {
            let yours = column
                .get(y)
                .copied()
                .unwrap_or(Written { value: 0, at: end });
            let judge = grid.get(x, y).map_or(0, |b| i64::from(b.colour));
            let cell = frame_cell(x, y);
            let named = || msg!("mayan-trace-cell", x = x, y = y);
            if let (Some(difference), 1..) = (
                comparison.written(yours, named, judge, &[cell]),
                yours.value,
            ) {
                difference.ghost = Some(Ghost {
                    row: cell.0,
                    col: cell.1,
                    kind: (yours.value - 1) as u8,
                    label: yours.value.to_string(),
                });
            }
        }
    }
    Ok(())
}

impl TraceChecking for MayanReplay {
    fn trace_format(&self) -> Option<&'static trace::Format> {
        Some(&FORMAT)
    }

    fn check_trace(
        &mut self,
        checkpoints: &[Checkpoint],
        errors: &mut Vec<InputError>,
    ) -> Vec<Placement> {
        let steps = self.steps.len();
        check(&self.positions, steps, checkpoints, errors)
    }
}
