//! Random valid puzzles, none with a removable group at the start.
//!
//! Solvable: a board of triples (three blocks of one colour in a row or a column) vanishes at
//! once; n swaps of neighbouring blocks of different colours, each breaking a triple still whole
//! where it can, scramble it, and undoing them solves it. That is checked by playing the undoing
//! moves (a removal on the way may spoil the plan: then the next attempt is made).
//! Unsolvable: a random board without runs, kept when the solver finds no answer.
//! In replay mode the answer after the puzzle is the undoing moves, or -1.

use super::engine::{Board, Move, SameColourSwap, COLOURS, HEIGHT, WIDTH};
use super::input::{replay_mode, same_colour_rule};
use super::search::solve;
use boardlab_core::msg;
use boardlab_core::{GenParam, InputError, Params, Progress, Random, Rules, TestKind};
use std::fmt::Write;

/// Boards tried before giving up on the parameters.
const ATTEMPTS: usize = 1000;
/// Boards tried for a full one (a column `height` tall): about 1 in 2,000 solvable boards of 5
/// moves is, so 20,000 tries miss with a chance of about 1 in 10,000 (a few tenths of a second).
const FULL_ATTEMPTS: usize = 20_000;

pub const PARAMS: &[GenParam] = &[
    GenParam {
        name: "n",
        help: "moves n",
        default: 3,
        min: 1,
        max: 5,
    },
    GenParam {
        name: "colours",
        help: "colours used (at most)",
        default: 4,
        min: 2,
        max: COLOURS as i64,
    },
    GenParam {
        name: "height",
        help: "blocks in the tallest column (at most)",
        default: 6,
        min: 3,
        max: HEIGHT as i64,
    },
    GenParam {
        name: "full",
        help: "1: the tallest column has exactly height blocks",
        default: 0,
        min: 0,
        max: 1,
    },
    GenParam {
        name: "solvable",
        help: "1: the board can be emptied in exactly n moves; 0: the answer is -1",
        default: 1,
        min: 0,
        max: 1,
    },
];

/// The kinds of tests of a problem package (`boardlab package`), the statement's extremes first.
pub const TESTS: &[TestKind] = &[
    TestKind {
        name: "five-moves-full",
        params: &[
            ("n", 5, 5),
            ("colours", 8, 10),
            ("height", 7, 7),
            ("full", 1, 1),
            ("solvable", 1, 1),
        ],
        rules: &[],
    },
    TestKind {
        name: "no-solution",
        params: &[
            ("n", 5, 5),
            ("colours", 2, 4),
            ("height", 5, 7),
            ("solvable", 0, 0),
        ],
        rules: &[],
    },
    TestKind {
        name: "one-move",
        params: &[
            ("n", 1, 1),
            ("colours", 2, 10),
            ("height", 3, 7),
            ("solvable", 1, 1),
        ],
        rules: &[],
    },
    TestKind {
        name: "random",
        params: &[
            ("n", 1, 5),
            ("colours", 2, 10),
            ("height", 3, 7),
            ("solvable", 0, 1),
        ],
        rules: &[],
    },
];

pub fn generate(params: &Params, rules: &Rules, random: &mut Random) -> Result<String, InputError> {
    let n = params.size("n");
    let rule = same_colour_rule(rules);
    let solvable = params.get("solvable") == 1;
    let (height, colours) = (params.size("height"), params.get("colours"));
    let full = params.get("full") == 1;
    let attempts = if full { FULL_ATTEMPTS } else { ATTEMPTS };
    for _ in 0..attempts {
        let (columns, answer) = if solvable {
            // A swap breaks at most two triples.
            let triples = 1 + random.index(2 * n);
            let cleared = triples_board(triples, height, colours, random);
            let Some((columns, undo)) = scramble(cleared, n, random) else {
                continue;
            };
            let board = Board::from_columns(&columns);
            if has_run(&board) || !empties(&board, &undo, rule) {
                continue;
            }
            let answer: String = undo.iter().map(|mv| format!("{mv}\n")).collect();
            (columns, answer)
        } else {
            let Some(columns) = board_without_runs(height, colours, random) else {
                continue;
            };
            let board = Board::from_columns(&columns);
            match solve(&board, n, rule, &mut Progress::silent()) {
                Ok(solution) if solution.moves.is_none() => (columns, "-1\n".to_string()),
                _ => continue,
            }
        };
        // Swaps keep the columns' heights: a board is full or not from the start.
        if full && columns.iter().map(Vec::len).max() != Some(height) {
            continue;
        }
        let mut text = format!("{n}\n");
        for column in &columns {
            for colour in column {
                write!(text, "{colour} ").expect("writing to a String cannot fail");
            }
            text.push_str("0\n");
        }
        if replay_mode(rules) {
            text.push_str(&answer);
        }
        return Ok(text);
    }
    Err(InputError::general(msg!(
        "mayan-gen-no-puzzle",
        attempts = attempts
    )))
}

/// Whether `board` has a removable group (which no input may have at the start).
fn has_run(board: &Board) -> bool {
    board.removal_masks().iter().any(|&mask| mask != 0)
}

/// Columns of random heights up to `height` and random colours, no three equal in a row or a
/// column; `None` when a cell has no colour left (two colours can paint themselves in).
fn board_without_runs(
    height: usize,
    colours: i64,
    random: &mut Random,
) -> Option<[Vec<u8>; WIDTH]> {
    let mut columns: [Vec<u8>; WIDTH] = Default::default();
    let heights: Vec<usize> = (0..WIDTH).map(|_| random.index(height + 1)).collect();
    for y in 0..height {
        for x in 0..WIDTH {
            if y >= heights[x] {
                continue;
            }
            let at = |columns: &[Vec<u8>; WIDTH], x: usize, y: usize| columns[x].get(y).copied();
            let below = (y >= 2 && at(&columns, x, y - 1) == at(&columns, x, y - 2))
                .then(|| at(&columns, x, y - 1))
                .flatten();
            let left = (x >= 2
                && at(&columns, x - 1, y).is_some()
                && at(&columns, x - 1, y) == at(&columns, x - 2, y))
            .then(|| at(&columns, x - 1, y))
            .flatten();
            let allowed: Vec<u8> = (1..=colours as u8)
                .filter(|&c| Some(c) != below && Some(c) != left)
                .collect();
            if allowed.is_empty() {
                return None;
            }
            columns[x].push(*random.pick(&allowed));
        }
    }
    Some(columns)
}

/// Columns (bottom to top) of up to `count` triples, each placed on top of the board: across
/// three columns of equal height or up one column, no column over `height` blocks.
fn triples_board(
    count: usize,
    height: usize,
    colours: i64,
    random: &mut Random,
) -> [Vec<u8>; WIDTH] {
    let mut columns: [Vec<u8>; WIDTH] = Default::default();
    for _ in 0..count {
        // (first column, across) for every place a triple fits.
        let mut places: Vec<(usize, bool)> = (0..WIDTH)
            .filter(|&x| columns[x].len() + 3 <= height)
            .map(|x| (x, false))
            .collect();
        places.extend(
            (0..WIDTH - 2)
                .filter(|&x| {
                    let level = columns[x].len();
                    level < height && columns[x + 1..x + 3].iter().all(|c| c.len() == level)
                })
                .map(|x| (x, true)),
        );
        if places.is_empty() {
            break;
        }
        let (x, across) = *random.pick(&places);
        let colour = random.int(1..=colours) as u8;
        if across {
            for column in &mut columns[x..x + 3] {
                column.push(colour);
            }
        } else {
            columns[x].extend([colour; 3]);
        }
    }
    columns
}

/// `swaps` random swaps of horizontally neighbouring blocks of different colours, each touching
/// a block of a run where there is such a pair, and the moves that undo them (last swap
/// first); `None` when no pair is left.
fn scramble(
    mut columns: [Vec<u8>; WIDTH],
    swaps: usize,
    random: &mut Random,
) -> Option<([Vec<u8>; WIDTH], Vec<Move>)> {
    let mut undo = Vec::with_capacity(swaps);
    for _ in 0..swaps {
        let masks = Board::from_columns(&columns).removal_masks();
        let in_run = |x: usize, y: usize| masks[x] >> (4 * y) & 15 != 0;
        let pairs: Vec<(usize, usize)> = (0..WIDTH - 1)
            .flat_map(|x| (0..HEIGHT).map(move |y| (x, y)))
            .filter(|&(x, y)| match (columns[x].get(y), columns[x + 1].get(y)) {
                (Some(left), Some(right)) => left != right,
                _ => false,
            })
            .collect();
        let breaking: Vec<(usize, usize)> = pairs
            .iter()
            .copied()
            .filter(|&(x, y)| in_run(x, y) || in_run(x + 1, y))
            .collect();
        let (x, y) = match (breaking.is_empty(), pairs.is_empty()) {
            (false, _) => *random.pick(&breaking),
            (true, false) => *random.pick(&pairs),
            (true, true) => return None,
        };
        let left = columns[x][y];
        columns[x][y] = columns[x + 1][y];
        columns[x + 1][y] = left;
        undo.push(Move { x, y, g: 1 });
    }
    undo.reverse();
    Some((columns, undo))
}

/// Whether playing `moves` on `board` empties it, each move a legal move under `rule`.
fn empties(board: &Board, moves: &[Move], rule: SameColourSwap) -> bool {
    let mut board = *board;
    for &mv in moves {
        let same_colour = mv
            .target()
            .is_some_and(|t| board.colour(t, mv.y) == board.colour(mv.x, mv.y));
        if same_colour && rule == SameColourSwap::Skipped {
            return false;
        }
        match board.after(mv) {
            Some(next) => board = next,
            None => return false,
        }
    }
    board.is_empty()
}
