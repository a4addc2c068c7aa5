//! The ludo (Quera "Mench") engine: judge data for parts 1–5, every rule option's effect, input
//! errors, and the timeline of a small part-4 game.

use crate::common;
use boardlab::timeline::Mark;
use boardlab::{find_game, parse};

const GAME: &str = "ludo";

/// The part a data file is for by its name, `partN_XX` or `pN_K` (the contest's files; ours also
/// say it in the `.rules` file beside them).
fn part_rules(name: &str) -> Vec<(String, String)> {
    let digits = name.trim_start_matches("part").trim_start_matches('p');
    let part = digits.chars().next().expect("file name names the part");
    vec![("part".to_string(), part.to_string())]
}

#[test]
fn statement_samples() {
    common::assert_cases(
        GAME,
        &common::shipped_data(GAME).join("samples"),
        common::defaults,
    );
}

#[test]
fn generated_cases() {
    common::assert_cases(
        GAME,
        &common::shipped_data(GAME).join("cases"),
        common::defaults,
    );
}

#[test]
fn official_data() {
    if let Some(dir) = common::shared_data(GAME, "official") {
        common::assert_cases(GAME, &dir, part_rules);
    }
}

#[test]
fn the_options_are_declared_and_explained() {
    let game = find_game(GAME).unwrap();
    let names: Vec<_> = game.rules.iter().map(|o| o.name).collect();
    assert_eq!(
        names,
        [
            "part",
            "pip",
            "dice_rule",
            "enter_opponent",
            "capture_to",
            "giveup_passes",
            "turn_check",
            "track_end",
            "glyphs"
        ]
    );
    for option in game.rules {
        assert!(!option.help.is_empty(), "{} has no help", option.name);
        assert!(option.values.iter().all(|(_, meaning)| !meaning.is_empty()));
    }
    let part: Vec<_> = game.rules[0].values.iter().map(|(v, _)| *v).collect();
    assert_eq!(part, ["5", "1", "2", "3", "4"]);
    assert!(game.about.contains("ambiguous"));
    for sample in game.samples {
        assert!(
            parse(GAME, sample.input, &common::rules(sample.rules)).is_ok(),
            "{}",
            sample.name
        );
    }
}

// ---- rule options: each non-default value against the default on a small input ----

#[test]
fn pip_option_picks_the_pip_character() {
    assert_eq!(
        common::output(GAME, "3\n", &[("part", "1")]),
        ".....\n...o.\n..o..\n.o...\n.....\n"
    );
    assert_eq!(
        common::output(GAME, "3\n", &[("part", "1"), ("pip", "O")]),
        ".....\n...O.\n..O..\n.O...\n.....\n"
    );
    assert_eq!(
        common::output(GAME, "3\n", &[("part", "1"), ("pip", "0")]),
        ".....\n...0.\n..0..\n.0...\n.....\n"
    );
}

#[test]
fn dice_rule_non6_lets_leftover_sixes_roll_again() {
    // 6 6 2 is rolled; one 6 enters R2 and the 2 moves it, leaving one 6 unused.
    let input = "41 41 997\n4\ndice\nenter R2\nmove R2 2\ndice\n";
    assert_eq!(
        common::output(GAME, input, &[("part", "3")]),
        "6 6 2\n1\n3\ninvalid dice rolling\n"
    );
    assert_eq!(
        common::output(GAME, input, &[("part", "3"), ("dice_rule", "non6")]),
        "6 6 2\n1\n3\n6 3\n"
    );
}

/// Red walks R1 onto blue's start cell 11; blue rolls 6 4, enters B1 there and moves it.
const CAPTURE_GAME: &str = include_str!("../../src/games/ludo/samples/part4_capture.in");

#[test]
fn enter_opponent_busy_refuses_instead_of_capturing() {
    let default = common::output(GAME, CAPTURE_GAME, &[("part", "4")]);
    assert_eq!(
        default,
        "6 4\n1\n5\n6 1\n11\n6 4\n11\n15\nit is not your turn\n"
    );
    assert_eq!(
        common::output(
            GAME,
            CAPTURE_GAME,
            &[("part", "4"), ("enter_opponent", "busy")]
        ),
        "6 4\n1\n5\n6 1\n11\n6 4\nbusy starting cell\nit is not in\nit is not your turn\n"
    );
}

#[test]
fn capture_to_lowest_stacks_the_captured_piece_on_the_first_corner_cell() {
    // The same game with R2 instead of R1: R1 still sits on corner cell 41 when R2 is captured.
    let input = CAPTURE_GAME
        .replace("R1", "R2")
        .replace("13\n", "11\n")
        .replace("move B1 4\nenter R2\n", "");
    let last_board_top = |pairs: &[(&str, &str)]| {
        let output = common::output(GAME, &input, pairs);
        let lines: Vec<_> = output.lines().collect();
        lines[lines.len() - 11].to_string()
    };
    assert_eq!(
        last_board_top(&[("part", "5")]),
        "R1.R2.......00.00.B1.......xx.B2"
    );
    assert_eq!(
        last_board_top(&[("part", "5"), ("capture_to", "lowest")]),
        "R2.xx.......00.00.B1.......xx.B2"
    );
}

#[test]
fn giveup_passes_after_roll_ignores_a_giveup_before_rolling() {
    // Blue, green and yellow give up without rolling: with after_roll it stays blue's turn, so
    // blue rolls 6 1, red's move is refused, blue's giveup passes to green, who rolls 6 4.
    let output = common::output(
        GAME,
        CAPTURE_GAME,
        &[("part", "4"), ("giveup_passes", "after_roll")],
    );
    let not_your_turn = "it is not your turn\n";
    assert_eq!(
        output,
        format!(
            "6 4\n1\n5\n6 1\n{not_your_turn}6 4\n{}",
            not_your_turn.repeat(3)
        )
    );
}

#[test]
fn turn_check_last_reports_the_other_failures_first() {
    let input = "31 29 37\n2\ndice\nmove B1 4\n";
    assert_eq!(
        common::output(GAME, input, &[("part", "4")]),
        "6 4\nit is not your turn\n"
    );
    assert_eq!(
        common::output(GAME, input, &[("part", "4"), ("turn_check", "last")]),
        "6 4\nit is not in\n"
    );
}

#[test]
fn track_end_forty_stops_red_at_cell_40() {
    let input = "31 29 37\n25\ndice\nenter R1\nmove R1 4\ngiveup\ndice\nmove R1 6\nmove R1 1\n\
                 giveup\ndice\nmove R1 6\nmove R1 4\ngiveup\ndice\nmove R1 6\nmove R1 1\ngiveup\n\
                 dice\nmove R1 6\nmove R1 4\ngiveup\ndice\nmove R1 1\ngiveup\ndice\nmove R1 4\n";
    let walk = "6 4\n1\n5\n6 1\n11\n12\n6 4\n18\n22\n6 1\n28\n29\n6 4\n35\n39\n6 1\n40\n6 4\n";
    assert_eq!(
        common::output(GAME, input, &[("part", "3")]),
        format!("{walk}48\n")
    );
    assert_eq!(
        common::output(GAME, input, &[("part", "3"), ("track_end", "forty")]),
        format!("{walk}you can not move\n")
    );
}

#[test]
fn glyphs_upper_prints_empty_corner_and_home_cells_as_capitals() {
    let input = "41 41 997\n1\ndice\n";
    let lower = common::output(GAME, input, &[("part", "5")]);
    let upper = common::output(GAME, input, &[("part", "5"), ("glyphs", "upper")]);
    assert_eq!(
        lower.lines().nth(2),
        Some("R3.R4.......00.xx.00.......B3.B4")
    );
    assert_eq!(
        upper.lines().nth(2),
        Some("R3.R4.......00.XX.00.......B3.B4")
    );
    assert_eq!(lower.replace("xx", "XX"), upper);
}

// ---- dice ----

#[test]
fn the_longest_run_of_sixes_ends() {
    // Among all valid generators, 821 13 823 has the longest run of sixes (9); a roll through it
    // prints every six. (With prime A, B < m the LCG permutes 0..m and the cycle through X₀ = 0
    // shows a 1, so no valid input sixes forever; the engine still bounds the roll, see the unit
    // test in engine.rs.)
    let mut input = String::from("821 13 823\n1646\n");
    input.push_str(&"dice\ngiveup\n".repeat(823));
    let output = common::output(GAME, &input, &[("part", "3")]);
    let longest = output.lines().map(|l| l.split(' ').count()).max();
    assert_eq!(longest, Some(10));
    assert!(output.contains("6 6 6 6 6 6 6 6 6 "));
}

// ---- input errors ----

fn error(input: &str, pairs: &[(&str, &str)]) -> (usize, usize, String) {
    let e = common::input_error(GAME, input, pairs);
    (e.line, e.col, e.message.english())
}

fn assert_error(input: &str, pairs: &[(&str, &str)], at: (usize, usize), message: &str) {
    let (line, col, got) = error(input, pairs);
    assert_eq!((line, col), at, "{got}");
    assert!(got.contains(message), "expected {message:?} in {got:?}");
}

#[test]
fn request_errors_point_at_the_token() {
    let p4 = &[("part", "4")];
    assert_error(
        "41 41 997\n2\ndice\nroll\n",
        p4,
        (4, 1),
        "unknown request \"roll\"",
    );
    assert_error(
        "41 41 997\n1\nenter Q1\n",
        p4,
        (3, 7),
        "unknown piece \"Q1\"",
    );
    assert_error(
        "41 41 997\n1\nenter R5\n",
        p4,
        (3, 7),
        "unknown piece \"R5\"",
    );
    assert_error(
        "41 41 997\n1\nenter B1\n",
        &[("part", "3")],
        (3, 7),
        "piece B1 does not exist in part 3",
    );
    assert_error(
        "41 41 997\n1\nmove R1 7\n",
        p4,
        (3, 9),
        "step count s 7 is out of range 1..6",
    );
    assert_error(
        "41 41 997\n2\nmove R1\ndice\n",
        p4,
        (3, 8),
        "move needs a step count s on the same line",
    );
    assert_error(
        "41 41 997\n1\ndice 3\n",
        p4,
        (3, 6),
        "unexpected extra input \"3\"",
    );
}

#[test]
fn request_count_must_match() {
    let p3 = &[("part", "3")];
    assert_error(
        "41 41 997\n3\ndice\ngiveup\n",
        p3,
        (5, 1),
        "expected request 3 of 3",
    );
    assert_error(
        "41 41 997\n1\ndice\ngiveup\n",
        p3,
        (4, 1),
        "unexpected extra input \"giveup\"",
    );
}

#[test]
fn generator_errors_name_the_field() {
    let p2 = &[("part", "2")];
    assert_error("4 41 997\n1\n", p2, (1, 1), "A 4 is not a prime");
    assert_error("41 9 997\n1\n", p2, (1, 4), "B 9 is not a prime");
    assert_error(
        "41 41 1000\n1\n",
        p2,
        (1, 7),
        "m 1000 is out of range 2..997",
    );
    assert_error("41 7 37\n1\n", p2, (1, 1), "A 41 must be less than m = 37");
    assert_error("7 37 37\n1\n", p2, (1, 3), "B 37 must be less than m = 37");
    assert_error("x 41 997\n1\n", p2, (1, 1), "expected A (an integer)");
}

#[test]
fn count_limits_depend_on_the_part() {
    assert_error(
        "41 41 997\n100001\n",
        &[("part", "2")],
        (2, 1),
        "number of rolls n 100001 is out of range 1..100000",
    );
    assert_error(
        "41 41 997\n100001\n",
        &[("part", "3")],
        (2, 1),
        "number of requests q 100001 is out of range 1..100000",
    );
    for part in ["4", "5"] {
        assert_error(
            "41 41 997\n1001\n",
            &[("part", part)],
            (2, 1),
            "number of requests q 1001 is out of range 1..1000",
        );
    }
    assert_error(
        "7\n",
        &[("part", "1")],
        (1, 1),
        "die value d 7 is out of range 1..6",
    );
    assert_error("3 4\n", &[("part", "1")], (1, 3), "unexpected extra input");
}

// ---- inputs of another part: an error or a valid run that offers the part they read as ----

/// The part the error under `part` offers, if any.
fn suggested_part(input: &str, part: &str) -> Option<String> {
    let e = common::input_error(GAME, input, &[("part", part)]);
    e.suggestion.map(|s| {
        assert_eq!(s.rule, "part");
        assert!(
            s.message
                .english()
                .ends_with(&format!("run it with part = {}?", s.value)),
            "{}",
            s.message
        );
        s.value
    })
}

fn sample(name: &str) -> &'static str {
    let game = find_game(GAME).unwrap();
    game.samples
        .iter()
        .find(|s| s.name.starts_with(name))
        .unwrap_or_else(|| panic!("no sample {name}"))
        .input
}

#[test]
fn part_1_and_2_inputs_under_another_part_are_errors_offering_their_part() {
    for part in ["2", "3", "4", "5"] {
        assert_eq!(suggested_part("5\n", part).as_deref(), Some("1"), "{part}");
    }
    // The page's old dead end: d = 1 is no prime A.
    let e = common::input_error(GAME, "1\n", &[]);
    assert_eq!(e.message, "A 1 is out of range 2..997");
    let offer = e.suggestion.expect("a part is offered");
    assert_eq!(
        offer.message,
        "This input reads as a part 1 input (one die value d): run it with part = 1?"
    );
    for part in ["1", "3", "4", "5"] {
        let part2 = sample("part 2");
        assert_eq!(suggested_part(part2, part).as_deref(), Some("2"), "{part}");
    }
}

#[test]
fn request_inputs_under_another_part_are_errors_offering_theirs() {
    // Four players' requests: part 5 (part 4 reads the same input).
    for part in ["1", "2", "3"] {
        let four = sample("part 4");
        assert_eq!(suggested_part(four, part).as_deref(), Some("5"), "{part}");
    }
    // One player's requests (red alone, refused turns with four players): part 3.
    for part in ["1", "2"] {
        let one = sample("part 3");
        assert_eq!(suggested_part(one, part).as_deref(), Some("3"), "{part}");
    }
    // More than 1000 requests only part 3 allows.
    let many = format!(
        "41 41 997\n1001\n{}",
        "dice\ngiveup\n".repeat(500) + "dice\n"
    );
    for part in ["4", "5"] {
        let e = common::input_error(GAME, &many, &[("part", part)]);
        assert!(e
            .message
            .english()
            .contains("q 1001 is out of range 1..1000"));
        let offer = e.suggestion.expect("part 3 is offered");
        assert_eq!(
            offer.message,
            "This input reads as a part 3 input (one player, q ≤ 100 000): run it with part = 3?"
        );
    }
    // Not an input of any part: no offer.
    assert_eq!(suggested_part("41 41 997\n1\nroll\n", "5"), None);
}

#[test]
fn a_one_player_input_run_with_four_players_is_valid_but_offers_part_3() {
    let one = sample("part 3");
    let s = common::session(GAME, one, &[]);
    let offers = s.suggestions();
    assert_eq!(offers.len(), 1);
    assert_eq!(
        (offers[0].rule.as_str(), offers[0].value.as_str()),
        ("part", "3")
    );
    assert_eq!(
        offers[0].message,
        "Only red pieces are named, and with four players taking turns red is told \
         \"it is not your turn\" 5 times. This input reads as a part 3 input (one player, \
         q ≤ 100 000): run it with part = 3?"
    );
    assert!(
        s.output().contains("it is not your turn"),
        "never switched silently"
    );
    assert!(common::session(GAME, one, &[("part", "3")])
        .suggestions()
        .is_empty());
    // Four players' inputs, and red-only ones where red is never refused its turn, are fine.
    assert!(common::session(GAME, sample("part 5"), &[])
        .suggestions()
        .is_empty());
    assert!(common::session(GAME, sample("part 4"), &[("part", "4")])
        .suggestions()
        .is_empty());
    assert!(common::session(GAME, "41 41 997\n2\ndice\nenter R1\n", &[])
        .suggestions()
        .is_empty());
}

#[test]
fn no_data_file_is_offered_another_part_under_its_own() {
    let mut dirs = vec![
        common::shipped_data(GAME).join("samples"),
        common::shipped_data(GAME).join("cases"),
    ];
    dirs.extend(common::shared_data(GAME, "official"));
    for dir in dirs {
        for (name, input, _) in common::cases_in(&dir) {
            let input = std::fs::read_to_string(input).unwrap();
            let s = parse(GAME, &input, &part_rules(&name)).unwrap();
            assert!(s.suggestions().is_empty(), "{name}: {:?}", s.suggestions());
        }
    }
}

// ---- timeline ----

fn token(step: &boardlab::Step, label: &str) -> (f32, f32, Vec<(f32, f32)>) {
    let t = step
        .frame
        .tokens
        .iter()
        .find(|t| t.label == label)
        .unwrap_or_else(|| panic!("no token {label}"));
    (t.row, t.col, t.trail.clone())
}

#[test]
fn timeline_of_a_part4_capture_game() {
    let mut s = common::session(GAME, CAPTURE_GAME, &[("part", "4")]);
    assert_eq!(s.step_count(), 14);

    let start = s.step(0);
    assert_eq!(start.title, "start");
    assert_eq!(start.frame.tokens.len(), 16);
    assert_eq!((start.frame.width, start.frame.height), (11, 11));
    assert_eq!(token(&start, "R1"), (0.0, 0.0, vec![]));
    assert_eq!(token(&start, "G4"), (10.0, 10.0, vec![]));
    assert_eq!(start.output_lines, (0, 0));
    assert!(start.text.starts_with("R1.R2.......00.00.00.......B1.B2\n"));

    let roll = s.step(1);
    assert_eq!(roll.title, "1. dice");
    assert_eq!(roll.events[0], "red rolls 6 4");
    assert_eq!(roll.output_lines, (0, 1));
    assert!(roll.frame.marks.iter().any(|m| matches!(m,
        Mark::Text { text, .. } if text == "rolled 6 4")));

    // move R1 6 walks 5 → 6 → 7 → 8 → 9 → 10 → 11 up the left arm and across the top.
    let walk = s.step(8);
    assert_eq!(walk.title, "8. move R1 6");
    assert_eq!(walk.events[0], "R1 moves 6 from cell 5 to cell 11");
    assert_eq!(
        token(&walk, "R1"),
        (
            0.0,
            6.0,
            vec![(3.0, 4.0), (2.0, 4.0), (1.0, 4.0), (0.0, 4.0), (0.0, 5.0)]
        )
    );
    assert_eq!(walk.output_lines, (4, 5));
    let caption = walk.frame.caption.as_ref().unwrap().english();
    assert!(caption.contains("red to play"), "{caption}");

    let capture = s.step(11);
    assert_eq!(capture.title, "11. enter B1");
    assert_eq!(
        capture.events[..2],
        [
            "blue spends a 6 to bring B1 onto its start cell 11",
            "R1 on cell 11 is captured and goes back to corner cell 41"
        ]
    );
    assert_eq!(token(&capture, "B1"), (0.0, 6.0, vec![]));
    assert_eq!(token(&capture, "R1"), (0.0, 0.0, vec![]));
    assert!(capture.frame.marks.contains(&Mark::Arrow {
        from: (0.0, 6.0),
        to: (0.0, 0.0),
        kind: 1
    }));
    assert!(capture
        .text
        .starts_with("R1.R2.......00.00.B1.......xx.B2\n"));

    let refused = s.step(13);
    assert_eq!(refused.title, "13. enter R2");
    assert_eq!(
        refused.events[0],
        "enter R2: it is not your turn (R2 is red's piece but it is green's turn)"
    );
    assert_eq!(refused.output_lines, (8, 9));

    let markers = s.markers();
    assert_eq!(markers.len(), 1);
    assert_eq!(markers[0].step, 11);
    assert_eq!(markers[0].label, "B1 captures R1");
    assert_eq!(s.step_of_output_line(6), Some(11));
}

#[test]
fn part5_steps_print_their_board_and_seek_in_any_order() {
    let input =
        std::fs::read_to_string(common::shipped_data(GAME).join("cases/part5_05.in")).unwrap();
    let mut s = common::session(GAME, &input, &[("part", "5")]);
    let output = s.output().to_string();
    let lines: Vec<_> = output.lines().collect();
    let count = s.step_count();
    // Backwards, so that every step is replayed from a checkpoint.
    for index in (1..count).rev() {
        let step = s.step(index);
        let (start, end) = step.output_lines;
        assert!(end - start == 11 || end - start == 12, "step {index}");
        let board: String = lines[end - 11..end]
            .iter()
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(step.text, board, "step {index}");
    }
}

#[test]
fn parts_1_and_2_show_the_die() {
    let mut face = common::session(GAME, "5\n", &[("part", "1")]);
    let step = face.step(0);
    assert_eq!(face.step_count(), 1);
    let pips = step.frame.cells.iter().filter(|&&k| k == 15).count();
    assert_eq!(pips, 5);

    let mut rolls = common::session(GAME, "37 71 101\n10\n", &[("part", "2")]);
    assert_eq!(rolls.step_count(), 11);
    let second = rolls.step(2);
    assert_eq!(second.title, "roll 2: 1");
    assert_eq!(second.events[0], "X_2 = (37·71 + 71) mod 101 = 72");
    assert_eq!(second.output_lines, (1, 2));
}
