//! THUPC 2018 "组合数问题": T games of skill pieces on a board with obstacles, simulated round by
//! round exactly as the official judge does (including its deviations from the statement and its
//! libstdc++ `std::sort` orders of cells and fighters in fights).
//!
//! Input limits are the statement's (T ≤ 20, N, M ≤ 100, K ≤ 200, R ≤ 1000, attributes and
//! onepunch boosts ≤ 1000, b ≤ a, pieces not on obstacles); parameters it leaves open (rounds,
//! durations, ranges, wave length) must lie in 0..=10^9 (durations and f, z, r at least 1).
//! The statement guarantees that no backward goes back before the game's start; whether one does
//! depends on when it is cast, so the simulation checks it and reports a cast that would reach
//! round 0 or earlier as an input error at that piece's `l`.

mod editor;
mod engine;
pub mod gcc_sort;
mod gen;
mod input;
mod matching;
mod shrink;
mod trace;
mod view;

use boardlab_core::timeline::{style, Palette};
use boardlab_core::{
    BoardEditor, GameInfo, InputError, Jury, PlantedBug, Progress, Replay, Rules, Sample,
};
use std::fmt::Write;
use std::rc::Rc;
use view::{GameLayout, LoadedGame, SkillChessReplay};

fn parse(text: &str, _: &Rules, progress: &mut Progress) -> Result<Box<dyn Replay>, InputError> {
    let games: Vec<Rc<input::GameSpec>> = input::parse(text)?.into_iter().map(Rc::new).collect();
    let mut output = String::new();
    let mut layouts = Vec::with_capacity(games.len());
    let mut loaded = Vec::with_capacity(games.len());
    let mut lines = 0;
    for (g, spec) in games.iter().enumerate() {
        let mut layout = GameLayout::new(lines);
        let (game, state) =
            LoadedGame::play(g, Rc::clone(spec), &mut layout, progress, &mut |pairs| {
                writeln!(output, "{pairs}").expect("writing to a String cannot fail");
            })?;
        for piece in &state.pieces {
            writeln!(output, "{} {}", piece.row, piece.col)
                .expect("writing to a String cannot fail");
        }
        lines = layout.end_line(spec.pieces.len());
        layouts.push(layout);
        loaded.push(game);
    }
    Ok(Box::new(SkillChessReplay::new(
        games, layouts, loaded, output,
    )))
}

/// Whether a backward goes back before round 1 depends on the round it is cast in, so checking the
/// statement's guarantee means playing the games (at most a few hundred milliseconds).
fn validate(text: &str, rules: &Rules) -> Result<(), InputError> {
    parse(text, rules, &mut Progress::silent()).map(|_| ())
}

pub static GAME: GameInfo = GameInfo {
    id: "skill-chess",
    title: "Skill chess (组合数问题)",
    source: "THUPC 2018",
    about: "Red and blue pieces walk a board with obstacles, cast ten kinds of skills on a \
            cooldown and fight whenever both teams share a cell. The engine replays every round \
            exactly as the official judge does, including its quirks (listed in the spec) and \
            the orders in which GCC's std::sort lines up cells and fighters, and prints each \
            hupraise count and the final positions.",
    samples: &[
        Sample {
            name: "statement sample",
            input: include_str!("samples/statement.in"),
            rules: &[],
            note: "The original statement's sample. In the 4th game the official judge's data \
                   differs from the answer printed with the statement in 4 lines; the answer here \
                   is the judge's.",
        },
        Sample {
            name: "small duel",
            input: include_str!("samples/duel.in"),
            rules: &[],
            note: "Two rounds on a 3×4 board: a rabiribi knocks a piece through the edge, a \
                   hupraise prints 1, then a duel.",
        },
        Sample {
            name: "busy board",
            input: include_str!("samples/busy_board.in"),
            rules: &[],
            note: "48 pieces of every skill for 126 rounds on a 30×9 board.",
        },
    ],
    rules: &[],
    palette: Palette {
        cells: &[
            style("floor", "#f4f1ea", "#26262b", ""),
            style("obstacle", "#55555f", "#9a9aa6", "■"),
        ],
        tokens: &[
            style("red team", "#d55e00", "#ff9248", "R"),
            style("blue team", "#0072b2", "#56b4e9", "B"),
        ],
        marks: &[
            style("rabiribi cone", "#e69f00", "#f5c85c", "◇"),
            style("2dsaigao wave", "#009e73", "#45d6a4", "~"),
            style("2dsaigao burst", "#cc79a7", "#f0a8d2", "✺"),
            style("knock-back", "#222222", "#f2f2f2", "→"),
            style("fight", "#b2182b", "#ff6b7a", "⚔"),
            style("caster", "#f0e442", "#f0e442", "★"),
        ],
    },
    parse,
    judge_answer: None,
    validate,
    layout: input::layout,
    params: gen::PARAMS,
    generate: gen::generate,
    tests: gen::TESTS,
    stress: shrink::STRESS,
    editor: Some(BoardEditor {
        read: editor::read,
        edit: editor::edit,
    }),
    messages: boardlab_core::game_messages!(),
    statements: boardlab_core::game_statements!("skill-chess"),
    jury: boardlab_core::game_jury!(JURY),
};

/// The jury's solution (`solutions/skill-chess.cpp`) and its planted bugs, each with an input it fails on.
static JURY: Jury = Jury {
    file: "skill-chess.cpp",
    source: boardlab_core::solution_file!("skill-chess.cpp"),
    defines: &[],
    rules: &[],
    bugs: &[
        PlantedBug {
            name: "rabiribi-cone-down",
            about: "gives rabiribi cast facing down the cone in front of the piece, as the statement's figure shows, instead of the judge's right-facing cone (a misread quirk)",
            rules: &[],
            input: boardlab_core::solution_file!("rabiribi-cone-down.in"),
        },
    ],
    problem_name: None,
};
