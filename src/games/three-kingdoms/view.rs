//! The replay of the solved tests, and each test's timeline steps: the board, the soldiers, the
//! walk, the attack, the score, and the best alternatives of each turn. A destroyed soldier is drawn faded (strength 0)
//! in the step that destroys it and is gone from the next step on.

use super::input::{Kind, Side};
use super::position::KingdomsPosition;
use super::rules::{Game, Move, State, NONE};
use super::solved::{Alternatives, Solved, RANKED_MOVES};
use super::table::Table;
use boardlab_core::timeline::{Frame, Mark, Marker, Token};
use boardlab_core::{msg, BranchPoint, Message, Replay, Step};
use std::rc::Rc;

/// Mark kinds (indexes into the palette's marks).
const REGION: u8 = 0;
const WALK: u8 = 1;
const ATTACK: u8 = 2;

/// Token ids stay distinct across tests so the painter never tweens one test into the next.
const IDS_PER_TEST: u32 = 8;

/// The tests' timeline; the alternatives of each turn are searched in slices, on demand.
pub struct ThreeKingdomsReplay {
    output: String,
    tests: Vec<Solved>,
    /// Index of each test's first step.
    first_steps: Vec<usize>,
    step_count: usize,
    /// The test searched last: only its table may grow, the one of the test searched before is
    /// dropped (memory stays bounded however the steps are visited).
    searched_test: usize,
}

impl ThreeKingdomsReplay {
    /// The replay of the solved tests: one step for each test's initial position and one per
    /// turn of its principal variation.
    pub fn new(tests: Vec<Solved>) -> Self {
        let mut output = String::new();
        let mut first_steps = Vec::with_capacity(tests.len());
        let mut step_count = 0;
        for solved in &tests {
            output.push_str(&solved.game.format_value(solved.value));
            output.push('\n');
            first_steps.push(step_count);
            step_count += 1 + solved.principal_variation.len();
        }
        ThreeKingdomsReplay {
            output,
            tests,
            first_steps,
            step_count: step_count.max(1),
            searched_test: 0,
        }
    }

    /// The solved tests and the index of each test's first step (for a trace, trace.rs).
    pub(super) fn tests(&self) -> (&[Solved], &[usize]) {
        (&self.tests, &self.first_steps)
    }

    /// The test of step `index` and the turn it shows (`None`: the test's initial position).
    fn locate(&self, index: usize) -> Option<(usize, Option<usize>)> {
        let test = self.first_steps.partition_point(|&first| first <= index);
        let test = test.checked_sub(1)?;
        Some((test, (index - self.first_steps[test]).checked_sub(1)))
    }

    fn is_pending(&self, test: usize, ply: usize) -> bool {
        self.tests[test].alternatives[ply].is_pending()
    }

    fn search_alternatives(&mut self, test: usize, ply: usize, may_grow: bool) {
        if self.searched_test != test {
            if let Some(searched) = self.tests.get_mut(self.searched_test) {
                searched.table = Table::default();
            }
            self.searched_test = test;
        }
        self.tests[test].search_alternatives(ply, test, may_grow);
    }

    /// The next turn with pending alternatives from step `focus` on (the user is likely to
    /// step forward), wrapping around to the first step.
    fn next_pending(&self, focus: usize) -> Option<(usize, usize)> {
        let (focus_test, focus_ply) = self.locate(focus)?;
        let first_ply = focus_ply.unwrap_or(0);
        let tests = self.tests.len();
        (0..=tests).find_map(|k| {
            let test = (focus_test + k) % tests;
            // The focus test from the focus turn on first; its earlier turns come last.
            let from = if k == 0 { first_ply } else { 0 };
            let alternatives = &self.tests[test].alternatives[from..];
            let pending = alternatives.iter().position(Alternatives::is_pending)?;
            Some((test, from + pending))
        })
    }
}

impl Replay for ThreeKingdomsReplay {
    fn output(&self) -> &str {
        &self.output
    }

    fn step_count(&self) -> usize {
        self.step_count
    }

    fn step(&mut self, index: usize) -> Step {
        let Some((test, ply)) = self.locate(index) else {
            return empty_step();
        };
        if let Some(ply) = ply.filter(|&ply| self.is_pending(test, ply)) {
            self.search_alternatives(test, ply, false);
        }
        test_step(&self.tests[test], test, ply)
    }

    /// The board without the search for the turn's alternatives (they are in the texts alone).
    fn frame(&mut self, index: usize) -> Frame {
        match self.locate(index) {
            Some((test, ply)) => test_step(&self.tests[test], test, ply).frame,
            None => empty_step().frame,
        }
    }

    /// Each test's principal variation after a line `test T`.
    fn judge_line(&self) -> Option<String> {
        let tests = self.tests.iter().enumerate();
        let line = |(test, solved): (usize, &Solved)| {
            format!(
                "test {}\n{}",
                test + 1,
                solved.main_line(test).written_moves()
            )
        };
        Some(tests.map(line).collect())
    }

    fn trace_format(&self) -> Option<&'static boardlab_core::trace::Format> {
        Some(&super::trace::FORMAT)
    }

    fn check_trace(
        &mut self,
        checkpoints: &[boardlab_core::trace::Checkpoint],
        errors: &mut Vec<boardlab_core::InputError>,
    ) -> Vec<boardlab_core::trace::Placement> {
        super::trace::check(self, checkpoints, errors)
    }

    fn markers(&self) -> Vec<Marker> {
        self.first_steps
            .iter()
            .enumerate()
            .map(|(t, &step)| Marker {
                step,
                label: test_name(t),
            })
            .collect()
    }

    fn is_complete(&self, index: usize) -> bool {
        match self.locate(index) {
            Some((test, Some(ply))) => !self.is_pending(test, ply),
            _ => true,
        }
    }

    fn prepare(&mut self, focus: usize) -> bool {
        if let Some((test, ply)) = self.next_pending(focus) {
            self.search_alternatives(test, ply, true);
        }
        self.next_pending(focus).is_some()
    }

    /// The position after the step's turn (a test's first step: its start); the step itself
    /// is the base, one step per turn.
    fn position(&mut self, index: usize) -> Option<BranchPoint> {
        let (test, ply) = self.locate(index)?;
        let solved = &self.tests[test];
        let line = solved.main_line(test);
        let state = line.states[ply.map_or(0, |ply| ply + 1)];
        Some(BranchPoint {
            base: index,
            position: Box::new(KingdomsPosition::new(Rc::new(line), state)),
        })
    }
}

fn empty_step() -> Step {
    Step {
        title: msg!("three-kingdoms-no-tests"),
        events: vec![msg!("three-kingdoms-only-end-marker")],
        output_lines: (0, 0),
        frame: Frame::new(1, 1),
        text: String::new(),
    }
}

/// "test 3" for test `test` (0-based): a marker, an editor scope.
pub fn test_name(test: usize) -> Message {
    msg!("three-kingdoms-test", number = test + 1)
}

fn place(game: &Game, cell: u8) -> String {
    let cell = cell as usize;
    format!("({},{})", cell / game.cols + 1, cell % game.cols + 1)
}

fn centre(game: &Game, cell: u8) -> (f32, f32) {
    let cell = cell as usize;
    ((cell / game.cols) as f32, (cell % game.cols) as f32)
}

fn soldier_name(game: &Game, state: &State, i: usize) -> Message {
    msg!(
        "three-kingdoms-soldier",
        kind = game.kinds[i].name(),
        place = place(game, state.pos[i])
    )
}

/// "rider (2,3) → (2,5), attacks archer (3,5) for 8", "passes".
pub fn describe(game: &Game, state: &State, m: Move) -> Message {
    if m.is_pass() {
        return msg!("three-kingdoms-passes");
    }
    let i = m.soldier as usize;
    let soldier = soldier_name(game, state, i);
    let walk = if m.to == state.pos[i] {
        msg!("three-kingdoms-stays", soldier = soldier)
    } else {
        msg!(
            "three-kingdoms-moves-to",
            soldier = soldier,
            to = place(game, m.to)
        )
    };
    if m.target == NONE {
        return walk;
    }
    let t = m.target as usize;
    msg!(
        "three-kingdoms-moves-and-attacks",
        walk = walk,
        target = soldier_name(game, state, t),
        damage = game.format_value(game.damage(state, i, t))
    )
}

/// The board of a test: its terrain and the axis labels, no soldiers.
pub fn terrain_board(rows: usize, cols: usize, terrain: &[u8]) -> Frame {
    let mut frame = Frame::new(rows, cols);
    for (cell, &kind) in terrain.iter().enumerate() {
        frame.set_cell(cell / cols, cell % cols, kind);
    }
    frame.row_labels = (1..=rows).map(|r| r.to_string()).collect();
    frame.col_labels = (1..=cols).map(|c| c.to_string()).collect();
    frame
}

/// The token of a soldier at (`row`, `col`) labelled with its strength.
pub fn soldier_token(
    id: u32,
    (row, col): (f32, f32),
    side: Side,
    kind: Kind,
    strength: String,
) -> Token {
    let mut token = Token::new(id, 0, 0, 3 * side as u8 + kind.index() as u8, strength);
    (token.row, token.col) = (row, col);
    token
}

/// The board with every living soldier of `state`.
fn board(game: &Game, state: &State, test: usize) -> Frame {
    let mut frame = terrain_board(game.rows, game.cols, &game.terrain);
    for i in 0..game.count() {
        if state.pos[i] != NONE {
            frame.tokens.push(token(game, state, test, i));
        }
    }
    frame
}

fn token(game: &Game, state: &State, test: usize, i: usize) -> Token {
    soldier_token(
        token_id(test, i),
        centre(game, state.pos[i]),
        game.sides[i],
        game.kinds[i],
        game.format_value(state.strength[i]),
    )
}

fn token_id(test: usize, soldier: usize) -> u32 {
    test as u32 * IDS_PER_TEST + soldier as u32
}

/// "test 1 · turn 3 of 4 · score 5": the caption under a board after turn `played`.
pub fn caption(test: usize, played: usize, turns: usize, score: String) -> Message {
    msg!(
        "three-kingdoms-caption",
        test = test + 1,
        played = played,
        turns = turns,
        score = score
    )
}

fn state_caption(game: &Game, state: &State, test: usize) -> Message {
    let score = game.format_value(game.score(state));
    caption(test, state.ply as usize, game.turns as usize, score)
}

/// The step of test `test` after turn `ply + 1` (`None`: the initial position).
fn test_step(solved: &Solved, test: usize, ply: Option<usize>) -> Step {
    let answer_line = test;
    let last = ply.map_or(0, |ply| ply + 1) == solved.principal_variation.len();
    let output_lines = if last {
        (answer_line, answer_line + 1)
    } else {
        (answer_line, answer_line)
    };
    let mut step = match ply {
        None => initial_step(solved, test),
        Some(ply) => ply_step(solved, test, ply),
    };
    let game = &solved.game;
    step.output_lines = output_lines;
    if last {
        step.events.push(msg!(
            "three-kingdoms-best-score",
            score = game.format_value(solved.value)
        ));
    }
    step
}

fn initial_step(solved: &Solved, test: usize) -> Step {
    let game = &solved.game;
    let state = &solved.start;
    let stats = &solved.stats;
    let mut events = Vec::new();
    for side in [Side::Zhuge, Side::Zhou] {
        let soldiers = (0..game.count())
            .filter(|&i| game.sides[i] == side)
            .map(|i| {
                msg!(
                    "three-kingdoms-soldier-strength",
                    soldier = soldier_name(game, state, i),
                    strength = game.format_value(state.strength[i])
                )
            })
            // "footman (1,1) (strength 5), rider (1,2) (strength 3)".
            .reduce(|list, next| msg!("three-kingdoms-comma-list", list = list, next = next))
            .unwrap_or_else(|| msg!("three-kingdoms-no-soldiers"));
        events.push(msg!(
            "three-kingdoms-side-soldiers",
            side = side.name(),
            soldiers = soldiers
        ));
    }
    events.push(msg!(
        "three-kingdoms-best-value",
        value = game.format_value(solved.value)
    ));
    events.push(msg!(
        "three-kingdoms-search-stats",
        nodes = stats.nodes,
        hits = stats.table_hits,
        cutoffs = stats.cutoffs,
        time = boardlab_core::text::milliseconds(stats.ms)
    ));
    Step {
        title: msg!(
            "three-kingdoms-start-title",
            test = test + 1,
            rows = game.rows,
            cols = game.cols,
            turns = game.turns,
            soldiers = game.count()
        ),
        events,
        output_lines: (0, 0),
        frame: Frame {
            caption: Some(state_caption(game, state, test)),
            ..board(game, state, test)
        },
        text: String::new(),
    }
}

fn ply_step(solved: &Solved, test: usize, ply: usize) -> Step {
    let before = &solved.state_before(ply);
    let m = solved.principal_variation[ply];
    let game = &solved.game;
    let mut step = turn_step(game, test, before, m);
    let events = &mut step.events;
    match &solved.alternatives[ply] {
        Alternatives::Known(ranked) => {
            let mut ranked = ranked.clone();
            // The list holds one move per group; show the played one for its group (it has the
            // group's value: it is optimal).
            match ranked
                .iter()
                .position(|&(other, _)| other.group() == m.group())
            {
                Some(k) => ranked[k].0 = m,
                None => {
                    ranked.insert(0, (m, solved.value));
                    ranked.truncate(RANKED_MOVES);
                }
            }
            for (alternative, value) in ranked {
                let (name, value) = (
                    describe(game, before, alternative),
                    game.format_value(value),
                );
                events.push(if alternative == m {
                    msg!("three-kingdoms-played", name = name, value = value)
                } else {
                    msg!("three-kingdoms-alternative", name = name, value = value)
                });
            }
        }
        Alternatives::Pending { .. } => events.push(msg!("three-kingdoms-alternatives-pending")),
        Alternatives::Failed(message) => {
            events.push(msg!("three-kingdoms-alternatives-failed", reason = message))
        }
    }
    step
}

/// The step of one turn: move `m` from `before` on test `test`'s board after it, with the walk,
/// the attack and what it did (the main line's turns and your own moves alike).
pub fn turn_step(game: &Game, test: usize, before: &State, m: Move) -> Step {
    let after = game.apply(before, m);
    let mut frame = board(game, &after, test);
    let mut events = Vec::new();
    if !m.is_pass() {
        let i = m.soldier as usize;
        let walk = game.path(before, i, m.to as usize);
        if !walk.is_empty() {
            // The whole path is one argument: it reads left to right in every language.
            let path: Vec<String> = std::iter::once(before.pos[i])
                .chain(walk.iter().map(|&c| c as u8))
                .map(|c| place(game, c))
                .collect();
            events.push(msg!(
                "three-kingdoms-walks",
                soldier = soldier_name(game, before, i),
                path = path.join(" → ")
            ));
            let mut points = vec![centre(game, before.pos[i])];
            points.extend(walk.iter().map(|&c| centre(game, c as u8)));
            let id = token_id(test, i);
            if let Some(walker) = frame.tokens.iter_mut().find(|t| t.id == id) {
                // The cells between the start and the destination.
                walker.trail = points[1..points.len() - 1].to_vec();
            }
            frame.marks.push(Mark::Path { points, kind: WALK });
        }
        if m.target != NONE {
            let t = m.target as usize;
            let region: Vec<(u16, u16)> = (0..game.rows * game.cols)
                .filter(|&c| game.region(i, m.to as usize) & 1 << c != 0)
                .map(|c| ((c / game.cols) as u16, (c % game.cols) as u16))
                .collect();
            frame.marks.push(Mark::Cells {
                cells: region,
                kind: REGION,
            });
            frame.marks.push(Mark::Arrow {
                from: centre(game, m.to),
                to: centre(game, before.pos[t]),
                kind: ATTACK,
            });
            let damage = game.format_value(game.damage(before, i, t));
            if after.pos[t] == NONE {
                events.push(msg!(
                    "three-kingdoms-attack-destroys",
                    target = soldier_name(game, before, t),
                    damage = damage,
                    had = game.format_value(before.strength[t])
                ));
                let mut fallen = token(game, before, test, t);
                fallen.label = "0".to_string();
                fallen.faded = true;
                frame.tokens.push(fallen);
            } else {
                events.push(msg!(
                    "three-kingdoms-attack-weakens",
                    target = soldier_name(game, before, t),
                    damage = damage,
                    before = game.format_value(before.strength[t]),
                    after = game.format_value(after.strength[t])
                ));
            }
        }
    }
    events.push(msg!(
        "three-kingdoms-score-change",
        before = game.format_value(game.score(before)),
        after = game.format_value(game.score(&after))
    ));
    frame.caption = Some(state_caption(game, &after, test));
    Step {
        title: msg!(
            "three-kingdoms-turn-title",
            test = test + 1,
            turn = after.ply,
            side = game.mover(before).name(),
            play = describe(game, before, m)
        ),
        events,
        output_lines: (test, test),
        frame,
        text: String::new(),
    }
}
