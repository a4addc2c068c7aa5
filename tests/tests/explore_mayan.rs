//! mayan: your own moves, the engine's feedback and the board editor (src/games/mayan/).
//!
//! The rules are implemented here once more, independently (a plain cell array, gravity, runs),
//! to check the move lists and the feedback against brute force over every move sequence.

use crate::common::{input_error, rules, session, shared_data, shipped_data, MAYAN_SAMPLE};
use boardlab::explore::{edit_board, editor_board, Edit, Editing};
use boardlab::timeline::Frame;
use boardlab::{Progress, Session};
use std::time::Instant;

const GAME: &str = "mayan";
const WIDTH: usize = 5;
const HEIGHT: usize = 7;

/// `cells[x][y]`: the colour at column x, row y (0 = bottom), 0 = empty.
type Cells = [[u8; HEIGHT]; WIDTH];

/// A move (x, y, g) as the judge writes it.
type Move = (usize, usize, i8);

fn move_id((x, y, g): Move) -> String {
    format!("{x} {y} {g}")
}

fn moves_text(moves: &[Move]) -> String {
    let ids: Vec<String> = moves.iter().map(|&mv| move_id(mv)).collect();
    ids.join(" / ")
}

fn plural(count: usize, word: &str) -> String {
    if count == 1 {
        format!("1 {word}")
    } else {
        format!("{count} {word}s")
    }
}

fn cells_of_text(input: &str) -> (usize, Cells) {
    let mut lines = input.lines();
    let n = lines.next().unwrap().trim().parse().unwrap();
    let mut cells = [[0; HEIGHT]; WIDTH];
    for column in cells.iter_mut() {
        let colours: Vec<u8> = lines
            .next()
            .unwrap()
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        for (y, &colour) in colours.iter().take_while(|&&c| c != 0).enumerate() {
            column[y] = colour;
        }
    }
    (n, cells)
}

/// The settled board a frame shows (faded tokens are removed blocks).
fn cells_of_frame(frame: &Frame) -> Cells {
    let mut cells = [[0; HEIGHT]; WIDTH];
    for token in frame.tokens.iter().filter(|t| !t.faded) {
        let (row, col) = (token.row as usize, token.col as usize);
        cells[col][HEIGHT - 1 - row] = token.label.parse().unwrap();
    }
    cells
}

fn is_empty(cells: &Cells) -> bool {
    cells.iter().flatten().all(|&c| c == 0)
}

/// Gravity, then removal of every run of three, until nothing is removed.
fn settle(mut cells: Cells) -> Cells {
    loop {
        for column in cells.iter_mut() {
            let blocks: Vec<u8> = column.iter().copied().filter(|&c| c != 0).collect();
            *column = [0; HEIGHT];
            column[..blocks.len()].copy_from_slice(&blocks);
        }
        let mut marked = [[false; HEIGHT]; WIDTH];
        for x in 0..WIDTH {
            for y in 0..HEIGHT {
                let c = cells[x][y];
                if c == 0 {
                    continue;
                }
                if x + 2 < WIDTH && cells[x + 1][y] == c && cells[x + 2][y] == c {
                    (0..3).for_each(|d| marked[x + d][y] = true);
                }
                if y + 2 < HEIGHT && cells[x][y + 1] == c && cells[x][y + 2] == c {
                    (0..3).for_each(|d| marked[x][y + d] = true);
                }
            }
        }
        if marked.iter().flatten().all(|&m| !m) {
            return cells;
        }
        for x in 0..WIDTH {
            for y in 0..HEIGHT {
                if marked[x][y] {
                    cells[x][y] = 0;
                }
            }
        }
    }
}

/// Every legal move in answer order (x, then y, then right before left).
fn legal_moves(cells: &Cells, skipped: bool) -> Vec<Move> {
    let mut moves = Vec::new();
    for (x, column) in cells.iter().enumerate() {
        for (y, &colour) in column.iter().enumerate() {
            for g in [1i8, -1] {
                let target = x as i64 + i64::from(g);
                if colour == 0 || !(0..WIDTH as i64).contains(&target) {
                    continue;
                }
                if skipped && cells[target as usize][y] == colour {
                    continue;
                }
                moves.push((x, y, g));
            }
        }
    }
    moves
}

fn play(cells: &Cells, (x, y, g): Move) -> Cells {
    let mut next = *cells;
    let target = (x as i64 + i64::from(g)) as usize;
    next[x][y] = cells[target][y];
    next[target][y] = cells[x][y];
    settle(next)
}

/// The first sequence of exactly `moves_left` moves, in answer order, that empties the board
/// with its last move: every sequence is tried.
fn brute_smallest(cells: &Cells, moves_left: usize, skipped: bool) -> Option<Vec<Move>> {
    if moves_left == 0 || is_empty(cells) {
        return None;
    }
    for mv in legal_moves(cells, skipped) {
        let next = play(cells, mv);
        if moves_left == 1 {
            if is_empty(&next) {
                return Some(vec![mv]);
            }
        } else if let Some(rest) = brute_smallest(&next, moves_left - 1, skipped) {
            return Some([vec![mv], rest].concat());
        }
    }
    None
}

/// The feedback lines the engine must give for `mv` from `cells` with `moves_left` moves.
fn expected_feedback(
    cells: &Cells,
    n: usize,
    moves_left: usize,
    mv: Move,
    skipped: bool,
) -> [String; 2] {
    let next = play(cells, mv);
    let left = moves_left - 1;
    let verdict = if is_empty(&next) {
        if left == 0 {
            format!(
                "the board is cleared in exactly {}: a solution",
                plural(n, "move")
            )
        } else {
            format!(
                "the board was emptied with {} still to make",
                plural(left, "move")
            )
        }
    } else if left == 0 {
        "no move is left".to_string()
    } else {
        match brute_smallest(&next, left, skipped) {
            Some(rest) => format!(
                "the board can still be cleared in exactly {}; the smallest way: {}",
                plural(left, "move"),
                moves_text(&rest)
            ),
            None => format!(
                "the board can no longer be cleared in exactly {}",
                plural(left, "move")
            ),
        }
    };
    let comparison = match brute_smallest(cells, moves_left, skipped) {
        None => format!(
            "the board could not be cleared in exactly {} before {} either",
            plural(moves_left, "move"),
            move_id(mv)
        ),
        Some(best) if best[0] == mv => {
            format!(
                "{} is the move the smallest answer from here makes",
                move_id(mv)
            )
        }
        Some(best) => format!(
            "the smallest answer from here makes {} instead",
            move_id(best[0])
        ),
    };
    [verdict, comparison]
}

/// Checks every move of the decision at step `at` against the rules and the brute force,
/// playing each; returns how many feedbacks said "can still be cleared".
fn check_every_move(
    session: &mut Session,
    at: usize,
    cells: &Cells,
    n: usize,
    moves_left: usize,
    skipped: bool,
) -> usize {
    let decision = session.decision(at).unwrap();
    let ids: Vec<String> = decision.moves.iter().map(|m| m.id.clone()).collect();
    let expected: Vec<String> = legal_moves(cells, skipped)
        .into_iter()
        .map(move_id)
        .collect();
    assert_eq!(ids, expected, "moves of {cells:?}");
    let mut solvable = 0;
    for option in &decision.moves {
        let mut parts = option.id.split(' ').map(|p| p.parse::<i64>().unwrap());
        let mv = (
            parts.next().unwrap() as usize,
            parts.next().unwrap() as usize,
            parts.next().unwrap() as i8,
        );
        let outcome = session
            .play(at, &option.id, &mut Progress::silent())
            .unwrap();
        let [verdict, comparison] = expected_feedback(cells, n, moves_left, mv, skipped);
        assert!(
            outcome.feedback[0].english().starts_with(&verdict),
            "{cells:?} {}: {:?} does not start with {verdict:?}",
            option.id,
            outcome.feedback
        );
        assert!(
            outcome.feedback[1].english().starts_with(&comparison),
            "{cells:?} {}: {:?} does not start with {comparison:?}",
            option.id,
            outcome.feedback
        );
        solvable += usize::from(verdict.contains("can still"));
        // The move's last step shows the board the independent rules give.
        let last = session.step(outcome.timeline.step_count - 1);
        assert_eq!(
            cells_of_frame(&last.frame),
            play(cells, mv),
            "{}",
            option.id
        );
    }
    solvable
}

fn next_random(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// A random input with a small board (no run at the start) and n moves; `solvable`: one that
/// can be cleared in exactly n moves.
fn random_input(seed: &mut u64, n: usize, solvable: bool) -> String {
    loop {
        let mut text = format!("{n}\n");
        let mut cells = [[0; HEIGHT]; WIDTH];
        for column in cells.iter_mut() {
            let height = (next_random(seed) % 5) as usize;
            for cell in column.iter_mut().take(height) {
                *cell = 1 + (next_random(seed) % 2) as u8;
                text.push_str(&format!("{cell} "));
            }
            text.push_str("0\n");
        }
        let wanted = !solvable || brute_smallest(&cells, n, false).is_some();
        if settle(cells) == cells && !is_empty(&cells) && wanted {
            return text;
        }
    }
}

fn skipped_rules(skipped: bool) -> Vec<(&'static str, &'static str)> {
    if skipped {
        vec![("same_colour_swap", "skipped")]
    } else {
        Vec::new()
    }
}

#[test]
fn moves_and_feedback_match_brute_force_on_small_boards() {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let (mut solvable, mut unsolvable) = (0, 0);
    for round in 0..60 {
        let n = 1 + round % 3;
        let input = random_input(&mut seed, n, round % 2 == 0);
        let (_, cells) = cells_of_text(&input);
        for skipped in [false, true] {
            let mut session = session(GAME, &input, &skipped_rules(skipped));
            let found = check_every_move(&mut session, 0, &cells, n, n, skipped);
            solvable += found;
            unsolvable += session.decision(0).unwrap().moves.len() - found;
            // One level deeper: every move after the first legal move, in the variation.
            let first = session.decision(0).unwrap().moves[0].id.clone();
            let outcome = session.play(0, &first, &mut Progress::silent()).unwrap();
            let at = outcome.timeline.step_count - 1;
            let after = cells_of_frame(&session.step(at).frame);
            if n > 1 && !is_empty(&after) {
                solvable += check_every_move(&mut session, at, &after, n, n - 1, skipped);
            }
        }
    }
    println!("brute force: {solvable} moves left a clearable board, {unsolvable} did not");
    assert!(
        solvable > 30 && unsolvable > 30,
        "too one-sided: {solvable} solvable, {unsolvable} not"
    );
}

#[test]
fn moves_list_every_legal_drag_on_the_shipped_boards() {
    let dir = shipped_data(GAME);
    for name in ["01", "same_colour_1", "same_colour_2"] {
        let input = std::fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
        for skipped in [false, true] {
            let mut session = session(GAME, &input, &skipped_rules(skipped));
            for at in 0..session.step_count() {
                let cells = cells_of_frame(&session.step(at).frame);
                let Some(decision) = session.decision(at) else {
                    panic!("{name}: no decision at step {at}");
                };
                // Every step of a move decides on the board the move settles into.
                let settled = settle(cells);
                let ids: Vec<String> = decision.moves.iter().map(|m| m.id.clone()).collect();
                if ids.is_empty() {
                    assert!(
                        !decision.to_move.english().starts_with("drag"),
                        "{name} step {at}"
                    );
                } else {
                    let expected: Vec<String> = legal_moves(&settled, skipped)
                        .into_iter()
                        .map(move_id)
                        .collect();
                    assert_eq!(ids, expected, "{name} step {at}");
                }
                for option in &decision.moves {
                    let (x, y, g) = {
                        let p: Vec<i64> =
                            option.id.split(' ').map(|p| p.parse().unwrap()).collect();
                        (p[0] as u16, p[1] as u16, p[2])
                    };
                    let row = HEIGHT as u16 - 1 - y;
                    let target = (i64::from(x) + g) as u16;
                    assert_eq!(option.cells, [(row, x), (row, target)]);
                    let direction = if g > 0 { "right" } else { "left" };
                    assert_eq!(option.label.english(), format!("({x}, {y}) {direction}"));
                }
            }
        }
    }
}

/// The statement sample's positions: where each step branches, and who moves.
#[test]
fn positions_follow_the_settled_boards_of_the_main_line() {
    let mut session = session(GAME, MAYAN_SAMPLE, &[]);
    // Steps: 0 initial, 1 move 1, 2 move 2, 3..=8 move 3, 9 the end.
    let expected = [
        (0, "drag a block: 3 of 3 moves left, 12 blocks on the board"),
        (1, "drag a block: 2 of 3 moves left, 12 blocks on the board"),
        (2, "drag a block: 1 of 3 moves left, 12 blocks on the board"),
    ];
    for (at, to_move) in expected {
        assert_eq!(session.decision(at).unwrap().to_move, to_move, "step {at}");
    }
    for at in 3..=9 {
        let decision = session.decision(at).unwrap();
        assert_eq!(
            decision.to_move,
            "the board is cleared in exactly 3 moves: a solution"
        );
        assert!(decision.moves.is_empty());
        let error = session.play(at, "0 0 1", &mut Progress::silent()).err();
        assert!(error
            .unwrap()
            .english()
            .starts_with("no move can be made here"));
        assert_eq!(
            session.input_at(at).unwrap().unwrap_err(),
            "no move is left (all 3 moves are made), and the input needs n ≥ 1"
        );
    }
    // A branch from any step of a move shows after that move's last step.
    for (at, base) in [(0, 0), (1, 1), (2, 2)] {
        session.back_to_main_line();
        let id = session.decision(at).unwrap().moves[0].id.clone();
        session.play(at, &id, &mut Progress::silent()).unwrap();
        assert_eq!(session.variation().unwrap().base, base, "step {at}");
    }
    // The main line's own move from step 1 gives the main line's next board.
    session.back_to_main_line();
    let outcome = session.play(1, "3 1 1", &mut Progress::silent()).unwrap();
    assert_eq!(outcome.first_step, 2);
    assert_eq!(session.step(2).frame.tokens, {
        let mut main = boardlab::parse(GAME, MAYAN_SAMPLE, &[]).unwrap();
        main.step(2).frame.tokens
    });
}

#[test]
fn a_played_move_shows_its_drag_falls_and_chains_with_the_feedback_first() {
    let mut session = session(GAME, MAYAN_SAMPLE, &[]);
    let outcome = session.play(0, "2 1 1", &mut Progress::silent()).unwrap();
    assert_eq!(
        outcome.feedback,
        [
            "the board can still be cleared in exactly 2 moves; the smallest way: 3 1 1 / 3 0 1",
            "2 1 1 is the move the smallest answer from here makes",
        ]
    );
    assert_eq!((outcome.first_step, outcome.timeline.step_count), (1, 2));
    let drag = session.step(1);
    assert_eq!(drag.title, "move 1: (2,1) → right");
    assert_eq!(drag.events[..2], outcome.feedback);
    assert_eq!(drag.events[2], "(2,1) colour 3 swaps with (3,1) colour 1");
    assert_eq!(drag.frame.caption.as_ref().unwrap(), "move 1 of 3 · drag");

    // From there a slide: colour 4 at (4,3) goes left and falls to (3,2), making no run; the
    // smallest answer would swap (3,1) instead.
    let outcome = session.play(1, "4 3 -1", &mut Progress::silent()).unwrap();
    assert_eq!(outcome.first_step, 2);
    assert_eq!(
        outcome.feedback,
        [
            "the board can no longer be cleared in exactly 1 move",
            "the smallest answer from here makes 3 1 1 instead (smallest answer: 3 1 1 / 3 0 1)",
        ]
    );
    let titles: Vec<String> = (2..outcome.timeline.step_count)
        .map(|i| session.step(i).title.english())
        .collect();
    assert_eq!(titles, ["move 2: (4,3) → left", "move 2: blocks fall"]);
    let fall = session.step(3);
    assert_eq!(
        fall.events,
        ["1 block falls", "colour 4 falls from (3,3) to (3,2)"]
    );
    assert_eq!(
        fall.frame.caption.as_ref().unwrap(),
        "move 2 of 3 · fall · 12 blocks left"
    );
    assert_eq!(
        session.variation().unwrap().moves,
        ["2 1 1".to_string(), "4 3 -1".to_string()]
    );
    let decision = session.decision(3).unwrap();
    assert_eq!(
        decision.to_move,
        "drag a block: 1 of 3 moves left, 12 blocks on the board"
    );

    // The last move of the smallest answer clears the board with three chains.
    session.play(1, "3 1 1", &mut Progress::silent()).unwrap();
    let outcome = session.play(2, "3 0 1", &mut Progress::silent()).unwrap();
    assert_eq!(
        outcome.feedback,
        [
            "the board is cleared in exactly 3 moves: a solution",
            "3 0 1 is the move the smallest answer from here makes",
        ]
    );
    let last = session.step(outcome.timeline.step_count - 1);
    assert_eq!(last.title, "move 3: chain 3");
    assert!(cells_of_frame(&last.frame)
        .iter()
        .flatten()
        .all(|&c| c == 0));
    assert!(session
        .decision(outcome.timeline.step_count - 1)
        .unwrap()
        .moves
        .is_empty());
}

#[test]
fn a_left_move_into_a_block_is_the_same_board_as_the_right_move_beside_it() {
    let mut session = session(GAME, MAYAN_SAMPLE, &[]);
    let outcome = session.play(0, "3 1 -1", &mut Progress::silent()).unwrap();
    assert_eq!(
        outcome.feedback,
        [
            "the board can still be cleared in exactly 2 moves; the smallest way: 3 1 1 / 3 0 1",
            "the smallest answer from here makes 2 1 1 instead, which gives the same board \
             (smallest answer: 2 1 1 / 3 1 1 / 3 0 1)",
        ]
    );
}

#[test]
fn emptying_the_board_too_early_is_no_solution() {
    // Row 0 is 1 1 _ 1: sliding (3,0) left clears it with one of the two moves.
    let mut session = session(GAME, "2\n1 0\n1 0\n0\n1 0\n0\n", &[]);
    assert_eq!(session.output(), "0 0 1\n3 0 -1\n");
    let outcome = session.play(0, "3 0 -1", &mut Progress::silent()).unwrap();
    assert_eq!(
        outcome.feedback,
        [
            "the board was emptied with 1 move still to make: not a solution (the last of the \
             n moves must empty it; there is no move on an empty board)",
            "the smallest answer from here makes 0 0 1 instead (smallest answer: 0 0 1 / 3 0 -1)",
        ]
    );
    let last = outcome.timeline.step_count - 1;
    let decision = session.decision(last).unwrap();
    assert!(decision.moves.is_empty());
    assert!(decision
        .to_move
        .english()
        .starts_with("the board was emptied with 1 move"));
    // The position reached reads as input; it has no answer.
    let input = session.input_at(last).unwrap().unwrap();
    assert_eq!(input, "1\n0\n0\n0\n0\n0\n");
    assert_eq!(session_output(&input, &[]), "-1\n");
    // Unknown and illegal ids are refused by name.
    let error = session
        .play(0, "2 0 1", &mut Progress::silent())
        .unwrap_err()
        .english();
    assert!(
        error.starts_with("\"2 0 1\" is not a legal move here"),
        "{error}"
    );
}

#[test]
fn moves_used_up_without_clearing() {
    let mut session = session(GAME, "1\n1 0\n1 0\n0\n1 0\n1 0\n", &[]);
    let outcome = session.play(0, "0 0 1", &mut Progress::silent()).unwrap();
    assert_eq!(
        outcome.feedback,
        [
            "no move is left and 4 blocks remain: not a solution",
            "the board could not be cleared in exactly 1 move before 0 0 1 either",
        ]
    );
    let decision = session.decision(outcome.timeline.step_count - 1).unwrap();
    assert!(decision.moves.is_empty());
    let error = session
        .input_at(outcome.timeline.step_count - 1)
        .unwrap()
        .unwrap_err()
        .english();
    assert!(error.starts_with("no move is left"), "{error}");
}

fn session_output(input: &str, pairs: &[(&str, &str)]) -> String {
    session(GAME, input, pairs).output().to_string()
}

#[test]
fn copy_as_input_gives_the_position_reached_and_its_answer_agrees_with_the_feedback() {
    let mut session = session(GAME, MAYAN_SAMPLE, &[]);
    assert_eq!(session.input_at(0).unwrap().unwrap(), MAYAN_SAMPLE);
    let outcome = session.play(0, "2 1 1", &mut Progress::silent()).unwrap();
    let input = session
        .input_at(outcome.timeline.step_count - 1)
        .unwrap()
        .unwrap();
    assert_eq!(input, "2\n1 0\n2 1 0\n2 1 4 0\n3 3 0\n2 4 3 4 0\n");
    assert_eq!(session_output(&input, &[]), "3 1 1\n3 0 1\n");
    // Main-line steps inside move 1 give the board after it.
    let mut main = crate::common::session(GAME, MAYAN_SAMPLE, &[]);
    assert_eq!(main.input_at(1).unwrap().unwrap(), input);
    // A move that loses: the input's answer is -1, as the feedback said.
    let outcome = session.play(1, "4 3 -1", &mut Progress::silent()).unwrap();
    assert!(
        outcome.feedback[0].english().contains("no longer"),
        "{:?}",
        outcome.feedback
    );
    let input = session
        .input_at(outcome.timeline.step_count - 1)
        .unwrap()
        .unwrap();
    assert_eq!(session_output(&input, &[]), "-1\n");

    // Over random small boards: every move's input answers as its feedback says.
    let mut seed = 0x1234_5678_u64;
    for _ in 0..20 {
        let input = random_input(&mut seed, 3, false);
        let mut session = crate::common::session(GAME, &input, &[]);
        for option in session.decision(0).unwrap().moves {
            let outcome = session
                .play(0, &option.id, &mut Progress::silent())
                .unwrap();
            let reached = session
                .input_at(outcome.timeline.step_count - 1)
                .unwrap()
                .unwrap();
            let answer = session_output(&reached, &[]);
            let verdict = outcome.feedback[0].english();
            match verdict.split_once("the smallest way: ") {
                Some((_, way)) => {
                    assert_eq!(answer, way.replace(" / ", "\n") + "\n", "{reached}")
                }
                None => assert_eq!(answer, "-1\n", "{reached}: {verdict}"),
            }
        }
    }
}

#[test]
fn replay_mode_positions_follow_the_given_answer_and_copy_the_game_so_far() {
    let sample = "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
    // A valid answer that is not the smallest: its first move is the left twin of 2 1 1.
    let replay = [("mode", "replay")];
    let input = format!("{sample}3 1 -1\n3 1 1\n3 0 1\n");
    let mut session = session(GAME, &input, &replay);
    assert_eq!(session.input_at(0).unwrap().unwrap(), sample);
    // Step 1 is the first move (3 1 -1): its position is after it, the smallest answer from
    // there is not known from the main line and is searched.
    let outcome = session.play(1, "3 1 1", &mut Progress::silent()).unwrap();
    assert_eq!(
        outcome.feedback,
        [
            "the board can still be cleared in exactly 1 move; the smallest way: 3 0 1",
            "3 1 1 is the move the smallest answer from here makes",
        ]
    );
    let copied = session
        .input_at(outcome.timeline.step_count - 1)
        .unwrap()
        .unwrap();
    assert_eq!(copied, format!("{sample}3 1 -1\n3 1 1\n"));
    let verdict = session_output(&copied, &replay);
    assert!(
        verdict.contains("verdict: wrong — the answer has 2 moves; exactly 3 are required"),
        "{verdict}"
    );
    // An illegal move leaves the board: its step decides on the board before it.
    let illegal = format!("{sample}2 1 1\n0 5 1\n");
    let mut session = crate::common::session(GAME, &illegal, &replay);
    let last = session.step_count() - 1;
    assert_eq!(
        session.decision(last).unwrap().to_move,
        "drag a block: 2 of 3 moves left, 12 blocks on the board"
    );
    assert_eq!(
        session.input_at(last).unwrap().unwrap(),
        format!("{sample}2 1 1\n")
    );
}

#[test]
fn restore_variation_replays_the_same_steps() {
    let mut session = session(GAME, MAYAN_SAMPLE, &[]);
    session.play(1, "0 0 1", &mut Progress::silent()).unwrap();
    let at = session.step_count() - 1;
    session.play(at, "4 3 -1", &mut Progress::silent()).unwrap();
    let info = session.variation().unwrap();
    assert_eq!(info.base, 1);
    assert_eq!(info.moves, ["0 0 1", "4 3 -1"]);
    // The variation's steps (step 0 of each parse has its own search time).
    let shown = info.base + 1..session.step_count();
    let steps: Vec<_> = shown.clone().map(|i| session.step(i)).collect();

    let mut restored = crate::common::session(GAME, MAYAN_SAMPLE, &[]);
    restored.restore_variation(info.base, &info.moves).unwrap();
    assert_eq!(restored.step_count(), session.step_count());
    let again: Vec<_> = shown.map(|i| restored.step(i)).collect();
    assert_eq!(again, steps);
    assert_eq!(restored.variation().unwrap().moves, info.moves);
    // A permalink with a move that is not legal there is refused.
    let error = restored
        .restore_variation(1, &["0 0 1".to_string(), "4 6 1".to_string()])
        .unwrap_err()
        .english();
    assert!(error.contains("\"4 6 1\" is not a legal move"), "{error}");
}

#[test]
fn editor_reads_the_board_and_writes_edits_back() {
    let editing = Editing::default();
    let board = editor_board(GAME, MAYAN_SAMPLE, &[], &editing).unwrap();
    assert_eq!(board.layers.len(), 1);
    let layer = &board.layers[0];
    assert_eq!(layer.name, "block");
    assert_eq!(layer.kinds[0], "empty");
    assert_eq!(layer.kinds[10], "colour 10");
    assert_eq!(layer.kinds.len(), 11);
    // Frame cell (6, 4) is (4, 0), colour 2; (3, 4) is (4, 3), colour 4; (0, 0) is empty.
    assert_eq!(layer.cells[6 * WIDTH + 4], 2);
    assert_eq!(layer.cells[3 * WIDTH + 4], 4);
    assert_eq!(layer.cells[0], 0);
    assert_eq!(
        board.frame.caption.as_ref().unwrap(),
        "initial board · n = 3 · 12 blocks"
    );
    assert_eq!(board.fields[0].name, "n");
    assert_eq!(
        (
            board.fields[0].value,
            board.fields[0].min,
            board.fields[0].max
        ),
        (3, 1, 5)
    );
    let mut main = session(GAME, MAYAN_SAMPLE, &[]);
    assert_eq!(board.frame.tokens, main.step(0).frame.tokens);

    // A colour set high above column 0 falls onto its top: (0, 1).
    let edit = |text: &str, edit: Edit| edit_board(GAME, text, &[], &editing, &edit).unwrap();
    let text = edit(
        MAYAN_SAMPLE,
        Edit::Cell {
            layer: 0,
            row: 0,
            col: 0,
            kind: 5,
        },
    );
    assert_eq!(text, "3\n1 5 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
    // Emptying the bottom of column 2 lets the column drop.
    let text = edit(
        &text,
        Edit::Cell {
            layer: 0,
            row: 6,
            col: 2,
            kind: 0,
        },
    );
    assert_eq!(text, "3\n1 5 0\n2 1 0\n3 4 0\n3 1 0\n2 4 3 4 0\n");
    let text = edit(
        &text,
        Edit::Field {
            name: "n".to_string(),
            value: 5,
        },
    );
    assert_eq!(text, "5\n1 5 0\n2 1 0\n3 4 0\n3 1 0\n2 4 3 4 0\n");
    let read = editor_board(GAME, &text, &[], &editing).unwrap();
    assert_eq!(read.fields[0].value, 5);
    assert_eq!(read.layers[0].cells[5 * WIDTH], 5);
    boardlab::parse(GAME, &text, &[]).unwrap();

    // Edits the board cannot take.
    let refused = |e: Edit| edit_board(GAME, MAYAN_SAMPLE, &[], &editing, &e).unwrap_err();
    let field = |value| Edit::Field {
        name: "n".to_string(),
        value,
    };
    assert!(refused(field(6))
        .message
        .english()
        .contains("out of range 1..5"));
    assert!(refused(field(0))
        .message
        .english()
        .contains("out of range 1..5"));
    let cell = |row, col, kind| Edit::Cell {
        layer: 0,
        row,
        col,
        kind,
    };
    assert!(refused(cell(7, 0, 1))
        .message
        .english()
        .contains("off the 7 × 5 board"));
    assert!(refused(cell(0, 5, 1))
        .message
        .english()
        .contains("off the 7 × 5 board"));
    assert!(refused(cell(0, 0, 11))
        .message
        .english()
        .contains("no block kind 11"));
}

#[test]
fn editor_keeps_a_replayed_answer_and_shows_a_board_the_parser_rejects() {
    let editing = Editing::default();
    let replay = rules(&[("mode", "replay")]);
    let input = format!("{MAYAN_SAMPLE}2 1 1\n3 1 1\n3 0 1\n");
    // Column 0 becomes 2 2 2: a vertical run, and row 0 starts 2 2 2 too.
    let mut text = input;
    for (row, kind) in [(6, 2), (5, 2), (4, 2)] {
        text = edit_board(
            GAME,
            &text,
            &replay,
            &editing,
            &Edit::Cell {
                layer: 0,
                row,
                col: 0,
                kind,
            },
        )
        .unwrap();
    }
    assert_eq!(
        text,
        "3\n2 2 2 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n2 1 1\n3 1 1\n3 0 1\n"
    );
    // The editor still shows it; the parser points at the run's first block.
    let board = editor_board(GAME, &text, &replay, &editing).unwrap();
    assert_eq!(board.frame.tokens.len(), 14);
    let error = input_error(GAME, &text, &[("mode", "replay")]);
    assert_eq!((error.line, error.col), (2, 1), "{error}");
    assert!(
        error.message.english().contains("removable group"),
        "{error}"
    );
    // The parser still reads syntax errors at their place, and the editor reports them too.
    let broken = "3\n1 0\n2 1\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";
    let error = editor_board(GAME, broken, &[], &editing).unwrap_err();
    assert_eq!((error.line, error.col), (3, 4));
    // Whatever follows the puzzle is kept byte for byte, blanks and line ends included.
    let spaced = "3\r\n1 0\r\n2 1 0\r\n2 3 4 0\r\n3 1 0\r\n2 4 3 4 0  \r\n\r\n2 1 1\r\n";
    let text = edit_board(
        GAME,
        spaced,
        &replay,
        &editing,
        &Edit::Field {
            name: "n".to_string(),
            value: 2,
        },
    )
    .unwrap();
    assert_eq!(
        text,
        "2\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0  \r\n\r\n2 1 1\r\n"
    );
}

/// Feedback time of every legal move from every main-line position of the judge data and of
/// the shipped samples (one of them a dense board without solution, one in replay mode).
#[test]
fn feedback_time_on_the_judge_data() {
    let mut inputs = Vec::new();
    let mut dirs = vec![shipped_data(GAME)];
    dirs.extend(shared_data(GAME, "official"));
    for dir in dirs {
        for (name, input, _) in crate::common::cases_in(&dir) {
            let text = std::fs::read_to_string(input).unwrap();
            inputs.push((name, text, Vec::new()));
        }
    }
    for sample in boardlab::find_game(GAME).unwrap().samples {
        inputs.push((
            sample.name.to_string(),
            sample.input.to_string(),
            sample.rules.to_vec(),
        ));
    }
    let mut times = Vec::new();
    let mut slowest = (0.0, String::new());
    for (name, text, pairs) in inputs {
        let mut session = session(GAME, &text, &pairs);
        for at in 0..session.step_count() {
            // Steps of one move share a position: time it once, at the move's drag.
            if at > 0 && !is_move_start(&mut session, at) {
                continue;
            }
            for option in session.decision(at).unwrap().moves {
                let started = Instant::now();
                session
                    .play(at, &option.id, &mut Progress::silent())
                    .unwrap();
                let ms = started.elapsed().as_secs_f64() * 1000.0;
                if ms > slowest.0 {
                    slowest = (ms, format!("{name}, step {at}, move {}", option.id));
                }
                times.push(ms);
                session.back_to_main_line();
            }
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "mayan feedback: {} moves played, median {:.2} ms, p95 {:.2} ms, max {:.2} ms ({})",
        times.len(),
        times[times.len() / 2],
        times[times.len() * 95 / 100],
        slowest.0,
        slowest.1
    );
}

/// Whether step `at` starts a move (its drag).
fn is_move_start(session: &mut Session, at: usize) -> bool {
    session
        .step(at)
        .frame
        .caption
        .is_some_and(|caption| caption.english().ends_with("· drag"))
}
