//! The commands' standard output. A reader that goes away (`boardlab steps … | head -1`) ends
//! the program quietly with status 0, as `head` wanted no more, where `println!` would panic
//! about a broken pipe; another write error ends it with a message and status 1.

use std::io::{ErrorKind, Write};

/// Writes `text` to standard output (see the module's documentation).
pub fn write(text: std::fmt::Arguments) {
    let mut stdout = std::io::stdout().lock();
    written(stdout.write_fmt(text).and_then(|()| stdout.flush()));
}

/// Writes `bytes` to standard output (see the module's documentation).
pub fn write_bytes(bytes: &[u8]) {
    let mut stdout = std::io::stdout().lock();
    written(stdout.write_all(bytes).and_then(|()| stdout.flush()));
}

/// Ends the program if writing to standard output failed (see the module's documentation).
pub fn written(result: std::io::Result<()>) {
    if let Err(error) = result {
        if error.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("boardlab: cannot write to standard output: {error}");
        std::process::exit(1);
    }
}

/// `println!` to standard output through [`write`].
macro_rules! outln {
    () => {
        $crate::out::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::out::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}

pub(crate) use outln;
