//! Random valid inputs: a full board without a run of 3, some specials, and swaps that are mostly
//! between neighbours (so most are valid and set off cascades); some of them (`runs`) chosen
//! among the swaps that make a run on the board as it then stands, so that long games fill
//! hands of five, four of a kind and the like.

use super::engine::{Board, Engine, Piece, Quiet};
use super::input::{write_input, MAX_COLOURS, MAX_OPERATIONS, MAX_SIDE, MAX_SPECIAL};
use boardlab_core::msg;
use boardlab_core::{GenParam, InputError, Params, Random, Rules, TestKind};

pub const PARAMS: &[GenParam] = &[
    GenParam {
        name: "n",
        help: "rows",
        default: 8,
        min: 1,
        max: MAX_SIDE as i64,
    },
    GenParam {
        name: "m",
        help: "columns",
        default: 8,
        min: 1,
        max: MAX_SIDE as i64,
    },
    GenParam {
        name: "k",
        help: "colours",
        default: 5,
        min: 1,
        max: MAX_COLOURS as i64,
    },
    GenParam {
        name: "q",
        help: "swaps",
        default: 20,
        min: 1,
        max: MAX_OPERATIONS as i64,
    },
    GenParam {
        name: "specials",
        help: "percent of pieces with a special type 1..6",
        default: 10,
        min: 0,
        max: 100,
    },
    GenParam {
        name: "far",
        help: "percent of swaps between two random cells (mostly invalid) instead of neighbours",
        default: 5,
        min: 0,
        max: 100,
    },
    GenParam {
        name: "runs",
        help: "percent of swaps chosen among those that make a run on the board as it then stands",
        default: 0,
        min: 0,
        max: 100,
    },
];

/// The kinds of tests of a problem package (`boardlab package`), the statement's extremes first.
pub const TESTS: &[TestKind] = &[
    TestKind {
        name: "max-size",
        params: &[("n", 50, 50), ("m", 50, 50), ("k", 4, 6), ("q", 1000, 1000)],
        rules: &[],
    },
    TestKind {
        name: "many-colours",
        params: &[
            ("n", 50, 50),
            ("m", 50, 50),
            ("k", 100, 100),
            ("q", 1000, 1000),
        ],
        rules: &[],
    },
    TestKind {
        name: "specials",
        params: &[
            ("n", 5, 50),
            ("m", 5, 50),
            ("k", 3, 6),
            ("q", 1, 1000),
            ("specials", 100, 100),
        ],
        rules: &[],
    },
    TestKind {
        name: "far-swaps",
        params: &[
            ("n", 2, 50),
            ("m", 2, 50),
            ("k", 2, 10),
            ("q", 1, 1000),
            ("far", 100, 100),
        ],
        rules: &[],
    },
    TestKind {
        name: "tiny",
        params: &[("n", 1, 2), ("m", 1, 2), ("k", 1, 3), ("q", 1, 10)],
        rules: &[],
    },
    TestKind {
        name: "random",
        params: &[
            ("n", 1, 50),
            ("m", 1, 50),
            ("k", 2, 100),
            ("q", 1, 1000),
            ("specials", 0, 30),
            ("far", 0, 20),
        ],
        rules: &[],
    },
];

pub fn generate(params: &Params, _: &Rules, random: &mut Random) -> Result<String, InputError> {
    let (rows, cols) = (params.size("n"), params.size("m"));
    let colours = params.get("k");
    let specials = params.get("specials");
    let cells = colours_without_runs(rows, cols, colours, random)?
        .into_iter()
        .enumerate()
        .map(|(index, colour)| Piece {
            colour: colour as u8,
            special: if random.percent(specials) {
                random.int(1..=MAX_SPECIAL as i64) as u8
            } else {
                0
            },
            id: index as u16,
        })
        .collect();
    let board = Board { rows, cols, cells };
    let (far, runs) = (params.get("far"), params.get("runs"));
    // With `runs`, the swaps are played as they are drawn, so that those chosen to make a run
    // make one; without it nothing is played, and no number drawn, so that inputs without it
    // are as they always were.
    let mut engine = (runs > 0).then(|| Engine::new(board.clone()));
    let mut swaps = Vec::new();
    for _ in 0..params.get("q") {
        let making_runs: Vec<_> = match &engine {
            Some(engine) if random.percent(runs) => {
                let now = engine.board();
                (now.adjacent_swaps())
                    .filter(|&swap| now.makes_run(swap))
                    .collect()
            }
            _ => Vec::new(),
        };
        let swap = if making_runs.is_empty() {
            let (r1, c1) = (random.index(rows), random.index(cols));
            let other = if random.percent(far) {
                (random.index(rows), random.index(cols))
            } else {
                neighbour(r1, c1, rows, cols, random)
            };
            ((r1, c1), other)
        } else {
            *random.pick(&making_runs)
        };
        if let Some(engine) = &mut engine {
            engine.play(swap.0, swap.1, &mut Quiet);
        }
        swaps.push(swap);
    }
    Ok(write_input(&board, colours as usize, &swaps))
}

/// A random orthogonal neighbour of (row, col) on the board, or the cell itself on a 1×1 board.
fn neighbour(
    row: usize,
    col: usize,
    rows: usize,
    cols: usize,
    random: &mut Random,
) -> (usize, usize) {
    let mut options = Vec::new();
    if row > 0 {
        options.push((row - 1, col));
    }
    if row + 1 < rows {
        options.push((row + 1, col));
    }
    if col > 0 {
        options.push((row, col - 1));
    }
    if col + 1 < cols {
        options.push((row, col + 1));
    }
    if options.is_empty() {
        return (row, col);
    }
    *random.pick(&options)
}

/// Row-major colours 1..=k with no run of 3 in a row or column.
fn colours_without_runs(
    rows: usize,
    cols: usize,
    colours: i64,
    random: &mut Random,
) -> Result<Vec<i64>, InputError> {
    match colours {
        1 if rows >= 3 || cols >= 3 => Err(InputError::general(msg!(
            "match3-gen-one-colour",
            rows = rows,
            cols = cols
        ))),
        1 => Ok(vec![1; rows * cols]),
        // Two colours can paint a corner the greedy fill below cannot finish. Instead the colour
        // is the parity of a row pattern plus a column pattern, each without three equal values
        // in a row: three equal cells in a line would need three equal values in one pattern.
        2 => {
            let row_pattern = bits_without_triples(rows, random);
            let col_pattern = bits_without_triples(cols, random);
            Ok((0..rows * cols)
                .map(|i| 1 + (row_pattern[i / cols] ^ col_pattern[i % cols]))
                .collect())
        }
        // Each cell avoids at most two colours (that of the two cells to its left, that of the two
        // above), so a third is always left.
        _ => {
            let mut board: Vec<i64> = Vec::with_capacity(rows * cols);
            for index in 0..rows * cols {
                let (r, c) = (index / cols, index % cols);
                let at = |board: &[i64], r: usize, c: usize| board[r * cols + c];
                let left = (c >= 2 && at(&board, r, c - 1) == at(&board, r, c - 2))
                    .then(|| at(&board, r, c - 1));
                let above = (r >= 2 && at(&board, r - 1, c) == at(&board, r - 2, c))
                    .then(|| at(&board, r - 1, c));
                let allowed: Vec<i64> = (1..=colours)
                    .filter(|&colour| Some(colour) != left && Some(colour) != above)
                    .collect();
                board.push(*random.pick(&allowed));
            }
            Ok(board)
        }
    }
}

/// `len` random bits with no three equal in a row.
fn bits_without_triples(len: usize, random: &mut Random) -> Vec<i64> {
    let mut bits: Vec<i64> = Vec::with_capacity(len);
    for i in 0..len {
        let forced = i >= 2 && bits[i - 1] == bits[i - 2];
        bits.push(if forced {
            1 - bits[i - 1]
        } else {
            random.int(0..=1)
        });
    }
    bits
}
