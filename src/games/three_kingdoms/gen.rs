//! Random valid inputs: test cases of random terrain and soldiers (one of each side first), ended
//! by `0 0 0`. The search grows fast with K, T and the paces: the defaults solve at once, the
//! limits can take seconds per test.

use super::input::{LAKE, MOUNTAIN};
use super::input::{MAX_PACE, MAX_SIDE, MAX_SOLDIERS, MAX_STRENGTH, MAX_TESTS, MAX_TURNS};
use crate::{GenParam, InputError, Params, Random, Rules};
use std::fmt::Write;

const PLAIN: u8 = 0;
const RIDER: i64 = 1;

pub const PARAMS: &[GenParam] = &[
    GenParam {
        name: "tests",
        help: "test cases",
        default: 3,
        min: 1,
        max: MAX_TESTS as i64,
    },
    GenParam {
        name: "n",
        help: "rows N of every test",
        default: 4,
        min: 1,
        max: MAX_SIDE as i64,
    },
    GenParam {
        name: "m",
        help: "columns M of every test",
        default: 4,
        min: 1,
        max: MAX_SIDE as i64,
    },
    GenParam {
        name: "k",
        help: "turns K",
        default: 4,
        min: 1,
        max: MAX_TURNS as i64,
    },
    GenParam {
        name: "t",
        help: "soldiers T (at most N·M)",
        default: 4,
        min: 1,
        max: MAX_SOLDIERS as i64,
    },
    GenParam {
        name: "pace",
        help: "largest pace; each kind's pace is drawn from 0..pace",
        default: 3,
        min: 0,
        max: MAX_PACE,
    },
    GenParam {
        name: "strength",
        help: "largest strength; each soldier's is drawn from 1..strength",
        default: 100,
        min: 1,
        max: MAX_STRENGTH,
    },
    GenParam {
        name: "mountains",
        help: "percent of cells that are mountains",
        default: 15,
        min: 0,
        max: 100,
    },
    GenParam {
        name: "lakes",
        help: "percent of the cells without a soldier that are lakes",
        default: 10,
        min: 0,
        max: 100,
    },
];

pub fn generate(params: &Params, _: &Rules, random: &mut Random) -> Result<String, InputError> {
    let (rows, cols) = (params.size("n"), params.size("m"));
    let soldiers = params.size("t");
    if soldiers > rows * cols {
        return Err(InputError::general(format!(
            "t = {soldiers} soldiers do not fit on a {rows}×{cols} board"
        )));
    }
    let mut text = String::new();
    for _ in 0..params.get("tests") {
        write_test(&mut text, params, random);
    }
    text.push_str("0 0 0\n");
    Ok(text)
}

/// One test case: the soldiers' cells first, so that lakes and mountains go around them.
fn write_test(text: &mut String, params: &Params, random: &mut Random) {
    let (rows, cols) = (params.size("n"), params.size("m"));
    let mut free: Vec<usize> = (0..rows * cols).collect();
    // (cell, side, strength, kind); the first two soldiers are one of each side.
    let soldiers: Vec<(usize, i64, i64, i64)> = (0..params.size("t"))
        .map(|index| {
            let cell = free.swap_remove(random.index(free.len()));
            let side = if index < 2 {
                index as i64
            } else {
                random.int(0..=1)
            };
            (
                cell,
                side,
                random.int(1..=params.get("strength")),
                random.int(0..=2),
            )
        })
        .collect();
    let terrain: Vec<u8> = (0..rows * cols)
        .map(|cell| {
            let kind = soldiers.iter().find(|s| s.0 == cell).map(|s| s.3);
            if kind.is_none() && random.percent(params.get("lakes")) {
                LAKE
            } else if kind != Some(RIDER) && random.percent(params.get("mountains")) {
                MOUNTAIN
            } else {
                PLAIN
            }
        })
        .collect();
    writeln!(text, "{rows} {cols} {}", params.get("k")).expect("writing to a String cannot fail");
    for row in terrain.chunks(cols) {
        let row: Vec<String> = row.iter().map(|t| t.to_string()).collect();
        writeln!(text, "{}", row.join(" ")).expect("writing to a String cannot fail");
    }
    let pace = params.get("pace");
    let paces: Vec<i64> = (0..3).map(|_| random.int(0..=pace)).collect();
    writeln!(
        text,
        "{} {} {} {}",
        soldiers.len(),
        paces[0],
        paces[1],
        paces[2]
    )
    .expect("writing to a String cannot fail");
    for (cell, side, strength, kind) in soldiers {
        writeln!(
            text,
            "{} {} {side} {strength} {kind}",
            cell / cols + 1,
            cell % cols + 1
        )
        .expect("writing to a String cannot fail");
    }
}
