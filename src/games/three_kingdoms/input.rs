//! Reading and validating the judge input (test cases until `0 0 0`), and writing it.

use crate::text::{parse_int, Reader};
use crate::InputError;

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

    pub fn name(self) -> &'static str {
        match self {
            Kind::Footman => "footman",
            Kind::Rider => "rider",
            Kind::Archer => "archer",
        }
    }
}

impl Side {
    /// In input order (`a` = 0, 1).
    pub const ALL: [Side; 2] = [Side::Zhuge, Side::Zhou];

    pub fn name(self) -> &'static str {
        match self {
            Side::Zhuge => "Zhuge Liang",
            Side::Zhou => "Zhou Yu",
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

pub fn read_tests(text: &str, limits: Limits) -> Result<Vec<TestInput>, InputError> {
    let mut reader = Reader::new(text);
    let mut tests = Vec::new();
    loop {
        let rows_token = reader.token("N (rows) or the final 0 0 0")?;
        let cols_token = reader.token("M (columns)")?;
        let turns_token = reader.token("K (turns)")?;
        let header = [
            (rows_token, "N (rows)", MAX_SIDE),
            (cols_token, "M (columns)", MAX_SIDE),
            (turns_token, "K (turns)", MAX_TURNS),
        ];
        let mut values = [0; 3];
        for (value, (token, name, _)) in values.iter_mut().zip(&header) {
            *value = parse_int(token, name, i64::MIN..=i64::MAX)?;
        }
        if values == [0, 0, 0] {
            reader.expect_end()?;
            return Ok(tests);
        }
        // Not the end marker: now each must be in its own range.
        for (token, name, max) in &header {
            parse_int(token, name, 1..=*max as i64)?;
        }
        if tests.len() == MAX_TESTS {
            return Err(rows_token.error(format!(
                "too many test cases: at most {MAX_TESTS} are accepted"
            )));
        }
        let [rows, cols, turns] = values.map(|v| v as usize);
        tests.push(parse_test(&mut reader, (rows, cols, turns), limits)?);
    }
}

fn parse_test(
    reader: &mut Reader,
    (rows, cols, turns): (usize, usize, usize),
    limits: Limits,
) -> Result<TestInput, InputError> {
    let mut terrain = Vec::with_capacity(rows * cols);
    for _ in 0..rows * cols {
        terrain.push(reader.int("terrain (0 plain, 1 mountain, 2 lake)", 0..=2)? as u8);
    }
    let count = match limits {
        Limits::Statement => reader.usize("T (soldiers)", 1..=MAX_SOLDIERS)?,
        Limits::Editor => reader.int("T (soldiers)", 0..=i64::MAX)? as usize,
    };
    let mut paces = [0; 3];
    for (pace, name) in paces.iter_mut().zip(["footman", "rider", "archer"]) {
        *pace = reader.int(&format!("{name} pace"), 0..=MAX_PACE)? as u32;
    }
    // Not `count`: under the editor's limits it is only bounded by the soldiers that follow.
    let mut soldiers: Vec<SoldierInput> = Vec::with_capacity(count.min(MAX_SOLDIERS));
    for _ in 0..count {
        let row_token = reader.token("soldier row x")?;
        let row = parse_int(&row_token, "soldier row x", 1..=rows as i64)? as usize - 1;
        let col = reader.int("soldier column y", 1..=cols as i64)? as usize - 1;
        let side = Side::ALL[reader.usize("side a (0 Zhuge Liang, 1 Zhou Yu)", 0..=1)?];
        let strength = reader.int("strength b", 1..=MAX_STRENGTH)?;
        let kind = Kind::ALL[reader.usize("type c (0 footman, 1 rider, 2 archer)", 0..=2)?];
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
) -> Option<String> {
    let (row, col) = (soldier.row, soldier.col);
    let place = format!("({}, {})", row + 1, col + 1);
    if placed.iter().any(|s| (s.row, s.col) == (row, col)) {
        return Some(format!("two soldiers on cell {place}"));
    }
    match terrain[row * cols + col] {
        LAKE => Some(format!("a soldier on the lake at {place}")),
        MOUNTAIN if soldier.kind == Kind::Rider => {
            Some(format!("a rider on the mountain at {place}"))
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
