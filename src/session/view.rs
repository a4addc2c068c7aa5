//! What the page shows of a step, made once, here: its title, events and output lines, what a
//! reader of the board hears (the piece summary and each cell's contents) and the decision Explore offers there. One [`StepView`] is one message to the page
//! per step shown, kept small so that dragging the slider keeps up on a 50 × 50 board: what
//! each cell holds (`Session::notes`, for the cell tip), a big decision's moves
//! (`Session::moves`) and the text picture of the board (`Session::text`) come only when
//! asked for. The board itself is painted where it is computed, by the module (src/wasm/canvas.rs):
//! the page gets none of its shapes.
//!
//! Cells are named in one way everywhere (the tip, Explore's hints, the board editor, the text
//! view): by the board's own axis labels where it has them (mayan counts rows from 0 at the
//! bottom), else counted from 1 ([`axis_names`]).

use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::position::MoveOption;
use boardlab_core::text::Suggestion;
use boardlab_core::timeline::{axis_names, Dir, Frame, Marker, Step, Token};
use boardlab_core::GameInfo;
use serde::Serialize;
use ts_rs::TS;

/// Step `index` as the page shows it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StepView {
    /// The step shown, counted from 0 (the index asked for, clamped to the timeline).
    pub index: usize,
    pub title: Message,
    pub events: Vec<Message>,
    /// The judge-output lines this step printed: 0-based, half-open.
    pub output_lines: (usize, usize),
    /// The line under the board, e.g. "round 12 · score 315".
    pub caption: Option<Message>,
    pub board: BoardAxes,
    /// The pieces on the board counted by kind, "3 red soldier; 1 blue soldier (1 inactive)".
    pub pieces: String,
    /// Who moves here and every legal move (Explore), the moves left out where there are
    /// many (see [`Decision::move_count`]); `null` where nobody decides.
    pub decision: Option<Decision>,
    /// Whether the step shows everything already; if not, the worker analyses the rest and
    /// the page asks again (see `Session::prepare`).
    pub complete: bool,
}

/// The names of a board's rows and columns, top to bottom and left to right (see [`axis_names`]).
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardAxes {
    pub row_names: Vec<String>,
    pub col_names: Vec<String>,
}

/// What a reader of the board hears of its cells: the names of its rows and columns, and what
/// each cell holds.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardNotes {
    /// Each row's name, top to bottom (see [`axis_names`]).
    pub row_names: Vec<String>,
    pub col_names: Vec<String>,
    /// Every cell with a piece on it or a terrain of its own; any other cell is `blank`.
    pub cells: Vec<CellNote>,
    /// What a cell not in `cells` is: the board's plain terrain (skill-chess's floor) where
    /// the game has several, else "empty".
    pub blank: String,
}

/// What one cell holds.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CellNote {
    pub row: u16,
    pub col: u16,
    /// The cell's terrain where the game has several kinds of cell, else `null`.
    pub terrain: Option<String>,
    /// Each piece on it: kind, label, direction, badges, "(inactive)".
    pub pieces: Vec<String>,
}

/// The timeline the slider shows: its length, its markers and the variation of your moves.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Timeline {
    pub step_count: usize,
    pub markers: Vec<Marker>,
    pub variation: Option<VariationInfo>,
}

/// What a run gives the page at once: the judge output, the timeline and the rule option
/// values the input seems meant for.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RunSummary {
    pub output: String,
    pub timeline: Timeline,
    pub suggestions: Vec<Suggestion>,
}

/// What the page shows about the decision at a step.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Decision {
    pub to_move: Message,
    /// Every legal move; or none when a step's view leaves them out (see `move_count`).
    pub moves: Vec<MoveOption>,
    /// How many legal moves there are. A step's view carries the moves only where there are
    /// at most [`INLINE_MOVES`]: a big board has thousands (match3's 50 × 50 has ~5 000), whose
    /// labels would cost more than the rest of the step; the page asks for them
    /// (`Session::moves`) once the step stays on screen.
    pub move_count: usize,
}

/// The most moves a step's view carries with it (see [`Decision::move_count`]).
pub const INLINE_MOVES: usize = 64;

/// The variation shown, for the slider and the permalink.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct VariationInfo {
    /// The main-line step it branches from; its steps are `base + 1 ..` of the timeline.
    pub base: usize,
    /// The ids of your moves (the answers to them are the engine's, played again from these).
    pub moves: Vec<String>,
}

/// What changing the timeline (playing a move, going back to the main line, restoring a
/// variation) gives, in one answer: the new timeline, the step to show (the move's first, or
/// the branch's base) and its view, and the engine's feedback on the move.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Branch {
    pub timeline: Timeline,
    /// Steps before this one are the same as before the change (a player keeps them).
    pub first_step: usize,
    pub view: StepView,
    pub feedback: Vec<Message>,
}

/// What the page shows of `step`, step `index` of `game`'s timeline.
pub fn view_of(
    game: &GameInfo,
    index: usize,
    step: Step,
    decision: Option<Decision>,
    complete: bool,
) -> StepView {
    StepView {
        index,
        board: board_axes(&step.frame),
        pieces: piece_summary(game, &step.frame),
        title: step.title,
        events: step.events,
        output_lines: step.output_lines,
        caption: step.frame.caption,
        decision,
        complete,
    }
}

/// The names of `frame`'s rows and columns.
fn board_axes(frame: &Frame) -> BoardAxes {
    BoardAxes {
        row_names: names(axis_names(&frame.row_labels, frame.height as usize)),
        col_names: names(axis_names(&frame.col_labels, frame.width as usize)),
    }
}

/// The names of `frame`'s rows and columns and what its cells hold.
pub fn board_notes(game: &GameInfo, frame: &Frame) -> BoardNotes {
    let width = frame.width as usize;
    let terrains = game.palette.cells.len() > 1;
    let terrain = |index: usize| {
        let kind = frame.cells.get(index).copied().unwrap_or(0);
        terrains.then(|| game.cell_kind_name(kind))
    };
    let mut cells: Vec<CellNote> = Vec::new();
    let mut at: std::collections::HashMap<(u16, u16), usize> = std::collections::HashMap::new();
    for token in &frame.tokens {
        // Tokens spread inside a cell belong to the cell they are nearest to.
        let (row, col) = (token.row.round(), token.col.round());
        if row < 0.0 || col < 0.0 || row >= frame.height as f32 || col >= frame.width as f32 {
            continue;
        }
        let cell = (row as u16, col as u16);
        let note = *at.entry(cell).or_insert_with(|| {
            cells.push(CellNote {
                row: cell.0,
                col: cell.1,
                terrain: terrain(cell.0 as usize * width + cell.1 as usize),
                pieces: Vec::new(),
            });
            cells.len() - 1
        });
        cells[note].pieces.push(piece_name(game, token));
    }
    if terrains {
        for (index, &kind) in frame.cells.iter().enumerate() {
            let cell = ((index / width.max(1)) as u16, (index % width.max(1)) as u16);
            if kind != 0 && !at.contains_key(&cell) {
                cells.push(CellNote {
                    row: cell.0,
                    col: cell.1,
                    terrain: terrain(index),
                    pieces: Vec::new(),
                });
            }
        }
    }
    let BoardAxes {
        row_names,
        col_names,
    } = board_axes(frame);
    BoardNotes {
        row_names,
        col_names,
        cells,
        blank: if terrains {
            game.cell_kind_name(0)
        } else {
            msg!("view-empty").to_string()
        },
    }
}

fn names(names: Vec<std::borrow::Cow<str>>) -> Vec<String> {
    names
        .into_iter()
        .map(std::borrow::Cow::into_owned)
        .collect()
}

/// A piece as the tip reads it: "red soldier 5 up x2 (inactive)". The label is left out where
/// the kind's name already ends with it (mayan's block "colour 1" labelled 1).
fn piece_name(game: &GameInfo, token: &Token) -> String {
    let kind = game.token_kind_name(token.kind);
    let mut parts = vec![kind.clone()];
    if !token.label.is_empty() && !kind.ends_with(&format!(" {}", token.label)) {
        parts.push(token.label.clone());
    }
    if let Some(dir) = token.dir {
        parts.push(direction(dir).to_string());
    }
    parts.extend(token.badges.iter().map(Message::to_string));
    if token.faded {
        parts.push(msg!("view-inactive").to_string());
    }
    parts.join(" ")
}

/// The pieces of `frame` counted by kind name, in the order they first appear.
fn piece_summary(game: &GameInfo, frame: &Frame) -> String {
    // Counted by kind first, so each kind is named once (a 50 × 50 board has 2 500 tokens);
    // kinds of the same name (if any) are then counted together.
    let mut by_kind: Vec<(u8, usize, usize)> = Vec::new();
    for token in &frame.tokens {
        let index = match by_kind.iter().position(|(kind, _, _)| *kind == token.kind) {
            Some(index) => index,
            None => {
                by_kind.push((token.kind, 0, 0));
                by_kind.len() - 1
            }
        };
        by_kind[index].1 += 1;
        by_kind[index].2 += usize::from(token.faded);
    }
    let mut counts: Vec<(String, usize, usize)> = Vec::new();
    for (kind, count, faded) in by_kind {
        let name = game.token_kind_name(kind);
        match counts.iter_mut().find(|(known, _, _)| *known == name) {
            Some(known) => {
                known.1 += count;
                known.2 += faded;
            }
            None => counts.push((name, count, faded)),
        }
    }
    if counts.is_empty() {
        return msg!("view-no-pieces").to_string();
    }
    let kinds = counts
        .into_iter()
        .map(|(name, count, faded)| match faded {
            0 => msg!("view-pieces", count = count, name = name),
            _ => msg!(
                "view-pieces-faded",
                count = count,
                name = name,
                faded = faded
            ),
        })
        .collect();
    msg!(
        "view-piece-list",
        kinds = boardlab_core::i18n::Arg::List(kinds)
    )
    .to_string()
}

fn direction(dir: Dir) -> Message {
    match dir {
        Dir::Up => msg!("view-dir-up"),
        Dir::Down => msg!("view-dir-down"),
        Dir::Left => msg!("view-dir-left"),
        Dir::Right => msg!("view-dir-right"),
    }
}
