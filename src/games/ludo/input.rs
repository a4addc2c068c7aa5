//! Reading and validating the judge input of each part.

use super::engine::{Lcg, Options, Request, COLOUR_LETTERS};
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::strict::{lines_as_read, Lines};
use boardlab_core::text::{quote, Reader, Token};
use boardlab_core::{InputError, Rules, Suggestion};

/// A request with the place of its first word (for errors found while simulating it).
#[derive(Debug, Clone, Copy)]
pub struct Located {
    pub request: Request,
    pub line: u32,
    pub col: u32,
}

/// The parsed input of one part.
pub enum Input {
    /// Part 1: the die face to draw.
    Face(u8),
    /// Part 2: print `n` rolls.
    Rolls { lcg: Lcg, n: usize },
    /// Parts 3–5: the requests to simulate.
    Game { lcg: Lcg, requests: Vec<Located> },
}

pub const MAX_ROLLS: usize = 100_000;
pub const MAX_REQUESTS_PART3: usize = 100_000;
pub const MAX_REQUESTS_PARTS45: usize = 1000;
pub const MAX_M: i64 = 997;

pub fn parse(text: &str, part: u8) -> Result<Input, InputError> {
    let mut reader = Reader::new(text);
    let input = match part {
        1 => Input::Face(reader.int(&msg!("ludo-die-value"), 1..=6)? as u8),
        2 => {
            let lcg = read_lcg(&mut reader)?;
            let n = reader.usize(&msg!("ludo-roll-count"), 1..=MAX_ROLLS)?;
            Input::Rolls { lcg, n }
        }
        _ => {
            let lcg = read_lcg(&mut reader)?;
            let limit = if part == 3 {
                MAX_REQUESTS_PART3
            } else {
                MAX_REQUESTS_PARTS45
            };
            let q = reader
                .usize(&msg!("ludo-request-count"), 1..=limit)
                .map_err(|e| {
                    // The limit depends on the part, which the user may not have picked yet.
                    InputError::new(
                        e.line,
                        e.col,
                        msg!("ludo-error-in-part", error = e.message, part = part),
                    )
                })?;
            let mut lines = RequestLines::new(reader);
            let mut requests = Vec::with_capacity(q);
            for index in 1..=q {
                requests.push(lines.request(index, q, part)?);
            }
            lines.expect_end()?;
            return Ok(Input::Game { lcg, requests });
        }
    };
    reader.expect_end()?;
    Ok(input)
}

pub fn is_prime(n: i64) -> bool {
    n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// `A B m`: primes with 2 ≤ A, B < m ≤ 997.
fn read_lcg(reader: &mut Reader) -> Result<Lcg, InputError> {
    let mut prime = |name: &str| -> Result<(i64, Token), InputError> {
        let token = reader.token(&msg!("ludo-prime", name = name))?;
        let value =
            boardlab_core::text::parse_int(&token, &msg!("ludo-name", name = name), 2..=MAX_M)?;
        if !is_prime(value) {
            return Err(token.error(msg!("ludo-not-prime", name = name, value = value)));
        }
        Ok((value, token))
    };
    let (a, a_token) = prime("A")?;
    let (b, b_token) = prime("B")?;
    let (m, _) = prime("m")?;
    for (name, value, token) in [("A", a, a_token), ("B", b, b_token)] {
        if value >= m {
            return Err(token.error(msg!(
                "ludo-prime-not-below-m",
                name = name,
                value = value,
                m = m
            )));
        }
    }
    Ok(Lcg {
        a: a as u32,
        b: b as u32,
        m: m as u32,
    })
}

/// The request lines. Tokens are read one ahead, so that a request's words are exactly the tokens
/// on its line without looking at the text twice (part 3 has up to 100 000 requests). `take` and
/// `take_on_line` are `#[inline(always)]` because the size-optimised wasm build would call them.
struct RequestLines<'a> {
    reader: Reader<'a>,
    ahead: Option<Token<'a>>,
}

impl<'a> RequestLines<'a> {
    fn new(mut reader: Reader<'a>) -> Self {
        let ahead = reader.next_token();
        RequestLines { reader, ahead }
    }

    #[inline(always)]
    fn take(&mut self) -> Option<Token<'a>> {
        let token = self.ahead.take()?;
        self.ahead = self.reader.next_token();
        Some(token)
    }

    /// The next token if it is on `line`.
    #[inline(always)]
    fn take_on_line(&mut self, line: usize) -> Option<Token<'a>> {
        match self.ahead {
            Some(token) if token.line == line => self.take(),
            _ => None,
        }
    }

    fn request(&mut self, index: usize, q: usize, part: u8) -> Result<Located, InputError> {
        let word = match self.take() {
            Some(word) => word,
            // The field name is only made when the request is missing.
            None => self
                .reader
                .token(&msg!("ludo-request-of", number = index, count = q))?,
        };
        let mut last = word;
        let mut argument = |what: Message| -> Result<Token, InputError> {
            let token = self.take_on_line(word.line).ok_or_else(|| {
                InputError::new(
                    last.line,
                    last.col + last.text.chars().count(),
                    msg!("ludo-needs-argument", request = word.text, what = what),
                )
            })?;
            last = token;
            Ok(token)
        };
        let request = match word.text {
            "dice" => Request::Dice,
            "giveup" => Request::Giveup,
            "enter" => Request::Enter(read_piece(&argument(msg!("ludo-a-piece"))?, part)?),
            "move" => {
                let piece = read_piece(&argument(msg!("ludo-a-piece"))?, part)?;
                let steps = argument(msg!("ludo-a-step-count"))?;
                // Nearly always one digit: the general integer parser is slow in wasm.
                let steps = match steps.text.as_bytes() {
                    &[digit @ b'1'..=b'6'] => digit - b'0',
                    _ => boardlab_core::text::parse_int(&steps, &msg!("ludo-step-count"), 1..=6)?
                        as u8,
                };
                Request::Move(piece, steps)
            }
            other => return Err(word.error(msg!("ludo-unknown-request", request = quote(other)))),
        };
        if let Some(extra) = self.take_on_line(word.line) {
            return Err(extra.error(msg!(
                "ludo-extra-after-request",
                found = quote(extra.text),
                request = quote(word.text)
            )));
        }
        Ok(Located {
            request,
            line: word.line as u32,
            col: word.col as u32,
        })
    }

    /// Fails on any token after the last request.
    fn expect_end(&self) -> Result<(), InputError> {
        match self.ahead {
            None => Ok(()),
            Some(token) => Err(token.error(msg!(
                "ludo-extra-after-last-request",
                found = quote(token.text)
            ))),
        }
    }
}

/// A piece name R1..R4, B1..B4, G1..G4, Y1..Y4 (only red in part 3) → piece index 0..16.
fn read_piece(token: &Token, part: u8) -> Result<u8, InputError> {
    let bytes = token.text.as_bytes();
    let colour = bytes
        .first()
        .and_then(|c| COLOUR_LETTERS.iter().position(|&l| l as u8 == *c));
    let (Some(colour), [_, number @ b'1'..=b'4']) = (colour, bytes) else {
        return Err(token.error(msg!("ludo-unknown-piece", piece = quote(token.text))));
    };
    if part == 3 && colour != 0 {
        return Err(token.error(msg!("ludo-piece-not-in-part-3", piece = token.text)));
    }
    Ok(colour as u8 * 4 + (number - b'1'))
}

/// The statement's layout (strict validation): part 1 `d`; part 2 `A B m` and `n`; parts 3–5
/// `A B m`, `q` and one request per line (which reading the requests already checks).
pub fn layout(lines: &mut Lines, rules: &Rules) -> Result<(), InputError> {
    match rules.get("part") {
        "1" => {
            lines.fields(1, "d")?;
        }
        "2" => {
            lines.fields(3, "A B m")?;
            lines.fields(1, "n")?;
        }
        _ => {
            lines.fields(3, "A B m")?;
            lines.fields(1, "q")?;
            lines_as_read(lines, rules)?;
        }
    }
    Ok(())
}
/// The engine's options from the rule options in force.
pub fn options(rules: &Rules) -> Options {
    Options {
        part: rules
            .get("part")
            .parse()
            .expect("every part value is a digit"),
        pip: rules
            .get("pip")
            .chars()
            .next()
            .expect("every pip value is a character"),
        leftover_sixes_allowed: rules.get("dice_rule") == "non6",
        enter_captures: rules.get("enter_opponent") == "capture",
        capture_to_free: rules.get("capture_to") == "lowest_free",
        giveup_needs_roll: rules.get("giveup_passes") == "after_roll",
        turn_checked_first: rules.get("turn_check") == "first",
        stop_at_forty: rules.get("track_end") == "forty",
        empty_glyph: if rules.get("glyphs") == "upper" {
            "XX"
        } else {
            "xx"
        },
    }
}

/// The offer to run the input as part `part` (4 and 5 read the same input: offered as 5).
pub fn part_suggestion(part: u8) -> Suggestion {
    let reads_as = match part {
        1 => msg!("ludo-input-part-1"),
        2 => msg!("ludo-input-part-2"),
        3 => msg!("ludo-input-part-3"),
        _ => msg!("ludo-input-parts-4-5"),
    };
    Suggestion {
        rule: "part".to_string(),
        value: part.to_string(),
        message: msg!("ludo-offer-part", input = reads_as, part = part),
    }
}
