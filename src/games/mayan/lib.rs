//! NOIP 2011 "Mayan game" (Luogu P1312): empty a 7 × 5 board of coloured blocks in exactly n
//! drags, printing the lexicographically smallest sequence of moves or -1. Also replays a
//! contestant's answer and says what is wrong with it.

mod editor;
mod engine;
mod gen;
mod input;
mod judge;
mod position;
mod search;
mod shrink;
mod steps;
mod trace;
mod view;

use boardlab_core::i18n::Message;
use boardlab_core::text::Reader;
use boardlab_core::{
    msg, strict, GameInfo, InputError, Jury, PlantedBug, Progress, Replay, RuleOption, Rules,
    Sample,
};
use engine::{Grid, SameColourSwap};
use input::{read_answer, read_input, read_solve_input, replay_mode, same_colour_rule, Puzzle};
use judge::{judge, Played};
use position::{MayanPosition, Setup};
use search::{solve, Solution};
use std::rc::Rc;
use steps::{search_events, Timeline};
use view::MayanReplay;

/// Reading checks every limit, the absence of a removable group at the start included.
fn validate(text: &str, rules: &Rules) -> Result<(), InputError> {
    read_input(text, rules).map(|_| ())
}

/// The smallest answer of `puzzle`, with the search statistics.
fn solve_puzzle(
    puzzle: &Puzzle,
    rule: SameColourSwap,
    progress: &mut Progress,
) -> Result<Solution, InputError> {
    solve(
        &engine::Board::from_columns(&puzzle.columns),
        puzzle.n,
        rule,
        progress,
    )
}

fn parse(
    text: &str,
    rules: &Rules,
    progress: &mut Progress,
) -> Result<Box<dyn Replay>, InputError> {
    let rule = same_colour_rule(rules);
    let (puzzle, answer) = read_input(text, rules)?;
    let solution = solve_puzzle(&puzzle, rule, progress)?;
    let setup = Rc::new(Setup {
        puzzle: puzzle.clone(),
        rule,
        replay_mode: answer.is_some(),
    });
    let mut position = MayanPosition::start(setup, solution.moves.as_deref());
    // The settled boards of the main line, each with the step its move starts at.
    let mut positions = vec![(0, position.clone())];
    if let Some(answer) = answer {
        let smallest = solution.moves.as_deref();
        let judgement = judge(&puzzle, rule, smallest, &answer);
        let grid = Grid::from_columns(&puzzle.columns);
        let mut events = vec![msg!("mayan-replaying")];
        events.extend(search_events(&solution.stats, puzzle.n, smallest));
        let mut timeline = Timeline::new(&grid, puzzle.n, events, (0, 0));
        let mut before = grid;
        for (index, (mv, played)) in judgement.played.iter().enumerate() {
            let line = (index, index + 1);
            let first_step = timeline.step_count();
            match played {
                Played::Legal(trace) => {
                    timeline.add_move(index + 1, *mv, trace, line);
                    before = trace.final_grid().clone();
                    position = position.after(*mv, &before);
                }
                Played::Illegal(why) => timeline.add_illegal(index + 1, &before, *mv, *why, line),
            }
            // An illegal move leaves the board as it was: its step belongs to that board.
            positions.push((first_step, position.clone()));
        }
        let summary = &judgement.lines[judgement.played.len()..];
        let title = if judgement.correct {
            msg!("mayan-end-correct")
        } else {
            msg!("mayan-end-wrong")
        };
        timeline.finish(
            &judgement.final_grid,
            title,
            summary.to_vec(),
            (judgement.played.len(), judgement.lines.len()),
        );
        return Ok(Box::new(MayanReplay::new(
            timeline,
            judgement.text(),
            None,
            positions,
        )));
    }
    let grid = Grid::from_columns(&puzzle.columns);
    let events = search_events(&solution.stats, puzzle.n, solution.moves.as_deref());
    let Some(moves) = solution.moves else {
        let timeline = Timeline::new(&grid, puzzle.n, events, (0, 1));
        return Ok(Box::new(MayanReplay::new(
            timeline,
            "-1\n".to_string(),
            None,
            positions,
        )));
    };
    let mut timeline = Timeline::new(&grid, puzzle.n, events, (0, 0));
    let mut board = grid;
    for (index, &mv) in moves.iter().enumerate() {
        let trace = board.play(mv, rule).map_err(|why| {
            InputError::general(msg!(
                "mayan-error-solver-illegal",
                mv = mv.to_string(),
                why = why.message()
            ))
        })?;
        let first_step = timeline.step_count();
        timeline.add_move(index + 1, mv, &trace, (index, index + 1));
        board = trace.final_grid().clone();
        position = position.after(mv, &board);
        positions.push((first_step, position.clone()));
    }
    timeline.finish(
        &board,
        msg!("mayan-end-cleared", moves = moves.len()),
        vec![msg!("mayan-end-cleared-event", moves = moves.len())],
        (moves.len(), moves.len()),
    );
    let output: String = moves.iter().map(|mv| format!("{mv}\n")).collect();
    let judge_line = Some(output.clone());
    Ok(Box::new(MayanReplay::new(
        timeline, output, judge_line, positions,
    )))
}

/// Replays a contestant's answer text against the puzzle in `input`. In replay mode the output
/// is a verdict, not moves: there is nothing to replay.
fn judge_answer(input: &str, rules: &Rules, answer: &str) -> Result<Option<Message>, InputError> {
    if replay_mode(rules) {
        return Ok(None);
    }
    let rule = same_colour_rule(rules);
    let puzzle = read_solve_input(&mut Reader::new(input))?;
    let answer = read_answer(&mut Reader::new(answer))?;
    let solution = solve(
        &engine::Board::from_columns(&puzzle.columns),
        puzzle.n,
        rule,
        &mut Progress::silent(),
    )?;
    Ok(Some(
        judge(&puzzle, rule, solution.moves.as_deref(), &answer).message(),
    ))
}

pub static GAME: GameInfo = GameInfo {
    id: "mayan",
    title: "Mayan game",
    source: "NOIP 2011 提高组 Day 1 (Luogu P1312)",
    about: "Drag one block one cell left or right; runs of three or more equal colours vanish, \
            blocks fall, chains follow. The engine finds the lexicographically smallest way to \
            empty the board in exactly n moves (or -1) with an exact pruned search, and can \
            replay your own answer move by move and say what is wrong with it.",
    samples: &[
        Sample {
            name: "statement sample",
            input: include_str!("samples/statement.in"),
            rules: &[],
            note: "The sample of the statement: three swaps, the last one sets off three chains.",
        },
        Sample {
            name: "five moves, long chains",
            input: include_str!("samples/five_moves.in"),
            rules: &[],
            note: "A full board cleared in five moves.",
        },
        Sample {
            name: "no solution (-1)",
            input: include_str!("samples/no_solution.in"),
            rules: &[],
            note: "A dense board that no five moves can clear, so the answer is -1.",
        },
        Sample {
            name: "replay: a valid answer that is not the smallest",
            input: include_str!("samples/replay_not_smallest.in"),
            rules: &[("mode", "replay")],
            note: "The statement sample followed by an answer that empties the board but is not \
                   the lexicographically smallest.",
        },
    ],
    rules: &[
        RuleOption {
            name: "same_colour_swap",
            help: "whether swapping two blocks of the same colour counts as a move",
            values: &[
                (
                    "counts",
                    "it is a move that changes nothing (the literal rules)",
                ),
                (
                    "skipped",
                    "it is not a move: solvers never make it, replays reject it",
                ),
            ],
        },
        RuleOption {
            name: "mode",
            help: "solve the puzzle, or replay an answer given after the puzzle lines",
            values: &[
                ("solve", "print the smallest answer or -1"),
                (
                    "replay",
                    "the input is the puzzle followed by an answer; print a verdict on it",
                ),
            ],
        },
    ],
    palette: steps::PALETTE,
    parse,
    judge_answer: Some(judge_answer),
    validate,
    layout: strict::lines_as_read,
    params: gen::PARAMS,
    generate: gen::generate,
    tests: gen::TESTS,
    stress: shrink::STRESS,
    editor: Some(editor::EDITOR),
    messages: boardlab_core::game_messages!(),
    statements: boardlab_core::game_statements!("mayan"),
    jury: boardlab_core::game_jury!(JURY),
};

/// The jury's solution (`solutions/mayan.cpp`) and its planted bugs, each with an input it fails on.
static JURY: Jury = Jury {
    file: "mayan.cpp",
    source: boardlab_core::solution_file!("mayan.cpp"),
    defines: &[],
    rules: &[],
    bugs: &[
        PlantedBug {
            name: "rows-top-down",
            about: "tries the rows from the top down, so of two answers that differ in a move's row it may print the larger (a wrong tie-break)",
            rules: &[],
            input: boardlab_core::solution_file!("rows-top-down.in"),
        },
    ],
    problem_name: None,
};
