//! The jury's submissions of a package: the game's C++ solution as accepted and each planted bug
//! as a wrong answer, compiled with g++ as the judges compile C++, run on every test (the
//! accepted one must give every answer; each wrong one must first fail with a wrong answer), and
//! the time limit derived from the accepted one's CPU time.

use super::{Problem, Test};
use crate::failure::Failure;
use crate::program::{self, Ending, Limits};
use boardlab::text::first_difference;
use boardlab::{Jury, PlantedBug};
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// g++'s flags, as DOMjudge and Kattis compile C++.
const CXX_FLAGS: [&str; 3] = ["-O2", "-std=gnu++20", "-pipe"];
/// The time limit is the accepted solution's CPU time on its slowest test times this, rounded up
/// to whole seconds: problemtools wants at least twice the slowest accepted run, and a judge
/// may be slower than the machine that made the package.
pub const TIME_FACTOR: f64 = 3.0;
/// What problem.yaml's `ac_to_time_limit` says for 2023-07 and 2025-09: problemtools and BAPCtools
/// check the fixed limit against this many times their own slowest accepted run, and refuse it
/// when that is more. Half of `TIME_FACTOR`, so a judge that times the solution up to twice as
/// slow (under load, on a slower machine; one run of a memory-bound search here varies by 1.5×)
/// keeps the package's limit instead of refusing it.
pub const JUDGE_CHECK_FACTOR: f64 = 1.5;
/// How many of the slowest tests are timed again, and how often: each keeps its fastest run,
/// the test's own cost (load on the machine only ever adds time, and makes the slowest run of a
/// few vary far more than the fastest), so packages made again get the same limit.
const RETIMED: usize = 3;
const RUNS: usize = 5;
/// What a jury run may use (more than any test needs: a run that needs more is a failure).
const LIMITS: Limits = Limits {
    seconds: 60.0,
    memory_bytes: 4 << 30,
    output_bytes: 256 << 20,
};

/// A submission of the package: its folder under `submissions/`, file name and source.
pub struct Submission {
    pub folder: &'static str,
    pub file: String,
    pub source: String,
    /// What it is, for the summary.
    pub about: String,
    binary: PathBuf,
}

/// The time limit and how it was derived.
pub struct TimeLimit {
    pub seconds: u64,
    pub factor: f64,
    /// The accepted solution's CPU time on the slowest test, in milliseconds: its fastest run,
    /// and the median of its runs (what one run, as a judge times it, takes most often).
    pub slowest_ms: f64,
    pub median_ms: f64,
    pub slowest_test: String,
}

impl TimeLimit {
    /// The line a jury cache keeps it as: the seconds, the factor, the slowest and median times
    /// (Rust writes an f64 as it reads back), then the slowest test's name.
    fn cached_line(&self) -> String {
        let TimeLimit {
            seconds,
            factor,
            slowest_ms,
            median_ms,
            slowest_test,
        } = self;
        format!("{seconds} {factor} {slowest_ms} {median_ms} {slowest_test}")
    }

    fn from_cached_line(line: &str) -> Option<TimeLimit> {
        let mut words = line.splitn(5, ' ');
        Some(TimeLimit {
            seconds: words.next()?.parse().ok()?,
            factor: words.next()?.parse().ok()?,
            slowest_ms: words.next()?.parse().ok()?,
            median_ms: words.next()?.parse().ok()?,
            slowest_test: words.next()?.to_string(),
        })
    }

    pub fn derivation(&self) -> String {
        format!(
            "{} s = {} × {:.3} s rounded up to whole seconds (the accepted C++ solution's CPU \
             time on the slowest test, {}, the fastest of {RUNS} runs){}",
            self.seconds,
            self.factor,
            self.slowest_s(),
            self.slowest_test,
            closeness(self.factor * self.slowest_s())
        )
    }

    fn slowest_s(&self) -> f64 {
        self.slowest_ms / 1000.0
    }

    /// The legacy problem.yaml's `time_multiplier`: problemtools (and Kattis) derive the limit
    /// themselves, as the multiplier times their slowest accepted run (one run per test) rounded
    /// up to whole seconds, at least 1; a legacy package cannot fix it. So the multiplier puts
    /// the median run of the slowest test in the middle of the runs that give `seconds` (at
    /// `seconds` − 0.5 s), where a run measured longer or shorter still gives the same limit;
    /// for 1 s, whose runs start at 0, no higher than the usual factor. Two decimals, as written.
    pub fn legacy_multiplier(&self) -> f64 {
        let median = self.median_ms / 1000.0;
        let middle = (self.seconds as f64 - 0.5) / median;
        let multiplier = if self.seconds == 1 {
            middle.min(self.factor)
        } else {
            middle
        };
        (multiplier * 100.0).round() / 100.0
    }

    /// How problemtools derives the legacy package's limit: the runs that give `seconds`.
    pub fn legacy_derivation(&self) -> String {
        let multiplier = self.legacy_multiplier();
        let top = self.seconds as f64 / multiplier;
        let runs = if self.seconds == 1 {
            format!("up to {top:.3} s")
        } else {
            let bottom = (self.seconds - 1) as f64 / multiplier;
            format!("from {bottom:.3} s to {top:.3} s")
        };
        format!(
            "legacy: problemtools and Kattis derive {} s with time_multiplier {multiplier} from a \
             slowest accepted run {runs} (the median run here: {:.3} s){}",
            self.seconds,
            self.median_ms / 1000.0,
            closeness(multiplier * self.median_ms / 1000.0)
        )
    }
}

/// A note when `scaled`, a time rounded up to the limit, lies within 10% of a whole second, where
/// a slower or faster run of the same solution may make a limit a second more or less.
fn closeness(scaled: f64) -> &'static str {
    let (below, above) = (scaled.floor(), scaled.ceil());
    let near = |edge: f64| edge > 0.0 && (scaled - edge).abs() <= 0.1 * edge;
    if near(above) || near(below) {
        "; within 10% of a whole second: another run may give a second more or less"
    } else {
        ""
    }
}

/// The game's jury for the rule options in force, or why there is none.
pub fn jury(problem: &Problem) -> Result<&'static Jury, Failure> {
    let game = problem.game;
    let Some(jury) = game.jury else {
        return Err(failure(format!("{} has no jury solution", game.id)));
    };
    for option in game.rules {
        let value = problem.rules.get(option.name);
        let default = option.values.first().map(|(v, _)| *v);
        let solved = jury
            .rules
            .iter()
            .any(|(n, v)| *n == option.name && *v == value);
        if Some(value) != default && !solved {
            return Err(failure(format!(
                "the jury's solution of {} ({}) solves the default rule options only{}; \
                 not {}={value}",
                game.id,
                jury.file,
                listed(jury.rules),
                option.name
            )));
        }
    }
    Ok(jury)
}

fn listed(rules: &[(&str, &str)]) -> String {
    if rules.is_empty() {
        return String::new();
    }
    let pairs: Vec<String> = rules.iter().map(|(n, v)| format!("{n}={v}")).collect();
    format!(" and {}", pairs.join(", "))
}

/// The planted bugs of the problems under the rule options in force.
pub fn bugs(problem: &Problem, jury: &'static Jury) -> Vec<&'static PlantedBug> {
    let bugs = jury.bugs.iter();
    bugs.filter(|bug| problem.rules_agree(bug.rules)).collect()
}

/// The package's copy of the jury's source: the rule options it reads as macros, no trace,
/// and the bug when `bug` is given.
fn source(problem: &Problem, jury: &Jury, bug: Option<&PlantedBug>) -> String {
    let mut text = match bug {
        None => format!("// {}: the jury's solution (accepted).\n", problem.name()),
        Some(bug) => format!(
            "// {}: the jury's solution with a planted bug (wrong answer): it {}.\n\
             #define PLANTED\n",
            problem.name(),
            bug.about
        ),
    };
    text.push_str("#define NO_TRACE\n");
    for name in jury.defines {
        let value = problem.rules.get(name);
        text.push_str(&format!("#define {} {value}\n", name.to_uppercase()));
    }
    text.push_str(jury.source);
    text
}

/// Compiles the accepted solution and each bug's wrong answer in `dir`.
pub fn compile(
    problem: &Problem,
    jury: &'static Jury,
    bugs: &[&'static PlantedBug],
    dir: &Path,
) -> Result<Vec<Submission>, Failure> {
    let stem = jury.file.trim_end_matches(".cpp");
    let mut submissions = vec![Submission {
        folder: "accepted",
        file: jury.file.to_string(),
        source: source(problem, jury, None),
        about: "the jury's solution".to_string(),
        binary: dir.join(stem),
    }];
    for bug in bugs {
        submissions.push(Submission {
            folder: "wrong_answer",
            file: format!("{stem}-{}.cpp", bug.name),
            source: source(problem, jury, Some(bug)),
            about: format!("it {}", bug.about),
            binary: dir.join(format!("{stem}-{}", bug.name)),
        });
    }
    let cache = Cache::from_environment();
    for submission in &submissions {
        let path = dir.join(&submission.file);
        std::fs::write(&path, &submission.source)
            .map_err(|e| failure(format!("cannot write {}: {e}", path.display())))?;
        let cached = cache.as_ref().map(|cache| cache.binary(&submission.source));
        if cached
            .as_ref()
            .is_some_and(|c| std::fs::copy(c, &submission.binary).is_ok())
        {
            continue;
        }
        let out = Command::new("g++")
            .args(CXX_FLAGS)
            .arg("-o")
            .arg(&submission.binary)
            .arg(&path)
            .output()
            .map_err(|e| {
                failure(format!(
                    "cannot run g++ ({e}): a package's jury solutions are C++, compiled and \
                     timed here"
                ))
            })?;
        if !out.status.success() {
            return Err(failure(format!(
                "g++ cannot compile {}:\n{}",
                submission.file,
                String::from_utf8_lossy(&out.stderr)
            )));
        }
        if let (Some(cached), Ok(binary)) = (cached, std::fs::read(&submission.binary)) {
            Cache::keep(&binary, &cached);
        }
    }
    Ok(submissions)
}

/// The variable that names a folder where `package` keeps the jury's compiled submissions and
/// their checks, and reuses them: the tests make every game's package in three formats, from the
/// same sources and tests.
const CACHE_VARIABLE: &str = "BOARDLAB_JURY_CACHE";

/// Compiled submissions kept by what makes them: the source, g++'s version and the flags; and
/// the time limit that the submissions' checks on a list of tests measured, kept by the same and
/// the tests.
struct Cache {
    dir: PathBuf,
    compiler: String,
}

impl Cache {
    /// The cache `BOARDLAB_JURY_CACHE` names, if any and if g++ says its version.
    fn from_environment() -> Option<Cache> {
        let dir = PathBuf::from(std::env::var_os(CACHE_VARIABLE)?);
        std::fs::create_dir_all(&dir).ok()?;
        let version = Command::new("g++").arg("--version").output().ok()?;
        let compiler = String::from_utf8_lossy(&version.stdout).into_owned();
        Some(Cache { dir, compiler })
    }

    /// Where the binary of `source` is kept.
    fn binary(&self, source: &str) -> PathBuf {
        let mut hasher = std::hash::DefaultHasher::new();
        (source, &self.compiler, CXX_FLAGS).hash(&mut hasher);
        self.dir.join(format!("{:016x}", hasher.finish()))
    }

    /// Where the time limit of `submissions` checked on `tests` (in this order) is kept: what the
    /// check does is part of what it is kept by.
    fn check(&self, submissions: &[Submission], tests: &[&Test]) -> PathBuf {
        let mut hasher = std::hash::DefaultHasher::new();
        (&self.compiler, CXX_FLAGS, RETIMED, RUNS).hash(&mut hasher);
        TIME_FACTOR.to_bits().hash(&mut hasher);
        for submission in submissions {
            (submission.folder, &submission.source).hash(&mut hasher);
        }
        for test in tests {
            (&test.name, &test.input, &test.answer).hash(&mut hasher);
        }
        self.dir.join(format!("{:016x}.check", hasher.finish()))
    }

    /// Keeps `bytes` as `cached`: written under a name of this process's, then renamed, so a
    /// package made at the same time never reads half a file. A cache that cannot be written
    /// only saves nothing.
    fn keep(bytes: &[u8], cached: &Path) {
        let partial = cached.with_extension(std::process::id().to_string());
        if std::fs::write(&partial, bytes).is_ok() {
            drop(std::fs::rename(&partial, cached));
        }
    }
}

/// Runs a submission on a test: how it ended, whether its output is the answer, its CPU time.
fn run(submission: &Submission, test: &Test) -> Result<(Ending, bool, f64), Failure> {
    let argv = [submission.binary.to_string_lossy().into_owned()];
    let done = program::run(&argv, test.input.as_bytes(), &LIMITS)
        .map_err(|e| failure(format!("cannot run {}: {e}", submission.file)))?;
    let output = String::from_utf8_lossy(&done.stdout);
    let right = first_difference(&test.answer, &output).is_none();
    Ok((done.ending, right, done.cpu_millis))
}

/// Runs the accepted submission on every test (it must give each answer) and times it; each
/// wrong answer must fail, and the first test it fails must be a wrong answer within the time
/// limit (what a judge reports). `tests` are in the order a judge runs them. With a jury cache,
/// a check that passed once is not run again for the same submissions and tests.
pub fn check(submissions: &[Submission], tests: &[&Test]) -> Result<TimeLimit, Failure> {
    let cached = Cache::from_environment().map(|cache| cache.check(submissions, tests));
    let kept = cached
        .as_ref()
        .and_then(|path| std::fs::read_to_string(path).ok());
    if let Some(time) = kept.as_deref().and_then(TimeLimit::from_cached_line) {
        return Ok(time);
    }
    let time = run_checks(submissions, tests)?;
    if let Some(cached) = cached {
        Cache::keep(time.cached_line().as_bytes(), &cached);
    }
    Ok(time)
}

fn run_checks(submissions: &[Submission], tests: &[&Test]) -> Result<TimeLimit, Failure> {
    let (accepted, wrong) = submissions
        .split_first()
        .expect("the accepted solution comes first");
    let mut times = Vec::new();
    for test in tests {
        let (ending, right, ms) = run(accepted, test)?;
        if ending != Ending::Exited(0) || !right {
            return Err(failure(format!(
                "the jury's solution {} disagrees with BoardLab on test {} ({ending:?})",
                accepted.file, test.name
            )));
        }
        times.push((ms, *test));
    }
    times.sort_by(|a, b| b.0.total_cmp(&a.0));
    // The slowest test by its fastest run, with the median of its runs.
    let mut slowest = (0.0, 0.0, String::new());
    for (ms, test) in times.into_iter().take(RETIMED) {
        let mut runs = vec![ms];
        for _ in 1..RUNS {
            runs.push(run(accepted, test)?.2);
        }
        runs.sort_by(f64::total_cmp);
        if runs[0] > slowest.0 {
            slowest = (runs[0], runs[RUNS / 2], test.name.clone());
        }
    }
    let time = TimeLimit {
        seconds: ((slowest.0 * TIME_FACTOR / 1000.0).ceil() as u64).max(1),
        factor: TIME_FACTOR,
        slowest_ms: slowest.0,
        median_ms: slowest.1,
        slowest_test: slowest.2,
    };
    for submission in wrong {
        first_failure_is_wrong_answer(submission, tests, &time)?;
    }
    Ok(time)
}

fn first_failure_is_wrong_answer(
    submission: &Submission,
    tests: &[&Test],
    time: &TimeLimit,
) -> Result<(), Failure> {
    for test in tests {
        let (ending, right, ms) = run(submission, test)?;
        let verdict = if ms > time.seconds as f64 * 1000.0 {
            "exceeds the time limit"
        } else if ending != Ending::Exited(0) {
            "ends in a run-time error"
        } else if !right {
            return Ok(());
        } else {
            continue;
        };
        return Err(failure(format!(
            "{} {verdict} on test {} before any wrong answer",
            submission.file, test.name
        )));
    }
    Err(failure(format!(
        "{} passes every test: its planted bug ({}) shows on none",
        submission.file, submission.about
    )))
}

fn failure(message: String) -> Failure {
    Failure { message, status: 1 }
}
