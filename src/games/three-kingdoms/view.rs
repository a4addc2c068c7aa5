//! The replay of the solved tests: each test's start, its turns (drawn in `steps.rs`) with the
//! score and the best alternatives of each turn.

use super::input::Side;
use super::position::KingdomsPosition;
use super::solved::{Alternatives, Solved, RANKED_MOVES};
use super::steps::{board, describe, soldier_name, state_caption, test_name, turn_step};
use super::table::Table;
use boardlab_core::timeline::{Frame, Marker};
use boardlab_core::{msg, BranchPoint, Positions, Replay, Step};
use std::rc::Rc;

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
    pub(super) fn locate(&self, index: usize) -> Option<(usize, Option<usize>)> {
        let test = self.first_steps.partition_point(|&first| first <= index);
        let test = test.checked_sub(1)?;
        Some((test, (index - self.first_steps[test]).checked_sub(1)))
    }

    fn is_pending(&self, test: usize, ply: usize) -> bool {
        self.tests[test].alternatives[ply].is_pending()
    }

    fn search_alternatives(&mut self, test: usize, ply: usize, background: bool) {
        if self.searched_test != test {
            if let Some(searched) = self.tests.get_mut(self.searched_test) {
                searched.table = Table::default();
            }
            self.searched_test = test;
        }
        self.tests[test].search_alternatives(ply, test, background);
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

impl Positions for ThreeKingdomsReplay {
    /// The position after the step's turn (a test's first step: its start); the step itself
    /// is the base, one step per turn.
    fn position(&mut self, index: usize) -> Option<BranchPoint> {
        let (test, ply) = self.locate(index)?;
        let solved = &self.tests().0[test];
        let line = solved.main_line(test);
        let state = line.states[ply.map_or(0, |ply| ply + 1)];
        Some(BranchPoint {
            base: index,
            position: Box::new(KingdomsPosition::new(Rc::new(line), state)),
        })
    }
}
