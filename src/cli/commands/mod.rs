//! The commands, one module each: its clap arguments (`Args`; the help text is on `Command` in
//! main.rs), its `run` and the helpers only it uses. A command depends on the shared modules
//! (`args`, `failure`, `input`, `program`, `permalink`, `raster`) and on no other command but
//! these two, one way: `stress` runs programs and links to the page with `debug`'s helpers, and
//! `package` draws its figures with `render`'s.

pub mod bench;
pub mod check;
pub mod checker;
pub mod completions;
pub mod debug;
pub mod fuzz_seeds;
pub mod gen;
pub mod list;
pub mod package;
pub mod render;
pub mod run;
pub mod steps;
pub mod stress;
pub mod validate;
