//! BoardLab: judge-exact engines for board-game problems from programming contests.
//!
//! Every game fulfils one contract: [`parse`] turns judge-format input (and rule options) into a
//! [`Session`], which knows the judge output and a timeline of [`Step`]s to play back;
//! [`validate`] only checks an input against the statement's limits, and [`generate`] writes a
//! valid input from a seed. The CLI (`src/main.rs`) and the WebAssembly surface (`src/wasm.rs`)
//! are thin layers over this.
//!
//! What cannot fail is taken with `.expect("why it cannot fail")`: writing to a `String`, state
//! that construction guarantees (`unwrap_or_else(|| panic!(…))` when the reason names a value,
//! `unreachable!("why")` for an impossible match arm). Never a bare `unwrap()`, a dropped result
//! (`let _ =`, `.ok()`) or a made-up fallback value; a failure ignored on purpose says why.

pub mod checker;
pub mod clock;
pub mod explore;
pub mod figure;
pub mod fuzzing;
pub mod games;
pub mod generate;
pub mod i18n;
pub mod shrink;
pub mod strict;
pub mod text;
pub mod timeline;
pub mod trace;
pub mod typescript;
pub mod view;
#[cfg(target_arch = "wasm32")]
mod wasm;

pub use explore::{BoardEditor, BranchPoint, MoveOption, Played, Position};
pub use generate::{GenParam, Params, Random, TestKind};
pub use i18n::{Arg, Lang, Message};
pub use text::{Difference, InputError, Suggestion};
pub use timeline::{Frame, Marker, Palette, Step};

use serde::Serialize;

/// A rule option of a game. The first value is the default. Options exist where the original
/// statement is ambiguous or the official judge deviates from it.
#[derive(Debug, Clone, Copy, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct RuleOption {
    pub name: &'static str,
    /// One line on what the option decides.
    pub help: &'static str,
    /// (value, what it means), default first.
    pub values: &'static [(&'static str, &'static str)],
}

/// An example input shipped with a game.
#[derive(Debug, Clone, Copy, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Sample {
    pub name: &'static str,
    pub input: &'static str,
    /// The rule options the sample is meant for, as `name=value` pairs.
    pub rules: &'static [(&'static str, &'static str)],
    /// A short remark shown with the sample (empty = none).
    pub note: &'static str,
}

/// What a game's parser receives besides the text: the resolved rule options and a progress
/// reporter for long computations.
pub type ParseFn = fn(&str, &Rules, &mut Progress) -> Result<Box<dyn Replay>, InputError>;

/// Replays a contestant's answer (input, rules, answer) and says what it does; `None` when the
/// output under these rules is not an answer to replay (e.g. a verdict).
pub type JudgeAnswerFn = fn(&str, &Rules, &str) -> Result<Option<Message>, InputError>;

/// Checks an input against every limit of the statement without computing the answer (where a
/// limit can only be checked by running the game, the game runs it).
pub type ValidateFn = fn(&str, &Rules) -> Result<(), InputError>;

/// Writes a valid input from the resolved generator parameters, the rule options (which may
/// select the input format) and the random source; parameter combinations that no input fits
/// are an error.
pub type GenerateFn = fn(&Params, &Rules, &mut Random) -> Result<String, InputError>;

/// A registered game: everything the CLI and the page need to know about it. Its texts are
/// English; [`GameInfo::shown`] gives them in the thread's language (the catalogs hold their
/// translations under the ids of [`GameInfo::text_ids`]).
pub struct GameInfo {
    pub id: &'static str,
    pub title: &'static str,
    /// The contest and problem it comes from.
    pub source: &'static str,
    /// Two or three sentences on what the engine does.
    pub about: &'static str,
    pub samples: &'static [Sample],
    pub rules: &'static [RuleOption],
    pub palette: Palette,
    pub parse: ParseFn,
    /// Judges a contestant's own answer that is not byte-equal to ours (for games whose answer
    /// can be checked by replaying it): returns a verdict text, or `None` when not supported.
    pub judge_answer: Option<JudgeAnswerFn>,
    pub validate: ValidateFn,
    /// Which tokens share a line, as the statement lays them out (strict validation, after
    /// `validate`).
    pub layout: strict::LayoutFn,
    /// The generator's parameters, each with a default and a range.
    pub params: &'static [GenParam],
    pub generate: GenerateFn,
    /// The kinds of tests a problem package draws from the generator, most important first.
    pub tests: &'static [TestKind],
    /// How stress tests grow their inputs and shrink a failing one (`src/games/<id>/shrink.rs`).
    pub stress: shrink::Stress,
    /// The board editor, for games whose input has a board.
    pub editor: Option<BoardEditor>,
    /// The game's message catalogs (`messages/<lang>.ftl` in its folder).
    pub messages: i18n::GameMessages,
}

/// A game's computed run: the judge output and a timeline produced on demand.
pub trait Replay {
    fn output(&self) -> &str;
    fn step_count(&self) -> usize;
    /// Step `index` (`index < step_count()`); may replay from a checkpoint, hence `&mut`.
    fn step(&mut self, index: usize) -> Step;
    /// Steps worth a marker on the slider.
    fn markers(&self) -> Vec<Marker> {
        Vec::new()
    }
    /// Whether step `index` shows everything. A step with costly analysis (the exact values of
    /// the alternatives to a move) is shown at once, with that analysis marked as being computed
    /// until `prepare` has done it.
    fn is_complete(&self, _index: usize) -> bool {
        true
    }
    /// Does a bounded slice (a few milliseconds) of the analysis still missing, step `focus`'s
    /// first; returns whether any is left.
    fn prepare(&mut self, _focus: usize) -> bool {
        false
    }
    /// Rule option values the input seems meant for although it is valid as run (the page
    /// offers them and never switches by itself).
    fn suggestions(&self) -> Vec<Suggestion> {
        Vec::new()
    }
    /// The decision shown at step `index`: the position where the side to move decides (the
    /// one the step settles into), and the last main-line step before the main line's own next
    /// move there. `None` where nobody decides (every action scripted by the input).
    fn position(&mut self, _index: usize) -> Option<BranchPoint> {
        None
    }
    /// The lines of a program's trace (`src/trace`); `None` when the game reads no trace.
    fn trace_format(&self) -> Option<&'static trace::Format> {
        None
    }
    /// Places each checkpoint of a program's trace on the timeline and compares the fields it
    /// gives with the judge's state there: one placement per checkpoint, in order. Bad trace
    /// lines go to `errors`, located; the rest still counts.
    fn check_trace(
        &mut self,
        checkpoints: &[trace::Checkpoint],
        _errors: &mut Vec<InputError>,
    ) -> Vec<trace::Placement> {
        unreachable!(
            "{} checkpoints: a game without a trace format has none",
            checkpoints.len()
        )
    }
}

/// Rule options resolved against a game's declared options: every option has a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Rules {
    values: Vec<(&'static str, String)>,
}

impl Rules {
    /// The defaults of `game`, overridden by `overrides` (`name`, `value`); unknown names or
    /// values are an error that lists what is allowed.
    pub fn resolve(game: &GameInfo, overrides: &[(String, String)]) -> Result<Rules, InputError> {
        let mut values: Vec<(&'static str, String)> = game
            .rules
            .iter()
            .map(|o| (o.name, o.values[0].0.to_string()))
            .collect();
        for (name, value) in overrides {
            let Some(option) = game.rules.iter().find(|o| o.name == name) else {
                let known: Vec<_> = game.rules.iter().map(|o| o.name).collect();
                return Err(InputError::general(msg!(
                    "error-unknown-rule",
                    game = game.id,
                    name = text::quote(name),
                    count = known.len(),
                    known = known.join(", ")
                )));
            };
            if !option.values.iter().any(|(v, _)| v == value) {
                let allowed: Vec<_> = option.values.iter().map(|(v, _)| *v).collect();
                return Err(InputError::general(msg!(
                    "error-unknown-rule-value",
                    name = option.name,
                    value = text::quote(value),
                    allowed = allowed.join(", ")
                )));
            }
            if let Some(slot) = values.iter_mut().find(|(n, _)| *n == option.name) {
                slot.1 = value.clone();
            }
        }
        Ok(Rules { values })
    }

    /// The value of option `name`. Panics on a name the game did not declare (a programming
    /// error, never caused by input).
    pub fn get(&self, name: &str) -> &str {
        let (_, value) = self
            .values
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("rule option {name} is not declared by this game"));
        value
    }
}

/// Reports progress of long computations (searches) to whoever listens, at most about every
/// 100 ms, and enforces a work budget so out-of-spec input cannot run forever.
pub struct Progress<'a> {
    listener: Option<&'a mut dyn FnMut(&str)>,
    calls: u64,
    last_report_ms: f64,
}

/// How many ticks pass between clock readings (reading the clock is slow in the browser).
const PROGRESS_CHECK_EVERY: u64 = 1 << 12;
const PROGRESS_INTERVAL_MS: f64 = 100.0;

impl<'a> Progress<'a> {
    /// Nobody listens.
    pub fn silent() -> Self {
        Progress {
            listener: None,
            calls: 0,
            last_report_ms: clock::now_ms(),
        }
    }

    pub fn to(listener: &'a mut dyn FnMut(&str)) -> Self {
        Progress {
            listener: Some(listener),
            ..Progress::silent()
        }
    }

    /// Call often (e.g. once per search node); `describe` (e.g. "test 3: 120000 nodes") is only
    /// evaluated when a report is due, and the listener gets it in the thread's language.
    pub fn tick(&mut self, describe: impl FnOnce() -> Message) {
        self.calls += 1;
        if !self.calls.is_multiple_of(PROGRESS_CHECK_EVERY) {
            return;
        }
        let now = clock::now_ms();
        if now - self.last_report_ms >= PROGRESS_INTERVAL_MS {
            self.last_report_ms = now;
            if let Some(listener) = self.listener.as_mut() {
                listener(&describe().to_string());
            }
        }
    }
}

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

/// Every registered game.
pub fn games() -> &'static [&'static GameInfo] {
    games::ALL
}

/// The game with id `id`.
pub fn find_game(id: &str) -> Option<&'static GameInfo> {
    games::ALL.iter().copied().find(|g| g.id == id)
}

pub(crate) fn game_or_error(id: &str) -> Result<&'static GameInfo, InputError> {
    find_game(id).ok_or_else(|| {
        let known: Vec<_> = games::ALL.iter().map(|g| g.id).collect();
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
