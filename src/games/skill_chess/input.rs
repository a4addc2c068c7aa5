//! Reading and validating the judge input: T games, each a board and its pieces.

use crate::text::{parse_int, quote, Reader, Token};
use crate::InputError;
use std::ops::RangeInclusive;

pub const MAX_GAMES: usize = 20;
pub const MAX_SIDE: usize = 100;
pub const MAX_PIECES: usize = 200;
pub const MAX_ROUNDS: usize = 1000;
/// Attributes and onepunch boosts: the statement says they never exceed 1000.
pub const MAX_ATTRIBUTE: i64 = 1000;
/// Bound for the parameters the statement leaves open (rounds, durations, ranges, wave length).
pub const MAX_PARAMETER: i64 = 1_000_000_000;

/// Directions in the judge's numbering: 0 up, 1 down, 2 left, 3 right.
pub const UP: u8 = 0;
pub const DOWN: u8 = 1;
pub const LEFT: u8 = 2;
pub const RIGHT: u8 = 3;
pub const DIRECTION_NAMES: [&str; 4] = ["up", "down", "left", "right"];

/// A piece's skill with its extra parameters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skill {
    Toolihai,
    Faceking,
    Onepunch {
        boost: u32,
        duration: u32,
    },
    Rabiribi {
        range: u32,
    },
    Firework {
        duration: u32,
    },
    Viuganda,
    Saigao {
        length: u32,
        radius: u32,
        duration: u32,
    },
    Gugugugu,
    Backward {
        rounds: u32,
    },
    Hupraise,
}

impl Skill {
    pub fn name(&self) -> &'static str {
        match self {
            Skill::Toolihai => "toolihai",
            Skill::Faceking => "faceking",
            Skill::Onepunch { .. } => "onepunch",
            Skill::Rabiribi { .. } => "rabiribi",
            Skill::Firework { .. } => "firework",
            Skill::Viuganda => "viuganda",
            Skill::Saigao { .. } => "2dsaigao",
            Skill::Gugugugu => "gugugugu",
            Skill::Backward { .. } => "backward",
            Skill::Hupraise => "hupraise",
        }
    }
}

/// An extra number of a skill, in the order the input lists them.
pub struct SkillParam {
    /// The statement's letter: v, l or o.
    pub letter: &'static str,
    /// What error messages and the board editor call it, e.g. "boost v".
    pub what: &'static str,
    pub min: i64,
    pub max: i64,
    /// What the board editor writes for a piece that takes this skill: 1, a value that does
    /// something, unless the skill needs less.
    pub default: i64,
}

/// A skill as the input names it: its extra numbers and how they make the [`Skill`].
pub struct SkillKind {
    pub name: &'static str,
    pub params: &'static [SkillParam],
    /// The skill with `params`' values (in range, in order).
    pub build: fn(&[u32]) -> Skill,
}

const fn param(letter: &'static str, what: &'static str, min: i64, max: i64) -> SkillParam {
    SkillParam {
        letter,
        what,
        min,
        max,
        default: 1,
    }
}

const DURATION: SkillParam = param("l", "duration l", 1, MAX_PARAMETER);

/// Every skill, in the order error messages list them.
pub const SKILLS: [SkillKind; 10] = [
    SkillKind {
        name: "toolihai",
        params: &[],
        build: |_| Skill::Toolihai,
    },
    SkillKind {
        name: "faceking",
        params: &[],
        build: |_| Skill::Faceking,
    },
    SkillKind {
        name: "onepunch",
        params: &[param("v", "boost v", 0, MAX_ATTRIBUTE), DURATION],
        build: |p| Skill::Onepunch {
            boost: p[0],
            duration: p[1],
        },
    },
    SkillKind {
        name: "rabiribi",
        params: &[param("v", "range v", 0, MAX_PARAMETER)],
        build: |p| Skill::Rabiribi { range: p[0] },
    },
    SkillKind {
        name: "firework",
        params: &[DURATION],
        build: |p| Skill::Firework { duration: p[0] },
    },
    SkillKind {
        name: "viuganda",
        params: &[],
        build: |_| Skill::Viuganda,
    },
    SkillKind {
        name: "2dsaigao",
        params: &[
            param("o", "wave length o", 0, MAX_PARAMETER),
            param("v", "burst radius v", 0, MAX_PARAMETER),
            DURATION,
        ],
        build: |p| Skill::Saigao {
            length: p[0],
            radius: p[1],
            duration: p[2],
        },
    },
    SkillKind {
        name: "gugugugu",
        params: &[],
        build: |_| Skill::Gugugugu,
    },
    SkillKind {
        name: "backward",
        // A piece casting in round f may go back at most f - 1 rounds: 0 suits every f.
        params: &[SkillParam {
            default: 0,
            ..param("l", "rounds back l", 0, MAX_PARAMETER)
        }],
        build: |p| Skill::Backward { rounds: p[0] },
    },
    SkillKind {
        name: "hupraise",
        params: &[],
        build: |_| Skill::Hupraise,
    },
];

/// The skill named `name`.
pub fn skill_kind(name: &str) -> Option<usize> {
    SKILLS.iter().position(|kind| kind.name == name)
}

/// The message for an unknown skill name (`what` says where it is).
pub fn unknown_skill(what: &str, name: &str) -> String {
    let names: Vec<&str> = SKILLS.iter().map(|kind| kind.name).collect();
    format!(
        "{what}: unknown skill {}; skills: {}",
        quote(name),
        names.join(", ")
    )
}

/// One piece as the input describes it. Rows and columns are 1-based as in the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceSpec {
    pub row: u8,
    pub col: u8,
    pub a: u32,
    pub b: u32,
    /// 0 red, 1 blue.
    pub team: u8,
    pub dir: u8,
    pub first_cast: u32,
    pub cooldown: u32,
    pub respawn: u32,
    pub skill: Skill,
    /// Where the skill's last parameter is, for errors found while simulating (a backward that
    /// would reach before round 1).
    pub last_param_at: (usize, usize),
}

/// One game: an N×M board (1-based, with a frame of obstacles around it) and its pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSpec {
    pub rows: usize,
    pub cols: usize,
    pub rounds: u32,
    /// (rows + 2) × (cols + 2), row-major; the outer frame is blocked.
    pub blocked: Vec<bool>,
    pub pieces: Vec<PieceSpec>,
}

impl GameSpec {
    pub fn stride(&self) -> usize {
        self.cols + 2
    }

    /// Whether (row, col) is outside the board or an obstacle; rows 0..=N+1, cols 0..=M+1.
    pub fn is_blocked(&self, row: i64, col: i64) -> bool {
        if row < 1 || col < 1 || row > self.rows as i64 || col > self.cols as i64 {
            return true;
        }
        self.blocked[row as usize * self.stride() + col as usize]
    }
}

pub fn parse(text: &str) -> Result<Vec<GameSpec>, InputError> {
    let mut reader = Reader::new(text);
    let count = reader.usize("number of games T", 1..=MAX_GAMES)?;
    let games = (1..=count)
        .map(|g| parse_game(&mut reader, g))
        .collect::<Result<Vec<_>, _>>()?;
    reader.expect_end()?;
    Ok(games)
}

fn parse_game(reader: &mut Reader, game: usize) -> Result<GameSpec, InputError> {
    let rows = reader.usize(&format!("game {game}: N (rows)"), 1..=MAX_SIDE)?;
    let cols = reader.usize(&format!("game {game}: M (columns)"), 1..=MAX_SIDE)?;
    let pieces = reader.usize(&format!("game {game}: K (pieces)"), 1..=MAX_PIECES)?;
    let rounds = reader.usize(&format!("game {game}: R (rounds)"), 1..=MAX_ROUNDS)? as u32;
    let stride = cols + 2;
    let mut blocked = vec![true; (rows + 2) * stride];
    for r in 1..=rows {
        for c in 1..=cols {
            let (value, _) = int_field(reader, i32::MIN as i64..=i32::MAX as i64, || {
                format!("game {game}: cell ({r},{c})")
            })?;
            blocked[r * stride + c] = value != 0;
        }
    }
    let mut spec = GameSpec {
        rows,
        cols,
        rounds,
        blocked,
        pieces: Vec::with_capacity(pieces),
    };
    for index in 1..=pieces {
        let piece = parse_piece(reader, &spec, game, index)?;
        spec.pieces.push(piece);
    }
    Ok(spec)
}

fn parse_piece(
    reader: &mut Reader,
    spec: &GameSpec,
    game: usize,
    index: usize,
) -> Result<PieceSpec, InputError> {
    let field = |what: &str| format!("game {game}: piece {index} {what}");
    let mut read =
        |what: &str, range: RangeInclusive<i64>| int_field(reader, range, || field(what));
    let (row, row_token) = read("row x", 1..=spec.rows as i64)?;
    let (col, _) = read("column y", 1..=spec.cols as i64)?;
    if spec.is_blocked(row, col) {
        return Err(row_token.error(format!(
            "game {game}: piece {index} starts at ({row},{col}), which is an obstacle"
        )));
    }
    let (a, _) = read("attribute a", 0..=MAX_ATTRIBUTE)?;
    let (b, _) = read("attribute b (at most a)", 0..=a)?;
    let (team, _) = read("team c (0 red, 1 blue)", 0..=1)?;
    let (dir, _) = read("direction d (0 up, 1 down, 2 left, 3 right)", 0..=3)?;
    let (first_cast, _) = read("first cast round f", 1..=MAX_PARAMETER)?;
    let (cooldown, _) = read("cooldown z", 1..=MAX_PARAMETER)?;
    let (respawn, _) = read("respawn delay r", 1..=MAX_PARAMETER)?;
    let skill_token = reader.token(&field("skill name"))?;
    let kind = skill_kind(skill_token.text).ok_or_else(|| {
        skill_token.error(unknown_skill(
            &format!("game {game}: piece {index}"),
            skill_token.text,
        ))
    })?;
    let kind = &SKILLS[kind];
    let mut last_param_at = (skill_token.line, skill_token.col);
    let mut params = [0; 3];
    for (value, extra) in params.iter_mut().zip(kind.params) {
        let (read, token) = int_field(reader, extra.min..=extra.max, || {
            field(&format!("{} {}", kind.name, extra.what))
        })?;
        last_param_at = (token.line, token.col);
        *value = read as u32;
    }
    let skill = (kind.build)(&params);
    Ok(PieceSpec {
        row: row as u8,
        col: col as u8,
        a: a as u32,
        b: b as u32,
        team: team as u8,
        dir: dir as u8,
        first_cast: first_cast as u32,
        cooldown: cooldown as u32,
        respawn: respawn as u32,
        skill,
        last_param_at,
    })
}

/// Reads an integer in `range`; `what` names the field and is only built for an error message
/// (the input has hundreds of thousands of numbers).
pub fn int_field<'a>(
    reader: &mut Reader<'a>,
    range: RangeInclusive<i64>,
    what: impl Fn() -> String,
) -> Result<(i64, Token<'a>), InputError> {
    let token = match reader.next_token() {
        Some(token) => token,
        None => reader.token(&what())?,
    };
    // Most tokens (every board cell) are one digit: read those without the general parser.
    let value = match token.text.as_bytes() {
        &[digit @ b'0'..=b'9'] => Ok(i64::from(digit - b'0')),
        _ => token.text.parse::<i64>(),
    };
    match value {
        Ok(value) if range.contains(&value) => Ok((value, token)),
        _ => Ok((parse_int(&token, &what(), range)?, token)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skill_table_builds_the_skills_it_names() {
        for kind in &SKILLS {
            assert_eq!((kind.build)(&[0; 3]).name(), kind.name);
            assert!(kind.params.len() <= 3);
            for param in kind.params {
                assert!((param.min..=param.max).contains(&param.default));
            }
        }
    }
}
