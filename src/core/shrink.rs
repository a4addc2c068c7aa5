//! What stress testing (`boardlab stress`) needs of a game besides its generator: how the
//! generator's parameters grow from tiny inputs to the statement's limits, and smaller inputs
//! than one that a program fails on. Each game's `shrink.rs` declares both; the command line
//! keeps a smaller input only when it is valid (`validate`) and the program still fails on it.

use crate::generate::{GenParam, Random};
use crate::rules::Rules;
use crate::text::InputError;
use std::ops::Range;

/// A generator parameter that stress tests vary: each test draws it uniformly between the
/// parameter's minimum and a cap that grows with the test's number from `start` to `end`
/// (geometrically when `start` ≥ 1). The parameters not listed keep their defaults.
#[derive(Debug, Clone, Copy)]
pub struct StressParam {
    pub name: &'static str,
    pub start: i64,
    pub end: i64,
}

/// Smaller variants of an input, most promising first (bigger cuts before smaller ones); they
/// need not be valid.
pub type Candidates = Box<dyn Iterator<Item = String>>;

/// Reads an input (valid under the rules) and lists its smaller variants.
pub type ShrinkFn = fn(&str, &Rules) -> Result<Candidates, InputError>;

/// A game's stress testing.
#[derive(Debug, Clone, Copy)]
pub struct Stress {
    pub params: &'static [StressParam],
    pub shrink: ShrinkFn,
}

/// Tests until the caps reach the parameters' ends.
const RAMP_TESTS: f64 = 3000.0;

/// The generator parameters of stress test `index` (from 0) of a game whose generator takes
/// `declared` and whose stress testing is `stress`, drawn from `random`; parameters the user
/// fixed (`fixed`) are left to the user's values.
pub fn test_params(
    declared: &[GenParam],
    stress: &Stress,
    index: u64,
    fixed: &[(String, String)],
    random: &mut Random,
) -> Vec<(String, String)> {
    let level = (index as f64 / RAMP_TESTS).min(1.0);
    let mut params = fixed.to_vec();
    for param in stress.params {
        if fixed.iter().any(|(name, _)| name == param.name) {
            continue;
        }
        let declared = (declared.iter())
            .find(|p| p.name == param.name)
            .unwrap_or_else(|| panic!("the generator has no parameter {}", param.name));
        let (start, end) = (param.start as f64, param.end as f64);
        let cap = if param.start >= 1 {
            start * (end / start).powf(level)
        } else {
            start + (end - start) * level
        };
        let cap = (cap.round() as i64).clamp(declared.min, declared.max);
        let value = random.int(declared.min..=cap.max(declared.min));
        params.push((param.name.to_string(), value.to_string()));
    }
    params
}

/// The runs of a list of `len` items to try leaving out, as delta debugging does: halves, then
/// quarters, and so on down to single items.
pub fn runs(len: usize) -> impl Iterator<Item = Range<usize>> {
    let first = (len > 0).then(|| (len / 2).max(1));
    let sizes = std::iter::successors(first, |&size| (size > 1).then_some(size / 2));
    sizes.flat_map(move |size| {
        (0..len)
            .step_by(size)
            .map(move |start| start..(start + size).min(len))
    })
}

/// `items` without `run`.
pub fn without<T: Clone>(items: &[T], run: Range<usize>) -> Vec<T> {
    let mut kept = items[..run.start].to_vec();
    kept.extend_from_slice(&items[run.end..]);
    kept
}

/// Smaller values to try for a value `value` of at least `min`, biggest cut first: the minimum,
/// then half-way, three quarters of the way, and so on up to one less. The shrinking keeps the
/// first that still fails, so each step at least halves the distance to the smallest failing
/// value: a binary search toward it, never a walk down by ones (574 → 0 takes about 10 steps,
/// not 574).
pub fn smaller(value: i64, min: i64) -> Vec<i64> {
    let mut values = Vec::new();
    let mut cut = value.saturating_sub(min);
    while cut > 0 {
        values.push(value - cut);
        cut /= 2;
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_go_from_halves_to_single_items() {
        let found: Vec<Range<usize>> = runs(5).collect();
        assert_eq!(found, [0..2, 2..4, 4..5, 0..1, 1..2, 2..3, 3..4, 4..5]);
        assert_eq!(
            runs(1).map(|run| (run.start, run.end)).collect::<Vec<_>>(),
            [(0, 1)]
        );
        assert_eq!(runs(0).count(), 0);
    }

    #[test]
    fn smaller_values_stay_at_or_above_the_minimum() {
        assert_eq!(smaller(10, 1), [1, 6, 8, 9]);
        assert_eq!(smaller(2, 1), [1]);
        assert!(smaller(1, 1).is_empty());
        assert!(smaller(0, 1).is_empty());
        assert_eq!(
            smaller(660, 0),
            [0, 330, 495, 578, 619, 640, 650, 655, 658, 659]
        );
    }

    /// Shrinking by the first smaller value that still fails, as `stress` does, reaches the
    /// smallest failing value in about log₂ steps, whatever that value.
    #[test]
    fn shrinking_a_number_is_a_binary_search() {
        for smallest_failing in [0, 1, 2, 17, 233, 573, 574] {
            let (mut value, mut steps, mut tries) = (574_i64, 0, 0);
            while let Some(next) = smaller(value, 0).into_iter().find(|&v| {
                tries += 1;
                v >= smallest_failing
            }) {
                value = next;
                steps += 1;
            }
            assert_eq!(value, smallest_failing);
            assert!(steps <= 11, "{smallest_failing}: {steps} steps");
            assert!(tries <= 120, "{smallest_failing}: {tries} inputs tried");
        }
    }
}
