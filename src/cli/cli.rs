//! The command line's grammar, parsed by clap: the commands, their arguments and their help (the
//! doc comments below are the help text). What the commands do is in main.rs and render.rs.

use crate::{debug, fuzz_seeds, package, render, stress};
use boardlab::{find_game, games, GameInfo, Lang};
use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Args, CommandFactory, Parser, Subcommand};
use std::ffi::OsStr;

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
pub struct Cli {
    // No command prints the help.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The language of the games' texts, steps and input errors (the command line's own words
    /// stay English)
    #[arg(long, global = true, value_name = "LANG", default_value = "en",
          value_parser = Checked::new(language).values(Lang::ALL.map(Lang::code)))]
    pub lang: Lang,
}

// The commands' doc comments are their help, kept as written: the summary line, then the text
// `--help` adds.
#[derive(Subcommand)]
pub enum Command {
    /// List the games and their rule options
    List {
        /// Only the games' ids, one a line (for scripts)
        #[arg(long)]
        ids: bool,
    },
    /// Print the judge output (standard input if no FILE)
    ///
    /// Reads judge-format input from FILE (or standard input) and prints exactly the output the official
    /// judge accepts. Errors go to standard error as FILE:LINE:COLUMN: message (exit 2).
    #[command(verbatim_doc_comment)]
    Run(OneInput),
    /// Judge OUTPUT against ours: Accepted (exit 0) or Wrong Answer (exit 1)
    ///
    /// Computes the judge output for INPUT and compares OUTPUT with it as judges do (CR and trailing blanks
    /// at line ends and trailing blank lines ignored). Prints Accepted (exit 0) or Wrong Answer with the
    /// first differing line (exit 1); for games that can replay answers (mayan), also says what the given
    /// answer does when replayed.
    #[command(verbatim_doc_comment)]
    Check(Check),
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
    Bench(Bench),
    /// Print the TypeScript declarations of the values the wasm module exchanges with the page
    /// (./build.sh build writes them to www/pkg/engine.d.ts)
    #[command(hide = true)]
    Typescript,
    /// Print every game as the page lists it (title, samples, rule options, palette…), as JSON in
    /// the language of --lang (./build.sh build writes www/pkg/games/<lang>.json)
    #[command(hide = true)]
    GamesJson,
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
    Validate(Validate),
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
    Checker(Checker),
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
    Gen(Gen),
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
    /// Write a problem package (Kattis format, for DOMjudge too) with strict validators
    ///
    /// Writes a complete problem package in the Kattis problem package format (2023-07-draft) to the new
    /// or empty folder DIR (its name is the problem's short name: a-z and 0-9 for Kattis) and/or to the
    /// zip FILE that DOMjudge imports: problem.yaml (time limit from the engine's slowest test times 3,
    /// in whole seconds), a statement in Markdown in English, Chinese and Persian with the first sample's
    /// figures, the game's samples, N secret tests (default 50) from the generator spread over the
    /// statement's limits with each one's command (data/secret/*.desc, generators/generate.sh), the
    /// strict input validator and the output validator (this binary, in program folders with build and
    /// run scripts), BoardLab as the accepted submission and two wrong answers. Rule options that change
    /// the format (ludo's part) make separate packages. Exit status: 0 written, 1 when it cannot be
    /// written, 2 for usage errors.
    #[command(
        verbatim_doc_comment,
        override_usage = "boardlab package <GAME> [--rule name=value]… [--tests N] [--seed S] [--out DIR] [--zip FILE]"
    )]
    Package(package::Args),
    /// Your program's trace against the judge's game: the first difference (exit 1) or agreement
    ///
    /// Reads the trace lines of TRACE (a program's standard error: lines starting with '$'; other lines
    /// are ignored), places each checkpoint on the judge's timeline and compares the fields it gives.
    /// Prints the first checkpoint that differs, what differs there with your value and the judge's,
    /// and what the judge did since the last checkpoint that agrees (exit 1); or that all N
    /// checkpoints agree (exit 0). Checkpoints that cannot be placed and bad trace lines
    /// (TRACE:LINE:COLUMN) are listed after it. With --output the program's output is judged too.
    /// Usage and input errors exit with 2. The trace format of every game is in the README.
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
    /// checker does, checks the trace lines it writes to standard error as trace does, and prints a link
    /// that opens the page at the first difference with the input, the output and the trace.
    /// Exit status: 0 when the output is accepted and every checkpoint agrees; 1 otherwise (a wrong
    /// output, a runtime error, a time or output limit, a checkpoint that differs); 2 for usage and
    /// input errors, and a COMMAND that cannot be started.
    #[command(
        verbatim_doc_comment,
        override_usage = "boardlab debug <GAME> [--rule name=value]… [--seconds S] INPUT -- COMMAND [ARGS]…"
    )]
    Debug(debug::Args),
    /// Find an input your program fails on, and shrink it to a small one
    ///
    /// Runs generated inputs through COMMAND and the engine on every core (--jobs) until the program
    /// disagrees (a wrong output, a runtime error, a non-zero exit status, a time limit) or --seconds
    /// pass, or --max-tests tests have run. Test i has seed S + i (--seed, default from the clock) and
    /// generator parameters that grow from tiny inputs to the statement's limits; --param fixes one for
    /// every test. A failing input is then shrunk with the game's reductions (fewer tests, games,
    /// pieces, soldiers, operations, rounds, requests, moves; smaller boards; smaller numbers) while it
    /// stays valid and the program still fails on it, greedily until none applies or
    /// --shrink-attempts runs are spent. Prints the smallest input with the judge's and the program's
    /// outputs, the first trace difference when the program writes a trace, the seed and a link to the
    /// page; --out writes the input to FILE. A progress line shows on a terminal.
    /// Exit status: 1 when a counterexample was found, 0 when none was, 2 for usage errors.
    #[command(
        verbatim_doc_comment,
        override_usage = "boardlab stress <GAME> [--rule name=value]… [--param name=value]… [--seconds S] [--jobs N]
                       [--max-tests N] [--seed S] [--out FILE] -- COMMAND [ARGS]…"
    )]
    Stress(stress::Args),
    /// Print a shell completion script
    ///
    /// Prints the completion script for SHELL, for example:
    ///   boardlab completions bash > ~/.local/share/bash-completion/completions/boardlab
    ///   boardlab completions zsh > ~/.zfunc/_boardlab  (with ~/.zfunc in fpath)
    ///   boardlab completions fish > ~/.config/fish/completions/boardlab.fish
    #[command(verbatim_doc_comment)]
    Completions {
        /// The shell
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    // Any other word, reported in our words as an unknown command.
    #[command(external_subcommand)]
    Unknown(Vec<String>),
}

/// The game and its rule options, which every command but `list` takes.
#[derive(Args)]
pub struct GameArgs {
    /// The game (`boardlab list` describes them)
    #[arg(value_name = "GAME", value_parser = Checked::new(game).values(games().iter().map(|g| g.id)))]
    pub game: &'static GameInfo,
    /// A rule option of the game; repeatable (`boardlab list` shows them)
    #[arg(short, long = "rule", value_name = "NAME=VALUE", value_parser = Checked::new(name_value))]
    pub rules: Vec<(String, String)>,
}

#[derive(Args)]
pub struct OneInput {
    #[command(flatten)]
    pub game: GameArgs,
    /// The input; standard input if missing or '-'
    pub file: Option<String>,
}

#[derive(Args)]
pub struct Check {
    #[command(flatten)]
    pub game: GameArgs,
    /// The input
    pub input: String,
    /// The output to judge
    pub output: String,
}

#[derive(Args)]
pub struct Bench {
    #[command(flatten)]
    pub game: GameArgs,
    /// The inputs to time
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<String>,
    /// Instead, time your first listed move at every position of the timeline (its feedback
    /// searches that position afresh) and print the slowest
    #[arg(long)]
    pub each_position: bool,
}

#[derive(Args)]
pub struct Validate {
    #[command(flatten)]
    pub game: GameArgs,
    /// Be a Kattis input validator: exit 42 or 43, the input on standard input (strict unless
    /// --lenient)
    #[arg(long)]
    pub kattis: bool,
    /// Also check the exact format of the statement: single spaces, no trailing or blank lines,
    /// \n line ends, a final newline, no leading zeros or + signs, the statement's line layout
    #[arg(long, conflicts_with = "lenient")]
    pub strict: bool,
    /// With --kattis: read the input as the engines do (any blanks between tokens, CR)
    #[arg(long, requires = "kattis")]
    pub lenient: bool,
    /// The input (standard input if missing or '-'); with --kattis, name=value rule options
    #[arg(value_name = "FILE")]
    pub args: Vec<String>,
}

#[derive(Args)]
pub struct Checker {
    #[command(flatten)]
    pub game: GameArgs,
    /// Be a Kattis output validator: exit 42 or 43, the output on standard input
    #[arg(long)]
    pub kattis: bool,
    /// INPUT OUTPUT ANSWER; with --kattis INPUT ANSWER FEEDBACK_DIR [name=value]…
    #[arg(value_name = "FILE")]
    pub args: Vec<String>,
}

#[derive(Args)]
pub struct Gen {
    #[command(flatten)]
    pub game: GameArgs,
    /// The random seed, an integer 0..18446744073709551615
    // Hyphen values are taken, so that -1 gets the message about the range.
    #[arg(long, value_name = "S", allow_hyphen_values = true, value_parser = Checked::new(seed))]
    pub seed: Option<u64>,
    /// A generator parameter; repeatable (the list is below)
    #[arg(short, long = "param", value_name = "NAME=VALUE", value_parser = Checked::new(name_value))]
    pub params: Vec<(String, String)>,
}

/// The parser, its help completed at run time: `gen`'s lists the parameters of the game among
/// `args` (the parameters of every game when there is none).
pub fn command(args: &[String]) -> clap::Command {
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

/// A value parser whose error is BoardLab's own message: `parse(option, value)` gives the value
/// or the whole message, such as "--step needs a number, got \"x\"" (tests and scripts match
/// these messages).
#[derive(Clone)]
pub struct Checked<T> {
    parse: fn(&str, &str) -> Result<T, String>,
    /// The values allowed, for the help and the shell completions; empty when there is no list.
    values: Vec<&'static str>,
}

impl<T> Checked<T> {
    pub fn new(parse: fn(&str, &str) -> Result<T, String>) -> Self {
        Checked {
            parse,
            values: Vec::new(),
        }
    }

    pub fn values(self, values: impl IntoIterator<Item = &'static str>) -> Self {
        Checked {
            values: values.into_iter().collect(),
            ..self
        }
    }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Checked<T> {
    type Value = T;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        // The option as typed (--step); empty for the positional GAME, whose message needs none.
        let option = arg
            .and_then(clap::Arg::get_long)
            .map_or(String::new(), |long| format!("--{long}"));
        let value = value.to_string_lossy();
        (self.parse)(&option, &value)
            .map_err(|message| command.clone().error(ErrorKind::ValueValidation, message))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let values = self.values.iter().map(PossibleValue::new);
        (!self.values.is_empty()).then(|| Box::new(values) as Box<dyn Iterator<Item = _>>)
    }
}

pub fn game(_option: &str, id: &str) -> Result<&'static GameInfo, String> {
    find_game(id).ok_or_else(|| {
        let known: Vec<_> = games().iter().map(|g| g.id).collect();
        format!("unknown game {id}; games: {}", known.join(", "))
    })
}

fn language(option: &str, code: &str) -> Result<Lang, String> {
    Lang::from_code(code).ok_or_else(|| format!("{option} needs one of en, zh-CN, fa, got {code}"))
}

pub fn name_value(option: &str, pair: &str) -> Result<(String, String), String> {
    let (name, value) = pair
        .split_once('=')
        .ok_or_else(|| format!("{option} needs name=value, got {pair}"))?;
    Ok((name.to_string(), value.to_string()))
}

pub fn seed(option: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("{option} needs an integer 0..{}, got {value}", u64::MAX))
}

pub fn number<T: std::str::FromStr>(option: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{option} needs a number, got {value:?}"))
}
