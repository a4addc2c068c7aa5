//! The `boardlab` command line: run an engine on judge-format input, check an output against
//! ours, list a session's steps, time engines for the benchmarks, and the problem setter's tools
//! (input validator, checker, generator).

use boardlab::checker::{self, Outcome, Report};
use boardlab::{clock, find_game, games, text, GameInfo, InputError, Rules, Session, Suggestion};
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

mod render;

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
  boardlab validate <game> [--rule name=value]… [FILE]
                                                     check an input against the statement's limits:
                                                     exit 0, or 3 with LINE:COLUMN: message
  boardlab checker <game> [--rule name=value]… INPUT OUTPUT ANSWER
                                                     testlib checker: exit 0 ok, 1 wrong answer,
                                                     2 presentation error, 3 fail
  boardlab checker <game> [--rule name=value]… --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT
                                                     Kattis output validator: exit 42 or 43
  boardlab gen <game> --seed S [--rule name=value]… [--param name=value]…
                                                     print a valid input, the same for the same seed
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

const VALIDATE_HELP: &str = "\
Usage: boardlab validate <game> [--rule name=value]… [FILE]
       boardlab validate <game> [--rule name=value]… --kattis [name=value]… < FILE
Checks judge-format input from FILE (or standard input) against every limit of the statement
without solving it. Prints ok (exit 0), or FILE:LINE:COLUMN: message on standard error (exit 3),
as a testlib validator. With --kattis it is a Kattis input validator: exit 42 for a valid input,
43 for an invalid one, and the arguments name=value (input_validator_flags) are rule options.
Usage errors exit with 2.";

const CHECKER_HELP: &str = "\
Usage: boardlab checker <game> [--rule name=value]… INPUT OUTPUT ANSWER
       boardlab checker <game> [--rule name=value]… --kattis INPUT ANSWER FEEDBACK_DIR [name=value]… < OUTPUT
Judges a contestant's OUTPUT for INPUT by BoardLab's own output, which the jury's ANSWER must
agree with. Outputs are compared as judges do (CR and trailing blanks at line ends and trailing
blank lines ignored). One line goes to standard error, as testlib writes it: ok …, wrong answer
line L: expected '…', found '…' (for mayan with the replay of the output's moves), wrong output
format … or FAIL ….
Exit status (testlib): 0 ok; 1 wrong answer; 2 presentation error: the same tokens as the answer
spread over other lines or spaced differently, or an output that is not UTF-8 text or cannot be
read; 3 fail: INPUT or ANSWER invalid or unreadable, ANSWER disagreeing with BoardLab, or a usage
error.
--kattis: a Kattis output validator. The output comes on standard input; exit 42 accepted, 43
rejected (wrong answer or presentation error), 1 when it cannot judge (the fail cases); the
message also goes to FEEDBACK_DIR/judgemessage.txt. Arguments after FEEDBACK_DIR of the form
name=value (validator_flags) are rule options; others are ignored.";

const GEN_HELP: &str = "\
Usage: boardlab gen <game> --seed S [--rule name=value]… [--param name=value]…
Prints a random input that passes validate: the same bytes for the same seed, rule options and
parameters on every machine (ChaCha8 seeded with S, an integer 0..18446744073709551615). Rule
options that select the input format apply (ludo: --rule part=N). Every parameter has a default
and a range; an unknown parameter or a value out of range is an error (exit 2). The defaults give
inputs that run in well under a second; the ranges reach the statements' limits.";

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

/// Parsed command-line arguments of the commands that take a game.
struct GameArgs {
    game: String,
    rules: Vec<(String, String)>,
    files: Vec<String>,
    /// `--param name=value` (gen).
    params: Vec<(String, String)>,
    /// `--seed S` (gen).
    seed: Option<String>,
    /// `--kattis` (validate, checker).
    kattis: bool,
}

/// Splits the value of `option` (`name=value`), or says what is missing.
fn name_value(option: &str, pair: Option<String>) -> Result<(String, String), Failure> {
    let pair = pair.ok_or_else(|| usage_error(format!("{option} needs name=value")))?;
    let (name, value) = pair
        .split_once('=')
        .ok_or_else(|| usage_error(format!("{option} needs name=value, got {pair}")))?;
    Ok((name.to_string(), value.to_string()))
}

fn parse_game_args(args: &[String], help: &str) -> Result<Option<GameArgs>, Failure> {
    parse_game_args_with(args, help, &[])
}

/// Like [`parse_game_args`] for a command that also takes the options named in `extras`
/// (`--param`, `--seed`, `--kattis`).
fn parse_game_args_with(
    args: &[String],
    help: &str,
    extras: &[&str],
) -> Result<Option<GameArgs>, Failure> {
    let mut rest = args.iter();
    let mut game = None;
    let (mut rules, mut files, mut params) = (Vec::new(), Vec::new(), Vec::new());
    let (mut seed, mut kattis) = (None, false);
    while let Some(arg) = rest.next() {
        // `--option=value` is the same as `--option value`.
        let (option, inline) = match arg.split_once('=') {
            Some((option, value)) if option.starts_with("--") => (option, Some(value.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = || inline.clone().or_else(|| rest.next().cloned());
        match option {
            "-h" | "--help" => {
                println!("{help}");
                return Ok(None);
            }
            "--rule" | "-r" => rules.push(name_value("--rule", value())?),
            "--param" | "-p" if extras.contains(&"--param") => {
                params.push(name_value("--param", value())?)
            }
            "--seed" if extras.contains(&"--seed") => {
                seed = Some(value().ok_or_else(|| usage_error("--seed needs a number"))?)
            }
            "--kattis" if extras.contains(&"--kattis") && inline.is_none() => kattis = true,
            _ if arg.starts_with('-') && arg != "-" => {
                return Err(usage_error(format!("unknown option {arg}")))
            }
            _ if game.is_none() => game = Some(arg.clone()),
            _ => files.push(arg.clone()),
        }
    }
    let game = game.ok_or_else(|| usage_error("missing <game>"))?;
    let Some(info) = find_game(&game) else {
        let known: Vec<_> = games().iter().map(|g| g.id).collect();
        return Err(usage_error(format!(
            "unknown game {game}; games: {}",
            known.join(", ")
        )));
    };
    // Checked before any input is read, so that a misspelt option is not taken for bad input.
    Rules::resolve(info, &rules).map_err(|e| usage_error(e.message))?;
    Ok(Some(GameArgs {
        game,
        rules,
        files,
        params,
        seed,
        kattis,
    }))
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
        Err(exit_with(1))
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

/// `name=value` arguments (Kattis' validator flags) as rule options after `rules`; other words
/// are ignored.
fn with_flags(rules: &[(String, String)], flags: &[String]) -> Vec<(String, String)> {
    let pairs = flags.iter().filter_map(|flag| flag.split_once('='));
    let mut all = rules.to_vec();
    all.extend(pairs.map(|(name, value)| (name.to_string(), value.to_string())));
    all
}

fn cmd_validate(args: &[String]) -> Result<(), Failure> {
    let Some(args) = parse_game_args_with(args, VALIDATE_HELP, &["--kattis"])? else {
        return Ok(());
    };
    let (path, rules) = if args.kattis {
        (None, with_flags(&args.rules, &args.files))
    } else {
        (single_file(&args)?, args.rules.clone())
    };
    let game = find_game(&args.game).expect("parse_game_args checked the game");
    Rules::resolve(game, &rules).map_err(|e| usage_error(e.message))?;
    let (source, bytes) = read_bytes(path)?;
    let checked =
        text::decode(&bytes).and_then(|text| boardlab::validate(&args.game, text, &rules));
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

fn cmd_checker(args: &[String]) -> Result<(), Failure> {
    // The checker's exit statuses 1 and 2 are verdicts: its own usage errors are failures to
    // judge (testlib's 3; for Kattis anything but 42 and 43).
    let kattis = args.iter().any(|arg| arg == "--kattis");
    let cannot_judge = if kattis { 1 } else { 3 };
    let as_failure = |failure: Failure| Failure {
        status: cannot_judge,
        ..failure
    };
    let Some(args) = parse_game_args_with(args, CHECKER_HELP, &["--kattis"]).map_err(as_failure)?
    else {
        return Ok(());
    };
    let game = find_game(&args.game).expect("parse_game_args checked the game");
    let (report, feedback_dir) = if kattis {
        let [input, answer, feedback_dir, flags @ ..] = args.files.as_slice() else {
            return Err(as_failure(usage_error(
                "checker --kattis needs INPUT ANSWER FEEDBACK_DIR",
            )));
        };
        let rules = with_flags(&args.rules, flags);
        Rules::resolve(game, &rules).map_err(|e| as_failure(usage_error(e.message)))?;
        let report = judge_files(&args.game, &rules, input, answer, None);
        (report, Some(feedback_dir))
    } else {
        let [input, output, answer] = args.files.as_slice() else {
            return Err(as_failure(usage_error("checker needs INPUT OUTPUT ANSWER")));
        };
        let report = judge_files(&args.game, &args.rules, input, answer, Some(output));
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

/// The generator's usage, with the parameters of `game` (or of every game).
fn gen_help(game: Option<&GameInfo>) -> String {
    let mut help = GEN_HELP.to_string();
    let shown = match game {
        Some(game) => vec![game],
        None => games().to_vec(),
    };
    for game in shown {
        help.push_str(&format!(
            "\n\nParameters of {} (--param name=value):",
            game.id
        ));
        for p in game.params {
            let range = format!("{} ({}..{})", p.default, p.min, p.max);
            help.push_str(&format!("\n    {:<10} {:<22} {}", p.name, range, p.help));
        }
    }
    help
}

fn cmd_gen(args: &[String]) -> Result<(), Failure> {
    if args.iter().any(|arg| arg == "-h" || arg == "--help") {
        println!("{}", gen_help(args.iter().find_map(|arg| find_game(arg))));
        return Ok(());
    }
    let Some(args) = parse_game_args_with(args, GEN_HELP, &["--param", "--seed"])? else {
        return Ok(());
    };
    if !args.files.is_empty() {
        return Err(usage_error(
            "gen takes no FILE: it prints to standard output",
        ));
    }
    let seed = args
        .seed
        .as_deref()
        .ok_or_else(|| usage_error("gen needs --seed S"))?;
    let seed: u64 = seed.parse().map_err(|_| {
        usage_error(format!(
            "--seed needs an integer 0..{}, got {seed}",
            u64::MAX
        ))
    })?;
    let text =
        boardlab::generate(&args.game, seed, &args.params, &args.rules).map_err(|e| Failure {
            message: format!(
                "{}\nRun 'boardlab gen {} --help' for the parameters.",
                e.message, args.game
            ),
            status: 2,
        })?;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| usage_error(format!("cannot write output: {e}")))
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
        Some("validate") => cmd_validate(&args[1..]),
        Some("checker") => cmd_checker(&args[1..]),
        Some("gen") => cmd_gen(&args[1..]),
        Some("render") => render::cmd_render(&args[1..]),
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
