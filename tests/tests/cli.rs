//! The `boardlab` command line: commands, exit codes, and located error messages.

use crate::common::{boardlab, temp_dir, temp_file, text, MAYAN_ANSWER, MAYAN_SAMPLE};
use std::process::Output;

#[test]
fn run_prints_the_judge_output_from_stdin_and_from_a_file() {
    let out = boardlab(&["run", "mayan"], MAYAN_SAMPLE);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), MAYAN_ANSWER);

    let file = temp_file("sample.in", MAYAN_SAMPLE.replace('\n', "\r\n").as_bytes());
    let out = boardlab(&["run", "mayan", &file], "");
    assert_eq!(text(&out.stdout), MAYAN_ANSWER, "CRLF input is accepted");
}

#[test]
fn bad_input_is_a_located_error_with_exit_status_2() {
    let out = boardlab(&["run", "mayan"], "3\n1 0\n2 11 0\n0\n0\n0\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = text(&out.stderr);
    assert!(err.starts_with("<stdin>:3:3: "), "{err}");
    assert!(err.contains("colour"), "{err}");

    let out = boardlab(&["run", "mayan"], "3\n1 0\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("end of input"));

    let file = temp_file("binary.in", b"3\n1 0\n\xff\xfe\n");
    let out = boardlab(&["run", "mayan", &file], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains(":3:1: the input is not valid UTF-8"));
}

#[test]
fn an_input_of_another_part_gets_a_hint_line_after_the_error() {
    let out = boardlab(&["run", "ludo", "--rule", "part=5"], "5\n");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "<stdin>:2:1: unexpected end of input: expected the prime B\n\
         hint: This input reads as a part 1 input (one die value d): run it with part = 1? \
         (--rule part=1)\n"
    );
    // Valid but seemingly meant for part 3: the output is part 5's, the hint goes to stderr.
    let one_player = "37 71 101\n5\ndice\nenter R2\nmove R2 1\ndice\nmove R2 3\n";
    let out = boardlab(&["run", "ludo"], one_player);
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("it is not your turn"));
    let err = text(&out.stderr);
    assert!(
        err.starts_with("<stdin>: hint: Only red pieces are named"),
        "{err}"
    );
    assert!(
        err.ends_with("run it with part = 3? (--rule part=3)\n"),
        "{err}"
    );
    let out = boardlab(&["run", "ludo", "--rule", "part=3"], one_player);
    assert!(out.status.success() && out.stderr.is_empty());
}

#[test]
fn unknown_games_rules_and_commands_are_usage_errors() {
    let out = boardlab(&["run", "chess"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown game chess; games: "));

    // A usage error points to the command's help; an unknown command's to the list of commands.
    let out = boardlab(&["run", "mayan", "--rule", "speed=fast"], MAYAN_SAMPLE);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("no rule option \"speed\""));
    assert!(
        stderr.ends_with("\nRun 'boardlab run --help' for usage.\n"),
        "{stderr}"
    );

    let out = boardlab(&["frobnicate"], "");
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("unknown command frobnicate"));
    assert!(
        stderr.ends_with("\nRun 'boardlab --help' for usage.\n"),
        "{stderr}"
    );

    // The parser's own errors end the same way, naming the command they are in.
    for (args, help) in [
        (
            &["--lang", "fa", "run", "mayan", "--step"][..],
            "boardlab run --help",
        ),
        (&["--bogus"], "boardlab --help"),
    ] {
        let out = boardlab(args, "");
        assert_eq!(out.status.code(), Some(2));
        let stderr = text(&out.stderr);
        let footer = format!("\n\nRun '{help}' for usage.\n");
        assert!(stderr.ends_with(&footer), "{args:?}: {stderr}");
        assert!(!stderr.contains("For more information"), "{stderr}");
    }
}

#[test]
fn check_accepts_equal_outputs_and_reports_the_first_difference() {
    let input = temp_file("check.in", MAYAN_SAMPLE.as_bytes());
    let good = temp_file("good.out", b"2 1 1  \r\n3 1 1\r\n3 0 1\r\n\r\n");
    let out = boardlab(&["check", "mayan", &input, &good], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout).lines().next(), Some("Accepted"));

    let bad = temp_file("bad.out", b"2 1 1\n3 1 1\n3 0 -1\n");
    let out = boardlab(&["check", "mayan", &input, &bad], "");
    assert_eq!(out.status.code(), Some(1));
    let report = text(&out.stdout);
    assert!(
        report.starts_with(
            "Wrong Answer on line 3, column 5: expected \"3 0 1\", found \"3 0 -1\"\n"
        ),
        "{report}"
    );
}

#[test]
fn steps_lists_the_timeline() {
    let out = boardlab(&["steps", "mayan"], MAYAN_SAMPLE);
    assert!(out.status.success());
    let listing = text(&out.stdout);
    let lines: Vec<_> = listing.lines().collect();
    assert!(lines.len() > 4, "{listing}");
    assert!(lines[0].starts_with("0\t"));
    assert!(
        lines.iter().any(|l| l.to_lowercase().contains("move 3")),
        "{listing}"
    );
}

#[test]
fn help_is_available_for_every_command() {
    for command in [
        "run", "check", "steps", "bench", "validate", "checker", "gen",
    ] {
        let out = boardlab(&[command, "--help"], "");
        assert!(out.status.success());
        assert!(text(&out.stdout).starts_with(&format!("Usage: boardlab {command}")));
    }
    let out = boardlab(&["--help"], "");
    assert!(text(&out.stdout).contains("boardlab list"));
    let out = boardlab(&["list"], "");
    assert!(text(&out.stdout).contains("mayan"));
}

// ---- Problem setter's tools: validate, checker, gen ----

const GAMES: [&str; 5] = ["mayan", "skill-chess", "three-kingdoms", "match3", "ludo"];

/// A game's rule options for these tests: ludo's part 3 exercises a rule that selects the format.
fn rules_of(game: &str) -> Vec<&'static str> {
    if game == "ludo" {
        vec!["--rule", "part=3"]
    } else {
        Vec::new()
    }
}

/// `boardlab <command> <game> [rules of the game] <rest>`.
fn on_game(command: &str, game: &str, rest: &[&str], stdin: &str) -> Output {
    let mut args = vec![command, game];
    args.extend(rules_of(game));
    args.extend(rest);
    boardlab(&args, stdin)
}

fn generated(game: &str, seed: &str, params: &[&str]) -> String {
    let mut rest = vec!["--seed", seed];
    for param in params {
        rest.extend(["--param", param]);
    }
    let out = on_game("gen", game, &rest, "");
    assert!(
        out.status.success(),
        "{game} {params:?}: {}",
        text(&out.stderr)
    );
    text(&out.stdout)
}

#[test]
fn validate_accepts_valid_inputs_and_locates_every_broken_limit() {
    for game in GAMES {
        let out = on_game("validate", game, &[], &generated(game, "5", &[]));
        assert_eq!(out.status.code(), Some(0), "{game}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout), "ok\n");
    }
    let broken: [(&str, &[&str], &str, &str); 11] = [
        (
            "mayan",
            &[],
            "3\n1 1 1 0\n0\n0\n0\n0\n",
            "<stdin>:2:1: the initial board already has a removable group",
        ),
        (
            "mayan",
            &[],
            "3\n1 0\n2 11 0\n0\n0\n0\n",
            "<stdin>:3:3: colour 11 in column 1 is out of range 1..10",
        ),
        (
            "skill-chess",
            &[],
            "1\n1 1 1 2\n0\n1 1 3 5 0 0 1 1 1 hupraise\n",
            "<stdin>:4:7: game 1: piece 1 attribute b (at most a) 5 is out of range 0..3",
        ),
        (
            "skill-chess",
            &[],
            "1\n2 2 1 2\n0 1\n0 0\n1 2 5 1 0 0 1 1 1 hupraise\n",
            "<stdin>:5:1: game 1: piece 1 starts at (1,2), which is an obstacle",
        ),
        // Only playing the game shows that this backward, cast in round 1, goes back to round 0.
        (
            "skill-chess",
            &[],
            "1\n1 1 1 2\n0\n1 1 1 1 0 0 1 1 1 backward 1\n",
            "<stdin>:4:28: piece #1 backward l = 1",
        ),
        (
            "three-kingdoms",
            &[],
            "2 2 3\n0 2\n0 0\n2 1 1 1\n1 2 0 5 0\n2 2 1 5 0\n0 0 0\n",
            "<stdin>:5:1: a soldier on the lake at (1, 2)",
        ),
        (
            "three-kingdoms",
            &[],
            "1 1 3\n0\n1 1 1 1\n1 1 0 5 0\n",
            "<stdin>:5:1: unexpected end of input: expected N (rows) or the final 0 0 0",
        ),
        (
            "match3",
            &[],
            "3 3 3 1\n1 1 1\n2 3 2\n3 2 3\n0 0 0\n0 0 0\n0 0 0\n1 1 1 2\n",
            "<stdin>:2:1: the initial board already has a run",
        ),
        (
            "match3",
            &[],
            "2 2 3 1\n1 2\n2 1\n0 7\n0 0\n1 1 1 2\n",
            "<stdin>:4:3: special type 7 is out of range 0..6",
        ),
        (
            "ludo",
            &["--rule", "part=3"],
            "4 5 11\n1\ndice\n",
            "<stdin>:1:1: A 4 is not a prime",
        ),
        (
            "ludo",
            &["--rule", "part=5"],
            "5 7 11\n1001\n",
            "<stdin>:2:1: number of requests q 1001 is out of range 1..1000 in part 5",
        ),
    ];
    for (game, rules, input, error) in broken {
        let mut args = vec!["validate", game];
        args.extend(rules);
        let out = boardlab(&args, input);
        assert_eq!(out.status.code(), Some(3), "{game} {input:?}");
        assert!(out.stdout.is_empty());
        assert!(
            text(&out.stderr).starts_with(error),
            "{game}: {}",
            text(&out.stderr)
        );
    }
    let file = temp_file("validate-binary.in", b"3\n1 0\n\xff\n");
    let out = boardlab(&["validate", "mayan", &file], "");
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stderr).contains(":3:1: the input is not valid UTF-8"));
}

#[test]
fn validate_kattis_mode_and_usage_errors() {
    let valid = generated("ludo", "1", &[]);
    let out = boardlab(&["validate", "ludo", "--kattis"], &valid);
    assert_eq!(out.status.code(), Some(42), "{}", text(&out.stderr));
    // input_validator_flags name=value are rule options, other words are ignored.
    let part3 = generated("ludo", "1", &[]);
    let out = boardlab(
        &["validate", "ludo", "--kattis", "part=3", "strict"],
        &part3,
    );
    assert_eq!(out.status.code(), Some(42), "{}", text(&out.stderr));
    let out = boardlab(&["validate", "ludo", "--kattis", "part=1"], &valid);
    assert_eq!(out.status.code(), Some(43));
    assert!(text(&out.stderr).starts_with("<stdin>:1:"));

    let out = boardlab(&["validate", "mayan", "--rule", "speed=fast"], MAYAN_SAMPLE);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no rule option \"speed\""));
    let out = boardlab(&["validate", "mayan", "a.in", "b.in"], "");
    assert_eq!(out.status.code(), Some(2));
}

/// The files of one checker case: input, answer, and outputs that get each verdict.
struct CheckerCase {
    input: String,
    answer: String,
}

impl CheckerCase {
    fn new(game: &str) -> CheckerCase {
        let input = generated(game, "9", &[]);
        let out = on_game("run", game, &[], &input);
        assert!(out.status.success(), "{game}: {}", text(&out.stderr));
        CheckerCase {
            input,
            answer: text(&out.stdout),
        }
    }

    fn file(game: &str, name: &str, contents: impl AsRef<[u8]>) -> String {
        temp_file(&format!("checker-{game}-{name}"), contents.as_ref())
    }

    /// The answer with CRLF line ends and trailing blanks: accepted.
    fn accepted_output(&self) -> String {
        self.answer.replace('\n', "  \r\n")
    }

    /// Another first line: a wrong answer.
    fn wrong_output(&self) -> String {
        let rest = self.answer.split_once('\n').map_or("", |(_, rest)| rest);
        format!("wrong\n{rest}")
    }

    /// A blank before the first line: the same tokens, another line.
    fn presentation_error_output(&self) -> String {
        format!(" {}", self.answer)
    }
}

#[test]
fn checker_gives_every_testlib_exit_status_on_every_game() {
    for game in GAMES {
        let case = CheckerCase::new(game);
        let input = CheckerCase::file(game, "in", &case.input);
        let answer = CheckerCase::file(game, "ans", &case.answer);
        let first_line = case.answer.lines().next().unwrap();
        let checker = |output: &str, answer: &str| {
            let out = on_game("checker", game, &[&input, output, answer], "");
            assert!(out.stdout.is_empty(), "{game}");
            (out.status.code(), text(&out.stderr))
        };

        let ok = CheckerCase::file(game, "ok.out", case.accepted_output());
        let (code, message) = checker(&ok, &answer);
        assert_eq!(code, Some(0), "{game}: {message}");
        assert!(message.starts_with("ok "), "{game}: {message}");

        let wrong = CheckerCase::file(game, "wa.out", case.wrong_output());
        let (code, message) = checker(&wrong, &answer);
        assert_eq!(code, Some(1), "{game}: {message}");
        let expected = format!("wrong answer line 1: expected '{first_line}', found 'wrong'");
        assert!(message.starts_with(&expected), "{game}: {message}");
        assert_eq!(message.lines().count(), 1, "{game}: one line: {message}");

        let spread = CheckerCase::file(game, "pe.out", case.presentation_error_output());
        let (code, message) = checker(&spread, &answer);
        assert_eq!(code, Some(2), "{game}: {message}");
        assert!(
            message.starts_with("wrong output format line 1: "),
            "{game}: {message}"
        );

        let binary = CheckerCase::file(game, "binary.out", b"\xff\xfe");
        let (code, message) = checker(&binary, &answer);
        assert_eq!(code, Some(2), "{game}: {message}");
        let missing = CheckerCase::file(game, "missing", "");
        std::fs::remove_file(&missing).unwrap();
        assert_eq!(
            checker(&missing, &answer).0,
            Some(2),
            "{game}: no output file"
        );

        // The jury's answer disagrees with BoardLab, is missing, or the input is invalid: fail.
        let jury_wrong = CheckerCase::file(game, "jury-wrong.ans", case.wrong_output());
        let (code, message) = checker(&ok, &jury_wrong);
        assert_eq!(code, Some(3), "{game}: {message}");
        let expected = format!(
            "FAIL the answer file disagrees with BoardLab on line 1: BoardLab has '{first_line}', \
             the answer has 'wrong'"
        );
        assert_eq!(message.trim_end(), expected, "{game}");
        assert_eq!(checker(&ok, &missing).0, Some(3), "{game}: no answer file");
        let bad_input = CheckerCase::file(game, "bad.in", "-5\n");
        let out = on_game("checker", game, &[&bad_input, &ok, &answer], "");
        assert_eq!(out.status.code(), Some(3), "{game}");
        assert!(
            text(&out.stderr).starts_with("FAIL invalid input: line "),
            "{game}"
        );
    }
    // Usage errors cannot be verdicts: they fail too.
    let out = boardlab(&["checker", "mayan", "only-one-file"], "");
    assert_eq!(out.status.code(), Some(3));
    let out = boardlab(&["checker", "chess", "a", "b", "c"], "");
    assert_eq!(out.status.code(), Some(3));
}

#[test]
fn checker_replays_a_wrong_mayan_answer() {
    let input = temp_file("replay.in", MAYAN_SAMPLE.as_bytes());
    let answer = temp_file("replay.ans", MAYAN_ANSWER.as_bytes());
    // Empties the board in three moves, but is not the smallest answer.
    let output = temp_file("replay.out", b"2 1 1\n3 1 1\n4 0 -1\n");
    let out = boardlab(&["checker", "mayan", &input, &output, &answer], "");
    assert_eq!(out.status.code(), Some(1));
    let message = text(&out.stderr);
    assert!(
        message.starts_with(
            "wrong answer line 3: expected '3 0 1', found '4 0 -1'; replay: move 1: 2 1 1 — legal"
        ),
        "{message}"
    );
    assert!(
        message.contains("| verdict: wrong — the answer empties the board in exactly 3 moves, but it is not the lexicographically smallest answer"),
        "{message}"
    );
}

#[test]
fn checker_kattis_mode_on_every_game() {
    for game in GAMES {
        let case = CheckerCase::new(game);
        let input = CheckerCase::file(game, "kattis.in", &case.input);
        let answer = CheckerCase::file(game, "kattis.ans", &case.answer);
        let feedback = temp_dir(&format!("feedback-{game}"));
        // ludo's rule option comes as a validator flag; other flags are ignored.
        let kattis = |input: &str, answer: &str, output: &str| {
            let mut args = vec!["checker", game, "--kattis", input, answer, &feedback];
            args.push("space_change_sensitive");
            if game == "ludo" {
                args.push("part=3");
            }
            let out = boardlab(&args, output);
            let message = std::fs::read_to_string(format!("{feedback}/judgemessage.txt")).unwrap();
            assert_eq!(
                message,
                text(&out.stderr),
                "{game}: the message goes to both"
            );
            (out.status.code(), message)
        };
        let (code, message) = kattis(&input, &answer, &case.accepted_output());
        assert_eq!(code, Some(42), "{game}: {message}");
        assert!(message.starts_with("ok "), "{game}: {message}");
        let (code, message) = kattis(&input, &answer, &case.wrong_output());
        assert_eq!(code, Some(43), "{game}: {message}");
        assert!(
            message.starts_with("wrong answer line 1"),
            "{game}: {message}"
        );
        let (code, message) = kattis(&input, &answer, &case.presentation_error_output());
        assert_eq!(code, Some(43), "{game}: {message}");
        assert!(
            message.starts_with("wrong output format"),
            "{game}: {message}"
        );
        let bad_input = CheckerCase::file(game, "kattis-bad.in", "-5\n");
        let (code, message) = kattis(&bad_input, &answer, &case.answer);
        assert_eq!(code, Some(1), "{game}: {message}");
        assert!(
            message.starts_with("FAIL invalid input"),
            "{game}: {message}"
        );
        let jury_wrong = CheckerCase::file(game, "kattis-jury.ans", case.wrong_output());
        let (code, message) = kattis(&input, &jury_wrong, &case.answer);
        assert_eq!(code, Some(1), "{game}: {message}");
        assert!(
            message.starts_with("FAIL the answer file disagrees"),
            "{game}: {message}"
        );
    }
    let out = boardlab(&["checker", "mayan", "--kattis", "in", "ans"], "");
    assert_eq!(out.status.code(), Some(1), "usage errors are judge errors");
}

/// FNV-1a, to pin the generators' bytes without storing them.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[test]
fn gen_is_deterministic_and_pinned() {
    // A change of the random stream (rand, rand_chacha, a generator) shows up here.
    let golden = [
        ("mayan", "3", 36, 0x2a29_f03b_d791_5ca4_u64),
        ("skill-chess", "2", 1200, 0x434e_3d86_d57b_dfee),
        ("three-kingdoms", "4 4 4", 274, 0x8a3f_3a29_c89a_f6e4),
        ("match3", "8 8 5 20", 425, 0x1919_e067_d8c8_547e),
        ("ludo", "101 11 557", 424, 0x652b_db47_843b_eb41),
    ];
    for (game, first_line, len, hash) in golden {
        let text = text(&boardlab(&["gen", game, "--seed", "2026"], "").stdout);
        assert_eq!(text.lines().next(), Some(first_line), "{game}");
        assert_eq!(
            (text.len(), fnv1a(text.as_bytes())),
            (len, hash),
            "{game}:\n{text}"
        );
        assert_eq!(
            generated(game, "77", &[]),
            generated(game, "77", &[]),
            "{game}"
        );
        assert_ne!(
            generated(game, "77", &[]),
            generated(game, "78", &[]),
            "{game}"
        );
    }
}

#[test]
fn generated_inputs_validate_and_run_up_to_the_limits() {
    let cases: [(&str, &[&str]); 15] = [
        ("mayan", &[]),
        ("mayan", &["n=5", "colours=10", "height=7"]),
        ("mayan", &["n=5", "colours=2", "solvable=0"]),
        ("mayan", &["n=1", "height=3", "colours=2"]),
        ("skill-chess", &[]),
        (
            "skill-chess",
            &["t=20", "n=100", "m=100", "k=200", "r=1000"],
        ),
        (
            "skill-chess",
            &["n=1", "m=1", "k=3", "obstacles=100", "wait=1000000000"],
        ),
        ("three-kingdoms", &[]),
        (
            "three-kingdoms",
            &["tests=1000", "n=2", "m=2", "k=3", "t=4"],
        ),
        (
            "three-kingdoms",
            &["n=5", "m=5", "k=6", "t=6", "pace=3", "strength=1000000000"],
        ),
        ("match3", &[]),
        (
            "match3",
            &["n=50", "m=50", "k=100", "q=1000", "specials=30"],
        ),
        ("match3", &["n=50", "m=50", "k=2", "q=1000", "far=50"]),
        ("ludo", &["q=100000"]),
        ("ludo", &["q=2000", "noise=100"]),
    ];
    for (game, params) in cases {
        for seed in ["1", "2", "3"] {
            let input = generated(game, seed, params);
            let out = on_game("validate", game, &[], &input);
            assert_eq!(
                out.status.code(),
                Some(0),
                "{game} {params:?} seed {seed}: {}",
                text(&out.stderr)
            );
            let out = on_game("run", game, &[], &input);
            assert!(
                out.status.success(),
                "{game} {params:?} seed {seed}: {}",
                text(&out.stderr)
            );
        }
    }
    // Every part of ludo, and mayan's replay mode (the input ends with an answer).
    for (game, rule) in [
        ("ludo", "part=1"),
        ("ludo", "part=2"),
        ("ludo", "part=4"),
        ("ludo", "part=5"),
        ("mayan", "mode=replay"),
    ] {
        let out = boardlab(&["gen", game, "--seed", "3", "--rule", rule], "");
        assert!(out.status.success(), "{game} {rule}: {}", text(&out.stderr));
        let input = text(&out.stdout);
        for command in ["validate", "run"] {
            let out = boardlab(&[command, game, "--rule", rule], &input);
            assert!(
                out.status.success(),
                "{command} {game} {rule}: {}",
                text(&out.stderr)
            );
        }
    }
}

#[test]
fn gen_parameter_errors_and_help() {
    let errors: [(&[&str], &str); 6] = [
        (
            &["gen", "match3", "--seed", "1", "--param", "n=51"],
            "parameter n = \"51\" is not an integer in 1..50",
        ),
        (
            &["gen", "match3", "--seed", "1", "--param", "size=5"],
            "match3 has no generator parameter \"size\"",
        ),
        (
            &["gen", "match3", "--seed", "1", "--param", "n"],
            "--param needs name=value",
        ),
        (&["gen", "match3"], "gen needs --seed S"),
        (
            &["gen", "match3", "--seed", "-1"],
            "--seed needs an integer 0..18446744073709551615, got -1",
        ),
        (
            &[
                "gen",
                "three-kingdoms",
                "--seed",
                "1",
                "-p",
                "n=1",
                "-p",
                "m=1",
                "-p",
                "t=2",
            ],
            "t = 2 soldiers do not fit on a 1×1 board",
        ),
    ];
    for (args, message) in errors {
        let out = boardlab(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        assert!(
            text(&out.stderr).contains(message),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
    let out = boardlab(
        &[
            "gen", "ludo", "--seed", "1", "--rule", "part=5", "--param", "q=1001",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("q = 1001 is out of range 1..1000 in part 5"));

    let out = boardlab(&["gen", "mayan", "--help"], "");
    let help = text(&out.stdout);
    assert!(help.starts_with("Usage: boardlab gen"), "{help}");
    assert!(help.contains("Parameters of mayan"), "{help}");
    assert!(help.contains("solvable   1 (0..1)"), "{help}");
    assert!(!help.contains("Parameters of ludo"), "{help}");
    let help = text(&boardlab(&["gen", "--help"], "").stdout);
    for game in GAMES {
        assert!(help.contains(&format!("Parameters of {game} ")), "{help}");
    }
}

#[test]
fn lang_translates_texts_and_errors_but_never_the_judge_output() {
    let has_chinese = |text: &str| text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    let has_persian = |text: &str| text.chars().any(|c| ('\u{0600}'..='\u{06ff}').contains(&c));
    for lang in ["en", "zh-CN", "fa"] {
        let out = boardlab(&["--lang", lang, "run", "mayan"], MAYAN_SAMPLE);
        assert_eq!(text(&out.stdout), MAYAN_ANSWER, "--lang {lang}");
    }
    let steps = boardlab(&["steps", "mayan", "--lang", "zh-CN"], MAYAN_SAMPLE);
    assert!(has_chinese(&text(&steps.stdout)), "{}", text(&steps.stdout));
    let list = boardlab(&["list", "--lang", "fa"], "");
    assert!(has_persian(&text(&list.stdout)), "{}", text(&list.stdout));
    let out = boardlab(&["run", "mayan", "--lang", "zh-CN"], "3\n1 0\n");
    assert_eq!(out.status.code(), Some(2));
    let error = text(&out.stderr);
    assert!(
        error.starts_with("<stdin>:") && error.contains(": 输入意外结束"),
        "{error}"
    );
    // Without --lang, English.
    let out = boardlab(&["run", "mayan"], "3\n1 0\n");
    assert!(text(&out.stderr).contains("unexpected end of input"));
    let out = boardlab(&["--lang", "de", "list"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--lang needs one of en, zh-CN, fa, got de"));
}

/// `boardlab <command> … | head -1`: the reader goes away. Every command that writes to standard
/// output ends quietly (status 0, nothing on standard error), never with a panic about a broken
/// pipe.
#[test]
fn every_command_survives_a_closed_pipe() {
    use std::process::{Command, Stdio};
    let package = format!("{}/mayan", temp_dir("closed-pipe"));
    let input = &temp_file("pipe.in", MAYAN_SAMPLE.as_bytes());
    let answer = &temp_file("pipe.ans", MAYAN_ANSWER.as_bytes());
    let trace = &temp_file("pipe.trace", b"$ move 1\n$ score 1\n");
    let commands: Vec<Vec<&str>> = vec![
        vec!["--help"],
        vec!["list"],
        vec!["list", "--ids"],
        vec!["run", "mayan", input],
        vec!["check", "mayan", input, answer],
        vec!["steps", "mayan", input],
        vec!["bench", "mayan", input],
        vec!["validate", "mayan", input],
        vec!["checker", "mayan", input, answer, answer],
        vec!["gen", "mayan", "--seed", "1"],
        vec!["render", "mayan", input, "--format", "svg"],
        vec!["package", "mayan", "--tests", "1", "--out", &package],
        vec!["trace", "mayan", input, trace],
        vec!["debug", "mayan", input, "--", "cat"],
        vec![
            "stress",
            "mayan",
            "--max-tests",
            "3",
            "--shrink-attempts",
            "3",
            "--",
            "cat",
        ],
        vec!["completions", "bash"],
    ];
    for args in commands {
        // The pipe's reading end is closed before the program writes anything.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let output = Command::new(env!("CARGO_BIN_EXE_boardlab"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(!stderr.contains("cannot write"), "{args:?}: {stderr}");
    }
}

/// `stress mayan` on its first test with seed 7 alone, `limit` (an option and its value) for
/// its shrinking, the program printing the file `program_output`.
fn stress_first_test(limit: [&str; 2], program_output: &str) -> Output {
    let mut args = vec![
        "stress",
        "mayan",
        "--seed",
        "7",
        "--max-tests",
        "1",
        "--jobs",
        "1",
    ];
    args.extend(limit);
    args.extend(["--", "cat", program_output]);
    boardlab(&args, "")
}

/// One verdict, one wording (issue 41): the same outputs fed to `check`, `trace --output`,
/// `debug` (a program that prints them) and `stress` (the same, on its first test) are judged
/// alike: accepted, a wrong answer, a presentation error, each with its line and column. The
/// input is stress's first test, which `gen` makes again from the seed `stress --help` gives.
#[test]
fn check_trace_debug_and_stress_give_one_verdict() {
    let nothing = temp_file("verdict-nothing.out", b"");
    let stress = |program_output: &str| {
        text(&stress_first_test(["--shrink-attempts", "0"], program_output).stdout)
    };
    let said = stress(&nothing);
    let first = said.lines().next().unwrap_or("");
    // "counterexample: test 1 of this run, seed S·2³² (boardlab gen …)"
    assert!(
        first.starts_with(&format!(
            "counterexample: test 1 of this run, seed {} (",
            7u64 << 32
        )),
        "{said}"
    );
    let again = first
        .split_once(" (boardlab ")
        .unwrap()
        .1
        .trim_end_matches(')');
    let again: Vec<&str> = again.split_whitespace().collect();
    let input = text(&boardlab(&again, "").stdout);
    let listed: Vec<&str> = said
        .lines()
        .skip_while(|line| *line != "input:")
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .map(|line| &line[2..])
        .collect();
    assert_eq!(input.lines().collect::<Vec<_>>(), listed, "{said}");
    let input_file = temp_file("verdict.in", input.as_bytes());
    let judge = text(&boardlab(&["run", "mayan", &input_file], "").stdout);
    let first_line = judge.lines().next().unwrap().to_string();
    let outputs = [
        ("accepted", judge.clone(), "Accepted".to_string()),
        (
            "wrong",
            judge.replacen(&first_line, "9 9 9", 1),
            format!("Wrong Answer on line 1, column 1: expected \"{first_line}\", found \"9 9 9\""),
        ),
        (
            "spread",
            judge.replacen(&first_line, &format!(" {first_line}"), 1),
            format!(
                "Presentation Error on line 1, column 1: expected \"{first_line}\", found \" \
                 {first_line}\" (the same tokens, on other lines or spaced otherwise)"
            ),
        ),
    ];
    let empty_trace = temp_file("verdict.err", b"");
    for (name, output, verdict) in outputs {
        let file = temp_file(&format!("verdict-{name}.out"), output.as_bytes());
        let checked = text(&boardlab(&["check", "mayan", &input_file, &file], "").stdout);
        assert_eq!(
            checked.lines().next(),
            Some(verdict.as_str()),
            "check, {name}"
        );
        let traced = boardlab(
            &[
                "trace",
                "mayan",
                &input_file,
                &empty_trace,
                "--output",
                &file,
            ],
            "",
        );
        let traced = text(&traced.stdout);
        assert!(
            traced.starts_with(&format!("output: {verdict}")),
            "trace, {name}: {traced}"
        );
        let debugged = boardlab(&["debug", "mayan", &input_file, "--", "cat", &file], "");
        let debugged = text(&debugged.stdout);
        assert!(
            debugged.contains(&format!("\noutput: {verdict}\n")),
            "debug, {name}: {debugged}"
        );
        let stressed = stress(&file);
        match name {
            "accepted" => assert!(stressed.starts_with("no counterexample"), "{stressed}"),
            _ => assert!(
                stressed.contains(&format!(
                    " tokens (not minimal: --shrink-attempts ran out): {verdict}\n"
                )),
                "stress, {name}: {stressed}"
            ),
        }
    }
}

/// `stress --shrink-seconds` bounds the shrinking (a program at its time limit takes that long
/// on every input that still fails): once it has passed, the smallest input so far is reported
/// as not minimal. The time is checked before each batch, so a budget of a nanosecond is spent
/// before the first one, whatever the machine's speed. Off a terminal, the failing test is said
/// on standard error as soon as it is found.
#[test]
fn stress_shrink_seconds_ends_the_shrinking() {
    let nothing = temp_file("shrink-seconds-nothing.out", b"");
    let out = stress_first_test(["--shrink-seconds", "0.000000001"], &nothing);
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stdout);
    assert!(
        said.contains("shrunk in 0 steps (0 inputs tried, ")
            && said.contains(" tokens (not minimal: --shrink-seconds ran out): Wrong Answer"),
        "{said}"
    );
    let noted = text(&out.stderr);
    assert!(
        noted.starts_with(&format!("test 1 (seed {}) fails: Wrong Answer", 7u64 << 32))
            && noted.trim_end().ends_with("; shrinking it"),
        "{noted}"
    );
}

/// Every file a command's help names exists (build outputs under www/pkg/ aside), and `stress
/// --help` gives the seed formula `stress` uses (checked above).
#[test]
fn help_texts_name_files_that_exist() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let listing = text(&boardlab(&["--help"], "").stdout);
    let commands: Vec<&str> = listing
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&command| command != "help")
        .collect();
    assert!(
        commands.contains(&"trace") && commands.contains(&"stress"),
        "{listing}"
    );
    let mut named = 0;
    for command in commands {
        let help = text(&boardlab(&[command, "--help"], "").stdout);
        for word in help.split_whitespace() {
            let word = word.trim_matches(|c: char| "()[],;:'\"`".contains(c));
            let word = word.trim_end_matches('.');
            let is_path = ["www/", "src/", "tests/"]
                .iter()
                .any(|p| word.starts_with(p))
                || word.ends_with(".md");
            if !is_path || word.starts_with("www/pkg/") || word.contains('<') {
                continue;
            }
            named += 1;
            assert!(
                root.join(word).exists(),
                "boardlab {command} --help names {word}, which does not exist"
            );
        }
    }
    assert!(named > 0, "no help names a file");
    let help = text(&boardlab(&["stress", "--help"], "").stdout);
    assert!(help.contains("seed S·2³² + i − 1"), "{help}");
    let help = text(&boardlab(&["trace", "--help"], "").stdout);
    assert!(help.contains("www/guide/trace-format.md"), "{help}");
}
