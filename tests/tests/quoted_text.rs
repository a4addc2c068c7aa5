//! User text quoted in messages: bidi and other control characters are shown as their code
//! points (`⟨U+202E⟩`), so a pasted RIGHT-TO-LEFT OVERRIDE cannot turn `found "abc"` into
//! `found ""cba` nor hide what the text holds.

use crate::common::{self, boardlab, temp_file, text, MAYAN_ANSWER, MAYAN_SAMPLE};
use boardlab::{games, Lang};

const OVERRIDE: &str = "\u{202e}";

/// Asserts `shown` quotes the override visibly and never raw.
fn assert_visible(shown: &str, place: &str) {
    assert!(shown.contains("⟨U+202E⟩"), "{place}: {shown:?}");
    assert!(!shown.contains(OVERRIDE), "{place}: {shown:?}");
}

#[test]
fn every_game_shows_control_characters_of_a_bad_token() {
    for game in games() {
        let bad = format!("{OVERRIDE}cba\u{200f}\u{1b}");
        // Enough tokens for a header read before it is parsed (three-kingdoms' N M K).
        let error = common::input_error(game.id, &format!("{bad} 2 2 2\n"), &[]);
        for lang in Lang::ALL {
            let shown = error.located().render(lang);
            assert_visible(&shown, &format!("{} in {lang:?}", game.id));
            assert!(shown.contains("⟨U+200F⟩⟨U+001B⟩"), "{shown:?}");
        }
    }
}

#[test]
fn verdicts_and_replays_quote_the_output_visibly() {
    let session = common::session("mayan", MAYAN_SAMPLE, &[]);
    // A candidate line that differs: the replay of its moves names the bad token.
    let verdict = session.judge(format!("2 1 1\n{OVERRIDE}3 1 1\n"));
    assert_visible(&verdict.explanation.unwrap().english(), "mayan replay");

    let report = boardlab::checker::check(
        "mayan",
        &[],
        MAYAN_SAMPLE.as_bytes(),
        MAYAN_ANSWER.as_bytes(),
        format!("2 1 1\n3 1 1\n3 0 1{OVERRIDE}x\n").as_bytes(),
    );
    assert_visible(&report.message, "checker");
    assert!(
        report.message.contains("found '3 0 1⟨U+202E⟩x'"),
        "{}",
        report.message
    );
}

#[test]
fn the_command_line_quotes_control_characters_visibly() {
    let input = temp_file("quoted.in", MAYAN_SAMPLE.as_bytes());
    let bad = temp_file("quoted-bad.in", format!("{OVERRIDE}3\n").as_bytes());
    let out = boardlab(&["run", "mayan", &bad], "");
    assert_eq!(out.status.code(), Some(2));
    assert_visible(&text(&out.stderr), "run");

    let output = temp_file(
        "quoted.out",
        format!("2 1 1\n3 1 1\n3 0 1{OVERRIDE}\n").as_bytes(),
    );
    let out = boardlab(&["check", "mayan", &input, &output], "");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("found \"3 0 1⟨U+202E⟩\""), "{stdout}");
    assert_visible(&stdout, "check");

    let answer = temp_file("quoted.ans", MAYAN_ANSWER.as_bytes());
    let out = boardlab(&["checker", "mayan", &input, &output, &answer], "");
    assert_visible(&text(&out.stderr), "checker");
}
