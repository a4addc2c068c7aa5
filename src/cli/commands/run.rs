//! `boardlab run`: the judge output for an input.

use crate::args::OneInput;
use crate::failure::{usage_error, Failure};
use crate::input::{check_rules, open_session, read_input};
use std::io::Write;

pub fn run(args: OneInput) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, text) = read_input(args.file.as_deref())?;
    let session = open_session(&args.game, &source, &text)?;
    let mut out = std::io::stdout().lock();
    out.write_all(session.output().as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| usage_error(format!("cannot write output: {e}")))
}
