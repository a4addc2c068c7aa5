//! Stress tests of mayan programs: puzzles grow to 5 moves, 10 colours and full columns, half
//! of them without a solution; a failing puzzle shrinks by fewer moves, emptied columns, fewer
//! blocks and colours numbered from 1. Inputs of `mode=replay` are not shrunk (the answer
//! after the puzzle would no longer fit it).

use super::engine::WIDTH;
use super::input::Puzzle;
use boardlab_core::shrink::{renumbered, Candidates, Stress, StressParam};
use boardlab_core::{InputError, Rules};

pub const STRESS: Stress = Stress {
    params: &[
        StressParam {
            name: "n",
            start: 1,
            end: 5,
        },
        StressParam {
            name: "colours",
            start: 3,
            end: 10,
        },
        StressParam {
            name: "height",
            start: 4,
            end: 7,
        },
        StressParam {
            name: "solvable",
            start: 1,
            end: 1,
        },
    ],
    shrink,
};

fn shrink(text: &str, rules: &Rules) -> Result<Candidates, InputError> {
    let (puzzle, answer) = super::input::read_input(text, rules)?;
    if answer.is_some() {
        return Ok(Box::new(std::iter::empty()));
    }
    let fewer_moves = (1..puzzle.n).map(|n| Puzzle {
        n,
        ..puzzle.clone()
    });
    let mut smaller = Vec::new();
    for x in 0..WIDTH {
        if !puzzle.columns[x].is_empty() {
            let mut emptied = puzzle.clone();
            emptied.columns[x].clear();
            smaller.push(emptied);
        }
    }
    for x in 0..WIDTH {
        for y in (0..puzzle.columns[x].len()).rev() {
            let mut fewer = puzzle.clone();
            fewer.columns[x].remove(y);
            smaller.push(fewer);
        }
    }
    let colours: Vec<u8> = puzzle.columns.iter().flatten().copied().collect();
    let renumbered = renumbered(&colours).map(|(colours, _)| {
        let mut renumbered = puzzle.clone();
        let mut colours = colours.into_iter();
        for colour in renumbered.columns.iter_mut().flatten() {
            *colour = colours.next().expect("one number a block");
        }
        renumbered
    });
    let candidates: Vec<String> = fewer_moves
        .chain(smaller)
        .chain(renumbered)
        .map(|p| p.text())
        .collect();
    Ok(Box::new(candidates.into_iter()))
}
