//! THUPC 2022 Final "德州消消乐" (Luogu P8422): a match-3 board with special pieces, chain rounds
//! and a poker-hand bonus every 5 valid swaps. The judge output is the total score.

mod colours;
mod editor;
mod engine;
mod gen;
mod hand;
mod input;
mod position;
mod shrink;
mod tally;
mod trace;
mod view;

use boardlab_core::timeline::{style, Palette};
use boardlab_core::{GameInfo, InputError, Jury, PlantedBug, Progress, Replay, Rules, Sample};

fn parse(text: &str, _: &Rules, _: &mut Progress) -> Result<Box<dyn Replay>, InputError> {
    let input = input::parse(text)?;
    Ok(Box::new(view::Match3Replay::new(input)))
}

fn validate(text: &str, _: &Rules) -> Result<(), InputError> {
    input::parse(text).map(|_| ())
}

pub static GAME: GameInfo = GameInfo {
    id: "match3",
    title: "Texas match-3 (德州消消乐)",
    source: "THUPC 2022 Final, problem I (Luogu P8422)",
    about: "Plays every swap of a match-3 board: runs of 3, special pieces that clear rows, \
            columns, squares or a whole colour, gravity and chain rounds, and a poker-hand bonus \
            over the main colours of every 5 valid swaps. Prints the total score the judge \
            expects; the timeline shows each round's runs, every special firing, the removal \
            and the fall, with the score split into its five kinds.",
    samples: &[
        Sample {
            name: "Sample 1",
            input: include_str!("samples/sample1.in"),
            rules: &[],
            note: "The statement's first sample: five valid swaps, a two-pairs hand, the board \
                   cleared (11692).",
        },
        Sample {
            name: "Sample 2",
            input: include_str!("samples/sample2.in"),
            rules: &[],
            note: "Sample 1 with three invalid swaps added and no board clear (684).",
        },
        Sample {
            name: "Sample 3",
            input: include_str!("samples/sample3.in"),
            rules: &[],
            note: "One swap: run blocks of 7, 5, 6 and 6 pieces score 1900 combination over \
                   two rounds (3023).",
        },
    ],
    rules: &[],
    palette: Palette {
        cells: &[style("cell", "#f3efe6", "#2b2b31", "")],
        tokens: &colours::COLOURS,
        marks: &[
            style("run cell", "#f5b700", "#ffd54f", "≡"),
            style("covered by a special", "#7b2cbf", "#c77dff", "✦"),
            style("firing special", "#d00000", "#ff5c5c", "!"),
            style("to be removed", "#555555", "#bbbbbb", "×"),
            style("swapped", "#0077b6", "#48cae4", "⇄"),
            style("invalid swap", "#9d0208", "#ff6b6b", "✗"),
            style("points", "#1b4332", "#b7e4c7", "+"),
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
    editor: Some(editor::EDITOR),
    messages: boardlab_core::game_messages!(),
    statements: boardlab_core::game_statements!("match3"),
    jury: boardlab_core::game_jury!(JURY),
};

/// The jury's solution (`solutions/match3.cpp`) and its planted bugs, each with an input it fails on.
static JURY: Jury = Jury {
    file: "match3.cpp",
    source: boardlab_core::solution_file!("match3.cpp"),
    defines: &[],
    rules: &[],
    bugs: &[
        PlantedBug {
            name: "specials-stay",
            about: "drops the colours when pieces fall but leaves the special types where they were (a misread rule)",
            rules: &[],
            input: boardlab_core::solution_file!("specials-stay.in"),
        },
    ],
    problem_name: None,
};
