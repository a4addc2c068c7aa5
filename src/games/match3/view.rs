//! The whole game as a replay: the judge output, and a timeline built on demand. Only the board
//! before every 16th operation is kept; a step is produced by replaying at most 15 operations
//! quietly and the step's own operation with a [`Recorder`] that builds just that step.

use super::engine::{Board, Component, Engine, Outcome, Quiet, Score, Skip};
use super::hand::{self, Hand};
use super::input::{Input, Swap};
use crate::timeline::{Checkpoints, Frame, Mark, Marker, Step, Token};
use crate::Replay;

/// Token kinds cycle through this many colours (the label carries the colour number).
pub const TOKEN_COLOURS: usize = 12;

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
struct OpRecord {
    first_step: usize,
    /// The swap step plus the steps of its rounds (the hand step excluded).
    engine_steps: usize,
    /// The running score before the operation.
    before: Score,
    outcome: Outcome,
    /// The hand this operation completed: its number, the options offered, the choice.
    hand: Option<(usize, [[u8; 2]; 5], Hand)>,
}

pub struct Match3Replay {
    output: String,
    engine: Engine,
    initial: Board,
    last: Board,
    colours: usize,
    swaps: Vec<Swap>,
    ops: Vec<OpRecord>,
    checkpoints: Checkpoints<Board>,
    /// The score before the end bonus, and the end bonus.
    before_end: Score,
    end: i64,
    steps: usize,
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
        let mut checkpoints = Checkpoints::new(CHECKPOINT_EVERY, &engine.board);
        let mut ops = Vec::with_capacity(swaps.len());
        let mut score = Score::default();
        let mut pending: Vec<[u8; 2]> = Vec::with_capacity(5);
        let mut hands = 0;
        let mut next_step = 1;
        for (index, &(a, b)) in swaps.iter().enumerate() {
            checkpoints.offer(index, &engine.board);
            let before = score;
            let outcome = engine.play(a, b, &mut Quiet);
            let engine_steps = match outcome {
                Outcome::Skipped(_) => 1,
                Outcome::Played {
                    rounds,
                    firings,
                    main,
                    score: gained,
                } => {
                    score.add(&gained);
                    pending.push(main);
                    1 + 3 * rounds as usize + firings as usize
                }
            };
            let hand = match <[[u8; 2]; 5]>::try_from(pending.as_slice()) {
                Ok(options) => {
                    pending.clear();
                    hands += 1;
                    let best = hand::best(&options);
                    score.hand += best.score;
                    Some((hands, options, best))
                }
                Err(_) => None,
            };
            ops.push(OpRecord {
                first_step: next_step,
                engine_steps,
                before,
                outcome,
                hand,
            });
            next_step += engine_steps + usize::from(hand.is_some());
        }
        let all_valid = ops
            .iter()
            .all(|op| matches!(op.outcome, Outcome::Played { .. }));
        let end =
            if all_valid { 1000 } else { 0 } + if engine.board.is_cleared() { 10000 } else { 0 };
        let mut total = score;
        total.end = end;
        Match3Replay {
            output: format!("{}\n", total.total()),
            last: engine.board.clone(),
            engine,
            initial: board,
            colours,
            swaps,
            ops,
            checkpoints,
            before_end: score,
            end,
            steps: next_step + 1,
        }
    }

    /// Puts the engine on the board before operation `op`.
    fn restore(&mut self, op: usize) {
        let swaps = &self.swaps;
        self.checkpoints.restore(
            op,
            &mut self.engine,
            |engine| &mut engine.board,
            |engine, i| {
                engine.play(swaps[i].0, swaps[i].1, &mut Quiet);
            },
        );
    }

    fn initial_step(&self) -> Step {
        let board = &self.initial;
        let specials = board.cells.iter().filter(|p| p.special != 0).count();
        let events = vec![
            format!(
                "{}×{} board, {}, {}",
                board.rows,
                board.cols,
                count(self.colours, "colour"),
                count(self.swaps.len(), "operation")
            ),
            count(specials, "special piece"),
            caption(&Score::default()),
        ];
        plain_step(
            "Initial board".into(),
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
                "every operation was valid: end bonus +1000".to_string()
            } else {
                format!(
                    "{} of {} skipped: no +1000",
                    count(self.swaps.len() - valid, "operation"),
                    self.swaps.len()
                )
            },
            if remaining == 0 {
                "the board is empty: end bonus +10000".to_string()
            } else {
                format!("{} left: no +10000", count(remaining, "piece"))
            },
            format!("total score {}", score.total()),
            caption(&score),
        ];
        let mut step = plain_step("End".into(), events, board_frame(&self.last), &score);
        step.output_lines = (0, 1);
        step
    }

    /// The hand completed by operation `op`; the engine holds the board after it.
    fn hand_step(&self, op: usize) -> Step {
        let record = &self.ops[op];
        let Some((number, options, hand)) = record.hand else {
            unreachable!("hand steps exist only for operations that complete a hand")
        };
        let mut score = record.before;
        if let Outcome::Played { score: gained, .. } = record.outcome {
            score.add(&gained);
        }
        let offered: Vec<String> = options
            .iter()
            .map(|o| match o {
                [a, 0] => format!("{{{a}}}"),
                [a, b] => format!("{{{a},{b}}}"),
            })
            .collect();
        let chosen: Vec<String> = hand.colours.iter().map(u8::to_string).collect();
        score.hand += hand.score;
        let events = vec![
            format!("main colours offered: {}", offered.join(" ")),
            format!("best choice: {} — {}", chosen.join(" "), hand.shape.name()),
            format!("hand +{}", hand.score),
            caption(&score),
        ];
        let title = format!("Op {} · hand {number} · {}", op + 1, hand.shape.name());
        plain_step(title, events, board_frame(&self.engine.board), &score)
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
        let op = self.ops.partition_point(|r| r.first_step <= index) - 1;
        self.restore(op);
        let record = &self.ops[op];
        let local = index - record.first_step;
        let swap = self.swaps[op];
        if local >= record.engine_steps {
            self.engine.play(swap.0, swap.1, &mut Quiet);
            return self.hand_step(op);
        }
        let main = match record.outcome {
            Outcome::Played { main, .. } => main,
            Outcome::Skipped(_) => [0, 0],
        };
        let mut recorder = Recorder {
            target: local,
            seen: 0,
            op,
            swap,
            main,
            score: record.before,
            doomed_before: 0,
            step: None,
        };
        self.engine.play(swap.0, swap.1, &mut recorder);
        recorder
            .step
            .unwrap_or_else(|| unreachable!("operation {op} has {} steps", record.engine_steps))
    }

    fn markers(&self) -> Vec<Marker> {
        let mut markers = Vec::with_capacity(self.ops.len() * 2 + 1);
        for (index, op) in self.ops.iter().enumerate() {
            markers.push(Marker {
                step: op.first_step,
                label: format!("op {}", index + 1),
            });
            if let Some((number, _, _)) = op.hand {
                markers.push(Marker {
                    step: op.first_step + op.engine_steps,
                    label: format!("hand {number}"),
                });
            }
        }
        markers.push(Marker {
            step: self.steps - 1,
            label: "end".into(),
        });
        markers
    }
}

/// Builds step `target` of one operation (0 = the swap) as the engine reports its stages.
struct Recorder {
    target: usize,
    seen: usize,
    op: usize,
    swap: Swap,
    main: [u8; 2],
    /// The running score, updated at every stage.
    score: Score,
    /// How many pieces were doomed before the current firing.
    doomed_before: usize,
    step: Option<Step>,
}

impl Recorder {
    /// Counts a stage; true when it is the one to build.
    fn wanted(&mut self) -> bool {
        self.seen += 1;
        self.seen - 1 == self.target
    }

    fn finish(&mut self, title: String, mut events: Vec<String>, frame: Frame) {
        events.push(caption(&self.score));
        self.step = Some(plain_step(title, events, frame, &self.score));
    }

    fn swap_cells(&self) -> Vec<(u16, u16)> {
        let ((r1, c1), (r2, c2)) = self.swap;
        vec![(r1 as u16, c1 as u16), (r2 as u16, c2 as u16)]
    }

    fn round_title(&self, round: u32, what: &str) -> String {
        format!("Op {} · round {round} · {what}", self.op + 1)
    }
}

impl super::engine::Observer for Recorder {
    fn skipped(&mut self, board: &Board, why: Skip) {
        if !self.wanted() {
            return;
        }
        let ((r1, c1), (r2, c2)) = self.swap;
        let explanation = match why {
            Skip::SameCell => "both positions are the same cell",
            Skip::NotAdjacent => "the cells are not orthogonally adjacent",
            Skip::EmptyCell => "a cell is empty",
            Skip::NoRun => "swapping them makes no run of 3",
        };
        let events = vec![
            format!(
                "({},{})↔({},{}) is skipped: {explanation}",
                r1 + 1,
                c1 + 1,
                r2 + 1,
                c2 + 1
            ),
            "it scores nothing, joins no hand and forfeits the +1000 end bonus".to_string(),
        ];
        let mut frame = board_frame(board);
        frame.marks.push(Mark::Cells {
            cells: self.swap_cells(),
            kind: mark::INVALID,
        });
        let title = format!("Op {} · invalid: {}", self.op + 1, why.reason());
        self.finish(title, events, frame);
    }

    fn swapped(&mut self, board: &Board) {
        if !self.wanted() {
            return;
        }
        let ((r1, c1), (r2, c2)) = self.swap;
        let describe = |r: usize, c: usize| {
            let piece = board.cells[r * board.cols + c];
            format!(
                "({},{}) colour {}{}",
                r + 1,
                c + 1,
                piece.colour,
                badge_suffix(piece.special)
            )
        };
        let main = match self.main {
            [a, 0] => format!("main colour {a}"),
            [a, b] => format!("main colours {a} and {b}"),
        };
        let events = vec![
            format!("now {} and {}", describe(r1, c1), describe(r2, c2)),
            format!("runs appear: {main}"),
        ];
        let mut frame = board_frame(board);
        frame.marks.push(Mark::Cells {
            cells: self.swap_cells(),
            kind: mark::SWAP,
        });
        let title = format!(
            "Op {} · swap ({},{})↔({},{})",
            self.op + 1,
            r1 + 1,
            c1 + 1,
            r2 + 1,
            c2 + 1
        );
        self.finish(title, events, frame);
    }

    fn runs(&mut self, round: u32, board: &Board, cells: &[u16], blocks: &[Component]) {
        self.score.combination += blocks.iter().map(Component::points).sum::<i64>();
        self.doomed_before = cells.len();
        if !self.wanted() {
            return;
        }
        let mut events = vec![count(cells.len(), "run cell")];
        let mut frame = board_frame(board);
        frame.marks.push(Mark::Cells {
            cells: cells.iter().map(|&i| cell_of(board, i)).collect(),
            kind: mark::RUN,
        });
        for block in blocks {
            let (r, c) = board.place(block.first as usize);
            events.push(format!(
                "block of {} × colour {} at ({},{}): combination +{}",
                block.size,
                block.colour,
                r + 1,
                c + 1,
                block.points()
            ));
            if block.points() > 0 {
                frame.marks.push(Mark::Text {
                    at: (r as f32, c as f32),
                    text: format!("+{}", block.points()),
                    kind: mark::POINTS,
                });
            }
        }
        self.finish(self.round_title(round, "runs"), events, frame);
    }

    fn fired(&mut self, round: u32, board: &Board, at: u16, covered: &[u16], doomed: &[u16]) {
        let newly = doomed.len() - self.doomed_before;
        self.doomed_before = doomed.len();
        if !self.wanted() {
            return;
        }
        let piece = board.cells[at as usize];
        let (r, c) = board.place(at as usize);
        let area = match piece.special {
            1 => format!("row {}", r + 1),
            2 => format!("column {}", c + 1),
            3 => format!("row {} and column {}", r + 1, c + 1),
            4 => format!("the 3×3 square around ({},{})", r + 1, c + 1),
            5 => format!("the 5×5 square around ({},{})", r + 1, c + 1),
            _ => format!("every piece of colour {}", piece.colour),
        };
        let events = vec![
            format!(
                "({},{}) colour {} {} ({}) fires on {area}",
                r + 1,
                c + 1,
                piece.colour,
                badge(piece.special),
                special_name(piece.special)
            ),
            format!(
                "{} covered, {newly} newly doomed, {} doomed so far",
                count(covered.len(), "piece"),
                doomed.len()
            ),
        ];
        let mut frame = board_frame(board);
        let cells = |list: &[u16]| list.iter().map(|&i| cell_of(board, i)).collect();
        frame.marks.push(Mark::Cells {
            cells: cells(doomed),
            kind: mark::DOOMED,
        });
        frame.marks.push(Mark::Cells {
            cells: cells(covered),
            kind: mark::AREA,
        });
        frame.marks.push(Mark::Cells {
            cells: vec![cell_of(board, at)],
            kind: mark::FIRED,
        });
        let title = self.round_title(round, &format!("special at ({},{})", r + 1, c + 1));
        self.finish(title, events, frame);
    }

    fn removed(&mut self, round: u32, board: &Board, erased: &[u16], points: i64) {
        self.score.elimination += points;
        if !self.wanted() {
            return;
        }
        let colour_sum: i64 = erased
            .iter()
            .map(|&i| i64::from(board.cells[i as usize].colour))
            .sum();
        let events = vec![
            format!("{} removed", count(erased.len(), "piece")),
            format!("colour sum {colour_sum} × round {round}: elimination +{points}"),
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
        self.finish(self.round_title(round, "removal"), events, frame);
    }

    fn fell(&mut self, round: u32, board: &Board, fallen: u32, chain: Option<i64>) {
        if let Some(chain) = chain {
            self.score.chain += chain;
        }
        if !self.wanted() {
            return;
        }
        let mut events = vec![format!("{} fell", count(fallen as usize, "piece"))];
        events.push(match chain {
            None => format!("new runs: round {} follows", round + 1),
            Some(chain) => format!(
                "no more runs: {round} round{}, chain 80·({round}−1)² = +{chain}",
                if round == 1 { "" } else { "s" }
            ),
        });
        self.finish(
            self.round_title(round, "gravity"),
            events,
            board_frame(board),
        );
    }
}

fn plain_step(title: String, events: Vec<String>, mut frame: Frame, score: &Score) -> Step {
    frame.caption = caption(score);
    Step {
        title,
        events,
        output_lines: (0, 0),
        frame,
        text: String::new(),
    }
}

pub fn caption(score: &Score) -> String {
    format!(
        "score {} = elim {} + chain {} + comb {} + hand {} + end {}",
        score.total(),
        score.elimination,
        score.chain,
        score.combination,
        score.hand,
        score.end
    )
}

/// "1 piece", "3 pieces".
fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
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

fn badge_suffix(special: u8) -> String {
    if special == 0 {
        String::new()
    } else {
        format!(" {} {}", badge(special), special_name(special))
    }
}

fn special_name(special: u8) -> &'static str {
    match special {
        1 => "row clearer",
        2 => "column clearer",
        3 => "cross",
        4 => "3×3 bomb",
        5 => "5×5 bomb",
        6 => "colour bomb",
        _ => "plain",
    }
}

/// Every piece as a token: kind cycles through the palette's colours, label = colour number.
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
            token.badges.push(badge(piece.special).to_string());
        }
        frame.tokens.push(token);
    }
    frame.row_labels = (1..=board.rows).map(|r| r.to_string()).collect();
    frame.col_labels = (1..=board.cols).map(|c| c.to_string()).collect();
    frame
}
