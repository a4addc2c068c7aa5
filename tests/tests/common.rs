//! Shared helpers for the native tests: running the engines and the `boardlab` binary, finding
//! judge data and comparing outputs as judges do.

use boardlab::{InputError, Lang, Session};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

/// The mayan statement's sample and its answer.
pub const MAYAN_SAMPLE: &str = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
pub const MAYAN_ANSWER: &str = "2 1 1\n3 1 1\n3 0 1\n";

/// Rule options as `parse` takes them.
pub fn rules(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// The session of a valid input, failing the test on an input error.
pub fn session(game: &str, input: &str, pairs: &[(&str, &str)]) -> Session {
    boardlab::parse(game, input, &rules(pairs))
        .unwrap_or_else(|e| panic!("{game}: unexpected input error: {e}"))
}

/// The judge output of a valid input.
pub fn output(game: &str, input: &str, pairs: &[(&str, &str)]) -> String {
    session(game, input, pairs).output().to_string()
}

/// Parses `input` and returns the error, failing the test if it parses.
pub fn input_error(game: &str, input: &str, pairs: &[(&str, &str)]) -> InputError {
    match boardlab::parse(game, input, &rules(pairs)) {
        Ok(session) => panic!("expected an input error, got output {:?}", session.output()),
        Err(e) => e,
    }
}

/// Runs the `boardlab` binary with `args` and `stdin`.
pub fn boardlab(args: &[&str], stdin: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_boardlab"));
    command
        .args(args)
        // `package` compiles each jury submission once for all the packages of a test run.
        .env("BOARDLAB_JURY_CACHE", temp_root().join("jury"));
    run_with_input(&mut command, stdin.as_bytes())
}

/// Runs `command` with `input` on its standard input; its status, output and errors.
pub fn run_with_input(command: &mut Command, input: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program runs");
    // A program may end before it reads its input (a usage error): a broken pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(input);
    child.wait_with_output().unwrap()
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The prefix of each test process's temporary folder, before its process id.
const TEMP_PREFIX: &str = "boardlab-tests-";

/// This process's temporary folder. It stays after the tests (the shared packages,
/// `packages.rs`, have no last user to remove them): the first call removes those of the test
/// processes that have ended.
fn temp_root() -> PathBuf {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    let root = ROOT.get_or_init(|| {
        let temp = std::env::temp_dir();
        for entry in std::fs::read_dir(&temp).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let pid = name.strip_prefix(TEMP_PREFIX);
            if pid.is_some_and(|pid| !Path::new("/proc").join(pid).exists()) {
                // Another process may be removing it too.
                drop(std::fs::remove_dir_all(entry.path()));
            }
        }
        temp.join(format!("{TEMP_PREFIX}{}", std::process::id()))
    });
    std::fs::create_dir_all(root).unwrap();
    root.clone()
}

/// A file in this process's temporary folder.
pub fn temp_file(name: &str, contents: &[u8]) -> String {
    let path = temp_root().join(name);
    std::fs::write(&path, contents).unwrap();
    path.to_string_lossy().into_owned()
}

/// A folder in this process's temporary folder (a Kattis feedback directory).
pub fn temp_dir(name: &str) -> String {
    let dir = temp_root().join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir.to_string_lossy().into_owned()
}

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

/// The rule options an input file is meant for: the `name=value` lines of the `.rules` file
/// beside it (ludo's `part3_01.rules`: `part=3`), none without one.
pub fn rules_beside(input: &Path) -> Vec<(String, String)> {
    let path = input.with_extension("rules");
    if !path.exists() {
        return Vec::new();
    }
    let text = std::fs::read_to_string(path).unwrap();
    let pairs = text.lines().filter(|line| !line.trim().is_empty());
    pairs
        .map(|line| {
            let (name, value) = line.trim().split_once('=').expect("a name=value line");
            (name.to_string(), value.to_string())
        })
        .collect()
}

/// Runs every case of `dir` through the engine with the rules beside it (`rules_beside`) plus any
/// rules `rules_for(name)` adds, and asserts each output equals its answer as a judge compares
/// them. Reports every failing case by name, not just the first. Returns how many cases ran.
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
        let mut rules = rules_beside(input);
        rules.extend(rules_for(name));
        match boardlab::parse(game, &input_text, &rules) {
            Ok(session) => {
                if let Some(d) = boardlab::text::first_difference(&answer_text, session.output()) {
                    failures.push(format!(
                        "{name}: line {}: expected {:?}, got {:?}",
                        d.line, d.reference, d.candidate
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

/// No extra rules, for `assert_cases`.
pub fn defaults(_: &str) -> Vec<(String, String)> {
    Vec::new()
}

/// Why a statement's figure caption does not read as a sentence of the statement, if it does
/// not: in every language it ends with a full stop and holds none of the marks of the engine's
/// counters and captions ("round 3 · score 12", "score -80 → -80"); in English it starts with a
/// capital letter or a number. Isolates around it (Persian) are not part of it.
pub fn caption_fault(lang: Lang, caption: &str) -> Option<&'static str> {
    let text = caption.trim_matches(|c| ('\u{2066}'..='\u{2069}').contains(&c));
    if !(text.ends_with('.') || text.ends_with('。')) {
        return Some("is not a sentence");
    }
    if [" · ", "→", "++", "+=", " | "]
        .iter()
        .any(|mark| text.contains(mark))
    {
        return Some("reads like a counter");
    }
    let first = text.chars().next()?;
    if lang == Lang::En && !first.is_uppercase() && !first.is_ascii_digit() {
        return Some("does not start a sentence");
    }
    None
}
