//! A test's boards and the steps of one turn: the terrain, the soldiers with their strengths,
//! the walk, the attack and what it did. A destroyed soldier is drawn faded (strength 0) in the
//! step that destroys it and is gone from the next step on. The main line (`view.rs`) and your
//! own moves (`position.rs`) draw them alike.

use super::input::{Kind, Side};
use super::rules::{Game, Move, State, NONE};
use boardlab_core::timeline::{Frame, Mark, Token};
use boardlab_core::{msg, Message, Step};

/// Mark kinds (indexes into the palette's marks).
const REGION: u8 = 0;
const WALK: u8 = 1;
const ATTACK: u8 = 2;

/// Token ids stay distinct across tests so the painter never tweens one test into the next.
const IDS_PER_TEST: u32 = 8;

/// "test 3" for test `test` (0-based): a marker, an editor scope.
pub fn test_name(test: usize) -> Message {
    msg!("three-kingdoms-test", number = test + 1)
}

fn place(game: &Game, cell: u8) -> String {
    let cell = cell as usize;
    format!("({},{})", cell / game.cols + 1, cell % game.cols + 1)
}

fn centre(game: &Game, cell: u8) -> (f32, f32) {
    let cell = cell as usize;
    ((cell / game.cols) as f32, (cell % game.cols) as f32)
}

pub(super) fn soldier_name(game: &Game, state: &State, i: usize) -> Message {
    msg!(
        "three-kingdoms-soldier",
        kind = game.kinds[i].name(),
        place = place(game, state.pos[i])
    )
}

/// "rider (2,3) → (2,5), attacks archer (3,5) for 8", "passes".
pub fn describe(game: &Game, state: &State, m: Move) -> Message {
    if m.is_pass() {
        return msg!("three-kingdoms-passes");
    }
    let i = m.soldier as usize;
    let soldier = soldier_name(game, state, i);
    let walk = if m.to == state.pos[i] {
        msg!("three-kingdoms-stays", soldier = soldier)
    } else {
        msg!(
            "three-kingdoms-moves-to",
            soldier = soldier,
            to = place(game, m.to)
        )
    };
    if m.target == NONE {
        return walk;
    }
    let t = m.target as usize;
    msg!(
        "three-kingdoms-moves-and-attacks",
        walk = walk,
        target = soldier_name(game, state, t),
        damage = game.format_value(game.damage(state, i, t))
    )
}

/// The board of a test: its terrain and the axis labels, no soldiers.
pub fn terrain_board(rows: usize, cols: usize, terrain: &[u8]) -> Frame {
    let mut frame = Frame::new(rows, cols);
    for (cell, &kind) in terrain.iter().enumerate() {
        frame.set_cell(cell / cols, cell % cols, kind);
    }
    frame.row_labels = (1..=rows).map(|r| r.to_string()).collect();
    frame.col_labels = (1..=cols).map(|c| c.to_string()).collect();
    frame
}

/// The token of a soldier at (`row`, `col`) labelled with its strength.
pub fn soldier_token(
    id: u32,
    (row, col): (f32, f32),
    side: Side,
    kind: Kind,
    strength: String,
) -> Token {
    let mut token = Token::new(id, 0, 0, 3 * side as u8 + kind.index() as u8, strength);
    (token.row, token.col) = (row, col);
    token
}

/// The board with every living soldier of `state`.
pub(super) fn board(game: &Game, state: &State, test: usize) -> Frame {
    let mut frame = terrain_board(game.rows, game.cols, &game.terrain);
    for i in 0..game.count() {
        if state.pos[i] != NONE {
            frame.tokens.push(token(game, state, test, i));
        }
    }
    frame
}

fn token(game: &Game, state: &State, test: usize, i: usize) -> Token {
    soldier_token(
        token_id(test, i),
        centre(game, state.pos[i]),
        game.sides[i],
        game.kinds[i],
        game.format_value(state.strength[i]),
    )
}

fn token_id(test: usize, soldier: usize) -> u32 {
    test as u32 * IDS_PER_TEST + soldier as u32
}

/// "test 1 · turn 3 of 4 · score 5": the caption under a board after turn `played`.
pub fn caption(test: usize, played: usize, turns: usize, score: String) -> Message {
    msg!(
        "three-kingdoms-caption",
        test = test + 1,
        played = played,
        turns = turns,
        score = score
    )
}

pub(super) fn state_caption(game: &Game, state: &State, test: usize) -> Message {
    let score = game.format_value(game.score(state));
    caption(test, state.ply as usize, game.turns as usize, score)
}

/// The step of test `test` after turn `ply + 1` (`None`: the initial position).
/// The step of one turn: move `m` from `before` on test `test`'s board after it, with the walk,
/// the attack and what it did (the main line's turns and your own moves alike).
pub fn turn_step(game: &Game, test: usize, before: &State, m: Move) -> Step {
    let after = game.apply(before, m);
    let mut frame = board(game, &after, test);
    let mut events = Vec::new();
    if !m.is_pass() {
        let i = m.soldier as usize;
        let walk = game.path(before, i, m.to as usize);
        if !walk.is_empty() {
            // The whole path is one argument: it reads left to right in every language.
            let path: Vec<String> = std::iter::once(before.pos[i])
                .chain(walk.iter().map(|&c| c as u8))
                .map(|c| place(game, c))
                .collect();
            events.push(msg!(
                "three-kingdoms-walks",
                soldier = soldier_name(game, before, i),
                path = path.join(" → "),
                to = path.last().cloned().unwrap_or_default()
            ));
            let mut points = vec![centre(game, before.pos[i])];
            points.extend(walk.iter().map(|&c| centre(game, c as u8)));
            let id = token_id(test, i);
            if let Some(walker) = frame.tokens.iter_mut().find(|t| t.id == id) {
                // The cells between the start and the destination.
                walker.trail = points[1..points.len() - 1].to_vec();
            }
            frame.marks.push(Mark::Path { points, kind: WALK });
        }
        if m.target != NONE {
            let t = m.target as usize;
            let region: Vec<(u16, u16)> = (0..game.rows * game.cols)
                .filter(|&c| game.region(i, m.to as usize) & 1 << c != 0)
                .map(|c| ((c / game.cols) as u16, (c % game.cols) as u16))
                .collect();
            frame.marks.push(Mark::Cells {
                cells: region,
                kind: REGION,
            });
            frame.marks.push(Mark::Arrow {
                from: centre(game, m.to),
                to: centre(game, before.pos[t]),
                kind: ATTACK,
            });
            let damage = game.format_value(game.damage(before, i, t));
            if after.pos[t] == NONE {
                events.push(msg!(
                    "three-kingdoms-attack-destroys",
                    target = soldier_name(game, before, t),
                    damage = damage,
                    had = game.format_value(before.strength[t])
                ));
                let mut fallen = token(game, before, test, t);
                fallen.label = "0".to_string();
                fallen.faded = true;
                frame.tokens.push(fallen);
            } else {
                events.push(msg!(
                    "three-kingdoms-attack-weakens",
                    target = soldier_name(game, before, t),
                    damage = damage,
                    before = game.format_value(before.strength[t]),
                    after = game.format_value(after.strength[t])
                ));
            }
        }
    }
    events.push(msg!(
        "three-kingdoms-score-change",
        before = game.format_value(game.score(before)),
        after = game.format_value(game.score(&after))
    ));
    frame.caption = Some(state_caption(game, &after, test));
    Step {
        title: msg!(
            "three-kingdoms-turn-title",
            test = test + 1,
            turn = after.ply,
            side = game.mover(before).name(),
            play = describe(game, before, m)
        ),
        events,
        output_lines: (test, test),
        frame,
        text: String::new(),
    }
}
