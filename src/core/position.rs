//! A position where one side decides: the contract a game fulfils for Explore (your own moves
//! from any step). The session (`src/session/explore.rs`) keeps the variation they form.

use crate::i18n::Message;
use crate::progress::Progress;
use crate::timeline::Step;
use serde::Serialize;

/// A move the side to move can make.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct MoveOption {
    /// Stable notation (permalinks carry it, `play` takes it), e.g. mayan's `3 0 1`. Never
    /// contains a comma.
    pub id: String,
    /// What the "Moves" list shows, e.g. "block (3, 0) right".
    pub label: Message,
    /// The frame cells (row, col) to pick on the canvas, in order, to make this move; empty
    /// for a move made only from the list or a button (a pass). Two moves never share a full
    /// sequence, and a sequence is never a proper prefix of another's unless they differ only
    /// in what follows (the page waits for the next pick then).
    pub cells: Vec<(u16, u16)>,
}

/// What playing a move gives.
pub struct Played {
    /// The steps showing the move, then the answer (the engine's best reply, the judge's
    /// reply). At least one.
    pub steps: Vec<Step>,
    /// The engine's verdict on the move, one sentence per line (the first step's events start
    /// with them too).
    pub feedback: Vec<Message>,
    /// The position reached (one without moves when the game is over).
    pub next: Box<dyn Position>,
}

/// A state of a game where one side decides.
pub trait Position {
    /// Who is to move and what is at stake, e.g. "Zhuge Liang to move, 3 turns left"; when
    /// the game is over, why ("the board is empty").
    fn to_move(&self) -> Message;
    /// Every legal move, in a stable order (the "Moves" list shows them in it).
    fn moves(&self) -> Vec<MoveOption>;
    /// How many moves `moves()` lists; a game with many overrides it to count without making
    /// their labels.
    fn move_count(&self) -> usize {
        self.moves().len()
    }
    /// Plays the move with id `id`; an id that is not among `moves()` is an error naming it.
    /// Searches report to `progress` and stop when it says so.
    fn play(&self, id: &str, progress: &mut Progress) -> Result<Played, Message>;
    /// This position as a judge-format input that runs ("Copy as input"): the position
    /// reached, or the game so far where the format lists moves; an error says why the format
    /// cannot express it (no moves left where the statement needs at least one).
    fn input(&self) -> Result<String, Message>;
}

/// The positions a replay offers to play on from (Explore), where somebody decides.
pub trait Positions {
    /// The decision shown at step `index`: the position where the side to move decides (the
    /// one the step settles into), and the last main-line step before the main line's own next
    /// move there. `None` where nobody decides (every action scripted by the input).
    fn position(&mut self, _index: usize) -> Option<BranchPoint> {
        None
    }
}

/// Where a branch from a main-line step starts.
pub struct BranchPoint {
    /// The last main-line step before the main line's next move: the variation's steps are
    /// shown after it.
    pub base: usize,
    pub position: Box<dyn Position>,
}
