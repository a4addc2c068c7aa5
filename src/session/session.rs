//! [`Session`]: a parsed and computed input of one game — the judge output, the timeline shown
//! (the judge's main line and your variation off it), what the page shows of each step, your
//! moves, a program's trace and output checked against it, and figures of its steps. Every
//! method is here; the modules beside it make the parts (`view`, `explore`, `trace`, `figure`,
//! `verdict`) and know nothing of a session.

use crate::exit::ProgramExit;
use crate::explore::{PlayOutcome, Shown};
use crate::figure::{FigureText, Scene};
use crate::trace::{self, CheckedPoint, OutputCheck, TraceReport};
use crate::verdict::{self, Verdict};
use crate::view::{
    board_notes, view_of, BoardNotes, Branch, Decision, RunSummary, StepView, Timeline,
    VariationInfo,
};
use boardlab_core::i18n::Message;
use boardlab_core::position::MoveOption;
use boardlab_core::text::Suggestion;
use boardlab_core::timeline::{Marker, Step};
use boardlab_core::trace::{Format, YourLine};
use boardlab_core::{GameInfo, Progress, Replay, Rules};

/// A parsed and computed input of one game.
pub struct Session {
    pub game: &'static GameInfo,
    pub rules: Rules,
    input: String,
    /// The judge's timeline and your moves off it.
    shown: Shown,
}

impl Session {
    /// The session of `input` of `game` under `rules`, computed as `main`.
    pub fn new(game: &'static GameInfo, rules: Rules, input: &str, main: Box<dyn Replay>) -> Self {
        Session {
            game,
            rules,
            input: input.to_string(),
            shown: Shown::new(main),
        }
    }

    pub fn output(&self) -> &str {
        self.shown.main().output()
    }

    /// The steps shown: the main line's, or up to a variation's branch and then its own.
    pub fn step_count(&self) -> usize {
        self.shown.step_count()
    }

    /// Step `index`, clamped to the last step. A step without a text of its own gets the
    /// game's (`Replay::text`) or else the frame as a text grid: every step has a text view
    /// (the screen-reader path to the board).
    pub fn step(&mut self, index: usize) -> Step {
        let index = self.clamped(index);
        let mut step = self.shown.step(index);
        if step.text.is_empty() {
            step.text = match self.shown.text(index) {
                Some(text) => text,
                None => step.frame.to_text(&self.game.palette),
            };
        }
        step
    }

    fn clamped(&self, index: usize) -> usize {
        index.min(self.step_count().saturating_sub(1))
    }

    /// The main line's markers up to a variation, then one at its first step.
    pub fn markers(&self) -> Vec<Marker> {
        self.shown.markers()
    }

    /// Rule option values the input seems meant for although it is valid as run.
    pub fn suggestions(&self) -> Vec<Suggestion> {
        self.shown.main().suggestions()
    }

    /// The judge's line of play as a program replaying it reads it; see `Replay::judge_line`.
    pub fn judge_line(&self) -> Option<String> {
        self.shown.main().judge_line()
    }

    /// Whether step `index` (clamped) shows everything; see `Replay::is_complete`.
    pub fn is_complete(&self, index: usize) -> bool {
        let index = self.clamped(index);
        !self.shown.is_main_line(index) || self.shown.main().is_complete(index)
    }

    /// One slice of the analysis still missing, step `focus`'s first; whether any is left.
    pub fn prepare(&mut self, focus: usize) -> bool {
        self.shown.prepare(focus)
    }

    /// Step `index` with its analysis complete, however long that takes.
    pub fn complete_step(&mut self, index: usize) -> Step {
        while !self.is_complete(index) && self.prepare(index) {}
        self.step(index)
    }

    /// Judges `candidate` (e.g. a contestant's output, text or bytes) against our judge output:
    /// the verdict every command gives.
    pub fn judge(&self, candidate: impl AsRef<[u8]>) -> Verdict {
        verdict::judge(
            self.game,
            &self.rules,
            &self.input,
            self.output(),
            candidate.as_ref(),
        )
    }

    /// The main-line step that printed output line `line` (0-based), found by bisection over
    /// the steps' output ranges (which grow with the step index).
    pub fn step_of_output_line(&mut self, line: usize) -> Option<usize> {
        let main = self.shown.main_mut();
        let (mut lo, mut hi) = (0, main.step_count());
        while lo < hi {
            let mid = (lo + hi) / 2;
            let (start, end) = main.step(mid).output_lines;
            if line < start {
                hi = mid;
            } else if line >= end {
                lo = mid + 1;
            } else {
                return Some(mid);
            }
        }
        None
    }

    // ---- What the page shows (`view`) ------------------------------------------------------

    /// Step `index` (clamped) as the page shows it.
    pub fn view(&mut self, index: usize) -> StepView {
        let index = self.clamped(index);
        let step = self.shown.step(index);
        let decision = self.shown.decision(index, true);
        let complete = self.is_complete(index);
        view_of(self.game, index, step, decision, complete)
    }

    /// Step `index` (clamped) laid out for the player's board, fitted to a `size` CSS-pixel
    /// box and `zoom` times larger; with `before`, the step it moves from laid out at the same
    /// cell size (for the tween between them).
    pub fn board_scenes(
        &mut self,
        index: usize,
        before: Option<usize>,
        size: (f32, f32),
        zoom: f32,
    ) -> (Scene, Option<Scene>) {
        let palette = &self.game.palette;
        let (scene, cell) = {
            let frame = self.shown.frame(self.clamped(index));
            let cell = Scene::fitting_cell(&frame, size) * zoom;
            (Scene::for_screen(&frame, palette, cell), cell)
        };
        let before = before.map(|before| {
            let frame = self.shown.frame(self.clamped(before));
            Scene::for_screen(&frame, palette, cell)
        });
        (scene, before)
    }

    /// What each cell of step `index` (clamped) holds, for the cell tip.
    pub fn notes(&mut self, index: usize) -> BoardNotes {
        let index = self.clamped(index);
        board_notes(self.game, &self.shown.step(index).frame)
    }

    /// Step `index`'s text picture of the board (the judge's own where the game prints one).
    pub fn text(&mut self, index: usize) -> String {
        self.step(index).text
    }

    pub fn timeline(&self) -> Timeline {
        Timeline {
            step_count: self.step_count(),
            markers: self.markers(),
            variation: self.variation(),
        }
    }

    pub fn summary(&self) -> RunSummary {
        RunSummary {
            output: self.output().to_string(),
            timeline: self.timeline(),
            suggestions: self.suggestions(),
        }
    }

    // ---- Figures (`figure`) ----------------------------------------------------------------

    /// Step `index` (clamped) laid out as a figure with `text`'s title and caption.
    pub fn figure(&self, step: &Step, index: usize, text: &FigureText) -> Scene {
        let count = self.step_count();
        Scene::of_step(
            step,
            &self.game.palette,
            self.clamped(index) + 1,
            count,
            text,
        )
    }

    /// The figures of steps `first..=last`, counted from 1 as users see them, with their
    /// analysis complete (as `boardlab steps` shows them), titled as `text` says.
    pub fn scenes(&mut self, first: usize, last: usize, text: &FigureText) -> Vec<Scene> {
        let count = self.step_count();
        (first..=last.min(count))
            .map(|number| {
                let step = self.complete_step(number - 1);
                Scene::of_step(&step, &self.game.palette, number, count, text)
            })
            .collect()
    }

    // ---- Your moves (`explore`) ------------------------------------------------------------

    /// The decision at timeline step `index`: who moves and every legal move; `None` where
    /// nobody decides (a game without moves of its own, the judge output's own steps).
    pub fn decision(&mut self, index: usize) -> Option<Decision> {
        self.shown.decision(index, false)
    }

    /// Every legal move at timeline step `index` (none where nobody decides).
    pub fn moves(&mut self, index: usize) -> Vec<MoveOption> {
        (self.shown.with_position(index, |position| position.moves())).unwrap_or_default()
    }

    /// The position reached at timeline step `index` as a judge-format input.
    pub fn input_at(&mut self, index: usize) -> Option<Result<String, Message>> {
        self.shown.with_position(index, |position| position.input())
    }

    /// Plays move `id` at timeline step `index`: off the main line it starts a new variation
    /// (replacing the one shown), in the variation it replaces the moves after that step. The
    /// answer holds the new timeline and the view of the move's first step.
    pub fn play(
        &mut self,
        index: usize,
        id: &str,
        progress: &mut Progress,
    ) -> Result<Branch, Message> {
        let PlayOutcome {
            first_step,
            feedback,
        } = self.shown.play(index, id, progress)?;
        Ok(self.branch(first_step, feedback))
    }

    /// Plays `moves` in order from main-line step `base`'s decision (a permalink's variation);
    /// the answer shows the last move's first step.
    pub fn restore_variation(&mut self, base: usize, moves: &[String]) -> Result<Branch, Message> {
        let shown = self.shown.restore(base, moves)?;
        Ok(self.branch(shown, Vec::new()))
    }

    /// Drops the variation; the answer shows the main-line step it branched from.
    pub fn back_to_main_line(&mut self) -> Branch {
        let base = self.shown.back_to_main_line();
        self.branch(base, Vec::new())
    }

    pub fn variation(&self) -> Option<VariationInfo> {
        self.shown.variation()
    }

    /// The checkpoints of `report` at timeline step `index`: those on the judge's line there
    /// (up to a variation's branch), and at a variation's last step those whose own line of
    /// play it is (`YourLine`), compared along it.
    pub fn checkpoints_at<'r>(
        &self,
        report: &'r TraceReport,
        index: usize,
    ) -> Vec<&'r CheckedPoint> {
        let variation = self.variation();
        let on_main_line = variation.as_ref().is_none_or(|v| index <= v.base);
        let at_line_end = index + 1 == self.step_count();
        let yours = |line: &YourLine| match &variation {
            Some(v) => at_line_end && line.base == v.base && line.moves == v.moves,
            None => false,
        };
        (report.checkpoints.iter())
            .filter(|point| {
                (on_main_line && point.step == Some(index))
                    || point.your_line.as_ref().is_some_and(yours)
            })
            .collect()
    }

    /// The timeline after a change, with the view of step `first_step` and `feedback`.
    fn branch(&mut self, first_step: usize, feedback: Vec<Message>) -> Branch {
        let view = self.view(first_step);
        Branch {
            timeline: self.timeline(),
            first_step: view.index,
            view,
            feedback,
        }
    }

    // ---- A program's trace (`trace`) -------------------------------------------------------

    /// The lines a program's trace may hold for this input; `None` where the game reads none.
    pub fn trace_format(&self) -> Option<&'static Format> {
        self.shown.main().trace_format()
    }

    /// Checks a program's trace (`trace`, the program's standard error) against the judge's
    /// game, and its output when given; `exit`: how the program ended, when not normally (the
    /// report then says where it stopped).
    pub fn check_trace(
        &mut self,
        trace: &str,
        output: Option<&str>,
        exit: Option<ProgramExit>,
    ) -> TraceReport {
        let output = output.map(|output| {
            let verdict = self.judge(output);
            let step =
                (verdict.difference.as_ref()).and_then(|d| self.step_of_output_line(d.line - 1));
            OutputCheck { verdict, step }
        });
        trace::report(self.shown.main_mut(), trace, output, exit)
    }
}
