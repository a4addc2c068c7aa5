//! Mutation fuzzing of every game's parser + engine + timeline, a fixed number of inputs per game.
//!
//! Seeds are the shipped inputs (`tests/data/<game>/**.in`, plus the games' samples) and valid
//! inputs up to the statements' limits from the games' own generators (`generated_input`). Each
//! round mutates one (or not) at the token level (boundary and huge numbers, negative values,
//! deleted, duplicated or swapped tokens and lines, truncation, stray bytes, CRLF) and runs it:
//! every input must give an output or an `InputError` — never a panic, never a hang — and the
//! timeline's first, last and a random step must be produced without panicking.
//!
//! `./build.sh test` runs the same 1000 inputs per game on every machine, however fast
//! (BOARDLAB_FUZZ_INPUTS to change the count, BOARDLAB_FUZZ_SEED the stream,
//! BOARDLAB_FUZZ_GAMES=a,b for some games only); `./build.sh fuzz-quick SECONDS` runs it for a
//! time instead (BOARDLAB_FUZZ_SECONDS), in release mode, and prints the counts.
//! It stays next to the coverage-guided targets in `fuzz/` (`./build.sh fuzz`, nightly) because
//! it needs only stable Rust, so every `./build.sh test` runs it, and it reaches what they leave
//! out: valid inputs at the statements' limits (the generators), inputs beyond 4096 bytes, hangs.

use crate::common;
use boardlab::GameInfo;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

const ENGINE_THREAD: &str = "fuzz-engine";

/// One input may take at most this long (parse + solve + three steps) before it counts as a hang:
/// a safety net, far above the slowest input (each game's is printed).
const HANG_LIMIT: Duration = Duration::from_secs(20);

/// How much each game is fuzzed.
#[derive(Clone, Copy)]
enum Budget {
    /// So many inputs: the same ones, whatever the machine's speed.
    Inputs(u64),
    /// As many inputs as fit in this time (`./build.sh fuzz-quick`).
    Time(Duration),
}

impl Budget {
    /// BOARDLAB_FUZZ_SECONDS, else BOARDLAB_FUZZ_INPUTS (default 1000).
    fn from_env() -> Budget {
        let var = |name| std::env::var(name).ok().and_then(|s| s.parse::<f64>().ok());
        match (var("BOARDLAB_FUZZ_SECONDS"), var("BOARDLAB_FUZZ_INPUTS")) {
            (Some(seconds), _) => Budget::Time(Duration::from_secs_f64(seconds)),
            (None, inputs) => Budget::Inputs(inputs.map_or(1000, |n| n as u64)),
        }
    }

    fn allows(self, inputs: u64, started: Instant) -> bool {
        match self {
            Budget::Inputs(n) => inputs < n,
            Budget::Time(time) => started.elapsed() < time,
        }
    }
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Uniform in 0..n (0 for n = 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// Uniform in lo..=hi.
    fn between(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

/// A valid input from the game's own generator (`GameInfo::generate`, as `boardlab gen` writes
/// them) with the rule options it was written for: one of the game's test kinds (those of
/// `boardlab package`, the statement's extremes first) with its parameters drawn in their
/// ranges, under the options the kind is for (one of the values it names for each) and one of
/// `variants` on another option (mayan's `mode=replay` puzzles come with their answer). `None`
/// when the kind's parameters fit no input (more soldiers than cells).
fn generated_input(
    game: &GameInfo,
    variants: &[Vec<(String, String)>],
    rng: &mut Rng,
) -> Option<(String, Vec<(String, String)>)> {
    let kind = &game.tests[rng.below(game.tests.len())];
    let params: Vec<(String, String)> = (kind.params.iter())
        .map(|&(name, lo, hi)| (name.to_string(), rng.between(lo, hi).to_string()))
        .collect();
    let mut rules: Vec<(String, String)> = Vec::new();
    for &(name, _) in kind.rules {
        if rules.iter().all(|(n, _)| n != name) {
            let values: Vec<_> = kind.rules.iter().filter(|(n, _)| *n == name).collect();
            let (_, value) = values[rng.below(values.len())];
            rules.push((name.to_string(), value.to_string()));
        }
    }
    let variant = &variants[rng.below(variants.len())];
    if variant
        .iter()
        .all(|(name, _)| rules.iter().all(|(n, _)| n != name))
    {
        rules.extend(variant.iter().cloned());
    }
    let input = boardlab::generate(game.id, rng.next(), &params, &rules).ok()?;
    Some((input, rules))
}

/// A seed's text and the rule options it is meant for.
type Seed = (String, Vec<(String, String)>);

/// The shipped inputs under the rule options beside them (`common::rules_beside`) and the samples
/// under theirs.
fn seeds_of(game: &GameInfo) -> Vec<Seed> {
    fn walk(dir: &Path, out: &mut Vec<Seed>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "in") {
                // Very large seeds make each round slow without finding more.
                if std::fs::metadata(&path).is_ok_and(|m| m.len() < 200_000) {
                    let text = std::fs::read_to_string(&path).unwrap();
                    out.push((text, common::rules_beside(&path)));
                }
            }
        }
    }
    let mut seeds = Vec::new();
    walk(&common::shipped_data(game.id), &mut seeds);
    for sample in game.samples {
        let rules = sample.rules.iter();
        let rules = rules.map(|(n, v)| (n.to_string(), v.to_string()));
        seeds.push((sample.input.to_string(), rules.collect()));
    }
    seeds.sort();
    seeds
}

const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "2",
    "3",
    "6",
    "7",
    "10",
    "11",
    "100",
    "101",
    "1000",
    "1001",
    "100000",
    "1000000000",
    "2147483648",
    "-2147483649",
    "9223372036854775807",
    "99999999999999999999999",
    "",
    "x",
    "1e3",
    "0x10",
    "+5",
    "--1",
];

/// One token-level or byte-level change to `text`.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut tokens: Vec<String> = text
        .split_inclusive(|c: char| c.is_whitespace())
        .map(str::to_string)
        .collect();
    if tokens.is_empty() {
        tokens.push(String::new());
    }
    let i = rng.below(tokens.len());
    let trailing = |t: &str| t[t.trim_end().len()..].to_string();
    match rng.below(10) {
        0..=3 => {
            let tail = trailing(&tokens[i]);
            tokens[i] = format!("{}{tail}", NUMBERS[rng.below(NUMBERS.len())]);
        }
        4 => {
            tokens.remove(i);
        }
        5 => {
            let copy = tokens[i].clone();
            tokens.insert(i, copy);
        }
        6 => {
            let j = rng.below(tokens.len());
            tokens.swap(i, j);
        }
        7 => {
            let cut = rng.below(text.len() + 1);
            let cut = (0..=cut)
                .rev()
                .find(|&c| text.is_char_boundary(c))
                .unwrap_or(0);
            return text[..cut].to_string();
        }
        8 => {
            let junk = [
                "\u{0}", "é", "\u{feff}", "\r\n", "\t", "<b>", "-", "99", "\n\n",
            ];
            tokens.insert(i, junk[rng.below(junk.len())].to_string());
        }
        _ => {
            // A plausible word from elsewhere in the input (e.g. a request name) in a new place.
            let j = rng.below(tokens.len());
            let word = tokens[j].trim_end().to_string();
            let tail = trailing(&tokens[i]);
            tokens[i] = format!("{word}{tail}");
        }
    }
    tokens.concat()
}

/// Parses and walks a few steps; a panic becomes `Err(message)`.
fn exercise(
    game: &str,
    input: &str,
    rules: &[(String, String)],
    pick: u64,
) -> Result<bool, String> {
    panic::catch_unwind(AssertUnwindSafe(|| {
        match boardlab::parse(game, input, rules) {
            Ok(mut session) => {
                let n = session.step_count();
                assert!(n >= 1, "a session has at least one step");
                for index in [0, n - 1, (pick % n as u64) as usize] {
                    // The step's background analysis too (bounded by the node budget).
                    let step = session.complete_step(index);
                    let (start, end) = step.output_lines;
                    assert!(start <= end, "output lines {start}..{end} of step {index}");
                    let frame = &step.frame;
                    assert_eq!(
                        frame.cells.len(),
                        frame.width as usize * frame.height as usize
                    );
                    let texts = std::iter::once(&step.title).chain(&step.events);
                    for message in texts.chain(step.frame.caption.as_ref()) {
                        for lang in boardlab::Lang::ALL {
                            let problems = message.problems(lang);
                            assert!(problems.is_empty(), "step {index}: {problems:?}");
                        }
                    }
                }
                true
            }
            Err(err) => {
                assert!(
                    !err.message.english().is_empty(),
                    "an input error has a message"
                );
                for lang in boardlab::Lang::ALL {
                    let problems = err.message.problems(lang);
                    assert!(
                        problems.is_empty(),
                        "the error does not render: {problems:?}"
                    );
                }
                false
            }
        }
    }))
    .map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panic".to_string())
    })
}

struct Counts {
    inputs: u64,
    accepted: u64,
    rejected: u64,
    seconds: f64,
    slowest: Duration,
}

fn fuzz_game(info: &'static GameInfo, budget: Budget, seed: u64) -> Result<Counts, String> {
    let game = info.id;
    let seeds = seeds_of(info);
    assert!(!seeds.is_empty(), "{game} has no seeds");
    let variants = boardlab::fuzzing::variants(info);
    let (to_worker, jobs) = mpsc::channel::<(String, Vec<(String, String)>, u64)>();
    let (to_main, results) = mpsc::channel::<Result<bool, String>>();
    // The engine runs on a worker thread so that a hang is noticed by the main thread.
    std::thread::Builder::new()
        .name(ENGINE_THREAD.into())
        .spawn(move || {
            for (input, rules, pick) in jobs {
                if to_main.send(exercise(game, &input, &rules, pick)).is_err() {
                    return;
                }
            }
        })
        .unwrap();
    let mut rng = Rng(seed | 1);
    let mut counts = Counts {
        inputs: 0,
        accepted: 0,
        rejected: 0,
        seconds: 0.0,
        slowest: Duration::ZERO,
    };
    let started = Instant::now();
    while budget.allows(counts.inputs, started) {
        // A third of the rounds start from a generated valid input, the rest from a seed.
        let generated = match rng.below(3) {
            0 => generated_input(info, &variants, &mut rng),
            _ => None,
        };
        let (mut input, mut rules) = match generated {
            Some(valid) => valid,
            None => {
                // The seed's own rule options, then any variant (which may override them).
                let (text, mut rules) = seeds[rng.below(seeds.len())].clone();
                rules.extend(variants[rng.below(variants.len())].iter().cloned());
                (text, rules)
            }
        };
        for _ in 0..rng.below(4) {
            input = mutate(&input, &mut rng);
        }
        if rng.below(4) == 0 {
            // Any rule variant, on top of what the input needs.
            rules.extend(variants[rng.below(variants.len())].iter().cloned());
        }
        to_worker
            .send((input.clone(), rules.clone(), rng.next()))
            .unwrap();
        let sent = Instant::now();
        let outcome = match results.recv_timeout(HANG_LIMIT) {
            Ok(outcome) => outcome,
            Err(_) => Err(format!("no answer within {HANG_LIMIT:?} (a hang)")),
        };
        counts.slowest = counts.slowest.max(sent.elapsed());
        counts.inputs += 1;
        match outcome {
            Ok(true) => counts.accepted += 1,
            Ok(false) => counts.rejected += 1,
            Err(message) => {
                let path = std::env::temp_dir().join(format!("boardlab-fuzz-{game}.in"));
                std::fs::write(&path, &input).ok();
                return Err(format!(
                    "{game} with rules {rules:?}: {message}\ninput saved to {}:\n{}",
                    path.display(),
                    input.chars().take(2000).collect::<String>()
                ));
            }
        }
    }
    counts.seconds = started.elapsed().as_secs_f64();
    Ok(counts)
}

#[test]
fn no_input_panics_or_hangs() {
    let budget = Budget::from_env();
    let seed: u64 = std::env::var("BOARDLAB_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed);
    // A panic on the engine thread is caught and reported with its input, so the default hook's
    // message would only be noise there; panics elsewhere keep the default report.
    let default_hook = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        if std::thread::current().name() != Some(ENGINE_THREAD) {
            default_hook(info);
        }
    }));
    // BOARDLAB_FUZZ_GAMES=a,b limits the run to some games.
    let only = std::env::var("BOARDLAB_FUZZ_GAMES").unwrap_or_default();
    let mut failures = Vec::new();
    for game in boardlab::games() {
        if !only.is_empty() && !only.split(',').any(|g| g == game.id) {
            continue;
        }
        match fuzz_game(game, budget, seed) {
            Ok(c) => println!(
                "fuzz {}: {} inputs in {:.1} s ({} ran, {} input errors, the slowest {:.2} s), 0 \
                 crashes",
                game.id,
                c.inputs,
                c.seconds,
                c.accepted,
                c.rejected,
                c.slowest.as_secs_f64()
            ),
            Err(failure) => failures.push(failure),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
