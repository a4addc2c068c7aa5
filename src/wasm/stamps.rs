//! Token pictures (src/session/figure/stamp.rs names and blends them), kept and composited onto
//! the board in one pass: a browser drawing on the CPU spends microseconds on each image it
//! copies, and a 50 × 50 match3 board has 3,700 pictures (tokens and badges) to copy, while
//! blending them into the board's pixels, read once, takes a few milliseconds.

use boardlab::figure::stamp::{blend, fill, Picture};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::{Clamped, JsValue};
use web_sys::{ImageData, OffscreenCanvasRenderingContext2d as Context};

/// The most pictures kept, and the most pixels they may hold (4 bytes each): past either they
/// are dropped and painted again as needed (a long run of new labels, zoom levels or schemes;
/// a board zoomed in has large pictures).
const MAX_PICTURES: usize = 4096;
const MAX_PICTURE_PIXELS: usize = 8 << 20;

thread_local! {
    /// The composited pixels, kept from one paint to the next: a board-sized buffer allocated,
    /// zeroed and freed at each paint cost a big board's seek about a millisecond.
    static PIXELS: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The canvas the composited pixels are put on, to be copied onto the board.
    static LAYER: crate::context::KeptCanvas = const { RefCell::new(None) };
    /// The pictures painted so far by key, with the pixels they hold.
    static PICTURES: RefCell<(HashMap<u64, Rc<Picture>>, usize)> =
        RefCell::new((HashMap::new(), 0));
}

/// The picture named `key`, painted by `paint` the first time (`None` when it cannot be).
/// Every token of a composited board is stamped from its picture, never drawn shape by shape,
/// so that a step looks the same to the pixel however it was reached.
pub fn picture(key: u64, paint: impl FnOnce() -> Result<Picture, JsValue>) -> Option<Rc<Picture>> {
    if let Some(picture) = PICTURES.with_borrow(|(pictures, _)| pictures.get(&key).cloned()) {
        return Some(picture);
    }
    Some(keep(key, paint().ok()?))
}

/// Whether the picture named `key` is kept.
pub fn is_kept(key: u64) -> bool {
    PICTURES.with_borrow(|(pictures, _)| pictures.contains_key(&key))
}

/// Keeps `picture` as the one named `key`.
pub fn keep(key: u64, picture: Picture) -> Rc<Picture> {
    PICTURES.with_borrow_mut(|(pictures, pixels)| {
        if pictures.len() >= MAX_PICTURES || *pixels >= MAX_PICTURE_PIXELS {
            pictures.clear();
            *pixels = 0;
        }
        let picture = Rc::new(picture);
        *pixels += picture.size * picture.size;
        pictures.insert(key, Rc::clone(&picture));
        picture
    })
}

/// What is queued to be composited: a picture with its top-left corner in device pixels and
/// an opacity, or a device-pixel rectangle `[x0, y0, x1, y1]` filled with a colour.
enum Item {
    Picture(Rc<Picture>, (i32, i32), f32),
    Fill([i32; 4], [u8; 4]),
}

/// Pictures and rectangles queued for the canvas, composited in the order they came.
#[derive(Default)]
pub struct Composite {
    queued: Vec<Item>,
}

impl Composite {
    pub fn place(&mut self, picture: Rc<Picture>, at: (i32, i32), alpha: f32) {
        self.queued.push(Item::Picture(picture, at, alpha));
    }

    pub fn fill(&mut self, rect: [i32; 4], rgba: [u8; 4]) {
        self.queued.push(Item::Fill(rect, rgba));
    }

    pub fn is_empty(&self) -> bool {
        self.queued.is_empty()
    }

    /// Draws everything queued onto `ctx`'s canvas (`size` device pixels) and empties the
    /// queue: blended over transparent pixels in memory, the rectangle they cover put on a
    /// canvas kept for it and copied onto `ctx` in one image. Source-over blends the same in
    /// either order, and nothing is read back from `ctx`, which the browser may keep on the GPU.
    pub fn paint(&mut self, ctx: &Context, (width, height): (u32, u32)) -> Result<(), JsValue> {
        let (mut left, mut top, mut right, mut bottom) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for item in &self.queued {
            let [x0, y0, x1, y1] = match item {
                Item::Picture(picture, (x, y), _) => {
                    let size = picture.size as i32;
                    [*x, *y, x + size, y + size]
                }
                Item::Fill(rect, _) => *rect,
            };
            (left, top) = (left.min(x0), top.min(y0));
            (right, bottom) = (right.max(x1), bottom.max(y1));
        }
        let (left, top) = (left.max(0), top.max(0));
        let (right, bottom) = (right.min(width as i32), bottom.min(height as i32));
        let queued = std::mem::take(&mut self.queued);
        if left >= right || top >= bottom {
            return Ok(());
        }
        let (w, h) = ((right - left) as usize, (bottom - top) as usize);
        let image = PIXELS.with_borrow_mut(|pixels| {
            pixels.clear();
            // Grown at once to the whole canvas, the most a composite covers, and without
            // copying what it held: a grown composite grows the module's memory, and the first
            // seek to a larger board after a Run spent 7 ms there in one trace.
            let whole = width as usize * height as usize * 4;
            if pixels.capacity() < w * h * 4 {
                *pixels = Vec::new();
                pixels.reserve_exact(whole);
            }
            pixels.resize(w * h * 4, 0);
            for item in queued {
                match item {
                    Item::Picture(picture, (x, y), alpha) => {
                        blend(pixels, (w, h), &picture, (x - left, y - top), alpha)
                    }
                    Item::Fill([x0, y0, x1, y1], rgba) => fill(
                        pixels,
                        (w, h),
                        [x0 - left, y0 - top, x1 - left, y1 - top],
                        rgba,
                    ),
                }
            }
            ImageData::new_with_u8_clamped_array_and_sh(Clamped(pixels), w as u32, h as u32)
        })?;
        LAYER.with(|layer| {
            let (canvas, context) =
                crate::context::kept_canvas(layer, (w as u32, h as u32), (width, height))?;
            context.put_image_data(&image, 0.0, 0.0)?;
            ctx.save();
            let drawn = ctx
                .set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
                .and_then(|()| {
                    ctx.set_global_alpha(1.0);
                    let (w, h) = (w as f64, h as f64);
                    ctx.draw_image_with_offscreen_canvas_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
                        &canvas,
                        0.0,
                        0.0,
                        w,
                        h,
                        left as f64,
                        top as f64,
                        w,
                        h,
                    )
                });
            ctx.restore();
            drawn
        })
    }
}
