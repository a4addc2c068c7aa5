//! What stress testing (`boardlab stress`) needs of a game besides its generator: how the
//! generator's parameters grow from tiny inputs to the statement's limits, and smaller inputs
//! than one that a program fails on. Each game's `shrink.rs` declares both; the command line
//! keeps a smaller input only when it is valid (`validate`) and the program still fails on it,
//! and repeats (`to_fixpoint`) until no smaller input of the last one kept fails: the result is
//! 1-minimal with respect to the game's reductions.

use crate::generate::{GenParam, Random};
use crate::rules::Rules;
use crate::text::InputError;
use std::collections::HashSet;
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
/// need not be valid. Each is smaller than the input in some measure that cannot go down for
/// ever (fewer tokens, smaller numbers, colours numbered from 1), so shrinking ends.
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

/// How the parameters of a stress test are drawn. Each parameter has a cap that grows with the
/// test's index, from the game's stress start to its end (tiny inputs first, large ones later,
/// which cost more to run); a third of the tests draw each parameter at random up to its cap,
/// the others at the edges, where bugs of limits hide (full-height columns, the largest counts,
/// the smallest boards).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Draw {
    /// Each parameter at random, from its minimum to its cap.
    Ramp,
    /// Every parameter at its cap.
    Largest,
    /// Each parameter at its minimum or its cap, chosen at random.
    Ends,
}

impl Draw {
    /// Tests 0, 3, 6, … ramp; 1, 4, 7, … are the largest; 2, 5, 8, … mix the ends.
    fn of(index: u64) -> Draw {
        match index % 3 {
            0 => Draw::Ramp,
            1 => Draw::Largest,
            _ => Draw::Ends,
        }
    }
}

/// The generator parameters of stress test `index` (from 0) of a game whose generator takes
/// `declared` and whose stress testing is `stress`, drawn from `random` (see [`Draw`]);
/// parameters the user fixed (`fixed`) are left to the user's values.
pub fn test_params(
    declared: &[GenParam],
    stress: &Stress,
    index: u64,
    fixed: &[(String, String)],
    random: &mut Random,
) -> Vec<(String, String)> {
    let level = (index as f64 / RAMP_TESTS).min(1.0);
    let draw = Draw::of(index);
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
        let value = match draw {
            Draw::Largest => cap,
            Draw::Ends if random.index(2) == 0 => declared.min,
            Draw::Ends => cap,
            Draw::Ramp => random.int(declared.min..=cap.max(declared.min)),
        };
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

/// The runs of `len` lines to try leaving out of a board: as `runs`, but every run of each
/// size, wherever it starts, so that a board whose pattern repeats every few lines can lose one
/// period wherever its pieces leave room.
pub fn windows(len: usize) -> impl Iterator<Item = Range<usize>> {
    let first = (len > 0).then(|| (len / 2).max(1));
    let sizes = std::iter::successors(first, |&size| (size > 1).then_some(size / 2));
    sizes.flat_map(move |size| (0..=len - size).map(move |start| start..start + size))
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

/// Rows or columns of a grid left out: a game's reduction that makes its board smaller, the
/// cells beyond moving up or left, and whatever refers to a cell renumbered (`moved`).
#[derive(Debug, Clone, PartialEq)]
pub enum Lines {
    Rows(Range<usize>),
    Cols(Range<usize>),
}

impl Lines {
    /// The runs of rows, then of columns (0-based), of a `rows`×`cols` grid to leave out
    /// (`windows`: halves first, which crops the board to where things happen); a grid keeps
    /// at least one row and one column.
    pub fn runs(rows: usize, cols: usize) -> Vec<Lines> {
        let proper = |len: usize| windows(len).filter(move |run| run.len() < len);
        proper(rows)
            .map(Lines::Rows)
            .chain(proper(cols).map(Lines::Cols))
            .collect()
    }

    /// The size of a `rows`×`cols` grid without these lines.
    pub fn size(&self, rows: usize, cols: usize) -> (usize, usize) {
        match self {
            Lines::Rows(run) => (rows - run.len(), cols),
            Lines::Cols(run) => (rows, cols - run.len()),
        }
    }

    /// Where cell (`row`, `col`) goes without these lines; `None` if it is on one of them.
    pub fn moved(&self, (row, col): (usize, usize)) -> Option<(usize, usize)> {
        let shifted = |at: usize, run: &Range<usize>| {
            if run.contains(&at) {
                None
            } else if at >= run.end {
                Some(at - run.len())
            } else {
                Some(at)
            }
        };
        match self {
            Lines::Rows(run) => Some((shifted(row, run)?, col)),
            Lines::Cols(run) => Some((row, shifted(col, run)?)),
        }
    }

    /// The cells of a row-major `rows`×`cols` grid without these lines.
    pub fn cells<T: Copy>(&self, cols: usize, cells: &[T]) -> Vec<T> {
        (0..cells.len())
            .filter(|&i| self.moved((i / cols, i % cols)).is_some())
            .map(|i| cells[i])
            .collect()
    }
}

/// Colours or kinds (`values`, 0 for none) numbered 1, 2, … in order of first appearance, with
/// how many there are; `None` when that changes nothing. The fewest kinds a program can still
/// fail on, numbered as small as they go.
pub fn renumbered(values: &[u8]) -> Option<(Vec<u8>, usize)> {
    let mut order: Vec<u8> = Vec::new();
    for &value in values {
        if value != 0 && !order.contains(&value) {
            order.push(value);
        }
    }
    let number = |value: u8| {
        order
            .iter()
            .position(|&o| o == value)
            .map_or(0, |i| i as u8 + 1)
    };
    let numbered: Vec<u8> = values.iter().map(|&v| number(v)).collect();
    (numbered != values).then_some((numbered, order.len()))
}

/// How a shrinking ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shrunk {
    /// The smallest failing input.
    pub input: String,
    /// The smaller inputs kept, one after another.
    pub steps: usize,
    /// The inputs tried.
    pub attempts: usize,
    /// Whether every reduction of `input` was tried and none fails: it is 1-minimal. `false`
    /// when the attempts ran out first.
    pub minimal: bool,
}

/// Shrinks `input` to a fixpoint: tries the reductions of the last input kept (`reductions`),
/// `batch` at a time through `first_failing` (the position of the first in the batch that is
/// valid and still fails, if any), keeps that one and goes on from the same place in its own
/// reductions, as delta debugging goes on at the same granularity; it ends when every
/// reduction of the last input kept has failed to fail since, or after `max_attempts`. A
/// reduction met again in a round (or the input itself) is not tried again.
/// Which input is kept does not depend on `batch`: the first failing one in order.
pub fn to_fixpoint<E>(
    mut input: String,
    reductions: impl Fn(&str) -> Option<Candidates>,
    batch: usize,
    max_attempts: usize,
    mut first_failing: impl FnMut(&[String]) -> Result<Option<usize>, E>,
) -> Result<Shrunk, E> {
    let (mut steps, mut attempts, mut from) = (0, 0, 0);
    'kept: loop {
        // From where the last one was kept round to it: every reduction once.
        let (Some(after), Some(before)) = (reductions(&input), reductions(&input)) else {
            return Ok(Shrunk {
                input,
                steps,
                attempts,
                minimal: false,
            });
        };
        let all = after
            .enumerate()
            .skip(from)
            .chain(before.enumerate().take(from));
        // Reductions may coincide (a board recoloured the same after different cuts): each
        // input is run once a round.
        let mut seen = HashSet::from([input.clone()]);
        let mut candidates = all.filter(move |(_, candidate)| seen.insert(candidate.clone()));
        loop {
            if attempts >= max_attempts {
                return Ok(Shrunk {
                    input,
                    steps,
                    attempts,
                    minimal: false,
                });
            }
            let (places, tried): (Vec<usize>, Vec<String>) = candidates
                .by_ref()
                .take(batch.clamp(1, max_attempts - attempts))
                .unzip();
            if tried.is_empty() {
                break 'kept;
            }
            attempts += tried.len();
            if let Some(i) = first_failing(&tried)? {
                from = places[i];
                input = tried
                    .into_iter()
                    .nth(i)
                    .expect("the position is in the batch");
                steps += 1;
                continue 'kept;
            }
        }
    }
    Ok(Shrunk {
        input,
        steps,
        attempts,
        minimal: true,
    })
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
    fn windows_start_anywhere() {
        let found: Vec<Range<usize>> = windows(4).collect();
        assert_eq!(found, [0..2, 1..3, 2..4, 0..1, 1..2, 2..3, 3..4]);
        assert_eq!(windows(0).count(), 0);
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

    #[test]
    fn lines_leave_out_runs_of_rows_or_columns_and_move_the_cells_beyond() {
        assert_eq!(
            Lines::runs(2, 3),
            [
                Lines::Rows(0..1),
                Lines::Rows(1..2),
                Lines::Cols(0..1),
                Lines::Cols(1..2),
                Lines::Cols(2..3),
            ]
        );
        let rows = Lines::Rows(1..3);
        assert_eq!(rows.size(4, 2), (2, 2));
        assert_eq!(rows.moved((0, 1)), Some((0, 1)));
        assert_eq!(rows.moved((2, 1)), None);
        assert_eq!(rows.moved((3, 1)), Some((1, 1)));
        assert_eq!(rows.cells(2, &[1, 2, 3, 4, 5, 6, 7, 8]), [1, 2, 7, 8]);
        let cols = Lines::Cols(0..1);
        assert_eq!(cols.moved((3, 1)), Some((3, 0)));
        assert_eq!(cols.cells(2, &[1, 2, 3, 4]), [2, 4]);
    }

    #[test]
    fn renumbering_counts_from_one_in_order_of_first_appearance() {
        assert_eq!(renumbered(&[5, 0, 2, 5]), Some((vec![1, 0, 2, 1], 2)));
        assert_eq!(renumbered(&[1, 2, 1, 0]), None);
    }

    /// A toy input: a list of numbers that "fails" while it holds 3 and 7; its reductions
    /// leave out runs of items, then lower single items.
    fn toy_reductions(input: &str) -> Option<Candidates> {
        let items: Vec<i64> = input
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let text = |items: &[i64]| {
            items
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut found: Vec<String> = runs(items.len())
            .map(|run| text(&without(&items, run)))
            .collect();
        for (i, &item) in items.iter().enumerate() {
            for value in smaller(item, 0) {
                let mut lower = items.clone();
                lower[i] = value;
                found.push(text(&lower));
            }
        }
        Some(Box::new(found.into_iter()))
    }

    fn toy_fails(input: &str) -> bool {
        let items: Vec<&str> = input.split_whitespace().collect();
        items.contains(&"3") && items.contains(&"7")
    }

    /// A reduction listed twice is run once a round: listing every reduction twice changes
    /// neither the input kept nor the inputs tried.
    #[test]
    fn a_reduction_met_again_is_not_tried_again() {
        let twice = |input: &str| {
            let once: Vec<String> = toy_reductions(input)?.collect();
            Some(Box::new(once.clone().into_iter().chain(once)) as Candidates)
        };
        let fails = |tried: &[String]| Ok::<_, ()>(tried.iter().position(|t| toy_fails(t)));
        let start = "9 3 8 8 12 5 7 3 20 7 1".to_string();
        let once = to_fixpoint(start.clone(), toy_reductions, 1, 10_000, fails).unwrap();
        assert_eq!(to_fixpoint(start, twice, 1, 10_000, fails).unwrap(), once);
    }

    /// Shrinking ends at a fixpoint, whatever the batch: no single reduction of the result
    /// still fails, and the same input is kept.
    #[test]
    fn shrinking_goes_on_to_a_one_minimal_input() {
        let start = "9 3 8 8 12 5 7 3 20 7 1".to_string();
        for batch in [1, 2, 5] {
            let shrunk = to_fixpoint(start.clone(), toy_reductions, batch, 10_000, |tried| {
                Ok::<_, ()>(tried.iter().position(|t| toy_fails(t)))
            })
            .unwrap();
            assert!(shrunk.minimal);
            assert!(["3 7", "7 3"].contains(&shrunk.input.as_str()));
            let reductions = toy_reductions(&shrunk.input).unwrap();
            assert!(reductions
                .filter(|r| *r != shrunk.input)
                .all(|r| !toy_fails(&r)));
        }
        let stopped = to_fixpoint(start, toy_reductions, 1, 3, |tried| {
            Ok::<_, ()>(tried.iter().position(|t| toy_fails(t)))
        })
        .unwrap();
        assert_eq!((stopped.attempts, stopped.minimal), (3, false));
    }
}
