//! What crosses to the page (src/session/view.rs, explore.rs, typescript.rs): a step's view
//! shaped like the screen, timeline changes answered with the view to show, the board editor's
//! edit-and-read in one answer, and the TypeScript declarations generated for all of it.

use crate::common::{session, MAYAN_ANSWER, MAYAN_SAMPLE};
use boardlab::explore::{edit, Edit, Editing};
use boardlab::text::ErrorKind;
use boardlab::view::BoardNotes;
use boardlab::view::INLINE_MOVES;
use boardlab::Progress;

/// The notes' lines for cell (row, col), as the tip shows them after the cell's name.
fn cell_lines(notes: &BoardNotes, row: u16, col: u16) -> Option<(Option<String>, Vec<String>)> {
    let note = notes.cells.iter().find(|c| (c.row, c.col) == (row, col))?;
    Some((note.terrain.clone(), note.pieces.clone()))
}

#[test]
fn a_view_names_cells_by_the_boards_labels_and_says_what_they_hold() {
    let mut mayan = session("mayan", MAYAN_SAMPLE, &[]);
    let view = mayan.view(0);
    assert_eq!(view.index, 0);
    assert_eq!(view.title, "initial board");
    // Mayan counts rows from 0 at the bottom and columns from 0: its own labels.
    assert_eq!(view.board.row_names, ["6", "5", "4", "3", "2", "1", "0"]);
    assert_eq!(view.board.col_names, ["0", "1", "2", "3", "4"]);
    // What the cells hold comes when asked for (the tip): 12 blocks, one note each; (4, 0)
    // holds colour 2; an empty cell is not listed.
    let notes = mayan.notes(0);
    assert_eq!(
        (&notes.row_names, &notes.col_names),
        (&view.board.row_names, &view.board.col_names)
    );
    assert_eq!(notes.cells.len(), 12);
    assert_eq!(
        cell_lines(&notes, 6, 4),
        Some((None, vec!["colour 2".to_string()]))
    );
    assert_eq!(cell_lines(&notes, 0, 0), None);
    assert_eq!(notes.blank, "empty");
    assert!(view.pieces.contains("colour 2"), "{}", view.pieces);
    assert_eq!(
        view.caption.as_ref().unwrap(),
        "initial board · n = 3 · 12 blocks"
    );
    // The decision comes with the step: no second request for it.
    let decision = view.decision.as_ref().expect("the first move is yours");
    assert!(!decision.moves.is_empty());
    assert_eq!(decision.moves.len(), decision.move_count);
    assert!(view.complete);
    // An index past the end shows the last step, and says so.
    let last = mayan.step_count() - 1;
    assert_eq!(mayan.view(10_000).index, last);
    assert_eq!(mayan.view(last).title, mayan.step(last).title);

    // A board without labels is counted from 1 (the tip, Explore's hints and the text view
    // agree); a game with several kinds of cell names each cell's terrain.
    let mut chess = session(
        "skill-chess",
        include_str!("../../src/games/skill-chess/samples/duel.in"),
        &[],
    );
    let view = chess.view(0);
    let rows = view.board.row_names.len();
    assert_eq!(view.board.row_names[0], "1");
    assert_eq!(view.board.row_names[rows - 1], rows.to_string());
    assert!(view.decision.is_none(), "nobody decides in skill-chess");
    let notes = chess.notes(0);
    assert!(!notes.blank.is_empty() && notes.blank != "empty");
    let (terrain, pieces) =
        cell_lines(&notes, notes.cells[0].row, notes.cells[0].col).expect("a listed cell");
    assert!(terrain.is_some(), "every listed cell names its terrain");
    assert!(pieces.iter().all(|piece| !piece.is_empty()));
}

/// A 50 × 50 match3 board has thousands of swaps: a step's view says how many and who moves,
/// and leaves the moves (their labels cost more than the rest of the step) to `moves`.
#[test]
fn a_big_decisions_moves_are_asked_for_apart() {
    let mut big = session("match3", include_str!("../data/match3/32.in"), &[]);
    let view = big.view(5);
    let decision = view.decision.expect("you swap in match3");
    assert!(
        decision.move_count > INLINE_MOVES,
        "{}",
        decision.move_count
    );
    assert!(decision.moves.is_empty());
    let moves = big.moves(5);
    assert_eq!(moves.len(), decision.move_count);
    let full = big.decision(5).expect("a decision");
    assert_eq!(full.to_move, decision.to_move);
    assert_eq!(
        moves.iter().map(|m| &m.id).collect::<Vec<_>>(),
        full.moves.iter().map(|m| &m.id).collect::<Vec<_>>()
    );
    // A small decision comes whole with its step (mayan's sample: a few moves).
    let mut mayan = session("mayan", MAYAN_SAMPLE, &[]);
    let small = mayan.view(0).decision.expect("the first move is yours");
    assert!(small.move_count <= INLINE_MOVES);
    assert_eq!(small.moves.len(), small.move_count);
    assert_eq!(mayan.moves(0).len(), small.move_count);
}

#[test]
fn a_timeline_change_answers_with_the_view_to_show() {
    let mut mayan = session("mayan", MAYAN_SAMPLE, &[]);
    let main_line = mayan.step_count();
    let first = mayan.view(0).decision.unwrap().moves[0].id.clone();
    let played = mayan.play(0, &first, &mut Progress::silent()).unwrap();
    assert_eq!(played.timeline.step_count, mayan.step_count());
    let variation = played.timeline.variation.as_ref().expect("a variation");
    assert_eq!(variation.moves, std::slice::from_ref(&first));
    assert_eq!(played.first_step, variation.base + 1);
    assert_eq!(played.view.index, played.first_step);
    assert_eq!(played.view.title, mayan.view(played.first_step).title);
    assert!(!played.feedback.is_empty());
    assert!(played
        .timeline
        .markers
        .iter()
        .any(|marker| marker.step == played.first_step));

    // Back to the main line: the step it branched at, the main line's length again.
    let back = mayan.back_to_main_line();
    assert_eq!(back.timeline.step_count, main_line);
    assert!(back.timeline.variation.is_none());
    assert_eq!(
        (back.first_step, back.view.index),
        (variation.base, variation.base)
    );
    assert!(back.feedback.is_empty());

    // A permalink's moves: the same timeline as playing them.
    let restored = mayan.restore_variation(variation.base, &[first]).unwrap();
    assert_eq!(restored.timeline.step_count, played.timeline.step_count);
    assert_eq!(restored.first_step, played.first_step);
}

#[test]
fn the_board_editor_edits_reads_and_checks_in_one_answer() {
    let editing = Editing::default();
    // A look at the text: no new text, its board, no problem.
    let looked = edit("mayan", MAYAN_SAMPLE, &[], &editing, None).unwrap();
    assert_eq!(looked.input, None);
    assert_eq!(looked.problem, None);
    assert_eq!(looked.board.notes.cells.len(), 12);
    assert_eq!(looked.board.layers[0].name, "block");
    // Colour 2 under (0, 1) and (0, 2)'s 2s makes a run at the start: the text is written, the
    // board shows it, and the statement's rule it breaks comes with them, located.
    let cell = Edit::Cell {
        layer: 0,
        row: 6,
        col: 0,
        kind: 2,
    };
    let edited = edit("mayan", MAYAN_SAMPLE, &[], &editing, Some(&cell)).unwrap();
    let text = edited.input.as_deref().expect("the edit wrote the text");
    assert!(text.starts_with("3\n2 0\n"), "{text}");
    assert_eq!(cell_notes(&edited.board.notes, 6, 0), ["colour 2"]);
    let problem = edited.problem.expect("a run at the start");
    assert_eq!(problem.kind, ErrorKind::Input);
    assert!(problem.line > 0, "{problem:?}");
    assert!(problem.detail.contains("removable group"), "{problem:?}");
    // An edit the board cannot take is an error, not an answer.
    let off = Edit::Cell {
        layer: 0,
        row: 7,
        col: 0,
        kind: 1,
    };
    let refused = edit("mayan", MAYAN_SAMPLE, &[], &editing, Some(&off)).unwrap_err();
    assert!(refused.message.english().contains("off the 7 × 5 board"));
    // A replayed answer stays; the editor checks it as a run would.
    let replay = [("mode".to_string(), "replay".to_string())];
    let input = format!("{MAYAN_SAMPLE}{MAYAN_ANSWER}");
    assert_eq!(
        edit("mayan", &input, &replay, &editing, None)
            .unwrap()
            .problem,
        None
    );
}

fn cell_notes(notes: &BoardNotes, row: u16, col: u16) -> Vec<String> {
    notes
        .cells
        .iter()
        .find(|c| (c.row, c.col) == (row, col))
        .map(|c| c.pieces.clone())
        .unwrap_or_default()
}

#[test]
fn the_typescript_declarations_cover_every_value_that_crosses() {
    let declarations = boardlab::typescript::declarations();
    let declared: Vec<&str> = declarations
        .lines()
        .filter_map(|line| line.strip_prefix("export type "))
        .filter_map(|rest| rest.split([' ', '<']).next())
        .collect();
    // No escape hatch in what the engine declares (its doc comments aside).
    let code: String = declarations
        .lines()
        .filter(|line| !line.trim_start().starts_with(['*', '/']))
        .collect();
    for word in ["any", "unknown"] {
        let found = code
            .split(|c: char| !c.is_alphanumeric())
            .any(|token| token == word);
        assert!(!found, "`{word}` in the declarations:\n{declarations}");
    }
    // Every type src/wasm/lib.rs names for its returns and parameters is declared here.
    let wasm = include_str!("../../src/wasm/lib.rs");
    let imported = wasm
        .lines()
        .find_map(|line| line.strip_prefix("import type { "))
        .and_then(|rest| rest.split(" }").next())
        .expect("src/wasm/lib.rs imports the engine's types");
    for name in imported.split(", ") {
        assert!(declared.contains(&name), "{name} is not declared");
    }
    let builtin = [
        "string",
        "number",
        "null",
        "undefined",
        "Record",
        "Uint8Array",
        "void",
        "text",
    ];
    for attribute in wasm.split("unchecked_").skip(1) {
        let Some(ty) = ["return_type = \"", "param_type = \""]
            .iter()
            .find_map(|prefix| attribute.strip_prefix(prefix))
            .and_then(|rest| rest.split('"').next())
        else {
            continue;
        };
        for word in ty
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
        {
            assert!(
                builtin.contains(&word) || imported.split(", ").any(|name| name == word),
                "{word} (in {ty}) is neither a JS type nor imported from the declarations"
            );
        }
    }
}

/// Every sample of every game, at its first, middle and last step: each token on the board has
/// its own line in its cell's note, naming its kind and carrying its label; an occupied cell is
/// never called empty (the page's tip shows these lines as they are).
#[test]
fn every_token_is_described_on_its_cell() {
    for game in boardlab::games() {
        for sample in game.samples {
            let rules: Vec<(&str, &str)> = sample.rules.to_vec();
            let mut session = session(game.id, sample.input, &rules);
            let last = session.step_count() - 1;
            for index in [0, last / 2, last] {
                let frame = session.step(index).frame;
                let notes = session.notes(index);
                let where_ = format!("{} {:?} step {index}", game.id, sample.name);
                let mut described = 0;
                for note in &notes.cells {
                    let on_cell: Vec<_> = frame
                        .tokens
                        .iter()
                        .filter(|t| {
                            (t.row.round(), t.col.round()) == (note.row as f32, note.col as f32)
                        })
                        .collect();
                    assert_eq!(note.pieces.len(), on_cell.len(), "{where_} {note:?}");
                    for (token, line) in on_cell.iter().zip(&note.pieces) {
                        let kind = game.token_kind_name(token.kind);
                        assert!(line.starts_with(&kind), "{where_}: {line:?} names {kind:?}");
                        assert!(
                            line.contains(&token.label),
                            "{where_}: {line:?} has {:?}",
                            token.label
                        );
                    }
                    assert_ne!(note.terrain.as_deref(), Some("empty"), "{where_} {note:?}");
                    described += on_cell.len();
                }
                let on_board = frame
                    .tokens
                    .iter()
                    .filter(|t| {
                        let (row, col) = (t.row.round(), t.col.round());
                        row >= 0.0
                            && col >= 0.0
                            && row < frame.height as f32
                            && col < frame.width as f32
                    })
                    .count();
                assert_eq!(
                    described, on_board,
                    "{where_}: every token on the board is described"
                );
            }
        }
    }
}

/// Every sample of every game and the big match3 board, at a spread of steps: the count a
/// step's view gives is the number of moves `moves` lists (a game that counts without listing,
/// like match3, counts the same moves), and a view carries them exactly when they are few.
/// A game, an input and its rule options.
type Case = (
    &'static str,
    &'static str,
    Vec<(&'static str, &'static str)>,
);

#[test]
fn a_views_move_count_is_the_number_of_moves() {
    let mut inputs: Vec<Case> = vec![("match3", include_str!("../data/match3/32.in"), Vec::new())];
    for game in boardlab::games() {
        for sample in game.samples {
            inputs.push((game.id, sample.input, sample.rules.to_vec()));
        }
    }
    for (game, input, rules) in inputs {
        let mut session = session(game, input, &rules);
        let count = session.step_count();
        for index in (0..count).step_by((count / 7).max(1)) {
            let Some(decision) = session.view(index).decision else {
                continue;
            };
            let moves = session.moves(index);
            assert_eq!(decision.move_count, moves.len(), "{game} step {index}");
            let carried = if moves.len() <= INLINE_MOVES {
                moves.len()
            } else {
                0
            };
            assert_eq!(decision.moves.len(), carried, "{game} step {index}");
        }
    }
}
