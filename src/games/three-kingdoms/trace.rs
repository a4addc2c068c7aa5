//! A three-kingdoms program's trace (see `src/core/trace.rs`): `$ test T` (test T's start) and
//! `$ test T turn I` (after turn I of the program's line of play), tests and turns from 1.
//! Fields, cells (row, column) from 1 as in the input:
//!
//! - `play pass`, or `play X1 Y1 X2 Y2 [X3 Y3]`: turn I's move (the soldier on (X1, Y1) walks
//!   to (X2, Y2) and attacks the soldier on (X3, Y3));
//! - `soldier X Y A B C`, one per soldier on the board, as the input writes soldiers (side A,
//!   strength B, kind C): the soldier lines of a checkpoint are compared as the whole board;
//! - `score S`: Σ Zhuge Liang's strengths − Σ Zhou Yu's;
//! - `value V`: what the program's search says Zhuge Liang gets from here on with best play.
//!
//! The program's line is its `play`s (where one is missing, the judge's move while the line is
//! the judge's). Each move is checked against the rules and against the best move's value;
//! the state after it is the rules' state. Numbers are compared as the output writes them.

use super::rules::{Game, Move, State, NONE};
use super::search::Search;
use super::solved::Solved;
use super::view::ThreeKingdomsReplay;
use boardlab_core::i18n::Message;
use boardlab_core::trace::{self, Checkpoint, Comparison, Field, Kind, Line, Place, Placement};
use boardlab_core::{msg, InputError, Progress, TraceChecking};

pub const FORMAT: trace::Format = trace::Format {
    checkpoints: &["test"],
    fields: &["play", "soldier", "score", "value"],
    blocks: &[],
};

/// A checkpoint's place: test (0-based) and turns played.
type At = (usize, usize);

fn read_header(line: &Line, tests: &[Solved]) -> Result<At, InputError> {
    let what = msg!("three-kingdoms-trace-what-test");
    let test = line.int(1, &what, 1..=tests.len() as i64)? as usize - 1;
    if line.words.len() == 2 {
        return Ok((test, 0));
    }
    if !line.word_is(2, "turn") {
        return Err(line.error_at(2, msg!("three-kingdoms-trace-expected-turn")));
    }
    let turns = i64::from(tests[test].game.turns);
    let what = msg!("three-kingdoms-trace-what-turn");
    let turn = line.int(3, &what, 0..=turns)? as usize;
    line.expect_words(4)?;
    Ok((test, turn))
}

/// The program's line in one test: its moves and the states they lead to.
struct Played {
    test: usize,
    moves: Vec<Move>,
    /// `states[k]`: after k moves.
    states: Vec<State>,
}

impl TraceChecking for ThreeKingdomsReplay {
    fn trace_format(&self) -> Option<&'static trace::Format> {
        Some(&FORMAT)
    }

    fn check_trace(
        &mut self,
        checkpoints: &[Checkpoint],
        errors: &mut Vec<InputError>,
    ) -> Vec<Placement> {
        let (tests, first_steps) = self.tests();
        let mut played: Option<Played> = None;
        trace::place_in_order(
            checkpoints,
            errors,
            |line| read_header(line, tests),
            |checkpoint, (test, turn), errors| {
                let solved = &tests[test];
                let line = match &mut played {
                    Some(line) if line.test == test => line,
                    slot => slot.insert(Played {
                        test,
                        moves: Vec::new(),
                        states: vec![solved.start],
                    }),
                };
                let name = match turn {
                    0 => msg!("three-kingdoms-trace-start", test = test + 1),
                    _ => msg!("three-kingdoms-trace-turn", test = test + 1, turn = turn),
                };
                let mut comparison = Comparison::default();
                if let Err(why) = place(
                    solved,
                    line,
                    checkpoint,
                    (test, turn),
                    &mut comparison,
                    errors,
                ) {
                    return Placement::unplaced(name, why).in_group(test);
                }
                let pv = &solved.principal_variation;
                let on_line = turn <= pv.len() && line.moves.get(..turn) == Some(&pv[..turn]);
                let place = if on_line {
                    Place::Step(first_steps[test] + turn)
                } else {
                    let left = (0..turn)
                        .find(|&k| solved.principal_variation.get(k) != line.moves.get(k))
                        .unwrap_or(0);
                    // Your line is both sides' moves, which Explore cannot replay: it answers
                    // each of your moves with the engine's best reply.
                    let why = msg!("three-kingdoms-trace-left-line", turn = left + 1);
                    Place::OffTimeline(why, None)
                };
                let game = &solved.game;
                let cell = |c: &[i64]| {
                    let on = |v: i64, size: usize| (1..=size as i64).contains(&v);
                    (on(c[0], game.rows) && on(c[1], game.cols))
                        .then(|| (c[0] as u16 - 1, c[1] as u16 - 1))
                };
                Placement::new(
                    name,
                    place,
                    comparison,
                    trace::drawings(checkpoint, 2, cell, errors),
                )
                .in_group(test)
            },
        )
    }
}

/// Brings `line` to `turn` moves (the checkpoint's `play`, else the judge's) and compares the
/// checkpoint's fields; `Err` says why the checkpoint cannot be placed.
fn place(
    solved: &Solved,
    line: &mut Played,
    checkpoint: &Checkpoint,
    (test, turn): At,
    comparison: &mut Comparison,
    errors: &mut Vec<InputError>,
) -> Result<(), Message> {
    let game = &solved.game;
    let pv = &solved.principal_variation;
    let judge_move = |moves: &[Move]| {
        let k = moves.len();
        pv.get(k).copied().filter(|_| moves[..] == pv[..k])
    };
    if turn > 0 {
        while line.moves.len() < turn - 1 {
            let mv = judge_move(&line.moves).ok_or_else(|| no_play(line.moves.len() + 1))?;
            push(line, game, mv);
        }
        line.moves.truncate(turn - 1);
        line.states.truncate(turn);
        let before = line.states[turn - 1];
        if game.is_over(&before) {
            return Err(msg!("three-kingdoms-trace-over", turn = turn - 1));
        }
        let play = checkpoint.fields().filter(|f| f.name() == "play").last();
        let mv = match &play {
            Some(field) => match read_play(field, game, &before) {
                Ok(Ok(mv)) => mv,
                Ok(Err(why)) => {
                    let named = || msg!("three-kingdoms-trace-legal", turn = turn);
                    let yours = field_text(field);
                    comparison.value(field.line.place(), named, yours, why.to_string(), &[]);
                    return Ok(());
                }
                Err(error) => {
                    errors.push(error);
                    return Err(msg!("trace-unreadable-checkpoint"));
                }
            },
            None => judge_move(&line.moves).ok_or_else(|| no_play(turn))?,
        };
        push(line, game, mv);
        if let Some(field) = &play {
            compare_value_of_move(
                solved,
                test,
                (&before, &line.states[turn]),
                field,
                comparison,
            )?;
        }
    }
    let state = line.states[turn];
    let mut soldiers = Vec::new();
    for field in checkpoint.fields() {
        let compared = match field.name() {
            "play" => {
                if turn == 0 {
                    Err(field
                        .line
                        .error_at(0, msg!("three-kingdoms-trace-play-at-start")))
                } else {
                    Ok(())
                }
            }
            "soldier" => read_soldier(&field, game).map(|s| soldiers.push(s)),
            // The score sums the soldiers' strengths; the value is the search's.
            "score" => {
                let judge = game.format_value(game.score(&state));
                let named = || msg!("three-kingdoms-trace-score");
                compare_text(&field, Kind::Derived, named, judge, comparison)
            }
            "value" => {
                let value = value_of(solved, test, &state)?;
                let judge = game.format_value(value);
                let named = || msg!("three-kingdoms-trace-value");
                compare_text(&field, Kind::Search, named, judge, comparison)
            }
            other => unreachable!("{other} is not in the format"),
        };
        if let Err(error) = compared {
            errors.push(error);
        }
    }
    if !soldiers.is_empty() {
        compare_soldiers(game, &state, &soldiers, comparison);
    }
    Ok(())
}

fn no_play(turn: usize) -> Message {
    msg!("three-kingdoms-trace-no-play", turn = turn)
}

fn push(line: &mut Played, game: &Game, mv: Move) {
    let last = line.states[line.states.len() - 1];
    line.states.push(game.apply(&last, mv));
    line.moves.push(mv);
}

/// The words of a field after its name, as written.
fn field_text(field: &Field) -> String {
    let words: Vec<&str> = field.line.words[1..].iter().map(|w| w.text).collect();
    words.join(" ")
}

/// The exact value of `state` of test `test` (the remaining turns played perfectly): the test's
/// value on its principal variation, else searched.
fn value_of(solved: &Solved, test: usize, state: &State) -> Result<i64, Message> {
    let ply = usize::from(state.ply);
    if ply <= solved.principal_variation.len() && solved.state_before(ply) == *state {
        return Ok(solved.value);
    }
    let mut progress = Progress::silent();
    let mut search = Search::new(&solved.game, &mut progress, test + 1);
    search
        .solve(state)
        .map_err(|limit| limit.into_error(test + 1).message)
}

/// The value a move keeps against the best move's (the value of the state `before` it).
fn compare_value_of_move(
    solved: &Solved,
    test: usize,
    (before, after): (&State, &State),
    field: &Field,
    comparison: &mut Comparison,
) -> Result<(), Message> {
    let game = &solved.game;
    let best = value_of(solved, test, before)?;
    let yours = value_of(solved, test, after)?;
    let turn = usize::from(after.ply);
    let named = || msg!("three-kingdoms-trace-move-value", turn = turn);
    let (yours, best) = (game.format_value(yours), game.format_value(best));
    // How good a move is, is the search's judgement of the positions after it.
    comparison.value_as(Kind::Search, field.line.place(), named, yours, best, &[]);
    Ok(())
}

/// The cell index of (row, column) from 1, when it is on the board.
fn cell_of(game: &Game, row: i64, col: i64) -> Option<u8> {
    let on = |v: i64, size: usize| (1..=size as i64).contains(&v);
    (on(row, game.rows) && on(col, game.cols))
        .then(|| ((row - 1) as usize * game.cols + (col - 1) as usize) as u8)
}

/// A `play` line as a move at `before`: `Ok(Err(why))` for a move the rules do not allow.
fn read_play(
    field: &Field,
    game: &Game,
    before: &State,
) -> Result<Result<Move, Message>, InputError> {
    let line = &field.line;
    if line.word_is(1, "pass") {
        line.expect_words(2)?;
        return Ok(Ok(Move::PASS));
    }
    if !matches!(line.words.len(), 5 | 7) {
        return Err(line.error_at(
            line.words.len().min(5),
            msg!("three-kingdoms-trace-play-words"),
        ));
    }
    let what = msg!("three-kingdoms-trace-what-coordinate");
    let mut cells = Vec::new();
    for pair in 0..(line.words.len() - 1) / 2 {
        let row = line.int(1 + 2 * pair, &what, i64::MIN..=i64::MAX)?;
        let col = line.int(2 + 2 * pair, &what, i64::MIN..=i64::MAX)?;
        match cell_of(game, row, col) {
            Some(cell) => cells.push(cell),
            None => {
                let message = msg!("trace-error-off-board", cell = format!("{row} {col}"));
                return Err(line.error_at(1 + 2 * pair, message));
            }
        }
    }
    let mover = game.mover(before);
    let on = |cell: u8| (0..game.count()).find(|&i| before.pos[i] == cell);
    let Some(soldier) = on(cells[0]).filter(|&i| game.sides[i] == mover) else {
        return Ok(Err(msg!(
            "three-kingdoms-trace-no-soldier",
            side = mover.name()
        )));
    };
    let to = cells[1];
    if game.reach(before, soldier).1 & 1 << to == 0 {
        return Ok(Err(msg!("three-kingdoms-trace-unreachable")));
    }
    let target = match cells.get(2) {
        None => NONE,
        Some(&cell) => match on(cell).filter(|&j| game.sides[j] != mover) {
            Some(j) if game.region(soldier, to as usize) & 1 << cell != 0 => j as u8,
            Some(_) => return Ok(Err(msg!("three-kingdoms-trace-out-of-region"))),
            None => return Ok(Err(msg!("three-kingdoms-trace-no-enemy"))),
        },
    };
    Ok(Ok(Move {
        soldier: soldier as u8,
        to,
        target,
    }))
}

/// A number field compared as the output writes numbers.
fn compare_text(
    field: &Field,
    kind: Kind,
    named: impl FnOnce() -> Message,
    judge: String,
    comparison: &mut Comparison,
) -> Result<(), InputError> {
    let line = &field.line;
    line.expect_words(2)?;
    let Some(word) = line.words.get(1) else {
        return Err(line.error_at(1, msg!("error-end-of-input", what = named())));
    };
    comparison.value_as(
        kind,
        (line.number, word.col),
        named,
        word.text.to_string(),
        judge,
        &[],
    );
    Ok(())
}

/// A soldier line: its cell, where it is written, and the rest (side, strength, kind) as text.
struct SoldierLine {
    cell: u8,
    at: (usize, usize),
    rest: String,
}

fn read_soldier(field: &Field, game: &Game) -> Result<SoldierLine, InputError> {
    let line = &field.line;
    line.expect_words(6)?;
    let what = msg!("three-kingdoms-trace-what-coordinate");
    let row = line.int(1, &what, i64::MIN..=i64::MAX)?;
    let col = line.int(2, &what, i64::MIN..=i64::MAX)?;
    let cell = cell_of(game, row, col).ok_or_else(|| {
        line.error_at(
            1,
            msg!("trace-error-off-board", cell = format!("{row} {col}")),
        )
    })?;
    let rest: Vec<&str> = line.words[3..].iter().map(|w| w.text).collect();
    if rest.len() < 3 {
        return Err(line.error_at(line.words.len(), msg!("three-kingdoms-trace-soldier-words")));
    }
    Ok(SoldierLine {
        cell,
        at: (line.number, line.words[1].col),
        rest: rest.join(" "),
    })
}

/// The soldier lines as the whole board: each soldier's side, strength and kind, and the
/// soldiers on either side only.
fn compare_soldiers(
    game: &Game,
    state: &State,
    yours: &[SoldierLine],
    comparison: &mut Comparison,
) {
    let place = |cell: u8| {
        let cell = usize::from(cell);
        (cell / game.cols, cell % game.cols)
    };
    let judge_of = |cell: u8| {
        (0..game.count()).find(|&i| state.pos[i] == cell).map(|i| {
            format!(
                "{} {} {}",
                game.sides[i] as u8,
                game.format_value(state.strength[i]),
                game.kinds[i].index()
            )
        })
    };
    let none = || msg!("three-kingdoms-trace-none").to_string();
    let named = |cell: u8| {
        let (row, col) = place(cell);
        move || {
            msg!(
                "three-kingdoms-trace-soldier-at",
                cell = format!("({},{})", row + 1, col + 1)
            )
        }
    };
    let frame = |cell: u8| {
        let (row, col) = place(cell);
        [(row as u16, col as u16)]
    };
    for soldier in yours {
        let judge = judge_of(soldier.cell).unwrap_or_else(none);
        let cells = frame(soldier.cell);
        comparison.value(
            soldier.at,
            named(soldier.cell),
            soldier.rest.clone(),
            judge,
            &cells,
        );
    }
    let end = yours.last().map_or((0, 0), |s| s.at);
    for i in 0..game.count() {
        let cell = state.pos[i];
        if cell == NONE || yours.iter().any(|s| s.cell == cell) {
            continue;
        }
        let judge = judge_of(cell).expect("a soldier stands there");
        comparison.value(end, named(cell), none(), judge, &frame(cell));
    }
}
