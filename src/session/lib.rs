//! BoardLab's library: the games compiled in ([`registry`]) and the uniform session over them.
//! [`parse`] turns judge-format input (and rule options) into a [`Session`], which knows the
//! judge output and a timeline of steps to play back, what the page shows of each step
//! ([`view`]), your own moves off the main line ([`explore`]) and a program's trace checked
//! against it ([`trace`]); [`validate`] only checks an input against the statement's limits,
//! and [`generate`] writes a valid input from a seed. Figures of steps are [`figure`]'s. The
//! command line (`src/cli`) and the WebAssembly bindings (`src/wasm`) are thin layers over this;
//! the contract every game fulfils is the core's (`src/core`), re-exported here.
//!
//! Inside this crate a module imports a name from the module that defines it (or from the
//! core), never from this root, which only gathers: so no two modules import each other
//! (`tests/tests/layers.rs`).

pub mod checker;
pub mod exit;
pub mod explore;
pub mod figure;
pub mod fuzzing;
pub mod page_data;
pub mod registry;
pub mod session;
pub mod strict;
pub mod trace;
pub mod typescript;
pub mod verdict;
pub mod view;

pub use boardlab_core::{
    clock, editor, game, generate, msg, order, position, progress, rules, shown, shrink, text,
    timeline,
};
pub use boardlab_core::{
    Arg, BoardEditor, BranchPoint, Difference, Edit, Editing, EditorBoard, Frame, GameInfo,
    GenParam, InputError, Jury, Lang, Marker, Message, MoveOption, Palette, Params, PlantedBug,
    Played, Position, Progress, Random, Replay, RuleOption, Rules, Sample, Step, Suggestion,
    TestKind,
};
pub use registry::{find_game, games};
pub use session::Session;
pub use trace::TraceReport;
pub use verdict::Verdict;

use registry::game_or_error;

/// Languages (see [`boardlab_core::i18n`]), with the catalogs of the games compiled in.
pub mod i18n {
    pub use boardlab_core::i18n::*;

    /// Every catalog file compiled in, of every language: the shared one, then each game's.
    pub fn catalog_sources() -> Vec<CatalogSource> {
        crate::registry::games();
        boardlab_core::i18n::catalog_sources()
    }
}

/// Parses `input` for game `game_id` with rule overrides and computes the session.
pub fn parse(
    game_id: &str,
    input: &str,
    rules: &[(String, String)],
) -> Result<Session, InputError> {
    parse_with_progress(game_id, input, rules, &mut Progress::silent())
}

pub fn parse_with_progress(
    game_id: &str,
    input: &str,
    rules: &[(String, String)],
    progress: &mut Progress,
) -> Result<Session, InputError> {
    let game = game_or_error(game_id)?;
    let rules = Rules::resolve(game, rules)?;
    let main = (game.parse)(input, &rules, progress)?;
    Ok(Session::new(game, rules, input, main))
}

/// Checks `input` for game `game_id` against the statement's limits without solving it.
pub fn validate(game_id: &str, input: &str, rules: &[(String, String)]) -> Result<(), InputError> {
    let game = game_or_error(game_id)?;
    let rules = Rules::resolve(game, rules)?;
    (game.validate)(input, &rules)
}

/// A valid input for game `game_id`, the same bytes for the same seed, parameters and rules on
/// every machine.
pub fn generate(
    game_id: &str,
    seed: u64,
    params: &[(String, String)],
    rules: &[(String, String)],
) -> Result<String, InputError> {
    let game = game_or_error(game_id)?;
    let rules = Rules::resolve(game, rules)?;
    let params = Params::resolve(game, params)?;
    (game.generate)(&params, &rules, &mut Random::new(seed))
}

/// Checks `trace` (and `output`, when given) of a program run on `input` of game `game_id`.
pub fn check_trace(
    game_id: &str,
    input: &str,
    rules: &[(String, String)],
    trace: &str,
    output: Option<&str>,
) -> Result<TraceReport, InputError> {
    let mut session = parse(game_id, input, rules)?;
    Ok(session.check_trace(trace, output, None))
}
