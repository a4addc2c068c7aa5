//! Stress tests of skill-chess programs: games, boards, pieces and rounds grow to the
//! statement's limits; a failing input shrinks by fewer games, rounds and pieces, smaller
//! boards (a row or column goes with the pieces on it), fewer obstacles, and smaller numbers
//! (attributes, waits, the skills' own numbers).

use super::editor::{read_games, write, Game};
use boardlab_core::shrink::{runs, smaller, without, Candidates, Lines, Stress, StressParam};
use boardlab_core::{InputError, Rules};
use std::rc::Rc;

pub const STRESS: Stress = Stress {
    params: &[
        StressParam {
            name: "t",
            start: 1,
            end: 20,
        },
        StressParam {
            name: "n",
            start: 3,
            end: 100,
        },
        StressParam {
            name: "m",
            start: 3,
            end: 100,
        },
        StressParam {
            name: "k",
            start: 2,
            end: 200,
        },
        StressParam {
            name: "r",
            start: 3,
            end: 1000,
        },
        StressParam {
            name: "obstacles",
            start: 10,
            end: 30,
        },
        StressParam {
            name: "wait",
            start: 4,
            end: 30,
        },
    ],
    shrink,
};

/// The piece values that may shrink (`a b c d f z r`: not the team c nor the direction d), with
/// their smallest values.
const SHRINKING: [(usize, i64); 5] = [(0, 0), (1, 0), (4, 1), (5, 1), (6, 1)];

fn shrink(text: &str, _: &Rules) -> Result<Candidates, InputError> {
    // A valid input reads; the editor's reader keeps every number as written.
    let games = Rc::new(read_games(text)?);
    let fewer_games = {
        let games = Rc::clone(&games);
        runs(games.len()).map(move |run| write(&without(&games, run)))
    };
    let smaller_games = (0..games.len()).flat_map(move |g| {
        let games = Rc::clone(&games);
        edits(&games[g]).into_iter().map(move |edit| {
            let mut changed = (*games).clone();
            changed[g] = edit.applied(&games[g]);
            write(&changed)
        })
    });
    Ok(Box::new(fewer_games.chain(smaller_games)))
}

/// One way to make a game smaller.
enum Edit {
    Rounds(i64),
    DropPieces(std::ops::Range<usize>),
    /// Without some rows or columns (from 0) and the pieces on them.
    Cut(Lines),
    /// An obstacle (index into the cells) made floor.
    Clear(usize),
    /// Piece value `at` (of `a b c d f z r`) of piece `p`.
    Value {
        p: usize,
        at: usize,
        value: i64,
    },
    /// The skill's extra number `at` of piece `p`.
    Extra {
        p: usize,
        at: usize,
        value: i64,
    },
}

impl Edit {
    fn applied(&self, game: &Game) -> Game {
        let mut changed = match self {
            Edit::Cut(lines) => return cut(game, lines),
            Edit::DropPieces(run) => {
                return Game {
                    pieces: without(&game.pieces, run.clone()),
                    ..game.clone()
                }
            }
            _ => game.clone(),
        };
        match *self {
            Edit::Rounds(rounds) => changed.rounds = rounds,
            Edit::Clear(index) => changed.cells[index] = 0,
            Edit::Value { p, at, value } => changed.pieces[p].values[at] = value,
            Edit::Extra { p, at, value } => changed.pieces[p].extras[at] = value,
            Edit::Cut(..) | Edit::DropPieces(_) => unreachable!("applied above"),
        }
        changed
    }
}

/// The ways to make one game smaller, biggest cuts first.
fn edits(game: &Game) -> Vec<Edit> {
    let mut found: Vec<Edit> = smaller(game.rounds, 1)
        .into_iter()
        .map(Edit::Rounds)
        .collect();
    found.extend(runs(game.pieces.len()).map(Edit::DropPieces));
    found.extend(Lines::runs(game.rows, game.cols).into_iter().map(Edit::Cut));
    let obstacles = game.cells.iter().enumerate().filter(|(_, &c)| c != 0);
    found.extend(obstacles.map(|(index, _)| Edit::Clear(index)));
    for (p, piece) in game.pieces.iter().enumerate() {
        for (at, min) in SHRINKING {
            let values = smaller(piece.values[at], min).into_iter();
            found.extend(values.map(|value| Edit::Value { p, at, value }));
        }
        for (at, &extra) in piece.extras.iter().enumerate() {
            let values = smaller(extra, 0).into_iter();
            found.extend(values.map(|value| Edit::Extra { p, at, value }));
        }
    }
    found
}

/// The game without `lines` and the pieces on them; the pieces beyond move up or left with
/// their cells (pieces count rows and columns from 1).
fn cut(game: &Game, lines: &Lines) -> Game {
    let (rows, cols) = lines.size(game.rows, game.cols);
    let pieces = (game.pieces.iter())
        .filter_map(|p| {
            let (row, col) = lines.moved((p.row - 1, p.col - 1))?;
            let mut moved = p.clone();
            (moved.row, moved.col) = (row + 1, col + 1);
            Some(moved)
        })
        .collect();
    Game {
        rows,
        cols,
        rounds: game.rounds,
        cells: lines.cells(game.cols, &game.cells),
        pieces,
    }
}
