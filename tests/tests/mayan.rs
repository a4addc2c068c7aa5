//! The mayan engine: judge data, the rule option, the timeline of the statement sample, input
//! errors, and replaying contestants' answers.

use crate::common::{
    assert_cases, boardlab, defaults, input_error, session, shared_data, shipped_data, temp_file,
    text, MAYAN_ANSWER, MAYAN_SAMPLE,
};
use boardlab::timeline::{Frame, Mark};

const GAME: &str = "mayan";

/// (row, col, label) of every token, sorted, with row 0 the top (y = 6).
fn tokens(frame: &Frame) -> Vec<(usize, usize, String)> {
    let mut t: Vec<_> = frame
        .tokens
        .iter()
        .filter(|t| !t.faded)
        .map(|t| (t.row as usize, t.col as usize, t.label.clone()))
        .collect();
    t.sort();
    t
}

#[test]
fn official_tests() {
    if let Some(dir) = shared_data(GAME, "official") {
        assert_eq!(assert_cases(GAME, &dir, defaults), 11);
    }
}

#[test]
fn shipped_cases_including_same_colour_ones_under_the_default_rule() {
    assert_cases(GAME, &shipped_data(GAME), defaults);
}

#[test]
fn skipping_same_colour_swaps_changes_the_answer() {
    let input = std::fs::read_to_string(shipped_data(GAME).join("same_colour_2.in")).unwrap();
    assert_eq!(
        session(GAME, &input, &[]).output(),
        "0 0 1\n0 0 1\n3 0 -1\n"
    );
    let skipped = session(GAME, &input, &[("same_colour_swap", "skipped")]);
    assert_eq!(skipped.output(), "1 0 1\n2 0 -1\n3 0 -1\n");
    // Replaying the default answer under the skipped reading rejects its first move.
    let verdict = session(
        GAME,
        &format!("{input}0 0 1\n0 0 1\n3 0 -1\n"),
        &[("mode", "replay"), ("same_colour_swap", "skipped")],
    );
    assert!(
        verdict
            .output()
            .starts_with("move 1: 0 0 1 — illegal: it swaps two blocks of colour 3"),
        "{}",
        verdict.output()
    );
}

#[test]
fn sample_output_and_step_titles() {
    let mut session = session(GAME, MAYAN_SAMPLE, &[]);
    assert_eq!(session.output(), MAYAN_ANSWER);
    let titles: Vec<String> = (0..session.step_count())
        .map(|i| session.step(i).title.english())
        .collect();
    assert_eq!(
        titles,
        [
            "initial board",
            "move 1: (2,1) → right",
            "move 2: (3,1) → right",
            "move 3: (3,0) → right",
            "move 3: chain 1",
            "move 3: blocks fall",
            "move 3: chain 2",
            "move 3: blocks fall",
            "move 3: chain 3",
            "end: board cleared in 3 moves",
        ]
    );
    let lines: Vec<(usize, usize)> = (0..session.step_count())
        .map(|i| session.step(i).output_lines)
        .collect();
    assert_eq!(
        lines,
        [
            (0, 0),
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 3),
            (3, 3),
            (3, 3),
            (3, 3),
            (3, 3),
            (3, 3)
        ]
    );
    let markers: Vec<usize> = session.markers().iter().map(|m| m.step).collect();
    assert_eq!(markers, [1, 2, 3]);
}

#[test]
fn sample_initial_frame_uses_game_coordinates() {
    let mut session = session(GAME, MAYAN_SAMPLE, &[]);
    let step = session.step(0);
    assert!(step.events[0]
        .english()
        .contains("found the smallest answer 2 1 1 / 3 1 1 / 3 0 1"));
    assert!(step
        .events
        .iter()
        .any(|e| e.english().starts_with("explored ")));
    let frame = step.frame;
    assert_eq!((frame.height, frame.width), (7, 5));
    assert_eq!(frame.row_labels, ["6", "5", "4", "3", "2", "1", "0"]);
    assert_eq!(frame.col_labels, ["0", "1", "2", "3", "4"]);
    // Column 4 bottom to top is 2 4 3 4: rows 6, 5, 4, 3 from the top.
    let column4: Vec<_> = tokens(&frame).into_iter().filter(|t| t.1 == 4).collect();
    assert_eq!(
        column4,
        [
            (3, 4, "4".to_string()),
            (4, 4, "3".to_string()),
            (5, 4, "4".to_string()),
            (6, 4, "2".to_string())
        ]
    );
    assert_eq!(frame.tokens.len(), 12);
    assert_eq!(
        frame.caption.as_ref().unwrap(),
        "initial board · n = 3 · 12 blocks"
    );
}

#[test]
fn sample_drag_and_chain_frames() {
    let mut session = session(GAME, MAYAN_SAMPLE, &[]);
    let before = session.step(0).frame;
    let drag = session.step(1);
    assert_eq!(drag.events, ["(2,1) colour 3 swaps with (3,1) colour 1"]);
    assert_eq!(
        drag.frame.marks,
        [Mark::Arrow {
            from: (5.0, 2.0),
            to: (5.0, 3.0),
            kind: 0
        }]
    );
    // The swapped blocks keep their ids: the colour-3 block now stands at (3,1).
    let id_of = |frame: &Frame, row: f32, col: f32| {
        frame
            .tokens
            .iter()
            .find(|t| t.row == row && t.col == col && !t.faded)
            .map(|t| t.id)
    };
    assert_eq!(id_of(&before, 5.0, 2.0), id_of(&drag.frame, 5.0, 3.0));
    assert_eq!(drag.frame.caption.as_ref().unwrap(), "move 1 of 3 · drag");

    let chain = session.step(4);
    assert_eq!(
        chain.events,
        ["chain 1: removed 6 blocks: colour 2 at (1,0) (2,0) (3,0); colour 3 at (4,0) (4,1) (4,2)"]
    );
    let Mark::Cells { cells, kind: 1 } = &chain.frame.marks[0] else {
        panic!("expected removed cells, got {:?}", chain.frame.marks);
    };
    let mut cells = cells.clone();
    cells.sort();
    assert_eq!(cells, [(4, 4), (5, 4), (6, 1), (6, 2), (6, 3), (6, 4)]);
    assert_eq!(chain.frame.tokens.iter().filter(|t| t.faded).count(), 6);
    assert_eq!(
        chain.frame.caption.as_ref().unwrap(),
        "move 3 of 3 · chain 1 · 6 blocks left"
    );

    let fall = session.step(5);
    assert_eq!(fall.events[0], "5 blocks fall");
    assert!(fall
        .events
        .iter()
        .any(|e| e == "colour 4 falls from (4,3) to (4,0)"));
    assert_eq!(
        tokens(&fall.frame),
        [
            (5, 2, "4".to_string()),
            (6, 0, "1".to_string()),
            (6, 1, "1".to_string()),
            (6, 2, "1".to_string()),
            (6, 3, "4".to_string()),
            (6, 4, "4".to_string()),
        ]
    );
    let end = session.step(9);
    assert!(end.frame.tokens.is_empty());
    assert_eq!(end.frame.caption.as_ref().unwrap(), "board cleared");
}

#[test]
fn no_solution_has_one_step_with_the_exhausted_search() {
    let mut session = session(GAME, "2\n1 0\n1 0\n0\n1 0\n1 0\n", &[]);
    assert_eq!(session.output(), "-1\n");
    assert_eq!(session.step_count(), 1);
    let step = session.step(0);
    assert_eq!(step.output_lines, (0, 1));
    assert!(step.events[0]
        .english()
        .contains("answer is -1 (search exhausted)"));
}

#[test]
fn input_errors_name_the_place_and_the_field() {
    let e = input_error(GAME, "6\n1 0\n0\n0\n0\n0\n", &[]);
    assert_eq!((e.line, e.col), (1, 1));
    assert_eq!(e.message, "n 6 is out of range 1..5");

    let e = input_error(GAME, "3\n1 0\n2 11 0\n0\n0\n0\n", &[]);
    assert_eq!((e.line, e.col), (3, 3));
    assert_eq!(
        e.message,
        "colour 11 in column 1 is out of range 1..10 (0 ends the column)"
    );

    let e = input_error(GAME, "3\n1 2 1 2 1 2 1 2 0\n0\n0\n0\n0\n", &[]);
    assert_eq!((e.line, e.col), (2, 15));
    assert!(e
        .message
        .english()
        .starts_with("column 0 has more than 7 blocks"));

    let e = input_error(GAME, "3\n1 0\n2 1\n2 3 4 0\n3 1 0\n2 4 3 4 0\n", &[]);
    assert_eq!((e.line, e.col), (3, 4));
    assert_eq!(e.message, "missing 0 at the end of the line of column 1");

    let e = input_error(GAME, "3\n1 0\n1 0\n1 0\n0\n0\n", &[]);
    assert_eq!((e.line, e.col), (2, 1));
    assert_eq!(
        e.message,
        "the initial board already has a removable group ((0,0) colour 1, (1,0) colour 1, \
         (2,0) colour 1); the input must have none"
    );

    let e = input_error(GAME, "3 1 0\n2 1 0\n0\n0\n0\n0\n", &[]);
    assert_eq!((e.line, e.col), (1, 3));
    assert!(e
        .message
        .english()
        .contains("column 0 must start on a line of its own"));

    let e = input_error(GAME, "3\n1 0 2\n0\n0\n0\n0\n", &[]);
    assert_eq!((e.line, e.col), (2, 5));
    assert!(e
        .message
        .english()
        .contains("column 1 must start on a line of its own"));

    let e = input_error(GAME, "3\n1 0\n0\n0\n0\n0\n7\n", &[]);
    assert_eq!((e.line, e.col), (7, 1));
    assert!(e
        .message
        .english()
        .starts_with("unexpected extra input \"7\""));

    let e = input_error(GAME, "3\n1 0\n0\n0\n", &[]);
    assert_eq!((e.line, e.col), (5, 1));
    assert!(e
        .message
        .english()
        .starts_with("unexpected end of input: expected column 3"));

    let e = input_error(GAME, "3\n1 x 0\n0\n0\n0\n0\n", &[]);
    assert_eq!((e.line, e.col), (2, 3));
    assert_eq!(
        e.message,
        "expected colour in column 0 (an integer), found \"x\""
    );
}

#[test]
fn judge_answer_accepts_the_smallest_answer_only() {
    let session = session(GAME, MAYAN_SAMPLE, &[]);
    let verdict = session.judge(MAYAN_ANSWER);
    assert!(verdict.accepted);

    let verdict = session.judge("2 1 1\n3 1 1\n4 0 -1\n");
    assert!(!verdict.accepted);
    let text = verdict.explanation.unwrap().english();
    assert!(
        text.contains("move 3: 4 0 -1 — legal: (4,0) colour 2 swaps with (3,0) colour 3"),
        "{text}"
    );
    assert!(
        text.contains(
            "verdict: wrong — the answer empties the board in exactly 3 moves, but it is not \
             the lexicographically smallest answer: move 3 is 4 0 -1 where the smallest answer \
             has 3 0 1"
        ),
        "{text}"
    );
    assert!(
        text.ends_with("smallest answer: 2 1 1 / 3 1 1 / 3 0 1\n"),
        "{text}"
    );
}

#[test]
fn judge_answer_reports_illegal_moves_counts_and_leftovers() {
    let session = session(GAME, MAYAN_SAMPLE, &[]);
    let text = session
        .judge("2 1 1\n0 3 1\n3 0 1\n")
        .explanation
        .unwrap()
        .english();
    assert!(
        text.contains("move 2: 0 3 1 — illegal: there is no block at that cell"),
        "{text}"
    );
    assert!(
        text.contains("verdict: wrong — move 2 is illegal"),
        "{text}"
    );

    let text = session.judge("4 0 1\n").explanation.unwrap().english();
    assert!(
        text.contains("illegal: it would move the block off the board"),
        "{text}"
    );

    let text = session
        .judge("2 1 1\n3 1 1\n")
        .explanation
        .unwrap()
        .english();
    assert!(
        text.contains("verdict: wrong — the answer has 2 moves; exactly 3 are required"),
        "{text}"
    );

    let text = session
        .judge("0 0 1\n0 0 1\n0 0 1\n")
        .explanation
        .unwrap()
        .english();
    assert!(
        text.contains("verdict: wrong — after the 3 moves 12 blocks are left"),
        "{text}"
    );

    let text = session.judge("-1\n").explanation.unwrap().english();
    assert!(
        text.contains("the answer is -1, but the board can be emptied"),
        "{text}"
    );

    let text = session.judge("2 1\n").explanation.unwrap().english();
    assert_eq!(
        text,
        "line 1, column 4: move 1 is missing g: each move is `x y g` on one line"
    );
    let text = session
        .judge("2 1 1\n3 9 1\n")
        .explanation
        .unwrap()
        .english();
    assert_eq!(
        text,
        "line 2, column 3: y = 9 in move 2 is out of range 0..6"
    );
}

#[test]
fn judge_answer_on_a_board_without_solution() {
    let session = session(GAME, "2\n1 0\n1 0\n0\n1 0\n1 0\n", &[]);
    assert!(session.judge("-1").accepted);
    let text = session
        .judge("0 0 1\n3 0 1\n")
        .explanation
        .unwrap()
        .english();
    assert!(text.contains("smallest answer: -1"), "{text}");
}

#[test]
fn replay_mode_prints_the_verdict_and_plays_the_given_moves() {
    let input = format!("{MAYAN_SAMPLE}2 1 1\n3 1 1\n4 0 -1\n");
    let mut session = session(GAME, &input, &[("mode", "replay")]);
    let lines: Vec<&str> = session.output().lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[0].starts_with("move 1: 2 1 1 — legal"));
    assert!(lines[3].starts_with("verdict: wrong — the answer empties the board"));
    assert_eq!(session.step(3).title, "move 3: (4,0) → left");
    assert_eq!(session.step(3).output_lines, (2, 3));
    let last = session.step_count() - 1;
    let end = session.step(last);
    assert_eq!(end.title, "end: wrong answer");
    assert_eq!(end.output_lines, (3, 5));

    let e = input_error(
        GAME,
        &format!("{MAYAN_SAMPLE}2 1 1\n9 0 1\n"),
        &[("mode", "replay")],
    );
    assert_eq!((e.line, e.col), (8, 1));
    assert_eq!(e.message, "x = 9 in move 2 is out of range 0..4");
}

#[test]
fn replay_mode_marks_an_illegal_move() {
    let input = format!("{MAYAN_SAMPLE}2 1 1\n0 3 1\n3 0 1\n");
    let mut session = session(GAME, &input, &[("mode", "replay")]);
    assert_eq!(session.step_count(), 4);
    let illegal = session.step(2);
    assert_eq!(illegal.title, "move 2: (0,3) → right — illegal");
    assert_eq!(
        illegal.frame.marks,
        [Mark::Arrow {
            from: (3.0, 0.0),
            to: (3.0, 1.0),
            kind: 2
        }]
    );
    assert!(session
        .output()
        .contains("verdict: wrong — move 2 is illegal"));
}

#[test]
fn samples_run() {
    let game = boardlab::find_game(GAME).unwrap();
    for sample in game.samples {
        let session = session(GAME, sample.input, sample.rules);
        assert!(!session.output().is_empty(), "{}", sample.name);
    }
}

#[test]
fn replay_mode_compares_verdicts_without_replaying_them() {
    // In replay mode the output is a verdict: comparing one is comparing text, never reading
    // the verdict as moves ("expected x of move 1 …, found "move"").
    let input = format!("{MAYAN_SAMPLE}2 1 1\n3 1 1\n4 0 -1\n");
    let session = session(GAME, &input, &[("mode", "replay")]);
    let verdict = session.judge(session.output());
    assert!(verdict.accepted);
    assert!(verdict.difference.is_none() && verdict.explanation.is_none());

    let other = session
        .output()
        .replacen("12 blocks left", "11 blocks left", 1);
    let verdict = session.judge(&other);
    assert!(!verdict.accepted);
    assert_eq!(verdict.difference.map(|d| d.line), Some(1));
    assert!(verdict.explanation.is_none(), "{:?}", verdict.explanation);

    // The CLI's check says the same.
    let (input, expected) = (
        temp_file("replay.in", input.as_bytes()),
        temp_file("replay-verdict.txt", other.as_bytes()),
    );
    let out = boardlab(
        &["check", GAME, "--rule", "mode=replay", &input, &expected],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("Wrong Answer on line 1, column "),
        "{stdout}"
    );
    assert!(!stdout.contains("of move 1"), "{stdout}");
}
