//! Boards as frames (row 0 at the top is y = 6, so the axis labels read the game's own
//! coordinates) and the steps of each move: the drag, then every fall and removal round. The
//! main line (`view.rs`), your own moves (`position.rs`) and the judge of an answer draw them
//! alike.

use super::engine::{Block, Drag, Grid, Illegal, Move, MoveTrace, Phase, Removed, HEIGHT, WIDTH};
use super::search::SearchStats;
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::order;
use boardlab_core::timeline::{style, Dir, Frame, Mark, Marker, Palette, Step, Token};

/// Mark kinds (indexes into `PALETTE.marks`).
const MARK_MOVE: u8 = 0;
const MARK_REMOVED: u8 = 1;
const MARK_ILLEGAL: u8 = 2;

/// Token kind `c - 1` is colour `c`; the glyph is the colour's number, as in the input.
pub const PALETTE: Palette = Palette {
    cells: &[style("empty cell", "#f3efe6", "#1f2228", "")],
    tokens: &[
        style("colour 1", "#d55e00", "#ff8a4c", "1"),
        style("colour 2", "#0072b2", "#4fa8ff", "2"),
        style("colour 3", "#d4a900", "#f2d43a", "3"),
        style("colour 4", "#009e73", "#3ed6a3", "4"),
        style("colour 5", "#cc79a7", "#eba3cd", "5"),
        style("colour 6", "#56b4e9", "#93d3f7", "6"),
        style("colour 7", "#e69f00", "#ffc24f", "7"),
        style("colour 8", "#8c564b", "#c08b7f", "8"),
        style("colour 9", "#7a7a7a", "#b3b3b3", "9"),
        style("colour 10", "#2b2b2b", "#ececec", "10"),
    ],
    marks: &[
        style("move", "#1b1b1b", "#f5f5f5", "→"),
        style("removed", "#ffd23f", "#ffd23f", "✕"),
        style("illegal move", "#c62828", "#ff6b6b", "!"),
    ],
};

/// Frame position (row, col) of the game's cell (x, y).
fn place(x: usize, y: usize) -> (usize, usize) {
    (HEIGHT - 1 - y, x)
}

/// The frame cell (row, col) of the game's cell (x, y), as marks and picks address it.
pub fn frame_cell(x: usize, y: usize) -> (u16, u16) {
    let (row, col) = place(x, y);
    (row as u16, col as u16)
}

/// The game's cell (x, y) of frame cell (row, col), if it is on the board.
pub fn board_cell(row: u16, col: u16) -> Option<(usize, usize)> {
    let (row, col) = (usize::from(row), usize::from(col));
    (row < HEIGHT && col < WIDTH).then(|| (col, HEIGHT - 1 - row))
}

fn centre(x: usize, y: usize) -> (f32, f32) {
    let (row, col) = place(x, y);
    (row as f32, col as f32)
}

fn token(x: usize, y: usize, block: Block) -> Token {
    let (row, col) = place(x, y);
    Token::new(
        block.id,
        row,
        col,
        block.colour.saturating_sub(1),
        block.colour.to_string(),
    )
}

/// A frame of `grid` with the game's axis labels.
pub fn frame(grid: &Grid, caption: Message) -> Frame {
    let mut frame = Frame::new(HEIGHT, WIDTH);
    frame.tokens = grid.blocks().map(|(x, y, b)| token(x, y, b)).collect();
    frame.caption = Some(caption);
    frame.row_labels = (0..HEIGHT).rev().map(|y| y.to_string()).collect();
    frame.col_labels = (0..WIDTH).map(|x| x.to_string()).collect();
    frame
}

/// "(x,y)" as the statement writes cells.
pub fn cell(x: usize, y: usize) -> String {
    format!("({x},{y})")
}

/// The search statistics as event lines.
pub fn search_events(stats: &SearchStats, n: usize, answer: Option<&[Move]>) -> Vec<Message> {
    let mut events = vec![
        match answer {
            Some(moves) => msg!("mayan-search-found", moves = moves_text(moves)),
            None => msg!("mayan-search-exhausted", moves = n),
        },
        msg!(
            "mayan-search-explored",
            boards = stats.nodes,
            time = boardlab_core::text::milliseconds(stats.time_ms)
        ),
        msg!("mayan-search-colour-cuts", boards = stats.colour_cuts),
        msg!(
            "mayan-search-memo",
            boards = stats.memo_hits,
            remembered = stats.memo_entries
        ),
        msg!("mayan-search-dominated-left", moves = stats.dominated_left),
        msg!("mayan-search-stranded-cuts", boards = stats.stranded_cuts),
        msg!(
            "mayan-search-last-without-run",
            swaps = stats.last_without_run
        ),
        msg!(
            "mayan-search-last-leaving-stranded",
            moves = stats.last_leaving_stranded
        ),
        msg!("mayan-search-emptied-early", boards = stats.emptied_early),
    ];
    if stats.same_colour_skipped > 0 {
        events.push(msg!(
            "mayan-search-same-colour-skipped",
            swaps = stats.same_colour_skipped
        ));
    }
    events
}

/// Moves as one line: `2 1 1 / 3 1 1`.
pub fn moves_text(moves: &[Move]) -> String {
    let parts: Vec<String> = moves.iter().map(Move::to_string).collect();
    parts.join(" / ")
}

/// "move 1: (2,1) → right".
pub fn drag_title(number: usize, mv: Move) -> Message {
    msg!(
        "mayan-drag-title",
        number = number,
        cell = cell(mv.x, mv.y),
        direction = mv.direction()
    )
}

/// What the drag did, in words.
pub fn drag_event(mv: Move, drag: &Drag) -> Message {
    let target = mv.target().unwrap_or(mv.x);
    match drag {
        Drag::Swap { moved, other } => msg!(
            "mayan-drag-swap",
            cell = cell(mv.x, mv.y),
            colour = moved.colour,
            other_cell = cell(target, mv.y),
            other_colour = other.colour
        ),
        Drag::Slide { moved } => msg!(
            "mayan-drag-slide",
            cell = cell(mv.x, mv.y),
            colour = moved.colour,
            direction = mv.direction(),
            target = cell(target, mv.y)
        ),
    }
}

/// "colour 2 at (1,0) (2,0); colour 3 at (4,0)" — removed blocks grouped by colour.
fn removed_groups(removed: &[Removed]) -> Vec<Message> {
    let mut colours: Vec<u8> = removed.iter().map(|r| r.block.colour).collect();
    order::sort(&mut colours);
    colours.dedup();
    colours
        .iter()
        .map(|&c| {
            let cells: Vec<String> = removed
                .iter()
                .filter(|r| r.block.colour == c)
                .map(|r| cell(r.x, r.y))
                .collect();
            msg!("mayan-removed-group", colour = c, cells = cells.join(" "))
        })
        .collect()
}

/// The steps of move `number` (1-based) of `n`: the drag, which carries `output_lines`, then
/// each fall and removal round, which print nothing.
pub fn move_steps(
    number: usize,
    n: usize,
    mv: Move,
    trace: &MoveTrace,
    output_lines: (usize, usize),
) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut drag_frame = frame(
        &trace.after_drag,
        msg!("mayan-caption-drag", number = number, n = n),
    );
    let target = mv.target().unwrap_or(mv.x);
    drag_frame.marks.push(Mark::Arrow {
        from: centre(mv.x, mv.y),
        to: centre(target, mv.y),
        kind: MARK_MOVE,
    });
    let moved_id = match trace.drag {
        Drag::Swap { moved, .. } | Drag::Slide { moved } => moved.id,
    };
    if let Some(t) = drag_frame.tokens.iter_mut().find(|t| t.id == moved_id) {
        t.dir = Some(if mv.g > 0 { Dir::Right } else { Dir::Left });
    }
    steps.push(Step {
        title: drag_title(number, mv),
        events: vec![drag_event(mv, &trace.drag)],
        output_lines,
        frame: drag_frame,
        text: String::new(),
    });
    let quiet = (output_lines.1, output_lines.1);
    for (phase, grid) in &trace.phases {
        let left = grid.block_count();
        let step = match phase {
            Phase::Fall(falls) => {
                let mut events = vec![msg!("mayan-blocks-fall", blocks = falls.len())];
                events.extend(falls.iter().map(|f| {
                    msg!(
                        "mayan-block-falls",
                        colour = f.block.colour,
                        from = cell(f.x, f.from),
                        to = cell(f.x, f.to)
                    )
                }));
                Step {
                    title: msg!("mayan-fall-title", number = number),
                    events,
                    output_lines: quiet,
                    frame: frame(
                        grid,
                        msg!("mayan-caption-fall", number = number, n = n, blocks = left),
                    ),
                    text: String::new(),
                }
            }
            Phase::Removal { chain, removed } => {
                let mut removal_frame = frame(
                    grid,
                    msg!(
                        "mayan-caption-chain",
                        number = number,
                        n = n,
                        chain = *chain,
                        blocks = left
                    ),
                );
                removal_frame.tokens.extend(removed.iter().map(|r| Token {
                    faded: true,
                    ..token(r.x, r.y, r.block)
                }));
                removal_frame.marks.push(Mark::Cells {
                    cells: removed.iter().map(|r| frame_cell(r.x, r.y)).collect(),
                    kind: MARK_REMOVED,
                });
                Step {
                    title: msg!("mayan-chain-title", number = number, chain = *chain),
                    events: vec![msg!(
                        "mayan-chain-removed",
                        chain = *chain,
                        blocks = removed.len(),
                        groups = removed_groups(removed)
                    )],
                    output_lines: quiet,
                    frame: removal_frame,
                    text: String::new(),
                }
            }
        };
        steps.push(step);
    }
    steps
}

/// The frame of the initial board of a puzzle with `n` moves.
pub fn initial_frame(grid: &Grid, n: usize) -> Frame {
    let caption = msg!("mayan-caption-initial", n = n, blocks = grid.block_count());
    frame(grid, caption)
}

/// Builds the steps and markers of a timeline in order.
pub struct Timeline {
    steps: Vec<Step>,
    markers: Vec<Marker>,
    /// Moves required (n), for captions.
    n: usize,
}

impl Timeline {
    /// The steps and markers, in order.
    pub fn finished(self) -> (Vec<Step>, Vec<Marker>) {
        (self.steps, self.markers)
    }

    /// The index the next step will have.
    pub fn step_count(&self) -> usize {
        self.steps.len()
    }

    /// Starts with the initial board.
    pub fn new(grid: &Grid, n: usize, events: Vec<Message>, output_lines: (usize, usize)) -> Self {
        let step = Step {
            title: msg!("mayan-initial-title"),
            events,
            output_lines,
            frame: initial_frame(grid, n),
            text: String::new(),
        };
        Timeline {
            steps: vec![step],
            markers: Vec::new(),
            n,
        }
    }

    /// Adds the steps of move `number` (1-based) of the main line; see [`move_steps`].
    pub fn add_move(
        &mut self,
        number: usize,
        mv: Move,
        trace: &MoveTrace,
        output_lines: (usize, usize),
    ) {
        self.markers.push(Marker {
            step: self.steps.len(),
            label: msg!("mayan-marker-move", number = number, mv = mv.to_string()),
        });
        self.steps
            .extend(move_steps(number, self.n, mv, trace, output_lines));
    }

    /// A move that cannot be played: the board stays, the attempted drag is marked.
    pub fn add_illegal(
        &mut self,
        number: usize,
        grid: &Grid,
        mv: Move,
        why: Illegal,
        output_lines: (usize, usize),
    ) {
        self.markers.push(Marker {
            step: self.steps.len(),
            label: msg!("mayan-marker-illegal", number = number),
        });
        let mut illegal_frame = frame(
            grid,
            msg!("mayan-caption-illegal", number = number, n = self.n),
        );
        let from = centre(mv.x, mv.y);
        let to = (from.0, from.1 + f32::from(mv.g));
        illegal_frame.marks.push(Mark::Arrow {
            from,
            to,
            kind: MARK_ILLEGAL,
        });
        self.steps.push(Step {
            title: msg!("mayan-illegal-title", drag = drag_title(number, mv)),
            events: vec![msg!(
                "mayan-illegal-event",
                number = number,
                mv = mv.to_string(),
                why = why.message()
            )],
            output_lines,
            frame: illegal_frame,
            text: String::new(),
        });
    }

    /// The closing step: the final board and what it means.
    pub fn finish(
        &mut self,
        grid: &Grid,
        title: Message,
        events: Vec<Message>,
        output_lines: (usize, usize),
    ) {
        let caption = msg!("mayan-caption-end", blocks = grid.block_count());
        self.steps.push(Step {
            title,
            events,
            output_lines,
            frame: frame(grid, caption),
            text: String::new(),
        });
    }
}
