//! Stress tests of ludo programs: the request (or roll) count grows to 1000 (parts 3–5) or
//! 100 000 (part 2); a failing input shrinks by fewer requests or rolls, a request made a
//! `giveup`, and smaller primes A, B and m. The dice are one stream for the whole game, so a
//! request left out before a roll, or other primes, change every later roll: the candidates
//! where that happens also come with the later moves following the dice (`follow`), as if the
//! players played on with what they rolled.

use super::engine::{Lcg, Options, Request, State, IN_CORNER};
use super::input::{is_prime, options};
use super::input::{parse, Input};
use boardlab_core::shrink::{runs, smaller, without, Candidates, Stress, StressParam};
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
    let options = options(rules);
    Ok(match parse(text, options.part)? {
        Input::Face(_) => Box::new(std::iter::empty()),
        Input::Rolls { lcg, n } => Box::new(
            smaller(n as i64, 1)
                .into_iter()
                .map(move |n| format!("{} {} {}\n{n}\n", lcg.a, lcg.b, lcg.m)),
        ),
        Input::Game { lcg, requests } => {
            let requests: Vec<Request> = requests.into_iter().map(|r| r.request).collect();
            Box::new(game_candidates(lcg, &requests, &options).into_iter())
        }
    })
}

/// The smaller variants of a game of parts 3–5, biggest cuts first.
fn game_candidates(lcg: Lcg, requests: &[Request], options: &Options) -> Vec<String> {
    let mut found = walks(lcg, requests, options);
    for run in runs(requests.len()) {
        let kept = without(requests, run);
        let followed = follow(lcg, &kept, options);
        found.push(write(lcg, &kept));
        found.extend(followed.filter(|f| *f != kept).map(|f| write(lcg, &f)));
    }
    for (i, request) in requests.iter().enumerate() {
        if matches!(request, Request::Enter(_) | Request::Move(..)) {
            let mut given_up = requests.to_vec();
            given_up[i] = Request::Giveup;
            found.push(write(lcg, &given_up));
        }
    }
    let primes = |value: u32| {
        let mut below: Vec<u32> = (smaller(i64::from(value), 2).into_iter())
            .map(|v| {
                (2..=v as u32)
                    .rev()
                    .find(|&p| is_prime(i64::from(p)))
                    .expect("2 is a prime")
            })
            .collect();
        below.dedup();
        below
    };
    let other_lcgs = (primes(lcg.m).into_iter().map(|m| Lcg { m, ..lcg }))
        .chain(primes(lcg.a).into_iter().map(|a| Lcg { a, ..lcg }))
        .chain(primes(lcg.b).into_iter().map(|b| Lcg { b, ..lcg }));
    for other in other_lcgs {
        if let Some(followed) = follow(other, requests, options) {
            found.push(write(other, &followed));
        }
    }
    found
}

/// The requests played with the dice `lcg` rolls: a move by a value the player has not rolled
/// moves by the highest value it has instead. `None` when the dice roll sixes for ever.
fn follow(lcg: Lcg, requests: &[Request], options: &Options) -> Option<Vec<Request>> {
    let mut state = State::default();
    let mut followed = Vec::with_capacity(requests.len());
    for &request in requests {
        let request = match request {
            Request::Move(piece, steps) if state.dice[steps as usize] == 0 => {
                let highest = state.dice_list().last().copied();
                Request::Move(piece, highest.unwrap_or(steps))
            }
            other => other,
        };
        state.apply(request, &lcg, options).ok()?;
        followed.push(request);
    }
    Some(followed)
}

/// The moderate primes a walk's dice are looked for among: any m, A and B up to `SEARCHED`.
const SEARCHED: u32 = 200;

/// The most tokens a walk's requests may take.
const WALK_TOKENS: usize = 400;

/// The walks of the pieces that left their corners, each alone (the other players give up
/// their turns) to the furthest cell it reached, with the dice of whichever primes make it
/// shortest, when that is shorter than the game: a game cropped to what one piece did, its
/// dice stream chosen with its requests.
fn walks(lcg: Lcg, requests: &[Request], options: &Options) -> Vec<String> {
    let mut state = State::default();
    let mut furthest = [None; 16];
    for &request in requests {
        if state.apply(request, &lcg, options).is_err() {
            return Vec::new();
        }
        for (piece, place) in state.place.iter().enumerate() {
            if *place < IN_CORNER {
                furthest[piece] = furthest[piece].max(Some(*place));
            }
        }
    }
    let pieces = (0..16u8).filter_map(|piece| Some((piece, furthest[piece as usize]?)));
    let shortest = pieces.filter_map(|(piece, goal)| shortest_walk(piece, goal, options));
    (shortest.filter(|(spent, ..)| *spent < tokens(requests)))
        .map(|(_, lcg, walk)| write(lcg, &walk))
        .collect()
}

/// A walk's tokens, primes and requests.
type Walk = (usize, Lcg, Vec<Request>);

/// The shortest walk of a piece (or none) to a path index under some options.
type Known = ((u8, u8, Options), Option<Walk>);

thread_local! {
    /// The shortest walks found: each is looked for once, and every step of a shrinking asks
    /// again.
    static SHORTEST: std::cell::RefCell<Vec<Known>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The shortest walk of `piece` to path index `goal` with the dice of any primes up to
/// `SEARCHED`.
fn shortest_walk(piece: u8, goal: u8, options: &Options) -> Option<Walk> {
    let key = (piece, goal, *options);
    let known = SHORTEST.with_borrow(|known| {
        known
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, w)| w.clone())
    });
    if let Some(walk) = known {
        return walk;
    }
    let primes: Vec<u32> = (2..=SEARCHED).filter(|&p| is_prime(i64::from(p))).collect();
    let mut best: Option<Walk> = None;
    for &m in &primes {
        for &a in primes.iter().take_while(|&&a| a < m) {
            for &b in primes.iter().take_while(|&&b| b < m) {
                let other = Lcg { a, b, m };
                let limit = best.as_ref().map_or(WALK_TOKENS, |(spent, ..)| *spent);
                if let Some((spent, walk)) = walk(other, piece, goal, options, limit) {
                    best = Some((spent, other, walk));
                }
            }
        }
    }
    SHORTEST.with_borrow_mut(|known| known.push((key, best.clone())));
    best
}

/// Requests under `lcg` in which `piece` alone enters and walks to path index `goal`, moving by
/// the highest value that does not pass it, and their tokens; `None` unless they are fewer than
/// `limit`.
fn walk(
    lcg: Lcg,
    piece: u8,
    goal: u8,
    options: &Options,
    limit: usize,
) -> Option<(usize, Vec<Request>)> {
    let mut state = State::default();
    let mut requests = Vec::new();
    let mut spent = 0;
    while state.place[piece as usize] != goal {
        let at = state.place[piece as usize];
        let request = if state.turn != piece / 4 {
            if state.has_dice() || !options.giveup_needs_roll {
                Request::Giveup
            } else {
                Request::Dice
            }
        } else if !state.has_dice() {
            Request::Dice
        } else if at >= IN_CORNER {
            if state.dice[6] > 0 {
                Request::Enter(piece)
            } else {
                Request::Giveup
            }
        } else {
            match (1..=6u8)
                .rev()
                .find(|&d| state.dice[d as usize] > 0 && at + d <= goal)
            {
                Some(d) => Request::Move(piece, d),
                None => Request::Giveup,
            }
        };
        spent += request_tokens(request);
        if spent >= limit {
            return None;
        }
        state.apply(request, &lcg, options).ok()?;
        requests.push(request);
    }
    Some((spent, requests))
}

/// The tokens of a request.
fn request_tokens(request: Request) -> usize {
    match request {
        Request::Dice | Request::Giveup => 1,
        Request::Enter(_) => 2,
        Request::Move(..) => 3,
    }
}

/// The tokens of a game's requests.
fn tokens(requests: &[Request]) -> usize {
    requests.iter().map(|&r| request_tokens(r)).sum()
}

fn write(lcg: Lcg, requests: &[Request]) -> String {
    let mut text = format!("{} {} {}\n{}\n", lcg.a, lcg.b, lcg.m, requests.len());
    for request in requests {
        text.push_str(&format!("{request}\n"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A piece walked home (the last home cell, index 43) alone takes a handful of requests
    /// with well-chosen primes: a long run of sixes.
    #[test]
    fn a_piece_walks_home_in_few_requests_with_chosen_primes() {
        let rules = Rules::resolve(&crate::GAME, &[("part".to_string(), "4".to_string())]);
        let options = options(&rules.unwrap());
        let (spent, lcg, walk) = shortest_walk(3, 43, &options).unwrap();
        assert!(spent <= 31, "{spent} tokens: {}", write(lcg, &walk));
        let mut state = State::default();
        for &request in &walk {
            state.apply(request, &lcg, &options).unwrap();
        }
        assert_eq!(state.place[3], 43);
    }
}
