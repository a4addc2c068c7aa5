//! The rules as the official judge applies them (see the spec for every deviation from the
//! statement). A round is: recover, snapshot, move, skills (one cast at a time), fight.
//!
//! Every phase takes a [`Trace`]; when it is switched on, the phase writes one event line per
//! effect and the cells worth highlighting, for the timeline. The main run keeps it off.

use super::gcc_sort;
use super::input::{direction_name, team_name, GameSpec, Skill, DOWN, LEFT, RIGHT, UP};
use super::matching::Matcher;
use boardlab_core::i18n::{Arg, Message};
use boardlab_core::{msg, InputError};
use std::collections::VecDeque;
use std::rc::Rc;

/// Powers closer than this are equal (the judge compares logarithms with this tolerance).
const POWER_TOLERANCE: f64 = 1e-8;

/// Row and column steps of the four directions in the judge's numbering.
pub const STEP: [(i64, i64); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// A piece's changing state. Rows and columns are 1-based.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub row: u8,
    pub col: u8,
    pub dir: u8,
    /// Current power attributes (cur_a ≥ cur_b always holds).
    pub a: u32,
    pub b: u32,
    /// The judge's countdowns (cast wait, silenced, rooted, dead), decremented at every round
    /// start, are kept as the round at which each reaches 0, so that a round start need not
    /// touch them. They saturate: a round beyond the last acts the same whatever it is.
    ready_at: u32,
    silenced_until: u32,
    rooted_until: u32,
    /// The round at whose start the piece respawns; alive once it is reached.
    dead_until: u32,
    /// Rounds at whose start an active onepunch boost ends, oldest first.
    pub boost_ends: VecDeque<u32>,
}

impl Piece {
    pub fn alive(&self, round: u32) -> bool {
        self.dead_until <= round
    }

    /// The judge's countdowns as they stand in `round`.
    pub fn cast_wait(&self, round: u32) -> u32 {
        self.ready_at.saturating_sub(round)
    }

    pub fn silenced(&self, round: u32) -> u32 {
        self.silenced_until.saturating_sub(round)
    }

    pub fn rooted(&self, round: u32) -> u32 {
        self.rooted_until.saturating_sub(round)
    }

    pub fn dead(&self, round: u32) -> u32 {
        self.dead_until.saturating_sub(round)
    }
}

/// A countdown of `now` that gets `extra` more rounds.
fn extend(until: u32, now: u32, extra: u32) -> u32 {
    until.max(now).saturating_add(extra)
}

/// What backward restores: a piece at the start of an earlier round.
#[derive(Debug, Clone, Copy)]
struct Snapshot {
    row: u8,
    col: u8,
    dir: u8,
    a: u32,
    b: u32,
    dead: u32,
    rooted: u32,
    silenced: u32,
}

/// The whole state between two sub-steps of a game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct State {
    /// The current round (0 before the first).
    pub round: u32,
    pub pieces: Vec<Piece>,
    /// The last piece that cast toolihai in this game.
    pub last_toolihai: Option<usize>,
    /// Skill phase: the next piece that may cast, and the teams skipped by gugugugu.
    next_caster: usize,
    skipped: [bool; 2],
}

/// A rabiribi knock-back: the cell a piece was knocked from and the cell it landed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Knock {
    pub from: (u8, u8),
    pub to: (u8, u8),
}

/// What a sub-step did, recorded only when `on`.
#[derive(Debug, Default)]
pub struct Trace {
    pub on: bool,
    pub events: Vec<Message>,
    /// Cells of the rabiribi cone (on the board).
    pub region: Vec<(u8, u8)>,
    pub knocks: Vec<Knock>,
    /// The 2dsaigao wave: the caster's cell then each cell the wave stands on.
    pub wave: Vec<(u8, u8)>,
    /// Cells within the burst radius.
    pub burst: Vec<(u8, u8)>,
    /// Cells where a fight took place.
    pub fights: Vec<(u8, u8)>,
    /// The piece whose skill was cast (cast steps only).
    pub caster: Option<usize>,
}

impl Trace {
    pub fn off() -> Self {
        Trace::default()
    }

    pub fn recording() -> Self {
        Trace {
            on: true,
            ..Trace::default()
        }
    }

    fn event(&mut self, text: impl FnOnce() -> Message) {
        if self.on {
            self.events.push(text());
        }
    }
}

/// `ln n!` as the running sum of `ln i`, extended on demand.
#[derive(Debug, Clone)]
struct LnFactorials(Vec<f64>);

/// Entries of the table computed once and shared by every game (powers grow into the
/// thousands through onepunch, and each game would otherwise take those logarithms again).
const SHARED_LN_FACTORIALS: u32 = 8192;

impl LnFactorials {
    fn new() -> Self {
        static SHARED: std::sync::OnceLock<LnFactorials> = std::sync::OnceLock::new();
        let shared = SHARED.get_or_init(|| {
            let mut table = LnFactorials(vec![0.0]);
            table.get(SHARED_LN_FACTORIALS - 1);
            table
        });
        shared.clone()
    }

    fn get(&mut self, n: u32) -> f64 {
        let n = n as usize;
        while self.0.len() <= n {
            let i = self.0.len();
            let previous = self.0[i - 1];
            self.0.push(previous + (i as f64).ln());
        }
        self.0[n]
    }

    /// `ln C(a, b)`.
    fn ln_binomial(&mut self, a: u32, b: u32) -> f64 {
        // b ≤ a holds for every piece (input, boosts, fights and expiries all keep it).
        self.get(a) - self.get(b) - self.get(a.saturating_sub(b))
    }
}

/// A piece as shown to people: "#k", 1-based like the input's order. Formatting is deferred so
/// that naming a piece costs nothing when no trace is recorded.
#[derive(Debug, Clone, Copy)]
pub struct PieceName(usize);

impl std::fmt::Display for PieceName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0 + 1)
    }
}

pub fn name(index: usize) -> PieceName {
    PieceName(index)
}

/// A piece's name is the same in every language.
impl From<PieceName> for Arg {
    fn from(name: PieceName) -> Arg {
        Arg::Text(name.to_string())
    }
}

fn cell((row, col): (u8, u8)) -> String {
    format!("({row},{col})")
}

/// The state before round 1: every piece alive at its start, waiting for its first cast.
pub fn initial_state(spec: &GameSpec) -> State {
    let pieces = spec
        .pieces
        .iter()
        .map(|p| Piece {
            row: p.row,
            col: p.col,
            dir: p.dir,
            a: p.a,
            b: p.b,
            ready_at: p.first_cast,
            silenced_until: 0,
            rooted_until: 0,
            dead_until: 0,
            boost_ends: VecDeque::new(),
        })
        .collect();
    State {
        round: 0,
        pieces,
        last_toolihai: None,
        next_caster: 0,
        skipped: [false; 2],
    }
}

/// Runs one game. Owns what outlives a single state: backward's history and scratch buffers.
pub struct Simulator {
    pub spec: Rc<GameSpec>,
    /// The pieces with backward, in index order.
    backward_pieces: Vec<usize>,
    /// Each piece's team (looked up often).
    teams: Vec<u8>,
    /// Snapshots of the backward pieces, one row per round (rounds 1, 2, …), each row in the
    /// order of `backward_pieces`.
    history: Vec<Snapshot>,
    ln_factorials: LnFactorials,
    matcher: Matcher,
    /// Fight phase: packed (row, column, index) words of every piece, in the judge's cell order.
    by_cell: Vec<u32>,
    /// Fight phase: each piece's position in `by_cell`.
    rank: Vec<u16>,
    /// Fight phase: the pieces that fight, packed like `by_cell`, grouped by cell.
    contenders: Vec<u32>,
    /// Fight phase: ln C(a, b) of each contender.
    power: Vec<f64>,
    /// Fight phase: per cell, the fight's stamp and a bit per team with an alive piece there.
    teams_at: Vec<u32>,
    /// Fight phase: counts fight phases, so `teams_at` never needs clearing.
    stamp: u32,
    /// Fight phase: each team's fighters in one cell with their powers, weakest first.
    sides: [Vec<(usize, f64)>; 2],
    /// Each team's pieces, in index order.
    team_members: [Vec<usize>; 2],
    /// Hupraise: each team's current a values, in the order of `team_members`.
    values_by_team: [Vec<u32>; 2],
    /// 2dsaigao: the wave's state (see [`Simulator::wave_state`]) after each state, worked out
    /// when first needed ([`UNKNOWN`] until then): waves cross the same cells round after round.
    wave_next: Vec<u16>,
}

/// A wave state whose successor is not worked out yet (states are fewer: 102 × 102 cells with
/// the frame, four headings each).
const UNKNOWN: u16 = u16::MAX;

impl Simulator {
    pub fn new(spec: Rc<GameSpec>) -> Self {
        let backward_pieces = (0..spec.pieces.len())
            .filter(|&i| matches!(spec.pieces[i].skill, Skill::Backward { .. }))
            .collect();
        let teams: Vec<u8> = spec.pieces.iter().map(|p| p.team).collect();
        let team_members =
            [0, 1].map(|team| (0..teams.len()).filter(|&i| teams[i] == team).collect());
        let cells = (spec.rows + 2) * spec.stride();
        let count = spec.pieces.len();
        Simulator {
            spec,
            backward_pieces,
            teams,
            history: Vec::new(),
            ln_factorials: LnFactorials::new(),
            matcher: Matcher::default(),
            by_cell: Vec::new(),
            rank: vec![0; count],
            contenders: Vec::new(),
            power: vec![0.0; count],
            teams_at: vec![0; cells],
            stamp: 0,
            sides: [Vec::new(), Vec::new()],
            team_members,
            values_by_team: [Vec::new(), Vec::new()],
            wave_next: vec![UNKNOWN; cells * 4],
        }
    }

    /// Heap bytes held beyond the state (backward's history, the wave's steps).
    pub fn memory_bytes(&self) -> usize {
        self.history.capacity() * size_of::<Snapshot>() + self.wave_next.len() * size_of::<u16>()
    }

    /// Plays a whole round; `printed` receives each hupraise count. Returns how many casts
    /// there were.
    pub fn play_round(
        &mut self,
        state: &mut State,
        printed: &mut impl FnMut(u32),
    ) -> Result<usize, InputError> {
        let trace = &mut Trace::off();
        self.recover(state, trace);
        self.move_pieces(state, trace);
        let mut casts = 0;
        while let Some(caster) = self.next_caster(state) {
            if let Some(pairs) = self.cast(state, caster, trace)? {
                printed(pairs);
            }
            casts += 1;
        }
        self.fight(state, trace);
        Ok(casts)
    }

    fn respawn(&self, piece: &mut Piece, index: usize) {
        let spec = &self.spec.pieces[index];
        piece.a = spec.a;
        piece.b = spec.b;
        piece.silenced_until = 0;
        piece.rooted_until = 0;
        piece.dead_until = 0;
        piece.boost_ends.clear();
    }

    /// Starts the next round: respawns, onepunch boosts expire (the countdowns tick down by
    /// themselves as the round advances); then the backward pieces' snapshots are taken.
    pub fn recover(&mut self, state: &mut State, trace: &mut Trace) {
        state.round += 1;
        let round = state.round;
        state.next_caster = 0;
        state.skipped = [false; 2];
        for (index, piece) in state.pieces.iter_mut().enumerate() {
            if piece.dead_until == round {
                self.respawn(piece, index);
                trace.event(|| {
                    msg!(
                        "skill-chess-respawns",
                        piece = name(index),
                        cell = cell((piece.row, piece.col))
                    )
                });
            }
            if piece.boost_ends.front() != Some(&round) {
                continue;
            }
            let boost = match self.spec.pieces[index].skill {
                Skill::Onepunch { boost, .. } => boost,
                _ => 0,
            };
            while piece.boost_ends.front() == Some(&round) {
                piece.boost_ends.pop_front();
                // The judge caps cur_b with the already reduced cur_a minus v once more.
                piece.a = piece.a.saturating_sub(boost);
                piece.b = piece.b.min(piece.a.saturating_sub(boost));
                trace.event(|| {
                    msg!(
                        "skill-chess-boost-ends",
                        piece = name(index),
                        a = piece.a,
                        b = piece.b
                    )
                });
            }
        }
        if self.history.len() < round as usize * self.backward_pieces.len() {
            for &index in &self.backward_pieces {
                let piece = &state.pieces[index];
                self.history.push(Snapshot {
                    row: piece.row,
                    col: piece.col,
                    dir: piece.dir,
                    a: piece.a,
                    b: piece.b,
                    dead: piece.dead(round),
                    rooted: piece.rooted(round),
                    silenced: piece.silenced(round),
                });
            }
        }
    }

    /// Every alive, unrooted piece steps forward, or turns around in front of a wall.
    pub fn move_pieces(&self, state: &mut State, trace: &mut Trace) {
        let (blocked, stride) = (&self.spec.blocked, self.spec.stride());
        let round = state.round;
        let movable = |piece: &Piece| piece.dead_until.max(piece.rooted_until) <= round;
        // The trace is worked out afterwards (a piece that did not move turned), which keeps
        // the loop below free of it.
        let before: Vec<(u8, u8)> = match trace.on {
            true => state.pieces.iter().map(|p| (p.row, p.col)).collect(),
            false => Vec::new(),
        };
        for piece in state.pieces.iter_mut().filter(|piece| movable(piece)) {
            // Steps as wrapping byte additions (255 = −1); rows and columns stay in 0..=101.
            const BYTE_STEP: [(u8, u8); 4] = [(255, 0), (1, 0), (0, 255), (0, 1)];
            let (dr, dc) = BYTE_STEP[(piece.dir & 3) as usize];
            let (row, col) = (piece.row.wrapping_add(dr), piece.col.wrapping_add(dc));
            // A neighbour of a board cell is on the board or on its blocked frame. Which way
            // it goes is unpredictable, hence selects rather than branches.
            let wall = blocked[row as usize * stride + col as usize];
            let stay = 0u8.wrapping_sub(u8::from(wall)); // all ones in front of a wall
            piece.dir ^= u8::from(wall);
            piece.row = (piece.row & stay) | (row & !stay);
            piece.col = (piece.col & stay) | (col & !stay);
        }
        if trace.on {
            let (mut stepped, mut turned) = (0, Vec::new());
            for (index, (piece, &from)) in state.pieces.iter().zip(&before).enumerate() {
                if !movable(piece) {
                    continue;
                }
                if (piece.row, piece.col) == from {
                    turned.push(name(index).to_string());
                } else {
                    stepped += 1;
                }
            }
            trace.event(|| msg!("skill-chess-step-forward", count = stepped));
            if !turned.is_empty() {
                trace.event(|| msg!("skill-chess-turned", pieces = turned.join(", ")));
            }
        }
    }

    /// The next piece to cast in this round's skill phase, if any; advances the phase.
    pub fn next_caster(&self, state: &mut State) -> Option<usize> {
        let round = state.round;
        let start = state.next_caster.min(state.pieces.len());
        let mut pieces = state.pieces[start..].iter().zip(&self.teams[start..]);
        let found = pieces.position(|(piece, &team)| {
            // Non-short-circuit `&`: each test alone is unpredictable, their conjunction rare.
            (piece.ready_at <= round)
                & (piece.silenced_until <= round)
                & (piece.dead_until <= round)
                & !state.skipped[team as usize]
        });
        match found {
            Some(offset) => {
                state.next_caster = start + offset + 1;
                Some(start + offset)
            }
            None => {
                state.next_caster = state.pieces.len();
                None
            }
        }
    }

    /// Piece `caster` casts its skill; returns the printed count for hupraise.
    pub fn cast(
        &mut self,
        state: &mut State,
        caster: usize,
        trace: &mut Trace,
    ) -> Result<Option<u32>, InputError> {
        let game = Rc::clone(&self.spec);
        let spec = &game.pieces[caster];
        let round = state.round;
        state.pieces[caster].ready_at = round.saturating_add(spec.cooldown);
        trace.caster = Some(caster);
        let who = name(caster);
        match spec.skill {
            Skill::Toolihai => {
                state.last_toolihai = Some(caster);
                trace.event(|| msg!("skill-chess-toolihai", piece = who));
            }
            Skill::Faceking => {
                const LEFT_TURN: [u8; 4] = [LEFT, RIGHT, DOWN, UP];
                for piece in &mut state.pieces {
                    // A select rather than a branch: which pieces are dead is unpredictable.
                    let turned = LEFT_TURN[(piece.dir & 3) as usize];
                    piece.dir = if piece.alive(round) {
                        turned
                    } else {
                        piece.dir
                    };
                }
                trace.event(|| msg!("skill-chess-faceking", piece = who));
            }
            Skill::Onepunch { boost, duration } => {
                let piece = &mut state.pieces[caster];
                piece.a += boost;
                piece
                    .boost_ends
                    .push_back(state.round.saturating_add(duration));
                trace.event(|| {
                    msg!(
                        "skill-chess-onepunch",
                        piece = who,
                        boost = boost,
                        a = piece.a,
                        b = piece.b,
                        until = state.round.saturating_add(duration)
                    )
                });
            }
            Skill::Rabiribi { range } => self.rabiribi(state, caster, range, trace),
            Skill::Firework { duration } => {
                let target = state.last_toolihai.unwrap_or(caster);
                let piece = &mut state.pieces[target];
                piece.rooted_until = extend(piece.rooted_until, round, duration);
                trace.event(|| {
                    msg!(
                        "skill-chess-firework",
                        piece = who,
                        target = name(target),
                        duration = duration,
                        rooted = piece.rooted(round)
                    )
                });
            }
            Skill::Viuganda => self.viuganda(state, caster, trace),
            Skill::Saigao {
                length,
                radius,
                duration,
            } => self.saigao(state, caster, (length, radius, duration), trace),
            Skill::Gugugugu => {
                state.skipped[spec.team as usize] = true;
                trace.event(|| {
                    msg!(
                        "skill-chess-gugugugu",
                        piece = who,
                        team = team_name(spec.team)
                    )
                });
            }
            Skill::Backward { rounds } => {
                let target = i64::from(state.round) - i64::from(rounds);
                if target < 1 {
                    let (line, col) = spec.last_param_at;
                    return Err(InputError::new(
                        line,
                        col,
                        msg!(
                            "skill-chess-backward-too-far",
                            piece = who,
                            rounds = rounds,
                            round = state.round,
                            target = target
                        ),
                    ));
                }
                let slot = self.backward_pieces.partition_point(|&i| i < caster);
                let saved = self.history[(target as usize - 1) * self.backward_pieces.len() + slot];
                let piece = &mut state.pieces[caster];
                let from = (piece.row, piece.col);
                piece.row = saved.row;
                piece.col = saved.col;
                piece.dir = saved.dir;
                piece.a = saved.a;
                piece.b = saved.b;
                piece.dead_until = round.saturating_add(saved.dead);
                piece.rooted_until = round.saturating_add(saved.rooted);
                piece.silenced_until = round.saturating_add(saved.silenced);
                trace.event(|| {
                    msg!(
                        "skill-chess-backward",
                        piece = who,
                        round = target,
                        from = cell(from),
                        to = cell((saved.row, saved.col)),
                        direction = direction_name(saved.dir),
                        a = saved.a,
                        b = saved.b,
                        dead = u8::from(saved.dead > 0)
                    )
                });
            }
            Skill::Hupraise => {
                let [red, blue] = &mut self.values_by_team;
                red.clear();
                red.extend(self.team_members[0].iter().map(|&i| state.pieces[i].a));
                blue.clear();
                blue.extend(self.team_members[1].iter().map(|&i| state.pieces[i].a));
                let pairs = self.matcher.max_pairs(red, blue);
                trace.event(|| msg!("skill-chess-hupraise", piece = who, pairs = pairs));
                return Ok(Some(pairs));
            }
        }
        Ok(None)
    }

    /// Knocks every piece in the caster's cone one cell on (see the spec for the cone the judge
    /// uses when facing down).
    fn rabiribi(&self, state: &mut State, caster: usize, range: u32, trace: &mut Trace) {
        let (rows, cols) = (self.spec.rows as i64, self.spec.cols as i64);
        let origin = &state.pieces[caster];
        let (row0, col0, dir) = (origin.row as i64, origin.col as i64, origin.dir);
        let range = i64::from(range);
        // The (forward, sideways) offset of a cell in the caster's frame is
        // (forward.0 · Δrow + forward.1 · Δcol, Δrow or Δcol).
        let (forward_of, side_is_row) = match dir {
            UP => ((-1, 0), false),
            LEFT => ((0, -1), true),
            _ => ((0, 1), true),
        };
        let in_cone = |row: i64, col: i64| {
            let (d_row, d_col) = (row - row0, col - col0);
            let forward = forward_of.0 * d_row + forward_of.1 * d_col;
            let side = if side_is_row { d_row } else { d_col };
            // Non-short-circuit `&`: whether a piece is in the cone is unpredictable.
            (forward >= 1) & (forward <= range) & (side.abs() <= forward)
        };
        if trace.on {
            for row in 1..=rows {
                for col in 1..=cols {
                    if in_cone(row, col) {
                        trace.region.push((row as u8, col as u8));
                    }
                }
            }
        }
        let who = name(caster);
        trace.event(|| {
            msg!(
                "skill-chess-rabiribi",
                piece = who,
                direction = direction_name(dir),
                range = range
            )
        });
        let (dr, dc) = STEP[dir as usize];
        let mut knocked = 0;
        for (index, piece) in state.pieces.iter_mut().enumerate() {
            if !in_cone(piece.row as i64, piece.col as i64) {
                continue;
            }
            let from = (piece.row, piece.col);
            let (mut row, mut col) = (from.0 as i64 + dr, from.1 as i64 + dc);
            // The piece's own cell is free, so this ends within one lap of the line.
            for _ in 0..=rows + cols + 2 {
                if row < 1 {
                    row = rows;
                } else if row > rows {
                    row = 1;
                } else if col < 1 {
                    col = cols;
                } else if col > cols {
                    col = 1;
                } else if self.spec.is_blocked(row, col) {
                    (row, col) = (row + dr, col + dc);
                } else {
                    break;
                }
            }
            (piece.row, piece.col) = (row as u8, col as u8);
            knocked += 1;
            if trace.on {
                let to = (piece.row, piece.col);
                trace.knocks.push(Knock { from, to });
                trace.events.push(msg!(
                    "skill-chess-knocked",
                    piece = name(index),
                    from = cell(from),
                    to = cell(to)
                ));
            }
        }
        if knocked == 0 {
            trace.event(|| msg!("skill-chess-nobody-in-cone"));
        }
    }

    /// Revives the farthest dead teammate, else the nearest dead enemy (ties: larger index).
    fn viuganda(&self, state: &mut State, caster: usize, trace: &mut Trace) {
        let team = self.teams[caster];
        let round = state.round;
        let (row0, col0) = (state.pieces[caster].row, state.pieces[caster].col);
        let distance = |p: &Piece| row0.abs_diff(p.row) as u32 + col0.abs_diff(p.col) as u32;
        let dead = |same_team: bool| {
            state
                .pieces
                .iter()
                .enumerate()
                .filter(move |(i, p)| !p.alive(round) && (self.teams[*i] == team) == same_team)
        };
        let chosen = dead(true)
            .max_by_key(|(i, p)| (distance(p), *i))
            .or_else(|| dead(false).min_by_key(|(i, p)| (distance(p), std::cmp::Reverse(*i))))
            .map(|(i, _)| i);
        let who = name(caster);
        match chosen {
            Some(target) => {
                let piece = &mut state.pieces[target];
                self.respawn(piece, target);
                trace.event(|| {
                    msg!(
                        "skill-chess-viuganda",
                        piece = who,
                        target = name(target),
                        cell = cell((piece.row, piece.col))
                    )
                });
            }
            None => trace.event(|| msg!("skill-chess-viuganda-nobody", piece = who)),
        }
    }

    /// Sends the wave, then silences everything within the burst radius.
    fn saigao(
        &mut self,
        state: &mut State,
        caster: usize,
        (length, radius, duration): (u32, u32, u32),
        trace: &mut Trace,
    ) {
        let origin = &state.pieces[caster];
        let start = (origin.row as i64, origin.col as i64);
        const HEADING: [(i64, i64); 4] = [(-1, 1), (1, -1), (-1, -1), (1, 1)];
        let heading = HEADING[origin.dir as usize];
        if trace.on {
            trace.wave.push((origin.row, origin.col));
        }
        let (row, col) = self.wave_end(start, heading, length, &mut trace.wave, trace.on);
        let radius = i64::from(radius);
        let round = state.round;
        let mut silenced = Vec::new();
        for (index, piece) in state.pieces.iter_mut().enumerate() {
            let hit = (piece.row as i64 - row).abs() + (piece.col as i64 - col).abs() <= radius;
            // Extending by 0 when missed keeps this a select rather than a branch.
            let extra = if hit { duration } else { 0 };
            piece.silenced_until = piece
                .silenced_until
                .max(round * u32::from(hit))
                .saturating_add(extra);
            if trace.on && hit {
                silenced.push(name(index).to_string());
            }
        }
        if trace.on {
            for r in (row - radius).max(1)..=(row + radius).min(self.spec.rows as i64) {
                let spread = radius - (r - row).abs();
                for c in (col - spread).max(1)..=(col + spread).min(self.spec.cols as i64) {
                    trace.burst.push((r as u8, c as u8));
                }
            }
        }
        let who = name(caster);
        trace.event(|| {
            msg!(
                "skill-chess-2dsaigao",
                piece = who,
                cell = cell((row as u8, col as u8)),
                radius = radius,
                duration = duration,
                count = silenced.len(),
                pieces = silenced.join(", ")
            )
        });
    }

    /// Where a wave of `length` steps from `start` ends. A long wave repeats a cycle of
    /// (cell, heading) states, which is skipped over.
    fn wave_end(
        &mut self,
        start: (i64, i64),
        heading: (i64, i64),
        length: u32,
        path: &mut Vec<(u8, u8)>,
        record: bool,
    ) -> (i64, i64) {
        let states = self.wave_next.len();
        // Step at which each wave state was first seen; only needed for long waves.
        let mut seen = if length as usize > states {
            vec![u32::MAX; states]
        } else {
            Vec::new()
        };
        let mut wave = self.wave_state(start, heading);
        let mut step = 0u32;
        while step < length {
            if !seen.is_empty() {
                if seen[wave] != u32::MAX {
                    let cycle = step - seen[wave];
                    step = length - (length - step) % cycle;
                    seen = Vec::new();
                    continue;
                }
                seen[wave] = step;
            }
            if self.wave_next[wave] == UNKNOWN {
                let (position, heading) = self.wave_step(self.wave_cell(wave), wave_heading(wave));
                self.wave_next[wave] = self.wave_state(position, heading) as u16;
            }
            wave = self.wave_next[wave] as usize;
            if record && path.len() <= states {
                let (row, col) = self.wave_cell(wave);
                path.push((row as u8, col as u8));
            }
            step += 1;
        }
        self.wave_cell(wave)
    }

    /// A wave's (cell, heading) as one number: cells in rows of `stride`, four headings each.
    fn wave_state(&self, (row, col): (i64, i64), (dr, dc): (i64, i64)) -> usize {
        (row as usize * self.spec.stride() + col as usize) * 4 + (dr + 1 + (dc + 1) / 2) as usize
    }

    /// The (row, column) a wave state stands on.
    fn wave_cell(&self, state: usize) -> (i64, i64) {
        let cell = state / 4;
        let stride = self.spec.stride();
        ((cell / stride) as i64, (cell % stride) as i64)
    }

    /// One wave step: forward if free; otherwise turn ((dr, dc) → (dc, −dc)) and try the
    /// midpoint between here and one step along the new heading; if that is blocked too, turn
    /// again and stay.
    fn wave_step(&self, (row, col): (i64, i64), (dr, dc): (i64, i64)) -> ((i64, i64), (i64, i64)) {
        let ahead = (row + dr, col + dc);
        if !self.spec.is_blocked(ahead.0, ahead.1) {
            return (ahead, (dr, dc));
        }
        let turned = (dc, -dc);
        let beyond = (ahead.0 + turned.0, ahead.1 + turned.1);
        let middle = (
            (beyond.0 + row).div_euclid(2),
            (beyond.1 + col).div_euclid(2),
        );
        if !self.spec.is_blocked(middle.0, middle.1) {
            (middle, turned)
        } else {
            ((row, col), (turned.1, -turned.1))
        }
    }

    /// Whether two pieces of one team in one fight cell have equal power (within the
    /// tolerance, borderline included): only then does the order within the cell matter.
    fn some_side_has_equal_powers(&self) -> bool {
        let groups = self.contenders.chunk_by(|x, y| x >> 8 == y >> 8);
        groups.into_iter().any(|group| {
            group.iter().enumerate().any(|(k, &x)| {
                let i = (x & 0xff) as usize;
                group[k + 1..].iter().any(|&y| {
                    let j = (y & 0xff) as usize;
                    let (x, y) = (self.power[i], self.power[j]);
                    self.teams[i] == self.teams[j] && !power_less(x, y) && !power_less(y, x)
                })
            })
        })
    }

    /// Duels in every cell holding alive pieces of both teams.
    ///
    /// The judge lines each side up with `std::sort` (libstdc++'s introsort) twice: all piece
    /// indices by (row, column), then each side of a cell, taken in that cell order, by power.
    /// The second sort is an insertion sort up to 16 pieces and unstable from 17 on; either way
    /// the cell order it starts from only matters between pieces of one side whose powers tie
    /// (without a tie, `power_less` is a strict total order and every sort gives the one sorted
    /// order), so the cell order is only worked out when there is one.
    pub fn fight(&mut self, state: &mut State, trace: &mut Trace) {
        let round = state.round;
        let pieces = &mut state.pieces;
        let stride = self.spec.stride();
        let cell_of = |p: &Piece| p.row as usize * stride + p.col as usize;
        let pack =
            |p: &Piece, index: usize| (p.row as u32) << 16 | (p.col as u32) << 8 | index as u32;
        // Per cell: this fight's stamp (entries with an older, hence smaller, stamp are empty)
        // and a bit per team with an alive piece there.
        if self.stamp == u32::MAX >> 2 {
            self.teams_at.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = self.stamp << 2;
        let mut any_fight = false;
        for (piece, &team) in pieces.iter().zip(&self.teams) {
            if piece.alive(round) {
                let at = &mut self.teams_at[cell_of(piece)];
                *at = (*at).max(stamp) | 1 << team;
                any_fight |= *at == stamp | 3;
            }
        }
        if !any_fight {
            return;
        }
        // Alive pieces in cells with both teams, as packed (row, column, index) words.
        self.contenders.clear();
        for (index, piece) in pieces.iter().enumerate() {
            if piece.alive(round) && self.teams_at[cell_of(piece)] == stamp | 3 {
                self.contenders.push(pack(piece, index));
                self.power[index] = self.ln_factorials.ln_binomial(piece.a, piece.b);
            }
        }
        if self.contenders.is_empty() {
            return;
        }
        // Group by cell (stable: index order within a cell).
        self.contenders.sort_by_key(|&packed| packed >> 8);
        if self.some_side_has_equal_powers() {
            self.by_cell.clear();
            self.by_cell
                .extend(pieces.iter().enumerate().map(|(index, p)| pack(p, index)));
            // Comparing without the index bits is the judge's comparison of (row, column).
            gcc_sort::sort(&mut self.by_cell, &mut |&x, &y| x >> 8 < y >> 8);
            for (rank, &packed) in self.by_cell.iter().enumerate() {
                self.rank[(packed & 0xff) as usize] = rank as u16;
            }
            let rank = &self.rank;
            self.contenders
                .sort_by_key(|&packed| rank[(packed & 0xff) as usize]);
        }
        // Taken for the duels, which read the rest of `self`.
        let mut sides = std::mem::take(&mut self.sides);
        let mut start = 0;
        while start < self.contenders.len() {
            let key = self.contenders[start] >> 8;
            let end = start
                + self.contenders[start..]
                    .iter()
                    .take_while(|&&packed| packed >> 8 == key)
                    .count();
            let here = ((key >> 8) as u8, key as u8);
            for side in &mut sides {
                side.clear();
            }
            for &packed in &self.contenders[start..end] {
                let index = (packed & 0xff) as usize;
                sides[self.teams[index] as usize].push((index, self.power[index]));
            }
            start = end;
            if trace.on {
                trace.fights.push(here);
            }
            for side in &mut sides {
                gcc_sort::sort(side, &mut |x, y| power_less(x.1, y.1));
            }
            let [red, blue] = &mut sides;
            while let (Some(&(r, _)), Some(&(b, _))) = (red.last(), blue.last()) {
                let red_power = self.ln_factorials.ln_binomial(pieces[r].a, pieces[r].b);
                let blue_power = self.ln_factorials.ln_binomial(pieces[b].a, pieces[b].b);
                let describe = |outcome: Message| {
                    msg!(
                        "skill-chess-duel",
                        cell = cell(here),
                        red = name(r),
                        red_a = pieces[r].a,
                        red_b = pieces[r].b,
                        blue = name(b),
                        blue_a = pieces[b].a,
                        blue_b = pieces[b].b,
                        outcome = outcome
                    )
                };
                if (red_power - blue_power).abs() < POWER_TOLERANCE {
                    trace.event(|| describe(msg!("skill-chess-duel-tie")));
                    for index in [r, b] {
                        pieces[index].dead_until =
                            round.saturating_add(self.spec.pieces[index].respawn);
                    }
                    red.pop();
                    blue.pop();
                    continue;
                }
                let (winner, loser) = if red_power > blue_power {
                    (r, b)
                } else {
                    (b, r)
                };
                let loser_a = pieces[loser].a;
                let (new_a, new_b) = (
                    pieces[winner].a.saturating_sub(loser_a),
                    pieces[winner].b.saturating_sub(loser_a),
                );
                if trace.on {
                    trace.events.push(describe(msg!(
                        "skill-chess-duel-win",
                        winner = name(winner),
                        loser = name(loser),
                        a = new_a,
                        b = new_b
                    )));
                }
                pieces[loser].dead_until = round.saturating_add(self.spec.pieces[loser].respawn);
                (pieces[winner].a, pieces[winner].b) = (new_a, new_b);
                if loser == r {
                    red.pop();
                } else {
                    blue.pop();
                }
            }
        }
        self.sides = sides;
    }
}

/// The (row, column) heading of a wave state ([`Simulator::wave_state`]).
fn wave_heading(state: usize) -> (i64, i64) {
    let heading = (state % 4) as i64;
    ((heading & 2) - 1, (heading & 1) * 2 - 1)
}

/// The judge's "power of i < power of j": lower by more than the tolerance. Irreflexive and
/// asymmetric, but ties (within the tolerance) are not transitive; `gcc_sort` stays in bounds
/// for any such comparator.
fn power_less(x: f64, y: f64) -> bool {
    x < y - POWER_TOLERANCE
}

#[cfg(test)]
mod tests {
    use super::*;

    fn simulator(text: &str) -> Simulator {
        let spec = super::super::input::parse(text)
            .expect("valid input")
            .remove(0);
        Simulator::new(Rc::new(spec))
    }

    #[test]
    fn long_waves_skip_their_cycle_exactly() {
        let mut sim = simulator(
            "1\n4 5 1 1\n0 0 0 0 0\n0 1 0 0 0\n0 0 0 1 0\n0 0 0 0 0\n3 2 1 1 0 0 1 1 1 toolihai\n",
        );
        let states = 6 * 7 * 4;
        for heading in [(-1, 1), (1, -1), (-1, -1), (1, 1)] {
            for length in [0, 1, 7, states as u32 + 1, states as u32 * 3 + 5, 1_000_003] {
                let (mut position, mut h) = ((3, 2), heading);
                for _ in 0..length {
                    (position, h) = sim.wave_step(position, h);
                }
                let fast = sim.wave_end((3, 2), heading, length, &mut Vec::new(), false);
                assert_eq!(fast, position, "heading {heading:?}, length {length}");
            }
        }
    }

    #[test]
    fn a_wave_into_a_corner_comes_back() {
        // The statement's first sample: facing left at (1,1), the wave turns twice and stays.
        let sim = simulator("1\n2 4 1 1\n0 0 0 0\n0 0 0 1\n1 1 1 1 0 2 1 1 1 toolihai\n");
        assert_eq!(sim.wave_step((1, 1), (-1, -1)), ((1, 1), (1, -1)));
    }

    #[test]
    fn ln_factorials_are_running_sums() {
        let mut table = LnFactorials(vec![0.0]);
        assert_eq!(table.ln_binomial(0, 0), 0.0);
        assert!((table.ln_binomial(10, 3) - 120f64.ln()).abs() < 1e-12);
        // C(16, 2) = C(10, 3) = 120: equal within the tolerance.
        assert!((table.ln_binomial(16, 2) - table.ln_binomial(10, 3)).abs() < POWER_TOLERANCE);
    }
}
