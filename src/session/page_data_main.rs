//! `boardlab-page-data DIR` (`./build.sh` runs it with `www/pkg`): writes the game menus, the
//! games and the TypeScript declarations the page reads ([`boardlab::page_data`]), and prints the ids of
//! the games listed, one a line, for the build to check against the wasm modules it binds.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(dir), None) = (args.next(), args.next()) else {
        eprintln!(
            "usage: boardlab-page-data DIR (writes DIR/games/<lang>.json, DIR/games/<lang>/<id>.json and DIR/engine.d.ts)"
        );
        return ExitCode::from(2);
    };
    if let Err(message) = boardlab::page_data::write(Path::new(&dir)) {
        eprintln!("boardlab-page-data: {message}");
        return ExitCode::FAILURE;
    }
    for game in boardlab::games() {
        println!("{}", game.id);
    }
    ExitCode::SUCCESS
}
