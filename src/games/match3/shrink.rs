//! Stress tests of match-3 programs: boards and operation counts grow to the statement's
//! limits; a failing input shrinks by fewer operations, fewer rows and columns (operations on
//! them go), no specials, and fewer colours.

use super::engine::{Board, Piece};
use super::input::{parse, write_input, Input, Swap};
use boardlab_core::shrink::{runs, smaller, without, Candidates, Stress, StressParam};
use boardlab_core::{InputError, Rules};
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
    ],
    shrink,
};

fn shrink(text: &str, _: &Rules) -> Result<Candidates, InputError> {
    let input = Rc::new(parse(text)?);
    let board = &input.board;
    let (rows, cols) = (board.rows, board.cols);
    let fewer_swaps = {
        let input = Rc::clone(&input);
        runs(input.swaps.len())
            .map(move |run| write_input(&input.board, input.colours, &without(&input.swaps, run)))
    };
    let fewer_rows = {
        let input = Rc::clone(&input);
        (0..rows).rev().map(move |row| cut(&input, Some(row), None))
    };
    let fewer_cols = {
        let input = Rc::clone(&input);
        (0..cols).rev().map(move |col| cut(&input, None, Some(col)))
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
        let renumbered = renumbered(board);
        let input = Rc::clone(&input);
        let fewer = (used < input.colours).then(|| write_input(&input.board, used, &input.swaps));
        fewer.into_iter().chain(
            renumbered.map(move |(board, colours)| write_input(&board, colours, &input.swaps)),
        )
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
        fewer_swaps
            .chain(fewer_rows)
            .chain(fewer_cols)
            .chain(plainer)
            .chain(fewer_colours)
            .chain(smaller_cells),
    ))
}

/// The board without row `row` or column `col`, and without the swaps that touch it (the others
/// move with their cells).
fn cut(input: &Input, row: Option<usize>, col: Option<usize>) -> String {
    let board = &input.board;
    let keep_row = |r: usize| Some(r) != row;
    let keep_col = |c: usize| Some(c) != col;
    let cells: Vec<Piece> = (0..board.cells.len())
        .filter(|&i| keep_row(i / board.cols) && keep_col(i % board.cols))
        .map(|i| board.cells[i])
        .collect();
    let rows = board.rows - usize::from(row.is_some());
    let cols = board.cols - usize::from(col.is_some());
    let shift = |(r, c): (usize, usize)| {
        let r = r - usize::from(row.is_some_and(|cut| r > cut));
        let c = c - usize::from(col.is_some_and(|cut| c > cut));
        (r, c)
    };
    let kept = |&(a, b): &Swap| [a, b].iter().all(|&(r, c)| keep_row(r) && keep_col(c));
    let swaps: Vec<Swap> = input
        .swaps
        .iter()
        .filter(|swap| kept(swap))
        .map(|&(a, b)| (shift(a), shift(b)))
        .collect();
    write_input(&Board { rows, cols, cells }, input.colours, &swaps)
}

/// The board with its colours numbered 1, 2, … in order of first appearance, when that changes
/// it, and the colours it then needs.
fn renumbered(board: &Board) -> Option<(Board, usize)> {
    let mut order: Vec<u8> = Vec::new();
    for piece in &board.cells {
        if !order.contains(&piece.colour) {
            order.push(piece.colour);
        }
    }
    let number = |colour: u8| {
        order
            .iter()
            .position(|&c| c == colour)
            .map_or(0, |i| i as u8 + 1)
    };
    let mut renumbered = board.clone();
    for piece in &mut renumbered.cells {
        piece.colour = number(piece.colour);
    }
    (renumbered != *board).then_some((renumbered, order.len()))
}
