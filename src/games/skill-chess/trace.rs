//! A skill-chess program's trace (see `src/core/trace.rs`). Checkpoints: `$ round R [PHASE]` after
//! round R's PHASE — `recover`, `move`, `cast K` (after piece K's turn to cast, whether or not it
//! cast), `skills` (after every cast) or `fight` (the default: the round's end); `$ round 0` is a game's start. With several games,
//! `$ game G round R [PHASE]`; without `game`, a checkpoint is in the game of the one before it,
//! or in the next game when it is not later than that one. Fields, pieces numbered from 1 in
//! input order and cells (x, y) as in the input:
//!
//! - `$ piece K X Y [D [A B]] [dead N] [silenced N] [rooted N] [wait N]`: piece K stands on
//!   (X, Y), faces D (0 up, 1 down, 2 left, 3 right), has cur_a A and cur_b B, and the judge's
//!   countdowns as they stand (rounds until it respawns, silenced, rooted, until it may cast);
//! - `$ positions` and then K rows `x y`, every piece's cell as the output prints them.

use super::engine::{Simulator, State, Trace};
use super::view::SkillChessReplay;
use boardlab_core::i18n::Message;
use boardlab_core::text::quote;
use boardlab_core::trace::{
    self, Checkpoint, Comparison, Field, Ghost, Kind, Line, Place, Placement, Written,
};
use boardlab_core::{msg, InputError, TraceChecking};
use std::rc::Rc;

pub const FORMAT: trace::Format = trace::Format {
    checkpoints: &["game", "round"],
    fields: &["piece"],
    blocks: &["positions"],
};
const COUNTERS: &[&str] = &["dead", "silenced", "rooted", "wait"];

/// How far a round has been played, in the order the judge plays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Phase {
    /// A game's start (round 0).
    Start,
    Recover,
    Move,
    /// After the cast of this piece (0-based).
    Cast(usize),
    Skills,
    Fight,
}

/// A checkpoint's place: game (0-based), round, phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct At {
    game: usize,
    round: u32,
    phase: Phase,
}

/// Reads checkpoint headers in the trace's order, each game inferred from the one before.
struct Headers {
    /// Rounds and pieces of each game.
    games: Vec<(u32, usize)>,
    last: Option<At>,
}

impl Headers {
    fn read(&mut self, line: &Line) -> Result<At, InputError> {
        let count = self.games.len() as i64;
        let (game, at) = if line.word_is(0, "game") {
            let game = line.int(1, &msg!("skill-chess-trace-what-game"), 1..=count)? as usize - 1;
            if line.words.len() == 2 {
                let start = At {
                    game,
                    round: 0,
                    phase: Phase::Start,
                };
                self.last = Some(start);
                return Ok(start);
            }
            (Some(game), 2)
        } else {
            (None, 0)
        };
        if !line.word_is(at, "round") {
            return Err(line.error_at(at, msg!("skill-chess-trace-expected-round")));
        }
        let what = msg!("skill-chess-trace-what-round");
        let round = line.int(at + 1, &what, 0..=i64::from(u32::MAX))? as u32;
        let phase = self.phase(line, at + 2, round)?;
        let game = match (game, self.last) {
            (Some(game), _) => game,
            (None, None) => 0,
            (None, Some(last)) => {
                let here = At {
                    game: last.game,
                    round,
                    phase,
                };
                if here > last {
                    last.game
                } else if last.game + 1 < self.games.len() {
                    last.game + 1
                } else {
                    let message = msg!("skill-chess-trace-no-next-game", games = count);
                    return Err(line.error_at(at, message));
                }
            }
        };
        let (rounds, _) = self.games[game];
        if round > rounds {
            let message = msg!(
                "skill-chess-trace-round-beyond",
                game = game + 1,
                rounds = rounds
            );
            return Err(line.error_at(at + 1, message));
        }
        let here = At { game, round, phase };
        self.last = Some(here);
        Ok(here)
    }

    /// The phase named from word `at` on (the round's end when none is).
    fn phase(&self, line: &Line, at: usize, round: u32) -> Result<Phase, InputError> {
        let Some(word) = line.words.get(at) else {
            return Ok(if round == 0 {
                Phase::Start
            } else {
                Phase::Fight
            });
        };
        if round == 0 {
            return Err(line.error_at(at, msg!("skill-chess-trace-start-has-no-phase")));
        }
        let phase = match word.text {
            "recover" => Phase::Recover,
            "move" => Phase::Move,
            "skills" => Phase::Skills,
            "fight" => Phase::Fight,
            "cast" => {
                let most = self
                    .games
                    .iter()
                    .map(|&(_, pieces)| pieces)
                    .max()
                    .unwrap_or(1);
                let what = msg!("skill-chess-trace-what-piece");
                let piece = line.int(at + 1, &what, 1..=most as i64)?;
                line.expect_words(at + 2)?;
                return Ok(Phase::Cast(piece as usize - 1));
            }
            found => {
                let message = msg!("skill-chess-trace-unknown-phase", found = quote(found));
                return Err(line.error_at(at, message));
            }
        };
        line.expect_words(at + 1)?;
        Ok(phase)
    }
}

/// One game played forward, sub-step by sub-step, as far as the checkpoints need.
struct Cursor {
    game: usize,
    simulator: Simulator,
    state: State,
    /// How far round `state.round` has been played.
    done: Phase,
    /// Casts so far in this round.
    casts: usize,
    /// A caster the engine named but that has not cast yet.
    pending: Option<usize>,
}

impl Cursor {
    fn start(replay: &SkillChessReplay, game: usize) -> Cursor {
        let spec = Rc::clone(&replay.specs()[game]);
        Cursor {
            game,
            state: super::engine::initial_state(&spec),
            simulator: Simulator::new(spec),
            done: Phase::Start,
            casts: 0,
            pending: None,
        }
    }

    /// Plays on to `round`'s `phase` (never back: checkpoints come in the game's order). Piece
    /// K's cast is where its turn to cast ends, whether or not it cast: after the casts of the
    /// pieces before it and its own.
    fn advance(&mut self, round: u32, phase: Phase) {
        let quiet = &mut Trace::off();
        loop {
            if (self.state.round, self.done) >= (round, phase) {
                return;
            }
            match self.done {
                Phase::Start | Phase::Fight => {
                    self.simulator.recover(&mut self.state, quiet);
                    self.done = Phase::Recover;
                    self.casts = 0;
                }
                Phase::Recover => {
                    self.simulator.move_pieces(&mut self.state, quiet);
                    self.done = Phase::Move;
                }
                Phase::Move | Phase::Cast(_) => {
                    let next = self
                        .pending
                        .take()
                        .or_else(|| self.simulator.next_caster(&mut self.state));
                    let turn_over = |caster: Option<usize>| {
                        let next = caster.map_or(Phase::Skills, Phase::Cast);
                        self.state.round == round && next > phase
                    };
                    if turn_over(next) {
                        // The piece named has had its turn without casting.
                        self.pending = next;
                        self.done = phase;
                        return;
                    }
                    let Some(caster) = next else {
                        self.done = Phase::Skills;
                        continue;
                    };
                    self.simulator
                        .cast(&mut self.state, caster, quiet)
                        .expect("the main run cast the same without error");
                    self.casts += 1;
                    self.done = Phase::Cast(caster);
                }
                Phase::Skills => {
                    self.simulator.fight(&mut self.state, quiet);
                    self.done = Phase::Fight;
                }
            }
        }
    }

    /// The sub-step of the round the cursor stands at (see `SkillChessReplay::step_at`).
    fn sub_step(&self) -> usize {
        match self.done {
            Phase::Start | Phase::Recover => 0,
            Phase::Move => 1,
            Phase::Cast(_) | Phase::Skills => 1 + self.casts,
            Phase::Fight => 2 + self.casts,
        }
    }
}

fn name(at: At, games: usize) -> Message {
    let phase = match at.phase {
        Phase::Start => return msg!("skill-chess-trace-start", game = at.game + 1, games = games),
        Phase::Recover => msg!("skill-chess-trace-after-recover"),
        Phase::Move => msg!("skill-chess-trace-after-move"),
        Phase::Cast(piece) => msg!(
            "skill-chess-trace-after-cast",
            piece = super::engine::name(piece)
        ),
        Phase::Skills => msg!("skill-chess-trace-after-skills"),
        Phase::Fight => msg!("skill-chess-trace-after-fight"),
    };
    msg!(
        "skill-chess-trace-point",
        game = at.game + 1,
        games = games,
        round = at.round,
        phase = phase
    )
}

impl TraceChecking for SkillChessReplay {
    fn trace_format(&self) -> Option<&'static trace::Format> {
        Some(&FORMAT)
    }

    fn check_trace(
        &mut self,
        checkpoints: &[Checkpoint],
        errors: &mut Vec<InputError>,
    ) -> Vec<Placement> {
        let games: Vec<(u32, usize)> = self
            .specs()
            .iter()
            .map(|spec| (spec.rounds, spec.pieces.len()))
            .collect();
        let count = games.len();
        let mut headers = Headers { games, last: None };
        let mut cursor: Option<Cursor> = None;
        trace::place_in_order(
            checkpoints,
            errors,
            |line| headers.read(line),
            |checkpoint, at, errors| {
                let cursor = match &mut cursor {
                    Some(cursor) if cursor.game == at.game => cursor,
                    slot => slot.insert(Cursor::start(self, at.game)),
                };
                cursor.advance(at.round, at.phase);
                let step = self.step_at(at.game, at.round, cursor.sub_step());
                let spec = &self.specs()[at.game];
                let mut comparison = Comparison::default();
                for field in checkpoint.fields() {
                    if let Err(error) = compare(&field, spec, &cursor.state, &mut comparison) {
                        errors.push(error);
                    }
                }
                let cell = |c: &[i64]| board_cell(spec, c[0], c[1]);
                Placement::new(
                    name(at, count),
                    Place::Step(step),
                    comparison,
                    trace::drawings(checkpoint, 2, cell, errors),
                )
                .in_group(at.game)
            },
        )
    }
}

/// The frame cell of the game's (x, y), when it is on the board.
fn board_cell(spec: &super::input::GameSpec, x: i64, y: i64) -> Option<(u16, u16)> {
    let on = |value: i64, size: usize| (1..=size as i64).contains(&value);
    (on(x, spec.rows) && on(y, spec.cols)).then(|| (x as u16 - 1, y as u16 - 1))
}

fn compare(
    field: &Field,
    spec: &super::input::GameSpec,
    state: &State,
    comparison: &mut Comparison,
) -> Result<(), InputError> {
    match field.name() {
        "piece" => compare_piece(field, spec, state, comparison),
        "positions" => {
            let what = msg!("skill-chess-trace-what-value");
            let rows = field.grid((spec.pieces.len(), 2), &what, i64::MIN..=i64::MAX)?;
            for (index, row) in rows.iter().enumerate() {
                compare_position(spec, state, index, (row[0], row[1]), comparison);
            }
            Ok(())
        }
        other => unreachable!("{other} is not in the format"),
    }
}

/// `$ piece K X Y [D [A B]] [counter N]…`
fn compare_piece(
    field: &Field,
    spec: &super::input::GameSpec,
    state: &State,
    comparison: &mut Comparison,
) -> Result<(), InputError> {
    let line = &field.line;
    let what = msg!("skill-chess-trace-what-piece");
    let index = line.int(1, &what, 1..=spec.pieces.len() as i64)? as usize - 1;
    let numbers = line.words[2..]
        .iter()
        .take_while(|w| w.text.parse::<i64>().is_ok())
        .count();
    if !matches!(numbers, 0 | 2 | 3 | 5) {
        return Err(line.error_at(2 + numbers, msg!("skill-chess-trace-piece-values")));
    }
    let what = msg!("skill-chess-trace-what-value");
    let value = |i: usize| -> Result<Written, InputError> {
        let value = line.int(i, &what, i64::MIN..=i64::MAX)?;
        Ok(Written {
            value,
            at: (line.number, line.words[i].col),
        })
    };
    let (round, piece) = (state.round, &state.pieces[index]);
    let named = super::engine::name(index);
    if numbers >= 2 {
        compare_position(spec, state, index, (value(2)?, value(3)?), comparison);
    }
    if numbers >= 3 {
        let field = || msg!("skill-chess-trace-direction", piece = named);
        comparison.written(value(4)?, field, i64::from(piece.dir), &[]);
    }
    if numbers == 5 {
        let (a, b) = (value(5)?, value(6)?);
        let field = || msg!("skill-chess-trace-power", piece = named);
        let judge = Power(i64::from(piece.a), i64::from(piece.b));
        comparison.value(a.at, field, Power(a.value, b.value), judge, &[]);
    }
    let mut at = 2 + numbers;
    while let Some(word) = line.words.get(at) {
        // A piece's life is its state; the other countdowns follow from the casts, so a
        // difference in them is usually a knock-on of one in the pieces' lives or cells.
        let (judge, counter, kind) = match word.text {
            "dead" => (
                piece.dead(round),
                msg!("skill-chess-column-dead"),
                Kind::State,
            ),
            "silenced" => (
                piece.silenced(round),
                msg!("skill-chess-column-silenced"),
                Kind::Derived,
            ),
            "rooted" => (
                piece.rooted(round),
                msg!("skill-chess-column-rooted"),
                Kind::Derived,
            ),
            "wait" => (
                piece.cast_wait(round),
                msg!("skill-chess-column-wait"),
                Kind::Derived,
            ),
            found => {
                let message = msg!(
                    "skill-chess-trace-unknown-counter",
                    found = quote(found),
                    counters = COUNTERS.join(", ")
                );
                return Err(line.error_at(at, message));
            }
        };
        let field = || {
            msg!(
                "skill-chess-trace-counter",
                piece = named,
                counter = counter
            )
        };
        comparison.written_as(kind, value(at + 1)?, field, i64::from(judge), &[]);
        at += 2;
    }
    Ok(())
}

/// A cell as the statement writes it, `(x,y)`; formatted only when it differs.
#[derive(PartialEq)]
struct Cell(i64, i64);

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({},{})", self.0, self.1)
    }
}

/// Power attributes, `(a, b)`.
#[derive(PartialEq)]
struct Power(i64, i64);

impl std::fmt::Display for Power {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.0, self.1)
    }
}

fn compare_position(
    spec: &super::input::GameSpec,
    state: &State,
    index: usize,
    (x, y): (Written, Written),
    comparison: &mut Comparison,
) {
    let piece = &state.pieces[index];
    let judge_cell = (piece.row as u16 - 1, piece.col as u16 - 1);
    let yours_cell = board_cell(spec, x.value, y.value);
    let both = [yours_cell.unwrap_or(judge_cell), judge_cell];
    let cells = if yours_cell.is_some() {
        &both[..]
    } else {
        &both[1..]
    };
    let named = super::engine::name(index);
    let field = || msg!("skill-chess-trace-position", piece = named);
    let judge = Cell(i64::from(piece.row), i64::from(piece.col));
    let yours = Cell(x.value, y.value);
    if let (Some(difference), Some((row, col))) = (
        comparison.value(x.at, field, yours, judge, cells),
        yours_cell,
    ) {
        difference.ghost = Some(Ghost {
            row,
            col,
            kind: spec.pieces[index].team,
            label: (index + 1).to_string(),
        });
    }
}
