//! The board editor's contract: a game whose input has a board reads it leniently (syntax only,
//! so a board breaking a rule of the statement can still be shown and mended) and writes edits
//! back into the text. The session (`src/session/explore.rs`) applies edits and checks the result.

use crate::i18n::Message;
use crate::text::InputError;
use crate::timeline::Frame;
use serde::{Deserialize, Serialize};

/// What the editor works on: which test of a multi-test input, and the cell whose own
/// numbers (a soldier's strength, a piece's attributes) the fields show.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Editing {
    pub scope: usize,
    pub selected: Option<(u16, u16)>,
}

/// The board being edited, as a game's editor reads it.
#[derive(Debug, Clone)]
pub struct EditorBoard {
    /// The board drawn like a step (cell (row, col) of this frame is what edits address).
    pub frame: Frame,
    /// The tests or games of the input ("test 1", …), when it has more than one.
    pub scopes: Vec<Message>,
    /// What a click can change, e.g. "terrain" and "soldier".
    pub layers: Vec<Layer>,
    /// The numbers of the board (sizes, moves, turns) and of the selected cell's piece.
    pub fields: Vec<Field>,
}

/// One kind of thing a cell holds; a click cycles the cell through `kinds`.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Layer {
    pub name: Message,
    /// Cycle order; index 0 is what a cleared cell holds.
    pub kinds: Vec<Message>,
    /// Per frame cell (row-major), the index of its kind, or `NOT_EDITABLE`.
    #[serde(serialize_with = "crate::timeline::as_bytes")]
    #[ts(type = "Uint8Array")]
    pub cells: Vec<u8>,
}

/// A layer's entry for a cell the layer does not apply to (outside the board).
pub const NOT_EDITABLE: u8 = u8::MAX;

/// A number of the input the editor lets you set.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Field {
    pub name: String,
    pub label: Message,
    pub value: i64,
    pub min: i64,
    pub max: i64,
    /// Names of the values `min..=max` when the number stands for a choice (a direction, a
    /// skill); empty for a plain number.
    pub options: Vec<Message>,
}

/// One change to the board (the page sends it as `{ type: 'cell', layer, row, col, kind }` or
/// `{ type: 'field', name, value }`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, ts_rs::TS)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Edit {
    /// Sets cell (row, col) of `layer` to kind `kind`.
    Cell {
        layer: usize,
        row: u16,
        col: u16,
        kind: u8,
    },
    /// Sets field `name` (of the board, or of the selected cell's piece).
    Field { name: String, value: i64 },
}

impl Edit {
    /// Sets cell (row, col) of layer `layer` to kind `kind`.
    pub fn cell(layer: usize, row: u16, col: u16, kind: u8) -> Edit {
        Edit::Cell {
            layer,
            row,
            col,
            kind,
        }
    }
}

/// An input error for an edit the board cannot take (a field out of range, a cell off the
/// board, a kind the layer has not).
pub fn edit_error(message: Message) -> InputError {
    InputError::general(message)
}
