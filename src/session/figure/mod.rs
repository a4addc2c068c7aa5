//! How a frame looks: the one description of layout, colours and glyphs that every picture of a
//! step is drawn from — the player's board (the wasm module paints a [`Scene`] on a canvas,
//! src/wasm/canvas.rs, with an [`overlay`] over it), the PNG and GIF exports (the same painter), the SVG export
//! ([`svg`]), and the command line's PNG and GIF (the SVG rasterised, `src/cli/raster.rs`).
//!
//! A scene is laid out in figure units (CSS pixels at scale 1) at a nominal cell size chosen from
//! the board's size, so a figure is the same for every viewer; the canvas scales it to its box.
//! Colours are indexes into [`Scene::colours`], each a light and a dark value, so one scene serves
//! both themes. Text is positioned by its alphabetic baseline and sized from estimated advance
//! widths: the canvas and SVG renderers then place every glyph run at the same point.

pub mod board;
pub mod gif;
mod layout;
pub use layout::LABEL_AREA;
pub mod overlay;
pub mod stamp;
pub mod svg;

use boardlab_core::i18n::{Arg, Message};
use boardlab_core::msg;
use boardlab_core::timeline::{Palette, Step};
use serde::Serialize;

/// `v` with at most two decimals and no trailing zeros, written digit by digit: Rust's float
/// formatting would add ~10 KB to the wasm module. The SVG writer's numbers and the canvas's
/// font sizes.
pub fn decimal(v: f32) -> String {
    let hundredths = (v * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let (whole, fraction) = (hundredths.abs() / 100, hundredths.abs() % 100);
    match fraction {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// Light or dark colours; figures default to light.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    Light,
    Dark,
}

impl Theme {
    pub fn parse(name: &str) -> Option<Theme> {
        match name {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }
}

/// The fonts every figure names: the system's, else the sans-serif face; then faces for the
/// Chinese and Persian characters those lack (renderers try the list per character).
pub const FONT_FAMILY: &str = "system-ui, sans-serif, 'PingFang SC', 'Noto Sans CJK SC', \
     'Microsoft YaHei', 'Noto Sans Arabic', Tahoma";

/// An index into [`Scene::colours`].
pub type Colour = u16;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// One drawing primitive. Alpha 1, no stroke and no fill are left out when sent to the page.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(
    tag = "shape",
    rename_all = "lowercase",
    rename_all_fields = "camelCase"
)]
pub enum Shape {
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        fill: Option<Colour>,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        stroke: Option<Colour>,
        #[serde(skip_serializing_if = "is_zero")]
        #[ts(as = "Option<_>", optional)]
        line: f32,
        #[serde(skip_serializing_if = "is_zero")]
        #[ts(as = "Option<_>", optional)]
        radius: f32,
        #[serde(skip_serializing_if = "is_one")]
        #[ts(as = "Option<_>", optional)]
        alpha: f32,
    },
    Circle {
        x: f32,
        y: f32,
        r: f32,
        fill: Colour,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        stroke: Option<Colour>,
        #[serde(skip_serializing_if = "is_zero")]
        #[ts(as = "Option<_>", optional)]
        line: f32,
        #[serde(skip_serializing_if = "is_one")]
        #[ts(as = "Option<_>", optional)]
        alpha: f32,
    },
    /// A poly-line (or, when `fill` is set, a closed polygon); `dash` = (on, off) lengths.
    Path {
        points: Vec<(f32, f32)>,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        fill: Option<Colour>,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        stroke: Option<Colour>,
        #[serde(skip_serializing_if = "is_zero")]
        #[ts(as = "Option<_>", optional)]
        line: f32,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        dash: Option<(f32, f32)>,
        #[serde(skip_serializing_if = "is_one")]
        #[ts(as = "Option<_>", optional)]
        alpha: f32,
    },
    /// A board's cell backgrounds: `rows` × `cols` squares of side `size` from (x, y), filled
    /// row by row with `fills` (colour indexes; sent as bytes: one copy, not one object per cell,
    /// a `Uint8Array` in a figure, an array of numbers in a step's JSON view).
    Cells {
        x: f32,
        y: f32,
        size: f32,
        cols: u16,
        #[serde(serialize_with = "boardlab_core::timeline::as_bytes")]
        #[ts(type = "ArrayLike<number>")]
        fills: Vec<u8>,
    },
    /// Separate straight segments (x0, y0, x1, y1) with one stroke: the grid.
    Lines {
        segments: Vec<(f32, f32, f32, f32)>,
        stroke: Colour,
        line: f32,
    },
    /// Text on its alphabetic baseline at (x, y); `halo` is an outline drawn under the fill.
    Text {
        x: f32,
        y: f32,
        text: String,
        size: f32,
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        #[ts(as = "Option<_>", optional)]
        bold: bool,
        anchor: Anchor,
        fill: Colour,
        #[serde(skip_serializing_if = "Option::is_none")]
        #[ts(optional)]
        halo: Option<(Colour, f32)>,
        #[serde(skip_serializing_if = "is_one")]
        #[ts(as = "Option<_>", optional)]
        alpha: f32,
    },
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_zero(v: &f32) -> bool {
    *v == 0.0
}

#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_one(v: &f32) -> bool {
    *v == 1.0
}

/// The strings of the text shapes among `shapes`, in order.
pub fn texts(shapes: &[Shape]) -> Vec<&str> {
    shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// Where the board is: its top-left corner and cell size, in figure units.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardBox {
    pub x: f32,
    pub y: f32,
    pub cell: f32,
    pub rows: u16,
    pub cols: u16,
}

impl BoardBox {
    /// The centre of (row, col); fractional positions lie between cells.
    pub fn at(&self, row: f32, col: f32) -> (f32, f32) {
        (
            self.x + (col + 0.5) * self.cell,
            self.y + (row + 0.5) * self.cell,
        )
    }

    fn width(&self) -> f32 {
        self.cell * self.cols as f32
    }

    fn height(&self) -> f32 {
        self.cell * self.rows as f32
    }
}

/// A token's shapes, kept together so a player can move them as one while tweening from the
/// previous step (tokens keep their id across steps).
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct TokenShapes {
    pub id: u32,
    pub row: f32,
    pub col: f32,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<_>", optional)]
    pub trail: Vec<(f32, f32)>,
    pub body: Vec<Shape>,
    /// Drawn after every token's body, so no neighbour covers them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[ts(as = "Option<_>", optional)]
    pub badges: Vec<Shape>,
}

/// A laid-out step, in layers from bottom to top.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Scene {
    pub width: f32,
    pub height: f32,
    /// The part of the figure a player shows (the board with its labels; the text block is the
    /// page's own): from the top, `stage_height` high.
    pub stage_height: f32,
    pub board: BoardBox,
    /// `[light, dark]` CSS colours; shapes refer to them by index.
    pub colours: Vec<[&'static str; 2]>,
    /// The panel colour behind everything (index into `colours`).
    pub background: Colour,
    /// Cells, their glyphs and the grid.
    pub base: Vec<Shape>,
    /// The columns' and the rows' labels, drawn over the base (a zoomed board keeps those in view
    /// at the canvas's edges).
    pub col_labels: Vec<Shape>,
    pub row_labels: Vec<Shape>,
    /// Cell, path and arrow marks.
    pub marks: Vec<Shape>,
    pub tokens: Vec<TokenShapes>,
    /// Text marks ("+200"), above the tokens and their badges.
    pub text_marks: Vec<Shape>,
    /// The title and caption under the stage.
    pub text: Vec<Shape>,
}

/// Advance width of `text` at `size` px, estimated per character class. Layout decisions (label
/// thinning, badge forms, label shrinking) use this, so every renderer makes the same ones.
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    let em: f32 = text
        .chars()
        .map(|c| match c {
            '0'..='9' => 0.56,
            'i' | 'j' | 'l' | '.' | ',' | ':' | ';' | '!' | '|' | '\'' | ' ' => 0.28,
            'f' | 't' | 'r' | '(' | ')' | '[' | ']' | '/' => 0.36,
            'm' | 'w' | 'M' | 'W' | '@' => 0.86,
            'a'..='z' => 0.53,
            'A'..='Z' => 0.66,
            _ if c.is_ascii() => 0.58,
            // Bidi isolates, embeddings and marks around Persian text take no room.
            '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => 0.0,
            // Arabic script is about as narrow as Latin.
            '\u{0600}'..='\u{06ff}' | '\u{fb50}'..='\u{fdff}' | '\u{fe70}'..='\u{feff}' => 0.5,
            // CJK and other wide scripts.
            _ => 1.0,
        })
        .sum();
    em * size * if bold { 1.07 } else { 1.0 }
}

/// What a figure writes under its board. For the title and for the caption: `None` keeps the
/// step's own, an empty text leaves it out, another text replaces it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FigureText {
    pub title: Option<String>,
    pub caption: Option<String>,
}

impl Scene {
    /// The figure of a step as users see it numbered: "title (step n of m)" and the caption,
    /// unless `text` sets or drops them.
    pub fn of_step(
        step: &Step,
        palette: &Palette,
        number: usize,
        count: usize,
        text: &FigureText,
    ) -> Scene {
        let title = text.title.clone().unwrap_or_else(|| {
            let title = msg!(
                "figure-step-title",
                title = &step.title,
                number = number,
                count = count
            );
            title.to_string()
        });
        let caption = text.caption.clone().unwrap_or_else(|| {
            let caption = step.frame.caption.as_ref();
            caption.map(Message::to_string).unwrap_or_default()
        });
        Scene::with_text(&step.frame, palette, &title, &caption)
    }

    /// The title and caption as one line of plain text.
    pub fn text_content(&self) -> String {
        texts(&self.text).join(" ")
    }

    /// A colour of this scene in `theme`.
    pub fn colour(&self, index: Colour, theme: Theme) -> &'static str {
        let pair = self.colours[index as usize];
        match theme {
            Theme::Light => pair[0],
            Theme::Dark => pair[1],
        }
    }
}

/// Most steps in one animation: beyond that a statement's figure is the wrong tool, and memory
/// grows with the frames.
pub const MAX_FRAMES: usize = 500;

/// The steps `from` to `to` of an animation, as typed (counted from 1), of a session of `count`
/// steps: the first and the last step, counted from 1; or what is wrong with them, naming the
/// two fields `names` (the command line's options, the page's words). The one rule of the
/// command line's `render` and the page's exports.
pub fn frame_range(
    (from, to): (&str, &str),
    count: usize,
    names: [Arg; 2],
) -> Result<(usize, usize), Message> {
    let [from_name, to_name] = names;
    let step = |typed: &str, name: &Arg| {
        let typed = typed.trim();
        match typed.parse::<usize>() {
            Ok(step) if (1..=count).contains(&step) => Ok(step),
            parsed => Err(msg!(
                "figure-range-not-a-step",
                field = name.clone(),
                value = match parsed {
                    Ok(_) => typed.to_string(),
                    Err(_) => boardlab_core::text::quote(typed),
                },
                count = count
            )),
        }
    };
    let (first, last) = (step(from, &from_name)?, step(to, &to_name)?);
    if first > last {
        return Err(msg!("figure-range-order", from = from_name, to = to_name));
    }
    if last - first + 1 > MAX_FRAMES {
        return Err(msg!("figure-range-too-long", max = MAX_FRAMES));
    }
    Ok((first, last))
}
