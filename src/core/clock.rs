//! Milliseconds from a fixed origin, for search statistics and progress pacing.
//!
//! `std::time::Instant` panics on wasm32-unknown-unknown, and this crate knows nothing of the
//! browser: there, the bindings (`src/wasm`) install the page's clock (`performance.now()`)
//! with [`use_clock`] when the module starts. Until one is installed the clock reads 0 (no
//! progress report falls due, and statistics say 0 ms).

use std::sync::OnceLock;

static SOURCE: OnceLock<fn() -> f64> = OnceLock::new();

/// Makes `now` (milliseconds from any fixed origin) the clock; only the first call counts.
pub fn use_clock(now: fn() -> f64) {
    SOURCE.get_or_init(|| now);
}

pub fn now_ms() -> f64 {
    match SOURCE.get() {
        Some(now) => now(),
        None => default_now_ms(),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn default_now_ms() -> f64 {
    use std::time::Instant;
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

#[cfg(target_arch = "wasm32")]
fn default_now_ms() -> f64 {
    0.0
}
