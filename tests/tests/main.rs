//! The native tests, as one binary (one link instead of one per file; Cargo builds
//! `tests/<dir>/main.rs` as the test target `<dir>`): `cargo test --test tests`, or
//! `cargo test --test tests <module>::` for one module's tests (e.g. `fuzz::`).

// Tests may unwrap: a panic is how they fail (the crate itself denies it, see Cargo.toml).
#![allow(clippy::unwrap_used)]

mod common;

mod cli;
mod cli_files;
mod debugging;
mod explore;
mod explore_ludo;
mod explore_match3;
mod explore_mayan;
mod explore_skill_chess;
mod explore_three_kingdoms;
mod figures;
mod fuzz;
mod i18n;
mod layers;
mod ludo;
mod malformed;
mod match3;
mod match3_best_swap;
mod mayan;
mod package;
mod packages;
mod paths;
mod quoted_text;
mod registry;
mod skill_chess;
mod skill_chess_fights;
mod step_view;
mod three_kingdoms;
mod trace_format;
mod typeset;
mod views;
