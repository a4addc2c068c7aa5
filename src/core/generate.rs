//! Seeded generation of valid inputs (`boardlab gen`, the page's random input): the parameters a
//! game declares, their resolution against the user's values, and the random source every
//! generator draws from.
//!
//! The same seed gives the same bytes on every machine: the stream is ChaCha8 seeded from the
//! `u64` (both pinned in Cargo.lock), generators draw only fixed-width integers (never `usize`,
//! whose width differs between native and wasm builds) and print only integers and words.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::ops::RangeInclusive;

/// A parameter of a game's generator: an integer with a default and an allowed range (flags are
/// 0 or 1).
#[derive(Debug, Clone, Copy, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct GenParam {
    pub name: &'static str,
    /// One line on what the parameter sets.
    pub help: &'static str,
    pub default: i64,
    pub min: i64,
    pub max: i64,
}

/// A kind of test that a problem package (`boardlab package`) draws from the generator: a name
/// saying what it covers ("max-size", "no-solution", …) and generator parameters, each drawn
/// from a range (the same bounds for a fixed value), so that the tests spread over the
/// statement's limits. Parameters not listed keep their defaults.
#[derive(Debug, Clone, Copy)]
pub struct TestKind {
    pub name: &'static str,
    /// (parameter, lowest, highest).
    pub params: &'static [(&'static str, i64, i64)],
    /// The rule options this kind is for, as `name=value` pairs (empty: any), for generators
    /// whose parameters depend on the input format an option selects (ludo's part).
    pub rules: &'static [(&'static str, &'static str)],
}

/// A game's generator parameters resolved against the user's `name=value` pairs.
#[derive(Debug, Clone)]
pub struct Params {
    pub(crate) values: Vec<(&'static str, i64)>,
}

impl Params {
    /// The value of parameter `name`. Panics on a name the game did not declare (a programming
    /// error, never caused by input).
    pub fn get(&self, name: &str) -> i64 {
        let &(_, value) = self
            .values
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("generator parameter {name} is not declared by this game"));
        value
    }

    /// The value of a parameter declared with a range of sizes (`min ≥ 0`).
    pub fn size(&self, name: &str) -> usize {
        self.get(name) as usize
    }
}

/// The random source of the generators.
pub struct Random(ChaCha8Rng);

impl Random {
    pub fn new(seed: u64) -> Self {
        Random(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform integer in `range` (not empty).
    pub fn int(&mut self, range: RangeInclusive<i64>) -> i64 {
        self.0.random_range(range)
    }

    /// A uniform index below `len` (`len ≥ 1`), drawn as a `u64` on every platform.
    pub fn index(&mut self, len: usize) -> usize {
        self.0.random_range(0..len as u64) as usize
    }

    /// True with probability `percent` / 100.
    pub fn percent(&mut self, percent: i64) -> bool {
        self.int(1..=100) <= percent
    }

    /// A uniform element of `items` (not empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.index(items.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_fixed_by_the_seed() {
        let draw = |seed| {
            let mut random = Random::new(seed);
            (0..8).map(|_| random.int(0..=999)).collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
    }
}
