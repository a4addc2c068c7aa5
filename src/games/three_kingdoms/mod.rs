//! Three Kingdom Chess (ACM-ICPC Beijing 2011 C): Zhuge Liang and Zhou Yu move footmen, riders
//! and archers on a small board for K turns; the answer is Zhuge Liang's best guaranteed score.

mod engine;
mod input;
mod view;

use crate::timeline::{style, Palette};
use crate::{GameInfo, InputError, Marker, Progress, Replay, RuleOption, Rules, Sample, Step};
use engine::{Game, Halving, Move, Search, State, Stats, Table, NODE_BUDGET};

/// How many best moves each step lists with their values.
const RANKED_MOVES: usize = 5;

/// Positions searched during parse, solves included: the alternatives are computed there
/// while this allows (parse stays within 200 ms), the rest when their step is first shown.
const EAGER_POSITIONS: u64 = 300_000;

/// The solves' transposition tables are kept for the alternatives while all of them together
/// hold at most this many entries (about 25 MiB); later tests start from an empty table.
const KEPT_TABLE_ENTRIES: usize = 300_000;

/// One test, solved: its value, the search statistics and the principal variation.
struct Solved {
    game: Game,
    start: State,
    value: i64,
    stats: Stats,
    /// The move played at each turn of the principal variation.
    line: Vec<Move>,
    /// The best moves with their exact values before each turn of `line`, computed during
    /// parse while `EAGER_POSITIONS` allows, the others when their step is first shown.
    ranked: Vec<Option<Vec<(Move, i64)>>>,
    /// The transposition table of the solve, grown by each search for alternatives (most
    /// positions they visit were already bounded by the solve); dropped once all are known.
    table: Table,
}

impl Solved {
    /// The state before turn `ply + 1` of the principal variation.
    fn state_before(&self, ply: usize) -> State {
        self.line[..ply]
            .iter()
            .fold(self.start, |state, &m| self.game.apply(&state, m))
    }

    /// Computes the best moves before turn `ply + 1` unless known, searching at most `limit`
    /// positions; returns the positions searched.
    fn compute_ranked(
        &mut self,
        ply: usize,
        test: usize,
        limit: u64,
        progress: &mut Progress,
    ) -> Result<u64, String> {
        if self.ranked[ply].is_some() {
            return Ok(0);
        }
        let state = self.state_before(ply);
        let known = std::mem::take(&mut self.table);
        let mut search = Search::with_table(&self.game, progress, test + 1, known);
        search.limit_nodes(limit);
        // Every state of the principal variation has the value of the test.
        let ranked = search.ranked_moves(&state, self.value, RANKED_MOVES);
        let nodes = search.stats.nodes;
        self.table = search.into_table();
        self.ranked[ply] = Some(ranked.map_err(|e| e.into_error(test + 1).message)?);
        if self.ranked.iter().all(Option::is_some) {
            self.table = Table::default();
        }
        Ok(nodes)
    }

    /// The best moves before turn `ply + 1`, best first, with their exact values.
    fn ranked(&mut self, ply: usize, test: usize) -> Result<&[(Move, i64)], String> {
        self.compute_ranked(ply, test, NODE_BUDGET, &mut Progress::silent())?;
        Ok(self.ranked[ply].as_deref().unwrap_or_default())
    }
}

struct ThreeKingdoms {
    output: String,
    tests: Vec<Solved>,
    /// Index of each test's first step.
    first_steps: Vec<usize>,
    step_count: usize,
    /// The test of the last step shown: only its table may grow, the one of the test shown
    /// before is dropped (memory stays bounded however the steps are visited).
    shown_test: usize,
}

fn solve_test(
    test: &input::TestInput,
    number: usize,
    halving: Halving,
    progress: &mut Progress,
) -> Result<Solved, InputError> {
    let (game, start) = Game::new(test, halving);
    let mut search = Search::new(&game, progress, number);
    let started = crate::clock::now_ms();
    let value = search.solve(&start).map_err(|e| e.into_error(number))?;
    let mut stats = search.stats;
    stats.ms = crate::clock::now_ms() - started;
    // The principal variation, read back from the warm transposition table.
    let mut line = Vec::new();
    let mut state = start;
    while !game.is_over(&state) {
        let m = search
            .best_move(&state, value)
            .map_err(|e| e.into_error(number))?;
        state = game.apply(&state, m);
        line.push(m);
    }
    let table = search.into_table();
    let ranked = vec![None; line.len()];
    Ok(Solved {
        game,
        start,
        value,
        stats,
        line,
        ranked,
        table,
    })
}

/// Computes the alternatives of the first turns of every test, then of the next turns (the
/// earliest are the costliest), until `budget` positions are searched. What an unfinished
/// search proved stays in the test's table for when its step asks again.
fn compute_alternatives(tests: &mut [Solved], mut budget: u64, progress: &mut Progress) {
    let longest = tests.iter().map(|solved| solved.line.len()).max();
    for ply in 0..longest.unwrap_or(0) {
        for (test, solved) in tests.iter_mut().enumerate() {
            if ply < solved.line.len() {
                match solved.compute_ranked(ply, test, budget, progress) {
                    Ok(nodes) => budget -= nodes.min(budget),
                    Err(_) => return,
                }
            }
        }
    }
}

fn parse(
    text: &str,
    rules: &Rules,
    progress: &mut Progress,
) -> Result<Box<dyn Replay>, InputError> {
    let halving = match rules.get("half_damage") {
        "exact" => Halving::Exact,
        _ => Halving::Floor,
    };
    let inputs = input::parse_tests(text)?;
    let mut tests = Vec::with_capacity(inputs.len());
    let mut output = String::new();
    let mut first_steps = Vec::with_capacity(inputs.len());
    let (mut step_count, mut kept_entries) = (0, 0);
    for (index, test) in inputs.iter().enumerate() {
        let mut solved = solve_test(test, index + 1, halving, progress)?;
        kept_entries += solved.table.len();
        if kept_entries > KEPT_TABLE_ENTRIES {
            solved.table = Table::default();
        }
        output.push_str(&solved.game.format_value(solved.value));
        output.push('\n');
        first_steps.push(step_count);
        step_count += 1 + solved.line.len();
        tests.push(solved);
    }
    let solve_positions = tests.iter().map(|solved| solved.stats.nodes).sum();
    compute_alternatives(
        &mut tests,
        EAGER_POSITIONS.saturating_sub(solve_positions),
        progress,
    );
    Ok(Box::new(ThreeKingdoms {
        output,
        tests,
        first_steps,
        step_count: step_count.max(1),
        shown_test: 0,
    }))
}

impl Replay for ThreeKingdoms {
    fn output(&self) -> &str {
        &self.output
    }

    fn step_count(&self) -> usize {
        self.step_count
    }

    fn step(&mut self, index: usize) -> Step {
        let test = self.first_steps.partition_point(|&first| first <= index);
        match test.checked_sub(1) {
            None => view::empty_step(),
            Some(t) => {
                if self.shown_test != t {
                    if let Some(shown) = self.tests.get_mut(self.shown_test) {
                        shown.table = Table::default();
                    }
                    self.shown_test = t;
                }
                let local = index - self.first_steps[t];
                view::test_step(&mut self.tests[t], t, local)
            }
        }
    }

    fn markers(&self) -> Vec<Marker> {
        self.first_steps
            .iter()
            .enumerate()
            .map(|(t, &step)| Marker {
                step,
                label: format!("test {}", t + 1),
            })
            .collect()
    }
}

pub static GAME: GameInfo = GameInfo {
    id: "three-kingdoms",
    title: "Three Kingdom Chess",
    source: "ACM-ICPC Asia Beijing Regional 2011, problem C (HDU 4083, LA 5715, UVa 1495)",
    about: "Zhuge Liang and Zhou Yu take turns moving one footman, rider or archer and attacking \
            with it, for at most K turns; Zhuge Liang maximises his strength minus Zhou Yu's. The \
            engine solves each test exactly (alpha-beta with a transposition table and a cut-off \
            from the strength still in play) and replays the optimal line with the best \
            alternatives of every turn.",
    samples: &[
        Sample {
            name: "first duels",
            input: include_str!("samples/duels.in"),
            rules: &[],
            note: "Eleven small tests: single soldiers, lakes and mountains in the way.",
        },
        Sample {
            name: "5×5 battle",
            input: include_str!("samples/battle.in"),
            rules: &[],
            note: "Three 5×5 battles of 10 turns with long paces: the hardest kind of test.",
        },
        Sample {
            name: "exact halves",
            input: include_str!("samples/halves.in"),
            rules: &[("half_damage", "exact")],
            note: "Odd strengths halved: compare with half_damage=floor.",
        },
    ],
    rules: &[RuleOption {
        name: "half_damage",
        help: "how a halved attack (footman→rider, rider→archer, archer→footman) rounds",
        values: &[
            ("floor", "floor(S / 2), as the judge computes"),
            (
                "exact",
                "exact halves: strengths become fractions such as 78.75",
            ),
        ],
    }],
    palette: Palette {
        cells: &[
            style("plain", "#f3efe0", "#3a3a32", ""),
            style("mountain", "#b9a58a", "#6b5a44", "▲"),
            style("lake", "#8fc3e8", "#1f4f73", "≈"),
        ],
        tokens: &[
            style("Zhuge Liang footman", "#1f5fbf", "#6ea8ff", "F"),
            style("Zhuge Liang rider", "#1f5fbf", "#6ea8ff", "R"),
            style("Zhuge Liang archer", "#1f5fbf", "#6ea8ff", "A"),
            style("Zhou Yu footman", "#d55e00", "#ff9e4a", "f"),
            style("Zhou Yu rider", "#d55e00", "#ff9e4a", "r"),
            style("Zhou Yu archer", "#d55e00", "#ff9e4a", "a"),
        ],
        marks: &[
            style("attack region", "#f0c02880", "#f0c02860", "·"),
            style("walk", "#333333", "#dddddd", "→"),
            style("attack", "#c0102a", "#ff5470", "⚔"),
        ],
    },
    parse,
    judge_answer: None,
};
