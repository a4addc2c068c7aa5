//! Reading and validating the judge input: T games, each a board and its pieces.

use boardlab_core::i18n::Message;
use boardlab_core::strict::{number, Lines};
use boardlab_core::text::{parse_int, quote, Reader, Token};
use boardlab_core::{msg, InputError, Rules};
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
/// Their names in the timeline, the piece table and the board editor.
pub const DIRECTIONS: [fn() -> Message; 4] = [
    || msg!("skill-chess-direction-up"),
    || msg!("skill-chess-direction-down"),
    || msg!("skill-chess-direction-left"),
    || msg!("skill-chess-direction-right"),
];

/// Teams: 0 red, 1 blue, by name.
pub const TEAMS: [fn() -> Message; 2] = [
    || msg!("skill-chess-team-red"),
    || msg!("skill-chess-team-blue"),
];

pub fn direction_name(dir: u8) -> Message {
    DIRECTIONS[dir as usize]()
}

pub fn team_name(team: u8) -> Message {
    TEAMS[team as usize]()
}

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

    /// The skill as the timeline and the editor name it.
    pub fn title(&self) -> Message {
        match self {
            Skill::Toolihai => msg!("skill-chess-skill-toolihai"),
            Skill::Faceking => msg!("skill-chess-skill-faceking"),
            Skill::Onepunch { .. } => msg!("skill-chess-skill-onepunch"),
            Skill::Rabiribi { .. } => msg!("skill-chess-skill-rabiribi"),
            Skill::Firework { .. } => msg!("skill-chess-skill-firework"),
            Skill::Viuganda => msg!("skill-chess-skill-viuganda"),
            Skill::Saigao { .. } => msg!("skill-chess-skill-2dsaigao"),
            Skill::Gugugugu => msg!("skill-chess-skill-gugugugu"),
            Skill::Backward { .. } => msg!("skill-chess-skill-backward"),
            Skill::Hupraise => msg!("skill-chess-skill-hupraise"),
        }
    }
}

/// An extra number of a skill, in the order the input lists them.
pub struct SkillParam {
    /// The statement's letter: v, l or o.
    pub letter: &'static str,
    /// What error messages and the board editor call it, e.g. "boost v".
    pub what: fn() -> Message,
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

const fn param(letter: &'static str, what: fn() -> Message, min: i64, max: i64) -> SkillParam {
    SkillParam {
        letter,
        what,
        min,
        max,
        default: 1,
    }
}

const DURATION: SkillParam = param("l", || msg!("skill-chess-extra-duration"), 1, MAX_PARAMETER);

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
        params: &[
            param("v", || msg!("skill-chess-extra-boost"), 0, MAX_ATTRIBUTE),
            DURATION,
        ],
        build: |p| Skill::Onepunch {
            boost: p[0],
            duration: p[1],
        },
    },
    SkillKind {
        name: "rabiribi",
        params: &[param(
            "v",
            || msg!("skill-chess-extra-range"),
            0,
            MAX_PARAMETER,
        )],
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
            param(
                "o",
                || msg!("skill-chess-extra-wave-length"),
                0,
                MAX_PARAMETER,
            ),
            param(
                "v",
                || msg!("skill-chess-extra-burst-radius"),
                0,
                MAX_PARAMETER,
            ),
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
            ..param(
                "l",
                || msg!("skill-chess-extra-rounds-back"),
                0,
                MAX_PARAMETER,
            )
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

/// The message for an unknown skill name on `piece`'s line (see [`piece`]).
pub fn unknown_skill(piece: Message, name: &str) -> Message {
    let names: Vec<&str> = SKILLS.iter().map(|kind| kind.name).collect();
    msg!(
        "skill-chess-unknown-skill",
        piece = piece,
        name = quote(name),
        skills = names.join(", ")
    )
}

/// A number of game `game`'s header or board, for error messages: "game 1: N (rows)".
pub fn game_field(game: usize, what: Message) -> Message {
    msg!("skill-chess-game-field", game = game, what = what)
}

/// The board cell (row, col) of game `game`, for error messages: "game 1: cell (2,3)".
pub fn cell_field(game: usize, row: usize, col: usize) -> Message {
    let cell = msg!("skill-chess-field-cell", cell = format!("({row},{col})"));
    game_field(game, cell)
}

/// Piece `index` (1-based) of game `game`, for error messages: "game 1: piece 3".
pub fn piece(game: usize, index: usize) -> Message {
    msg!("skill-chess-piece", game = game, piece = index)
}

/// A number of a piece line, for error messages: "game 1: piece 3 cooldown z".
pub fn piece_field(piece: &Message, what: Message) -> Message {
    msg!("skill-chess-piece-field", piece = piece, what = what)
}

/// A skill's extra number, as [`piece_field`] names it: "2dsaigao duration l".
pub fn skill_param(kind: &SkillKind, param: &SkillParam) -> Message {
    msg!(
        "skill-chess-skill-param",
        skill = kind.name,
        what = (param.what)()
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
    let count = reader.usize(&msg!("skill-chess-field-games"), 1..=MAX_GAMES)?;
    let games = (1..=count)
        .map(|g| parse_game(&mut reader, g))
        .collect::<Result<Vec<_>, _>>()?;
    reader.expect_end()?;
    Ok(games)
}

fn parse_game(reader: &mut Reader, game: usize) -> Result<GameSpec, InputError> {
    let field = |what| game_field(game, what);
    let rows = reader.usize(&field(msg!("skill-chess-field-rows")), 1..=MAX_SIDE)?;
    let cols = reader.usize(&field(msg!("skill-chess-field-cols")), 1..=MAX_SIDE)?;
    let pieces = reader.usize(&field(msg!("skill-chess-field-pieces")), 1..=MAX_PIECES)?;
    let rounds = reader.usize(&field(msg!("skill-chess-field-rounds")), 1..=MAX_ROUNDS)? as u32;
    let stride = cols + 2;
    let mut blocked = vec![true; (rows + 2) * stride];
    for r in 1..=rows {
        for c in 1..=cols {
            let (value, _) = int_field(reader, i32::MIN as i64..=i32::MAX as i64, || {
                cell_field(game, r, c)
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
    // The field's name is only built for an error message (the input has thousands of them).
    let mut read = |what: fn() -> Message, range: RangeInclusive<i64>| {
        int_field(reader, range, || piece_field(&piece(game, index), what()))
    };
    let (row, row_token) = read(|| msg!("skill-chess-field-row"), 1..=spec.rows as i64)?;
    let (col, _) = read(|| msg!("skill-chess-field-col"), 1..=spec.cols as i64)?;
    if spec.is_blocked(row, col) {
        return Err(row_token.error(msg!(
            "skill-chess-on-obstacle",
            piece = piece(game, index),
            cell = format!("({row},{col})")
        )));
    }
    let (a, _) = read(|| msg!("skill-chess-field-a"), 0..=MAX_ATTRIBUTE)?;
    let (b, _) = read(|| msg!("skill-chess-field-b"), 0..=a)?;
    let (team, _) = read(|| msg!("skill-chess-field-team-values"), 0..=1)?;
    let (dir, _) = read(|| msg!("skill-chess-field-direction-values"), 0..=3)?;
    let (first_cast, _) = read(|| msg!("skill-chess-field-first-cast"), 1..=MAX_PARAMETER)?;
    let (cooldown, _) = read(|| msg!("skill-chess-field-cooldown"), 1..=MAX_PARAMETER)?;
    let (respawn, _) = read(|| msg!("skill-chess-field-respawn"), 1..=MAX_PARAMETER)?;
    let skill_token = reader.token(&piece_field(
        &piece(game, index),
        msg!("skill-chess-field-skill-name"),
    ))?;
    let kind = skill_kind(skill_token.text)
        .ok_or_else(|| skill_token.error(unknown_skill(piece(game, index), skill_token.text)))?;
    let kind = &SKILLS[kind];
    let mut last_param_at = (skill_token.line, skill_token.col);
    let mut params = [0; 3];
    for (value, extra) in params.iter_mut().zip(kind.params) {
        let (read, token) = int_field(reader, extra.min..=extra.max, || {
            piece_field(&piece(game, index), skill_param(kind, extra))
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
    what: impl Fn() -> Message,
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

/// The statement's layout (strict validation): `T`; per game `N M K R`, N rows of M cells, and
/// K piece lines of nine numbers, the skill's name and the skill's own values.
pub fn layout(lines: &mut Lines, _: &Rules) -> Result<(), InputError> {
    let games = number(&lines.fields(1, "T")?[0]);
    for _ in 0..games {
        let header = lines.fields(4, "N M K R")?;
        let (rows, cols, pieces) = (number(&header[0]), number(&header[1]), number(&header[2]));
        for row in 1..=rows {
            lines.line(
                |_| cols,
                || msg!("strict-what-row", row = row, count = cols),
            )?;
        }
        for piece in 1..=pieces {
            // The skill's name is the tenth token; the line is short of it if it is missing.
            let extra = |tokens: &[Token]| {
                let kind = tokens.get(9).and_then(|name| skill_kind(name.text));
                10 + kind.map_or(0, |kind| SKILLS[kind].params.len())
            };
            lines.line(extra, || msg!("strict-what-piece", piece = piece))?;
        }
    }
    Ok(())
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
