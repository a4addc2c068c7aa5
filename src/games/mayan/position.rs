//! Exploring: the settled board of a step, every legal drag from it, and the engine's feedback
//! on a drag of your own: can the board still be cleared in exactly the moves left, and is the
//! drag the one the smallest answer makes.

use super::engine::{Board, Grid, Move, SameColourSwap, HEIGHT, WIDTH};
use super::input::Puzzle;
use super::search::solve;
use super::steps::{frame_cell, move_steps, moves_text};
use boardlab_core::i18n::Message;
use boardlab_core::text::quote;
use boardlab_core::{msg, MoveOption, Played, Position, Progress};
use std::rc::Rc;

/// What every position of one input shares.
pub struct Setup {
    pub puzzle: Puzzle,
    pub rule: SameColourSwap,
    /// In replay mode the input lists the moves made after the puzzle.
    pub replay_mode: bool,
}

/// The lexicographically smallest sequence of exactly the moves left that clears the board;
/// `None` when there is none.
pub type Smallest = Option<Vec<Move>>;

/// A settled board with the moves made to reach it.
#[derive(Clone)]
pub struct MayanPosition {
    setup: Rc<Setup>,
    grid: Grid,
    /// The moves made from the puzzle's board.
    played: Vec<Move>,
    /// The smallest answer from here, when it is known without a search.
    smallest: Option<Smallest>,
}

/// The smallest answer after `mv` when the smallest answer `before` it tells: the rest of it
/// when it starts with `mv`, and none when there was none (a way from the board after `mv`
/// would be one from before, `mv` first). Only for a board `mv` does not empty.
fn smallest_after(before: &Smallest, mv: Move) -> Option<Smallest> {
    match before {
        None => Some(None),
        Some(moves) if moves.first() == Some(&mv) => Some(Some(moves[1..].to_vec())),
        Some(_) => None,
    }
}

impl MayanPosition {
    /// The puzzle's board, whose smallest answer (`None` = -1) the solver found.
    pub fn start(setup: Rc<Setup>, smallest: Option<&[Move]>) -> Self {
        MayanPosition {
            grid: Grid::from_columns(&setup.puzzle.columns),
            setup,
            played: Vec::new(),
            smallest: Some(smallest.map(<[Move]>::to_vec)),
        }
    }

    /// The position after the main line's move `mv`, which settled into `grid`.
    pub fn after(&self, mv: Move, grid: &Grid) -> Self {
        let smallest = self
            .smallest
            .as_ref()
            .and_then(|before| smallest_after(before, mv));
        self.reached(mv, grid, smallest)
    }

    /// The position after `mv`, which settled into `grid`, with its smallest answer if known.
    fn reached(&self, mv: Move, grid: &Grid, smallest: Option<Smallest>) -> Self {
        let mut played = self.played.clone();
        played.push(mv);
        MayanPosition {
            setup: Rc::clone(&self.setup),
            grid: grid.clone(),
            played,
            smallest,
        }
    }

    /// The number of moves the puzzle asks for.
    pub(super) fn n(&self) -> usize {
        self.setup.puzzle.n
    }

    /// The board, the moves made to reach it, the rule and, at the puzzle's start, the smallest
    /// answer (for a trace, trace.rs).
    pub fn parts(&self) -> (&Grid, &[Move], SameColourSwap, Option<&Smallest>) {
        (
            &self.grid,
            &self.played,
            self.setup.rule,
            self.smallest.as_ref(),
        )
    }

    fn moves_left(&self) -> usize {
        self.n().saturating_sub(self.played.len())
    }

    /// Why no move can be made any more, or `None` while one can.
    fn game_over(&self) -> Option<Message> {
        let (n, made) = (self.n(), self.played.len());
        if self.grid.is_empty() {
            return Some(if made == n {
                msg!("mayan-over-solution", moves = n)
            } else if made < n {
                msg!("mayan-over-emptied-early", moves = n - made)
            } else {
                msg!("mayan-over-emptied-late", made = made, n = n)
            });
        }
        (made >= n).then(|| msg!("mayan-over-no-moves", blocks = self.grid.block_count()))
    }

    /// Every legal move in answer order: by x, then y, then right before left.
    fn legal_moves(&self) -> Vec<Move> {
        if self.game_over().is_some() {
            return Vec::new();
        }
        let all = (0..WIDTH)
            .flat_map(|x| (0..HEIGHT).flat_map(move |y| [1, -1].map(|g| Move { x, y, g })));
        all.filter(|&mv| self.grid.check(mv, self.setup.rule).is_ok())
            .collect()
    }

    /// The smallest answer from here: known, or searched.
    fn smallest(&self, progress: &mut Progress) -> Result<Smallest, Message> {
        match &self.smallest {
            Some(known) => Ok(known.clone()),
            None => self.search(progress),
        }
    }

    fn search(&self, progress: &mut Progress) -> Result<Smallest, Message> {
        let board = Board::from_columns(&self.grid.columns());
        // The search's errors are about the board as a whole, without a place.
        let solution =
            solve(&board, self.moves_left(), self.setup.rule, progress).map_err(|e| e.message)?;
        Ok(solution.moves)
    }

    /// What the smallest answer from here (`smallest`) says about playing `mv`.
    fn compared_with_smallest(&self, smallest: &Smallest, mv: Move) -> Message {
        match smallest {
            None => msg!(
                "mayan-feedback-unsolvable-before",
                moves = self.moves_left(),
                mv = mv.to_string()
            ),
            Some(moves) if moves[0] == mv => msg!("mayan-feedback-smallest", mv = mv.to_string()),
            Some(moves) => {
                let board = Board::from_columns(&self.grid.columns());
                let (best, answer) = (moves[0].to_string(), moves_text(moves));
                if board.after(moves[0]) == board.after(mv) {
                    msg!(
                        "mayan-feedback-other-same-board",
                        best = best,
                        answer = answer
                    )
                } else {
                    msg!("mayan-feedback-other", best = best, answer = answer)
                }
            }
        }
    }
}

impl Position for MayanPosition {
    fn to_move(&self) -> Message {
        self.game_over().unwrap_or_else(|| {
            msg!(
                "mayan-to-move",
                left = self.moves_left(),
                n = self.n(),
                blocks = self.grid.block_count()
            )
        })
    }

    fn moves(&self) -> Vec<MoveOption> {
        self.legal_moves()
            .into_iter()
            .map(|mv| {
                let target = mv.target().expect("a legal move stays on the board");
                MoveOption {
                    id: mv.to_string(),
                    label: msg!(
                        "mayan-move-label",
                        x = mv.x,
                        y = mv.y,
                        direction = mv.direction()
                    ),
                    cells: vec![frame_cell(mv.x, mv.y), frame_cell(target, mv.y)],
                }
            })
            .collect()
    }

    fn play(&self, id: &str, progress: &mut Progress) -> Result<Played, Message> {
        if let Some(why) = self.game_over() {
            return Err(msg!("mayan-play-over", why = why));
        }
        let mv = self
            .legal_moves()
            .into_iter()
            .find(|mv| mv.to_string() == id)
            .ok_or_else(|| msg!("mayan-play-not-legal", id = quote(id)))?;
        let trace = self
            .grid
            .play(mv, self.setup.rule)
            .expect("the listed moves are legal");
        let smallest = self.smallest(progress)?;
        let mut next = self.reached(mv, trace.final_grid(), smallest_after(&smallest, mv));
        let verdict = match next.game_over() {
            Some(why) => why,
            None => {
                let after = match &next.smallest {
                    Some(known) => known.clone(),
                    None => next.search(progress)?,
                };
                let left = next.moves_left();
                next.smallest = Some(after.clone());
                match after {
                    Some(rest) => msg!(
                        "mayan-feedback-clearable",
                        moves = left,
                        way = moves_text(&rest)
                    ),
                    None => msg!("mayan-feedback-unclearable", moves = left),
                }
            }
        };
        let feedback = vec![verdict, self.compared_with_smallest(&smallest, mv)];
        let number = self.played.len() + 1;
        // Your own moves print no judge output: an empty range of lines.
        let mut steps = move_steps(number, self.n(), mv, &trace, (0, 0));
        steps[0].events.splice(0..0, feedback.iter().cloned());
        Ok(Played {
            steps,
            feedback,
            next: Box::new(next),
        })
    }

    /// In solve mode the board reached with the moves left; in replay mode, whose input lists
    /// the moves, the puzzle and the moves made so far.
    fn input(&self) -> Result<String, Message> {
        if self.setup.replay_mode {
            let mut text = self.setup.puzzle.text();
            for mv in &self.played {
                text.push_str(&format!("{mv}\n"));
            }
            return Ok(text);
        }
        let moves_left = self.moves_left();
        if moves_left == 0 {
            return Err(msg!("mayan-input-no-moves-left", moves = self.n()));
        }
        let reached = Puzzle {
            n: moves_left,
            columns: self.grid.columns(),
        };
        Ok(reached.text())
    }
}
