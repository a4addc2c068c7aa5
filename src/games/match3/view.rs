//! The whole game as a replay: the judge output, and a timeline built on demand. Only the board
//! before every 16th operation is kept; a step is produced by replaying at most 15 operations
//! quietly and the step's own operation with a [`Recorder`] that builds just that step.

use super::engine::Swap;
use super::engine::{Board, Component, Engine, Grid, Outcome, Quiet, Score, Skip};
use super::input::{cell_name, Input};
use super::tally::{BestSwapCache, CompletedHand, Tally};
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::timeline::{Checkpoints, Frame, Mark, Marker, Step, Token};
use boardlab_core::Replay;
use std::collections::HashMap;
use std::rc::Rc;

/// A piece's kind is its colour's (the palette has one for each of the statement's colours, up to
/// this many; the label carries the colour number too).
pub const TOKEN_COLOURS: usize = super::colours::COLOURS.len();

/// Mark kinds, indexes into the palette's marks.
pub mod mark {
    pub const RUN: u8 = 0;
    pub const AREA: u8 = 1;
    pub const FIRED: u8 = 2;
    pub const DOOMED: u8 = 3;
    pub const SWAP: u8 = 4;
    pub const INVALID: u8 = 5;
    pub const POINTS: u8 = 6;
}

const CHECKPOINT_EVERY: usize = 16;

/// What the timeline needs to know about one operation without replaying it.
pub(super) struct OpRecord {
    first_step: usize,
    /// The swap step plus the steps of its rounds (the hand step excluded).
    engine_steps: usize,
    /// The running score before the operation.
    before: Score,
    pub(super) outcome: Outcome,
    hand: Option<CompletedHand>,
}

impl OpRecord {
    /// The operation's last step (its hand step when it completed one).
    pub(super) fn last_step(&self) -> usize {
        self.first_step + self.engine_steps + usize::from(self.hand.is_some()) - 1
    }
}

pub struct Match3Replay {
    output: String,
    pub(super) engine: Engine,
    pub(super) initial: Rc<Board>,
    last: Board,
    pub(super) colours: usize,
    pub(super) swaps: Vec<Swap>,
    pub(super) ops: Vec<OpRecord>,
    checkpoints: Checkpoints<Grid>,
    /// The score before the end bonus, and the end bonus.
    before_end: Score,
    end: i64,
    pub(super) steps: usize,
    /// Per number of operations played, the best swap of the position after them.
    pub(super) best_swaps: HashMap<usize, BestSwapCache>,
}

impl Match3Replay {
    /// Plays the whole game (the judge path) and records what the timeline needs.
    pub fn new(input: Input) -> Self {
        let Input {
            board,
            colours,
            swaps,
        } = input;
        let mut engine = Engine::new(board.clone());
        let mut checkpoints = Checkpoints::new(CHECKPOINT_EVERY, &engine.grid);
        let mut ops = Vec::with_capacity(swaps.len());
        let mut tally = Tally::default();
        let mut next_step = 1;
        for (index, &(a, b)) in swaps.iter().enumerate() {
            checkpoints.offer(index, &engine.grid);
            let before = tally.score;
            let outcome = engine.play(a, b, &mut Quiet);
            let engine_steps = match outcome {
                Outcome::Skipped(_) => 1,
                Outcome::Played {
                    rounds, firings, ..
                } => 1 + 3 * rounds as usize + firings as usize,
            };
            let hand = tally.record(&outcome);
            ops.push(OpRecord {
                first_step: next_step,
                engine_steps,
                before,
                outcome,
                hand,
            });
            next_step += engine_steps + usize::from(hand.is_some());
        }
        let end = tally.end_bonus(engine.board());
        let mut total = tally.score;
        total.end = end;
        Match3Replay {
            output: format!("{}\n", total.total()),
            last: engine.board().clone(),
            engine,
            initial: Rc::new(board),
            colours,
            swaps,
            ops,
            checkpoints,
            before_end: tally.score,
            end,
            steps: next_step + 1,
            best_swaps: HashMap::new(),
        }
    }

    /// The operation step `index` (neither the first nor the last step) belongs to.
    pub(super) fn op_of(&self, index: usize) -> usize {
        self.ops.partition_point(|r| r.first_step <= index) - 1
    }

    /// Puts the engine on the board before operation `op`.
    pub(super) fn restore(&mut self, op: usize) {
        let swaps = &self.swaps;
        self.checkpoints.restore(
            op,
            &mut self.engine,
            |engine| &mut engine.grid,
            |engine, i| {
                engine.play(swaps[i].0, swaps[i].1, &mut Quiet);
            },
        );
    }

    /// The board after the first `done` operations (for a trace, whose checkpoints come in
    /// order): played on from `played` operations when the engine holds that board, else
    /// restored.
    pub(super) fn board_after(&mut self, done: usize, played: Option<usize>) -> &Board {
        match played.filter(|&played| played <= done) {
            Some(played) => {
                for &(a, b) in &self.swaps[played..done] {
                    self.engine.play(a, b, &mut Quiet);
                }
            }
            None => self.restore(done),
        }
        self.engine.board()
    }

    pub(super) fn operations(&self) -> usize {
        self.swaps.len()
    }

    /// What operation `op` (0-based) did.
    pub(super) fn outcome(&self, op: usize) -> Outcome {
        self.ops[op].outcome
    }

    /// The running score after the first `done` operations, hands included (no end bonus).
    pub(super) fn score_after(&self, done: usize) -> Score {
        self.ops.get(done).map_or(self.before_end, |op| op.before)
    }

    /// The final score, end bonus included.
    pub(super) fn final_score(&self) -> Score {
        Score {
            end: self.end,
            ..self.before_end
        }
    }

    /// The step showing the board after the first `done` operations (settled, their hand
    /// scored); the end step for `None`.
    pub(super) fn step_after(&self, done: Option<usize>) -> usize {
        match done {
            Some(0) => 0,
            Some(done) => self.ops[done - 1].last_step(),
            None => self.steps - 1,
        }
    }

    fn initial_step(&self) -> Step {
        let board = &self.initial;
        let specials = board.cells.iter().filter(|p| p.special != 0).count();
        let events = vec![
            msg!(
                "match3-initial-board",
                rows = board.rows,
                cols = board.cols,
                colours = self.colours,
                operations = self.swaps.len()
            ),
            msg!("match3-initial-specials", count = specials),
            caption(&Score::default()),
        ];
        plain_step(
            msg!("match3-initial-title"),
            events,
            board_frame(board),
            &Score::default(),
        )
    }

    fn end_step(&self) -> Step {
        let valid = self
            .ops
            .iter()
            .filter(|op| matches!(op.outcome, Outcome::Played { .. }))
            .count();
        let mut score = self.before_end;
        score.end = self.end;
        let remaining = self.last.cells.iter().filter(|p| !p.is_empty()).count();
        let events = vec![
            if valid == self.swaps.len() {
                msg!("match3-end-all-valid")
            } else {
                msg!(
                    "match3-end-skipped",
                    skipped = self.swaps.len() - valid,
                    operations = self.swaps.len()
                )
            },
            if remaining == 0 {
                msg!("match3-end-cleared")
            } else {
                msg!("match3-end-left", count = remaining)
            },
            msg!("match3-end-total", total = score.total()),
            caption(&score),
        ];
        let mut step = plain_step(
            msg!("match3-end-title"),
            events,
            board_frame(&self.last),
            &score,
        );
        step.output_lines = (0, 1);
        step
    }
}

impl Replay for Match3Replay {
    fn output(&self) -> &str {
        &self.output
    }

    fn step_count(&self) -> usize {
        self.steps
    }

    fn step(&mut self, index: usize) -> Step {
        if index == 0 {
            return self.initial_step();
        }
        if index + 1 >= self.steps {
            return self.end_step();
        }
        let op = self.op_of(index);
        self.restore(op);
        let record = &self.ops[op];
        let local = index - record.first_step;
        let swap = self.swaps[op];
        if let Some(completed) = record.hand.filter(|_| local >= record.engine_steps) {
            let outcome = self.engine.play(swap.0, swap.1, &mut Quiet);
            let mut score = record.before;
            if let Outcome::Played { score: gained, .. } = outcome {
                score.add(&gained);
            }
            score.hand += completed.hand.score;
            return hand_step(op, &completed, &score, self.engine.board());
        }
        let mut recorder = Recorder::new(Some(local), op, swap, record.before);
        self.engine.play(swap.0, swap.1, &mut recorder);
        recorder
            .steps
            .pop()
            .unwrap_or_else(|| unreachable!("operation {op} has {} steps", record.engine_steps))
    }

    fn markers(&self) -> Vec<Marker> {
        let mut markers = Vec::with_capacity(self.ops.len() * 2 + 1);
        for (index, op) in self.ops.iter().enumerate() {
            markers.push(Marker {
                step: op.first_step,
                label: msg!("match3-marker-op", number = index + 1),
            });
            if let Some(completed) = op.hand {
                markers.push(Marker {
                    step: op.last_step(),
                    label: msg!("match3-marker-hand", number = completed.number),
                });
            }
        }
        markers.push(Marker {
            step: self.steps - 1,
            label: msg!("match3-marker-end"),
        });
        markers
    }
}

/// Plays `swap` as the next operation of the game `tally` counts (on `engine`'s board) and
/// builds all its steps, its hand's included.
pub fn operation_steps(engine: &mut Engine, swap: Swap, tally: &mut Tally) -> (Outcome, Vec<Step>) {
    let op = tally.operations;
    let mut recorder = Recorder::new(None, op, swap, tally.score);
    let outcome = engine.play(swap.0, swap.1, &mut recorder);
    let mut steps = recorder.steps;
    if let Some(completed) = tally.record(&outcome) {
        steps.push(hand_step(op, &completed, &tally.score, engine.board()));
    }
    (outcome, steps)
}

/// When all steps of an operation are built at once (your own moves), the specials of one
/// round shown one by one; the rest share one step. A round can fire over a thousand, and every
/// step holds the whole board.
const FIRINGS_SHOWN: usize = 24;

/// Builds the steps of one operation as the engine reports its stages: all of them, or only
/// step `target` (0 = the swap).
struct Recorder {
    target: Option<usize>,
    seen: usize,
    op: usize,
    swap: Swap,
    /// The running score, updated at every stage.
    score: Score,
    /// How many pieces were doomed before the current firing.
    doomed_before: usize,
    /// This round's firings so far, and those beyond `FIRINGS_SHOWN` (with how many pieces
    /// were doomed before the first of them).
    fired_in_round: usize,
    unshown: Vec<u16>,
    doomed_before_unshown: usize,
    steps: Vec<Step>,
}

impl Recorder {
    /// `score`: the running score before the operation.
    fn new(target: Option<usize>, op: usize, swap: Swap, score: Score) -> Self {
        Recorder {
            target,
            seen: 0,
            op,
            swap,
            score,
            doomed_before: 0,
            fired_in_round: 0,
            unshown: Vec::new(),
            doomed_before_unshown: 0,
            steps: Vec::new(),
        }
    }

    /// Counts a stage; true when it is one to build.
    fn wanted(&mut self) -> bool {
        self.seen += 1;
        self.target.is_none_or(|target| target == self.seen - 1)
    }

    fn finish(&mut self, title: Message, mut events: Vec<Message>, frame: Frame) {
        events.push(caption(&self.score));
        self.steps
            .push(plain_step(title, events, frame, &self.score));
    }

    fn swap_cells(&self) -> Vec<(u16, u16)> {
        let ((r1, c1), (r2, c2)) = self.swap;
        vec![(r1 as u16, c1 as u16), (r2 as u16, c2 as u16)]
    }

    /// "Op 1 · round 2 · `stage`".
    fn round_title(&self, round: u32, stage: Message) -> Message {
        msg!(
            "match3-round-title",
            op = self.op + 1,
            round = round,
            stage = stage
        )
    }

    /// The firings of `round` beyond `FIRINGS_SHOWN`, in one step.
    fn unshown_firings(&mut self, round: u32, board: &Board, doomed: &[u16]) {
        let fired = std::mem::take(&mut self.unshown);
        let events = vec![
            msg!("match3-more-specials-fire", count = fired.len()),
            msg!(
                "match3-newly-doomed",
                newly = doomed.len() - self.doomed_before_unshown,
                doomed = doomed.len()
            ),
        ];
        let frame = firing_frame(board, doomed, &[(&fired, mark::FIRED)]);
        let stage = msg!("match3-stage-more-specials", count = fired.len());
        let title = self.round_title(round, stage);
        self.finish(title, events, frame);
    }
}

impl super::engine::Observer for Recorder {
    fn skipped(&mut self, board: &Board, why: Skip) {
        if !self.wanted() {
            return;
        }
        let (reason, explanation) = match why {
            Skip::SameCell => (
                msg!("match3-skip-same-cell"),
                msg!("match3-skip-same-cell-why"),
            ),
            Skip::NotAdjacent => (
                msg!("match3-skip-not-adjacent"),
                msg!("match3-skip-not-adjacent-why"),
            ),
            Skip::EmptyCell => (
                msg!("match3-skip-empty-cell"),
                msg!("match3-skip-empty-cell-why"),
            ),
            Skip::NoRun => (msg!("match3-skip-no-run"), msg!("match3-skip-no-run-why")),
        };
        let events = vec![
            msg!(
                "match3-skipped",
                swap = swap_name(self.swap),
                why = explanation
            ),
            msg!("match3-skipped-effect"),
        ];
        let mut frame = board_frame(board);
        frame.marks.push(Mark::Cells {
            cells: self.swap_cells(),
            kind: mark::INVALID,
        });
        let title = msg!("match3-invalid-title", op = self.op + 1, reason = reason);
        self.finish(title, events, frame);
    }

    fn swapped(&mut self, board: &Board, main: [u8; 2]) {
        if !self.wanted() {
            return;
        }
        let (a, b) = self.swap;
        let describe = |(r, c): (usize, usize)| {
            let piece = board.cells[r * board.cols + c];
            let (cell, colour) = (cell_name((r, c)), piece.colour);
            match piece.special {
                0 => msg!("match3-piece", cell = cell, colour = colour),
                special => msg!(
                    "match3-special-piece",
                    cell = cell,
                    colour = colour,
                    badge = badge(special),
                    special = special_name(special)
                ),
            }
        };
        let main = match main {
            [a, 0] => msg!("match3-main-colour", colour = a),
            [a, b] => msg!("match3-main-colours", first = a, second = b),
        };
        let events = vec![
            msg!(
                "match3-swapped-now",
                first = describe(a),
                second = describe(b)
            ),
            msg!("match3-runs-appear", main = main),
        ];
        let mut frame = board_frame(board);
        frame.marks.push(Mark::Cells {
            cells: self.swap_cells(),
            kind: mark::SWAP,
        });
        let title = msg!(
            "match3-swap-title",
            op = self.op + 1,
            swap = swap_name(self.swap)
        );
        self.finish(title, events, frame);
    }

    fn runs(&mut self, round: u32, board: &Board, cells: &[u16], blocks: &[Component]) {
        self.score.combination += blocks.iter().copied().map(Component::points).sum::<i64>();
        self.doomed_before = cells.len();
        self.fired_in_round = 0;
        if !self.wanted() {
            return;
        }
        let mut events = vec![msg!("match3-run-cells", count = cells.len())];
        let mut frame = board_frame(board);
        frame.marks.push(Mark::Cells {
            cells: cells.iter().map(|&i| cell_of(board, i)).collect(),
            kind: mark::RUN,
        });
        for block in blocks {
            let (r, c) = board.place(block.first as usize);
            events.push(msg!(
                "match3-block",
                size = block.size,
                colour = block.colour,
                cell = cell_name((r, c)),
                points = block.points()
            ));
            if block.points() > 0 {
                // On the top edge of the block's first cell (the bottom edge on the top row),
                // not over it: the label leaves the piece it names in view.
                let edge = if r == 0 { 0.5 } else { -0.5 };
                frame.marks.push(Mark::Text {
                    at: (r as f32 + edge, c as f32),
                    text: msg!("match3-scored-points", points = block.points()),
                    kind: mark::POINTS,
                });
            }
        }
        let title = self.round_title(round, msg!("match3-stage-runs"));
        self.finish(title, events, frame);
    }

    fn fired(&mut self, round: u32, board: &Board, at: u16, covered: &[u16], doomed: &[u16]) {
        let before = std::mem::replace(&mut self.doomed_before, doomed.len());
        let newly = doomed.len() - before;
        self.fired_in_round += 1;
        if self.target.is_none() && self.fired_in_round > FIRINGS_SHOWN {
            if self.unshown.is_empty() {
                self.doomed_before_unshown = before;
            }
            self.unshown.push(at);
            return;
        }
        if !self.wanted() {
            return;
        }
        let piece = board.cells[at as usize];
        let (r, c) = board.place(at as usize);
        let cell = cell_name((r, c));
        let area = match piece.special {
            1 => msg!("match3-area-row", row = r + 1),
            2 => msg!("match3-area-column", column = c + 1),
            3 => msg!("match3-area-cross", row = r + 1, column = c + 1),
            4 => msg!("match3-area-square", side = 3, cell = &cell),
            5 => msg!("match3-area-square", side = 5, cell = &cell),
            _ => msg!("match3-area-colour", colour = piece.colour),
        };
        let events = vec![
            msg!(
                "match3-fires",
                cell = &cell,
                colour = piece.colour,
                badge = badge(piece.special),
                special = special_name(piece.special),
                area = area
            ),
            msg!(
                "match3-covered",
                covered = covered.len(),
                newly = newly,
                doomed = doomed.len()
            ),
        ];
        let frame = firing_frame(
            board,
            doomed,
            &[(covered, mark::AREA), (&[at], mark::FIRED)],
        );
        let title = self.round_title(round, msg!("match3-stage-special", cell = cell));
        self.finish(title, events, frame);
    }

    fn removed(&mut self, round: u32, board: &Board, erased: &[u16], points: i64) {
        self.score.elimination += points;
        if !self.unshown.is_empty() {
            self.unshown_firings(round, board, erased);
        }
        if !self.wanted() {
            return;
        }
        let colour_sum: i64 = erased
            .iter()
            .map(|&i| i64::from(board.cells[i as usize].colour))
            .sum();
        let events = vec![
            msg!("match3-removed", count = erased.len()),
            msg!(
                "match3-elimination",
                sum = colour_sum,
                round = round,
                points = points
            ),
        ];
        let mut doomed = vec![false; board.cells.len()];
        erased.iter().for_each(|&i| doomed[i as usize] = true);
        let mut frame = board_frame(board);
        for token in &mut frame.tokens {
            token.faded = doomed[token.row as usize * board.cols + token.col as usize];
        }
        frame.marks.push(Mark::Cells {
            cells: erased.iter().map(|&i| cell_of(board, i)).collect(),
            kind: mark::DOOMED,
        });
        let title = self.round_title(round, msg!("match3-stage-removal"));
        self.finish(title, events, frame);
    }

    fn fell(&mut self, round: u32, board: &Board, fallen: u32, chain: Option<i64>) {
        if let Some(chain) = chain {
            self.score.chain += chain;
        }
        if !self.wanted() {
            return;
        }
        let events = vec![
            msg!("match3-fell", count = fallen),
            match chain {
                None => msg!("match3-new-runs", round = round + 1),
                Some(chain) => msg!("match3-no-more-runs", rounds = round, chain = chain),
            },
        ];
        let title = self.round_title(round, msg!("match3-stage-gravity"));
        self.finish(title, events, board_frame(board));
    }
}

/// The hand operation `op` (0-based) completed; `score` counts it, `board` is after the
/// operation.
fn hand_step(op: usize, completed: &CompletedHand, score: &Score, board: &Board) -> Step {
    let CompletedHand {
        number,
        options,
        hand,
    } = completed;
    let offered: Vec<String> = options
        .iter()
        .map(|o| match o {
            [a, 0] => format!("{{{a}}}"),
            [a, b] => format!("{{{a},{b}}}"),
        })
        .collect();
    let chosen: Vec<String> = hand.colours.iter().map(u8::to_string).collect();
    let events = vec![
        msg!("match3-hand-offered", options = offered.join(" ")),
        msg!(
            "match3-hand-choice",
            colours = chosen.join(" "),
            shape = hand.shape.name()
        ),
        msg!("match3-hand-score", score = hand.score),
        caption(score),
    ];
    let title = msg!(
        "match3-hand-title",
        op = op + 1,
        number = *number,
        shape = hand.shape.name()
    );
    plain_step(title, events, board_frame(board), score)
}

fn plain_step(title: Message, events: Vec<Message>, mut frame: Frame, score: &Score) -> Step {
    frame.caption = Some(caption(score));
    Step {
        title,
        events,
        output_lines: (0, 0),
        frame,
        text: String::new(),
    }
}

pub fn caption(score: &Score) -> Message {
    msg!(
        "match3-score",
        total = score.total(),
        elimination = score.elimination,
        chain = score.chain,
        combination = score.combination,
        hand = score.hand,
        end = score.end
    )
}

/// "(1,2)↔(1,3)": a swap as the timeline names it.
fn swap_name((a, b): Swap) -> String {
    format!("{}↔{}", cell_name(a), cell_name(b))
}

fn cell_of(board: &Board, index: u16) -> (u16, u16) {
    let (r, c) = board.place(index as usize);
    (r as u16, c as u16)
}

/// The badge drawn on a special piece.
pub fn badge(special: u8) -> &'static str {
    match special {
        1 => "─",
        2 => "│",
        3 => "┼",
        4 => "3x3",
        5 => "5x5",
        6 => "★",
        _ => "",
    }
}

pub fn special_name(special: u8) -> Message {
    match special {
        1 => msg!("match3-special-row-clearer"),
        2 => msg!("match3-special-column-clearer"),
        3 => msg!("match3-special-cross"),
        4 => msg!("match3-special-square-3"),
        5 => msg!("match3-special-square-5"),
        6 => msg!("match3-special-colour-bomb"),
        _ => msg!("match3-special-plain"),
    }
}

/// Every piece as a token: kind = its colour's in the palette, label = colour number.
pub fn board_frame(board: &Board) -> Frame {
    let mut frame = Frame::new(board.rows, board.cols);
    for (index, piece) in board.cells.iter().enumerate() {
        if piece.is_empty() {
            continue;
        }
        let (r, c) = board.place(index);
        let kind = ((piece.colour as usize - 1) % TOKEN_COLOURS) as u8;
        let mut token = Token::new(u32::from(piece.id), r, c, kind, piece.colour.to_string());
        if piece.special != 0 {
            token
                .badges
                .push(msg!("match3-badge", glyph = badge(piece.special)));
        }
        frame.tokens.push(token);
    }
    frame.row_labels = (1..=board.rows).map(|r| r.to_string()).collect();
    frame.col_labels = (1..=board.cols).map(|c| c.to_string()).collect();
    frame
}

/// The board during specials' firings: the doomed pieces marked, then each of `marked`'s lists
/// of pieces with its mark.
fn firing_frame(board: &Board, doomed: &[u16], marked: &[(&[u16], u8)]) -> Frame {
    let mut frame = board_frame(board);
    let cells = |list: &[u16]| list.iter().map(|&i| cell_of(board, i)).collect();
    frame.marks.push(Mark::Cells {
        cells: cells(doomed),
        kind: mark::DOOMED,
    });
    for &(list, kind) in marked {
        frame.marks.push(Mark::Cells {
            cells: cells(list),
            kind,
        });
    }
    frame
}
