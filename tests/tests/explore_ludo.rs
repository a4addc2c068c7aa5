//! ludo: your own requests in parts 4–5, checked against the judge itself (every request line
//! run through the engine), the steps and reply of a played request, Copy as input, and the
//! parts without decisions (src/games/ludo/).

use crate::common;
use boardlab::{Message, Progress, Session};
use std::collections::BTreeSet;
use std::time::Instant;

const GAME: &str = "ludo";
const CAPTURE_GAME: &str = include_str!("../../src/games/ludo/samples/part4_capture.in");

/// What the judge prints for a request it refuses.
const REFUSALS: [&str; 9] = [
    "invalid dice rolling",
    "it is not your turn",
    "that is in",
    "you need six",
    "busy starting cell",
    "invalid move",
    "it is not in",
    "you can not move",
    "destination is busy",
];

/// The rule sets the move lists are checked under: the defaults, then each other value.
const RULE_SETS: &[&[(&str, &str)]] = &[
    &[("part", "4")],
    &[("part", "5")],
    &[("part", "4"), ("dice_rule", "non6")],
    &[("part", "4"), ("enter_opponent", "busy")],
    &[("part", "4"), ("capture_to", "lowest")],
    &[("part", "4"), ("giveup_passes", "after_roll")],
    &[("part", "4"), ("turn_check", "last")],
    &[("part", "5"), ("glyphs", "upper")],
];

fn shipped(name: &str) -> String {
    std::fs::read_to_string(common::shipped_data(GAME).join(name)).unwrap()
}

/// An input's `A B m` line and its request lines.
fn split_input(input: &str) -> (String, Vec<String>) {
    let mut lines = input.lines();
    let lcg = lines.next().unwrap().to_string();
    lines.next().unwrap();
    (lcg, lines.map(str::to_string).collect())
}

fn input_text(lcg: &str, requests: &[String]) -> String {
    format!("{lcg}\n{}\n{}\n", requests.len(), requests.join("\n"))
}

/// The judge output of `requests` (none for no request: the input needs one).
fn output_of(lcg: &str, requests: &[String], rules: &[(&str, &str)]) -> String {
    if requests.is_empty() {
        return String::new();
    }
    common::output(GAME, &input_text(lcg, requests), rules)
}

/// Every request line there is: 2 + 16 enters + 96 moves.
fn every_request_line() -> Vec<String> {
    let pieces: Vec<String> = "RBGY"
        .chars()
        .flat_map(|c| (1..=4).map(move |n| format!("{c}{n}")))
        .collect();
    let mut lines = vec!["dice".to_string(), "giveup".to_string()];
    for piece in &pieces {
        lines.push(format!("enter {piece}"));
        for steps in 1..=6 {
            lines.push(format!("move {piece} {steps}"));
        }
    }
    lines
}

/// The request lines the judge accepts after `requests`: each line appended and run through
/// the engine, kept when what it prints is not a refusal (a giveup prints nothing).
fn accepted_by_the_judge(
    lcg: &str,
    requests: &[String],
    rules: &[(&str, &str)],
) -> BTreeSet<String> {
    let before = output_of(lcg, requests, rules);
    let mut with = requests.to_vec();
    every_request_line()
        .into_iter()
        .filter(|line| {
            with.push(line.clone());
            let output = output_of(lcg, &with, rules);
            with.pop();
            let printed = output[before.len()..].lines().next().unwrap_or("");
            line == "giveup" || !REFUSALS.contains(&printed)
        })
        .collect()
}

fn move_ids(session: &mut Session, step: usize) -> Vec<String> {
    let decision = session
        .decision(step)
        .expect("parts 4–5 decide at every step");
    decision.moves.into_iter().map(|m| m.id).collect()
}

/// The moves' canvas picks: none starts another's (so none is another's either).
fn assert_cells_pick_one_move(session: &mut Session, step: usize) {
    let moves = session.decision(step).unwrap().moves;
    let picks: Vec<_> = moves.iter().filter(|m| !m.cells.is_empty()).collect();
    for a in &picks {
        for b in &picks {
            if a.id != b.id {
                assert!(
                    !b.cells.starts_with(&a.cells),
                    "the picks of {} start those of {} at step {step}",
                    a.id,
                    b.id
                );
            }
        }
    }
}

/// A fixed pseudo-random sequence, so that a failure replays.
struct Picks(u64);

impl Picks {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }

    /// Mostly a request that changes the board, a giveup now and then (or when nothing else
    /// is accepted), so that the game gets captures and pieces home.
    fn request(&mut self, ids: &[String]) -> String {
        let others: Vec<_> = ids.iter().filter(|id| *id != "giveup").collect();
        if others.is_empty() || self.below(12) == 0 {
            "giveup".to_string()
        } else {
            others[self.below(others.len())].clone()
        }
    }
}

/// Plays `count` picked requests from main-line step `base` of `input`, checking at every
/// position the move list against the judge, the reply against Copy as input, and the next
/// player; returns the session and the requests of the game.
fn walk(
    input: &str,
    rules: &[(&str, &str)],
    base: usize,
    count: usize,
    seed: u64,
) -> (Session, Vec<String>) {
    let (lcg, main_line) = split_input(input);
    let mut requests = main_line[..base].to_vec();
    let mut session = common::session(GAME, input, rules);
    let mut picks = Picks(seed);
    let mut at = base;
    for _ in 0..count {
        let ids = move_ids(&mut session, at);
        let expected: Vec<_> = accepted_by_the_judge(&lcg, &requests, rules)
            .into_iter()
            .collect();
        let mut sorted = ids.clone();
        sorted.sort();
        assert_eq!(sorted, expected, "{rules:?} after {requests:?}");
        assert_cells_pick_one_move(&mut session, at);
        let id = picks.request(&ids);
        let played = session.play(at, &id, &mut Progress::silent()).unwrap();
        requests.push(id.clone());
        at = played.timeline.step_count - 1;

        // The reply is what the judge prints for the game so far, which Copy as input writes.
        let copied = session.input_at(at).unwrap().unwrap();
        assert_eq!(copied, input_text(&lcg, &requests));
        let output = common::output(GAME, &copied, rules);
        let (reply, to_move) = played.feedback.split_at(played.feedback.len() - 1);
        let reply_text: Vec<String> = reply.iter().map(Message::english).collect();
        let lines: Vec<_> = output.lines().collect();
        assert_eq!(lines[lines.len() - reply.len()..], reply_text, "after {id}");
        assert_eq!(session.decision(at).unwrap().to_move, to_move[0]);
        // The step's events start with the reply's line and who moves next (not the board).
        let line = reply.iter().take(1).filter(|l| !l.english().contains('.'));
        let said: Vec<_> = line.chain(to_move).cloned().collect();
        assert_eq!(session.step(at).events[..said.len()], said);
    }
    (session, requests)
}

#[test]
fn every_main_line_step_offers_exactly_the_requests_the_judge_accepts() {
    for (input, rules) in [
        (shipped("cases/part4_05.in"), RULE_SETS[0]),
        (CAPTURE_GAME.to_string(), RULE_SETS[3]),
        (CAPTURE_GAME.to_string(), RULE_SETS[5]),
        (shipped("cases/part5_03.in"), RULE_SETS[1]),
    ] {
        let (lcg, main_line) = split_input(&input);
        let mut session = common::session(GAME, &input, rules);
        for step in 0..session.step_count() {
            let mut ids = move_ids(&mut session, step);
            ids.sort();
            let expected: Vec<_> = accepted_by_the_judge(&lcg, &main_line[..step], rules)
                .into_iter()
                .collect();
            assert_eq!(ids, expected, "{rules:?}: step {step}");
            assert_eq!(
                session.decision(step).unwrap().moves.last().unwrap().id,
                "giveup"
            );
        }
    }
}

#[test]
fn your_own_games_under_every_rule_option_match_the_judge() {
    for (index, rules) in RULE_SETS.iter().enumerate() {
        walk(CAPTURE_GAME, rules, 0, 120, index as u64 + 1);
        walk(CAPTURE_GAME, rules, 7, 60, index as u64 + 100);
    }
}

#[test]
fn a_move_walks_its_piece_and_quotes_the_judge() {
    let mut session = common::session(GAME, CAPTURE_GAME, &[("part", "4")]);
    // Step 7: red rolled 6 1 with R1 on cell 5.
    let decision = session.decision(7).unwrap();
    assert_eq!(decision.to_move, "red to move · unused dice: 1 6");
    let listed: Vec<_> = decision
        .moves
        .iter()
        .map(|m| (m.id.as_str(), m.label.english(), m.cells.clone()))
        .collect();
    assert_eq!(
        listed,
        [
            ("enter R2", "R2 enters cell 1", vec![(0, 1), (4, 0)]),
            ("enter R3", "R3 enters cell 1", vec![(1, 0), (4, 0)]),
            ("enter R4", "R4 enters cell 1", vec![(1, 1), (4, 0)]),
            ("move R1 1", "R1 moves 1 to cell 6", vec![(4, 4), (3, 4)]),
            ("move R1 6", "R1 moves 6 to cell 11", vec![(4, 4), (0, 6)]),
            ("giveup", "Give up", vec![]),
        ]
        .map(|(id, label, cells)| (id, label.to_string(), cells))
    );

    let played = session
        .play(7, "move R1 6", &mut Progress::silent())
        .unwrap();
    assert_eq!(played.feedback, ["11", "red to move · unused dice: 1"]);
    assert_eq!((played.first_step, played.timeline.step_count), (8, 9));
    let step = session.step(8);
    assert_eq!(step.title, "8. move R1 6");
    assert_eq!(
        step.events,
        [
            "11",
            "red to move · unused dice: 1",
            "R1 moves 6 from cell 5 to cell 11",
        ]
    );
    assert_eq!(
        step.frame.caption.as_ref().map(Message::english).as_deref(),
        Some("your request 8 · red to play · unused dice: 1")
    );
    // The main line's output had 4 lines at the branch; your request prints nothing into it.
    assert_eq!(step.output_lines, (4, 4));
    let r1 = step.frame.tokens.iter().find(|t| t.label == "R1").unwrap();
    assert_eq!((r1.row, r1.col), (0.0, 6.0));
    // Cells 6, 7, 8, 9, 10 between cell 5 and cell 11, one by one.
    assert_eq!(
        r1.trail,
        [(3.0, 4.0), (2.0, 4.0), (1.0, 4.0), (0.0, 4.0), (0.0, 5.0)]
    );
    assert!(step.text.starts_with("xx.R2.......00.00.R1"));

    // Red passes, blue rolls 6 4 and enters B1 on R1's cell: a capture in your own game.
    session.play(8, "giveup", &mut Progress::silent()).unwrap();
    let rolled = session.play(9, "dice", &mut Progress::silent()).unwrap();
    assert_eq!(rolled.feedback, ["6 4", "blue to move · unused dice: 4 6"]);
    let roll = session.step(10);
    assert!(roll.events.iter().any(|e| e == "blue rolls 6 4"));
    assert!(roll
        .events
        .iter()
        .any(|e| e == "every 6 earns another roll"));
    let enter = session.decision(10).unwrap().moves;
    let b1 = enter.iter().find(|m| m.id == "enter B1").unwrap();
    assert_eq!(b1.label, "B1 enters cell 11, capturing R1");
    let entered = session
        .play(10, "enter B1", &mut Progress::silent())
        .unwrap();
    assert_eq!(entered.feedback, ["11", "blue to move · unused dice: 4"]);
    let capture = session.step(11);
    assert!(capture
        .events
        .iter()
        .any(|e| e == "R1 on cell 11 is captured and goes back to corner cell 41"));
    assert!(capture
        .frame
        .marks
        .contains(&boardlab::timeline::Mark::Arrow {
            from: (0.0, 6.0),
            to: (0.0, 0.0),
            kind: 1
        }));
    let variation = session.variation().unwrap();
    assert_eq!(variation.base, 7);
    assert_eq!(variation.moves, ["move R1 6", "giveup", "dice", "enter B1"]);
}

#[test]
fn the_die_of_the_player_to_move_is_the_cell_that_rolls() {
    let mut session = common::session(GAME, CAPTURE_GAME, &[("part", "4")]);
    let start = session.decision(0).unwrap();
    assert_eq!(start.to_move, "red to move · unused dice: none");
    let ids: Vec<_> = start.moves.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["dice", "giveup"]);
    assert_eq!(start.moves[0].label, "Roll the die");
    assert_eq!(start.moves[0].cells, [(2, 1)]);
    // The die cell is drawn for the player to move only: red's at the start, blue's once red
    // has used its dice (step 3).
    let die = 16;
    assert_eq!(session.step(0).frame.cell(2, 1), die);
    assert_eq!(session.step(0).frame.cell(2, 9), 0);
    assert_eq!(session.step(3).frame.cell(2, 9), die);
    assert_eq!(session.step(3).frame.cell(2, 1), 0);
    assert_eq!(session.decision(3).unwrap().moves[0].cells, [(2, 9)]);
}

#[test]
fn part_5_replies_with_the_board() {
    let mut session = common::session(GAME, CAPTURE_GAME, &[("part", "5")]);
    let played = session.play(0, "dice", &mut Progress::silent()).unwrap();
    let board: Vec<_> = session.step(1).text.lines().map(str::to_string).collect();
    assert_eq!(board.len(), 11);
    let mut expected = vec!["6 4".to_string()];
    expected.extend(board);
    expected.push("red to move · unused dice: 4 6".to_string());
    let feedback: Vec<String> = played.feedback.iter().map(Message::english).collect();
    assert_eq!(feedback, expected);
}

#[test]
fn the_turn_passes_as_the_judge_passes_it() {
    let mut session = common::session(GAME, CAPTURE_GAME, &[("part", "4")]);
    let given_up = session.play(0, "giveup", &mut Progress::silent()).unwrap();
    assert_eq!(given_up.feedback, ["blue to move · unused dice: none"]);
    assert!(session.step(1).events.iter().any(|e| e == "blue's turn"));
    // Red's last die used: the turn passes with it.
    session.back_to_main_line();
    let moved = session
        .play(2, "move R1 4", &mut Progress::silent())
        .unwrap();
    assert_eq!(moved.feedback, ["5", "blue to move · unused dice: none"]);

    // giveup_passes=after_roll: a giveup before rolling changes nothing.
    let rules = [("part", "4"), ("giveup_passes", "after_roll")];
    let mut session = common::session(GAME, CAPTURE_GAME, &rules);
    let giveup = session.decision(0).unwrap().moves.pop().unwrap();
    assert_eq!(giveup.label, "Give up (changes nothing before a roll)");
    let played = session.play(0, "giveup", &mut Progress::silent()).unwrap();
    assert_eq!(played.feedback, ["red to move · unused dice: none"]);
}

#[test]
fn a_piece_hidden_in_a_shared_corner_cell_is_entered_from_the_list() {
    // capture_to=lowest: R2 is captured onto corner cell 41 where R1 sits (see ludo.rs).
    let input = CAPTURE_GAME
        .replace("R1", "R2")
        .replace("13\n", "11\n")
        .replace("move B1 4\nenter R2\n", "");
    let rules = [("part", "4"), ("capture_to", "lowest")];
    let mut session = common::session(GAME, &input, &rules);
    let mut at = session.step_count() - 1;
    // Pass and roll until red holds a 6.
    let enters = loop {
        let decision = session.decision(at).unwrap();
        let to_move = decision.to_move.english();
        if to_move.starts_with("red") && to_move.contains('6') {
            break decision.moves;
        }
        let id = if decision.moves[0].id == "dice" {
            "dice"
        } else {
            "giveup"
        };
        at = session
            .play(at, id, &mut Progress::silent())
            .unwrap()
            .timeline
            .step_count
            - 1;
        assert!(at < 200, "red never rolled a 6");
    };
    let cells = |id: &str| enters.iter().find(|m| m.id == id).unwrap().cells.clone();
    assert_eq!(cells("enter R1"), []);
    assert_eq!(cells("enter R2"), [(0, 0), (4, 0)]);
}

#[test]
fn copy_as_input_writes_the_game_so_far() {
    let mut session = common::session(GAME, CAPTURE_GAME, &[("part", "4")]);
    let error = session.input_at(0).unwrap().unwrap_err();
    assert!(error.english().contains("at least one"), "{error}");
    let (lcg, main_line) = split_input(CAPTURE_GAME);
    assert_eq!(
        session.input_at(5).unwrap().unwrap(),
        input_text(&lcg, &main_line[..5])
    );
    session.play(5, "giveup", &mut Progress::silent()).unwrap();
    let mut expected = main_line[..5].to_vec();
    expected.push("giveup".to_string());
    assert_eq!(
        session.input_at(6).unwrap().unwrap(),
        input_text(&lcg, &expected)
    );
    // The main line before the branch is unchanged.
    assert_eq!(
        session.input_at(3).unwrap().unwrap(),
        input_text(&lcg, &main_line[..3])
    );

    // A request after the 1000th is played, but no input of parts 4–5 holds it.
    let mut session = common::session(GAME, &shipped("cases/part4_15.in"), &[("part", "4")]);
    let last = session.step_count() - 1;
    assert_eq!(last, 1000);
    assert!(session.input_at(last).unwrap().is_ok());
    session
        .play(last, "giveup", &mut Progress::silent())
        .unwrap();
    let error = session.input_at(last + 1).unwrap().unwrap_err();
    assert!(error.english().contains("at most 1000"), "{error}");
}

#[test]
fn a_request_not_accepted_is_an_error_naming_it() {
    let mut session = common::session(GAME, CAPTURE_GAME, &[("part", "4")]);
    let error = session
        .play(0, "move R1 6", &mut Progress::silent())
        .unwrap_err();
    assert!(error.english().contains("\"move R1 6\""), "{error}");
    assert!(session.variation().is_none());
}

#[test]
fn a_restored_variation_shows_the_same_steps() {
    let (mut session, _) = walk(CAPTURE_GAME, &[("part", "5")], 3, 25, 7);
    let info = session.variation().unwrap();
    let count = session.step_count();
    let steps: Vec<_> = (0..count).map(|i| session.step(i)).collect();
    session.back_to_main_line();
    assert_eq!(session.step_count(), 14);
    session.restore_variation(info.base, &info.moves).unwrap();
    assert_eq!(session.variation().unwrap().moves, info.moves);
    let restored: Vec<_> = (0..count).map(|i| session.step(i)).collect();
    assert_eq!(restored, steps);
}

#[test]
fn parts_1_to_3_have_no_decisions() {
    for (input, part) in [
        ("5\n", "1"),
        ("37 71 101\n10\n", "2"),
        ("31 29 37\n3\ndice\nenter R1\nmove R1 4\n", "3"),
    ] {
        let mut session = common::session(GAME, input, &[("part", part)]);
        for step in 0..session.step_count() {
            assert!(session.decision(step).is_none(), "part {part}: step {step}");
            assert!(session.input_at(step).is_none());
        }
        assert!(session.play(0, "dice", &mut Progress::silent()).is_err());
    }
}

#[test]
fn feedback_times_on_the_largest_shipped_inputs() {
    for (file, part) in [("cases/part4_15.in", "4"), ("cases/part5_15.in", "5")] {
        let mut session = common::session(GAME, &shipped(file), &[("part", part)]);
        let mut picks = Picks(3);
        let mut times = Vec::new();
        let main_steps = session.step_count();
        for step in 0..main_steps {
            let started = Instant::now();
            let ids = move_ids(&mut session, step);
            let id = picks.request(&ids);
            session.play(step, &id, &mut Progress::silent()).unwrap();
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            session.back_to_main_line();
        }
        times.sort_by(f64::total_cmp);
        let p95 = times[times.len() * 95 / 100];
        let max = times[times.len() - 1];
        println!(
            "ludo {file}: moves + play at each of {main_steps} steps: p95 {p95:.3} ms, max {max:.3} ms"
        );
    }
}
