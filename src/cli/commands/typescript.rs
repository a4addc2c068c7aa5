//! `boardlab typescript` (hidden; `./build.sh build` runs it): the TypeScript declarations of
//! the values the wasm module exchanges with the page.

use crate::failure::Failure;
use crate::out::out;

pub fn run() -> Result<(), Failure> {
    out!("{}", boardlab::typescript::declarations());
    Ok(())
}
