//! `boardlab run`: the judge output for an input.

use crate::args::OneInput;
use crate::failure::Failure;
use crate::input::{check_rules, open_session, read_input};
use crate::out;

pub fn run(args: OneInput) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, text) = read_input(args.file.as_deref())?;
    let session = open_session(&args.game, &source, &text)?;
    out::write_bytes(session.output().as_bytes());
    Ok(())
}
