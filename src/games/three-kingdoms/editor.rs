//! The board editor: one test's terrain, soldiers, sizes, turns and paces, read leniently and
//! written back in the judge format with the other tests unchanged.

use super::input::{self, what_cols, what_pace, what_rows, what_turns};
use super::input::{Kind, Limits, Side, SoldierInput, TestInput};
use super::input::{MAX_PACE, MAX_SIDE, MAX_STRENGTH, MAX_TURNS};
use super::steps::{caption, soldier_token, terrain_board, test_name};
use boardlab_core::editor::{edit_error, Edit, Editing, EditorBoard, Field, Layer};
use boardlab_core::BoardEditor;
use boardlab_core::{msg, InputError, Message, Rules};

pub const EDITOR: BoardEditor = BoardEditor { read, edit };

/// The layers, in `EditorBoard::layers` order.
const TERRAIN: usize = 0;
const SOLDIER: usize = 1;

/// Terrain kinds in input order (code 0, 1, 2).
fn terrains() -> Vec<Message> {
    vec![
        msg!("three-kingdoms-plain"),
        msg!("three-kingdoms-mountain"),
        msg!("three-kingdoms-lake"),
    ]
}

/// A soldier placed on an empty cell starts with this strength: the statement has no usual
/// value, and a small round number is easy to change in the strength field.
const NEW_STRENGTH: i64 = 10;

/// The soldier layer's kinds: none, then per side (input order) each type (input order).
fn soldier_kinds() -> Vec<Message> {
    let soldiers = Side::ALL.iter().flat_map(|side| {
        Kind::ALL.map(|kind| {
            msg!(
                "three-kingdoms-side-kind",
                side = side.name(),
                kind = kind.name()
            )
        })
    });
    std::iter::once(msg!("three-kingdoms-none"))
        .chain(soldiers)
        .collect()
}

/// The soldier layer's kind of `soldier`.
fn soldier_kind(soldier: &SoldierInput) -> u8 {
    1 + 3 * soldier.side as u8 + soldier.kind.index() as u8
}

/// Every test of `text`, read with the editor's limits, and the one being edited.
fn tests_of(text: &str, editing: &Editing) -> Result<(Vec<TestInput>, usize), InputError> {
    let tests = input::read_tests(text, Limits::Editor)?;
    let scope = editing.scope;
    if scope >= tests.len() {
        return Err(edit_error(match tests.len() {
            0 => msg!("three-kingdoms-nothing-to-edit"),
            count => msg!(
                "three-kingdoms-no-such-test",
                test = scope + 1,
                count = count
            ),
        }));
    }
    Ok((tests, scope))
}

/// The first soldier on frame cell `cell`.
fn soldier_at(test: &TestInput, cell: Option<(u16, u16)>) -> Option<usize> {
    let (row, col) = cell?;
    let at = (row as usize, col as usize);
    test.soldiers.iter().position(|s| (s.row, s.col) == at)
}

/// The numbers the editor sets: the board's, then the selected soldier's strength.
fn fields(test: &TestInput, editing: &Editing) -> Vec<Field> {
    let field = |name: &str, label: Message, value: i64, (min, max): (i64, i64)| Field {
        name: name.to_string(),
        label,
        value,
        min,
        max,
        options: Vec::new(),
    };
    let (side, turns) = ((1, MAX_SIDE as i64), (1, MAX_TURNS as i64));
    let mut fields = vec![
        field("N", what_rows(), test.rows as i64, side),
        field("M", what_cols(), test.cols as i64, side),
        field("K", what_turns(), test.turns as i64, turns),
    ];
    for (k, &kind) in Kind::ALL.iter().enumerate() {
        let name = format!("S{}", k + 1);
        let label = msg!(
            "three-kingdoms-pace-field",
            name = &name,
            pace = what_pace(kind)
        );
        fields.push(field(&name, label, test.paces[k] as i64, (0, MAX_PACE)));
    }
    if let Some(i) = soldier_at(test, editing.selected) {
        let s = &test.soldiers[i];
        let label = msg!(
            "three-kingdoms-strength-field",
            side = s.side.name(),
            kind = s.kind.name(),
            place = format!("({},{})", s.row + 1, s.col + 1)
        );
        fields.push(field("strength", label, s.strength, (1, MAX_STRENGTH)));
    }
    fields
}

fn read(text: &str, _: &Rules, editing: &Editing) -> Result<EditorBoard, InputError> {
    let (tests, scope) = tests_of(text, editing)?;
    let test = &tests[scope];
    // Drawn like the test's first step.
    let mut frame = terrain_board(test.rows, test.cols, &test.terrain);
    let mut soldier_cells = vec![0; test.rows * test.cols];
    let mut score = 0;
    for (i, s) in test.soldiers.iter().enumerate() {
        let at = (s.row as f32, s.col as f32);
        let strength = s.strength.to_string();
        frame
            .tokens
            .push(soldier_token(i as u32, at, s.side, s.kind, strength));
        let cell = &mut soldier_cells[s.row * test.cols + s.col];
        // The first soldier of a cell is the one the layer shows (the parser rejects a second).
        if *cell == 0 {
            *cell = soldier_kind(s);
        }
        score += match s.side {
            Side::Zhuge => s.strength,
            Side::Zhou => -s.strength,
        };
    }
    frame.caption = Some(caption(scope, 0, test.turns, score.to_string()));
    let scopes = match tests.len() {
        1 => Vec::new(),
        count => (0..count).map(test_name).collect(),
    };
    let layer = |name: Message, kinds: Vec<Message>, cells: Vec<u8>| Layer { name, kinds, cells };
    Ok(EditorBoard {
        layers: vec![
            layer(
                msg!("three-kingdoms-terrain-layer"),
                terrains(),
                test.terrain.clone(),
            ),
            layer(
                msg!("three-kingdoms-soldier-layer"),
                soldier_kinds(),
                soldier_cells,
            ),
        ],
        fields: fields(test, editing),
        frame,
        scopes,
    })
}

fn edit(text: &str, _: &Rules, editing: &Editing, edit: &Edit) -> Result<String, InputError> {
    let (mut tests, scope) = tests_of(text, editing)?;
    let test = &mut tests[scope];
    match edit {
        Edit::Cell {
            layer,
            row,
            col,
            kind,
        } => {
            let (row, col) = (*row as usize, *col as usize);
            if row >= test.rows || col >= test.cols {
                return Err(edit_error(msg!(
                    "three-kingdoms-cell-off-board",
                    row = row,
                    col = col,
                    rows = test.rows,
                    cols = test.cols
                )));
            }
            match *layer {
                TERRAIN if (*kind as usize) < terrains().len() => {
                    test.terrain[row * test.cols + col] = *kind;
                }
                SOLDIER if (*kind as usize) < soldier_kinds().len() => {
                    place_soldier(test, (row, col), *kind);
                }
                TERRAIN | SOLDIER => {
                    return Err(edit_error(msg!(
                        "three-kingdoms-no-such-kind",
                        layer = *layer,
                        kind = *kind
                    )))
                }
                _ => {
                    return Err(edit_error(msg!(
                        "three-kingdoms-no-such-layer",
                        layer = *layer
                    )))
                }
            }
        }
        Edit::Field { name, value } => set_field(test, editing, name, *value)?,
    }
    Ok(input::write_tests(&tests))
}

/// Puts a soldier of layer kind `kind` on `cell` (kind 0: removes what is there); a soldier
/// already there keeps its strength.
fn place_soldier(test: &mut TestInput, (row, col): (usize, usize), kind: u8) {
    if kind == 0 {
        test.soldiers.retain(|s| (s.row, s.col) != (row, col));
        return;
    }
    let side = Side::ALL[(kind as usize - 1) / 3];
    let kind = Kind::ALL[(kind as usize - 1) % 3];
    match test
        .soldiers
        .iter_mut()
        .find(|s| (s.row, s.col) == (row, col))
    {
        Some(soldier) => (soldier.side, soldier.kind) = (side, kind),
        None => test.soldiers.push(SoldierInput {
            row,
            col,
            side,
            strength: NEW_STRENGTH,
            kind,
        }),
    }
}

fn set_field(
    test: &mut TestInput,
    editing: &Editing,
    name: &str,
    value: i64,
) -> Result<(), InputError> {
    let known = fields(test, editing);
    let Some(field) = known.iter().find(|f| f.name == name) else {
        return Err(edit_error(match name {
            "strength" => msg!("three-kingdoms-no-soldier-selected"),
            _ => msg!(
                "three-kingdoms-no-such-field",
                name = boardlab_core::text::quote(name)
            ),
        }));
    };
    if !(field.min..=field.max).contains(&value) {
        return Err(edit_error(msg!(
            "error-out-of-range",
            what = &field.label,
            value = value.to_string(),
            min = field.min,
            max = field.max
        )));
    }
    let size = value as usize;
    match name {
        "N" => resize(test, size, test.cols),
        "M" => resize(test, test.rows, size),
        "K" => test.turns = size,
        "strength" => {
            let soldier = soldier_at(test, editing.selected).expect("the field is there");
            test.soldiers[soldier].strength = value;
        }
        pace => {
            let k = pace[1..].parse::<usize>().expect("S1, S2 or S3") - 1;
            test.paces[k] = value as u32;
        }
    }
    Ok(())
}

/// Resizes the board to `rows` × `cols`: new cells are plain, soldiers off it are dropped.
fn resize(test: &mut TestInput, rows: usize, cols: usize) {
    let old_cols = test.cols;
    let terrain = (0..rows * cols).map(|cell| {
        let (row, col) = (cell / cols, cell % cols);
        let inside = row < test.rows && col < old_cols;
        if inside {
            test.terrain[row * old_cols + col]
        } else {
            0
        }
    });
    test.terrain = terrain.collect();
    (test.rows, test.cols) = (rows, cols);
    test.soldiers.retain(|s| s.row < rows && s.col < cols);
}
