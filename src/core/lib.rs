//! The contract every BoardLab game fulfils, and what games share to fulfil it.
//!
//! A game is a [`GameInfo`]: its texts, samples, rule options and palette, and the functions
//! that parse an input into a [`Replay`] (the judge output and a timeline of [`Step`]s),
//! validate it, generate one from a seed and shrink a failing one. Games build on the token
//! reader and its located errors ([`text`]), messages in every language ([`i18n`]), the grid
//! scene of a step ([`timeline`]), the generator's parameters ([`generate`]), Explore's
//! [`position`] and board [`editor`], and the reading of a program's [`trace`]. Nothing here
//! knows a game or the browser: the session crate (`src/session`) registers the games and
//! runs them, the wasm crate (`src/wasm`) carries them to the page.
//!
//! What cannot fail is taken with `.expect("why it cannot fail")`: writing to a `String`, state
//! that construction guarantees (`unwrap_or_else(|| panic!(…))` when the reason names a value,
//! `unreachable!("why")` for an impossible match arm). Never a bare `unwrap()`, a dropped result
//! (`let _ =`, `.ok()`) or a made-up fallback value; a failure ignored on purpose says why.

pub mod clock;
pub mod editor;
pub mod game;
pub mod generate;
pub mod i18n;
pub mod order;
pub mod position;
pub mod progress;
pub mod rules;
pub mod shown;
pub mod shrink;
pub mod strict;
pub mod text;
pub mod timeline;
pub mod trace;

// The names games use most, at the crate's root. Inside this crate every module imports from
// the module that defines a name, never from here: the root only gathers.
pub use editor::{Edit, Editing, EditorBoard};
pub use game::{BoardEditor, GameInfo, Jury, PlantedBug, Replay, Sample, Statement};
pub use generate::{GenParam, Params, Random, TestKind};
pub use i18n::{Arg, Lang, Message};
pub use position::{BranchPoint, MoveOption, Played, Position, Positions};
pub use progress::Progress;
pub use rules::{RuleOption, Rules};
pub use text::{Difference, InputError, Suggestion};
pub use timeline::{Frame, Marker, Palette, Step};
pub use trace::TraceChecking;
