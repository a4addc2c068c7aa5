//! Strict validation: the exact format of the statement, as judges' own validators (testlib's,
//! Kattis') check it. The games' readers stay as lenient as judges' readers are (any blanks
//! between tokens, CR, trailing blanks); a problem package's input validator must also reject
//! what the statement does not allow, so that every test file is written as the statement says.
//!
//! Three passes, each with a located error naming what is wrong:
//! 1. the characters: printable ASCII tokens, single spaces between them, lines ending in `\n`
//!    alone (the last one too), no blank line, no space at the start or end of a line, integers
//!    without a `+` sign or leading zeros (a token of digits is an integer; a word such as
//!    skill-chess's `2dsaigao` or ludo's `R1` is not);
//! 2. the game's own validation: every limit of the statement;
//! 3. the layout: which tokens share a line, as the statement lays them out (each game's
//!    [`LayoutFn`], which may trust what pass 2 checked), and no line after the data.

use crate::i18n::Message;
use crate::msg;
use crate::rules::Rules;
use crate::text::InputError;
use crate::text::{quote, Reader, Token};

/// Walks the lines of an input that passed the game's validation, checking how many tokens each
/// holds: the statement's layout. It only reports where the lines differ from the statement's;
/// the values were checked by the game's validation.
pub type LayoutFn = fn(&mut Lines, &Rules) -> Result<(), InputError>;

/// Pass 3 alone (a game's `layout`), for an input that passed the game's validation (or its
/// parser, which checks the same limits).
pub fn check_layout(layout: LayoutFn, input: &str, rules: &Rules) -> Result<(), InputError> {
    let mut lines = Lines::new(input);
    layout(&mut lines, rules)?;
    lines.expect_end()
}

/// The first place where `text` is not written as statements write inputs (pass 1).
pub fn check_characters(text: &str) -> Result<(), InputError> {
    for (index, line) in text.split_inclusive('\n').enumerate() {
        let number = index + 1;
        let at = |col: usize, message: Message| Err(InputError::new(number, col, message));
        let Some(body) = line.strip_suffix('\n') else {
            return at(line.chars().count() + 1, msg!("strict-no-final-newline"));
        };
        if body.is_empty() {
            return at(1, msg!("strict-blank-line"));
        }
        let mut previous = None;
        for (offset, c) in body.chars().enumerate() {
            let col = offset + 1;
            match c {
                ' ' if col == 1 => return at(col, msg!("strict-leading-space")),
                ' ' if col == body.len() => return at(col, msg!("strict-trailing-space")),
                ' ' if previous == Some(' ') => return at(col - 1, msg!("strict-double-space")),
                '\r' => return at(col, msg!("strict-carriage-return")),
                '\t' => return at(col, msg!("strict-tab")),
                ' ' | '!'..='~' => {}
                other => {
                    let code = format!("U+{:04X}", u32::from(other));
                    return at(col, msg!("strict-character", code = code));
                }
            }
            previous = Some(c);
        }
        // Every character so far is ASCII: columns are byte offsets plus one.
        let mut col = 1;
        for token in body.split(' ') {
            check_integer(token).map_err(|message| InputError::new(number, col, message))?;
            col += token.len() + 1;
        }
    }
    Ok(())
}

/// A token of digits (with a sign) must be written as statements write integers.
fn check_integer(token: &str) -> Result<(), Message> {
    let (sign, digits) = match token.as_bytes().first() {
        Some(b'+' | b'-') => token.split_at(1),
        _ => ("", token),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(());
    }
    let found = quote(token);
    match (sign, digits) {
        ("+", _) => Err(msg!("strict-plus-sign", found = found)),
        (_, "0") if sign == "-" => Err(msg!("strict-negative-zero", found = found)),
        _ if digits.len() > 1 && digits.starts_with('0') => {
            Err(msg!("strict-leading-zero", found = found))
        }
        _ => Ok(()),
    }
}

/// The lines of a validated input, each with its tokens, read from the first.
pub struct Lines<'a> {
    lines: Vec<Vec<Token<'a>>>,
    next: usize,
}

impl<'a> Lines<'a> {
    pub fn new(text: &'a str) -> Self {
        let mut lines: Vec<Vec<Token<'a>>> = Vec::new();
        let mut reader = Reader::new(text);
        while let Some(token) = reader.next_token() {
            match lines.last_mut() {
                Some(line) if line[0].line == token.line => line.push(token),
                _ => lines.push(vec![token]),
            }
        }
        Lines { lines, next: 0 }
    }

    /// The next line, which must hold `expected(its tokens)` tokens: the statement's `what`.
    pub fn line(
        &mut self,
        expected: impl FnOnce(&[Token<'a>]) -> usize,
        what: impl FnOnce() -> Message,
    ) -> Result<&[Token<'a>], InputError> {
        let tokens = self.any_line();
        let count = expected(tokens);
        if tokens.len() == count {
            return Ok(tokens);
        }
        // Too many: the first one too many; too few: just after the last one.
        let (line, col) = match tokens.get(count) {
            Some(extra) => (extra.line, extra.col),
            None => {
                let last = tokens.last().expect("a line holds a token");
                (last.line, last.col + last.text.len())
            }
        };
        Err(InputError::new(
            line,
            col,
            msg!(
                "strict-line-count",
                line = line,
                found = tokens.len(),
                expected = count,
                what = what()
            ),
        ))
    }

    /// The next line, which must hold `count` tokens, named by the statement as `names` (such as
    /// "N M K").
    pub fn fields(&mut self, count: usize, names: &str) -> Result<&[Token<'a>], InputError> {
        self.line(|_| count, || msg!("strict-what-names", names = names))
    }

    /// The next line, whose tokens the game's validation already placed (a line it reads as a
    /// whole, such as a request that names its own arguments).
    pub fn any_line(&mut self) -> &[Token<'a>] {
        let line = self
            .lines
            .get(self.next)
            .expect("the game's validation read every token, so a line is left");
        self.next += 1;
        line
    }

    /// Whether a line is left.
    pub fn at_end(&self) -> bool {
        self.next == self.lines.len()
    }

    /// Fails on a line after the data.
    fn expect_end(&self) -> Result<(), InputError> {
        match self.lines.get(self.next) {
            None => Ok(()),
            Some(line) => Err(line[0].error(msg!("strict-extra-line", line = line[0].line))),
        }
    }
}

/// A token the game's validation read as a count.
pub fn number(token: &Token) -> usize {
    token
        .text
        .parse()
        .unwrap_or_else(|_| panic!("{} was validated as a count", token.text))
}

/// The layout of inputs whose every line the game's validation reads as a line of its own.
pub fn lines_as_read(lines: &mut Lines, _rules: &Rules) -> Result<(), InputError> {
    while !lines.at_end() {
        lines.any_line();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> (usize, usize, &'static str) {
        let e = check_characters(text).unwrap_err();
        (e.line, e.col, e.message.id)
    }

    #[test]
    fn characters_are_checked_in_reading_order() {
        assert_eq!(check_characters("3\n1 2 0\n-5 x7 2dsaigao\n"), Ok(()));
        assert_eq!(error("1 2\n3"), (2, 2, "strict-no-final-newline"));
        assert_eq!(error("1\n\n2\n"), (2, 1, "strict-blank-line"));
        assert_eq!(error("1\n 2\n"), (2, 1, "strict-leading-space"));
        assert_eq!(error("1 2 \n"), (1, 4, "strict-trailing-space"));
        assert_eq!(error("1  2\n"), (1, 2, "strict-double-space"));
        assert_eq!(error("1 2\r\n"), (1, 4, "strict-carriage-return"));
        assert_eq!(error("1\t2\n"), (1, 2, "strict-tab"));
        assert_eq!(error("\u{feff}1\n"), (1, 1, "strict-character"));
        assert_eq!(error("1 +2\n"), (1, 3, "strict-plus-sign"));
        assert_eq!(error("1 2 007\n"), (1, 5, "strict-leading-zero"));
        assert_eq!(error("-0\n"), (1, 1, "strict-negative-zero"));
        assert_eq!(error("5 -012\n"), (1, 3, "strict-leading-zero"));
    }

    #[test]
    fn words_and_lone_signs_are_not_integers() {
        assert_eq!(check_characters("0 -1 + - 0x1 R1 007a\n"), Ok(()));
    }
}
