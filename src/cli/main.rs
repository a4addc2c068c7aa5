//! The `boardlab` command line: run an engine on judge-format input, check an output against
//! ours, list a session's steps, time engines for the benchmarks, and the problem setter's tools
//! (input validator, checker, generator).

use boardlab::checker::{self, Outcome, Report};
use boardlab::{clock, games, text, GameInfo, InputError, Progress, Rules, Session, Suggestion};
use clap::FromArgMatches;
use cli::{Bench, Check, Checker, Cli, Command, GameArgs, Gen, OneInput, Validate};
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

mod cli;
mod debug;
mod fuzz_seeds;
mod package;
mod permalink;
mod program;
mod raster;
mod render;
mod stress;

/// A failure that ends the command, with the exit status to use.
struct Failure {
    message: String,
    status: u8,
}

fn usage_error(message: impl Into<String>) -> Failure {
    Failure {
        message: format!("{}\nRun 'boardlab --help' for usage.", message.into()),
        status: 2,
    }
}

/// Ends the command with exit status `status` and nothing (more) to print: the verdict codes of
/// `check`, `validate --kattis` and `checker`.
fn exit_with(status: u8) -> Failure {
    Failure {
        message: String::new(),
        status,
    }
}

fn input_error(source: &str, err: InputError) -> Failure {
    let mut message = if err.line == 0 {
        format!("{source}: {}", err.message)
    } else {
        format!("{source}:{}:{}: {}", err.line, err.col, err.message)
    };
    if let Some(suggestion) = &err.suggestion {
        message.push('\n');
        message.push_str(&hint(suggestion));
    }
    Failure { message, status: 2 }
}

/// A suggested rule option value as a line for standard error, with the option to pass.
fn hint(suggestion: &Suggestion) -> String {
    format!(
        "hint: {} (--rule {}={})",
        suggestion.message, suggestion.rule, suggestion.value
    )
}

/// Checks rule options before any input is read, so that a misspelt option is not taken for bad
/// input.
fn check_rules(args: &GameArgs) -> Result<(), Failure> {
    resolve_rules(args.game, &args.rules)
}

fn resolve_rules(game: &GameInfo, rules: &[(String, String)]) -> Result<(), Failure> {
    Rules::resolve(game, rules)
        .map(drop)
        .map_err(|e| usage_error(e.message.to_string()))
}

/// Reads a file (or standard input for `None` / "-") as bytes: (its name for messages, bytes).
fn read_bytes(path: Option<&str>) -> Result<(String, Vec<u8>), Failure> {
    let mut bytes = Vec::new();
    let source = match path {
        None | Some("-") => {
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| usage_error(format!("cannot read standard input: {e}")))?;
            "<stdin>".to_string()
        }
        Some(path) => {
            bytes = std::fs::read(path).map_err(|e| Failure {
                message: format!("cannot read {path}: {e}"),
                status: 2,
            })?;
            path.to_string()
        }
    };
    Ok((source, bytes))
}

/// Reads a file (or standard input for `None` / "-") as UTF-8 text, with a located error.
fn read_input(path: Option<&str>) -> Result<(String, String), Failure> {
    let (source, bytes) = read_bytes(path)?;
    let text = text::decode(&bytes)
        .map_err(|e| input_error(&source, e))?
        .to_string();
    Ok((source, text))
}

fn parse_session(args: &GameArgs, source: &str, text: &str) -> Result<Session, Failure> {
    boardlab::parse(args.game.id, text, &args.rules).map_err(|e| input_error(source, e))
}

/// Parses and computes; suggestions for an input that is valid but seems meant for other rule
/// options go to standard error, leaving the output alone.
fn open_session(args: &GameArgs, source: &str, text: &str) -> Result<Session, Failure> {
    let session = parse_session(args, source, text)?;
    for suggestion in session.suggestions() {
        eprintln!("{source}: {}", hint(&suggestion));
    }
    Ok(session)
}

fn cmd_list(ids: bool) -> Result<(), Failure> {
    use std::fmt::Write as _;
    // Written at once, as `run` writes its output: a reader that went away (`boardlab list |
    // head -1`) is a write error, not a panic in `println!`.
    let mut text = String::new();
    for game in games() {
        if ids {
            let _ = writeln!(text, "{}", game.id);
            continue;
        }
        let shown = game.shown();
        let _ = writeln!(text, "{:<16}{} — {}", game.id, shown.title, shown.source);
        for option in shown.rules {
            let values: Vec<_> = option.values.iter().map(|(v, _)| *v).collect();
            let _ = writeln!(
                text,
                "    --rule {}={}   {} (default {})",
                option.name,
                values.join("|"),
                option.help,
                values[0]
            );
        }
    }
    std::io::stdout()
        .write_all(text.as_bytes())
        .map_err(|e| usage_error(format!("cannot write output: {e}")))
}

fn cmd_run(args: OneInput) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, text) = read_input(args.file.as_deref())?;
    let session = open_session(&args.game, &source, &text)?;
    let mut out = std::io::stdout().lock();
    out.write_all(session.output().as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| usage_error(format!("cannot write output: {e}")))
}

fn cmd_check(args: Check) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, text) = read_input(Some(&args.input))?;
    let (_, candidate) = read_input(Some(&args.output))?;
    let session = open_session(&args.game, &source, &text)?;
    let verdict = session.judge(&candidate);
    if verdict.accepted {
        println!("Accepted");
    } else {
        let diff = verdict
            .difference
            .expect("a rejected verdict has a difference");
        let show = |line: &Option<String>| match line {
            Some(text) => format!("\"{}\"", boardlab::text::visible(text)),
            None => "(no line)".to_string(),
        };
        println!("Wrong Answer on line {}", diff.line);
        println!("  expected: {}", show(&diff.reference));
        println!("  got:      {}", show(&diff.candidate));
    }
    if let Some(explanation) = verdict.explanation {
        println!("{explanation}");
    }
    if verdict.accepted {
        Ok(())
    } else {
        Err(exit_with(1))
    }
}

fn cmd_steps(args: OneInput) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, text) = read_input(args.file.as_deref())?;
    let mut session = open_session(&args.game, &source, &text)?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for index in 0..session.step_count() {
        let step = session.complete_step(index);
        let mut line = format!("{index}\t{}", step.title);
        if !step.events.is_empty() {
            line.push('\t');
            let events: Vec<String> = step.events.iter().map(|e| e.to_string()).collect();
            line.push_str(&events.join(" | "));
        }
        writeln!(out, "{line}").map_err(|e| usage_error(format!("cannot write: {e}")))?;
    }
    out.flush()
        .map_err(|e| usage_error(format!("cannot write: {e}")))
}

/// A small deterministic generator for picking random steps to seek to.
fn next_random(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn cmd_bench(args: Bench) -> Result<(), Failure> {
    check_rules(&args.game)?;
    if args.each_position {
        return bench_each_position(&args);
    }
    println!("file\tsolve_ms(median)\truns\tsteps\tseek_p95_ms\tanalysis_ms\tfeedback_p95_ms\tfeedback_max_ms\tmoves_timed");
    for path in &args.files {
        let (source, text) = read_input(Some(path))?;
        let mut times = Vec::new();
        let started = clock::now_ms();
        let mut session = loop {
            let t0 = clock::now_ms();
            // Without the hints, which would repeat once per run.
            let session = parse_session(&args.game, &source, &text)?;
            times.push(clock::now_ms() - t0);
            if times.len() >= 3 && (clock::now_ms() - started > 1000.0 || times.len() >= 50) {
                break session;
            }
        };
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let steps = session.step_count();
        let has_analysis = !(0..steps).all(|i| session.is_complete(i));
        let mut seeks = Vec::new();
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..200.min(steps.max(1)) {
            let index = (next_random(&mut seed) % steps.max(1) as u64) as usize;
            let t0 = clock::now_ms();
            std::hint::black_box(session.view(index)); // what the page asks per step shown
            seeks.push(clock::now_ms() - t0);
        }
        seeks.sort_by(f64::total_cmp);
        let p95 = seeks
            .get(seeks.len() * 95 / 100)
            .or(seeks.last())
            .copied()
            .unwrap_or(0.0);
        let analysis = if !has_analysis {
            "-".to_string()
        } else {
            let t0 = clock::now_ms();
            while session.prepare(0) {}
            format!("{:.3}", clock::now_ms() - t0)
        };
        let mut feedback = feedback_times(&mut session);
        feedback.sort_by(f64::total_cmp);
        let (feedback_p95, feedback_max) = match feedback.last() {
            Some(max) => (
                format!("{:.3}", feedback[feedback.len() * 95 / 100]),
                format!("{max:.3}"),
            ),
            None => ("-".to_string(), "-".to_string()),
        };
        println!(
            "{path}\t{median:.3}\t{}\t{steps}\t{p95:.3}\t{analysis}\t{feedback_p95}\t{feedback_max}\t{}",
            times.len(),
            feedback.len()
        );
    }
    Ok(())
}

/// `bench --each-position`: your first listed move at every position of the timeline (the
/// steps of one position share its feedback's searches, so each position is timed once), the
/// fastest of 3 passes over fresh sessions per position (neighbours on the machine only ever
/// slow a pass down).
fn bench_each_position(args: &Bench) -> Result<(), Failure> {
    const PASSES: usize = 3;
    println!("file\tpositions\tfirst_move_p95_ms\tfirst_move_max_ms\tslowest_step");
    for path in &args.files {
        let (source, text) = read_input(Some(path))?;
        // Per position, its first step and its fastest time.
        let mut times: Vec<(usize, f64)> = Vec::new();
        for pass in 0..PASSES {
            let mut session = parse_session(&args.game, &source, &text)?;
            let (mut index, mut position) = (0, 0);
            while index < session.step_count() {
                let first = session
                    .decision(index)
                    .and_then(|d| d.moves.first().cloned());
                let Some(first) = first else {
                    index += 1;
                    continue;
                };
                let t0 = clock::now_ms();
                let played = session.play(index, &first.id, &mut Progress::silent());
                let ms = clock::now_ms() - t0;
                let branch =
                    played.unwrap_or_else(|e| panic!("move {} at step {index}: {e}", first.id));
                session.back_to_main_line();
                if pass == 0 {
                    times.push((index, ms));
                } else {
                    times[position].1 = times[position].1.min(ms);
                }
                position += 1;
                // The move's first step follows its position's last main-line step.
                index = branch.first_step.max(index + 1);
            }
        }
        let (slowest_step, max) = times
            .iter()
            .copied()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap_or_default();
        let mut sorted: Vec<f64> = times.iter().map(|t| t.1).collect();
        sorted.sort_by(f64::total_cmp);
        let p95 = sorted.get(sorted.len() * 95 / 100).copied().unwrap_or(0.0);
        println!(
            "{path}\t{}\t{p95:.3}\t{max:.3}\t{slowest_step}",
            times.len()
        );
    }
    Ok(())
}

/// How long your own moves take to play with their feedback: at up to 12 decisions spread over
/// the timeline, up to 8 moves spread over each one's list (www/bench's wasm timing does the same).
fn feedback_times(session: &mut Session) -> Vec<f64> {
    const DECISIONS: usize = 12;
    const MOVES: usize = 8;
    let steps = session.step_count();
    let mut times = Vec::new();
    let mut indexes: Vec<usize> = (0..DECISIONS).map(|i| i * steps / DECISIONS).collect();
    indexes.dedup();
    for index in indexes {
        let Some(decision) = session.decision(index) else {
            continue;
        };
        let count = decision.moves.len();
        let mut picks: Vec<usize> = (0..MOVES.min(count))
            .map(|i| i * count / MOVES.min(count))
            .collect();
        picks.dedup();
        for pick in picks {
            let id = &decision.moves[pick].id;
            let t0 = clock::now_ms();
            let played = session.play(index, id, &mut Progress::silent());
            times.push(clock::now_ms() - t0);
            played.unwrap_or_else(|e| panic!("move {id} at step {index} is listed but fails: {e}"));
            session.back_to_main_line();
        }
    }
    times
}

/// `name=value` arguments (Kattis' validator flags) as rule options after `rules`; other words
/// are ignored.
fn with_flags(rules: &[(String, String)], flags: &[String]) -> Vec<(String, String)> {
    let pairs = flags.iter().filter_map(|flag| flag.split_once('='));
    let mut all = rules.to_vec();
    all.extend(pairs.map(|(name, value)| (name.to_string(), value.to_string())));
    all
}

fn cmd_validate(args: Validate) -> Result<(), Failure> {
    let (path, rules) = if args.kattis {
        (None, with_flags(&args.game.rules, &args.args))
    } else {
        match args.args.as_slice() {
            [] => (None, args.game.rules.clone()),
            [file] => (Some(file.as_str()), args.game.rules.clone()),
            _ => return Err(usage_error("expected at most one FILE")),
        }
    };
    let game = args.game.game;
    resolve_rules(game, &rules)?;
    let (source, bytes) = read_bytes(path)?;
    let strict = args.strict || (args.kattis && !args.lenient);
    let checked = text::decode(&bytes).and_then(|text| {
        if strict {
            boardlab::strict::validate(game.id, text, &rules)
        } else {
            boardlab::validate(game.id, text, &rules)
        }
    });
    match (checked, args.kattis) {
        (Ok(()), true) => Err(exit_with(42)),
        (Ok(()), false) => {
            println!("ok");
            Ok(())
        }
        (Err(e), kattis) => Err(Failure {
            status: if kattis { 43 } else { 3 },
            ..input_error(&source, e)
        }),
    }
}

/// Reads INPUT and ANSWER (a file that cannot be read fails the check) and the contestant's
/// output (one that cannot be read is a presentation error), and judges.
fn judge_files(
    game: &str,
    rules: &[(String, String)],
    input: &str,
    answer: &str,
    output: Option<&str>,
) -> Report {
    let read = |path| read_bytes(path).map(|(_, bytes)| bytes);
    let (input, answer) = match (read(Some(input)), read(Some(answer))) {
        (Ok(input), Ok(answer)) => (input, answer),
        (Err(e), _) | (_, Err(e)) => return Report::new(Outcome::Fail, e.message),
    };
    match read(output) {
        Ok(output) => checker::check(game, rules, &input, &answer, &output),
        Err(e) => Report::new(Outcome::PresentationError, e.message),
    }
}

/// The checker's exit status when it cannot judge, its usage errors included: its statuses 1 and
/// 2 are verdicts (testlib's fail is 3; for Kattis anything but 42 and 43).
fn cannot_judge(kattis: bool) -> u8 {
    if kattis {
        1
    } else {
        3
    }
}

fn cmd_checker(args: Checker) -> Result<(), Failure> {
    let Checker { game, kattis, args } = args;
    let cannot_judge = cannot_judge(kattis);
    let as_failure = |failure: Failure| Failure {
        status: cannot_judge,
        ..failure
    };
    check_rules(&game).map_err(as_failure)?;
    let GameArgs { game, rules } = game;
    let (report, feedback_dir) = if kattis {
        let [input, answer, feedback_dir, flags @ ..] = args.as_slice() else {
            return Err(as_failure(usage_error(
                "checker --kattis needs INPUT ANSWER FEEDBACK_DIR",
            )));
        };
        let rules = with_flags(&rules, flags);
        resolve_rules(game, &rules).map_err(as_failure)?;
        let report = judge_files(game.id, &rules, input, answer, None);
        (report, Some(feedback_dir))
    } else {
        let [input, output, answer] = args.as_slice() else {
            return Err(as_failure(usage_error("checker needs INPUT OUTPUT ANSWER")));
        };
        let report = judge_files(game.id, &rules, input, answer, Some(output));
        (report, None)
    };
    eprintln!("{}", report.message);
    if let Some(dir) = feedback_dir {
        let path = Path::new(dir).join("judgemessage.txt");
        std::fs::write(&path, format!("{}\n", report.message)).map_err(|e| Failure {
            message: format!("cannot write {}: {e}", path.display()),
            status: cannot_judge,
        })?;
    }
    let status = match (report.outcome, kattis) {
        (Outcome::Accepted, false) => return Ok(()),
        (Outcome::WrongAnswer, false) => 1,
        (Outcome::PresentationError, false) => 2,
        (Outcome::Accepted, true) => 42,
        (Outcome::WrongAnswer | Outcome::PresentationError, true) => 43,
        (Outcome::Fail, _) => cannot_judge,
    };
    Err(exit_with(status))
}

fn cmd_gen(args: Gen) -> Result<(), Failure> {
    let game = args.game.game;
    let seed = args.seed.ok_or_else(|| usage_error("gen needs --seed S"))?;
    let text =
        boardlab::generate(game.id, seed, &args.params, &args.game.rules).map_err(|e| Failure {
            message: format!(
                "{}\nRun 'boardlab gen {} --help' for the parameters.",
                e.message, game.id
            ),
            status: 2,
        })?;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| usage_error(format!("cannot write output: {e}")))
}

/// Runs `command`; `parser` prints the help when there is none, and the completion scripts.
fn run(command: Option<Command>, parser: &mut clap::Command) -> Result<(), Failure> {
    match command {
        None => parser
            .print_help()
            .map_err(|e| usage_error(format!("cannot write: {e}"))),
        Some(Command::List { ids }) => cmd_list(ids),
        Some(Command::Run(args)) => cmd_run(args),
        Some(Command::Check(args)) => cmd_check(args),
        Some(Command::Steps(args)) => cmd_steps(args),
        Some(Command::Bench(args)) => cmd_bench(args),
        Some(Command::Typescript) => {
            print!("{}", boardlab::typescript::declarations());
            Ok(())
        }
        Some(Command::GamesJson) => {
            let shown: Vec<_> = boardlab::games().iter().map(|game| game.shown()).collect();
            let json = serde_json::to_string(&shown).map_err(|e| usage_error(e.to_string()))?;
            println!("{json}");
            Ok(())
        }
        Some(Command::FuzzSeeds(args)) => fuzz_seeds::cmd_fuzz_seeds(args),
        Some(Command::Validate(args)) => cmd_validate(args),
        Some(Command::Checker(args)) => cmd_checker(args),
        Some(Command::Gen(args)) => cmd_gen(args),
        Some(Command::Render(args)) => render::cmd_render(args),
        Some(Command::Package(args)) => package::cmd_package(args),
        Some(Command::Trace(args)) => debug::cmd_trace(args),
        Some(Command::Debug(args)) => debug::cmd_debug(args),
        Some(Command::Stress(args)) => stress::cmd_stress(args),
        Some(Command::Completions { shell }) => {
            clap_complete::generate(shell, parser, "boardlab", &mut std::io::stdout());
            Ok(())
        }
        Some(Command::Unknown(words)) => Err(usage_error(format!("unknown command {}", words[0]))),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let mut parser = cli::command(&args);
    let parsed = parser
        .try_get_matches_from_mut(&args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let result = match parsed {
        Ok(cli) => {
            boardlab::i18n::set_language(cli.lang);
            run(cli.command, &mut parser)
        }
        Err(err) => {
            // Help and version go to standard output with status 0; usage errors are 2, but the
            // checker's are failures to judge.
            let _ = err.print();
            let status = match args.get(1).map(String::as_str) {
                _ if !err.use_stderr() => 0,
                Some("checker") => cannot_judge(args.iter().any(|arg| arg == "--kattis")),
                _ => 2,
            };
            Err(exit_with(status))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if !failure.message.is_empty() {
                eprintln!("{}", failure.message);
            }
            ExitCode::from(failure.status)
        }
    }
}
