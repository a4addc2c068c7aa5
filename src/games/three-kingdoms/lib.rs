//! Three Kingdom Chess (ACM-ICPC Beijing 2011 C): Zhuge Liang and Zhou Yu move footmen, riders
//! and archers on a small board for K turns; the answer is Zhuge Liang's best guaranteed score.

mod editor;
mod gen;
mod input;
mod position;
mod rules;
mod search;
mod shrink;
mod table;
mod trace;
mod view;

use boardlab_core::timeline::{style, Palette};
use boardlab_core::{GameInfo, InputError, Message, Progress, Replay, RuleOption, Rules, Sample};
use position::MainLine;
use rules::{Game, Halving, Move, State};
use search::{Ranking, Search, Stats, NODE_BUDGET};
use std::rc::Rc;
use table::Table;
use view::ThreeKingdomsReplay;

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
    Failed(Message),
}

impl Alternatives {
    fn is_pending(&self) -> bool {
        matches!(self, Alternatives::Pending { .. })
    }
}

/// One test, solved: its value, the search statistics and the principal variation.
struct Solved {
    game: Rc<Game>,
    start: State,
    value: i64,
    stats: Stats,
    /// The move played at each turn of the principal variation.
    principal_variation: Vec<Move>,
    /// The alternatives before each turn of `principal_variation`.
    alternatives: Vec<Alternatives>,
    /// The transposition table of the solve, grown by each search for alternatives (most
    /// positions they visit were already bounded by the solve); dropped once all are known.
    table: Table,
}

impl Solved {
    /// The state before turn `ply + 1` of the principal variation.
    fn state_before(&self, ply: usize) -> State {
        self.principal_variation[..ply]
            .iter()
            .fold(self.start, |state, &m| self.game.apply(&state, m))
    }

    /// The main line of test `test` (0-based), for the positions off it.
    fn main_line(&self, test: usize) -> MainLine {
        let mut states = vec![self.start];
        for &m in &self.principal_variation {
            let last = states.last().expect("the start is there");
            states.push(self.game.apply(last, m));
        }
        MainLine {
            game: self.game.clone(),
            test,
            states,
            moves: self.principal_variation.clone(),
            value: self.value,
        }
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

/// Solves test `number` (1-based) of `tests`.
fn solve_test(
    test: &input::TestInput,
    (number, tests): (usize, usize),
    halving: Halving,
    progress: &mut Progress,
) -> Result<Solved, InputError> {
    let (game, start) = Game::new(test, halving);
    let mut search = Search::new(&game, progress, number).of_tests(tests);
    let started = boardlab_core::clock::now_ms();
    let value = search.solve(&start).map_err(|e| e.into_error(number))?;
    let mut stats = search.stats;
    stats.ms = boardlab_core::clock::now_ms() - started;
    // The principal variation, read back from the warm transposition table.
    let mut principal_variation = Vec::new();
    let mut state = start;
    while !game.is_over(&state) {
        let m = search
            .best_move(&state, value)
            .map_err(|e| e.into_error(number))?;
        state = game.apply(&state, m);
        principal_variation.push(m);
    }
    let table = search.into_table();
    let alternatives = (0..principal_variation.len())
        .map(|_| Alternatives::Pending {
            ranking: None,
            stalls: 0,
            spent: 0,
        })
        .collect();
    Ok(Solved {
        game: Rc::new(game),
        start,
        value,
        stats,
        principal_variation,
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
    let mut kept_entries = 0;
    for (index, test) in inputs.iter().enumerate() {
        let mut solved = solve_test(test, (index + 1, inputs.len()), halving, progress)?;
        kept_entries += solved.table.len();
        if kept_entries > KEPT_TABLE_ENTRIES {
            solved.table = Table::default();
        }
        tests.push(solved);
    }
    Ok(Box::new(ThreeKingdomsReplay::new(tests)))
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
    layout: input::layout,
    params: gen::PARAMS,
    generate: gen::generate,
    tests: gen::TESTS,
    stress: shrink::STRESS,
    editor: Some(editor::EDITOR),
    messages: boardlab_core::game_messages!(),
    statements: boardlab_core::game_statements!("three-kingdoms"),
};
