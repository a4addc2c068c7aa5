//! The files a command writes (`render -o`, `stress --out`): never one of its inputs or of the
//! program's arguments, compared by identity (device and inode), so that another name for the
//! same file (`./in.txt`, a link, standard input redirected from it) is caught too.

use crate::failure::{usage_error, Failure};
use std::fs::Metadata;
use std::os::fd::AsFd;
use std::os::unix::fs::MetadataExt;

/// What a command reads or runs, which its output must not replace.
pub enum Used<'a> {
    /// An input file, or standard input for `None` / "-".
    Input(Option<&'a str>),
    /// An argument of the program the command runs (the program itself included).
    ProgramArgument(&'a str),
}

/// Refuses `output` (given as `option`, such as "-o") when it is one of `used`; a missing
/// output file or standard output ("-") is always fine.
pub fn check(option: &str, output: &str, used: &[Used]) -> Result<(), Failure> {
    if output == "-" {
        return Ok(());
    }
    let Ok(target) = std::fs::metadata(output) else {
        return Ok(());
    };
    for item in used {
        let (found, what) = match item {
            Used::Input(None | Some("-")) => (stdin_metadata(), "standard input".to_string()),
            Used::Input(Some(path)) => (std::fs::metadata(path).ok(), format!("the input {path}")),
            Used::ProgramArgument(argument) => (
                std::fs::metadata(argument).ok(),
                format!("the program's argument {argument}"),
            ),
        };
        if found.is_some_and(|found| same_file(&found, &target)) {
            return Err(usage_error(format!(
                "{option} {output} is {what}: writing there would replace it; choose another file"
            )));
        }
    }
    Ok(())
}

fn same_file(a: &Metadata, b: &Metadata) -> bool {
    a.dev() == b.dev() && a.ino() == b.ino()
}

/// What standard input is (a file it was redirected from, a pipe, a terminal).
fn stdin_metadata() -> Option<Metadata> {
    let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
    std::fs::File::from(fd).metadata().ok()
}
