//! The game registry: one folder per game, one line per game below. Nothing else in the crate
//! knows the games' names.
//!
//! # Adding a game
//!
//! 1. Write its rules as judged in `../shared/specs/<id>.md` style: every limit, every point where
//!    the judge deviates from the statement, and every ambiguity (each becomes a rule option).
//! 2. Make `src/games/<id>/` (the module name is the id with `_` for `-`), like the others:
//!    - `input.rs`: the parser, on `text::Reader` (located errors), checking every statement limit,
//!      and `layout`, the statement's tokens per line for strict validation (`strict::Lines`);
//!    - `engine.rs` (split when it is large: mayan's `search.rs`, three-kingdoms' `rules.rs`,
//!      `search.rs` and `table.rs`): the computation that prints exactly the judge's output;
//!    - `view.rs`: the `Replay` — step titles, events, one `Frame` per step (a grid scene drawn
//!      with the game's `Palette`, declared once, a glyph for each colour), markers, checkpoints
//!      for long timelines (`timeline::Checkpoints`);
//!    - `gen.rs`: the generator's parameters (default and range each, up to the statement's
//!      limits), `generate`, drawing from the seeded `generate::Random` only, and `TESTS`, the
//!      kinds of tests a problem package draws (the statement's extremes first);
//!    - `mod.rs`: `pub static GAME: GameInfo` — id, title, source, about, samples (in
//!      `samples/`, with the rule options they need), rule options, palette, the `parse`,
//!      `validate`, `layout`, `judge_answer` (if answers can be replayed) and `generate`
//!      functions, its test kinds and its `messages`;
//!    - `messages/en.ftl`, `zh-CN.ftl`, `fa.ftl`: the Fluent catalogs of every text the game
//!      shows (each `msg!` id, starting with the game's id), and in zh-CN and fa the
//!      translations of the registry texts (`GameInfo::text_ids`); `tests/tests/i18n.rs` names
//!      whatever is missing.
//! 3. Add `pub mod <module>;` and `&<module>::GAME` below, each behind
//!    `#[cfg(feature = "<id>")]`, and the feature `<id>` to Cargo.toml (in `default`): the CLI,
//!    the page, the embeds, `render`, `validate`, `checker`, `gen`, the fuzzing (`./build.sh
//!    fuzz`: one target for every game, seeded by `boardlab fuzz-seeds`) and the bench know it
//!    from here, with no other change.
//! 4. Put generated judge cases (`.in` with the judge's `.ans`) in `tests/data/<id>/`, with a
//!    `.rules` file beside an input meant for other rule options than the defaults (`name=value`
//!    lines, as ludo's `part=3`: the data tests, the fuzz seeds and the bench read it), and a test
//!    module `tests/tests/<module>.rs` (declared in `tests/tests/main.rs`) for its data, timelines
//!    and rule options. The registry-wide tests then cover the new game by themselves: samples and
//!    every step (text view, labels, SVG), malformed and mutated inputs (`malformed.rs`,
//!    `fuzz.rs`, from the shipped data and the game's own generator), the CLI's commands and exit
//!    codes, `gen` → `validate` → `run`, and the browser tests that go through every game.
//! 5. Write its problem statement in our own words for `boardlab package`:
//!    `src/package/<id>.{en,zh-CN,fa}.md` (ludo: one per part), listed in `TEMPLATES` in
//!    `src/package.rs` (`tests/tests/package.rs` packages every game); and its rows in the
//!    README's tables (games, limits, generator parameters). `tests/tests/registry.rs` fails until
//!    steps 2–5 are done.
//! 6. Optionally, a dictionary for the coverage-guided fuzzer, `fuzz/dicts/<id>.dict` (the game's
//!    words and numbers at its limits, `kw="…"` lines); `./build.sh fuzz` runs without one.

use crate::GameInfo;

#[cfg(feature = "ludo")]
pub mod ludo;
#[cfg(feature = "match3")]
pub mod match3;
#[cfg(feature = "mayan")]
pub mod mayan;
#[cfg(feature = "skill-chess")]
pub mod skill_chess;
#[cfg(feature = "three-kingdoms")]
pub mod three_kingdoms;

pub static ALL: &[&GameInfo] = &[
    #[cfg(feature = "mayan")]
    &mayan::GAME,
    #[cfg(feature = "skill-chess")]
    &skill_chess::GAME,
    #[cfg(feature = "three-kingdoms")]
    &three_kingdoms::GAME,
    #[cfg(feature = "match3")]
    &match3::GAME,
    #[cfg(feature = "ludo")]
    &ludo::GAME,
];
