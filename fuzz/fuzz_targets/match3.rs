#![no_main]
//! The match3 target: see `boardlab_fuzz::exercise` for the input layout and the invariants.

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardlab_fuzz::exercise("match3", data));
