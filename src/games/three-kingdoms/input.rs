//! Reading and validating the judge input (test cases until `0 0 0`), and writing it.

use boardlab_core::strict::{number, Lines};
use boardlab_core::text::{is_integer, parse_int, Reader};
use boardlab_core::{msg, InputError, Message, Rules};

/// At most this many test cases per input, so a huge input cannot run for hours.
pub const MAX_TESTS: usize = 1000;
pub const MAX_SIDE: usize = 5;
pub const MAX_TURNS: usize = 10;
pub const MAX_SOLDIERS: usize = 6;
pub const MAX_PACE: i64 = 100;
pub const MAX_STRENGTH: i64 = 1_000_000_000;

pub const MOUNTAIN: u8 = 1;
pub const LAKE: u8 = 2;

/// The two players; Zhuge Liang moves first and maximises the score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Zhuge,
    Zhou,
}

/// Soldier types in input order (`c` = 0, 1, 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Footman,
    Rider,
    Archer,
}

impl Kind {
    /// In input order.
    pub const ALL: [Kind; 3] = [Kind::Footman, Kind::Rider, Kind::Archer];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> Message {
        match self {
            Kind::Footman => msg!("three-kingdoms-footman"),
            Kind::Rider => msg!("three-kingdoms-rider"),
            Kind::Archer => msg!("three-kingdoms-archer"),
        }
    }
}

impl Side {
    /// In input order (`a` = 0, 1).
    pub const ALL: [Side; 2] = [Side::Zhuge, Side::Zhou];

    pub fn name(self) -> Message {
        match self {
            Side::Zhuge => msg!("three-kingdoms-zhuge-liang"),
            Side::Zhou => msg!("three-kingdoms-zhou-yu"),
        }
    }

    pub fn opponent(self) -> Side {
        match self {
            Side::Zhuge => Side::Zhou,
            Side::Zhou => Side::Zhuge,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoldierInput {
    /// 0-based row and column.
    pub row: usize,
    pub col: usize,
    pub side: Side,
    pub strength: i64,
    pub kind: Kind,
}

/// One test case as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestInput {
    pub rows: usize,
    pub cols: usize,
    pub turns: usize,
    /// Row-major terrain codes: `PLAIN`, `MOUNTAIN` or `LAKE`.
    pub terrain: Vec<u8>,
    /// Paces of footman, rider, archer.
    pub paces: [u32; 3],
    pub soldiers: Vec<SoldierInput>,
}

/// How much reading checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limits {
    /// Every limit of the statement.
    Statement,
    /// What the board editor needs to draw the board: everything but what its own clicks can
    /// break (soldiers on lakes, riders on mountains, two on a cell, more than six or none), so
    /// a board it wrote always reads back; the parser then locates those.
    Editor,
}

pub fn parse_tests(text: &str) -> Result<Vec<TestInput>, InputError> {
    read_tests(text, Limits::Statement)
}

/// The header fields' names, also the board editor's field labels.
pub fn what_rows() -> Message {
    msg!("three-kingdoms-what-rows")
}

pub fn what_cols() -> Message {
    msg!("three-kingdoms-what-cols")
}

pub fn what_turns() -> Message {
    msg!("three-kingdoms-what-turns")
}

/// "rider pace": the name of a kind's pace field.
pub fn what_pace(kind: Kind) -> Message {
    msg!("three-kingdoms-what-pace", kind = kind.name())
}

pub fn read_tests(text: &str, limits: Limits) -> Result<Vec<TestInput>, InputError> {
    let mut reader = Reader::new(text);
    let mut tests = Vec::new();
    loop {
        let rows_token = reader.token(&msg!("three-kingdoms-what-rows-or-end"))?;
        let cols_token = reader.token(&what_cols())?;
        let turns_token = reader.token(&what_turns())?;
        let header = [
            (rows_token, what_rows(), MAX_SIDE),
            (cols_token, what_cols(), MAX_SIDE),
            (turns_token, what_turns(), MAX_TURNS),
        ];
        // Integers first (a token that is not one is the error), then the end marker 0 0 0.
        let mut zeros = 0;
        for (token, name, _) in &header {
            match parse_int(token, name, 0..=0) {
                Ok(_) => zeros += 1,
                Err(e) if !is_integer(token.text) => return Err(e),
                Err(_) => {}
            }
        }
        if zeros == header.len() {
            reader.expect_end()?;
            return Ok(tests);
        }
        // Not the end marker: each must be in the statement's range (which an error names).
        let mut values = [0; 3];
        for (value, (token, name, max)) in values.iter_mut().zip(&header) {
            *value = parse_int(token, name, 1..=*max as i64)? as usize;
        }
        if tests.len() == MAX_TESTS {
            return Err(rows_token.error(msg!("three-kingdoms-too-many-tests", max = MAX_TESTS)));
        }
        let [rows, cols, turns] = values;
        tests.push(parse_test(&mut reader, (rows, cols, turns), limits)?);
    }
}

/// The statement's layout (strict validation): per test case `N M K`, N rows of M terrain
/// codes, `T S1 S2 S3`, T soldiers `x y a b c`; then the end marker `0 0 0`.
pub fn layout(lines: &mut Lines, _: &Rules) -> Result<(), InputError> {
    loop {
        let header = lines.fields(3, "N M K")?;
        if header.iter().all(|token| token.text == "0") {
            return Ok(());
        }
        let (rows, cols) = (number(&header[0]), number(&header[1]));
        for row in 1..=rows {
            lines.line(
                |_| cols,
                || msg!("strict-what-row", row = row, count = cols),
            )?;
        }
        let soldiers = number(&lines.fields(4, "T S1 S2 S3")?[0]);
        for _ in 0..soldiers {
            lines.fields(5, "x y a b c")?;
        }
    }
}

fn parse_test(
    reader: &mut Reader,
    (rows, cols, turns): (usize, usize, usize),
    limits: Limits,
) -> Result<TestInput, InputError> {
    let mut terrain = Vec::with_capacity(rows * cols);
    for _ in 0..rows * cols {
        terrain.push(reader.int(&msg!("three-kingdoms-what-terrain"), 0..=2)? as u8);
    }
    let what_count = msg!("three-kingdoms-what-soldiers");
    let count = match limits {
        Limits::Statement => reader.usize(&what_count, 1..=MAX_SOLDIERS)?,
        Limits::Editor => reader.int(&what_count, 0..=i64::MAX)? as usize,
    };
    let mut paces = [0; 3];
    for (pace, kind) in paces.iter_mut().zip(Kind::ALL) {
        *pace = reader.int(&what_pace(kind), 0..=MAX_PACE)? as u32;
    }
    // Not `count`: under the editor's limits it is only bounded by the soldiers that follow.
    let mut soldiers: Vec<SoldierInput> = Vec::with_capacity(count.min(MAX_SOLDIERS));
    let what_row = msg!("three-kingdoms-what-row");
    let what_col = msg!("three-kingdoms-what-col");
    let what_side = msg!("three-kingdoms-what-side");
    let what_strength = msg!("three-kingdoms-what-strength");
    let what_kind = msg!("three-kingdoms-what-kind");
    for _ in 0..count {
        let row_token = reader.token(&what_row)?;
        let row = parse_int(&row_token, &what_row, 1..=rows as i64)? as usize - 1;
        let col = reader.int(&what_col, 1..=cols as i64)? as usize - 1;
        let side = Side::ALL[reader.usize(&what_side, 0..=1)?];
        let strength = reader.int(&what_strength, 1..=MAX_STRENGTH)?;
        let kind = Kind::ALL[reader.usize(&what_kind, 0..=2)?];
        let soldier = SoldierInput {
            row,
            col,
            side,
            strength,
            kind,
        };
        if limits == Limits::Statement {
            if let Some(problem) = misplaced(&soldier, &soldiers, &terrain, cols) {
                return Err(row_token.error(problem));
            }
        }
        soldiers.push(soldier);
    }
    Ok(TestInput {
        rows,
        cols,
        turns,
        terrain,
        paces,
        soldiers,
    })
}

/// What is wrong with the cell of `soldier`, placed after `placed`.
fn misplaced(
    soldier: &SoldierInput,
    placed: &[SoldierInput],
    terrain: &[u8],
    cols: usize,
) -> Option<Message> {
    let (row, col) = (soldier.row, soldier.col);
    let place = format!("({}, {})", row + 1, col + 1);
    if placed.iter().any(|s| (s.row, s.col) == (row, col)) {
        return Some(msg!("three-kingdoms-two-soldiers", place = place));
    }
    match terrain[row * cols + col] {
        LAKE => Some(msg!("three-kingdoms-soldier-on-lake", place = place)),
        MOUNTAIN if soldier.kind == Kind::Rider => {
            Some(msg!("three-kingdoms-rider-on-mountain", place = place))
        }
        _ => None,
    }
}

/// `tests` in the judge format, one number per field as the statement lays them out, then the
/// final `0 0 0`.
pub fn write_tests(tests: &[TestInput]) -> String {
    let mut text = String::new();
    for test in tests {
        write_test(&mut text, test);
    }
    text.push_str("0 0 0\n");
    text
}

pub fn write_test(text: &mut String, test: &TestInput) {
    text.push_str(&format!("{} {} {}\n", test.rows, test.cols, test.turns));
    for row in test.terrain.chunks(test.cols) {
        let row: Vec<String> = row.iter().map(u8::to_string).collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    let [footman, rider, archer] = test.paces;
    let count = test.soldiers.len();
    text.push_str(&format!("{count} {footman} {rider} {archer}\n"));
    for s in &test.soldiers {
        text.push_str(&format!(
            "{} {} {} {} {}\n",
            s.row + 1,
            s.col + 1,
            s.side as usize,
            s.strength,
            s.kind.index()
        ));
    }
}
