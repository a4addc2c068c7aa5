//! The running score of a game: what the operations scored, the hands of 5 valid operations,
//! and what the end bonus depends on. The main line and your own moves keep it the same way,
//! and value a swap by it.

use super::engine::Swap;
use super::engine::{Board, Outcome, Score};
use super::hand::{self, Hand};
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use std::cell::OnceCell;
use std::rc::Rc;

/// A hand an operation completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompletedHand {
    /// 1 for the game's first hand.
    pub number: usize,
    /// The main colours each of the 5 operations offered.
    pub options: [[u8; 2]; 5],
    pub hand: Hand,
}

#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Everything scored so far but the end bonus.
    pub score: Score,
    /// The main colours of the valid operations of the hand in progress (fewer than 5).
    pub pending: Vec<[u8; 2]>,
    pub hands: usize,
    pub operations: usize,
    pub skipped: usize,
}

impl Tally {
    /// Counts one operation; returns the hand it completed.
    pub fn record(&mut self, outcome: &Outcome) -> Option<CompletedHand> {
        self.operations += 1;
        let Outcome::Played { main, score, .. } = outcome else {
            self.skipped += 1;
            return None;
        };
        self.score.add(score);
        if self.pending.len() < 4 {
            self.pending.push(*main);
            return None;
        }
        let options = self.options_with(*main);
        let hand = hand::best(&options);
        self.pending.clear();
        self.hands += 1;
        self.score.hand += hand.score;
        Some(CompletedHand {
            number: self.hands,
            options,
            hand,
        })
    }

    /// The best hand a valid operation with main colours `main` would complete now.
    pub fn hand_completed_by(&self, main: [u8; 2]) -> Option<Hand> {
        (self.pending.len() == 4).then(|| hand::best(&self.options_with(main)))
    }

    fn options_with(&self, main: [u8; 2]) -> [[u8; 2]; 5] {
        std::array::from_fn(|i| self.pending.get(i).copied().unwrap_or(main))
    }

    /// The end bonus if the game ended now with `board`.
    pub fn end_bonus(&self, board: &Board) -> i64 {
        let all_valid = if self.skipped == 0 { 1000 } else { 0 };
        let cleared = if board.is_cleared() { 10000 } else { 0 };
        all_valid + cleared
    }
}

/// What a valid swap scores: its operation's score, plus the hand it completes.
#[derive(Clone, Copy)]
pub struct SwapValue {
    pub(super) score: Score,
    pub(super) hand: Option<Hand>,
}

impl SwapValue {
    /// The value of an operation with `outcome` played after the operations `tally` counts;
    /// `None` when it was skipped.
    pub(super) fn of(tally: &Tally, outcome: &Outcome) -> Option<SwapValue> {
        let Outcome::Played {
            main, mut score, ..
        } = *outcome
        else {
            return None;
        };
        let hand = tally.hand_completed_by(main);
        score.hand = hand.map_or(0, |h| h.score);
        Some(SwapValue { score, hand })
    }

    /// "elimination 35 + combination 200 + chain 80 = 315", with the hand when it completes one.
    pub(super) fn describe(&self) -> Message {
        let score = &self.score;
        match self.hand {
            None => msg!(
                "match3-value",
                elimination = score.elimination,
                combination = score.combination,
                chain = score.chain,
                total = score.total()
            ),
            Some(hand) => msg!(
                "match3-value-with-hand",
                elimination = score.elimination,
                combination = score.combination,
                chain = score.chain,
                hand = hand.score,
                shape = hand.shape.name(),
                total = score.total()
            ),
        }
    }
}

/// The best swap of a position once searched (`None`: no swap makes a run), shared by the
/// positions the main line makes for one step (you may try several swaps there).
#[derive(Clone, Default)]
pub struct BestSwapCache(pub(super) Rc<OnceCell<Option<(Swap, SwapValue)>>>);
