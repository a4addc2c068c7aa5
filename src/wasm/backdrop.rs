//! The board's backdrop (its cells, grid and row and column labels), painted once and copied at
//! each step while it looks the same: on a big board it is most of the shapes there are, and a
//! step changes only the tokens and marks over it. The labels pinned to the edges of a board
//! panned past them, painted over its tokens, are kept alike.

use boardlab::figure::{Colour, Shape};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsValue;
use web_sys::{OffscreenCanvas, OffscreenCanvasRenderingContext2d as Context};

/// What a backdrop looks like: its layers' shapes, the colours they name, and where they land
/// (device pixels per unit, the board's origin in device pixels, the canvas's size).
pub struct Look<'a> {
    pub layers: [&'a [Shape]; 3],
    pub colours: Vec<&'a str>,
    pub ratio: f32,
    pub origin: (f32, f32),
    pub size: (u32, u32),
}

/// The backdrop last painted, with what it looked like.
struct Kept {
    layers: [Vec<Shape>; 3],
    colours: Vec<String>,
    placed: (f32, (f32, f32), (u32, u32)),
    canvas: OffscreenCanvas,
    /// The round ([`new_round`]) it was last painted or shown in.
    round: u32,
}

impl Kept {
    fn looks_like(&self, look: &Look) -> bool {
        self.placed == (look.ratio, look.origin, look.size)
            && self.colours.iter().eq(look.colours.iter())
            && self
                .layers
                .iter()
                .zip(look.layers)
                .all(|(kept, shown)| kept.as_slice() == shown)
    }
}

/// What is kept: a board's backdrop, under its tokens, or the labels pinned to the edges of a
/// board panned past them (on a band of the panel's colour), over its tokens.
#[derive(Clone, Copy, PartialEq)]
pub enum Kind {
    Backdrop,
    Pinned,
}

/// How many device pixels of each kind are kept (4 bytes each): a few boards' worth on a phone,
/// so that seeking between the games of one input does not paint them again.
const KEPT_PIXELS: u64 = 8 << 20;

thread_local! {
    /// The backdrops and pinned labels painted last, the newest last.
    static KEPT: RefCell<[Vec<Kept>; 2]> = const { RefCell::new([Vec::new(), Vec::new()]) };
    /// How many backdrops and pinned labels have been painted.
    static PAINTED: [Cell<u32>; 2] = const { [Cell::new(0), Cell::new(0)] };
    /// Counts the views readied ([`new_round`]).
    static ROUND: Cell<u32> = const { Cell::new(0) };
}

/// A new view (a zoom, a pan, another size) is about to be readied: what was kept for the
/// views before it and not shown since may make room for it (see [`keep`]).
pub fn new_round() {
    ROUND.set(ROUND.get() + 1);
}

/// How many backdrops have been painted and how many are kept, and how many pinned labels have
/// been painted.
pub fn counts() -> (u32, usize, u32) {
    let painted = |kind: Kind| PAINTED.with(|painted| painted[kind as usize].get());
    let kept = KEPT.with_borrow(|kept| kept[Kind::Backdrop as usize].len());
    (painted(Kind::Backdrop), kept, painted(Kind::Pinned))
}

/// Copies the `kind` that looks like `look` onto `target` (pixel for pixel), painting it first
/// with `paint` (on a canvas the size of the target, identity transform) when none kept looks
/// like it.
pub fn copy(
    kind: Kind,
    target: &Context,
    look: Look,
    paint: &dyn Fn(&Context) -> Result<(), JsValue>,
) -> Result<(), JsValue> {
    KEPT.with_borrow_mut(|kept| {
        let kept = &mut kept[kind as usize];
        let backdrop = match kept.iter().position(|backdrop| backdrop.looks_like(&look)) {
            Some(at) => Kept {
                round: ROUND.get(),
                ..kept.remove(at)
            },
            None => painted(kind, look, paint)?,
        };
        target.save();
        let copied = target
            .set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
            .and_then(|()| {
                target.set_global_alpha(1.0);
                target.draw_image_with_offscreen_canvas(&backdrop.canvas, 0.0, 0.0)
            });
        target.restore();
        kept.push(backdrop);
        while kept.len() > 1 && pixels(kept) > KEPT_PIXELS {
            kept.remove(0);
        }
        copied
    })
}

/// Keeps the `kind` that looks like `look`, painting it with `paint` when none kept looks like
/// it and there is room for it; false when there is none (it would push out another kept for
/// this view, or the one on screen).
pub fn keep(
    kind: Kind,
    look: Look,
    paint: &dyn Fn(&Context) -> Result<(), JsValue>,
) -> Result<bool, JsValue> {
    KEPT.with_borrow_mut(|kept| {
        let kept = &mut kept[kind as usize];
        if kept.iter().any(|backdrop| backdrop.looks_like(&look)) {
            return Ok(true);
        }
        // Room is made by pushing out what was kept for an earlier view and not shown since,
        // oldest first, but never the one on screen (the newest); without such, there is none.
        let round = ROUND.get();
        while pixels(kept) + look.size.0 as u64 * look.size.1 as u64 > KEPT_PIXELS {
            let on_screen = kept.len().saturating_sub(1);
            let Some(at) = kept[..on_screen].iter().position(|k| k.round != round) else {
                return Ok(false);
            };
            kept.remove(at);
        }
        // The oldest: the one on screen, copied last, stays the newest.
        kept.insert(0, painted(kind, look, paint)?);
        Ok(true)
    })
}

/// A new `kind` that looks like `look`, painted by `paint`.
fn painted(
    kind: Kind,
    look: Look,
    paint: &dyn Fn(&Context) -> Result<(), JsValue>,
) -> Result<Kept, JsValue> {
    // A new canvas each time: drawing over one the target has copied from would make the
    // browser copy its pixels first.
    let (width, height) = look.size;
    let canvas = OffscreenCanvas::new(width, height)?;
    let ctx = crate::context::context(&canvas)?;
    paint(&ctx)?;
    PAINTED.with(|painted| painted[kind as usize].set(painted[kind as usize].get() + 1));
    Ok(Kept {
        layers: look.layers.map(<[Shape]>::to_vec),
        colours: look.colours.iter().map(|c| c.to_string()).collect(),
        placed: (look.ratio, look.origin, look.size),
        canvas,
        round: ROUND.get(),
    })
}

/// The device pixels the backdrops `kept` hold.
fn pixels(kept: &[Kept]) -> u64 {
    kept.iter()
        .map(|backdrop| backdrop.placed.2 .0 as u64 * backdrop.placed.2 .1 as u64)
        .sum()
}

/// The highest colour index `shapes` name, if any.
pub fn last_colour(shapes: &[Shape]) -> Option<Colour> {
    shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Rect { fill, stroke, .. } | Shape::Path { fill, stroke, .. } => {
                (*fill).max(*stroke)
            }
            Shape::Circle { fill, stroke, .. } => Some((*fill).max(stroke.unwrap_or(0))),
            Shape::Cells { fills, .. } => fills.iter().max().map(|&c| c as Colour),
            Shape::Lines { stroke, .. } => Some(*stroke),
            Shape::Text { fill, halo, .. } => Some((*fill).max(halo.map_or(0, |h| h.0))),
        })
        .max()
}
