//! How a contestant's program ended when it did not end normally (a nonzero status, a signal,
//! a limit), as `debug` saw it and as its links carry it to the page (`exit=`, see
//! `www/lib/permalink.js`): worded once, here, for both.

use boardlab_core::i18n::Message;
use boardlab_core::msg;
use serde::{Deserialize, Serialize};

/// A program's abnormal end. Signals are numbered as on Linux, where `debug` runs programs.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(tag = "kind", content = "value", rename_all = "camelCase")]
pub enum ProgramExit {
    /// It exited with this nonzero status.
    Status(i32),
    /// A signal killed it (a crash, or the memory or CPU limit).
    Signal(i32),
    /// It ran past the time limit, in seconds.
    Time(f64),
    /// It wrote past the output limit, in MiB.
    Output(u64),
}

impl ProgramExit {
    /// How it ended, in words ("runtime error: killed by signal 11 (SIGSEGV, a bad memory
    /// access)").
    pub fn message(&self) -> Message {
        match *self {
            ProgramExit::Status(code) => msg!("program-exit-status", code = code),
            ProgramExit::Signal(signal) => msg!("program-exit-signal", signal = signal),
            ProgramExit::Time(seconds) => msg!("program-exit-time", seconds = seconds.to_string()),
            ProgramExit::Output(mib) => msg!("program-exit-output", mib = mib),
        }
    }

    /// The value of a link's `exit=`: `status-N`, `signal-N`, `time-S` or `output-M`, which
    /// `www/lib/permalink.js` reads back.
    pub fn link_value(&self) -> String {
        match *self {
            ProgramExit::Status(code) => format!("status-{code}"),
            ProgramExit::Signal(signal) => format!("signal-{signal}"),
            ProgramExit::Time(seconds) => format!("time-{seconds}"),
            ProgramExit::Output(mib) => format!("output-{mib}"),
        }
    }
}
