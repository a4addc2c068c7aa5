//! What the page reads beside its wasm modules, in each language: its game menu
//! (`games/<lang>.json`: each game's id and title) and each game as the page shows it once chosen
//! (`games/<lang>/<id>.json`: title, samples, rule options, palette…), so that listing the games
//! starts no engine and a first visit fetches one game's texts; and the TypeScript declarations
//! of the values the modules exchange (`engine.d.ts`, [`crate::typescript`]). `./build.sh` writes them into `www/pkg/` with
//! `boardlab-page-data` (`page_data_main.rs`), a small program on this library alone: on a fresh
//! machine it is ready minutes before the command line, whose rendering and packaging
//! dependencies the page does not need.

use crate::registry::games;
use crate::typescript::declarations;
use boardlab_core::i18n::{language, set_language, Lang};
use std::path::Path;

/// Writes, for every language, `dir/games/<lang>.json` (the game menu) and
/// `dir/games/<lang>/<id>.json` (each game), and `dir/engine.d.ts`; the error names the file it
/// could not write.
pub fn write(dir: &Path) -> Result<(), String> {
    let before = language();
    let written = Lang::ALL.into_iter().try_for_each(|lang| {
        set_language(lang);
        write_games(&dir.join("games"), lang)
    });
    set_language(before);
    written?;
    write_file(&dir.join("engine.d.ts"), &declarations())
}

/// The game menu and each game in the current language, `lang`, under `dir`.
fn write_games(dir: &Path, lang: Lang) -> Result<(), String> {
    let games_dir = dir.join(lang.code());
    std::fs::create_dir_all(&games_dir)
        .map_err(|e| format!("cannot create {}: {e}", games_dir.display()))?;
    let listed: Vec<_> = games().iter().map(|game| game.listed()).collect();
    write_json(&dir.join(format!("{}.json", lang.code())), &listed)?;
    games().iter().try_for_each(|game| {
        write_json(&games_dir.join(format!("{}.json", game.id)), &game.shown())
    })
}

fn write_json(path: &Path, value: &impl serde::Serialize) -> Result<(), String> {
    let json = serde_json::to_string(value).map_err(|e| e.to_string())?;
    write_file(path, &(json + "\n"))
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
