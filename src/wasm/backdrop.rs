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

/// What a backdrop painted looked like.
struct Seen {
    layers: [Vec<Shape>; 3],
    colours: Vec<String>,
    placed: (f32, (f32, f32), (u32, u32)),
}

impl Seen {
    fn of(look: &Look) -> Seen {
        Seen {
            layers: look.layers.map(<[Shape]>::to_vec),
            colours: look.colours.iter().map(|c| c.to_string()).collect(),
            placed: (look.ratio, look.origin, look.size),
        }
    }

    fn looks_like(&self, look: &Look) -> bool {
        self.placed == (look.ratio, look.origin, look.size)
            && self.colours.iter().eq(look.colours.iter())
            && self
                .layers
                .iter()
                .zip(look.layers)
                .all(|(kept, shown)| kept.as_slice() == shown)
    }

    /// The device pixels of the canvas it was painted for.
    fn area(&self) -> u64 {
        let (width, height) = self.placed.2;
        width as u64 * height as u64
    }
}

/// A backdrop kept on a canvas of its own.
struct Kept {
    seen: Seen,
    canvas: OffscreenCanvas,
    /// The round ([`new_round`]) it was last painted or shown in.
    round: u32,
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

/// How many device pixels of blank canvases are kept for the next backdrops (4 bytes each): a
/// canvas's first drawing call allocates its pixels, which cost the first paint of a new look
/// 1.5–7 ms of its 7–17 on skill-chess `big2.in` (683 × 558 device pixels), as much as painting
/// it; ten such boards' worth, as a Run of a new input meets that many new looks at once.
const SPARE_PIXELS: u64 = 4 << 20;

thread_local! {
    /// The backdrops and pinned labels painted last, the newest last.
    static KEPT: RefCell<[Vec<Kept>; 2]> = const { RefCell::new([Vec::new(), Vec::new()]) };
    /// How many backdrops and pinned labels have been painted.
    static PAINTED: [Cell<u32>; 2] = const { [Cell::new(0), Cell::new(0)] };
    /// Counts the views readied ([`new_round`]).
    static ROUND: Cell<u32> = const { Cell::new(0) };
    /// The look of each kind last painted straight onto the screen, not kept (see [`copy`]).
    static UNKEPT: RefCell<[Option<Seen>; 2]> = const { RefCell::new([None, None]) };
    /// Blank canvases whose pixels are allocated, the newest last: those pushed out of what is
    /// kept, and those [`ready_spare`] made while the page was idle.
    static SPARE: RefCell<Vec<OffscreenCanvas>> = const { RefCell::new(Vec::new()) };
    /// How many canvases have been made for backdrops and pinned labels.
    static MADE: Cell<u32> = const { Cell::new(0) };
}

/// A new view (a zoom, a pan, another size) is about to be readied: what was kept for the
/// views before it and not shown since may make room for it (see [`keep`]).
pub fn new_round() {
    ROUND.set(ROUND.get() + 1);
}

/// How many backdrops have been painted and how many are kept, how many pinned labels have
/// been painted, how many canvases were made for them all, and how many blank ones are ready.
pub fn counts() -> (u32, usize, u32, u32, usize) {
    let painted = |kind: Kind| PAINTED.with(|painted| painted[kind as usize].get());
    let kept = KEPT.with_borrow(|kept| kept[Kind::Backdrop as usize].len());
    let spare = SPARE.with_borrow(Vec::len);
    (
        painted(Kind::Backdrop),
        kept,
        painted(Kind::Pinned),
        MADE.get(),
        spare,
    )
}

/// Copies the `kind` that looks like `look` onto `target` (pixel for pixel), painting it first
/// with `paint` (on a canvas the size of the target, identity transform) when none kept looks
/// like it. A look seen for the first time with no blank canvas ready is painted straight onto
/// `target` and not kept: making a canvas took 1–2.7 ms of such a seek's 5–7 ms of painting
/// right after a Run of skill-chess `big2.in`, where each game's board is new. It is kept the
/// next time it is painted, or by the idle worker's readying (`keep`).
pub fn copy(
    kind: Kind,
    target: &Context,
    look: Look,
    paint: &dyn Fn(&Context) -> Result<(), JsValue>,
) -> Result<(), JsValue> {
    KEPT.with_borrow_mut(|kept| {
        let kept = &mut kept[kind as usize];
        let backdrop = match kept
            .iter()
            .position(|backdrop| backdrop.seen.looks_like(&look))
        {
            Some(at) => {
                UNKEPT.with_borrow_mut(|unkept| unkept[kind as usize] = None);
                Kept {
                    round: ROUND.get(),
                    ..kept.remove(at)
                }
            }
            None if !spare_ready(look.size) && !unkept(kind, &look) => {
                UNKEPT.with_borrow_mut(|unkept| unkept[kind as usize] = Some(Seen::of(&look)));
                return painted_on_screen(kind, target, paint);
            }
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
            spare(kept.remove(0).canvas);
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
        if kept.iter().any(|backdrop| backdrop.seen.looks_like(&look)) {
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
            spare(kept.remove(at).canvas);
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
    // A blank canvas: drawing over the one on screen, which the target has just copied from,
    // would make the browser copy its pixels first. Those pushed out were last copied frames
    // ago.
    let (width, height) = look.size;
    let canvas = match take_spare(look.size) {
        Some(canvas) => canvas,
        None => made(width, height)?,
    };
    let ctx = crate::context::context(&canvas)?;
    // Painted from the context's first state, which it is left in for the canvas's next use.
    ctx.save();
    let painted = paint(&ctx);
    ctx.restore();
    painted?;
    count_painted(kind);
    Ok(Kept {
        seen: Seen::of(&look),
        canvas,
        round: ROUND.get(),
    })
}

/// Whether `kind`'s look last painted straight onto the screen looks like `look`.
fn unkept(kind: Kind, look: &Look) -> bool {
    UNKEPT.with_borrow(|unkept| {
        (unkept[kind as usize].as_ref()).is_some_and(|seen| seen.looks_like(look))
    })
}

/// Paints a `kind` with `paint` straight onto `target`, from the state a canvas of its own
/// starts in (an earlier paint may have left round line caps and joins there).
fn painted_on_screen(
    kind: Kind,
    target: &Context,
    paint: &dyn Fn(&Context) -> Result<(), JsValue>,
) -> Result<(), JsValue> {
    count_painted(kind);
    target.save();
    let painted = target
        .set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        .and_then(|()| {
            target.set_global_alpha(1.0);
            target.set_line_cap("butt");
            target.set_line_join("miter");
            paint(target)
        });
    target.restore();
    painted
}

/// Counts one more `kind` painted ([`counts`]).
fn count_painted(kind: Kind) {
    PAINTED.with(|painted| painted[kind as usize].set(painted[kind as usize].get() + 1));
}

/// A new canvas of `width` × `height` device pixels.
fn made(width: u32, height: u32) -> Result<OffscreenCanvas, JsValue> {
    MADE.set(MADE.get() + 1);
    OffscreenCanvas::new(width, height)
}

/// Whether a blank canvas of `size` device pixels is ready.
fn spare_ready(size: (u32, u32)) -> bool {
    SPARE.with_borrow(|spare| spare.iter().any(|canvas| sized(canvas) == size))
}

/// A blank canvas of `size` device pixels from those ready, if there is one.
fn take_spare(size: (u32, u32)) -> Option<OffscreenCanvas> {
    SPARE.with_borrow_mut(|spare| {
        let at = spare.iter().rposition(|canvas| sized(canvas) == size)?;
        Some(spare.remove(at))
    })
}

/// Keeps `canvas`, blanked, for a later backdrop; the oldest go past [`SPARE_PIXELS`].
fn spare(canvas: OffscreenCanvas) {
    let (width, height) = sized(&canvas);
    if let Ok(ctx) = crate::context::context(&canvas) {
        ctx.clear_rect(0.0, 0.0, width as f64, height as f64);
    }
    SPARE.with_borrow_mut(|spare| {
        spare.push(canvas);
        while spare.iter().map(area).sum::<u64>() > SPARE_PIXELS {
            spare.remove(0);
        }
    });
}

/// Makes one more blank canvas of `size` device pixels, its pixels allocated, while the page is
/// idle; false when as many are ready as are kept.
pub fn ready_spare(size: (u32, u32)) -> Result<bool, JsValue> {
    let ready = SPARE.with_borrow(|spare| {
        spare
            .iter()
            .filter(|canvas| sized(canvas) == size)
            .map(area)
            .sum::<u64>()
    });
    if size.0 == 0 || size.1 == 0 || ready + size.0 as u64 * size.1 as u64 > SPARE_PIXELS {
        return Ok(false);
    }
    let canvas = made(size.0, size.1)?;
    let ctx = crate::context::context(&canvas)?;
    // The first drawing call allocates the pixels; clearing all of them leaves nothing drawn.
    ctx.fill_rect(0.0, 0.0, 1.0, 1.0);
    spare(canvas);
    Ok(true)
}

fn sized(canvas: &OffscreenCanvas) -> (u32, u32) {
    (canvas.width(), canvas.height())
}

/// The device pixels `canvas` holds.
fn area(canvas: &OffscreenCanvas) -> u64 {
    canvas.width() as u64 * canvas.height() as u64
}

/// The device pixels the backdrops `kept` hold.
fn pixels(kept: &[Kept]) -> u64 {
    kept.iter().map(|backdrop| backdrop.seen.area()).sum()
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
