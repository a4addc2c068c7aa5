//! Malformed input, for every registered game, derived from each game's own samples: truncated,
//! extra tokens, negative and huge numbers, empty input are located errors; CRLF line ends and
//! trailing blanks are accepted and change nothing.

use crate::common;
use boardlab::{games, parse, InputError, Sample};

/// Every (game, sample) pair, with the sample's rules.
fn all_samples() -> Vec<(&'static str, &'static Sample)> {
    let list: Vec<_> = games()
        .iter()
        .flat_map(|g| g.samples.iter().map(move |s| (g.id, s)))
        .collect();
    assert!(!list.is_empty());
    list
}

fn expect_error(game: &str, sample: &Sample, input: &str, what: &str) -> InputError {
    match parse(game, input, &common::rules(sample.rules)) {
        Ok(session) => panic!(
            "{game} / {}: {what} input was accepted with output {:?}",
            sample.name,
            session.output().chars().take(200).collect::<String>()
        ),
        Err(err) => {
            assert!(
                err.line > 0 && err.col > 0,
                "{game} / {}: {what}: error not located: {err}",
                sample.name
            );
            err
        }
    }
}

fn tokens(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

#[test]
fn crlf_and_trailing_blanks_are_accepted() {
    for (game, sample) in all_samples() {
        let plain = parse(game, sample.input, &common::rules(sample.rules))
            .unwrap_or_else(|e| panic!("{game} / {}: sample rejected: {e}", sample.name));
        let crlf = sample.input.replace('\n', " \r\n");
        let session = parse(game, &crlf, &common::rules(sample.rules))
            .unwrap_or_else(|e| panic!("{game} / {}: CRLF rejected: {e}", sample.name));
        assert_eq!(session.output(), plain.output(), "{game} / {}", sample.name);
        assert!(!session.output().contains('\r'), "outputs use plain \\n");
    }
}

#[test]
fn empty_input_is_an_error() {
    for (game, sample) in all_samples() {
        for blank in ["", "\n", "  \r\n\t\n"] {
            let err = expect_error(game, sample, blank, "empty");
            assert!(
                err.message.english().contains("end of input"),
                "{game}: {err}"
            );
        }
    }
}

#[test]
fn truncated_input_is_an_error() {
    for (game, sample) in all_samples() {
        let all = tokens(sample.input);
        for keep in [all.len() / 2, all.len().saturating_sub(1)] {
            let cut = all[..keep].join(" ");
            expect_error(game, sample, &cut, "truncated");
        }
    }
}

#[test]
fn extra_tokens_are_an_error() {
    for (game, sample) in all_samples() {
        let extra = format!("{}\n7 7\n", sample.input.trim_end());
        let err = expect_error(game, sample, &extra, "extra tokens");
        let lines = extra.lines().count();
        assert_eq!(err.line, lines, "{game} / {}: {err}", sample.name);
    }
}

#[test]
fn negative_and_huge_numbers_are_errors() {
    for (game, sample) in all_samples() {
        let first = tokens(sample.input)[0];
        if first.parse::<i64>().is_err() {
            continue;
        }
        let rest = &sample.input.trim_start()[first.len()..];
        for bad in ["-1", "-9223372036854775809", "99999999999999999999999"] {
            let err = expect_error(game, sample, &format!("{bad}{rest}"), bad);
            assert_eq!(
                (err.line, err.col),
                (1, 1),
                "{game} / {}: {err}",
                sample.name
            );
        }
    }
}

#[test]
fn errors_quote_user_text_briefly() {
    for (game, sample) in all_samples() {
        let first = tokens(sample.input)[0];
        let rest = &sample.input.trim_start()[first.len()..];
        let long = "z".repeat(10_000);
        let err = expect_error(game, sample, &format!("{long}{rest}"), "a huge word");
        assert!(
            err.message.english().len() < 300,
            "{game}: message of {} bytes",
            err.message.english().len()
        );
    }
}
