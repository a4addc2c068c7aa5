//! `boardlab completions`: the shell completion script, generated from the parser.

use crate::failure::Failure;
use crate::out;

/// The arguments of `completions` (its help text is on `Command::Completions` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    /// The shell
    #[arg(value_name = "SHELL")]
    shell: clap_complete::Shell,
}

/// Prints the completion script for `parser`, the whole command line.
pub fn run(args: Args, parser: &mut clap::Command) -> Result<(), Failure> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, parser, "boardlab", &mut script);
    out::write_bytes(&script);
    Ok(())
}
