//! The timeline of the main line: the search's answer, or the answer judged, move by move.

use super::position::MayanPosition;
use super::steps::Timeline;
use boardlab_core::timeline::{Marker, Step};
use boardlab_core::{BranchPoint, Positions, Replay};

/// The computed run: judge output and the whole (short) timeline.
pub struct MayanReplay {
    output: String,
    /// The judge's moves, as a program replaying them reads them, where the main line is the
    /// judge's answer and it has moves.
    judge_line: Option<String>,
    pub(super) steps: Vec<Step>,
    markers: Vec<Marker>,
    /// The settled boards of the main line with the step each starts at, in step order.
    pub(super) positions: Vec<(usize, MayanPosition)>,
}

impl Replay for MayanReplay {
    fn output(&self) -> &str {
        &self.output
    }

    fn step_count(&self) -> usize {
        self.steps.len()
    }

    fn judge_line(&self) -> Option<String> {
        self.judge_line.clone()
    }

    fn step(&mut self, index: usize) -> Step {
        let last = self.steps.len() - 1;
        self.steps[index.min(last)].clone()
    }

    fn markers(&self) -> Vec<Marker> {
        self.markers.clone()
    }
}

impl MayanReplay {
    /// The finished `timeline` as the replay of a run that printed `output`; `positions` are
    /// the main line's settled boards with the step each starts at (the initial board at step
    /// 0); `judge_line` the judge's moves where the main line plays them.
    pub fn new(
        timeline: Timeline,
        output: String,
        judge_line: Option<String>,
        positions: Vec<(usize, MayanPosition)>,
    ) -> Self {
        let (steps, markers) = timeline.finished();
        MayanReplay {
            output,
            judge_line,
            steps,
            markers,
            positions,
        }
    }
}

impl Positions for MayanReplay {
    /// The board the step's move settles into; the branch shows after the move's last step.
    fn position(&mut self, index: usize) -> Option<BranchPoint> {
        let at = self
            .positions
            .partition_point(|(first_step, _)| *first_step <= index)
            .checked_sub(1)?;
        let base = self
            .positions
            .get(at + 1)
            .map_or(self.steps.len() - 1, |(next_first, _)| next_first - 1);
        Some(BranchPoint {
            base,
            position: Box::new(self.positions[at].1.clone()),
        })
    }
}
