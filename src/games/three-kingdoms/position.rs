//! Your own moves: the position at any step of a test, its legal moves, and playing one against
//! the engine, which values it exactly and answers with its best reply.

use super::input::{self, Side, SoldierInput, TestInput};
use super::rules::{cells, Game, Move, State, NONE};
use super::search::{Search, SearchLimit};
use super::steps::{describe, turn_step};
use boardlab_core::position::{MoveOption, Played, Position};
use boardlab_core::{msg, Message, Progress};
use std::rc::Rc;

/// What every position of one test shares: the rules and the main line.
pub struct MainLine {
    pub game: Rc<Game>,
    /// 0-based.
    pub test: usize,
    /// The start, then the state after each of `moves`.
    pub states: Vec<State>,
    /// The principal variation.
    pub moves: Vec<Move>,
    /// The test's value, which every state of the main line has.
    pub value: i64,
}

/// The cells of `m` at `state` as the input writes them ("row column", from 1): where the
/// soldier walks from and to, and whom it attacks; `None` for a pass.
fn move_cells(game: &Game, state: &State, m: Move) -> Option<(String, String, Option<String>)> {
    if m.is_pass() {
        return None;
    }
    let at = |cell: u8| {
        let (row, col) = (cell as usize / game.cols, cell as usize % game.cols);
        format!("{} {}", row + 1, col + 1)
    };
    let target = (m.target != NONE).then(|| at(state.pos[m.target as usize]));
    Some((at(state.pos[m.soldier as usize]), at(m.to), target))
}

impl MainLine {
    /// The main line's moves, a line each as a trace's `play` writes them ("pass", or
    /// "X1 Y1 X2 Y2" and the attacked "X3 Y3"): what a program replaying the judge's line reads.
    pub fn written_moves(&self) -> String {
        let mut text = String::new();
        for (m, state) in self.moves.iter().zip(&self.states) {
            match move_cells(&self.game, state, *m) {
                None => text.push_str("pass\n"),
                Some((from, to, target)) => {
                    text.push_str(&format!("{from} {to}"));
                    if let Some(target) = target {
                        text.push_str(&format!(" {target}"));
                    }
                    text.push('\n');
                }
            }
        }
        text
    }

    /// The engine's move at `state` (not over) and the exact value of `state`: the main line's
    /// own move where the main line passes through `state`; elsewhere the move the main line
    /// would start with if the test began at `state` (a fresh solve, then `Search::best_move`,
    /// as `solve_test` does). Either way it depends on `state` alone, so a variation replays
    /// the same (a permalink restores it).
    fn engine_move(&self, state: &State, progress: &mut Progress) -> Result<(Move, i64), Message> {
        let ply = state.ply as usize;
        if self.states.get(ply) == Some(state) {
            return Ok((self.moves[ply], self.value));
        }
        let limit = |e: SearchLimit| e.into_error(self.test + 1).message;
        let mut search = Search::new(&self.game, progress, self.test + 1);
        let value = search.solve(state).map_err(limit)?;
        let best = search.best_move(state, value).map_err(limit)?;
        Ok((best, value))
    }
}

/// A state of a test.
pub struct KingdomsPosition {
    line: Rc<MainLine>,
    state: State,
}

impl KingdomsPosition {
    pub fn new(line: Rc<MainLine>, state: State) -> Self {
        KingdomsPosition { line, state }
    }

    fn game(&self) -> &Game {
        &self.line.game
    }

    /// Every legal move in list order: the pass, then per soldier of the side to move (in input
    /// order) and destination (row by row), the walk without attack (moving 0 steps without
    /// attack is the pass), then an attack on each enemy in the region of the destination.
    fn legal_moves(&self) -> Vec<Move> {
        let (game, state) = (self.game(), &self.state);
        if game.is_over(state) {
            return Vec::new();
        }
        let mover = game.mover(state);
        let on_board = |i: &usize| state.pos[*i] != NONE;
        let mut moves = vec![Move::PASS];
        for soldier in (0..game.count()).filter(on_board) {
            if game.sides[soldier] != mover {
                continue;
            }
            for to in cells(game.reach(state, soldier).1) {
                let region = game.region(soldier, to);
                let targets = (0..game.count())
                    .filter(on_board)
                    .filter(|&j| game.sides[j] != mover && region & 1 << state.pos[j] != 0);
                let walk = (to != state.pos[soldier] as usize).then_some(NONE);
                for target in walk.into_iter().chain(targets.map(|j| j as u8)) {
                    moves.push(Move {
                        soldier: soldier as u8,
                        to: to as u8,
                        target,
                    });
                }
            }
        }
        moves
    }

    /// "2 3 > 2 5 x 3 5", "2 3 > 2 5", "pass": 1-based (row, column) as in the input.
    fn move_id(&self, m: Move) -> String {
        match move_cells(self.game(), &self.state, m) {
            None => "pass".to_string(),
            Some((from, to, None)) => format!("{from} > {to}"),
            Some((from, to, Some(target))) => format!("{from} > {to} x {target}"),
        }
    }

    fn frame_cell(&self, cell: u8) -> (u16, u16) {
        let cols = self.game().cols;
        ((cell as usize / cols) as u16, (cell as usize % cols) as u16)
    }

    fn option(&self, m: Move) -> MoveOption {
        let game = self.game();
        if m.is_pass() {
            return MoveOption {
                id: self.move_id(m),
                label: msg!("three-kingdoms-pass-option"),
                cells: Vec::new(),
            };
        }
        let from = self.state.pos[m.soldier as usize];
        // Without an attack the destination is picked twice: "no attack" confirmed.
        let last = match m.target {
            NONE => m.to,
            target => self.state.pos[target as usize],
        };
        let describe = describe(game, &self.state, m);
        MoveOption {
            id: self.move_id(m),
            label: match game.sides[m.soldier as usize] {
                Side::Zhuge => msg!("three-kingdoms-zhuge-option", play = describe),
                Side::Zhou => msg!("three-kingdoms-zhou-option", play = describe),
            },
            cells: [from, m.to, last].map(|c| self.frame_cell(c)).to_vec(),
        }
    }

    /// The engine's verdict on `m`, of value `value`, against the best move `best`, of value
    /// `best_value` (the position's).
    fn feedback(&self, (m, value): (Move, i64), (best, best_value): (Move, i64)) -> Vec<Message> {
        let game = self.game();
        let format = |v: i64| game.format_value(v);
        let (shown_best, by) = (format(best_value), describe(game, &self.state, best));
        let mut lines = vec![
            msg!("three-kingdoms-your-value", value = format(value)),
            if m == best {
                msg!(
                    "three-kingdoms-best-here-yours",
                    value = shown_best,
                    play = by
                )
            } else {
                msg!("three-kingdoms-best-here", value = shown_best, play = by)
            },
        ];
        let mover = game.mover(&self.state);
        let loss = match mover {
            Side::Zhuge => best_value - value,
            Side::Zhou => value - best_value,
        };
        lines.push(if loss == 0 {
            msg!("three-kingdoms-best-move")
        } else {
            msg!(
                "three-kingdoms-gives-away",
                loss = format(loss),
                side = mover.name()
            )
        });
        lines
    }
}

/// Why the game is over at `state` (which it is).
fn why_over(game: &Game, state: &State) -> Message {
    let emptied = Side::ALL
        .into_iter()
        .find(|&side| (0..game.count()).all(|i| game.sides[i] != side || state.pos[i] == NONE));
    match emptied {
        Some(side) => msg!("three-kingdoms-side-wiped-out", side = side.name()),
        None => msg!("three-kingdoms-all-turns-played", turns = game.turns),
    }
}

fn game_over(game: &Game, state: &State) -> Message {
    msg!(
        "three-kingdoms-game-over",
        why = why_over(game, state),
        score = game.format_value(game.score(state))
    )
}

impl Position for KingdomsPosition {
    fn to_move(&self) -> Message {
        let (game, state) = (self.game(), &self.state);
        if game.is_over(state) {
            return game_over(game, state);
        }
        let left = game.turns - state.ply;
        let score = game.format_value(game.score(state));
        // Copy as input swaps the sides when Zhou Yu is to move.
        match game.mover(state) {
            Side::Zhuge => msg!("three-kingdoms-zhuge-to-move", left = left, score = score),
            Side::Zhou => msg!("three-kingdoms-zhou-to-move", left = left, score = score),
        }
    }

    fn moves(&self) -> Vec<MoveOption> {
        let moves = self.legal_moves();
        moves.into_iter().map(|m| self.option(m)).collect()
    }

    fn play(&self, id: &str, progress: &mut Progress) -> Result<Played, Message> {
        let m = self
            .legal_moves()
            .into_iter()
            .find(|&m| self.move_id(m) == id)
            .ok_or_else(|| {
                msg!(
                    "three-kingdoms-illegal-move",
                    play = boardlab_core::text::quote(id)
                )
            })?;
        let (line, game, test) = (&self.line, self.game(), self.line.test);
        let best = line.engine_move(&self.state, progress)?;
        let after = game.apply(&self.state, m);
        let reply = if game.is_over(&after) {
            None
        } else {
            Some(line.engine_move(&after, progress)?)
        };
        let value = reply.map_or(game.score(&after), |(_, value)| value);
        let feedback = self.feedback((m, value), best);
        let mut yours = turn_step(game, test, &self.state, m);
        yours.events.splice(0..0, feedback.iter().cloned());
        let mut steps = vec![yours];
        let mut reached = after;
        if let Some((answer, _)) = reply {
            let mut step = turn_step(game, test, &after, answer);
            let side = game.mover(&after).name();
            step.events
                .insert(0, msg!("three-kingdoms-best-reply", side = side));
            steps.push(step);
            reached = game.apply(&after, answer);
        }
        if game.is_over(&reached) {
            let last = steps.last_mut().expect("your move's step is there");
            last.events.push(game_over(game, &reached));
        }
        Ok(Played {
            steps,
            feedback,
            next: Box::new(KingdomsPosition::new(line.clone(), reached)),
        })
    }

    fn input(&self) -> Result<String, Message> {
        let (game, state) = (self.game(), &self.state);
        let turns = game.turns - state.ply;
        if turns == 0 {
            return Err(msg!("three-kingdoms-no-turn-left", turns = game.turns));
        }
        // The input's first mover is Zhuge Liang: swap the sides when Zhou Yu is to move.
        let swap = game.mover(state) == Side::Zhou;
        let fraction = (1 << game.scale_bits) - 1;
        let mut soldiers = Vec::new();
        for i in (0..game.count()).filter(|&i| state.pos[i] != NONE) {
            let (row, col) = self.frame_cell(state.pos[i]);
            let strength = state.strength[i];
            if strength & fraction != 0 {
                return Err(msg!(
                    "three-kingdoms-fractional-strength",
                    kind = game.kinds[i].name(),
                    place = format!("({},{})", row + 1, col + 1),
                    strength = game.format_value(strength)
                ));
            }
            let side = game.sides[i];
            soldiers.push(SoldierInput {
                row: row as usize,
                col: col as usize,
                side: if swap { side.opponent() } else { side },
                strength: strength >> game.scale_bits,
                kind: game.kinds[i],
            });
        }
        let test = TestInput {
            rows: game.rows,
            cols: game.cols,
            turns: turns as usize,
            terrain: game.terrain.clone(),
            paces: game.paces,
            soldiers,
        };
        Ok(input::write_tests(&[test]))
    }
}
