//! Shared helpers for the native tests: finding judge data and comparing outputs as judges do.
#![allow(dead_code)] // each test binary uses a different subset

use std::path::{Path, PathBuf};

/// `tests/data/<game>` in this repository (the generated cases we ship).
pub fn shipped_data(game: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(game)
}

/// `../shared/data/<game>/<sub>` (the contests' own data, never committed here), or `None` with a
/// printed notice when it is not present on this machine.
pub fn shared_data(game: &str, sub: &str) -> Option<PathBuf> {
    let root = std::env::var_os("BOARDLAB_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared"));
    let dir = root.join("data").join(game).join(sub);
    if dir.is_dir() {
        Some(dir)
    } else {
        println!(
            "notice: {} is absent; skipping these judge-data tests",
            dir.display()
        );
        None
    }
}

/// The `X.in` files of `dir` that have an `X.ans`, sorted by name.
pub fn cases_in(dir: &Path) -> Vec<(String, PathBuf, PathBuf)> {
    let mut cases: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| {
            let input = entry.ok()?.path();
            let answer = input.with_extension("ans");
            (input.extension()? == "in" && answer.exists()).then(|| {
                let name = input.file_stem().unwrap().to_string_lossy().into_owned();
                (name, input, answer)
            })
        })
        .collect();
    cases.sort();
    cases
}

/// Runs every case of `dir` through the engine with `rules` (plus any rules `rules_for(name)`
/// adds) and asserts each output equals its answer as a judge compares them. Reports every
/// failing case by name, not just the first. Returns how many cases ran.
pub fn assert_cases(
    game: &str,
    dir: &Path,
    rules_for: impl Fn(&str) -> Vec<(String, String)>,
) -> usize {
    let cases = cases_in(dir);
    assert!(!cases.is_empty(), "no cases in {}", dir.display());
    let mut failures = Vec::new();
    for (name, input, answer) in &cases {
        let input_text = std::fs::read_to_string(input).unwrap();
        let answer_text = std::fs::read_to_string(answer).unwrap();
        match boardlab::parse(game, &input_text, &rules_for(name)) {
            Ok(session) => {
                if let Some(d) = boardlab::text::first_difference(&answer_text, session.output()) {
                    failures.push(format!(
                        "{name}: line {}: expected {:?}, got {:?}",
                        d.line, d.expected, d.got
                    ));
                }
            }
            Err(e) => failures.push(format!("{name}: input error {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases in {} failed:\n{}",
        failures.len(),
        cases.len(),
        dir.display(),
        failures.join("\n")
    );
    println!("{}: {} cases accepted", dir.display(), cases.len());
    cases.len()
}

/// No extra rules.
pub fn defaults(_: &str) -> Vec<(String, String)> {
    Vec::new()
}

/// Parses `input` and returns the error, failing the test if it parses.
pub fn input_error(game: &str, input: &str, rules: &[(&str, &str)]) -> boardlab::InputError {
    let rules: Vec<_> = rules
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    match boardlab::parse(game, input, &rules) {
        Ok(session) => panic!("expected an input error, got output {:?}", session.output()),
        Err(e) => e,
    }
}
