//! What the player draws over a step's board besides the step itself, as shapes of the same kind
//! a [`Scene`] is made of: your program's state at a checkpoint (its marks and arrows, the ghosts
//! of its pieces, the cells where it differs), the cells of a move being picked and the keyboard
//! cursor. The painter draws them after the scene; nothing here knows a canvas.
//!
//! Line widths are given in screen pixels: a screen scene is laid out one figure unit to a CSS
//! pixel (see [`Scene::for_screen`]). Your program's state comes from the trace report the
//! session keeps (the page says only whether to show it); the page's own marks are cells.

use super::layout::{arrow, BOARD, TEXT};
use super::{Anchor, BoardBox, Colour, Scene, Shape, Theme};
use crate::trace::CheckedPoint;
use boardlab_core::timeline::Palette;
use boardlab_core::trace::{Drawing, Ghost};

const ACCENT: [&str; 2] = ["#2456c7", "#7aa2ff"];
const DIFFER: [&str; 2] = ["#cf222e", "#ff7b72"];

/// Most drawings of one step drawn (a step may have several checkpoints, each with at most
/// [`boardlab_core::trace::MAX_DRAWINGS`]).
const MAX_DRAWINGS: usize = 2 * boardlab_core::trace::MAX_DRAWINGS;

/// The page's marks over the board: (row, col) cells.
#[derive(Debug, Clone, Default, PartialEq, ts_rs::TS)]
#[ts(rename_all = "camelCase")]
pub struct Marks {
    /// The cells picked for a move, and those that can come next.
    pub picked: Vec<(u16, u16)>,
    pub targets: Vec<(u16, u16)>,
    /// The keyboard or touch cell cursor.
    pub cursor: Option<(u16, u16)>,
}

/// What to draw over one step's board.
#[derive(Debug, Default)]
pub struct Overlay<'a> {
    /// Your program's drawings at the checkpoints of this step (the first [`MAX_DRAWINGS`]).
    pub drawings: Vec<&'a Drawing>,
    /// Your pieces and cells where they differ from the judge's.
    pub ghosts: Vec<&'a Ghost>,
    /// The cells where your values differ.
    pub differing: Vec<(u16, u16)>,
    pub marks: Marks,
}

/// An overlay's shapes, with the colours they name (CSS colours of one theme: a trace names its
/// own colours).
#[derive(Debug, Default)]
pub struct OverlayShapes {
    pub colours: Vec<String>,
    pub shapes: Vec<Shape>,
}

impl OverlayShapes {
    fn colour(&mut self, css: &str) -> Colour {
        match self.colours.iter().position(|known| known == css) {
            Some(index) => index as Colour,
            None => {
                self.colours.push(css.to_string());
                (self.colours.len() - 1) as Colour
            }
        }
    }
}

fn themed(pair: [&str; 2], theme: Theme) -> &str {
    match theme {
        Theme::Light => pair[0],
        Theme::Dark => pair[1],
    }
}

fn clamp(v: f32, lo: f32, hi: f32) -> f32 {
    v.max(lo).min(hi)
}

impl<'a> Overlay<'a> {
    /// `marks`, and what the checkpoints of your program at the step painted say
    /// (`Session::checkpoints_at`).
    pub fn new(here: Vec<&'a CheckedPoint>, marks: Marks) -> Overlay<'a> {
        let differences = here.iter().flat_map(|point| &point.differences);
        Overlay {
            drawings: here
                .iter()
                .flat_map(|point| &point.drawings)
                .take(MAX_DRAWINGS)
                .collect(),
            ghosts: differences
                .clone()
                .filter_map(|d| d.ghost.as_ref())
                .collect(),
            differing: differences.flat_map(|d| d.cells.iter().copied()).collect(),
            marks,
        }
    }

    /// The shapes of this overlay over `scene` in `theme`; `palette` colours your pieces' ghosts.
    pub fn shapes(&self, scene: &Scene, palette: &Palette, theme: Theme) -> OverlayShapes {
        let board = scene.board;
        let mut out = OverlayShapes::default();
        let inside = |&(row, col): &(u16, u16)| row < board.rows && col < board.cols;
        let halo = out.colour(themed(BOARD, theme));
        let fg = out.colour(themed(TEXT, theme));
        let drawings = &self.drawings;
        for drawing in drawings {
            if let Drawing::Mark {
                cell,
                colour,
                label,
            } = drawing
            {
                if inside(cell) {
                    let colour = out.colour(colour);
                    mark(&mut out.shapes, &board, *cell, colour, label, (halo, fg));
                }
            }
        }
        for ghost in self.ghosts.iter().copied() {
            if inside(&(ghost.row, ghost.col)) {
                let style = palette.tokens.get(ghost.kind as usize);
                let fill = out.colour(style.map_or(themed(TEXT, theme), |s| match theme {
                    Theme::Light => s.light,
                    Theme::Dark => s.dark,
                }));
                ghost_shapes(&mut out.shapes, &board, ghost, fill, (halo, fg));
            }
        }
        // Each differing cell once, two-tone so that it shows on any cell colour.
        let differ = out.colour(themed(DIFFER, theme));
        let width = clamp(board.cell * 0.08, 2.0, 3.0);
        let mut outlined = Vec::new();
        for cell in self.differing.iter().filter(|cell| inside(cell)) {
            if !outlined.contains(cell) {
                outlined.push(*cell);
                frame(&mut out.shapes, &board, *cell, width, (halo, differ));
            }
        }
        for drawing in drawings {
            if let Drawing::Arrow { from, to, colour } = drawing {
                if inside(from) && inside(to) {
                    let colour = out.colour(colour);
                    let (a, b) = (
                        board.at(from.0 as f32, from.1 as f32),
                        board.at(to.0 as f32, to.1 as f32),
                    );
                    let head = clamp(board.cell * 0.3, 6.0, 14.0);
                    // A halo under the arrow, so that it shows on any board: the same arrow,
                    // wider, its head outlined.
                    for shape in arrow(a, b, halo, 5.0, head) {
                        out.shapes.push(match shape {
                            Shape::Path {
                                points,
                                fill: Some(fill),
                                dash,
                                alpha,
                                ..
                            } => Shape::Path {
                                points,
                                fill: Some(fill),
                                stroke: Some(halo),
                                line: 2.0,
                                dash,
                                alpha,
                            },
                            shaft => shaft,
                        });
                    }
                    out.shapes.extend(arrow(a, b, colour, 3.0, head));
                }
            }
        }
        let accent = out.colour(themed(ACCENT, theme));
        let marks = &self.marks;
        for cell in marks.picked.iter().filter(|cell| inside(cell)) {
            let width = clamp(board.cell * 0.14, 3.0, 6.0);
            let (x, y) = corner(&board, *cell);
            out.shapes.push(stroked(
                x + width / 2.0,
                y + width / 2.0,
                board.cell - width,
                accent,
                width,
            ));
        }
        for cell in marks.targets.iter().filter(|cell| inside(cell)) {
            let (x, y) = board.at(cell.0 as f32, cell.1 as f32);
            out.shapes.push(Shape::Circle {
                x,
                y,
                r: board.cell * 0.16,
                fill: accent,
                stroke: Some(halo),
                line: 2.0,
                alpha: 1.0,
            });
        }
        if let Some(cell) = marks.cursor.filter(inside) {
            // Two to four screen pixels, whatever the cell size.
            let width = clamp(board.cell * 0.1, 2.0, 4.0);
            frame(&mut out.shapes, &board, cell, width, (halo, accent));
        }
        out
    }
}

/// The top-left corner of `cell`.
fn corner(board: &BoardBox, (row, col): (u16, u16)) -> (f32, f32) {
    (
        board.x + col as f32 * board.cell,
        board.y + row as f32 * board.cell,
    )
}

/// A square outline of side `side` from (x, y), `width` wide.
fn stroked(x: f32, y: f32, side: f32, colour: Colour, width: f32) -> Shape {
    Shape::Rect {
        x,
        y,
        w: side,
        h: side,
        fill: None,
        stroke: Some(colour),
        line: width,
        radius: 0.0,
        alpha: 1.0,
    }
}

/// A two-tone frame inside `cell`: a halo, then the colour, `width` wide.
fn frame(
    shapes: &mut Vec<Shape>,
    board: &BoardBox,
    cell: (u16, u16),
    width: f32,
    (halo, colour): (Colour, Colour),
) {
    let (x, y) = corner(board, cell);
    let inset = width;
    let side = board.cell - 2.0 * inset;
    shapes.push(stroked(x + inset, y + inset, side, halo, width + 2.0));
    shapes.push(stroked(x + inset, y + inset, side, colour, width));
}

/// A mark of yours: the cell tinted and framed in its colour, its label at the cell's foot.
fn mark(
    shapes: &mut Vec<Shape>,
    board: &BoardBox,
    cell: (u16, u16),
    colour: Colour,
    label: &str,
    theme: (Colour, Colour),
) {
    let (x, y) = corner(board, cell);
    shapes.push(Shape::Rect {
        x,
        y,
        w: board.cell,
        h: board.cell,
        fill: Some(colour),
        stroke: None,
        line: 0.0,
        radius: 0.0,
        alpha: 0.3,
    });
    shapes.push(stroked(x + 1.0, y + 1.0, board.cell - 2.0, colour, 2.0));
    if !label.is_empty() {
        let size = board.cell * 0.28;
        shapes.push(label_shape(
            label,
            x + board.cell / 2.0,
            y + board.cell * 0.9,
            size,
            theme,
        ));
    }
}

/// A ghost of your piece, in the cell's lower corner (the judge's piece there stays readable):
/// translucent, dashed, labelled.
fn ghost_shapes(
    shapes: &mut Vec<Shape>,
    board: &BoardBox,
    ghost: &Ghost,
    fill: Colour,
    (halo, fg): (Colour, Colour),
) {
    let (cx, cy) = board.at(ghost.row as f32, ghost.col as f32);
    let r = board.cell * 0.25;
    let (x, y) = (cx + board.cell * 0.2, cy + board.cell * 0.2);
    shapes.push(Shape::Circle {
        x,
        y,
        r,
        fill,
        stroke: None,
        line: 0.0,
        alpha: 0.55,
    });
    // The dashed rim: a circle as a closed path of short segments.
    let points = (0..=24)
        .map(|i| {
            let (cos, sin) = unit_circle(i);
            (x + r * cos, y + r * sin)
        })
        .collect();
    shapes.push(Shape::Path {
        points,
        fill: None,
        stroke: Some(fg),
        line: 2.0,
        dash: Some((3.0, 2.0)),
        alpha: 1.0,
    });
    if !ghost.label.is_empty() {
        shapes.push(label_shape(
            &ghost.label,
            x,
            y + r * 0.3,
            r * 0.9,
            (halo, fg),
        ));
    }
}

/// (cos, sin) of the i-th of 24 points around a circle, from a table: trigonometry would add its
/// own to the wasm module.
fn unit_circle(i: usize) -> (f32, f32) {
    const QUARTER: [f32; 7] = [
        0.0,
        0.258_819,
        0.5,
        std::f32::consts::FRAC_1_SQRT_2,
        0.866_025_4,
        0.965_925_8,
        1.0,
    ];
    let sin = |k: usize| {
        let k = k % 24;
        match k {
            0..=6 => QUARTER[k],
            7..=12 => QUARTER[12 - k],
            13..=18 => -QUARTER[k - 12],
            _ => -QUARTER[24 - k],
        }
    };
    (sin(i + 6), sin(i))
}

/// A short label centred at (x, baseline y): its first three characters, with a halo. A mark's
/// label, what a program wrote, comes without bidi and control characters (core's trace.rs).
fn label_shape(text: &str, x: f32, y: f32, size: f32, (halo, fg): (Colour, Colour)) -> Shape {
    let text: String = text.chars().take(3).collect();
    let size = size.max(7.0);
    Shape::Text {
        x,
        y,
        text,
        size,
        bold: true,
        anchor: Anchor::Middle,
        fill: fg,
        halo: Some((halo, size * 0.2)),
        alpha: 1.0,
    }
}
