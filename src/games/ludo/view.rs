//! Runs a parsed input and turns it into the judge output plus a timeline of steps: the die
//! picture (part 1), one step per roll (part 2), one step per request (parts 3–5).

use super::engine::{
    cell_kind, path_cell, piece_name, start_cell, Capture, CellKind, EndlessSixes, Lcg, Options,
    Outcome, Refusal, Request, State, BOARD_TEXT_LEN, CELL_POSITION, GRID,
};
use super::input::part_suggestion;
use super::input::{Input, Located};
use boardlab_core::i18n::{Arg, Message};
use boardlab_core::msg;
use boardlab_core::order;
use boardlab_core::timeline::{Checkpoints, Frame, Mark, Marker, Step, Token};
use boardlab_core::{InputError, Positions, Replay, Suggestion, TraceChecking};

const DIE_FACE: u8 = 14;
const PIP: u8 = 15;
/// The die of the player to roll next, beside the board (see `die_cell`).
const DIE: u8 = 16;
const MARK_PATH: u8 = 0;
const MARK_CAPTURE: u8 = 1;
const MARK_DICE: u8 = 2;
const MARK_DESTINATION: u8 = 3;

/// Requests between saved states: a seek replays at most this many.
const CHECKPOINT_EVERY: usize = 64;

pub fn replay(input: Input, options: Options) -> Result<Box<dyn Replay>, InputError> {
    Ok(match input {
        Input::Face(d) => Box::new(FaceReplay {
            output: die_picture(d, options.pip),
            face: d,
        }),
        Input::Rolls { lcg, n } => Box::new(RollReplay::new(lcg, n, options.pip)),
        Input::Game { lcg, requests } => Box::new(GameReplay::new(lcg, requests, options)?),
    })
}

/// Pip positions (row, col) of each face on the 5×5 picture.
fn pips(face: u8) -> &'static [(usize, usize)] {
    match face {
        1 => &[(2, 2)],
        2 => &[(1, 3), (3, 1)],
        3 => &[(1, 3), (2, 2), (3, 1)],
        4 => &[(1, 1), (1, 3), (3, 1), (3, 3)],
        5 => &[(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)],
        _ => &[(1, 1), (1, 3), (2, 1), (2, 3), (3, 1), (3, 3)],
    }
}

fn die_picture(face: u8, pip: char) -> String {
    let mut rows = [['.'; 5]; 5];
    for &(r, c) in pips(face) {
        rows[r][c] = pip;
    }
    rows.iter()
        .map(|row| row.iter().collect::<String>() + "\n")
        .collect()
}

/// The 5×5 die; `face` 0 draws a blank die.
fn die_frame(face: u8) -> Frame {
    let mut frame = Frame::new(5, 5);
    frame.cells.fill(DIE_FACE);
    if face > 0 {
        for &(r, c) in pips(face) {
            frame.set_cell(r, c, PIP);
        }
    }
    frame
}

struct FaceReplay {
    output: String,
    face: u8,
}

impl Replay for FaceReplay {
    fn output(&self) -> &str {
        &self.output
    }

    fn step_count(&self) -> usize {
        1
    }

    fn step(&mut self, _: usize) -> Step {
        let mut frame = die_frame(self.face);
        frame.caption = Some(msg!("ludo-die-face", face = self.face));
        Step {
            title: msg!("ludo-die-face", face = self.face),
            events: vec![msg!(
                "ludo-face-pips",
                face = self.face,
                pips = pips(self.face).len()
            )],
            output_lines: (0, 5),
            frame,
            text: self.output.clone(),
        }
    }
}

// A die face: no trace to check, nobody decides.
impl TraceChecking for FaceReplay {}
impl Positions for FaceReplay {}

/// Part 2: the LCG states X₁..Xₙ (each < 997) are kept so any roll is shown at once.
pub(super) struct RollReplay {
    lcg: Lcg,
    states: Vec<u16>,
    output: String,
    pip: char,
}

impl RollReplay {
    fn new(lcg: Lcg, n: usize, pip: char) -> Self {
        let mut states = Vec::with_capacity(n);
        let mut output = String::with_capacity(2 * n);
        let mut x = 0;
        for _ in 0..n {
            x = lcg.next(x);
            states.push(x as u16);
            output.push((b'0' + Lcg::face(x)) as char);
            output.push('\n');
        }
        RollReplay {
            lcg,
            states,
            output,
            pip,
        }
    }
}

impl RollReplay {
    /// X₁..Xₙ (for a trace, trace.rs).
    pub(super) fn states(&self) -> &[u16] {
        &self.states
    }
}

impl Replay for RollReplay {
    fn output(&self) -> &str {
        &self.output
    }

    fn step_count(&self) -> usize {
        self.states.len() + 1
    }

    fn step(&mut self, index: usize) -> Step {
        let Lcg { a, b, m } = self.lcg;
        if index == 0 || index > self.states.len() {
            let mut frame = die_frame(0);
            frame.caption = Some(msg!("ludo-no-roll-caption", a = a, b = b, m = m));
            return Step {
                title: msg!("ludo-before-first-roll"),
                events: vec![msg!("ludo-die-rule", a = a, b = b, m = m)],
                output_lines: (0, 0),
                frame,
                text: String::new(),
            };
        }
        let x = u32::from(self.states[index - 1]);
        let face = Lcg::face(x);
        let formula = if index == 1 {
            msg!("ludo-first-state", b = b, face = face)
        } else {
            let previous = self.states[index - 2];
            msg!(
                "ludo-next-state",
                number = index,
                a = a,
                previous = previous,
                b = b,
                m = m,
                x = x,
                face = face
            )
        };
        let mut frame = die_frame(face);
        frame.caption = Some(msg!(
            "ludo-roll-caption",
            number = index,
            count = self.states.len(),
            x = x,
            face = face
        ));
        Step {
            title: msg!("ludo-roll-title", number = index, face = face),
            events: vec![formula, msg!("ludo-face-formula", x = x, face = face)],
            output_lines: (index - 1, index),
            frame,
            text: die_picture(face, self.pip),
        }
    }
}

// The dice alone: nobody decides.
impl Positions for RollReplay {}

/// The die and rule options of a game of parts 3–5: what drawing its states and requests needs,
/// shared by the main line and your own requests (`position.rs`).
#[derive(Debug, Clone, Copy)]
pub struct Game {
    pub lcg: Lcg,
    pub options: Options,
}

impl Game {
    pub fn board_text(&self, state: &State) -> String {
        let mut text = String::new();
        state.write_board(&self.options, &mut text);
        text
    }

    /// The board with every piece, and the die cell of the player to roll next.
    fn board_frame(&self, state: &State) -> Frame {
        let mut frame = Frame::new(GRID.len(), GRID[0].len());
        for (row, cells) in GRID.iter().enumerate() {
            for (col, &cell) in cells.iter().enumerate() {
                let kind = match cell_kind(cell) {
                    None => 0,
                    Some(CellKind::Track) => 1,
                    Some(CellKind::Start(c)) => 2 + c,
                    Some(CellKind::Corner(c)) => 6 + c,
                    Some(CellKind::Home(c)) => 10 + c,
                };
                frame.set_cell(row, col, kind);
            }
        }
        let (row, col) = die_cell(state.turn);
        frame.set_cell(usize::from(row), usize::from(col), DIE);
        let mut pieces: Vec<u8> = (0..4 * self.options.players()).collect();
        // Later arrivals in a shared corner cell are drawn on top.
        order::sort_by_key(&mut pieces, |&p| state.arrival[p as usize]);
        frame.tokens = pieces
            .into_iter()
            .map(|p| {
                let (row, col) = CELL_POSITION[state.cell_of(p) as usize];
                Token::new(
                    u32::from(p),
                    row as usize,
                    col as usize,
                    p / 4,
                    piece_name(p),
                )
            })
            .collect();
        frame
    }

    /// The step of `request`, request number `number` of the game, which took `before` to
    /// `after` with `outcome`: the board after it and what happened, but not what it prints
    /// (the main line says which output lines, your own requests quote the judge's reply).
    /// `counter` starts the caption ("request 3 of 10").
    pub fn request_step(
        &self,
        number: usize,
        counter: Message,
        request: Request,
        (before, after): (&State, &State),
        outcome: &Outcome,
    ) -> Step {
        let mut frame = self.board_frame(after);
        let mut events = Vec::new();
        let player = colour_name(before.turn);
        let mut dice_mark = None;
        match outcome {
            Outcome::Rolled(roll) => {
                let faces: Vec<_> = roll.faces().map(|face| face.to_string()).collect();
                let shown = faces.join(" ");
                events.push(msg!("ludo-rolls", player = player, faces = &shown));
                if roll.sixes > 0 {
                    events.push(msg!("ludo-six-rolls-again"));
                }
                events.push(msg!("ludo-unused-dice", dice = dice_text(after)));
                dice_mark = Some((before.turn, msg!("ludo-mark-rolled", faces = shown)));
            }
            Outcome::RollRefused => events.push(msg!(
                "ludo-roll-refused",
                player = player,
                dice = dice_text(before)
            )),
            Outcome::Entered { piece, capture } => {
                let start = start_cell(piece / 4);
                events.push(msg!(
                    "ludo-enters",
                    player = player,
                    piece = piece_name(*piece),
                    cell = start
                ));
                let from = CELL_POSITION[before.cell_of(*piece) as usize];
                let to = CELL_POSITION[start as usize];
                frame.marks.push(Mark::Path {
                    points: vec![point(from), point(to)],
                    kind: MARK_PATH,
                });
                frame.marks.push(Mark::Cells {
                    cells: vec![(u16::from(to.0), u16::from(to.1))],
                    kind: MARK_DESTINATION,
                });
                if let Some(capture) = capture {
                    show_capture(&mut frame, &mut events, *capture);
                }
            }
            Outcome::Moved {
                piece,
                from,
                to,
                capture,
            } => {
                let colour = piece / 4;
                let cells: Vec<(f32, f32)> = (*from..=*to)
                    .map(|i| point(CELL_POSITION[path_cell(colour, i) as usize]))
                    .collect();
                let moved = msg!(
                    "ludo-moves",
                    piece = piece_name(*piece),
                    steps = to - from,
                    from = path_cell(colour, *from),
                    to = path_cell(colour, *to)
                );
                events.push(if *to >= 40 {
                    msg!("ludo-moves-home-column", event = moved)
                } else {
                    moved
                });
                if let Some(token) = token_mut(&mut frame, *piece) {
                    token.trail = cells[1..cells.len() - 1].to_vec();
                }
                let destination = CELL_POSITION[path_cell(colour, *to) as usize];
                frame.marks.push(Mark::Path {
                    points: cells,
                    kind: MARK_PATH,
                });
                frame.marks.push(Mark::Cells {
                    cells: vec![(u16::from(destination.0), u16::from(destination.1))],
                    kind: MARK_DESTINATION,
                });
                if let Some(capture) = capture {
                    show_capture(&mut frame, &mut events, *capture);
                }
            }
            Outcome::Refused(refusal) => events.push(msg!(
                "ludo-refused",
                request = request.to_string(),
                reply = refusal.message(),
                why = self.refusal_reason(*refusal, request, before)
            )),
            Outcome::GaveUp { cleared: true } if before.has_dice() => events.push(msg!(
                "ludo-gives-up-dice",
                player = player,
                dice = dice_text(before)
            )),
            Outcome::GaveUp { cleared: true } => {
                events.push(msg!("ludo-gives-up-unrolled", player = player))
            }
            Outcome::GaveUp { cleared: false } => {
                events.push(msg!("ludo-giveup-ignored", player = player))
            }
        }
        if after.turn != before.turn {
            events.push(msg!("ludo-turn", player = colour_name(after.turn)));
        }
        if dice_mark.is_none() && after.has_dice() {
            dice_mark = Some((
                after.turn,
                msg!("ludo-mark-unused", dice = dice_text(after)),
            ));
        }
        if let Some((colour, text)) = dice_mark {
            frame.marks.push(Mark::Text {
                at: dice_label_position(colour),
                text,
                kind: MARK_DICE,
            });
        }
        frame.caption = Some(self.caption(counter, after));
        Step {
            title: msg!(
                "ludo-request-title",
                number = number,
                request = request.to_string()
            ),
            events,
            output_lines: (0, 0),
            frame,
            text: self.board_text(after),
        }
    }

    fn refusal_reason(&self, refusal: Refusal, request: Request, before: &State) -> Message {
        let (piece, steps) = match request {
            Request::Enter(p) => (p, 0),
            Request::Move(p, s) => (p, s),
            Request::Dice | Request::Giveup => (0, 0),
        };
        let name = piece_name(piece);
        let occupant = |cell: u8| -> Arg {
            match before.piece_on(cell, self.options.players()) {
                Some(piece) => piece_name(piece).into(),
                None => msg!("ludo-a-piece").into(),
            }
        };
        match refusal {
            Refusal::NotYourTurn => msg!(
                "ludo-why-not-your-turn",
                piece = name,
                owner = colour_name(piece / 4),
                player = colour_name(before.turn)
            ),
            Refusal::AlreadyIn => msg!(
                "ludo-why-already-in",
                piece = name,
                cell = before.cell_of(piece)
            ),
            Refusal::NeedSix => msg!("ludo-why-need-six", dice = dice_text(before)),
            Refusal::BusyStart => {
                let start = start_cell(piece / 4);
                msg!(
                    "ludo-why-busy-start",
                    cell = start,
                    occupant = occupant(start)
                )
            }
            Refusal::InvalidMove => msg!(
                "ludo-why-invalid-move",
                steps = steps,
                dice = dice_text(before)
            ),
            Refusal::NotIn => msg!("ludo-why-not-in", piece = name),
            Refusal::CannotMove => msg!(
                "ludo-why-cannot-move",
                piece = name,
                at = before.place[piece as usize],
                steps = steps
            ),
            Refusal::DestinationBusy => {
                // Only reached when the piece is on its path and the move stays on it.
                let cell = path_cell(piece / 4, before.place[piece as usize] + steps);
                msg!(
                    "ludo-why-destination-busy",
                    cell = cell,
                    occupant = occupant(cell)
                )
            }
        }
    }

    /// `counter` ("request 3 of 10"), then who plays and the unused dice of `state`.
    fn caption(&self, counter: Message, state: &State) -> Message {
        let dice = dice_text(state);
        if self.options.players() == 1 {
            msg!("ludo-caption-alone", counter = counter, dice = dice)
        } else {
            msg!(
                "ludo-caption",
                counter = counter,
                player = colour_name(state.turn),
                dice = dice
            )
        }
    }
}

/// The name of a colour: "red", "blue", "green", "yellow".
pub fn colour_name(colour: u8) -> Message {
    match colour {
        0 => msg!("ludo-red"),
        1 => msg!("ludo-blue"),
        2 => msg!("ludo-green"),
        _ => msg!("ludo-yellow"),
    }
}

/// The unused dice of `state`, smallest first ("1 6", shown as it is), or "none".
pub fn dice_text(state: &State) -> Arg {
    let list = state.dice_list();
    if list.is_empty() {
        msg!("ludo-no-dice").into()
    } else {
        list.iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(" ")
            .into()
    }
}

/// The line `outcome` prints, without its newline (`None` for a giveup).
pub fn printed_line(outcome: &Outcome) -> Option<String> {
    let mut line = String::new();
    outcome.write_line(&mut line);
    line.pop().map(|_| line)
}

/// Parts 3–5: states are saved every `CHECKPOINT_EVERY` requests; a step replays from the nearest.
pub(super) struct GameReplay {
    pub(super) game: Game,
    pub(super) requests: Vec<Request>,
    checkpoints: Checkpoints<State>,
    /// Output line where each request's output starts, plus the total at the end.
    pub(super) line_starts: Vec<u32>,
    output: String,
    markers: Vec<Marker>,
    /// How often red was told "it is not your turn" in an input that names only red pieces:
    /// the sign of a one-player (part 3) input run with four players.
    lone_red_refusals: usize,
}

impl GameReplay {
    fn new(lcg: Lcg, located: Vec<Located>, options: Options) -> Result<Self, InputError> {
        let mut state = State::default();
        let mut checkpoints = Checkpoints::new(CHECKPOINT_EVERY, &state);
        // About 4 characters a line, and part 5 prints the board after every request.
        let board = if options.part == 5 { BOARD_TEXT_LEN } else { 0 };
        let mut output = String::with_capacity(located.len() * (4 + board));
        let mut line_starts = Vec::with_capacity(located.len() + 1);
        let mut lines = 0u32;
        let mut markers = Vec::new();
        let mut turn_refusals = 0;
        for (index, request) in located.iter().enumerate() {
            checkpoints.offer(index, &state);
            line_starts.push(lines);
            let outcome = state
                .apply(request.request, &lcg, &options)
                .map_err(|endless| endless_sixes_error(request, &lcg, endless))?;
            turn_refusals += usize::from(outcome == Outcome::Refused(Refusal::NotYourTurn));
            let before = output.len();
            outcome.write_line(&mut output);
            lines += u32::from(output.len() > before);
            if options.part == 5 {
                state.write_board(&options, &mut output);
                lines += GRID.len() as u32;
            }
            if let Some(label) = marker_label(&outcome) {
                markers.push(Marker {
                    step: index + 1,
                    label,
                });
            }
        }
        line_starts.push(lines);
        let names_only_red = located.iter().all(|r| match r.request {
            Request::Enter(piece) | Request::Move(piece, _) => piece < 4,
            Request::Dice | Request::Giveup => true,
        });
        Ok(GameReplay {
            game: Game { lcg, options },
            requests: located.iter().map(|r| r.request).collect(),
            checkpoints,
            line_starts,
            output,
            markers,
            lone_red_refusals: if names_only_red { turn_refusals } else { 0 },
        })
    }

    /// The die, the rule options and the requests (for a trace, trace.rs).
    pub(super) fn game(&self) -> (&Game, &[Request]) {
        (&self.game, &self.requests)
    }

    /// The state before request `index`.
    pub(super) fn state_before(&self, index: usize) -> State {
        let mut state = State::default();
        self.checkpoints.restore(
            index,
            &mut state,
            |s| s,
            |state, i| {
                state
                    .apply(self.requests[i], &self.game.lcg, &self.game.options)
                    .expect("every request ran once while parsing");
            },
        );
        state
    }

    fn counter(&self, step: usize) -> Message {
        msg!(
            "ludo-request-of",
            number = step,
            count = self.requests.len()
        )
    }

    fn request_step(&self, index: usize) -> Step {
        let request = self.requests[index];
        let before = self.state_before(index);
        let mut after = before.clone();
        let outcome = after
            .apply(request, &self.game.lcg, &self.game.options)
            .expect("the request ran once while parsing");
        let mut step = self.game.request_step(
            index + 1,
            self.counter(index + 1),
            request,
            (&before, &after),
            &outcome,
        );
        if let Some(line) = printed_line(&outcome) {
            step.events.push(msg!("ludo-prints-line", line = line));
        }
        if self.game.options.part == 5 {
            step.events.push(msg!("ludo-prints-board"));
        }
        let (start, end) = (self.line_starts[index], self.line_starts[index + 1]);
        step.output_lines = (start as usize, end as usize);
        step
    }
}

/// A `dice` request whose roll would never end, reported at the request.
fn endless_sixes_error(request: &Located, lcg: &Lcg, endless: EndlessSixes) -> InputError {
    InputError::new(
        request.line as usize,
        request.col as usize,
        msg!(
            "ludo-endless-sixes",
            x = endless.x,
            a = lcg.a,
            b = lcg.b,
            m = lcg.m
        ),
    )
}

fn show_capture(frame: &mut Frame, events: &mut Vec<Message>, capture: Capture) {
    let victim = capture.piece;
    events.push(msg!(
        "ludo-captured",
        piece = piece_name(victim),
        cell = capture.on_cell,
        corner = capture.to_cell
    ));
    frame.marks.push(Mark::Arrow {
        from: point(CELL_POSITION[capture.on_cell as usize]),
        to: point(CELL_POSITION[capture.to_cell as usize]),
        kind: MARK_CAPTURE,
    });
    if let Some(token) = token_mut(frame, victim) {
        token.badges.push(msg!("ludo-badge-captured"));
    }
}

fn token_mut(frame: &mut Frame, piece: u8) -> Option<&mut Token> {
    frame.tokens.iter_mut().find(|t| t.id == u32::from(piece))
}

fn point((row, col): (u8, u8)) -> (f32, f32) {
    (f32::from(row), f32::from(col))
}

/// Each colour's die: a square beside its corner (outside the board's cells), painted for the
/// player to roll next; picking it rolls.
pub fn die_cell(colour: u8) -> (u8, u8) {
    match colour {
        0 => (2, 1),
        1 => (2, 9),
        2 => (8, 9),
        _ => (8, 1),
    }
}

/// Where a colour's dice are written: the free row between its die and the track.
fn dice_label_position(colour: u8) -> (f32, f32) {
    match colour {
        0 => (3.0, 1.5),
        1 => (3.0, 8.5),
        2 => (7.0, 8.5),
        _ => (7.0, 1.5),
    }
}

fn marker_label(outcome: &Outcome) -> Option<Message> {
    match outcome {
        Outcome::Entered {
            piece,
            capture: Some(c),
        }
        | Outcome::Moved {
            piece,
            capture: Some(c),
            ..
        } => Some(msg!(
            "ludo-marker-capture",
            piece = piece_name(*piece),
            victim = piece_name(c.piece)
        )),
        Outcome::Moved { piece, to: 43, .. } => {
            Some(msg!("ludo-marker-end", piece = piece_name(*piece)))
        }
        _ => None,
    }
}

impl Replay for GameReplay {
    fn output(&self) -> &str {
        &self.output
    }

    fn step_count(&self) -> usize {
        self.requests.len() + 1
    }

    fn step(&mut self, index: usize) -> Step {
        if index > 0 && index <= self.requests.len() {
            return self.request_step(index - 1);
        }
        let state = State::default();
        let mut frame = self.game.board_frame(&state);
        frame.caption = Some(self.game.caption(self.counter(0), &state));
        let Lcg { a, b, m } = self.game.lcg;
        let players = if self.game.options.players() == 1 {
            msg!("ludo-red-alone")
        } else {
            msg!("ludo-four-players")
        };
        Step {
            title: msg!("ludo-start"),
            events: vec![
                msg!(
                    "ludo-start-requests",
                    count = self.requests.len(),
                    a = a,
                    b = b,
                    m = m
                ),
                players,
            ],
            output_lines: (0, 0),
            frame,
            text: self.game.board_text(&state),
        }
    }

    fn markers(&self) -> Vec<Marker> {
        self.markers.clone()
    }

    fn suggestions(&self) -> Vec<Suggestion> {
        if self.lone_red_refusals == 0 {
            return Vec::new();
        }
        let mut offer = part_suggestion(3);
        offer.message = msg!(
            "ludo-offer-part-3-lone-red",
            times = self.lone_red_refusals,
            offer = offer.message
        );
        vec![offer]
    }
}
