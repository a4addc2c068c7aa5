//! three_kingdoms: your own moves, the engine's feedback and the board editor
//! (src/games/three-kingdoms/).
//!
//! The rules are written here once more, independently and plainly (a soldier list, a
//! breadth-first walk, a minimax without pruning), to check the move lists, the feedback values
//! and the engine's replies against brute force on small boards.

use crate::common::{input_error, rules, session, shipped_data};
use boardlab::explore::{edit_board, editor_board, Edit, Editing};
use boardlab::timeline::{Mark, Token};
use boardlab::{Message, Progress, Session};
use std::collections::VecDeque;
use std::time::Instant;

const GAME: &str = "three-kingdoms";

const FOOTMAN: usize = 0;
const RIDER: usize = 1;
const ARCHER: usize = 2;
const MOUNTAIN: u8 = 1;
const LAKE: u8 = 2;

#[derive(Debug, Clone, PartialEq, Eq)]
struct Soldier {
    row: usize,
    col: usize,
    /// 0 moves first.
    side: usize,
    strength: i64,
    kind: usize,
}

/// One test: `turns` still to play, side 0 to move.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Board {
    rows: usize,
    cols: usize,
    turns: usize,
    terrain: Vec<u8>,
    paces: [usize; 3],
    soldiers: Vec<Soldier>,
}

/// Every test of a judge input.
fn boards(text: &str) -> Vec<Board> {
    let mut numbers = text.split_whitespace().map(|t| t.parse::<i64>().unwrap());
    let mut next = || numbers.next().unwrap();
    let mut boards = Vec::new();
    loop {
        let (rows, cols, turns) = (next() as usize, next() as usize, next() as usize);
        if rows == 0 {
            return boards;
        }
        let terrain = (0..rows * cols).map(|_| next() as u8).collect();
        let count = next() as usize;
        let paces = [next() as usize, next() as usize, next() as usize];
        let soldiers = (0..count)
            .map(|_| Soldier {
                row: next() as usize - 1,
                col: next() as usize - 1,
                side: next() as usize,
                strength: next(),
                kind: next() as usize,
            })
            .collect();
        boards.push(Board {
            rows,
            cols,
            turns,
            terrain,
            paces,
            soldiers,
        });
    }
}

fn one_board(text: &str) -> Board {
    let mut all = boards(text);
    assert_eq!(all.len(), 1, "{text}");
    all.remove(0)
}

fn in_region(kind: usize, (dr, dc): (i64, i64)) -> bool {
    let (dr, dc) = (dr.abs(), dc.abs());
    match kind {
        FOOTMAN => dr.max(dc) == 1,
        RIDER => dr + dc == 1,
        _ => (1..=2).contains(&(dr + dc)),
    }
}

fn damage(attacker: &Soldier, defender: &Soldier) -> i64 {
    let strong = [(FOOTMAN, ARCHER), (ARCHER, RIDER), (RIDER, FOOTMAN)];
    if strong.contains(&(attacker.kind, defender.kind)) {
        2 * attacker.strength
    } else if attacker.kind == defender.kind {
        attacker.strength
    } else {
        attacker.strength / 2
    }
}

/// The cells soldier `i` can end its walk on (its own cell included), by breadth-first search.
fn destinations(board: &Board, i: usize) -> Vec<(usize, usize)> {
    let me = &board.soldiers[i];
    let occupant = |r: usize, c: usize| board.soldiers.iter().find(|s| (s.row, s.col) == (r, c));
    let mut steps = vec![vec![usize::MAX; board.cols]; board.rows];
    steps[me.row][me.col] = 0;
    let mut queue = VecDeque::from([(me.row, me.col)]);
    let mut reached = Vec::new();
    while let Some((r, c)) = queue.pop_front() {
        reached.push((r, c));
        if steps[r][c] == board.paces[me.kind] {
            continue;
        }
        for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
            let (nr, nc) = (r as i64 + dr, c as i64 + dc);
            if nr < 0 || nc < 0 || nr >= board.rows as i64 || nc >= board.cols as i64 {
                continue;
            }
            let (nr, nc) = (nr as usize, nc as usize);
            let terrain = board.terrain[nr * board.cols + nc];
            let blocked = terrain == LAKE
                || (terrain == MOUNTAIN && me.kind == RIDER)
                || occupant(nr, nc).is_some_and(|s| s.side != me.side);
            if !blocked && steps[nr][nc] == usize::MAX {
                steps[nr][nc] = steps[r][c] + 1;
                queue.push_back((nr, nc));
            }
        }
    }
    reached.retain(|&(r, c)| (r, c) == (me.row, me.col) || occupant(r, c).is_none());
    reached
}

/// Every move of `mover`: its id as the page sends it and the board after it (one turn less,
/// destroyed soldiers removed).
fn moves(board: &Board, mover: usize) -> Vec<(String, Board)> {
    let mut after_pass = board.clone();
    after_pass.turns -= 1;
    let mut moves = vec![("pass".to_string(), after_pass.clone())];
    for (i, me) in board.soldiers.iter().enumerate() {
        if me.side != mover {
            continue;
        }
        for (r, c) in destinations(board, i) {
            let id = format!("{} {} > {} {}", me.row + 1, me.col + 1, r + 1, c + 1);
            let mut walked = after_pass.clone();
            (walked.soldiers[i].row, walked.soldiers[i].col) = (r, c);
            if (r, c) != (me.row, me.col) {
                moves.push((id.clone(), walked.clone()));
            }
            for (j, enemy) in board.soldiers.iter().enumerate() {
                let offset = (enemy.row as i64 - r as i64, enemy.col as i64 - c as i64);
                if enemy.side == mover || !in_region(me.kind, offset) {
                    continue;
                }
                let mut hit = walked.clone();
                let dealt = damage(me, enemy);
                if enemy.strength <= dealt {
                    hit.soldiers.remove(j);
                } else {
                    hit.soldiers[j].strength -= dealt;
                }
                moves.push((format!("{id} x {} {}", enemy.row + 1, enemy.col + 1), hit));
            }
        }
    }
    moves
}

fn score(board: &Board) -> i64 {
    let signed = |s: &Soldier| if s.side == 0 { s.strength } else { -s.strength };
    board.soldiers.iter().map(signed).sum()
}

fn is_over(board: &Board) -> bool {
    board.turns == 0 || (0..2).any(|side| board.soldiers.iter().all(|s| s.side != side))
}

/// The score (side 0's strength minus side 1's) at the end with best play, `mover` to move:
/// plain minimax.
fn minimax(board: &Board, mover: usize) -> i64 {
    if is_over(board) {
        return score(board);
    }
    let values = moves(board, mover)
        .into_iter()
        .map(|(_, next)| minimax(&next, 1 - mover));
    if mover == 0 {
        values.max().unwrap()
    } else {
        values.min().unwrap()
    }
}

/// A number printed by the engine (floor halving: an integer).
fn number(text: &str) -> i64 {
    text.parse()
        .unwrap_or_else(|_| panic!("not a number: {text:?}"))
}

/// The feedback's value of your move and the best value here.
fn feedback_values(feedback: &[Message]) -> (i64, i64) {
    let lines: Vec<String> = feedback.iter().map(Message::english).collect();
    let after = |prefix: &str| {
        let line = lines
            .iter()
            .find_map(|line| line.strip_prefix(prefix))
            .unwrap_or_else(|| panic!("no {prefix:?} in {feedback:?}"));
        number(line.split([' ', ',']).next().unwrap())
    };
    (after("value of your move: "), after("best value here: "))
}

/// The board at `step` read from Copy as input: the side to move is side 0, and whether the
/// sides were swapped for it (Zhou Yu to move).
fn board_at(session: &mut Session, step: usize) -> (Board, bool) {
    let to_move = session.decision(step).unwrap().to_move;
    let text = session.input_at(step).unwrap().unwrap();
    (one_board(&text), to_move.english().starts_with("Zhou Yu"))
}

/// Small tests the brute force handles at once: up to 3×3 boards, 3 turns, 4 soldiers.
fn small_inputs() -> Vec<String> {
    let mut inputs = vec![boardlab::find_game(GAME).unwrap().samples[0]
        .input
        .to_string()];
    for seed in 0..24 {
        let params = rules(&[
            ("tests", "4"),
            ("n", &(1 + seed % 3).to_string()),
            ("m", "3"),
            ("k", "3"),
            ("t", &(2 + seed % 3).to_string()),
            ("pace", "2"),
            ("strength", "12"),
            ("mountains", "25"),
            ("lakes", "20"),
        ]);
        inputs.push(boardlab::generate(GAME, seed as u64, &params, &[]).unwrap());
    }
    inputs
}

#[test]
fn move_lists_match_brute_force() {
    let mut checked = 0;
    for input in small_inputs() {
        let mut session = session(GAME, &input, &[]);
        for step in 0..session.step_count() {
            let decision = session.decision(step).expect("every step has a position");
            if decision.moves.is_empty() {
                assert!(
                    decision.to_move.english().starts_with("game over: "),
                    "{decision:?}"
                );
                continue;
            }
            let (board, _) = board_at(&mut session, step);
            let mut expected: Vec<String> = moves(&board, 0).into_iter().map(|m| m.0).collect();
            let mut listed: Vec<String> = decision.moves.iter().map(|m| m.id.clone()).collect();
            assert_eq!(listed[0], "pass");
            expected.sort();
            listed.sort();
            assert_eq!(listed, expected, "step {step} of\n{input}");
            for option in &decision.moves {
                // The cells are the soldier, the destination, then the target or the
                // destination again; 1-based in the id, 0-based on the frame.
                let numbers: Vec<u16> = option
                    .id
                    .split(' ')
                    .filter_map(|t| t.parse().ok())
                    .map(|n: u16| n - 1)
                    .collect();
                let mut cells: Vec<(u16, u16)> = numbers.chunks(2).map(|p| (p[0], p[1])).collect();
                if cells.len() == 2 {
                    cells.push(cells[1]);
                }
                assert_eq!(option.cells, cells, "{}", option.id);
            }
            checked += 1;
        }
    }
    println!("{checked} positions");
    assert!(checked > 150, "only {checked} positions had moves");
}

#[test]
fn copy_as_input_of_a_test_start_is_the_test() {
    let input = boardlab::find_game(GAME).unwrap().samples[0].input;
    let mut session = session(GAME, input, &[]);
    let starts = test_starts(&mut session);
    let tests = boards(input);
    assert_eq!(starts.len(), tests.len());
    for (step, board) in starts.into_iter().zip(tests) {
        assert_eq!(board_at(&mut session, step), (board, false));
    }
}

/// The first step of each test of the main line.
fn test_starts(session: &mut Session) -> Vec<usize> {
    (0..session.step_count())
        .filter(|&step| session.step(step).title.english().contains("· start ·"))
        .collect()
}

/// Plays every move at `step` and checks the feedback and the engine's reply against minimax.
fn check_every_move(session: &mut Session, step: usize) {
    let (board, swapped) = board_at(session, step);
    // Values are Zhuge Liang's score; the copied board counts from the side to move.
    let sign = if swapped { -1 } else { 1 };
    let best = sign * minimax(&board, 0);
    for (id, after) in moves(&board, 0) {
        let outcome = session
            .play(step, &id, &mut Progress::silent())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        let (value, best_here) = feedback_values(&outcome.feedback);
        assert_eq!(best_here, best, "{id}");
        assert_eq!(value, sign * minimax(&after, 1), "{id}");
        let first = session.step(outcome.first_step);
        assert_eq!(first.events[..3], outcome.feedback[..], "{id}");
        let last = outcome.timeline.step_count - 1;
        let reached = session.decision(last).unwrap();
        if is_over(&after) {
            assert_eq!(
                outcome.timeline.step_count,
                outcome.first_step + 1,
                "{id}: no reply"
            );
            assert!(reached.moves.is_empty());
            continue;
        }
        assert_eq!(
            outcome.timeline.step_count,
            outcome.first_step + 2,
            "{id}: one reply"
        );
        // The reply is a legal move that keeps the value of your move: a best reply.
        let shown = soldiers_shown(&session.step(last).frame.tokens, swapped);
        let reply = moves(&after, 1)
            .into_iter()
            .map(|(_, answered)| answered)
            .find(|answered| answered.soldiers == shown)
            .unwrap_or_else(|| panic!("{id}: the reply is not a move"));
        assert_eq!(
            sign * minimax(&reply, 0),
            value,
            "{id}: the reply is not best"
        );
        assert_eq!(reached.moves.is_empty(), is_over(&reply), "{id}");
    }
}

/// The soldiers a frame shows, in input order (the destroyed ones, drawn faded, left out); side 0
/// is Zhou Yu when the sides are `swapped`.
fn soldiers_shown(tokens: &[Token], swapped: bool) -> Vec<Soldier> {
    let mut shown: Vec<&Token> = tokens.iter().filter(|t| !t.faded).collect();
    shown.sort_by_key(|t| t.id);
    shown
        .into_iter()
        .map(|t| Soldier {
            row: t.row as usize,
            col: t.col as usize,
            side: (t.kind as usize / 3) ^ (swapped as usize),
            strength: number(&t.label),
            kind: t.kind as usize % 3,
        })
        .collect()
}

#[test]
fn feedback_and_replies_match_minimax() {
    let mut positions = 0;
    for input in small_inputs() {
        let mut session = session(GAME, &input, &[]);
        // Each test's start (Zhuge Liang to move) and the step after (Zhou Yu to move).
        let mut steps: Vec<usize> = test_starts(&mut session)
            .into_iter()
            .flat_map(|start| [start, start + 1])
            .filter(|&step| step < session.step_count())
            .collect();
        steps.dedup();
        for step in steps {
            session.back_to_main_line();
            if !session.decision(step).unwrap().moves.is_empty() {
                check_every_move(&mut session, step);
                positions += 1;
            }
        }
    }
    println!("{positions} positions");
    assert!(positions > 120, "only {positions} positions");
}

/// A footman of 7 at (1,1) against a rider of 9 at (1,3), 3 turns, every pace 1.
const DUEL: &str = "1 3 3\n0 0 0\n2 1 1 1\n1 1 0 7 0\n1 3 1 9 1\n0 0 0\n";

fn token_at(tokens: &[Token], row: f32, col: f32) -> &Token {
    tokens
        .iter()
        .find(|t| (t.row, t.col) == (row, col))
        .unwrap_or_else(|| panic!("no token at ({row}, {col}): {tokens:?}"))
}

#[test]
fn a_played_move_shows_its_walk_attack_and_the_reply() {
    let mut session = session(GAME, DUEL, &[]);
    let decision = session.decision(0).unwrap();
    assert_eq!(
        decision.to_move,
        "Zhuge Liang to move, 3 turns left, score -2"
    );
    let ids: Vec<&str> = decision.moves.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["pass", "1 1 > 1 2", "1 1 > 1 2 x 1 3"]);
    let option = &decision.moves[2];
    assert_eq!(
        option.label,
        "Zhuge footman (1,1) → (1,2), attacks rider (1,3) for 3"
    );
    assert_eq!(option.cells, [(0, 0), (0, 1), (0, 2)]);
    assert_eq!(decision.moves[1].cells, [(0, 0), (0, 1), (0, 1)]);

    let outcome = session
        .play(0, "1 1 > 1 2 x 1 3", &mut Progress::silent())
        .unwrap();
    assert_eq!(
        outcome.feedback,
        [
            "value of your move: -6 (the final score, Zhuge Liang minus Zhou Yu, with best play \
             after it)",
            "best value here: -6, by footman (1,1) → (1,2), attacks rider (1,3) for 3 (your move)",
            "your move is a best move",
        ]
    );
    assert_eq!((outcome.first_step, outcome.timeline.step_count), (1, 3));

    let yours = session.step(1);
    assert_eq!(
        yours.title,
        "Test 1 · turn 1 · Zhuge Liang: footman (1,1) → (1,2), attacks rider (1,3) for 3"
    );
    assert_eq!(
        yours.events[3..],
        [
            "footman (1,1) walks (1,1) → (1,2)",
            "attack on rider (1,3) deals 3: strength 9 → 6",
            "score -2 → 1",
        ]
    );
    let frame = &yours.frame;
    assert_eq!(
        frame.caption.as_ref().unwrap(),
        "test 1 · turn 1 of 3 · score 1"
    );
    assert_eq!(token_at(&frame.tokens, 0.0, 1.0).label, "7");
    assert_eq!(token_at(&frame.tokens, 0.0, 2.0).label, "6");
    assert_eq!(
        frame.marks,
        [
            Mark::Path {
                points: vec![(0.0, 0.0), (0.0, 1.0)],
                kind: 1
            },
            Mark::Cells {
                cells: vec![(0, 0), (0, 2)],
                kind: 0
            },
            Mark::Arrow {
                from: (0.0, 1.0),
                to: (0.0, 2.0),
                kind: 2
            },
        ]
    );

    let reply = session.step(2);
    assert_eq!(
        reply.title,
        "Test 1 · turn 2 · Zhou Yu: rider (1,3) stays, attacks footman (1,2) for 12"
    );
    assert_eq!(
        reply.events,
        [
            "Zhou Yu's best reply",
            "attack on footman (1,2) deals 12: destroyed (had 7)",
            "score 1 → -6",
            "game over: Zhuge Liang has no soldiers left; final score -6",
        ]
    );
    let fallen = token_at(&reply.frame.tokens, 0.0, 1.0);
    assert!(fallen.faded && fallen.label == "0", "{fallen:?}");
    assert_eq!(reply.frame.tokens.len(), 2);

    let end = session.decision(2).unwrap();
    assert!(end.moves.is_empty());
    assert_eq!(
        end.to_move,
        "game over: Zhuge Liang has no soldiers left; final score -6"
    );
    let error = session
        .play(2, "pass", &mut Progress::silent())
        .expect_err("the game is over");
    assert!(error.english().contains("\"pass\""), "{error}");
}

#[test]
fn the_main_line_move_is_answered_as_the_main_line_goes_on() {
    let text = std::fs::read_to_string(shipped_data(GAME).join("16.in")).unwrap();
    let mut session = session(GAME, &text, &[]);
    let main: Vec<_> = (0..session.step_count()).map(|i| session.step(i)).collect();
    // The main line's first move is the best move named, and the engine answers as the main
    // line does.
    let title = main[1].title.english();
    let played = &title[title.find(": ").unwrap() + 2..];
    let id = session
        .decision(0)
        .unwrap()
        .moves
        .into_iter()
        .find(|m| m.label == format!("Zhuge {played}").as_str())
        .unwrap_or_else(|| panic!("no move {played}"))
        .id;
    let outcome = session.play(0, &id, &mut Progress::silent()).unwrap();
    assert!(outcome.feedback[1]
        .english()
        .ends_with(&format!("{played} (your move)")));
    assert_eq!(outcome.feedback[2], "your move is a best move");
    assert_eq!(session.step(2).title, main[2].title);
    assert_eq!(session.step(2).frame, main[2].frame);
}

/// The answer of a copied input, as Zhuge Liang's score of the position it came from.
fn copied_answer(session: &mut Session, step: usize, pairs: &[(&str, &str)]) -> String {
    let (_, swapped) = board_at(session, step);
    let text = session.input_at(step).unwrap().unwrap();
    let answer = crate::common::output(GAME, &text, pairs);
    let answer = answer.trim();
    match (swapped, answer.strip_prefix('-')) {
        (false, _) => answer.to_string(),
        (true, Some(positive)) => positive.to_string(),
        (true, None) if answer == "0" => "0".to_string(),
        (true, None) => format!("-{answer}"),
    }
}

#[test]
fn copied_inputs_answer_the_feedback_values() {
    let mut played = 0;
    for name in ["05.in", "16.in", "22.in"] {
        let text = std::fs::read_to_string(shipped_data(GAME).join(name)).unwrap();
        let mut session = session(GAME, &text, &[]);
        let answers: Vec<String> = session.output().lines().map(str::to_string).collect();
        let mut test = 0;
        for step in 0..session.step_count() {
            session.back_to_main_line();
            if session.step(step).title.english().contains("· start ·") {
                test += 1;
            }
            let moves = session.decision(step).unwrap().moves;
            if moves.is_empty() {
                continue;
            }
            // The main line's positions have the test's value, whoever moves.
            assert_eq!(copied_answer(&mut session, step, &[]), answers[test - 1]);
            let id = &moves[moves.len() / 2].id;
            let outcome = session.play(step, id, &mut Progress::silent()).unwrap();
            let (value, _) = feedback_values(&outcome.feedback);
            let last = outcome.timeline.step_count - 1;
            if session.decision(last).unwrap().moves.is_empty() {
                continue;
            }
            assert_eq!(
                copied_answer(&mut session, last, &[]),
                value.to_string(),
                "{name} step {step}: {id}"
            );
            played += 1;
        }
    }
    assert!(played > 20, "{played}");
}

#[test]
fn copy_as_input_under_exact_halves_needs_whole_strengths() {
    let exact = [("half_damage", "exact")];
    // A footman of 7 halves its attack on a rider: 3.5.
    let mut session = session(GAME, DUEL, &exact);
    let outcome = session
        .play(0, "1 1 > 1 2 x 1 3", &mut Progress::silent())
        .unwrap();
    assert!(
        outcome.feedback[0]
            .english()
            .starts_with("value of your move: -5.5 "),
        "{:?}",
        outcome.feedback
    );
    let error = session.input_at(1).unwrap().unwrap_err();
    assert_eq!(
        error,
        "the rider at (1,3) has strength 5.5: the input format takes whole numbers only"
    );
    // The start copies as it is, and runs under the same rule.
    session.back_to_main_line();
    let (board, swapped) = board_at(&mut session, 0);
    assert!(!swapped);
    assert_eq!(board, one_board(DUEL));
    let answer = copied_answer(&mut session, 0, &exact);
    assert_eq!(answer, session.output().trim());
}

#[test]
fn copy_as_input_at_the_end_says_why_not() {
    // One turn: after it, no turn is left to write.
    let input = "1 2 1\n0 0\n2 1 1 1\n1 1 0 5 2\n1 2 1 5 2\n0 0 0\n";
    let mut session = session(GAME, input, &[]);
    assert_eq!(session.step_count(), 2);
    let error = session.input_at(1).unwrap().unwrap_err();
    assert_eq!(
        error,
        "the 1 turn is played: the input format needs at least one turn"
    );
}

#[test]
fn a_restored_variation_shows_the_same_steps() {
    let text = std::fs::read_to_string(shipped_data(GAME).join("16.in")).unwrap();
    let mut session = session(GAME, &text, &[]);
    let mut at = 3;
    for pick in [1, 2, 0] {
        let moves = session.decision(at).unwrap().moves;
        let id = moves[pick * moves.len() / 3].id.clone();
        let outcome = session.play(at, &id, &mut Progress::silent()).unwrap();
        at = outcome.timeline.step_count - 1;
    }
    let variation = session.variation().unwrap();
    assert_eq!(variation.base, 3);
    assert_eq!(variation.moves.len(), 3);
    // The variation's steps (the main line's first step shows how long the solve took).
    let shown: Vec<_> = (4..session.step_count()).map(|i| session.step(i)).collect();
    let mut restored = crate::common::session(GAME, &text, &[]);
    restored
        .restore_variation(variation.base, &variation.moves)
        .unwrap();
    assert_eq!(restored.variation().unwrap().moves, variation.moves);
    let again: Vec<_> = (4..restored.step_count())
        .map(|i| restored.step(i))
        .collect();
    assert_eq!(again, shown);
}

/// The duels sample's second and third tests.
const TWO_TESTS: &str = "2 2 3\n0 1\n0 1\n4 3 2 3\n2 1 0 7 0\n1 2 1 11 2\n2 2 1 7 2\n1 1 0 3 0\n\
                         1 3 3\n0 2 0\n2 1 1 1\n1 1 0 7 0\n1 3 1 9 1\n0 0 0\n";

fn at(scope: usize, selected: Option<(u16, u16)>) -> Editing {
    Editing { scope, selected }
}

fn edited(text: &str, editing: &Editing, edit: Edit) -> String {
    edit_board(GAME, text, &[], editing, &edit).unwrap_or_else(|e| panic!("{edit:?}: {e}"))
}

fn field(name: &str, value: i64) -> Edit {
    Edit::Field {
        name: name.to_string(),
        value,
    }
}

#[test]
fn the_editor_reads_a_test_like_its_first_step() {
    let board = editor_board(GAME, TWO_TESTS, &[], &at(0, Some((1, 0)))).unwrap();
    assert_eq!(board.scopes, ["test 1", "test 2"]);
    let mut session = session(GAME, TWO_TESTS, &[]);
    let start = session.step(0).frame;
    assert_eq!(board.frame.cells, start.cells);
    assert_eq!(board.frame.caption, start.caption);
    let tokens = |tokens: &[Token]| {
        let mut seen: Vec<_> = tokens
            .iter()
            .map(|t| (t.row as i32, t.col as i32, t.kind, t.label.clone()))
            .collect();
        seen.sort();
        seen
    };
    assert_eq!(tokens(&board.frame.tokens), tokens(&start.tokens));
    let names: Vec<String> = board.layers.iter().map(|l| l.name.english()).collect();
    assert_eq!(names, ["terrain", "soldier"]);
    assert_eq!(board.layers[0].cells, [0, 1, 0, 1]);
    // Zhou Yu archer, Zhuge Liang footman; Zhuge Liang footman, Zhou Yu archer.
    assert_eq!(board.layers[1].cells, [1, 6, 1, 6]);
    assert_eq!(board.layers[1].kinds[4], "Zhou Yu footman");
    let fields: Vec<(String, i64, i64, i64)> = board
        .fields
        .iter()
        .map(|f| (f.name.clone(), f.value, f.min, f.max))
        .collect();
    let expected = [
        ("N", 2, 1, 5),
        ("M", 2, 1, 5),
        ("K", 3, 1, 10),
        ("S1", 3, 0, 100),
        ("S2", 2, 0, 100),
        ("S3", 3, 0, 100),
        ("strength", 7, 1, 1_000_000_000),
    ]
    .map(|(n, v, lo, hi)| (n.to_string(), v, lo, hi));
    assert_eq!(fields, expected);
    assert_eq!(
        board.fields[6].label,
        "strength of the Zhuge Liang footman at (2,1)"
    );
    // An empty cell has no strength field; one test has no scopes.
    let second = editor_board(GAME, TWO_TESTS, &[], &at(1, Some((0, 1)))).unwrap();
    assert_eq!(second.fields.len(), 6);
    assert_eq!(second.layers[0].cells, [0, 2, 0]);
    let single = editor_board(GAME, DUEL, &[], &Editing::default()).unwrap();
    assert!(single.scopes.is_empty());
}

#[test]
fn editor_edits_round_trip_and_keep_the_other_tests() {
    let second = at(1, Some((0, 1)));
    // A Zhuge Liang archer on the empty middle cell: strength 10.
    let text = edited(TWO_TESTS, &second, Edit::cell(1, 0, 1, 3));
    let tests = boards(&text);
    assert_eq!(tests[0], boards(TWO_TESTS)[0]);
    let placed = tests[1].soldiers.last().unwrap();
    assert_eq!((placed.row, placed.col, placed.side), (0, 1, 0));
    assert_eq!((placed.strength, placed.kind), (10, ARCHER));
    let board = editor_board(GAME, &text, &[], &second).unwrap();
    assert_eq!(board.fields.last().unwrap().value, 10);
    // Its strength, then its kind (the strength stays), then gone.
    let text = edited(&text, &second, field("strength", 123));
    let text = edited(&text, &second, Edit::cell(1, 0, 1, 5));
    let soldier = boards(&text)[1].soldiers.last().unwrap().clone();
    assert_eq!(
        (soldier.side, soldier.kind, soldier.strength),
        (1, RIDER, 123)
    );
    // A rider on a lake: the parser says where.
    let error = input_error(GAME, &text, &[]);
    assert_eq!(
        (error.line, error.col, error.message.english()),
        (14, 1, "a soldier on the lake at (1, 2)".to_string())
    );
    let text = edited(&text, &second, Edit::cell(1, 0, 1, 0));
    assert_eq!(boards(&text), boards(TWO_TESTS));
    // Terrain, turns and paces.
    let text = edited(TWO_TESTS, &second, Edit::cell(0, 0, 1, 1));
    let text = edited(&text, &second, field("K", 10));
    let text = edited(&text, &second, field("S2", 100));
    let test = &boards(&text)[1];
    assert_eq!((test.terrain.clone(), test.turns), (vec![0, 1, 0], 10));
    assert_eq!(test.paces, [1, 100, 1]);
    session(GAME, &text, &[]);
    // Shrinking drops the soldier off the board, growing adds plain cells.
    let text = edited(TWO_TESTS, &second, field("M", 2));
    let text = edited(&text, &second, field("N", 2));
    let test = &boards(&text)[1];
    assert_eq!((test.rows, test.cols), (2, 2));
    assert_eq!(test.terrain, [0, 2, 0, 0]);
    assert_eq!(test.soldiers.len(), 1);
    assert_eq!(boards(&text)[0], boards(TWO_TESTS)[0]);
}

#[test]
fn the_editor_reads_what_only_the_parser_rejects() {
    let first = at(0, None);
    // Seven soldiers: the editor reads them, the parser points at T.
    let mut text = edited(DUEL, &first, field("N", 3));
    for (row, col) in [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)] {
        text = edited(&text, &first, Edit::cell(1, row, col, 1));
    }
    let board = editor_board(GAME, &text, &[], &first).unwrap();
    assert_eq!(board.frame.tokens.len(), 8);
    let error = input_error(GAME, &text, &[]);
    assert_eq!((error.line, error.col), (5, 1));
    assert!(
        error.message.english().contains("out of range 1..6"),
        "{}",
        error.message
    );
    // No soldier at all.
    let mut empty = DUEL.to_string();
    for col in [0, 2] {
        empty = edited(&empty, &first, Edit::cell(1, 0, col, 0));
    }
    assert!(editor_board(GAME, &empty, &[], &first)
        .unwrap()
        .frame
        .tokens
        .is_empty());
    assert_eq!(input_error(GAME, &empty, &[]).line, 3);
}

#[test]
fn editor_errors_say_what_is_wrong() {
    let first = at(0, None);
    let error = |text: &str, editing: &Editing, edit: Edit| {
        edit_board(GAME, text, &[], editing, &edit)
            .expect_err("not an edit")
            .message
    };
    assert_eq!(
        error(DUEL, &first, field("K", 11)),
        "K (turns) 11 is out of range 1..10"
    );
    assert_eq!(
        error(DUEL, &first, field("strength", 5)),
        "no soldier on the selected cell"
    );
    assert_eq!(
        error(DUEL, &first, Edit::cell(0, 1, 0, 1)),
        "cell (1, 0) is off the 1×3 board"
    );
    assert_eq!(
        error(DUEL, &first, Edit::cell(1, 0, 0, 7)),
        "layer 1 has no kind 7"
    );
    assert_eq!(
        error(DUEL, &at(1, None), field("K", 1)),
        "there is no test 2 (the input has 1)"
    );
    // Text that does not read is located.
    let located = editor_board(GAME, "1 3 3\n0 0 x\n", &[], &first).unwrap_err();
    assert_eq!((located.line, located.col), (2, 5));
}

/// Times of `play` on the shipped data: a few moves at every step of the main line, and one
/// move in the variation each of them starts (off the main line, the engine solves twice).
#[test]
fn feedback_times_on_shipped_data() {
    let mut times = [Vec::new(), Vec::new()];
    for (name, input, _) in crate::common::cases_in(&shipped_data(GAME)) {
        let text = std::fs::read_to_string(input).unwrap();
        let mut session = session(GAME, &text, &[]);
        for step in 0..session.step_count() {
            session.back_to_main_line();
            let moves = session.decision(step).unwrap().moves;
            for k in [1, 2, 3].map(|k| k * moves.len() / 4) {
                let (mut at, mut id) = (step, moves.get(k).map(|m| m.id.clone()));
                for off_main_line in [0, 1] {
                    let Some(played) = id else { break };
                    let started = Instant::now();
                    let outcome = session.play(at, &played, &mut Progress::silent()).unwrap();
                    let ms = started.elapsed().as_secs_f64() * 1e3;
                    times[off_main_line].push((ms, format!("{name} step {step}")));
                    at = outcome.timeline.step_count - 1;
                    let next = session.decision(at).unwrap().moves;
                    id = next.get(next.len() / 2).map(|m| m.id.clone());
                }
            }
        }
    }
    for (times, kind) in times
        .iter_mut()
        .zip(["from the main line", "in a variation"])
    {
        times.sort_by(|a, b| a.0.total_cmp(&b.0));
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].0;
        let (worst, place) = times.last().unwrap();
        println!(
            "three-kingdoms feedback, {} moves {kind} (shipped data): p50 {:.2} ms, p95 {:.2} \
             ms, p99 {:.2} ms, max {worst:.1} ms ({place})",
            times.len(),
            at(0.5),
            at(0.95),
            at(0.99),
        );
    }
}
