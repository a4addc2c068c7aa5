//! Random valid inputs: test cases of random terrain and soldiers (one of each side first), ended
//! by `0 0 0`. The search grows fast with K, T and the paces: the defaults solve at once, the
//! limits can take seconds per test.

use super::input::{self, Kind, Side, SoldierInput, TestInput, LAKE, MOUNTAIN};
use super::input::{MAX_PACE, MAX_SIDE, MAX_SOLDIERS, MAX_STRENGTH, MAX_TESTS, MAX_TURNS};
use boardlab_core::{msg, GenParam, InputError, Params, Random, Rules, TestKind};

const PLAIN: u8 = 0;

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

/// The kinds of tests of a problem package (`boardlab package`), the statement's extremes first.
pub const TESTS: &[TestKind] = &[
    TestKind {
        name: "max-size",
        params: &[
            ("tests", 3, 3),
            ("n", 5, 5),
            ("m", 5, 5),
            ("k", 10, 10),
            ("t", 6, 6),
            ("pace", 3, 100),
            ("strength", 1000000000, 1000000000),
        ],
        rules: &[],
    },
    TestKind {
        name: "many-tests",
        params: &[
            ("tests", 1000, 1000),
            ("n", 1, 3),
            ("m", 1, 3),
            ("k", 1, 6),
            ("t", 1, 2),
        ],
        rules: &[],
    },
    TestKind {
        name: "tiny",
        params: &[
            ("tests", 1, 5),
            ("n", 1, 1),
            ("m", 1, 1),
            ("k", 1, 10),
            ("t", 1, 1),
        ],
        rules: &[],
    },
    TestKind {
        name: "rough-terrain",
        params: &[
            ("tests", 1, 10),
            ("n", 3, 5),
            ("m", 3, 5),
            ("k", 4, 10),
            ("t", 2, 6),
            ("mountains", 40, 70),
            ("lakes", 20, 40),
        ],
        rules: &[],
    },
    TestKind {
        name: "random",
        params: &[
            ("tests", 1, 20),
            ("n", 1, 5),
            ("m", 1, 5),
            ("k", 1, 10),
            ("t", 1, 6),
            ("pace", 0, 10),
            ("strength", 1, 1000000000),
            ("mountains", 0, 40),
            ("lakes", 0, 30),
        ],
        rules: &[],
    },
];

pub fn generate(params: &Params, _: &Rules, random: &mut Random) -> Result<String, InputError> {
    let (rows, cols) = (params.size("n"), params.size("m"));
    let soldiers = params.size("t");
    if soldiers > rows * cols {
        return Err(InputError::general(msg!(
            "three-kingdoms-soldiers-do-not-fit",
            soldiers = soldiers,
            rows = rows,
            cols = cols
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
    // The first two soldiers are one of each side.
    let soldiers: Vec<SoldierInput> = (0..params.size("t"))
        .map(|index| {
            let cell = free.swap_remove(random.index(free.len()));
            let side = if index < 2 {
                index
            } else {
                random.int(0..=1) as usize
            };
            SoldierInput {
                row: cell / cols,
                col: cell % cols,
                side: Side::ALL[side],
                strength: random.int(1..=params.get("strength")),
                kind: Kind::ALL[random.int(0..=2) as usize],
            }
        })
        .collect();
    let terrain: Vec<u8> = (0..rows * cols)
        .map(|cell| {
            let kind = soldiers
                .iter()
                .find(|s| s.row * cols + s.col == cell)
                .map(|s| s.kind);
            if kind.is_none() && random.percent(params.get("lakes")) {
                LAKE
            } else if kind != Some(Kind::Rider) && random.percent(params.get("mountains")) {
                MOUNTAIN
            } else {
                PLAIN
            }
        })
        .collect();
    let pace = params.get("pace");
    let paces = [(); 3].map(|_| random.int(0..=pace) as u32);
    let test = TestInput {
        rows,
        cols,
        turns: params.size("k"),
        terrain,
        paces,
        soldiers,
    };
    input::write_test(text, &test);
}
