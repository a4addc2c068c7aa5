//! The WebAssembly surface: the game registry and sessions as plain JS values. Everything here is
//! a thin translation; the engines know nothing of the browser.

use crate::explore::{Edit, Editing};
use crate::figure::{self, gif::Animation, FigureText, Scene, Theme};
use crate::i18n::{self, Lang, Message};
use crate::msg;
use crate::timeline::Step;
use crate::{InputError, Progress, Session};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// Plain objects and arrays (maps as objects, `None` as `null`), ready for `postMessage`.
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .unwrap_or_else(|e| JsValue::from_str(&e.to_string()))
}

/// An input error as a JS `Error` carrying `line`, `col`, `detail` (the bare message) and,
/// when the input reads under another rule option value, `suggestion: { rule, value, message }`.
fn to_js_error(err: InputError) -> JsValue {
    let js = js_sys::Error::new(&err.to_string());
    let set = |key: &str, value: JsValue| {
        js_sys::Reflect::set(&js, &JsValue::from_str(key), &value)
            .expect("a fresh Error object takes any property");
    };
    set("line", JsValue::from(err.line as u32));
    set("col", JsValue::from(err.col as u32));
    set("detail", JsValue::from_str(&err.message.to_string()));
    if let Some(suggestion) = &err.suggestion {
        set("suggestion", to_js(suggestion));
    }
    js.into()
}

/// An engine message as a JS `Error`, in the language set.
fn message_error(message: Message) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

/// Sets the language of every text the module gives from now on (`en`, `zh-CN` or `fa`):
/// steps, errors, feedback, the games' texts. An unknown tag is an error.
#[wasm_bindgen(js_name = setLanguage)]
pub fn set_language(code: &str) -> Result<(), JsValue> {
    let lang = Lang::from_code(code).ok_or_else(|| {
        to_js_error(InputError::general(msg!(
            "error-unknown-language",
            code = code
        )))
    })?;
    i18n::set_language(lang);
    Ok(())
}

/// Every game: id, title, source, about, samples (`name` and `label`, the name shown), rule
/// options, palette and generator parameters (`params: [{ name, help, default, min, max }]`),
/// in the language set.
#[wasm_bindgen(js_name = games)]
pub fn games() -> JsValue {
    let shown: Vec<_> = crate::games().iter().map(|game| game.shown()).collect();
    to_js(&shown)
}

/// A valid input for `game` (the text `boardlab gen` prints): `seed` is a decimal integer
/// 0..2^64−1 as a string, `params` `{ name: "value" }` generator parameters, `rules`
/// `{ name: value }` rule options (ludo's `part` selects the format); either may be undefined.
#[wasm_bindgen]
pub fn generate(
    game: &str,
    seed: &str,
    params: JsValue,
    rules: JsValue,
) -> Result<String, JsValue> {
    let seed: u64 = seed.parse().map_err(|_| {
        to_js_error(InputError::general(msg!(
            "error-seed",
            max = u64::MAX.to_string(),
            found = crate::text::quote(seed)
        )))
    })?;
    let params = read_pairs(&params)?;
    let rules = read_pairs(&rules)?;
    crate::generate(game, seed, &params, &rules).map_err(to_js_error)
}

#[wasm_bindgen(js_name = Session)]
pub struct JsSession {
    inner: Session,
}

#[wasm_bindgen(js_class = Session)]
impl JsSession {
    /// Parses and computes. `input` is a string or, faster for large inputs, its UTF-8 bytes
    /// in a `Uint8Array` (a string crosses into wasm one character at a time, bytes in one
    /// copy). `rules` is an object `{ name: value }` (or undefined); `progress`, if given, is
    /// called with a short text now and then during long searches.
    pub fn parse(
        game: &str,
        input: JsValue,
        rules: JsValue,
        progress: Option<js_sys::Function>,
    ) -> Result<JsSession, JsValue> {
        let rules = read_pairs(&rules)?;
        let bytes = text_bytes(input, "the input")?;
        let input = crate::text::decode(&bytes).map_err(to_js_error)?;
        let mut report = |message: &str| {
            if let Some(callback) = &progress {
                // A progress callback that throws must not stop the engine: its error is dropped.
                let _ = callback.call1(&JsValue::NULL, &JsValue::from_str(message));
            }
        };
        let mut progress = Progress::to(&mut report);
        crate::parse_with_progress(game, input, &rules, &mut progress)
            .map(|inner| JsSession { inner })
            .map_err(to_js_error)
    }

    pub fn output(&self) -> String {
        self.inner.output().to_string()
    }

    #[wasm_bindgen(js_name = stepCount)]
    pub fn step_count(&self) -> usize {
        self.inner.step_count()
    }

    /// Step `index` as `{ title, events, outputLines, frame, text, scene }`: `scene` is how
    /// the step looks (src/figure), which the page's painter draws. Every name sent to JS is
    /// camelCase (`#[serde(rename_all = "camelCase")]` on each type; www/types.js describes them).
    pub fn step(&mut self, index: usize) -> JsValue {
        // The step's fields and its scene (serde's `flatten` would cost the module ~10 KB).
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Shown<'a> {
            title: &'a Message,
            events: &'a [Message],
            output_lines: (usize, usize),
            frame: &'a crate::timeline::Frame,
            text: &'a str,
            scene: Scene,
        }
        let step = self.inner.step(index);
        let scene = self.scene_of(&step, index);
        to_js(&Shown {
            title: &step.title,
            events: &step.events,
            output_lines: step.output_lines,
            frame: &step.frame,
            text: &step.text,
            scene,
        })
    }

    /// Step `index` as a self-contained SVG figure in the light or dark theme; `title` and
    /// `caption` as `figure` takes them.
    pub fn svg(
        &mut self,
        index: usize,
        dark: bool,
        title: Option<String>,
        caption: Option<String>,
    ) -> String {
        let step = self.inner.step(index);
        let scene = self.figure_of(&step, index, &FigureText { title, caption });
        let theme = if dark { Theme::Dark } else { Theme::Light };
        let title = self.inner.game.shown_title();
        let description = format!("{title}: {}", scene.text_content());
        figure::svg::write(&scene, theme, 1.0, &description)
    }

    /// Step `index`'s figure (a scene with its title and caption) for an export: `title` and
    /// `caption` replace the step's own, `null` keeps it, `""` leaves it out.
    pub fn figure(
        &mut self,
        index: usize,
        title: Option<String>,
        caption: Option<String>,
    ) -> JsValue {
        let step = self.inner.step(index);
        to_js(&self.figure_of(&step, index, &FigureText { title, caption }))
    }

    /// Steps `from` to `to` as typed in the export fields (counted from 1), checked by the
    /// rule of `boardlab render`: `[first, last]` counted from 0, or an error saying what is
    /// wrong.
    #[wasm_bindgen(js_name = frameRange)]
    pub fn frame_range(&self, from: &str, to: &str) -> Result<Vec<usize>, JsValue> {
        let names = [msg!("figure-range-first"), msg!("figure-range-last")].map(Into::into);
        let (first, last) = figure::frame_range((from, to), self.inner.step_count(), names)
            .map_err(message_error)?;
        Ok(vec![first - 1, last - 1])
    }

    fn scene_of(&self, step: &Step, index: usize) -> Scene {
        self.figure_of(step, index, &FigureText::default())
    }

    fn figure_of(&self, step: &Step, index: usize, text: &FigureText) -> Scene {
        let count = self.inner.step_count();
        let number = index.min(count.saturating_sub(1)) + 1;
        Scene::of_step(step, &self.inner.game.palette, number, count, text)
    }

    pub fn markers(&self) -> JsValue {
        to_js(&self.inner.markers())
    }

    /// `[{ rule, value, message }]`: rule option values the input seems meant for although it
    /// is valid as run (empty for most inputs). The page offers them; it never switches alone.
    pub fn suggestions(&self) -> JsValue {
        to_js(&self.inner.suggestions())
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

    /// `{ accepted, difference: { line, reference, candidate } | null, explanation }`: the
    /// reference is our output.
    pub fn judge(&self, candidate: &str) -> JsValue {
        to_js(&self.inner.judge(candidate))
    }

    /// Checks a program's trace (its standard error: a string or UTF-8 bytes; bytes that are not
    /// UTF-8 are read as U+FFFD) against the judge's game, and its output when given (see
    /// src/trace): `{ checkpoints: [{ line, name, step, offTimeline, unplaced, compared,
    /// differences: [{ field, yours, judge, line, col, cells, ghost: { row, col, kind, label } |
    /// null }], differencesLeftOut, drawings: [{ type: 'mark' | 'arrow' | 'text', … }] }],
    /// firstDifference, lastAgreement, judgeSteps: [{ step, title, events }],
    /// judgeStepsLeftOut, errors: [{ line, col, message }], errorsLeftOut, output: { verdict,
    /// step } | null }`. Steps are 0-based; `firstDifference` and `lastAgreement` index
    /// `checkpoints`.
    #[wasm_bindgen(js_name = checkTrace)]
    pub fn check_trace(
        &mut self,
        trace: JsValue,
        output: Option<String>,
    ) -> Result<JsValue, JsValue> {
        let trace = text_bytes(trace, "the trace")?;
        let trace = String::from_utf8_lossy(&trace);
        Ok(to_js(&self.inner.check_trace(&trace, output.as_deref())))
    }

    #[wasm_bindgen(js_name = stepOfOutputLine)]
    pub fn step_of_output_line(&mut self, line: usize) -> Option<usize> {
        self.inner.step_of_output_line(line)
    }

    /// `{ toMove, moves: [{ id, label, cells: [[row, col], …] }] }` at step `index`, or `null`
    /// where nobody decides.
    pub fn decision(&mut self, index: usize) -> JsValue {
        to_js(&self.inner.decision(index))
    }

    /// Plays move `id` at step `index` (see src/explore.rs): `{ firstStep, stepCount, feedback }`.
    pub fn play(
        &mut self,
        index: usize,
        id: &str,
        progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let mut report = |message: &str| {
            if let Some(callback) = &progress {
                // A progress callback that throws must not stop the engine: its error is dropped.
                let _ = callback.call1(&JsValue::NULL, &JsValue::from_str(message));
            }
        };
        self.inner
            .play(index, id, &mut Progress::to(&mut report))
            .map(|outcome| to_js(&outcome))
            .map_err(message_error)
    }

    /// Plays a permalink's moves from main-line step `base`.
    #[wasm_bindgen(js_name = restoreVariation)]
    pub fn restore_variation(&mut self, base: usize, moves: Vec<String>) -> Result<(), JsValue> {
        self.inner
            .restore_variation(base, &moves)
            .map_err(message_error)
    }

    #[wasm_bindgen(js_name = backToMainLine)]
    pub fn back_to_main_line(&mut self) {
        self.inner.back_to_main_line();
    }

    /// `{ base, moves }` of the variation shown, or `null`.
    pub fn variation(&self) -> JsValue {
        to_js(&self.inner.variation())
    }

    /// The position at step `index` as a judge-format input; `null` where nobody decides.
    #[wasm_bindgen(js_name = inputAt)]
    pub fn input_at(&mut self, index: usize) -> Result<Option<String>, JsValue> {
        self.inner
            .input_at(index)
            .transpose()
            .map_err(message_error)
    }
}

/// Checks `input` against every rule of the statement without solving it (`boardlab
/// validate`): resolves for a valid input, else rejects with the located error a run would give.
#[wasm_bindgen]
pub fn validate(game: &str, input: &str, rules: JsValue) -> Result<(), JsValue> {
    let rules = read_pairs(&rules)?;
    crate::validate(game, input, &rules).map_err(to_js_error)
}

/// What the board editor works on: test `scope` (0-based) and the selected cell, if any.
fn editing(scope: usize, row: Option<u16>, col: Option<u16>) -> Editing {
    Editing {
        scope,
        selected: row.zip(col),
    }
}

/// The board of `input` for `game`'s editor: `{ frame, scene, scopes, layers, fields }`.
#[wasm_bindgen(js_name = editorBoard)]
pub fn editor_board(
    game: &str,
    input: &str,
    rules: JsValue,
    scope: usize,
    row: Option<u16>,
    col: Option<u16>,
) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Shown {
        frame: crate::timeline::Frame,
        scopes: Vec<Message>,
        layers: Vec<crate::explore::Layer>,
        fields: Vec<crate::explore::Field>,
        scene: Scene,
    }
    let rules = read_pairs(&rules)?;
    let board = crate::explore::editor_board(game, input, &rules, &editing(scope, row, col))
        .map_err(to_js_error)?;
    let palette = &crate::find_game(game).expect("the editor read it").palette;
    let scene = Scene::new(&board.frame, palette, "");
    Ok(to_js(&Shown {
        frame: board.frame,
        scopes: board.scopes,
        layers: board.layers,
        fields: board.fields,
        scene,
    }))
}

/// `input` with cell (row, col) of editor layer `layer` set to kind `kind`.
#[wasm_bindgen(js_name = editCell)]
#[allow(clippy::too_many_arguments)]
pub fn edit_cell(
    game: &str,
    input: &str,
    rules: JsValue,
    scope: usize,
    layer: usize,
    row: u16,
    col: u16,
    kind: u8,
) -> Result<String, JsValue> {
    let rules = read_pairs(&rules)?;
    let edit = Edit::Cell {
        layer,
        row,
        col,
        kind,
    };
    crate::explore::edit_board(game, input, &rules, &editing(scope, None, None), &edit)
        .map_err(to_js_error)
}

/// `input` with editor field `name` (of the board, or of the piece on the selected cell) set.
#[wasm_bindgen(js_name = editField)]
#[allow(clippy::too_many_arguments)]
pub fn edit_field(
    game: &str,
    input: &str,
    rules: JsValue,
    scope: usize,
    row: Option<u16>,
    col: Option<u16>,
    name: &str,
    value: f64,
) -> Result<String, JsValue> {
    let rules = read_pairs(&rules)?;
    let edit = Edit::Field {
        name: name.to_string(),
        value: value as i64,
    };
    crate::explore::edit_board(game, input, &rules, &editing(scope, row, col), &edit)
        .map_err(to_js_error)
}

/// A text given as a string or, faster for large texts, as its UTF-8 bytes in a `Uint8Array`
/// (a string crosses into wasm one character at a time, bytes in one copy); `what` names it in
/// the error.
fn text_bytes(value: JsValue, what: &str) -> Result<Vec<u8>, JsValue> {
    match value.as_string() {
        Some(text) => Ok(text.into_bytes()),
        None if value.is_instance_of::<js_sys::Uint8Array>() => {
            Ok(js_sys::Uint8Array::from(value).to_vec())
        }
        None => {
            Err(js_sys::TypeError::new(&format!("{what} must be a string or a Uint8Array")).into())
        }
    }
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
                _ => Err(to_js_error(InputError::general(msg!(
                    "error-pairs-not-strings"
                )))),
            }
        })
        .collect()
}

/// An animated GIF built from frames the page paints (see src/figure/gif.rs).
#[wasm_bindgen(js_name = GifAnimation)]
pub struct JsGifAnimation {
    inner: Option<Animation>,
}

#[wasm_bindgen(js_class = GifAnimation)]
impl JsGifAnimation {
    #[wasm_bindgen(constructor)]
    pub fn new(width: u16, height: u16, delay_ms: u32) -> Result<JsGifAnimation, JsValue> {
        let inner = Animation::new(width, height, delay_ms).map_err(|e| js_sys::Error::new(&e))?;
        Ok(JsGifAnimation { inner: Some(inner) })
    }

    /// Adds a frame of RGBA pixels (an `ImageData`'s `data`).
    #[wasm_bindgen(js_name = addFrame)]
    pub fn add_frame(&mut self, rgba: &[u8]) -> Result<(), JsValue> {
        let animation = self.inner.as_mut().ok_or_else(finished)?;
        animation
            .add_frame(rgba)
            .map_err(|e| js_sys::Error::new(&e).into())
    }

    /// The GIF file's bytes; the animation takes no frames after this.
    pub fn finish(&mut self) -> Result<Vec<u8>, JsValue> {
        let animation = self.inner.take().ok_or_else(finished)?;
        animation
            .finish()
            .map_err(|e| js_sys::Error::new(&e).into())
    }
}

fn finished() -> JsValue {
    js_sys::Error::new("this animation is finished").into()
}
