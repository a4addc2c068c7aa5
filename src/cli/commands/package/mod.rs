//! `boardlab package`: a complete problem package in the problem package format's legacy
//! version (Kattis), its 2023-07 draft or its 2025-09 version (BAPCtools), which DOMjudge
//! imports as a zip: problem.yaml, a statement in our own words in English, Chinese and Persian
//! with figures (and one HTML page of it for DOMjudge), the game's samples, secret tests from
//! the generator with each one's command and a test for each planted bug, a strict input
//! validator (the game's static validator program in a program folder), an output validator in C++ that every
//! judge builds, the game's C++ solution as accepted and its planted bugs as wrong answers, and
//! a time limit derived from the accepted solution's CPU time.

mod format;
mod jury;
mod markup;
mod script;
mod statement;

use crate::args::{number, Checked, GameArgs};
use crate::failure::{usage_error, Failure};
use crate::input::check_rules;
use crate::out::outln;
use boardlab::i18n::{self, Lang};
use boardlab::{clock, strict, GameInfo, Random, Rules, Session, TestKind};
use format::{About, Format};
use jury::{Submission, TimeLimit};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::io::Write;
use std::path::Path;

/// Most secret tests in one package.
const MAX_TESTS: usize = 999;
/// Draws per secret test before the package settles for fewer (a format with few distinct
/// inputs, such as ludo part 1's six die faces).
const DRAWS_PER_TEST: usize = 20;
/// The statements' languages, with the code each has in a package's file names.
const LANGUAGES: [(Lang, &str); 3] = [(Lang::En, "en"), (Lang::ZhCn, "zh-CN"), (Lang::Fa, "fa")];

/// The statements' languages, the one of --lang first: a judge that shows one name or one page
/// shows that language (DOMjudge takes problem.yaml's first name and shows problem.html).
fn languages() -> Vec<(Lang, &'static str)> {
    let first = i18n::language();
    let mut languages = LANGUAGES.to_vec();
    languages.sort_by_key(|&(lang, _)| lang != first);
    languages
}

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
    /// The version of the problem package format
    #[arg(long, value_enum, default_value = "legacy")]
    format: Format,
    /// The problem's short name (a-z and 0-9), which names the folder and the zip [default: the
    /// game's id without '-', with ludo's part: skillchess, ludo3]
    #[arg(long, value_name = "NAME")]
    name: Option<String>,
    /// The package's folder, new or empty, named by the short name (such as out/skillchess)
    #[arg(long, value_name = "DIR")]
    out: Option<String>,
    /// The package as a zip file named by the short name (such as skillchess.zip), as DOMjudge
    /// imports it
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
    fn bytes(path: impl Into<String>, bytes: Vec<u8>) -> File {
        File {
            path: path.into(),
            bytes,
            executable: false,
        }
    }

    fn text(path: impl Into<String>, text: impl Into<String>) -> File {
        File::bytes(path, text.into().into_bytes())
    }

    fn script(path: impl Into<String>, text: impl Into<String>) -> File {
        File {
            executable: true,
            ..File::text(path, text)
        }
    }
}

/// A test case: its file name without extension, input, answer and what it is for (`.desc`).
struct Test {
    name: String,
    input: String,
    answer: String,
    description: String,
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

    /// BoardLab's answer to `input`, the input checked as the package's validator checks it
    /// (the engine checks every limit). A failure here is BoardLab's own: a sample or a
    /// generated input that the strict validator rejects.
    fn solve(&self, what: &str, input: &str) -> Result<String, Failure> {
        let fail = |e: boardlab::InputError| Failure {
            message: format!("{what} of {} is rejected: {}", self.game.id, e.located()),
            status: 1,
        };
        let session = self.session(input).map_err(fail)?;
        strict::check_characters(input).map_err(fail)?;
        strict::check_layout(self.game.layout, input, &self.rules).map_err(fail)?;
        Ok(session.output().to_string())
    }

    fn session(&self, input: &str) -> Result<Session, boardlab::InputError> {
        boardlab::parse(self.game.id, input, &self.pairs)
    }

    /// The problem's name in the thread's language, in the game's words: its title, or the
    /// problem its rule options pick for a game of several problems (ludo's parts).
    fn name(&self) -> String {
        match self.game.jury.and_then(|jury| jury.problem_name) {
            // Without the isolates Persian messages put around their values for screens: the
            // judges' tools print the name in YAML and typeset it, where they are no use.
            Some(name) => name(&self.rules)
                .to_string()
                .replace(['\u{2068}', '\u{2069}'], ""),
            None => script::own_words(&self.game.shown_title()).0,
        }
    }

    /// The original problem's title where the name in the thread's language leaves it out
    /// (`德州消消乐` in English and Persian).
    fn original_title(&self) -> Option<String> {
        match self.game.jury.and_then(|jury| jury.problem_name) {
            Some(_) => None,
            None => script::own_words(&self.game.shown_title()).1,
        }
    }

    /// The short name a package has unless told otherwise: the game's id without '-', with the
    /// values of the rule options given (`ludo3`).
    fn short_name(&self) -> String {
        let values = self.pairs.iter().map(|(_, v)| v.as_str());
        let name = format!("{}{}", self.game.id, values.collect::<String>());
        name.chars().filter(char::is_ascii_alphanumeric).collect()
    }
}

pub fn run(args: Args) -> Result<(), Failure> {
    let started = clock::now_ms();
    // The rule options first (they exist, their values too, and the jury's solution solves
    // them), then the destination: the default short name comes from the rule options, and a
    // folder renamed for options that are then refused would be renamed in vain.
    check_rules(&args.game)?;
    let problem = Problem {
        game: args.game.game,
        pairs: args.game.rules.clone(),
        rules: Rules::resolve(args.game.game, &args.game.rules).expect("checked above"),
    };
    let jury = jury::jury(&problem)?;
    if args.out.is_none() && args.zip.is_none() {
        return Err(usage_error("package needs --out DIR, --zip FILE or both"));
    }
    let short = args.name.clone().unwrap_or_else(|| problem.short_name());
    check_names(&short, args.out.as_deref(), args.zip.as_deref())?;
    let validator = validator_program(problem.game)?;
    let bugs = jury::bugs(&problem, jury);
    let samples = samples(&problem)?;
    let mut secret = secret_tests(&problem, &samples, args.tests, args.seed)?;
    // A test for each planted bug: the input it fails on, unless a test has it already.
    for bug in &bugs {
        let known = samples.iter().chain(&secret).any(|t| t.input == bug.input);
        if !known {
            let what = format!("the input of the planted bug {}", bug.name);
            secret.push(Test {
                name: format!("{:02}-{}", secret.len() + 1, bug.name),
                input: bug.input.to_string(),
                answer: problem.solve(&what, bug.input)?,
                description: format!(
                    "a solution that {} fails here (submissions/wrong_answer)\n",
                    bug.about
                ),
            });
        }
    }
    let work = std::env::temp_dir().join(format!("boardlab-package-{}", std::process::id()));
    std::fs::create_dir_all(&work).map_err(|e| write_error(&work, e))?;
    let built = jury::compile(&problem, jury, &bugs, &work).and_then(|submissions| {
        let tests: Vec<&Test> = samples.iter().chain(&secret).collect();
        Ok((jury::check(&submissions, &tests)?, submissions))
    });
    // The compiled programs are not part of the package.
    drop(std::fs::remove_dir_all(&work));
    let (time, submissions) = built?;
    let mut files = Vec::new();
    for (group, tests) in [("sample", &samples), ("secret", &secret)] {
        files.extend(test_files(group, tests));
    }
    let format = args.format;
    files.push(problem_yaml(&problem, format, &time));
    files.extend(format.test_group_yaml());
    if format.timelimit_file() {
        // DOMjudge reads the time limit from here when problem.yaml has none.
        files.push(File::text(".timelimit", format!("{}\n", time.seconds)));
    }
    files.extend(statement::files(&problem, &samples, format)?);
    files.extend(validators(&problem, format, validator));
    files.extend(submission_files(&submissions));
    if format.generators() {
        files.push(generator_script(&problem, &secret));
    }
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
        "{} ({short}, format {}): {}, {} and {}; {:.1} s; wrote {}",
        in_language(Lang::En, || problem.name()),
        format.name(),
        plural(samples.len(), "sample"),
        plural(secret.len(), "secret test"),
        plural(submissions.len(), "jury submission"),
        (clock::now_ms() - started) / 1000.0,
        written.join(" and ")
    );
    outln!("time limit {}", time.derivation());
    if format == Format::Legacy {
        outln!("{}", time.legacy_derivation());
    }
    if secret.len() < args.tests + bugs.len() {
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

/// The short name is a-z and 0-9 (Kattis, BAPCtools), and it names the package: the folder (a
/// judge takes the folder's name as the short name) and the zip (DOMjudge takes its name).
/// A folder must be new or empty (files of an earlier package would stay as tests), and a zip
/// new.
fn check_names(short: &str, dir: Option<&str>, zip: Option<&str>) -> Result<(), Failure> {
    let rule = "a problem's short name is a-z and 0-9 (such as skillchess or ludo3)";
    if short.is_empty()
        || !short
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    {
        return Err(usage_error(format!("--name {short}: {rule}")));
    }
    let name_of = |path: &str| {
        let name = Path::new(path).file_name();
        name.map(|name| name.to_string_lossy().into_owned())
    };
    if let Some(dir) = dir {
        if name_of(dir).as_deref() != Some(short) {
            return Err(usage_error(format!(
                "--out {dir}: the package's folder is named by its short name, {short} ({rule}; \
                 --name sets it)"
            )));
        }
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
    }
    if let Some(zip) = zip {
        if name_of(zip) != Some(format!("{short}.zip")) {
            return Err(usage_error(format!(
                "--zip {zip}: the zip is named by the package's short name, {short}.zip ({rule}; \
                 --name sets it)"
            )));
        }
        // As a folder must be new or empty, a zip must be new: nothing is replaced unasked.
        if std::fs::symlink_metadata(zip).is_ok() {
            return Err(usage_error(format!(
                "{zip} exists: a package goes to a new zip file (remove the old one first)"
            )));
        }
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
        let answer = problem.solve(&format!("sample {:?}", sample.name), sample.input)?;
        let note = shown
            .iter()
            .find(|s| s.name == sample.name)
            .map(|s| &s.note);
        tests.push(Test {
            name: format!("{:02}-{}", index + 1, i18n::slug(sample.name)),
            input: sample.input.to_string(),
            answer,
            description: format!("{}\n", note.map_or(sample.name, |note| note.as_str())),
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
        let answer = problem.solve(&command, &input)?;
        tests.push(Test {
            name: format!("{:0width$}-{}", tests.len() + 1, kind.name),
            input,
            answer,
            description: format!("{}: {command}\n", kind.name),
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

fn problem_yaml(problem: &Problem, format: Format, time: &TimeLimit) -> File {
    let names: Vec<(&str, String)> = languages()
        .into_iter()
        .map(|(lang, code)| (code, in_language(lang, || problem.name())))
        .collect();
    let about = About {
        command: format!(
            "{}{} --format {}",
            problem.game.id,
            problem.rule_flags(),
            format.name()
        ),
        uuid: uuid(problem),
        source: problem.game.source,
    };
    format.problem_yaml(&about, &names, time)
}

/// The input validator: a program folder with `build` and `run` around the game's own validator
/// program (src/validator: the strict validation of `validate --kattis`, one game's alone,
/// statically linked, so any judgehost runs it), which `./build.sh` builds beside the command
/// line as `validators/<game>`; and the output validator, one C++ source that every judge
/// compiles with its own g++.
fn validators(problem: &Problem, format: Format, program: Vec<u8>) -> Vec<File> {
    let id = problem.game.id;
    let flags: String = (problem.pairs.iter())
        .map(|(name, value)| format!(" {name}={value}"))
        .collect();
    let dir = "input_validators/boardlab";
    vec![
        // A judge may unpack the program without its mode, owned by another user than the one
        // who builds (DOMjudge): `build` copies it to a file of its own to make executable.
        File::script(
            format!("{dir}/build"),
            "#!/bin/sh\n# Nothing to compile: the validator is a static Linux x86-64 program.\n\
             cp boardlab-validator validate && chmod 755 validate\n",
        ),
        File::script(
            format!("{dir}/run"),
            format!(
                "#!/bin/sh\n# BoardLab's strict input validator of {id}: exit 42 for a valid \
                 input, 43 otherwise.\nexec \"$(dirname \"$0\")/validate\" {id}{flags} \"$@\"\n"
            ),
        ),
        File {
            path: format!("{dir}/boardlab-validator"),
            bytes: program,
            executable: true,
        },
        File::text(
            format.output_validator(),
            include_str!("checker.cpp").to_string(),
        ),
    ]
}

/// The game's input validator program, `validators/<game>` beside the command line.
fn validator_program(game: &GameInfo) -> Result<Vec<u8>, Failure> {
    let path = std::env::current_exe().map(|exe| exe.with_file_name("validators").join(game.id));
    let program = path.map_err(|e| e.to_string()).and_then(|path| {
        std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    });
    program.map_err(|e| Failure {
        message: format!(
            "no input validator program for {} beside boardlab ({e}); ./build.sh validators \
             builds one for each game",
            game.id
        ),
        status: 1,
    })
}

fn submission_files(submissions: &[Submission]) -> impl Iterator<Item = File> + '_ {
    submissions.iter().map(|submission| {
        File::text(
            format!("submissions/{}/{}", submission.folder, submission.file),
            submission.source.clone(),
        )
    })
}

/// `generators/generate.sh`: every secret test's generator and answer commands.
fn generator_script(problem: &Problem, secret: &[Test]) -> File {
    let mut script = String::from(
        "#!/bin/sh\n# Makes data/secret again with BoardLab's generator and engine (run it in the\n\
         # package's folder with boardlab on the PATH); the same seed gives the same bytes.\nset -e\n",
    );
    for test in secret {
        let base = format!("data/secret/{}", test.name);
        let Some((_, gen)) = test.description.split_once(": boardlab gen ") else {
            continue;
        };
        script.push_str(&format!(
            "boardlab gen {} > {base}.in\nboardlab run {}{} {base}.in > {base}.ans\n",
            gen.trim_end(),
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

/// Every folder that holds a file, parents first (`data/`, `data/sample/`, …).
fn folders(files: &[File]) -> BTreeSet<String> {
    let mut folders = BTreeSet::new();
    for file in files {
        let mut end = 0;
        while let Some(slash) = file.path[end..].find('/') {
            end += slash + 1;
            folders.insert(file.path[..end].to_string());
        }
    }
    folders
}

/// Writes the files as a zip (problem.yaml at its top, as DOMjudge wants, and an entry for
/// every folder, as DOMjudge needs for a submission in a folder) and returns its size.
fn write_zip(path: &str, files: &[File]) -> Result<u64, Failure> {
    let fail = |e: &dyn std::fmt::Display| Failure {
        message: format!("cannot write {path}: {e}"),
        status: 1,
    };
    // Read as well as written: copies of a file already in the zip are taken from it.
    let out = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        // Checked new at the start; a file made since is not replaced either.
        .create_new(true)
        .open(path)
        .map_err(|e| fail(&e))?;
    let mut zip = zip::ZipWriter::new(out);
    let options = |mode| {
        zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .unix_permissions(mode)
    };
    for folder in folders(files) {
        zip.add_directory(folder.as_str(), options(0o755))
            .map_err(|e| fail(&e))?;
    }
    // A file in several places (the figures of each language are not) is compressed once.
    let mut written: HashMap<(&[u8], bool), &str> = HashMap::new();
    for file in files {
        let key = (file.bytes.as_slice(), file.executable);
        if let Some(first) = written.get(&key) {
            zip.deep_copy_file(first, &file.path)
                .map_err(|e| fail(&e))?;
            continue;
        }
        let mode = if file.executable { 0o755 } else { 0o644 };
        zip.start_file(file.path.as_str(), options(mode))
            .map_err(|e| fail(&e))?;
        zip.write_all(&file.bytes).map_err(|e| fail(&e))?;
        written.insert(key, &file.path);
    }
    let out = zip.finish().map_err(|e| fail(&e))?;
    out.metadata().map(|m| m.len()).map_err(|e| fail(&e))
}
