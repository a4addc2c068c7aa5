//! Exploring an input: your own moves from any step, the engine's feedback on them, the
//! variation they form off the main line, and the board editor of the starting position.
//!
//! A game opts in per step through `Replay::position`: the [`Position`] a side decides at,
//! which lists its legal moves and plays one. Playing returns the steps the move shows (and the
//! engine's or judge's answer) and the engine's feedback. The session keeps one variation at a
//! time ([`Shown`]) and shows it in place of the main line after the step it branches from, so
//! the page plays it back like any other steps. The page has no game logic: it picks cells on
//! the canvas or an entry of the "Moves" list and sends the move's id.
//!
//! The board editor (`BoardEditor`) reads an input's board leniently (syntax only, so a board
//! breaking a rule of the statement can still be shown and mended) and writes edits back into
//! the text; the text then goes through the usual parser, which locates what is wrong.

pub use boardlab_core::editor::*;
pub use boardlab_core::position::*;

use crate::registry::game_or_error;
use crate::view::{board_notes, BoardNotes, Decision, VariationInfo, INLINE_MOVES};
use boardlab_core::i18n::Message;
use boardlab_core::msg;
use boardlab_core::text::{ErrorInfo, InputError};
use boardlab_core::timeline::{Frame, Marker, Step};
use boardlab_core::{BoardEditor, GameInfo, Progress, Replay, Rules};
use serde::Serialize;
use std::borrow::Cow;

/// The most moves a variation holds (the statements' own limit on listed moves): a link with a
/// million moves is refused at once instead of filling the tab's memory with their steps.
pub const MAX_VARIATION_MOVES: usize = 1000;

fn too_many_moves() -> Message {
    msg!("explore-too-many-moves", max = MAX_VARIATION_MOVES)
}

/// The moves played off the main line, and the steps they show.
struct Variation {
    base: usize,
    start: Box<dyn Position>,
    /// Per move played: its id, the position reached and how many steps it (with its answer)
    /// shows.
    played: Vec<(String, Box<dyn Position>, usize)>,
    steps: Vec<Step>,
}

impl Variation {
    /// The move whose steps include variation step `offset`, or `None` for the base step.
    fn move_at(&self, offset: usize) -> Option<usize> {
        let mut end = 0;
        for (index, (_, _, count)) in self.played.iter().enumerate() {
            end += count;
            if offset < end {
                return Some(index);
            }
        }
        None
    }

    fn position_after(&self, played: Option<usize>) -> &dyn Position {
        match played {
            Some(index) => self.played[index].1.as_ref(),
            None => self.start.as_ref(),
        }
    }

    /// Drops every move after move `keep` (`None`: every move).
    fn truncate(&mut self, keep: Option<usize>) {
        let kept = keep.map_or(0, |index| index + 1);
        self.played.truncate(kept);
        let steps = self.played.iter().map(|(_, _, count)| count).sum();
        self.steps.truncate(steps);
    }
}

/// What playing one move did to the timeline.
pub struct PlayOutcome {
    /// The timeline index of the move's first step.
    pub first_step: usize,
    pub feedback: Vec<Message>,
}

/// How many main-line steps [`Shown`] keeps worked out: a seek asks for its step's view and then
/// paints it, a tween paints two steps in every frame, and a short timeline (a search game's
/// answer, whose steps each search for alternatives) is gone over back and forth.
const RECENT_STEPS: usize = 32;

/// The timeline shown: the judge's main line and, after one of its steps, your variation.
pub struct Shown {
    main: Box<dyn Replay>,
    variation: Option<Variation>,
    /// The main-line steps asked for last, newest first, each worked out once (a game works a
    /// step out again from its nearest saved state, which takes milliseconds on big inputs),
    /// with whether its analysis was complete then.
    recent: Vec<(usize, Step, bool)>,
}

impl Shown {
    pub fn new(main: Box<dyn Replay>) -> Self {
        Shown {
            main,
            variation: None,
            recent: Vec::with_capacity(RECENT_STEPS),
        }
    }

    /// The judge's own timeline.
    pub fn main(&self) -> &dyn Replay {
        self.main.as_ref()
    }

    /// The judge's own timeline, to ask more of: its steps may change, so none is kept.
    pub fn main_mut(&mut self) -> &mut dyn Replay {
        self.recent.clear();
        self.main.as_mut()
    }

    /// One slice of the main line's analysis still missing, step `focus`'s first; whether any
    /// is left. Steps kept with their analysis complete stay kept: the slices run between the
    /// seeks, and only steps still being analysed change.
    pub fn prepare(&mut self, focus: usize) -> bool {
        self.recent.retain(|(_, _, complete)| *complete);
        let last = self.main.step_count().saturating_sub(1);
        self.main.prepare(focus.min(last))
    }

    /// The main line's steps plus, when a variation is shown, its steps after its base.
    pub fn step_count(&self) -> usize {
        match &self.variation {
            Some(variation) => variation.base + 1 + variation.steps.len(),
            None => self.main.step_count(),
        }
    }

    /// Timeline step `index` (in range) from the main line or the variation.
    pub fn step(&mut self, index: usize) -> Step {
        match &self.variation {
            Some(variation) if index > variation.base => {
                variation.steps[index - variation.base - 1].clone()
            }
            _ => self.kept_step(index).clone(),
        }
    }

    /// Main-line step `index`, kept (newest first) once worked out.
    fn kept_step(&mut self, index: usize) -> &Step {
        if let Some(at) = self.recent.iter().position(|(kept, ..)| *kept == index) {
            let kept = self.recent.remove(at);
            self.recent.insert(0, kept);
        } else {
            let step = self.main.step(index);
            let complete = self.main.is_complete(index);
            self.recent.truncate(RECENT_STEPS - 1);
            self.recent.insert(0, (index, step, complete));
        }
        &self.recent[0].1
    }

    /// Timeline step `index`'s board (in range): a kept step's, a complete step's (kept for
    /// its view to come), or the game's board alone while the step's analysis is incomplete.
    /// Borrowed where it is kept: a big board's frame has thousands of tokens to copy.
    pub fn frame(&mut self, index: usize) -> Cow<'_, Frame> {
        if self.is_main_line(index) {
            let kept = self.recent.iter().any(|(kept, ..)| *kept == index);
            return if kept || self.main.is_complete(index) {
                Cow::Borrowed(&self.kept_step(index).frame)
            } else {
                Cow::Owned(self.main.frame(index))
            };
        }
        let variation = self
            .variation
            .as_ref()
            .expect("off the main line, a variation");
        Cow::Borrowed(&variation.steps[index - variation.base - 1].frame)
    }

    /// The game's own text picture of step `index`, where it has one (`Replay::text`).
    pub fn text(&mut self, index: usize) -> Option<String> {
        self.is_main_line(index)
            .then(|| self.main.text(index))
            .flatten()
    }

    pub fn is_main_line(&self, index: usize) -> bool {
        self.variation.as_ref().is_none_or(|v| index <= v.base)
    }

    /// The decision at timeline step `index` (clamped): who moves and every legal move, or as
    /// a step's view carries it (`in_view`: the moves only where there are at most
    /// [`INLINE_MOVES`]); `None` where nobody decides.
    pub fn decision(&mut self, index: usize, in_view: bool) -> Option<Decision> {
        self.with_position(index, |position| {
            let move_count = position.move_count();
            Decision {
                to_move: position.to_move(),
                moves: if !in_view || move_count <= INLINE_MOVES {
                    position.moves()
                } else {
                    Vec::new()
                },
                move_count,
            }
        })
    }

    /// Calls `f` with the position at timeline step `index` (clamped), if a side decides there.
    pub fn with_position<T>(
        &mut self,
        index: usize,
        f: impl FnOnce(&dyn Position) -> T,
    ) -> Option<T> {
        let index = index.min(self.step_count().saturating_sub(1));
        if self.is_main_line(index) {
            let branch = self.main.position(index)?;
            return Some(f(branch.position.as_ref()));
        }
        let variation = self.variation.as_ref().expect("off the main line");
        let played = variation.move_at(index - variation.base - 1);
        Some(f(variation.position_after(played)))
    }

    /// Plays move `id` at timeline step `index`: off the main line it starts a new variation
    /// (replacing the one shown), in the variation it replaces the moves after that step.
    pub fn play(
        &mut self,
        index: usize,
        id: &str,
        progress: &mut Progress,
    ) -> Result<PlayOutcome, Message> {
        let index = index.min(self.step_count().saturating_sub(1));
        let played = if self.is_main_line(index) {
            let branch = self
                .main
                .position(index)
                .ok_or_else(|| msg!("explore-nobody-moves"))?;
            let played = branch.position.play(id, progress)?;
            self.variation = Some(Variation {
                base: branch.base,
                start: branch.position,
                played: Vec::new(),
                steps: Vec::new(),
            });
            played
        } else {
            let variation = self.variation.as_mut().expect("off the main line");
            let keep = variation.move_at(index - variation.base - 1);
            if keep.map_or(0, |kept| kept + 1) >= MAX_VARIATION_MOVES {
                return Err(too_many_moves());
            }
            let played = variation.position_after(keep).play(id, progress)?;
            variation.truncate(keep);
            played
        };
        let variation = self.variation.as_mut().expect("a variation was just made");
        let first_step = variation.base + 1 + variation.steps.len();
        variation
            .played
            .push((id.to_string(), played.next, played.steps.len()));
        variation.steps.extend(played.steps);
        Ok(PlayOutcome {
            first_step,
            feedback: played.feedback,
        })
    }

    /// Plays `moves` in order from main-line step `base`'s decision (a permalink's variation);
    /// the step to show: the last move's first.
    pub fn restore(&mut self, base: usize, moves: &[String]) -> Result<usize, Message> {
        self.variation = None;
        if moves.len() > MAX_VARIATION_MOVES {
            return Err(too_many_moves());
        }
        let (mut at, mut shown) = (base, base);
        for id in moves {
            shown = self.play(at, id, &mut Progress::silent())?.first_step;
            at = self.step_count() - 1;
        }
        Ok(shown)
    }

    /// Drops the variation; the step to show: the main-line step it branched from.
    pub fn back_to_main_line(&mut self) -> usize {
        self.variation.take().map_or(0, |variation| variation.base)
    }

    pub fn variation(&self) -> Option<VariationInfo> {
        self.variation.as_ref().map(|variation| VariationInfo {
            base: variation.base,
            moves: variation
                .played
                .iter()
                .map(|(id, _, _)| id.clone())
                .collect(),
        })
    }

    /// The main line's markers up to the branch, then one at the branch's first step.
    pub fn markers(&self) -> Vec<Marker> {
        let mut markers = self.main.markers();
        if let Some(variation) = &self.variation {
            markers.retain(|marker| marker.step <= variation.base);
            markers.push(Marker {
                step: variation.base + 1,
                label: msg!("explore-your-moves"),
            });
        }
        markers
    }
}

/// The board editor's answer to an edit (or to a look at the text): the text after the edit,
/// its board, and the rule of the statement the text breaks, if any (the board reads
/// leniently: syntax only).
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Edited {
    /// The whole input after the edit; `null` when nothing was edited.
    pub input: Option<String>,
    pub board: EditorView,
    /// The located error a run of the text would give; `null` for a valid input.
    pub problem: Option<ErrorInfo>,
}

/// The board being edited, as the page shows it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct EditorView {
    /// The board, painted like a step (cell (row, col) is what edits address); the page gets
    /// its notes, the module paints it (src/wasm/canvas.rs).
    #[serde(skip)]
    pub frame: Frame,
    /// Its rows' and columns' names and what its cells hold.
    pub notes: BoardNotes,
    pub scopes: Vec<Message>,
    pub layers: Vec<Layer>,
    pub fields: Vec<Field>,
}

fn editor_of(game_id: &str) -> Result<(&'static GameInfo, BoardEditor), InputError> {
    let game = game_or_error(game_id)?;
    let editor = game
        .editor
        .ok_or_else(|| InputError::general(msg!("error-no-editor", game = game.id)))?;
    Ok((game, editor))
}

/// The board of `text` for game `game_id`'s editor.
pub fn editor_board(
    game_id: &str,
    text: &str,
    rules: &[(String, String)],
    editing: &Editing,
) -> Result<EditorBoard, InputError> {
    let (game, editor) = editor_of(game_id)?;
    let rules = Rules::resolve(game, rules)?;
    (editor.read)(text, &rules, editing)
}

/// Applies `edit` (if any) to `text` with game `game_id`'s editor, then reads the board of the
/// result and checks it against the statement: what the page's board editor shows after a
/// click, a field's change or a change of the text, in one answer.
pub fn edit(
    game_id: &str,
    text: &str,
    rules: &[(String, String)],
    editing: &Editing,
    edit: Option<&Edit>,
) -> Result<Edited, InputError> {
    let (game, editor) = editor_of(game_id)?;
    let resolved = Rules::resolve(game, rules)?;
    let edited = edit
        .map(|edit| (editor.edit)(text, &resolved, editing, edit))
        .transpose()?;
    let text = edited.as_deref().unwrap_or(text);
    let board = (editor.read)(text, &resolved, editing)?;
    let problem = (game.validate)(text, &resolved).err();
    Ok(Edited {
        board: EditorView {
            notes: board_notes(game, &board.frame),
            scopes: board.scopes,
            layers: board.layers,
            fields: board.fields,
            frame: board.frame,
        },
        input: edited,
        problem: problem.as_ref().map(ErrorInfo::from),
    })
}

/// `text` with `edit` applied by game `game_id`'s editor.
pub fn edit_board(
    game_id: &str,
    text: &str,
    rules: &[(String, String)],
    editing: &Editing,
    edit: &Edit,
) -> Result<String, InputError> {
    let (game, editor) = editor_of(game_id)?;
    let rules = Rules::resolve(game, rules)?;
    (editor.edit)(text, &rules, editing, edit)
}
