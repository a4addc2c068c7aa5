//! The exact minimax search: alpha-beta with null windows after the first move, a
//! transposition table storing bounds, moves ordered by damage, killers and history, and
//! cut-offs from `Game::score_bounds`; and the ranking of a position's best moves.

use super::input::{Side, MAX_SOLDIERS};
use super::rules::{Game, Move, State, NONE};
use super::table::{self, Entry, Table};
use boardlab_core::{msg, InputError, Progress};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Larger than any score (strengths ≤ 10^9 · 2^10, at most 6 soldiers).
pub const INFINITY: i64 = i64::MAX / 4;
/// Nodes one test may visit before the search gives up; the shipped data needs far fewer.
pub const NODE_BUDGET: u64 = 50_000_000;

/// Bits of the history counter used to order attacks of equal damage.
const HISTORY_BITS: u32 = 20;

/// Search statistics, shown with each test's first step.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Stats {
    pub nodes: u64,
    pub table_hits: u64,
    pub cutoffs: u64,
    pub ms: f64,
}

/// The search has visited `NODE_BUDGET` nodes (or the limit it was given).
#[derive(Debug)]
pub struct SearchLimit;

impl SearchLimit {
    pub fn into_error(self, test: usize) -> InputError {
        InputError::general(msg!(
            "three-kingdoms-search-limit",
            test = test,
            budget = NODE_BUDGET
        ))
    }
}

pub struct Search<'g, 'p, 'l> {
    game: &'g Game,
    table: Table,
    pub stats: Stats,
    /// Move lists with ordering keys, one per ply, reused across nodes.
    buffers: Vec<Vec<(i64, Move)>>,
    /// Per ply, the last two plain moves that caused a cut-off.
    killers: Vec<[Move; 2]>,
    /// Per soldier and cell: how often walking there caused a cut-off (weighted by depth).
    history: [[i64; 25]; MAX_SOLDIERS],
    progress: &'p mut Progress<'l>,
    /// 1-based test number and the number of tests in the input (0 = not said), for progress
    /// messages.
    test: usize,
    tests: usize,
    /// The search stops with `SearchLimit` after this many nodes.
    node_limit: u64,
}

impl<'g, 'p, 'l> Search<'g, 'p, 'l> {
    pub fn new(game: &'g Game, progress: &'p mut Progress<'l>, test: usize) -> Self {
        Search::with_table(game, progress, test, Table::default())
    }

    /// A search that starts from what `table` (of the same test) already knows.
    pub fn with_table(
        game: &'g Game,
        progress: &'p mut Progress<'l>,
        test: usize,
        table: Table,
    ) -> Self {
        Search {
            game,
            table,
            stats: Stats::default(),
            buffers: vec![Vec::new(); game.turns as usize + 1],
            killers: vec![[Move::PASS; 2]; game.turns as usize + 1],
            history: [[0; 25]; MAX_SOLDIERS],
            progress,
            test,
            tests: 0,
            node_limit: NODE_BUDGET,
        }
    }

    /// Progress messages say "test 3 of `tests`".
    pub fn of_tests(mut self, tests: usize) -> Self {
        self.tests = tests;
        self
    }

    /// Stops the search after `limit` nodes (at most `NODE_BUDGET`).
    pub fn limit_nodes(&mut self, limit: u64) {
        self.node_limit = limit.min(NODE_BUDGET);
    }

    pub fn into_table(self) -> Table {
        self.table
    }

    /// The minimax value of `state` if it lies in (alpha, beta); otherwise a bound on the far
    /// side of the window (fail-soft).
    pub fn value(
        &mut self,
        state: &State,
        mut alpha: i64,
        mut beta: i64,
    ) -> Result<i64, SearchLimit> {
        let game = self.game;
        self.stats.nodes += 1;
        if self.stats.nodes > self.node_limit {
            return Err(SearchLimit);
        }
        let (test, tests, nodes) = (self.test, self.tests, self.stats.nodes);
        self.progress.tick(|| {
            let turn = state.ply + 1;
            match tests {
                0 => msg!(
                    "three-kingdoms-progress",
                    test = test,
                    nodes = nodes,
                    turn = turn
                ),
                _ => msg!(
                    "three-kingdoms-progress-of",
                    test = test,
                    tests = tests,
                    nodes = nodes,
                    turn = turn
                ),
            }
        });
        if game.is_over(state) {
            return Ok(game.score(state));
        }
        let (mut low, mut high) = game.score_bounds(state);
        if low == high || high <= alpha || low >= beta {
            self.stats.cutoffs += 1;
            return Ok(if high <= alpha { high } else { low });
        }
        if state.ply + 1 == game.turns {
            return Ok(game.last_turn_value(state));
        }
        let mut first = None;
        if let Some(entry) = self.table.get(state) {
            self.stats.table_hits += 1;
            low = low.max(entry.low);
            high = high.min(entry.high);
            if low == high || high <= alpha || low >= beta {
                return Ok(if high <= alpha { high } else { low });
            }
            first = Some(entry.best);
        }
        alpha = alpha.max(low);
        beta = beta.min(high);
        let (window_low, window_high) = (alpha, beta);
        let maximising = game.mover(state) == Side::Zhuge;
        let destinations = game.destinations(state);
        // Generated per ply into a reused buffer; plain moves are only generated if reached.
        let depth = state.ply as usize;
        // The moves to try, in order: the table's move, attacks by damage, the killers, then
        // (only if no cut-off came yet) the plain moves by history. Reused buffer per ply.
        let mut queue = std::mem::take(&mut self.buffers[depth]);
        queue.clear();
        game.attacks(state, &destinations, &mut queue);
        queue.retain(|&(_, m)| Some(m) != first);
        // Equal damage: the destination that refuted most often first. Damage keys stay below
        // 2^43, so the history fits in the low bits.
        for (key, m) in queue.iter_mut() {
            let history = self.history[m.soldier as usize][m.to as usize];
            *key = *key << HISTORY_BITS | history.min((1 << HISTORY_BITS) - 1);
        }
        queue.sort_unstable_by_key(|&(key, _)| Reverse(key));
        if let Some(m) = first {
            queue.insert(0, (0, m));
        }
        let killers = self.killers[depth].map(|k| {
            (Some(k) != first && game.is_plain_move(state, &destinations, k)).then_some(k)
        });
        queue.extend(killers.iter().flatten().map(|&k| (0, k)));
        let mut best = if maximising { -INFINITY } else { INFINITY };
        let mut best_move = Move::PASS;
        let (mut next, mut plain_queued) = (0, false);
        loop {
            if next == queue.len() {
                if plain_queued {
                    break;
                }
                plain_queued = true;
                for m in game.plain_moves(state, &destinations) {
                    if Some(m) != first && !killers.contains(&Some(m)) {
                        queue.push((self.history_score(m), m));
                    }
                }
                queue[next..].sort_by_key(|&(key, _)| Reverse(key));
                continue;
            }
            let m = queue[next].1;
            next += 1;
            let child = game.apply(state, m);
            // After the first move, only ask whether a move is better (a null window) and
            // value it exactly only when it is.
            let v = if next == 1 || beta - alpha <= 1 {
                self.value(&child, alpha, beta)?
            } else if maximising {
                let v = self.value(&child, alpha, alpha + 1)?;
                if v > alpha && v < beta {
                    self.value(&child, v - 1, beta)?
                } else {
                    v
                }
            } else {
                let v = self.value(&child, beta - 1, beta)?;
                if v < beta && v > alpha {
                    self.value(&child, alpha, v + 1)?
                } else {
                    v
                }
            };
            if (maximising && v > best) || (!maximising && v < best) {
                best = v;
                best_move = m;
            }
            if maximising {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                self.stats.cutoffs += 1;
                self.remember_refutation(m, game.turns - state.ply);
                break;
            }
        }
        self.buffers[depth] = queue;
        if best <= window_low {
            high = high.min(best);
        } else if best >= window_high {
            low = low.max(best);
        } else {
            (low, high) = (best, best);
        }
        table::store(
            &mut self.table,
            *state,
            Entry {
                low,
                high,
                best: best_move,
            },
        );
        Ok(best)
    }

    /// Ordering key of a plain move: the pass first, then walks by how often they refuted.
    fn history_score(&self, m: Move) -> i64 {
        if m.is_pass() {
            i64::MAX
        } else {
            self.history[m.soldier as usize][m.to as usize]
        }
    }

    /// Notes that move `m` caused a cut-off with `left` turns to go.
    fn remember_refutation(&mut self, m: Move, left: u8) {
        let depth = (self.game.turns - left) as usize;
        if m.target == NONE && self.killers[depth][0] != m {
            self.killers[depth] = [m, self.killers[depth][0]];
        }
        if !m.is_pass() {
            self.history[m.soldier as usize][m.to as usize] += (left as i64).pow(2);
        }
    }

    /// The exact value of the game from `state`.
    pub fn solve(&mut self, state: &State) -> Result<i64, SearchLimit> {
        self.value(state, -INFINITY, INFINITY)
    }

    /// A move that keeps the game at `value` (the exact value of `state`, which is not over):
    /// the first in search order whose resulting state has that value.
    pub fn best_move(&mut self, state: &State, value: i64) -> Result<Move, SearchLimit> {
        let game = self.game;
        let maximising = game.mover(state) == Side::Zhuge;
        let remembered = self.table.get(state).map(|entry| entry.best);
        for m in remembered.into_iter().chain(game.moves(state)) {
            let child = game.apply(state, m);
            let keeps_value = if maximising {
                self.value(&child, value - 1, value)? >= value
            } else {
                self.value(&child, value, value + 1)? <= value
            };
            if keeps_value {
                return Ok(m);
            }
        }
        unreachable!("some move keeps the exact value {value}")
    }

    /// Continues `ranking` until it is complete (`Ok`) or the node limit is reached (`Err`:
    /// call again later, with the same or a fresh search of the same test; nothing is lost
    /// but the unfinished search of one move, and its table keeps much of that).
    ///
    /// Best first: every move starts with the value of the state as the bound of what it can
    /// gain (no move beats it); the move with the highest bound is asked, with a null window,
    /// whether it reaches that bound. If so its value is exact and no move left can beat it,
    /// so it is the next best; if not, the fail-soft search returns a lower bound for it. Only
    /// null windows (the transposition table keeps what each answer proved), and only for the
    /// moves that come near the top: most moves are refuted once, as in the solve.
    pub fn rank(&mut self, ranking: &mut Ranking) -> Result<(), SearchLimit> {
        let game = self.game;
        let sign = ranking.sign;
        while !ranking.is_complete() {
            let Some((bound, Reverse(index), exact)) = ranking.queue.pop() else {
                break;
            };
            let m = ranking.moves[index];
            if ranking
                .ranked
                .iter()
                .any(|(other, _)| other.group() == m.group())
            {
                // Its group already has a move at least as good, earlier in search order.
                continue;
            }
            if exact {
                ranking.ranked.push((m, sign * bound));
                continue;
            }
            let child = game.apply(&ranking.state, m);
            let v = match sign {
                1 => self.value(&child, bound - 1, bound),
                _ => self.value(&child, -bound, -bound + 1),
            };
            let Ok(v) = v else {
                ranking.queue.push((bound, Reverse(index), false));
                return Err(SearchLimit);
            };
            ranking.searches += 1;
            // Reaching the bound means the value is the bound; below it is a new bound.
            let gain = (sign * v).min(bound);
            ranking.queue.push((gain, Reverse(index), gain == bound));
        }
        ranking.count = ranking.ranked.len();
        Ok(())
    }
}

/// The best moves from a state with their exact values, best first for the mover, one per kind
/// of move (`Move::group`: the same soldier attacking the same enemy from elsewhere is not a
/// different idea), as far as `Search::rank` has found them. Equal values keep search order
/// (`Game::moves`), within a group and between groups.
pub struct Ranking {
    state: State,
    /// 1 when Zhuge moves, -1 when Zhou does: gains are values seen from the mover, bigger is
    /// better for both sides.
    sign: i64,
    moves: Vec<Move>,
    /// Per move not ranked yet: (bound on its gain, earlier in search order first, whether the
    /// bound is exact).
    queue: BinaryHeap<(i64, Reverse<usize>, bool)>,
    ranked: Vec<(Move, i64)>,
    /// How many moves to rank (fewer when there are fewer groups).
    count: usize,
    /// Searches of a move finished so far.
    searches: u64,
}

impl Ranking {
    /// A ranking of the best `count` moves from `state`, whose exact value is `value`.
    pub fn new(game: &Game, state: &State, value: i64, count: usize) -> Ranking {
        let sign = match game.mover(state) {
            Side::Zhuge => 1,
            Side::Zhou => -1,
        };
        let moves = game.moves(state);
        let queue = (0..moves.len())
            .map(|index| (sign * value, Reverse(index), false))
            .collect();
        Ranking {
            state: *state,
            sign,
            moves,
            queue,
            ranked: Vec::with_capacity(count),
            count,
            searches: 0,
        }
    }

    pub fn is_complete(&self) -> bool {
        self.ranked.len() >= self.count
    }

    /// Searches of a move finished so far (a measure of progress).
    pub fn searches(&self) -> u64 {
        self.searches
    }

    /// The moves ranked so far, best first, with their exact values.
    pub fn ranked(&self) -> &[(Move, i64)] {
        &self.ranked
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::Halving;
    use super::*;

    /// The ranking as defined, by brute force: every move's exact value, the best move of each
    /// group (earliest on ties), groups by value then search order.
    fn ranked_by_brute_force(game: &Game, state: &State, count: usize) -> Vec<(Move, i64)> {
        let mut progress = Progress::silent();
        let mut search = Search::new(game, &mut progress, 1);
        let sign = if game.mover(state) == Side::Zhuge {
            1
        } else {
            -1
        };
        let mut valued: Vec<(usize, Move, i64)> = Vec::new();
        for (index, m) in game.moves(state).into_iter().enumerate() {
            let v = search.solve(&game.apply(state, m)).unwrap();
            valued.push((index, m, v));
        }
        valued.sort_by_key(|&(index, _, v)| (-sign * v, index));
        let mut ranked: Vec<(Move, i64)> = Vec::new();
        for (_, m, v) in valued {
            if !ranked.iter().any(|(other, _)| other.group() == m.group()) {
                ranked.push((m, v));
            }
        }
        ranked.truncate(count);
        ranked
    }

    #[test]
    fn ranked_moves_match_brute_force_along_the_principal_variation() {
        let duels = include_str!("samples/duels.in");
        // Bigger boards with several soldiers a side: rankings with many close values.
        let battles = include_str!("../../../tests/data/three-kingdoms/16.in");
        let mut tests = super::super::input::parse_tests(duels).unwrap();
        tests.extend(super::super::input::parse_tests(battles).unwrap());
        for test in &tests {
            let (game, mut state) = Game::new(test, Halving::Floor);
            let mut progress = Progress::silent();
            let mut search = Search::new(&game, &mut progress, 1);
            let value = search.solve(&state).unwrap();
            while !game.is_over(&state) {
                let mut ranking = Ranking::new(&game, &state, value, 5);
                search.rank(&mut ranking).unwrap();
                let ranked = ranking.ranked();
                assert_eq!(ranked, ranked_by_brute_force(&game, &state, 5));
                assert_eq!(ranked[0].1, value);
                state = game.apply(&state, search.best_move(&state, value).unwrap());
            }
        }
    }

    #[test]
    fn a_ranking_resumed_after_running_out_is_the_same() {
        let battles = include_str!("../../../tests/data/three-kingdoms/16.in");
        for test in &super::super::input::parse_tests(battles).unwrap() {
            let (game, state) = Game::new(test, Halving::Floor);
            let mut progress = Progress::silent();
            let value = Search::new(&game, &mut progress, 1).solve(&state).unwrap();
            let mut whole = Ranking::new(&game, &state, value, 5);
            Search::new(&game, &mut progress, 1)
                .rank(&mut whole)
                .unwrap();
            let (mut sliced, mut table) = (Ranking::new(&game, &state, value, 5), Table::default());
            for slices in 0.. {
                assert!(slices < 100_000, "the slices never finish");
                let mut search = Search::with_table(&game, &mut progress, 1, table);
                search.limit_nodes(300);
                let result = search.rank(&mut sliced);
                table = search.into_table();
                if result.is_ok() {
                    break;
                }
            }
            assert_eq!(sliced.ranked(), whole.ranked());
        }
    }
}
