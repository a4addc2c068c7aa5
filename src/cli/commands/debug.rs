//! `boardlab trace`: a program's trace (its standard error) against the judge's game; and
//! `boardlab debug`: runs a program on an input, judges its output, checks its trace and prints
//! a link that opens the page at the first difference. The two commands share one file because
//! they share their reading and reporting (the trace checked against the session, what counts
//! as a difference); `stress` uses the running and linking helpers here too (`LimitArgs`,
//! `run_program`, `trace_lines`, `step_to_show`, `print_link`).

use crate::args::{number, Checked, GameArgs};
use crate::failure::{exit_with, usage_error, Failure};
use crate::input::{check_rules, open_session, read_bytes, read_input};
use crate::out::outln;
use crate::permalink;
use crate::program::{self, Limits, Run};
use boardlab::trace::TraceReport;
use boardlab::{clock, text, Session};

/// The arguments of `trace` (its help text is on `Command::Trace` in main.rs).
#[derive(clap::Args)]
pub struct TraceArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The input the program ran on
    input: String,
    /// The program's trace: its standard error or any text holding its trace lines ('-':
    /// standard input)
    trace: String,
    /// The program's output, judged too (a wrong output also exits with 1)
    #[arg(long, value_name = "FILE")]
    output: Option<String>,
    /// Also print, on standard error, how long the judge's run and the check took
    #[arg(long)]
    time: bool,
}

/// Reads a program's standard error or output: bytes that are not UTF-8 become U+FFFD (a
/// program may print anything there; only its trace lines count).
pub fn read_lossy(path: &str) -> Result<String, Failure> {
    let (_, bytes) = read_bytes(Some(path))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

pub fn run_trace(args: TraceArgs) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, input) = read_input(Some(&args.input))?;
    let trace = read_lossy(&args.trace)?;
    let output = args.output.as_deref().map(read_lossy).transpose()?;
    let started = clock::now_ms();
    let mut session = open_session(&args.game, &source, &input)?;
    let checking = clock::now_ms();
    let report = session.check_trace(&trace, output.as_deref(), None);
    if args.time {
        let done = clock::now_ms();
        eprintln!(
            "judge's run {:.1} ms, trace check {:.1} ms",
            checking - started,
            done - checking
        );
    }
    let name = if args.trace == "-" {
        "<stdin>"
    } else {
        &args.trace
    };
    for line in report.lines(name) {
        outln!("{line}");
    }
    if fails(&report) {
        Err(exit_with(1))
    } else {
        Ok(())
    }
}

/// Whether the report finds the program wrong, or proves nothing: a checkpoint differs or
/// compared nothing, nothing was compared at all, or the output differs.
pub fn fails(report: &TraceReport) -> bool {
    let wrong_output = report.output.as_ref().is_some_and(|o| !o.verdict.accepted);
    report.fails() || wrong_output
}

/// What a program may use, for `debug` and `stress`.
#[derive(clap::Args)]
pub struct LimitArgs {
    /// The program's memory (address space), in MiB
    #[arg(long, value_name = "MB", default_value = "2048", value_parser = Checked::new(number::<u64>))]
    memory_mb: u64,
    /// The most the program may write to standard output, and to standard error, in MiB
    #[arg(long, value_name = "MB", default_value = "64", value_parser = Checked::new(number::<usize>))]
    output_mb: usize,
    /// The page the links open [default: $BOARDLAB_PAGE, else http://localhost:8000/]
    #[arg(long, value_name = "URL")]
    page: Option<String>,
}

impl LimitArgs {
    pub fn limits(&self, seconds: f64) -> Limits {
        Limits {
            seconds,
            memory_bytes: self.memory_mb << 20,
            output_bytes: self.output_mb << 20,
        }
    }

    pub fn page(&self) -> String {
        self.page
            .clone()
            .or_else(|| std::env::var("BOARDLAB_PAGE").ok())
            .unwrap_or_else(|| permalink::DEFAULT_PAGE.to_string())
    }
}

/// The arguments of `debug` (its help text is on `Command::Debug` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The program's time limit, in seconds
    #[arg(long, value_name = "S", default_value = "10", value_parser = Checked::new(seconds))]
    seconds: f64,
    #[command(flatten)]
    limits: LimitArgs,
    /// Replay the judge's line of play: the judge's moves go to a file that the environment
    /// variable BOARDLAB_JUDGE_LINE names, for a program that plays them instead of searching
    /// (mayan, three-kingdoms; the debugging guide shows how), and its trace is compared along
    /// that line
    #[arg(long)]
    replay_judge: bool,
    /// The input to run the program on
    input: String,
    /// The program and its arguments (after --), run as given, without a shell
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<String>,
}

/// The environment variable that names the file of the judge's line (`--replay-judge`).
const JUDGE_LINE_VARIABLE: &str = "BOARDLAB_JUDGE_LINE";

/// The judge's line of play written for the program to read, removed when dropped.
struct JudgeLineFile(std::path::PathBuf);

impl JudgeLineFile {
    fn write(line: &str) -> Result<Self, Failure> {
        let name = format!("boardlab-judge-line-{}.txt", std::process::id());
        let path = std::env::temp_dir().join(name);
        std::fs::write(&path, line).map_err(|e| {
            usage_error(format!(
                "cannot write the judge's line to {}: {e}",
                path.display()
            ))
        })?;
        Ok(JudgeLineFile(path))
    }
}

impl Drop for JudgeLineFile {
    fn drop(&mut self) {
        // Best effort: the temporary folder is cleaned up anyway.
        std::fs::remove_file(&self.0).ok();
    }
}

/// A time in seconds: positive and at most a day.
pub fn seconds(option: &str, value: &str) -> Result<f64, String> {
    let seconds: f64 = number(option, value)?;
    if seconds > 0.0 && seconds <= 86_400.0 {
        Ok(seconds)
    } else {
        Err(format!(
            "{option} needs a number of seconds above 0, at most 86400"
        ))
    }
}

/// Runs the program, failing the command when it cannot be started at all.
pub fn run_program(command: &[String], input: &str, limits: &Limits) -> Result<Run, Failure> {
    program::run(command, input.as_bytes(), limits)
        .map_err(|e| usage_error(format!("cannot run {}: {e}", command[0])))
}

/// The trace lines of a program's standard error (what a link carries).
pub fn trace_lines(stderr: &str) -> String {
    stderr
        .split_inclusive('\n')
        .filter(|line| line.starts_with('$'))
        .collect()
}

pub fn run(args: Args) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, input) = read_input(Some(&args.input))?;
    let mut session = open_session(&args.game, &source, &input)?;
    let limits = args.limits.limits(args.seconds);
    let judge_line = match (args.replay_judge, session.judge_line()) {
        (false, _) => None,
        (true, Some(line)) => Some(JudgeLineFile::write(&line)?),
        (true, None) => {
            return Err(usage_error(
                "--replay-judge: the judge's answer to this input has no line of play to \
                 replay (mayan's moves, where it has any; three-kingdoms' best lines)",
            ))
        }
    };
    let env: Vec<_> = (judge_line.iter())
        .map(|file| (JUDGE_LINE_VARIABLE, file.0.as_path()))
        .collect();
    let run = program::run_with_env(&args.command, input.as_bytes(), &limits, &env)
        .map_err(|e| usage_error(format!("cannot run {}: {e}", args.command[0])))?;
    match &judge_line {
        Some(file) => outln!(
            "program, replaying the judge's line ({JUDGE_LINE_VARIABLE}={}): {}",
            file.0.display(),
            run.describe(&limits)
        ),
        None => outln!("program: {}", run.describe(&limits)),
    }
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    // The engine ran once, for the session: the verdict and the trace are both checked on it.
    let verdict = session.judge(&run.stdout);
    let said = verdict.lines();
    outln!("output: {}", said[0]);
    for line in &said[1..] {
        outln!("  {line}");
    }
    let traced = trace_lines(&stderr);
    let exit = run.exit(&limits);
    let report = session.check_trace(&traced, None, exit);
    if traced.is_empty() {
        outln!(
            "trace: the program wrote no trace lines (lines starting with '$') to standard error"
        );
    } else {
        for line in report.lines("<stderr>") {
            outln!("{line}");
        }
    }
    // An answer that is a line of play and not the judge's: the program's simulation may be
    // what is wrong, which its own line of play cannot show where the judge's line goes.
    if !verdict.accepted && judge_line.is_none() && session.judge_line().is_some() {
        outln!(
            "hint: your answer is not the judge's; to check your simulation along the judge's \
             line, run again with --replay-judge (your program plays the moves in the file \
             ${JUDGE_LINE_VARIABLE} names: www/guide/debugging.md)"
        );
    }
    let step = step_to_show(&mut session, &report, &stdout);
    let page = args.limits.page();
    print_link(&permalink::Link {
        page: &page,
        game: args.game.game.id,
        rules: &args.game.rules,
        input: &input,
        step,
        output: Some(&stdout),
        trace: (!traced.is_empty()).then_some(&traced),
        exit,
    });
    let accepted = exit.is_none() && verdict.accepted;
    // A program that writes no trace is judged by its output alone.
    if accepted && (traced.is_empty() || !fails(&report)) {
        Ok(())
    } else {
        Err(exit_with(1))
    }
}

/// The step a link opens on: the first checkpoint that differs, else where the program stopped
/// when it did not end normally, else the step that printed the first differing output line.
pub fn step_to_show(session: &mut Session, report: &TraceReport, output: &str) -> Option<usize> {
    report
        .first_difference
        .and_then(|first| report.checkpoints[first].step)
        .or_else(|| report.stopped.as_ref().and_then(|stopped| stopped.step))
        .or_else(|| {
            text::first_difference(session.output(), output)
                .and_then(|d| session.step_of_output_line(d.line - 1))
        })
}

/// Prints a link to the page, saying what it leaves out.
pub fn print_link(link: &permalink::Link) {
    match permalink::link(link) {
        Some((url, left_out)) => {
            outln!("link: {url}");
            if !left_out.is_empty() {
                outln!(
                    "  (too long for a link with its {})",
                    left_out.join(" and ")
                );
            }
        }
        None => outln!("link: none, the input is too large for a link"),
    }
}
