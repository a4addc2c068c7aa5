//! Stress tests of match-3 programs: boards and operation counts grow to the statement's
//! limits; a failing input shrinks by runs of rows and columns left out (the board cropped
//! first, while there are operations enough to make up a hand on what is left; operations on
//! them go, the others follow their cells), fewer operations, no specials, fewer colours
//! numbered from 1, and smaller numbers cell by cell.

use super::engine::Board;
use super::input::{parse, write_input, Input, Swap};
use boardlab_core::shrink::{
    renumbered, runs, smaller, without, Candidates, Lines, Stress, StressParam,
};
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
    let fewer_lines = {
        let input = Rc::clone(&input);
        Lines::runs(rows, cols)
            .into_iter()
            .map(move |lines| cut(&input, &lines))
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
            .chain(smaller_cells),
    ))
}

/// The board without `lines`, and without the swaps that touch them (the others move with
/// their cells).
fn cut(input: &Input, lines: &Lines) -> String {
    let board = &input.board;
    let (rows, cols) = lines.size(board.rows, board.cols);
    let cells = lines.cells(board.cols, &board.cells);
    let swaps: Vec<Swap> = (input.swaps.iter())
        .filter_map(|&(a, b)| Some((lines.moved(a)?, lines.moved(b)?)))
        .collect();
    write_input(&Board { rows, cols, cells }, input.colours, &swaps)
}
