//! Your own swaps from any step: the position after an operation settles, the swaps it
//! allows, the feedback on one (what it scores next to the best swap there) and the game so
//! far as an input.

use super::engine::{in_run, Board, Engine, Outcome, Quiet, Score};
use super::hand::Hand;
use super::input::{write_board, Swap, MAX_OPERATIONS};
use super::tally::Tally;
use super::view;
use crate::text::quote;
use crate::{MoveOption, Played, Position, Progress};
use std::cell::OnceCell;
use std::fmt::Write;
use std::rc::Rc;

/// The best swap of a position once searched (`None`: no swap makes a run), shared by the
/// positions the main line makes for one step (you may try several swaps there).
#[derive(Clone, Default)]
pub struct BestSwapCache(Rc<OnceCell<Option<(Swap, SwapValue)>>>);

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

    /// Every swap of two orthogonally adjacent pieces, the smaller cell (row-major) first: per
    /// cell, with its right neighbour, then with the one below.
    fn adjacent_swaps(&self) -> impl Iterator<Item = Swap> + '_ {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let full = move |(r, c): (usize, usize)| !self.board.cells[r * cols + c].is_empty();
        (0..rows * cols).flat_map(move |index| {
            let (r, c) = (index / cols, index % cols);
            let right = (c + 1 < cols).then_some((r, c + 1));
            let below = (r + 1 < rows).then_some((r + 1, c));
            [right, below]
                .into_iter()
                .flatten()
                .filter(move |&other| full((r, c)) && full(other))
                .map(move |other| ((r, c), other))
        })
    }

    /// Whether `swap` makes a run. The board has none, so a new run passes through a swapped
    /// cell: looking around both is enough, without playing the swap.
    fn makes_run(&self, (a, b): Swap) -> bool {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let colour_after = |r: usize, c: usize| {
            let (r, c) = match (r, c) {
                cell if cell == a => b,
                cell if cell == b => a,
                cell => cell,
            };
            self.board.cells[r * cols + c].colour
        };
        in_run(rows, cols, colour_after, a) || in_run(rows, cols, colour_after, b)
    }

    /// Why no swap can be made any more, if so.
    fn game_over(&self) -> Option<&'static str> {
        if self.tally.operations >= MAX_OPERATIONS {
            Some("the statement's limit of 1000 operations is reached")
        } else if self.board.is_cleared() {
            Some("the board is empty")
        } else if self.adjacent_swaps().next().is_none() {
            Some("no two pieces are adjacent any more")
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
            && self.adjacent_swaps().any(|s| s == swap);
        listed.then_some(swap)
    }

    /// The valid swap scoring most (the first in the moves' order on a tie), if any.
    fn best_swap(&self, progress: &mut Progress) -> Option<(Swap, SwapValue)> {
        *self.best.0.get_or_init(|| self.search_best_swap(progress))
    }

    /// Simulates every swap that makes a run.
    fn search_best_swap(&self, progress: &mut Progress) -> Option<(Swap, SwapValue)> {
        let mut engine = Engine::new(self.board.clone());
        let mut best: Option<(Swap, SwapValue)> = None;
        for (tried, swap) in self
            .adjacent_swaps()
            .filter(|&s| self.makes_run(s))
            .enumerate()
        {
            progress.tick(|| format!("best swap: {tried} swaps tried"));
            engine.board.clone_from(&self.board);
            let outcome = engine.play(swap.0, swap.1, &mut Quiet);
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
    ) -> Vec<String> {
        let mut lines = vec![match yours {
            Some(value) => format!("your swap {}: {}", cells(swap), value.describe()),
            None => format!(
                "your swap {} makes no run: it is skipped, scores nothing and loses the +1000 \
                 end bonus",
                cells(swap)
            ),
        }];
        lines.push(match best {
            None => "no swap here makes a run".to_string(),
            Some((_, value)) if yours.is_some_and(|v| v.score.total() == value.score.total()) => {
                format!(
                    "best available: {} — yours is a best swap",
                    value.score.total()
                )
            }
            Some((best, value)) => {
                format!("best available: swap {}: {}", cells(best), value.describe())
            }
        });
        let end = after.end_bonus(board);
        lines.push(format!(
            "running total {}; an input ending here prints {} (end bonus +{end})",
            after.score.total(),
            after.score.total() + end
        ));
        lines
    }
}

impl Position for Match3Position {
    fn to_move(&self) -> String {
        if let Some(why) = self.game_over() {
            return why.to_string();
        }
        format!(
            "operation {} to play · hand {} has {} of 5 valid swaps · score {}",
            self.tally.operations + 1,
            self.tally.hands + 1,
            self.tally.pending.len(),
            self.tally.score.total()
        )
    }

    /// The swaps making a run, then the others (legal input that is skipped).
    fn moves(&self) -> Vec<MoveOption> {
        if self.game_over().is_some() {
            return Vec::new();
        }
        let (valid, invalid): (Vec<Swap>, Vec<Swap>) =
            self.adjacent_swaps().partition(|&s| self.makes_run(s));
        let option = |swap: Swap, suffix: &str| {
            let ((r1, c1), (r2, c2)) = swap;
            MoveOption {
                id: move_id(swap),
                label: format!("swap {}{suffix}", cells(swap)),
                cells: vec![(r1 as u16, c1 as u16), (r2 as u16, c2 as u16)],
            }
        };
        let valid = valid.into_iter().map(|s| option(s, ""));
        valid
            .chain(invalid.into_iter().map(|s| option(s, " (no run)")))
            .collect()
    }

    fn play(&self, id: &str, progress: &mut Progress) -> Result<Played, String> {
        let swap = self
            .swap_of(id)
            .ok_or_else(|| format!("{} is not a swap of two adjacent pieces here", quote(id)))?;
        let best = self.best_swap(progress);
        let mut engine = Engine::new(self.board.clone());
        let mut tally = self.tally.clone();
        let (outcome, mut steps) = view::operation_steps(&mut engine, swap, &mut tally);
        let yours = SwapValue::of(&self.tally, &outcome);
        let feedback = self.feedback(swap, yours.as_ref(), best, &tally, &engine.board);
        steps[0].events.splice(0..0, feedback.iter().cloned());
        let mut swaps = self.swaps.clone();
        swaps.push(swap);
        let next = Match3Position::new(
            Rc::clone(&self.initial),
            self.colours,
            swaps,
            engine.board,
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
    fn input(&self) -> Result<String, String> {
        if self.swaps.is_empty() {
            return Err("the input needs at least one operation (q ≥ 1): play a swap first".into());
        }
        let board = &self.initial;
        let mut text = format!(
            "{} {} {} {}\n",
            board.rows,
            board.cols,
            self.colours,
            self.swaps.len()
        );
        write_board(board, "\n", &mut text);
        for &((r1, c1), (r2, c2)) in &self.swaps {
            writeln!(text, "{} {} {} {}", r1 + 1, c1 + 1, r2 + 1, c2 + 1)
                .expect("writing to a String cannot fail");
        }
        Ok(text)
    }
}

/// What a valid swap scores: its operation's score, plus the hand it completes.
#[derive(Clone, Copy)]
pub struct SwapValue {
    score: Score,
    hand: Option<Hand>,
}

impl SwapValue {
    /// The value of an operation with `outcome` played after the operations `tally` counts;
    /// `None` when it was skipped.
    fn of(tally: &Tally, outcome: &Outcome) -> Option<SwapValue> {
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

    fn describe(&self) -> String {
        let score = &self.score;
        let mut parts = vec![
            format!("elimination {}", score.elimination),
            format!("combination {}", score.combination),
            format!("chain {}", score.chain),
        ];
        if let Some(hand) = self.hand {
            parts.push(format!("hand {} ({})", hand.score, hand.shape.name()));
        }
        format!("{} = {}", parts.join(" + "), score.total())
    }
}

/// "1 2 1 3": the cells 1-based as the input lists them.
fn move_id(((r1, c1), (r2, c2)): Swap) -> String {
    format!("{} {} {} {}", r1 + 1, c1 + 1, r2 + 1, c2 + 1)
}

/// "(1,2)–(1,3)".
fn cells(((r1, c1), (r2, c2)): Swap) -> String {
    format!("({},{})–({},{})", r1 + 1, c1 + 1, r2 + 1, c2 + 1)
}
