//! The exactly-n-moves search: depth first in answer order, so the first solution found is the
//! lexicographically smallest. Every pruning below is exact (it never loses that answer):
//! - a colour with one or two blocks left can never be removed again, so the board is dead;
//! - a left move into an occupied cell gives the same board as the right move from the left
//!   neighbour, which comes earlier in answer order;
//! - a board emptied before the last move is a dead end (no move exists on an empty board);
//! - (board, moves left) pairs that already failed are remembered and not searched again;
//! - a block is *stranded* when its column holds fewer than three of its colour and no three
//!   adjacent columns around it all hold its colour: only a drag of a block of that colour can
//!   ever let it be removed, and a drag moves at most two colours, so a board with more than
//!   2 × (moves left) stranded colours is dead, and the last drag must leave none stranded
//!   (checked from per-column colour counts without playing the move);
//! - the last move must make a run (swaps are checked for that with bit masks, unplayed).
//!
//! The module README (`README.md` beside this file) defines the statistics shown on step 0.

use super::engine::{Board, Census, Move, SameColourSwap, WIDTH};
use boardlab_core::{clock, msg, InputError, Progress};

/// The search gives up (with an error) after this many boards; boards within the statement's
/// limits need far fewer (the hardest known case needs well under a million).
pub const NODE_LIMIT: u64 = 50_000_000;

/// The memo never grows beyond this many entries (20 bytes each); when full it stops learning,
/// which only costs time.
const MEMO_MAX_SLOTS: usize = 1 << 21;

/// What the search did, for the timeline.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchStats {
    /// Boards produced by a move.
    pub nodes: u64,
    /// Boards given up because some colour had one or two blocks left.
    pub colour_cuts: u64,
    /// Left moves into an occupied cell, skipped as duplicates of a right move.
    pub dominated_left: u64,
    /// Swaps of two equal colours skipped under `same_colour_swap=skipped`.
    pub same_colour_skipped: u64,
    /// Boards cut because more colours were stranded than the moves left can reach.
    pub stranded_cuts: u64,
    /// Last moves not played because they leave a stranded colour where it is.
    pub last_leaving_stranded: u64,
    /// Last moves not played because they are swaps that make no run.
    pub last_without_run: u64,
    /// Boards emptied with moves still to make.
    pub emptied_early: u64,
    /// Boards found in the memo of failed (board, moves left) pairs.
    pub memo_hits: u64,
    /// Failed (board, moves left) pairs remembered.
    pub memo_entries: u64,
    pub time_ms: f64,
}

/// The smallest solution (None = `-1`) and how the search went.
pub struct Solution {
    pub moves: Option<Vec<Move>>,
    pub stats: SearchStats,
}

/// Open-addressing set of (board, moves left) keys; the moves left sit in the unused top bits of
/// the first column word, so a stored key is never all zero (the empty-slot marker).
struct Memo {
    slots: Vec<[u32; WIDTH]>,
    len: usize,
}

impl Memo {
    fn new() -> Self {
        Memo {
            slots: vec![[0; WIDTH]; 1 << 12],
            len: 0,
        }
    }

    fn key(board: &Board, moves_left: usize) -> [u32; WIDTH] {
        let mut key = board.words();
        key[0] |= (moves_left as u32) << 28;
        key
    }

    fn slot_of(key: &[u32; WIDTH], mask: usize) -> usize {
        let mut h = 0u64;
        for &w in key {
            h = (h ^ u64::from(w)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            h ^= h >> 32;
        }
        (h as usize) & mask
    }

    fn contains(&self, key: &[u32; WIDTH]) -> bool {
        let mask = self.slots.len() - 1;
        let mut i = Memo::slot_of(key, mask);
        loop {
            let slot = &self.slots[i];
            if slot == key {
                return true;
            }
            if *slot == [0; WIDTH] {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    fn insert(&mut self, key: [u32; WIDTH]) {
        if 2 * (self.len + 1) > self.slots.len() {
            if self.slots.len() >= MEMO_MAX_SLOTS {
                return;
            }
            let doubled = vec![[0; WIDTH]; self.slots.len() * 2];
            let old = std::mem::replace(&mut self.slots, doubled);
            self.len = 0;
            for key in old.into_iter().filter(|k| *k != [0; WIDTH]) {
                self.place(key);
            }
        }
        self.place(key);
    }

    fn place(&mut self, key: [u32; WIDTH]) {
        let mask = self.slots.len() - 1;
        let mut i = Memo::slot_of(&key, mask);
        while self.slots[i] != [0; WIDTH] {
            if self.slots[i] == key {
                return;
            }
            i = (i + 1) & mask;
        }
        self.slots[i] = key;
        self.len += 1;
    }
}

/// A board being expanded, with what its moves share.
struct Node<'b> {
    board: &'b Board,
    moves_left: usize,
    census: Census,
    stranded: u32,
    swaps_making_runs: [u32; WIDTH - 1],
}

struct Search<'p, 'a> {
    rule: SameColourSwap,
    memo: Memo,
    stats: SearchStats,
    path: Vec<Move>,
    progress: &'p mut Progress<'a>,
}

impl Search<'_, '_> {
    /// Can `board` (not empty, no dead colour) be emptied in exactly `moves_left` more moves?
    /// On success `path` holds the moves, in reverse.
    fn solve(
        &mut self,
        board: &Board,
        census: Census,
        stranded: u32,
        moves_left: usize,
    ) -> Result<bool, InputError> {
        let node = Node {
            board,
            moves_left,
            swaps_making_runs: board.swaps_making_runs(),
            stranded,
            census,
        };
        for x in 0..WIDTH {
            let mine = board.occupied_rows(x);
            let left_neighbour = if x > 0 {
                board.occupied_rows(x - 1)
            } else {
                mine
            };
            let right_neighbour = board.occupied_rows(x + 1);
            // Left moves into occupied cells give the board of the right move from (x-1, y).
            self.stats.dominated_left += u64::from((mine & left_neighbour).count_ones());
            let mut right = if x + 1 < WIDTH { mine } else { 0 };
            let mut left = mine & !left_neighbour;
            if moves_left == 1 {
                // The last move must make a run and move every stranded colour.
                let without_run =
                    right & right_neighbour & !node.swaps_making_runs.get(x).copied().unwrap_or(0);
                self.stats.last_without_run += u64::from(without_run.count_ones());
                right &= !without_run;
                if node.stranded != 0 {
                    let moving = board.rows_of_colours(x, node.stranded);
                    let partner = board.rows_of_colours(x + 1, node.stranded) & right_neighbour;
                    let kept_right = right & (moving | partner);
                    let kept_left = left & moving;
                    let dropped =
                        (right & !kept_right).count_ones() + (left & !kept_left).count_ones();
                    self.stats.last_leaving_stranded += u64::from(dropped);
                    (right, left) = (kept_right, kept_left);
                }
            }
            let mut rows = right | left;
            while rows != 0 {
                let bit = rows.trailing_zeros();
                rows &= rows - 1;
                let y = (bit / 4) as usize;
                let colour = board.colour(x, y);
                if right >> bit & 1 != 0 {
                    let other = board.colour(x + 1, y);
                    if self.try_drag(&node, Move { x, y, g: 1 }, colour, other)? {
                        return Ok(true);
                    }
                }
                if left >> bit & 1 != 0 && self.try_drag(&node, Move { x, y, g: -1 }, colour, 0)? {
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// Tries `mv`, which drags a block of `colour` onto `other` (0 = an empty cell).
    fn try_drag(
        &mut self,
        node: &Node,
        mv: Move,
        colour: u8,
        other: u8,
    ) -> Result<bool, InputError> {
        let (board, x, y) = (node.board, mv.x, mv.y);
        let target = if mv.g > 0 { x + 1 } else { x - 1 };
        // After the last drag blocks only fall, so it must leave no colour stranded.
        if node.moves_left == 1
            && node
                .census
                .strands_after_drag(node.stranded, colour, x, target, other)
        {
            self.stats.last_leaving_stranded += 1;
            return Ok(false);
        }
        let next = if other == 0 {
            board.after(mv).unwrap_or(*board)
        } else if other == colour && self.rule == SameColourSwap::Skipped {
            self.stats.same_colour_skipped += 1;
            return Ok(false);
        } else if node.swaps_making_runs[x] >> (4 * y) & 1 == 0 {
            // A swap that makes no run needs no settling.
            board.swapped(x, y)
        } else {
            board.swapped(x, y).settled()
        };
        if self.try_board(&next, node.moves_left)? {
            self.path.push(mv);
            return Ok(true);
        }
        Ok(false)
    }

    /// Searches on from `next`, a board one move made (`moves_left` counts that move); true
    /// when it leads to a solution.
    fn try_board(&mut self, next: &Board, moves_left: usize) -> Result<bool, InputError> {
        self.stats.nodes += 1;
        let nodes = self.stats.nodes;
        if nodes > NODE_LIMIT {
            return Err(InputError::general(msg!(
                "mayan-search-limit",
                boards = nodes
            )));
        }
        self.progress
            .tick(|| msg!("mayan-searched", boards = nodes));
        if next.is_empty() {
            if moves_left == 1 {
                return Ok(true);
            }
            self.stats.emptied_early += 1;
            return Ok(false);
        }
        if moves_left == 1 {
            return Ok(false);
        }
        let key = Memo::key(next, moves_left - 1);
        if self.memo.contains(&key) {
            self.stats.memo_hits += 1;
            return Ok(false);
        }
        let census = next.census();
        if census.has_dead_colour() {
            self.stats.colour_cuts += 1;
            return Ok(false);
        }
        let stranded = census.stranded_colours();
        if stranded.count_ones() as usize > 2 * (moves_left - 1) {
            self.stats.stranded_cuts += 1;
            return Ok(false);
        }
        if self.solve(next, census, stranded, moves_left - 1)? {
            return Ok(true);
        }
        self.memo.insert(key);
        Ok(false)
    }
}

/// Finds the lexicographically smallest sequence of exactly `n` moves that empties `board`.
pub fn solve(
    board: &Board,
    n: usize,
    rule: SameColourSwap,
    progress: &mut Progress,
) -> Result<Solution, InputError> {
    let started = clock::now_ms();
    let mut search = Search {
        rule,
        memo: Memo::new(),
        stats: SearchStats::default(),
        path: Vec::new(),
        progress,
    };
    let census = board.census();
    let stranded = census.stranded_colours();
    let found = n >= 1
        && !board.is_empty()
        && !census.has_dead_colour()
        && search.solve(board, census, stranded, n)?;
    let mut stats = search.stats;
    stats.memo_entries = search.memo.len as u64;
    stats.time_ms = clock::now_ms() - started;
    let moves = found.then(|| search.path.iter().rev().copied().collect());
    Ok(Solution { moves, stats })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::HEIGHT;

    /// Plain depth-first search in answer order with no pruning at all.
    fn brute_force(board: &Board, n: usize, rule: SameColourSwap) -> Option<Vec<Move>> {
        if n == 0 || board.is_empty() {
            return None;
        }
        for x in 0..WIDTH {
            for y in 0..HEIGHT {
                for g in [1i8, -1] {
                    let mv = Move { x, y, g };
                    let Some(target) = mv.target() else {
                        continue;
                    };
                    let same = board.colour(target, y) == board.colour(x, y);
                    if same && rule == SameColourSwap::Skipped {
                        continue;
                    }
                    let Some(next) = board.after(mv) else {
                        continue;
                    };
                    if next.is_empty() && n == 1 {
                        return Some(vec![mv]);
                    }
                    if let Some(mut rest) = brute_force(&next, n - 1, rule) {
                        rest.insert(0, mv);
                        return Some(rest);
                    }
                }
            }
        }
        None
    }

    fn next_random(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn prunings_keep_the_smallest_answer() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut solved = 0;
        for round in 0..1000 {
            let colours = 2 + (round % 2) as u64;
            let columns: [Vec<u8>; WIDTH] = std::array::from_fn(|_| {
                let height = (next_random(&mut seed) % 5) as usize;
                (0..height)
                    .map(|_| 1 + (next_random(&mut seed) % colours) as u8)
                    .collect()
            });
            let board = Board::from_columns(&columns).settled();
            let n = 1 + round % 3;
            for rule in [SameColourSwap::Counts, SameColourSwap::Skipped] {
                let expected = brute_force(&board, n, rule);
                let found = solve(&board, n, rule, &mut Progress::silent())
                    .unwrap()
                    .moves;
                assert_eq!(found, expected, "{columns:?} n = {n} {rule:?}");
                solved += usize::from(found.is_some());
            }
        }
        assert!(solved > 20, "only {solved} random boards had a solution");
    }
}
