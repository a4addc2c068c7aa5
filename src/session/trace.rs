//! A program's trace checked against the judge's game: the report (the first checkpoint that
//! differs, what differs there, the judge's events since the last checkpoint that agreed) and
//! its text. Reading the trace and each game's placing of checkpoints are the core's
//! (`boardlab_core::trace`).

pub use boardlab_core::trace::*;

use crate::exit::ProgramExit;
use crate::verdict::Verdict;
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::order;
use boardlab_core::text::InputError;
use boardlab_core::Replay;
use serde::Serialize;
use std::collections::HashMap;

/// The most trace errors a report lists; the others are counted.
const MAX_ERRORS: usize = 100;
/// The most differences the text report shows; the others are counted.
const SHOWN_DIFFERENCES: usize = 20;
/// The most judge steps whose events the report lists before the first difference.
const MAX_JUDGE_STEPS: usize = 40;

/// One checkpoint of the report.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct CheckedPoint {
    /// The trace line of the checkpoint.
    pub line: usize,
    pub name: Message,
    /// The timeline step (0-based) with the judge's state there, if it has one.
    pub step: Option<usize>,
    /// Why a checkpoint compared off the timeline has no step (e.g. your moves left the
    /// judge's line).
    pub off_timeline: Option<Message>,
    /// Off the timeline, your line of play to it from where it left the judge's: the page plays
    /// it as a variation to show the checkpoint on the board.
    pub your_line: Option<YourLine>,
    /// Why it cannot be placed (then nothing is compared).
    pub unplaced: Option<Message>,
    /// How many values were compared.
    pub compared: usize,
    pub differences: Vec<FieldDifference>,
    pub differences_left_out: usize,
    pub drawings: Vec<Drawing>,
    /// Its rank in the game's order.
    #[serde(skip)]
    order: usize,
    /// The part of the input it is in (a test, a game).
    #[serde(skip)]
    group: usize,
}

impl CheckedPoint {
    /// Placed, compared, and every value agrees: nothing compared is not agreement.
    pub fn agrees(&self) -> bool {
        self.unplaced.is_none() && self.compared > 0 && !self.differs()
    }

    pub fn differs(&self) -> bool {
        self.unplaced.is_none() && (!self.differences.is_empty() || self.differences_left_out > 0)
    }

    /// Placed, yet not one value could be compared (its fields misspelt, or none given).
    pub fn compared_nothing(&self) -> bool {
        self.unplaced.is_none() && self.compared == 0
    }

    fn has_state_difference(&self) -> bool {
        self.differences.iter().any(|d| d.kind == Kind::State)
    }

    /// Every difference is a search's value or choice (computed from positions further on).
    fn only_search(&self) -> bool {
        self.differences_left_out == 0 && self.differences.iter().all(|d| d.kind == Kind::Search)
    }
}

/// A judge step on the way to the first difference.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct JudgeStep {
    pub step: usize,
    pub title: Message,
    pub events: Vec<Message>,
}

/// The program's output judged, when it was given.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct OutputCheck {
    pub verdict: Verdict,
    /// The step that printed the first differing line, when there is one.
    pub step: Option<usize>,
}

/// One kind of bad trace line: the first line that has it, and how many lines in all do.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ErrorGroup {
    pub first: InputError,
    pub count: usize,
}

/// Where a program that did not end normally stopped: after the last checkpoint of its trace
/// on the judge's timeline, so its fault is in the judge's step after it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Stopped {
    pub exit: ProgramExit,
    /// The sentence that places it.
    pub said: Message,
    /// The step (0-based) where its fault is: the judge's step after its last checkpoint (the
    /// last step when that checkpoint is there, the first when it had none); none when the
    /// trace is empty.
    pub step: Option<usize>,
}

/// A trace checked against the judge's game.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct TraceReport {
    /// Every checkpoint, in the trace's order.
    pub checkpoints: Vec<CheckedPoint>,
    /// The first checkpoint (index into `checkpoints`) that differs, in the timeline's order,
    /// leaving out those whose only differences are a search's values that a later difference
    /// of the positions in the same part explains (see `consequences`).
    pub first_difference: Option<usize>,
    /// The checkpoints before the first difference whose search values differ because of it
    /// (a value is computed from the positions the search plays), in the timeline's order.
    pub consequences: Vec<usize>,
    /// The last checkpoint that agrees before it.
    pub last_agreement: Option<usize>,
    /// The judge's steps after the last agreeing checkpoint up to the first difference (the
    /// last [`MAX_JUDGE_STEPS`] of them), and how many earlier ones are left out.
    pub judge_steps: Vec<JudgeStep>,
    pub judge_steps_left_out: usize,
    /// Bad trace lines, located (the first [`MAX_ERRORS`]); the rest of the trace counted.
    pub errors: Vec<InputError>,
    pub errors_left_out: usize,
    /// The bad lines by what is wrong with them, each kind once with its first line and how many
    /// lines have it, in the trace's order (the first [`MAX_ERRORS`] kinds).
    pub error_groups: Vec<ErrorGroup>,
    pub output: Option<OutputCheck>,
    /// Where the program stopped, when it did not end normally (its exit was given).
    pub stopped: Option<Stopped>,
}

impl TraceReport {
    pub fn agreeing(&self) -> usize {
        self.checkpoints.iter().filter(|c| c.agrees()).count()
    }

    /// How many checkpoints were placed but compared nothing.
    pub fn compared_nothing(&self) -> usize {
        (self.checkpoints.iter())
            .filter(|c| c.compared_nothing())
            .count()
    }

    /// Whether the trace finds the program wrong or proves nothing: a checkpoint differs, or
    /// one compared nothing, or no checkpoint was compared at all.
    pub fn fails(&self) -> bool {
        self.first_difference.is_some() || self.compared_nothing() > 0 || self.agreeing() == 0
    }

    pub fn unplaced(&self) -> usize {
        self.checkpoints
            .iter()
            .filter(|c| c.unplaced.is_some())
            .count()
    }

    /// The report as lines of text: the output's verdict; the trace lines that cannot be read,
    /// first and each kind once (as `TRACE:LINE:COL`, with `source` the trace's name, and how
    /// many lines are like it), and nothing more if no checkpoint could be read; then the first
    /// difference (what differs, your value and the judge's, the judge's events on the way), or
    /// that every checkpoint agrees; then the checkpoints that cannot be placed; then where the
    /// program stopped, when it did not end normally.
    pub fn lines(&self, source: &str) -> Vec<String> {
        let mut lines = self.checked_lines(source);
        lines.extend(self.stopped.iter().map(|stopped| stopped.said.to_string()));
        lines
    }

    /// The report's lines but where the program stopped.
    fn checked_lines(&self, source: &str) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(output) = &self.output {
            let said = msg!(
                "trace-output",
                verdict = output.verdict.message(),
                step = output.step.map_or(0, |s| s + 1)
            );
            lines.push(said.to_string());
        }
        self.append_errors(&mut lines, source);
        if self.checkpoints.is_empty() && !self.error_groups.is_empty() {
            lines.push(msg!("trace-none-read").to_string());
            return lines;
        }
        match self.first_difference {
            Some(first) => {
                let point = &self.checkpoints[first];
                let place = match (point.step, &point.off_timeline) {
                    (Some(step), _) => msg!("trace-at-step", line = point.line, step = step + 1),
                    (None, Some(why)) => msg!("trace-off-timeline", line = point.line, why = why),
                    (None, None) => unreachable!("a checkpoint that differs was compared"),
                };
                lines.push(
                    msg!("trace-first-difference", name = &point.name, place = place).to_string(),
                );
                // The state's differences come first (the report sorts them so): what is derived
                // from them is said to be.
                let mut kind = Kind::State;
                for d in point.differences.iter().take(SHOWN_DIFFERENCES) {
                    if d.kind != kind && kind == Kind::State && point.has_state_difference() {
                        lines.push(msg!("trace-derived-below").to_string());
                    }
                    kind = d.kind;
                    lines.push(difference_line(d).to_string());
                }
                let more = point.differences.len().saturating_sub(SHOWN_DIFFERENCES)
                    + point.differences_left_out;
                if more > 0 {
                    lines.push(msg!("trace-more-differences", count = more).to_string());
                }
                self.append_consequences(&mut lines, &point.name);
                if point.step.is_none() {
                    return self.append_located(lines, source);
                }
                let since = match self.last_agreement {
                    Some(last) => msg!(
                        "trace-judge-since",
                        name = &self.checkpoints[last].name,
                        line = self.checkpoints[last].line
                    ),
                    None => msg!("trace-judge-since-start"),
                };
                lines.push(since.to_string());
                if self.judge_steps_left_out > 0 {
                    lines.push(
                        msg!(
                            "trace-judge-steps-left-out",
                            count = self.judge_steps_left_out
                        )
                        .to_string(),
                    );
                }
                for step in &self.judge_steps {
                    lines.push(format!("  {}. {}", step.step + 1, step.title));
                    for event in &step.events {
                        lines.push(format!("     {event}"));
                    }
                }
            }
            None if self.agreeing() == 0 => lines
                .push(msg!("trace-nothing-compared", count = self.checkpoints.len()).to_string()),
            None => lines.push(
                msg!(
                    "trace-all-agree",
                    count = self.agreeing(),
                    unplaced = self.unplaced()
                )
                .to_string(),
            ),
        }
        self.append_located(lines, source)
    }

    /// Adds the earlier differences of a search that the first difference explains, each said
    /// to follow from it.
    fn append_consequences(&self, lines: &mut Vec<String>, cause: &Message) {
        let differences = (self.consequences.iter())
            .flat_map(|&i| (self.checkpoints[i].differences.iter()).map(move |d| (i, d)));
        for (index, (i, d)) in differences.enumerate() {
            if index == SHOWN_DIFFERENCES {
                break;
            }
            if index == 0 {
                lines.push(msg!("trace-consequences", cause = cause).to_string());
            }
            let name = &self.checkpoints[i].name;
            lines.push(
                msg!(
                    "trace-consequence",
                    name = name,
                    difference = difference_line(d)
                )
                .to_string(),
            );
        }
    }

    /// Adds the bad trace lines, each kind once: its first line, and how many lines are like it.
    fn append_errors(&self, lines: &mut Vec<String>, source: &str) {
        for group in &self.error_groups {
            let error = &group.first;
            let said = match group.count {
                1 => error.message.clone(),
                count => msg!(
                    "trace-error-repeated",
                    error = &error.message,
                    count = count
                ),
            };
            lines.push(format!("{source}:{}:{}: {said}", error.line, error.col));
        }
        let grouped: usize = self.error_groups.iter().map(|group| group.count).sum();
        let more = self.errors.len() + self.errors_left_out - grouped;
        if more > 0 {
            lines.push(msg!("trace-more-errors", count = more).to_string());
        }
    }

    /// Adds the checkpoints that compared nothing, and those that cannot be placed, in the
    /// trace's order (a checkpoint whose own line is bad is said once, by its error). Those after
    /// the first difference are said together: once the program's game has left the judge's,
    /// its checkpoints may well have no place on the judge's.
    fn append_located(&self, mut lines: Vec<String>, source: &str) -> Vec<String> {
        let empty: Vec<&CheckedPoint> = (self.checkpoints.iter())
            .filter(|c| c.compared_nothing())
            .collect();
        if let Some(first) = empty.first() {
            let said = msg!(
                "trace-compared-nothing",
                name = &first.name,
                count = empty.len()
            );
            lines.push(format!("{source}:{}: {said}", first.line));
        }
        let bad_lines: Vec<usize> = self.errors.iter().map(|e| e.line).collect();
        let split = self
            .first_difference
            .map(|first| self.checkpoints[first].order);
        let (after_split, unplaced): (Vec<&CheckedPoint>, Vec<&CheckedPoint>) =
            (self.checkpoints.iter())
                .filter(|c| c.unplaced.is_some() && !bad_lines.contains(&c.line))
                .partition(|c| split.is_some_and(|split| c.order > split));
        lines.extend(unplaced.iter().map(|point| {
            let why = (point.unplaced.as_ref()).map_or(String::new(), Message::to_string);
            let said = msg!("trace-unplaced", name = &point.name, why = why);
            format!("{source}:{}: {said}", point.line)
        }));
        if let Some(first) = after_split.first() {
            let why = (first.unplaced.as_ref()).map_or(String::new(), Message::to_string);
            let said = msg!(
                "trace-unplaced-after-split",
                count = after_split.len(),
                name = &first.name,
                why = why
            );
            lines.push(format!("{source}:{}: {said}", first.line));
        }
        lines
    }
}

/// One difference as the report says it: the field, yours and the judge's, where yours is.
fn difference_line(d: &FieldDifference) -> Message {
    msg!(
        "trace-difference",
        field = &d.field,
        yours = d.yours.as_str(),
        judge = d.judge.as_str(),
        line = d.line,
        col = d.col
    )
}

/// The report of a program's trace (`trace`, the program's standard error) checked against the
/// judge's game `main`, with `output`, the program's output judged, when it was given, and
/// `exit`, how the program ended when it did not end normally.
pub fn report(
    main: &mut dyn Replay,
    trace: &str,
    output: Option<OutputCheck>,
    exit: Option<ProgramExit>,
) -> TraceReport {
    let mut errors = Vec::new();
    let (checkpoints, placements) = match main.trace_format() {
        Some(format) => {
            let checkpoints = read(trace, format, &mut errors);
            let placements = main.check_trace(&checkpoints, &mut errors);
            (checkpoints, placements)
        }
        None => {
            errors.push(InputError::general(msg!("trace-no-format")));
            (Vec::new(), Vec::new())
        }
    };
    let points: Vec<CheckedPoint> = checkpoints
        .iter()
        .zip(placements)
        .map(|(checkpoint, placement)| {
            let (order, group) = (placement.order(), placement.group());
            let mut differences = placement.comparison.differences;
            // The state first, what is derived from it after (a stable sort keeps the game's
            // order within each kind).
            order::sort_by_key(&mut differences, |d| d.kind);
            let (step, off_timeline, your_line, unplaced) = match placement.place {
                Place::Step(step) => (Some(step), None, None, None),
                Place::OffTimeline(why, yours) => (None, Some(why), yours, None),
                Place::Unplaced(why) => (None, None, None, Some(why)),
            };
            CheckedPoint {
                line: checkpoint.header.number,
                name: placement.name,
                step,
                off_timeline,
                your_line,
                unplaced,
                compared: placement.comparison.compared,
                differences,
                differences_left_out: placement.comparison.left_out,
                drawings: placement.drawings,
                order,
                group,
            }
        })
        .collect();
    // The first difference in the game's order that is a cause, not a search's value explained
    // by a later difference of the positions it plays; and the last agreement before it.
    let mut last_state_difference: HashMap<usize, usize> = HashMap::new();
    for point in points.iter().filter(|p| p.has_state_difference()) {
        let last = last_state_difference.entry(point.group).or_default();
        *last = point.order.max(*last);
    }
    let explained_later = |point: &CheckedPoint| {
        point.only_search()
            && (last_state_difference.get(&point.group)).is_some_and(|&last| last > point.order)
    };
    let first_difference = (0..points.len())
        .filter(|&i| points[i].differs() && !explained_later(&points[i]))
        .min_by_key(|&i| points[i].order);
    let mut consequences: Vec<usize> = match first_difference {
        Some(first) => (0..points.len())
            .filter(|&i| points[i].differs() && points[i].order < points[first].order)
            .collect(),
        None => Vec::new(),
    };
    order::sort_by_key(&mut consequences, |&i| points[i].order);
    let last_agreement = first_difference.and_then(|first| {
        let before = points[first].order;
        (0..points.len())
            .filter(|&i| points[i].agrees() && points[i].order < before)
            .max_by_key(|&i| points[i].order)
    });
    let difference_step = first_difference.and_then(|first| points[first].step);
    let (judge_steps, judge_steps_left_out) = match difference_step {
        Some(to) => {
            let from = last_agreement
                .and_then(|last| points[last].step)
                .map_or(0, |step| (step + 1).min(to));
            let shown = (to + 1 - from).min(MAX_JUDGE_STEPS);
            let steps = (to + 1 - shown..=to)
                .map(|index| {
                    let step = main.step(index);
                    JudgeStep {
                        step: index,
                        title: step.title,
                        events: step.events,
                    }
                })
                .collect();
            (steps, to + 1 - from - shown)
        }
        None => (Vec::new(), 0),
    };
    let stopped = exit.map(|exit| where_it_stopped(main, trace, &points, exit));
    let error_groups = grouped(&errors);
    let errors_left_out = errors.len().saturating_sub(MAX_ERRORS);
    errors.truncate(MAX_ERRORS);
    TraceReport {
        checkpoints: points,
        first_difference,
        consequences,
        last_agreement,
        judge_steps,
        judge_steps_left_out,
        errors_left_out,
        errors,
        error_groups,
        output,
        stopped,
    }
}

/// Where a program that ended with `exit` stopped: the last checkpoint of its trace on the
/// judge's timeline, and the judge's step after it, where its fault is.
fn where_it_stopped(
    main: &mut dyn Replay,
    trace: &str,
    points: &[CheckedPoint],
    exit: ProgramExit,
) -> Stopped {
    let ending = exit.message();
    if trace.trim().is_empty() {
        let said = msg!("trace-stopped-no-trace", ending = ending);
        return Stopped {
            exit,
            said,
            step: None,
        };
    }
    let last = (points.iter())
        .filter_map(|point| Some((point.step?, &point.name)))
        .max_by_key(|&(step, _)| step);
    let (said, step) = match last {
        None => (msg!("trace-stopped-before-first", ending = ending), 0),
        Some((step, name)) if step + 1 >= main.step_count() => {
            let said = msg!(
                "trace-stopped-at-last-step",
                name = name,
                step = step + 1,
                ending = ending
            );
            (said, step)
        }
        Some((step, name)) => {
            let said = msg!(
                "trace-stopped",
                name = name,
                step = step + 1,
                ending = ending,
                next = step + 2,
                title = main.step(step + 1).title
            );
            (said, step + 1)
        }
    };
    Stopped {
        exit,
        said,
        step: Some(step),
    }
}

/// `errors` by their message, each kind once with its first line, in the trace's order.
fn grouped(errors: &[InputError]) -> Vec<ErrorGroup> {
    let mut groups: Vec<ErrorGroup> = Vec::new();
    for error in errors {
        let same = groups
            .iter()
            .position(|group| group.first.message == error.message);
        match same {
            Some(index) => groups[index].count += 1,
            None if groups.len() < MAX_ERRORS => groups.push(ErrorGroup {
                first: error.clone(),
                count: 1,
            }),
            None => {}
        }
    }
    groups
}
