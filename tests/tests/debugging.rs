//! Finding the bug in a program (issue 26): `trace`, `debug` and `stress` on the deliberately
//! wrong solutions of the games' `solutions/` (C++, compiled here into `target/solutions/`): each is a
//! correct solution with one planted contestant-style bug that `-DPLANTED` switches on. The
//! correct builds agree with the judge on every test `stress` runs, which shows that what the
//! planted builds fail on is the planted bug. Every run is bounded by a count of tests, never by
//! the machine's speed.

use crate::common::{boardlab, run_with_input, temp_file, text};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, OnceLock};

/// A solution: its source's name in its game's `solutions/`, its game, the rule options it is for and
/// the arguments it takes.
struct Solution {
    source: &'static str,
    game: &'static str,
    rules: &'static [&'static str],
    args: &'static [&'static str],
    /// The macro that plants its bug.
    define: &'static str,
    /// Seeds whose stress runs find the planted bug within `MAX_TESTS` tests.
    seeds: &'static [&'static str],
    /// The most tokens its shrunk counterexamples may have.
    small: usize,
}

const SOLUTIONS: &[Solution] = &[
    Solution {
        source: "match3",
        game: "match3",
        rules: &[],
        args: &[],
        define: "PLANTED",
        seeds: &["3", "1", "2"],
        small: 50,
    },
    Solution {
        source: "mayan",
        game: "mayan",
        rules: &[],
        args: &[],
        define: "PLANTED",
        seeds: &["1", "2", "3"],
        small: 50,
    },
    Solution {
        source: "ludo",
        game: "ludo",
        rules: &[],
        args: &["5"],
        define: "PLANTED",
        seeds: &["2", "1", "3"],
        // A capture needs two pieces' walks: 35 to 58 tokens.
        small: 60,
    },
    Solution {
        source: "three-kingdoms",
        game: "three-kingdoms",
        rules: &[],
        args: &[],
        define: "PLANTED",
        seeds: &["1", "2", "3"],
        small: 50,
    },
    Solution {
        source: "skill-chess",
        game: "skill-chess",
        rules: &[],
        args: &[],
        define: "PLANTED",
        seeds: &["1", "2", "3"],
        small: 50,
    },
    // Issue 41's bugs whose counterexamples shrank far from minimal: 1.25 times a hand-made
    // minimum (a four of a kind in 72 tokens; a piece walked home in 36).
    Solution {
        source: "match3",
        game: "match3",
        rules: &[],
        args: &[],
        define: "PLANTED_FOUR",
        seeds: &["1", "2", "3", "4", "5", "6", "10"],
        small: 90,
    },
    Solution {
        source: "ludo",
        game: "ludo",
        rules: &["part=4"],
        args: &["4"],
        define: "PLANTED_HOME",
        seeds: &["1", "2", "3"],
        small: 45,
    },
];

/// Tests a stress run may take: each planted bug is found well within them (the seeds above
/// find them at tests 24 to 2003).
const MAX_TESTS: &str = "2500";
/// Tests the correct solutions pass.
const CORRECT_TESTS: &str = "300";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The solution `source` compiled with g++ with the macro `define` (none when empty), once per
/// test run.
fn compiled_with(source: &str, define: &str) -> PathBuf {
    static BUILT: OnceLock<Mutex<HashMap<(String, String), PathBuf>>> = OnceLock::new();
    let built = BUILT.get_or_init(|| Mutex::new(HashMap::new()));
    let mut built = built.lock().unwrap_or_else(|e| e.into_inner());
    let key = (source.to_string(), define.to_string());
    if let Some(path) = built.get(&key) {
        return path.clone();
    }
    let dir = root().join("target/solutions");
    std::fs::create_dir_all(&dir).unwrap();
    let name = [source.to_string(), define.to_lowercase()].join("-");
    let binary = dir.join(format!(
        "{}-{}",
        name.trim_end_matches('-'),
        std::process::id()
    ));
    let mut gcc = Command::new("g++");
    gcc.args(["-O2", "-std=c++17", "-o"])
        .arg(&binary)
        .arg(root().join(format!("src/games/{source}/solutions/{source}.cpp")));
    if !define.is_empty() {
        gcc.arg(format!("-D{define}"));
    }
    let status = gcc.status().expect("g++ runs (the solutions are C++)");
    assert!(status.success(), "g++ cannot compile {source}.cpp");
    built.insert(key, binary.clone());
    binary
}

/// The command line of a solution after `--`.
fn command(solution: &Solution, planted: bool) -> Vec<String> {
    let define = if planted { solution.define } else { "" };
    let binary = compiled_with(solution.source, define);
    let mut command = vec![binary.to_string_lossy().into_owned()];
    command.extend(solution.args.iter().map(|a| a.to_string()));
    command
}

/// `boardlab <subcommand> <game> [--rule …] <args…>`.
fn run(subcommand: &str, solution: &Solution, args: &[String]) -> Output {
    let mut all = vec![subcommand.to_string(), solution.game.to_string()];
    for rule in solution.rules {
        all.extend(["--rule".to_string(), rule.to_string()]);
    }
    all.extend(args.iter().cloned());
    let refs: Vec<&str> = all.iter().map(String::as_str).collect();
    boardlab(&refs, "")
}

/// Runs a program on `input`: (standard output, standard error).
fn run_program(command: &[String], input: &str) -> (String, String) {
    let mut program = Command::new(&command[0]);
    program.args(&command[1..]);
    let output = run_with_input(&mut program, input.as_bytes());
    (text(&output.stdout), text(&output.stderr))
}

/// Whether `command` fails on `input` under `rules`: the engine runs it and the program's
/// output is not the judge's. `None` when the input is not valid or the engine cannot run it.
fn fails(game: &str, rules: &[(String, String)], command: &[String], input: &str) -> Option<bool> {
    boardlab::validate(game, input, rules).ok()?;
    let expected = boardlab::parse(game, input, rules)
        .ok()?
        .output()
        .to_string();
    let (found, _) = run_program(command, input);
    Some(boardlab::text::judge_lines(&found) != boardlab::text::judge_lines(&expected))
}

#[test]
fn stress_finds_each_planted_bug_and_shrinks_it_to_a_one_minimal_input_within_its_target() {
    for solution in SOLUTIONS {
        for seed in solution.seeds {
            let game = solution.game;
            let name = format!("{game} {} seed {seed}", solution.define);
            let out = temp_file(&format!("stress-{}-{seed}.in", solution.source), b"");
            let mut args: Vec<String> = [
                "--seed",
                seed,
                "--max-tests",
                MAX_TESTS,
                "--seconds",
                "86400",
                "--jobs",
                "2",
                "--out",
                &out,
                "--",
            ]
            .map(String::from)
            .to_vec();
            let planted = command(solution, true);
            args.extend(planted.iter().cloned());
            let stress = run("stress", solution, &args);
            let said = text(&stress.stdout);
            assert_eq!(
                stress.status.code(),
                Some(1),
                "{name}: {said}{}",
                text(&stress.stderr)
            );
            assert!(said.starts_with("counterexample: test "), "{name}: {said}");
            assert!(said.contains("(1-minimal: "), "{name}: {said}");
            assert!(
                said.contains("link: http://localhost:8000/#game="),
                "{name}: {said}"
            );
            let input = std::fs::read_to_string(&out).unwrap();
            let tokens = input.split_whitespace().count();
            assert!(
                tokens <= solution.small,
                "{name}: shrunk to {tokens} tokens:\n{input}"
            );
            // Valid, the program still fails on it, and on none of its reductions.
            let rules: Vec<(String, String)> = (solution.rules.iter())
                .map(|r| r.split_once('=').unwrap())
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect();
            assert_eq!(
                fails(game, &rules, &planted, &input),
                Some(true),
                "{name}:\n{input}"
            );
            let info = boardlab::find_game(game).unwrap();
            let resolved = boardlab::Rules::resolve(info, &rules).unwrap();
            let reductions = (info.stress.shrink)(&input, &resolved).unwrap();
            for smaller in reductions.filter(|r| *r != input) {
                assert_ne!(
                    fails(game, &rules, &planted, &smaller),
                    Some(true),
                    "{name}: shrunk to\n{input}\nbut this reduction of it still fails:\n{smaller}"
                );
            }
        }
    }
}

#[test]
fn the_correct_builds_pass_every_stress_test() {
    for solution in SOLUTIONS {
        let mut args: Vec<String> = [
            "--seed",
            solution.seeds[0],
            "--max-tests",
            CORRECT_TESTS,
            "--seconds",
            "86400",
            "--",
        ]
        .map(String::from)
        .to_vec();
        args.extend(command(solution, false));
        let stress = run("stress", solution, &args);
        let said = text(&stress.stdout);
        assert_eq!(stress.status.code(), Some(0), "{}: {said}", solution.game);
        assert!(said.starts_with("no counterexample"), "{said}");
    }
}

/// Counterexamples the planted bugs fail on, and where their traces differ first: the
/// checkpoint and a field that differs there.
const COUNTEREXAMPLES: &[(&str, &str, &str, &str)] = &[
    (
        "skill-chess",
        "1\n2 1 2 2\n0\n0\n2 1 0 0 0 0 1 1 1 rabiribi 1\n2 1 0 0 1 3 1 1 1 onepunch 0 1\n",
        "first difference: round 2, after the fight",
        "#2: position: yours (1,1), the judge's (2,1)",
    ),
    (
        "match3",
        "7 4 4 1\n1 2 2 1\n1 3 1 4\n2 1 2 3\n3 1 1 4\n3 2 4 4\n2 1 1 2\n1 3 1 2\n\
         0 0 0 0\n0 0 0 0\n0 3 0 0\n6 0 0 0\n0 0 0 0\n0 0 0 0\n2 0 0 0\n7 1 6 1\n",
        "first difference: after operation 1",
        "special type at (3,2): yours 3, the judge's 0",
    ),
    (
        "mayan",
        "2\n1 2 1 0\n2 1 2 0\n0\n0\n0\n",
        "first difference: after move 1",
        "move 1 (the smallest answer's): yours 0 2 1, the judge's 0 0 1",
    ),
    (
        "three-kingdoms",
        "2 2 1\n0 0\n0 0\n2 0 0 0\n2 1 0 1 1\n1 2 1 1 1\n0 0 0\n",
        // The root's value differs first in the trace, but it follows from the move that walks
        // too far.
        "first difference: test 1, after turn 1",
        "turn 1 played: yours 2 1 1 1 1 2, the judge's the soldier cannot reach the second cell",
    ),
    (
        "ludo",
        "59 29 107\n15\ngiveup\ndice\nenter B4\nmove B4 5\ndice\ngiveup\ndice\ngiveup\ndice\n\
         giveup\ndice\nmove B4 5\nenter B3\ndice\nenter G3\n",
        "first difference: after request 15",
        "cell of B4: yours 52, the judge's 51",
    ),
];

fn solution(source: &str) -> &'static Solution {
    SOLUTIONS.iter().find(|s| s.source == source).unwrap()
}

#[test]
fn trace_points_at_the_first_checkpoint_and_field_that_differ() {
    for &(source, input, checkpoint, field) in COUNTEREXAMPLES {
        let solution = solution(source);
        let input_file = temp_file(&format!("trace-{source}.in"), input.as_bytes());
        // The planted build's trace differs where the bug acts.
        let (_, stderr) = run_program(&command(solution, true), input);
        let trace_file = temp_file(&format!("trace-{source}.err"), stderr.as_bytes());
        let traced = run("trace", solution, &[input_file.clone(), trace_file]);
        let said = text(&traced.stdout);
        assert_eq!(traced.status.code(), Some(1), "{source}: {said}");
        let first = said.lines().next().unwrap_or("");
        assert!(first.starts_with(checkpoint), "{source}: {first}");
        assert!(said.contains(field), "{source}: {said}");
        // The correct build's trace agrees at every checkpoint.
        let (_, stderr) = run_program(&command(solution, false), input);
        let trace_file = temp_file(&format!("trace-{source}-correct.err"), stderr.as_bytes());
        let traced = run("trace", solution, &[input_file, trace_file]);
        let said = text(&traced.stdout);
        assert_eq!(traced.status.code(), Some(0), "{source}: {said}");
        assert!(
            said.starts_with("all ") && said.contains(" checkpoints agree"),
            "{said}"
        );
    }
}

/// The parameter `key` of a link's hash, unpacked as the page unpacks it.
fn link_text(link: &str, key: &str) -> String {
    let hash = link.split_once('#').unwrap().1;
    let packed = hash
        .split('&')
        .find_map(|pair| pair.strip_prefix(&format!("{key}=")))
        .unwrap_or_else(|| panic!("no {key} in {link}"));
    let bytes = URL_SAFE_NO_PAD.decode(packed).unwrap();
    String::from_utf8(miniz_oxide::inflate::decompress_to_vec(&bytes).unwrap()).unwrap()
}

#[test]
fn debug_judges_the_output_checks_the_trace_and_links_to_the_first_difference() {
    let (source, input, checkpoint, field) = COUNTEREXAMPLES[0];
    let solution = solution(source);
    let input_file = temp_file("debug.in", input.as_bytes());
    let mut args = vec![input_file.clone(), "--".to_string()];
    args.extend(command(solution, true));
    let debugged = run("debug", solution, &args);
    let said = text(&debugged.stdout);
    assert_eq!(debugged.status.code(), Some(1), "{said}");
    assert!(said.starts_with("program: exit 0"), "{said}");
    assert!(
        said.contains("output: Wrong Answer on line 2, column 1: expected \"2 1\", found \"1 1\""),
        "{said}"
    );
    assert!(said.contains(checkpoint) && said.contains(field), "{said}");
    let link = said
        .lines()
        .find_map(|line| line.strip_prefix("link: "))
        .unwrap();
    assert!(
        link.starts_with("http://localhost:8000/#game=skill-chess&input="),
        "{link}"
    );
    // The link opens the page at the first difference's step (11, counted from 1), with the
    // input, the output and the trace lines.
    assert!(link.contains("&step=11&"), "{link}");
    assert_eq!(link_text(link, "input"), input);
    assert_eq!(link_text(link, "output"), "1 1\n1 1\n");
    let trace = link_text(link, "trace");
    assert!(
        trace.starts_with("$ round 0\n$ piece 1 2 1 0 0 0"),
        "{trace}"
    );

    // The correct build passes: exit 0, and the link opens at the start.
    let mut args = vec![input_file, "--".to_string()];
    args.extend(command(solution, false));
    let debugged = run("debug", solution, &args);
    let said = text(&debugged.stdout);
    assert_eq!(debugged.status.code(), Some(0), "{said}");
    assert!(said.contains("output: Accepted\n"), "{said}");
    assert!(!said.contains("&step="), "{said}");
}

#[test]
fn debug_reports_crashes_time_limits_and_programs_that_do_not_start() {
    let input = temp_file("debug-sample.in", crate::common::MAYAN_SAMPLE.as_bytes());
    let said = |args: &[&str]| {
        let output = boardlab(args, "");
        (
            output.status.code(),
            text(&output.stdout),
            text(&output.stderr),
        )
    };
    let (status, out, _) = said(&["debug", "mayan", &input, "--", "sh", "-c", "kill -SEGV $$"]);
    assert_eq!(status, Some(1));
    assert!(
        out.starts_with("program: runtime error: killed by signal 11 (SIGSEGV"),
        "{out}"
    );
    let (status, out, _) = said(&[
        "debug",
        "mayan",
        "--seconds",
        "0.5",
        &input,
        "--",
        "sleep",
        "30",
    ]);
    assert_eq!(status, Some(1));
    assert!(
        out.starts_with("program: time limit exceeded (0.5 s)"),
        "{out}"
    );
    // The program's argument vector is taken as it is: no shell splits or expands it.
    let (status, _, err) = said(&["debug", "mayan", &input, "--", "echo 2 1 1"]);
    assert_eq!(status, Some(2));
    assert!(err.starts_with("cannot run echo 2 1 1: "), "{err}");
    let (status, out, _) = said(&["debug", "mayan", &input, "--", "sh", "-c", "yes 1"]);
    assert_eq!(status, Some(1));
    assert!(out.starts_with("program: output limit exceeded"), "{out}");
}

#[test]
fn a_bad_trace_line_is_located_and_the_rest_still_counts() {
    let input = temp_file("bad-trace.in", crate::common::MAYAN_SAMPLE.as_bytes());
    let trace =
        "debug output\n$ move 1\n$ play 2 1 1\n$ colour 3\n$ move 9\n$ move 2\n$ play 3 1 1\n\
                 $ move 3\n$ play 3 0 7\n";
    let trace = temp_file("bad-trace.err", trace.as_bytes());
    let output = boardlab(&["trace", "mayan", &input, &trace], "");
    let said = text(&output.stdout);
    // Move 3's only field cannot be read: it compares nothing, which is no agreement.
    assert_eq!(output.status.code(), Some(1), "{said}");
    let lines: Vec<&str> = said.lines().collect();
    // The lines that cannot be read come first, then what the checkpoints found.
    assert_eq!(
        lines,
        [
            format!(
                "{trace}:4:3: \"colour\" is not a field of this checkpoint; fields: play, board"
            ),
            format!("{trace}:5:8: the move number 9 is out of range 0..3"),
            format!("{trace}:9:12: g of move 3 7 is out of range -1..1"),
            "all 2 checkpoints agree; 1 more cannot be placed".to_string(),
            format!("{trace}:8: after move 3 compares nothing: none of its fields could be read"),
        ]
    );
}

/// A typo repeated at every checkpoint: said first, once, with how many lines have it and the
/// word meant; when no checkpoint could be read, the report says so and stops there.
#[test]
fn a_repeated_typo_is_said_once_first_with_the_word_meant() {
    let input = temp_file("typo.in", crate::common::MAYAN_SAMPLE.as_bytes());
    let mut trace = String::from("$ mvoe 1\n");
    for i in 1..=3 {
        trace += &format!("$ move {i}\n$ baord\n");
    }
    let typo = temp_file("typo.err", trace.as_bytes());
    let said = text(&boardlab(&["trace", "mayan", &input, &typo], "").stdout);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(
        lines[..2],
        [
            format!(
                "{typo}:1:3: \"mvoe\" comes before the first checkpoint; a checkpoint line starts \
                 with move — did you mean move?"
            ),
            format!(
                "{typo}:3:3: \"baord\" is not a field of this checkpoint; fields: play, board — \
                 did you mean board? (3 lines like this one; the first is here)"
            ),
        ],
        "{said}"
    );
    assert_eq!(
        lines[2], "nothing was compared: none of the 3 checkpoints has a field that could be read",
        "{said}"
    );
    let none = temp_file("typo-only.err", "$ mvoe 1\n$ mvoe 2\n".as_bytes());
    let said = text(&boardlab(&["trace", "mayan", &input, &none], "").stdout);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 2, "{said}");
    assert!(lines[0].ends_with("did you mean move? (2 lines like this one; the first is here)"));
    assert_eq!(
        lines[1],
        "no checkpoint could be read: mend the lines above and check again"
    );
}

#[test]
fn usage_errors_exit_with_2() {
    let input = temp_file("usage.in", crate::common::MAYAN_SAMPLE.as_bytes());
    for args in [
        vec!["trace", "mayan", &input],
        vec!["trace", "chess", &input, &input],
        vec!["trace", "mayan", &input, "/no/such/trace"],
        vec!["debug", "mayan", &input],
        vec!["stress", "mayan", "--jobs", "0", "--", "true"],
        vec!["stress", "mayan", "--param", "n=9", "--", "true"],
    ] {
        let output = boardlab(&args, "");
        assert_eq!(
            output.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&output.stderr)
        );
    }
}

#[test]
fn the_report_gives_the_page_frame_cells_ghosts_and_drawings() {
    use boardlab::check_trace as check;
    use boardlab::trace::{Drawing, Ghost};
    // Mayan: cells (x, y) with y from the bottom; the frame's row 0 is y = 6.
    let trace = "$ move 0\n$ board\n$ 1\n$ 2 1\n$ 2 3 4\n$ 3 1\n$ 2 4 3 5\n\
                 $ mark 4 3 blue A\n$ arrow 0 0 1 0\n$ text here\n";
    let report = check("mayan", crate::common::MAYAN_SAMPLE, &[], trace, None).unwrap();
    let point = &report.checkpoints[0];
    assert_eq!(point.step, Some(0));
    let difference = &point.differences[0];
    assert_eq!(difference.field, "colour at (4,3)");
    assert_eq!(
        (difference.yours.as_str(), difference.judge.as_str()),
        ("5", "4")
    );
    assert_eq!((difference.line, difference.col), (7, 9));
    assert_eq!(difference.cells, [(3, 4)]);
    let ghost = Ghost {
        row: 3,
        col: 4,
        kind: 4,
        label: "5".into(),
    };
    assert_eq!(difference.ghost, Some(ghost));
    assert_eq!(
        point.drawings,
        [
            Drawing::Mark {
                cell: (3, 4),
                colour: "blue".into(),
                label: "A".into()
            },
            Drawing::Arrow {
                from: (6, 0),
                to: (6, 1),
                colour: "red".into()
            },
            Drawing::Text {
                text: "here".into()
            },
        ]
    );
    // Skill-chess: a piece where the judge does not have it is drawn there, in its team.
    let input = COUNTEREXAMPLES[0].1;
    let report = check(
        "skill-chess",
        input,
        &[],
        "$ round 1\n$ piece 2 1 1\n",
        None,
    )
    .unwrap();
    let difference = &report.checkpoints[0].differences[0];
    assert_eq!(difference.field, "#2: position");
    assert_eq!(difference.cells, [(0, 0), (1, 0)]);
    let ghost = Ghost {
        row: 0,
        col: 0,
        kind: 1,
        label: "2".into(),
    };
    assert_eq!(difference.ghost, Some(ghost));
    // Ludo: a cell number is a cell of the 11×11 board.
    let input = "41 41 997\n1\ndice\n";
    let trace = "$ request 1\n$ piece R1 1\n$ mark 41 green\n";
    let rules = crate::common::rules(&[("part", "4")]);
    let report = check("ludo", input, &rules, trace, None).unwrap();
    let point = &report.checkpoints[0];
    assert_eq!(point.step, Some(1));
    assert_eq!(point.differences[0].field, "cell of R1");
    assert_eq!(point.differences[0].cells, [(4, 0), (0, 0)]);
    let mark = Drawing::Mark {
        cell: (0, 0),
        colour: "green".into(),
        label: String::new(),
    };
    assert_eq!(point.drawings, [mark]);
}

#[test]
fn a_game_without_a_trace_format_says_so() {
    let rules = crate::common::rules(&[("part", "1")]);
    let report = boardlab::check_trace("ludo", "3\n", &rules, "$ roll 1\n", None).unwrap();
    assert!(report.checkpoints.is_empty());
    let message = &report.errors[0].message;
    assert_eq!(
        message,
        "this game, with these rule options, reads no trace"
    );
}

/// A program killed part of the way through is placed: the last checkpoint of its trace, the
/// judge's next step where its fault is, and the link opens there.
#[test]
fn a_program_that_crashes_is_placed_after_its_last_checkpoint() {
    let input = temp_file("crash.in", crate::common::MAYAN_SAMPLE.as_bytes());
    let program = r#"printf '$ move 1\n$ play 2 1 1\n' >&2; kill -SEGV $$"#;
    let out = boardlab(&["debug", "mayan", &input, "--", "sh", "-c", program], "");
    let said = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains(
            "the last checkpoint of your trace is after move 1 (step 2); the program \
             stopped there (runtime error: killed by signal 11 (SIGSEGV, a bad memory access)), \
             so its fault is in what comes next: step 3, move 2: (3,1) → right"
        ),
        "{said}"
    );
    // The link opens at step 3 and carries the exit, for the page to place it too.
    assert!(said.contains("&step=3&exit=signal-11&"), "{said}");
}

/// A planted bug of the simulation (issue 45): the first message names its cause, the first
/// state that differs, and says what follows from it after. `(game, the macro that plants it,
/// input, first line, the cause, what follows)`.
const CAUSES: &[(&str, &str, &str, &str, &str, &str)] = &[
    // A halved attack by an odd-strength attacker rounded up: the root's value differs first in
    // the trace, but it follows from the soldier the rounding kills at turn 1.
    (
        "three-kingdoms",
        "PLANTED_HALF_ROUNDING",
        "1 2 1\n0 0\n2 0 0 0\n1 1 0 1 0\n1 2 1 1 1\n0 0 0\n",
        "first difference: test 1, after turn 1",
        "soldier at (1,2) (side strength kind): yours (none), the judge's 1 1 1",
        "the start of test 1: value with best play from here: yours 1, the judge's 0",
    ),
    // Viuganda's tie of distances broken by the smaller index: the wrong piece comes back to
    // life, and every `silenced` the revived piece's wave sets follows from it.
    (
        "skill-chess",
        "PLANTED_VIUGANDA_TIE",
        "1\n1 2 6 7\n0 0\n1 2 0 0 0 2 1 2 1 gugugugu\n1 2 97 0 0 3 1 1 1 rabiribi 1\n\
         1 1 660 61 1 0 2 1 2 viuganda\n1 1 642 269 1 3 1 1 2 toolihai\n\
         1 2 662 206 1 0 2 1 2 2dsaigao 3 3 2\n1 1 655 287 0 1 1 2 1 hupraise\n",
        "first difference: round 6, after the fight",
        "#4: dead: yours 2, the judge's 1",
        "#1: silenced: yours 0, the judge's 2",
    ),
];

#[test]
fn the_cause_comes_before_its_consequences() {
    for &(game, define, input, first, cause, consequence) in CAUSES {
        let binary = compiled_with(game, define);
        let (_, stderr) = run_program(&[binary.to_string_lossy().into_owned()], input);
        let input_file = temp_file(&format!("cause-{game}.in"), input.as_bytes());
        let trace_file = temp_file(&format!("cause-{game}.err"), stderr.as_bytes());
        let traced = boardlab(&["trace", game, &input_file, &trace_file], "");
        let said = text(&traced.stdout);
        assert_eq!(traced.status.code(), Some(1), "{game}: {said}");
        let lines: Vec<&str> = said.lines().collect();
        assert!(lines[0].starts_with(first), "{game}: {said}");
        let place = |wanted: &str| {
            (lines.iter().position(|line| line.contains(wanted)))
                .unwrap_or_else(|| panic!("{game}: no {wanted:?} in\n{said}"))
        };
        let derived = place("what follows from the differences above");
        assert!(place(cause) < derived, "{game}: {said}");
        assert!(place(consequence) > derived, "{game}: {said}");
        if game == "three-kingdoms" {
            // The root's value, which differs first in the trace, is said to follow.
            let because = "before it, your search's values differ because your positions first \
                           differ at test 1, after turn 1:";
            assert!(place(because) < place(consequence), "{said}");
        }
        // Nothing derived is said before the state's differences end.
        for line in &lines[1..derived] {
            assert!(
                !["silenced", "wait", "value"]
                    .iter()
                    .any(|w| line.contains(w)),
                "{game}: {line}"
            );
        }
    }
}

/// A trace whose fields are all misspelt compares nothing: it says so and exits 1, never "the 1
/// checkpoint agrees"; and a checkpoint that compares nothing among others that do says so too.
#[test]
fn nothing_compared_is_not_agreement() {
    let (_, _, input, _, _, _) = CAUSES[0];
    let input = temp_file("nothing.in", input.as_bytes());
    let misspelt = temp_file(
        "nothing.err",
        b"$ test 1\n$ vaule 0\n$ soldiers 1 1 0 1 0\n",
    );
    let traced = boardlab(&["trace", "three-kingdoms", &input, &misspelt], "");
    let said = text(&traced.stdout);
    assert_eq!(traced.status.code(), Some(1), "{said}");
    let last = said.lines().last().unwrap_or("");
    assert_eq!(
        last,
        format!(
            "{misspelt}:1: the start of test 1 compares nothing: none of its fields could be read"
        ),
        "{said}"
    );
    assert!(
        said.contains("nothing was compared: the 1 checkpoint has no field that could be read"),
        "{said}"
    );
    let some = temp_file(
        "some.err",
        b"$ test 1\n$ value 0\n$ test 1 turn 1\n$ vaule 0\n",
    );
    let traced = boardlab(&["trace", "three-kingdoms", &input, &some], "");
    let said = text(&traced.stdout);
    assert_eq!(traced.status.code(), Some(1), "{said}");
    assert!(said.contains("the 1 checkpoint agrees"), "{said}");
    assert!(
        said.contains(":3: test 1, after turn 1 compares nothing"),
        "{said}"
    );
}

/// `round R cast K` is after piece K's turn to cast, whether or not it cast, as the trace
/// format's guide says: in the duel sample #2 does not cast in round 1.
#[test]
fn a_cast_checkpoint_is_placed_whether_or_not_the_piece_casts() {
    let input = root().join("src/games/skill-chess/samples/duel.in");
    let trace = temp_file(
        "cast.err",
        b"$ round 1 cast 2\n$ piece 2 1 4\n$ piece 3 1 1\n$ round 1 cast 3\n$ piece 3 1 1\n",
    );
    let traced = boardlab(
        &["trace", "skill-chess", &input.to_string_lossy(), &trace],
        "",
    );
    let said = text(&traced.stdout);
    assert_eq!(traced.status.code(), Some(0), "{said}");
    assert_eq!(said, "all 2 checkpoints agree\n");
}

/// Checkpoints that cannot be placed only because your line has left the judge's are said
/// together after the first difference, not one by one as problems.
#[test]
fn checkpoints_past_the_split_are_grouped() {
    let input = temp_file("split.in", crate::common::MAYAN_SAMPLE.as_bytes());
    let trace = temp_file("split.err", b"$ move 1\n$ play 3 1 1\n$ move 2\n$ move 3\n");
    let traced = boardlab(&["trace", "mayan", &input, &trace], "");
    let said = text(&traced.stdout);
    assert_eq!(traced.status.code(), Some(1), "{said}");
    let lines: Vec<&str> = said.lines().collect();
    assert!(
        lines[0].starts_with("first difference: after move 1"),
        "{said}"
    );
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.contains("cannot be placed"))
            .count(),
        1,
        "{said}"
    );
    assert!(
        said.contains(
            ":3: 2 checkpoints after the first difference cannot be placed, as expected once \
             your game has left the judge's"
        ),
        "{said}"
    );
}

/// A checkpoint valid for your own play is placed whatever the judge's answer (issue 41): a
/// mayan answer of -1 (your five moves are still yours), a three-kingdoms game the judge ends at
/// turn 1 (your line goes on to turn 3); in the other games every checkpoint up to the input's
/// end is placed, as the correct builds' traces show. `(game, input, trace or None for the
/// correct build's, what the report must say)`.
#[test]
fn checkpoints_of_your_own_line_are_placed_whatever_the_judges_answer() {
    let mayan_moves: String = (1..=5)
        .map(|i| format!("$ move {i}\n$ play 0 0 1\n"))
        .collect();
    let no_solution =
        std::fs::read_to_string(root().join("src/games/mayan/samples/no_solution.in")).unwrap();
    let soldiers = "$ soldier 1 1 0 1 1\n$ soldier 1 2 1 1 0\n";
    let three_turns: String = (1..=3)
        .map(|turn| format!("$ test 1 turn {turn}\n$ play pass\n{soldiers}"))
        .collect();
    let cases: Vec<(&str, String, Option<String>, &str)> = vec![
        (
            "mayan",
            no_solution,
            Some(mayan_moves),
            "move 1 (the smallest answer's): yours 0 0 1, the judge's (no answer: -1)",
        ),
        (
            "three-kingdoms",
            "1 2 3\n0 0\n2 0 0 0\n1 1 0 1 1\n1 2 1 1 0\n0 0 0\n".to_string(),
            Some(three_turns),
            "first difference: test 1, after turn 3",
        ),
    ];
    let others = COUNTEREXAMPLES
        .iter()
        .filter(|(game, ..)| !["mayan", "three-kingdoms"].contains(game))
        .map(|&(game, input, _, _)| (game, input.to_string(), None, " checkpoints agree"));
    for (game, input, trace, said) in cases.into_iter().chain(others) {
        let trace = trace.unwrap_or_else(|| {
            let solution = solution(game);
            run_program(&command(solution, false), &input).1
        });
        let input_file = temp_file(&format!("own-{game}.in"), input.as_bytes());
        let trace_file = temp_file(&format!("own-{game}.err"), trace.as_bytes());
        let report = text(&boardlab(&["trace", game, &input_file, &trace_file], "").stdout);
        assert!(report.contains(said), "{game}: {report}");
        for problem in ["out of range", "cannot be placed", "compares nothing"] {
            assert!(!report.contains(problem), "{game}: {report}");
        }
    }
}

#[test]
fn a_checkpoint_keeps_its_first_thousand_drawings_and_counts_the_rest() {
    use boardlab::trace::{Drawing, MAX_DRAWINGS};
    // 200 000 drawing lines at one checkpoint (a 6 KB link can carry them compressed).
    let mut trace = String::from("$ move 0\n");
    for i in 0..200_000 {
        trace.push_str(if i % 2 == 0 {
            "$ text note\n"
        } else {
            "$ arrow 0 0 1 0\n"
        });
    }
    let report =
        boardlab::check_trace("mayan", crate::common::MAYAN_SAMPLE, &[], &trace, None).unwrap();
    let drawings = &report.checkpoints[0].drawings;
    assert_eq!(drawings.len(), MAX_DRAWINGS + 1);
    match drawings.last() {
        Some(Drawing::Text { text }) => assert!(text.contains("more drawing lines"), "{text}"),
        other => panic!("the last drawing counts the rest, not {other:?}"),
    }
}

/// `stress --input FILE` shrinks a given failing input (and says when the program passes it, and
/// where an input the engine refuses is wrong).
#[test]
fn stress_shrinks_a_given_input() {
    let solution = SOLUTIONS.iter().find(|s| s.source == "match3").unwrap();
    let (_, input, _, _) = COUNTEREXAMPLES
        .iter()
        .find(|(game, ..)| *game == "match3")
        .unwrap();
    let given = temp_file("stress-given.in", input.as_bytes());
    let out = temp_file("stress-given-out.in", b"");
    let with = |planted: bool, extra: &[&str]| {
        let mut args: Vec<String> = extra.iter().map(|a| a.to_string()).collect();
        args.extend(["--input", &given, "--out", &out, "--"].map(String::from));
        args.extend(command(solution, planted));
        run("stress", solution, &args)
    };
    let stress = with(true, &[]);
    let said = text(&stress.stdout);
    assert_eq!(
        stress.status.code(),
        Some(1),
        "{said}{}",
        text(&stress.stderr)
    );
    assert!(
        said.starts_with(&format!("counterexample: {given}\n")),
        "{said}"
    );
    assert!(said.contains("shrunk in "), "{said}");
    let smallest = std::fs::read_to_string(&out).unwrap();
    let tokens = |text: &str| text.split_whitespace().count();
    assert!(tokens(&smallest) <= tokens(input), "{smallest}");
    // The correct build passes it: nothing to shrink.
    let passed = with(false, &[]);
    assert_eq!(passed.status.code(), Some(0), "{}", text(&passed.stderr));
    assert_eq!(
        text(&passed.stdout),
        format!("{given}: the program agrees with the judge on it: nothing to shrink\n")
    );
    // An input the engine refuses is located; the search's own options do not go with it.
    std::fs::write(&given, "7 4 4 1\n1 2 2\n").unwrap();
    let refused = with(true, &[]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        text(&refused.stderr).starts_with(&format!("{given}:")),
        "{}",
        text(&refused.stderr)
    );
    let usage = with(true, &["--seed", "1"]);
    assert_eq!(usage.status.code(), Some(2));
    assert!(
        text(&usage.stderr).contains("--seed"),
        "{}",
        text(&usage.stderr)
    );
}

/// Tests without an input are counted and the first is said with its parameters and why.
#[test]
fn stress_says_which_tests_were_skipped_and_why() {
    let args = [
        "stress",
        "three-kingdoms",
        "--param",
        "n=1",
        "--param",
        "m=1",
    ];
    let rest = [
        "--param",
        "t=6",
        "--max-tests",
        "2",
        "--jobs",
        "1",
        "--seed",
        "1",
        "--",
        "true",
    ];
    let stress = boardlab(&[&args[..], &rest[..]].concat(), "");
    assert_eq!(stress.status.code(), Some(0), "{}", text(&stress.stderr));
    let said = text(&stress.stdout);
    assert!(
        said.contains("; 2 skipped, such as test 1 (n=1 m=1 t=6 ")
            && said.trim_end().ends_with(
                "): the generator makes no input: t = 6 soldiers do not fit on a 1×1 board)"
            ),
        "{said}"
    );
}

/// A default `stress mayan` (no parameter fixed) finds the planted simulation bug that needs a
/// full column: a third of the tests have every parameter at its cap (five moves, ten colours,
/// seven blocks high once the caps have grown) and a third mix the caps and the minimums. 12 000
/// tests are what 60 s run at 200 tests a second (seeds 1 to 6 find it at tests 3011 to 8423);
/// without the edges seed 3 found nothing in 12 223.
#[test]
fn default_stress_finds_the_top_row_bug_at_the_statements_edges() {
    let planted = compiled_with("mayan", "PLANTED_TOP");
    for seed in ["1", "3"] {
        let out = boardlab(
            &[
                "stress",
                "mayan",
                "--seed",
                seed,
                "--max-tests",
                "12000",
                // Only the tests bound the search, not the machine's speed.
                "--seconds",
                "86400",
                "--",
                &planted.to_string_lossy(),
            ],
            "",
        );
        let said = text(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "seed {seed}: {said}");
        // Found on a full-height board, the edge the bug needs.
        assert!(
            said.starts_with("counterexample: test ") && said.contains("--param height=7 "),
            "seed {seed}: {said}"
        );
    }
}

#[test]
fn replay_judge_checks_your_simulation_along_the_judges_line() {
    // mayan.cpp -DPLANTED_TOP leaves a vertical run that reaches the top row: on this input its
    // search finds a legal answer that is not the smallest, and its own line shows no board of
    // the judge's line.
    let input = root().join("src/games/mayan/solutions/top-row-run.in");
    let input = input.to_string_lossy().into_owned();
    let debug = |binary: &Path, replay: bool| {
        let mut args = vec!["debug", "mayan"];
        args.extend(replay.then_some("--replay-judge"));
        let binary = binary.to_string_lossy();
        args.extend([input.as_str(), "--", &binary]);
        let output = boardlab(&args, "");
        (output.status.code(), text(&output.stdout))
    };
    let planted = compiled_with("mayan", "PLANTED_TOP");
    let (code, said) = debug(&planted, false);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("move 1 (the smallest answer's): yours 0 1 1, the judge's 0 0 1"),
        "{said}"
    );
    assert!(said.contains("hint: your answer is not the judge's; to check your simulation along the judge's line, run again with --replay-judge"), "{said}");

    // Replaying the judge's moves, its boards are compared along the judge's line: the run of
    // colour 1 in column 1 that reaches row 6 stays in its board.
    let (code, said) = debug(&planted, true);
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.starts_with("program, replaying the judge's line (BOARDLAB_JUDGE_LINE="),
        "{said}"
    );
    assert!(said.contains("output: Accepted\n"), "{said}");
    assert!(
        said.contains("first difference: after move 2 (trace line 16, step 4)"),
        "{said}"
    );
    assert!(
        said.contains("colour at (1,6): yours 1, the judge's 0"),
        "{said}"
    );
    assert!(!said.contains("hint:"), "{said}");
    // The file is gone once the program has run.
    let named = said.split_once("BOARDLAB_JUDGE_LINE=").unwrap().1;
    let path = named.split_once(')').unwrap().0;
    assert!(!Path::new(path).exists(), "{path} is left behind");

    // The correct solution agrees along the judge's line.
    let (code, said) = debug(&compiled_with("mayan", ""), true);
    assert_eq!(code, Some(0), "{said}");
    assert!(said.contains("all 6 checkpoints agree"), "{said}");

    // An answer without moves has no line to replay.
    let none = root().join("src/games/mayan/samples/no_solution.in");
    let output = boardlab(
        &[
            "debug",
            "mayan",
            "--replay-judge",
            &none.to_string_lossy(),
            "--",
            "true",
        ],
        "",
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains(
        "--replay-judge: the judge's answer to this input has no line of play to replay"
    ));
}

#[test]
fn the_judges_line_of_three_kingdoms_is_each_tests_best_line_as_a_trace_plays_it() {
    let input = root().join("tests/data/three-kingdoms/01.in");
    let copy = std::env::temp_dir().join(format!("judge-line-{}.txt", std::process::id()));
    let script = format!("cp \"$BOARDLAB_JUDGE_LINE\" {}", copy.display());
    boardlab(
        &[
            "debug",
            "three-kingdoms",
            "--replay-judge",
            &input.to_string_lossy(),
            "--",
            "sh",
            "-c",
            &script,
        ],
        "",
    );
    let line = std::fs::read_to_string(&copy).unwrap();
    std::fs::remove_file(&copy).ok();
    // Test 1 ends before its first turn; test 2's soldier attacks from where it stands.
    assert!(
        line.starts_with("test 1\ntest 2\n1 1 1 1 1 2\ntest 3\npass\n"),
        "{line}"
    );
    assert_eq!(
        line.lines().filter(|l| l.starts_with("test ")).count(),
        11,
        "{line}"
    );
}

/// A mayan checkpoint on your own line of play, off the judge's, carries that line from where
/// it left the judge's (issue 41): played as a variation, it reaches the checkpoint's position.
/// On the judge's line, and after an illegal move, there is none; nor in three-kingdoms, whose
/// Explore answers each of your moves with the engine's reply (your line is both sides').
#[test]
fn a_checkpoint_off_the_judges_line_carries_your_line_to_it() {
    let mut session = crate::common::session("mayan", crate::common::MAYAN_SAMPLE, &[]);
    let report = session.check_trace(
        "$ move 1\n$ play 3 1 1\n$ move 2\n$ play 0 0 1\n",
        None,
        None,
    );
    for (point, moves) in [(0, vec!["3 1 1"]), (1, vec!["3 1 1", "0 0 1"])] {
        let checked = &report.checkpoints[point];
        assert!(checked.off_timeline.is_some(), "{checked:?}");
        let yours = checked.your_line.clone().expect("the line is legal");
        let named: Vec<&str> = yours.moves.iter().map(String::as_str).collect();
        assert_eq!((yours.base, named), (0, moves), "{checked:?}");
        let played = session
            .restore_variation(yours.base, &yours.moves)
            .unwrap_or_else(|e| panic!("{yours:?} does not play: {}", e.english()));
        let variation = session.variation().expect("a variation");
        assert_eq!(
            (variation.base, &variation.moves),
            (yours.base, &yours.moves)
        );
        assert!(played.first_step > yours.base, "{yours:?}");
        // The checkpoint lies at your line's end, the only step of it where it is drawn.
        let end = session.step_count() - 1;
        let at = |session: &boardlab::Session, index| -> Vec<usize> {
            let here = session.checkpoints_at(&report, index);
            here.iter().map(|p| p.line).collect()
        };
        assert_eq!(at(&session, end), vec![checked.line], "{yours:?}");
        assert!((0..end).all(|index| !at(&session, index).contains(&checked.line)));
        assert_eq!(session.back_to_main_line().first_step, yours.base);
        assert!((0..session.step_count()).all(|index| at(&session, index).is_empty()));
    }
    let judge = session.output().lines().next().unwrap().to_string();
    let report = session.check_trace(&format!("$ move 1\n$ play {judge}\n"), None, None);
    assert_eq!(
        report.checkpoints[0].your_line, None,
        "{:?}",
        report.checkpoints[0]
    );
    let illegal = "$ move 1\n$ play 9 9 1\n";
    let report = session.check_trace(illegal, None, None);
    assert_eq!(
        report.checkpoints[0].your_line, None,
        "{:?}",
        report.checkpoints[0]
    );
    let mut session = crate::common::session(
        "three-kingdoms",
        "1 2 3\n0 0\n2 0 0 0\n1 1 0 1 1\n1 2 1 1 0\n0 0 0\n",
        &[],
    );
    let report = session.check_trace("$ test 1 turn 1\n$ play pass\n", None, None);
    assert!(report.checkpoints[0].off_timeline.is_some());
    assert_eq!(report.checkpoints[0].your_line, None);
}
