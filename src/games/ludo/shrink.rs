//! Stress tests of ludo programs: the request (or roll) count grows to 1000 (parts 3–5) or
//! 100 000 (part 2); a failing input shrinks by fewer requests or rolls. The die's A, B and m
//! stay: other primes would roll other dice.

use super::engine::Request;
use super::input::options;
use super::input::{parse, Input};
use boardlab_core::shrink::{runs, without, Candidates, Stress, StressParam};
use boardlab_core::{InputError, Rules};

pub const STRESS: Stress = Stress {
    params: &[
        StressParam {
            name: "d",
            start: 6,
            end: 6,
        },
        StressParam {
            name: "n",
            start: 2,
            end: 100_000,
        },
        StressParam {
            name: "q",
            start: 2,
            end: 1000,
        },
        StressParam {
            name: "noise",
            start: 20,
            end: 60,
        },
    ],
    shrink,
};

fn shrink(text: &str, rules: &Rules) -> Result<Candidates, InputError> {
    let part = options(rules).part;
    Ok(match parse(text, part)? {
        Input::Face(_) => Box::new(std::iter::empty()),
        Input::Rolls { lcg, n } => Box::new(
            boardlab_core::shrink::smaller(n as i64, 1)
                .into_iter()
                .map(move |n| format!("{} {} {}\n{n}\n", lcg.a, lcg.b, lcg.m)),
        ),
        Input::Game { lcg, requests } => {
            let requests: Vec<Request> = requests.into_iter().map(|r| r.request).collect();
            Box::new(runs(requests.len()).map(move |run| {
                let kept = without(&requests, run);
                let mut text = format!("{} {} {}\n{}\n", lcg.a, lcg.b, lcg.m, kept.len());
                for request in kept {
                    text.push_str(&format!("{request}\n"));
                }
                text
            }))
        }
    })
}
