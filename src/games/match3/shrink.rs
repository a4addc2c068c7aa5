//! Stress tests of match-3 programs: boards and operation counts grow to the statement's
//! limits; a failing input shrinks by runs of rows and columns left out (the board cropped
//! first, while there are operations enough to make up a hand on what is left), fewer
//! operations, no specials, fewer colours numbered from 1, and smaller numbers cell by cell.
//! A board whose lines meet where others were cut out has the pieces that now make runs
//! recoloured, and its operations are rebuilt (`rebuilt`): each valid one played where it
//! still is, or replaced by another swap of the board as it then stands that makes runs of
//! the same main colours, so that the hands keep their colours while the board around them
//! goes.

use super::engine::Swap;
use super::engine::{in_run, Board, Engine, Outcome, Quiet};
use super::input::{parse, write_input, Input};
use boardlab_core::shrink::{
    renumbered, runs, smaller, windows, without, Candidates, Lines, Stress, StressParam,
};
use boardlab_core::{InputError, Rules};
use std::ops::Range;
use std::rc::Rc;

pub const STRESS: Stress = Stress {
    params: &[
        StressParam {
            name: "n",
            start: 3,
            end: 50,
        },
        StressParam {
            name: "m",
            start: 3,
            end: 50,
        },
        StressParam {
            name: "k",
            start: 3,
            end: 100,
        },
        StressParam {
            name: "q",
            start: 2,
            end: 1000,
        },
        StressParam {
            name: "specials",
            start: 10,
            end: 30,
        },
        StressParam {
            name: "far",
            start: 5,
            end: 5,
        },
        // Swaps that make runs fill hands of five: without them a four of a kind is rare.
        StressParam {
            name: "runs",
            start: 60,
            end: 60,
        },
    ],
    shrink,
};

fn shrink(text: &str, _: &Rules) -> Result<Candidates, InputError> {
    let input = Rc::new(parse(text)?);
    let board = &input.board;
    let (rows, cols) = (board.rows, board.cols);
    let mains = Rc::new(main_colours(board, &input.swaps));
    let fewer_swaps = {
        let (input, mains) = (Rc::clone(&input), Rc::clone(&mains));
        runs(input.swaps.len()).flat_map(move |run| {
            let swaps = without(&input.swaps, run.clone());
            let followed = rebuilt(
                input.board.clone(),
                &without(&mains, run),
                swaps.iter().map(|&swap| Some(swap)),
            );
            with_swaps(&input, &input.board, followed, swaps)
        })
    };
    let fewer_lines = {
        let (input, mains) = (Rc::clone(&input), Rc::clone(&mains));
        Lines::runs(rows, cols)
            .into_iter()
            .flat_map(move |lines| cut(&input, &mains, &lines))
    };
    let plainer = {
        let input = Rc::clone(&input);
        let specials: Vec<usize> = (0..board.cells.len())
            .filter(|&i| board.cells[i].special != 0)
            .collect();
        let all = (specials.len() > 1).then(|| specials.clone());
        all.into_iter()
            .chain(specials.into_iter().map(|i| vec![i]))
            .map(move |cells| {
                let mut board = input.board.clone();
                for i in cells {
                    board.cells[i].special = 0;
                }
                write_input(&board, input.colours, &input.swaps)
            })
    };
    let fewer_colours = {
        let used = board
            .cells
            .iter()
            .map(|p| p.colour as usize)
            .max()
            .unwrap_or(1);
        let colours: Vec<u8> = board.cells.iter().map(|p| p.colour).collect();
        let input = Rc::clone(&input);
        let fewer = (used < input.colours).then(|| write_input(&input.board, used, &input.swaps));
        let renumbered = renumbered(&colours).map(move |(colours, count)| {
            let mut board = input.board.clone();
            for (piece, colour) in board.cells.iter_mut().zip(colours) {
                piece.colour = colour;
            }
            write_input(&board, count, &input.swaps)
        });
        fewer.into_iter().chain(renumbered)
    };
    // Last, as they are many: tried when nothing else is left.
    let stepped_cuts = {
        let (input, mains) = (Rc::clone(&input), Rc::clone(&mains));
        stepped_rows(rows, cols)
            .into_iter()
            .flat_map(move |taken| fallen(&input, &mains, &taken))
    };
    // Smaller numbers on single cells: such changes free the board of what held a row or a
    // column in place, and the colours and types only ever go down.
    let smaller_cells = (0..board.cells.len()).flat_map(move |i| {
        let piece = input.board.cells[i];
        let colours = smaller(i64::from(piece.colour), 1)
            .into_iter()
            .map(|c| (c, piece.special as i64));
        let types = smaller(i64::from(piece.special), 0)
            .into_iter()
            .map(move |t| (piece.colour as i64, t));
        let input = Rc::clone(&input);
        colours
            .chain(types)
            .collect::<Vec<_>>()
            .into_iter()
            .map(move |(colour, special)| {
                let mut board = input.board.clone();
                board.cells[i].colour = colour as u8;
                board.cells[i].special = special as u8;
                write_input(&board, input.colours, &input.swaps)
            })
    });
    Ok(Box::new(
        fewer_lines
            .chain(fewer_swaps)
            .chain(plainer)
            .chain(fewer_colours)
            .chain(smaller_cells)
            .chain(stepped_cuts),
    ))
}

/// The board without `lines`, its swaps moved with their cells (see `smaller_board`).
fn cut(input: &Input, mains: &[Option<[u8; 2]>], lines: &Lines) -> Vec<String> {
    let board = &input.board;
    let (rows, cols) = lines.size(board.rows, board.cols);
    let cells = lines.cells(board.cols, &board.cells);
    let moved = (input.swaps.iter())
        .map(|&(a, b)| Some((lines.moved(a)?, lines.moved(b)?)))
        .collect();
    smaller_board(input, mains, Board { rows, cols, cells }, moved)
}

/// The board with one piece taken out of each column (`taken`: its row in each column), the
/// pieces above falling into its place: a board one row smaller with the same play when no
/// swap or run touches the pieces taken, which a cut of whole rows or columns cannot make when
/// every line holds a swap or a run. A swap is moved by where the taken pieces are when it is
/// played (falling with the rest), as the play of the input goes (see `smaller_board`).
fn fallen(input: &Input, mains: &[Option<[u8; 2]>], taken: &[usize]) -> Vec<String> {
    let board = &input.board;
    let cols = board.cols;
    let rows = board.rows - 1;
    // Each column without its piece taken: the rows from it on hold the pieces below it.
    let cells = (0..rows * cols)
        .map(|i| {
            let (row, col) = (i / cols, i % cols);
            let from = if row < taken[col] { row } else { row + 1 };
            board.cells[from * cols + col]
        })
        .collect();
    let ids: Vec<u16> = (taken.iter().enumerate())
        .map(|(col, &row)| board.cells[row * cols + col].id)
        .collect();
    let mut engine = Engine::new(board.clone());
    let moved = (input.swaps.iter())
        .map(|&(a, b)| {
            let now = engine.board();
            // Row of the piece taken from `col` on the board as it stands (`None`: removed, the
            // column's top cell is empty and every piece stands where it would without it).
            let taken_row = |col: usize| {
                (0..now.rows).find(|&row| {
                    let piece = now.cells[row * cols + col];
                    !piece.is_empty() && piece.id == ids[col]
                })
            };
            let moved = |(row, col): (usize, usize)| match taken_row(col) {
                Some(taken) if row == taken => None,
                Some(taken) if row < taken => Some((row, col)),
                _ => Some((row.checked_sub(1)?, col)),
            };
            let swap = Some((moved(a)?, moved(b)?));
            engine.play(a, b, &mut Quiet);
            swap
        })
        .collect();
    smaller_board(input, mains, Board { rows, cols, cells }, moved)
}

/// The input on a smaller `board` (its pieces that now make runs recoloured) with its swaps
/// rebuilt, then with the swaps where `moved` puts them (`None`: a swap of a cell left out,
/// left out; the others move with their cells).
fn smaller_board(
    input: &Input,
    mains: &[Option<[u8; 2]>],
    board: Board,
    moved: Vec<Option<Swap>>,
) -> Vec<String> {
    let Some(board) = without_runs(board, input.colours) else {
        return Vec::new();
    };
    let swaps: Vec<Swap> = moved.iter().flatten().copied().collect();
    let followed = rebuilt(board.clone(), mains, moved.into_iter());
    with_swaps(input, &board, followed, swaps)
}

/// The rows to take a piece out of in each column (see `fallen`): a row of the board, except
/// over a run of columns (`windows`) where the cut steps one row up or down, so that it passes
/// by pieces of that row which the play needs.
fn stepped_rows(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let runs: Vec<Range<usize>> = windows(cols).filter(|run| run.len() < cols).collect();
    let mut found = Vec::new();
    for row in 0..rows {
        let steps = [row.checked_sub(1), Some(row + 1).filter(|&r| r < rows)];
        for step in steps.into_iter().flatten() {
            for run in &runs {
                found.push(
                    (0..cols)
                        .map(|col| if run.contains(&col) { step } else { row })
                        .collect(),
                );
            }
        }
    }
    found
}

/// `board` with each piece in a run (row-major) given the smallest colour that makes none
/// instead: a board whose lines met where others were cut out made valid again. `None` when a
/// piece has no such colour.
fn without_runs(mut board: Board, colours: usize) -> Option<Board> {
    for index in 0..board.cells.len() {
        let place = board.place(index);
        let colour_at = |r: usize, c: usize| board.cells[r * board.cols + c].colour;
        if in_run(board.rows, board.cols, colour_at, place) {
            board.cells[index].colour = board.colour_fitting(place, colours)?;
        }
    }
    Some(board)
}

/// The input with `board` and rebuilt swaps, then with `swaps` when they differ.
fn with_swaps(input: &Input, board: &Board, rebuilt: Vec<Swap>, swaps: Vec<Swap>) -> Vec<String> {
    let plain = (swaps != rebuilt).then(|| write_input(board, input.colours, &swaps));
    let mut found = vec![write_input(board, input.colours, &rebuilt)];
    found.extend(plain);
    found
}

/// The main colours of each swap as the judge plays them from `board`, smaller first (`None`
/// for a swap skipped).
fn main_colours(board: &Board, swaps: &[Swap]) -> Vec<Option<[u8; 2]>> {
    let mut engine = Engine::new(board.clone());
    (swaps.iter())
        .map(|&(a, b)| match engine.play(a, b, &mut Quiet) {
            Outcome::Played { main, .. } => Some(in_order(main)),
            Outcome::Skipped(_) => None,
        })
        .collect()
}

/// Main colours in an order that does not depend on the swap: smaller first, 0 (none) last.
fn in_order([a, b]: [u8; 2]) -> [u8; 2] {
    if b == 0 {
        [a, b]
    } else {
        [a.min(b), a.max(b)]
    }
}

/// The swaps played on `board` with the main colours `mains` (one for each swap of the input
/// before it was made smaller, `None` for a swap the judge skips, which is left out), each
/// where `swaps` puts it or any other swap of the board as it then stands (`Rebuild`): every
/// one if a search finds them, first with the same main colours, then with some of them;
/// else each the first swap that stands for it.
fn rebuilt(
    board: Board,
    mains: &[Option<[u8; 2]>],
    swaps: impl Iterator<Item = Option<Swap>>,
) -> Vec<Swap> {
    let wanted: Vec<([u8; 2], Option<Swap>)> = (mains.iter().zip(swaps))
        .filter_map(|(&main, swap)| Some((main?, swap)))
        .collect();
    let both: [&[Matcher]; 2] = [&[same], &[same, among]];
    for matchers in both {
        let mut search = Rebuild::new(board.clone(), &wanted);
        if search.all_from(0, matchers) {
            return search.kept;
        }
    }
    let mut greedy = Rebuild::new(board, &wanted);
    greedy.each();
    greedy.kept
}

/// Plays a rebuilding may take: a search that finds nothing soon gives up.
const REBUILD_PLAYS: usize = 200;

/// Swaps played again on a smaller board: for each swap wanted, its main colours and where it
/// is on that board, if it is. A swap stands for a wanted one when it makes runs of the same
/// main colours, or failing that of some of them (a hand with fewer choices).
struct Rebuild<'a> {
    engine: Engine,
    wanted: &'a [([u8; 2], Option<Swap>)],
    kept: Vec<Swap>,
    /// Plays left.
    plays: usize,
}

impl<'a> Rebuild<'a> {
    fn new(board: Board, wanted: &'a [([u8; 2], Option<Swap>)]) -> Self {
        Rebuild {
            engine: Engine::new(board),
            wanted,
            kept: Vec::new(),
            plays: REBUILD_PLAYS,
        }
    }

    /// The swaps that may stand for wanted swap `i` on the board as it stands: where it is,
    /// then every swap that makes a run, none once the plays ran out.
    fn choices(&self, i: usize) -> Vec<Swap> {
        if self.plays == 0 {
            return Vec::new();
        }
        let board = self.engine.board();
        let anywhere = (board.adjacent_swaps()).filter(|&swap| board.makes_run(swap));
        self.wanted[i].1.into_iter().chain(anywhere).collect()
    }

    /// Plays `swap` when it is valid with main colours that match wanted swap `i`'s, and
    /// says whether it did (the board is as it was when not).
    fn plays_as(&mut self, i: usize, (a, b): Swap, matches: Matcher) -> bool {
        self.plays = self.plays.saturating_sub(1);
        let before = self.engine.grid.clone();
        match self.engine.play(a, b, &mut Quiet) {
            Outcome::Played { main, .. } if matches(in_order(main), self.wanted[i].0) => true,
            Outcome::Played { .. } => {
                self.engine.grid.clone_from(&before);
                false
            }
            Outcome::Skipped(_) => false,
        }
    }

    /// Depth first: whether swaps stand for every wanted swap from `i` on (then they are
    /// kept), within the plays left.
    fn all_from(&mut self, i: usize, matchers: &[Matcher]) -> bool {
        if i == self.wanted.len() {
            return true;
        }
        for &matches in matchers {
            for swap in self.choices(i) {
                let before = self.engine.grid.clone();
                if self.plays_as(i, swap, matches) {
                    self.kept.push(swap);
                    if self.all_from(i + 1, matchers) {
                        return true;
                    }
                    self.kept.pop();
                    self.engine.grid.clone_from(&before);
                }
                if self.plays == 0 {
                    return false;
                }
            }
        }
        false
    }

    /// Each wanted swap in turn: the first swap that stands for it, if any (once the plays ran
    /// out, only where it is).
    fn each(&mut self) {
        for i in 0..self.wanted.len() {
            let mut choices = self.choices(i);
            if choices.is_empty() {
                choices.extend(self.wanted[i].1);
            }
            let found = [same, among].into_iter().find_map(|matches| {
                (choices.iter().copied()).find(|&swap| self.plays_as(i, swap, matches))
            });
            self.kept.extend(found);
        }
    }
}

/// Whether a swap's main colours (first) match a wanted swap's.
type Matcher = fn([u8; 2], [u8; 2]) -> bool;

/// Main colours that are `wanted`.
fn same(played: [u8; 2], wanted: [u8; 2]) -> bool {
    played == wanted
}

/// Main colours all among `wanted`: a hand with fewer choices.
fn among(played: [u8; 2], wanted: [u8; 2]) -> bool {
    (played.iter()).all(|&colour| colour == 0 || wanted.contains(&colour))
}
