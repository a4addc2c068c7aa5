//! match3: the best swap Explore's feedback names (src/games/match3/position.rs searches it on
//! the grid's bits alone, with the engine's shortcuts for plays only scored) against swaps
//! played through `Session::play`, whose steps the observer that watches every stage builds,
//! at positions of the shipped data: the named swap's value is the one the feedback on it
//! gives, no swap scores more, and none before it in move order scores as much. At positions
//! with few valid swaps every one is played (brute force); elsewhere a spread of them, as
//! playing one builds all its steps (a 50 × 50 board's long chains take milliseconds).

use crate::common;
use boardlab::{Message, MoveOption, Progress, Session};
use std::path::Path;

const GAME: &str = "match3";

/// Boards of at most this many cells are checked at every position; bigger ones at
/// `SAMPLED` positions spread over the game.
const SMALL: usize = 100;
const SAMPLED: usize = 4;

/// At most this many valid swaps are played at a position (all of them when there are no more).
const PLAYED: usize = 150;

/// The step of each position an input's game offers moves at: step 0 (before any operation),
/// then each operation's first step (its position is the one after it).
fn positions(s: &Session) -> Vec<usize> {
    let markers = s.markers();
    let operations = markers
        .iter()
        .filter(|m| m.label.english().starts_with("op "));
    std::iter::once(0)
        .chain(operations.map(|m| m.step))
        .collect()
}

/// The feedback on move `id` at step `index`, in English: your swap, the best one, the total.
fn feedback(s: &mut Session, index: usize, id: &str) -> [String; 3] {
    let played = s.play(index, id, &mut Progress::silent()).unwrap();
    s.back_to_main_line();
    let lines: Vec<String> = played.feedback.iter().map(Message::english).collect();
    lines.try_into().unwrap()
}

/// "(1,2)–(1,3)" and "elimination 3 + combination 0 + chain 0 = 3" of "…swap (1,2)–(1,3): …".
fn swap_and_value<'a>(line: &'a str, prefix: &str) -> Option<(&'a str, &'a str)> {
    line.strip_prefix(prefix)?.split_once(": ")
}

/// The total a value ends with.
fn total(value: &str) -> i64 {
    let (_, total) = value.rsplit_once("= ").unwrap();
    total.parse().unwrap()
}

/// "(1,2)–(1,3)" for the move with id "1 2 1 3".
fn cells(id: &str) -> String {
    let n: Vec<&str> = id.split(' ').collect();
    format!("({},{})–({},{})", n[0], n[1], n[2], n[3])
}

/// Checks the best swap the feedback names at step `index`; returns how many valid swaps were
/// played.
fn check_position(s: &mut Session, index: usize, place: &str) -> usize {
    let moves = s.decision(index).unwrap().moves;
    let (valid, invalid): (Vec<MoveOption>, Vec<MoveOption>) = moves
        .into_iter()
        .partition(|m| !m.label.english().ends_with("(no run)"));
    let step = valid.len().div_ceil(PLAYED).max(1);
    let sampled: Vec<&MoveOption> = valid.iter().step_by(step).collect();
    // Each sampled swap's cells and value, and the best swap's line from the feedback on a
    // swap that is not one (the line names it).
    let mut values = Vec::new();
    let mut best_line = invalid
        .first()
        .map(|m| feedback(s, index, &m.id)[1].clone());
    for m in &sampled {
        let [yours, best, _] = feedback(s, index, &m.id);
        let (cells, value) = swap_and_value(&yours, "your swap ").unwrap();
        assert_eq!(cells, self::cells(&m.id), "{place}");
        let tie = best.strip_prefix("best available: ");
        match tie.and_then(|line| line.strip_suffix(" — yours is a best swap")) {
            Some(best) => assert_eq!(best, total(value).to_string(), "{place}"),
            None => drop(best_line.get_or_insert(best)),
        }
        values.push((m.id.clone(), value.to_string()));
    }
    let Some(best_line) = best_line else {
        // Every sampled swap is a best one: they all score the same, and the first comes first.
        if let Some((id, value)) = values.first() {
            assert_eq!(id, &valid[0].id, "{place}");
            assert!(
                values.iter().all(|(_, v)| total(v) == total(value)),
                "{place}"
            );
        }
        return values.len();
    };
    if valid.is_empty() {
        assert_eq!(best_line, "no swap here makes a run", "{place}");
        return 0;
    }
    let (best, value) = swap_and_value(&best_line, "best available: swap ")
        .unwrap_or_else(|| panic!("{place}: {best_line}"));
    let position = valid.iter().position(|m| cells(&m.id) == best);
    let position = position.unwrap_or_else(|| panic!("{place}: {best} is not a valid swap"));
    // Its value is the one the feedback on it gives.
    let [yours, _, _] = feedback(s, index, &valid[position].id);
    assert_eq!(yours, format!("your swap {best}: {value}"), "{place}");
    // No swap scores more, and none before it as much.
    for (id, other) in &values {
        let before = valid.iter().position(|m| &m.id == id).unwrap() < position;
        let beaten = total(other) > total(value) || (before && total(other) == total(value));
        assert!(
            !beaten,
            "{place}: {best} ({value}) named, {} scores {other}",
            cells(id)
        );
    }
    values.len() + 1
}

/// Checks every position of a small board's game, and positions spread over a big one's;
/// returns how many positions and swaps were checked.
fn check_input(name: &str, text: &str) -> (usize, usize) {
    let mut s = common::session(GAME, text, &[]);
    let mut steps = positions(&s);
    let size: usize = text
        .split_whitespace()
        .take(2)
        .map(|t| t.parse::<usize>().unwrap())
        .product();
    if size > SMALL {
        let last = steps.len() - 1;
        steps = (0..SAMPLED)
            .map(|i| steps[i * last / (SAMPLED - 1)])
            .collect();
        steps.dedup();
    }
    let swaps = steps
        .iter()
        .map(|&index| check_position(&mut s, index, &format!("{name} step {index}")));
    (steps.len(), swaps.sum())
}

/// The inputs of a folder, named by it.
fn inputs(dir: &Path) -> Vec<(String, String)> {
    let place = dir.file_name().unwrap().to_string_lossy().into_owned();
    let cases = common::cases_in(dir).into_iter();
    cases
        .map(|(name, input, _)| {
            (
                format!("{place}/{name}"),
                std::fs::read_to_string(input).unwrap(),
            )
        })
        .collect()
}

/// Checks every input; returns how many positions and swaps were checked.
fn check_inputs(inputs: &[(String, String)]) -> (usize, usize) {
    let checked = inputs.iter().map(|(name, text)| check_input(name, text));
    checked.fold((0, 0), |(p, s), (positions, swaps)| {
        (p + positions, s + swaps)
    })
}

#[test]
fn the_best_swap_on_the_shipped_data() {
    let mut all = inputs(&common::shipped_data(GAME));
    for sample in boardlab::find_game(GAME).unwrap().samples {
        all.push((sample.name.to_string(), sample.input.to_string()));
    }
    let (positions, swaps) = check_inputs(&all);
    println!("match3 best swap: {positions} positions, {swaps} swaps played");
    assert!(
        positions > 500 && swaps > 3000,
        "{positions} positions, {swaps} swaps"
    );
}

#[test]
fn the_best_swap_on_the_official_data() {
    if let Some(dir) = common::shared_data(GAME, "official") {
        let (positions, swaps) = check_inputs(&inputs(&dir));
        println!("match3 best swap, official data: {positions} positions, {swaps} swaps played");
        assert!(
            positions > 100 && swaps > 4000,
            "{positions} positions, {swaps} swaps"
        );
    }
}
