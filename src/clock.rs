//! Milliseconds from a fixed origin, for search statistics and progress pacing.
//! `std::time::Instant` panics on wasm32-unknown-unknown, so the browser's clock is used there.

#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `performance.now()`: monotonic and finer than a millisecond, unlike `Date.now()`. The
    /// global `performance` exists both in a page and in the Web Worker the engine runs in.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    pub fn now_ms() -> f64;
}
