//! The game-independent view model: a session is a list of steps, each with a title, event lines,
//! the output lines it produced and a [`Frame`], a grid scene that one painter draws for every
//! game. Tokens carry stable ids so the painter can tween them from one step to the next.

use crate::i18n::Message;
use serde::Serialize;
use std::borrow::Cow;

/// One step of a session's timeline.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Step {
    pub title: Message,
    /// What happened in this step, one sentence per line.
    pub events: Vec<Message>,
    /// The judge-output lines produced by this step: 0-based, half-open `[start, end)`.
    pub output_lines: (usize, usize),
    pub frame: Frame,
    /// Preformatted text the page can show beside the board on demand (e.g. the judge's own
    /// text picture of the board). A game may leave it empty: `Session::step` then fills in
    /// the replay's `text` or else [`Frame::to_text`], so every step the page gets has one.
    pub text: String,
}

/// A grid scene: `height` rows × `width` columns of cells, tokens on them, and overlay marks.
/// Coordinates are (row, col) with row 0 at the top; fractional values place things between cells.
#[derive(Debug, Clone, PartialEq, Default, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Frame {
    pub width: u16,
    pub height: u16,
    /// Row-major cell kinds, indexes into the game's `Palette::cells`. Sent as bytes (a
    /// `Uint8Array` in the page): one copy instead of a JS call per cell.
    #[serde(serialize_with = "as_bytes")]
    #[ts(type = "Uint8Array")]
    pub cells: Vec<u8>,
    pub tokens: Vec<Token>,
    pub marks: Vec<Mark>,
    /// One line shown under the board, e.g. "round 12 · score 315" (sent as "" when none).
    #[serde(serialize_with = "caption_text")]
    pub caption: Option<Message>,
    /// Optional axis labels (empty = none): one per row, top to bottom, and one per column.
    pub row_labels: Vec<String>,
    pub col_labels: Vec<String>,
}

fn caption_text<S: serde::Serializer>(
    caption: &Option<Message>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match caption {
        Some(message) => message.serialize(serializer),
        None => serializer.serialize_str(""),
    }
}

impl Frame {
    /// An empty board of the given size with every cell of kind 0.
    pub fn new(height: usize, width: usize) -> Self {
        Frame {
            width: width as u16,
            height: height as u16,
            cells: vec![0; width * height],
            ..Frame::default()
        }
    }

    pub fn set_cell(&mut self, row: usize, col: usize, kind: u8) {
        let index = row * self.width as usize + col;
        self.cells[index] = kind;
    }

    pub fn cell(&self, row: usize, col: usize) -> u8 {
        self.cells[row * self.width as usize + col]
    }

    /// The frame as a text grid, for games without a text view of their own: one line per row
    /// under a line of column names (the axis labels, else counted from 1, as src/session/view.rs
    /// names cells), each cell showing its tokens (faded ones in parentheses, several joined by
    /// commas), else its cell glyph, else `.`; the caption last.
    pub fn to_text(&self, palette: &Palette) -> String {
        let (height, width) = (self.height as usize, self.width as usize);
        // Built on every step shown (a 50×50 board has 2 500 cells): names are borrowed where
        // they can be, and each line is written straight into the text.
        let mut grid: Vec<Cow<str>> = self
            .cells
            .iter()
            .map(|&kind| match palette.cells.get(kind as usize) {
                Some(style) if !style.glyph.is_empty() => Cow::Borrowed(style.glyph),
                _ => Cow::Borrowed("."),
            })
            .collect();
        let mut has_token = vec![false; grid.len()];
        for token in &self.tokens {
            // Tokens spread inside a cell belong to the cell they are nearest to.
            let (row, col) = (token.row.round(), token.col.round());
            if row < 0.0 || col < 0.0 || row as usize >= height || col as usize >= width {
                continue;
            }
            let index = row as usize * width + col as usize;
            let name = token.text_name(palette);
            let name = if token.faded {
                format!("({name})")
            } else {
                name
            };
            if has_token[index] {
                let cell = grid[index].to_mut();
                cell.push(',');
                cell.push_str(&name);
            } else {
                grid[index] = Cow::Owned(name);
                has_token[index] = true;
            }
        }
        let (rows, cols) = (
            axis_names(&self.row_labels, height),
            axis_names(&self.col_labels, width),
        );
        let chars = |text: &Cow<str>| text.chars().count();
        let cell_width = grid.iter().chain(&cols).map(chars).max().unwrap_or(1);
        let row_width = rows.iter().map(chars).max().unwrap_or(0);
        let mut text = String::new();
        let pad_to = |text: &mut String, item: &str, width: usize| {
            text.extend(std::iter::repeat_n(
                ' ',
                width.saturating_sub(item.chars().count()),
            ));
            text.push_str(item);
        };
        let mut line = |head: &str, items: &[Cow<str>]| {
            pad_to(&mut text, head, row_width);
            for item in items {
                text.push(' ');
                pad_to(&mut text, item, cell_width);
            }
            text.truncate(text.trim_end_matches(' ').len());
            text.push('\n');
        };
        line("", &cols);
        for (row, head) in rows.iter().enumerate() {
            line(head, &grid[row * width..(row + 1) * width]);
        }
        if let Some(caption) = &self.caption {
            text.push_str(&caption.to_string());
            text.push('\n');
        }
        text
    }
}

/// The names of `count` rows or columns, wherever cells are named (the text grid, the tip,
/// Explore's hints, the board editor): the board's labels when it has one per line (mayan counts
/// rows from 0 at the bottom), else counted from 1.
pub fn axis_names(labels: &[String], count: usize) -> Vec<Cow<'_, str>> {
    if labels.len() == count {
        labels
            .iter()
            .map(|label| Cow::Borrowed(label.as_str()))
            .collect()
    } else {
        (1..=count).map(|i| Cow::Owned(i.to_string())).collect()
    }
}

/// Serialises a byte vector as bytes (a `Uint8Array` in the page): one copy, not one value each.
pub fn as_bytes<S: serde::Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_bytes(bytes)
}

/// Something standing on the board: a piece, a block, a soldier. Fields at their default
/// (empty, `None`, `false`, size 100) are left out when sent to the page: a big board has thousands of
/// tokens, and each field is a JS call.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Token {
    /// Stable across the steps of a session: the same piece keeps its id.
    pub id: u32,
    pub row: f32,
    pub col: f32,
    /// Index into the game's `Palette::tokens`.
    pub kind: u8,
    /// A short text drawn on the token (a number, a name).
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<_>", optional)]
    pub label: String,
    /// Small tags drawn at the token's corner (e.g. "silenced", "x2").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<_>", optional)]
    pub badges: Vec<Message>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub dir: Option<Dir>,
    /// Dead, captured or otherwise inactive: drawn translucent.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[ts(as = "Option<_>", optional)]
    pub faded: bool,
    /// Cells passed through on the way from the previous step's position, in order, so the
    /// painter can animate a walk cell by cell instead of a straight slide. Empty = straight.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<_>", optional)]
    pub trail: Vec<(f32, f32)>,
    /// Percent of the normal token size: smaller when several tokens share a cell.
    #[serde(skip_serializing_if = "is_full_size")]
    #[ts(as = "Option<_>", optional)]
    pub size: u8,
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_full_size(size: &u8) -> bool {
    *size == 100
}

impl Token {
    pub fn new(id: u32, row: usize, col: usize, kind: u8, label: impl Into<String>) -> Self {
        Token {
            id,
            row: row as f32,
            col: col as f32,
            kind,
            label: label.into(),
            badges: Vec::new(),
            dir: None,
            faded: false,
            trail: Vec::new(),
            size: 100,
        }
    }

    /// How the text view names the token: its label, led by its kind's glyph when that is a
    /// letter the label does not already start with (e.g. the side of a soldier labelled with
    /// its strength); the glyph alone when there is no label.
    fn text_name(&self, palette: &Palette) -> String {
        let glyph = palette
            .tokens
            .get(self.kind as usize)
            .map_or("", |s| s.glyph);
        let is_letter = !glyph.is_empty() && glyph.chars().all(char::is_alphabetic);
        match (self.label.is_empty(), glyph.is_empty()) {
            (true, true) => "?".to_string(),
            (true, false) => glyph.to_string(),
            _ if is_letter && !self.label.starts_with(glyph) => format!("{glyph}{}", self.label),
            _ => self.label.clone(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

/// Overlays drawn above the cells; `kind` indexes the game's `Palette::marks`.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(
    tag = "type",
    rename_all = "lowercase",
    rename_all_fields = "camelCase"
)]
pub enum Mark {
    /// Highlighted cells.
    Cells { cells: Vec<(u16, u16)>, kind: u8 },
    /// A poly-line through cell centres.
    Path { points: Vec<(f32, f32)>, kind: u8 },
    Arrow {
        from: (f32, f32),
        to: (f32, f32),
        kind: u8,
    },
    /// A short text at a position (cell numbers, scores floating over a cell).
    Text {
        at: (f32, f32),
        text: Message,
        kind: u8,
    },
}

/// How one cell kind, token kind or mark kind looks. `glyph` is a letter or symbol drawn with it,
/// so that colour is never the only cue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Style {
    pub name: &'static str,
    pub light: &'static str,
    pub dark: &'static str,
    pub glyph: &'static str,
}

/// Shorthand for palette tables.
pub const fn style(
    name: &'static str,
    light: &'static str,
    dark: &'static str,
    glyph: &'static str,
) -> Style {
    Style {
        name,
        light,
        dark,
        glyph,
    }
}

/// A game's legend, declared once: the painter stays game-agnostic by reading it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Palette {
    pub cells: &'static [Style],
    pub tokens: &'static [Style],
    pub marks: &'static [Style],
}

/// A step worth a marker on the player's slider (a game boundary, a capture, a long chain).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Marker {
    pub step: usize,
    pub label: Message,
}

/// Saved simulation states every `every` steps, so that a long timeline can be produced on
/// demand: to show step i, restore the nearest checkpoint at or before i and replay from there.
pub struct Checkpoints<S> {
    every: usize,
    /// Never empty: slot 0 is the state before step 0.
    saved: Vec<S>,
}

impl<S: Clone> Checkpoints<S> {
    /// Checkpoints starting with `initial`, the state before step 0.
    pub fn new(every: usize, initial: &S) -> Self {
        Checkpoints {
            every: every.max(1),
            saved: vec![initial.clone()],
        }
    }

    /// Offers the state before step `index`; it is kept when `index` is on the grid and new.
    pub fn offer(&mut self, index: usize, state: &S) {
        if index.is_multiple_of(self.every) && index / self.every == self.saved.len() {
            self.saved.push(state.clone());
        }
    }

    /// The latest saved state at or before `index`, with the step index it was saved at.
    fn nearest(&self, index: usize) -> (usize, &S) {
        let slot = (index / self.every).min(self.saved.len() - 1);
        (slot * self.every, &self.saved[slot])
    }

    /// Brings `host` to the state before step `index`: puts the nearest saved state in
    /// `state(host)`, then replays each step in between with `step(host, i)`. The host is the
    /// state itself, or what holds it and plays the steps (match3's engine holds its board).
    pub fn restore<H>(
        &self,
        index: usize,
        host: &mut H,
        state: impl FnOnce(&mut H) -> &mut S,
        mut step: impl FnMut(&mut H, usize),
    ) {
        let (start, saved) = self.nearest(index);
        state(host).clone_from(saved);
        for i in start..index {
            step(host, i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checkpoints_return_the_nearest_earlier_state() {
        let mut c = Checkpoints::new(10, &0);
        for i in 0..35 {
            c.offer(i, &i);
        }
        assert_eq!(c.nearest(0), (0, &0));
        assert_eq!(c.nearest(19), (10, &10));
        assert_eq!(c.nearest(99), (30, &30));
    }

    #[test]
    fn restore_replays_from_the_nearest_checkpoint() {
        let mut c = Checkpoints::new(10, &0);
        for i in 0..35 {
            c.offer(i, &(i * 2));
        }
        let mut replayed = Vec::new();
        let mut state = 99;
        c.restore(
            23,
            &mut state,
            |s| s,
            |s, i| {
                replayed.push(i);
                *s += 2;
            },
        );
        assert_eq!(state, 46);
        assert_eq!(replayed, [20, 21, 22]);
    }

    #[test]
    fn text_grid_without_labels_counts_from_one() {
        const CELLS: &[Style] = &[style("floor", "", "", ""), style("rock", "", "", "#")];
        const TOKENS: &[Style] = &[style("red", "", "", "R"), style("one", "", "", "1")];
        let palette = Palette {
            cells: CELLS,
            tokens: TOKENS,
            marks: &[],
        };
        let mut f = Frame::new(2, 3);
        f.set_cell(0, 2, 1);
        f.tokens.push(Token::new(0, 1, 0, 0, "12"));
        f.tokens.push(Token::new(1, 1, 0, 1, "13"));
        f.tokens.push(Token {
            faded: true,
            ..Token::new(2, 0, 1, 0, "")
        });
        let expected = [
            "       1      2      3",
            "1      .    (R)      #",
            "2 R12,13      .      .",
        ];
        assert_eq!(
            f.to_text(&palette),
            expected.map(|l| format!("{l}\n")).concat()
        );
    }

    #[test]
    fn frame_cells_are_row_major() {
        let mut f = Frame::new(2, 3);
        f.set_cell(1, 2, 7);
        assert_eq!(f.cells[5], 7);
        assert_eq!(f.cell(1, 2), 7);
    }
}
