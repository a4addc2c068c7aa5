//! skill_chess: your own moves, the engine's feedback and the board editor (src/games/skill-chess/).
//! Skill chess scripts every action in its input, so nobody decides at any step: it has only the
//! board editor (terrain, pieces and their numbers, one game of the input at a time).

use crate::common;
use boardlab::explore::{edit_board, editor_board, Edit, Editing, EditorBoard, Field};
use boardlab::timeline::Dir;
use boardlab::InputError;
use std::time::Instant;

const GAME: &str = "skill-chess";

// A 3×4 board with an obstacle at (2,2) and three pieces (the "small duel" sample).
use crate::skill_chess::TINY as DUEL;

/// Two pieces of different teams on (1,1) and an obstacle written as 7.
const SHARED_CELL: &str = "1
2 3 3 5
0 0 0
0 7 0
1 1 5 2 0 3 1 5 3 rabiribi 2
1 1 4 1 1 2 2 5 3 hupraise
2 3 3 3 1 0 1 5 3 toolihai
";

/// One game of an input, read independently of the editor.
struct TestGame {
    rows: usize,
    cols: usize,
    cells: Vec<i64>,
    /// (row, col, team) of every piece, 1-based.
    pieces: Vec<(usize, usize, u8)>,
    /// The game's tokens, from N to its last piece's last number.
    tokens: Vec<String>,
}

/// Splits a well-formed input into its games.
fn games_of(text: &str) -> Vec<TestGame> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let number = |at: usize| words[at].parse::<i64>().unwrap();
    let mut at = 1;
    let mut games = Vec::new();
    for _ in 0..number(0) {
        let start = at;
        let (rows, cols, count) = (
            number(at) as usize,
            number(at + 1) as usize,
            number(at + 2) as usize,
        );
        at += 4;
        let cells = (at..at + rows * cols).map(number).collect();
        at += rows * cols;
        let mut pieces = Vec::new();
        for _ in 0..count {
            pieces.push((
                number(at) as usize,
                number(at + 1) as usize,
                number(at + 4) as u8,
            ));
            let extras = match words[at + 9] {
                "onepunch" => 2,
                "2dsaigao" => 3,
                "rabiribi" | "firework" | "backward" => 1,
                _ => 0,
            };
            at += 10 + extras;
        }
        let tokens = words[start..at].iter().map(|w| w.to_string()).collect();
        games.push(TestGame {
            rows,
            cols,
            cells,
            pieces,
            tokens,
        });
    }
    assert_eq!(at, words.len());
    games
}

fn editing(scope: usize, selected: Option<(u16, u16)>) -> Editing {
    Editing { scope, selected }
}

fn board(text: &str, scope: usize, selected: Option<(u16, u16)>) -> EditorBoard {
    editor_board(GAME, text, &[], &editing(scope, selected))
        .unwrap_or_else(|e| panic!("the editor reads the board: {e}"))
}

fn try_edit(
    text: &str,
    scope: usize,
    selected: Option<(u16, u16)>,
    edit: Edit,
) -> Result<String, InputError> {
    edit_board(GAME, text, &[], &editing(scope, selected), &edit)
}

fn edited(text: &str, scope: usize, selected: Option<(u16, u16)>, edit: Edit) -> String {
    try_edit(text, scope, selected, edit).unwrap_or_else(|e| panic!("the edit applies: {e}"))
}

fn edit_error(text: &str, selected: Option<(u16, u16)>, edit: Edit) -> InputError {
    match try_edit(text, 0, selected, edit.clone()) {
        Ok(text) => panic!("{edit:?} was accepted:\n{text}"),
        Err(e) => e,
    }
}

fn set(name: &str, value: i64) -> Edit {
    Edit::Field {
        name: name.to_string(),
        value,
    }
}

const TERRAIN: usize = 0;
const PIECE: usize = 1;

fn field<'a>(board: &'a EditorBoard, name: &str) -> &'a Field {
    board
        .fields
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no field {name} in {:?}", board.fields))
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap()
}

fn parses(text: &str) {
    common::session(GAME, text, &[]);
}

/// Every input we have: the samples, the shipped cases and the official test.
fn every_input() -> Vec<(String, String)> {
    let game = boardlab::find_game(GAME).unwrap();
    let mut inputs: Vec<(String, String)> = game
        .samples
        .iter()
        .map(|s| (s.name.to_string(), s.input.to_string()))
        .collect();
    let mut dirs = vec![common::shipped_data(GAME)];
    dirs.extend(common::shared_data(GAME, "official"));
    for dir in dirs {
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
            .collect();
        files.sort();
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            inputs.push((path.display().to_string(), text));
        }
    }
    inputs
}

#[test]
fn nobody_decides_at_any_step() {
    let mut session = common::session(GAME, DUEL, &[]);
    for step in 0..session.step_count() {
        assert!(session.decision(step).is_none(), "step {step}");
        assert!(session.input_at(step).is_none(), "step {step}");
    }
}

/// The editor shows each game as its start step, with layers matching the text, and writing
/// the input again (an edit that changes nothing) gives the same tokens.
#[test]
fn every_input_reads_as_its_start_steps_and_writes_back_unchanged() {
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    for (name, text) in every_input() {
        let mut session = common::session(GAME, &text, &[]);
        let markers = session.markers();
        let games = games_of(&text);
        assert_eq!(markers.len(), games.len(), "{name}");
        for (g, game) in games.iter().enumerate() {
            let started = Instant::now();
            let board = board(&text, g, None);
            reads.push(started.elapsed().as_secs_f64() * 1e3);
            assert_eq!(
                board.frame,
                session.step(markers[g].step).frame,
                "{name} game {g}"
            );
            let scopes: Vec<String> = (1..=games.len()).map(|i| format!("game {i}")).collect();
            let shown: Vec<String> = board.scopes.iter().map(|s| s.english()).collect();
            assert_eq!(shown, if games.len() > 1 { scopes } else { vec![] });
            assert_eq!(board.layers.len(), 2);
            assert_eq!(board.layers[TERRAIN].kinds, ["floor", "obstacle"]);
            assert_eq!(board.layers[PIECE].kinds, ["none", "red", "blue"]);
            let terrain: Vec<u8> = game.cells.iter().map(|&v| u8::from(v != 0)).collect();
            assert_eq!(board.layers[TERRAIN].cells, terrain, "{name} game {g}");
            for (index, &kind) in board.layers[PIECE].cells.iter().enumerate() {
                let (row, col) = (index / game.cols + 1, index % game.cols + 1);
                let first = game.pieces.iter().find(|p| (p.0, p.1) == (row, col));
                assert_eq!(
                    kind,
                    first.map_or(0, |p| p.2 + 1),
                    "{name} game {g} ({row},{col})"
                );
            }
            let sizes: Vec<i64> = board.fields.iter().map(|f| f.value).collect();
            let rounds: i64 = game.tokens[3].parse().unwrap();
            assert_eq!(sizes, [game.rows as i64, game.cols as i64, rounds]);
            let started = Instant::now();
            let written = edited(&text, g, None, set("R", rounds));
            writes.push(started.elapsed().as_secs_f64() * 1e3);
            let original: Vec<&str> = text.split_whitespace().collect();
            assert_eq!(
                written.split_whitespace().collect::<Vec<_>>(),
                original,
                "{name}"
            );
        }
    }
    let max = |times: &[f64]| times.iter().cloned().fold(0.0, f64::max);
    println!(
        "skill-chess editor: {} reads, max {:.1} ms; {} writes, max {:.1} ms",
        reads.len(),
        max(&reads),
        writes.len(),
        max(&writes)
    );
}

#[test]
fn a_placed_piece_gets_a_default_line_and_shows() {
    let text = edited(DUEL, 0, None, Edit::cell(PIECE, 2, 2, 2));
    assert_eq!(text.lines().nth(1), Some("3 4 4 2"));
    assert_eq!(last_line(&text), "3 3 1 1 1 0 1 1 1 toolihai");
    parses(&text);
    let board = board(&text, 0, Some((2, 2)));
    let token = board.frame.tokens.last().unwrap();
    assert_eq!((token.row, token.col, token.kind), (2.0, 2.0, 1));
    assert_eq!((token.label.as_str(), token.dir), ("4", Some(Dir::Up)));
    assert_eq!(board.layers[PIECE].cells[2 * 4 + 2], 2);
    let values: Vec<i64> = board.fields[3..].iter().map(|f| f.value).collect();
    assert_eq!(values, [1, 1, 1, 0, 1, 1, 1, 0]);
}

#[test]
fn a_cell_click_acts_on_every_piece_of_the_cell() {
    assert_eq!(
        board(SHARED_CELL, 0, None).layers[PIECE].cells,
        [1, 0, 0, 0, 0, 2]
    );
    // The fields are the first piece's.
    assert_eq!(field(&board(SHARED_CELL, 0, Some((0, 0))), "a").value, 5);
    let blue = edited(SHARED_CELL, 0, None, Edit::cell(PIECE, 0, 0, 2));
    let teams: Vec<u8> = games_of(&blue)[0].pieces.iter().map(|p| p.2).collect();
    assert_eq!(teams, [1, 1, 1]);
    assert_eq!(board(&blue, 0, None).layers[PIECE].cells[0], 2);
    parses(&blue);
    let removed = edited(SHARED_CELL, 0, None, Edit::cell(PIECE, 0, 0, 0));
    assert_eq!(
        removed,
        "1\n2 3 1 5\n0 0 0\n0 7 0\n2 3 3 3 1 0 1 5 3 toolihai\n"
    );
    parses(&removed);
    assert_eq!(board(&removed, 0, None).frame.tokens.len(), 1);
}

#[test]
fn terrain_edits_keep_the_values_of_obstacles() {
    // An obstacle stays written as 7; a new one is 1; floor is 0.
    assert_eq!(
        edited(SHARED_CELL, 0, None, Edit::cell(TERRAIN, 1, 1, 1)),
        SHARED_CELL
    );
    let text = edited(SHARED_CELL, 0, None, Edit::cell(TERRAIN, 0, 2, 1));
    assert_eq!(games_of(&text)[0].cells, [0, 0, 1, 0, 7, 0]);
    let text = edited(&text, 0, None, Edit::cell(TERRAIN, 1, 1, 0));
    assert_eq!(games_of(&text)[0].cells, [0, 0, 1, 0, 0, 0]);
    parses(&text);
    let board = board(&text, 0, None);
    assert_eq!(board.frame.cells, [0, 0, 1, 0, 0, 0]);
    assert_eq!(board.layers[TERRAIN].cells, [0, 0, 1, 0, 0, 0]);
}

#[test]
fn edits_that_break_the_statement_get_located_parser_errors() {
    // A piece placed on the obstacle (2,2): the new 4th piece line, line 9.
    let text = edited(DUEL, 0, None, Edit::cell(PIECE, 1, 1, 1));
    assert_eq!(last_line(&text), "2 2 1 1 0 0 1 1 1 toolihai");
    let e = common::input_error(GAME, &text, &[]);
    assert_eq!((e.line, e.col), (9, 1), "{e}");
    assert!(e.message.english().contains("obstacle"), "{e}");
    // The editor still shows it, so it can be mended.
    let board = board(&text, 0, None);
    assert_eq!(board.frame.tokens.len(), 4);
    // An obstacle put under a piece.
    let text = edited(DUEL, 0, None, Edit::cell(TERRAIN, 0, 0, 1));
    let e = common::input_error(GAME, &text, &[]);
    assert_eq!((e.line, e.col), (6, 1), "{e}");
    // b above a.
    let text = edited(DUEL, 0, Some((0, 0)), set("b", 6));
    let e = common::input_error(GAME, &text, &[]);
    assert_eq!((e.line, e.col), (6, 7), "{e}");
    assert!(e.message.english().contains("attribute b"), "{e}");
    // No piece left: K = 0.
    let mut text = DUEL.to_string();
    for (row, col) in [(0, 0), (0, 3), (1, 3)] {
        text = edited(&text, 0, None, Edit::cell(PIECE, row, col, 0));
    }
    assert_eq!(text.lines().nth(1), Some("3 4 0 2"));
    let e = common::input_error(GAME, &text, &[]);
    assert_eq!((e.line, e.col), (2, 5), "{e}");
    assert!(e.message.english().contains("K (pieces)"), "{e}");
}

#[test]
fn the_selected_pieces_fields_set_its_numbers() {
    let at = Some((0, 0));
    let board = board(DUEL, 0, at);
    let names: Vec<&str> = board.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "N",
            "M",
            "R",
            "a",
            "b",
            "team",
            "direction",
            "f",
            "z",
            "r",
            "skill",
            "v"
        ]
    );
    let values: Vec<i64> = board.fields.iter().map(|f| f.value).collect();
    assert_eq!(values, [3, 4, 2, 5, 2, 0, 3, 1, 5, 3, 3, 2]);
    assert_eq!(field(&board, "team").options, ["red", "blue"]);
    assert_eq!(
        field(&board, "direction").options,
        ["up", "down", "left", "right"]
    );
    let skills = &field(&board, "skill").options;
    assert_eq!(skills.len(), 10);
    assert_eq!(skills[3], "rabiribi");
    assert_eq!(skills[6], "2dsaigao");
    // Every skill the field offers is one the parser knows, with its extras' defaults.
    for (index, skill) in skills.iter().enumerate() {
        let text = edited(DUEL, 0, at, set("skill", index as i64));
        assert!(
            text.lines().nth(5).unwrap().contains(&skill.english()),
            "{text}"
        );
        parses(&text);
    }
    let mut text = DUEL.to_string();
    for (name, value) in [
        ("a", 7),
        ("b", 6),
        ("team", 1),
        ("direction", 1),
        ("f", 2),
        ("z", 3),
        ("r", 4),
        ("v", 9),
    ] {
        text = edited(&text, 0, at, set(name, value));
    }
    assert_eq!(text.lines().nth(5), Some("1 1 7 6 1 1 2 3 4 rabiribi 9"));
    parses(&text);
    let token = board_token(&text);
    assert_eq!((token.kind, token.dir), (1, Some(Dir::Down)));
    // The same skill keeps its extras; another one gets its defaults.
    assert_eq!(edited(&text, 0, at, set("skill", 3)), text);
    let piece_line = |text: &str| text.lines().nth(5).unwrap().to_string();
    let text = edited(&text, 0, at, set("skill", 2));
    assert_eq!(piece_line(&text), "1 1 7 6 1 1 2 3 4 onepunch 1 1");
    let text = edited(&text, 0, at, set("l", 20));
    assert_eq!(piece_line(&text), "1 1 7 6 1 1 2 3 4 onepunch 1 20");
    let text = edited(&text, 0, at, set("skill", 6));
    assert_eq!(piece_line(&text), "1 1 7 6 1 1 2 3 4 2dsaigao 1 1 1");
    let names: Vec<String> = board_fields(&text).into_iter().map(|f| f.name).collect();
    assert_eq!(names[10..], ["skill", "o", "v", "l"]);
    let text = edited(&text, 0, at, set("skill", 8));
    assert_eq!(piece_line(&text), "1 1 7 6 1 1 2 3 4 backward 0");
    parses(&text);
}

fn board_token(text: &str) -> boardlab::timeline::Token {
    board(text, 0, None).frame.tokens[0].clone()
}

fn board_fields(text: &str) -> Vec<Field> {
    board(text, 0, Some((0, 0))).fields
}

#[test]
fn resizing_keeps_the_overlap_and_drops_pieces_off_the_board() {
    let text = edited(DUEL, 0, None, set("M", 3));
    assert_eq!(
        text,
        "1\n3 3 1 2\n0 0 0\n0 1 0\n0 0 0\n1 1 5 2 0 3 1 5 3 rabiribi 2\n"
    );
    let text = edited(&text, 0, None, set("N", 4));
    assert_eq!(
        text,
        "1\n4 3 1 2\n0 0 0\n0 1 0\n0 0 0\n0 0 0\n1 1 5 2 0 3 1 5 3 rabiribi 2\n"
    );
    let text = edited(&text, 0, None, set("M", 5));
    assert_eq!(games_of(&text)[0].cells[5..10], [0, 1, 0, 0, 0]);
    parses(&text);
    let board = board(&text, 0, None);
    assert_eq!((board.frame.height, board.frame.width), (4, 5));
    let text = edited(&text, 0, None, set("R", 1000));
    assert_eq!(text.lines().nth(1), Some("4 5 1 1000"));
    parses(&text);
}

#[test]
fn edits_the_board_cannot_take_are_errors() {
    let at = Some((0, 0));
    for (edit, selected, says) in [
        (set("N", 0), None, "N (rows) must lie in 1..100"),
        (set("N", 101), None, "N (rows)"),
        (set("M", 101), None, "M (columns)"),
        (set("R", 0), None, "R (rounds) must lie in 1..1000"),
        (set("R", 1001), None, "R (rounds)"),
        (set("a", 1001), at, "attribute a must lie in 0..1000"),
        (set("b", -1), at, "attribute b"),
        (set("team", 2), at, "team c must lie in 0..1"),
        (set("direction", 4), at, "direction d"),
        (set("f", 0), at, "first cast round f"),
        (set("skill", 10), at, "skill must lie in 0..9"),
        (set("v", -1), at, "range v"),
        (set("l", 1), at, "no field \"l\""),
        (set("a", 1), None, "no field \"a\""),
        (set("a", 1), Some((2, 2)), "no field \"a\""),
        (set("K", 1), None, "fields: N, M, R"),
        (Edit::cell(2, 0, 0, 0), None, "no layer 2"),
        (Edit::cell(TERRAIN, 0, 0, 2), None, "no kind 2"),
        (
            Edit::cell(PIECE, 0, 0, 3),
            None,
            "no kind 3; kinds: none, red, blue",
        ),
        (Edit::cell(PIECE, 3, 0, 1), None, "off the 3×4 board"),
        (Edit::cell(TERRAIN, 0, 4, 1), None, "off the 3×4 board"),
    ] {
        let e = edit_error(DUEL, selected, edit.clone());
        assert_eq!(e.line, 0, "{edit:?}: {e}");
        assert!(e.message.english().contains(says), "{edit:?}: {e}");
    }
    let e = try_edit(DUEL, 1, None, set("R", 3)).unwrap_err();
    assert!(e.message.english().contains("no game 2"), "{e}");
    let e = editor_board(GAME, DUEL, &[], &editing(1, None)).unwrap_err();
    assert!(e.message.english().contains("no game 2"), "{e}");
}

/// The read takes what the parser rejects for a limit of the statement, and reports what it
/// cannot draw at its place.
#[test]
fn the_read_is_lenient_but_locates_what_it_cannot_draw() {
    let beyond = "1\n2 2 2 2000\n0 0\n0 9\n2 2 5000 6000 1 2 0 0 0 onepunch 2000 0\n\
                  1 1 1 1 0 0 1 1 1 fireball\n";
    let e = common::input_error(GAME, beyond, &[]);
    assert_eq!(e.line, 2, "{e}");
    let e = editor_board(GAME, beyond, &[], &editing(0, Some((1, 1)))).unwrap_err();
    assert_eq!((e.line, e.col), (6, 19), "{e}");
    assert!(
        e.message.english().contains("unknown skill \"fireball\""),
        "{e}"
    );
    let beyond = beyond.replace("fireball", "toolihai");
    let board = board(&beyond, 0, Some((1, 1)));
    let values: Vec<i64> = board.fields.iter().map(|f| f.value).collect();
    assert_eq!(values, [2, 2, 2000, 5000, 6000, 1, 2, 0, 0, 0, 2, 2000, 0]);
    assert_eq!(board.layers[PIECE].cells, [1, 0, 0, 2]);
    // Editing keeps every out-of-range number as written.
    let text = edited(&beyond, 0, None, Edit::cell(TERRAIN, 0, 1, 1));
    assert_eq!(text, beyond.replace("0 0\n0 9", "0 1\n0 9"));
    for (input, at, says) in [
        ("0\n", (1, 1), "T"),
        ("1\n2 101 1 1\n", (2, 3), "M (columns)"),
        ("1\n1 1 1 1\nx\n", (3, 1), "cell (1,1)"),
        (
            "1\n1 1 1 1\n0\n1 2 1 1 0 0 1 1 1 toolihai\n",
            (4, 3),
            "piece 1 column y",
        ),
        (
            "1\n1 1 1 1\n0\n1 1 1 1 2 0 1 1 1 toolihai\n",
            (4, 9),
            "team c",
        ),
        (
            "1\n1 1 1 1\n0\n1 1 1 1 0 4 1 1 1 toolihai\n",
            (4, 11),
            "direction d",
        ),
        (
            "1\n1 1 1 1\n0\n1 1 1 1 0 0 1 1 1 firework\n",
            (5, 1),
            "firework duration l",
        ),
        (
            "1\n1 1 2 1\n0\n1 1 1 1 0 0 1 1 1 toolihai\n",
            (5, 1),
            "piece 2 row x",
        ),
        (
            "1\n1 1 1 1\n0\n1 1 1 1 0 0 1 1 1 toolihai 3\n",
            (4, 28),
            "extra input",
        ),
    ] {
        let e = editor_board(GAME, input, &[], &Editing::default()).unwrap_err();
        assert_eq!((e.line, e.col), at, "{input:?}: {e}");
        assert!(e.message.english().contains(says), "{input:?}: {e}");
    }
}

#[test]
fn editing_one_game_keeps_the_others() {
    let sample = boardlab::find_game(GAME).unwrap().samples[0].input;
    let before = games_of(sample);
    assert_eq!(before.len(), 4);
    let text = edited(sample, 1, None, Edit::cell(PIECE, 0, 4, 2));
    let after = games_of(&text);
    for g in [0, 2, 3] {
        assert_eq!(after[g].tokens, before[g].tokens, "game {}", g + 1);
    }
    assert_eq!(after[1].pieces.len(), before[1].pieces.len() + 1);
    assert_eq!(after[1].pieces.last(), Some(&(1, 5, 1)));
    let mut session = common::session(GAME, &text, &[]);
    let second = session.markers()[1].step;
    let board = board(&text, 1, None);
    assert_eq!(board.frame, session.step(second).frame);
    let caption = board.frame.caption.expect("a caption").english();
    assert!(caption.starts_with("game 2 of 4"), "{caption}");
}
