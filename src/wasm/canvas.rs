//! The player's board, painted here with web-sys on an `OffscreenCanvas` the page handed over
//! (www/engine.js): the worker paints a step where it computes it, and the page receives the
//! step's texts only. Every shape comes from the scene module (`boardlab::figure`), the same
//! shapes the SVG, PNG and GIF figures are drawn from; this file only replays them on a 2D
//! context, and tweens the tokens of one scene from where they stood in the scene before.

use boardlab::figure::board::{BoardPlace, BoardView};
use boardlab::figure::overlay::{Marks, Overlay};
use boardlab::figure::{decimal, Anchor, Colour, Scene, Shape, Theme, FONT_FAMILY};
use js_sys::Reflect;
use wasm_bindgen::prelude::*;
use web_sys::{OffscreenCanvas, OffscreenCanvasRenderingContext2d as Context};

/// The 2D context of `canvas`.
fn context(canvas: &OffscreenCanvas) -> Result<Context, JsValue> {
    canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2D context"))?
        .dyn_into::<Context>()
        .map_err(|_| JsValue::from_str("no 2D context"))
}

/// Paints `scene` (tweened from `before` at `view.t`) with `overlay` over it on `canvas`, sized to
/// the view; returns where the board is.
pub fn paint_board(
    canvas: &OffscreenCanvas,
    (scene, before): (&Scene, Option<&Scene>),
    overlay: &Overlay,
    view: &BoardView,
    palette: &boardlab::timeline::Palette,
) -> Result<BoardPlace, JsValue> {
    let ratio = view.pixel_ratio.clamp(0.5, 4.0);
    let (width, height) = (
        (view.width * ratio).round().max(0.0) as u32,
        (view.height * ratio).round().max(0.0) as u32,
    );
    if canvas.width() != width || canvas.height() != height {
        canvas.set_width(width);
        canvas.set_height(height);
    }
    let ctx = context(canvas)?;
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
    ctx.clear_rect(0.0, 0.0, width as f64, height as f64);
    let place = view.place(scene);
    let (x, y) = place.origin;
    ctx.set_transform(
        ratio as f64,
        0.0,
        0.0,
        ratio as f64,
        (x * ratio) as f64,
        (y * ratio) as f64,
    )?;
    let theme = view.theme();
    let painter = Painter { ctx: &ctx };
    painter.scene(scene, theme, before.filter(|_| view.t < 1.0), view.t);
    let overlay = overlay.shapes(scene, palette, theme);
    let colour = |index: Colour| overlay.colours[index as usize].as_str();
    for shape in &overlay.shapes {
        painter.shape(shape, &colour, 1.0);
    }
    painter.pinned_labels(scene, theme, place.origin, ratio, view)?;
    Ok(place)
}

/// Paints the whole figure of `scene` (stage, title and caption on the panel colour) on a new
/// canvas `scale` pixels per figure unit, at least `size` figure units large (the frames of an
/// animation share one size); returns its pixels.
pub fn figure_pixels(
    scene: &Scene,
    theme: Theme,
    scale: f32,
    size: (f32, f32),
) -> Result<web_sys::ImageData, JsValue> {
    let width = (size.0.max(scene.width) * scale).ceil().max(1.0) as u32;
    let height = (size.1.max(scene.height) * scale).ceil().max(1.0) as u32;
    let canvas = OffscreenCanvas::new(width, height)?;
    let ctx = context(&canvas)?;
    ctx.set_fill_style_str(scene.colour(scene.background, theme));
    ctx.fill_rect(0.0, 0.0, width as f64, height as f64);
    ctx.set_transform(scale as f64, 0.0, 0.0, scale as f64, 0.0, 0.0)?;
    let painter = Painter { ctx: &ctx };
    painter.scene(scene, theme, None, 1.0);
    let colour = |index: Colour| scene.colour(index, theme);
    for shape in &scene.text {
        painter.shape(shape, &colour, 1.0);
    }
    ctx.get_image_data(0.0, 0.0, width as f64, height as f64)
}

/// The fonts of the canvas: figures' text stack, and for Persian (any text with an Arabic
/// letter) a font made for it first, as a UI font may have poor Arabic glyphs.
const ARABIC_FONT: &str = "Vazirmatn, 'Noto Sans Arabic', 'Segoe UI', Tahoma, ";

struct Painter<'a> {
    ctx: &'a Context,
}

impl Painter<'_> {
    /// The layers of `scene` from bottom to top, without its title and caption. While tweening
    /// from `before` (t in 0..1), tokens move along their path, tokens that appear fade in and
    /// those that vanish fade out, and marks cross-fade.
    fn scene(&self, scene: &Scene, theme: Theme, before: Option<&Scene>, t: f32) {
        let colour = |index: Colour| scene.colour(index, theme);
        let old = before.map(|before| move |index: Colour| before.colour(index, theme));
        let layer = |shapes: &[Shape], alpha: f32| {
            for shape in shapes {
                self.shape(shape, &colour, alpha);
            }
        };
        let old_layer = |shapes: &[Shape], alpha: f32| {
            if let Some(old) = &old {
                for shape in shapes {
                    self.shape(shape, old, alpha);
                }
            }
        };
        layer(&scene.base, 1.0);
        layer(&scene.col_labels, 1.0);
        layer(&scene.row_labels, 1.0);
        if let Some(before) = before {
            old_layer(&before.marks, 1.0 - t);
        }
        layer(&scene.marks, if before.is_some() { t } else { 1.0 });
        // Each token with its offset from where it stands and its alpha; the scene before's tokens
        // by id.
        let mut earlier: Vec<&boardlab::figure::TokenShapes> = before
            .map(|before| before.tokens.iter().collect())
            .unwrap_or_default();
        earlier.sort_unstable_by_key(|token| token.id);
        let find = |id: u32| {
            let at = earlier.binary_search_by_key(&id, |token| token.id).ok()?;
            Some(earlier[at])
        };
        let cell = scene.board.cell;
        let mut placed = Vec::with_capacity(scene.tokens.len());
        for token in &scene.tokens {
            let was = find(token.id);
            let (row, col) = match before {
                Some(_) => tween_position(was, token, t),
                None => (token.row, token.col),
            };
            let alpha = if was.is_some() || before.is_none() {
                1.0
            } else {
                t
            };
            placed.push((
                token,
                (col - token.col) * cell,
                (row - token.row) * cell,
                alpha,
                false,
            ));
        }
        // Tokens that vanished in this step fade out where they were.
        if let Some(before) = before {
            let mut now: Vec<u32> = scene.tokens.iter().map(|token| token.id).collect();
            now.sort_unstable();
            let vanished = before
                .tokens
                .iter()
                .filter(|token| now.binary_search(&token.id).is_err());
            for token in vanished {
                placed.push((token, 0.0, 0.0, 1.0 - t, true));
            }
        }
        for badges in [false, true] {
            for &(token, dx, dy, alpha, vanished) in &placed {
                let shapes = if badges { &token.badges } else { &token.body };
                if shapes.is_empty() {
                    continue;
                }
                self.ctx.translate(dx as f64, dy as f64).ok();
                if vanished {
                    old_layer(shapes, alpha);
                } else {
                    layer(shapes, alpha);
                }
                self.ctx.translate(-dx as f64, -dy as f64).ok();
            }
        }
        if let Some(before) = before {
            old_layer(&before.text_marks, 1.0 - t);
        }
        layer(&scene.text_marks, if before.is_some() { t } else { 1.0 });
    }

    /// A board panned past the canvas's top or left edge keeps the labels of its columns and
    /// rows in view there, on a band of the panel's colour: every row and column in view stays
    /// named however far it is zoomed.
    fn pinned_labels(
        &self,
        scene: &Scene,
        theme: Theme,
        (x, y): (f32, f32),
        ratio: f32,
        view: &BoardView,
    ) -> Result<(), JsValue> {
        if x >= 0.0 && y >= 0.0 {
            return Ok(());
        }
        let ctx = self.ctx;
        let colour = |index: Colour| scene.colour(index, theme);
        let board = scene.board;
        let at = |dx: f32, dy: f32| {
            ctx.set_transform(
                ratio as f64,
                0.0,
                0.0,
                ratio as f64,
                (dx * ratio) as f64,
                (dy * ratio) as f64,
            )
        };
        at(0.0, 0.0)?;
        ctx.set_global_alpha(0.9);
        ctx.set_fill_style_str(colour(scene.background));
        if y < 0.0 && !scene.col_labels.is_empty() {
            ctx.fill_rect(0.0, 0.0, view.width as f64, board.y as f64);
        }
        if x < 0.0 && !scene.row_labels.is_empty() {
            ctx.fill_rect(0.0, 0.0, board.x as f64, view.height as f64);
        }
        at(x, y.max(0.0))?;
        for shape in &scene.col_labels {
            self.shape(shape, &colour, 1.0);
        }
        at(x.max(0.0), y)?;
        for shape in &scene.row_labels {
            self.shape(shape, &colour, 1.0);
        }
        Ok(())
    }

    /// Draws one shape; `colour` resolves its colour indexes, `alpha` multiplies its own.
    fn shape<'c>(&self, shape: &Shape, colour: &impl Fn(Colour) -> &'c str, alpha: f32) {
        let ctx = self.ctx;
        let own = match shape {
            Shape::Rect { alpha, .. }
            | Shape::Circle { alpha, .. }
            | Shape::Path { alpha, .. }
            | Shape::Text { alpha, .. } => *alpha,
            Shape::Cells { .. } | Shape::Lines { .. } => 1.0,
        };
        let alpha = alpha * own;
        if alpha <= 0.0 {
            return;
        }
        ctx.set_global_alpha(alpha as f64);
        match shape {
            Shape::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
                line,
                radius,
                ..
            } => {
                ctx.begin_path();
                if *radius > 0.0 {
                    ctx.round_rect_with_f64(
                        *x as f64,
                        *y as f64,
                        *w as f64,
                        *h as f64,
                        *radius as f64,
                    )
                    .ok();
                } else {
                    ctx.rect(*x as f64, *y as f64, *w as f64, *h as f64);
                }
                self.fill_and_stroke(*fill, *stroke, *line, colour);
            }
            Shape::Circle {
                x,
                y,
                r,
                fill,
                stroke,
                line,
                ..
            } => {
                ctx.begin_path();
                ctx.arc(*x as f64, *y as f64, *r as f64, 0.0, std::f64::consts::TAU)
                    .ok();
                self.fill_and_stroke(Some(*fill), *stroke, *line, colour);
            }
            Shape::Path {
                points,
                fill,
                stroke,
                line,
                dash,
                ..
            } => {
                ctx.begin_path();
                for (i, &(x, y)) in points.iter().enumerate() {
                    if i == 0 {
                        ctx.move_to(x as f64, y as f64);
                    } else {
                        ctx.line_to(x as f64, y as f64);
                    }
                }
                if fill.is_some() {
                    ctx.close_path();
                }
                ctx.set_line_cap("round");
                ctx.set_line_join("round");
                if let Some((on, off)) = dash {
                    self.dash(&[*on, *off]);
                }
                self.fill_and_stroke(*fill, *stroke, *line, colour);
                if dash.is_some() {
                    self.dash(&[]);
                }
            }
            Shape::Cells {
                x,
                y,
                size,
                cols,
                fills,
            } => {
                // A run of cells of one colour along a row is one rectangle (a board is mostly
                // floor).
                let cols = (*cols).max(1) as usize;
                for (row, cells) in fills.chunks(cols).enumerate() {
                    let mut start = 0;
                    while start < cells.len() {
                        let end = start
                            + cells[start..]
                                .iter()
                                .take_while(|&&fill| fill == cells[start])
                                .count();
                        ctx.set_fill_style_str(colour(cells[start] as Colour));
                        ctx.fill_rect(
                            (x + start as f32 * size) as f64,
                            (y + row as f32 * size) as f64,
                            ((end - start) as f32 * size) as f64,
                            *size as f64,
                        );
                        start = end;
                    }
                }
            }
            Shape::Lines {
                segments,
                stroke,
                line,
            } => {
                ctx.begin_path();
                for &(x0, y0, x1, y1) in segments {
                    ctx.move_to(x0 as f64, y0 as f64);
                    ctx.line_to(x1 as f64, y1 as f64);
                }
                ctx.set_line_width(*line as f64);
                ctx.set_stroke_style_str(colour(*stroke));
                ctx.stroke();
            }
            Shape::Text {
                x,
                y,
                text,
                size,
                bold,
                anchor,
                fill,
                halo,
                ..
            } => {
                let arabic = text.chars().any(|c| ('\u{0600}'..='\u{06ff}').contains(&c));
                ctx.set_font(&format!(
                    "{}{}px {}{FONT_FAMILY}",
                    if *bold { "bold " } else { "" },
                    decimal(*size),
                    if arabic { ARABIC_FONT } else { "" }
                ));
                ctx.set_text_align(match anchor {
                    Anchor::Start => "left",
                    Anchor::Middle => "center",
                    Anchor::End => "right",
                });
                ctx.set_text_baseline("alphabetic");
                if let Some((halo, width)) = halo {
                    ctx.set_line_width(*width as f64);
                    ctx.set_line_join("round");
                    ctx.set_stroke_style_str(colour(*halo));
                    ctx.stroke_text(text, *x as f64, *y as f64).ok();
                }
                ctx.set_fill_style_str(colour(*fill));
                ctx.fill_text(text, *x as f64, *y as f64).ok();
            }
        }
    }

    fn fill_and_stroke<'c>(
        &self,
        fill: Option<Colour>,
        stroke: Option<Colour>,
        line: f32,
        colour: &impl Fn(Colour) -> &'c str,
    ) {
        if let Some(fill) = fill {
            self.ctx.set_fill_style_str(colour(fill));
            self.ctx.fill();
        }
        if let Some(stroke) = stroke {
            self.ctx.set_line_width(line as f64);
            self.ctx.set_stroke_style_str(colour(stroke));
            self.ctx.stroke();
        }
    }

    fn dash(&self, lengths: &[f32]) {
        let array = js_sys::Array::new();
        for length in lengths {
            array.push(&JsValue::from_f64(*length as f64));
        }
        self.ctx.set_line_dash(&array).ok();
    }
}

/// Ease in and out.
fn ease(t: f32) -> f32 {
    if t < 0.5 {
        2.0 * t * t
    } else {
        1.0 - (-2.0 * t + 2.0).powi(2) / 2.0
    }
}

/// (row, col) of a token at tween time t, walking its trail cell by cell when it has one.
fn tween_position(
    before: Option<&boardlab::figure::TokenShapes>,
    after: &boardlab::figure::TokenShapes,
    t: f32,
) -> (f32, f32) {
    let Some(before) = before else {
        return (after.row, after.col);
    };
    let mut points = vec![(before.row, before.col)];
    points.extend(after.trail.iter().copied());
    points.push((after.row, after.col));
    let segments = (points.len() - 1) as f32;
    let s = (ease(t) * segments).min(segments - 1e-6).max(0.0);
    let i = s.floor() as usize;
    let f = s - i as f32;
    let (r0, c0) = points[i];
    let (r1, c1) = points[(i + 1).min(points.len() - 1)];
    (r0 + (r1 - r0) * f, c0 + (c1 - c0) * f)
}

/// The page's paint request (a plain object of the BoardView's TypeScript type), read field by
/// field: a serde deserializer would add its float parsing and tables to every module.
pub fn read_view(view: &JsValue) -> Result<BoardView, JsValue> {
    let field = |name: &str| Reflect::get(view, &JsValue::from_str(name));
    let number = |name: &str, default: f64| -> Result<f32, JsValue> {
        Ok(field(name)?.as_f64().unwrap_or(default) as f32)
    };
    let pair = |value: JsValue| -> Option<(f64, f64)> {
        let pair = value.dyn_into::<js_sys::Array>().ok()?;
        Some((pair.get(0).as_f64()?, pair.get(1).as_f64()?))
    };
    let cell = |value: JsValue| {
        let (row, col) = pair(value)?;
        let fits = |v: f64| (0.0..=u16::MAX as f64).contains(&v);
        (fits(row) && fits(col)).then_some((row as u16, col as u16))
    };
    let cells = |value: JsValue| -> Vec<(u16, u16)> {
        match value.dyn_into::<js_sys::Array>() {
            Ok(list) => list.iter().filter_map(cell).collect(),
            Err(_) => Vec::new(),
        }
    };
    let marks = field("marks")?;
    let mark = |name: &str| Reflect::get(&marks, &JsValue::from_str(name)).unwrap_or(JsValue::NULL);
    let (pan_x, pan_y) = pair(field("pan")?).unwrap_or((0.0, 0.0));
    let anchor = field("anchor")?
        .dyn_into::<js_sys::Array>()
        .ok()
        .and_then(|anchor| {
            let at = |i: u32| anchor.get(i).as_f64().map(|v| v as f32);
            Some((at(0)?, at(1)?, at(2)?, at(3)?))
        });
    Ok(BoardView {
        width: number("width", 0.0)?,
        height: number("height", 0.0)?,
        pixel_ratio: number("pixelRatio", 1.0)?,
        dark: field("dark")?.is_truthy(),
        zoom: number("zoom", 1.0)?,
        pan: (pan_x as f32, pan_y as f32),
        anchor,
        from: field("from")?
            .as_f64()
            .filter(|from| *from >= 0.0)
            .map(|from| from as usize),
        t: number("t", 1.0)?,
        checkpoints: field("checkpoints")?.is_truthy(),
        marks: Marks {
            picked: cells(mark("picked")),
            targets: cells(mark("targets")),
            cursor: cell(mark("cursor")),
        },
    })
}
