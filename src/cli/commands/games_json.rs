//! `boardlab games-json` (hidden; `./build.sh build` runs it): every game as the page lists it,
//! as JSON in the language of `--lang`.

use crate::failure::{usage_error, Failure};
use crate::out::outln;

pub fn run() -> Result<(), Failure> {
    let shown: Vec<_> = boardlab::games().iter().map(|game| game.shown()).collect();
    let json = serde_json::to_string(&shown).map_err(|e| usage_error(e.to_string()))?;
    outln!("{json}");
    Ok(())
}
