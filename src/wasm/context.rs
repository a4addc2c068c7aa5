//! The 2D contexts the painters draw on (src/wasm/canvas.rs, backdrop.rs, stamps.rs).

use js_sys::Reflect;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{OffscreenCanvas, OffscreenCanvasRenderingContext2d as Context};

/// The 2D context of `canvas`.
pub fn context(canvas: &OffscreenCanvas) -> Result<Context, JsValue> {
    context_with(canvas, &js_sys::Object::new())
}

/// The 2D context of a canvas whose pixels are read back once painted (a token's picture):
/// kept in memory, where a canvas on the GPU would cost a round trip.
pub fn readable_context(canvas: &OffscreenCanvas) -> Result<Context, JsValue> {
    let options = js_sys::Object::new();
    Reflect::set(&options, &"willReadFrequently".into(), &JsValue::TRUE)?;
    context_with(canvas, &options)
}

fn context_with(canvas: &OffscreenCanvas, options: &js_sys::Object) -> Result<Context, JsValue> {
    canvas
        .get_context_with_context_options("2d", options)?
        .ok_or_else(|| JsValue::from_str("no 2D context"))?
        .dyn_into::<Context>()
        .map_err(|_| JsValue::from_str("no 2D context"))
}

/// A canvas kept for one use and its context, made again only when it is smaller than
/// `(width, height)` (then as large as `grown`, at least that): a new canvas's first drawing
/// call allocates its pixels, a millisecond or more.
pub type KeptCanvas = RefCell<Option<(OffscreenCanvas, Context)>>;

/// The canvas `kept` holds, at least `size` device pixels large.
pub fn kept_canvas(
    kept: &KeptCanvas,
    (width, height): (u32, u32),
    grown: (u32, u32),
) -> Result<(OffscreenCanvas, Context), JsValue> {
    let mut kept = kept.borrow_mut();
    match kept.as_ref() {
        Some((canvas, ctx)) if canvas.width() >= width && canvas.height() >= height => {
            Ok((canvas.clone(), ctx.clone()))
        }
        _ => {
            let canvas = OffscreenCanvas::new(grown.0.max(width), grown.1.max(height))?;
            let ctx = context(&canvas)?;
            *kept = Some((canvas.clone(), ctx.clone()));
            Ok((canvas, ctx))
        }
    }
}
