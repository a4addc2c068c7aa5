//! `boardlab package`: a complete problem package in the Kattis problem package format (version
//! 2023-07-draft, the one with Markdown statements), as Kattis' problemtools verify it and
//! DOMjudge imports it: problem.yaml, a statement in our own words in English, Chinese and
//! Persian with the first sample's figures, the game's samples, secret tests from the generator
//! with each one's command, a strict input validator and the output validator (BoardLab's
//! binary in program folders with `build` and `run` scripts), BoardLab as the accepted
//! submission and two wrong answers.

use crate::args::{number, Checked, GameArgs};
use crate::commands::render::figure_svg;
use crate::failure::{usage_error, Failure};
use crate::input::check_rules;
use crate::out::outln;
use crate::raster::Rasteriser;
use boardlab::figure::{FigureText, Theme};
use boardlab::i18n::{self, Lang};
use boardlab::{clock, strict, GameInfo, Random, Rules, Session, TestKind};
use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::path::Path;

/// Most secret tests in one package.
const MAX_TESTS: usize = 999;
/// The time limit is the slowest test's engine time times this, rounded up to whole seconds:
/// verifyproblem wants at least twice the slowest accepted run, and a judge may be slower than
/// the machine that made the package.
const TIME_SAFETY: f64 = 3.0;
/// Draws per secret test before the package settles for fewer (a format with few distinct
/// inputs, such as ludo part 1's six die faces).
const DRAWS_PER_TEST: usize = 20;
/// How many of the slowest tests are timed again (twice each, the fastest run counting), so that
/// a moment of load on the machine does not set the time limit.
const RETIMED: usize = 3;
/// The statements' languages, with the code each has in a package's file names.
const LANGUAGES: [(Lang, &str); 3] = [(Lang::En, "en"), (Lang::ZhCn, "zh-CN"), (Lang::Fa, "fa")];

/// The arguments of `package` (its help text is on `Command::Package` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// How many secret tests the generator makes (1 to 999)
    #[arg(long, value_name = "N", default_value = "50", value_parser = Checked::new(test_count))]
    tests: usize,
    /// The seed of the first draw; each later draw takes the next seed
    #[arg(long, value_name = "S", default_value = "1", value_parser = Checked::new(number::<u64>))]
    seed: u64,
    /// The package's folder, which must be new or empty (its name is the problem's short name)
    #[arg(long, value_name = "DIR")]
    out: Option<String>,
    /// The package as a zip file, as DOMjudge imports it
    #[arg(long, value_name = "FILE")]
    zip: Option<String>,
}

fn test_count(option: &str, value: &str) -> Result<usize, String> {
    match number(option, value)? {
        count @ 1..=MAX_TESTS => Ok(count),
        _ => Err(format!("{option} must be between 1 and {MAX_TESTS}")),
    }
}

/// A file of the package: its path inside the package and its bytes.
struct File {
    path: String,
    bytes: Vec<u8>,
    executable: bool,
}

impl File {
    fn text(path: impl Into<String>, text: impl Into<String>) -> File {
        File {
            path: path.into(),
            bytes: text.into().into_bytes(),
            executable: false,
        }
    }

    fn script(path: impl Into<String>, text: impl Into<String>) -> File {
        File {
            executable: true,
            ..File::text(path, text)
        }
    }
}

/// A test case: its file name without extension, input, answer, what it is for (`.desc`) and
/// the engine's time in milliseconds.
struct Test {
    name: String,
    input: String,
    answer: String,
    description: String,
    ms: f64,
}

/// The game, its rule options as the user gave them (for the commands the package runs) and
/// resolved.
struct Problem {
    game: &'static GameInfo,
    pairs: Vec<(String, String)>,
    rules: Rules,
}

impl Problem {
    /// ` --rule name=value` for each option the user gave.
    fn rule_flags(&self) -> String {
        let flags = self.pairs.iter().map(|(n, v)| format!(" --rule {n}={v}"));
        flags.collect()
    }

    /// Whether the rule options in force agree with `pairs`; several values of one option are
    /// alternatives.
    fn rules_agree(&self, pairs: &[(&str, &str)]) -> bool {
        pairs.iter().all(|(name, _)| {
            let value = self.rules.get(name);
            pairs.iter().any(|(n, v)| n == name && *v == value)
        })
    }

    /// BoardLab's answer to `input` with the engine's time in milliseconds, the input checked as
    /// the package's validator checks it (the engine checks every limit). A failure here is
    /// BoardLab's own: a sample or a generated input that the strict validator rejects.
    fn solve(&self, what: &str, input: &str) -> Result<(String, f64), Failure> {
        let fail = |e: boardlab::InputError| Failure {
            message: format!("{what} of {} is rejected: {}", self.game.id, e.located()),
            status: 1,
        };
        let started = clock::now_ms();
        let session = self.session(input).map_err(fail)?;
        let ms = clock::now_ms() - started;
        strict::check_characters(input).map_err(fail)?;
        strict::check_layout(self.game.layout, input, &self.rules).map_err(fail)?;
        Ok((session.output().to_string(), ms))
    }

    fn session(&self, input: &str) -> Result<Session, boardlab::InputError> {
        boardlab::parse(self.game.id, input, &self.pairs)
    }

    /// The engine's time on the slowest of `tests` in milliseconds: the few slowest are timed
    /// again and keep their fastest run.
    fn slowest<'a>(&self, tests: impl Iterator<Item = &'a Test>) -> f64 {
        let mut tests: Vec<&Test> = tests.collect();
        tests.sort_by(|a, b| b.ms.total_cmp(&a.ms));
        let fastest_run = |test: &Test| {
            let again = (0..2).map(|_| {
                let started = clock::now_ms();
                self.session(&test.input).expect("the test was solved once");
                clock::now_ms() - started
            });
            again.fold(test.ms, f64::min)
        };
        tests
            .into_iter()
            .take(RETIMED)
            .map(fastest_run)
            .fold(0.0, f64::max)
    }
}

pub fn run(args: Args) -> Result<(), Failure> {
    check_rules(&args.game)?;
    if args.out.is_none() && args.zip.is_none() {
        return Err(usage_error("package needs --out DIR, --zip FILE or both"));
    }
    if let Some(dir) = &args.out {
        check_folder(dir)?;
    }
    let started = clock::now_ms();
    let problem = Problem {
        game: args.game.game,
        pairs: args.game.rules.clone(),
        rules: Rules::resolve(args.game.game, &args.game.rules).expect("checked above"),
    };
    let samples = samples(&problem)?;
    let secret = secret_tests(&problem, &samples, args.tests, args.seed)?;
    let slowest = problem.slowest(samples.iter().chain(&secret));
    let time_limit = ((slowest * TIME_SAFETY / 1000.0).ceil() as u64).max(1);
    let mut files = Vec::new();
    for (group, tests) in [("sample", &samples), ("secret", &secret)] {
        files.extend(test_files(group, tests));
    }
    files.push(problem_yaml(&problem, time_limit));
    // DOMjudge reads the time limit from here too.
    files.push(File::text(".timelimit", format!("{time_limit}\n")));
    files.extend(statements(&problem, &samples)?);
    files.extend(programs(&problem, &samples)?);
    files.push(generator_script(&problem, &secret));
    let size: usize = files.iter().map(|file| file.bytes.len()).sum();
    let mut written = Vec::new();
    if let Some(dir) = &args.out {
        write_folder(dir, &files)?;
        written.push(format!("{dir} ({})", megabytes(size as u64)));
    }
    if let Some(path) = &args.zip {
        let zipped = write_zip(path, &files)?;
        written.push(format!("{path} ({})", megabytes(zipped)));
    }
    outln!(
        "{}: {} and {}, time limit {time_limit} s (slowest test {:.0} ms), {:.1} s; wrote {}",
        in_language(Lang::En, || problem_name(&problem)),
        plural(samples.len(), "sample"),
        plural(secret.len(), "secret test"),
        slowest,
        (clock::now_ms() - started) / 1000.0,
        written.join(" and ")
    );
    if secret.len() < args.tests {
        outln!(
            "note: only {} distinct secret tests after {} draws (this format has few inputs)",
            secret.len(),
            args.tests * DRAWS_PER_TEST
        );
    }
    Ok(())
}

fn plural(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// A package folder must be new or empty: files of an earlier package would stay as tests.
/// Kattis takes the folder's name as the problem's short name, which is a-z and 0-9.
fn check_folder(dir: &str) -> Result<(), Failure> {
    let path = Path::new(dir);
    if let Ok(mut entries) = std::fs::read_dir(path) {
        if entries.next().is_some() {
            return Err(usage_error(format!(
                "{dir} is not empty: a package goes to a new or empty folder"
            )));
        }
    } else if path.exists() {
        return Err(usage_error(format!("{dir} is not a folder")));
    }
    let name = path.file_name().map(|name| name.to_string_lossy());
    let short = name.is_some_and(|name| {
        !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    });
    if !short {
        eprintln!(
            "note: Kattis takes the folder's name as the problem's short name, which must be \
             a-z and 0-9 (such as skillchess or ludo3)"
        );
    }
    Ok(())
}

/// The game's samples meant for the rule options in force, with their answers.
fn samples(problem: &Problem) -> Result<Vec<Test>, Failure> {
    let meant = problem.game.samples.iter();
    let meant = meant.filter(|sample| problem.rules_agree(sample.rules));
    let shown = problem.game.shown().samples;
    let mut tests = Vec::new();
    for (index, sample) in meant.enumerate() {
        let (answer, ms) = problem.solve(&format!("sample {:?}", sample.name), sample.input)?;
        let note = shown
            .iter()
            .find(|s| s.name == sample.name)
            .map(|s| &s.note);
        tests.push(Test {
            name: format!("{:02}-{}", index + 1, i18n::slug(sample.name)),
            input: sample.input.to_string(),
            answer,
            description: format!("{}\n", note.map_or(sample.name, |note| note.as_str())),
            ms,
        });
    }
    Ok(tests)
}

/// `count` secret tests drawn from the game's test kinds (each kind once, most important first,
/// then again in turn), all distinct and different from the samples.
fn secret_tests(
    problem: &Problem,
    samples: &[Test],
    count: usize,
    first_seed: u64,
) -> Result<Vec<Test>, Failure> {
    let game = problem.game;
    let kinds: Vec<&TestKind> = (game.tests.iter())
        .filter(|kind| problem.rules_agree(kind.rules))
        .collect();
    if kinds.is_empty() {
        return Err(Failure {
            message: format!("{} has no test kinds for these rule options", game.id),
            status: 1,
        });
    }
    let width = count.to_string().len().max(2);
    let mut seen: HashSet<String> = samples.iter().map(|t| t.input.clone()).collect();
    let mut tests = Vec::new();
    for draw in 0..count * DRAWS_PER_TEST {
        if tests.len() == count {
            break;
        }
        let kind = kinds[draw % kinds.len()];
        let seed = first_seed.wrapping_add(draw as u64);
        let mut random = Random::new(seed);
        let params: Vec<(String, String)> = (kind.params.iter())
            .map(|&(name, lo, hi)| (name.to_string(), random.int(lo..=hi).to_string()))
            .collect();
        // A combination no input fits (more soldiers than cells) is skipped, as are repeats.
        let Ok(input) = boardlab::generate(game.id, seed, &params, &problem.pairs) else {
            continue;
        };
        if !seen.insert(input.clone()) {
            continue;
        }
        let command = format!(
            "boardlab gen {}{} --seed {seed}{}",
            game.id,
            problem.rule_flags(),
            params
                .iter()
                .map(|(name, value)| format!(" --param {name}={value}"))
                .collect::<String>()
        );
        let (answer, ms) = problem.solve(&command, &input)?;
        tests.push(Test {
            name: format!("{:0width$}-{}", tests.len() + 1, kind.name),
            input,
            answer,
            description: format!("{}: {command}\n", kind.name),
            ms,
        });
    }
    Ok(tests)
}

fn test_files<'a>(group: &'a str, tests: &'a [Test]) -> impl Iterator<Item = File> + 'a {
    tests.iter().flat_map(move |test| {
        let base = format!("data/{group}/{}", test.name);
        [
            File::text(format!("{base}.in"), test.input.clone()),
            File::text(format!("{base}.ans"), test.answer.clone()),
            File::text(format!("{base}.desc"), test.description.clone()),
        ]
    })
}

/// A YAML string in double quotes.
fn yaml(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The problem's name in the thread's language, with the rule options the user gave.
fn problem_name(problem: &Problem) -> String {
    let title = problem.game.shown_title();
    if problem.pairs.is_empty() {
        return title;
    }
    let pairs: Vec<String> = (problem.pairs.iter())
        .map(|(n, v)| format!("{n}={v}"))
        .collect();
    format!("{title} ({})", pairs.join(", "))
}

/// Runs `f` with the thread's language set to `lang`, then restores the language.
fn in_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let previous = i18n::language();
    i18n::set_language(lang);
    let result = f();
    i18n::set_language(previous);
    result
}

/// A fixed UUID per game and rule options (so a judge sees a package made again as the same
/// problem): two FNV-1a hashes as a version-8 UUID.
fn uuid(problem: &Problem) -> String {
    let key = format!("boardlab {}{}", problem.game.id, problem.rule_flags());
    let hash = |basis: u64| {
        key.bytes().fold(basis, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    let (high, low) = (hash(0xcbf2_9ce4_8422_2325), hash(0x6c62_272e_07bb_0142));
    let high = (high & !0xf000) | 0x8000;
    let low = (low & !(0b11 << 62)) | (0b10 << 62);
    format!(
        "{:08x}-{:04x}-{:04x}-{:04x}-{:012x}",
        high >> 32,
        (high >> 16) & 0xffff,
        high & 0xffff,
        low >> 48,
        low & 0xffff_ffff_ffff
    )
}

fn problem_yaml(problem: &Problem, time_limit: u64) -> File {
    let mut yaml_text = format!(
        "# Written by `boardlab package {}{}`.\n\
         problem_format_version: 2023-07-draft\n\
         type: pass-fail\n\
         name:\n",
        problem.game.id,
        problem.rule_flags()
    );
    for (lang, code) in LANGUAGES {
        let name = in_language(lang, || problem_name(problem));
        yaml_text.push_str(&format!("  {code}: {}\n", yaml(&name)));
    }
    yaml_text.push_str(&format!(
        "uuid: {}\n\
         source:\n  - name: {}\n\
         # The problem belongs to its contest; the statement, tests and programs are BoardLab's.\n\
         license: educational\n\
         credits:\n  packagers: BoardLab\n  acknowledgements: {}\n\
         limits:\n  time_limit: {time_limit}\n",
        uuid(problem),
        yaml(problem.game.source),
        yaml(&format!("The problem's setters at {}", problem.game.source))
    ));
    File::text("problem.yaml", yaml_text)
}

/// The statement's template name: the game's, or its part's for a game whose `part` option
/// selects one of several problems (ludo).
fn statement_key(problem: &Problem) -> String {
    match problem
        .game
        .rules
        .iter()
        .find(|option| option.name == "part")
    {
        Some(_) => format!("{}-part{}", problem.game.id, problem.rules.get("part")),
        None => problem.game.id.to_string(),
    }
}

/// The statement template `name` in language `code`, from the games' own (`statements/` in
/// each game's folder).
fn template(name: &str, code: &str) -> Result<&'static str, Failure> {
    let mut statements = boardlab::games().iter().flat_map(|game| game.statements);
    let found = statements.find(|s| s.name == name && s.lang.code() == code);
    found
        .map(|statement| statement.text)
        .ok_or_else(|| Failure {
            message: format!("no {code} statement {name}"),
            status: 1,
        })
}

/// The template `name` in language `code` with its includes expanded.
fn expand(name: &str, code: &str) -> Result<String, Failure> {
    let mut text = template(name, code)?.to_string();
    while let Some(start) = text.find("{{include ") {
        let end = start + text[start..].find("}}").expect("an include ends with }}");
        let included = template(&text[start + "{{include ".len()..end], code)?;
        text.replace_range(start..end + 2, included.trim_end());
    }
    Ok(text)
}

/// The statement in every language (`statement/problem.<code>.md`) with the first sample's
/// first and last steps as PNG figures in that language.
fn statements(problem: &Problem, samples: &[Test]) -> Result<Vec<File>, Failure> {
    let rasteriser = Rasteriser::new();
    let mut session = match samples.first() {
        Some(sample) => Some(problem.session(&sample.input).map_err(|e| Failure {
            message: e.located().to_string(),
            status: 1,
        })?),
        None => None,
    };
    let mut files = Vec::new();
    for (lang, code) in LANGUAGES {
        let mut text = expand(&statement_key(problem), code)?;
        let mut figures = String::new();
        if let Some(session) = &mut session {
            let count = session.step_count();
            let mut steps = vec![1, count];
            steps.dedup();
            for step in steps {
                let file = format!("sample-1-step-{step}.{code}.png");
                let (png, alt) = in_language(lang, || figure(session, step, &rasteriser))?;
                figures.push_str(&format!("![{alt}]({file})\n\n"));
                files.push(File {
                    path: format!("statement/{file}"),
                    bytes: png,
                    executable: false,
                });
            }
        }
        text = text.replace("{{figures}}", figures.trim_end());
        text = text.replace("{{rules}}", &in_language(lang, || rules_in_force(problem)));
        files.push(File::text(format!("statement/problem.{code}.md"), text));
    }
    Ok(files)
}

/// Step `step` (from 1) as a PNG, with its title and caption as the image's text.
fn figure(
    session: &mut Session,
    step: usize,
    rasteriser: &Rasteriser,
) -> Result<(Vec<u8>, String), Failure> {
    let scene = session.scenes(step, step, &FigureText::default()).remove(0);
    let svg = figure_svg(
        &session.game.shown_title(),
        &scene,
        (scene.width, scene.height),
        Theme::Light,
        1.0,
    );
    let png = rasteriser.png(&svg).map_err(|e| Failure {
        message: format!("cannot draw a figure: {e}"),
        status: 1,
    })?;
    Ok((png, scene.text_content().replace(['[', ']'], "")))
}

/// Every rule option of the game with the value in force and what it means, in the thread's
/// language, as a Markdown list.
fn rules_in_force(problem: &Problem) -> String {
    let shown = problem.game.shown().rules;
    let lines = shown.iter().map(|option| {
        let value = problem.rules.get(option.name);
        let meaning = (option.values.iter())
            .find(|(v, _)| *v == value)
            .map_or("", |(_, meaning)| meaning.as_str());
        format!(
            "- **{}** `{}={value}`: {meaning}\n",
            option.help, option.name
        )
    });
    lines.collect::<String>().trim_end().to_string()
}

/// The validators and submissions: BoardLab's binary in program folders with `build` (nothing
/// to compile) and `run`, and a wrong answer that needs no binary.
fn programs(problem: &Problem, samples: &[Test]) -> Result<Vec<File>, Failure> {
    let binary = std::env::current_exe()
        .and_then(std::fs::read)
        .map_err(|e| Failure {
            message: format!("cannot read BoardLab's own binary: {e}"),
            status: 1,
        })?;
    let command = |verb: &str| {
        format!(
            "\"$(dirname \"$0\")/boardlab\" {verb} {}{}",
            problem.game.id,
            problem.rule_flags()
        )
    };
    let with_binary = |dir: &str, what: &str, run: String| {
        vec![
            File::script(
                format!("{dir}/build"),
                "#!/bin/sh\n# Nothing to compile: BoardLab's binary (Linux x86-64, glibc) is here.\n\
                 chmod +x run boardlab\n",
            ),
            File::script(format!("{dir}/run"), format!("#!/bin/sh\n# {what}\n{run}\n")),
            File {
                path: format!("{dir}/boardlab"),
                bytes: binary.clone(),
                executable: true,
            },
        ]
    };
    let mut files = Vec::new();
    files.extend(with_binary(
        "input_validators/boardlab",
        "BoardLab's strict input validator: exit 42 for a valid input, 43 otherwise.",
        format!("exec {} --kattis \"$@\"", command("validate")),
    ));
    files.extend(with_binary(
        "output_validator/boardlab",
        "BoardLab's checker: exit 42 accepted, 43 rejected; its verdict in judgemessage.txt.",
        format!("exec {} --kattis \"$@\"", command("checker")),
    ));
    files.extend(with_binary(
        "submissions/accepted/boardlab",
        "BoardLab's engine: the judge output.",
        format!("exec {}", command("run")),
    ));
    files.extend(with_binary(
        "submissions/wrong_answer/last-line-missing",
        "Planted bug: the output loop stops one line early (BoardLab's output without its last line).",
        format!("{} | sed '$d'", command("run")),
    ));
    // A contestant who hard-codes the first sample's answer, whatever the input.
    if let Some(sample) = samples.first() {
        let dir = "submissions/wrong_answer/sample-answer-always";
        files.push(File::script(
            format!("{dir}/build"),
            "#!/bin/sh\nchmod +x run\n",
        ));
        files.push(File::script(
            format!("{dir}/run"),
            "#!/bin/sh\n# Planted bug: prints the first sample's answer whatever the input.\n\
             cat \"$(dirname \"$0\")/answer.txt\"\n",
        ));
        files.push(File::text(
            format!("{dir}/answer.txt"),
            sample.answer.clone(),
        ));
    }
    Ok(files)
}

/// `generators/generate.sh`: every secret test's generator and answer commands.
fn generator_script(problem: &Problem, secret: &[Test]) -> File {
    let mut script = String::from(
        "#!/bin/sh\n# Makes data/secret again with BoardLab's generator and engine (run it in the\n\
         # package's folder with boardlab on the PATH); the same seed gives the same bytes.\nset -e\n",
    );
    for test in secret {
        let base = format!("data/secret/{}", test.name);
        let gen = test
            .description
            .split_once(": ")
            .map_or("", |(_, command)| command.trim_end());
        script.push_str(&format!(
            "{gen} > {base}.in\nboardlab run {}{} {base}.in > {base}.ans\n",
            problem.game.id,
            problem.rule_flags()
        ));
    }
    File::script("generators/generate.sh", script)
}

fn write_error(path: &Path, e: std::io::Error) -> Failure {
    Failure {
        message: format!("cannot write {}: {e}", path.display()),
        status: 1,
    }
}

fn write_folder(dir: &str, files: &[File]) -> Result<(), Failure> {
    use std::os::unix::fs::PermissionsExt;
    for file in files {
        let path = Path::new(dir).join(&file.path);
        let parent = path
            .parent()
            .expect("a package file is in the package's folder");
        std::fs::create_dir_all(parent).map_err(|e| write_error(parent, e))?;
        std::fs::write(&path, &file.bytes).map_err(|e| write_error(&path, e))?;
        let mode = if file.executable { 0o755 } else { 0o644 };
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode))
            .map_err(|e| write_error(&path, e))?;
    }
    Ok(())
}

/// Writes the files as a zip (problem.yaml at its top, as DOMjudge wants) and returns its size.
fn write_zip(path: &str, files: &[File]) -> Result<u64, Failure> {
    let fail = |e: &dyn std::fmt::Display| Failure {
        message: format!("cannot write {path}: {e}"),
        status: 1,
    };
    // Read as well as written: copies of a file already in the zip are taken from it.
    let out = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(path)
        .map_err(|e| fail(&e))?;
    let mut zip = zip::ZipWriter::new(out);
    // The binary is in four program folders: it is compressed once.
    let mut written: HashMap<(&[u8], bool), &str> = HashMap::new();
    for file in files {
        let key = (file.bytes.as_slice(), file.executable);
        if let Some(first) = written.get(&key) {
            zip.deep_copy_file(first, &file.path)
                .map_err(|e| fail(&e))?;
            continue;
        }
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .unix_permissions(if file.executable { 0o755 } else { 0o644 });
        zip.start_file(file.path.as_str(), options)
            .map_err(|e| fail(&e))?;
        zip.write_all(&file.bytes).map_err(|e| fail(&e))?;
        written.insert(key, &file.path);
    }
    let out = zip.finish().map_err(|e| fail(&e))?;
    out.metadata().map(|m| m.len()).map_err(|e| fail(&e))
}
