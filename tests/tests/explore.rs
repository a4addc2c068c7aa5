//! Exploring, for every game through the session contract (src/session/explore.rs): the decisions
//! of every sample's steps keep the contract's promises (ids, cells, bounds), a move played shows
//! as a variation after its branch point, a permalink's moves replay to the same steps, the
//! main line comes back unchanged, and Copy as input gives an input that runs.

use boardlab::explore::{edit_board, editor_board, Edit, Editing, NOT_EDITABLE};
use boardlab::{games, parse, GameInfo, Progress, Sample, Session};
use std::collections::HashSet;

fn sample_rules(sample: &Sample) -> Vec<(String, String)> {
    sample
        .rules
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

/// Up to `count` step indexes spread over the session, the first and last included.
fn spread(session: &Session, count: usize) -> Vec<usize> {
    let steps = session.step_count();
    let mut picked: Vec<usize> = (0..count).map(|i| i * (steps - 1) / (count - 1)).collect();
    picked.dedup();
    picked
}

/// The contract's promises on one decision's moves.
fn check_moves(game: &GameInfo, session: &mut Session, index: usize) {
    let Some(decision) = session.decision(index) else {
        return;
    };
    assert!(
        !decision.to_move.english().is_empty(),
        "{}: step {index}",
        game.id
    );
    let frame = session.step(index).frame;
    let mut ids = HashSet::new();
    let mut sequences = HashSet::new();
    for option in &decision.moves {
        assert!(
            ids.insert(option.id.clone()),
            "{}: duplicate id {}",
            game.id,
            option.id
        );
        assert!(
            !option.id.contains(','),
            "{}: id {} has a comma",
            game.id,
            option.id
        );
        assert!(
            !option.label.english().is_empty(),
            "{}: {} has no label",
            game.id,
            option.id
        );
        for &(row, col) in &option.cells {
            assert!(
                row < frame.height && col < frame.width,
                "{}: {} picks ({row}, {col}) off a {}×{} frame",
                game.id,
                option.id,
                frame.height,
                frame.width
            );
        }
        if !option.cells.is_empty() {
            assert!(
                sequences.insert(option.cells.clone()),
                "{}: two moves share the cells of {}",
                game.id,
                option.id
            );
        }
    }
    // No move's cells are a proper prefix of another's: the page plays a move once its cells
    // are picked.
    for option in &decision.moves {
        for other in &decision.moves {
            let (a, b) = (&option.cells, &other.cells);
            assert!(
                a.is_empty() || a.len() >= b.len() || b[..a.len()] != a[..],
                "{}: the cells of {} begin those of {}",
                game.id,
                option.id,
                other.id
            );
        }
    }
}

#[test]
fn every_samples_decisions_keep_the_contract() {
    for game in games() {
        for sample in game.samples {
            let rules = sample_rules(sample);
            let mut session = parse(game.id, sample.input, &rules).expect("samples parse");
            for index in spread(&session, 12) {
                check_moves(game, &mut session, index);
            }
        }
    }
}

/// A sample's session at a step where the side to move has moves.
struct Decided {
    rules: Vec<(String, String)>,
    input: &'static str,
    index: usize,
    session: Session,
}

/// The first sample of `game` with a decision that has moves.
fn first_decision(game: &GameInfo) -> Option<Decided> {
    for sample in game.samples {
        let rules = sample_rules(sample);
        let mut session = parse(game.id, sample.input, &rules).expect("samples parse");
        for index in 0..session.step_count() {
            if session.decision(index).is_some_and(|d| !d.moves.is_empty()) {
                return Some(Decided {
                    rules,
                    input: sample.input,
                    index,
                    session,
                });
            }
        }
    }
    None
}

#[test]
fn a_move_shows_as_a_variation_that_a_permalink_restores() {
    let mut exploring = Vec::new();
    for game in games() {
        let Some(Decided {
            rules,
            input,
            index,
            mut session,
        }) = first_decision(game)
        else {
            continue;
        };
        exploring.push(game.id);
        let main_steps: Vec<_> = (0..session.step_count()).map(|i| session.step(i)).collect();
        let decision = session.decision(index).expect("found above");
        let id = decision.moves[0].id.clone();
        let outcome = session
            .play(index, &id, &mut Progress::silent())
            .unwrap_or_else(|e| panic!("{}: {id}: {e}", game.id));
        let variation = session.variation().expect("a move makes a variation");
        assert_eq!(variation.moves.first(), Some(&id), "{}", game.id);
        assert_eq!(outcome.first_step, variation.base + 1, "{}", game.id);
        assert_eq!(
            outcome.timeline.step_count,
            session.step_count(),
            "{}",
            game.id
        );
        assert!(
            outcome.timeline.step_count > outcome.first_step,
            "{}",
            game.id
        );
        assert!(
            variation.base >= index,
            "{}: branches before the step",
            game.id
        );
        // The main line up to the branch is unchanged.
        for (i, step) in main_steps.iter().enumerate().take(variation.base + 1) {
            assert_eq!(&session.step(i), step, "{}: step {i}", game.id);
        }
        let shown: Vec<_> = (0..session.step_count()).map(|i| session.step(i)).collect();

        // A permalink carries the moves; a fresh session replays them to the same steps.
        let mut restored = parse(game.id, input, &rules).expect("parsed above");
        restored
            .restore_variation(variation.base, &variation.moves)
            .unwrap_or_else(|e| panic!("{}: {e}", game.id));
        // (Only the variation's steps: a main-line step may show the search's wall time.)
        assert_eq!(restored.step_count(), shown.len(), "{}", game.id);
        for (i, step) in shown.iter().enumerate().skip(variation.base + 1) {
            assert_eq!(
                &restored.step(i),
                step,
                "{}: restored step {i} differs",
                game.id
            );
        }

        // A second move from inside the variation replaces what followed, if there is one.
        let last = session.step_count() - 1;
        if let Some(next) = session
            .decision(last)
            .and_then(|d| d.moves.first().cloned())
        {
            let before = session.variation().expect("still there").moves.len();
            session
                .play(last, &next.id, &mut Progress::silent())
                .unwrap_or_else(|e| panic!("{}: {}: {e}", game.id, next.id));
            let moves = session.variation().expect("still there").moves;
            assert!(moves.len() > before, "{}", game.id);
            // Playing again at the branch point starts the variation afresh.
            session
                .play(variation.base, &moves[0], &mut Progress::silent())
                .expect("was legal there");
            assert_eq!(
                session.variation().expect("there").moves,
                vec![moves[0].clone()]
            );
        }

        // Copy as input: the position reached runs.
        let copied = session
            .input_at(session.step_count() - 1)
            .expect("a decision");
        if let Ok(text) = copied {
            parse(game.id, &text, &rules)
                .unwrap_or_else(|e| panic!("{}: the copied input fails: {e}\n{text}", game.id));
        }

        session.back_to_main_line();
        assert!(session.variation().is_none());
        let back: Vec<_> = (0..session.step_count()).map(|i| session.step(i)).collect();
        assert_eq!(
            back, main_steps,
            "{}: the main line came back changed",
            game.id
        );
    }
    assert!(
        exploring.len() >= 4,
        "games with moves of their own: {exploring:?}"
    );
}

#[test]
fn a_link_with_more_moves_than_a_variation_holds_is_refused_at_once() {
    let game = boardlab::find_game("ludo").expect("registered");
    let Decided {
        index, mut session, ..
    } = first_decision(game).expect("ludo's samples have moves");
    let moves = vec!["giveup".to_string(); boardlab::explore::MAX_VARIATION_MOVES + 1];
    let error = session
        .restore_variation(index, &moves)
        .expect_err("too many");
    assert!(error.english().contains("at most 1000"), "{error}");
    assert!(session.variation().is_none());
}

#[test]
fn an_unknown_move_is_an_error_naming_it() {
    for game in games() {
        let Some(Decided {
            index, mut session, ..
        }) = first_decision(game)
        else {
            continue;
        };
        let error = session
            .play(index, "no such move", &mut Progress::silent())
            .expect_err("not a move");
        assert!(
            error.english().contains("no such move"),
            "{}: {error}",
            game.id
        );
        assert!(session.variation().is_none(), "{}", game.id);
    }
}

#[test]
fn board_editors_read_every_sample_and_write_back_text_that_reads() {
    let mut editing = Vec::new();
    for game in games() {
        if game.editor.is_none() {
            continue;
        }
        editing.push(game.id);
        for sample in game.samples {
            let rules = sample_rules(sample);
            let at = Editing::default();
            let board = editor_board(game.id, sample.input, &rules, &at)
                .unwrap_or_else(|e| panic!("{} {}: {e}", game.id, sample.name));
            assert!(!board.layers.is_empty(), "{}", game.id);
            let cells = board.frame.cells.len();
            for layer in &board.layers {
                assert_eq!(layer.cells.len(), cells, "{}: {}", game.id, layer.name);
                assert!(layer.kinds.len() >= 2, "{}: {}", game.id, layer.name);
            }
            // Give the first filled cell of the first layer another kind (a filled one where
            // there are several, since gravity moves blocks placed in the air): the text changes
            // and reads back with that kind there.
            let layer = &board.layers[0];
            let filled = |&k: &u8| k != NOT_EDITABLE && k != 0;
            let Some(at_cell) = layer.cells.iter().position(filled) else {
                continue;
            };
            let width = board.frame.width as usize;
            let (row, col) = ((at_cell / width) as u16, (at_cell % width) as u16);
            let kinds = layer.kinds.len() as u8;
            let kind = if kinds > 2 {
                1 + layer.cells[at_cell] % (kinds - 1)
            } else {
                0
            };
            let edit = Edit::Cell {
                layer: 0,
                row,
                col,
                kind,
            };
            let text = edit_board(game.id, sample.input, &rules, &at, &edit)
                .unwrap_or_else(|e| panic!("{} {}: {e}", game.id, sample.name));
            assert_ne!(text, sample.input, "{}: the edit changed nothing", game.id);
            let again = editor_board(game.id, &text, &rules, &at).expect("written by the editor");
            assert_eq!(
                again.layers[0].cells[at_cell], kind,
                "{}: the edit did not stick",
                game.id
            );
            // Fields are in range.
            for field in &again.fields {
                assert!(
                    field.min <= field.value && field.value <= field.max,
                    "{}: {}",
                    game.id,
                    field.name
                );
            }
        }
    }
    assert_eq!(
        editing.len(),
        4,
        "mayan, three-kingdoms, match3 and skill-chess have editors: {editing:?}"
    );
}

#[test]
fn games_without_an_editor_say_so() {
    let error = editor_board("ludo", "1\n", &[], &Editing::default()).expect_err("no board");
    assert!(
        error.message.english().contains("no board editor"),
        "{}",
        error.message
    );
}
