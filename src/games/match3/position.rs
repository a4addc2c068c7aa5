//! Your own swaps from any step: the position after an operation settles, the swaps it
//! allows, the feedback on one (what it scores next to the best swap there) and the game so
//! far as an input.

use super::engine::Swap;
use super::engine::{Board, Engine, Scratch};
use super::input::{cell_name, write_input, MAX_OPERATIONS};
use super::tally::{BestSwapCache, SwapValue, Tally};
use super::view::{self, Match3Replay};
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::text::quote;
use boardlab_core::{BranchPoint, MoveOption, Played, Position, Positions, Progress};
use std::rc::Rc;

/// A settled board (no run on it) and everything the score depends on.
pub struct Match3Position {
    /// The input's board before any operation, and k.
    initial: Rc<Board>,
    colours: usize,
    /// Every operation so far as the input lists them: the main line's, then yours.
    swaps: Vec<Swap>,
    board: Board,
    tally: Tally,
    best: BestSwapCache,
}

impl Match3Position {
    /// `board` and `tally` are the state after `swaps` were played on `initial`.
    pub fn new(
        initial: Rc<Board>,
        colours: usize,
        swaps: Vec<Swap>,
        board: Board,
        tally: Tally,
        best: BestSwapCache,
    ) -> Self {
        Match3Position {
            initial,
            colours,
            swaps,
            board,
            tally,
            best,
        }
    }

    /// Why no swap can be made any more, if so.
    fn game_over(&self) -> Option<Message> {
        if self.tally.operations >= MAX_OPERATIONS {
            Some(msg!("match3-over-limit", max = MAX_OPERATIONS))
        } else if self.board.is_cleared() {
            Some(msg!("match3-over-cleared"))
        } else if self.board.adjacent_swaps().next().is_none() {
            Some(msg!("match3-over-stuck"))
        } else {
            None
        }
    }

    /// The swap whose id is `id`, if it is among the moves.
    fn swap_of(&self, id: &str) -> Option<Swap> {
        let numbers: Vec<usize> = id
            .split(' ')
            .map(|n| n.parse::<usize>().ok()?.checked_sub(1))
            .collect::<Option<_>>()?;
        let [r1, c1, r2, c2] = numbers[..] else {
            return None;
        };
        let swap = ((r1, c1), (r2, c2));
        let listed = self.game_over().is_none()
            && move_id(swap) == id
            && self.board.adjacent_swaps().any(|s| s == swap);
        listed.then_some(swap)
    }

    /// The valid swap scoring most (the first in the moves' order on a tie), if any.
    fn best_swap(&self, progress: &mut Progress) -> Option<(Swap, SwapValue)> {
        *self.best.0.get_or_init(|| self.search_best_swap(progress))
    }

    /// Simulates every swap that makes a run, each from the position's grid, on its bits alone
    /// (the board stays this position's).
    fn search_best_swap(&self, progress: &mut Progress) -> Option<(Swap, SwapValue)> {
        let mut engine = Engine::new(self.board.clone());
        let start = engine.grid.clone();
        let mut best: Option<(Swap, SwapValue)> = None;
        for (tried, swap) in (self.board.adjacent_swaps())
            .filter(|&s| self.board.makes_run(s))
            .enumerate()
        {
            progress.tick(|| msg!("match3-progress-best-swap", tried = tried));
            engine.grid.restore(&start);
            let outcome = engine.play(swap.0, swap.1, &mut Scratch);
            let value = SwapValue::of(&self.tally, &outcome)
                .unwrap_or_else(|| unreachable!("{} makes a run", move_id(swap)));
            if best
                .as_ref()
                .is_none_or(|(_, b)| value.score.total() > b.score.total())
            {
                best = Some((swap, value));
            }
        }
        best
    }

    /// What your swap scores, what the best swap here scores, and the running total (`after`
    /// counts your swap, which left `board`).
    fn feedback(
        &self,
        swap: Swap,
        yours: Option<&SwapValue>,
        best: Option<(Swap, SwapValue)>,
        after: &Tally,
        board: &Board,
    ) -> Vec<Message> {
        let yours_line = match yours {
            Some(value) => msg!(
                "match3-your-swap",
                swap = cells(swap),
                value = value.describe()
            ),
            None => msg!("match3-your-swap-no-run", swap = cells(swap)),
        };
        let best_line = match best {
            None => msg!("match3-no-swap-runs"),
            Some((_, value)) if yours.is_some_and(|v| v.score.total() == value.score.total()) => {
                msg!("match3-best-is-yours", total = value.score.total())
            }
            Some((best, value)) => msg!(
                "match3-best-swap",
                swap = cells(best),
                value = value.describe()
            ),
        };
        let end = after.end_bonus(board);
        let total_line = msg!(
            "match3-running-total",
            total = after.score.total(),
            printed = after.score.total() + end,
            end = end
        );
        vec![yours_line, best_line, total_line]
    }
}

impl Position for Match3Position {
    fn to_move(&self) -> Message {
        if let Some(why) = self.game_over() {
            return why;
        }
        msg!(
            "match3-to-move",
            operation = self.tally.operations + 1,
            hand = self.tally.hands + 1,
            valid = self.tally.pending.len(),
            score = self.tally.score.total()
        )
    }

    /// The swaps making a run, then the others (legal input that is skipped).
    fn moves(&self) -> Vec<MoveOption> {
        if self.game_over().is_some() {
            return Vec::new();
        }
        let (valid, invalid): (Vec<Swap>, Vec<Swap>) = self
            .board
            .adjacent_swaps()
            .partition(|&s| self.board.makes_run(s));
        let option = |swap: Swap, label: Message| {
            let ((r1, c1), (r2, c2)) = swap;
            MoveOption {
                id: move_id(swap),
                label,
                cells: vec![(r1 as u16, c1 as u16), (r2 as u16, c2 as u16)],
            }
        };
        let valid = valid
            .into_iter()
            .map(|s| option(s, msg!("match3-move", swap = cells(s))));
        let invalid = invalid
            .into_iter()
            .map(|s| option(s, msg!("match3-move-no-run", swap = cells(s))));
        valid.chain(invalid).collect()
    }

    /// Every adjacent pair of pieces: counted without their labels (a 50 × 50 board has ~5 000).
    fn move_count(&self) -> usize {
        if self.game_over().is_some() {
            0
        } else {
            self.board.adjacent_swaps().count()
        }
    }

    fn play(&self, id: &str, progress: &mut Progress) -> Result<Played, Message> {
        let swap = self
            .swap_of(id)
            .ok_or_else(|| msg!("match3-not-a-swap", id = quote(id)))?;
        let best = self.best_swap(progress);
        let mut engine = Engine::new(self.board.clone());
        let mut tally = self.tally.clone();
        let (outcome, mut steps) = view::operation_steps(&mut engine, swap, &mut tally);
        let yours = SwapValue::of(&self.tally, &outcome);
        let feedback = self.feedback(swap, yours.as_ref(), best, &tally, engine.board());
        steps[0].events.splice(0..0, feedback.iter().cloned());
        let mut swaps = self.swaps.clone();
        swaps.push(swap);
        let next = Match3Position::new(
            Rc::clone(&self.initial),
            self.colours,
            swaps,
            engine.into_board(),
            tally,
            BestSwapCache::default(),
        );
        Ok(Played {
            steps,
            feedback,
            next: Box::new(next),
        })
    }

    /// The input's board and k, with every operation so far.
    fn input(&self) -> Result<String, Message> {
        if self.swaps.is_empty() {
            return Err(msg!("match3-input-needs-operation"));
        }
        Ok(write_input(&self.initial, self.colours, &self.swaps))
    }
}

/// "1 2 1 3": the cells 1-based as the input lists them.
fn move_id(((r1, c1), (r2, c2)): Swap) -> String {
    format!("{} {} {} {}", r1 + 1, c1 + 1, r2 + 1, c2 + 1)
}

/// "(1,2)–(1,3)".
fn cells((a, b): Swap) -> String {
    format!("{}–{}", cell_name(a), cell_name(b))
}

impl Positions for Match3Replay {
    /// After the operation of step `index` settles (the initial step: before any; the end
    /// step: after the last, and your moves follow the end step).
    fn position(&mut self, index: usize) -> Option<BranchPoint> {
        let (done, base) = if index == 0 {
            (0, 0)
        } else if index + 1 >= self.steps {
            (self.ops.len(), index)
        } else {
            let op = self.op_of(index);
            (op + 1, self.ops[op].last_step())
        };
        self.restore(done);
        let mut tally = Tally::default();
        for record in &self.ops[..done] {
            tally.record(&record.outcome);
        }
        let position = Match3Position::new(
            Rc::clone(&self.initial),
            self.colours,
            self.swaps[..done].to_vec(),
            self.engine.board().clone(),
            tally,
            self.best_swaps.entry(done).or_default().clone(),
        );
        Some(BranchPoint {
            base,
            position: Box::new(position),
        })
    }
}
