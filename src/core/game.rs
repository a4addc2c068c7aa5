//! The contract every game fulfils: a [`GameInfo`] (its texts, samples, rule options, palette
//! and the functions that parse, validate, generate and shrink its inputs) and the [`Replay`]
//! a parsed input becomes. Resolving rule options and generator parameters against a game is
//! here too, beside what they are resolved against.

use crate::editor::{Edit, Editing, EditorBoard};
use crate::generate::{GenParam, Params, Random, TestKind};
use crate::i18n::{self, Lang, Message};
use crate::msg;
use crate::position::Positions;
use crate::progress::Progress;
use crate::rules::{RuleOption, Rules};
use crate::shrink;
use crate::strict;
use crate::text::{quote, InputError, Suggestion};
use crate::timeline::{Frame, Marker, Palette, Step};
use crate::trace::TraceChecking;
use serde::Serialize;

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

/// A problem statement template of a game, in one language: Markdown where `{{include NAME}}`
/// stands for another template of the same language and `{{figures}}` for the first sample's
/// figures and the samples' notes; `{#input}` and `{#output}` mark the input's and output's
/// headings.
#[derive(Debug, Clone, Copy)]
pub struct Statement {
    /// `mayan`; a game with several problems names each (`ludo-part3`) and their shared parts
    /// (`ludo-rules`).
    pub name: &'static str,
    pub lang: Lang,
    pub text: &'static str,
}

/// The [`Statement`]s `statements/<name>.<lang>.md` of the game crate that invokes it, for
/// each name given, in every language; none (and nothing compiled in) unless the game crate is
/// built with its `statements` feature, as the command line builds it: the page's modules
/// leave them out.
#[macro_export]
macro_rules! game_statements {
    ($($name:literal),* $(,)?) => {
        if cfg!(feature = "statements") {
            &[$(
                $crate::game_statements!(@one $name, En, "en"),
                $crate::game_statements!(@one $name, ZhCn, "zh-CN"),
                $crate::game_statements!(@one $name, Fa, "fa"),
            )*]
        } else {
            &[]
        }
    };
    (@one $name:literal, $lang:ident, $code:literal) => {
        $crate::game::Statement {
            name: $name,
            lang: $crate::i18n::Lang::$lang,
            text: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"), "/statements/", $name, ".", $code, ".md"
            )),
        }
    };
}

/// The jury's solution of a game's problems, in C++, for `boardlab package` (`solutions/` in the
/// game's folder): a contestant's correct program, which plants its bugs when compiled with
/// `-DPLANTED` and writes a trace on standard error unless compiled with `-DNO_TRACE`.
#[derive(Debug, Clone, Copy)]
pub struct Jury {
    /// The source's file name (`mayan.cpp`).
    pub file: &'static str,
    pub source: &'static str,
    /// Rule options the program reads from a macro named by the option in capitals (ludo's
    /// `part` as `PART`): a package's copy defines them.
    pub defines: &'static [&'static str],
    /// The rule option values it solves besides every option's default (several values of one
    /// option are alternatives).
    pub rules: &'static [(&'static str, &'static str)],
    pub bugs: &'static [PlantedBug],
    /// The name of the problem the rule options pick, in the game's own words (ludo: "Ludo,
    /// part 3"), for a game of several problems; `None`: the game's title.
    pub problem_name: Option<fn(&Rules) -> Message>,
}

/// A bug a contestant makes, planted in the jury's solution (`-DPLANTED`): a package's wrong
/// answer.
#[derive(Debug, Clone, Copy)]
pub struct PlantedBug {
    /// A name for its submission (`rows-top-down`).
    pub name: &'static str,
    /// What the contestant got wrong.
    pub about: &'static str,
    /// The rule options of the problems it is planted in (several values of one option are
    /// alternatives; none: every problem of the game).
    pub rules: &'static [(&'static str, &'static str)],
    /// A small input it fails on (`solutions/<name>.in`), a test of every package it is in.
    pub input: &'static str,
}

/// The game's [`Jury`] (a `static` of the game crate), or `None` unless the game crate is built
/// with its `statements` feature, as the command line builds it.
#[macro_export]
macro_rules! game_jury {
    ($jury:path) => {
        if cfg!(feature = "statements") {
            Some(&$jury)
        } else {
            None
        }
    };
}

/// The text of `solutions/<name>` in the game crate that invokes it.
#[macro_export]
macro_rules! solution_file {
    ($name:literal) => {
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/solutions/", $name))
    };
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
    /// Its problem statements in our own words, for `boardlab package` (`statements/` in its
    /// folder, made with [`game_statements!`]); empty unless built with the `statements` feature.
    pub statements: &'static [Statement],
    /// Its jury's solution and planted bugs, for `boardlab package` (`solutions/` in its folder,
    /// with [`game_jury!`]); `None` unless built with the `statements` feature.
    pub jury: Option<&'static Jury>,
}

impl GameInfo {
    /// The three passes of strict validation (`strict`'s module documentation) on `input`: what
    /// a problem package's input validator checks (the command line's `validate --strict` and
    /// the package's own validator program both call this).
    pub fn validate_strictly(&self, input: &str, rules: &Rules) -> Result<(), InputError> {
        strict::check_characters(input)?;
        (self.validate)(input, rules)?;
        strict::check_layout(self.layout, input, rules)
    }
}

/// A game's computed run: the judge output and a timeline produced on demand. What else it
/// offers is implemented beside what does the work: the positions to play on from in the
/// game's `position.rs` ([`Positions`]), your program's trace checked in its `trace.rs`
/// ([`TraceChecking`]); a replay that offers none says so with an empty `impl`.
pub trait Replay: Positions + TraceChecking {
    fn output(&self) -> &str;
    fn step_count(&self) -> usize;
    /// Step `index` (`index < step_count()`); may replay from a checkpoint, hence `&mut`.
    fn step(&mut self, index: usize) -> Step;
    /// Step `index`'s board alone, as `step` would give it: what a seek paints before the
    /// step's texts. A game whose step runs analysis first (a search) gives it without.
    fn frame(&mut self, index: usize) -> Frame {
        self.step(index).frame
    }
    /// Steps worth a marker on the slider.
    fn markers(&self) -> Vec<Marker> {
        Vec::new()
    }
    /// The judge's line of play as a contestant's program replaying it reads it (`boardlab
    /// debug --replay-judge` writes it to the file BOARDLAB_JUDGE_LINE names), where the answer
    /// is a line of play that the main line plays: mayan's moves. `None` elsewhere.
    fn judge_line(&self) -> Option<String> {
        None
    }
    /// Step `index`'s text picture of the board, for a game whose steps leave `Step::text`
    /// empty to keep seeks short and that works its own out when the text panel asks for it
    /// (skill-chess's table of every piece was a third of its step). `None`: the step's text,
    /// or else the frame as a text grid.
    fn text(&mut self, _index: usize) -> Option<String> {
        None
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
}

/// The board editor of a game whose input has a board.
#[derive(Clone, Copy)]
pub struct BoardEditor {
    /// The board of `text` (syntax only: sizes and numbers must read; the statement's other
    /// limits are the parser's business).
    pub read: fn(&str, &Rules, &Editing) -> Result<EditorBoard, InputError>,
    /// `text` with `edit` applied: the whole input written again, the other tests untouched.
    pub edit: fn(&str, &Rules, &Editing, &Edit) -> Result<String, InputError>,
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
                    name = quote(name),
                    count = known.len(),
                    known = known.join(", ")
                )));
            };
            if !option.values.iter().any(|(v, _)| v == value) {
                let allowed: Vec<_> = option.values.iter().map(|(v, _)| *v).collect();
                return Err(InputError::general(msg!(
                    "error-unknown-rule-value",
                    name = option.name,
                    value = quote(value),
                    allowed = allowed.join(", ")
                )));
            }
            if let Some(slot) = values.iter_mut().find(|(n, _)| *n == option.name) {
                slot.1 = value.clone();
            }
        }
        Ok(Rules { values })
    }
}

impl Params {
    /// The defaults of `game`'s parameters overridden by `overrides`; unknown names, values that
    /// are not integers and values out of range are errors naming what is allowed.
    pub fn resolve(game: &GameInfo, overrides: &[(String, String)]) -> Result<Params, InputError> {
        let mut values: Vec<_> = game.params.iter().map(|p| (p.name, p.default)).collect();
        for (name, text) in overrides {
            let Some(param) = game.params.iter().find(|p| p.name == name) else {
                let known: Vec<_> = game.params.iter().map(|p| p.name).collect();
                return Err(InputError::general(msg!(
                    "error-unknown-param",
                    game = game.id,
                    name = quote(name),
                    known = known.join(", ")
                )));
            };
            let value = text
                .parse::<i64>()
                .ok()
                .filter(|v| (param.min..=param.max).contains(v))
                .ok_or_else(|| {
                    InputError::general(msg!(
                        "error-param-range",
                        name = param.name,
                        value = quote(text),
                        min = param.min,
                        max = param.max
                    ))
                })?;
            if let Some(slot) = values.iter_mut().find(|(n, _)| *n == param.name) {
                slot.1 = value;
            }
        }
        Ok(Params { values })
    }
}
