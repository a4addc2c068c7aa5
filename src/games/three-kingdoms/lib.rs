//! Three Kingdom Chess (ACM-ICPC Beijing 2011 C): Zhuge Liang and Zhou Yu move footmen, riders
//! and archers on a small board for K turns; the answer is Zhuge Liang's best guaranteed score.

mod editor;
mod gen;
mod input;
mod position;
mod rules;
mod search;
mod shrink;
mod solved;
mod steps;
mod table;
mod trace;
mod view;

use boardlab_core::timeline::{style, Palette};
use boardlab_core::{
    GameInfo, InputError, Jury, PlantedBug, Progress, Replay, RuleOption, Rules, Sample,
};
use rules::Halving;
use solved::{solve_test, KEPT_TABLE_ENTRIES};
use table::Table;
use view::ThreeKingdomsReplay;

/// How many test cases `text` (a valid input) holds, read by the game's own parser without
/// solving any: the fuzzer only validates inputs of many tests, whose searches take seconds.
pub fn test_count(text: &str) -> Result<usize, InputError> {
    input::parse_tests(text).map(|tests| tests.len())
}

fn validate(text: &str, _: &Rules) -> Result<(), InputError> {
    input::parse_tests(text).map(|_| ())
}

fn parse(
    text: &str,
    rules: &Rules,
    progress: &mut Progress,
) -> Result<Box<dyn Replay>, InputError> {
    let halving = match rules.get("half_damage") {
        "exact" => Halving::Exact,
        _ => Halving::Floor,
    };
    let inputs = input::parse_tests(text)?;
    let mut tests = Vec::with_capacity(inputs.len());
    let mut kept_entries = 0;
    for (index, test) in inputs.iter().enumerate() {
        let mut solved = solve_test(test, (index + 1, inputs.len()), halving, progress)?;
        kept_entries += solved.table.len();
        if kept_entries > KEPT_TABLE_ENTRIES {
            solved.table = Table::default();
        }
        tests.push(solved);
    }
    Ok(Box::new(ThreeKingdomsReplay::new(tests)))
}

pub static GAME: GameInfo = GameInfo {
    id: "three-kingdoms",
    title: "Three Kingdom Chess",
    source: "ACM-ICPC Asia Beijing Regional 2011, problem C (HDU 4083, LA 5715, UVa 1495)",
    about: "Zhuge Liang and Zhou Yu take turns moving one footman, rider or archer and attacking \
            with it, for at most K turns; Zhuge Liang maximises his strength minus Zhou Yu's. The \
            engine solves each test exactly (alpha-beta with a transposition table and a cut-off \
            from the strength still in play) and replays the optimal line with the best \
            alternatives of every turn.",
    samples: &[
        Sample {
            name: "first duels",
            input: include_str!("samples/duels.in"),
            rules: &[],
            note: "Eleven small tests: single soldiers, lakes and mountains in the way.",
        },
        Sample {
            name: "5×5 battle",
            input: include_str!("samples/battle.in"),
            rules: &[],
            note: "Three 5×5 battles of 10 turns with long paces: the hardest kind of test.",
        },
        Sample {
            name: "exact halves",
            input: include_str!("samples/halves.in"),
            rules: &[("half_damage", "exact")],
            note: "Odd strengths halved: compare with half_damage=floor.",
        },
    ],
    rules: &[RuleOption {
        name: "half_damage",
        help: "how a halved attack (footman→rider, rider→archer, archer→footman) rounds",
        values: &[
            ("floor", "floor(S / 2), as the judge computes"),
            (
                "exact",
                "exact halves: strengths become fractions such as 78.75",
            ),
        ],
    }],
    palette: Palette {
        cells: &[
            style("plain", "#f3efe0", "#3a3a32", ""),
            style("mountain", "#b9a58a", "#6b5a44", "▲"),
            style("lake", "#8fc3e8", "#1f4f73", "≈"),
        ],
        tokens: &[
            style("Zhuge Liang footman", "#1f5fbf", "#6ea8ff", "F"),
            style("Zhuge Liang rider", "#1f5fbf", "#6ea8ff", "R"),
            style("Zhuge Liang archer", "#1f5fbf", "#6ea8ff", "A"),
            style("Zhou Yu footman", "#d55e00", "#ff9e4a", "f"),
            style("Zhou Yu rider", "#d55e00", "#ff9e4a", "r"),
            style("Zhou Yu archer", "#d55e00", "#ff9e4a", "a"),
        ],
        marks: &[
            style("attack region", "#f0c02880", "#f0c02860", "·"),
            style("walk", "#333333", "#dddddd", "→"),
            style("attack", "#c0102a", "#ff5470", "⚔"),
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
    statements: boardlab_core::game_statements!("three-kingdoms"),
    jury: boardlab_core::game_jury!(JURY),
};

/// The jury's solution (`solutions/three-kingdoms.cpp`) and its planted bugs, each with an input it fails on.
static JURY: Jury = Jury {
    file: "three-kingdoms.cpp",
    source: boardlab_core::solution_file!("three-kingdoms.cpp"),
    defines: &[],
    rules: &[],
    bugs: &[PlantedBug {
        name: "walk-past-pace",
        about: "lets every soldier walk one step more than its pace (an off-by-one)",
        rules: &[],
        input: boardlab_core::solution_file!("walk-past-pace.in"),
    }],
    problem_name: None,
};
