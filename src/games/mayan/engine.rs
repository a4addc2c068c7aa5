//! The rules of the Mayan game: a compact board for the search (one `u32` per column, one 4-bit
//! colour per cell) and a traced board with block identities for the timeline and for replaying
//! answers. The two implement the rules independently; unit tests check that they agree.

use boardlab_core::i18n::Message;
use boardlab_core::msg;
use std::fmt;

pub const WIDTH: usize = 5;
pub const HEIGHT: usize = 7;
/// Colours are 1..=COLOURS; 0 is an empty cell.
pub const COLOURS: usize = 10;

/// One drag: the block at column `x`, row `y` (0 = bottom) moves one cell right (`g = 1`) or
/// left (`g = -1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub x: usize,
    pub y: usize,
    pub g: i8,
}

impl Move {
    /// The column the block is dragged to, if it is on the board.
    pub fn target(&self) -> Option<usize> {
        self.x
            .checked_add_signed(self.g as isize)
            .filter(|&t| t < WIDTH)
    }

    /// "right" or "left".
    pub fn direction(&self) -> Message {
        if self.g > 0 {
            msg!("mayan-right")
        } else {
            msg!("mayan-left")
        }
    }
}

impl fmt::Display for Move {
    /// The judge-output form `x y g`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.x, self.y, self.g)
    }
}

/// Whether swapping two blocks of the same colour counts as a move (spec rule 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SameColourSwap {
    Counts,
    Skipped,
}

/// Nibble `i` of a column word is the colour at row `i`; these pick one bit per nibble.
const NIBBLE_LOW_BITS: u32 = 0x0111_1111;

/// One bit (the lowest of the nibble) per non-empty nibble of `word`.
fn occupied_flags(word: u32) -> u32 {
    (word | word >> 1 | word >> 2 | word >> 3) & NIBBLE_LOW_BITS
}

/// One bit per nibble where `word` holds a block of the same colour as `other` at that row.
fn equal_flags(word: u32, other: u32) -> u32 {
    occupied_flags(word) & !occupied_flags(word ^ other)
}

/// Bit 4y set when the block at row y of `word`, put at row y of column `column`, would be in
/// a vertical run there (the cell it lands on is not counted: it is being replaced).
fn vertical_run_if_placed(word: u32, column: u32) -> u32 {
    let below1 = equal_flags(word, column << 4);
    let below2 = equal_flags(word, column << 8);
    let above1 = equal_flags(word, column >> 4);
    let above2 = equal_flags(word, column >> 8);
    (below1 & below2) | (below1 & above1) | (above1 & above2)
}

/// The board as the search sees it: column `x` is `cols[x]`, its nibble `y` the colour at row `y`.
/// Columns are always settled (no gaps), so a column's height is the count of its used nibbles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    cols: [u32; WIDTH],
}

impl Board {
    /// `columns[x]` lists the colours (1..=10) of column x bottom to top, at most 7 each.
    pub fn from_columns(columns: &[Vec<u8>; WIDTH]) -> Board {
        let mut board = Board::default();
        for (word, column) in board.cols.iter_mut().zip(columns) {
            for (y, &colour) in column.iter().enumerate().take(HEIGHT) {
                *word |= u32::from(colour & 15) << (4 * y);
            }
        }
        board
    }

    pub fn colour(&self, x: usize, y: usize) -> u8 {
        if x < WIDTH && y < HEIGHT {
            ((self.cols[x] >> (4 * y)) & 15) as u8
        } else {
            0
        }
    }

    pub fn height(&self, x: usize) -> usize {
        (32 - self.cols[x].leading_zeros() as usize).div_ceil(4)
    }

    /// Bit 4y set for each block of column x.
    pub fn occupied_rows(&self, x: usize) -> u32 {
        self.cols.get(x).map_or(0, |&w| occupied_flags(w))
    }

    /// Bit 4y set for each block of column x whose colour is in `colours` (bit c = colour c).
    pub fn rows_of_colours(&self, x: usize, colours: u32) -> u32 {
        let Some(&word) = self.cols.get(x) else {
            return 0;
        };
        let mut rows = 0;
        let mut rest = colours;
        while rest != 0 {
            let colour = rest.trailing_zeros();
            rest &= rest - 1;
            rows |= equal_flags(word, colour * 0x0111_1111);
        }
        rows
    }

    pub fn is_empty(&self) -> bool {
        self.cols.iter().all(|&c| c == 0)
    }

    /// The columns as bottom-to-top colour lists.
    #[cfg(test)]
    pub fn columns(&self) -> [Vec<u8>; WIDTH] {
        std::array::from_fn(|x| (0..self.height(x)).map(|y| self.colour(x, y)).collect())
    }

    /// The raw column words, for hashing in the search's memo.
    pub fn words(&self) -> [u32; WIDTH] {
        self.cols
    }

    /// Per column, a full nibble mask of every cell in a horizontal or vertical run of at least
    /// three equal colours.
    pub fn removal_masks(&self) -> [u32; WIDTH] {
        self.removal_flags().map(|f| f * 15)
    }

    /// Like [`Board::removal_masks`] with one bit (the lowest) per marked nibble.
    /// Two columns are handled at once, packed in the halves of a `u64` (the unused top nibble
    /// of each half keeps them apart).
    fn removal_flags(&self) -> [u32; WIDTH] {
        const LOW_BITS: u64 = 0x0111_1111_0111_1111;
        let occupied = |w: u64| (w | w >> 1 | w >> 2 | w >> 3) & LOW_BITS;
        let equal = |w: u64, v: u64| occupied(w) & !occupied(w ^ v);
        let pair = |a: u32, b: u32| u64::from(a) | u64::from(b) << 32;
        // Cells in a vertical run: runs start where a cell equals the next two above it.
        let vertical = |w: u64| {
            let same_up = equal(w, w >> 4);
            let starts = same_up & same_up >> 4;
            starts | starts << 4 | starts << 8
        };
        let c = &self.cols;
        let (v01, v23, v4) = (
            vertical(pair(c[0], c[1])),
            vertical(pair(c[2], c[3])),
            vertical(u64::from(c[4])),
        );
        // same_right x in the low half for x = 0, 1 and in the high half for x = 2, 3.
        let same_right_02 = equal(pair(c[0], c[2]), pair(c[1], c[3]));
        let same_right_13 = equal(pair(c[1], c[3]), pair(c[2], c[4]));
        // Horizontal runs over columns 0..=2 (low half) and 2..=4 (high half), and 1..=3.
        let runs_0_2 = same_right_02 & same_right_13;
        let runs_1 = (same_right_13 & same_right_02 >> 32) as u32;
        let (runs_0, runs_2) = (runs_0_2 as u32, (runs_0_2 >> 32) as u32);
        [
            v01 as u32 | runs_0,
            (v01 >> 32) as u32 | runs_0 | runs_1,
            v23 as u32 | runs_0 | runs_1 | runs_2,
            (v23 >> 32) as u32 | runs_1 | runs_2,
            v4 as u32 | runs_2,
        ]
    }

    /// Per column x < 4, bit 4y set when swapping (x, y) with (x+1, y) (both blocks) makes a
    /// run. On a settled board any run after a swap goes through one of the two swapped cells.
    pub fn swaps_making_runs(&self) -> [u32; WIDTH - 1] {
        let c = &self.cols;
        std::array::from_fn(|x| {
            // The left block lands in column x + 1: a run to its right or in that column.
            let mut left_block = vertical_run_if_placed(c[x], c[x + 1]);
            if x + 3 < WIDTH {
                left_block |= equal_flags(c[x], c[x + 2]) & equal_flags(c[x], c[x + 3]);
            }
            // The right block lands in column x: a run to its left or in that column.
            let mut right_block = vertical_run_if_placed(c[x + 1], c[x]);
            if x >= 2 {
                right_block |= equal_flags(c[x + 1], c[x - 1]) & equal_flags(c[x + 1], c[x - 2]);
            }
            (left_block | right_block) & occupied_flags(c[x]) & occupied_flags(c[x + 1])
        })
    }

    /// True when the block at (x, y) is part of a horizontal or vertical run of three.
    fn in_run(&self, x: usize, y: usize) -> bool {
        let colour = self.colour(x, y);
        if colour == 0 {
            return false;
        }
        // `colour` returns 0 off the board; wrapping_sub makes "off the left/bottom" huge.
        let same = |x: usize, y: usize| self.colour(x, y) == colour;
        let left = same(x.wrapping_sub(1), y);
        let right = same(x + 1, y);
        let horizontal =
            (left && (right || same(x.wrapping_sub(2), y))) || (right && same(x + 2, y));
        let down = same(x, y.wrapping_sub(1));
        let up = same(x, y + 1);
        horizontal || (down && (up || same(x, y.wrapping_sub(2)))) || (up && same(x, y + 2))
    }

    /// The board after move `mv`, or `None` when the move is not legal (no block at (x, y), or
    /// it would leave the board). Same-colour swaps are legal here; the caller decides.
    pub fn after(&self, mv: Move) -> Option<Board> {
        let target = mv.target()?;
        let (x, y) = (mv.x, mv.y);
        let colour = self.colour(x, y);
        if colour == 0 {
            return None;
        }
        if self.colour(target, y) != 0 {
            let next = self.swapped(x.min(target), y);
            // The board before the move is settled, so a new run goes through a swapped cell.
            Some(if next.in_run(x, y) || next.in_run(target, y) {
                next.settled()
            } else {
                next
            })
        } else {
            Some(self.slid(mv))
        }
    }

    /// The board with (x, y) and (x+1, y) exchanged, before any removal.
    pub fn swapped(&self, x: usize, y: usize) -> Board {
        let mut next = *self;
        let shift = 4 * y;
        let difference = ((self.cols[x] ^ self.cols[x + 1]) >> shift & 15) << shift;
        next.cols[x] ^= difference;
        next.cols[x + 1] ^= difference;
        next
    }

    /// The board after sliding the block of `mv` into the empty cell beside it, settled.
    fn slid(&self, mv: Move) -> Board {
        let (x, y) = (mv.x, mv.y);
        let target = mv.target().unwrap_or(x);
        let mut next = *self;
        let shift = 4 * y;
        let below = self.cols[x] & ((1u32 << shift) - 1);
        let above = (self.cols[x] >> shift >> 4) << shift;
        next.cols[x] = below | above;
        let landing = self.height(target);
        next.cols[target] |= u32::from(self.colour(x, y)) << (4 * landing);
        // A new run goes through the landed block or a block that dropped in column x.
        if next.in_run(target, landing) || (y..next.height(x)).any(|row| next.in_run(x, row)) {
            next.settled()
        } else {
            next
        }
    }

    /// Removes marked cells and lets the rest fall, round after round, until nothing is marked.
    pub fn settled(mut self) -> Board {
        loop {
            let flags = self.removal_flags();
            if flags.iter().all(|&f| f == 0) {
                return self;
            }
            for (word, mut marked) in self.cols.iter_mut().zip(flags) {
                // Top marked cell first, so the rows of the lower ones stay put.
                while marked != 0 {
                    let shift = 31 - marked.leading_zeros();
                    marked ^= 1 << shift;
                    let below = *word & ((1u32 << shift) - 1);
                    *word = below | (*word >> shift >> 4) << shift;
                }
            }
        }
    }

    /// How many blocks of each colour each column holds.
    pub fn census(&self) -> Census {
        let mut counts = [0u64; COLOURS + 1];
        for (x, &word) in self.cols.iter().enumerate() {
            let one = 1u64 << (8 * x);
            let mut w = word;
            while w != 0 {
                counts[(w & 15) as usize] += one;
                w >>= 4;
            }
        }
        Census { counts }
    }
}

/// Per colour and column block counts, one byte per column (at most 7 fit easily).
pub struct Census {
    counts: [u64; COLOURS + 1],
}

/// The top bit of each of the five column bytes.
const BYTE_TOP_BITS: u64 = 0x80_8080_8080;

impl Census {
    /// True when some colour has one or two blocks: they can never form a run of three again.
    pub fn has_dead_colour(&self) -> bool {
        self.counts[1..].iter().any(|&per_column| {
            let total = (per_column.wrapping_mul(0x01_0101_0101) >> 32) & 0xff;
            (1..=2).contains(&total)
        })
    }

    /// The colours (bit c for colour c) with a stranded block: one that no removal round can
    /// ever take while blocks stay in their columns, because its column holds fewer than three
    /// of its colour and no three adjacent columns around it all hold its colour. Only a drag
    /// of a block of that colour can change this, and one drag moves at most two colours.
    pub fn stranded_colours(&self) -> u32 {
        let mut stranded = 0;
        for (colour, &per_column) in self.counts.iter().enumerate().skip(1) {
            if per_column != 0 && is_stranded(per_column) {
                stranded |= 1 << colour;
            }
        }
        stranded
    }

    /// Whether a drag of a `moved` block from column `from` to column `to`, swapping with an
    /// `other` block (0 = none), leaves some colour stranded; `stranded` is this census's
    /// [`Census::stranded_colours`]. Exact, without playing the move.
    pub fn strands_after_drag(
        &self,
        stranded: u32,
        moved: u8,
        from: usize,
        to: usize,
        other: u8,
    ) -> bool {
        if stranded & !(1 << moved | 1 << other) != 0 {
            return true;
        }
        if moved == other {
            return stranded != 0;
        }
        let (from_one, to_one) = (1u64 << (8 * from), 1u64 << (8 * to));
        let moved_counts = self.counts[moved as usize] - from_one + to_one;
        let other_stranded =
            other != 0 && is_stranded(self.counts[other as usize] - to_one + from_one);
        is_stranded(moved_counts) || other_stranded
    }
}

/// Whether a colour with these per-column counts (one byte per column) has a stranded block.
fn is_stranded(per_column: u64) -> bool {
    // Bytes are at most 7, so adding 0x7f (0x7d) sets a byte's top bit iff it is >= 1 (>= 3).
    let present = (per_column + 0x7f * 0x01_0101_0101) & BYTE_TOP_BITS;
    let tall = (per_column + 0x7d * 0x01_0101_0101) & BYTE_TOP_BITS;
    let windows = present & present >> 8 & present >> 16;
    let covered = windows | windows << 8 | windows << 16;
    present & !covered & !tall != 0
}

/// A block with the identity it keeps for the whole timeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Block {
    pub id: u32,
    pub colour: u8,
}

/// Why a move cannot be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Illegal {
    BoardEmpty,
    NoBlock,
    OffBoard,
    SameColourSkipped(u8),
}

impl Illegal {
    /// Why, in words.
    pub fn message(self) -> Message {
        match self {
            Illegal::BoardEmpty => msg!("mayan-illegal-board-empty"),
            Illegal::NoBlock => msg!("mayan-illegal-no-block"),
            Illegal::OffBoard => msg!("mayan-illegal-off-board"),
            Illegal::SameColourSkipped(colour) => {
                msg!("mayan-illegal-same-colour", colour = colour)
            }
        }
    }
}

/// What the drag itself did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drag {
    Swap { moved: Block, other: Block },
    Slide { moved: Block },
}

/// A block that fell from row `from` to row `to` of column `x`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fall {
    pub block: Block,
    pub x: usize,
    pub from: usize,
    pub to: usize,
}

/// A removed block and the cell it was removed from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Removed {
    pub block: Block,
    pub x: usize,
    pub y: usize,
}

/// One phase of the resolution after a drag, with the board it leaves.
#[derive(Debug, Clone)]
pub enum Phase {
    Fall(Vec<Fall>),
    /// Removal round `chain` (1-based) of this move.
    Removal {
        chain: usize,
        removed: Vec<Removed>,
    },
}

/// A played move: the board after the drag, then each phase with the board after it.
#[derive(Debug, Clone)]
pub struct MoveTrace {
    pub drag: Drag,
    pub after_drag: Grid,
    pub phases: Vec<(Phase, Grid)>,
}

impl MoveTrace {
    pub fn final_grid(&self) -> &Grid {
        self.phases
            .last()
            .map_or(&self.after_drag, |(_, grid)| grid)
    }

    pub fn chains(&self) -> usize {
        self.phases
            .iter()
            .filter(|(phase, _)| matches!(phase, Phase::Removal { .. }))
            .count()
    }

    pub fn removed_count(&self) -> usize {
        self.phases
            .iter()
            .map(|(phase, _)| match phase {
                Phase::Removal { removed, .. } => removed.len(),
                Phase::Fall(_) => 0,
            })
            .sum()
    }
}

/// The board with block identities, cell by cell (`cells[x][y]`, y = 0 at the bottom); blocks
/// may float between a drag or a removal and the following fall.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    cells: [[Option<Block>; HEIGHT]; WIDTH],
}

impl Grid {
    /// Numbers the blocks column by column, bottom to top, from 1.
    pub fn from_columns(columns: &[Vec<u8>; WIDTH]) -> Grid {
        let mut cells = [[None; HEIGHT]; WIDTH];
        let mut id = 0;
        for (x, column) in columns.iter().enumerate() {
            for (y, &colour) in column.iter().enumerate().take(HEIGHT) {
                id += 1;
                cells[x][y] = Some(Block { id, colour });
            }
        }
        Grid { cells }
    }

    pub fn get(&self, x: usize, y: usize) -> Option<Block> {
        self.cells.get(x)?.get(y).copied().flatten()
    }

    /// Every block with its cell, column by column, bottom to top.
    pub fn blocks(&self) -> impl Iterator<Item = (usize, usize, Block)> + '_ {
        self.cells.iter().enumerate().flat_map(|(x, column)| {
            column
                .iter()
                .enumerate()
                .filter_map(move |(y, cell)| cell.map(|block| (x, y, block)))
        })
    }

    pub fn block_count(&self) -> usize {
        self.blocks().count()
    }

    pub fn is_empty(&self) -> bool {
        self.block_count() == 0
    }

    /// The colours of the settled board, bottom to top per column.
    pub fn columns(&self) -> [Vec<u8>; WIDTH] {
        std::array::from_fn(|x| self.cells[x].iter().flatten().map(|b| b.colour).collect())
    }

    /// Every block that is in a horizontal or vertical run of three or more equal colours.
    pub fn runs(&self) -> Vec<Removed> {
        let colour = |x: usize, y: usize| self.get(x, y).map_or(0, |b| b.colour);
        let mut marked = [[false; HEIGHT]; WIDTH];
        for x in 0..WIDTH {
            for y in 0..HEIGHT {
                let c = colour(x, y);
                if c == 0 {
                    continue;
                }
                if x + 2 < WIDTH && colour(x + 1, y) == c && colour(x + 2, y) == c {
                    for dx in 0..3 {
                        marked[x + dx][y] = true;
                    }
                }
                if y + 2 < HEIGHT && colour(x, y + 1) == c && colour(x, y + 2) == c {
                    for dy in 0..3 {
                        marked[x][y + dy] = true;
                    }
                }
            }
        }
        self.blocks()
            .filter(|&(x, y, _)| marked[x][y])
            .map(|(x, y, block)| Removed { block, x, y })
            .collect()
    }

    /// Lets every block fall as far as it can; returns who moved.
    fn fall(&mut self) -> Vec<Fall> {
        let mut falls = Vec::new();
        for (x, column) in self.cells.iter_mut().enumerate() {
            let mut to = 0;
            for from in 0..HEIGHT {
                if let Some(block) = column[from].take() {
                    column[to] = Some(block);
                    if to != from {
                        falls.push(Fall { block, x, from, to });
                    }
                    to += 1;
                }
            }
        }
        falls
    }

    /// Whether `mv` can be played on this board under `rule`.
    pub fn check(&self, mv: Move, rule: SameColourSwap) -> Result<(), Illegal> {
        if self.is_empty() {
            return Err(Illegal::BoardEmpty);
        }
        let moved = self.get(mv.x, mv.y).ok_or(Illegal::NoBlock)?;
        let target = mv.target().ok_or(Illegal::OffBoard)?;
        match self.get(target, mv.y) {
            Some(other) if other.colour == moved.colour && rule == SameColourSwap::Skipped => {
                Err(Illegal::SameColourSkipped(moved.colour))
            }
            _ => Ok(()),
        }
    }

    /// Plays `mv` with all its falls and removal rounds.
    pub fn play(&self, mv: Move, rule: SameColourSwap) -> Result<MoveTrace, Illegal> {
        self.check(mv, rule)?;
        let moved = self.get(mv.x, mv.y).expect("checked: a block is there");
        let target = mv.target().expect("checked: the target is on the board");
        let mut grid = self.clone();
        let drag = match self.get(target, mv.y) {
            Some(other) => {
                grid.cells[mv.x][mv.y] = Some(other);
                grid.cells[target][mv.y] = Some(moved);
                Drag::Swap { moved, other }
            }
            None => {
                grid.cells[mv.x][mv.y] = None;
                grid.cells[target][mv.y] = Some(moved);
                Drag::Slide { moved }
            }
        };
        let after_drag = grid.clone();
        let mut phases = Vec::new();
        // Each removal round empties at least three cells, so this ends within 35 rounds.
        for chain in 1..=WIDTH * HEIGHT {
            let falls = grid.fall();
            if !falls.is_empty() {
                phases.push((Phase::Fall(falls), grid.clone()));
            }
            let removed = grid.runs();
            if removed.is_empty() {
                break;
            }
            for r in &removed {
                grid.cells[r.x][r.y] = None;
            }
            phases.push((Phase::Removal { chain, removed }, grid.clone()));
        }
        Ok(MoveTrace {
            drag,
            after_drag,
            phases,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample_columns() -> [Vec<u8>; WIDTH] {
        [
            vec![1],
            vec![2, 1],
            vec![2, 3, 4],
            vec![3, 1],
            vec![2, 4, 3, 4],
        ]
    }

    #[test]
    fn the_sample_answer_clears_the_board() {
        let mut board = Board::from_columns(&sample_columns());
        for (x, y, g) in [(2, 1, 1), (3, 1, 1), (3, 0, 1)] {
            board = board.after(Move { x, y, g }).unwrap();
        }
        assert!(board.is_empty());
    }

    #[test]
    fn a_slide_drops_the_block_and_the_column_above_it() {
        let board = Board::from_columns(&[vec![1], vec![2, 3, 4], vec![], vec![], vec![]]);
        let next = board.after(Move { x: 1, y: 1, g: 1 }).unwrap();
        assert_eq!(next.columns()[1], vec![2, 4]);
        assert_eq!(next.columns()[2], vec![3]);
    }

    /// A small deterministic generator for random boards.
    fn next_random(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn packed_and_traced_boards_agree_on_random_moves() {
        let mut seed = 0x1234_5678_9abc_def1_u64;
        for _ in 0..3000 {
            let columns: [Vec<u8>; WIDTH] = std::array::from_fn(|_| {
                let height = (next_random(&mut seed) % 8) as usize;
                (0..height)
                    .map(|_| 1 + (next_random(&mut seed) % 4) as u8)
                    .collect()
            });
            let unsettled = Board::from_columns(&columns);
            assert_eq!(
                unsettled
                    .removal_masks()
                    .iter()
                    .map(|m| m.count_ones())
                    .sum::<u32>()
                    / 4,
                Grid::from_columns(&columns).runs().len() as u32
            );
            // Moves are played on settled boards only.
            let board = unsettled.settled();
            let columns = board.columns();
            let grid = Grid::from_columns(&columns);
            let mv = Move {
                x: (next_random(&mut seed) % 5) as usize,
                y: (next_random(&mut seed) % 7) as usize,
                g: if next_random(&mut seed).is_multiple_of(2) {
                    1
                } else {
                    -1
                },
            };
            let packed = board.after(mv);
            let traced = grid.play(mv, SameColourSwap::Counts);
            match (packed, traced) {
                (Some(b), Ok(t)) => assert_eq!(b.columns(), t.final_grid().columns()),
                (None, Err(_)) => {}
                (p, t) => panic!("disagree on {mv:?} for {columns:?}: {p:?} vs {t:?}"),
            }
        }
    }
}
