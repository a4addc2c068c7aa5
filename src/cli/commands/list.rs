//! `boardlab list`: the games and their rule options, or only their ids.

use crate::failure::Failure;
use crate::out;
use boardlab::games;

/// The arguments of `list` (its help text is on `Command::List` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    /// Only the games' ids, one a line (for scripts)
    #[arg(long)]
    ids: bool,
}

pub fn run(args: Args) -> Result<(), Failure> {
    use std::fmt::Write as _;
    // Written at once, as `run` writes its output.
    let mut text = String::new();
    for game in games() {
        if args.ids {
            let _ = writeln!(text, "{}", game.id);
            continue;
        }
        let shown = game.shown();
        let _ = writeln!(text, "{:<16}{} — {}", game.id, shown.title, shown.source);
        for option in shown.rules {
            let values: Vec<_> = option.values.iter().map(|(v, _)| *v).collect();
            let _ = writeln!(
                text,
                "    --rule {}={}   {} (default {})",
                option.name,
                values.join("|"),
                option.help,
                values[0]
            );
        }
    }
    out::write_bytes(text.as_bytes());
    Ok(())
}
