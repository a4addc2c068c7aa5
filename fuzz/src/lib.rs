//! The harness of the cargo-fuzz target (`fuzz_targets/game.rs`), for the game BOARDLAB_FUZZ_GAME
//! names: any registered game, with nothing here or in the target to add for a new one.
//!
//! Input layout (`boardlab::fuzzing`): one header byte per rule option of the game (ludo 9,
//! mayan 2, three-kingdoms 1, match3 and skill-chess none), byte `b` of option `i` choosing its
//! value `b % values`; then the input text (UTF-8, invalid text is skipped). The seeds
//! (`boardlab fuzz-seeds`, which `./build.sh fuzz` runs into `fuzz/corpus/<game>/`) carry the
//! header of the rule options their input is meant for, e.g. ludo `part` 3.
//!
//! Each text is run with the game's default rules and, when the header selects others, with
//! those too. Invariants checked, so that a violation crashes the fuzzer:
//! - `validate` and `parse` agree: parse ok ⇒ validate ok; validate error ⇒ the same error
//!   (position and message) from parse; parse may fail on its own only with a search limit;
//! - an input error has a message, in every language, and a position within the text;
//! - a session has at least one step; every step's frame has `width × height` cells, its output
//!   lines lie within the output and never go back; random access gives the same step as the
//!   walk (the replays restart from checkpoints; only a step's analysis may have been completed
//!   meanwhile); `complete_step` ends and completes the step;
//! - `judge` accepts the output itself (also with CRLF and trailing blanks), rejects a changed
//!   line and names it; the game's own answer replay (mayan) runs without panicking.
//!
//! Work per input is bounded: libFuzzer's `-max_len` (4096 in `./build.sh fuzz`), at most
//! `WALK` steps walked, and three-kingdoms inputs of more than `TK_MAX_TESTS` test cases are
//! only validated.

use boardlab::{text, GameInfo, Session};
use std::sync::OnceLock;

/// Steps walked from the start of the timeline (then the last few and some chosen ones).
const WALK: usize = 48;

/// A cheap hash of the input, to pick steps and mutations deterministically.
fn hash(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The game BOARDLAB_FUZZ_GAME names; the process ends with the games' ids if it names none.
pub fn game() -> &'static GameInfo {
    static GAME: OnceLock<&'static GameInfo> = OnceLock::new();
    GAME.get_or_init(|| {
        let id = std::env::var("BOARDLAB_FUZZ_GAME").unwrap_or_default();
        boardlab::find_game(&id).unwrap_or_else(|| {
            let ids: Vec<_> = boardlab::games().iter().map(|g| g.id).collect();
            eprintln!(
                "BOARDLAB_FUZZ_GAME={id:?} names no game; one of: {}",
                ids.join(", ")
            );
            std::process::exit(2)
        })
    })
}

pub fn exercise(info: &GameInfo, data: &[u8]) {
    let header = info.rules.len();
    if data.len() < header {
        return;
    }
    let (head, body) = data.split_at(header);
    let Ok(input) = text::decode(body) else {
        return;
    };
    let chosen = boardlab::fuzzing::rules(info, head);
    let game = info.id;
    let h = hash(data);
    run(game, input, &[], h);
    if !chosen.is_empty() {
        run(game, input, &chosen, h);
    }
}

fn run(game: &str, input: &str, rules: &[(String, String)], h: u64) {
    let validated = boardlab::validate(game, input, rules);
    if game == "three-kingdoms"
        && validated.is_ok()
        && boardlab_three_kingdoms::test_count(input).unwrap_or(0) > TK_MAX_TESTS
    {
        return;
    }
    match (boardlab::parse(game, input, rules), validated) {
        (Ok(session), Ok(())) => exercise_session(session, h),
        (Ok(_), Err(e)) => panic!("parse accepts what validate rejects: {e:?}"),
        (Err(parsed), Err(validated)) => {
            check_error(input, &parsed);
            assert_eq!(
                (parsed.line, parsed.col, &parsed.message),
                (validated.line, validated.col, &validated.message),
                "parse and validate report different errors"
            );
        }
        (Err(parsed), Ok(())) => {
            check_error(input, &parsed);
            assert!(
                parsed.message.english().contains("limit"),
                "parse rejects what validate accepts: {parsed:?}"
            );
        }
    }
}

fn check_error(input: &str, e: &boardlab::InputError) {
    assert!(
        !e.message.english().is_empty(),
        "an input error has a message"
    );
    for lang in boardlab::Lang::ALL {
        let problems = e.message.problems(lang);
        assert!(
            problems.is_empty(),
            "the error does not render: {problems:?}"
        );
    }
    let lines = input.split('\n').count();
    assert!(
        e.line <= lines + 1,
        "error line {} beyond the input's {lines} lines: {e:?}",
        e.line
    );
    if e.line >= 1 && e.line <= lines {
        let width = input.split('\n').nth(e.line - 1).unwrap().chars().count();
        assert!(
            e.col <= width + 2,
            "error column {} beyond line {}'s {width} characters: {e:?}",
            e.col,
            e.line
        );
    }
}

fn exercise_session(mut session: Session, h: u64) {
    let output = session.output().to_string();
    let output_lines = output.lines().count();
    let n = session.step_count();
    assert!(n >= 1, "a session has at least one step");

    // Walk the start of the timeline, then the end.
    let mut indices: Vec<usize> = (0..n.min(WALK)).collect();
    indices.extend(n.saturating_sub(4).max(n.min(WALK))..n);
    let mut seen = Vec::new();
    let mut last_start = 0;
    for &i in &indices {
        let step = session.step(i);
        let (start, end) = step.output_lines;
        assert!(start <= end, "step {i}: output lines {start}..{end}");
        assert!(
            end <= output_lines + 1,
            "step {i}: output lines {start}..{end} beyond the output's {output_lines}"
        );
        assert!(start >= last_start, "step {i}: output lines go back");
        last_start = start;
        let frame = &step.frame;
        assert_eq!(
            frame.cells.len(),
            usize::from(frame.width) * usize::from(frame.height),
            "step {i}: frame cells"
        );
        assert!(!step.text.is_empty(), "step {i} has a text view");
        seen.push((i, session.is_complete(i), step));
    }
    // Random access (backwards, from checkpoints) gives what the walk gave; a step whose
    // analysis was still being computed may have gained its events since (by design).
    for k in 0..3u64 {
        let (i, complete, walked) = &seen[((h >> (8 * k)) as usize) % seen.len()];
        let again = session.step(*i);
        if *complete {
            assert_eq!(&again, walked, "step {i} differs on a second visit");
        } else {
            let key = |s: &boardlab::Step| (s.title.clone(), s.output_lines, s.frame.clone());
            assert_eq!(
                key(&again),
                key(walked),
                "step {i} differs on a second visit"
            );
        }
    }
    // Complete a few steps' analysis (three-kingdoms' alternatives).
    for i in [0, n - 1, (h as usize) % n] {
        session.complete_step(i);
        assert!(
            session.is_complete(i),
            "step {i} complete after complete_step"
        );
    }
    let _ = session.markers();
    let _ = session.suggestions();

    // The judge.
    let verdict = session.judge(&output);
    assert!(verdict.accepted, "the output judged against itself");
    let loose = format!("{}\r\n \n\n", output.replace('\n', " \r\n"));
    assert!(
        session.judge(&loose).accepted,
        "CR and trailing blanks are ignored"
    );
    let lines: Vec<&str> = output.lines().collect();
    if !lines.is_empty() {
        let victim = (h >> 24) as usize % lines.len();
        let mut changed: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        match (h >> 40) % 3 {
            0 => changed[victim].push_str(" 1"),
            1 => changed[victim] = format!("x{}", changed[victim]),
            _ => {
                changed.remove(victim);
            }
        }
        let candidate = changed.join("\n");
        let verdict = session.judge(&candidate);
        if verdict.accepted {
            // Removing a line equal to the next ones (or a trailing empty one) may change
            // nothing a judge sees.
            assert!((h >> 40) % 3 == 2, "a changed line judged accepted");
        } else {
            let difference = verdict
                .difference
                .expect("a rejected output has a difference");
            // A changed line is the first difference; a removed one shows where the lines after
            // it stop matching their predecessors (repeated lines push it further).
            if (h >> 40) % 3 == 2 {
                assert!(
                    difference.line > victim,
                    "{difference:?} before line {}",
                    victim + 1
                );
            } else {
                assert_eq!(difference.line, victim + 1, "{difference:?}");
            }
        }
    }
}

/// Three-kingdoms inputs with more test cases than this are only validated: one test at the
/// limits searches for seconds (the engine's own budget is 50 M positions a test), so many of
/// them make slow units that find nothing new.
const TK_MAX_TESTS: usize = 4;
