//! The `boardlab` command line: run an engine on judge-format input, check an output against
//! ours, list a session's steps, and time engines for the benchmarks.

use boardlab::{clock, find_game, games, text, InputError, Session, Suggestion};
use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
boardlab — judge-exact engines for contest board-game problems

Usage:
  boardlab list                                      list the games and their rule options
  boardlab run <game> [--rule name=value]… [FILE]    print the judge output (stdin if no FILE)
  boardlab check <game> [--rule name=value]… INPUT OUTPUT
                                                     judge OUTPUT against ours: Accepted (exit 0)
                                                     or Wrong Answer with the first differing line
                                                     (exit 1)
  boardlab steps <game> [--rule name=value]… [FILE]  one line per timeline step: index, title, events
  boardlab bench <game> [--rule name=value]… FILE…   time parse+solve and step seeking per file
  boardlab <command> --help                          help for one command

Input errors are printed as FILE:LINE:COLUMN: message, with exit status 2.";

const RUN_HELP: &str = "\
Usage: boardlab run <game> [--rule name=value]… [FILE]
Reads judge-format input from FILE (or standard input) and prints exactly the output the official
judge accepts. Errors go to standard error as FILE:LINE:COLUMN: message (exit 2).";

const CHECK_HELP: &str = "\
Usage: boardlab check <game> [--rule name=value]… INPUT OUTPUT
Computes the judge output for INPUT and compares OUTPUT with it as judges do (CR and trailing blanks
at line ends and trailing blank lines ignored). Prints Accepted (exit 0) or Wrong Answer with the
first differing line (exit 1); for games that can replay answers (mayan), also says what the given
answer does when replayed.";

const STEPS_HELP: &str = "\
Usage: boardlab steps <game> [--rule name=value]… [FILE]
Prints the session's timeline, one line per step: index, title, then the step's events separated
by ' | ' (with the analysis the page computes in the background, such as alternative moves).";

const BENCH_HELP: &str = "\
Usage: boardlab bench <game> [--rule name=value]… FILE…
For each FILE: median wall time of parse+solve over repeated runs, the p95 time to seek to a
random step of the timeline, and the time the background analysis left after those seeks takes
(such as the values of alternative moves; '-' when every step is complete at once).";

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

/// Parsed command-line arguments of the commands that take a game.
struct GameArgs {
    game: String,
    rules: Vec<(String, String)>,
    files: Vec<String>,
}

fn parse_game_args(args: &[String], help: &str) -> Result<Option<GameArgs>, Failure> {
    let mut rest = args.iter();
    let mut game = None;
    let mut rules = Vec::new();
    let mut files = Vec::new();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                println!("{help}");
                return Ok(None);
            }
            "--rule" | "-r" => {
                let pair = rest
                    .next()
                    .ok_or_else(|| usage_error("--rule needs name=value"))?;
                let (name, value) = pair
                    .split_once('=')
                    .ok_or_else(|| usage_error(format!("--rule needs name=value, got {pair}")))?;
                rules.push((name.to_string(), value.to_string()));
            }
            _ if arg.starts_with("--rule=") => {
                let pair = &arg["--rule=".len()..];
                let (name, value) = pair
                    .split_once('=')
                    .ok_or_else(|| usage_error(format!("--rule needs name=value, got {pair}")))?;
                rules.push((name.to_string(), value.to_string()));
            }
            _ if arg.starts_with('-') && arg != "-" => {
                return Err(usage_error(format!("unknown option {arg}")))
            }
            _ if game.is_none() => game = Some(arg.clone()),
            _ => files.push(arg.clone()),
        }
    }
    let game = game.ok_or_else(|| usage_error("missing <game>"))?;
    if find_game(&game).is_none() {
        let known: Vec<_> = games().iter().map(|g| g.id).collect();
        return Err(usage_error(format!(
            "unknown game {game}; games: {}",
            known.join(", ")
        )));
    }
    Ok(Some(GameArgs { game, rules, files }))
}

/// Reads a file (or standard input for `None` / "-") as UTF-8 text, with a located error.
fn read_input(path: Option<&str>) -> Result<(String, String), Failure> {
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
    let text = text::decode(&bytes)
        .map_err(|e| input_error(&source, e))?
        .to_string();
    Ok((source, text))
}

fn parse_session(args: &GameArgs, source: &str, text: &str) -> Result<Session, Failure> {
    boardlab::parse(&args.game, text, &args.rules).map_err(|e| input_error(source, e))
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

fn single_file(args: &GameArgs) -> Result<Option<&str>, Failure> {
    match args.files.as_slice() {
        [] => Ok(None),
        [file] => Ok(Some(file)),
        _ => Err(usage_error("expected at most one FILE")),
    }
}

fn cmd_list() -> Result<(), Failure> {
    for game in games() {
        println!("{:<16}{} — {}", game.id, game.title, game.source);
        for option in game.rules {
            let values: Vec<_> = option.values.iter().map(|(v, _)| *v).collect();
            println!(
                "    --rule {}={}   {} (default {})",
                option.name,
                values.join("|"),
                option.help,
                values[0]
            );
        }
    }
    Ok(())
}

fn cmd_run(args: &[String]) -> Result<(), Failure> {
    let Some(args) = parse_game_args(args, RUN_HELP)? else {
        return Ok(());
    };
    let (source, text) = read_input(single_file(&args)?)?;
    let session = open_session(&args, &source, &text)?;
    let mut out = std::io::stdout().lock();
    out.write_all(session.output().as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| usage_error(format!("cannot write output: {e}")))
}

fn cmd_check(args: &[String]) -> Result<(), Failure> {
    let Some(args) = parse_game_args(args, CHECK_HELP)? else {
        return Ok(());
    };
    let [input_path, output_path] = args.files.as_slice() else {
        return Err(usage_error("check needs INPUT and OUTPUT"));
    };
    let (source, text) = read_input(Some(input_path))?;
    let (_, candidate) = read_input(Some(output_path))?;
    let session = open_session(&args, &source, &text)?;
    let verdict = session.judge(&candidate);
    if verdict.accepted {
        println!("Accepted");
    } else {
        let diff = verdict
            .difference
            .expect("a rejected verdict has a difference");
        let show = |line: &Option<String>| match line {
            Some(text) => format!("{text:?}"),
            None => "(no line)".to_string(),
        };
        println!("Wrong Answer on line {}", diff.line);
        println!("  expected: {}", show(&diff.expected));
        println!("  got:      {}", show(&diff.got));
    }
    if let Some(explanation) = verdict.explanation {
        println!("{explanation}");
    }
    if verdict.accepted {
        Ok(())
    } else {
        Err(Failure {
            message: String::new(),
            status: 1,
        })
    }
}

fn cmd_steps(args: &[String]) -> Result<(), Failure> {
    let Some(args) = parse_game_args(args, STEPS_HELP)? else {
        return Ok(());
    };
    let (source, text) = read_input(single_file(&args)?)?;
    let mut session = open_session(&args, &source, &text)?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for index in 0..session.step_count() {
        let step = session.complete_step(index);
        let mut line = format!("{index}\t{}", step.title);
        if !step.events.is_empty() {
            line.push('\t');
            line.push_str(&step.events.join(" | "));
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

fn cmd_bench(args: &[String]) -> Result<(), Failure> {
    let Some(args) = parse_game_args(args, BENCH_HELP)? else {
        return Ok(());
    };
    if args.files.is_empty() {
        return Err(usage_error("bench needs at least one FILE"));
    }
    println!("file\tsolve_ms(median)\truns\tsteps\tseek_p95_ms\tanalysis_ms");
    for path in &args.files {
        let (source, text) = read_input(Some(path))?;
        let mut times = Vec::new();
        let started = clock::now_ms();
        let mut session = loop {
            let t0 = clock::now_ms();
            // Without the hints, which would repeat once per run.
            let session = parse_session(&args, &source, &text)?;
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
            std::hint::black_box(session.step(index));
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
        println!(
            "{path}\t{median:.3}\t{}\t{steps}\t{p95:.3}\t{analysis}",
            times.len()
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        None | Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some("list") => cmd_list(),
        Some("run") => cmd_run(&args[1..]),
        Some("check") => cmd_check(&args[1..]),
        Some("steps") => cmd_steps(&args[1..]),
        Some("bench") => cmd_bench(&args[1..]),
        Some(other) => Err(usage_error(format!("unknown command {other}"))),
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
