//! Progress of long computations, and the work budget that keeps them bounded.

use crate::clock;
use crate::i18n::Message;

/// Reports progress of long computations (searches) to whoever listens, at most about every
/// 100 ms, and enforces a work budget so out-of-spec input cannot run forever.
pub struct Progress<'a> {
    listener: Option<&'a mut dyn FnMut(&str)>,
    calls: u64,
    last_report_ms: f64,
}

/// How many ticks pass between clock readings (reading the clock is slow in the browser).
const PROGRESS_CHECK_EVERY: u64 = 1 << 12;
const PROGRESS_INTERVAL_MS: f64 = 100.0;

impl<'a> Progress<'a> {
    /// Nobody listens.
    pub fn silent() -> Self {
        Progress {
            listener: None,
            calls: 0,
            last_report_ms: clock::now_ms(),
        }
    }

    pub fn to(listener: &'a mut dyn FnMut(&str)) -> Self {
        Progress {
            listener: Some(listener),
            ..Progress::silent()
        }
    }

    /// Call often (e.g. once per search node); `describe` (e.g. "test 3: 120000 nodes") is only
    /// evaluated when a report is due, and the listener gets it in the thread's language.
    pub fn tick(&mut self, describe: impl FnOnce() -> Message) {
        self.calls += 1;
        if !self.calls.is_multiple_of(PROGRESS_CHECK_EVERY) {
            return;
        }
        let now = clock::now_ms();
        if now - self.last_report_ms >= PROGRESS_INTERVAL_MS {
            self.last_report_ms = now;
            if let Some(listener) = self.listener.as_mut() {
                listener(&describe().to_string());
            }
        }
    }
}
