// "Your move" and "Edit board" on the page: the Explorer (explore.js) and the BoardEditor
// (board-editor.js) made with their hooks into the controllers below, the steps your moves add,
// and the moves an edit of the input dropped ("Undo and keep my moves").

import { t } from '../i18n/i18n.js';
import { Explorer } from '../tools/explore.js';
import { onScreen } from './page-state.js';
import { ui } from './page-ui.js';

/** @import { Controllers, ExploreActions, Page } from './page-state.js' */
/** @import { Branch, GameInfo } from '../lib/types.js' */

const EDIT_RUN_DELAY_MS = 300;

/**
 * @typedef {Pick<Controllers, 'output' | 'exporter' | 'rules' | 'input' | 'run' | 'game'>} Below the
 *   controllers made before this one
 */

/**
 * The explorer of the page's player: its moves are played in the engine, and its "Open as
 * input" runs the position as the page's input.
 * @param {Page} page
 * @param {Below} controllers
 * @param {(branch: Branch) => Promise<void>} showTimeline
 */
function createExplorer({ status, engine, player }, { output, input, run, game }, showTimeline) {
  return new Explorer(player, ui.explore, {
    timelineChanged: showTimeline,
    copy: (text, what) => output.copyText(text, what),
    useInput(text) {
      input.setInput(text);
      game.forgetSample();
      run.invalidate();
      run.run({ reveal: true });
    },
    status: (text) => status.set(text),
    restart: (variation, step) => {
      run.forgetSession();
      run.run({ step, variation, feedback: [t('explore.moveCancelled')] });
    },
    cancel: () => engine.cancel(),
  });
}

/**
 * The board editor of the page's input (board-editor.js, fetched when "Edit board" is first
 * pressed): the text it writes runs by itself, a moment after the last edit.
 * @param {Page} page
 * @param {Below} controllers
 * @param {() => void} keepDroppedMoves
 */
async function createBoardEditor({ state, engine }, { rules, input, run, game }, keepDroppedMoves) {
  const { BoardEditor } = await import('../tools/board-editor.js');
  return new BoardEditor(engine, ui.boardEditor, {
    // The editor of a large input gives its text a slice at a time.
    current: async () => {
      const text = (await input.readInput())?.text ?? input.inputText();
      return { game: state.game.id, input: text, rules: rules.currentRules() };
    },
    setInput(text) {
      keepDroppedMoves();
      input.setInput(text);
      game.forgetSample();
      run.invalidate('');
      // The edited text runs by itself: its result, or the located error, shows as for typed text.
      clearTimeout(state.edit.runTimer);
      state.edit.runTimer = setTimeout(() => run.run(), EDIT_RUN_DELAY_MS);
    },
    checked(error) {
      // A text that does not read, or breaks a rule, shows as a run's error would (the caret
      // stays where the user types); once the text is valid, an error about an earlier text goes
      // (a run's error about this one stays).
      if (error) input.showError(error, { caret: false });
      else if (!state.run.engineError) input.clearError();
    },
  });
}

/**
 * The board editor as the controller uses it, made (its module fetched) when first shown.
 * @param {Page} page
 * @param {Below} controllers
 * @param {() => void} keepDroppedMoves
 */
function boardEditorOnFirstUse(page, controllers, keepDroppedMoves) {
  /** @type {import('../tools/board-editor.js').BoardEditor | null} */
  let editor = null;
  /** @type {Promise<import('../tools/board-editor.js').BoardEditor> | null} */
  let made = null;
  return {
    get open() {
      return editor?.open ?? false;
    },
    show() {
      made ??= createBoardEditor(page, controllers, keepDroppedMoves).then((created) => (editor = created));
      // Shown once made, unless closed meanwhile.
      made.then((created) => {
        if (ui.editBoard.getAttribute('aria-pressed') === 'true') created.show();
      });
    },
    hide: () => editor?.hide(),
    refresh: () => editor?.refresh(),
    textChanged: () => editor?.textChanged(),
  };
}

/**
 * @param {Page} page
 * @param {Below} controllers
 * @returns {ExploreActions}
 */
export function exploreController(page, controllers) {
  const { state, events, player, program } = page;
  const { exporter, rules, input, run, game } = controllers;
  const edit = state.edit;
  const explorer = createExplorer(page, controllers, showTimeline);
  const boardEditor = boardEditorOnFirstUse(page, controllers, keepDroppedMoves);

  /**
   * Your moves changed the session's steps (a move played, back to the main line): shows them from
   * `branch.firstStep`, playing a move's steps through to the next decision.
   * @param {Branch} branch
   */
  async function showTimeline(branch) {
    const shown = onScreen(state);
    shown.stepCount = shown.remote.stepCount;
    exporter.setExportRange(shown.stepCount);
    await player.branched(branch);
    await program.refresh();
    events.emit('changed', undefined);
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
    const dropped = edit.droppedMoves;
    forgetDroppedMoves();
    clearTimeout(edit.runTimer);
    input.setInput(dropped.input);
    game.forgetSample();
    rules.setRules(dropped.rules);
    run.invalidate();
    run.run({ step: dropped.step, rules: dropped.rules, variation: dropped.variation });
  }

  /** Opens or closes "Edit board" (the player makes room for it). */
  function toggleBoardEditor(open = !boardEditor.open) {
    ui.editBoard.setAttribute('aria-pressed', String(open));
    if (open) boardEditor.show();
    else boardEditor.hide();
  }

  /**
   * Another game: moves dropped from the last one cannot come back, and "Edit board" is offered
   * for a game with an editor (an open editor shows the new game's board, or closes).
   * @param {GameInfo} game
   */
  function gameSelected({ hasEditor }) {
    forgetDroppedMoves();
    ui.editBoard.hidden = !hasEditor;
    if (boardEditor.open) toggleBoardEditor(hasEditor);
  }

  /** An open board editor shows its board again, in the page's language now. */
  function refreshBoardEditor() {
    if (boardEditor.open) boardEditor.refresh();
  }

  ui.editBoard.addEventListener('click', () => toggleBoardEditor());
  ui.editDone.addEventListener('click', () => {
    toggleBoardEditor(false);
    ui.editBoard.focus();
  });
  ui.movesUndo.addEventListener('click', undoDroppedMoves);
  events.on('shown', ({ result, feedback }) => explorer.attach(result, feedback));
  events.on('forgotten', () => explorer.attach(null));
  events.on('editing', keepDroppedMoves);
  events.on('text', () => boardEditor.textChanged());
  events.on('gameSelected', gameSelected);
  events.on('yourLine', (line) => explorer.showLine(line));

  return { showDroppedMoves, refreshBoardEditor };
}
