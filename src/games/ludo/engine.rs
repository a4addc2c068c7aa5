//! The rules of the Mench (Ludo) game: the board geometry, the LCG die, and one request applied
//! to a compact game state.
//!
//! The small helpers that every request calls are `#[inline(always)]`: the wasm build optimises
//! for size and would otherwise make each of them a call (about 10% of the wasm parse time).

/// Colour letters in turn order (red, blue, green, yellow); piece `p` has colour `p / 4` and
/// number `p % 4 + 1`.
pub const COLOUR_LETTERS: [char; 4] = ['R', 'B', 'G', 'Y'];

/// Number of cells on a colour's path: 40 track cells, then 4 home cells.
pub const PATH_LEN: u8 = 44;
/// `place` values from `IN_CORNER` on mean "in the corner, slot `place - IN_CORNER`".
pub const IN_CORNER: u8 = 44;

/// Cell numbers on the 11×11 board (0 = no cell), as the judge prints them.
pub const GRID: [[u8; 11]; 11] = [
    [41, 42, 0, 0, 9, 10, 11, 0, 0, 49, 50],
    [43, 44, 0, 0, 8, 53, 12, 0, 0, 51, 52],
    [0, 0, 0, 0, 7, 54, 13, 0, 0, 0, 0],
    [0, 0, 0, 0, 6, 55, 14, 0, 0, 0, 0],
    [1, 2, 3, 4, 5, 56, 15, 16, 17, 18, 19],
    [40, 45, 46, 47, 48, 0, 64, 63, 62, 61, 20],
    [39, 38, 37, 36, 35, 72, 25, 24, 23, 22, 21],
    [0, 0, 0, 0, 34, 71, 26, 0, 0, 0, 0],
    [0, 0, 0, 0, 33, 70, 27, 0, 0, 0, 0],
    [65, 66, 0, 0, 32, 69, 28, 0, 0, 57, 58],
    [67, 68, 0, 0, 31, 30, 29, 0, 0, 59, 60],
];

/// (row, col) of every cell number 1..=72 (index 0 unused).
pub const CELL_POSITION: [(u8, u8); 73] = cell_positions();

const fn cell_positions() -> [(u8, u8); 73] {
    let mut table = [(0, 0); 73];
    let mut row = 0;
    while row < 11 {
        let mut col = 0;
        while col < 11 {
            table[GRID[row][col] as usize] = (row as u8, col as u8);
            col += 1;
        }
        row += 1;
    }
    table
}

/// What kind of cell a cell number is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellKind {
    Track,
    /// A colour's start cell (also a track cell).
    Start(u8),
    Corner(u8),
    Home(u8),
}

/// The kind of cell number `cell`, `None` for 0 (no cell) or a number past 72.
pub fn cell_kind(cell: u8) -> Option<CellKind> {
    Some(match cell {
        1..=40 if (cell - 1).is_multiple_of(10) => CellKind::Start((cell - 1) / 10),
        1..=40 => CellKind::Track,
        41..=72 if (cell - 41) % 8 < 4 => CellKind::Corner((cell - 41) / 8),
        41..=72 => CellKind::Home((cell - 41) / 8),
        _ => return None,
    })
}

#[inline(always)]
pub fn start_cell(colour: u8) -> u8 {
    10 * colour + 1
}

#[inline(always)]
pub fn corner_cell(colour: u8, slot: u8) -> u8 {
    41 + 8 * colour + slot
}

/// The cell at `index` (0..44) of `colour`'s path.
#[inline(always)]
pub fn path_cell(colour: u8, index: u8) -> u8 {
    if index < 40 {
        (10 * colour + index) % 40 + 1
    } else {
        45 + 8 * colour + (index - 40)
    }
}

/// Piece names by piece number, as the judge prints them.
const PIECE_NAMES: [&str; 16] = [
    "R1", "R2", "R3", "R4", "B1", "B2", "B3", "B4", "G1", "G2", "G3", "G4", "Y1", "Y2", "Y3", "Y4",
];

pub fn piece_name(piece: u8) -> String {
    PIECE_NAMES[piece as usize].to_string()
}

/// The die of part 2: X₁ = B, X_k = (A·X_{k−1} + B) mod m, value = X mod 6 + 1. Starting from
/// X₀ = 0 gives X₁ = B.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lcg {
    pub a: u32,
    pub b: u32,
    pub m: u32,
}

impl Lcg {
    #[inline(always)]
    pub fn next(&self, x: u32) -> u32 {
        (self.a * x + self.b) % self.m
    }

    #[inline(always)]
    pub fn face(x: u32) -> u8 {
        (x % 6 + 1) as u8
    }
}

/// The dice, pip and rule choices that the ambiguous statement leaves open (see `mod.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub part: u8,
    pub pip: char,
    /// `dice_rule=non6`: only unused non-six values block a new roll.
    pub leftover_sixes_allowed: bool,
    /// `enter_opponent=capture`: entering captures an opponent on the start cell.
    pub enter_captures: bool,
    /// `capture_to=lowest_free`: a captured piece goes to its lowest free corner cell.
    pub capture_to_free: bool,
    /// `giveup_passes=after_roll`: a giveup before the player rolled does nothing.
    pub giveup_needs_roll: bool,
    /// `turn_check=first`: "it is not your turn" is checked before everything else.
    pub turn_checked_first: bool,
    /// `track_end=forty` (part 3 only): no move past cell 40.
    pub stop_at_forty: bool,
    /// The glyph of an empty corner or home cell: `xx` or `XX`.
    pub empty_glyph: &'static str,
}

impl Options {
    #[inline(always)]
    pub fn players(&self) -> u8 {
        if self.part == 3 {
            1
        } else {
            4
        }
    }

    /// The last path index a piece may reach.
    #[inline(always)]
    fn last_index(&self) -> u8 {
        if self.part == 3 && self.stop_at_forty {
            39
        } else {
            PATH_LEN - 1
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    Dice,
    Enter(u8),
    Move(u8, u8),
    Giveup,
}

impl std::fmt::Display for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Request::Dice => write!(f, "dice"),
            Request::Enter(p) => write!(f, "enter {}", piece_name(p)),
            Request::Move(p, s) => write!(f, "move {} {s}", piece_name(p)),
            Request::Giveup => write!(f, "giveup"),
        }
    }
}

/// Why an `enter` or `move` was refused; `message` is what the judge prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    NotYourTurn,
    AlreadyIn,
    NeedSix,
    BusyStart,
    InvalidMove,
    NotIn,
    CannotMove,
    DestinationBusy,
}

impl Refusal {
    pub fn message(self) -> &'static str {
        match self {
            Refusal::NotYourTurn => "it is not your turn",
            Refusal::AlreadyIn => "that is in",
            Refusal::NeedSix => "you need six",
            Refusal::BusyStart => "busy starting cell",
            Refusal::InvalidMove => "invalid move",
            Refusal::NotIn => "it is not in",
            Refusal::CannotMove => "you can not move",
            Refusal::DestinationBusy => "destination is busy",
        }
    }
}

/// An opponent piece sent back to its corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capture {
    pub piece: u8,
    pub on_cell: u8,
    pub to_cell: u8,
}

/// The faces of one `dice` request: every 6 earns another roll, so it is a run of sixes and then
/// one other face (kept as a count, so that rolling allocates nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Roll {
    pub sixes: u32,
    pub last: u8,
}

impl Roll {
    pub fn faces(self) -> impl Iterator<Item = u8> {
        std::iter::repeat_n(6, self.sixes as usize).chain([self.last])
    }
}

/// What one request did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Rolled(Roll),
    RollRefused,
    Entered {
        piece: u8,
        capture: Option<Capture>,
    },
    Moved {
        piece: u8,
        from: u8,
        to: u8,
        capture: Option<Capture>,
    },
    Refused(Refusal),
    GaveUp {
        cleared: bool,
    },
}

impl Outcome {
    /// Appends the judge's line for this outcome (none for a giveup).
    pub fn write_line(&self, out: &mut String) {
        match self {
            Outcome::Rolled(roll) => {
                for _ in 0..roll.sixes {
                    out.push_str("6 ");
                }
                out.push_str(DIGITS[roll.last as usize]);
                out.push('\n');
            }
            Outcome::RollRefused => out.push_str("invalid dice rolling\n"),
            Outcome::Entered { piece, .. } => {
                push_number(out, start_cell(piece / 4));
                out.push('\n');
            }
            Outcome::Moved { piece, to, .. } => {
                push_number(out, path_cell(piece / 4, *to));
                out.push('\n');
            }
            Outcome::Refused(refusal) => {
                out.push_str(refusal.message());
                out.push('\n');
            }
            Outcome::GaveUp { .. } => {}
        }
    }
}

const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

fn push_number(out: &mut String, n: u8) {
    if n >= 10 {
        out.push_str(DIGITS[(n / 10) as usize]);
    }
    out.push_str(DIGITS[(n % 10) as usize]);
}

/// A die sequence that would show 6 forever from this LCG state (the roll never ends).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndlessSixes {
    pub x: u32,
}

/// Everything that changes during a game: 16 pieces, the unused dice, the die, the turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Path index 0..44, or `IN_CORNER + slot`.
    pub place: [u8; 16],
    /// Capture count at the moment each piece last went back to its corner: when two pieces share
    /// a corner cell (`capture_to=lowest`) the later arrival is the one printed.
    pub arrival: [u32; 16],
    pub captures: u32,
    /// Unused rolled values of the current player, counted per face 1..=6 (index 0 unused).
    pub dice: [u32; 7],
    /// The LCG state (X of the last roll, 0 before the first).
    pub x: u32,
    pub turn: u8,
}

impl Default for State {
    fn default() -> Self {
        State {
            place: std::array::from_fn(|p| IN_CORNER + (p % 4) as u8),
            arrival: [0; 16],
            captures: 0,
            dice: [0; 7],
            x: 0,
            turn: 0,
        }
    }
}

impl State {
    #[inline(always)]
    pub fn cell_of(&self, piece: u8) -> u8 {
        let place = self.place[piece as usize];
        let colour = piece / 4;
        if place >= IN_CORNER {
            corner_cell(colour, place - IN_CORNER)
        } else {
            path_cell(colour, place)
        }
    }

    #[inline(always)]
    pub fn in_corner(&self, piece: u8) -> bool {
        self.place[piece as usize] >= IN_CORNER
    }

    #[inline(always)]
    pub fn has_dice(&self) -> bool {
        // A plain loop: `Iterator::any` stays a call in the size-optimised wasm build.
        for &count in &self.dice {
            if count > 0 {
                return true;
            }
        }
        false
    }

    /// The unused dice, smallest first (sixes last).
    pub fn dice_list(&self) -> Vec<u8> {
        (1..=6u8)
            .flat_map(|v| std::iter::repeat_n(v, self.dice[v as usize] as usize))
            .collect()
    }

    /// The piece on `cell` among the first `players` colours (the latest arrival if several).
    pub fn piece_on(&self, cell: u8, players: u8) -> Option<u8> {
        self.occupants(players)[cell as usize]
    }

    /// The piece on every cell number (see `piece_on`), found in one pass over the pieces.
    fn occupants(&self, players: u8) -> [Option<u8>; 73] {
        let mut shown = [None; 73];
        for piece in 0..4 * players {
            let on_cell = &mut shown[self.cell_of(piece) as usize];
            // On equal arrivals the higher piece number is printed.
            if on_cell.is_none_or(|p: u8| self.arrival[piece as usize] >= self.arrival[p as usize])
            {
                *on_cell = Some(piece);
            }
        }
        shown
    }

    fn own_piece_on(&self, cell: u8, colour: u8) -> Option<u8> {
        (4 * colour..4 * colour + 4).find(|&p| !self.in_corner(p) && self.cell_of(p) == cell)
    }

    fn opponent_on(&self, cell: u8, colour: u8, players: u8) -> Option<u8> {
        (0..4 * players)
            .filter(|&p| p / 4 != colour)
            .find(|&p| !self.in_corner(p) && self.cell_of(p) == cell)
    }

    fn send_to_corner(&mut self, victim: u8, on_cell: u8, options: &Options) -> Capture {
        let colour = victim / 4;
        let slot = if options.capture_to_free {
            (0..4)
                .find(|&slot| {
                    (4 * colour..4 * colour + 4).all(|p| self.place[p as usize] != IN_CORNER + slot)
                })
                .unwrap_or(0)
        } else {
            0
        };
        self.captures += 1;
        self.place[victim as usize] = IN_CORNER + slot;
        self.arrival[victim as usize] = self.captures;
        Capture {
            piece: victim,
            on_cell,
            to_cell: corner_cell(colour, slot),
        }
    }

    #[inline(always)]
    fn end_of_action(&mut self, options: &Options) {
        if !self.has_dice() {
            self.pass_turn(options);
        }
    }

    #[inline(always)]
    fn pass_turn(&mut self, options: &Options) {
        self.turn = (self.turn + 1) % options.players();
    }

    /// Applies one request and says what happened.
    pub fn apply(
        &mut self,
        request: Request,
        lcg: &Lcg,
        options: &Options,
    ) -> Result<Outcome, EndlessSixes> {
        match request {
            Request::Dice => self.roll(lcg, options),
            Request::Enter(piece) => Ok(self.enter(piece, options)),
            Request::Move(piece, steps) => Ok(self.advance(piece, steps, options)),
            Request::Giveup => {
                let cleared = self.has_dice() || !options.giveup_needs_roll;
                if cleared {
                    self.dice = [0; 7];
                    self.pass_turn(options);
                }
                Ok(Outcome::GaveUp { cleared })
            }
        }
    }

    fn roll(&mut self, lcg: &Lcg, options: &Options) -> Result<Outcome, EndlessSixes> {
        let blocked = if options.leftover_sixes_allowed {
            self.dice[1..6].iter().any(|&n| n > 0)
        } else {
            self.has_dice()
        };
        if blocked {
            return Ok(Outcome::RollRefused);
        }
        let mut sixes = 0;
        loop {
            self.x = lcg.next(self.x);
            let value = Lcg::face(self.x);
            self.dice[value as usize] += 1;
            if value != 6 {
                return Ok(Outcome::Rolled(Roll { sixes, last: value }));
            }
            sixes += 1;
            // The LCG has m states: more than m sixes in a row means a state repeated while every
            // value was 6, so the roll would never end.
            if sixes > lcg.m {
                return Err(EndlessSixes { x: self.x });
            }
        }
    }

    #[inline(always)]
    fn turn_refusal(&self, piece: u8, options: &Options) -> Option<Refusal> {
        (options.players() > 1 && piece / 4 != self.turn).then_some(Refusal::NotYourTurn)
    }

    fn enter(&mut self, piece: u8, options: &Options) -> Outcome {
        let colour = piece / 4;
        let start = start_cell(colour);
        let players = options.players();
        let blocked_start = self.own_piece_on(start, colour).is_some()
            || (!options.enter_captures && self.opponent_on(start, colour, players).is_some());
        let refusal = if options.turn_checked_first {
            self.turn_refusal(piece, options)
        } else {
            None
        }
        .or_else(|| (!self.in_corner(piece)).then_some(Refusal::AlreadyIn))
        .or_else(|| (self.dice[6] == 0).then_some(Refusal::NeedSix))
        .or_else(|| blocked_start.then_some(Refusal::BusyStart))
        .or_else(|| self.turn_refusal(piece, options));
        if let Some(refusal) = refusal {
            return Outcome::Refused(refusal);
        }
        self.dice[6] -= 1;
        let capture = self
            .opponent_on(start, colour, players)
            .map(|victim| self.send_to_corner(victim, start, options));
        self.place[piece as usize] = 0;
        self.end_of_action(options);
        Outcome::Entered { piece, capture }
    }

    fn advance(&mut self, piece: u8, steps: u8, options: &Options) -> Outcome {
        let colour = piece / 4;
        let from = self.place[piece as usize];
        let to = from.saturating_add(steps);
        let refusal = if options.turn_checked_first {
            self.turn_refusal(piece, options)
        } else {
            None
        }
        .or_else(|| (self.dice[steps as usize] == 0).then_some(Refusal::InvalidMove))
        .or_else(|| self.in_corner(piece).then_some(Refusal::NotIn))
        .or_else(|| (to > options.last_index()).then_some(Refusal::CannotMove))
        .or_else(|| {
            self.own_piece_on(path_cell(colour, to), colour)
                .map(|_| Refusal::DestinationBusy)
        })
        .or_else(|| self.turn_refusal(piece, options));
        if let Some(refusal) = refusal {
            return Outcome::Refused(refusal);
        }
        self.dice[steps as usize] -= 1;
        let destination = path_cell(colour, to);
        self.place[piece as usize] = to;
        let capture = self
            .opponent_on(destination, colour, options.players())
            .map(|victim| self.send_to_corner(victim, destination, options));
        self.end_of_action(options);
        Outcome::Moved {
            piece,
            from,
            to,
            capture,
        }
    }

    /// Appends the judge's 11-line text board.
    pub fn write_board(&self, options: &Options, out: &mut String) {
        let occupants = self.occupants(options.players());
        // Filled in as bytes and appended at once: 250 small pushes per board are slow in wasm.
        // Every cell is 2 characters followed by `.`, or by `\n` at the end of a row.
        let mut board = [b'.'; BOARD_TEXT_LEN];
        for (line, row) in board.chunks_exact_mut(BOARD_LINE).zip(&GRID) {
            for (text, &cell) in line.chunks_exact_mut(3).zip(row) {
                let shown = match occupants[cell as usize] {
                    _ if cell == 0 => "..",
                    Some(piece) => PIECE_NAMES[piece as usize],
                    None if cell <= 40 => "00",
                    None => options.empty_glyph,
                }
                .as_bytes();
                // Two stores: `copy_from_slice` is an out-of-line call in the size-optimised wasm.
                text[0] = shown[0];
                text[1] = shown[1];
            }
            line[BOARD_LINE - 1] = b'\n';
        }
        out.push_str(std::str::from_utf8(&board).expect("the board is ASCII"));
    }
}

/// Characters in a line of the text board, with its newline: 11 cells of 2 and 10 dots between.
const BOARD_LINE: usize = 33;
pub const BOARD_TEXT_LEN: usize = BOARD_LINE * GRID.len();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_run_from_start_into_home() {
        assert_eq!(path_cell(0, 0), 1);
        assert_eq!(path_cell(0, 39), 40);
        assert_eq!(path_cell(0, 40), 45);
        assert_eq!(path_cell(1, 0), 11);
        assert_eq!(path_cell(1, 39), 10);
        assert_eq!(path_cell(3, 43), 72);
        assert_eq!(cell_kind(21), Some(CellKind::Start(2)));
        assert_eq!(cell_kind(52), Some(CellKind::Corner(1)));
        assert_eq!(cell_kind(69), Some(CellKind::Home(3)));
        assert_eq!(cell_kind(0), None);
        assert_eq!(CELL_POSITION[45], (5, 1));
    }

    #[test]
    fn a_roll_that_would_show_six_forever_is_detected() {
        // Not a valid (prime) generator: 0 → 5 → 11 → 11 → …, and 5 and 11 both give a 6. With
        // prime parameters the LCG is a permutation whose cycle through X₀ = 0 shows a 1, so valid
        // input can never get here; the check keeps any input from hanging the engine.
        let lcg = Lcg { a: 6, b: 5, m: 12 };
        let options = Options {
            part: 3,
            pip: 'o',
            leftover_sixes_allowed: false,
            enter_captures: true,
            capture_to_free: true,
            giveup_needs_roll: false,
            turn_checked_first: true,
            stop_at_forty: false,
            empty_glyph: "xx",
        };
        let mut state = State::default();
        assert_eq!(
            state.apply(Request::Dice, &lcg, &options),
            Err(EndlessSixes { x: 11 })
        );
    }
}
