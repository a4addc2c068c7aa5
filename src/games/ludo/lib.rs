//! Quera "Mench" (Ludo) project, parts 1–5: the die picture, the LCG die, and a request-driven
//! Ludo game with the judge's messages and text board.

mod engine;
mod gen;
mod input;
mod position;
mod shrink;
mod trace;
mod view;

use boardlab_core::timeline::{style, Palette};
use boardlab_core::{
    GameInfo, InputError, Jury, PlantedBug, Progress, Replay, RuleOption, Rules, Sample, Suggestion,
};
use engine::Options;
use input::{options, part_suggestion};

const RULES: &[RuleOption] = &[
    RuleOption {
        name: "part",
        help: "Which part of the project the input is for (each part has its own input format).",
        values: &[
            ("5", "part 5: four players, the board printed after every request"),
            ("1", "part 1: draw the die face d"),
            ("2", "part 2: print n rolls of the LCG die"),
            ("3", "part 3: one red player, up to 100 000 requests"),
            ("4", "part 4: four players taking turns, up to 1000 requests"),
        ],
    },
    RuleOption {
        name: "pip",
        help: "The pip character of the part-1 die picture (the converted statement shows o, O and 0).",
        values: &[("o", "lower-case o"), ("O", "capital O"), ("0", "digit zero")],
    },
    RuleOption {
        name: "dice_rule",
        help: "When `dice` is refused because earlier rolls are still unused.",
        values: &[
            ("strict", "any unused value refuses the roll"),
            ("non6", "only unused non-six values refuse it; leftover sixes stay and only the new values are printed"),
        ],
    },
    RuleOption {
        name: "enter_opponent",
        help: "What `enter` does when an opponent stands on the start cell.",
        values: &[
            ("capture", "the opponent is captured and sent to its corner"),
            ("busy", "the start cell counts as busy: `busy starting cell`"),
        ],
    },
    RuleOption {
        name: "capture_to",
        help: "Which corner cell a captured piece goes back to.",
        values: &[
            ("lowest_free", "the lowest-numbered free corner cell of its colour"),
            ("lowest", "its colour's first corner cell even if occupied (the board prints the captured piece there)"),
        ],
    },
    RuleOption {
        name: "giveup_passes",
        help: "When `giveup` passes the turn (parts 4–5).",
        values: &[
            ("always", "every giveup clears the dice and passes the turn"),
            ("after_roll", "a giveup before the current player rolled changes nothing"),
        ],
    },
    RuleOption {
        name: "turn_check",
        help: "When `it is not your turn` is checked for another colour's piece (parts 4–5).",
        values: &[
            ("first", "before every other check"),
            ("last", "after all other checks, just before the request would succeed"),
        ],
    },
    RuleOption {
        name: "track_end",
        help: "Where red's path ends in part 3 (parts 4–5 always use the home cells).",
        values: &[
            ("home", "the path continues into the four home cells 45–48"),
            ("forty", "no move past cell 40"),
        ],
    },
    RuleOption {
        name: "glyphs",
        help: "How an empty corner or home cell is printed on the text board.",
        values: &[("lower", "xx"), ("upper", "XX")],
    },
];

const SAMPLES: &[Sample] = &[
    Sample {
        name: "part 5: enter, move and a blue start",
        input: include_str!("samples/part5.in"),
        rules: &[("part", "5")],
        note: "The statement's part-5 sample: the board is printed after every request.",
    },
    Sample {
        name: "part 4: a capture",
        input: include_str!("samples/part4_capture.in"),
        rules: &[("part", "4")],
        note: "Red walks onto blue's piece and sends it back to its corner.",
    },
    Sample {
        name: "part 3: one red player",
        input: include_str!("samples/part3.in"),
        rules: &[("part", "3")],
        note: "The statement's first part-3 sample.",
    },
    Sample {
        name: "part 2: the LCG die",
        input: include_str!("samples/part2.in"),
        rules: &[("part", "2")],
        note: "",
    },
    Sample {
        name: "part 1: a die face",
        input: include_str!("samples/part1.in"),
        rules: &[("part", "1")],
        note: "",
    },
];

/// Cell kinds: 0 none, 1 track, 2–5 start, 6–9 corner, 10–13 home (red, blue, green, yellow),
/// 14 die face, 15 pip (parts 1–2), 16 the die of the player to roll next (parts 3–5).
const CELLS: &[boardlab_core::timeline::Style] = &[
    style("no cell", "#f4f1ea", "#1e1e24", ""),
    style("track", "#ffffff", "#3a3a44", ""),
    style("red start", "#f08c8c", "#9c3a3a", "R"),
    style("blue start", "#8cb8f0", "#33608f", "B"),
    style("green start", "#8fd19e", "#2f7a44", "G"),
    style("yellow start", "#f2d675", "#8a7424", "Y"),
    style("red corner", "#f6c4c4", "#6e2d2d", "r"),
    style("blue corner", "#c4dbf6", "#26476b", "b"),
    style("green corner", "#c8ebd0", "#245c35", "g"),
    style("yellow corner", "#f8ebb9", "#6b5a1d", "y"),
    style("red home", "#eaa3a3", "#833434", "r"),
    style("blue home", "#a3c6ea", "#2d5580", "b"),
    style("green home", "#a9dcb5", "#2a6b3d", "g"),
    style("yellow home", "#efde9a", "#7a6720", "y"),
    style("die face", "#fffdf6", "#d8d4c8", ""),
    style("pip", "#222222", "#111111", "o"),
    style("die of the player to move", "#dcd5c3", "#55555f", "⚂"),
];

const TOKENS: &[boardlab_core::timeline::Style] = &[
    style("red piece", "#c0392b", "#ff6b5e", "R"),
    style("blue piece", "#1f5fbf", "#6aa8ff", "B"),
    style("green piece", "#1e8449", "#5fd38a", "G"),
    style("yellow piece", "#b7950b", "#ffd84d", "Y"),
];

/// Mark kinds: 0 the path of a move, 1 a capture arrow, 2 the dice text, 3 the destination.
const MARKS: &[boardlab_core::timeline::Style] = &[
    style("move path", "#6c3483", "#c39bd3", "→"),
    style("capture", "#e67e22", "#f5b041", "×"),
    style("dice", "#222222", "#f0f0f0", "⚂"),
    style("destination", "#8e44ad", "#d2b4de", "◎"),
];

fn parse(text: &str, rules: &Rules, _: &mut Progress) -> Result<Box<dyn Replay>, InputError> {
    let options = options(rules);
    run(text, options).map_err(|error| offer_other_part(text, options, error))
}

/// Reading the input is the whole check: the one error the game itself can find, an endless run
/// of sixes, is impossible with the prime A, B and m that reading insists on.
fn validate(text: &str, rules: &Rules) -> Result<(), InputError> {
    let options = options(rules);
    input::parse(text, options.part)
        .map(|_| ())
        .map_err(|error| offer_other_part(text, options, error))
}

/// Each part has its own format: `error` offers the part the input does read as (never switches).
fn offer_other_part(text: &str, options: Options, mut error: InputError) -> InputError {
    error.suggestion = part_read_as(text, options)
        .filter(|suggestion| suggestion.value != options.part.to_string())
        .map(Box::new);
    error
}

fn run(text: &str, options: Options) -> Result<Box<dyn Replay>, InputError> {
    view::replay(input::parse(text, options.part)?, options)
}

/// The part an input runs as, tried in the order: the die value of part 1, the rolls of part 2,
/// requests for four players (part 5, the default; part 4 reads the same) unless they only
/// make sense for one, requests for one player (part 3, which also allows q > 1000).
fn part_read_as(text: &str, options: Options) -> Option<Suggestion> {
    [1, 2, 5, 3].into_iter().find_map(|part| {
        let replay = run(text, Options { part, ..options }).ok()?;
        let mut suggestions = replay.suggestions();
        Some(if suggestions.is_empty() {
            part_suggestion(part)
        } else {
            suggestions.swap_remove(0)
        })
    })
}

pub static GAME: GameInfo = GameInfo {
    id: "ludo",
    title: "Mench (Ludo) project",
    source: "Quera, \"پروژه منچ\" (Mench project), parts 1–5",
    about: "Draws the die (part 1), rolls the LCG die (part 2) and plays the request-driven Ludo \
            game of parts 3–5 with the judge's exact messages and text board, animating every roll, \
            walk and capture. The original Persian statement survives only in damaged form, so every \
            point it leaves ambiguous is a rule option (pip, dice_rule, enter_opponent, capture_to, \
            giveup_passes, turn_check, track_end, glyphs); the defaults are our reconstruction, and \
            the option `part` picks the part, since each part has its own input format.",
    samples: SAMPLES,
    rules: RULES,
    palette: Palette {
        cells: CELLS,
        tokens: TOKENS,
        marks: MARKS,
    },
    parse,
    judge_answer: None,
    validate,
    layout: input::layout,
    params: gen::PARAMS,
    generate: gen::generate,
    tests: gen::TESTS,
    stress: shrink::STRESS,
    editor: None,
    messages: boardlab_core::game_messages!(),
    statements: boardlab_core::game_statements!("ludo-rules", "ludo-part1", "ludo-part2", "ludo-part3", "ludo-part4", "ludo-part5"),
    jury: boardlab_core::game_jury!(JURY),
};

/// The jury's solution (`solutions/ludo.cpp`) and its planted bugs, each with an input it fails on.
static JURY: Jury = Jury {
    file: "ludo.cpp",
    source: boardlab_core::solution_file!("ludo.cpp"),
    defines: &["part"],
    rules: &[("part", "1"), ("part", "2"), ("part", "3"), ("part", "4"), ("part", "5")],
    bugs: &[
        PlantedBug {
            name: "mirrored-faces",
            about: "puts the pips of faces 2 and 3 on the other diagonal (a mirrored picture)",
            rules: &[("part", "1")],
            input: boardlab_core::solution_file!("mirrored-faces.in"),
        },
        PlantedBug {
            name: "first-die-skipped",
            about: "advances the sequence once too often, so the first die is skipped (an off-by-one)",
            rules: &[("part", "2")],
            input: boardlab_core::solution_file!("first-die-skipped.in"),
        },
        PlantedBug {
            name: "six-ends-roll",
            about: "ends a roll on a six instead of rolling again (a misread rule)",
            rules: &[("part", "3")],
            input: boardlab_core::solution_file!("six-ends-roll.in"),
        },
        PlantedBug {
            name: "turn-passes-early",
            about: "passes the turn after every entry or move, even with dice left (a misread rule)",
            rules: &[("part", "4")],
            input: boardlab_core::solution_file!("turn-passes-early.in"),
        },
        PlantedBug {
            name: "capture-to-own-corner",
            about: "sends a captured piece to its own corner cell (R2 to 42) instead of the lowest free corner cell of its colour (a misread rule)",
            rules: &[("part", "5")],
            input: boardlab_core::solution_file!("capture-to-own-corner.in"),
        },
    ],
    problem_name: Some(|rules| {
        boardlab_core::msg!("ludo-problem-name", title = GAME.shown_title(), part = rules.get("part"))
    }),
};
