//! A test solved: its value, the search statistics, the principal variation, and the best
//! alternatives before each of its turns, searched for in bounded slices.

use super::input;
use super::position::MainLine;
use super::rules::{Game, Halving, Move, State};
use super::search::{Ranking, Search, Stats, NODE_BUDGET};
use super::table::Table;
use boardlab_core::{InputError, Message, Progress};
use std::rc::Rc;

/// How many best moves each step lists with their values.
pub const RANKED_MOVES: usize = 5;

/// Positions one bounded search for alternatives may visit (a few milliseconds): `prepare` does
/// one per call; the next one goes on where it stopped.
const SLICE_POSITIONS: u64 = 6_000;

/// Positions the search a step makes before it is shown may visit: a seek waits for it, so it is
/// a quarter of a slice (about a millisecond in the page; a full slice made three-kingdoms'
/// seeks wait up to 6 ms), and what it leaves is finished by `prepare` in the background.
const SHOWN_STEP_POSITIONS: u64 = SLICE_POSITIONS / 4;

/// The solves' transposition tables are kept for the alternatives while all of them together
/// hold at most this many entries (about 25 MiB); later tests start from an empty table.
pub const KEPT_TABLE_ENTRIES: usize = 300_000;

/// The best moves before one turn of the principal variation, as far as they are known.
pub enum Alternatives {
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
    pub(crate) fn is_pending(&self) -> bool {
        matches!(self, Alternatives::Pending { .. })
    }
}

/// One test, solved: its value, the search statistics and the principal variation.
pub struct Solved {
    pub(crate) game: Rc<Game>,
    pub(crate) start: State,
    pub(crate) value: i64,
    pub(crate) stats: Stats,
    /// The move played at each turn of the principal variation.
    pub(crate) principal_variation: Vec<Move>,
    /// The alternatives before each turn of `principal_variation`.
    pub(crate) alternatives: Vec<Alternatives>,
    /// The transposition table of the solve, grown by each search for alternatives (most
    /// positions they visit were already bounded by the solve); dropped once all are known.
    pub(crate) table: Table,
}

impl Solved {
    /// The state before turn `ply + 1` of the principal variation.
    pub(crate) fn state_before(&self, ply: usize) -> State {
        self.principal_variation[..ply]
            .iter()
            .fold(self.start, |state, &m| self.game.apply(&state, m))
    }

    /// The main line of test `test` (0-based), for the positions off it.
    pub(crate) fn main_line(&self, test: usize) -> MainLine {
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

    /// One bounded search for the alternatives before turn `ply + 1`, if pending: a step's own
    /// before it is shown, or a slice of the `background` analysis. Background slices get twice
    /// the positions after each one that finished nothing, so a turn is known in the end even if
    /// its table fills up and is cleared in between.
    pub(crate) fn search_alternatives(&mut self, ply: usize, test: usize, background: bool) {
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
        let limit = if background {
            SLICE_POSITIONS << stalls.min(32)
        } else {
            SHOWN_STEP_POSITIONS
        };
        let limit = limit.min(NODE_BUDGET - spent);
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
    pub(crate) fn pending_ply(&self) -> Option<usize> {
        self.alternatives.iter().position(Alternatives::is_pending)
    }
}

/// Solves test `number` (1-based) of `tests`.
pub fn solve_test(
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
