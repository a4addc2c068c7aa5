//! The game registry: one line per game compiled in, each behind its Cargo feature (the
//! command line and the tests build every game; each of the page's wasm modules one). Nothing
//! else in the workspace names the games. Adding a game: `src/games/README.md`.

use boardlab_core::i18n;
use boardlab_core::msg;
use boardlab_core::text::{quote, InputError};
use boardlab_core::GameInfo;

static ALL: &[&GameInfo] = &[
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

/// Every game compiled in. Their message catalogs join every language's on the first call
/// (every way to a game goes through here).
pub fn games() -> &'static [&'static GameInfo] {
    i18n::register_games(|| ALL.iter().map(|game| (game.id, game.messages)).collect());
    ALL
}

/// The game with id `id`.
pub fn find_game(id: &str) -> Option<&'static GameInfo> {
    games().iter().copied().find(|g| g.id == id)
}

/// The game with id `id`, or an error listing the games.
pub fn game_or_error(id: &str) -> Result<&'static GameInfo, InputError> {
    find_game(id).ok_or_else(|| {
        let known: Vec<_> = games().iter().map(|g| g.id).collect();
        InputError::general(msg!(
            "error-unknown-game",
            name = quote(id),
            known = known.join(", ")
        ))
    })
}
