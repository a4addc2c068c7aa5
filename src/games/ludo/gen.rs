//! Random valid inputs for the part the rule option `part` selects. Parts 3–5 are played while
//! they are written: most requests are ones the current player can carry out (roll, enter on a
//! six, move by a rolled value), so pieces get round the board and capture each other; the rest
//! are random requests, which the judge mostly refuses.

use super::engine::{Lcg, Options, Outcome, Request, State};
use super::input::options;
use super::input::{is_prime, MAX_M, MAX_REQUESTS_PART3, MAX_REQUESTS_PARTS45, MAX_ROLLS};
use boardlab_core::msg;
use boardlab_core::{GenParam, InputError, Params, Random, Rules, TestKind};
use std::fmt::Write;

pub const PARAMS: &[GenParam] = &[
    GenParam {
        name: "d",
        help: "part 1: the die value (0 = random)",
        default: 0,
        min: 0,
        max: 6,
    },
    GenParam {
        name: "n",
        help: "part 2: the number of rolls",
        default: 20,
        min: 1,
        max: MAX_ROLLS as i64,
    },
    GenParam {
        name: "q",
        help: "parts 3–5: requests (part 3 up to 100000, parts 4–5 up to 1000)",
        default: 60,
        min: 1,
        max: MAX_REQUESTS_PART3 as i64,
    },
    GenParam {
        name: "noise",
        help: "parts 3–5: percent of random requests instead of a player's sensible ones",
        default: 20,
        min: 0,
        max: 100,
    },
];

/// The kinds of tests of a problem package (`boardlab package`), the statement's extremes first.
pub const TESTS: &[TestKind] = &[
    TestKind {
        name: "face-1",
        params: &[("d", 1, 1)],
        rules: &[("part", "1")],
    },
    TestKind {
        name: "face-2",
        params: &[("d", 2, 2)],
        rules: &[("part", "1")],
    },
    TestKind {
        name: "face-3",
        params: &[("d", 3, 3)],
        rules: &[("part", "1")],
    },
    TestKind {
        name: "face-4",
        params: &[("d", 4, 4)],
        rules: &[("part", "1")],
    },
    TestKind {
        name: "face-5",
        params: &[("d", 5, 5)],
        rules: &[("part", "1")],
    },
    TestKind {
        name: "face-6",
        params: &[("d", 6, 6)],
        rules: &[("part", "1")],
    },
    TestKind {
        name: "max-rolls",
        params: &[("n", 100000, 100000)],
        rules: &[("part", "2")],
    },
    TestKind {
        name: "one-roll",
        params: &[("n", 1, 1)],
        rules: &[("part", "2")],
    },
    TestKind {
        name: "random",
        params: &[("n", 1, 100000)],
        rules: &[("part", "2")],
    },
    TestKind {
        name: "max-requests",
        params: &[("q", 100000, 100000)],
        rules: &[("part", "3")],
    },
    TestKind {
        name: "max-requests",
        params: &[("q", 1000, 1000)],
        rules: &[("part", "4"), ("part", "5")],
    },
    TestKind {
        name: "sensible",
        params: &[("q", 1, 100000), ("noise", 0, 0)],
        rules: &[("part", "3")],
    },
    TestKind {
        name: "sensible",
        params: &[("q", 1, 1000), ("noise", 0, 0)],
        rules: &[("part", "4"), ("part", "5")],
    },
    TestKind {
        name: "noise",
        params: &[("q", 1, 1000), ("noise", 100, 100)],
        rules: &[("part", "3"), ("part", "4"), ("part", "5")],
    },
    TestKind {
        name: "one-request",
        params: &[("q", 1, 1)],
        rules: &[("part", "3"), ("part", "4"), ("part", "5")],
    },
    TestKind {
        name: "random",
        params: &[("q", 1, 100000), ("noise", 0, 100)],
        rules: &[("part", "3")],
    },
    TestKind {
        name: "random",
        params: &[("q", 1, 1000), ("noise", 0, 100)],
        rules: &[("part", "4"), ("part", "5")],
    },
];

pub fn generate(params: &Params, rules: &Rules, random: &mut Random) -> Result<String, InputError> {
    let options = options(rules);
    match options.part {
        1 => {
            let d = match params.get("d") {
                0 => random.int(1..=6),
                d => d,
            };
            Ok(format!("{d}\n"))
        }
        2 => {
            let lcg = random_lcg(random);
            Ok(format!(
                "{} {} {}\n{}\n",
                lcg.a,
                lcg.b,
                lcg.m,
                params.get("n")
            ))
        }
        part => {
            let q = params.size("q");
            if part != 3 && q > MAX_REQUESTS_PARTS45 {
                return Err(InputError::general(msg!(
                    "ludo-gen-too-many-requests",
                    q = q,
                    max = MAX_REQUESTS_PARTS45,
                    part = part
                )));
            }
            let lcg = random_lcg(random);
            let mut text = format!("{} {} {}\n{q}\n", lcg.a, lcg.b, lcg.m);
            let mut state = State::default();
            let pieces = 4 * options.players();
            for _ in 0..q {
                let request = if random.percent(params.get("noise")) {
                    random_request(pieces, random)
                } else {
                    sensible_request(&state, &lcg, &options, random)
                };
                state
                    .apply(request, &lcg, &options)
                    .map_err(|_| InputError::general(msg!("ludo-gen-endless-sixes")))?;
                writeln!(text, "{request}").expect("writing to a String cannot fail");
            }
            Ok(text)
        }
    }
}

/// Primes A, B < m ≤ 997 (m ≥ 5, so that there are two primes below it).
fn random_lcg(random: &mut Random) -> Lcg {
    let primes: Vec<u32> = (2..=MAX_M as u32)
        .filter(|&p| is_prime(i64::from(p)))
        .collect();
    let m = primes[random.int(2..=primes.len() as i64 - 1) as usize];
    let below: Vec<u32> = primes.iter().copied().filter(|&p| p < m).collect();
    Lcg {
        a: *random.pick(&below),
        b: *random.pick(&below),
        m,
    }
}

/// Any request with any playing piece.
fn random_request(pieces: u8, random: &mut Random) -> Request {
    let piece = random.int(0..=i64::from(pieces) - 1) as u8;
    match random.int(0..=3) {
        0 => Request::Dice,
        1 => Request::Enter(piece),
        2 => Request::Move(piece, random.int(1..=6) as u8),
        _ => Request::Giveup,
    }
}

/// What the current player would do: roll when it has no dice, otherwise one of the entries and
/// moves that succeed, or give up when none does.
fn sensible_request(state: &State, lcg: &Lcg, options: &Options, random: &mut Random) -> Request {
    if !state.has_dice() {
        return Request::Dice;
    }
    let own = 4 * state.turn..4 * state.turn + 4;
    let mut candidates: Vec<Request> = own.clone().map(Request::Enter).collect();
    for piece in own {
        for value in 1..=6 {
            if state.dice[value] > 0 {
                candidates.push(Request::Move(piece, value as u8));
            }
        }
    }
    let succeeding: Vec<Request> = candidates
        .into_iter()
        .filter(|&request| {
            let outcome = state.clone().apply(request, lcg, options);
            matches!(outcome, Ok(Outcome::Entered { .. } | Outcome::Moved { .. }))
        })
        .collect();
    if succeeding.is_empty() {
        Request::Giveup
    } else {
        *random.pick(&succeeding)
    }
}
