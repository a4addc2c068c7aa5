//! Exploring an input: your own moves from any step, the engine's feedback on them, the
//! variation they form off the main line, and the board editor of the starting position.
//!
//! A game opts in per step through [`Replay::position`]: the [`Position`] a side decides at,
//! which lists its legal moves and plays one. Playing returns the steps the move shows (and the
//! engine's or judge's answer) and the engine's feedback. The session keeps one variation at a
//! time and shows it in place of the main line after the step it branches from, so the page
//! plays it back like any other steps. The page has no game logic: it picks cells on the
//! canvas or an entry of the "Moves" list and sends the move's id.
//!
//! The board editor ([`BoardEditor`]) reads an input's board leniently (syntax only, so a board
//! breaking a rule of the statement can still be shown and mended) and writes edits back into
//! the text; the text then goes through the usual parser, which locates what is wrong.

pub use boardlab_core::editor::*;
pub use boardlab_core::position::*;

use crate::figure::Scene;
use crate::i18n::Message;
use crate::msg;
use crate::text::{ErrorInfo, InputError};
use crate::timeline::{Marker, Step};
use crate::view::{board_notes, BoardNotes, Branch};
use crate::{Progress, Rules, Session};
use serde::Serialize;

/// The most moves a variation holds (the statements' own limit on listed moves): a link with a
/// million moves is refused at once instead of filling the tab's memory with their steps.
pub const MAX_VARIATION_MOVES: usize = 1000;

fn too_many_moves() -> Message {
    msg!("explore-too-many-moves", max = MAX_VARIATION_MOVES)
}

/// The moves played off the main line, and the steps they show.
pub(crate) struct Variation {
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

/// What the page shows about the decision at a step.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct Decision {
    pub to_move: Message,
    /// Every legal move; or none when a step's view leaves them out (see `move_count`).
    pub moves: Vec<MoveOption>,
    /// How many legal moves there are. A step's view carries the moves only where there are
    /// at most [`INLINE_MOVES`]: a big board has thousands (match3's 50 × 50 has ~5 000), whose
    /// labels would cost more than the rest of the step; the page asks for them
    /// (`Session::moves`) once the step stays on screen.
    pub move_count: usize,
}

/// The most moves a step's view carries with it (see [`Decision::move_count`]).
pub const INLINE_MOVES: usize = 64;

/// The variation shown, for the slider and the permalink.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct VariationInfo {
    /// The main-line step it branches from; its steps are `base + 1 ..` of the timeline.
    pub base: usize,
    /// The ids of your moves (the answers to them are the engine's, played again from these).
    pub moves: Vec<String>,
}

/// What playing one move did to the timeline.
struct PlayOutcome {
    /// The timeline index of the move's first step.
    first_step: usize,
    feedback: Vec<Message>,
}

impl Session {
    /// The main line's steps plus, when a variation is shown, its steps after its base.
    pub(crate) fn shown_step_count(&self) -> usize {
        match &self.variation {
            Some(variation) => variation.base + 1 + variation.steps.len(),
            None => self.replay.step_count(),
        }
    }

    /// Timeline step `index` (in range) from the main line or the variation.
    pub(crate) fn shown_step(&mut self, index: usize) -> Step {
        match &self.variation {
            Some(variation) if index > variation.base => {
                variation.steps[index - variation.base - 1].clone()
            }
            _ => self.replay.step(index),
        }
    }

    pub(crate) fn is_main_line(&self, index: usize) -> bool {
        self.variation.as_ref().is_none_or(|v| index <= v.base)
    }

    /// The decision at timeline step `index`: who moves and every legal move; `None` where
    /// nobody decides (a game without moves of its own, the judge output's own steps).
    pub fn decision(&mut self, index: usize) -> Option<Decision> {
        self.with_position(index, |position| {
            let moves = position.moves();
            Decision {
                to_move: position.to_move(),
                move_count: moves.len(),
                moves,
            }
        })
    }

    /// The decision as a step's view carries it: the moves only where there are at most
    /// [`INLINE_MOVES`] (else `moves` lists them).
    pub(crate) fn decision_in_view(&mut self, index: usize) -> Option<Decision> {
        self.with_position(index, |position| {
            let move_count = position.move_count();
            Decision {
                to_move: position.to_move(),
                moves: if move_count <= INLINE_MOVES {
                    position.moves()
                } else {
                    Vec::new()
                },
                move_count,
            }
        })
    }

    /// Every legal move at timeline step `index` (none where nobody decides).
    pub fn moves(&mut self, index: usize) -> Vec<MoveOption> {
        self.with_position(index, |position| position.moves())
            .unwrap_or_default()
    }

    /// The position reached at timeline step `index` as a judge-format input.
    pub fn input_at(&mut self, index: usize) -> Option<Result<String, Message>> {
        self.with_position(index, |position| position.input())
    }

    fn with_position<T>(&mut self, index: usize, f: impl FnOnce(&dyn Position) -> T) -> Option<T> {
        let index = index.min(self.shown_step_count().saturating_sub(1));
        if self.is_main_line(index) {
            let branch = self.replay.position(index)?;
            return Some(f(branch.position.as_ref()));
        }
        let variation = self.variation.as_ref().expect("off the main line");
        let played = variation.move_at(index - variation.base - 1);
        Some(f(variation.position_after(played)))
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
        let outcome = self.play_move(index, id, progress)?;
        Ok(self.branch(outcome.first_step, outcome.feedback))
    }

    fn play_move(
        &mut self,
        index: usize,
        id: &str,
        progress: &mut Progress,
    ) -> Result<PlayOutcome, Message> {
        let index = index.min(self.shown_step_count().saturating_sub(1));
        let played = if self.is_main_line(index) {
            let branch = self
                .replay
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
    /// the answer shows the last move's first step.
    pub fn restore_variation(&mut self, base: usize, moves: &[String]) -> Result<Branch, Message> {
        self.variation = None;
        if moves.len() > MAX_VARIATION_MOVES {
            return Err(too_many_moves());
        }
        let (mut at, mut shown) = (base, base);
        for id in moves {
            shown = self.play_move(at, id, &mut Progress::silent())?.first_step;
            at = self.shown_step_count() - 1;
        }
        Ok(self.branch(shown, Vec::new()))
    }

    /// Drops the variation; the answer shows the main-line step it branched from.
    pub fn back_to_main_line(&mut self) -> Branch {
        let base = self.variation.take().map_or(0, |variation| variation.base);
        self.branch(base, Vec::new())
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
    pub(crate) fn shown_markers(&self) -> Vec<Marker> {
        let mut markers = self.replay.markers();
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
    /// The board drawn like a step (cell (row, col) is what edits address).
    pub scene: Scene,
    /// Its rows' and columns' names and what its cells hold.
    pub notes: BoardNotes,
    pub scopes: Vec<Message>,
    pub layers: Vec<Layer>,
    pub fields: Vec<Field>,
}

fn editor_of(game_id: &str) -> Result<(&'static crate::GameInfo, BoardEditor), InputError> {
    let game = crate::game_or_error(game_id)?;
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
    let problem = crate::validate(game_id, text, rules).err();
    Ok(Edited {
        board: EditorView {
            scene: Scene::new(&board.frame, &game.palette, ""),
            notes: board_notes(game, &board.frame),
            scopes: board.scopes,
            layers: board.layers,
            fields: board.fields,
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
