//! `boardlab bench`: times the engine per file (parse+solve, seeking steps, the background
//! analysis, your moves with their feedback), or with `--each-position` your first listed move
//! at every position of the timeline.

use crate::args::GameArgs;
use crate::failure::Failure;
use crate::input::{check_rules, parse_session, read_input};
use crate::out::outln;
use boardlab::{clock, Progress, Session};

/// The arguments of `bench` (its help text is on `Command::Bench` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The inputs to time
    #[arg(value_name = "FILE", required = true)]
    files: Vec<String>,
    /// Instead, time your first listed move at every position of the timeline (its feedback
    /// searches that position afresh) and print the slowest
    #[arg(long)]
    each_position: bool,
}

/// A small deterministic generator for picking random steps to seek to.
fn next_random(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

pub fn run(args: Args) -> Result<(), Failure> {
    check_rules(&args.game)?;
    if args.each_position {
        return bench_each_position(&args);
    }
    outln!("file\tsolve_ms(median)\truns\tsteps\tseek_p95_ms\tanalysis_ms\tfeedback_p95_ms\tfeedback_max_ms\tmoves_timed");
    for path in &args.files {
        let (source, text) = read_input(Some(path))?;
        let mut times = Vec::new();
        let started = clock::now_ms();
        let mut session = loop {
            let t0 = clock::now_ms();
            // Without the hints, which would repeat once per run.
            let session = parse_session(&args.game, &source, &text)?;
            times.push(clock::now_ms() - t0);
            if times.len() >= 3 && (clock::now_ms() - started > 1000.0 || times.len() >= 50) {
                break session;
            }
        };
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let steps = session.step_count();
        let has_analysis = !(0..steps).all(|i| session.is_complete(i));
        let mut seeks = Vec::new();
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..200.min(steps.max(1)) {
            let index = (next_random(&mut seed) % steps.max(1) as u64) as usize;
            let t0 = clock::now_ms();
            std::hint::black_box(session.view(index)); // what the page asks per step shown
            seeks.push(clock::now_ms() - t0);
        }
        seeks.sort_by(f64::total_cmp);
        let p95 = seeks
            .get(seeks.len() * 95 / 100)
            .or(seeks.last())
            .copied()
            .unwrap_or(0.0);
        let analysis = if !has_analysis {
            "-".to_string()
        } else {
            let t0 = clock::now_ms();
            while session.prepare(0) {}
            format!("{:.3}", clock::now_ms() - t0)
        };
        let mut feedback = feedback_times(&mut session);
        feedback.sort_by(f64::total_cmp);
        let (feedback_p95, feedback_max) = match feedback.last() {
            Some(max) => (
                format!("{:.3}", feedback[feedback.len() * 95 / 100]),
                format!("{max:.3}"),
            ),
            None => ("-".to_string(), "-".to_string()),
        };
        outln!(
            "{path}\t{median:.3}\t{}\t{steps}\t{p95:.3}\t{analysis}\t{feedback_p95}\t{feedback_max}\t{}",
            times.len(),
            feedback.len()
        );
    }
    Ok(())
}

/// `bench --each-position`: your first listed move at every position of the timeline (the
/// steps of one position share its feedback's searches, so each position is timed once), the
/// fastest of 3 passes over fresh sessions per position (neighbours on the machine only ever
/// slow a pass down).
fn bench_each_position(args: &Args) -> Result<(), Failure> {
    const PASSES: usize = 3;
    outln!("file\tpositions\tfirst_move_p95_ms\tfirst_move_max_ms\tslowest_step");
    for path in &args.files {
        let (source, text) = read_input(Some(path))?;
        // Per position, its first step and its fastest time.
        let mut times: Vec<(usize, f64)> = Vec::new();
        for pass in 0..PASSES {
            let mut session = parse_session(&args.game, &source, &text)?;
            let (mut index, mut position) = (0, 0);
            while index < session.step_count() {
                let first = session
                    .decision(index)
                    .and_then(|d| d.moves.first().cloned());
                let Some(first) = first else {
                    index += 1;
                    continue;
                };
                let t0 = clock::now_ms();
                let played = session.play(index, &first.id, &mut Progress::silent());
                let ms = clock::now_ms() - t0;
                let branch =
                    played.unwrap_or_else(|e| panic!("move {} at step {index}: {e}", first.id));
                session.back_to_main_line();
                if pass == 0 {
                    times.push((index, ms));
                } else {
                    times[position].1 = times[position].1.min(ms);
                }
                position += 1;
                // The move's first step follows its position's last main-line step.
                index = branch.first_step.max(index + 1);
            }
        }
        let (slowest_step, max) = times
            .iter()
            .copied()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap_or_default();
        let mut sorted: Vec<f64> = times.iter().map(|t| t.1).collect();
        sorted.sort_by(f64::total_cmp);
        let p95 = sorted.get(sorted.len() * 95 / 100).copied().unwrap_or(0.0);
        outln!(
            "{path}\t{}\t{p95:.3}\t{max:.3}\t{slowest_step}",
            times.len()
        );
    }
    Ok(())
}

/// How long your own moves take to play with their feedback: at up to 12 decisions spread over
/// the timeline, up to 8 moves spread over each one's list (tests/e2e/bench.mjs's wasm timing does
/// the same).
fn feedback_times(session: &mut Session) -> Vec<f64> {
    const DECISIONS: usize = 12;
    const MOVES: usize = 8;
    let steps = session.step_count();
    let mut times = Vec::new();
    let mut indexes: Vec<usize> = (0..DECISIONS).map(|i| i * steps / DECISIONS).collect();
    indexes.dedup();
    for index in indexes {
        let Some(decision) = session.decision(index) else {
            continue;
        };
        let count = decision.moves.len();
        let mut picks: Vec<usize> = (0..MOVES.min(count))
            .map(|i| i * count / MOVES.min(count))
            .collect();
        picks.dedup();
        for pick in picks {
            let id = &decision.moves[pick].id;
            let t0 = clock::now_ms();
            let played = session.play(index, id, &mut Progress::silent());
            times.push(clock::now_ms() - t0);
            played.unwrap_or_else(|e| panic!("move {id} at step {index} is listed but fails: {e}"));
            session.back_to_main_line();
        }
    }
    times
}
