//! Stress tests of three-kingdoms programs: boards, turns, soldiers and paces grow to the
//! statement's limits over up to 10 tests; a failing input shrinks by fewer tests, turns and
//! soldiers, smaller boards (a row or column goes with the soldiers on it), plain terrain,
//! shorter paces and smaller strengths.

use super::input::{parse_tests, write_tests, TestInput};
use boardlab_core::shrink::{runs, smaller, without, Candidates, Lines, Stress, StressParam};
use boardlab_core::{InputError, Rules};
use std::rc::Rc;

pub const STRESS: Stress = Stress {
    params: &[
        StressParam {
            name: "tests",
            start: 1,
            end: 10,
        },
        StressParam {
            name: "n",
            start: 2,
            end: 5,
        },
        StressParam {
            name: "m",
            start: 2,
            end: 5,
        },
        StressParam {
            name: "k",
            start: 1,
            end: 10,
        },
        StressParam {
            name: "t",
            start: 2,
            end: 6,
        },
        StressParam {
            name: "pace",
            start: 1,
            end: 6,
        },
        StressParam {
            name: "strength",
            start: 10,
            end: 1_000_000_000,
        },
        StressParam {
            name: "mountains",
            start: 15,
            end: 15,
        },
        StressParam {
            name: "lakes",
            start: 10,
            end: 10,
        },
    ],
    shrink,
};

fn shrink(text: &str, _: &Rules) -> Result<Candidates, InputError> {
    let tests = Rc::new(parse_tests(text)?);
    let fewer_tests = {
        let tests = Rc::clone(&tests);
        runs(tests.len()).map(move |run| write_tests(&without(&tests, run)))
    };
    let smaller_tests = (0..tests.len()).flat_map(move |t| {
        let tests = Rc::clone(&tests);
        edits(&tests[t]).into_iter().map(move |edit| {
            let mut changed = (*tests).clone();
            changed[t] = edit.applied(&tests[t]);
            write_tests(&changed)
        })
    });
    Ok(Box::new(fewer_tests.chain(smaller_tests)))
}

/// One way to make a test smaller.
enum Edit {
    Turns(usize),
    DropSoldier(usize),
    /// Without some rows or columns (0-based) and the soldiers on them.
    Cut(Lines),
    /// A mountain or lake (index into the terrain) made plain.
    Plain(usize),
    Pace(usize, u32),
    Strength(usize, i64),
}

impl Edit {
    fn applied(&self, test: &TestInput) -> TestInput {
        let mut changed = test.clone();
        match *self {
            Edit::Turns(turns) => changed.turns = turns,
            Edit::DropSoldier(i) => drop(changed.soldiers.remove(i)),
            Edit::Cut(ref lines) => {
                changed.terrain = lines.cells(test.cols, &test.terrain);
                changed
                    .soldiers
                    .retain_mut(|s| match lines.moved((s.row, s.col)) {
                        Some((row, col)) => {
                            (s.row, s.col) = (row, col);
                            true
                        }
                        None => false,
                    });
                (changed.rows, changed.cols) = lines.size(test.rows, test.cols);
            }
            Edit::Plain(index) => changed.terrain[index] = 0,
            Edit::Pace(kind, pace) => changed.paces[kind] = pace,
            Edit::Strength(i, strength) => changed.soldiers[i].strength = strength,
        }
        changed
    }
}

/// The ways to make one test smaller, biggest cuts first.
fn edits(test: &TestInput) -> Vec<Edit> {
    let mut found: Vec<Edit> = smaller(test.turns as i64, 1)
        .into_iter()
        .map(|turns| Edit::Turns(turns as usize))
        .collect();
    found.extend((0..test.soldiers.len()).map(Edit::DropSoldier));
    found.extend(Lines::runs(test.rows, test.cols).into_iter().map(Edit::Cut));
    let rough = test.terrain.iter().enumerate().filter(|(_, &t)| t != 0);
    found.extend(rough.map(|(index, _)| Edit::Plain(index)));
    for (kind, &pace) in test.paces.iter().enumerate() {
        let paces = smaller(i64::from(pace), 0).into_iter();
        found.extend(paces.map(|pace| Edit::Pace(kind, pace as u32)));
    }
    for (i, soldier) in test.soldiers.iter().enumerate() {
        let strengths = smaller(soldier.strength, 1).into_iter();
        found.extend(strengths.map(|strength| Edit::Strength(i, strength)));
    }
    found
}
