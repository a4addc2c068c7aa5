//! THUPC 2018 "组合数问题": T games of skill pieces on a board with obstacles, simulated round by
//! round exactly as the official judge does (including its deviations from the statement and its
//! libstdc++ `std::sort` cell order in fights).

mod engine;
pub mod gcc_sort;
mod input;
mod matching;
mod view;

use crate::timeline::{style, Palette};
use crate::{GameInfo, InputError, Progress, Replay, Rules, Sample};
use engine::Simulator;
use std::fmt::Write;
use std::rc::Rc;

/// How one game's timeline is laid out, recorded by the main run.
pub struct GameLayout {
    /// Output line where this game's lines start.
    first_line: usize,
    /// Casts in each round (index 0 = round 1).
    casts: Vec<u32>,
    /// Step (relative to the game's first step) where each round starts, plus one past the last
    /// round: `round_steps[h]` is the first step of round h + 1.
    round_steps: Vec<usize>,
    /// Hupraise lines printed before each round (relative to `first_line`), plus the total.
    lines_before: Vec<usize>,
}

impl GameLayout {
    /// Steps of this game: the start, every round's sub-steps, the final positions.
    fn steps(&self) -> usize {
        self.round_steps[self.round_steps.len() - 1] + 1
    }
}

fn parse(text: &str, _: &Rules, progress: &mut Progress) -> Result<Box<dyn Replay>, InputError> {
    let games: Vec<Rc<input::GameSpec>> = input::parse(text)?.into_iter().map(Rc::new).collect();
    let mut output = String::new();
    let mut layouts = Vec::with_capacity(games.len());
    let mut lines = 0;
    let mut work = 0u64;
    for (g, spec) in games.iter().enumerate() {
        let mut simulator = Simulator::new(Rc::clone(spec));
        let mut state = simulator.initial_state();
        let mut layout = GameLayout {
            first_line: lines,
            casts: Vec::with_capacity(spec.rounds as usize),
            round_steps: vec![1],
            lines_before: vec![0],
        };
        let mut printed = 0;
        for round in 1..=spec.rounds {
            let casts = simulator.play_round(&mut state, &mut |pairs| {
                printed += 1;
                let _ = writeln!(output, "{pairs}");
            })?;
            layout.casts.push(casts as u32);
            let last = layout.round_steps[layout.round_steps.len() - 1];
            layout.round_steps.push(last + 3 + casts);
            layout.lines_before.push(printed);
            work += spec.pieces.len() as u64;
            progress.tick(work, || format!("game {} of {}: round {round}", g + 1, games.len()));
        }
        for piece in &state.pieces {
            let _ = writeln!(output, "{} {}", piece.row, piece.col);
        }
        lines += printed + spec.pieces.len();
        layouts.push(layout);
    }
    Ok(Box::new(view::SkillChessReplay::new(games, layouts, output)))
}

pub static GAME: GameInfo = GameInfo {
    id: "skill-chess",
    title: "Skill chess (组合数问题)",
    source: "THUPC 2018",
    about: "Red and blue pieces walk a board with obstacles, cast ten kinds of skills on a \
            cooldown and fight whenever both teams share a cell. The engine replays every round \
            exactly as the official judge does, including its quirks (listed in the spec) and \
            the cell order produced by GCC's std::sort, and prints each hupraise count and the \
            final positions.",
    samples: &[Sample {
        name: "statement sample",
        input: include_str!("samples/statement.in"),
        rules: &[],
        note: "The 4th game's published answer disagrees with the official judge data in 4 \
               lines; the engine follows the official data.",
    }],
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
};
