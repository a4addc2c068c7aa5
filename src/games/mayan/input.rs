//! Reading the puzzle (n, then one line per column ending in 0) and a contestant's answer
//! (`x y g` lines or `-1`), with every error at its line and column.

use super::engine::{Board, Move, SameColourSwap, COLOURS, HEIGHT, WIDTH};
use super::steps::cell;
use boardlab_core::i18n::Message;
use boardlab_core::text::{parse_int, quote, visible, Reader, Token};
use boardlab_core::{msg, InputError, Rules};

/// n is 1..=MAX_N.
pub const MAX_N: usize = 5;

/// Answers longer than this are rejected before replaying (n is at most 5).
pub const MAX_ANSWER_MOVES: usize = 20;

/// A validated puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    pub n: usize,
    /// Colours of each column, bottom to top.
    pub columns: [Vec<u8>; WIDTH],
}

impl Puzzle {
    /// The puzzle in the input format: n, then one line per column, its colours ending in 0.
    pub fn text(&self) -> String {
        let mut text = format!("{}\n", self.n);
        for column in &self.columns {
            for colour in column {
                text.push_str(&format!("{colour} "));
            }
            text.push_str("0\n");
        }
        text
    }
}

/// Where the text after `token` begins, for errors about something missing after it.
fn just_after(token: &Token) -> (usize, usize) {
    (token.line, token.col + token.text.chars().count())
}

/// A puzzle as written, read for its syntax only (the board may hold a removable group).
pub struct WrittenPuzzle<'a> {
    pub puzzle: Puzzle,
    /// Where each block's colour is written, to point at a removable group.
    places: [[(usize, usize); HEIGHT]; WIDTH],
    /// The `0` ending the last column: the puzzle's last token.
    pub last: Token<'a>,
}

/// Reads n and the five column lines; the caller decides what may follow.
pub fn read_puzzle(reader: &mut Reader) -> Result<Puzzle, InputError> {
    let written = read_puzzle_syntax(reader)?;
    check_no_removable_group(&written)?;
    Ok(written.puzzle)
}

/// Reads n and the five column lines with every limit but the absence of a removable group.
pub fn read_puzzle_syntax<'a>(reader: &mut Reader<'a>) -> Result<WrittenPuzzle<'a>, InputError> {
    let first = reader.token(&msg!("mayan-what-moves"))?;
    let n = parse_int(&first, &msg!("mayan-what-n"), 1..=MAX_N as i64)? as usize;
    let mut previous = first;
    let mut columns: [Vec<u8>; WIDTH] = Default::default();
    // Where each block came from, to point at a removable group of the initial board.
    let mut places = [[(0, 0); HEIGHT]; WIDTH];
    for (x, column) in columns.iter_mut().enumerate() {
        let what = msg!("mayan-what-column", column = x);
        if !reader.at_end() && reader.next_line() == previous.line {
            let extra = reader.token(&what)?;
            return Err(extra.error(msg!(
                "mayan-error-column-line",
                found = quote(extra.text),
                column = x
            )));
        }
        let start = reader.token(&what)?;
        let line = start.line;
        let mut token = start;
        loop {
            let colour = match integer(&token, &msg!("mayan-what-colour", column = x))? {
                Some(0) => break,
                Some(colour) if (1..=COLOURS as i64).contains(&colour) => colour,
                _ => {
                    return Err(token.error(msg!(
                        "mayan-error-colour-range",
                        colour = shown(token.text),
                        column = x,
                        max = COLOURS
                    )))
                }
            };
            if column.len() == HEIGHT {
                return Err(token.error(msg!(
                    "mayan-error-column-full",
                    column = x,
                    height = HEIGHT
                )));
            }
            places[x][column.len()] = (token.line, token.col);
            column.push(colour as u8);
            if reader.at_end() || reader.next_line() != line {
                let (line, col) = just_after(&token);
                return Err(InputError::new(
                    line,
                    col,
                    msg!("mayan-error-missing-zero", column = x),
                ));
            }
            token = reader.token(&what)?;
        }
        previous = token;
    }
    Ok(WrittenPuzzle {
        puzzle: Puzzle { n, columns },
        places,
        last: previous,
    })
}

/// The statement guarantees that the initial board has no run of three; an error points at the
/// first block of one.
fn check_no_removable_group(written: &WrittenPuzzle) -> Result<(), InputError> {
    let board = Board::from_columns(&written.puzzle.columns);
    let masks = board.removal_masks();
    if masks.iter().any(|&m| m != 0) {
        let cells: Vec<(usize, usize)> = (0..WIDTH)
            .flat_map(|x| (0..HEIGHT).map(move |y| (x, y)))
            .filter(|&(x, y)| masks[x] >> (4 * y) & 15 != 0)
            .collect();
        // "(0,0) colour 1, (1,0) colour 1, …", built from the last block.
        let listed = cells
            .iter()
            .rev()
            .fold(None, |rest: Option<Message>, &(x, y)| {
                let (cell, colour) = (cell(x, y), board.colour(x, y));
                Some(match rest {
                    None => msg!("mayan-group-block", cell = cell, colour = colour),
                    Some(rest) => msg!(
                        "mayan-group-blocks",
                        cell = cell,
                        colour = colour,
                        rest = rest
                    ),
                })
            })
            .expect("a removable group has blocks");
        let (line, col) = written.places[cells[0].0][cells[0].1];
        return Err(InputError::new(
            line,
            col,
            msg!("mayan-error-removable-group", blocks = listed),
        ));
    }
    Ok(())
}

/// A contestant's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The single line `-1`.
    NoSolution,
    Moves(Vec<Move>),
}

/// Reads one integer field of move `number` and checks it is in `lo..=hi`.
fn move_field(
    token: &Token,
    name: &str,
    number: usize,
    lo: i64,
    hi: i64,
) -> Result<i64, InputError> {
    match integer(token, &move_field_name(name, number))? {
        Some(value) if (lo..=hi).contains(&value) => Ok(value),
        _ => Err(token.error(msg!(
            "mayan-error-move-field-range",
            field = name,
            value = shown(token.text),
            number = number,
            min = lo,
            max = hi
        ))),
    }
}

/// "x of move 2": field `name` of move `number`.
fn move_field_name(name: &str, number: usize) -> Message {
    msg!("mayan-what-move-field", field = name, number = number)
}

/// The integer in `token`, `None` when it is too large for any field; an error names `what`
/// when the token is not an integer.
fn integer(token: &Token, what: &Message) -> Result<Option<i64>, InputError> {
    match parse_int(token, what, i64::MIN..=i64::MAX) {
        Ok(value) => Ok(Some(value)),
        // Only an integer that overflows i64 can be out of this range.
        Err(e) if e.message.id == "error-out-of-range" => Ok(None),
        Err(e) => Err(e),
    }
}

/// A token as error messages show it: as is (invisible characters made visible), or quoted and
/// shortened when very long.
fn shown(text: &str) -> String {
    if text.chars().count() <= 12 {
        visible(text).into_owned()
    } else {
        quote(text)
    }
}

/// Reads the answer lines up to the end of the text: `-1`, or moves `x y g`, one per line.
pub fn read_answer(reader: &mut Reader) -> Result<Answer, InputError> {
    let mut moves = Vec::new();
    while let Some(first) = reader.next_token() {
        let line = first.line;
        let number = moves.len() + 1;
        let alone = reader.at_end() || reader.next_line() != line;
        if number == 1 && first.text == "-1" && alone {
            reader.expect_end().map_err(|e| {
                InputError::new(
                    e.line,
                    e.col,
                    msg!("mayan-error-after-minus-one", error = e.message),
                )
            })?;
            return Ok(Answer::NoSolution);
        }
        if number > MAX_ANSWER_MOVES {
            return Err(first.error(msg!(
                "mayan-error-answer-too-long",
                max = MAX_ANSWER_MOVES,
                n = MAX_N
            )));
        }
        let x = move_field(&first, "x", number, 0, WIDTH as i64 - 1)?;
        let mut last = first;
        let mut next_field = |name: &str| -> Result<Token, InputError> {
            if reader.at_end() || reader.next_line() != line {
                let (line, col) = just_after(&last);
                return Err(InputError::new(
                    line,
                    col,
                    msg!("mayan-error-move-missing", number = number, field = name),
                ));
            }
            last = reader.token(&move_field_name(name, number))?;
            Ok(last)
        };
        let y = move_field(&next_field("y")?, "y", number, 0, HEIGHT as i64 - 1)?;
        let g_token = next_field("g")?;
        let g = move_field(&g_token, "g", number, -1, 1)?;
        if g == 0 {
            return Err(g_token.error(msg!("mayan-error-g-zero", number = number)));
        }
        if reader.next_line() == line {
            if let Some(extra) = reader.next_token() {
                return Err(extra.error(msg!(
                    "mayan-error-after-move",
                    found = quote(extra.text),
                    number = number
                )));
            }
        }
        moves.push(Move {
            x: x as usize,
            y: y as usize,
            g: g as i8,
        });
    }
    Ok(Answer::Moves(moves))
}

pub fn same_colour_rule(rules: &Rules) -> SameColourSwap {
    match rules.get("same_colour_swap") {
        "skipped" => SameColourSwap::Skipped,
        _ => SameColourSwap::Counts,
    }
}

pub fn replay_mode(rules: &Rules) -> bool {
    rules.get("mode") == "replay"
}

/// Reads the puzzle and, in solve mode, insists that nothing follows it.
pub fn read_solve_input(reader: &mut Reader) -> Result<Puzzle, InputError> {
    let puzzle = read_puzzle(reader)?;
    reader.expect_end().map_err(|e| {
        InputError::new(
            e.line,
            e.col,
            msg!("mayan-error-after-puzzle", error = e.message),
        )
    })?;
    Ok(puzzle)
}

/// Reads the whole input: the puzzle and, in replay mode, the answer after it.
pub fn read_input(text: &str, rules: &Rules) -> Result<(Puzzle, Option<Answer>), InputError> {
    let mut reader = Reader::new(text);
    if replay_mode(rules) {
        let puzzle = read_puzzle(&mut reader)?;
        let answer = read_answer(&mut reader)?;
        Ok((puzzle, Some(answer)))
    } else {
        Ok((read_solve_input(&mut reader)?, None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle_error(text: &str) -> (usize, usize, String) {
        // The game's own catalogs, as the session registers them.
        boardlab_core::i18n::register_games(|| vec![(crate::GAME.id, crate::GAME.messages)]);
        let e = read_puzzle(&mut Reader::new(text)).unwrap_err();
        (e.line, e.col, e.message.english())
    }

    #[test]
    fn reads_the_sample() {
        let puzzle = read_puzzle(&mut Reader::new(
            "3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n",
        ))
        .unwrap();
        assert_eq!(puzzle.n, 3);
        assert_eq!(puzzle.columns[4], vec![2, 4, 3, 4]);
    }

    #[test]
    fn a_missing_zero_is_found_by_the_line_structure() {
        let (line, col, message) = puzzle_error("3\n1 0\n2 1\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
        assert_eq!((line, col), (3, 4));
        assert!(message.contains("missing 0"), "{message}");
    }

    #[test]
    fn answers_read_moves_and_minus_one() {
        let answer = read_answer(&mut Reader::new("2 1 1\n3 1 -1\n")).unwrap();
        assert_eq!(
            answer,
            Answer::Moves(vec![Move { x: 2, y: 1, g: 1 }, Move { x: 3, y: 1, g: -1 }])
        );
        assert_eq!(
            read_answer(&mut Reader::new("-1\n")).unwrap(),
            Answer::NoSolution
        );
        let e = read_answer(&mut Reader::new("2 1\n3 1 1\n")).unwrap_err();
        assert_eq!((e.line, e.col), (1, 4));
        assert_eq!(e.message.id, "mayan-error-move-missing");
    }
}
