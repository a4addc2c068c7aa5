//! The board editor: the puzzle read for its syntax only (a board with a removable group still
//! shows; the parser reports it), a click sets a cell's colour, the field n sets the moves. The
//! text after the puzzle (a replayed answer) is kept as it is.

use super::engine::{Grid, COLOURS, HEIGHT, WIDTH};
use super::input::{read_puzzle_syntax, Puzzle, MAX_N};
use super::steps::{board_cell, frame_cell, initial_frame};
use boardlab_core::editor::{edit_error, Edit, Editing, EditorBoard, Field, Layer};
use boardlab_core::text::{quote, Reader};
use boardlab_core::{msg, BoardEditor, InputError, Rules};

pub const EDITOR: BoardEditor = BoardEditor { read, edit };

/// The puzzle of `text` and the byte offset where the text after it begins.
fn read_puzzle_part(text: &str) -> Result<(Puzzle, usize), InputError> {
    let written = read_puzzle_syntax(&mut Reader::new(text))?;
    let last = written.last.text;
    // The token is a slice of `text`: the rest begins where it ends.
    let end = last.as_ptr() as usize - text.as_ptr() as usize + last.len();
    Ok((written.puzzle, end))
}

fn read(text: &str, _rules: &Rules, _editing: &Editing) -> Result<EditorBoard, InputError> {
    let (puzzle, _) = read_puzzle_part(text)?;
    let mut kinds = vec![msg!("mayan-kind-empty")];
    kinds.extend((1..=COLOURS).map(|colour| msg!("mayan-kind-colour", colour = colour)));
    let mut cells = vec![0; WIDTH * HEIGHT];
    for (x, column) in puzzle.columns.iter().enumerate() {
        for (y, &colour) in column.iter().enumerate() {
            let (row, col) = frame_cell(x, y);
            cells[usize::from(row) * WIDTH + usize::from(col)] = colour;
        }
    }
    Ok(EditorBoard {
        frame: initial_frame(&Grid::from_columns(&puzzle.columns), puzzle.n),
        scopes: Vec::new(),
        layers: vec![Layer {
            name: msg!("mayan-layer-block"),
            kinds,
            cells,
        }],
        fields: vec![Field {
            name: "n".to_string(),
            label: msg!("mayan-field-n"),
            value: puzzle.n as i64,
            min: 1,
            max: MAX_N as i64,
            options: Vec::new(),
        }],
    })
}

/// `column` with row `y` set to `colour` (0 = empty), compacted downward: the input lists a
/// column's blocks bottom to top, so it has no floating blocks.
fn set_cell(column: &mut Vec<u8>, y: usize, colour: u8) {
    let mut cells = [0; HEIGHT];
    cells[..column.len()].copy_from_slice(column);
    cells[y] = colour;
    *column = cells.into_iter().filter(|&c| c != 0).collect();
}

fn edit(text: &str, _rules: &Rules, _editing: &Editing, edit: &Edit) -> Result<String, InputError> {
    let (mut puzzle, end) = read_puzzle_part(text)?;
    match edit {
        Edit::Cell {
            layer,
            row,
            col,
            kind,
        } => {
            if *layer != 0 {
                return Err(edit_error(msg!(
                    "mayan-edit-layer",
                    layer = layer.to_string()
                )));
            }
            let (x, y) = board_cell(*row, *col).ok_or_else(|| {
                edit_error(msg!(
                    "mayan-edit-off-board",
                    row = *row,
                    col = *col,
                    height = HEIGHT,
                    width = WIDTH
                ))
            })?;
            if usize::from(*kind) > COLOURS {
                return Err(edit_error(msg!(
                    "mayan-edit-kind",
                    kind = *kind,
                    colours = COLOURS
                )));
            }
            set_cell(&mut puzzle.columns[x], y, *kind);
        }
        Edit::Field { name, value } => {
            if name != "n" {
                return Err(edit_error(msg!("mayan-edit-field", name = quote(name))));
            }
            if !(1..=MAX_N as i64).contains(value) {
                return Err(edit_error(msg!(
                    "mayan-edit-n-range",
                    value = value.to_string(),
                    max = MAX_N
                )));
            }
            puzzle.n = *value as usize;
        }
    }
    let mut written = puzzle.text();
    let rest = &text[end..];
    if !rest.is_empty() {
        // The rest starts with the blank that ended the puzzle's last line.
        written.pop();
        written.push_str(rest);
    }
    Ok(written)
}
