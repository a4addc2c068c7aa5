//! What the page reads beside its wasm modules: every game as the page lists it, in each
//! language (`games/<lang>.json`: title, samples, rule options, palette…, so listing the games
//! starts no engine), and the TypeScript declarations of the values the modules exchange
//! (`engine.d.ts`, [`crate::typescript`]). `./build.sh` writes them into `www/pkg/` with
//! `boardlab-page-data` (`page_data_main.rs`), a small program on this library alone: on a fresh
//! machine it is ready minutes before the command line, whose rendering and packaging
//! dependencies the page does not need.

use crate::registry::games;
use crate::typescript::declarations;
use boardlab_core::i18n::{language, set_language, Lang};
use std::path::Path;

/// Every game as the page lists it, as JSON in the current language.
pub fn games_json() -> serde_json::Result<String> {
    let shown: Vec<_> = games().iter().map(|game| game.shown()).collect();
    serde_json::to_string(&shown)
}

/// Writes `dir/games/<lang>.json` for every language and `dir/engine.d.ts`; the error names the
/// file it could not write.
pub fn write(dir: &Path) -> Result<(), String> {
    let lists = dir.join("games");
    std::fs::create_dir_all(&lists)
        .map_err(|e| format!("cannot create {}: {e}", lists.display()))?;
    let before = language();
    let written = Lang::ALL.into_iter().try_for_each(|lang| {
        set_language(lang);
        let json = games_json().map_err(|e| e.to_string())?;
        write_file(&lists.join(format!("{}.json", lang.code())), &(json + "\n"))
    });
    set_language(before);
    written?;
    write_file(&dir.join("engine.d.ts"), &declarations())
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
