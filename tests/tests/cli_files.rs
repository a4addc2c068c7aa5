//! The command line's files (issue 44): a command never writes over a file it reads or runs,
//! nor replaces a file it was not told to; every input, output and trace it reads has the
//! page's 32 MB limit; numbers beyond a range are answered with the range that holds.

use crate::common::{boardlab, temp_dir, temp_file, text, MAYAN_ANSWER, MAYAN_SAMPLE};
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitStatus, Stdio};

const LIMIT: usize = 32 << 20;

/// Another name for the same file: a hard link beside it.
fn hard_link(path: &str, name: &str) -> String {
    let link = std::path::Path::new(path).with_file_name(name);
    drop(std::fs::remove_file(&link));
    std::fs::hard_link(path, &link).unwrap();
    link.to_string_lossy().into_owned()
}

#[test]
fn render_refuses_to_write_over_its_input_by_any_name() {
    for format in ["svg", "png", "gif"] {
        let input = temp_file(&format!("self-{format}.txt"), MAYAN_SAMPLE.as_bytes());
        let other_name = hard_link(&input, &format!("self-{format}-link.txt"));
        let step = if format == "gif" {
            "--from=1"
        } else {
            "--step=2"
        };
        for output in [&input, &other_name] {
            let args = [
                "render", "mayan", &input, step, "--format", format, "-o", output,
            ];
            let out = boardlab(&args, "");
            assert_eq!(out.status.code(), Some(2), "{format} -o {output}");
            let said = text(&out.stderr);
            assert!(
                said.contains(&format!(
                    "-o {output} is the input {input}: writing there would replace it"
                )),
                "{said}"
            );
            assert_eq!(std::fs::read_to_string(&input).unwrap(), MAYAN_SAMPLE);
        }
    }

    // Standard input redirected from the file it would write.
    let input = temp_file("self-stdin.txt", MAYAN_SAMPLE.as_bytes());
    let out = Command::new(env!("CARGO_BIN_EXE_boardlab"))
        .args(["render", "mayan", "--step", "2", "-o", &input])
        .stdin(std::fs::File::open(&input).unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("is standard input"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read_to_string(&input).unwrap(), MAYAN_SAMPLE);

    // Another existing file is what -o asks to replace.
    let figure = temp_file("figure.svg", b"old");
    let out = boardlab(
        &["render", "mayan", &input, "--step", "2", "-o", &figure],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&figure)
        .unwrap()
        .starts_with("<svg"));
}

#[test]
fn stress_refuses_to_write_over_the_program_or_its_arguments() {
    let program = temp_file("wrong.sh", b"echo 1 1 1\n");
    let again = hard_link(&program, "wrong-link.sh");
    for (out_file, command) in [
        (&again, ["sh", program.as_str()]),
        (&program, ["sh", again.as_str()]),
    ] {
        let mut args = vec![
            "stress",
            "mayan",
            "--seed",
            "1",
            "--max-tests",
            "5",
            "--out",
            out_file,
            "--",
        ];
        args.extend(command);
        let out = boardlab(&args, "");
        assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
        let said = text(&out.stderr);
        assert!(
            said.contains(&format!(
                "--out {out_file} is the program's argument {}",
                command[1]
            )),
            "{said}"
        );
        // Refused before any test ran.
        assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
        assert_eq!(std::fs::read_to_string(&program).unwrap(), "echo 1 1 1\n");
    }
}

#[test]
fn package_refuses_an_existing_zip_as_it_refuses_a_full_folder() {
    let dir = temp_dir("zip-exists");
    let zip = format!("{dir}/mayan.zip");
    std::fs::write(&zip, b"mine").unwrap();
    let out = boardlab(&["package", "mayan", "--zip", &zip], "");
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    assert!(
        said.contains(&format!("{zip} exists: a package goes to a new zip file")),
        "{said}"
    );
    assert_eq!(std::fs::read(&zip).unwrap(), b"mine");
}

/// Memory a command may map while it refuses a large file: it reads no more than the limit and a
/// byte (an unbounded read of /dev/zero fails to allocate and aborts).
const ADDRESS_SPACE: u64 = 320 << 20;

/// Runs boardlab with `stdin` and at most `ADDRESS_SPACE` of memory: its status and standard
/// error.
#[allow(
    unsafe_code,
    reason = "setrlimit in the child caps the command line's memory"
)]
fn bounded(args: &[&str], stdin: Stdio) -> (ExitStatus, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_boardlab"));
    command.args(args).stdin(stdin).stdout(Stdio::null());
    // SAFETY: the closure runs in the child between fork and exec and only calls setrlimit.
    unsafe {
        command.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: ADDRESS_SPACE as libc::rlim_t,
                rlim_max: ADDRESS_SPACE as libc::rlim_t,
            };
            match libc::setrlimit(libc::RLIMIT_AS, &limit) {
                0 => Ok(()),
                _ => Err(std::io::Error::last_os_error()),
            }
        });
    }
    let out = command.output().unwrap();
    (out.status, text(&out.stderr))
}

#[test]
fn every_reader_stops_at_the_32_mb_limit_and_names_it() {
    let input = temp_file("limit.in", MAYAN_SAMPLE.as_bytes());
    let answer = temp_file("limit.ans", MAYAN_ANSWER.as_bytes());
    let big = temp_file("big.txt", &vec![b' '; LIMIT + 1]);
    let at_limit = temp_file(
        "at-limit.txt",
        &[
            MAYAN_SAMPLE.as_bytes(),
            &vec![b' '; LIMIT - MAYAN_SAMPLE.len()],
        ]
        .concat(),
    );
    let dir = temp_dir("limit-feedback");
    let zero = "/dev/zero";
    // Each command with a file too large in each place it reads one, named as it says it.
    let cases: Vec<(Vec<&str>, &str, i32)> = vec![
        (vec!["run", "mayan", zero], zero, 2),
        (vec!["run", "mayan", &big], &big, 2),
        (vec!["steps", "mayan", zero], zero, 2),
        (vec!["trace", "mayan", zero, &answer], zero, 2),
        (vec!["trace", "mayan", &input, zero], zero, 2),
        (
            vec!["trace", "mayan", &input, &answer, "--output", zero],
            zero,
            2,
        ),
        (vec!["check", "mayan", zero, &answer], zero, 2),
        (vec!["check", "mayan", &input, zero], zero, 2),
        (vec!["checker", "mayan", zero, &answer, &answer], zero, 3),
        (vec!["checker", "mayan", &input, zero, &answer], zero, 2),
        (vec!["checker", "mayan", &input, &answer, zero], zero, 3),
        (
            vec!["checker", "mayan", "--kattis", zero, &answer, &dir],
            zero,
            1,
        ),
        (vec!["validate", "mayan", zero], zero, 3),
        (vec!["validate", "mayan", &big], &big, 3),
        (vec!["render", "mayan", zero, "--step", "1"], zero, 2),
    ];
    for (args, name, status) in cases {
        // Memory bounded by ADDRESS_SPACE, whatever the file.
        let (ended, said) = bounded(&args, Stdio::null());
        assert_eq!(ended.code(), Some(status), "{args:?}: {said}");
        let named = format!("{name} is over the 32 MB limit");
        assert!(said.contains(&named), "{args:?}: {said}");
    }

    // Standard input that never ends, as an input and as the Kattis validator's input.
    for args in [
        vec!["run", "mayan"],
        vec!["validate", "mayan", "--kattis"],
        vec!["check", "mayan", "-", &answer],
    ] {
        let zeros = std::fs::File::open(zero).unwrap();
        let (ended, said) = bounded(&args, Stdio::from(zeros));
        assert!(
            said.contains("<stdin> is over the 32 MB limit"),
            "{args:?}: {said}"
        );
        let status = if args.contains(&"--kattis") { 43 } else { 2 };
        assert_eq!(ended.code(), Some(status), "{args:?}");
    }

    // Up to the limit is read: the limit is the page's, not less.
    let out = boardlab(&["run", "mayan", &at_limit], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), MAYAN_ANSWER);
}

#[test]
fn render_says_which_steps_exist_for_any_step_typed() {
    let input = temp_file("steps.in", MAYAN_SAMPLE.as_bytes());
    for step in ["-1", "0", "99999999999999999999", "x"] {
        let out = boardlab(&["render", "mayan", &input, "--step", step], "");
        assert_eq!(out.status.code(), Some(2), "{step}");
        let said = text(&out.stderr);
        assert!(
            said.contains("is not a step: this input has steps 1 to "),
            "{step}: {said}"
        );
        assert!(said.contains(step), "{step}: {said}");
    }
    let out = boardlab(
        &["render", "mayan", &input, "--format", "gif", "--from", "-3"],
        "",
    );
    let said = text(&out.stderr);
    assert!(said.contains("--from \"-3\" is not a step"), "{said}");
    // A whole number beyond its option's type says that type's range.
    let out = boardlab(
        &[
            "render",
            "mayan",
            &input,
            "--format",
            "gif",
            "--delay-ms",
            "99999999999",
        ],
        "",
    );
    let said = text(&out.stderr);
    assert!(
        said.contains("--delay-ms 99999999999 is out of range 0..4294967295"),
        "{said}"
    );
    let out = boardlab(
        &[
            "package",
            "mayan",
            "--seed",
            "99999999999999999999",
            "--out",
            "x",
        ],
        "",
    );
    let said = text(&out.stderr);
    assert!(
        said.contains("--seed 99999999999999999999 is out of range 0..18446744073709551615"),
        "{said}"
    );
}

#[test]
fn a_number_beyond_any_integer_is_answered_with_the_statements_range() {
    let huge = "99999999999999999999999";
    for (field, header) in [
        ("N", format!("{huge} 2 1")),
        ("M", format!("2 {huge} 1")),
        ("K", format!("2 2 {huge}")),
    ] {
        let out = boardlab(&["run", "three-kingdoms"], &format!("{header}\n"));
        assert_eq!(out.status.code(), Some(2));
        let said = text(&out.stderr);
        let range = if field == "K" { "1..10" } else { "1..5" };
        assert!(
            said.contains(&format!("is out of range {range}")),
            "{field}: {said}"
        );
        assert!(!said.contains("9223372036854775807"), "{field}: {said}");
    }
    // A word among zeros is still the error where it stands, not the zeros around it.
    let out = boardlab(&["run", "three-kingdoms"], "0 0 x\n");
    assert!(
        text(&out.stderr).contains("<stdin>:1:5:"),
        "{}",
        text(&out.stderr)
    );
}
