//! The board editor: one game of the input at a time, drawn as its start step shows it, with
//! its terrain, its pieces and their numbers. Every edit writes the whole input again: T, then
//! each game with one line per board row and per piece.
//!
//! Several pieces may share a cell. The piece layer shows the team of the cell's first piece
//! (the lowest index) and acts on all of them: "none" removes every piece there, red or blue
//! moves every piece there to that team. The fields show and set the first piece's numbers.
//! A piece placed on an empty cell is added after the others as
//! `x y 1 1 c 0 1 1 1 toolihai`: a = b = 1, facing up, first cast in round 1, cooldown and
//! respawn delay 1.

use super::input::{
    cell_field, game_field, int_field, piece, piece_field, skill_kind, skill_param, unknown_skill,
    GameSpec, PieceSpec, DIRECTIONS, MAX_ATTRIBUTE, MAX_PARAMETER, MAX_ROUNDS, MAX_SIDE, SKILLS,
    TEAMS,
};
use super::view::{game_name, start_frame};
use boardlab_core::editor::{edit_error, Edit, Editing, EditorBoard, Field, Layer};
use boardlab_core::i18n::Message;
use boardlab_core::text::Reader;
use boardlab_core::{msg, InputError, Rules};
use std::fmt::Write;
use std::ops::RangeInclusive;

const TERRAIN: usize = 0;
const PIECE: usize = 1;
const TERRAIN_KINDS: [fn() -> Message; 2] = [
    || msg!("skill-chess-kind-floor"),
    || msg!("skill-chess-kind-obstacle"),
];
/// The piece layer's kinds: none, then the teams.
const PIECE_KINDS: [fn() -> Message; 3] = [|| msg!("skill-chess-kind-none"), TEAMS[0], TEAMS[1]];

/// Any integer: the lenient read leaves the statement's limits to the parser.
const ANY: RangeInclusive<i64> = i64::MIN..=i64::MAX;
/// Any count (of games, of pieces) the reader can take.
const ANY_COUNT: usize = i64::MAX as usize;

/// A number of a piece line after its place, as the editor shows it.
struct PieceField {
    name: &'static str,
    label: fn() -> Message,
    min: i64,
    max: i64,
    /// Names of the values for a choice; the frame draws these, so the read checks them.
    options: &'static [fn() -> Message],
    /// The value of a new piece (its team is the one placed).
    default: i64,
}

/// The numbers `a b c d f z r` of a piece line, in the input's order.
const PIECE_FIELDS: [PieceField; 7] = [
    PieceField {
        name: "a",
        label: || msg!("skill-chess-field-a"),
        min: 0,
        max: MAX_ATTRIBUTE,
        options: &[],
        default: 1,
    },
    PieceField {
        name: "b",
        label: || msg!("skill-chess-field-b"),
        min: 0,
        max: MAX_ATTRIBUTE,
        options: &[],
        default: 1,
    },
    PieceField {
        name: "team",
        label: || msg!("skill-chess-field-team"),
        min: 0,
        max: 1,
        options: &TEAMS,
        default: 0,
    },
    PieceField {
        name: "direction",
        label: || msg!("skill-chess-field-direction"),
        min: 0,
        max: 3,
        options: &DIRECTIONS,
        default: 0,
    },
    PieceField {
        name: "f",
        label: || msg!("skill-chess-field-first-cast"),
        min: 1,
        max: MAX_PARAMETER,
        options: &[],
        default: 1,
    },
    PieceField {
        name: "z",
        label: || msg!("skill-chess-field-cooldown"),
        min: 1,
        max: MAX_PARAMETER,
        options: &[],
        default: 1,
    },
    PieceField {
        name: "r",
        label: || msg!("skill-chess-field-respawn"),
        min: 1,
        max: MAX_PARAMETER,
        options: &[],
        default: 1,
    },
];
/// Where the team is among [`PIECE_FIELDS`].
const TEAM: usize = 2;

/// One game as written, every number kept as it is (the parser checks the statement's limits).
#[derive(Clone)]
pub(super) struct Game {
    pub(super) rows: usize,
    pub(super) cols: usize,
    pub(super) rounds: i64,
    /// rows × cols, row-major: 0 is floor, anything else an obstacle.
    pub(super) cells: Vec<i64>,
    pub(super) pieces: Vec<PieceLine>,
}

/// A piece line `x y a b c d f z r skill extras…`.
#[derive(Clone)]
pub(super) struct PieceLine {
    /// 1-based, on the board.
    pub(super) row: usize,
    pub(super) col: usize,
    /// `a b c d f z r`, as [`PIECE_FIELDS`].
    pub(super) values: [i64; 7],
    /// Index into [`SKILLS`].
    skill: usize,
    /// The skill's extra numbers, as its `params`.
    pub(super) extras: Vec<i64>,
}

pub fn read(text: &str, _: &Rules, editing: &Editing) -> Result<EditorBoard, InputError> {
    let games = read_games(text)?;
    let game = games
        .get(editing.scope)
        .ok_or_else(|| no_game(editing, games.len()))?;
    let scopes = if games.len() > 1 {
        (0..games.len()).map(game_name).collect()
    } else {
        Vec::new()
    };
    Ok(EditorBoard {
        frame: start_frame(&game.drawn(), editing.scope, games.len()),
        scopes,
        layers: game.layers(),
        fields: game.fields(editing.selected),
    })
}

pub fn edit(text: &str, _: &Rules, editing: &Editing, edit: &Edit) -> Result<String, InputError> {
    let mut games = read_games(text)?;
    let count = games.len();
    let game = games
        .get_mut(editing.scope)
        .ok_or_else(|| no_game(editing, count))?;
    match edit {
        Edit::Cell {
            layer,
            row,
            col,
            kind,
        } => game.set_cell(*layer, (*row as usize, *col as usize), *kind)?,
        Edit::Field { name, value } => game.set_field(name, *value, editing.selected)?,
    }
    Ok(write(&games))
}

fn no_game(editing: &Editing, count: usize) -> InputError {
    edit_error(msg!(
        "skill-chess-no-game",
        count = count,
        game = editing.scope + 1
    ))
}

/// Reads an integer in `range`; `what` is only built for an error message.
fn number(
    reader: &mut Reader,
    range: RangeInclusive<i64>,
    what: impl Fn() -> Message,
) -> Result<i64, InputError> {
    int_field(reader, range, what).map(|(value, _)| value)
}

/// Reads every game: sizes must fit the statement (the frame has them), piece places must be
/// on the board and teams and directions must be choices the frame can draw; any other
/// number is kept as written.
pub(super) fn read_games(text: &str) -> Result<Vec<Game>, InputError> {
    let mut reader = Reader::new(text);
    let count = reader.usize(&msg!("skill-chess-field-games"), 1..=ANY_COUNT)?;
    let mut games = Vec::new();
    for g in 1..=count {
        let field = |what| game_field(g, what);
        let rows = reader.usize(&field(msg!("skill-chess-field-rows")), 1..=MAX_SIDE)?;
        let cols = reader.usize(&field(msg!("skill-chess-field-cols")), 1..=MAX_SIDE)?;
        let pieces = reader.usize(&field(msg!("skill-chess-field-pieces")), 0..=ANY_COUNT)?;
        let rounds = reader.int(&field(msg!("skill-chess-field-rounds")), ANY)?;
        let mut cells = Vec::with_capacity(rows * cols);
        for r in 1..=rows {
            for c in 1..=cols {
                cells.push(number(&mut reader, ANY, || cell_field(g, r, c))?);
            }
        }
        let mut game = Game {
            rows,
            cols,
            rounds,
            cells,
            pieces: Vec::new(),
        };
        for index in 1..=pieces {
            let piece = read_piece(&mut reader, &game, &piece(g, index))?;
            game.pieces.push(piece);
        }
        games.push(game);
    }
    reader.expect_end()?;
    Ok(games)
}

/// Reads a piece line of `game`; `piece` names it in errors ("game 1: piece 3").
fn read_piece(reader: &mut Reader, game: &Game, piece: &Message) -> Result<PieceLine, InputError> {
    let named = |what| piece_field(piece, what);
    let row = number(reader, 1..=game.rows as i64, || {
        named(msg!("skill-chess-field-row"))
    })?;
    let col = number(reader, 1..=game.cols as i64, || {
        named(msg!("skill-chess-field-col"))
    })?;
    let mut values = [0; 7];
    for (value, field) in values.iter_mut().zip(&PIECE_FIELDS) {
        let range = if field.options.is_empty() {
            ANY
        } else {
            field.min..=field.max
        };
        *value = number(reader, range, || named((field.label)()))?;
    }
    let token = reader.token(&named(msg!("skill-chess-field-skill-name")))?;
    let skill = skill_kind(token.text)
        .ok_or_else(|| token.error(unknown_skill(piece.clone(), token.text)))?;
    let kind = &SKILLS[skill];
    let extras = kind
        .params
        .iter()
        .map(|param| number(reader, ANY, || named(skill_param(kind, param))))
        .collect::<Result<_, _>>()?;
    Ok(PieceLine {
        row: row as usize,
        col: col as usize,
        values,
        skill,
        extras,
    })
}

/// The input again: T, then per game `N M K R`, the board's rows and the piece lines.
pub(super) fn write(games: &[Game]) -> String {
    let mut text = format!("{}\n", games.len());
    for game in games {
        let header = [game.rows as i64, game.cols as i64, game.pieces.len() as i64];
        writeln!(text, "{} {}", joined(&header), game.rounds).expect("writing to a String");
        for row in game.cells.chunks(game.cols) {
            writeln!(text, "{}", joined(row)).expect("writing to a String");
        }
        for piece in &game.pieces {
            write!(
                text,
                "{} {} {} {}",
                piece.row,
                piece.col,
                joined(&piece.values),
                SKILLS[piece.skill].name
            )
            .expect("writing to a String");
            for extra in &piece.extras {
                write!(text, " {extra}").expect("writing to a String");
            }
            text.push('\n');
        }
    }
    text
}

fn joined(values: &[i64]) -> String {
    let words: Vec<String> = values.iter().map(i64::to_string).collect();
    words.join(" ")
}

/// A number as the engine's types hold it, for drawing only (the frame shows places, teams
/// and directions, which the read checked).
fn saturated(value: i64) -> u32 {
    value.clamp(0, u32::MAX as i64) as u32
}

/// Checks `value` against `field`'s range.
fn in_range(field: &Field, value: i64) -> Result<i64, InputError> {
    if (field.min..=field.max).contains(&value) {
        Ok(value)
    } else {
        Err(edit_error(msg!(
            "skill-chess-out-of-range",
            field = &field.label,
            min = field.min,
            max = field.max,
            value = value.to_string()
        )))
    }
}

fn field(name: &str, label: Message, value: i64, range: RangeInclusive<i64>) -> Field {
    Field {
        name: name.to_string(),
        label,
        value,
        min: *range.start(),
        max: *range.end(),
        options: Vec::new(),
    }
}

fn choice(name: &str, label: Message, value: i64, options: Vec<Message>) -> Field {
    let last = options.len() as i64 - 1;
    Field {
        options,
        ..field(name, label, value, 0..=last)
    }
}

/// The messages of a table of names.
fn messages(table: &[fn() -> Message]) -> Vec<Message> {
    table.iter().map(|name| name()).collect()
}

/// Names joined with commas: "none, red, blue".
fn comma_list(names: Vec<Message>) -> Message {
    names
        .into_iter()
        .rev()
        .reduce(|rest, first| msg!("skill-chess-comma-list", first = first, rest = rest))
        .expect("a layer has kinds")
}

impl Game {
    fn cell_index(&self, (row, col): (usize, usize)) -> Option<usize> {
        (row < self.rows && col < self.cols).then(|| row * self.cols + col)
    }

    /// The first piece on frame cell `cell` (0-based), if any.
    fn first_piece(&self, cell: Option<(u16, u16)>) -> Option<usize> {
        let (row, col) = cell?;
        self.pieces
            .iter()
            .position(|piece| (piece.row - 1, piece.col - 1) == (row as usize, col as usize))
    }

    /// The game as the engine's types hold it, for [`start_frame`].
    fn drawn(&self) -> GameSpec {
        let stride = self.cols + 2;
        let mut blocked = vec![true; (self.rows + 2) * stride];
        for (index, &value) in self.cells.iter().enumerate() {
            blocked[(index / self.cols + 1) * stride + index % self.cols + 1] = value != 0;
        }
        GameSpec {
            rows: self.rows,
            cols: self.cols,
            rounds: saturated(self.rounds),
            blocked,
            pieces: self.pieces.iter().map(PieceLine::drawn).collect(),
        }
    }

    fn layers(&self) -> Vec<Layer> {
        let terrain = self
            .cells
            .iter()
            .map(|&value| u8::from(value != 0))
            .collect();
        let mut pieces = vec![0; self.cells.len()];
        // Backwards, so that the first piece on a cell is the one shown.
        for piece in self.pieces.iter().rev() {
            pieces[(piece.row - 1) * self.cols + piece.col - 1] = piece.values[TEAM] as u8 + 1;
        }
        vec![
            Layer {
                name: msg!("skill-chess-layer-terrain"),
                kinds: messages(&TERRAIN_KINDS),
                cells: terrain,
            },
            Layer {
                name: msg!("skill-chess-layer-piece"),
                kinds: messages(&PIECE_KINDS),
                cells: pieces,
            },
        ]
    }

    /// The board's numbers, then those of the first piece on `selected`.
    fn fields(&self, selected: Option<(u16, u16)>) -> Vec<Field> {
        let mut fields = vec![
            field(
                "N",
                msg!("skill-chess-field-rows"),
                self.rows as i64,
                1..=MAX_SIDE as i64,
            ),
            field(
                "M",
                msg!("skill-chess-field-cols"),
                self.cols as i64,
                1..=MAX_SIDE as i64,
            ),
            field(
                "R",
                msg!("skill-chess-field-rounds"),
                self.rounds,
                1..=MAX_ROUNDS as i64,
            ),
        ];
        if let Some(index) = self.first_piece(selected) {
            fields.extend(self.pieces[index].fields());
        }
        fields
    }

    fn set_cell(&mut self, layer: usize, cell: (usize, usize), kind: u8) -> Result<(), InputError> {
        let kinds: &[fn() -> Message] = match layer {
            TERRAIN => &TERRAIN_KINDS,
            PIECE => &PIECE_KINDS,
            _ => return Err(edit_error(msg!("skill-chess-no-layer", layer = layer))),
        };
        if kind as usize >= kinds.len() {
            return Err(edit_error(msg!(
                "skill-chess-no-kind",
                layer = layer,
                kind = kind,
                kinds = comma_list(messages(kinds))
            )));
        }
        let index = self.cell_index(cell).ok_or_else(|| {
            edit_error(msg!(
                "skill-chess-off-board",
                row = cell.0,
                col = cell.1,
                rows = self.rows,
                cols = self.cols
            ))
        })?;
        let (row, col) = (cell.0 + 1, cell.1 + 1);
        let here = |piece: &PieceLine| (piece.row, piece.col) == (row, col);
        match (layer, kind) {
            (TERRAIN, 0) => self.cells[index] = 0,
            // An obstacle keeps the value it is written with.
            (TERRAIN, _) if self.cells[index] == 0 => self.cells[index] = 1,
            (TERRAIN, _) => {}
            (_, 0) => self.pieces.retain(|piece| !here(piece)),
            (_, _) => {
                let team = kind as i64 - 1;
                let mut on_cell = self
                    .pieces
                    .iter_mut()
                    .filter(|piece| here(piece))
                    .peekable();
                if on_cell.peek().is_none() {
                    self.pieces.push(PieceLine::new(row, col, team));
                } else {
                    on_cell.for_each(|piece| piece.values[TEAM] = team);
                }
            }
        }
        Ok(())
    }

    fn set_field(
        &mut self,
        name: &str,
        value: i64,
        selected: Option<(u16, u16)>,
    ) -> Result<(), InputError> {
        let fields = self.fields(selected);
        let Some(field) = fields.iter().find(|field| field.name == name) else {
            let names: Vec<&str> = fields.iter().map(|field| field.name.as_str()).collect();
            return Err(edit_error(msg!(
                "skill-chess-no-field",
                name = name,
                fields = names.join(", ")
            )));
        };
        let value = in_range(field, value)?;
        match name {
            "N" => self.resize(value as usize, self.cols),
            "M" => self.resize(self.rows, value as usize),
            "R" => self.rounds = value,
            _ => {
                let index = self
                    .first_piece(selected)
                    .expect("only a selected piece has fields beyond the board's");
                self.pieces[index].set(name, value);
            }
        }
        Ok(())
    }

    /// Resizes the board: new cells are floor; pieces beyond it are dropped.
    fn resize(&mut self, rows: usize, cols: usize) {
        let mut cells = vec![0; rows * cols];
        for row in 0..rows.min(self.rows) {
            for col in 0..cols.min(self.cols) {
                cells[row * cols + col] = self.cells[row * self.cols + col];
            }
        }
        self.pieces
            .retain(|piece| piece.row <= rows && piece.col <= cols);
        (self.rows, self.cols, self.cells) = (rows, cols, cells);
    }
}

impl PieceLine {
    fn new(row: usize, col: usize, team: i64) -> Self {
        let mut values = PIECE_FIELDS.map(|field| field.default);
        values[TEAM] = team;
        PieceLine {
            row,
            col,
            values,
            skill: 0,
            extras: Vec::new(),
        }
    }

    fn fields(&self) -> Vec<Field> {
        let kind = &SKILLS[self.skill];
        // Each skill as a piece that has it names it.
        let skills = SKILLS
            .iter()
            .map(|kind| (kind.build)(&[0; 3]).title())
            .collect();
        let numbers = PIECE_FIELDS
            .iter()
            .zip(self.values)
            .map(|(piece_field, value)| {
                let (name, label) = (piece_field.name, (piece_field.label)());
                match piece_field.options {
                    [] => field(name, label, value, piece_field.min..=piece_field.max),
                    options => choice(name, label, value, messages(options)),
                }
            });
        let extras = kind.params.iter().zip(&self.extras).map(|(param, &value)| {
            field(param.letter, (param.what)(), value, param.min..=param.max)
        });
        let skill = choice(
            "skill",
            msg!("skill-chess-field-skill"),
            self.skill as i64,
            skills,
        );
        numbers.chain([skill]).chain(extras).collect()
    }

    /// Sets the field `name` (one of `fields()`) to `value` (in its range).
    fn set(&mut self, name: &str, value: i64) {
        if let Some(at) = PIECE_FIELDS.iter().position(|field| field.name == name) {
            self.values[at] = value;
        } else if name == "skill" {
            // A new skill's extra numbers start at their defaults.
            if value as usize != self.skill {
                self.skill = value as usize;
                self.extras = SKILLS[self.skill]
                    .params
                    .iter()
                    .map(|p| p.default)
                    .collect();
            }
        } else {
            let params = SKILLS[self.skill].params;
            let at = params
                .iter()
                .position(|param| param.letter == name)
                .expect("fields() lists the skill's extra numbers");
            self.extras[at] = value;
        }
    }

    fn drawn(&self) -> PieceSpec {
        let [a, b, team, dir, first_cast, cooldown, respawn] = self.values;
        let mut extras = [0; 3];
        for (slot, &value) in extras.iter_mut().zip(&self.extras) {
            *slot = saturated(value);
        }
        PieceSpec {
            row: self.row as u8,
            col: self.col as u8,
            a: saturated(a),
            b: saturated(b),
            team: team as u8,
            dir: dir as u8,
            first_cast: saturated(first_cast),
            cooldown: saturated(cooldown),
            respawn: saturated(respawn),
            skill: (SKILLS[self.skill].build)(&extras),
            last_param_at: (0, 0),
        }
    }
}
