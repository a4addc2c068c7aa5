// "Your move" and "Edit board" on the page: the Explorer (explore.js) and the BoardEditor
// (board-editor.js) made with their hooks into the page, the steps your moves add, and the moves an
// edit of the input dropped ("Undo and keep my moves").

import { t } from '../i18n/i18n.js';
import { BoardEditor } from '../tools/board-editor.js';
import { Explorer } from '../tools/explore.js';
import { onScreen } from './page-state.js';
import { ui } from './page-ui.js';

/** @import { ExploreActions, Page, PageCore } from './page-state.js' */

const EDIT_RUN_DELAY_MS = 300;

/**
 * The explorer of the page's player: its moves are played in the engine, and its "Open as
 * input" runs the position as the page's input.
 * @param {PageCore} page
 */
export function createExplorer({ act, engine, player }) {
  return new Explorer(player, ui.explore, {
    timelineChanged: (branch) => act.showTimeline(branch),
    copy: (text, what) => act.copyText(text, what),
    useInput(text) {
      act.setInput(text);
      act.forgetSample();
      act.invalidate();
      act.run({ reveal: true });
    },
    status: (text) => act.setStatus(text),
    restart: (variation, step) => {
      act.forgetSession();
      act.run({ step, variation, feedback: [t('explore.moveCancelled')] });
    },
    cancel: () => engine.cancel(),
  });
}

/**
 * The board editor of the page's input: the text it writes runs by itself, a moment after the
 * last edit.
 * @param {PageCore} page
 */
export function createBoardEditor({ state, act, engine }) {
  return new BoardEditor(engine, ui.boardEditor, {
    // The editor of a large input gives its text a slice at a time.
    current: async () => {
      const input = (await act.readInput())?.text ?? act.inputText();
      return { game: state.game.id, input, rules: act.currentRules() };
    },
    setInput(text) {
      act.keepDroppedMoves();
      act.setInput(text);
      act.forgetSample();
      act.invalidate('');
      // The edited text runs by itself: its result, or the located error, shows as for typed text.
      clearTimeout(state.edit.runTimer);
      state.edit.runTimer = setTimeout(() => act.run(), EDIT_RUN_DELAY_MS);
    },
    checked(error) {
      // A text that does not read, or breaks a rule, shows as a run's error would (the caret
      // stays where the user types); once the text is valid, an error about an earlier text goes
      // (a run's error about this one stays).
      if (error) act.showError(error, { caret: false });
      else if (!state.run.engineError) act.clearError();
    },
  });
}

/**
 * @param {Page} page
 * @returns {ExploreActions}
 */
export function exploreController({ state, act, player, program, explorer, boardEditor }) {
  const edit = state.edit;

  /**
   * Your moves changed the session's steps (a move played, back to the main line): shows them from
   * `branch.firstStep`, playing a move's steps through to the next decision.
   * @param {import('../lib/types.js').Branch} branch
   */
  async function showTimeline(branch) {
    const shown = onScreen(state);
    shown.stepCount = shown.remote.stepCount;
    act.setExportRange(shown.stepCount);
    await player.branched(branch);
    await program.refresh();
    act.scheduleHashUpdate();
    if (shown.remote.variation && branch.firstStep < shown.stepCount - 1) player.play();
  }

  /** The input is about to be edited (typed, or by the board editor): your moves on screen go, and can come back. */
  function keepDroppedMoves() {
    const variation = explorer.variation;
    if (!state.session || !variation) return;
    edit.droppedMoves = { input: state.session.input, rules: state.session.rules, variation, step: player.index };
    showDroppedMoves();
  }

  /** The notice of dropped moves (in the page's language), or none. */
  function showDroppedMoves() {
    ui.movesDropped.hidden = !edit.droppedMoves;
    if (!edit.droppedMoves) return;
    const { variation } = edit.droppedMoves;
    ui.movesDroppedText.textContent = t('page.movesDropped', { count: variation.moves.length, step: variation.base + 1 });
  }

  /** Another game: moves dropped from the last one cannot come back. */
  function forgetDroppedMoves() {
    edit.droppedMoves = null;
    showDroppedMoves();
  }

  /** "Undo and keep my moves": the input before the edit runs again, with your moves. */
  function undoDroppedMoves() {
    if (!edit.droppedMoves) return;
    const { input, rules, variation, step } = edit.droppedMoves;
    forgetDroppedMoves();
    clearTimeout(edit.runTimer);
    act.setInput(input);
    act.forgetSample();
    act.setRules(rules);
    act.invalidate();
    act.run({ step, rules, variation });
  }

  /** Opens or closes "Edit board" (the player makes room for it). */
  function toggleBoardEditor(open = !boardEditor.open) {
    ui.editBoard.setAttribute('aria-pressed', String(open));
    if (open) boardEditor.show();
    else boardEditor.hide();
  }

  /**
   * "Edit board" is offered for a game with an editor; an open editor shows the new game's board,
   * or closes.
   * @param {boolean} hasEditor
   */
  function offerBoardEditor(hasEditor) {
    ui.editBoard.hidden = !hasEditor;
    if (boardEditor.open) toggleBoardEditor(hasEditor);
  }

  ui.editBoard.addEventListener('click', () => toggleBoardEditor());
  ui.editDone.addEventListener('click', () => {
    toggleBoardEditor(false);
    ui.editBoard.focus();
  });
  ui.movesUndo.addEventListener('click', undoDroppedMoves);

  return { showTimeline, keepDroppedMoves, showDroppedMoves, forgetDroppedMoves, offerBoardEditor };
}
