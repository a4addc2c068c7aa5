#![no_main]
//! The one target: fuzzes the game BOARDLAB_FUZZ_GAME names (a registered id; `./build.sh fuzz`
//! runs it once per game). See `boardlab_fuzz::exercise` for the input layout and the invariants.

libfuzzer_sys::fuzz_target!(
    init: boardlab_fuzz::game(),
    |data: &[u8]| boardlab_fuzz::exercise(boardlab_fuzz::game(), data)
);
