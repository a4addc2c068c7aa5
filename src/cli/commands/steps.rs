//! `boardlab steps`: the session's timeline, one line per step (index, title, events).

use crate::args::OneInput;
use crate::failure::Failure;
use crate::input::{check_rules, open_session, read_input};
use crate::out;
use std::io::Write;

pub fn run(args: OneInput) -> Result<(), Failure> {
    check_rules(&args.game)?;
    let (source, text) = read_input(args.file.as_deref())?;
    let mut session = open_session(&args.game, &source, &text)?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for index in 0..session.step_count() {
        let step = session.complete_step(index);
        let mut line = format!("{index}\t{}", step.title);
        if !step.events.is_empty() {
            line.push('\t');
            let events: Vec<String> = step.events.iter().map(|e| e.to_string()).collect();
            line.push_str(&events.join(" | "));
        }
        out::written(writeln!(out, "{line}"));
    }
    out::written(out.flush());
    Ok(())
}
