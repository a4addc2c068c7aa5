//! BoardLab's library: the games compiled in ([`registry`]) and the uniform session over them.
//! [`parse`] turns judge-format input (and rule options) into a [`Session`], which knows the
//! judge output and a timeline of steps to play back, what the page shows of each step
//! ([`view`]), your own moves off the main line ([`explore`]) and a program's trace checked
//! against it ([`trace`]); [`validate`] only checks an input against the statement's limits,
//! and [`generate`] writes a valid input from a seed. Figures of steps are [`figure`]'s. The
//! command line (`src/cli`) and the WebAssembly bindings (`src/wasm`) are thin layers over this;
//! the contract every game fulfils is the core's (`src/core`), re-exported here.

pub mod checker;
pub mod explore;
pub mod figure;
pub mod fuzzing;
pub mod registry;
pub mod strict;
pub mod trace;
pub mod typescript;
pub mod view;

pub use boardlab_core::{clock, editor, generate, msg, position, shrink, text, timeline};

/// Languages (see [`boardlab_core::i18n`]), with the catalogs of the games compiled in.
pub mod i18n {
    pub use boardlab_core::i18n::*;

    /// Every catalog file compiled in, of every language: the shared one, then each game's.
    pub fn catalog_sources() -> Vec<CatalogSource> {
        crate::games();
        boardlab_core::i18n::catalog_sources()
    }
}
pub use boardlab_core::{
    Arg, BoardEditor, BranchPoint, Difference, Edit, Editing, EditorBoard, Frame, GameInfo,
    GenParam, InputError, Lang, Marker, Message, MoveOption, Palette, Params, Played, Position,
    Progress, Random, Replay, RuleOption, Rules, Sample, Step, Suggestion, TestKind,
};

use serde::Serialize;

/// A parsed and computed input of one game.
pub struct Session {
    pub game: &'static GameInfo,
    pub rules: Rules,
    input: String,
    replay: Box<dyn Replay>,
    /// Moves of your own off the main line (see `explore`).
    variation: Option<explore::Variation>,
}

impl Session {
    pub fn output(&self) -> &str {
        self.replay.output()
    }

    /// The steps shown: the main line's, or up to a variation's branch and then its own.
    pub fn step_count(&self) -> usize {
        self.shown_step_count()
    }

    /// Step `index`, clamped to the last step. A step without a text of its own gets the
    /// frame as a text grid: every step has a text view (the screen-reader path to the board).
    pub fn step(&mut self, index: usize) -> Step {
        let last = self.step_count().saturating_sub(1);
        let mut step = self.shown_step(index.min(last));
        if step.text.is_empty() {
            step.text = step.frame.to_text(&self.game.palette);
        }
        step
    }

    pub fn markers(&self) -> Vec<Marker> {
        self.shown_markers()
    }

    /// Rule option values the input seems meant for although it is valid as run.
    pub fn suggestions(&self) -> Vec<Suggestion> {
        self.replay.suggestions()
    }

    /// Whether step `index` (clamped) shows everything; see `Replay::is_complete`.
    pub fn is_complete(&self, index: usize) -> bool {
        let index = index.min(self.step_count().saturating_sub(1));
        !self.is_main_line(index) || self.replay.is_complete(index)
    }

    /// One slice of the analysis still missing, step `focus`'s first; whether any is left.
    pub fn prepare(&mut self, focus: usize) -> bool {
        let last = self.replay.step_count().saturating_sub(1);
        self.replay.prepare(focus.min(last))
    }

    /// Step `index` with its analysis complete, however long that takes.
    pub fn complete_step(&mut self, index: usize) -> Step {
        while !self.is_complete(index) && self.prepare(index) {}
        self.step(index)
    }

    /// Compares `candidate` (e.g. a contestant's output) with our judge output.
    pub fn judge(&self, candidate: &str) -> Verdict {
        let difference = text::first_difference(self.output(), candidate);
        let explanation = match (&difference, self.game.judge_answer) {
            (Some(_), Some(replay)) => {
                replay(&self.input, &self.rules, candidate).unwrap_or_else(|e| Some(e.located()))
            }
            _ => None,
        };
        Verdict {
            accepted: difference.is_none(),
            difference,
            explanation,
        }
    }

    /// The main-line step that printed output line `line` (0-based), found by bisection over
    /// the steps' output ranges (which grow with the step index).
    pub fn step_of_output_line(&mut self, line: usize) -> Option<usize> {
        let (mut lo, mut hi) = (0, self.replay.step_count());
        while lo < hi {
            let mid = (lo + hi) / 2;
            let (start, end) = self.replay.step(mid).output_lines;
            if line < start {
                hi = mid;
            } else if line >= end {
                lo = mid + 1;
            } else {
                return Some(mid);
            }
        }
        None
    }
}

/// Every game compiled in. Their message catalogs join every language's on the first call
/// (every way to a game goes through here).
pub fn games() -> &'static [&'static GameInfo] {
    i18n::register_games(registry::ALL);
    registry::ALL
}

/// The game with id `id`.
pub fn find_game(id: &str) -> Option<&'static GameInfo> {
    games().iter().copied().find(|g| g.id == id)
}

pub(crate) fn game_or_error(id: &str) -> Result<&'static GameInfo, InputError> {
    find_game(id).ok_or_else(|| {
        let known: Vec<_> = games().iter().map(|g| g.id).collect();
        InputError::general(msg!(
            "error-unknown-game",
            name = text::quote(id),
            known = known.join(", ")
        ))
    })
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
    let replay = (game.parse)(input, &rules, progress)?;
    Ok(Session {
        game,
        rules,
        input: input.to_string(),
        replay,
        variation: None,
    })
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

/// The verdict of comparing an output with ours as a judge would, plus the game's own
/// judgement of that output when it differs and the game can replay answers.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    pub accepted: bool,
    pub difference: Option<Difference>,
    pub explanation: Option<Message>,
}
