#![no_main]
//! The mayan target: see `boardlab_fuzz::exercise` for the input layout and the invariants.

libfuzzer_sys::fuzz_target!(|data: &[u8]| boardlab_fuzz::exercise("mayan", data));
