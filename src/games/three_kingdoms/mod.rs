//! Three Kingdom Chess (ACM-ICPC Beijing 2011 C): Zhuge Liang and Zhou Yu move footmen, riders
//! and archers on a small board for K turns; the answer is Zhuge Liang's best guaranteed score.

mod engine;
mod gen;
mod input;
mod view;

use crate::timeline::{style, Palette};
use crate::{GameInfo, InputError, Marker, Progress, Replay, RuleOption, Rules, Sample, Step};
use engine::{Game, Halving, Move, Ranking, Search, State, Stats, Table, NODE_BUDGET};

/// How many best moves each step lists with their values.
const RANKED_MOVES: usize = 5;

/// Positions one bounded search for alternatives may visit (a few milliseconds): a step is
/// shown after at most one such search, and `prepare` does one per call; the next one goes on
/// where it stopped.
const SLICE_POSITIONS: u64 = 6_000;

/// The solves' transposition tables are kept for the alternatives while all of them together
/// hold at most this many entries (about 25 MiB); later tests start from an empty table.
const KEPT_TABLE_ENTRIES: usize = 300_000;

/// The best moves before one turn of the principal variation, as far as they are known.
enum Alternatives {
    /// Not known yet: the ranking so far (once a search started it), how many searches in a
    /// row ended before finishing the search of any move, and the positions searched so far.
    Pending {
        ranking: Option<Ranking>,
        stalls: u32,
        spent: u64,
    },
    /// Best first, with their exact values.
    Known(Vec<(Move, i64)>),
    /// `NODE_BUDGET` positions in all did not finish the ranking.
    Failed(String),
}

impl Alternatives {
    fn is_pending(&self) -> bool {
        matches!(self, Alternatives::Pending { .. })
    }
}

/// One test, solved: its value, the search statistics and the principal variation.
struct Solved {
    game: Game,
    start: State,
    value: i64,
    stats: Stats,
    /// The move played at each turn of the principal variation.
    line: Vec<Move>,
    /// The alternatives before each turn of `line`.
    alternatives: Vec<Alternatives>,
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

    /// One bounded search for the alternatives before turn `ply + 1`, if pending. Searches
    /// that may `grow` get twice the positions after each search that finished nothing, so a
    /// turn is known in the end even if its table fills up and is cleared in between.
    fn search_alternatives(&mut self, ply: usize, test: usize, may_grow: bool) {
        let (ranking, stalls, spent) = match &mut self.alternatives[ply] {
            Alternatives::Pending {
                ranking,
                stalls,
                spent,
            } => (ranking.take(), *stalls, *spent),
            _ => return,
        };
        // Every state of the principal variation has the value of the test.
        let mut ranking = ranking.unwrap_or_else(|| {
            Ranking::new(
                &self.game,
                &self.state_before(ply),
                self.value,
                RANKED_MOVES,
            )
        });
        let growth = if may_grow { stalls.min(32) } else { 0 };
        let limit = (SLICE_POSITIONS << growth).min(NODE_BUDGET - spent);
        let searches = ranking.searches();
        let known = std::mem::take(&mut self.table);
        let mut progress = Progress::silent();
        let mut search = Search::with_table(&self.game, &mut progress, test + 1, known);
        search.limit_nodes(limit);
        let result = search.rank(&mut ranking);
        let spent = spent + search.stats.nodes;
        self.table = search.into_table();
        self.alternatives[ply] = match result {
            Ok(()) => Alternatives::Known(ranking.ranked().to_vec()),
            Err(limit_reached) if spent >= NODE_BUDGET => {
                Alternatives::Failed(limit_reached.into_error(test + 1).message)
            }
            Err(_) => Alternatives::Pending {
                stalls: if ranking.searches() > searches {
                    0
                } else {
                    stalls + 1
                },
                ranking: Some(ranking),
                spent,
            },
        };
        if self.pending_ply().is_none() {
            self.table = Table::default();
        }
    }

    /// The first turn whose alternatives are pending.
    fn pending_ply(&self) -> Option<usize> {
        self.alternatives.iter().position(Alternatives::is_pending)
    }
}

struct ThreeKingdoms {
    output: String,
    tests: Vec<Solved>,
    /// Index of each test's first step.
    first_steps: Vec<usize>,
    step_count: usize,
    /// The test searched last: only its table may grow, the one of the test searched before is
    /// dropped (memory stays bounded however the steps are visited).
    searched_test: usize,
}

impl ThreeKingdoms {
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

/// Solves test `number` (1-based) of `tests`.
fn solve_test(
    test: &input::TestInput,
    (number, tests): (usize, usize),
    halving: Halving,
    progress: &mut Progress,
) -> Result<Solved, InputError> {
    let (game, start) = Game::new(test, halving);
    let mut search = Search::new(&game, progress, number).of_tests(tests);
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
    let alternatives = (0..line.len())
        .map(|_| Alternatives::Pending {
            ranking: None,
            stalls: 0,
            spent: 0,
        })
        .collect();
    Ok(Solved {
        game,
        start,
        value,
        stats,
        line,
        alternatives,
        table,
    })
}

fn validate(text: &str, _: &Rules) -> Result<(), InputError> {
    input::parse_tests(text).map(|_| ())
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
        let mut solved = solve_test(test, (index + 1, inputs.len()), halving, progress)?;
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
    Ok(Box::new(ThreeKingdoms {
        output,
        tests,
        first_steps,
        step_count: step_count.max(1),
        searched_test: 0,
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
        let Some((test, ply)) = self.locate(index) else {
            return view::empty_step();
        };
        if let Some(ply) = ply.filter(|&ply| self.is_pending(test, ply)) {
            self.search_alternatives(test, ply, false);
        }
        view::test_step(&self.tests[test], test, ply)
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
    validate,
    params: gen::PARAMS,
    generate: gen::generate,
};
