//! The WebAssembly surface: the game registry and sessions as plain JS values. Everything here is
//! a thin translation; the engines know nothing of the browser.

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
        // Setting a property on a fresh Error object cannot fail.
        let _ = js_sys::Reflect::set(&js, &JsValue::from_str(key), &value);
    };
    set("line", JsValue::from(err.line as u32));
    set("col", JsValue::from(err.col as u32));
    set("detail", JsValue::from_str(&err.message));
    if let Some(suggestion) = &err.suggestion {
        set("suggestion", to_js(suggestion));
    }
    js.into()
}

/// Every game: id, title, source, about, samples, rule options and palette.
#[wasm_bindgen(js_name = games)]
pub fn games() -> JsValue {
    to_js(crate::games())
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
        let rules = read_rules(&rules)?;
        let bytes = match input.as_string() {
            Some(text) => text.into_bytes(),
            None if input.is_instance_of::<js_sys::Uint8Array>() => {
                js_sys::Uint8Array::from(input).to_vec()
            }
            None => {
                return Err(
                    js_sys::TypeError::new("the input must be a string or a Uint8Array").into(),
                )
            }
        };
        let input = crate::text::decode(&bytes).map_err(to_js_error)?;
        let mut report = |message: &str| {
            if let Some(callback) = &progress {
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

    /// Step `index` as `{ title, events, output_lines, frame, text }`.
    pub fn step(&mut self, index: usize) -> JsValue {
        to_js(&self.inner.step(index))
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

    /// `{ accepted, difference: { line, expected, got } | null, explanation }`.
    pub fn judge(&self, candidate: &str) -> JsValue {
        to_js(&self.inner.judge(candidate))
    }

    #[wasm_bindgen(js_name = stepOfOutputLine)]
    pub fn step_of_output_line(&mut self, line: usize) -> Option<usize> {
        self.inner.step_of_output_line(line)
    }
}

/// Reads `{ name: value }` into pairs; anything but strings is an error.
fn read_rules(rules: &JsValue) -> Result<Vec<(String, String)>, JsValue> {
    if rules.is_undefined() || rules.is_null() {
        return Ok(Vec::new());
    }
    let entries = js_sys::Object::entries(&js_sys::Object::from(rules.clone()));
    entries
        .iter()
        .map(|entry| {
            let pair = js_sys::Array::from(&entry);
            match (pair.get(0).as_string(), pair.get(1).as_string()) {
                (Some(name), Some(value)) => Ok((name, value)),
                _ => Err(to_js_error(InputError::general(
                    "rule options must be strings",
                ))),
            }
        })
        .collect()
}
