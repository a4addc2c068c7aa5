//! Reading judge-format text: a whitespace token reader that knows the line and column of every
//! token (so every parser reports errors as `line:col`), UTF-8 decoding with a located error, and
//! the judges' way of comparing outputs.

use crate::i18n::Message;
use crate::msg;
use serde::Serialize;
use std::fmt::{self, Write};
use std::ops::RangeInclusive;
use ts_rs::TS;

/// A problem with the input, located at a 1-based line and column. Line 0 means "not in the
/// input text" (for example an unknown rule option).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct InputError {
    pub line: usize,
    pub col: usize,
    pub message: Message,
    /// A rule option value under which the input does read, offered (never applied) when the
    /// input is in another format that an option selects (e.g. another part of a project).
    pub suggestion: Option<Box<Suggestion>>,
}

/// An offer to run the input with rule option `rule` set to `value`; `message` is a full
/// sentence saying why, ending in the question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Suggestion {
    pub rule: String,
    pub value: String,
    pub message: Message,
}

impl InputError {
    pub fn new(line: usize, col: usize, message: Message) -> Self {
        InputError {
            line,
            col,
            message,
            suggestion: None,
        }
    }

    /// An error that is about the request as a whole rather than a place in the text.
    pub fn general(message: Message) -> Self {
        InputError::new(0, 0, message)
    }
}

impl InputError {
    /// The message with its place, "line 3, column 2: …", when it has one.
    pub fn located(&self) -> Message {
        if self.line == 0 {
            self.message.clone()
        } else {
            msg!(
                "error-at",
                line = self.line,
                col = self.col,
                message = &self.message
            )
        }
    }
}

/// What went wrong with a request, as the page gets it (one shape from the engine to the page's
/// error panel).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ErrorInfo {
    pub kind: ErrorKind,
    /// The whole sentence, with its place when it has one ("line 3, column 5: …").
    pub message: String,
    /// 1-based; 0 when the error is not about a place in the input.
    pub line: usize,
    pub col: usize,
    /// The message without its place.
    pub detail: String,
    /// A rule option value under which the input does read.
    pub suggestion: Option<Suggestion>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum ErrorKind {
    /// The input (or an argument of the request) is wrong.
    Input,
    /// The request cannot be done as asked (a move where nobody moves, a step range out of
    /// the run).
    Refused,
    /// The request was cancelled (the page stopped the engine).
    Cancelled,
    /// The engine failed (a bug): the message is the browser's or the panic's.
    Failure,
}

impl ErrorInfo {
    /// A refusal saying `message`, about no place in the input.
    pub fn refused(message: &Message) -> ErrorInfo {
        let text = message.to_string();
        ErrorInfo {
            kind: ErrorKind::Refused,
            message: text.clone(),
            line: 0,
            col: 0,
            detail: text,
            suggestion: None,
        }
    }
}

impl ErrorInfo {
    /// A failure of the engine itself, saying `message`.
    pub fn failure(message: String) -> ErrorInfo {
        ErrorInfo {
            kind: ErrorKind::Failure,
            detail: message.clone(),
            message,
            line: 0,
            col: 0,
            suggestion: None,
        }
    }
}

impl From<&InputError> for ErrorInfo {
    fn from(err: &InputError) -> ErrorInfo {
        ErrorInfo {
            kind: ErrorKind::Input,
            message: err.to_string(),
            line: err.line,
            col: err.col,
            detail: err.message.to_string(),
            suggestion: err.suggestion.as_deref().cloned(),
        }
    }
}

impl InputError {
    /// The error as a command line prints it: `SOURCE:LINE:COLUMN: message`, or
    /// `SOURCE: message` when it has no place.
    pub fn in_file(&self, source: &str) -> String {
        if self.line == 0 {
            format!("{source}: {}", self.message)
        } else {
            format!("{source}:{}:{}: {}", self.line, self.col, self.message)
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.located())
    }
}

impl std::error::Error for InputError {}

/// One whitespace-separated word of the input and where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a str,
    pub line: usize,
    pub col: usize,
}

impl Token<'_> {
    /// An error pointing at this token.
    pub fn error(&self, message: Message) -> InputError {
        InputError::new(self.line, self.col, message)
    }
}

/// Longest token we quote back in an error message; longer ones are cut with an ellipsis.
const QUOTE_LIMIT: usize = 24;

/// Quotes user text for an error message, shortened so a huge token cannot flood the screen,
/// its invisible characters made [`visible`].
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTE_LIMIT) {
        Some((cut, _)) => format!("\"{}…\"", visible(&text[..cut])),
        None => format!("\"{}\"", visible(text)),
    }
}

/// Characters that would hide or reorder quoted text: C0 and C1 controls but the tab and the
/// line feed, the Arabic letter mark, the left-to-right and right-to-left marks, the line and
/// paragraph separators, and the bidi embeddings, overrides and isolates.
fn is_hidden(c: char) -> bool {
    matches!(c,
        '\0'..='\u{8}' | '\u{b}'..='\u{1f}' | '\u{7f}'..='\u{9f}' | '\u{61c}' | '\u{200e}'
        | '\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` without its control and bidi formatting characters (those [`visible`] shows by their
/// code): for a text too short to show a code in, such as a mark's label on the board, which then
/// reads as written in every renderer (the page's canvas, SVG, PNG and GIF).
pub fn without_hidden(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().any(is_hidden) {
        text.chars()
            .filter(|&c| !is_hidden(c))
            .collect::<String>()
            .into()
    } else {
        text.into()
    }
}

/// `text` with each control and bidi formatting character shown as its code point, `⟨U+202E⟩`
/// (as the page's `visible` in www/lib/text.js shows them): user text quoted in a message can
/// neither reorder the message around it nor hide what it holds. Every message that quotes user
/// text goes through here.
pub fn visible(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(is_hidden) {
        return text.into();
    }
    let mut shown = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if is_hidden(c) {
            write!(shown, "⟨U+{:04X}⟩", c as u32).expect("writing to a String cannot fail");
        } else {
            shown.push(c);
        }
    }
    shown.into()
}

/// A byte-order mark, which some editors put at the start of a file: read as a blank.
const BOM: char = '\u{feff}';

/// Reads whitespace-separated tokens (spaces, tabs, CR and LF all separate) keeping positions.
/// Columns count characters, not bytes, so they match what an editor shows.
pub struct Reader<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    col: usize,
}

impl<'a> Reader<'a> {
    pub fn new(text: &'a str) -> Self {
        Reader {
            text,
            pos: 0,
            line: 1,
            col: 1,
        }
    }

    // Always inlined: the size-optimised wasm build would otherwise call it before every token.
    #[inline(always)]
    fn skip_blanks(&mut self) {
        // Byte by byte (the hottest loop of every parser): all blanks but the BOM are ASCII.
        let bytes = self.text.as_bytes();
        while let Some(&byte) = bytes.get(self.pos) {
            match byte {
                b'\n' => {
                    self.line += 1;
                    self.col = 1;
                    self.pos += 1;
                }
                b' ' | b'\t' | b'\r' => {
                    self.col += 1;
                    self.pos += 1;
                }
                _ if !byte.is_ascii() && self.text[self.pos..].starts_with(BOM) => {
                    self.col += 1;
                    self.pos += BOM.len_utf8();
                }
                _ => return,
            }
        }
    }

    /// The line and column just after the last token, used for "missing" errors.
    fn end_position(&self) -> (usize, usize) {
        (self.line, self.col)
    }

    /// The line of the next token (or of the end of input), without consuming anything.
    pub fn next_line(&mut self) -> usize {
        self.skip_blanks();
        self.line
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_blanks();
        if self.pos >= self.text.len() {
            return None;
        }
        let start = self.pos;
        let (line, col) = (self.line, self.col);
        let bytes = self.text.as_bytes();
        while let Some(&byte) = bytes.get(self.pos) {
            // An ASCII byte is a whole character; only other bytes need UTF-8 decoding.
            if byte.is_ascii() {
                // The ASCII characters that `char::is_whitespace` accepts.
                if matches!(byte, b' ' | b'\t'..=b'\r') {
                    break;
                }
                self.pos += 1;
            } else {
                let ch = self.text[self.pos..]
                    .chars()
                    .next()
                    .expect("a byte is left, so a character is");
                if ch.is_whitespace() || ch == BOM {
                    break;
                }
                self.pos += ch.len_utf8();
            }
            self.col += 1;
        }
        Some(Token {
            text: &self.text[start..self.pos],
            line,
            col,
        })
    }

    /// The next token, or an error saying that `what` is missing.
    pub fn token(&mut self, what: &Message) -> Result<Token<'a>, InputError> {
        let (line, col) = {
            self.skip_blanks();
            self.end_position()
        };
        self.next_token()
            .ok_or_else(|| InputError::new(line, col, msg!("error-end-of-input", what = what)))
    }

    /// True when only blanks are left.
    pub fn at_end(&mut self) -> bool {
        self.skip_blanks();
        self.pos >= self.text.len()
    }

    /// Reads an integer token in `range`; `what` names the field in error messages.
    pub fn int(&mut self, what: &Message, range: RangeInclusive<i64>) -> Result<i64, InputError> {
        let token = self.token(what)?;
        parse_int(&token, what, range)
    }

    /// Like [`Reader::int`] for values that index or count things.
    pub fn usize(
        &mut self,
        what: &Message,
        range: RangeInclusive<usize>,
    ) -> Result<usize, InputError> {
        let (lo, hi) = (*range.start() as i64, *range.end() as i64);
        self.int(what, lo..=hi).map(|v| v as usize)
    }

    /// Fails if anything but blanks is left.
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some(token) => Err(token.error(msg!("error-extra-input", found = quote(token.text)))),
        }
    }
}

/// How many columns of a monospaced font `text` takes: Chinese characters and full-width forms
/// take two, Unicode direction marks and isolates none.
pub fn display_width(text: &str) -> usize {
    text.chars()
        .map(|c| match c {
            '\u{200e}' | '\u{200f}' | '\u{2066}'..='\u{2069}' => 0,
            '\u{2e80}'..='\u{9fff}' | '\u{ac00}'..='\u{d7a3}' | '\u{ff00}'..='\u{ff60}' => 2,
            _ => 1,
        })
        .sum()
}

/// `rows` of cells as lines of aligned columns (each as wide as its widest cell, one space
/// apart), for text views read in a monospaced font.
pub fn columns(rows: &[Vec<String>]) -> String {
    let count = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..count)
        .map(|column| {
            let cells = rows.iter().filter_map(|row| row.get(column));
            cells.map(|cell| display_width(cell)).max().unwrap_or(0)
        })
        .collect();
    let mut text = String::new();
    for row in rows {
        let mut line = String::new();
        for (cell, width) in row.iter().zip(&widths) {
            line.push_str(cell);
            line.extend(std::iter::repeat_n(' ', width + 1 - display_width(cell)));
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// Whether `text` is written as an integer (an optional sign and digits), whatever its size.
pub fn is_integer(text: &str) -> bool {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Parses an integer token, checking it is in `range`.
pub fn parse_int(
    token: &Token,
    what: &Message,
    range: RangeInclusive<i64>,
) -> Result<i64, InputError> {
    let text = token.text;
    if !is_integer(text) {
        return Err(token.error(msg!(
            "error-expected-integer",
            what = what,
            found = quote(text)
        )));
    }
    let value: i64 = match text.parse() {
        Ok(v) => v,
        Err(_) => {
            return Err(token.error(msg!(
                "error-out-of-range",
                what = what,
                value = quote(text),
                min = range.start().to_string(),
                max = range.end().to_string()
            )))
        }
    };
    if !range.contains(&value) {
        return Err(token.error(msg!(
            "error-out-of-range",
            what = what,
            value = value.to_string(),
            min = range.start().to_string(),
            max = range.end().to_string()
        )));
    }
    Ok(value)
}

/// The most an input, an output or a trace may hold, the page's limit (`MAX_INPUT_BYTES` in
/// www/lib/files.js): nothing larger is read, so `/dev/zero` fails at once in bounded memory.
pub const MAX_INPUT_BYTES: usize = 32 << 20;

/// "SOURCE is over the 32 MB limit …", for what holds more than [`MAX_INPUT_BYTES`].
pub fn too_large(source: &str) -> String {
    format!(
        "{source} is over the {} MB limit of an input, output or trace",
        MAX_INPUT_BYTES >> 20
    )
}

/// Decodes raw input bytes as UTF-8, pointing at the first invalid byte.
pub fn decode(bytes: &[u8]) -> Result<&str, InputError> {
    std::str::from_utf8(bytes).map_err(|err| {
        let valid = &bytes[..err.valid_up_to()];
        let prefix = std::str::from_utf8(valid).expect("the bytes before valid_up_to are UTF-8");
        let line = prefix.matches('\n').count() + 1;
        let col = prefix.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        InputError::new(line, col, msg!("error-not-utf8"))
    })
}

/// A duration as "12.3 ms". Written with integers: float formatting would add about 5 KB of
/// code to the wasm module for the two places that show a time.
pub fn milliseconds(ms: f64) -> String {
    let tenths = (ms.max(0.0) * 10.0).round() as u64;
    format!("{}.{} ms", tenths / 10, tenths % 10)
}

/// The lines of an output as a judge sees them: CR and trailing blanks at line ends and trailing
/// blank lines ignored.
pub fn judge_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|line| line.trim_end_matches([' ', '\t', '\r']))
        .collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// Where a candidate output first differs from a reference output as a judge compares them
/// (1-based line, and that line of each; a missing line is `None`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Difference {
    pub line: usize,
    /// The 1-based column (in characters) where the lines start to differ.
    pub col: usize,
    pub reference: Option<String>,
    pub candidate: Option<String>,
}

/// The first difference of `candidate` from `reference`, or `None` when they are equal.
pub fn first_difference(reference: &str, candidate: &str) -> Option<Difference> {
    let (reference, candidate) = (judge_lines(reference), judge_lines(candidate));
    (0..reference.len().max(candidate.len()))
        .find(|&i| reference.get(i) != candidate.get(i))
        .map(|i| {
            let (ours, theirs) = (reference.get(i), candidate.get(i));
            let same = match (ours, theirs) {
                (Some(a), Some(b)) => a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count(),
                _ => 0,
            };
            Difference {
                line: i + 1,
                col: same + 1,
                reference: ours.map(|s| s.to_string()),
                candidate: theirs.map(|s| s.to_string()),
            }
        })
}

/// Whether two outputs hold the same whitespace-separated tokens, however they are spread over
/// lines (the judges' comparison may still tell them apart: a presentation error).
pub fn same_tokens(reference: &str, candidate: &str) -> bool {
    reference
        .split_whitespace()
        .eq(candidate.split_whitespace())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Arg;

    #[test]
    fn tokens_carry_line_and_column() {
        let mut r = Reader::new("3\r\n 12  x\n\n\tz");
        let t: Vec<_> = std::iter::from_fn(|| r.next_token())
            .map(|t| (t.text, t.line, t.col))
            .collect();
        assert_eq!(t, vec![("3", 1, 1), ("12", 2, 2), ("x", 2, 6), ("z", 4, 2)]);
    }

    #[test]
    fn columns_count_characters_and_skip_a_byte_order_mark() {
        let mut r = Reader::new("\u{feff}ab \u{e9}\u{e9} z");
        let t: Vec<_> = std::iter::from_fn(|| r.next_token())
            .map(|t| (t.text, t.line, t.col))
            .collect();
        assert_eq!(t, vec![("ab", 1, 2), ("\u{e9}\u{e9}", 1, 5), ("z", 1, 8)]);
    }

    #[test]
    fn int_errors_name_the_field_and_place() {
        let mut r = Reader::new("5\n  abc 99999999999999999999 -3");
        // Two of the core's own field names: a test of the core names no game's.
        let (n, colour) = (
            msg!("trace-what-coordinate"),
            msg!("strict-what-names", names = "x y"),
        );
        assert_eq!(r.int(&n, 1..=5), Ok(5));
        let e = r.int(&colour, 1..=10).unwrap_err().message;
        assert_eq!(e.id, "error-expected-integer");
        assert_eq!(e.arg("found"), Some(&Arg::Text("\"abc\"".into())));
        let e = r.int(&colour, 1..=10).unwrap_err();
        assert_eq!((e.line, e.col), (2, 7));
        assert_eq!(e.message.id, "error-out-of-range");
        let e = r.int(&colour, 1..=10).unwrap_err().message;
        assert_eq!(e.arg("value"), Some(&Arg::Text("-3".into())));
        assert_eq!(e.arg("max"), Some(&Arg::Text("10".into())));
        let e = r.int(&n, 1..=5).unwrap_err();
        assert_eq!((e.line, e.col), (2, 30));
        assert_eq!(e.message.id, "error-end-of-input");
    }

    #[test]
    fn milliseconds_show_tenths() {
        assert_eq!(milliseconds(41.66), "41.7 ms");
        assert_eq!(milliseconds(0.04), "0.0 ms");
        assert_eq!(milliseconds(1234.95), "1235.0 ms");
        assert_eq!(milliseconds(-1.0), "0.0 ms");
    }

    #[test]
    fn decode_points_at_the_bad_byte() {
        let e = decode(b"1 2\n3 \xff 4").unwrap_err();
        assert_eq!((e.line, e.col), (2, 3));
    }

    #[test]
    fn judge_comparison_ignores_cr_and_trailing_blanks() {
        assert_eq!(first_difference("1 2\r\n3\r\n\r\n", "1 2  \n3\n"), None);
        let d = first_difference("1\n2\n", "1\n3\n4\n").unwrap();
        assert_eq!(
            (d.line, d.reference.as_deref(), d.candidate.as_deref()),
            (2, Some("2"), Some("3"))
        );
        let d = first_difference("1\n2\n", "1\n").unwrap();
        assert_eq!((d.line, d.candidate), (2, None));
    }

    #[test]
    fn same_tokens_ignores_line_breaks_and_spacing() {
        assert!(same_tokens("1 2\n3\n", "1\n2 3"));
        assert!(!same_tokens("1 2\n3\n", "1 2\n"));
    }

    #[test]
    fn without_hidden_drops_control_and_bidi_characters() {
        assert_eq!(
            without_hidden("\u{202e}A\u{2066}B\u{61c}\u{200f}C\u{1b}"),
            "ABC"
        );
        assert_eq!(without_hidden("ab"), "ab");
    }

    #[test]
    fn quoted_text_shows_control_and_bidi_characters() {
        assert_eq!(quote("\u{202e}abc"), "\"⟨U+202E⟩abc\"");
        assert_eq!(
            visible("a\u{0}b\u{1b}\u{7f}\u{85}\u{61c}\u{200e}\u{200f}\u{2028}\u{202a}\u{2066}\u{2069}"),
            "a⟨U+0000⟩b⟨U+001B⟩⟨U+007F⟩⟨U+0085⟩⟨U+061C⟩⟨U+200E⟩⟨U+200F⟩⟨U+2028⟩⟨U+202A⟩⟨U+2066⟩⟨U+2069⟩"
        );
        assert_eq!(visible("tab\tok ف (1,2)"), "tab\tok ف (1,2)");
        let e = Reader::new("\u{202e}cba")
            .int(&msg!("trace-what-coordinate"), 1..=5)
            .unwrap_err();
        assert_eq!(
            e.message.arg("found"),
            Some(&Arg::Text("\"⟨U+202E⟩cba\"".into()))
        );
    }

    #[test]
    fn long_tokens_are_quoted_short() {
        let q = quote(&"x".repeat(100));
        assert!(q.chars().count() < 30);
    }
}
