//! `boardlab typescript` (hidden; `./build.sh build` runs it): the TypeScript declarations of
//! the values the wasm module exchanges with the page.

use crate::failure::Failure;

pub fn run() -> Result<(), Failure> {
    print!("{}", boardlab::typescript::declarations());
    Ok(())
}
