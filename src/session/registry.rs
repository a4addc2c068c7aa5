//! The game registry: one line per game compiled in, each behind its Cargo feature (the
//! command line and the tests build every game; each of the page's wasm modules one). Nothing
//! else in the workspace names the games. Adding a game: `src/games/README.md`.

use boardlab_core::GameInfo;

pub static ALL: &[&GameInfo] = &[
    #[cfg(feature = "mayan")]
    &boardlab_mayan::GAME,
    #[cfg(feature = "skill-chess")]
    &boardlab_skill_chess::GAME,
    #[cfg(feature = "three-kingdoms")]
    &boardlab_three_kingdoms::GAME,
    #[cfg(feature = "match3")]
    &boardlab_match3::GAME,
    #[cfg(feature = "ludo")]
    &boardlab_ludo::GAME,
];
