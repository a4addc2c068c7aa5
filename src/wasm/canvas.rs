//! The player's board, painted here with web-sys on an `OffscreenCanvas` the page handed over
//! (www/engine/engine.js): the worker paints a step where it computes it, and the page receives the
//! step's texts only. Every shape comes from the scene module (`boardlab::figure`), the same
//! shapes the SVG, PNG and GIF figures are drawn from; this file only replays them on a 2D
//! context, and tweens the tokens of one scene from where they stood in the scene before.

use crate::backdrop::{self, Kind, Look};
use crate::context::{context, readable_context};
use crate::pen::Pen;
use crate::stamps::{self, Composite};
use boardlab::figure::board::{BoardPlace, BoardView};
use boardlab::figure::overlay::{Marks, Overlay};
use boardlab::figure::stamp::{rgba, stamp_of, Picture, Stamp};
use boardlab::figure::{decimal, Anchor, Colour, Scene, Shape, Theme, TokenShapes, FONT_FAMILY};
use js_sys::Reflect;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::Clamped;
use web_sys::{ImageData, OffscreenCanvas, OffscreenCanvasRenderingContext2d as Context};

/// How many rectangles painted alike the screen composites rather than fills one by one: the
/// canvas fills a few hundred faster than they are blended pixel by pixel.
const COMPOSITED_RUN: usize = 1000;

/// Paints `scene` (tweened from `before` at `view.t`) with `overlay` over it on `canvas`, sized to
/// the view; returns where the board is.
pub fn paint_board(
    canvas: &OffscreenCanvas,
    (scene, before): (&Scene, Option<&Scene>),
    overlay: &Overlay,
    view: &BoardView,
    palette: &boardlab::timeline::Palette,
) -> Result<BoardPlace, JsValue> {
    let (screen, place) = screen_of(scene, view);
    let (width, height) = screen.size;
    if canvas.width() != width || canvas.height() != height {
        canvas.set_width(width);
        canvas.set_height(height);
    }
    let ctx = context(canvas)?;
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
    ctx.clear_rect(0.0, 0.0, width as f64, height as f64);
    let ratio = screen.ratio as f64;
    let (x, y) = screen.origin;
    ctx.set_transform(ratio, 0.0, 0.0, ratio, x as f64, y as f64)?;
    let theme = view.theme();
    let painter = Painter::screen(&ctx, screen);
    painter.scene(scene, theme, before.filter(|_| view.t < 1.0), view.t);
    let overlay = overlay.shapes(scene, palette, theme);
    let colour = |index: Colour| overlay.colours[index as usize].as_str();
    painter.shapes(&overlay.shapes, &colour, 1.0);
    painter.pinned_labels(scene, theme, place.origin, screen.ratio, view)?;
    // Whatever is still queued to be composited.
    painter.canvas();
    Ok(place)
}

/// Paints the labels pinned to the edges of `scene`'s board on a canvas of their own (or the
/// screen's), its scene's origin `at` in CSS pixels, `ratio` device pixels to one.
fn pinned_band<'s>(
    scene: &'s Scene,
    theme: Theme,
    at: (f32, f32),
    ratio: f32,
    view: &'s BoardView,
) -> impl Fn(&Context) -> Result<(), JsValue> + 's {
    move |ctx| {
        let colour = |index: Colour| scene.colour(index, theme);
        Painter::figure(ctx).paint_pinned(scene, &colour, at, ratio, view)
    }
}

/// Where `scene`'s board lands on a canvas sized to `view`: the canvas's size and scale in device
/// pixels, and the board's place.
fn screen_of(scene: &Scene, view: &BoardView) -> (Stamping, BoardPlace) {
    let ratio = view.ratio();
    let size = screen_size(view);
    let place = view.place(scene);
    let (x, y) = place.origin;
    let screen = Stamping {
        ratio,
        origin: (x * ratio, y * ratio),
        size,
    };
    (screen, place)
}

/// The size in device pixels of a canvas sized to `view`.
pub fn screen_size(view: &BoardView) -> (u32, u32) {
    let ratio = view.ratio();
    (
        (view.width * ratio).round().max(0.0) as u32,
        (view.height * ratio).round().max(0.0) as u32,
    )
}

/// What [`warm`] paints of a step's look, one part a call: each call is one of the idle
/// worker's slices, which a seek that comes meanwhile waits for (a big board's whole look took
/// 9 ms).
#[derive(Clone, Copy, PartialEq)]
pub enum WarmPart {
    /// The backdrop and the pinned labels.
    Backdrop,
    /// The tokens' pictures.
    Pictures,
}

/// Paints `part` of what the screen keeps of `scene` as `view` shows it (its backdrop and
/// pinned labels, or its tokens' pictures) without painting on `ctx`'s canvas, so that a seek
/// to a step that looks alike later only copies them: the first paint of a look costs a seek
/// 5–25 ms on a big board. False when the backdrops kept are full, one more pushing out another.
pub fn warm(
    ctx: &Context,
    scene: &Scene,
    view: &BoardView,
    part: WarmPart,
) -> Result<bool, JsValue> {
    let (screen, place) = screen_of(scene, view);
    let painter = Painter::screen(ctx, screen);
    let theme = view.theme();
    let colour = |index: Colour| scene.colour(index, theme);
    if part == WarmPart::Pictures {
        let mut stamps = Vec::with_capacity(scene.tokens.len() * 2);
        for token in &scene.tokens {
            let centre = scene.board.at(token.row, token.col);
            for shapes in [&token.body, &token.badges] {
                if shapes.is_empty() {
                    continue;
                }
                let offset = (0.0, 0.0);
                stamps.push(painter.stamped(shapes, centre, offset, 1.0, false, &colour));
            }
        }
        painter.ready_pictures(&stamps, false, &colour);
        return Ok(true);
    }
    let Some(look) = painter.look(scene, &colour) else {
        return Ok(false);
    };
    let kept = backdrop::keep(Kind::Backdrop, look, &|ctx| {
        painter.paint_backdrop(ctx, scene, &colour)
    })?;
    if !kept {
        return Ok(false);
    }
    if let Some(look) = painter.pinned_look(scene, &colour) {
        let band = pinned_band(scene, theme, place.origin, screen.ratio, view);
        backdrop::keep(Kind::Pinned, look, &band)?;
    }
    Ok(true)
}

/// Paints the whole figure of `scene` (stage, title and caption on the panel colour) on a new
/// canvas `scale` pixels per figure unit, at least `size` figure units large (the frames of an
/// animation share one size); returns its pixels.
pub fn figure_pixels(
    scene: &Scene,
    theme: Theme,
    scale: f32,
    size: (f32, f32),
) -> Result<ImageData, JsValue> {
    let width = (size.0.max(scene.width) * scale).ceil().max(1.0) as u32;
    let height = (size.1.max(scene.height) * scale).ceil().max(1.0) as u32;
    let canvas = OffscreenCanvas::new(width, height)?;
    let ctx = context(&canvas)?;
    ctx.set_fill_style_str(scene.colour(scene.background, theme));
    ctx.fill_rect(0.0, 0.0, width as f64, height as f64);
    ctx.set_transform(scale as f64, 0.0, 0.0, scale as f64, 0.0, 0.0)?;
    // Every shape drawn as it is: exports stay the same from one version to the next.
    let painter = Painter::figure(&ctx);
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

/// The one size text other than plain ASCII is set at on a canvas, scaled to each text's own
/// size. Chromium looks a font up again for each size it is asked for, and where the font lacks
/// a symbol (→, ✕, ⚂) searches the system's fonts for one that has it: 30–60 ms each time here,
/// for each new size of each symbol, while a board's texts come in as many sizes as its cells
/// and zoom levels. At one size the search is made once, and [`ready_fonts`] makes it before
/// the first paint. ASCII, which the first font has, is set at its own size.
const TEXT_SIZE: f32 = 16.0;

/// The canvas font of `text` at `size`.
fn canvas_font(text: &str, bold: bool, size: f32) -> String {
    let arabic = text.chars().any(|c| ('\u{0600}'..='\u{06ff}').contains(&c));
    format!(
        "{}{}px {}{FONT_FAMILY}",
        if bold { "bold " } else { "" },
        decimal(size),
        if arabic { ARABIC_FONT } else { "" }
    )
}

/// Looks up the canvas's fonts for `text`'s characters, plain and bold, so that the first paint
/// showing them does not wait for the search ([`TEXT_SIZE`]): measured, not drawn.
pub fn ready_fonts(text: &str) -> Result<(), JsValue> {
    let ctx = sketch(1)?;
    // The pictures painted on this context start from its first state (`picture`).
    ctx.save();
    let measured = [false, true].into_iter().try_for_each(|bold| {
        ctx.set_font(&canvas_font(text, bold, TEXT_SIZE));
        ctx.measure_text(text).map(drop)
    });
    ctx.restore();
    measured
}

/// Where the screen's painter places the board: device pixels per unit, where unit (0, 0) is in
/// device pixels, and the canvas's size in device pixels.
#[derive(Clone, Copy)]
struct Stamping {
    ratio: f32,
    origin: (f32, f32),
    size: (u32, u32),
}

struct Painter<'a> {
    target: &'a Context,
    /// Where the screen's board is placed. On screen, tokens are stamped from pictures painted
    /// once, and they and long runs of plain rectangles are composited ([`Composite`]) until the
    /// canvas is drawn on; figures have no screen, and draw every shape.
    screen: Option<Stamping>,
    composite: RefCell<Composite>,
    pen: RefCell<Pen>,
    /// Paints a screen's backdrop, once per look: a board's cells are one image, scaled up
    /// without smoothing (skill-chess's 100 × 100 board filled run by run took 1–5 ms, and its
    /// first paint of each look is a seek's). Figures fill every run of cells as it is.
    cells_as_image: bool,
}

impl<'a> Painter<'a> {
    /// The screen's painter, which copies the board's backdrop ([`backdrop`]) and composites
    /// tokens and long runs of plain rectangles.
    fn screen(target: &'a Context, screen: Stamping) -> Self {
        Painter {
            target,
            screen: Some(screen),
            composite: RefCell::default(),
            pen: RefCell::default(),
            cells_as_image: false,
        }
    }

    /// Draws every shape one by one: figures.
    fn figure(target: &'a Context) -> Self {
        Painter {
            target,
            screen: None,
            composite: RefCell::default(),
            pen: RefCell::default(),
            cells_as_image: false,
        }
    }

    /// Paints a screen's backdrop ([`Painter::cells_as_image`]).
    fn for_backdrop(target: &'a Context) -> Self {
        Painter {
            cells_as_image: true,
            ..Painter::figure(target)
        }
    }

    /// The canvas, to draw on now: what is queued to be composited goes first.
    fn canvas(&self) -> &'a Context {
        let mut composite = self.composite.borrow_mut();
        if let (false, Some(screen)) = (composite.is_empty(), &self.screen) {
            composite.paint(self.target, screen.size).ok();
        }
        self.target
    }

    /// The layers of `scene` from bottom to top, without its title and caption. While tweening
    /// from `before` (t in 0..1), tokens move along their path, tokens that appear fade in and
    /// those that vanish fade out, and marks cross-fade.
    fn scene(&self, scene: &Scene, theme: Theme, before: Option<&Scene>, t: f32) {
        let colour = |index: Colour| scene.colour(index, theme);
        let old = before.map(|before| move |index: Colour| before.colour(index, theme));
        let layer = |shapes: &[Shape], alpha: f32| self.shapes(shapes, &colour, alpha);
        let old_layer = |shapes: &[Shape], alpha: f32| {
            if let Some(old) = &old {
                self.shapes(shapes, old, alpha);
            }
        };
        self.backdrop(scene, theme);
        if let Some(before) = before {
            old_layer(&before.marks, 1.0 - t);
        }
        layer(&scene.marks, if before.is_some() { t } else { 1.0 });
        // Each token with its offset from where it stands and its alpha; the scene before's tokens
        // by id.
        let earlier = before.map_or_else(Vec::new, |before| ids_sorted(&before.tokens));
        let find = |id: u32| Some(&before?.tokens[index_of(&earlier, id)?]);
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
            let now = ids_sorted(&scene.tokens);
            let vanished = before
                .tokens
                .iter()
                .filter(|token| index_of(&now, token.id).is_none());
            for token in vanished {
                placed.push((token, 0.0, 0.0, 1.0 - t, true));
            }
        }
        // Each token's body, then each token's badges: its shapes, centre, offset and alpha, and
        // whether it vanished (its colours are the scene before's).
        let mut stamps: Vec<Stamped> = Vec::with_capacity(placed.len() * 2);
        for badges in [false, true] {
            for &(token, dx, dy, alpha, vanished) in &placed {
                let shapes = if badges { &token.badges } else { &token.body };
                if shapes.is_empty() || alpha <= 0.0 {
                    continue;
                }
                let board = match (vanished, before) {
                    (true, Some(before)) => before.board,
                    _ => scene.board,
                };
                let centre = board.at(token.row, token.col);
                let offset = (dx, dy);
                let stamp = match (&old, vanished) {
                    (Some(old), true) => self.stamped(shapes, centre, offset, alpha, true, old),
                    _ => self.stamped(shapes, centre, offset, alpha, vanished, &colour),
                };
                stamps.push(stamp);
            }
        }
        self.ready_pictures(&stamps, false, &colour);
        if let Some(old) = &old {
            self.ready_pictures(&stamps, true, old);
        }
        // On screen, the tokens' pictures are composited at once, and those without one drawn
        // after them; figures draw every token in order.
        let mut drawn = Vec::new();
        for stamp in &stamps {
            let stamped = match (&old, stamp.vanished) {
                (Some(old), true) => self.stamp(stamp, old),
                _ => self.stamp(stamp, &colour),
            };
            if !stamped {
                drawn.push((stamp.shapes, stamp.offset, stamp.alpha, stamp.vanished));
            }
        }
        for (shapes, (dx, dy), alpha, vanished) in drawn {
            self.canvas().translate(dx as f64, dy as f64).ok();
            if vanished {
                old_layer(shapes, alpha);
            } else {
                layer(shapes, alpha);
            }
            self.canvas().translate(-dx as f64, -dy as f64).ok();
        }
        if let Some(before) = before {
            old_layer(&before.text_marks, 1.0 - t);
        }
        layer(&scene.text_marks, if before.is_some() { t } else { 1.0 });
    }

    /// The board's cells, grid and labels. On screen they are copied from the backdrop painted
    /// for the last step that looked the same.
    fn backdrop(&self, scene: &Scene, theme: Theme) {
        let colour = |index: Colour| scene.colour(index, theme);
        let Some(look) = self.look(scene, &colour) else {
            return self.backdrop_layers(scene, &colour);
        };
        let copied = backdrop::copy(Kind::Backdrop, self.canvas(), look, &|ctx| {
            self.paint_backdrop(ctx, scene, &colour)
        });
        if copied.is_err() {
            self.backdrop_layers(scene, &colour);
        }
    }

    /// What the screen's backdrop of `scene` looks like; none for figures, which draw it.
    fn look<'s>(&self, scene: &'s Scene, colour: &impl Fn(Colour) -> &'s str) -> Option<Look<'s>> {
        let Stamping {
            ratio,
            origin,
            size,
        } = self.screen?;
        let layers = backdrop_layers(scene);
        let last = layers.iter().filter_map(|l| backdrop::last_colour(l)).max();
        Some(Look {
            layers,
            colours: last.map_or(Vec::new(), |last| (0..=last).map(colour).collect()),
            ratio,
            origin,
            size,
        })
    }

    /// Paints `scene`'s backdrop on `ctx`, a backdrop's own canvas (identity transform), placed
    /// as on the screen.
    fn paint_backdrop<'c>(
        &self,
        ctx: &Context,
        scene: &Scene,
        colour: &impl Fn(Colour) -> &'c str,
    ) -> Result<(), JsValue> {
        let Some(Stamping { ratio, origin, .. }) = self.screen else {
            return Ok(());
        };
        let ratio = ratio as f64;
        ctx.set_transform(ratio, 0.0, 0.0, ratio, origin.0 as f64, origin.1 as f64)?;
        Painter::for_backdrop(ctx).backdrop_layers(scene, colour);
        Ok(())
    }

    fn backdrop_layers<'c>(&self, scene: &Scene, colour: &impl Fn(Colour) -> &'c str) {
        for layer in backdrop_layers(scene) {
            self.shapes(layer, colour, 1.0);
        }
    }

    /// `shapes` around `centre` to be stamped, with where its picture goes, its key worked out
    /// once (a big board's thousands of pictures are hashed at every paint).
    fn stamped<'s, 'c>(
        &self,
        shapes: &'s [Shape],
        centre: (f32, f32),
        offset: (f32, f32),
        alpha: f32,
        vanished: bool,
        colour: &dyn Fn(Colour) -> &'c str,
    ) -> Stamped<'s> {
        let placing =
            (self.screen).and_then(|screen| placing(screen, shapes, centre, offset, colour));
        Stamped {
            shapes,
            centre,
            offset,
            alpha,
            vanished,
            placing,
        }
    }

    /// Places the picture of `stamp` (a token's body or badges) in the composite, at whole device
    /// pixels so that it stays sharp; a picture wholly off the canvas is left out. False where
    /// the shapes are to be drawn one by one instead (figures, shapes a picture cannot hold).
    fn stamp<'c>(&self, stamp: &Stamped, colour: &impl Fn(Colour) -> &'c str) -> bool {
        let Some(screen) = self.screen else {
            return false;
        };
        let Stamped { shapes, centre, .. } = *stamp;
        let Some(placing) = &stamp.placing else {
            return false;
        };
        let Some(at) = placing.at else {
            return true;
        };
        let (key, size) = (placing.key, placing.size);
        let new = NewPicture {
            key,
            shapes,
            centre,
            size,
        };
        let painted = || {
            let painted = pictures(&[new], screen.ratio, colour)?;
            (painted.into_iter().next()).ok_or_else(|| JsValue::from_str("no picture"))
        };
        let Some(picture) = stamps::picture(key, painted) else {
            return false;
        };
        self.composite.borrow_mut().place(picture, at, stamp.alpha);
        true
    }

    /// Paints the pictures of `tokens` (those that `vanished`, or the others) that are not kept
    /// yet and will be on the canvas, all on one sheet read back at once: a board seen for the
    /// first time (a new cell size, zoom or game) has dozens of new pictures, and each read back
    /// alone cost a call's time (60 new pictures of skill-chess `introsort2.in`'s boards: 2–4 ms
    /// read one by one).
    fn ready_pictures<'c>(
        &self,
        tokens: &[Stamped],
        vanished: bool,
        colour: &impl Fn(Colour) -> &'c str,
    ) {
        let Some(screen) = self.screen else {
            return;
        };
        let mut missing: Vec<NewPicture> = Vec::new();
        for stamp in tokens.iter().filter(|stamp| stamp.vanished == vanished) {
            let (shapes, centre) = (stamp.shapes, stamp.centre);
            let Some(placing) = &stamp.placing else {
                continue;
            };
            let (key, size) = (placing.key, placing.size);
            let new = placing.at.is_some() && !stamps::is_kept(key);
            if new && missing.iter().all(|picture| picture.key != key) {
                missing.push(NewPicture {
                    key,
                    shapes,
                    centre,
                    size,
                });
            }
        }
        if missing.is_empty() {
            return;
        }
        if let Ok(pictures) = pictures(&missing, screen.ratio, colour) {
            for (new, picture) in missing.iter().zip(pictures) {
                stamps::keep(new.key, picture);
            }
        }
    }

    /// A board panned past the canvas's top or left edge keeps the labels of its columns and
    /// rows in view there, on a band of the panel's colour: every row and column in view stays
    /// named however far it is zoomed. On screen they are copied from the band painted for the
    /// last step that looked the same: a big board has a hundred labels or more, each text
    /// drawn and rasterised again at each paint (a fifth of skill-chess `big2.in`'s).
    fn pinned_labels(
        &self,
        scene: &Scene,
        theme: Theme,
        at: (f32, f32),
        ratio: f32,
        view: &BoardView,
    ) -> Result<(), JsValue> {
        let colour = |index: Colour| scene.colour(index, theme);
        let Some(look) = self.pinned_look(scene, &colour) else {
            return Ok(());
        };
        let band = pinned_band(scene, theme, at, ratio, view);
        if backdrop::copy(Kind::Pinned, self.canvas(), look, &band).is_err() {
            band(self.canvas())?;
            // Painted with a pen of its own: what this one set is unknown now.
            *self.pen.borrow_mut() = Pen::default();
        }
        Ok(())
    }

    /// What the labels pinned to the edges of `scene`'s board look like on screen; none where
    /// the board is not panned past the canvas's top or left edge, and for figures.
    fn pinned_look<'s>(
        &self,
        scene: &'s Scene,
        colour: &impl Fn(Colour) -> &'s str,
    ) -> Option<Look<'s>> {
        let Stamping {
            ratio,
            origin,
            size,
        } = self.screen?;
        scene.pinned_bands(origin)?;
        let layers = [&[][..], &scene.col_labels[..], &scene.row_labels[..]];
        let named = layers
            .iter()
            .filter_map(|layer| backdrop::last_colour(layer));
        let last = named.chain([scene.background]).max().unwrap_or(0);
        Some(Look {
            layers,
            colours: (0..=last).map(colour).collect(),
            ratio,
            origin,
            size,
        })
    }

    /// Paints the labels pinned to the edges of `scene`'s board, its scene's origin `(x, y)` in
    /// CSS pixels (negative where panned past an edge), on this painter's canvas.
    fn paint_pinned<'c>(
        &self,
        scene: &Scene,
        colour: &impl Fn(Colour) -> &'c str,
        (x, y): (f32, f32),
        ratio: f32,
        view: &BoardView,
    ) -> Result<(), JsValue> {
        let Some(bands) = scene.pinned_bands((x * ratio, y * ratio)) else {
            return Ok(());
        };
        let ctx = self.canvas();
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
        let mut pen = self.pen.borrow_mut();
        pen.alpha(ctx, 0.9);
        pen.fill(ctx, colour(scene.background));
        drop(pen);
        let (width, height) = (view.width, view.height);
        ctx.fill_rect(0.0, 0.0, width as f64, bands.top as f64);
        ctx.fill_rect(0.0, 0.0, bands.left as f64, height as f64);
        // Each band's labels pass under the other band, as a spreadsheet's headers do: a row
        // panned up under the columns' band has its label there too, not drawn over theirs.
        self.clipped(ratio, (bands.left, 0.0, width, height), || {
            at(x, y.max(0.0))?;
            for shape in &scene.col_labels {
                self.shape(shape, colour, 1.0);
            }
            Ok(())
        })?;
        self.clipped(ratio, (0.0, bands.top, width, height), || {
            at(x.max(0.0), y)?;
            for shape in &scene.row_labels {
                self.shape(shape, colour, 1.0);
            }
            Ok(())
        })
    }

    /// Paints with `paint` inside the rectangle `(left, top)` to `(right, bottom)`, in CSS
    /// pixels from the canvas's corner at `ratio` device pixels each; the canvas's state (and
    /// the pen that knows it) as before afterwards.
    fn clipped(
        &self,
        ratio: f32,
        (left, top, right, bottom): (f32, f32, f32, f32),
        paint: impl FnOnce() -> Result<(), JsValue>,
    ) -> Result<(), JsValue> {
        let ctx = self.canvas();
        let pen = std::mem::take(&mut *self.pen.borrow_mut());
        ctx.save();
        let ratio = ratio as f64;
        let painted = ctx
            .set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0)
            .and_then(|()| {
                ctx.begin_path();
                let (w, h) = (right - left, bottom - top);
                ctx.rect(left as f64, top as f64, w as f64, h as f64);
                ctx.clip();
                paint()
            });
        ctx.restore();
        *self.pen.borrow_mut() = pen;
        painted
    }

    /// Draws `shapes` in order, a run of plain rectangles painted alike (a mark's cells) with
    /// their paint set once.
    fn shapes<'c>(&self, shapes: &[Shape], colour: &impl Fn(Colour) -> &'c str, alpha: f32) {
        let mut rest = shapes;
        while let Some(first) = rest.first() {
            let run = rest.iter().take_while(|shape| alike(first, shape)).count();
            if run > 0 {
                self.rectangles(&rest[..run], colour, alpha);
                rest = &rest[run..];
            } else {
                self.shape(first, colour, alpha);
                rest = &rest[1..];
            }
        }
    }

    /// Rectangles painted alike ([`alike`]): the paint set once, then each rectangle filled and
    /// outlined by the canvas's own rectangle calls (a path of thousands of rectangles takes
    /// the browser five times as long).
    fn rectangles<'c>(&self, run: &[Shape], colour: &impl Fn(Colour) -> &'c str, alpha: f32) {
        let Shape::Rect {
            fill,
            stroke,
            line,
            alpha: own,
            ..
        } = run[0]
        else {
            return;
        };
        let alpha = alpha * own;
        if alpha <= 0.0 || self.composited(run, (fill, stroke, line), alpha, colour) {
            return;
        }
        let ctx = self.canvas();
        let mut pen = self.pen.borrow_mut();
        pen.alpha(ctx, alpha as f64);
        if let Some(fill) = fill {
            pen.fill(ctx, colour(fill));
            for shape in run {
                if let Shape::Rect { x, y, w, h, .. } = shape {
                    ctx.fill_rect(*x as f64, *y as f64, *w as f64, *h as f64);
                }
            }
        }
        if let Some(stroke) = stroke {
            pen.stroke(ctx, colour(stroke), line as f64);
            for shape in run {
                if let Shape::Rect { x, y, w, h, .. } = shape {
                    ctx.stroke_rect(*x as f64, *y as f64, *w as f64, *h as f64);
                }
            }
        }
    }

    /// On screen, queues the rectangles of `run` (square-cornered, painted alike with `paint`:
    /// fill, stroke, line width) to be composited, at whole device pixels; false where the
    /// canvas is to paint them (figures, a colour the composite cannot read).
    fn composited<'c>(
        &self,
        run: &[Shape],
        (fill, stroke, line): (Option<Colour>, Option<Colour>, f32),
        alpha: f32,
        colour: &impl Fn(Colour) -> &'c str,
    ) -> bool {
        let Some(Stamping { ratio, origin, .. }) = self.screen else {
            return false;
        };
        // A short run is filled by the canvas, unless something is queued to be composited
        // already: the canvas would composite that first, one more layer to copy per paint.
        if run.len() < COMPOSITED_RUN && self.composite.borrow().is_empty() {
            return false;
        }
        let paint = |index: Option<Colour>| match index {
            None => Some(None),
            Some(index) => rgba(colour(index))
                .map(|[r, g, b, a]| Some([r, g, b, (a as f32 * alpha).round() as u8])),
        };
        let (Some(fill), Some(stroke)) = (paint(fill), paint(stroke)) else {
            return false;
        };
        // Device pixels: x to the right of the origin, y below it.
        let device = |x: f32, y: f32| {
            [
                (origin.0 + x * ratio).round() as i32,
                (origin.1 + y * ratio).round() as i32,
            ]
        };
        let mut composite = self.composite.borrow_mut();
        for shape in run {
            let &Shape::Rect { x, y, w, h, .. } = shape else {
                continue;
            };
            if let Some(fill) = fill {
                let ([x0, y0], [x1, y1]) = (device(x, y), device(x + w, y + h));
                composite.fill([x0, y0, x1, y1], fill);
            }
            if let Some(stroke) = stroke {
                // The outline: the band between the rectangle grown and shrunk by half the line,
                // as four rectangles that do not overlap.
                let half = line / 2.0;
                let ([ox0, oy0], [ox1, oy1]) = (
                    device(x - half, y - half),
                    device(x + w + half, y + h + half),
                );
                let ([ix0, iy0], [ix1, iy1]) = (
                    device(x + half, y + half),
                    device(x + w - half, y + h - half),
                );
                if ix0 >= ix1 || iy0 >= iy1 {
                    composite.fill([ox0, oy0, ox1, oy1], stroke);
                    continue;
                }
                composite.fill([ox0, oy0, ox1, iy0], stroke);
                composite.fill([ox0, iy1, ox1, oy1], stroke);
                composite.fill([ox0, iy0, ix0, iy1], stroke);
                composite.fill([ix1, iy0, ox1, iy1], stroke);
            }
        }
        true
    }

    /// Draws one shape; `colour` resolves its colour indexes, `alpha` multiplies its own.
    fn shape<'c>(&self, shape: &Shape, colour: &impl Fn(Colour) -> &'c str, alpha: f32) {
        let ctx = self.canvas();
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
        self.pen.borrow_mut().alpha(ctx, alpha as f64);
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
                self.pen.borrow_mut().round(ctx, true);
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
                if self.cells_as_image
                    && self
                        .cells_image((*x, *y), *size, *cols, fills, colour)
                        .is_ok()
                {
                    return;
                }
                // A run of cells of one colour along a row is one rectangle (a board is mostly
                // floor).
                let cols = (*cols).max(1) as usize;
                let mut pen = self.pen.borrow_mut();
                for (row, cells) in fills.chunks(cols).enumerate() {
                    let mut start = 0;
                    while start < cells.len() {
                        let end = start
                            + cells[start..]
                                .iter()
                                .take_while(|&&fill| fill == cells[start])
                                .count();
                        pen.fill(ctx, colour(cells[start] as Colour));
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
                self.pen
                    .borrow_mut()
                    .stroke(ctx, colour(*stroke), *line as f64);
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
                // Plain ASCII text is set at its own size; any other (a symbol, Chinese,
                // Persian) at TEXT_SIZE, scaled to its own size from its point.
                let (font_size, scale) = if text.is_ascii() {
                    (*size, 1.0)
                } else {
                    (TEXT_SIZE, (*size / TEXT_SIZE) as f64)
                };
                let font = canvas_font(text, *bold, font_size);
                let align = match anchor {
                    Anchor::Start => "left",
                    Anchor::Middle => "center",
                    Anchor::End => "right",
                };
                let (x, y) = (*x as f64, *y as f64);
                let at = if scale == 1.0 {
                    (x, y)
                } else {
                    ctx.transform(scale, 0.0, 0.0, scale, x, y).ok();
                    (0.0, 0.0)
                };
                let mut pen = self.pen.borrow_mut();
                pen.font(ctx, &font, align);
                if let Some((halo, width)) = halo {
                    pen.round(ctx, false);
                    pen.stroke(ctx, colour(*halo), *width as f64 / scale);
                    ctx.stroke_text(text, at.0, at.1).ok();
                }
                pen.fill(ctx, colour(*fill));
                ctx.fill_text(text, at.0, at.1).ok();
                if scale != 1.0 {
                    let undo = 1.0 / scale;
                    ctx.transform(undo, 0.0, 0.0, undo, -x * undo, -y * undo)
                        .ok();
                }
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
        let ctx = self.canvas();
        let mut pen = self.pen.borrow_mut();
        if let Some(fill) = fill {
            pen.fill(ctx, colour(fill));
            ctx.fill();
        }
        if let Some(stroke) = stroke {
            pen.stroke(ctx, colour(stroke), line as f64);
            ctx.stroke();
        }
    }

    /// Paints cells (`Shape::Cells`) as one image of a pixel per cell, scaled up without
    /// smoothing; an error where a colour is not one the image can hold (the caller fills them).
    fn cells_image<'c>(
        &self,
        (x, y): (f32, f32),
        size: f32,
        cols: u16,
        fills: &[u8],
        colour: &impl Fn(Colour) -> &'c str,
    ) -> Result<(), JsValue> {
        let cols = (cols as usize).max(1);
        let rows = fills.len().div_ceil(cols);
        let mut known = [None; 256];
        let mut pixels = vec![0; cols * rows * 4];
        for (pixel, &fill) in pixels.chunks_exact_mut(4).zip(fills) {
            let rgba = match known[fill as usize] {
                Some(rgba) => rgba,
                None => {
                    let rgba = rgba(colour(fill as Colour)).ok_or("a colour not in hex")?;
                    known[fill as usize] = Some(rgba);
                    rgba
                }
            };
            pixel.copy_from_slice(&rgba);
        }
        let image = ImageData::new_with_u8_clamped_array_and_sh(
            Clamped(&pixels),
            cols as u32,
            rows as u32,
        )?;
        CELLS.with(|cells| {
            let wanted = (cols as u32, rows as u32);
            let grown = cells
                .borrow()
                .as_ref()
                .map_or((0, 0), |(canvas, _)| (canvas.width(), canvas.height()));
            let (canvas, cells_ctx) = crate::context::kept_canvas(cells, wanted, grown)?;
            cells_ctx.put_image_data(&image, 0.0, 0.0)?;
            let ctx = self.canvas();
            ctx.set_image_smoothing_enabled(false);
            let (cols, rows) = (cols as f64, rows as f64);
            let drawn = ctx
                .draw_image_with_offscreen_canvas_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
                    &canvas,
                    0.0,
                    0.0,
                    cols,
                    rows,
                    x as f64,
                    y as f64,
                    cols * size as f64,
                    rows * size as f64,
                );
            ctx.set_image_smoothing_enabled(true);
            drawn
        })
    }

    fn dash(&self, lengths: &[f32]) {
        let array = js_sys::Array::new();
        for length in lengths {
            array.push(&JsValue::from_f64(*length as f64));
        }
        self.canvas().set_line_dash(&array).ok();
    }
}

/// The ids of `tokens`, each with its index in the low 32 bits, sorted: a lookup by id
/// ([`index_of`]) for the frames of a tween. A big board has thousands of tokens at every
/// animation frame, so this is one sort of plain numbers rather than `boardlab::order`'s, whose
/// comparisons go through a function pointer (six times as long).
fn ids_sorted(tokens: &[TokenShapes]) -> Vec<u64> {
    let mut ids: Vec<u64> = (tokens.iter().enumerate())
        .map(|(index, token)| u64::from(token.id) << 32 | index as u64)
        .collect();
    ids.sort_unstable();
    ids
}

/// The index of a token with `id` among those [`ids_sorted`] sorted into `ids`.
fn index_of(ids: &[u64], id: u32) -> Option<usize> {
    let at = ids
        .binary_search_by_key(&id, |&packed| (packed >> 32) as u32)
        .ok()?;
    Some((ids[at] & u64::from(u32::MAX)) as usize)
}

/// The layers of a scene's backdrop, bottom first.
fn backdrop_layers(scene: &Scene) -> [&[Shape]; 3] {
    [&scene.base, &scene.col_labels, &scene.row_labels]
}

/// Whether `a` and `b` are square-cornered rectangles painted alike, which one path paints as
/// well as two (the shapes of a layer do not overlap where they are alike: a mark's cells).
fn alike(a: &Shape, b: &Shape) -> bool {
    match (a, b) {
        (
            Shape::Rect {
                fill,
                stroke,
                line,
                radius,
                alpha,
                ..
            },
            Shape::Rect {
                fill: fill_b,
                stroke: stroke_b,
                line: line_b,
                radius: radius_b,
                alpha: alpha_b,
                ..
            },
        ) => {
            *radius == 0.0
                && *radius_b == 0.0
                && (fill, stroke, line, alpha) == (fill_b, stroke_b, line_b, alpha_b)
        }
        _ => false,
    }
}

thread_local! {
    /// The canvas token pictures are painted on, one after another: a new canvas's context
    /// costs more than the picture (fonts resolved again for each: 1–1.5 ms a picture).
    static SKETCH: RefCell<Option<(OffscreenCanvas, Context)>> = const { RefCell::new(None) };
    /// The canvas a backdrop's cells are put on, a pixel each, to be scaled up onto it: a new
    /// canvas's first drawing call allocates its pixels, a millisecond or more.
    static CELLS: crate::context::KeptCanvas = const { RefCell::new(None) };
}

/// The canvas kept for token pictures, at least `side` device pixels square (grown to at least
/// twice what it was, so that a board's growing pictures make few).
fn sketch(side: u32) -> Result<Context, JsValue> {
    SKETCH.with_borrow_mut(|sketch| {
        if let Some((_, ctx)) = sketch.as_ref().filter(|(canvas, _)| canvas.width() >= side) {
            return Ok(ctx.clone());
        }
        let grown = sketch.as_ref().map_or(0, |(canvas, _)| canvas.width() * 2);
        let canvas = OffscreenCanvas::new(side.max(grown), side.max(grown))?;
        let ctx = readable_context(&canvas)?;
        *sketch = Some((canvas, ctx.clone()));
        Ok(ctx)
    })
}

/// A token's body or badges to be stamped: its shapes around `centre`, moved by `offset`
/// units, at `alpha`; `vanished` when it is the scene before's (and so are its colours); where
/// its picture goes on the screen (`None` off the screen's painter, or where the shapes cannot
/// be a picture).
struct Stamped<'s> {
    shapes: &'s [Shape],
    centre: (f32, f32),
    offset: (f32, f32),
    alpha: f32,
    vanished: bool,
    placing: Option<Placing>,
}

/// A picture to paint: its key, its shapes around `centre`, and its side in device pixels.
struct NewPicture<'s> {
    key: u64,
    shapes: &'s [Shape],
    centre: (f32, f32),
    size: f32,
}

/// Where a token's picture goes on the screen: its key, its side in device pixels, and its
/// top-left corner at whole device pixels, so that it stays sharp (`None` when it is wholly off
/// the canvas). `None` where the shapes cannot be a picture.
struct Placing {
    key: u64,
    size: f32,
    at: Option<(i32, i32)>,
}

/// The placing of the picture of `shapes` around `centre`, moved by `(dx, dy)` units.
fn placing<'c>(
    screen: Stamping,
    shapes: &[Shape],
    centre: (f32, f32),
    (dx, dy): (f32, f32),
    colour: &dyn Fn(Colour) -> &'c str,
) -> Option<Placing> {
    let Stamping {
        ratio,
        origin,
        size: (width, height),
    } = screen;
    let Stamp { key, reach } = stamp_of(shapes, centre, ratio, colour)?;
    let size = (2.0 * reach * ratio).ceil();
    let left = (origin.0 + (centre.0 + dx) * ratio - size / 2.0).round();
    let top = (origin.1 + (centre.1 + dy) * ratio - size / 2.0).round();
    let off =
        left >= width as f32 || top >= height as f32 || left + size <= 0.0 || top + size <= 0.0;
    let at = (!off).then_some((left as i32, top as i32));
    Some(Placing { key, size, at })
}

/// New pictures of `list`, each its shapes drawn around its centre at `ratio` device pixels per
/// unit, centred in a square of its size: painted side by side on the sketch canvas (in rows, a
/// pixel apart), from the context's first state (as the painter's pen assumes), and read back
/// at once.
fn pictures<'c>(
    list: &[NewPicture],
    ratio: f32,
    colour: &impl Fn(Colour) -> &'c str,
) -> Result<Vec<Picture>, JsValue> {
    // Each picture's top-left corner on the sheet, and the sheet's size: about square, as the
    // sketch canvas is (a larger one is a new canvas, whose first drawing allocates its pixels).
    let area: f32 = list.iter().map(|new| (new.size + 1.0).powi(2)).sum();
    let most = list.iter().map(|new| new.size).fold(0.0, f32::max);
    let widest = (area.sqrt() * 1.2).max(most);
    let (mut x, mut y, mut row, mut width) = (0.0_f32, 0.0_f32, 0.0_f32, 0.0_f32);
    let mut corners = Vec::with_capacity(list.len());
    for new in list {
        if x > 0.0 && x + new.size > widest {
            (x, y, row) = (0.0, y + row + 1.0, 0.0);
        }
        corners.push((x as usize, y as usize));
        width = width.max(x + new.size);
        row = row.max(new.size);
        x += new.size + 1.0;
    }
    let (width, height) = (width as usize, (y + row) as usize);
    let ctx = sketch(width.max(height) as u32)?;
    ctx.save();
    let painted = (|| {
        ctx.clear_rect(0.0, 0.0, width as f64, height as f64);
        let painter = Painter::figure(&ctx);
        for (new, &(left, top)) in list.iter().zip(&corners) {
            let half = new.size / 2.0;
            let x = left as f32 + half - new.centre.0 * ratio;
            let y = top as f32 + half - new.centre.1 * ratio;
            let r = ratio as f64;
            ctx.set_transform(r, 0.0, 0.0, r, x as f64, y as f64)?;
            for shape in new.shapes {
                painter.shape(shape, colour, 1.0);
            }
        }
        let sheet = ctx.get_image_data(0.0, 0.0, width as f64, height as f64)?;
        let sheet = sheet.data().0;
        let cut = |new: &NewPicture, &(left, top): &(usize, usize)| {
            let side = new.size as usize;
            let mut pixels = Vec::with_capacity(side * side * 4);
            for row in top..top + side {
                let start = (row * width + left) * 4;
                pixels.extend_from_slice(&sheet[start..start + side * 4]);
            }
            Picture::new(side, pixels)
        };
        Ok(list
            .iter()
            .zip(&corners)
            .map(|(new, at)| cut(new, at))
            .collect())
    })();
    ctx.restore();
    painted
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
fn tween_position(before: Option<&TokenShapes>, after: &TokenShapes, t: f32) -> (f32, f32) {
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
