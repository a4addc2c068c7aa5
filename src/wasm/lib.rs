//! The WebAssembly surface: the game registry and sessions as plain JS values. Everything here is
//! a thin translation; the engines (`boardlab-core`, the game crates) cannot reach the browser:
//! only this crate depends on wasm-bindgen and js-sys, and it gives the core the page's clock.
//!
//! Every value that crosses is a Rust type with its TypeScript declaration generated from it
//! (src/session/typescript.rs writes them to `www/pkg/engine.d.ts`); `unchecked_return_type` and
//! `unchecked_param_type` name them, so `www/pkg/boardlab.d.ts` declares no `any`. A failed call
//! throws an [`ErrorInfo`] (a plain object: `kind`, `message`, `line`, `col`, `detail`,
//! `suggestion`), the one shape of an error from here to the page's error panel.

use boardlab::editor::{Edit, Editing};
use boardlab::exit::ProgramExit;
use boardlab::figure::overlay::Overlay;
use boardlab::figure::{self, gif::Animation};
use boardlab::i18n::{self, Lang, Message};
use boardlab::msg;
use boardlab::text::ErrorInfo;
use boardlab::{InputError, Progress, Session};
use canvas::WarmPart;
use serde::Serialize;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::OffscreenCanvas;

mod backdrop;
mod canvas;
mod context;
mod pen;
mod stamps;
mod tools;

/// Loads the tools' code (src/wasm/tools.rs) where it was split off: the worker awaits this when a
/// tool's export threw `ToolsUnloaded`, then asks again. A failed fetch rejects, and the next call
/// tries again.
#[wasm_bindgen(js_name = loadTools)]
pub async fn load_tools() -> Result<(), JsValue> {
    tools::load().await.map_err(|err| failure(err.to_string()))
}

/// How many of a timeline's markers, and how many steps spread over it, `Session::warm` readies
/// the screen for: a power of two, as it halves the gaps between the steps.
const WARMED_STEPS: usize = 64;

#[wasm_bindgen(typescript_custom_section)]
const ENGINE_TYPES: &str = r#"
import type { BoardNotes, BoardPlace, BoardView, Branch, Edit, Edited, Json, MoveOption, ProgramExit, RunSummary, ShownGame, StepView, Suggestion, Timeline, TraceReport, Verdict } from "../engine";
export type * from "../engine";
"#;

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: monotonic and finer than a millisecond, unlike `Date.now()`. The
    /// global `performance` exists both in a page and in the Web Worker the engine runs in.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
    boardlab::clock::use_clock(performance_now);
    // The games' catalogs join the messages before anything is said.
    boardlab::games();
}

/// Plain objects and arrays (maps as objects, `None` as `null`), ready for `postMessage`.
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .unwrap_or_else(|e| JsValue::from_str(&e.to_string()))
}

/// A value the page asks for per step shown (a step's view, a move's answer, a cell's notes)
/// as JSON text: one string crosses, and the page parses it where it is used (`fromJson` in
/// www/engine/engine.js). `to_js` builds the object in JS one property at a time: ~50 ms for a step of
/// a 50 × 50 match3 board, against ~3 ms for this.
fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, JsValue> {
    serde_json::to_string(value).map_err(|e| to_js(&ErrorInfo::failure(e.to_string())))
}

/// An input error, thrown as its [`ErrorInfo`].
fn input_error(err: InputError) -> JsValue {
    to_js(&ErrorInfo::from(&err))
}

/// A request the engine cannot do as asked, thrown as its [`ErrorInfo`].
fn refused(message: Message) -> JsValue {
    to_js(&ErrorInfo::refused(&message))
}

/// Sets the language of every text the module gives from now on (`en`, `zh-CN` or `fa`):
/// steps, errors, feedback, the games' texts. An unknown tag is an error.
#[wasm_bindgen(js_name = setLanguage)]
pub fn set_language(code: &str) -> Result<(), JsValue> {
    let lang = Lang::from_code(code).ok_or_else(|| {
        input_error(InputError::general(msg!(
            "error-unknown-language",
            code = code
        )))
    })?;
    i18n::set_language(lang);
    Ok(())
}

/// Every game: id, title, source, about, samples, rule options, palette and generator
/// parameters, in the language set.
#[wasm_bindgen(js_name = games, unchecked_return_type = "ShownGame[]")]
pub fn games() -> JsValue {
    let shown: Vec<_> = boardlab::games().iter().map(|game| game.shown()).collect();
    to_js(&shown)
}

/// A valid input for `game` (the text `boardlab gen` prints): `seed` is a decimal integer
/// 0..2^64−1 as a string, `params` generator parameters, `rules` rule options (ludo's `part`
/// selects the format); either may be undefined.
#[wasm_bindgen]
pub fn generate(
    game: &str,
    seed: &str,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string> | undefined")] params: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string> | undefined")] rules: JsValue,
) -> Result<String, JsValue> {
    let seed: u64 = seed.parse().map_err(|_| {
        input_error(InputError::general(msg!(
            "error-seed",
            max = u64::MAX.to_string(),
            found = boardlab::text::quote(seed)
        )))
    })?;
    let params = read_pairs(&params)?;
    let rules = read_pairs(&rules)?;
    tools::now(tools::generate(game, seed, &params, &rules))?.map_err(input_error)
}

/// The board editor (src/session/explore.rs): applies `edit` (if given) to `input` with `game`'s
/// editor, then reads the board of the result and checks it against the statement. `scope` is
/// the test edited (0-based), `selected` the cell whose piece's numbers the fields show.
#[wasm_bindgen(js_name = editBoard, unchecked_return_type = "Edited")]
pub fn edit_board(
    game: &str,
    input: &str,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string>")] rules: JsValue,
    scope: usize,
    #[wasm_bindgen(unchecked_param_type = "[number, number] | null")] selected: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Edit | null")] edit: JsValue,
) -> Result<JsValue, JsValue> {
    let rules = read_pairs(&rules)?;
    let selected = read_cell(&selected)?;
    let edit = read_edit(&edit)?;
    let editing = Editing { scope, selected };
    let edited = tools::now(tools::edit(game, input, &rules, &editing, edit.as_ref()))?
        .map_err(input_error)?;
    let palette = &boardlab::registry::game_or_error(game)
        .map_err(input_error)?
        .palette;
    EDITED.with(|board| {
        *board.borrow_mut() = Some(EditedBoard {
            frame: edited.board.frame.clone(),
            palette,
        })
    });
    Ok(to_js(&edited))
}

/// The board of the last `editBoard` call, which `paintEdited` paints: the board editor shows
/// one board at a time, and its cursor moves repaint it without reading the input again.
struct EditedBoard {
    frame: boardlab::timeline::Frame,
    palette: &'static boardlab::timeline::Palette,
}

thread_local! {
    static EDITED: RefCell<Option<EditedBoard>> = const { RefCell::new(None) };
}

/// Paints the board of the last `editBoard` call on `canvas` as `view` says; where the board
/// is, or `null` before any board.
#[wasm_bindgen(js_name = paintEdited, unchecked_return_type = "Json<BoardPlace | null>")]
pub fn paint_edited(
    canvas: &OffscreenCanvas,
    #[wasm_bindgen(unchecked_param_type = "BoardView")] view: JsValue,
) -> Result<String, JsValue> {
    let view = canvas::read_view(&view)?;
    EDITED.with(|board| {
        let board = board.borrow();
        let Some(board) = board.as_ref() else {
            return to_json(&None::<()>);
        };
        let size = (view.width, view.height);
        let cell = figure::Scene::fitting_cell(&board.frame, size) * view.zoom();
        let scene = figure::Scene::for_screen(&board.frame, board.palette, cell);
        let overlay = Overlay::new(Vec::new(), view.marks.clone());
        let painted = canvas::paint_board(canvas, (&scene, None), &overlay, &view, board.palette)?;
        to_json(&painted)
    })
}

/// Diagnostics: how many board backdrops the screen has painted since the module started and
/// how many it keeps, how many bands of pinned labels it has painted, how many canvases were
/// made for them all and how many blank ones are ready (the worker's `$memory` reports them;
/// tests check that what `warm` readied, or a step that looks the same, is not painted again,
/// and that a new look is painted on a canvas readied for it).
#[wasm_bindgen(js_name = screenBackdrops, unchecked_return_type = "[number, number, number, number, number]")]
pub fn screen_backdrops() -> JsValue {
    to_js(&backdrop::counts())
}

/// Looks up the fonts of the boards' texts before the first paint needs them (the worker calls
/// it once the module has started): the digits and the symbols of the games' legends, which a
/// font may lack and the browser then searches the system for, 30–60 ms each
/// (`canvas::ready_fonts`).
#[wasm_bindgen(js_name = readyFonts)]
pub fn ready_fonts() -> Result<(), JsValue> {
    let mut text = String::from("0123456789");
    for game in boardlab::games() {
        let palette = &game.palette;
        for style in [palette.cells, palette.tokens, palette.marks].concat() {
            text.push_str(style.glyph);
        }
    }
    canvas::ready_fonts(&text)
}

#[wasm_bindgen(js_name = Session)]
pub struct JsSession {
    inner: Session,
    /// The last trace checked, whose state `paint` draws over the board when asked.
    report: Option<boardlab::TraceReport>,
    /// The steps `warm` readies the screen for, in order (made at its first call for a view).
    warm_steps: Vec<usize>,
}

#[wasm_bindgen(js_class = Session)]
impl JsSession {
    /// Parses and computes. `input` is a string or, faster for large inputs, its UTF-8 bytes
    /// (a string crosses into wasm one character at a time, bytes in one copy); `progress`, if
    /// given, is called with a short text now and then during long searches.
    pub fn parse(
        game: &str,
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] input: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Record<string, string> | undefined")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "((text: string) => void) | undefined")]
        progress: Option<js_sys::Function>,
    ) -> Result<JsSession, JsValue> {
        let rules = read_pairs(&rules)?;
        let bytes = text_bytes(input)?;
        let input = boardlab::text::decode(&bytes).map_err(input_error)?;
        let mut report = reporter(progress);
        boardlab::parse_with_progress(game, input, &rules, &mut Progress::to(&mut report))
            .map(|inner| JsSession {
                inner,
                report: None,
                warm_steps: Vec::new(),
            })
            .map_err(input_error)
    }

    /// The judge output, the timeline and the rule option values the input seems meant for.
    #[wasm_bindgen(unchecked_return_type = "RunSummary")]
    pub fn summary(&self) -> JsValue {
        to_js(&self.inner.summary())
    }

    /// The timeline's length, markers and variation (again, in the language set).
    #[wasm_bindgen(unchecked_return_type = "Timeline")]
    pub fn timeline(&self) -> JsValue {
        to_js(&self.inner.timeline())
    }

    /// Rule option values the input seems meant for although it is valid as run (again, in the
    /// language set).
    #[wasm_bindgen(unchecked_return_type = "Suggestion[]")]
    pub fn suggestions(&self) -> JsValue {
        to_js(&self.inner.suggestions())
    }

    /// Step `index` (clamped) as the page shows it (src/session/view.rs).
    #[wasm_bindgen(unchecked_return_type = "Json<StepView>")]
    pub fn view(&mut self, index: usize) -> Result<String, JsValue> {
        to_json(&self.inner.view(index))
    }

    /// What each cell of step `index` holds (the cell tip's details).
    #[wasm_bindgen(unchecked_return_type = "Json<BoardNotes>")]
    pub fn notes(&mut self, index: usize) -> Result<String, JsValue> {
        to_json(&self.inner.notes(index))
    }

    /// Every legal move at step `index`, where its view left them out (`moveCount` is large).
    #[wasm_bindgen(unchecked_return_type = "Json<MoveOption[]>")]
    pub fn moves(&mut self, index: usize) -> Result<String, JsValue> {
        to_json(&self.inner.moves(index))
    }

    /// Step `index`'s text picture of the board.
    pub fn text(&mut self, index: usize) -> String {
        self.inner.text(index)
    }

    /// Step `index` as a self-contained SVG figure in the light or dark theme; `title` and
    /// `caption` as `figure` takes them.
    pub fn svg(
        &mut self,
        index: usize,
        dark: bool,
        title: Option<String>,
        caption: Option<String>,
    ) -> Result<String, JsValue> {
        tools::now(tools::svg(&mut self.inner, index, dark, title, caption))
    }

    /// Paints step `index` (clamped) on `canvas` as `view` says: fitted, zoomed and panned,
    /// tweened from `view.from`, with the page's marks and, with `view.checkpoints`, your
    /// program's state from the last `checkTrace` over it. Returns where the board is.
    #[wasm_bindgen(unchecked_return_type = "Json<BoardPlace>")]
    pub fn paint(
        &mut self,
        canvas: &OffscreenCanvas,
        index: usize,
        #[wasm_bindgen(unchecked_param_type = "BoardView")] view: JsValue,
    ) -> Result<String, JsValue> {
        let view = canvas::read_view(&view)?;
        let index = index.min(self.inner.step_count().saturating_sub(1));
        let from = view.from.filter(|_| view.t < 1.0);
        let size = (view.width, view.height);
        let (scene, before) = self.inner.board_scenes(index, from, size, view.zoom());
        let here = match self.report.as_ref().filter(|_| view.checkpoints) {
            Some(report) => self.inner.checkpoints_at(report, index),
            None => Vec::new(),
        };
        let overlay = Overlay::new(here, view.marks.clone());
        let palette = &self.inner.game.palette;
        let scenes = (&scene, before.as_ref());
        to_json(&canvas::paint_board(
            canvas, scenes, &overlay, &view, palette,
        )?)
    }

    /// Readies the screen for seeks, while the page is idle: paints what a seek to one of a few
    /// steps keeps (`canvas::warm`: slice `nth` paints step `nth / 2`'s backdrop, the next its
    /// token pictures) as `view` shows it, without painting `canvas`. Those steps are the slider's
    /// markers (each game's first step, where a board may change), then steps spread over the
    /// timeline; past them (or once the backdrops kept are full), a blank canvas is made for the
    /// backdrops of looks not readied (the next input's, say). False once there is nothing more to
    /// ready.
    pub fn warm(
        &mut self,
        canvas: &OffscreenCanvas,
        nth: usize,
        #[wasm_bindgen(unchecked_param_type = "BoardView")] view: JsValue,
    ) -> Result<bool, JsValue> {
        if nth == 0 {
            self.warm_steps = self.steps_to_warm();
            backdrop::new_round();
        }
        let view = canvas::read_view(&view)?;
        // Two slices a step: its backdrop, then its pictures.
        let part = [WarmPart::Backdrop, WarmPart::Pictures][nth % 2];
        if let Some(&index) = self.warm_steps.get(nth / 2) {
            let size = (view.width, view.height);
            let (scene, _) = self.inner.board_scenes(index, None, size, view.zoom());
            if canvas::warm(&context::context(canvas)?, &scene, &view, part)? {
                return Ok(true);
            }
            self.warm_steps.truncate(nth / 2);
        }
        backdrop::ready_spare(canvas::screen_size(&view))
    }

    /// The steps `warm` readies, in order: at most [`WARMED_STEPS`] of the markers, then as many
    /// spread over the timeline, each new one halving the gaps the ones before left (0, ½, ¼, ¾
    /// … of it), so that the first few cover it all coarsely.
    fn steps_to_warm(&self) -> Vec<usize> {
        let mut markers: Vec<usize> = self.inner.markers().iter().map(|m| m.step).collect();
        markers.dedup();
        let every = markers.len().div_ceil(WARMED_STEPS).max(1);
        let count = self.inner.step_count() as u64;
        let spread = (0..WARMED_STEPS as u32)
            .map(|nth| ((nth.reverse_bits() as u64 * count) >> 32) as usize);
        markers.into_iter().step_by(every).chain(spread).collect()
    }

    /// The size in figure units of step `index`'s figure with `title` and `caption` (as
    /// `figureImage` takes them): the frames of an animation share the largest.
    #[wasm_bindgen(js_name = figureSize, unchecked_return_type = "[number, number]")]
    pub fn figure_size(
        &mut self,
        index: usize,
        title: Option<String>,
        caption: Option<String>,
    ) -> Result<JsValue, JsValue> {
        Ok(to_js(&tools::now(tools::figure_size(
            &mut self.inner,
            index,
            title,
            caption,
        ))?))
    }

    /// Step `index`'s figure for an export, painted: the board, title and caption on the
    /// panel colour, `scale` pixels per figure unit, on a page at least `width` × `height`
    /// figure units. `title` and `caption` replace the step's own, `null` keeps it, `""`
    /// leaves it out.
    #[wasm_bindgen(js_name = figureImage)]
    #[allow(clippy::too_many_arguments)]
    pub fn figure_image(
        &mut self,
        index: usize,
        title: Option<String>,
        caption: Option<String>,
        dark: bool,
        scale: f32,
        width: f32,
        height: f32,
    ) -> Result<web_sys::ImageData, JsValue> {
        tools::now(tools::figure_image(
            &mut self.inner,
            index,
            title,
            caption,
            dark,
            scale,
            width,
            height,
        ))?
    }

    /// Steps `from` to `to` as typed in the export fields (counted from 1), checked by the
    /// rule of `boardlab render`: `[first, last]` counted from 0.
    #[wasm_bindgen(js_name = frameRange, unchecked_return_type = "[number, number]")]
    pub fn frame_range(&self, from: &str, to: &str) -> Result<JsValue, JsValue> {
        let names = [msg!("figure-range-first"), msg!("figure-range-last")].map(Into::into);
        let (first, last) =
            figure::frame_range((from, to), self.inner.step_count(), names).map_err(refused)?;
        Ok(to_js(&(first - 1, last - 1)))
    }

    /// Whether step `index` shows everything; if not, `prepare` computes the rest.
    #[wasm_bindgen(js_name = isComplete)]
    pub fn is_complete(&self, index: usize) -> bool {
        self.inner.is_complete(index)
    }

    /// One slice (a few milliseconds) of the analysis still missing, step `focus`'s first;
    /// whether any is left.
    pub fn prepare(&mut self, focus: usize) -> bool {
        self.inner.prepare(focus)
    }

    /// `candidate` judged against our output.
    #[wasm_bindgen(unchecked_return_type = "Verdict")]
    pub fn judge(&self, candidate: &str) -> JsValue {
        to_js(&self.inner.judge(candidate))
    }

    /// Checks a program's trace (its standard error; bytes that are not UTF-8 read as U+FFFD)
    /// against the judge's game, and its output when given, and places where the program
    /// stopped when given how it ended (see src/session/trace.rs). Steps are 0-based.
    #[wasm_bindgen(js_name = checkTrace, unchecked_return_type = "TraceReport")]
    pub fn check_trace(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] trace: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array | null")] output: JsValue,
        #[wasm_bindgen(unchecked_param_type = "ProgramExit | null")] exit: JsValue,
    ) -> Result<JsValue, JsValue> {
        let trace = text_bytes(trace)?;
        let trace = String::from_utf8_lossy(&trace);
        let output = match output.is_null() || output.is_undefined() {
            true => None,
            false => Some(text_bytes(output)?),
        };
        let output = output.as_deref().map(String::from_utf8_lossy);
        let exit: Option<ProgramExit> = serde_wasm_bindgen::from_value(exit)
            .map_err(|e| JsValue::from_str(&format!("not a program's exit: {e}")))?;
        let report = tools::now(tools::check_trace(
            &mut self.inner,
            &trace,
            output.as_deref(),
            exit,
        ))?;
        let shown = to_js(&report);
        self.report = Some(report);
        Ok(shown)
    }

    /// The step that printed output line `line` (0-based).
    #[wasm_bindgen(js_name = stepOfOutputLine)]
    pub fn step_of_output_line(&mut self, line: usize) -> Option<usize> {
        self.inner.step_of_output_line(line)
    }

    /// Plays move `id` at step `index` (see src/session/explore.rs): the new timeline, the view of
    /// the move's first step and the engine's feedback.
    #[wasm_bindgen(unchecked_return_type = "Json<Branch>")]
    pub fn play(
        &mut self,
        index: usize,
        id: &str,
        #[wasm_bindgen(unchecked_param_type = "((text: string) => void) | undefined")]
        progress: Option<js_sys::Function>,
    ) -> Result<String, JsValue> {
        let mut report = reporter(progress);
        let mut progress = Progress::to(&mut report);
        let branch =
            tools::now(tools::play(&mut self.inner, index, id, &mut progress))?.map_err(refused)?;
        to_json(&branch)
    }

    /// Plays a permalink's moves from main-line step `base`.
    #[wasm_bindgen(js_name = restoreVariation, unchecked_return_type = "Json<Branch>")]
    pub fn restore_variation(
        &mut self,
        base: usize,
        moves: Vec<String>,
    ) -> Result<String, JsValue> {
        let branch = tools::now(tools::restore_variation(&mut self.inner, base, &moves))?
            .map_err(refused)?;
        to_json(&branch)
    }

    /// Drops the variation: the main line again, from the step it branched at.
    #[wasm_bindgen(js_name = backToMainLine, unchecked_return_type = "Json<Branch>")]
    pub fn back_to_main_line(&mut self) -> Result<String, JsValue> {
        to_json(&self.inner.back_to_main_line())
    }

    /// The position at step `index` as a judge-format input; `undefined` where nobody decides.
    #[wasm_bindgen(js_name = inputAt)]
    pub fn input_at(&mut self, index: usize) -> Result<Option<String>, JsValue> {
        self.inner.input_at(index).transpose().map_err(refused)
    }
}

/// A progress listener calling `callback` (if any) with each text.
fn reporter(callback: Option<js_sys::Function>) -> impl FnMut(&str) {
    move |message: &str| {
        if let Some(callback) = &callback {
            // A progress callback that throws must not stop the engine: its error is dropped.
            let _ = callback.call1(&JsValue::NULL, &JsValue::from_str(message));
        }
    }
}

/// A text given as a string or, faster for large texts, as its UTF-8 bytes in a `Uint8Array`
/// (a string crosses into wasm one character at a time, bytes in one copy).
fn text_bytes(value: JsValue) -> Result<Vec<u8>, JsValue> {
    match value.as_string() {
        Some(text) => Ok(text.into_bytes()),
        None if value.is_instance_of::<js_sys::Uint8Array>() => {
            Ok(js_sys::Uint8Array::from(value).to_vec())
        }
        None => Err(input_error(InputError::general(msg!("error-not-text")))),
    }
}

// The editor's arguments are read field by field: a serde deserializer for them would add some
// 15 KB to every game's module.

/// A cell `[row, col]`, or `None` for `null` / `undefined`.
fn read_cell(value: &JsValue) -> Result<Option<(u16, u16)>, JsValue> {
    if value.is_null() || value.is_undefined() {
        return Ok(None);
    }
    let pair = value
        .dyn_ref::<js_sys::Array>()
        .ok_or_else(|| bad_request("[row, col]"))?;
    Ok(Some((read_u16(&pair.get(0))?, read_u16(&pair.get(1))?)))
}

/// An [`Edit`] as the page sends it, or `None` for `null` / `undefined`.
fn read_edit(value: &JsValue) -> Result<Option<Edit>, JsValue> {
    if value.is_null() || value.is_undefined() {
        return Ok(None);
    }
    let field = |name: &str| {
        js_sys::Reflect::get(value, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
    };
    match field("type").as_string().as_deref() {
        Some("cell") => Ok(Some(Edit::Cell {
            layer: read_u16(&field("layer"))?.into(),
            row: read_u16(&field("row"))?,
            col: read_u16(&field("col"))?,
            kind: u8::try_from(read_u16(&field("kind"))?).map_err(|_| bad_request("kind"))?,
        })),
        Some("field") => Ok(Some(Edit::Field {
            name: field("name")
                .as_string()
                .ok_or_else(|| bad_request("name"))?,
            value: field("value")
                .as_f64()
                .filter(|v| v.fract() == 0.0 && v.abs() < 1e15)
                .ok_or_else(|| bad_request("value"))? as i64,
        })),
        _ => Err(bad_request("type")),
    }
}

fn read_u16(value: &JsValue) -> Result<u16, JsValue> {
    value
        .as_f64()
        .filter(|v| v.fract() == 0.0 && (0.0..=f64::from(u16::MAX)).contains(v))
        .map(|v| v as u16)
        .ok_or_else(|| bad_request("a whole number 0..65535"))
}

/// The input error for an argument without the declared shape; `what` says what was expected.
fn bad_request(what: &str) -> JsValue {
    input_error(InputError::general(msg!(
        "error-bad-request",
        detail = what
    )))
}

/// Reads `{ name: value }` (rule options, generator parameters) into pairs; anything but
/// strings is an error.
fn read_pairs(object: &JsValue) -> Result<Vec<(String, String)>, JsValue> {
    if object.is_undefined() || object.is_null() {
        return Ok(Vec::new());
    }
    let entries = js_sys::Object::entries(&js_sys::Object::from(object.clone()));
    entries
        .iter()
        .map(|entry| {
            let pair = js_sys::Array::from(&entry);
            match (pair.get(0).as_string(), pair.get(1).as_string()) {
                (Some(name), Some(value)) => Ok((name, value)),
                _ => Err(input_error(InputError::general(msg!(
                    "error-pairs-not-strings"
                )))),
            }
        })
        .collect()
}

/// An animated GIF built from frames the page paints (see src/session/figure/gif.rs).
#[wasm_bindgen(js_name = GifAnimation)]
pub struct JsGifAnimation {
    inner: Option<Animation>,
}

#[wasm_bindgen(js_class = GifAnimation)]
impl JsGifAnimation {
    #[wasm_bindgen(constructor)]
    pub fn new(width: u16, height: u16, delay_ms: u32) -> Result<JsGifAnimation, JsValue> {
        let inner = Animation::new(width, height, delay_ms).map_err(failure)?;
        Ok(JsGifAnimation { inner: Some(inner) })
    }

    /// Adds a frame of RGBA pixels (an `ImageData`'s `data`).
    #[wasm_bindgen(js_name = addFrame)]
    pub fn add_frame(&mut self, rgba: &[u8]) -> Result<(), JsValue> {
        let animation = self.inner.as_mut().ok_or_else(finished)?;
        tools::now(tools::gif_frame(animation, rgba))?.map_err(failure)
    }

    /// Adds step `index` of `session` as a frame: its figure with `title` and `caption` (as
    /// `Session.figureImage` takes them) painted in the light or dark theme at the
    /// animation's size, one pixel per figure unit.
    #[wasm_bindgen(js_name = addStep)]
    pub fn add_step(
        &mut self,
        session: &mut JsSession,
        index: usize,
        title: Option<String>,
        caption: Option<String>,
        dark: bool,
    ) -> Result<(), JsValue> {
        let animation = self.inner.as_ref().ok_or_else(finished)?;
        let (width, height) = (animation.width() as f32, animation.height() as f32);
        let image = session.figure_image(index, title, caption, dark, 1.0, width, height)?;
        self.add_frame(&image.data())
    }

    /// The GIF file's bytes; the animation takes no frames after this.
    pub fn finish(&mut self) -> Result<Vec<u8>, JsValue> {
        tools::now(tools::gif_finish(&mut self.inner))?
            .ok_or_else(finished)?
            .map_err(failure)
    }
}

/// An encoder's error, thrown as an [`ErrorInfo`] of kind `failure`.
fn failure(message: String) -> JsValue {
    to_js(&ErrorInfo::failure(message))
}

fn finished() -> JsValue {
    failure("this animation is finished".to_string())
}

/// Has the module's messages formatted by `format(lang, id, args)`, the worker's Fluent
/// (www/i18n/engine-messages.js): `args` alternates each argument's name and its value, a number
/// or text (a nested message comes rendered); it returns the text, or `undefined` where the
/// catalogs of `lang` lack message `id` (then English is asked, then the id is shown). The
/// module's own Fluent was a fifth of it, and the page loads the JavaScript one anyway.
#[wasm_bindgen(js_name = setMessageFormatter)]
pub fn set_message_formatter(format: js_sys::Function) {
    i18n::set_renderer(Box::new(move |lang, id, args| {
        let list = js_sys::Array::new();
        for (name, value) in args {
            list.push(&JsValue::from_str(name));
            list.push(&match value {
                i18n::Value::Int(number) => JsValue::from_f64(*number as f64),
                i18n::Value::Text(text) => JsValue::from_str(text),
            });
        }
        let (lang, id) = (JsValue::from_str(lang.code()), JsValue::from_str(id));
        format
            .call3(&JsValue::NULL, &lang, &id, &list)
            .ok()?
            .as_string()
    }));
}

/// The English catalogs compiled in (the shared one, then the game's), for the formatter to read
/// (`setMessageFormatter`); another language's are fetched when the page picks it.
#[wasm_bindgen(js_name = englishCatalogs)]
pub fn english_catalogs() -> Vec<String> {
    (i18n::catalog_sources().into_iter())
        .filter(|source| source.lang == Lang::En)
        .map(|source| source.text.to_string())
        .collect()
}
