//! Reading and validating the judge input: `n m k q`, n rows of colours, n rows of special
//! types, q swaps `x1 y1 x2 y2` (1-based row, column).

use super::engine::{Board, Piece, Swap};
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::strict::{number, Lines};
use boardlab_core::text::Reader;
use boardlab_core::{InputError, Rules};

pub const MAX_SIDE: usize = 50;
pub const MAX_COLOURS: usize = 100;
pub const MAX_OPERATIONS: usize = 1000;
pub const MAX_SPECIAL: usize = 6;

pub struct Input {
    pub board: Board,
    pub colours: usize,
    pub swaps: Vec<Swap>,
}

pub fn parse(text: &str) -> Result<Input, InputError> {
    let mut reader = Reader::new(text);
    let (rows, cols, colours) = read_sizes(&mut reader)?;
    let operations = reader.usize(&msg!("match3-field-q"), 1..=MAX_OPERATIONS)?;
    let (mut board, places) = read_colours(&mut reader, rows, cols, colours)?;
    if let Some((index, message)) = first_run(&board) {
        let (line, col) = places[index];
        return Err(InputError::new(line, col, message));
    }
    read_specials(&mut reader, &mut board)?;
    let fields = [
        msg!("match3-field-row", name = "x1"),
        msg!("match3-field-column", name = "y1"),
        msg!("match3-field-row", name = "x2"),
        msg!("match3-field-column", name = "y2"),
    ];
    let mut swaps = Vec::with_capacity(operations);
    for _ in 0..operations {
        let r1 = reader.usize(&fields[0], 1..=rows)? - 1;
        let c1 = reader.usize(&fields[1], 1..=cols)? - 1;
        let r2 = reader.usize(&fields[2], 1..=rows)? - 1;
        let c2 = reader.usize(&fields[3], 1..=cols)? - 1;
        swaps.push(((r1, c1), (r2, c2)));
    }
    reader.expect_end()?;
    Ok(Input {
        board,
        colours,
        swaps,
    })
}

/// `n m k`: rows, columns and colours.
pub fn read_sizes(reader: &mut Reader) -> Result<(usize, usize, usize), InputError> {
    let rows = reader.usize(&msg!("match3-field-n"), 1..=MAX_SIDE)?;
    let cols = reader.usize(&msg!("match3-field-m"), 1..=MAX_SIDE)?;
    let colours = reader.usize(&msg!("match3-field-k"), 1..=MAX_COLOURS)?;
    Ok((rows, cols, colours))
}

/// The rows × cols colours (1..=colours) as plain pieces numbered by cell, and the line and
/// column each was read at.
pub fn read_colours(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
    colours: usize,
) -> Result<(Board, Vec<(usize, usize)>), InputError> {
    let (a_colour, colour_field) = (msg!("match3-field-a-colour"), msg!("match3-field-colour"));
    let mut cells = Vec::with_capacity(rows * cols);
    let mut places = Vec::with_capacity(rows * cols);
    for index in 0..rows * cols {
        let token = reader.token(&a_colour)?;
        let colour = boardlab_core::text::parse_int(&token, &colour_field, 1..=colours as i64)?;
        places.push((token.line, token.col));
        cells.push(Piece {
            colour: colour as u8,
            special: 0,
            id: index as u16,
        });
    }
    Ok((Board { rows, cols, cells }, places))
}

/// The special type of every piece of `board`.
pub fn read_specials(reader: &mut Reader, board: &mut Board) -> Result<(), InputError> {
    let field = msg!("match3-field-special");
    for piece in &mut board.cells {
        piece.special = reader.usize(&field, 0..=MAX_SPECIAL)? as u8;
    }
    Ok(())
}

/// The board as the input lists it: the rows of colours, then the rows of special types, each
/// row followed by `line_end`.
pub fn write_board(board: &Board, line_end: &str, out: &mut String) {
    let rows = |value: fn(&Piece) -> u8, out: &mut String| {
        for row in board.cells.chunks(board.cols) {
            let values: Vec<String> = row.iter().map(|p| value(p).to_string()).collect();
            out.push_str(&values.join(" "));
            out.push_str(line_end);
        }
    };
    rows(|p| p.colour, out);
    rows(|p| p.special, out);
}

/// A whole input: `n m k q`, the board, then the swaps.
pub fn write_input(board: &Board, colours: usize, swaps: &[Swap]) -> String {
    let mut text = format!(
        "{} {} {} {}\n",
        board.rows,
        board.cols,
        colours,
        swaps.len()
    );
    write_board(board, "\n", &mut text);
    for &((r1, c1), (r2, c2)) in swaps {
        text.push_str(&format!("{} {} {} {}\n", r1 + 1, c1 + 1, r2 + 1, c2 + 1));
    }
    text
}

/// "(1,2)": the 0-based cell (row, col) as the input numbers it.
pub fn cell_name((row, col): (usize, usize)) -> String {
    format!("({},{})", row + 1, col + 1)
}

/// The first cell (row-major) that starts a run of 3 on `board`, with a message describing it.
fn first_run(board: &Board) -> Option<(usize, Message)> {
    let (rows, cols) = (board.rows, board.cols);
    let colour = |r: usize, c: usize| board.cells[r * cols + c].colour;
    for r in 0..rows {
        for c in 0..cols {
            let here = colour(r, c);
            let across = (c..cols).take_while(|&x| colour(r, x) == here).count();
            let down = (r..rows).take_while(|&y| colour(y, c) == here).count();
            let (length, end) = if across >= 3 && (c == 0 || colour(r, c - 1) != here) {
                (across, (r, c + across - 1))
            } else if down >= 3 && (r == 0 || colour(r - 1, c) != here) {
                (down, (r + down - 1, c))
            } else {
                continue;
            };
            let message = msg!(
                "match3-initial-run",
                length = length,
                colour = here,
                from = cell_name((r, c)),
                to = cell_name(end)
            );
            return Some((r * cols + c, message));
        }
    }
    None
}

/// The statement's layout (strict validation): `n m k q`, n rows of m colours, n rows of m
/// special types, q swaps.
pub fn layout(lines: &mut Lines, _: &Rules) -> Result<(), InputError> {
    let header = lines.fields(4, "n m k q")?;
    let (rows, cols, swaps) = (number(&header[0]), number(&header[1]), number(&header[3]));
    // The colours, then the special types.
    for row in (1..=rows).chain(1..=rows) {
        lines.line(
            |_| cols,
            || msg!("strict-what-row", row = row, count = cols),
        )?;
    }
    for _ in 0..swaps {
        lines.fields(4, "x1 y1 x2 y2")?;
    }
    Ok(())
}
