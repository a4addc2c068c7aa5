//! The `boardlab` command line: run an engine on judge-format input, check an output against
//! ours, list a session's steps, time engines for the benchmarks, and the problem setter's tools
//! (input validator, checker, generator).
//!
//! This file is the command line's grammar, parsed by clap (the commands and their help: the doc
//! comments of `Cli` and `Command` are the help text), the help completed at run time, and the
//! dispatch to the commands; it is the only module that names every command. Each command is a
//! file of `commands/` with its own arguments; they share the argument pieces of `args`, the
//! failures of `failure` and the input reading of `input`, and some the helpers `output_file`
//! (never writing over what a command reads or runs), `program` (running a program within
//! limits), `permalink` (the page's links) and `raster` (figures as pixels).

use args::{language, Checked, OneInput};
use boardlab::{find_game, games, GameInfo, Lang};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use commands::{
    bench, check, checker, completions, debug, fuzz_seeds, gen, list, package, render, run, steps,
    stress, validate,
};
use failure::{exit_with, set_command, usage_error, Failure};
use std::io::IsTerminal;
use std::process::ExitCode;

mod args;
mod commands;
mod failure;
mod input;
mod out;
mod output_file;
mod permalink;
mod program;
mod raster;

const EXAMPLES: &str = "\
Examples:
  boardlab list
  boardlab run mayan < input.txt
  boardlab run ludo --rule part=3 --rule dice_rule=non6 input.txt
  boardlab check mayan input.txt answer.txt
  boardlab gen mayan --seed 1 | boardlab validate mayan
  boardlab render mayan input.txt --step 3 -o step3.svg
  boardlab package mayan --out mayan --zip mayan.zip
  boardlab debug match3 input.txt -- ./a.out
  boardlab stress match3 --seconds 30 -- python3 sol.py
  boardlab completions bash > ~/.local/share/bash-completion/completions/boardlab

Input errors are printed as FILE:LINE:COLUMN: message, with exit status 2.
Run 'boardlab <command> --help' for one command's arguments and exit statuses.";

/// Every command's help starts with its usage, as the help of the commands always has.
const COMMAND_HELP: &str = "\
{usage-heading} {usage}

{about-with-newline}
{all-args}{after-help}";

/// Judge-exact engines for contest board-game problems.
#[derive(Parser)]
#[command(name = "boardlab", version, after_help = EXAMPLES)]
struct Cli {
    // No command prints the help.
    #[command(subcommand)]
    command: Option<Command>,
    /// The language of the games' texts, steps and input errors (the command line's own words
    /// stay English)
    #[arg(long, global = true, value_name = "LANG", default_value = "en",
          value_parser = Checked::new(language).values(Lang::ALL.map(Lang::code)))]
    lang: Lang,
}

// The commands' doc comments are their help, kept as written: the summary line, then the text
// `--help` adds.
#[derive(Subcommand)]
enum Command {
    /// List the games and their rule options
    List(list::Args),
    /// Print the judge output (standard input if no FILE)
    ///
    /// Reads judge-format input from FILE (or standard input) and prints exactly the output the official
    /// judge accepts. Errors go to standard error as FILE:LINE:COLUMN: message (exit 2).
    #[command(verbatim_doc_comment)]
    Run(OneInput),
    /// Judge OUTPUT against ours: Accepted (exit 0), Wrong Answer or Presentation Error (exit 1)
    ///
    /// Computes the judge output for INPUT and compares OUTPUT with it as judges do (CR and trailing blanks
    /// at line ends and trailing blank lines ignored). Prints Accepted (exit 0), or Wrong Answer or
    /// Presentation Error (the same tokens spread otherwise, or an output that is not text) with the
    /// first differing line and column (exit 1); for games that can replay answers (mayan), also says
    /// what the given answer does when replayed, and when INPUT is one of the game's samples, its note
    /// (skill-chess' statement sample: its published answer contradicts the official data). trace,
    /// debug and stress judge outputs the same way.
    #[command(verbatim_doc_comment)]
    Check(check::Args),
    /// One line per timeline step: index, title, events
    ///
    /// Prints the session's timeline, one line per step: index, title, then the step's events separated
    /// by ' | ' (with the analysis the page computes in the background, such as alternative moves).
    #[command(verbatim_doc_comment)]
    Steps(OneInput),
    /// Time parse+solve and step seeking per file
    ///
    /// For each FILE: median wall time of parse+solve over repeated runs, the p95 time to seek to a
    /// random step of the timeline, and the time the background analysis left after those seeks takes
    /// (such as the values of alternative moves; '-' when every step is complete at once).
    #[command(verbatim_doc_comment)]
    Bench(bench::Args),
    /// Write a game's seeds for the cargo-fuzz corpus (./build.sh fuzz): its samples, one generated
    /// input per rule option value and the .in files of the DATA folders (under the rule options of a
    /// .rules file beside one), each behind the target's rule bytes
    #[command(hide = true)]
    FuzzSeeds(fuzz_seeds::Args),
    /// Check an input against the statement's limits: exit 0, or 3 (--kattis: 42, 43)
    ///
    /// Checks judge-format input from FILE (or standard input) against every limit of the statement
    /// without solving it. Prints ok (exit 0), or FILE:LINE:COLUMN: message on standard error (exit 3),
    /// as a testlib validator. The input is read as the engines read it (any blanks between tokens,
    /// CR) unless --strict: then its exact format must be the statement's too (one space between
    /// tokens, no space at a line's start or end, lines ending in \n, the last one too, no blank
    /// line, integers without leading zeros or a + sign, the statement's tokens on each line).
    /// With --kattis it is a Kattis input validator, strict unless --lenient: exit 42 for a valid
    /// input, 43 for an invalid one, and the arguments name=value (input_validator_flags) are rule
    /// options. Usage errors exit with 2.
    #[command(
        verbatim_doc_comment,
        override_usage = "\
boardlab validate <GAME> [--rule name=value]… [--strict] [FILE]
       boardlab validate <GAME> [--rule name=value]… --kattis [--lenient] [name=value]… < FILE"
    )]
    Validate(validate::Args),
    /// Testlib checker (exit 0 to 3) or Kattis output validator (exit 42, 43)
    ///
    /// Judges a contestant's OUTPUT for INPUT by BoardLab's own output, which the jury's ANSWER must
    /// agree with. Outputs are compared as judges do (CR and trailing blanks at line ends and trailing
    /// blank lines ignored). One line goes to standard error, as testlib writes it: ok …, wrong answer
    /// line L: expected '…', found '…' (for mayan with the replay of the output's moves), wrong output
    /// format … or FAIL ….
    /// Exit status (testlib): 0 ok; 1 wrong answer; 2 presentation error: the same tokens as the answer
    /// spread over other lines or spaced differently, or an output that is not UTF-8 text or cannot be
    /// read; 3 fail: INPUT or ANSWER invalid or unreadable, ANSWER disagreeing with BoardLab, or a usage
    /// error.
    /// --kattis: a Kattis output validator. The output comes on standard input; exit 42 accepted, 43
    /// rejected (wrong answer or presentation error), 1 when it cannot judge (the fail cases); the
    /// message also goes to FEEDBACK_DIR/judgemessage.txt. Arguments after FEEDBACK_DIR of the form
    /// name=value (validator_flags) are rule options; others are ignored.
    #[command(
        verbatim_doc_comment,
        override_usage = "\
boardlab checker <GAME> [--rule name=value]… INPUT OUTPUT ANSWER
       boardlab checker <GAME> [--rule name=value]… --kattis INPUT ANSWER FEEDBACK_DIR [name=value]… < OUTPUT"
    )]
    Checker(checker::Args),
    /// Print a valid input, the same for the same seed
    ///
    /// Prints a random input that passes validate: the same bytes for the same seed, rule options and
    /// parameters on every machine (ChaCha8 seeded with S, an integer 0..18446744073709551615). Rule
    /// options that select the input format apply (ludo: --rule part=N). Every parameter has a default
    /// and a range; an unknown parameter or a value out of range is an error (exit 2). The defaults give
    /// inputs that run in well under a second; the ranges reach the statements' limits.
    #[command(
        verbatim_doc_comment,
        override_usage = "boardlab gen <GAME> --seed S [--rule name=value]… [--param name=value]…"
    )]
    Gen(gen::Args),
    /// Draw a step as SVG or PNG, or steps as an animated GIF
    ///
    /// Draws step N (counted from 1, as the page shows it) as a figure with its title and caption: SVG
    /// (self-contained, text kept as text) or PNG; or steps A to B as a looping animated GIF, each step
    /// shown D milliseconds (at most 500 steps). --title and --caption replace the step's own title and
    /// caption (on every frame), --no-title and --no-caption leave them out. The file goes to FILE, or to
    /// standard output when -o is missing or '-'.
    #[command(
        verbatim_doc_comment,
        override_usage = "\
boardlab render <GAME> [--rule name=value]… INPUT --step N [--format svg|png]
                       [--scale S] [--theme light|dark] [--title TEXT | --no-title]
                       [--caption TEXT | --no-caption] [-o FILE]
       boardlab render <GAME> [--rule name=value]… INPUT --format gif --from A --to B
                       [--delay-ms D] [--scale S] [--theme light|dark] [--title TEXT | --no-title]
                       [--caption TEXT | --no-caption] [-o FILE]"
    )]
    Render(render::Args),
    /// Write a problem package for Kattis, BAPCtools and DOMjudge, with its jury and time limit
    ///
    /// Writes a complete problem package in the problem package format (--format: legacy, the
    /// default and Kattis' own; 2023-07-draft; 2025-09, BAPCtools') to the new or empty folder DIR
    /// and/or the zip FILE that DOMjudge imports, both named by the short name (a-z and 0-9; --name,
    /// default the game's id without '-', with ludo's part: ludo3): problem.yaml, a statement in
    /// English, Chinese and Persian (LaTeX, or Markdown for 2023-07) with figures, and one HTML page
    /// of it with the figures inside for DOMjudge; the game's samples, N secret tests (default 50)
    /// from the generator with each one's command in its .desc, and an input for each planted bug;
    /// BoardLab's strict input validator; an output validator in C++ that each judge compiles; the
    /// game's C++ solution as accepted and each planted bug as a wrong answer, compiled with g++ and
    /// checked on every test; and the time limit: the accepted solution's CPU time on the slowest
    /// test (the fastest of 5 runs) times 3, rounded up to whole seconds, printed with how it was
    /// derived. Rule options that change the format (ludo's part) make separate packages; they are
    /// checked before the destination. --lang puts its language first: the HTML page opens with
    /// its statement, and problem.yaml names the problem in it first (2023-07 and 2025-09;
    /// legacy's one name is English), the name DOMjudge shows; the samples' notes (their .desc)
    /// and the first line of the jury's sources are in it too. BOARDLAB_JURY_CACHE=DIR keeps
    /// the compiled jury submissions in DIR and reuses them for the same source, g++ and flags,
    /// and the time limit their checks measured for the same tests (the tests make every game's
    /// package in three formats). Exit status: 0 written, 1 when
    /// it cannot be written (such as for a rule option the jury's solution does not solve), 2
    /// for usage errors.
    #[command(
        verbatim_doc_comment,
        override_usage = "boardlab package <GAME> [--rule name=value]… [--format F] [--tests N] [--seed S] [--name NAME] [--out DIR] [--zip FILE]"
    )]
    Package(package::Args),
    /// Your program's trace against the judge's game: the first difference (exit 1) or agreement
    ///
    /// Reads the trace lines of TRACE (a program's standard error: lines starting with '$'; other lines
    /// are ignored), places each checkpoint on the judge's timeline and compares the fields it gives.
    /// Prints the first checkpoint that differs, what differs there with your value and the judge's
    /// (the state's differences first, the fields derived from them after, a search's values that
    /// follow from a later difference of its positions last), and what the judge did since the last
    /// checkpoint that agrees (exit 1); or that all N checkpoints agree (exit 0). A checkpoint, or a
    /// trace, where no field could be compared says so (exit 1). Bad trace lines (TRACE:LINE:COLUMN)
    /// come first; checkpoints that cannot be placed are listed after. With --output the program's
    /// output is judged too, as check judges it. Usage and input errors exit with 2. The trace format
    /// of every game is in www/guide/trace-format.md.
    #[command(
        verbatim_doc_comment,
        override_usage = "boardlab trace <GAME> [--rule name=value]… INPUT TRACE [--output FILE]"
    )]
    Trace(debug::TraceArgs),
    /// Run your program on an input: judge its output, check its trace, link to the page
    ///
    /// Runs COMMAND (its argument vector as given, never through a shell) with INPUT on standard input,
    /// within a time limit (--seconds, default 10), a memory limit (--memory-mb, the address space) and
    /// an output limit (--output-mb, standard output and error each). Judges its standard output as
    /// check does, checks the trace lines it writes to standard error as trace does, and prints a link
    /// that opens the page at the first difference with the input, the output and the trace.
    /// Exit status: 0 when the output is accepted and every checkpoint agrees; 1 otherwise (a wrong
    /// output, a runtime error, a time or output limit, a checkpoint that differs or compares
    /// nothing); 2 for usage and input errors, and a COMMAND that cannot be started.
    #[command(
        verbatim_doc_comment,
        override_usage = "boardlab debug <GAME> [--rule name=value]… [--seconds S] INPUT -- COMMAND [ARGS]…"
    )]
    Debug(debug::Args),
    /// Find an input your program fails on, and shrink it to a small one
    ///
    /// Runs generated inputs through COMMAND and the engine on every core (--jobs) until the program
    /// disagrees (a wrong output, a runtime error, a non-zero exit status, a time limit) or --seconds
    /// pass, or --max-tests tests have run. Test i (from 1, as printed) has seed S·2³² + i − 1 (--seed,
    /// default from the clock) and generator parameters up to caps that grow from tiny inputs to
    /// the statement's limits, two thirds of the tests at the caps or the minimums (the largest
    /// counts, the smallest boards); --param fixes one for every test. Outputs are judged as check judges them. A failing input is then shrunk with the game's reductions (fewer tests, games,
    /// pieces, soldiers, operations, rounds, requests, moves; smaller boards; smaller numbers) while it
    /// stays valid and the program still fails on it, to a fixpoint where no reduction of it fails
    /// (1-minimal) unless --shrink-attempts runs or --shrink-seconds are spent first. Prints the smallest input with the judge's and the program's
    /// outputs, the first trace difference when the program writes a trace, the seed and a link to the
    /// page; --out writes the input to FILE. A progress line shows on a terminal. With --input FILE,
    /// no input is generated: FILE, which the program must fail on, is shrunk.
    /// Exit status: 1 when a counterexample was found, 0 when none was, 2 for usage errors.
    #[command(
        verbatim_doc_comment,
        override_usage = "boardlab stress <GAME> [--rule name=value]… [--param name=value]… [--seconds S] [--jobs N]
                       [--max-tests N] [--seed S] [--out FILE] -- COMMAND [ARGS]…
       boardlab stress <GAME> [--rule name=value]… --input FILE [--out FILE] -- COMMAND [ARGS]…"
    )]
    Stress(stress::Args),
    /// Print a shell completion script
    ///
    /// Prints the completion script for SHELL, for example:
    ///   boardlab completions bash > ~/.local/share/bash-completion/completions/boardlab
    ///   boardlab completions zsh > ~/.zfunc/_boardlab  (with ~/.zfunc in fpath)
    ///   boardlab completions fish > ~/.config/fish/completions/boardlab.fish
    #[command(verbatim_doc_comment)]
    Completions(completions::Args),
    // Any other word, reported in our words as an unknown command.
    #[command(external_subcommand)]
    Unknown(Vec<String>),
}

/// The parser, its help completed at run time: `gen`'s lists the parameters of the game among
/// `args` (the parameters of every game when there is none).
fn command(args: &[String]) -> clap::Command {
    let game = args.iter().find_map(|arg| find_game(arg));
    Cli::command()
        .mut_subcommands(|command| command.help_template(COMMAND_HELP))
        .mut_subcommand("gen", |command| command.after_help(gen_parameters(game)))
}

/// The generator parameters of `game` (or of every game), with their defaults and ranges.
fn gen_parameters(game: Option<&GameInfo>) -> String {
    let shown = match game {
        Some(game) => vec![game],
        None => games().to_vec(),
    };
    let mut help = Vec::new();
    for game in shown {
        help.push(format!("Parameters of {} (--param name=value):", game.id));
        for p in game.params {
            let range = format!("{} ({}..{})", p.default, p.min, p.max);
            help.push(format!("    {:<10} {:<22} {}", p.name, range, p.help));
        }
        help.push(String::new());
    }
    help.join("\n").trim_end().to_string()
}

/// Runs `command`; `parser` prints the help when there is none, and the completion scripts.
fn run(command: Option<Command>, parser: &mut clap::Command) -> Result<(), Failure> {
    match command {
        None => parser
            .print_help()
            .map_err(|e| usage_error(format!("cannot write: {e}"))),
        Some(Command::List(args)) => list::run(args),
        Some(Command::Run(args)) => run::run(args),
        Some(Command::Check(args)) => check::run(args),
        Some(Command::Steps(args)) => steps::run(args),
        Some(Command::Bench(args)) => bench::run(args),
        Some(Command::FuzzSeeds(args)) => fuzz_seeds::run(args),
        Some(Command::Validate(args)) => validate::run(args),
        Some(Command::Checker(args)) => checker::run(args),
        Some(Command::Gen(args)) => gen::run(args),
        Some(Command::Render(args)) => render::run(args),
        Some(Command::Package(args)) => package::run(args),
        Some(Command::Trace(args)) => debug::run_trace(args),
        Some(Command::Debug(args)) => debug::run(args),
        Some(Command::Stress(args)) => stress::run(args),
        Some(Command::Completions(args)) => completions::run(args, parser),
        Some(Command::Unknown(words)) => Err(usage_error(format!("unknown command {}", words[0]))),
    }
}

/// Prints clap's message; a usage error ends as BoardLab's own usage errors do, pointing to the
/// help of the command it is in ("Run 'boardlab package --help' for usage.") where clap's says
/// "try '--help'", which does not say of which command.
fn print_parse_error(err: &clap::Error, parser: &clap::Command, args: &[String]) {
    if !err.use_stderr() {
        let _ = err.print();
        return;
    }
    // The command is the first word that names one: only --lang's value comes before it.
    let command = (args.iter().skip(1)).find_map(|arg| parser.find_subcommand(arg));
    let help = match command {
        Some(command) => format!("boardlab {} --help", command.get_name()),
        None => "boardlab --help".to_string(),
    };
    let styled = err.render();
    let message = if std::io::stderr().is_terminal() {
        styled.ansi().to_string()
    } else {
        styled.to_string()
    };
    let body = match message.rfind("\n\nFor more information, try '") {
        Some(end) => &message[..end],
        None => message.trim_end(),
    };
    eprintln!("{body}\n\nRun '{help}' for usage.");
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let mut parser = command(&args);
    let parsed = parser.try_get_matches_from_mut(&args).and_then(|matches| {
        let name = matches.subcommand_name().map(str::to_string);
        Ok((Cli::from_arg_matches(&matches)?, name))
    });
    let result = match parsed {
        Ok((cli, name)) => {
            boardlab::i18n::set_language(cli.lang);
            // Usage errors point to the command's own help (an unknown word has none).
            if let Some(name) = name {
                if !matches!(cli.command, Some(Command::Unknown(_))) {
                    set_command(&name);
                }
            }
            run(cli.command, &mut parser)
        }
        Err(err) => {
            // Help and version go to standard output with status 0; usage errors are 2, but the
            // checker's are failures to judge.
            print_parse_error(&err, &parser, &args);
            let status = match args.get(1).map(String::as_str) {
                _ if !err.use_stderr() => 0,
                Some("checker") => checker::cannot_judge(args.iter().any(|arg| arg == "--kattis")),
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
