//! `boardlab stress`: runs generated inputs through a program and the engine on every core
//! until they disagree, then shrinks the input to a small one the program still fails on.
//!
//! Test i (from 0) has seed S·2³² + i (runs with different S share no test) and generator
//! parameters drawn for it (`shrink::test_params`: caps that grow from tiny to the statement's
//! limits, two thirds of the tests at the caps or the minimums), so a run is reproducible from
//! S and each test from its own seed.
//! Tests are handed out in order; when one fails, the tests before it still finish and the
//! first failing one is kept, so the counterexample depends on the seed alone, not on timing.
//! Shrinking tries the game's smaller variants of the input (`shrink.rs` of each game) in
//! order, keeps the first that is valid (`validate`) and still fails, and goes on from it to a
//! fixpoint, where no variant of the last input kept fails (`shrink::to_fixpoint`), unless the
//! attempts or the time for shrinking run out first (a program at its time limit takes that
//! long on every input that still fails).

use crate::args::{name_value, number, seed, Checked, GameArgs};
use crate::commands::debug::{
    print_link, run_program, seconds, step_to_show, trace_lines, LimitArgs,
};
use crate::failure::{exit_with, input_error, usage_error, Failure};
use crate::input::{check_rules, read_input};
use crate::out::outln;
use crate::output_file::{self, Used};
use crate::permalink;
use crate::program::{Ending, Limits, Run};
use boardlab::{generate, parse, shrink, validate, GameInfo, Random};
use indicatif::ProgressBar;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The arguments of `stress` (its help text is on `Command::Stress` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// A generator parameter fixed for every test; repeatable (the others vary, see the README)
    #[arg(short, long = "param", value_name = "NAME=VALUE", value_parser = Checked::new(name_value))]
    params: Vec<(String, String)>,
    /// How long to look for a counterexample, in seconds
    #[arg(long, value_name = "S", default_value = "60", value_parser = Checked::new(seconds))]
    seconds: f64,
    /// The most tests to run (the search also ends after --seconds)
    #[arg(long, value_name = "N", value_parser = Checked::new(number::<u64>))]
    max_tests: Option<u64>,
    /// Tests run at once [default: the number of CPUs]
    #[arg(long, value_name = "N", value_parser = Checked::new(jobs))]
    jobs: Option<usize>,
    /// Chooses the tests: test i (counted from 1, as printed) has seed S·2³² + i − 1 [default: from
    /// the clock]
    #[arg(long, value_name = "S", allow_hyphen_values = true, value_parser = Checked::new(seed))]
    seed: Option<u64>,
    /// The program's time limit on one input, in seconds
    #[arg(long, value_name = "S", default_value = "10", value_parser = Checked::new(seconds))]
    time_limit: f64,
    /// The most inputs shrinking runs the program on
    #[arg(long, value_name = "N", default_value = "20000", value_parser = Checked::new(number::<usize>))]
    shrink_attempts: usize,
    /// How long shrinking may go on, in seconds; then the smallest failing input so far is reported
    #[arg(long, value_name = "S", default_value = "300", value_parser = Checked::new(seconds))]
    shrink_seconds: f64,
    /// Writes the smallest failing input to FILE
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
    /// Shrinks FILE, an input the program fails on, instead of looking for one
    #[arg(long, value_name = "FILE", conflicts_with_all = ["params", "seconds", "max_tests", "seed"])]
    input: Option<String>,
    #[command(flatten)]
    limits: LimitArgs,
    /// The program and its arguments (after --), run as given, without a shell
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<String>,
}

fn jobs(option: &str, value: &str) -> Result<usize, String> {
    let jobs: usize = number(option, value)?;
    if (1..=256).contains(&jobs) {
        Ok(jobs)
    } else {
        Err(format!("{option} needs a number 1..256, got {value}"))
    }
}

/// What the program and the rules are judged with.
struct Judge<'a> {
    game: &'static GameInfo,
    rules: &'a [(String, String)],
    command: &'a [String],
    limits: Limits,
}

/// A program's run on an input, with why it fails (`None`: it passed).
struct Trial {
    input: String,
    expected: String,
    run: Run,
    failure: Option<String>,
}

impl Judge<'_> {
    /// Runs the engine and the program on `input`; `None` when the engine cannot run it (a
    /// search limit), which does not count.
    fn trial(&self, input: String) -> Result<Option<Trial>, Failure> {
        let Ok(session) = parse(self.game.id, &input, self.rules) else {
            return Ok(None);
        };
        let expected = session.output().to_string();
        let run = run_program(self.command, &input, &self.limits)?;
        let failure = match run.ending {
            Ending::Exited(0) => {
                let verdict = session.judge(&run.stdout);
                (!verdict.accepted).then(|| verdict.message().to_string())
            }
            _ => Some(run.describe(&self.limits)),
        };
        Ok(Some(Trial {
            input,
            expected,
            run,
            failure,
        }))
    }

    /// Whether a smaller input is valid and still fails.
    fn still_fails(&self, input: String) -> Result<Option<Trial>, Failure> {
        if validate(self.game.id, &input, self.rules).is_err() {
            return Ok(None);
        }
        Ok(self.trial(input)?.filter(|t| t.failure.is_some()))
    }
}

/// Whitespace-separated tokens: how big an input is.
fn tokens(text: &str) -> usize {
    text.split_whitespace().count()
}

/// The progress line, drawn only on a terminal.
fn progress_line() -> ProgressBar {
    if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new_spinner();
        bar.enable_steady_tick(Duration::from_millis(200));
        bar
    } else {
        ProgressBar::hidden()
    }
}

/// Says `line` above the progress line, or on standard error where there is none: a search
/// that found a counterexample may shrink it for minutes.
fn note(bar: &ProgressBar, line: String) {
    if bar.is_hidden() {
        eprintln!("{line}");
    } else {
        bar.println(line);
    }
}

pub fn run(args: Args) -> Result<(), Failure> {
    check_rules(&args.game)?;
    if let Some(out) = &args.out {
        let arguments: Vec<Used> = args
            .command
            .iter()
            .map(|a| Used::ProgramArgument(a))
            .collect();
        output_file::check("--out", out, &arguments)?;
    }
    let game = args.game.game;
    let rules = &args.game.rules;
    // The user's parameters must be ones the generator takes, in range.
    boardlab::Params::resolve(game, &args.params)
        .map_err(|e| usage_error(e.message.to_string()))?;
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let first_seed = args.seed.unwrap_or_else(|| {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        now.map_or(1, |d| d.as_secs())
    });
    let judge = Judge {
        game,
        rules,
        command: &args.command,
        limits: args.limits.limits(args.time_limit),
    };
    let bar = progress_line();
    if let Some(path) = &args.input {
        return shrink_given(&judge, &args, jobs, path, &bar);
    }
    let started = Instant::now();
    let (found, tests) = search(&judge, &args, jobs, first_seed, &bar, started)?;
    let Some((index, params, trial)) = found else {
        bar.finish_and_clear();
        let elapsed = started.elapsed().as_secs_f64();
        let skipped = match &tests.first_skipped {
            None => String::new(),
            Some((index, params, why)) => {
                let params: Vec<String> = params.iter().map(|(n, v)| format!("{n}={v}")).collect();
                format!(
                    "; {} skipped, such as test {} ({}): {why}",
                    tests.skipped,
                    index + 1,
                    params.join(" ")
                )
            }
        };
        outln!(
            "no counterexample: the program agrees with the judge on all {} tests \
             ({elapsed:.1} s, {:.0} tests/s; --seed {first_seed}{skipped})",
            tests.run,
            tests.run as f64 / elapsed.max(1e-3)
        );
        return Ok(());
    };
    let seed = test_seed(first_seed, index);
    let failure = trial.failure.clone().expect("a counterexample fails");
    note(
        &bar,
        format!(
            "test {} (seed {seed}) fails: {failure}; shrinking it",
            index + 1
        ),
    );
    let mut again = format!("boardlab gen {} --seed {seed}", game.id);
    for (name, value) in rules {
        again.push_str(&format!(" --rule {name}={value}"));
    }
    for (name, value) in &params {
        again.push_str(&format!(" --param {name}={value}"));
    }
    let found = format!("test {} of this run, seed {seed} ({again})", index + 1);
    shrink_and_report(&judge, &args, jobs, trial, &found, &bar)
}

/// `--input FILE`: shrinks the given input, which the program must fail on.
fn shrink_given(
    judge: &Judge,
    args: &Args,
    jobs: usize,
    path: &str,
    bar: &ProgressBar,
) -> Result<(), Failure> {
    let (source, input) = read_input(Some(path))?;
    // The input must be one the engine runs: its error located, as `run` says it.
    parse(judge.game.id, &input, judge.rules).map_err(|e| input_error(&source, e))?;
    let trial = judge.trial(input)?.expect("the input was just parsed");
    if trial.failure.is_none() {
        bar.finish_and_clear();
        outln!("{source}: the program agrees with the judge on it: nothing to shrink");
        return Ok(());
    }
    shrink_and_report(judge, args, jobs, trial, &source, bar)
}

/// Shrinks the failing `trial` (`found` says where it comes from), reports the smallest input,
/// writes it to `--out`, and ends with exit status 1.
fn shrink_and_report(
    judge: &Judge,
    args: &Args,
    jobs: usize,
    trial: Trial,
    found: &str,
    bar: &ProgressBar,
) -> Result<(), Failure> {
    let shrink_started = Instant::now();
    let (smallest, shrinking) = shrink_trial(judge, args, jobs, trial, bar)?;
    bar.finish_and_clear();
    report(judge, args, found, &smallest, (&shrinking, shrink_started));
    if let Some(path) = &args.out {
        std::fs::write(path, &smallest.input)
            .map_err(|e| usage_error(format!("cannot write {path}: {e}")))?;
    }
    Err(exit_with(1))
}

/// A failing test: its index, its generator parameters and the trial.
type Found = (u64, Vec<(String, String)>, Trial);

/// How many tests ran, and how many of them had no input (parameters no input fits, or an
/// input the engine stops on), the first of those with its parameters and why.
#[derive(Default)]
struct Tests {
    run: u64,
    skipped: u64,
    first_skipped: Option<Skipped>,
}

/// A test without an input: its index, its generator parameters, and why.
type Skipped = (u64, Vec<(String, String)>, String);

/// What one test did: its index, a failure found, and the input's size in tokens (or why there
/// was no input).
type Tested = (u64, Option<Found>, Result<usize, Skipped>);

/// Runs tests on `jobs` threads until one fails, the time is up or the tests run out.
fn search(
    judge: &Judge,
    args: &Args,
    jobs: usize,
    first_seed: u64,
    bar: &ProgressBar,
    started: Instant,
) -> Result<(Option<Found>, Tests), Failure> {
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let limit = args.max_tests.unwrap_or(u64::MAX);
    let deadline = started + Duration::from_secs_f64(args.seconds);
    let (sender, results) = mpsc::channel::<Result<Tested, Failure>>();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let sender = sender.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= limit || Instant::now() >= deadline {
                        break;
                    }
                    let result = one_test(judge, &args.params, first_seed, index);
                    let failed = matches!(result, Ok((_, Some(_), _)) | Err(_));
                    if failed {
                        stop.store(true, Ordering::Relaxed);
                    }
                    if sender.send(result).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut tests = Tests::default();
        let mut found: Option<Found> = None;
        for result in results {
            let (index, failure, size) = result?;
            tests.run += 1;
            if let Some(failure) = failure {
                if found.as_ref().is_none_or(|(first, _, _)| index < *first) {
                    found = Some(failure);
                }
            }
            match size {
                Err(skipped) => {
                    tests.skipped += 1;
                    let first =
                        (tests.first_skipped.as_ref()).is_none_or(|(at, ..)| skipped.0 < *at);
                    if first {
                        tests.first_skipped = Some(skipped);
                    }
                }
                Ok(size) => {
                    let rate = tests.run as f64 / started.elapsed().as_secs_f64().max(1e-3);
                    bar.set_message(format!(
                        "{} tests · {rate:.0} tests/s · last input {size} tokens",
                        tests.run
                    ));
                }
            }
        }
        Ok((found, tests))
    })
}

/// The seed of test `index` of a run with seed `run`.
fn test_seed(run: u64, index: u64) -> u64 {
    (run << 32).wrapping_add(index)
}

/// Test `index`: its input from its seed, judged; with the input's size, or why the test had
/// no input.
fn one_test(
    judge: &Judge,
    fixed: &[(String, String)],
    first_seed: u64,
    index: u64,
) -> Result<Tested, Failure> {
    let seed = test_seed(first_seed, index);
    // The parameters have their own stream, so that the input's stream is `gen`'s for the seed.
    let mut random = Random::new(seed ^ 0x5eed_5eed_5eed_5eed);
    let params = shrink::test_params(
        judge.game.params,
        &judge.game.stress,
        index,
        fixed,
        &mut random,
    );
    // Parameters no input fits (such as one colour on a board) skip the test.
    let input = match generate(judge.game.id, seed, &params, judge.rules) {
        Ok(input) => input,
        Err(error) => {
            let why = format!("the generator makes no input: {}", error.message);
            return Ok((index, None, Err((index, params, why))));
        }
    };
    let size = tokens(&input);
    let Some(trial) = judge.trial(input)? else {
        let why = "the engine stops on its input (a search limit)".to_string();
        return Ok((index, None, Err((index, params, why))));
    };
    let found = trial.failure.is_some().then_some((index, params, trial));
    Ok((index, found, Ok(size)))
}

/// How a shrinking went: the smaller inputs kept and the inputs tried, and why it ended.
struct Shrinking {
    steps: usize,
    attempts: usize,
    ended: Ended,
}

/// Why a shrinking ended.
enum Ended {
    /// Every reduction of the input kept was tried and none fails.
    Minimal,
    /// `--shrink-attempts` inputs were tried first.
    AttemptsSpent,
    /// `--shrink-seconds` passed first.
    TimeSpent,
}

/// What stops a shrinking before its fixpoint, besides its attempts.
enum Stop {
    /// The program could not be run.
    Failed(Failure),
    /// `--shrink-seconds` passed.
    TimeUp,
}

/// Shrinks a failing trial to a fixpoint (`shrink::to_fixpoint`), or until the attempts or the
/// time for it run out: returns the smallest and how the shrinking went.
fn shrink_trial(
    judge: &Judge,
    args: &Args,
    jobs: usize,
    mut smallest: Trial,
    bar: &ProgressBar,
) -> Result<(Trial, Shrinking), Failure> {
    let rules = boardlab::Rules::resolve(judge.game, judge.rules)
        .expect("the rules were checked before the tests");
    let reductions = |input: &str| (judge.game.stress.shrink)(input, &rules).ok();
    let start = smallest.input.clone();
    let deadline = Instant::now() + Duration::from_secs_f64(args.shrink_seconds);
    let (mut steps, mut attempts) = (0, 0);
    let fixpoint = shrink::to_fixpoint(start, reductions, jobs, args.shrink_attempts, |batch| {
        // A batch begun goes to its end: the time is checked between batches.
        if Instant::now() >= deadline {
            return Err(Stop::TimeUp);
        }
        let tried: Vec<Result<Option<Trial>, Failure>> = std::thread::scope(|scope| {
            let runs: Vec<_> = (batch.iter())
                .map(|input| scope.spawn(|| judge.still_fails(input.clone())))
                .collect();
            runs.into_iter()
                .map(|run| run.join().expect("a shrinking thread does not panic"))
                .collect()
        });
        attempts += batch.len();
        for (i, trial) in tried.into_iter().enumerate() {
            if let Some(trial) = trial.map_err(Stop::Failed)? {
                smallest = trial;
                steps += 1;
                bar.set_message(format!(
                    "shrinking: {steps} steps, {attempts} inputs tried, {} tokens",
                    tokens(&smallest.input)
                ));
                return Ok(Some(i));
            }
        }
        Ok(None)
    });
    let ended = match fixpoint {
        Ok(shrunk) if shrunk.minimal => Ended::Minimal,
        Ok(_) => Ended::AttemptsSpent,
        Err(Stop::TimeUp) => Ended::TimeSpent,
        Err(Stop::Failed(failure)) => return Err(failure),
    };
    let shrinking = Shrinking {
        steps,
        attempts,
        ended,
    };
    Ok((smallest, shrinking))
}

/// Prints a text block, each line indented.
fn block(title: &str, text: &str) {
    outln!("{title}:");
    for line in text.lines() {
        outln!("  {line}");
    }
}

/// Prints the smallest failing input and what the program did on it; `found` says where the
/// counterexample comes from (a test of this run and how to make it again, or a file).
fn report(
    judge: &Judge,
    args: &Args,
    found: &str,
    smallest: &Trial,
    (shrinking, started): (&Shrinking, Instant),
) {
    let game = judge.game.id;
    let failure = smallest.failure.as_deref().expect("a counterexample fails");
    outln!("counterexample: {found}");
    let end = match shrinking.ended {
        Ended::Minimal => "1-minimal: no single reduction of it still fails",
        Ended::AttemptsSpent => "not minimal: --shrink-attempts ran out",
        Ended::TimeSpent => "not minimal: --shrink-seconds ran out",
    };
    outln!(
        "shrunk in {} steps ({} inputs tried, {:.1} s) to {} tokens ({end}): {failure}",
        shrinking.steps,
        shrinking.attempts,
        started.elapsed().as_secs_f64(),
        tokens(&smallest.input)
    );
    block("input", &smallest.input);
    block("judge output", &smallest.expected);
    let output = String::from_utf8_lossy(&smallest.run.stdout).into_owned();
    block("program output", &output);
    let stderr = String::from_utf8_lossy(&smallest.run.stderr);
    let traced = trace_lines(&stderr);
    let exit = smallest.run.exit(&judge.limits);
    let mut step = None;
    if let Ok(mut session) = parse(game, &smallest.input, judge.rules) {
        let report = session.check_trace(&traced, None, exit);
        if !traced.is_empty() {
            outln!("trace:");
            for line in report.lines("<stderr>") {
                outln!("  {line}");
            }
        }
        step = step_to_show(&mut session, &report, &output);
    }
    let page = args.limits.page();
    print_link(&permalink::Link {
        page: &page,
        game,
        rules: judge.rules,
        input: &smallest.input,
        step,
        output: Some(&output),
        trace: (!traced.is_empty()).then_some(&traced),
        exit,
    });
    if let Some(path) = &args.out {
        outln!("input written to {path}");
    }
}
