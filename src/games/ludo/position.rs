//! Your own requests in the four-player parts (4–5): from the state after any step, the
//! requests of the player to move that the judge accepts, its reply to one, and the game so
//! far as an input. The engine decides everything: a request is offered when applying it to a
//! copy of the state succeeds.

use super::engine::{
    path_cell, piece_name, start_cell, Capture, Outcome, Request, State, CELL_POSITION,
};
use super::input::MAX_REQUESTS_PARTS45;
use super::view::{colour_name, dice_text, die_cell, printed_line, Game, GameReplay};
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::{BranchPoint, MoveOption, Played, Positions, Progress};

/// The state after some requests, with those requests (the input writes them all again).
pub struct GamePosition {
    game: Game,
    state: State,
    /// Every request so far: the main line's up to the branch, then yours.
    requests: Vec<Request>,
    /// Where the main line's output stands at the branch: your requests print nothing into it.
    output_line: usize,
}

/// A request that succeeds here, and what it does.
struct Accepted {
    request: Request,
    outcome: Outcome,
    after: State,
}

impl GamePosition {
    pub fn new(game: Game, state: State, requests: Vec<Request>, output_line: usize) -> Self {
        GamePosition {
            game,
            state,
            requests,
            output_line,
        }
    }

    /// In the order of the "Moves" list: `dice`, `enter`, `move` by piece and step count, then
    /// `giveup` (which always succeeds, if only by changing nothing).
    fn accepted(&self) -> Vec<Accepted> {
        let colour = self.state.turn;
        let pieces = 4 * colour..4 * colour + 4;
        let rolled: Vec<u8> = (1..=6)
            .filter(|&s| self.state.dice[s as usize] > 0)
            .collect();
        let moves = pieces
            .clone()
            .flat_map(|piece| rolled.iter().map(move |&steps| Request::Move(piece, steps)));
        let requests = std::iter::once(Request::Dice)
            .chain(pieces.map(Request::Enter))
            .chain(moves)
            .chain([Request::Giveup]);
        requests
            .filter_map(|request| {
                let mut after = self.state.clone();
                // An endless run of sixes cannot happen with the prime A, B, m that reading
                // insists on (see the engine); were it to, that roll is simply not offered.
                let outcome = after
                    .apply(request, &self.game.lcg, &self.game.options)
                    .ok()?;
                let refused = matches!(outcome, Outcome::Refused(_) | Outcome::RollRefused);
                (!refused).then_some(Accepted {
                    request,
                    outcome,
                    after,
                })
            })
            .collect()
    }

    fn label(accepted: &Accepted) -> Message {
        let capturing = |label: Message, capture: &Option<Capture>| match capture {
            Some(c) => msg!(
                "ludo-option-capturing",
                request = label,
                victim = piece_name(c.piece)
            ),
            None => label,
        };
        match &accepted.outcome {
            Outcome::Rolled(_) => msg!("ludo-option-roll"),
            Outcome::Entered { piece, capture } => capturing(
                msg!(
                    "ludo-option-enter",
                    piece = piece_name(*piece),
                    cell = start_cell(piece / 4)
                ),
                capture,
            ),
            Outcome::Moved {
                piece,
                from,
                to,
                capture,
            } => capturing(
                msg!(
                    "ludo-option-move",
                    piece = piece_name(*piece),
                    steps = to - from,
                    cell = path_cell(piece / 4, *to)
                ),
                capture,
            ),
            Outcome::GaveUp { cleared: true } => msg!("ludo-option-giveup"),
            Outcome::GaveUp { cleared: false } => msg!("ludo-option-giveup-unrolled"),
            Outcome::RollRefused | Outcome::Refused(_) => {
                unreachable!("refused requests are not offered")
            }
        }
    }

    /// The die, the piece then its start cell, or the piece then where it lands. A piece
    /// hidden under another in its corner (`capture_to=lowest`) can only be picked from the list.
    fn cells(&self, accepted: &Accepted) -> Vec<(u16, u16)> {
        let at = |cell: u8| frame_cell(CELL_POSITION[cell as usize]);
        match accepted.outcome {
            Outcome::Rolled(_) => vec![frame_cell(die_cell(self.state.turn))],
            Outcome::Entered { piece, .. } => {
                let corner = self.state.cell_of(piece);
                if self.state.piece_on(corner, self.game.options.players()) == Some(piece) {
                    vec![at(corner), at(start_cell(piece / 4))]
                } else {
                    Vec::new()
                }
            }
            Outcome::Moved {
                piece, from, to, ..
            } => vec![at(path_cell(piece / 4, from)), at(path_cell(piece / 4, to))],
            Outcome::GaveUp { .. } => Vec::new(),
            Outcome::RollRefused | Outcome::Refused(_) => {
                unreachable!("refused requests are not offered")
            }
        }
    }

    /// The judge's reply to a request that took the game to `after`: its line, and the board
    /// in part 5, each line as the judge prints it.
    fn reply(&self, outcome: &Outcome, after: &State) -> Vec<Message> {
        let mut reply: Vec<Message> = printed_line(outcome).into_iter().map(judge_line).collect();
        if self.game.options.part == 5 {
            reply.extend(self.game.board_text(after).lines().map(judge_line));
        }
        reply
    }
}

/// A line of the judge's output, shown as it is in every language.
fn judge_line(line: impl Into<String>) -> Message {
    msg!("ludo-judge-line", line = line.into())
}

fn frame_cell((row, col): (u8, u8)) -> (u16, u16) {
    (u16::from(row), u16::from(col))
}

impl boardlab_core::Position for GamePosition {
    fn to_move(&self) -> Message {
        msg!(
            "ludo-to-move",
            player = colour_name(self.state.turn),
            dice = dice_text(&self.state)
        )
    }

    fn moves(&self) -> Vec<MoveOption> {
        self.accepted()
            .iter()
            .map(|accepted| MoveOption {
                id: accepted.request.to_string(),
                label: Self::label(accepted),
                cells: self.cells(accepted),
            })
            .collect()
    }

    fn play(&self, id: &str, _: &mut Progress) -> Result<Played, Message> {
        let Accepted {
            request,
            outcome,
            after,
        } = self
            .accepted()
            .into_iter()
            .find(|accepted| accepted.request.to_string() == id)
            .ok_or_else(|| {
                msg!(
                    "ludo-not-accepted",
                    request = boardlab_core::text::quote(id),
                    position = self.to_move()
                )
            })?;
        let number = self.requests.len() + 1;
        let mut step = self.game.request_step(
            number,
            msg!("ludo-your-request", number = number),
            request,
            (&self.state, &after),
            &outcome,
        );
        let mut requests = self.requests.clone();
        requests.push(request);
        let next = GamePosition {
            state: after,
            requests,
            ..*self
        };
        let mut feedback = self.reply(&outcome, &next.state);
        feedback.push(next.to_move());
        // The step's events start with the reply's line and who moves next; the part-5 board
        // is the step's own text view, so its lines stay out of the events.
        let said = printed_line(&outcome)
            .into_iter()
            .map(judge_line)
            .chain([next.to_move()]);
        step.events.splice(0..0, said.collect::<Vec<_>>());
        step.output_lines = (self.output_line, self.output_line);
        Ok(Played {
            steps: vec![step],
            feedback,
            next: Box::new(next),
        })
    }

    fn input(&self) -> Result<String, Message> {
        let count = self.requests.len();
        if count == 0 {
            return Err(msg!("ludo-input-no-requests"));
        }
        if count > MAX_REQUESTS_PARTS45 {
            return Err(msg!(
                "ludo-input-too-many-requests",
                count = count,
                max = MAX_REQUESTS_PARTS45
            ));
        }
        let lcg = self.game.lcg;
        let mut text = format!("{} {} {}\n{count}\n", lcg.a, lcg.b, lcg.m);
        for request in &self.requests {
            text.push_str(&request.to_string());
            text.push('\n');
        }
        Ok(text)
    }
}

impl Positions for GameReplay {
    /// Your own requests in the four-player parts (4–5): the state after step `index`'s request.
    fn position(&mut self, index: usize) -> Option<BranchPoint> {
        if self.game.options.players() == 1 {
            return None;
        }
        let index = index.min(self.requests.len());
        let position = GamePosition::new(
            self.game,
            self.state_before(index),
            self.requests[..index].to_vec(),
            self.line_starts[index] as usize,
        );
        Some(BranchPoint {
            base: index,
            position: Box::new(position),
        })
    }
}
