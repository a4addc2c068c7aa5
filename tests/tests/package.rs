//! Strict validation (`validate --strict`, `src/core/strict.rs`) and problem packages (`boardlab
//! package`, `src/cli/commands/package/`), with the real clients where `./build.sh test`'s
//! set-up installed them: Kattis problemtools' `verifyproblem` and online-judge-tools' `oj test`
//! (each test prints a notice and checks nothing more when its client is absent).

use crate::common::{boardlab, caption_fault, run_with_input, temp_dir, temp_file, text};
use crate::packages::{made, package, packages, problems, Made, FORMATS};
use crate::typeset;
use boardlab::{GameInfo, Lang, Rules};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Whether rule options `pairs` (a sample's or a test kind's) agree with `rules`; several values
/// of one option are alternatives.
fn agree(rules: &Rules, pairs: &[(&str, &str)]) -> bool {
    pairs.iter().all(|(name, _)| {
        let value = rules.get(name);
        pairs.iter().any(|(n, v)| n == name && *v == value)
    })
}

/// The inputs a package of `game` under `rules` starts from: its samples and one input of each
/// test kind.
fn inputs(game: &GameInfo, pairs: &[(String, String)]) -> Vec<(String, String)> {
    let rules = Rules::resolve(game, pairs).unwrap();
    let samples = game.samples.iter().filter(|s| agree(&rules, s.rules));
    let mut inputs: Vec<(String, String)> = samples
        .map(|s| (format!("sample {}", s.name), s.input.to_string()))
        .collect();
    for kind in game.tests.iter().filter(|k| agree(&rules, k.rules)) {
        let params: Vec<(String, String)> = (kind.params.iter())
            .map(|(name, lo, _)| (name.to_string(), lo.to_string()))
            .collect();
        let input = boardlab::generate(game.id, 7, &params, pairs)
            .unwrap_or_else(|e| panic!("{} kind {}: {e}", game.id, kind.name));
        inputs.push((format!("kind {}", kind.name), input));
    }
    inputs
}

#[test]
fn every_sample_and_test_kind_is_in_the_statements_exact_format() {
    for (game, pairs) in problems() {
        let rules = Rules::resolve(game, &pairs).unwrap();
        assert!(
            game.tests.iter().any(|kind| agree(&rules, kind.rules)),
            "{} {pairs:?}: no test kind",
            game.id
        );
        for (what, input) in inputs(game, &pairs) {
            boardlab::strict::validate(game.id, &input, &pairs)
                .unwrap_or_else(|e| panic!("{} {pairs:?} {what}: {e}", game.id));
        }
    }
}

/// A change to an input, named.
type Change = (&'static str, fn(&str) -> String);

/// verifyproblem's changes to a valid input that a strict validator must reject (its "junk
/// modifications").
const CHANGES: [Change; 4] = [
    ("a space after each blank", |text| {
        text.chars()
            .flat_map(|c| [Some(c), c.is_whitespace().then_some(' ')])
            .flatten()
            .collect()
    }),
    ("a space after each line break", |text| {
        text.replace('\n', "\n ")
    }),
    ("each line break doubled", |text| text.replace('\n', "\n\n")),
    ("leading zeros on every integer", |text| {
        let lines = text.lines().map(|line| {
            let tokens = line.split(' ').map(|token| {
                let digits = token.strip_prefix('-').unwrap_or(token);
                if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                    token.replacen(digits, &format!("0000000000{digits}"), 1)
                } else {
                    token.to_string()
                }
            });
            tokens.collect::<Vec<_>>().join(" ") + "\n"
        });
        lines.collect()
    }),
];

#[test]
fn strict_validation_rejects_what_verifyproblem_adds_and_the_engines_accept() {
    for (game, pairs) in problems() {
        for (what, input) in inputs(game, &pairs) {
            for (change, apply) in CHANGES {
                let changed = apply(&input);
                let place = format!("{} {pairs:?} {what} with {change}", game.id);
                boardlab::validate(game.id, &changed, &pairs)
                    .unwrap_or_else(|e| panic!("{place}: the lenient reader rejects it: {e}"));
                let e = boardlab::strict::validate(game.id, &changed, &pairs)
                    .expect_err(&format!("{place}: accepted"));
                assert!(
                    e.line > 0 && e.message.id.starts_with("strict-"),
                    "{place}: {e}"
                );
            }
        }
    }
}

#[test]
fn strict_validation_follows_each_statements_lines() {
    // The first two lines joined: every statement puts them on lines of their own.
    for (game, pairs) in problems() {
        for (what, input) in inputs(game, &pairs) {
            let joined = input.replacen('\n', " ", 1);
            let e = boardlab::strict::validate(game.id, &joined, &pairs)
                .expect_err(&format!("{} {pairs:?} {what}: accepted", game.id));
            assert_eq!(e.line, 1, "{} {what}: {e}", game.id);
        }
    }
    let check = |game: &str, input: &str| {
        let e = boardlab::strict::validate(game, input, &[]).unwrap_err();
        (e.line, e.col, e.to_string())
    };
    // A row of the board split over two lines, then a swap spread over two.
    let board = "2 2 3 1\n1 2\n2 1\n0 0\n0 0\n";
    let (line, col, message) = check("match3", &format!("{board}1 1\n1 2\n"));
    assert_eq!((line, col), (6, 4), "{message}");
    assert!(
        message.contains("line 6 holds 2 tokens where the statement puts 4: x1 y1 x2 y2"),
        "{message}"
    );
    let (line, col, message) = check("match3", "2 2 3 1\n1 2 2\n1\n0 0\n0 0\n1 1 1 2\n");
    assert_eq!((line, col), (2, 5), "{message}");
    assert!(
        message.contains("a row of the grid: 2 numbers (row 1)"),
        "{message}"
    );
    // A skill's own values belong on its piece's line; its name is a word, not an integer.
    let game = "1\n1 1 1 1\n0\n1 1 1 1 0 0 1 1 1 onepunch 1";
    assert_eq!(
        boardlab::strict::validate("skill-chess", &format!("{game} 2\n"), &[]),
        Ok(())
    );
    let (line, col, message) = check("skill-chess", &format!("{game}\n2\n"));
    assert_eq!((line, col), (4, 29), "{message}");
    assert!(
        message.contains("holds 11 tokens where the statement puts 12"),
        "{message}"
    );
    // Three-kingdoms' end marker is a line of its own.
    let (line, _, message) = check("three-kingdoms", "1 1 1\n0\n1 0 0 0\n1 1 0 5 0\n0 0\n0\n");
    assert_eq!(line, 5, "{message}");
}

#[test]
fn validate_strict_and_kattis_on_the_command_line() {
    let trailing = "3\n1 0\n2 1 0 \n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
    let file = temp_file("strict-trailing.in", trailing.as_bytes());
    let out = boardlab(&["validate", "mayan", &file], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = boardlab(&["validate", "mayan", "--strict", &file], "");
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        text(&out.stderr),
        format!("{file}:3:6: a space at the end of the line\n")
    );
    // Kattis: strict unless --lenient.
    let out = boardlab(&["validate", "mayan", "--kattis"], trailing);
    assert_eq!(out.status.code(), Some(43));
    assert!(text(&out.stderr).starts_with("<stdin>:3:6: "));
    let out = boardlab(&["validate", "mayan", "--kattis", "--lenient"], trailing);
    assert_eq!(out.status.code(), Some(42), "{}", text(&out.stderr));
    let out = boardlab(&["validate", "mayan", "--lenient"], trailing);
    assert_eq!(out.status.code(), Some(2));
    // Errors are in the language asked for.
    let out = boardlab(
        &["--lang", "zh-CN", "validate", "mayan", "--strict"],
        "3\r\n",
    );
    assert_eq!(
        text(&out.stderr),
        "<stdin>:1:2: 回车符（CR）：每行只以 \\n 结尾\n"
    );
}

/// Every file under `dir`, as paths relative to it, sorted.
fn files_under(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                found.push(
                    path.strip_prefix(dir)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned(),
                );
            }
        }
    }
    found.sort();
    found
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The generator command a test's `.desc` records (`kind: boardlab gen …`), run again.
fn regenerate(desc: &str) -> String {
    let command = desc.trim_end().split_once(": boardlab gen ").unwrap().1;
    let mut words = command.split(' ');
    let game = words.next().unwrap();
    let (mut seed, mut rules, mut params) = (0, Vec::new(), Vec::new());
    while let (Some(flag), Some(value)) = (words.next(), words.next()) {
        let pair = || {
            let (n, v) = value.split_once('=').unwrap();
            (n.to_string(), v.to_string())
        };
        match flag {
            "--seed" => seed = value.parse().unwrap(),
            "--rule" => rules.push(pair()),
            "--param" => params.push(pair()),
            other => panic!("unexpected {other} in {desc}"),
        }
    }
    boardlab::generate(game, seed, &params, &rules).unwrap()
}

/// The files a zip holds (its folders' own entries left out) and the folders it has entries for.
fn zip_entries(zip: &zip::ZipArchive<std::fs::File>) -> (Vec<String>, Vec<String>) {
    let names = zip.file_names().map(|name| name.unwrap().into_owned());
    let (mut folders, mut files): (Vec<String>, Vec<String>) =
        names.partition(|n| n.ends_with('/'));
    files.sort();
    folders.sort();
    (files, folders)
}

/// The captions under the figures of a statement's HTML page, each with its section's language:
/// the paragraph after a figure's, where one follows.
fn figure_captions(html: &str) -> Vec<(Lang, &str)> {
    let mut captions = Vec::new();
    for section in html.split("<section lang=\"").skip(1) {
        let lang = Lang::from_code(&section[..section.find('"').unwrap()]).unwrap();
        for figure in section.split("<p><img ").skip(1) {
            let after = figure.split_once("</p>\n").map_or("", |(_, after)| after);
            let Some(paragraph) = after.strip_prefix("<p>") else {
                continue;
            };
            if !paragraph.starts_with("<img ") {
                captions.push((lang, &paragraph[..paragraph.find("</p>").unwrap()]));
            }
        }
    }
    captions
}

#[test]
fn package_writes_every_part_of_a_problem_package() {
    for made in packages("legacy") {
        let Made {
            game,
            pairs,
            name,
            dir,
            zip,
            summary,
        } = made;
        let game = *game;
        assert!(summary.contains(" secret test"), "{summary}");
        assert!(
            summary.contains("time limit ") && summary.contains("the fastest of 5 runs"),
            "{summary}"
        );
        let files = files_under(dir);
        let has = |path: &str| files.iter().any(|f| f == path);
        let jury = game.jury.unwrap();
        let stem = jury.file.trim_end_matches(".cpp");
        let mut required = vec![
            "problem.yaml".to_string(),
            ".timelimit".to_string(),
            "input_validators/boardlab/run".to_string(),
            "input_validators/boardlab/boardlab-validator".to_string(),
            "output_validators/checker/checker.cpp".to_string(),
            "problem_statement/problem.html".to_string(),
            format!("submissions/accepted/{}", jury.file),
        ];
        let rules_now = Rules::resolve(game, pairs).unwrap();
        let bugs: Vec<_> = (jury.bugs.iter())
            .filter(|bug| agree(&rules_now, bug.rules))
            .collect();
        assert!(!bugs.is_empty(), "{name}: no planted bug");
        for bug in &bugs {
            required.push(format!("submissions/wrong_answer/{stem}-{}.cpp", bug.name));
        }
        for required in required {
            assert!(has(&required), "{name}: no {required}: {files:?}");
        }
        assert!(
            !has("generators/generate.sh"),
            "{name}: legacy has no generators"
        );
        let yaml = read(&dir.join("problem.yaml"));
        // The English name leaves the Chinese original out ("Texas match-3 (德州消消乐)").
        let english = game.title.split(" (").next().unwrap();
        let cjk = |c: char| ('\u{2E80}'..='\u{9FFF}').contains(&c);
        assert!(
            !yaml
                .lines()
                .any(|l| l.starts_with("name:") && l.contains(cjk)),
            "{yaml}"
        );
        for line in [
            &format!("name: \"{english}"),
            "license: educational",
            "validation: custom",
            &format!("source: \"{}\"", game.source.replace('"', "\\\"")),
        ] {
            assert!(yaml.contains(line), "{name}: no {line:?} in\n{yaml}");
        }
        assert!(!yaml.contains("problem_format_version"), "{yaml}");
        // The statement in every language, with its figures and no placeholder left.
        for code in ["en", "zh-CN", "fa"] {
            let statement = read(&dir.join(format!("problem_statement/problem.{code}.tex")));
            // After the set-up for LuaLaTeX (its fonts and directions).
            assert!(statement.contains("\n\\problemname{"), "{name} {code}");
            assert!(!statement.contains("{{"), "{name} {code}: {statement}");
            let images: Vec<&str> = statement
                .split("\\includegraphics[width=0.6\\textwidth,height=0.3\\textheight,keepaspectratio]{")
                .skip(1)
                .map(|rest| &rest[..rest.find('}').unwrap()])
                .collect();
            // Ludo part 1's sample is one die face: its one step.
            assert!(
                images.len() >= 2 || name == "ludo1",
                "{name} {code}: {images:?}"
            );
            // In the contestants' words: the rules as rules, no tool's vocabulary.
            for word in [
                "BoardLab",
                "rule option",
                "规则选项",
                "گزینه",
                "timeline",
                "mode=replay",
                "same_colour_swap",
                "half_damage",
                "(step 1 of",
            ] {
                assert!(!statement.contains(word), "{name} {code}: {word}");
            }
            for image in images {
                let bytes = std::fs::read(dir.join("problem_statement").join(image)).unwrap();
                assert!(
                    bytes.starts_with(b"\x89PNG"),
                    "{name}: {image} is not a PNG"
                );
            }
        }
        let html = read(&dir.join("problem_statement/problem.html"));
        assert!(
            html.contains("<img src=\"data:image/png;base64,iVBOR"),
            "{name}: the HTML shows no figure"
        );
        // What happens under each figure, in the statement's words.
        let captions = figure_captions(&html);
        assert!(
            !captions.is_empty() || name == "ludo1",
            "{name}: no caption"
        );
        for (lang, caption) in captions {
            if let Some(fault) = caption_fault(lang, caption) {
                panic!(
                    "{name}: a {} figure's caption {fault}: {caption}",
                    lang.code()
                );
            }
        }
        // Tests: each answer is the engine's, each secret input comes back from its command,
        // and each planted bug's input is a test.
        let inputs: Vec<&String> = files
            .iter()
            .filter(|f| f.starts_with("data/secret/") && f.ends_with(".in"))
            .collect();
        assert!(inputs.len() >= 3, "{name}: {inputs:?}");
        let mut all_inputs = Vec::new();
        for file in files
            .iter()
            .filter(|f| f.starts_with("data/") && f.ends_with(".in"))
        {
            let input = read(&dir.join(file));
            let answer = read(&dir.join(file.replace(".in", ".ans")));
            let session = boardlab::parse(game.id, &input, pairs).unwrap();
            assert_eq!(session.output(), answer, "{name}: {file}");
            let desc = read(&dir.join(file.replace(".in", ".desc")));
            if desc.contains(": boardlab gen ") {
                assert_eq!(regenerate(&desc), input, "{name}: {file} from {desc}");
            }
            all_inputs.push(input);
        }
        for bug in &bugs {
            assert!(
                all_inputs.iter().any(|i| i == bug.input),
                "{name}: {}",
                bug.name
            );
        }
        check_input_validator(dir, game, pairs, &all_inputs);
        // The zip holds the same files with the same bytes and modes, and its folders.
        let mut zip = zip::ZipArchive::new(std::fs::File::open(zip).unwrap()).unwrap();
        let (zipped, folders) = zip_entries(&zip);
        assert_eq!(zipped, files, "{name}");
        for folder in [
            "data/",
            "data/sample/",
            "submissions/",
            "submissions/accepted/",
        ] {
            assert!(folders.iter().any(|f| f == folder), "{name}: {folders:?}");
        }
        for path in [
            "problem.yaml",
            "input_validators/boardlab/boardlab-validator",
        ] {
            let mut entry = zip.by_name(path).unwrap();
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut entry, &mut bytes).unwrap();
            assert_eq!(
                bytes,
                std::fs::read(dir.join(path)).unwrap(),
                "{name}: {path}"
            );
            let executable = path.ends_with("validator");
            assert_eq!(entry.unix_mode().map(|m| m & 0o111 != 0), Some(executable));
        }
    }
}

/// The package's input validator (`input_validators/boardlab/run`, as problemtools and
/// BAPCtools run it, the input on standard input): its exit status and standard error.
fn run_input_validator(dir: &Path, input: &str) -> (Option<i32>, String) {
    let mut validator = Command::new(dir.join("input_validators/boardlab/run"));
    let out = run_with_input(&mut validator, input.as_bytes());
    assert_eq!(text(&out.stdout), "", "{}", dir.display());
    (out.status.code(), text(&out.stderr))
}

/// Whether `program` is a 64-bit x86 ELF program without a program interpreter: the kernel runs
/// it as it is, with no dynamic loader and so no shared library of the judgehost's.
fn runs_without_shared_libraries(program: &[u8]) -> bool {
    let number = |at: usize, size: usize| {
        let bytes = &program[at..at + size];
        bytes.iter().rev().fold(0, |n, &b| n << 8 | usize::from(b))
    };
    const PT_INTERP: usize = 3;
    let elf64_x86 = program.starts_with(b"\x7fELF\x02\x01") && number(0x12, 2) == 0x3e;
    let (table, size, count) = (number(0x20, 8), number(0x36, 2), number(0x38, 2));
    elf64_x86 && (0..count).all(|i| number(table + i * size, 4) != PT_INTERP)
}

/// The package's input validator is the game's static program and, once built, accepts every
/// test of the package and rejects each of verifyproblem's changes to it with `validate
/// --kattis`'s own words.
fn check_input_validator(
    dir: &Path,
    game: &GameInfo,
    pairs: &[(String, String)],
    inputs: &[String],
) {
    let name = dir.file_name().unwrap().to_string_lossy();
    let folder = dir.join("input_validators/boardlab");
    let program = std::fs::read(folder.join("boardlab-validator")).unwrap();
    assert!(runs_without_shared_libraries(&program), "{name}");
    let built = Command::new("./build")
        .current_dir(&folder)
        .output()
        .unwrap();
    assert!(built.status.success(), "{name}: {}", text(&built.stderr));
    let flags: Vec<String> = pairs.iter().map(|(n, v)| format!("{n}={v}")).collect();
    let mut kattis = vec!["validate", game.id, "--kattis"];
    kattis.extend(flags.iter().map(String::as_str));
    for input in inputs {
        assert_eq!(
            run_input_validator(dir, input),
            (Some(42), String::new()),
            "{name}: {input}"
        );
        for (change, apply) in CHANGES {
            let changed = apply(input);
            let (status, error) = run_input_validator(dir, &changed);
            assert_eq!(status, Some(43), "{name}: {change}: {changed}");
            assert!(error.starts_with("<stdin>:"), "{name}: {change}: {error}");
            let command_line = boardlab(&kattis, &changed);
            assert_eq!(error, text(&command_line.stderr), "{name}: {change}");
        }
    }
}

#[test]
fn package_refuses_a_folder_in_use_and_a_missing_destination() {
    let dir = PathBuf::from(temp_dir("package-in-use")).join("mayan");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("old.txt"), "old").unwrap();
    let out = boardlab(&["package", "mayan", "--out", &dir.to_string_lossy()], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("is not empty"),
        "{}",
        text(&out.stderr)
    );
    let out = boardlab(&["package", "mayan"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--out DIR, --zip FILE or both"));
    let out = boardlab(
        &["package", "mayan", "--tests", "0", "--zip", "mayan.zip"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--tests must be between 1 and 999"));
}

#[test]
fn package_names_its_folder_and_zip_by_the_short_name() {
    let root = PathBuf::from(temp_dir("package-names"));
    let refused = |args: &[&str], said: &str| {
        let out = boardlab(&[&["package"], args].concat(), "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(stderr.contains(said), "{args:?}: {stderr}");
        assert!(stderr.contains("a-z and 0-9"), "{stderr}");
    };
    let dir = root.join("skill-chess");
    refused(
        &["skill-chess", "--out", &dir.to_string_lossy()],
        "the package's folder is named by its short name, skillchess",
    );
    refused(
        &["ludo", "--rule", "part=3", "--zip", "ludo.zip"],
        "the zip is named by the package's short name, ludo3.zip",
    );
    refused(
        &["mayan", "--name", "Mayan", "--zip", "Mayan.zip"],
        "--name Mayan",
    );
    assert!(!dir.exists());
}

/// The rule options are checked before the destination, whose default name comes from them: a
/// rule option the jury's solution does not solve is refused (exit 1), not the folder's name.
#[test]
fn package_checks_its_rule_options_before_the_destination() {
    let dir = PathBuf::from(temp_dir("package-rules-first")).join("ludo3");
    let dir = dir.to_string_lossy().into_owned();
    let non6 = ["ludo", "--rule", "part=3", "--rule", "dice_rule=non6"];
    for destination in [&["--out", dir.as_str()][..], &[]] {
        let out = boardlab(&[&["package"], &non6[..], destination].concat(), "");
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{destination:?}: {stderr}");
        assert!(stderr.contains("not dice_rule=non6"), "{stderr}");
        assert!(!stderr.contains("short name"), "{stderr}");
    }
    let out = boardlab(&["package", "ludo", "--rule", "part=9", "--out", &dir], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("part has no value \"9\""));
    assert!(!Path::new(&dir).exists());
}

/// Every usage error of `package` points to its own help, not to the list of commands: its own
/// and the parser's (an unknown option, a value out of range, with --lang before the command).
#[test]
fn package_usage_errors_point_to_its_help() {
    let dir = PathBuf::from(temp_dir("package-usage")).join("skill-chess");
    for args in [
        &["mayan"][..],
        &["mayan", "--name", "Mayan", "--zip", "Mayan.zip"],
        &["skill-chess", "--out", &dir.to_string_lossy()],
        &["mayan", "--bogus"],
        &["mayan", "--tests", "0", "--lang", "fa"],
    ] {
        let out = boardlab(&[&["package"], args].concat(), "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(
            stderr.ends_with("\nRun 'boardlab package --help' for usage.\n"),
            "{args:?}: {stderr}"
        );
    }
}

/// A part of ludo is named in the game's own words in every language (its catalogs'
/// `ludo-problem-name`), as a judge's tools show and typeset it: no bidi isolate characters.
#[test]
fn package_names_a_part_in_the_games_words() {
    let yaml = read(&made("2025-09", "ludo3").dir.join("problem.yaml"));
    for name in [
        "  en: \"Mench (Ludo) project, part 3\"",
        "  zh-CN: \"飞行棋（Mench）项目，第 3 部分\"",
        "  fa: \"پروژهٔ منچ، بخش 3\"",
    ] {
        assert!(yaml.lines().any(|line| line == name), "{name} in {yaml}");
    }
}

/// `--lang` puts its language first: DOMjudge shows problem.yaml's first name and problem.html
/// from its top. (And `--seed` is the first draw's seed, which the shared packages leave at 1.)
#[test]
fn package_lang_puts_its_language_first() {
    let dir = PathBuf::from(temp_dir("package-lang")).join("mayan");
    let dir_arg = dir.to_string_lossy();
    let args = [
        "mayan",
        "--format",
        "2023-07-draft",
        "--tests",
        "1",
        "--seed",
        "5",
        "--out",
        &dir_arg,
    ];
    let summary = package(&[&["--lang", "fa"], &args[..]].concat());
    // The first draw takes --seed's seed, and its test comes back from the command it records.
    let secret = dir.join("data/secret");
    let files = files_under(&secret);
    let mut descs = (files.iter().filter(|file| file.ends_with(".desc")))
        .map(|file| (file, read(&secret.join(file))));
    let (file, desc) = descs
        .find(|(_, desc)| desc.contains(": boardlab gen "))
        .unwrap();
    assert!(desc.contains(" --seed 5 "), "{desc}");
    let input = read(&secret.join(file.replace(".desc", ".in")));
    assert_eq!(regenerate(&desc), input, "{desc}");
    let yaml = read(&dir.join("problem.yaml"));
    let names: Vec<&str> = yaml
        .lines()
        .skip_while(|line| *line != "name:")
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .collect();
    assert_eq!(names.len(), 3, "{yaml}");
    let persian = names[0]
        .strip_prefix("  fa: ")
        .expect("the Persian name first");
    let page = read(&dir.join("problem.html"));
    let title = format!("<title>{}</title>", persian.trim_matches('"'));
    assert!(page.contains(&title), "{title} in {page}");
    let first = page.find("<section lang=").unwrap();
    assert!(page[first..].starts_with("<section lang=\"fa\" dir=\"rtl\">"));
    // The summary stays English, as the command line's own words do.
    let english = names.iter().find_map(|name| name.strip_prefix("  en: "));
    let english = english.unwrap().trim_matches('"');
    assert!(summary.starts_with(english), "{summary}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The time limit comes from the accepted C++ solution's CPU time on the slowest test (the
/// fastest of several runs, load only ever adding time), so packages made again get the same one.
#[test]
fn package_time_limit_is_three_times_the_slowest_run_rounded_up() {
    // The limit itself comes from CPU times, which a loaded machine stretches (the test binary
    // runs its tests in parallel): what is checked is the derivation the summary prints.
    let summary = &made("legacy", "skillchess").summary;
    let line = summary
        .lines()
        .find(|l| l.starts_with("time limit "))
        .unwrap();
    // "time limit 3 s = 3 × 0.737 s rounded up to whole seconds (…)"
    let words: Vec<&str> = line.split_whitespace().collect();
    let seconds: f64 = words[2].parse().unwrap();
    let factor: f64 = words[5].parse().unwrap();
    let slowest: f64 = words[7].parse().unwrap();
    assert!(line.contains("rounded up to whole seconds"), "{line}");
    let scaled = factor * slowest;
    // Rounded up (the time is printed to the millisecond).
    assert!(
        seconds >= 1.0 && seconds >= scaled - 0.01 && seconds < scaled.max(0.0) + 1.01,
        "{line}"
    );
}

/// The statements are written in our own words: no run of 40 characters of a contest's original
/// statement (`../shared/statements`) appears in them.
#[test]
fn package_statements_are_not_the_original_statements() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/statements");
    let Ok(entries) = std::fs::read_dir(&shared) else {
        println!("notice: {} is absent; skipping this test", shared.display());
        return;
    };
    let originals: Vec<Vec<char>> = entries
        .filter_map(|entry| std::fs::read_to_string(entry.unwrap().path()).ok())
        .map(|text| text.chars().collect())
        .collect();
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    let statements = std::fs::read_dir(&games).unwrap().flat_map(|game| {
        std::fs::read_dir(game.unwrap().path().join("statements"))
            .into_iter()
            .flatten()
    });
    for entry in statements {
        let path = entry.unwrap().path();
        let ours = read(&path);
        for original in &originals {
            for window in original.windows(40) {
                let run: String = window.iter().collect();
                // Runs of formula, table or board punctuation are not prose.
                if run.chars().filter(|c| c.is_alphabetic()).count() < 20 {
                    continue;
                }
                assert!(!ours.contains(&run), "{}: {run:?}", path.display());
            }
        }
    }
}

/// A client's program in its virtual environment under target/ (`./build.sh test` installs
/// it), or `None` with a notice.
fn client(venv: &str, program: &str) -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join(venv)
        .join("bin")
        .join(program);
    if path.exists() {
        Some(path)
    } else {
        println!(
            "notice: {} is absent (./build.sh test installs it); skipping this test",
            path.display()
        );
        None
    }
}

/// `verifyproblem -p config validators data submissions` on every shared package in `format`
/// (`packages.rs`), in one run: its log, after checking that every submission got the verdict
/// its folder names.
fn verify(verifyproblem: &Path, format: &str) -> (Vec<PathBuf>, String) {
    let dirs: Vec<PathBuf> = packages(format)
        .iter()
        .map(|made| made.dir.clone())
        .collect();
    let out = Command::new(verifyproblem)
        .args(&dirs)
        .args(["-p", "config", "validators", "data", "submissions"])
        .output()
        .unwrap();
    let log = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{log}");
    let accepted = log.matches(" OK: AC").count();
    assert_eq!(accepted, dirs.len(), "{log}");
    let wrong = log.matches(" OK: WA").count();
    assert!(wrong >= dirs.len(), "{log}");
    assert!(!log.contains(" FAILED"), "{log}");
    (dirs, log)
}

/// Every statement of every shared package in `format`, in every language, typeset by
/// problemtools (`typeset.rs`): `problem2html`, and the LaTeX ones (legacy) by its class under
/// LuaLaTeX. A test of its own, beside `verifyproblem`'s.
fn problemtools_typeset(format: &str) {
    let Some(verifyproblem) = client("problemtools-venv", "verifyproblem") else {
        return;
    };
    if !typeset::tex_installed() {
        return;
    }
    let venv = verifyproblem.parent().unwrap().parent().unwrap();
    let dirs: Vec<PathBuf> = (packages(format).iter())
        .map(|made| made.dir.clone())
        .collect();
    typeset::problemtools_html(venv, &dirs);
    if format == "legacy" {
        for lang in typeset::LANGUAGES {
            typeset::problemtools_pdf(venv, &dirs, lang);
        }
    }
}

#[test]
fn problemtools_typesets_every_legacy_statement() {
    problemtools_typeset("legacy");
}

#[test]
fn problemtools_typesets_every_2023_07_statement() {
    problemtools_typeset("2023-07-draft");
}

/// Kattis' own format: no error and no warning in any package.
#[test]
fn verifyproblem_finds_no_error_or_warning_in_any_legacy_package() {
    let Some(verifyproblem) = client("problemtools-venv", "verifyproblem") else {
        return;
    };
    let (dirs, log) = verify(&verifyproblem, "legacy");
    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy();
        assert!(
            log.contains(&format!("{name} tested: 0 errors, 0 warnings")),
            "{name}:\n{log}"
        );
    }
}

/// The one warning verifyproblem gives every package of the 2023-07 draft, about itself.
const FORMAT_NOTICE: &str =
    "WARNING Support for version 2023-07-draft is very incomplete. Verification may not work as expected.";

/// The 2023-07 draft: no error, and no warning but the format version's.
#[test]
fn verifyproblem_finds_no_error_in_any_2023_07_package() {
    let Some(verifyproblem) = client("problemtools-venv", "verifyproblem") else {
        return;
    };
    let (dirs, log) = verify(&verifyproblem, "2023-07-draft");
    for dir in &dirs {
        let name = dir.file_name().unwrap().to_string_lossy();
        assert!(
            log.contains(&format!("{name} tested: 0 errors, 1 warning")),
            "{name}:\n{log}"
        );
    }
    let problems: Vec<&str> = log
        .lines()
        .filter(|line| line.starts_with("WARNING") || line.starts_with("ERROR"))
        .filter(|line| *line != FORMAT_NOTICE)
        .collect();
    assert!(problems.is_empty(), "{problems:#?}\n{log}");
}

#[test]
fn oj_test_judges_with_the_checker() {
    let Some(oj) = client("oj-venv", "oj") else {
        return;
    };
    let binary = env!("CARGO_BIN_EXE_boardlab");
    let dir = PathBuf::from(temp_dir("oj"));
    std::fs::create_dir_all(dir.join("test")).unwrap();
    let input = boardlab::find_game("mayan").unwrap().samples[0].input;
    let answer = boardlab::parse("mayan", input, &[])
        .unwrap()
        .output()
        .to_string();
    std::fs::write(dir.join("test/sample.in"), input).unwrap();
    std::fs::write(dir.join("test/sample.out"), &answer).unwrap();
    // oj calls the judge as `JUDGE input output expected`, testlib's order.
    let judge = format!("'{binary}' checker mayan");
    let oj_test = |solution: &str| {
        Command::new(&oj)
            .current_dir(&dir)
            .args(["test", "-c", solution, "--judge-command", &judge])
            .output()
            .unwrap()
    };
    let right = oj_test(&format!("'{binary}' run mayan"));
    let log = text(&right.stdout) + &text(&right.stderr);
    assert!(right.status.success(), "{log}");
    assert!(
        log.contains("[SUCCESS] AC") && log.contains("ok 3 lines"),
        "{log}"
    );
    // The first move left out: the checker names the first differing line.
    let wrong = oj_test(&format!("sh -c \"'{binary}' run mayan | sed 1d\""));
    let log = text(&wrong.stdout) + &text(&wrong.stderr);
    assert_eq!(wrong.status.code(), Some(1), "{log}");
    assert!(log.contains("[FAILURE] WA"), "{log}");
    assert!(
        log.contains("wrong answer line 1: expected '2 1 1', found '3 1 1'"),
        "{log}"
    );
}

/// Text without the terminal's colour codes.
fn without_colours(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find('\x1b') {
        out.push_str(&rest[..start]);
        let end = rest[start..]
            .find('m')
            .map_or(rest.len(), |m| start + m + 1);
        rest = &rest[end..];
    }
    out + rest
}

/// BAPCtools on the shared 2025-09 packages of every game and ludo part (`packages.rs`), the
/// contest folder they are alone in:
/// `bt validate` and `bt run` finish without an error or a warning (bt exits with 1 on either),
/// and every submission gets the verdict its folder names.
#[test]
fn bapctools_validates_and_runs_every_2025_09_package() {
    let Some(bt) = client("bapctools-venv", "bt") else {
        return;
    };
    let dirs: Vec<PathBuf> = (packages("2025-09").iter())
        .map(|made| made.dir.clone())
        .collect();
    let root = dirs[0].parent().unwrap();
    // bt remembers every problem's uuid and folder in its configuration folder, and warns of a
    // problem whose uuid another folder on the disk has: a configuration folder of its own.
    let config = temp_dir("bapctools-config");
    for action in ["validate", "run"] {
        let out = Command::new(&bt)
            .current_dir(root)
            .env("XDG_CONFIG_HOME", &config)
            .args([action, "--no-bar"])
            .output()
            .unwrap();
        let log = without_colours(&format!("{}{}", text(&out.stdout), text(&out.stderr)));
        assert!(out.status.success(), "bt {action}:\n{log}");
        assert!(
            !log.contains("WARNING") && !log.contains("ERROR"),
            "bt {action}:\n{log}"
        );
        if action == "run" {
            let verdict = |folder: &str, verdict: &str| {
                let lines = log.lines().filter(|l| l.starts_with(folder));
                let (right, wrong): (Vec<&str>, Vec<&str>) =
                    lines.partition(|l| l.contains(&format!(" {verdict} ")));
                assert!(wrong.is_empty(), "{wrong:#?}\n{log}");
                right.len()
            };
            assert_eq!(verdict("accepted/", "AC"), dirs.len(), "{log}");
            assert!(verdict("wrong_answer/", "WA") >= dirs.len(), "{log}");
        }
    }
    std::fs::remove_dir_all(&config).unwrap();
}

/// `bt pdf` typesets the contest of the shared 2025-09 packages in every language (`typeset.rs`),
/// on a copy of their contest folder: `bt validate` and `bt run` go on in the shared one meanwhile.
#[test]
fn bapctools_typesets_the_2025_09_contest_in_every_language() {
    let Some(bt) = client("bapctools-venv", "bt") else {
        return;
    };
    if !typeset::tex_installed() {
        return;
    }
    let shared = packages("2025-09")[0].dir.parent().unwrap();
    let root = PathBuf::from(temp_dir("bapctools-pdf-contest")).join(shared.file_name().unwrap());
    copy_folder(shared, &root);
    let dirs: Vec<PathBuf> = (packages("2025-09").iter())
        .map(|made| root.join(made.dir.file_name().unwrap()))
        .collect();
    let config = temp_dir("bapctools-pdf-config");
    typeset::bapctools_pdf(&bt, &config, &root, &dirs);
    std::fs::remove_dir_all(&config).unwrap();
    std::fs::remove_dir_all(root.parent().unwrap()).unwrap();
}

/// Copies the folder `from` to `to`, files and folders (a package has no links).
fn copy_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_folder(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// The languages DOMjudge knows by default, by their files' extensions.
const DOMJUDGE_EXTENSIONS: [&str; 8] = ["c", "cpp", "cc", "cxx", "c++", "java", "py", "py3"];

/// A zip's entry, read whole.
fn entry(zip: &mut zip::ZipArchive<std::fs::File>, name: &str) -> Option<Vec<u8>> {
    let mut entry = zip.by_name(name).ok()?;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut entry, &mut bytes).unwrap();
    Some(bytes)
}

/// Runs `program` with `args` in `dir` as the user `nobody` when this test runs as root (as a
/// judgehost runs its programs), or as this user otherwise.
#[allow(unsafe_code, reason = "geteuid tells whether the test runs as root")]
fn as_nobody(dir: &Path, program: &str, args: &[&str], input: &[u8]) -> std::process::Output {
    // SAFETY: geteuid has no preconditions and cannot fail.
    let root = unsafe { libc::geteuid() } == 0;
    let mut command = if root {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"]);
        c.arg(program);
        c
    } else {
        Command::new(program)
    };
    run_with_input(command.args(args).current_dir(dir), input)
}

/// A program of the zip, as DOMjudge's importer and judgehost make it: the files under any of
/// `folders` flattened into `build` (a folder everyone may write in), only `build` and `run`
/// executable, a `build` that compiles the C++ source written when there is neither, then
/// `build` run as an unprivileged user who owns none of the files.
fn build_as_domjudge(
    zip: &mut zip::ZipArchive<std::fs::File>,
    names: &[String],
    folders: &[&str],
    build: &Path,
    format: &str,
) {
    use std::os::unix::fs::PermissionsExt;
    let files: Vec<&String> = (names.iter())
        .filter(|n| folders.iter().any(|f| n.starts_with(f)) && !n.ends_with('/'))
        .collect();
    assert!(!files.is_empty(), "{format}: nothing in {folders:?}");
    std::fs::create_dir_all(build).unwrap();
    for file in &files {
        let base = file.rsplit('/').next().unwrap();
        let path = build.join(base);
        std::fs::write(&path, entry(zip, file).unwrap()).unwrap();
        let mode = if base == "build" || base == "run" {
            0o755
        } else {
            0o644
        };
        std::fs::set_permissions(&path, PermissionsExt::from_mode(mode)).unwrap();
    }
    if !build.join("build").exists() && !build.join("run").exists() {
        let source = (files.iter())
            .map(|f| f.rsplit('/').next().unwrap())
            .find(|f| f.ends_with(".cpp"))
            .unwrap_or_else(|| panic!("{format}: no build, no run, no C++ source"));
        std::fs::write(
            build.join("build"),
            format!("#!/bin/sh\n\ng++ -Wall -O2 -std=gnu++20 {source} -o run\n"),
        )
        .unwrap();
        std::fs::set_permissions(build.join("build"), PermissionsExt::from_mode(0o755)).unwrap();
    }
    // The folder is everyone's to write in, its files the judgehost's own.
    std::fs::set_permissions(build, PermissionsExt::from_mode(0o777)).unwrap();
    let built = as_nobody(build, "./build", &[], b"");
    assert!(
        built.status.success(),
        "{format}: build: {}",
        text(&built.stderr)
    );
}

/// Runs `program` with `args` as the only file of an empty root folder, as nobody, when this
/// test runs as root (`None` otherwise).
#[allow(unsafe_code, reason = "geteuid tells whether the test runs as root")]
fn in_empty_root(program: &Path, args: &[&str], input: &str) -> Option<std::process::Output> {
    // SAFETY: geteuid has no preconditions and cannot fail.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let root = PathBuf::from(temp_dir("empty-root"));
    std::fs::copy(program, root.join("program")).unwrap();
    let executable = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    std::fs::set_permissions(root.join("program"), executable).unwrap();
    let mut chroot = Command::new("chroot");
    chroot
        .args([
            "--userspec=nobody:nogroup",
            &root.to_string_lossy(),
            "/program",
        ])
        .args(args);
    let out = run_with_input(&mut chroot, input.as_bytes());
    std::fs::remove_dir_all(&root).unwrap();
    Some(out)
}

/// What DOMjudge does with a package's zip (webapp's ImportProblemService and the judgehost's
/// build of an executable), done here: it shows `problem_statement/problem.{pdf,html,txt}` or
/// the same at the top; it adds each `submissions/<verdict>/<file>` (or folder, which needs
/// its own entry in the zip) in a language it knows by the extension and under 256 KB; it
/// flattens the output validator's files into one folder, marks only `build` and `run`
/// executable, writes a `build` that compiles a C++ source with g++ when there is neither, and
/// runs `build` as an unprivileged user who owns none of the files. The validator must then
/// accept the judge's answer (42) and reject a changed one (43). Its importer leaves the input
/// validator out (main, April 2026); built and run as it builds any program, the input
/// validator must accept a sample and reject a broken one, and its program run alone in an
/// empty root, as on a judgehost of any distribution.
#[test]
fn domjudge_imports_each_format_s_zip() {
    let root = PathBuf::from(temp_dir("domjudge"));
    for format in FORMATS {
        let zip_path = &made(format, "mayan").zip;
        let mut zip = zip::ZipArchive::new(std::fs::File::open(zip_path).unwrap()).unwrap();
        let names: Vec<String> = zip.file_names().map(|n| n.unwrap().into_owned()).collect();
        // The statement.
        let statement = ["problem_statement/", ""]
            .iter()
            .flat_map(|dir| ["pdf", "html", "txt"].map(|kind| format!("{dir}problem.{kind}")))
            .find(|name| names.contains(name))
            .unwrap_or_else(|| panic!("{format}: no statement DOMjudge reads: {names:?}"));
        let html = String::from_utf8(entry(&mut zip, &statement).unwrap()).unwrap();
        assert!(
            html.contains("<img src=\"data:image/png;base64,"),
            "{format}"
        );
        // The time limit: .timelimit and problem.yaml never disagree.
        let yaml = String::from_utf8(entry(&mut zip, "problem.yaml").unwrap()).unwrap();
        let from_file = entry(&mut zip, ".timelimit").map(|t| String::from_utf8(t).unwrap());
        let from_yaml = yaml
            .lines()
            .find_map(|l| l.trim().strip_prefix("time_limit: "))
            .map(str::to_string);
        assert!(
            from_file.is_some() || from_yaml.is_some(),
            "{format}: no time limit"
        );
        if let (Some(file), Some(yaml)) = (&from_file, &from_yaml) {
            assert_eq!(file.trim(), yaml, "{format}");
        }
        // The jury's submissions.
        let mut added = Vec::new();
        for name in &names {
            let parts: Vec<&str> = name.split('/').collect();
            if parts[0] != "submissions" {
                continue;
            }
            let files: Vec<&String> = match parts.len() {
                3 if !parts[2].is_empty() => vec![name],
                4 if parts[3].is_empty() => names
                    .iter()
                    .filter(|n| n.starts_with(name.as_str()) && n.len() > name.len())
                    .collect(),
                _ => continue,
            };
            let known = files.iter().any(|f| {
                let extension = f.rsplit_once('.').map(|(_, e)| e);
                extension.is_some_and(|e| DOMJUDGE_EXTENSIONS.contains(&e))
            });
            assert!(known, "{format}: {name} is in no language DOMjudge knows");
            let size: usize = files
                .iter()
                .map(|f| entry(&mut zip, f).unwrap().len())
                .sum();
            assert!(size <= 256 * 1024, "{format}: {name} is too large");
            added.push((parts[1].to_string(), name.clone()));
        }
        for folder in names.iter().filter(|n| n.starts_with("submissions/")) {
            let parts: Vec<&str> = folder.split('/').collect();
            if parts.len() == 4 && !parts[3].is_empty() {
                let own = format!("{}/{}/{}/", parts[0], parts[1], parts[2]);
                assert!(names.contains(&own), "{format}: no entry {own}");
            }
        }
        assert!(
            added.iter().any(|(v, _)| v == "accepted"),
            "{format}: {added:?}"
        );
        assert!(
            added.iter().any(|(v, _)| v == "wrong_answer"),
            "{format}: {added:?}"
        );
        // The output validator, flattened, built and run as nobody.
        let build = root.join(format).join("build");
        std::fs::create_dir_all(root.join(format)).unwrap();
        for dir in [root.as_path(), &root.join(format)] {
            std::fs::set_permissions(dir, std::os::unix::fs::PermissionsExt::from_mode(0o755))
                .unwrap();
        }
        let output_validator = ["output_validators/", "output_validator"];
        build_as_domjudge(&mut zip, &names, &output_validator, &build, format);
        let input = boardlab::find_game("mayan").unwrap().samples[0].input;
        let answer = boardlab::parse("mayan", input, &[])
            .unwrap()
            .output()
            .to_string();
        std::fs::write(build.join("in"), input).unwrap();
        std::fs::write(build.join("ans"), &answer).unwrap();
        let feedback = build.join("feedback");
        std::fs::create_dir_all(&feedback).unwrap();
        std::fs::set_permissions(
            &feedback,
            std::os::unix::fs::PermissionsExt::from_mode(0o777),
        )
        .unwrap();
        let judge = |output: &str| {
            as_nobody(
                &build,
                "./run",
                &["in", "ans", "feedback"],
                output.as_bytes(),
            )
            .status
            .code()
        };
        assert_eq!(judge(&answer), Some(42), "{format}");
        let changed = answer.replacen('1', "2", 1);
        assert_eq!(judge(&changed), Some(43), "{format}");
        // The input validator, as DOMjudge builds and runs any program: it accepts the sample
        // and rejects it with a CR.
        let checked = root.join(format).join("input");
        build_as_domjudge(&mut zip, &names, &["input_validators/"], &checked, format);
        let validate = |input: &str| as_nobody(&checked, "./run", &[], input.as_bytes());
        assert_eq!(validate(input).status.code(), Some(42), "{format}");
        let rejected = validate(&input.replacen('\n', "\r\n", 1));
        assert_eq!(rejected.status.code(), Some(43), "{format}");
        assert!(text(&rejected.stderr).starts_with("<stdin>:1:"), "{format}");
        // The program alone in an empty root (as root only): it needs nothing of the system's.
        if let Some(out) = in_empty_root(&checked.join("boardlab-validator"), &["mayan"], input) {
            assert_eq!(
                out.status.code(),
                Some(42),
                "{format}: {}",
                text(&out.stderr)
            );
        }
        std::fs::remove_dir_all(root.join(format)).unwrap();
    }
}

/// Each mayan test kind makes what its name says: "five-moves-full" has 5 moves and a column of
/// 7 blocks, the board's height (a board of at most 7 made few of them).
#[test]
fn mayan_full_test_kind_has_a_column_of_seven() {
    let mayan = boardlab::find_game("mayan").unwrap();
    let kind = mayan.tests.iter().find(|k| k.name == "five-moves-full");
    let kind = kind.expect("mayan's full test kind");
    for seed in 1..=20 {
        // The kind's parameters, each at its lowest for odd seeds and its highest for even ones.
        let params: Vec<(String, String)> = (kind.params.iter())
            .map(|&(name, lo, hi)| (name.to_string(), [hi, lo][seed % 2].to_string()))
            .collect();
        let input = boardlab::generate("mayan", seed as u64, &params, &[]).unwrap();
        let mut lines = input.lines();
        assert_eq!(lines.next(), Some("5"), "seed {seed}: {input}");
        // A column is its colours bottom to top, then 0.
        let tallest = lines.map(|line| line.split(' ').count() - 1).max();
        assert_eq!(tallest, Some(7), "seed {seed}: {input}");
    }
}

/// A legacy package cannot fix its time limit (problemtools and Kattis derive it from their own
/// slowest accepted run times `time_multiplier`, rounded up to whole seconds): its multiplier
/// puts the median run measured here in the middle of the runs that give `.timelimit`'s limit,
/// and the summary says which runs those are.
#[test]
fn package_legacy_multiplier_derives_the_timelimit_from_the_median_run() {
    let Made { dir, summary, .. } = made("legacy", "mayan");
    let seconds: f64 = read(&dir.join(".timelimit")).trim().parse().unwrap();
    let yaml = read(&dir.join("problem.yaml"));
    let multiplier = yaml
        .lines()
        .find_map(|l| l.strip_prefix("  time_multiplier: "));
    let multiplier: f64 = multiplier.unwrap().parse().unwrap();
    // "legacy: problemtools and Kattis derive 3 s with time_multiplier 3.44 from a slowest
    // accepted run from 0.581 s to 0.872 s (the median run here: 0.727 s)"
    let line = summary.lines().find(|l| l.starts_with("legacy: ")).unwrap();
    let number_after = |words: &str| -> f64 {
        let rest = &line[line.find(words).unwrap() + words.len()..];
        rest.split([' ', ')']).next().unwrap().parse().unwrap()
    };
    assert_eq!(number_after("derive "), seconds, "{line}");
    assert_eq!(number_after("time_multiplier "), multiplier, "{line}");
    let median = number_after("the median run here: ");
    // problemtools: max(1, ⌈multiplier × run⌉).
    let derived = |run: f64| (multiplier * run).ceil().max(1.0);
    assert_eq!(derived(median), seconds, "{line}");
    if seconds > 1.0 {
        let (from, to) = (number_after("run from "), number_after(" s to "));
        assert!(from < median && median < to, "{line}");
        // The ends, printed to the millisecond.
        assert_eq!(derived(from + 0.001), seconds, "{line}");
        assert_eq!(derived(to - 0.001), seconds, "{line}");
        assert_eq!(derived(from - 0.001), seconds - 1.0, "{line}");
        assert_eq!(derived(to + 0.001), seconds + 1.0, "{line}");
        // The middle: as far from one end as from the other.
        assert!(
            (multiplier * median - (seconds - 0.5)).abs() < 0.01,
            "{line}"
        );
    }
}
