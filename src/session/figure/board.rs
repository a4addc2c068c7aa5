//! The player's board on a screen: what the page asks of a paint (the canvas's size, the scheme,
//! zoom and pan, the tween, what to draw over the step) and where the board lands. The painting
//! itself is the wasm module's (src/wasm/canvas.rs); the placing is decided here, natively
//! testable, once.

use super::overlay::Marks;
use super::{Scene, Theme};
use serde::Serialize;

/// How the page wants the board painted (the page's request is this type's TypeScript
/// declaration; the bindings read it field by field).
#[derive(Debug, Clone, ts_rs::TS)]
#[ts(rename_all = "camelCase")]
pub struct BoardView {
    /// The canvas's CSS size and its device pixels per CSS pixel.
    pub width: f32,
    pub height: f32,
    pub pixel_ratio: f32,
    pub dark: bool,
    /// 1: the board fits the canvas; more: that many times larger, panned.
    pub zoom: f32,
    /// How far the board is moved from where it would be centred, in CSS pixels.
    pub pan: (f32, f32),
    /// Instead of the pan, a point of the board to keep where it is: (column, row) in cells from
    /// the board's top-left corner (fractions within a cell), at (x, y) on the canvas. A zoom
    /// around the pointer keeps the point under it.
    pub anchor: Option<(f32, f32, f32, f32)>,
    /// The step the tween moves from, and how far it has come (0..1).
    pub from: Option<usize>,
    pub t: f32,
    /// Whether your program's state (the session's last checked trace) is drawn over the board.
    pub checkpoints: bool,
    pub marks: Marks,
}

/// The most a board is zoomed in.
pub const MAX_ZOOM: f32 = 16.0;

impl BoardView {
    pub fn theme(&self) -> Theme {
        if self.dark {
            Theme::Dark
        } else {
            Theme::Light
        }
    }

    /// Device pixels per CSS pixel, within what a screen may have.
    pub fn ratio(&self) -> f32 {
        self.pixel_ratio.clamp(0.5, 4.0)
    }

    /// The zoom within its bounds.
    pub fn zoom(&self) -> f32 {
        if self.zoom.is_finite() {
            self.zoom.clamp(1.0, MAX_ZOOM)
        } else {
            1.0
        }
    }

    /// Where `scene`'s stage goes on the canvas: centred along an axis where it fits, else
    /// moved by the pan as far as the board reaches (no further than its edge).
    pub fn place(&self, scene: &Scene) -> BoardPlace {
        let board = scene.board;
        // The pan that puts the anchor's board point at its canvas point.
        let pan = match self.anchor {
            Some((col, row, x, y)) => (
                x - col * board.cell - board.x - (self.width - scene.width) / 2.0,
                y - row * board.cell - board.y - (self.height - scene.stage_height) / 2.0,
            ),
            None => self.pan,
        };
        let place = |size: f32, stage: f32, pan: f32| {
            let centred = (size - stage) / 2.0;
            let pan = if pan.is_finite() { pan } else { 0.0 };
            if stage <= size {
                (centred, 0.0)
            } else {
                let pan = pan.clamp(centred, -centred);
                (centred + pan, pan)
            }
        };
        let (x, pan_x) = place(self.width, scene.width, pan.0);
        let (y, pan_y) = place(self.height, scene.stage_height, pan.1);
        let ratio = self.ratio();
        let bands = scene.pinned_bands((x * ratio, y * ratio));
        BoardPlace {
            origin: (x, y),
            x: x + board.x,
            y: y + board.y,
            cell: board.cell,
            rows: board.rows,
            cols: board.cols,
            pan: (pan_x, pan_y),
            zoom: self.zoom(),
            bands: bands.map_or((0.0, 0.0), |bands| (bands.top, bands.left)),
        }
    }
}

/// Where the painted board is, in CSS pixels from the canvas's corner: what the page needs to
/// find the cell under the pointer, place the cell tip and zoom around a point.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardPlace {
    /// Where the scene's own (0, 0) is.
    #[serde(skip)]
    pub origin: (f32, f32),
    /// The top-left corner of cell (0, 0), and the cells' size.
    pub x: f32,
    pub y: f32,
    pub cell: f32,
    pub rows: u16,
    pub cols: u16,
    /// The pan and zoom as painted (within their bounds).
    pub pan: (f32, f32),
    pub zoom: f32,
    /// The height and width of the bands of labels pinned to the canvas's top and left edges
    /// over the board (0 where none: [`Scene::pinned_bands`]).
    pub bands: (f32, f32),
}

/// The bands in which a board panned past the canvas's top or left edge keeps its column and
/// row labels in view, pinned to that edge: their height and width in CSS pixels (0 where
/// there is none).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PinnedBands {
    pub top: f32,
    pub left: f32,
}

impl Scene {
    /// The bands of labels pinned to the canvas's edges for this scene placed with its (0, 0)
    /// at `origin` device pixels from the canvas's corner; none where the board is not panned
    /// past the top or the left edge. A board over an edge by less than half a device pixel (a
    /// fitted board's rounding) hides no label.
    pub fn pinned_bands(&self, origin: (f32, f32)) -> Option<PinnedBands> {
        let band = |origin: f32, labels: &[super::Shape], size: f32| {
            if origin <= -0.5 && !labels.is_empty() {
                size
            } else {
                0.0
            }
        };
        let top = band(origin.1, &self.col_labels, self.board.y);
        let left = band(origin.0, &self.row_labels, self.board.x);
        (top > 0.0 || left > 0.0).then_some(PinnedBands { top, left })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(width: f32, height: f32, pan: (f32, f32)) -> BoardView {
        BoardView {
            width,
            height,
            pixel_ratio: 1.0,
            dark: false,
            zoom: 2.0,
            pan,
            anchor: None,
            from: None,
            t: 1.0,
            checkpoints: false,
            marks: Marks::default(),
        }
    }

    fn scene(width: f32, height: f32) -> Scene {
        Scene {
            width,
            height,
            stage_height: height,
            board: super::super::BoardBox {
                x: 10.0,
                y: 20.0,
                cell: 5.0,
                rows: 2,
                cols: 2,
            },
            colours: Vec::new(),
            background: 0,
            base: Vec::new(),
            col_labels: Vec::new(),
            row_labels: Vec::new(),
            marks: Vec::new(),
            tokens: Vec::new(),
            text_marks: Vec::new(),
            text: Vec::new(),
        }
    }

    #[test]
    fn a_stage_that_fits_is_centred_whatever_the_pan() {
        let place = view(300.0, 200.0, (50.0, -50.0)).place(&scene(100.0, 100.0));
        assert_eq!((place.x, place.y, place.pan), (110.0, 70.0, (0.0, 0.0)));
    }

    #[test]
    fn a_larger_stage_pans_no_further_than_its_edges() {
        // 200 wider than the canvas: the pan goes from -100 (its right edge at the canvas's)
        // to 100 (its left edge at the canvas's).
        let place = view(100.0, 100.0, (500.0, -30.0)).place(&scene(300.0, 300.0));
        assert_eq!(place.origin, (0.0, -130.0));
        assert_eq!(place.pan, (100.0, -30.0));
        let place = view(100.0, 100.0, (f32::NAN, -500.0)).place(&scene(300.0, 300.0));
        assert_eq!(place.origin, (-100.0, -200.0));
    }

    #[test]
    fn an_anchor_keeps_its_board_point_at_its_canvas_point_within_reach() {
        // Cell (row 20, column 30) at (50, 60): the board's corner at (50 - 150, 60 - 100).
        let mut zoomed = view(100.0, 100.0, (0.0, 0.0));
        zoomed.anchor = Some((30.0, 20.0, 50.0, 60.0));
        let place = zoomed.place(&scene(300.0, 300.0));
        assert_eq!((place.x, place.y), (-100.0, -40.0));
        // Past the board's reach, the pan stops at its edge.
        zoomed.anchor = Some((0.0, 0.0, 90.0, 90.0));
        assert_eq!(zoomed.place(&scene(300.0, 300.0)).origin, (0.0, 0.0));
    }
}
