//! Your program's trace against the judge's game. A program writes trace lines to standard
//! error among whatever else it prints there: a line starting with `$` (then a blank or the
//! line's end) is a trace line, every other line is ignored. Trace lines are
//!
//! - a **checkpoint**, named in the statement's terms (`$ round 12 fight`, `$ op 7`): its first
//!   word is one of the game's checkpoint words ([`TraceChecking::trace_format`]);
//! - a **field** of the checkpoint above: a word and values (`$ piece 7 3 4`, `$ score 4810`);
//!   a block field is followed by rows, as the input writes a board (`$ grid` then `$ 1 2 3`);
//! - a **drawing** of the checkpoint above: `$ mark R C [colour] [label]`,
//!   `$ arrow R1 C1 R2 C2 [colour]`, `$ text words…`, cells as the statement counts them.
//!
//! Each game places its checkpoints on its timeline and compares the fields given with the
//! judge's state there (`src/games/<id>/trace.rs`); only the fields given are compared. This
//! module reads the lines, gathers the report — the first checkpoint that differs, what differs
//! there, the judge's events since the last checkpoint that agreed — and says it in messages.
//! A bad trace line is an error at its line and column, and the rest of the trace still counts.

use crate::i18n::Message;
use crate::msg;
use crate::order;
use crate::text::{self, quote, InputError};
use serde::Serialize;
use std::ops::RangeInclusive;

/// A replay that checks a program's trace against its steps.
pub trait TraceChecking {
    /// The lines of a program's trace; `None` when the game reads no trace.
    fn trace_format(&self) -> Option<&'static Format> {
        None
    }
    /// Places each checkpoint of a program's trace on the timeline and compares the fields it
    /// gives with the judge's state there: one placement per checkpoint, in order. Bad trace
    /// lines go to `errors`, located; the rest still counts.
    fn check_trace(
        &mut self,
        checkpoints: &[Checkpoint],
        _errors: &mut Vec<InputError>,
    ) -> Vec<Placement> {
        unreachable!(
            "{} checkpoints: a game without a trace format has none",
            checkpoints.len()
        )
    }
}

/// The most checkpoints a trace is read for (20 games of 1000 rounds have 20 020); the rest of
/// a longer trace is not read.
const MAX_CHECKPOINTS: usize = 100_000;
/// The most differences a checkpoint lists; the others are counted.
pub const MAX_DIFFERENCES: usize = 64;
/// The longest label of a mark and text of a `text` drawing, in characters.
const MAX_LABEL: usize = 12;
const MAX_TEXT: usize = 300;

/// The colours drawings may name, besides `#rgb` and `#rrggbb`.
pub const COLOURS: &[&str] = &[
    "red", "orange", "yellow", "green", "cyan", "blue", "purple", "pink", "brown", "grey", "gray",
    "black", "white",
];

/// A word of a trace line and its 1-based column (in characters, as an editor counts).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Word<'a> {
    pub text: &'a str,
    pub col: usize,
}

/// A trace line: its 1-based number and its words after the `$`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line<'a> {
    pub number: usize,
    pub words: Vec<Word<'a>>,
    /// The column just after the last word (where a missing word would start).
    end: usize,
}

impl<'a> Line<'a> {
    /// An error at word `index`, or at the end of the line when there is no such word.
    pub fn error_at(&self, index: usize, message: Message) -> InputError {
        let col = self.words.get(index).map_or(self.end, |w| w.col);
        InputError::new(self.number, col, message)
    }

    /// The first word's place: where the line's own errors point.
    pub fn place(&self) -> (usize, usize) {
        (self.number, self.words.first().map_or(self.end, |w| w.col))
    }

    /// Word `index` as an integer in `range`; `what` names it in the error.
    pub fn int(
        &self,
        index: usize,
        what: &Message,
        range: RangeInclusive<i64>,
    ) -> Result<i64, InputError> {
        let word = self
            .words
            .get(index)
            .ok_or_else(|| self.error_at(index, msg!("error-end-of-input", what = what)))?;
        let token = text::Token {
            text: word.text,
            line: self.number,
            col: word.col,
        };
        text::parse_int(&token, what, range)
    }

    /// Fails when the line has more than `count` words.
    pub fn expect_words(&self, count: usize) -> Result<(), InputError> {
        match self.words.get(count) {
            None => Ok(()),
            Some(extra) => Err(self.error_at(
                count,
                msg!("trace-error-extra-word", found = quote(extra.text)),
            )),
        }
    }

    /// Whether word `index` is `text`.
    pub fn word_is(&self, index: usize, text: &str) -> bool {
        self.words.get(index).is_some_and(|w| w.text == text)
    }
}

/// A field line and the rows under it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field<'a> {
    pub line: Line<'a>,
    pub rows: Vec<Line<'a>>,
}

/// A value read from a trace and where it was written (line, column).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Written {
    pub value: i64,
    pub at: (usize, usize),
}

impl Field<'_> {
    /// The field's name: its line's first word.
    pub fn name(&self) -> &str {
        self.line.words[0].text
    }

    /// The field's values after its name, as integers in `range`, exactly `count` of them.
    pub fn values(
        &self,
        count: usize,
        what: &Message,
        range: RangeInclusive<i64>,
    ) -> Result<Vec<Written>, InputError> {
        self.line.expect_words(count + 1)?;
        read_values(&self.line, 1..count + 1, what, &range)
    }

    /// The field's rows as a grid of `rows` × `cols` integers in `range` (`$ grid` and then one
    /// line per row, as the input writes the board).
    pub fn grid(
        &self,
        (rows, cols): (usize, usize),
        what: &Message,
        range: RangeInclusive<i64>,
    ) -> Result<Vec<Vec<Written>>, InputError> {
        self.line.expect_words(1)?;
        if self.rows.len() != rows {
            let (line, col) = self.line.place();
            let message = msg!(
                "trace-error-row-count",
                field = self.name(),
                rows = rows,
                found = self.rows.len()
            );
            return Err(InputError::new(line, col, message));
        }
        self.rows
            .iter()
            .map(|row| {
                row.expect_words(cols)?;
                read_values(row, 0..cols, what, &range)
            })
            .collect()
    }
}

fn read_values(
    line: &Line,
    indexes: std::ops::Range<usize>,
    what: &Message,
    range: &RangeInclusive<i64>,
) -> Result<Vec<Written>, InputError> {
    indexes
        .map(|i| {
            let value = line.int(i, what, range.clone())?;
            Ok(Written {
                value,
                at: (line.number, line.words[i].col),
            })
        })
        .collect()
}

/// A trace line as written (after its `$`), split into words only when it is used: a long
/// trace is mostly field lines, read one checkpoint at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct RawLine<'a> {
    number: usize,
    text: &'a str,
}

impl<'a> RawLine<'a> {
    fn line(self) -> Line<'a> {
        words(self.number, self.text)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct RawField<'a> {
    line: RawLine<'a>,
    rows: Vec<RawLine<'a>>,
}

/// A checkpoint line with its fields and drawings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkpoint<'a> {
    pub header: Line<'a>,
    fields: Vec<RawField<'a>>,
    pub drawings: Vec<Line<'a>>,
}

impl<'a> Checkpoint<'a> {
    /// The checkpoint's fields in the trace's order, each split into words as it comes.
    pub fn fields(&self) -> impl Iterator<Item = Field<'a>> + '_ {
        self.fields.iter().map(|field| Field {
            line: field.line.line(),
            rows: field.rows.iter().map(|row| row.line()).collect(),
        })
    }
}

/// What a game's trace lines are: the words that start a checkpoint, a field of one line, or a
/// block (a field followed by rows, as a board is written). Every other line after a block's is
/// one of its rows; anywhere else it is an error.
#[derive(Debug)]
pub struct Format {
    pub checkpoints: &'static [&'static str],
    pub fields: &'static [&'static str],
    pub blocks: &'static [&'static str],
}

/// The trace lines of `text` grouped into checkpoints. Lines that fit nowhere (a field before
/// the first checkpoint, an unknown word) are errors.
pub fn read<'a>(
    text: &'a str,
    format: &Format,
    errors: &mut Vec<InputError>,
) -> Vec<Checkpoint<'a>> {
    let mut checkpoints: Vec<Checkpoint> = Vec::new();
    let mut in_block = false;
    for (index, raw) in text.split('\n').enumerate() {
        let Some(rest) = after_dollar(raw) else {
            continue;
        };
        let raw = RawLine {
            number: index + 1,
            text: rest,
        };
        // The first word and its column: the blanks before it are ASCII.
        let start = rest.trim_start_matches([' ', '\t']);
        let word = &start[..start.find([' ', '\t']).unwrap_or(start.len())];
        if word.is_empty() {
            continue;
        }
        let error = |message| InputError::new(raw.number, 2 + rest.len() - start.len(), message);
        if format.checkpoints.contains(&word) {
            if checkpoints.len() == MAX_CHECKPOINTS {
                let message = msg!("trace-error-too-many-checkpoints", max = MAX_CHECKPOINTS);
                errors.push(error(message));
                break;
            }
            checkpoints.push(Checkpoint {
                header: raw.line(),
                fields: Vec::new(),
                drawings: Vec::new(),
            });
            in_block = false;
            continue;
        }
        let Some(checkpoint) = checkpoints.last_mut() else {
            let message = msg!(
                "trace-error-before-checkpoint",
                found = quote(word),
                words = format.checkpoints.join(", ")
            );
            let guess = guess(word, format.checkpoints.iter().copied());
            errors.push(error(with_guess(message, guess)));
            continue;
        };
        let is_block = format.blocks.contains(&word);
        if is_block || format.fields.contains(&word) {
            checkpoint.fields.push(RawField {
                line: raw,
                rows: Vec::new(),
            });
            in_block = is_block;
        } else if matches!(word, "mark" | "arrow" | "text") {
            checkpoint.drawings.push(raw.line());
            in_block = false;
        } else if let (true, Some(field)) = (in_block, checkpoint.fields.last_mut()) {
            field.rows.push(raw);
        } else {
            let fields: Vec<&str> = format.fields.iter().chain(format.blocks).copied().collect();
            let message = msg!(
                "trace-error-unknown-field",
                found = quote(word),
                fields = fields.join(", ")
            );
            errors.push(error(with_guess(message, guess(word, known_words(format)))));
        }
    }
    checkpoints
}

/// The words a trace line may start with: the format's checkpoints, fields and blocks, and the
/// drawings.
fn known_words(format: &Format) -> impl Iterator<Item = &'static str> + '_ {
    let drawings = ["mark", "arrow", "text"].into_iter();
    (format
        .checkpoints
        .iter()
        .chain(format.fields)
        .chain(format.blocks)
        .copied())
    .chain(drawings)
}

/// The word of `known` that the unknown word `word` was probably meant to be: the closest
/// within two edits (and not as far as the whole word).
fn guess<'k>(word: &str, known: impl Iterator<Item = &'k str>) -> Option<&'k str> {
    let distance = |known: &str| edit_distance(word, known);
    let closest = known.min_by_key(|known| distance(known))?;
    let d = distance(closest);
    (d > 0 && d <= 2 && d < word.chars().count()).then_some(closest)
}

/// `message` with "did you mean `guess`?" when there is a guess.
fn with_guess(message: Message, guess: Option<&str>) -> Message {
    match guess {
        Some(word) => msg!("trace-error-did-you-mean", error = message, word = word),
        None => message,
    }
}

/// The fewest single-character insertions, deletions, substitutions and swaps of neighbours
/// that turn `a` into `b` (the optimal string alignment distance).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut rows = vec![(0..=b.len()).collect::<Vec<usize>>()];
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let substitution = rows[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
            row[j] = substitution.min(rows[i - 1][j] + 1).min(row[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(rows[i - 2][j - 2] + 1);
            }
        }
        rows.push(row);
    }
    rows[a.len()][b.len()]
}

/// What follows the `$` of a trace line (without a line end's CR), when `raw` is one.
fn after_dollar(raw: &str) -> Option<&str> {
    let rest = raw.strip_prefix('$')?;
    let rest = rest.strip_suffix('\r').unwrap_or(rest);
    (rest.is_empty() || rest.starts_with([' ', '\t'])).then_some(rest)
}

/// The words of line `number`, `rest` being what follows its `$`. Words are split at spaces and
/// tabs byte by byte (neither occurs inside a UTF-8 sequence); columns count characters, so
/// continuation bytes do not advance them.
fn words(number: usize, rest: &str) -> Line<'_> {
    let mut words = Vec::with_capacity(16);
    let mut col = 2;
    let mut start: Option<(usize, usize)> = None;
    for (at, &byte) in rest.as_bytes().iter().enumerate() {
        if byte == b' ' || byte == b'\t' {
            if let Some((from, from_col)) = start.take() {
                words.push(Word {
                    text: &rest[from..at],
                    col: from_col,
                });
            }
        } else if start.is_none() {
            start = Some((at, col));
        }
        col += usize::from(byte & 0xc0 != 0x80);
    }
    if let Some((from, from_col)) = start {
        words.push(Word {
            text: &rest[from..],
            col: from_col,
        });
    }
    Line {
        number,
        words,
        end: col,
    }
}

/// What a program drew at a checkpoint, in frame cells (row 0 at the top).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(
    tag = "type",
    rename_all = "lowercase",
    rename_all_fields = "camelCase"
)]
pub enum Drawing {
    /// A cell marked in `colour` with an optional short label.
    Mark {
        cell: (u16, u16),
        colour: String,
        label: String,
    },
    Arrow {
        from: (u16, u16),
        to: (u16, u16),
        colour: String,
    },
    /// A line of text shown with the checkpoint.
    Text { text: String },
}

/// Reads the drawings of `checkpoint`. A cell is `arity` numbers as the statement counts them,
/// which `cell` turns into a frame cell (`None`: not on the board).
pub fn drawings(
    checkpoint: &Checkpoint,
    arity: usize,
    cell: impl Fn(&[i64]) -> Option<(u16, u16)>,
    errors: &mut Vec<InputError>,
) -> Vec<Drawing> {
    let mut drawn = Vec::new();
    let (kept, left_out) = checkpoint
        .drawings
        .split_at(checkpoint.drawings.len().min(MAX_DRAWINGS));
    for line in kept {
        match drawing(line, arity, &cell) {
            Ok(drawing) => drawn.push(drawing),
            Err(error) => errors.push(error),
        }
    }
    if !left_out.is_empty() {
        let note = crate::msg!(
            "trace-drawings-left-out",
            count = left_out.len(),
            max = MAX_DRAWINGS
        );
        drawn.push(Drawing::Text {
            text: note.to_string(),
        });
    }
    drawn
}

/// Most drawing lines read at one checkpoint: a board and a list show this many, and a trace's
/// size does not decide how long the page takes to show a step. The rest are counted in a note.
pub const MAX_DRAWINGS: usize = 1_000;

fn drawing(
    line: &Line,
    arity: usize,
    cell: &impl Fn(&[i64]) -> Option<(u16, u16)>,
) -> Result<Drawing, InputError> {
    let words = &line.words;
    if words[0].text == "text" {
        let text = words[1..]
            .iter()
            .map(|w| w.text)
            .collect::<Vec<_>>()
            .join(" ");
        return Ok(Drawing::Text {
            text: text.chars().take(MAX_TEXT).collect(),
        });
    }
    let count = if words[0].text == "arrow" { 2 } else { 1 };
    let mut cells = Vec::new();
    for c in 0..count {
        let first = 1 + c * arity;
        let mut coordinates = Vec::with_capacity(arity);
        for i in first..first + arity {
            coordinates.push(line.int(i, &msg!("trace-what-coordinate"), i64::MIN..=i64::MAX)?);
        }
        let at = cell(&coordinates).ok_or_else(|| {
            let shown: Vec<String> = coordinates.iter().map(i64::to_string).collect();
            line.error_at(first, msg!("trace-error-off-board", cell = shown.join(" ")))
        })?;
        cells.push(at);
    }
    let next = 1 + count * arity;
    let colour = match words.get(next) {
        Some(word) if is_colour(word.text) => Some(word.text.to_ascii_lowercase()),
        _ => None,
    };
    let label_at = next + usize::from(colour.is_some());
    let colour = colour.unwrap_or_else(|| "red".to_string());
    if count == 2 {
        line.expect_words(label_at)?;
        return Ok(Drawing::Arrow {
            from: cells[0],
            to: cells[1],
            colour,
        });
    }
    let label = match words.get(label_at) {
        None => String::new(),
        Some(word) if is_colour_like(word.text) && label_at == next => {
            return Err(line.error_at(
                label_at,
                msg!(
                    "trace-error-colour",
                    found = quote(word.text),
                    colours = COLOURS.join(", ")
                ),
            ))
        }
        Some(word) => {
            line.expect_words(label_at + 1)?;
            if word.text.chars().count() > MAX_LABEL {
                return Err(
                    line.error_at(label_at, msg!("trace-error-long-label", max = MAX_LABEL))
                );
            }
            // Bidi and control characters left out here, for every renderer alike: a label is
            // three characters on the board, too short to show one's code (⟨U+202E⟩).
            text::without_hidden(word.text).into_owned()
        }
    };
    Ok(Drawing::Mark {
        cell: cells[0],
        colour,
        label,
    })
}

fn is_colour(word: &str) -> bool {
    let hex = word.strip_prefix('#').is_some_and(|digits| {
        matches!(digits.len(), 3 | 6) && digits.bytes().all(|b| b.is_ascii_hexdigit())
    });
    hex || COLOURS.contains(&word.to_ascii_lowercase().as_str())
}

/// A word meant as a colour that is none (`#12`): an error rather than a label.
fn is_colour_like(word: &str) -> bool {
    word.starts_with('#')
}

/// A value of the judge's that differs from the program's.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct FieldDifference {
    /// What differs, in the statement's terms: "piece #7: position", "row 3, column 5".
    pub field: Message,
    pub yours: String,
    pub judge: String,
    /// Where the program's value is in the trace.
    pub line: usize,
    pub col: usize,
    /// The frame cells concerned (to outline): where the program has it and where the judge has.
    pub cells: Vec<(u16, u16)>,
    /// The program's piece or cell content where the program has it, to draw over the judge's.
    pub ghost: Option<Ghost>,
    /// What the field is to the simulation: its state, or derived from it.
    pub kind: Kind,
}

/// What a compared field is to the simulation. A difference in a derived field follows from a
/// difference in the state, so the report says the state's first: the cause before its
/// consequences.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// A concrete part of the simulation's state: a soldier, a cell, a piece's life.
    State,
    /// Follows from the state so far: a counter, a running total.
    Derived,
    /// A search's value or choice, computed from the positions the search plays further on: a
    /// state difference later in the same game explains it.
    Search,
}

/// A token of the program's state drawn over the judge's board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Ghost {
    pub row: u16,
    pub col: u16,
    /// The game palette's token kind.
    pub kind: u8,
    pub label: String,
}

/// The values of one checkpoint compared so far.
#[derive(Debug, Default)]
pub struct Comparison {
    pub compared: usize,
    pub differences: Vec<FieldDifference>,
    /// Differences beyond [`MAX_DIFFERENCES`], counted.
    pub left_out: usize,
}

impl Comparison {
    /// Compares one value written at `at` (line, column); `field` names it, `cells` are the frame
    /// cells it concerns. Values are shown as `Display` writes them. Returns the difference
    /// recorded, if any, so that the game can add a ghost to it.
    pub fn value<T: PartialEq + std::fmt::Display>(
        &mut self,
        at: (usize, usize),
        field: impl FnOnce() -> Message,
        yours: T,
        judge: T,
        cells: &[(u16, u16)],
    ) -> Option<&mut FieldDifference> {
        self.value_as(Kind::State, at, field, yours, judge, cells)
    }

    /// [`Comparison::value`] of a field of `kind`.
    pub fn value_as<T: PartialEq + std::fmt::Display>(
        &mut self,
        kind: Kind,
        at: (usize, usize),
        field: impl FnOnce() -> Message,
        yours: T,
        judge: T,
        cells: &[(u16, u16)],
    ) -> Option<&mut FieldDifference> {
        self.compared += 1;
        if yours == judge {
            return None;
        }
        self.differ(FieldDifference {
            field: field(),
            yours: yours.to_string(),
            judge: judge.to_string(),
            line: at.0,
            col: at.1,
            cells: cells.to_vec(),
            ghost: None,
            kind,
        })
    }

    /// Compares a value read from the trace with the judge's.
    pub fn written(
        &mut self,
        yours: Written,
        field: impl FnOnce() -> Message,
        judge: i64,
        cells: &[(u16, u16)],
    ) -> Option<&mut FieldDifference> {
        self.value(yours.at, field, yours.value, judge, cells)
    }

    /// [`Comparison::written`] of a field of `kind`.
    pub fn written_as(
        &mut self,
        kind: Kind,
        yours: Written,
        field: impl FnOnce() -> Message,
        judge: i64,
        cells: &[(u16, u16)],
    ) -> Option<&mut FieldDifference> {
        self.value_as(kind, yours.at, field, yours.value, judge, cells)
    }

    /// Records a difference found by the game itself; returns it unless it is left out.
    /// When the list is full, a difference in the state takes the place of a derived one (the
    /// cause is worth more than its consequences).
    pub fn differ(&mut self, difference: FieldDifference) -> Option<&mut FieldDifference> {
        if self.differences.len() == MAX_DIFFERENCES {
            self.left_out += 1;
            let last_of_kind = (self.differences.iter().enumerate())
                .filter(|(_, kept)| kept.kind > difference.kind)
                .max_by_key(|&(index, kept)| (kept.kind, index))
                .map(|(index, _)| index);
            self.differences.remove(last_of_kind?);
        }
        self.differences.push(difference);
        self.differences.last_mut()
    }
}

/// A checkpoint line as written, to name a checkpoint that cannot be read (its control and bidi
/// characters shown by their code, as every message that quotes user text shows them).
pub fn as_written(line: &Line) -> Message {
    let words: Vec<&str> = line.words.iter().map(|w| w.text).collect();
    msg!(
        "trace-as-written",
        text = text::visible(&words.join(" ")).into_owned()
    )
}

/// Places every checkpoint: `key` reads where its header puts it in the game (called in the
/// trace's order, so a header may leave out what the one before it said), `place` places
/// and compares it. Checkpoints are placed in the order of their keys (the trace's among equal
/// keys), so that a game can move forward through its states; the placements come back in the
/// trace's order. A header that cannot be read is an error, and its checkpoint is unplaced.
pub fn place_in_order<K: Ord + Copy>(
    checkpoints: &[Checkpoint],
    errors: &mut Vec<InputError>,
    mut key: impl FnMut(&Line) -> Result<K, InputError>,
    mut place: impl FnMut(&Checkpoint, K, &mut Vec<InputError>) -> Placement,
) -> Vec<Placement> {
    let mut keyed: Vec<(K, usize)> = Vec::with_capacity(checkpoints.len());
    let mut placements: Vec<Option<Placement>> = Vec::with_capacity(checkpoints.len());
    for (index, checkpoint) in checkpoints.iter().enumerate() {
        match key(&checkpoint.header) {
            Ok(key) => {
                keyed.push((key, index));
                placements.push(None);
            }
            Err(error) => {
                errors.push(error);
                let name = as_written(&checkpoint.header);
                let why = msg!("trace-unreadable-checkpoint");
                placements.push(Some(Placement::unplaced(name, why)));
            }
        }
    }
    order::sort(&mut keyed);
    for (order, (key, index)) in keyed.into_iter().enumerate() {
        let placement = place(&checkpoints[index], key, errors);
        placements[index] = Some(Placement { order, ..placement });
    }
    placements
        .into_iter()
        .map(|p| p.expect("every checkpoint is placed or unplaced"))
        .collect()
}

/// Where a checkpoint stands: on a timeline step, compared off the timeline (with why it has
/// no step, and your line of play to it where it can be played), or not placed at all (with
/// why).
#[derive(Debug, Clone)]
pub enum Place {
    Step(usize),
    OffTimeline(Message, Option<YourLine>),
    Unplaced(Message),
}

/// Your own line of play where it left the judge's, up to a checkpoint: the main-line step it
/// branched from and your moves from there, named as the game's positions play them (Explore's
/// move ids). The page plays them as a variation to show the checkpoint's board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct YourLine {
    pub base: usize,
    pub moves: Vec<String>,
}

/// Where a game put a checkpoint and what it found there.
#[derive(Debug)]
pub struct Placement {
    /// The checkpoint in the statement's terms: "game 2, round 12, after the fight".
    pub name: Message,
    pub place: Place,
    pub comparison: Comparison,
    pub drawings: Vec<Drawing>,
    /// Its rank in the game's order (see [`place_in_order`]).
    order: usize,
    /// The part of the input it belongs to (a test, a game): a search's values are explained
    /// by positions of the same part only.
    group: usize,
}

impl Placement {
    /// A checkpoint compared at `place`.
    pub fn new(
        name: Message,
        place: Place,
        comparison: Comparison,
        drawings: Vec<Drawing>,
    ) -> Placement {
        Placement {
            name,
            place,
            comparison,
            drawings,
            order: 0,
            group: 0,
        }
    }

    /// The placement in part `group` of the input (a test, a game; 0 when there is one).
    pub fn in_group(self, group: usize) -> Placement {
        Placement { group, ..self }
    }

    /// Its rank in the game's order (see [`place_in_order`]).
    pub fn order(&self) -> usize {
        self.order
    }

    pub fn group(&self) -> usize {
        self.group
    }

    /// A checkpoint that cannot be placed, with why.
    pub fn unplaced(name: Message, why: Message) -> Placement {
        Placement::new(
            name,
            Place::Unplaced(why),
            Comparison::default(),
            Vec::new(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts<'a>(line: &Line<'a>) -> Vec<(&'a str, usize)> {
        line.words.iter().map(|w| (w.text, w.col)).collect()
    }

    const FORMAT: Format = Format {
        checkpoints: &["op"],
        fields: &["score"],
        blocks: &["grid"],
    };

    #[test]
    fn a_word_within_two_edits_of_a_known_one_is_guessed() {
        assert_eq!(edit_distance("ops", "op"), 1);
        assert_eq!(edit_distance("socre", "score"), 1);
        assert_eq!(edit_distance("sroce", "score"), 2);
        assert_eq!(edit_distance("grdi", "grid"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        let format = Format {
            checkpoints: &["op", "end"],
            fields: &["score"],
            blocks: &["grid"],
        };
        let mut errors = Vec::new();
        read(
            "$ ops 3\n$ op 1\n$ socre 5\n$ zzz 1\n",
            &format,
            &mut errors,
        );
        let ids: Vec<_> = errors.iter().map(|e| e.message.id).collect();
        assert_eq!(
            ids,
            [
                "trace-error-did-you-mean",
                "trace-error-did-you-mean",
                "trace-error-unknown-field"
            ]
        );
        let word = |e: &InputError| match e.message.arg("word") {
            Some(crate::i18n::Arg::Text(word)) => word.clone(),
            other => panic!("no guessed word: {other:?}"),
        };
        assert_eq!(
            (word(&errors[0]), word(&errors[1])),
            ("op".into(), "score".into())
        );
    }

    #[test]
    fn only_dollar_lines_count_and_group_into_checkpoints() {
        let trace = "debug 1\n$ op 1\n$ score  30\r\n$ grid\n$ 1 2\n$  3 4\n$x not a trace line\n\
                     $ mark 1 2 blue A\n$ op 2\n$\n";
        let mut errors = Vec::new();
        let checkpoints = read(trace, &FORMAT, &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(checkpoints.len(), 2);
        let first = &checkpoints[0];
        assert_eq!(first.header.number, 2);
        let fields: Vec<Field> = first.fields().collect();
        assert_eq!(texts(&fields[0].line), [("score", 3), ("30", 10)]);
        assert_eq!(fields[1].rows.len(), 2);
        assert_eq!(texts(&fields[1].rows[1]), [("3", 4), ("4", 6)]);
        assert_eq!(first.drawings.len(), 1);
        assert_eq!(checkpoints[1].fields().count(), 0);
    }

    #[test]
    fn misplaced_lines_are_located_errors() {
        let trace = "$ score 1\n$ op 1\n$ 1 2\n$ score 2\n$ 3\n$ grid\n$ 4\n$ mark 1 1\n$ 5\n";
        let mut errors = Vec::new();
        let checkpoints = read(trace, &FORMAT, &mut errors);
        assert_eq!(checkpoints.len(), 1);
        assert_eq!(checkpoints[0].fields().nth(1).unwrap().rows.len(), 1);
        let places: Vec<_> = errors
            .iter()
            .map(|e| (e.line, e.col, e.message.id))
            .collect();
        assert_eq!(
            places,
            [
                (1, 3, "trace-error-before-checkpoint"),
                (3, 3, "trace-error-unknown-field"),
                (5, 3, "trace-error-unknown-field"),
                (9, 3, "trace-error-unknown-field"),
            ]
        );
    }

    #[test]
    fn a_trace_is_read_up_to_the_most_checkpoints() {
        let trace = "$ op 1\n".repeat(MAX_CHECKPOINTS + 5);
        let mut errors = Vec::new();
        let checkpoints = read(&trace, &FORMAT, &mut errors);
        assert_eq!(checkpoints.len(), MAX_CHECKPOINTS);
        let places: Vec<_> = errors
            .iter()
            .map(|e| (e.line, e.col, e.message.id))
            .collect();
        assert_eq!(
            places,
            [(MAX_CHECKPOINTS + 1, 3, "trace-error-too-many-checkpoints")]
        );
    }

    #[test]
    fn a_label_is_read_without_its_bidi_and_control_characters() {
        // Each renderer paints a label's first three characters: `⟨U+202E⟩AB` would be shown reversed
        // on a canvas, or as `⟨U+` had its code been shown.
        let trace = "$ op 1\n$ mark 1 2 \u{202e}AB\u{2069}\n$ mark 1 1 blue \u{200f}\u{61c}\n";
        let mut errors = Vec::new();
        let checkpoints = read(trace, &FORMAT, &mut errors);
        let drawn = drawings(
            &checkpoints[0],
            2,
            |c| Some((c[0] as u16, c[1] as u16)),
            &mut errors,
        );
        let labels: Vec<_> = drawn
            .iter()
            .map(|d| match d {
                Drawing::Mark { label, .. } => label.as_str(),
                _ => "not a mark",
            })
            .collect();
        assert_eq!(labels, ["AB", ""]);
        assert!(errors.is_empty(), "{errors:?}");
    }

    #[test]
    fn drawings_take_cells_colours_and_labels() {
        let trace = "$ op 1\n$ mark 1 2 blue A\n$ mark 2 2 hot\n$ arrow 1 1 2 2 #0a0\n\
                     $ text swap  here\n$ mark 9 9\n$ mark 1 1 #12\n$ arrow 1 1 2\n";
        let mut errors = Vec::new();
        let checkpoints = read(trace, &FORMAT, &mut errors);
        let cell = |c: &[i64]| {
            let ok = (1..=3).contains(&c[0]) && (1..=3).contains(&c[1]);
            ok.then(|| ((c[0] - 1) as u16, (c[1] - 1) as u16))
        };
        let drawn = drawings(&checkpoints[0], 2, cell, &mut errors);
        assert_eq!(
            drawn,
            [
                Drawing::Mark {
                    cell: (0, 1),
                    colour: "blue".into(),
                    label: "A".into()
                },
                Drawing::Mark {
                    cell: (1, 1),
                    colour: "red".into(),
                    label: "hot".into()
                },
                Drawing::Arrow {
                    from: (0, 0),
                    to: (1, 1),
                    colour: "#0a0".into()
                },
                Drawing::Text {
                    text: "swap here".into()
                },
            ]
        );
        let places: Vec<_> = errors
            .iter()
            .map(|e| (e.line, e.col, e.message.id))
            .collect();
        assert_eq!(
            places,
            [
                (6, 8, "trace-error-off-board"),
                (7, 12, "trace-error-colour"),
                (8, 14, "error-end-of-input")
            ]
        );
    }
}
