//! The `boardlab` command line: commands, exit codes, and located error messages.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const MAYAN_SAMPLE: &str = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
const MAYAN_ANSWER: &str = "2 1 1\n3 1 1\n3 0 1\n";

fn boardlab(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardlab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the boardlab binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A file in a fresh temporary folder, removed with the folder at the end of the process.
fn temp_file(name: &str, contents: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("boardlab-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path.to_string_lossy().into_owned()
}

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

    let out = boardlab(&["run", "mayan", "--rule", "speed=fast"], MAYAN_SAMPLE);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no rule option \"speed\""));

    let out = boardlab(&["frobnicate"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown command frobnicate"));
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
    assert!(report.starts_with("Wrong Answer on line 3\n"), "{report}");
    assert!(report.contains("expected: \"3 0 1\""), "{report}");
    assert!(report.contains("got:      \"3 0 -1\""), "{report}");
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
    for command in ["run", "check", "steps", "bench"] {
        let out = boardlab(&[command, "--help"], "");
        assert!(out.status.success());
        assert!(text(&out.stdout).starts_with(&format!("Usage: boardlab {command}")));
    }
    let out = boardlab(&["--help"], "");
    assert!(text(&out.stdout).contains("boardlab list"));
    let out = boardlab(&["list"], "");
    assert!(text(&out.stdout).contains("mayan"));
}
