//! Random valid inputs: T games on boards with scattered obstacles, pieces of both teams with
//! every skill. Waits (first cast, cooldown, respawn, durations) are short so that skills fire
//! often; a backward never reaches before round 1, since it goes back fewer rounds than its
//! first cast's round.

use super::input::{MAX_ATTRIBUTE, MAX_GAMES, MAX_PARAMETER, MAX_PIECES, MAX_ROUNDS, MAX_SIDE};
use boardlab_core::{GenParam, InputError, Params, Random, Rules, TestKind};
use std::fmt::Write;

const SKILLS: [&str; 10] = [
    "toolihai", "faceking", "onepunch", "rabiribi", "firework", "viuganda", "2dsaigao", "gugugugu",
    "backward", "hupraise",
];

pub const PARAMS: &[GenParam] = &[
    GenParam {
        name: "t",
        help: "games T",
        default: 2,
        min: 1,
        max: MAX_GAMES as i64,
    },
    GenParam {
        name: "n",
        help: "rows N of every board",
        default: 10,
        min: 1,
        max: MAX_SIDE as i64,
    },
    GenParam {
        name: "m",
        help: "columns M of every board",
        default: 10,
        min: 1,
        max: MAX_SIDE as i64,
    },
    GenParam {
        name: "k",
        help: "pieces K of every game",
        default: 12,
        min: 1,
        max: MAX_PIECES as i64,
    },
    GenParam {
        name: "r",
        help: "rounds R",
        default: 60,
        min: 1,
        max: MAX_ROUNDS as i64,
    },
    GenParam {
        name: "obstacles",
        help: "percent of cells that are obstacles (one cell always stays free)",
        default: 10,
        min: 0,
        max: 100,
    },
    GenParam {
        name: "wait",
        help: "largest first cast, cooldown, respawn delay and skill duration",
        default: 8,
        min: 1,
        max: MAX_PARAMETER,
    },
];

/// The kinds of tests of a problem package (`boardlab package`), the statement's extremes first.
pub const TESTS: &[TestKind] = &[
    TestKind {
        name: "max-size",
        params: &[
            ("t", 20, 20),
            ("n", 100, 100),
            ("m", 100, 100),
            ("k", 200, 200),
            ("r", 1000, 1000),
        ],
        rules: &[],
    },
    TestKind {
        name: "crowded",
        params: &[
            ("t", 2, 6),
            ("n", 2, 8),
            ("m", 2, 8),
            ("k", 150, 200),
            ("r", 500, 1000),
            ("obstacles", 0, 30),
        ],
        rules: &[],
    },
    TestKind {
        name: "tiny",
        params: &[
            ("t", 1, 20),
            ("n", 1, 2),
            ("m", 1, 3),
            ("k", 1, 30),
            ("r", 1, 1000),
        ],
        rules: &[],
    },
    TestKind {
        name: "long-waits",
        params: &[
            ("t", 1, 5),
            ("n", 5, 30),
            ("m", 5, 30),
            ("k", 5, 60),
            ("r", 100, 1000),
            ("wait", 1000, 1000000000),
        ],
        rules: &[],
    },
    TestKind {
        name: "random",
        params: &[
            ("t", 1, 10),
            ("n", 1, 100),
            ("m", 1, 100),
            ("k", 1, 200),
            ("r", 1, 1000),
            ("obstacles", 0, 60),
            ("wait", 1, 20),
        ],
        rules: &[],
    },
];

pub fn generate(params: &Params, _: &Rules, random: &mut Random) -> Result<String, InputError> {
    let mut text = format!("{}\n", params.get("t"));
    for _ in 0..params.get("t") {
        write_game(&mut text, params, random);
    }
    Ok(text)
}

fn write_game(text: &mut String, params: &Params, random: &mut Random) {
    let (rows, cols) = (params.size("n"), params.size("m"));
    let mut blocked: Vec<bool> = (0..rows * cols)
        .map(|_| random.percent(params.get("obstacles")))
        .collect();
    let kept_free = random.index(rows * cols);
    blocked[kept_free] = false;
    let free: Vec<usize> = (0..rows * cols).filter(|&cell| !blocked[cell]).collect();
    writeln!(
        text,
        "{rows} {cols} {} {}",
        params.get("k"),
        params.get("r")
    )
    .expect("writing to a String cannot fail");
    for row in blocked.chunks(cols) {
        let row: Vec<&str> = row.iter().map(|&b| if b { "1" } else { "0" }).collect();
        writeln!(text, "{}", row.join(" ")).expect("writing to a String cannot fail");
    }
    let wait = params.get("wait");
    for _ in 0..params.get("k") {
        let cell = *random.pick(&free);
        let a = random.int(0..=MAX_ATTRIBUTE);
        let b = random.int(0..=a);
        let (team, direction) = (random.int(0..=1), random.int(0..=3));
        let first_cast = random.int(1..=wait);
        let (cooldown, respawn) = (random.int(1..=wait), random.int(1..=wait));
        let skill = *random.pick(&SKILLS);
        write!(
            text,
            "{} {} {a} {b} {team} {direction} {first_cast} {cooldown} {respawn} {skill}",
            cell / cols + 1,
            cell % cols + 1
        )
        .expect("writing to a String cannot fail");
        let extras: Vec<i64> = match skill {
            "onepunch" => vec![random.int(0..=MAX_ATTRIBUTE), random.int(1..=wait)],
            "rabiribi" => vec![random.int(0..=5)],
            "firework" => vec![random.int(1..=wait)],
            "2dsaigao" => vec![
                random.int(0..=(rows + cols) as i64),
                random.int(0..=3),
                random.int(1..=wait),
            ],
            // The first cast is in round `first_cast` at the earliest.
            "backward" => vec![random.int(0..=first_cast - 1)],
            _ => Vec::new(),
        };
        for extra in extras {
            write!(text, " {extra}").expect("writing to a String cannot fail");
        }
        text.push('\n');
    }
}
