//! The rules as the judges apply them: swaps, runs, specials, gravity and the scores of one
//! operation. [`Engine::play`] reports every stage to an [`Observer`]: the judge path passes
//! [`Quiet`] (every callback compiles away), the timeline passes one that builds a single step.

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

/// A 4-connected same-colour block of run cells (specials' victims excluded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Component {
    pub colour: u8,
    pub size: u32,
    /// The block's first cell in row-major order.
    pub first: u16,
}

impl Component {
    pub fn points(&self) -> i64 {
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
    /// Whether the observer looks at every firing: without it, firings that cannot doom
    /// anything new (once every piece is doomed, or on lines already swept this round) are
    /// only counted.
    const WATCHES_FIRINGS: bool = true;
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
    const WATCHES_FIRINGS: bool = false;
}

/// Plays operations on a board, with scratch space reused across rounds. Membership sets are
/// "stamped": a cell belongs to the current set when its entry equals the current stamp, so
/// nothing is cleared between rounds.
pub struct Engine {
    pub board: Board,
    stamp: u32,
    in_run: Vec<u32>,
    in_block: Vec<u32>,
    doomed: Vec<u32>,
    runs: Vec<u16>,
    blocks: Vec<Component>,
    erased: Vec<u16>,
    covered: Vec<u16>,
    stack: Vec<u16>,
    /// Per column, the lowest row that lost a piece this round (-1: none).
    lowest: Vec<i32>,
    /// The columns that lost a piece this round.
    changed: Vec<u16>,
    /// Per column, its highest row holding a piece (rows: none), while an operation plays.
    top: Vec<usize>,
    /// Per colour, the stamp of the round its pieces were collected in, and those pieces.
    colour_seen: Vec<u32>,
    by_colour: Vec<Vec<u16>>,
    /// Per row and column, the stamp of the round a line special swept it in.
    row_swept: Vec<u32>,
    col_swept: Vec<u32>,
}

impl Engine {
    pub fn new(board: Board) -> Self {
        let size = board.cells.len();
        let (rows, cols) = (board.rows, board.cols);
        Engine {
            board,
            stamp: 0,
            in_run: vec![0; size],
            in_block: vec![0; size],
            doomed: vec![0; size],
            runs: Vec::new(),
            blocks: Vec::new(),
            erased: Vec::new(),
            covered: Vec::new(),
            stack: Vec::new(),
            lowest: vec![-1; cols],
            changed: Vec::new(),
            top: vec![0; cols],
            colour_seen: vec![0; 256],
            by_colour: vec![Vec::new(); 256],
            row_swept: vec![0; rows],
            col_swept: vec![0; cols],
        }
    }

    /// Swaps (r1, c1) and (r2, c2) (0-based, on the board) and plays the rounds that follow.
    pub fn play<O: Observer>(
        &mut self,
        (r1, c1): (usize, usize),
        (r2, c2): (usize, usize),
        observer: &mut O,
    ) -> Outcome {
        let cols = self.board.cols;
        let (a, b) = (r1 * cols + c1, r2 * cols + c2);
        let skip = if a == b {
            Some(Skip::SameCell)
        } else if r1.abs_diff(r2) + c1.abs_diff(c2) != 1 {
            Some(Skip::NotAdjacent)
        } else if self.board.cells[a].is_empty() || self.board.cells[b].is_empty() {
            Some(Skip::EmptyCell)
        } else {
            None
        };
        if let Some(why) = skip {
            observer.skipped(&self.board, why);
            return Outcome::Skipped(why);
        }
        self.board.cells.swap(a, b);
        // The board had no run before the swap, so every run passes through a swapped cell.
        self.new_stamp();
        // Adjacent cells share a row or a column: scan it once, and both crossing lines.
        let last_row = self.board.rows - 1;
        self.scan_row(r1);
        self.scan_col(c1, 0, last_row);
        if r1 == r2 {
            self.scan_col(c2, 0, last_row);
        } else {
            self.scan_row(r2);
        }
        if self.runs.is_empty() {
            self.board.cells.swap(a, b);
            observer.skipped(&self.board, Skip::NoRun);
            return Outcome::Skipped(Skip::NoRun);
        }
        let main = self.main_colours();
        observer.swapped(&self.board, main);
        self.find_tops();
        let mut score = Score::default();
        let mut firings = 0;
        let mut round = 0;
        let mut pieces = self.board.cells.iter().filter(|p| !p.is_empty()).count();
        loop {
            round += 1;
            self.runs.sort_unstable();
            self.find_blocks();
            score.combination += self.blocks.iter().map(Component::points).sum::<i64>();
            observer.runs(round, &self.board, &self.runs, &self.blocks);
            firings += self.close_over_specials(round, pieces, observer);
            pieces -= self.erased.len();
            let points = i64::from(round) * self.remove(round, observer);
            score.elimination += points;
            let fallen = self.fall();
            self.new_stamp();
            self.scan_changed();
            if self.runs.is_empty() {
                let chain = 80 * i64::from(round - 1) * i64::from(round - 1);
                score.chain = chain;
                observer.fell(round, &self.board, fallen, Some(chain));
                return Outcome::Played {
                    rounds: round,
                    firings,
                    main,
                    score,
                };
            }
            observer.fell(round, &self.board, fallen, None);
        }
    }

    fn new_stamp(&mut self) {
        self.stamp += 1;
        self.runs.clear();
    }

    fn mark_run(&mut self, index: usize) {
        if self.in_run[index] != self.stamp {
            self.in_run[index] = self.stamp;
            self.runs.push(index as u16);
        }
    }

    /// Marks every run of row `row`.
    fn scan_row(&mut self, row: usize) {
        let cols = self.board.cols;
        let base = row * cols;
        let mut start = 0;
        while start < cols {
            // A slice, not the Vec: the size-optimised wasm build calls `Vec::index` per cell.
            let line = &self.board.cells[base..base + cols];
            let colour = line[start].colour;
            let mut end = start + 1;
            while end < cols && line[end].colour == colour {
                end += 1;
            }
            if colour != 0 && end - start >= 3 {
                (start..end).for_each(|c| self.mark_run(base + c));
            }
            start = end;
        }
    }

    /// Marks every run of column `col` that starts in rows `first_row..=last_row` (a run may
    /// extend below), the rows above `first_row` being empty.
    fn scan_col(&mut self, col: usize, first_row: usize, last_row: usize) {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let mut start = first_row;
        while start <= last_row {
            let cells = self.board.cells.as_slice();
            let colour = cells[start * cols + col].colour;
            let mut end = start + 1;
            while end < rows && cells[end * cols + col].colour == colour {
                end += 1;
            }
            if colour != 0 && end - start >= 3 {
                (start..end).for_each(|r| self.mark_run(r * cols + col));
            }
            start = end;
        }
    }

    /// Marks the run through (row, col) of row `row`, if any; returns the column just past the
    /// same-colour segment containing `col`.
    fn scan_row_around(&mut self, row: usize, col: usize) -> usize {
        let cols = self.board.cols;
        let base = row * cols;
        let line = &self.board.cells[base..base + cols];
        let colour = line[col].colour;
        if colour == 0 {
            return col + 1;
        }
        let mut start = col;
        while start > 0 && line[start - 1].colour == colour {
            start -= 1;
        }
        let mut end = col + 1;
        while end < cols && line[end].colour == colour {
            end += 1;
        }
        if end - start >= 3 {
            (start..end).for_each(|c| self.mark_run(base + c));
        }
        end
    }

    /// Finds the runs after gravity: only cells at or above a column's lowest removed row
    /// changed, and a new run must contain a changed cell.
    fn scan_changed(&mut self) {
        let rows = self.board.rows;
        self.changed.sort_unstable();
        let (mut highest, mut deepest) = (rows, 0);
        for k in 0..self.changed.len() {
            let col = self.changed[k] as usize;
            let lowest = self.lowest[col] as usize;
            self.scan_col(col, self.top[col], (lowest + 2).min(rows - 1));
            highest = highest.min(self.top[col]);
            deepest = deepest.max(lowest);
        }
        // Rows above every changed column's top are empty there.
        for row in highest..=deepest {
            let mut examined = 0;
            for k in 0..self.changed.len() {
                let col = self.changed[k] as usize;
                if col >= examined && self.lowest[col] >= row as i32 {
                    examined = self.scan_row_around(row, col);
                }
            }
        }
    }

    fn main_colours(&self) -> [u8; 2] {
        let first = self.board.cells[self.runs[0] as usize].colour;
        let second = self
            .runs
            .iter()
            .map(|&i| self.board.cells[i as usize].colour)
            .find(|&c| c != first)
            .unwrap_or(0);
        [first, second]
    }

    /// Splits the run cells into 4-connected same-colour blocks.
    fn find_blocks(&mut self) {
        let (rows, cols) = (self.board.rows, self.board.cols);
        self.blocks.clear();
        for k in 0..self.runs.len() {
            let first = self.runs[k];
            if self.in_block[first as usize] == self.stamp {
                continue;
            }
            let colour = self.board.cells[first as usize].colour;
            self.in_block[first as usize] = self.stamp;
            self.stack.clear();
            self.stack.push(first);
            let mut size = 0;
            while let Some(cell) = self.stack.pop() {
                size += 1;
                let (r, c) = (cell as usize / cols, cell as usize % cols);
                let neighbours = [
                    (r > 0).then(|| cell as usize - cols),
                    (r + 1 < rows).then(|| cell as usize + cols),
                    (c > 0).then(|| cell as usize - 1),
                    (c + 1 < cols).then(|| cell as usize + 1),
                ];
                for next in neighbours.into_iter().flatten() {
                    if self.in_run[next] == self.stamp
                        && self.in_block[next] != self.stamp
                        && self.board.cells[next].colour == colour
                    {
                        self.in_block[next] = self.stamp;
                        self.stack.push(next as u16);
                    }
                }
            }
            self.blocks.push(Component {
                colour,
                size,
                first,
            });
        }
    }

    /// Grows the doomed set from the run cells by firing every special in it, in the order
    /// pieces joined. Returns how many specials fired. `pieces`: how many the board holds.
    fn close_over_specials<O: Observer>(
        &mut self,
        round: u32,
        pieces: usize,
        observer: &mut O,
    ) -> u32 {
        self.erased.clear();
        for &cell in &self.runs {
            self.doomed[cell as usize] = self.stamp;
            self.erased.push(cell);
        }
        let mut firings = 0;
        let mut next = 0;
        while next < self.erased.len() {
            if !O::WATCHES_FIRINGS && self.erased.len() == pieces {
                // Every piece is doomed: the specials left fire without covering anything new.
                let left = &self.erased[next..];
                let specials = left
                    .iter()
                    .filter(|&&at| self.board.cells[at as usize].special != 0);
                return firings + specials.count() as u32;
            }
            let at = self.erased[next];
            next += 1;
            let piece = self.board.cells[at as usize];
            if piece.special == 0 {
                continue;
            }
            firings += 1;
            if piece.special == COLOUR_BOMB {
                // Within a round the board stands still, so every bomb of one colour covers
                // the same pieces: collect them once per round, and later bombs add nothing.
                let colour = usize::from(piece.colour);
                if self.colour_seen[colour] != self.stamp {
                    self.colour_seen[colour] = self.stamp;
                    let pieces = &mut self.by_colour[colour];
                    pieces.clear();
                    for (index, other) in self.board.cells.iter().enumerate() {
                        if other.colour == piece.colour {
                            pieces.push(index as u16);
                        }
                    }
                    doom(&mut self.doomed, self.stamp, pieces, &mut self.erased);
                }
                let covered = &self.by_colour[colour];
                observer.fired(round, &self.board, at, covered, &self.erased);
            } else if !O::WATCHES_FIRINGS && self.sweeps_nothing_new(at as usize, piece.special) {
                // The lines it sweeps were swept this round: it covers nothing new.
                continue;
            } else {
                cover(&self.board, at as usize, piece, &mut self.covered);
                doom(
                    &mut self.doomed,
                    self.stamp,
                    &self.covered,
                    &mut self.erased,
                );
                observer.fired(round, &self.board, at, &self.covered, &self.erased);
            }
        }
        firings
    }

    /// Marks the row and column a line special at `at` sweeps as swept this round; true when
    /// every one was swept already (it covers nothing new: the board stands still in a round).
    fn sweeps_nothing_new(&mut self, at: usize, special: u8) -> bool {
        let (row, col) = self.board.place(at);
        let sweep = |swept: &mut Vec<u32>, line: usize| {
            std::mem::replace(&mut swept[line], self.stamp) == self.stamp
        };
        match special {
            ROW_CLEARER => sweep(&mut self.row_swept, row),
            COLUMN_CLEARER => sweep(&mut self.col_swept, col),
            // `&`, not `&&`: both lines are marked.
            CROSS => sweep(&mut self.row_swept, row) & sweep(&mut self.col_swept, col),
            _ => false,
        }
    }

    /// Removes the doomed pieces; returns the sum of their colours.
    fn remove(&mut self, round: u32, observer: &mut impl Observer) -> i64 {
        let cols = self.board.cols;
        let mut colours = 0;
        for &cell in &self.erased {
            colours += i64::from(self.board.cells[cell as usize].colour);
        }
        observer.removed(round, &self.board, &self.erased, i64::from(round) * colours);
        for &col in &self.changed {
            self.lowest[col as usize] = -1;
        }
        self.changed.clear();
        for &cell in &self.erased {
            let cell = cell as usize;
            self.board.cells[cell] = Piece::default();
            let (row, col) = (cell / cols, cell % cols);
            if self.lowest[col] < 0 {
                self.changed.push(col as u16);
            }
            self.lowest[col] = self.lowest[col].max(row as i32);
        }
        colours
    }

    /// Compacts every column that lost pieces; returns how many pieces moved.
    fn fall(&mut self) -> u32 {
        let cols = self.board.cols;
        let cells = self.board.cells.as_mut_slice();
        let mut fallen = 0;
        for &col in &self.changed {
            let col = col as usize;
            let lowest = self.lowest[col] as usize;
            let mut write = lowest;
            for row in (self.top[col]..=lowest).rev() {
                let piece = cells[row * cols + col];
                if piece.is_empty() {
                    continue;
                }
                if write != row {
                    cells[write * cols + col] = piece;
                    cells[row * cols + col] = Piece::default();
                    fallen += 1;
                }
                // `write` only reaches below 0 after the last piece of the column moved.
                write = write.wrapping_sub(1);
            }
            self.top[col] = write.wrapping_add(1);
        }
        fallen
    }

    /// Sets `top` for the board as it stands.
    fn find_tops(&mut self) {
        let (rows, cols) = (self.board.rows, self.board.cols);
        for col in 0..cols {
            self.top[col] = (0..rows)
                .find(|&row| !self.board.cells[row * cols + col].is_empty())
                .unwrap_or(rows);
        }
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

/// The special types that sweep whole lines, and the one that removes every piece of its colour.
const ROW_CLEARER: u8 = 1;
const COLUMN_CLEARER: u8 = 2;
const CROSS: u8 = 3;
const COLOUR_BOMB: u8 = 6;

/// The occupied cells a row, column, cross or square special `piece` at `at` covers.
fn cover(board: &Board, at: usize, piece: Piece, out: &mut Vec<u16>) {
    out.clear();
    let (rows, cols) = (board.rows, board.cols);
    let (row, col) = board.place(at);
    let mut take = |r: usize, c: usize| {
        let index = r * cols + c;
        if !board.cells[index].is_empty() {
            out.push(index as u16);
        }
    };
    let square = |radius: usize, take: &mut dyn FnMut(usize, usize)| {
        for r in row.saturating_sub(radius)..=(row + radius).min(rows - 1) {
            for c in col.saturating_sub(radius)..=(col + radius).min(cols - 1) {
                take(r, c);
            }
        }
    };
    match piece.special {
        1 => (0..cols).for_each(|c| take(row, c)),
        2 => (0..rows).for_each(|r| take(r, col)),
        3 => {
            (0..cols).for_each(|c| take(row, c));
            (0..rows).filter(|&r| r != row).for_each(|r| take(r, col));
        }
        4 => square(1, &mut take),
        5 => square(2, &mut take),
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
                let p = engine.board.cells[r * 2];
                (p.colour, p.special)
            })
            .collect();
        assert_eq!(column, vec![(0, 0), (0, 0), (0, 0), (4, 0), (5, 3)]);
    }
}
