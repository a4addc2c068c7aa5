//! The board editor: the colour and special type of every starting piece, and n, m, k. The
//! text is read for syntax only (a board with a run of 3 still shows, and the parser locates
//! the run); q and the operation lines are written back as they were.
//!
//! Resizing keeps the pieces that stay and fills new cells with plain pieces of the smallest
//! colour that makes no run (colour 1 when every colour would). Lowering k recolours the pieces
//! above it the same way, keeping their special types.

use super::engine::{Board, Piece};
use super::input::{
    read_colours, read_sizes, read_specials, write_board, MAX_COLOURS, MAX_SIDE, MAX_SPECIAL,
};
use super::view::{board_frame, special_name};
use boardlab_core::editor::{edit_error, Edit, Editing, EditorBoard, Field, Layer};
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::text::{quote, Reader};
use boardlab_core::BoardEditor;
use boardlab_core::{InputError, Rules};

pub const EDITOR: BoardEditor = BoardEditor { read, edit };

/// The layers, in the order `EditorBoard::layers` lists them.
const COLOUR_LAYER: usize = 0;
const SPECIAL_LAYER: usize = 1;

/// An input read for editing: its board, and the text around the board as written.
struct Editable<'a> {
    board: Board,
    colours: usize,
    /// q as written.
    operations: &'a str,
    /// Everything from the first operation on.
    rest: &'a str,
    line_end: &'static str,
}

impl<'a> Editable<'a> {
    fn read(text: &'a str) -> Result<Self, InputError> {
        let mut reader = Reader::new(text);
        let (rows, cols, colours) = read_sizes(&mut reader)?;
        let operations = reader.token(&msg!("match3-field-q"))?.text;
        let (mut board, _) = read_colours(&mut reader, rows, cols, colours)?;
        read_specials(&mut reader, &mut board)?;
        // A token's text is a slice of `text`: its address gives where the operations start.
        let rest = reader.next_token().map_or("", |token| {
            &text[token.text.as_ptr() as usize - text.as_ptr() as usize..]
        });
        Ok(Editable {
            board,
            colours,
            operations,
            rest,
            line_end: if text.contains("\r\n") { "\r\n" } else { "\n" },
        })
    }

    fn write(&self) -> String {
        let board = &self.board;
        let mut text = format!(
            "{} {} {} {}{}",
            board.rows, board.cols, self.colours, self.operations, self.line_end
        );
        write_board(board, self.line_end, &mut text);
        text.push_str(self.rest);
        text
    }

    fn set_cell(
        &mut self,
        layer: usize,
        (row, col): (u16, u16),
        kind: u8,
    ) -> Result<(), InputError> {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let (r, c) = (usize::from(row), usize::from(col));
        if r >= rows || c >= cols {
            return Err(edit_error(msg!(
                "match3-edit-off-board",
                cell = format!("({row}, {col})"),
                rows = rows,
                cols = cols
            )));
        }
        let piece = &mut self.board.cells[r * cols + c];
        match layer {
            COLOUR_LAYER if usize::from(kind) < self.colours => piece.colour = kind + 1,
            SPECIAL_LAYER if usize::from(kind) <= MAX_SPECIAL => piece.special = kind,
            COLOUR_LAYER | SPECIAL_LAYER => {
                return Err(edit_error(msg!(
                    "match3-edit-no-kind",
                    layer = layer,
                    kind = kind
                )))
            }
            _ => return Err(edit_error(msg!("match3-edit-no-layer", layer = layer))),
        }
        Ok(())
    }

    fn set_field(&mut self, name: &str, value: i64) -> Result<(), InputError> {
        let max = match name {
            "n" | "m" => MAX_SIDE,
            "k" => MAX_COLOURS,
            _ => return Err(edit_error(msg!("match3-edit-no-field", name = quote(name)))),
        };
        let value = usize::try_from(value)
            .ok()
            .filter(|v| (1..=max).contains(v))
            .ok_or_else(|| {
                edit_error(msg!(
                    "error-out-of-range",
                    what = name,
                    value = value.to_string(),
                    min = 1,
                    max = max
                ))
            })?;
        let board = &self.board;
        match name {
            "n" => self.board = resized(board, value, board.cols),
            "m" => self.board = resized(board, board.rows, value),
            _ => {
                self.colours = value;
                for piece in &mut self.board.cells {
                    if usize::from(piece.colour) > value {
                        piece.colour = 0;
                    }
                }
            }
        }
        fill_empty(&mut self.board, self.colours);
        Ok(())
    }
}

fn read(text: &str, _: &Rules, _: &Editing) -> Result<EditorBoard, InputError> {
    let input = Editable::read(text)?;
    let board = &input.board;
    let mut frame = board_frame(board);
    frame.caption = Some(msg!(
        "match3-editor-caption",
        rows = board.rows,
        cols = board.cols,
        colours = input.colours,
        operations = input.operations
    ));
    let layer = |name: Message, kinds: Vec<Message>, kind: fn(&Piece) -> u8| Layer {
        name,
        kinds,
        cells: board.cells.iter().map(kind).collect(),
    };
    let field = |name: &str, label: Message, value: usize, max: usize| Field {
        name: name.to_string(),
        label,
        value: value as i64,
        min: 1,
        max: max as i64,
        options: Vec::new(),
    };
    Ok(EditorBoard {
        frame,
        scopes: Vec::new(),
        layers: vec![
            layer(
                msg!("match3-layer-colour"),
                (1..=input.colours)
                    .map(|c| msg!("match3-colour-kind", colour = c))
                    .collect(),
                |p| p.colour - 1,
            ),
            layer(
                msg!("match3-layer-special"),
                (0..=MAX_SPECIAL as u8).map(special_name).collect(),
                |p| p.special,
            ),
        ],
        fields: vec![
            field("n", msg!("match3-field-n"), board.rows, MAX_SIDE),
            field("m", msg!("match3-field-m"), board.cols, MAX_SIDE),
            field("k", msg!("match3-field-k"), input.colours, MAX_COLOURS),
        ],
    })
}

fn edit(text: &str, _: &Rules, _: &Editing, edit: &Edit) -> Result<String, InputError> {
    let mut input = Editable::read(text)?;
    match edit {
        Edit::Cell {
            layer,
            row,
            col,
            kind,
        } => input.set_cell(*layer, (*row, *col), *kind)?,
        Edit::Field { name, value } => input.set_field(name, *value)?,
    }
    Ok(input.write())
}

/// `board` cut or grown to rows × cols; new cells are empty.
fn resized(board: &Board, rows: usize, cols: usize) -> Board {
    let cells = (0..rows * cols)
        .map(|index| {
            let (r, c) = (index / cols, index % cols);
            if r < board.rows && c < board.cols {
                board.cells[r * board.cols + c]
            } else {
                Piece::default()
            }
        })
        .collect();
    Board { rows, cols, cells }
}

/// Gives every empty cell (row-major) the smallest colour that makes no run with the pieces
/// around it, or colour 1 when every colour would.
fn fill_empty(board: &mut Board, colours: usize) {
    for index in 0..board.cells.len() {
        if board.cells[index].is_empty() {
            let place = board.place(index);
            board.cells[index].colour = board.colour_fitting(place, colours).unwrap_or(1);
        }
    }
}
