//! The rules as the judges apply them: swaps, runs, specials, gravity and the scores of one
//! operation. [`Engine::play`] reports every stage to an [`Observer`]: the judge path passes
//! [`Quiet`] (every callback compiles away), the timeline passes one that builds a single step.

use std::ops::Range;

/// One swap, 0-based (row, col) pairs, both on the board.
pub type Swap = ((usize, usize), (usize, usize));

/// One piece: colour 0 means the cell is empty. `id` is the piece's cell index on the initial
/// board, so the timeline can follow it as it moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Piece {
    pub colour: u8,
    pub special: u8,
    pub id: u16,
}

impl Piece {
    pub fn is_empty(self) -> bool {
        self.colour == 0
    }
}

/// The board, row-major, row 0 at the top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<Piece>,
}

impl Board {
    pub fn is_cleared(&self) -> bool {
        self.cells.iter().all(|p| p.is_empty())
    }

    /// (row, col) of cell `index`.
    pub fn place(&self, index: usize) -> (usize, usize) {
        (index / self.cols, index % self.cols)
    }

    /// Every swap of two orthogonally adjacent pieces, the smaller cell (row-major) first: per
    /// cell, with its right neighbour, then with the one below.
    pub fn adjacent_swaps(&self) -> impl Iterator<Item = Swap> + '_ {
        let (rows, cols) = (self.rows, self.cols);
        let full = move |(r, c): (usize, usize)| !self.cells[r * cols + c].is_empty();
        (0..rows * cols).flat_map(move |index| {
            let (r, c) = (index / cols, index % cols);
            let right = (c + 1 < cols).then_some((r, c + 1));
            let below = (r + 1 < rows).then_some((r + 1, c));
            [right, below]
                .into_iter()
                .flatten()
                .filter(move |&other| full((r, c)) && full(other))
                .map(move |other| ((r, c), other))
        })
    }

    /// Whether `swap` makes a run. The board has none, so a new run passes through a swapped
    /// cell: looking around both is enough, without playing the swap.
    pub fn makes_run(&self, (a, b): Swap) -> bool {
        let colour_after = |r: usize, c: usize| {
            let (r, c) = match (r, c) {
                cell if cell == a => b,
                cell if cell == b => a,
                cell => cell,
            };
            self.cells[r * self.cols + c].colour
        };
        in_run(self.rows, self.cols, colour_after, a)
            || in_run(self.rows, self.cols, colour_after, b)
    }

    /// The smallest colour (up to `colours`) that makes no run at `place` with the pieces
    /// around it, if any.
    pub fn colour_fitting(&self, place: (usize, usize), colours: usize) -> Option<u8> {
        let fits = |colour: u8| {
            let colour_with = |r: usize, c: usize| {
                if (r, c) == place {
                    colour
                } else {
                    self.cells[r * self.cols + c].colour
                }
            };
            !in_run(self.rows, self.cols, colour_with, place)
        };
        (1..=colours as u8).find(|&c| fits(c))
    }
}

/// A score split into the statement's five kinds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub elimination: i64,
    pub chain: i64,
    pub combination: i64,
    pub hand: i64,
    pub end: i64,
}

impl Score {
    pub fn total(&self) -> i64 {
        self.elimination + self.chain + self.combination + self.hand + self.end
    }

    pub fn add(&mut self, other: &Score) {
        self.elimination += other.elimination;
        self.chain += other.chain;
        self.combination += other.combination;
        self.hand += other.hand;
        self.end += other.end;
    }
}

/// Why an operation is skipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    SameCell,
    NotAdjacent,
    EmptyCell,
    NoRun,
}

/// A 4-connected same-colour block of run cells (specials' victims excluded). For an observer
/// that does not watch, only its size counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Component {
    pub colour: u8,
    pub size: u32,
    /// The block's first cell in row-major order.
    pub first: u16,
}

impl Component {
    /// A block only counted (for an observer that does not watch).
    fn uncoloured(size: u32) -> Self {
        Component {
            colour: 0,
            size,
            first: 0,
        }
    }

    pub fn points(self) -> i64 {
        let excess = i64::from(self.size) - 3;
        50 * excess * excess
    }
}

/// What one operation did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Skipped(Skip),
    Played {
        rounds: u32,
        /// How many specials fired over all rounds.
        firings: u32,
        /// The colours of the round-1 run cells; the second is 0 when there is only one.
        main: [u8; 2],
        score: Score,
    },
}

/// Receives every stage of an operation; the board is passed as it stands at that stage.
pub trait Observer {
    /// Whether the observer looks at the stages: without it, run cells and blocks come in no
    /// particular order, and firings that cannot doom anything new (once every piece is
    /// doomed, or on lines already swept this round) are only counted.
    const WATCHES: bool = true;
    /// Whether the board is played on: without it, the play leaves the board as it was and
    /// only the grid's bits follow the rules (see [`Grid::restore`]).
    const KEEPS_BOARD: bool = true;
    fn skipped(&mut self, _board: &Board, _why: Skip) {}
    /// After a valid swap, before anything is removed; `main` as in [`Outcome::Played`].
    fn swapped(&mut self, _board: &Board, _main: [u8; 2]) {}
    /// The run cells of `round` (row-major) and their same-colour blocks.
    fn runs(&mut self, _round: u32, _board: &Board, _cells: &[u16], _blocks: &[Component]) {}
    /// The special at `at` fired and covered `covered`; `doomed` is everything to be removed
    /// so far this round.
    fn fired(&mut self, _round: u32, _board: &Board, _at: u16, _covered: &[u16], _doomed: &[u16]) {}
    /// About to remove `erased` (the board still holds them) for `points` elimination score.
    fn removed(&mut self, _round: u32, _board: &Board, _erased: &[u16], _points: i64) {}
    /// After gravity moved `fallen` pieces; `chain` is the chain score when this was the
    /// operation's last round.
    fn fell(&mut self, _round: u32, _board: &Board, _fallen: u32, _chain: Option<i64>) {}
}

/// The observer of the judge path.
pub struct Quiet;

impl Observer for Quiet {
    const WATCHES: bool = false;
}

/// The observer of a play only scored: the search for the best swap.
pub struct Scratch;

impl Observer for Scratch {
    const WATCHES: bool = false;
    const KEEPS_BOARD: bool = false;
}

/// The board, with per column one bit per row for each bit of the pieces' colours and special
/// types, and which neighbouring pieces share a colour: the engine plays on these bits (the
/// board follows them), so runs and their blocks are found, pieces counted and colours summed
/// a column at a time, 64 rows in a word (the statement allows 50). A grid is only ever
/// replaced whole (`clone_from` a saved one, or `restore`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    board: Board,
    /// How many bits the colours have (at least 1, at most 8).
    depth: usize,
    /// Per column, `depth + SPECIAL_BITS` words: bit r of word k is bit k of the colour at row
    /// r (0: empty), of word `depth + k` bit k of its special type. They move with the pieces.
    bits: Vec<u64>,
    /// Per column, bit r: the pieces at rows r and r + 1 have one colour.
    down: Vec<u64>,
    /// Per column, bit r: the pieces at (r, col) and (r, col + 1) have one colour (none for
    /// the last column).
    right: Vec<u64>,
    /// Per column, its highest row holding a piece (rows: none); pieces only ever fall, so the
    /// rows below it are full.
    top: Vec<usize>,
}

/// The bits of a special type (0..=6).
const SPECIAL_BITS: usize = 3;

impl Grid {
    pub fn new(board: Board) -> Self {
        let (rows, cols) = (board.rows, board.cols);
        debug_assert!(rows <= 64, "a column's rows fit in a word");
        let most = board.cells.iter().map(|p| p.colour).max().unwrap_or(0);
        let depth = (8 - most.leading_zeros() as usize).max(1);
        let stride = depth + SPECIAL_BITS;
        let mut bits = vec![0; cols * stride];
        let mut top = vec![rows; cols];
        for (index, piece) in board.cells.iter().enumerate() {
            let (row, col) = (index / cols, index % cols);
            let words = &mut bits[col * stride..][..stride];
            let (colour, special) = words.split_at_mut(depth);
            set_number(colour, row, piece.colour);
            set_number(special, row, piece.special);
            if !piece.is_empty() {
                top[col] = top[col].min(row);
            }
        }
        let mut grid = Grid {
            board,
            depth,
            bits,
            down: vec![0; cols],
            right: vec![0; cols],
            top,
        };
        for col in 0..cols {
            grid.link(col);
        }
        grid
    }

    /// Column `col`'s words of `bits`.
    #[inline]
    fn column(&self, col: usize) -> &[u64] {
        let stride = self.depth + SPECIAL_BITS;
        &self.bits[col * stride..][..stride]
    }

    /// The special pieces of column `col`, one bit per row.
    #[inline]
    fn specials(&self, col: usize) -> u64 {
        let words = &self.column(col)[self.depth..];
        words.iter().fold(0, |any, word| any | word)
    }

    /// The colour of the piece at (row, col) (0: none).
    fn colour(&self, row: usize, col: usize) -> u8 {
        number(&self.column(col)[..self.depth], row)
    }

    /// The special type of the piece at (row, col) (0: none).
    fn special(&self, row: usize, col: usize) -> u8 {
        number(&self.column(col)[self.depth..], row)
    }

    /// The cells holding a piece of colour `colour`, one bit per row, of every column in
    /// `out`.
    fn of_colour(&self, colour: u8, out: &mut Vec<u64>) {
        out.clear();
        out.extend((0..self.board.cols).map(|col| {
            let planes = self.column(col)[..self.depth].iter().enumerate();
            planes.fold(u64::MAX, |cells, (k, &plane)| {
                cells & if colour >> k & 1 != 0 { plane } else { !plane }
            })
        }));
    }

    /// Puts back the state of `saved`, a grid of this one's board, after plays that did not
    /// keep the board (which left it as it was).
    pub fn restore(&mut self, saved: &Grid) {
        self.bits.clone_from(&saved.bits);
        self.down.clone_from(&saved.down);
        self.right.clone_from(&saved.right);
        self.top.clone_from(&saved.top);
    }

    /// The sum of the colours of the pieces of column `col` at the rows of `rows`.
    fn colour_sum(&self, col: usize, rows: u64) -> i64 {
        let planes = &self.column(col)[..self.depth];
        let sum = planes.iter().enumerate();
        sum.map(|(k, plane)| i64::from((plane & rows).count_ones()) << k)
            .sum()
    }

    /// Recomputes which pieces of column `col` match the one below, and the one on either side.
    fn link(&mut self, col: usize) {
        let (differ, full) = differ(self.column(col), self.column(col), 1);
        self.down[col] = !differ & full;
        if col > 0 {
            self.link_right(col - 1);
        }
        self.link_right(col);
    }

    /// Recomputes which pieces of column `col` match the one on their right.
    fn link_right(&mut self, col: usize) {
        if col + 1 < self.board.cols {
            let (differ, full) = differ(self.column(col), self.column(col + 1), 0);
            self.right[col] = !differ & full;
        }
    }

    /// Swaps two pieces in `bits`, and on the board when `keep_board`.
    fn swap(&mut self, (r1, c1): (usize, usize), (r2, c2): (usize, usize), keep_board: bool) {
        let cols = self.board.cols;
        if keep_board {
            self.board.cells.swap(r1 * cols + c1, r2 * cols + c2);
        }
        let stride = self.depth + SPECIAL_BITS;
        for k in 0..stride {
            let (a, b) = (c1 * stride + k, c2 * stride + k);
            let differ = (self.bits[a] >> r1 ^ self.bits[b] >> r2) & 1;
            self.bits[a] ^= differ << r1;
            self.bits[b] ^= differ << r2;
        }
        self.link(c1);
        self.link(c2);
    }

    /// The cells of column `col` in a vertical run, one bit per row.
    #[inline]
    fn vertical_runs(&self, col: usize) -> u64 {
        let starts = self.down[col] & self.down[col] >> 1;
        starts | starts << 1 | starts << 2
    }

    /// The cells of column `col` in a horizontal run, one bit per row.
    #[inline]
    fn horizontal_runs(&self, col: usize) -> u64 {
        // The rows where three pieces from column `first` on share a colour.
        let starts = |first: usize| match self.right.get(first..first + 2) {
            Some(&[a, b]) => a & b,
            _ => 0,
        };
        (col.saturating_sub(2)..=col).fold(0, |runs, first| runs | starts(first))
    }

    /// Calls `visit` with the colour of every run cell of row `row` (left to right) in the
    /// columns of `cols` (one bit per column).
    fn row_run_colours(&self, row: usize, cols: u64, visit: &mut impl FnMut(u8)) {
        for col in bits(cols) {
            if self.horizontal_runs(col) >> row & 1 != 0 {
                visit(self.colour(row, col));
            }
        }
    }

    /// Calls `visit` with the colour of every run cell of column `col` (top to bottom).
    fn col_run_colours(&self, col: usize, visit: &mut impl FnMut(u8)) {
        for row in bits(self.vertical_runs(col)) {
            visit(self.colour(row, col));
        }
    }
}

/// Sets `number`'s bits at `row` of `words`, one word per bit.
fn set_number(words: &mut [u64], row: usize, number: u8) {
    for (k, word) in words.iter_mut().enumerate() {
        *word = *word & !(1 << row) | u64::from(number >> k & 1) << row;
    }
}

/// The number whose bits `words` hold at `row`, one word per bit.
fn number(words: &[u64], row: usize) -> u8 {
    let bits = words.iter().enumerate();
    bits.fold(0, |number, (k, word)| {
        number | ((word >> row & 1) as u8) << k
    })
}

/// Compares two columns' colours (their words of [`Grid::bits`]), the second `shift` rows up
/// (1: each piece with the one below): the rows where they differ, and where both hold a piece.
#[inline]
fn differ(a: &[u64], b: &[u64], shift: usize) -> (u64, u64) {
    let depth = a.len() - SPECIAL_BITS;
    let (mut differ, mut full_a, mut full_b) = (0, 0, 0);
    for (&a, &b) in a[..depth].iter().zip(&b[..depth]) {
        differ |= a ^ b >> shift;
        (full_a, full_b) = (full_a | a, full_b | b >> shift);
    }
    (differ, full_a & full_b)
}

/// The highest bit set (the lowest row on the board), if any.
#[inline]
fn highest_row(rows: u64) -> Option<usize> {
    (rows != 0).then(|| 63 - rows.leading_zeros() as usize)
}

/// The bits set in `word`, lowest first.
#[inline]
fn bits(mut word: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let bit = (word != 0).then(|| word.trailing_zeros() as usize);
        word &= word.wrapping_sub(1);
        bit
    })
}

/// The bits of rows 0..row (none for row 0).
#[inline]
fn through_before(row: usize) -> u64 {
    match row {
        0 => 0,
        _ => through(row - 1),
    }
}

/// The bits of rows 0..=last.
#[inline]
fn through(last: usize) -> u64 {
    u64::MAX >> (63 - last.min(63))
}

/// Plays operations on a grid, with scratch space reused across rounds. Membership sets are
/// "stamped": a cell belongs to the current set when its entry equals the current stamp, so
/// nothing is cleared between rounds.
pub struct Engine {
    pub grid: Grid,
    stamp: u32,
    /// Per column, the cells of this round's runs, one bit per row; `run_cols` the columns
    /// with any, one bit per column; `special_runs` whether a special piece is in one.
    run: Vec<u64>,
    run_cols: u64,
    special_runs: bool,
    /// The run cells, listed for an observer that watches or when specials fire (row-major
    /// when the observer watches).
    runs: Vec<u16>,
    /// Per column, the run cells joined to the one below, and to the one on their right, one bit
    /// per row (for the columns of `run_cols`, 0 elsewhere); and those already in a block.
    joins_down: Vec<u64>,
    joins_right: Vec<u64>,
    in_block: Vec<u64>,
    blocks: Vec<Component>,
    /// Blocks' parts still to extend from: a column and some of its rows.
    stack: Vec<(usize, u64)>,
    /// The pieces to remove, listed as `runs` is, in the order they joined.
    erased: Vec<u16>,
    doomed: Vec<u32>,
    covered: Vec<u16>,
    /// Per column, the rows that lose their piece this round, one bit per row; `changed` the
    /// columns with any, one bit per column.
    gone: Vec<u64>,
    changed: u64,
    /// The stretches of pieces of a column that fall together (one bit per row), and how far.
    stretches: Vec<(u64, usize)>,
    /// Per colour, the stamp of the round its pieces were collected in, and those pieces
    /// (found a column at a time in `colour_cells`).
    colour_seen: Vec<u32>,
    by_colour: Vec<Vec<u16>>,
    colour_cells: Vec<u64>,
    /// Per column, the specials that fired this round (when they fire a column at a time).
    fired: Vec<u64>,
    /// Per cell, its row and column (a division by the width is slow).
    places: Vec<[u8; 2]>,
}

impl Engine {
    pub fn new(board: Board) -> Self {
        let (size, cols) = (board.cells.len(), board.cols);
        Engine {
            grid: Grid::new(board),
            stamp: 0,
            run: vec![0; cols],
            run_cols: 0,
            special_runs: false,
            runs: Vec::new(),
            joins_down: vec![0; cols],
            joins_right: vec![0; cols],
            in_block: vec![0; cols],
            blocks: Vec::new(),
            stack: Vec::new(),
            erased: Vec::new(),
            doomed: vec![0; size],
            covered: Vec::new(),
            gone: vec![0; cols],
            changed: 0,
            stretches: Vec::new(),
            colour_seen: vec![0; 256],
            by_colour: vec![Vec::new(); 256],
            colour_cells: Vec::new(),
            fired: Vec::new(),
            places: (0..size)
                .map(|cell| [cell / cols, cell % cols].map(|n| n as u8))
                .collect(),
        }
    }

    pub fn board(&self) -> &Board {
        &self.grid.board
    }

    pub fn into_board(self) -> Board {
        self.grid.board
    }

    /// Swaps (r1, c1) and (r2, c2) (0-based, on the board) and plays the rounds that follow.
    pub fn play<O: Observer>(
        &mut self,
        (r1, c1): (usize, usize),
        (r2, c2): (usize, usize),
        observer: &mut O,
    ) -> Outcome {
        let skip = if (r1, c1) == (r2, c2) {
            Some(Skip::SameCell)
        } else if r1.abs_diff(r2) + c1.abs_diff(c2) != 1 {
            Some(Skip::NotAdjacent)
        } else if self.grid.colour(r1, c1) == 0 || self.grid.colour(r2, c2) == 0 {
            Some(Skip::EmptyCell)
        } else {
            None
        };
        if let Some(why) = skip {
            observer.skipped(self.board(), why);
            return Outcome::Skipped(why);
        }
        self.grid.swap((r1, c1), (r2, c2), O::KEEPS_BOARD);
        // The board had no run before the swap, so every run passes through a swapped cell.
        self.find_runs::<O>(1 << c1 | 1 << c2);
        if self.run_cols == 0 {
            self.grid.swap((r1, c1), (r2, c2), O::KEEPS_BOARD);
            observer.skipped(self.board(), Skip::NoRun);
            return Outcome::Skipped(Skip::NoRun);
        }
        let main = self.main_colours((r1, c1), (r2, c2));
        observer.swapped(self.board(), main);
        let mut score = Score::default();
        let mut firings = 0;
        let mut round = 0;
        loop {
            round += 1;
            self.find_blocks::<O>();
            score.combination += self
                .blocks
                .iter()
                .copied()
                .map(Component::points)
                .sum::<i64>();
            observer.runs(round, self.board(), &self.runs, &self.blocks);
            firings += self.close_over_specials(round, observer);
            score.elimination += i64::from(round) * self.remove(round, observer);
            let fallen = self.fall::<O>();
            // Only the columns that lost pieces changed, and a new run has a cell in one.
            self.find_runs::<O>(self.changed);
            if self.run_cols == 0 {
                let chain = 80 * i64::from(round - 1) * i64::from(round - 1);
                score.chain = chain;
                observer.fell(round, self.board(), fallen, Some(chain));
                return Outcome::Played {
                    rounds: round,
                    firings,
                    main,
                    score,
                };
            }
            observer.fell(round, self.board(), fallen, None);
        }
    }

    /// Finds this round's runs, which all have a cell in the columns of `changed` (one bit per
    /// column).
    fn find_runs<O: Observer>(&mut self, changed: u64) {
        self.stamp += 1;
        for col in bits(self.run_cols) {
            self.run[col] = 0;
            (self.joins_down[col], self.joins_right[col]) = (0, 0);
        }
        let cols = self.grid.board.cols;
        // A horizontal run reaches two columns either side.
        let near = changed | changed << 1 | changed << 2 | changed >> 1 | changed >> 2;
        (self.run_cols, self.special_runs) = (0, false);
        for col in bits(near & through(cols - 1)) {
            let cells = self.grid.vertical_runs(col) | self.grid.horizontal_runs(col);
            self.run[col] = cells;
            self.run_cols |= u64::from(cells != 0) << col;
            self.special_runs |= cells & self.grid.specials(col) != 0;
        }
        self.runs.clear();
        if O::WATCHES || self.special_runs {
            for col in bits(self.run_cols) {
                let cells = bits(self.run[col]).map(|row| (row * cols + col) as u16);
                self.runs.extend(cells);
            }
        }
        if O::WATCHES {
            self.runs.sort_unstable();
        }
    }

    /// The colours of the round-1 run cells: the first cell's row, its column, then the
    /// second cell's other line, each in reading order (the order the timeline names them in).
    fn main_colours(&self, (r1, c1): (usize, usize), (r2, c2): (usize, usize)) -> [u8; 2] {
        let mut main = [0, 0];
        let mut visit = |colour: u8| {
            if main[0] == 0 {
                main[0] = colour;
            } else if main[1] == 0 && colour != main[0] {
                main[1] = colour;
            }
        };
        self.grid.row_run_colours(r1, self.run_cols, &mut visit);
        self.grid.col_run_colours(c1, &mut visit);
        if r1 == r2 {
            self.grid.col_run_colours(c2, &mut visit);
        } else {
            self.grid.row_run_colours(r2, self.run_cols, &mut visit);
        }
        main
    }

    /// The run cells of column `col` joined vertically to the one at `row`, one bit per row,
    /// and how many.
    #[inline]
    fn segment(&self, col: usize, row: usize) -> (u64, u32) {
        let links = self.joins_down[col];
        let below = (links >> row).trailing_ones();
        let above = match row {
            0 => 0,
            _ => (links << (64 - row)).leading_ones(),
        };
        let cells = through((above + below) as usize) << (row - above as usize);
        (cells, above + below + 1)
    }

    /// Adds to the block being grown the segments of column `col` through the rows of `joined`
    /// not in a block yet; returns how many cells they have.
    #[inline]
    fn join(&mut self, col: usize, joined: u64) -> u32 {
        let mut joined = joined & !self.in_block[col];
        let mut size = 0;
        while joined != 0 {
            let (more, cells) = self.segment(col, joined.trailing_zeros() as usize);
            self.in_block[col] |= more;
            self.stack.push((col, more));
            joined &= !more;
            size += cells;
        }
        size
    }

    /// Splits the run cells into 4-connected same-colour blocks. For an observer that watches,
    /// in the order of their first cells (row-major), each grown from its first run cell;
    /// otherwise the straight runs alone first, then the others a column at a time.
    fn find_blocks<O: Observer>(&mut self) {
        self.blocks.clear();
        for col in bits(self.run_cols) {
            let run = self.run[col];
            let next = self.run.get(col + 1).map_or(0, |&next| next);
            self.joins_down[col] = self.grid.down[col] & run & run >> 1;
            self.joins_right[col] = self.grid.right[col] & run & next;
            self.in_block[col] = 0;
        }
        if O::WATCHES {
            for k in 0..self.runs.len() {
                let [row, col] = self.places[usize::from(self.runs[k])].map(usize::from);
                if self.in_block[col] >> row & 1 == 0 {
                    self.grow_block(row, col);
                }
            }
        } else {
            for col in bits(self.run_cols) {
                self.straight_blocks(col);
            }
            for col in bits(self.run_cols) {
                loop {
                    let left = self.run[col] & !self.in_block[col];
                    if left == 0 {
                        break;
                    }
                    self.grow_block(left.trailing_zeros() as usize, col);
                }
            }
        }
    }

    /// Adds the block of the run cell at (row, col), which is in none yet, a column segment at
    /// a time.
    fn grow_block(&mut self, row: usize, col: usize) {
        let mut size = self.join(col, 1 << row);
        while let Some((col, segment)) = self.stack.pop() {
            let left = match col {
                0 => 0,
                _ => self.joins_right[col - 1] & segment,
            };
            if left != 0 {
                size += self.join(col - 1, left);
            }
            let right = self.joins_right[col] & segment;
            if right != 0 {
                size += self.join(col + 1, right);
            }
        }
        self.blocks.push(Component {
            colour: self.grid.colour(row, col),
            size,
            first: (row * self.grid.board.cols + col) as u16,
        });
    }

    /// Adds the blocks that are a straight run alone, from their first cell in column `col`: a
    /// vertical run none of whose cells is joined sideways, a horizontal run none of whose cells
    /// is joined vertically.
    fn straight_blocks(&mut self, col: usize) {
        let down = self.joins_down[col];
        let left = col.checked_sub(1).map_or(0, |left| self.joins_right[left]);
        let right = self.joins_right[col];
        // From every cell joined below but not above, the cells joined below it.
        for row in bits(down & !(down << 1)) {
            let length = (down >> row).trailing_ones() + 1;
            let segment = through_before(length as usize) << row;
            if segment & (left | right) == 0 {
                self.in_block[col] |= segment;
                self.blocks.push(Component::uncoloured(length));
            }
        }
        // From every cell joined to the right alone, along its row.
        for row in bits(right & !left & !self.joined_vertically(col)) {
            let alone = |engine: &Self, col: usize| engine.joined_vertically(col) >> row & 1 == 0;
            let mut last = col + 1;
            while alone(self, last) && self.joins_right[last] >> row & 1 != 0 {
                last += 1;
            }
            if alone(self, last) {
                for run in col..=last {
                    self.in_block[run] |= 1 << row;
                }
                self.blocks
                    .push(Component::uncoloured((last + 1 - col) as u32));
            }
        }
    }

    /// The run cells of column `col` joined to the one above or below, one bit per row.
    #[inline]
    fn joined_vertically(&self, col: usize) -> u64 {
        self.joins_down[col] | self.joins_down[col] << 1
    }

    /// Grows the doomed set from the run cells by firing every special in it, and marks it in
    /// `gone`; returns how many specials fired. For an observer that watches, a firing at a time
    /// in the order pieces joined, listed in `erased`; otherwise a column at a time.
    fn close_over_specials<O: Observer>(&mut self, round: u32, observer: &mut O) -> u32 {
        for col in bits(self.changed) {
            self.gone[col] = 0;
        }
        for col in bits(self.run_cols) {
            self.gone[col] = self.run[col];
        }
        self.changed = self.run_cols;
        self.erased.clear();
        if !self.special_runs {
            self.erased.extend_from_slice(&self.runs);
            return 0;
        }
        if !O::WATCHES {
            return self.fire_columns();
        }
        self.erased.extend_from_slice(&self.runs);
        for &cell in &self.runs {
            self.doomed[cell as usize] = self.stamp;
        }
        let firings = self.fire_in_order(round, observer);
        for &cell in &self.erased {
            let [row, col] = self.places[cell as usize].map(usize::from);
            self.gone[col] |= 1 << row;
            self.changed |= 1 << col;
        }
        firings
    }

    /// Fires every special in `erased`, in order, adding what each covers, and tells the
    /// observer; returns how many fired.
    fn fire_in_order<O: Observer>(&mut self, round: u32, observer: &mut O) -> u32 {
        let mut firings = 0;
        let mut next = 0;
        while next < self.erased.len() {
            let at = self.erased[next];
            next += 1;
            let special = self.grid.board.cells[usize::from(at)].special;
            if special == 0 {
                continue;
            }
            firings += 1;
            let [row, col] = self.places[usize::from(at)].map(usize::from);
            let covered = if special == COLOUR_BOMB {
                // Within a round the board stands still, so every bomb of one colour covers
                // the same pieces: collect them once per round, and later bombs add nothing.
                let colour = self.grid.colour(row, col);
                if self.colour_seen[usize::from(colour)] != self.stamp {
                    self.colour_seen[usize::from(colour)] = self.stamp;
                    self.grid.of_colour(colour, &mut self.colour_cells);
                    let pieces = &mut self.by_colour[usize::from(colour)];
                    pieces.clear();
                    for (index, &[row, col]) in self.places.iter().enumerate() {
                        if self.colour_cells[usize::from(col)] >> row & 1 != 0 {
                            pieces.push(index as u16);
                        }
                    }
                }
                &self.by_colour[usize::from(colour)]
            } else {
                self.covered.clear();
                for (columns, rows) in areas(special, (row, col), &self.grid) {
                    for row in bits(rows) {
                        for col in columns.clone().filter(|&col| self.grid.top[col] <= row) {
                            self.covered.push((row * self.grid.board.cols + col) as u16);
                        }
                    }
                }
                &self.covered
            };
            doom(&mut self.doomed, self.stamp, covered, &mut self.erased);
            observer.fired(round, self.board(), at, covered, &self.erased);
        }
        firings
    }

    /// Fires every special in `gone` once, a column at a time, adding what each covers;
    /// returns how many fired (every special of the closed set).
    fn fire_columns(&mut self) -> u32 {
        let cols = self.grid.board.cols;
        self.fired.clear();
        self.fired.resize(cols, 0);
        let mut firings = 0;
        loop {
            let mut fresh = false;
            for col in bits(self.changed) {
                let specials = self.gone[col] & self.grid.specials(col) & !self.fired[col];
                for row in bits(specials) {
                    self.fired[col] |= 1 << row;
                    firings += 1;
                    self.fire(row, col);
                    fresh = true;
                }
            }
            if !fresh {
                return firings;
            }
        }
    }

    /// Adds to `gone` what the special at (row, col) covers.
    fn fire(&mut self, row: usize, col: usize) {
        let special = self.grid.special(row, col);
        if special == COLOUR_BOMB {
            // Every bomb of one colour covers the same pieces: the first adds them all.
            let colour = self.grid.colour(row, col);
            if self.colour_seen[usize::from(colour)] != self.stamp {
                self.colour_seen[usize::from(colour)] = self.stamp;
                self.grid.of_colour(colour, &mut self.colour_cells);
                for (col, &cells) in self.colour_cells.iter().enumerate() {
                    self.gone[col] |= cells;
                    self.changed |= u64::from(cells != 0) << col;
                }
            }
            return;
        }
        for (columns, rows) in areas(special, (row, col), &self.grid) {
            for col in columns {
                let cells = rows & !through_before(self.grid.top[col]);
                self.gone[col] |= cells;
                self.changed |= u64::from(cells != 0) << col;
            }
        }
    }

    /// Tells the observer what goes (gravity then overwrites it); returns the sum of its
    /// colours.
    fn remove(&self, round: u32, observer: &mut impl Observer) -> i64 {
        let colours = bits(self.changed).map(|col| self.grid.colour_sum(col, self.gone[col]));
        let colours = colours.sum();
        observer.removed(
            round,
            self.board(),
            &self.erased,
            i64::from(round) * colours,
        );
        colours
    }

    /// Lets every column that lost pieces settle; returns how many pieces moved.
    fn fall<O: Observer>(&mut self) -> u32 {
        let cols = self.grid.board.cols;
        let stride = self.grid.depth + SPECIAL_BITS;
        let cells = self.grid.board.cells.as_mut_slice();
        let mut fallen = 0;
        for col in bits(self.changed) {
            let gone = self.gone[col];
            let Some(lowest) = highest_row(gone) else {
                continue;
            };
            let top = self.grid.top[col];
            // Every piece from the top to the lowest row gone falls: stretch by stretch from
            // the bottom, each by the rows gone below it (all rows between two stretches).
            let mut kept = !gone & through(lowest) & !through_before(top);
            self.stretches.clear();
            let mut above = lowest + 1;
            let mut drop = 0;
            while let Some(last) = highest_row(kept) {
                let length = (kept << (63 - last)).leading_ones() as usize;
                let first = last + 1 - length;
                drop += above - 1 - last;
                fallen += length as u32;
                self.stretches.push((kept & !through_before(first), drop));
                if O::KEEPS_BOARD {
                    for row in (first..=last).rev() {
                        cells[(row + drop) * cols + col] = cells[row * cols + col];
                    }
                }
                (kept, above) = (kept & through_before(first), first);
            }
            // The column's bits move with its pieces; those below the lowest row gone stay.
            for word in &mut self.grid.bits[col * stride..][..stride] {
                let old = *word;
                if old & through(lowest) != 0 {
                    let moved = self
                        .stretches
                        .iter()
                        .map(|&(rows, drop)| (old & rows) << drop);
                    *word = moved.fold(old & !through(lowest), |word, rows| word | rows);
                }
            }
            // The highest stretch's first row lands on the column's new top.
            let new_top = above + drop;
            if O::KEEPS_BOARD {
                for row in top..new_top {
                    cells[row * cols + col] = Piece::default();
                }
            }
            self.grid.top[col] = new_top;
        }
        for col in bits(self.changed) {
            self.grid.link(col);
        }
        fallen
    }
}

/// Whether the piece at `(row, col)` is in a run on a rows × cols board whose colours
/// `colour_at` gives (0: empty).
pub fn in_run(
    rows: usize,
    cols: usize,
    colour_at: impl Fn(usize, usize) -> u8,
    (row, col): (usize, usize),
) -> bool {
    let colour = colour_at(row, col);
    // How many pieces of that colour follow in direction (dr, dc), up to the 2 a run needs.
    let same = |dr: isize, dc: isize| {
        (1..=2)
            .take_while(|&step| {
                let r = row.checked_add_signed(dr * step).filter(|&r| r < rows);
                let c = col.checked_add_signed(dc * step).filter(|&c| c < cols);
                r.zip(c).is_some_and(|(r, c)| colour_at(r, c) == colour)
            })
            .count()
    };
    colour != 0 && (same(0, -1) + same(0, 1) >= 2 || same(-1, 0) + same(1, 0) >= 2)
}

/// The special types: lines, squares, and the one that removes every piece of its colour.
const ROW_CLEARER: u8 = 1;
const COLUMN_CLEARER: u8 = 2;
const CROSS: u8 = 3;
const SMALL_SQUARE: u8 = 4;
const BIG_SQUARE: u8 = 5;
const COLOUR_BOMB: u8 = 6;

/// The areas a row, column, cross or square special of type `special` at (row, col) covers on
/// `grid`'s board, each as its columns and the rows it covers in each (occupied or not): a
/// cross is its row, then its column without that row; the others have one (the second
/// covers no column).
fn areas(special: u8, (row, col): (usize, usize), grid: &Grid) -> [(Range<usize>, u64); 2] {
    let (rows, cols) = (grid.board.rows, grid.board.cols);
    let line = (0..cols, 1 << row);
    let column = (col..col + 1, through(rows - 1));
    let square = |radius: usize| {
        let columns = col.saturating_sub(radius)..(col + radius + 1).min(cols);
        let last = (row + radius).min(rows - 1);
        (
            columns,
            through(last) & !through_before(row.saturating_sub(radius)),
        )
    };
    let none = (0..0, 0);
    match special {
        ROW_CLEARER => [line, none],
        COLUMN_CLEARER => [column, none],
        CROSS => [line, (column.0, column.1 & !(1 << row))],
        SMALL_SQUARE => [square(1), none],
        BIG_SQUARE => [square(2), none],
        _ => unreachable!("colour bombs are handled by the caller"),
    }
}

/// Adds the not yet doomed cells of `cells` to `erased`.
fn doom(doomed: &mut [u32], stamp: u32, cells: &[u16], erased: &mut Vec<u16>) {
    for &cell in cells {
        if doomed[cell as usize] != stamp {
            doomed[cell as usize] = stamp;
            erased.push(cell);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(colours: &[&[u8]], specials: &[&[u8]]) -> Board {
        let cols = colours[0].len();
        let cells = colours
            .iter()
            .zip(specials)
            .flat_map(|(cr, sr)| cr.iter().zip(sr.iter()))
            .enumerate()
            .map(|(i, (&colour, &special))| Piece {
                colour,
                special,
                id: i as u16,
            })
            .collect();
        Board {
            rows: colours.len(),
            cols,
            cells,
        }
    }

    #[test]
    fn an_l_of_five_is_one_block_of_two_runs() {
        let mut engine = Engine::new(board(
            &[&[1, 3, 4], &[1, 4, 3], &[2, 1, 1], &[1, 3, 4]],
            &[&[0; 3], &[0; 3], &[0; 3], &[0; 3]],
        ));
        assert_eq!(
            engine.play((0, 0), (0, 2), &mut Quiet),
            Outcome::Skipped(Skip::NotAdjacent)
        );
        // The 1 below the 2 rises: column 1 1 1 and row 1 1 1 meet at (3,1).
        let outcome = engine.play((2, 0), (3, 0), &mut Quiet);
        let Outcome::Played {
            rounds,
            main,
            score,
            ..
        } = outcome
        else {
            panic!("expected a valid swap, got {outcome:?}");
        };
        assert_eq!((rounds, main), (1, [1, 0]));
        assert_eq!((score.elimination, score.combination), (5, 200));
    }

    #[test]
    fn gravity_keeps_order_and_specials() {
        let mut engine = Engine::new(board(
            &[&[4, 9], &[5, 9], &[1, 2], &[1, 9], &[2, 1]],
            &[&[0, 0], &[3, 0], &[0, 0], &[0, 0], &[0, 0]],
        ));
        // Swap (5,1)=2 with (5,2)=1: column 1 becomes 4 5 1 1 1 -> run of three 1s.
        let outcome = engine.play((4, 0), (4, 1), &mut Quiet);
        let Outcome::Played { rounds, score, .. } = outcome else {
            panic!("expected a valid swap, got {outcome:?}");
        };
        assert_eq!(rounds, 1);
        // Removed 1+1+1, nothing else.
        assert_eq!(score.elimination, 3);
        let column: Vec<_> = (0..5)
            .map(|r| {
                let p = engine.board().cells[r * 2];
                (p.colour, p.special)
            })
            .collect();
        assert_eq!(column, vec![(0, 0), (0, 0), (0, 0), (4, 0), (5, 3)]);
    }
}
