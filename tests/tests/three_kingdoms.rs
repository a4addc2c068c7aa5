//! Three Kingdom Chess: judge data, the half_damage option, input errors and the timeline.

use crate::common;
use boardlab::timeline::Mark;

const GAME: &str = "three-kingdoms";

#[test]
fn shipped_cases_match_the_answers() {
    let dir = common::shipped_data(GAME);
    assert_eq!(common::assert_cases(GAME, &dir, common::defaults), 24);
}

#[test]
fn official_data_matches_when_present() {
    if let Some(dir) = common::shared_data(GAME, "official") {
        common::assert_cases(GAME, &dir, common::defaults);
    }
}

#[test]
fn samples_parse_with_their_rules() {
    let game = boardlab::find_game(GAME).unwrap();
    for sample in game.samples {
        let session = common::session(GAME, sample.input, sample.rules);
        assert!(!session.output().is_empty(), "{}", sample.name);
    }
}

/// The first test of shipped file 17: an odd-strength attacker halved decides the answer.
const HALVES: &str =
    "2 2 3\n0 1\n0 1\n4 3 2 3\n2 1 0 7 0\n1 2 1 11 2\n2 2 1 7 2\n1 1 0 3 0\n0 0 0\n";

#[test]
fn half_damage_floor_and_exact_differ() {
    assert_eq!(common::output(GAME, HALVES, &[]), "7\n");
    assert_eq!(
        common::output(GAME, HALVES, &[("half_damage", "floor")]),
        "7\n"
    );
    assert_eq!(
        common::output(GAME, HALVES, &[("half_damage", "exact")]),
        "6.5\n"
    );
    // A lone footman of strength 7 against a rider of 9: it deals 3 under floor, 3.5 exact.
    let duel = "1 3 3\n0 0 0\n2 1 1 1\n1 1 0 7 0\n1 3 1 9 1\n0 0 0\n";
    assert_eq!(common::output(GAME, duel, &[]), "-6\n");
    assert_eq!(
        common::output(GAME, duel, &[("half_damage", "exact")]),
        "-5.5\n"
    );
    let file = std::fs::read_to_string(common::shipped_data(GAME).join("17.in")).unwrap();
    assert_eq!(
        common::output(GAME, &file, &[("half_damage", "exact")]),
        "6.5\n7.5\n-25\n-1\n2.5\n24.5\n"
    );
}

fn error(input: &str) -> (usize, usize, String) {
    let e = common::input_error(GAME, input, &[]);
    (e.line, e.col, e.message.english())
}

#[test]
fn board_errors_point_at_the_soldier() {
    let two = "1 2 1\n0 0\n2 1 1 1\n1 1 0 5 0\n1 1 1 5 0\n0 0 0\n";
    assert_eq!(
        error(two),
        (5, 1, "two soldiers on cell (1, 1)".to_string())
    );
    let lake = "1 2 1\n0 2\n2 1 1 1\n1 1 0 5 0\n1 2 1 5 0\n0 0 0\n";
    assert_eq!(
        error(lake),
        (5, 1, "a soldier on the lake at (1, 2)".to_string())
    );
    let mountain = "1 2 1\n1 0\n2 1 1 1\n1 1 0 5 1\n1 2 1 5 0\n0 0 0\n";
    assert_eq!(
        error(mountain),
        (4, 1, "a rider on the mountain at (1, 1)".to_string())
    );
    let outside = "2 2 1\n0 0\n0 0\n1 1 1 1\n3 1 0 5 0\n0 0 0\n";
    assert_eq!(
        error(outside),
        (5, 1, "soldier row x 3 is out of range 1..2".to_string())
    );
    let outside_col = "2 2 1\n0 0\n0 0\n1 1 1 1\n1 3 0 5 0\n0 0 0\n";
    assert_eq!(
        error(outside_col),
        (5, 3, "soldier column y 3 is out of range 1..2".to_string())
    );
}

#[test]
fn out_of_range_values_are_named() {
    let cases: &[(&str, (usize, usize), &str)] = &[
        ("6 1 1\n", (1, 1), "N (rows) 6 is out of range 1..5"),
        ("1 0 1\n", (1, 3), "M (columns) 0 is out of range 1..5"),
        ("1 1 11\n", (1, 5), "K (turns) 11 is out of range 1..10"),
        (
            "1 1 1\n3\n",
            (2, 1),
            "terrain (0 plain, 1 mountain, 2 lake) 3 is out of range 0..2",
        ),
        (
            "1 1 1\n0\n7 1 1 1\n",
            (3, 1),
            "T (soldiers) 7 is out of range 1..6",
        ),
        (
            "1 1 1\n0\n1 1 101 1\n",
            (3, 5),
            "rider pace 101 is out of range 0..100",
        ),
        (
            "1 1 1\n0\n1 1 1 1\n1 1 2 5 0\n",
            (4, 5),
            "side a (0 Zhuge Liang, 1 Zhou Yu) 2 is out of range 0..1",
        ),
        (
            "1 1 1\n0\n1 1 1 1\n1 1 0 0 0\n",
            (4, 7),
            "strength b 0 is out of range 1..1000000000",
        ),
        (
            "1 1 1\n0\n1 1 1 1\n1 1 0 1000000001 0\n",
            (4, 7),
            "strength b 1000000001 is out of range 1..1000000000",
        ),
        (
            "1 1 1\n0\n1 1 1 1\n1 1 0 5 3\n",
            (4, 9),
            "type c (0 footman, 1 rider, 2 archer) 3 is out of range 0..2",
        ),
    ];
    for &(input, place, message) in cases {
        assert_eq!(
            error(input),
            (place.0, place.1, message.to_string()),
            "{input:?}"
        );
    }
}

#[test]
fn malformed_and_unterminated_inputs_fail_cleanly() {
    let (line, col, message) = error("1 1 1\n0\n1 1 1 1\n1 1 0 5 0\n");
    assert_eq!((line, col), (5, 1));
    assert_eq!(
        message,
        "unexpected end of input: expected N (rows) or the final 0 0 0"
    );
    let (line, col, message) = error("1 1 1\n0\n1 1 x 1\n");
    assert_eq!((line, col), (3, 5));
    assert!(message.contains("expected rider pace"), "{message}");
    let (line, col, message) = error("0 0 0\n5\n");
    assert_eq!((line, col), (2, 1));
    assert!(message.contains("unexpected extra input"), "{message}");
    assert_eq!(error("").0, 1);
}

#[test]
fn the_number_of_tests_is_bounded() {
    let test = "1 1 1\n0\n1 0 0 0\n1 1 0 1 0\n";
    let input = format!("{}0 0 0\n", test.repeat(1001));
    assert_eq!(
        error(&input),
        (
            4001,
            1,
            "too many test cases: at most 1000 are accepted".to_string()
        )
    );
    let fine = format!("{}0 0 0\n", test.repeat(1000));
    assert_eq!(common::output(GAME, &fine, &[]).lines().count(), 1000);
}

#[test]
fn only_the_end_marker_gives_one_empty_step() {
    let mut session = boardlab::parse(GAME, "0 0 0\n", &[]).unwrap();
    assert_eq!(session.output(), "");
    assert_eq!(session.step_count(), 1);
    assert_eq!(session.step(0).title, "No test cases");
}

/// Test 1: a rider of Zhuge Liang against a footman and an archer of Zhou Yu on a 2×3 board
/// with a mountain and a lake. Test 2: a footman walking two cells to kill an archer.
const SMALL: &str = "2 3 3\n0 0 0\n0 1 2\n3 1 1 1\n1 1 0 10 1\n1 3 1 8 0\n2 1 1 6 2\n\
                     1 4 1\n0 0 0 0\n2 2 1 1\n1 1 0 3 0\n1 4 1 5 2\n0 0 0\n";

fn positions(step: &boardlab::Step) -> Vec<(u32, f32, f32, String, bool)> {
    step.frame
        .tokens
        .iter()
        .map(|t| (t.id, t.row, t.col, t.label.clone(), t.faded))
        .collect()
}

#[test]
fn timeline_follows_the_principal_variation() {
    let mut session = boardlab::parse(GAME, SMALL, &[]).unwrap();
    assert_eq!(session.output(), "5\n3\n");
    assert_eq!(session.step_count(), 6);
    let labels: Vec<_> = session
        .markers()
        .iter()
        .map(|m| (m.step, m.label.english()))
        .collect();
    assert_eq!(
        labels,
        vec![(0, "test 1".to_string()), (4, "test 2".to_string())]
    );

    let start = session.step(0);
    assert_eq!(
        start.title,
        "Test 1 · start · 2×3 board, 3 turns, 3 soldiers"
    );
    assert_eq!(start.frame.cells, vec![0, 0, 0, 0, 1, 2]);
    assert_eq!(
        start.frame.caption.as_ref().unwrap(),
        "test 1 · turn 0 of 3 · score -4"
    );
    assert_eq!(start.output_lines, (0, 0));
    assert!(start.events.iter().any(|e| e == "value with best play: 5"));
    assert!(start
        .events
        .iter()
        .any(|e| e.english().starts_with("search: ")));
    assert_eq!(
        positions(&start),
        vec![
            (0, 0.0, 0.0, "10".to_string(), false),
            (1, 0.0, 2.0, "8".to_string(), false),
            (2, 1.0, 0.0, "6".to_string(), false),
        ]
    );
    // Token kinds: Zhuge rider, Zhou footman, Zhou archer.
    let kinds: Vec<u8> = start.frame.tokens.iter().map(|t| t.kind).collect();
    assert_eq!(kinds, vec![1, 3, 5]);

    let first = session.step(1);
    assert_eq!(
        first.title,
        "Test 1 · turn 1 · Zhuge Liang: rider (1,1) stays, attacks archer (2,1) for 5"
    );
    assert_eq!(
        first.events,
        vec![
            "attack on archer (2,1) deals 5: strength 6 → 1",
            "score -4 → 1",
            "played: rider (1,1) stays, attacks archer (2,1) for 5 = 5",
            "alternative: rider (1,1) → (1,2), attacks footman (1,3) for 20 = -6",
            "alternative: passes = -14",
            "alternative: rider (1,1) → (1,2) = -14",
        ]
    );

    let second = session.step(2);
    assert_eq!(
        second.title,
        "Test 1 · turn 2 · Zhou Yu: footman (1,3) → (1,2), attacks rider (1,1) for 4"
    );
    assert_eq!(second.events[0], "footman (1,3) walks (1,3) → (1,2)");
    assert_eq!(
        second.events[1],
        "attack on rider (1,1) deals 4: strength 10 → 6"
    );
    assert_eq!(
        second.events[3],
        "played: footman (1,3) → (1,2), attacks rider (1,1) for 4 = 5"
    );
    assert_eq!(
        second.frame.caption.as_ref().unwrap(),
        "test 1 · turn 2 of 3 · score -3"
    );
    assert_eq!(
        positions(&second),
        vec![
            (0, 0.0, 0.0, "6".to_string(), false),
            (1, 0.0, 1.0, "8".to_string(), false),
            (2, 1.0, 0.0, "1".to_string(), false),
        ]
    );
    assert_eq!(
        second.frame.marks,
        vec![
            Mark::Path {
                points: vec![(0.0, 2.0), (0.0, 1.0)],
                kind: 1
            },
            Mark::Cells {
                cells: vec![(0, 0), (0, 2), (1, 0), (1, 1), (1, 2)],
                kind: 0
            },
            Mark::Arrow {
                from: (0.0, 1.0),
                to: (0.0, 0.0),
                kind: 2
            },
        ]
    );

    // The destroyed footman stays one step, faded, then is gone.
    let third = session.step(3);
    assert_eq!(
        third.title,
        "Test 1 · turn 3 · Zhuge Liang: rider (1,1) stays, attacks footman (1,2) for 12"
    );
    assert_eq!(
        third.events[0],
        "attack on footman (1,2) deals 12: destroyed (had 8)"
    );
    assert_eq!(
        third.events.last().unwrap(),
        "game over: Zhuge Liang's best guaranteed score is 5"
    );
    assert_eq!(third.output_lines, (0, 1));
    assert_eq!(
        positions(&third),
        vec![
            (0, 0.0, 0.0, "6".to_string(), false),
            (2, 1.0, 0.0, "1".to_string(), false),
            (1, 0.0, 1.0, "0".to_string(), true),
        ]
    );

    // Test 2: the walk is animated through the intermediate cell, and the game ends early.
    let next_start = session.step(4);
    assert_eq!(next_start.output_lines, (1, 1));
    assert_eq!(
        positions(&next_start)[0],
        (8, 0.0, 0.0, "3".to_string(), false)
    );
    let walk = session.step(5);
    assert_eq!(
        walk.title,
        "Test 2 · turn 1 · Zhuge Liang: footman (1,1) → (1,3), attacks archer (1,4) for 6"
    );
    assert_eq!(walk.events[0], "footman (1,1) walks (1,1) → (1,2) → (1,3)");
    assert_eq!(walk.frame.tokens[0].id, 8);
    assert_eq!(
        (walk.frame.tokens[0].row, walk.frame.tokens[0].col),
        (0.0, 2.0)
    );
    assert_eq!(walk.frame.tokens[0].trail, vec![(0.0, 1.0)]);
    assert_eq!(walk.output_lines, (1, 2));
    assert_eq!(session.step_of_output_line(1), Some(5));
}

#[test]
fn exact_values_appear_in_the_timeline() {
    let rules = vec![("half_damage".to_string(), "exact".to_string())];
    let duel = "1 3 3\n0 0 0\n2 1 1 1\n1 1 0 7 0\n1 3 1 9 1\n0 0 0\n";
    let mut session = boardlab::parse(GAME, duel, &rules).unwrap();
    let steps: Vec<_> = (0..session.step_count()).map(|i| session.step(i)).collect();
    let captions: Vec<_> = steps
        .iter()
        .map(|s| s.frame.caption.as_ref().unwrap().english())
        .collect();
    assert!(
        captions.iter().any(|c| c.ends_with("score -5.5")),
        "{captions:?}"
    );
    assert!(steps.iter().any(|s| s.title.english().contains("for 3.5")));
}

/// A seek paints the board before the step's texts: laying a step out for the screen runs no
/// search for its alternatives, and the board is the one the complete step shows.
#[test]
fn a_board_is_laid_out_without_searching_alternatives() {
    let battle = include_str!("../../src/games/three-kingdoms/samples/battle.in");
    let mut fresh = boardlab::parse(GAME, battle, &[]).unwrap();
    let mut complete = boardlab::parse(GAME, battle, &[]).unwrap();
    let count = fresh.step_count();
    let size = (600.0, 500.0);
    let mut pending = 0;
    for i in 0..count {
        let was_complete = fresh.is_complete(i);
        let (scene, before) = fresh.board_scenes(i, i.checked_sub(1), size, 1.0);
        assert_eq!(fresh.is_complete(i), was_complete, "step {i} was searched");
        pending += usize::from(!was_complete);
        complete.complete_step(i);
        let laid_out = complete.board_scenes(i, i.checked_sub(1), size, 1.0);
        assert_eq!((scene, before), laid_out, "step {i}");
    }
    assert!(
        pending > 0,
        "no step of the battle was laid out before its search"
    );
}

/// A step is shown after one bounded search; alternatives that need more are marked as being
/// computed and finished by `prepare`, whatever order the steps were visited in.
#[test]
fn costly_alternatives_are_finished_in_the_background() {
    let battle = include_str!("../../src/games/three-kingdoms/samples/battle.in");
    let mut session = boardlab::parse(GAME, battle, &[]).unwrap();
    let count = session.step_count();
    let shown: Vec<_> = (0..count).map(|i| session.step(i)).collect();
    let incomplete: Vec<usize> = (0..count).filter(|&i| !session.is_complete(i)).collect();
    assert!(
        !incomplete.is_empty(),
        "the battles need more than one slice"
    );
    let first = incomplete[0];
    assert!(shown[first]
        .events
        .iter()
        .any(|e| e == "alternatives: their exact values are being computed…"));
    assert!(!shown[first]
        .events
        .iter()
        .any(|e| e.english().starts_with("played:")));

    let mut slices = 0;
    while session.prepare(first) {
        slices += 1;
        assert!(slices < 100_000, "prepare never finishes");
    }
    assert!((0..count).all(|i| session.is_complete(i)));
    let done = session.step(first);
    let played: Vec<_> = done
        .events
        .iter()
        .map(|e| e.english())
        .filter(|e| e.starts_with("played:") || e.starts_with("alternative:"))
        .collect();
    assert!(played.len() >= 2 && played.len() <= 5, "{played:?}");
    assert_eq!(done.frame, shown[first].frame);

    // Another visiting order slices the searches differently: the same alternatives (only
    // the solve's time, on the initial steps, may differ).
    let untimed = |step: boardlab::Step| {
        let events = step
            .events
            .into_iter()
            .filter(|e| !e.english().starts_with("search:"));
        (step.title, events.collect::<Vec<_>>())
    };
    let mut fresh = boardlab::parse(GAME, battle, &[]).unwrap();
    for i in (0..count).rev() {
        assert_eq!(
            untimed(fresh.complete_step(i)),
            untimed(session.step(i)),
            "step {i}"
        );
    }
}
