// Run and Cancel, the status line (and what screen readers hear of it), and the result on screen.
//
// One rule keeps the page honest: a result is only ever shown with the game, rules and input that
// produced it. Any change of those cancels a run in progress and forgets the shown result
// (invalidate), and the URL hash then names only the game.

import { language, t } from '../i18n/i18n.js';
import { MAX_INPUT_BYTES } from '../lib/files.js';
import { utf8Length } from '../lib/text.js';
import { gameHash } from './page-hash.js';
import { sessionButtons, ui } from './page-ui.js';

/** @import { EngineError } from '../engine/engine.js' */
/** @import { Controllers, Page, PageState, RunActions, RunOptions, Text } from './page-state.js' */
/** @import { RemoteSession } from '../engine/engine.js' */
/** @import { GameInfo } from '../lib/types.js' */
/** @import { StatusLine } from './page-status.js' */

/**
 * The run of `ticket`, if still the one in progress, is over: Run again, Cancel gone.
 * @param {PageState} state
 * @param {number} ticket
 */
function finishRun(state, ticket) {
  if (ticket !== state.run.ticket || !state.run.running) return;
  state.run.running = false;
  clearTimeout(state.run.cancelTimer);
  ui.cancel.hidden = true;
  ui.run.disabled = false;
}

/**
 * A run the user asked for (Run, a sample, a file, a link) ends with the board in view: when it is
 * not wholly on screen (a small screen), the player is scrolled to the top. Measured once the
 * frame that shows the run is laid out: measured at once, the page would be laid out for it
 * alone (3.7 ms of a Run here).
 */
function revealPlayer() {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const board = ui.player.querySelector('.stage')?.getBoundingClientRect();
      if (!board || (board.top >= 0 && board.bottom <= innerHeight)) return;
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      ui.player.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }),
  );
}

/**
 * Stops a run in progress (the worker is replaced); `why` goes to the status line.
 * @param {Page} page
 * @param {Text} why
 */
function stopRun({ state, engine, status }, why) {
  if (!state.run.running) return;
  state.run.ticket++;
  state.run.running = false;
  engine.cancel();
  clearTimeout(state.run.cancelTimer);
  ui.cancel.hidden = true;
  ui.run.disabled = false;
  status.set(why);
}

/**
 * Starts a run, with a ticket of its own: Run is disabled, Cancel shows once it takes a moment,
 * and the status line says it runs, then (not urgently) how far it is.
 * @param {PageState} state
 * @param {StatusLine} status
 */
function startRun(state, status) {
  const ticket = ++state.run.ticket;
  state.run.running = true;
  ui.run.disabled = true;
  status.set(() => t('page.running'));
  state.run.cancelTimer = setTimeout(() => (ui.cancel.hidden = false), 100);
  const progress = (/** @type {string} */ text) => {
    if (ticket === state.run.ticket) status.set(() => t('page.runningProgress', { progress: text }), { urgent: false });
  };
  return { ticket, progress };
}

/**
 * The result on screen: shown once a run ends, forgotten when what produced it changes.
 * @param {Page} page
 * @param {Pick<Controllers, 'output' | 'exporter' | 'rules'>} controllers
 */
function resultOnScreen({ state, events, status, player, program }, { output: outputView, exporter, rules: ruleOptions }) {
  function forgetSession() {
    program.forget();
    state.session?.remote.free();
    state.session = null;
    events.emit('forgotten', undefined);
    player.clear();
    outputView.clearOutput();
    ruleOptions.showSuggestion(null);
    for (const button of sessionButtons) button.disabled = true;
  }

  /**
   * Shows `result`, the run of `ticket` (started at `started`) of `input` with `rules`, at step
   * `step` (with your moves: `variation` and their `feedback`).
   * @param {RemoteSession} result
   * @param {{ ticket: number, runGame: GameInfo, input: string, rules: Record<string, string>, started: number }} run
   * @param {RunOptions} options
   */
  async function show(result, { ticket, runGame, input, rules, started }, { step = 0, reveal = false, variation = null, feedback = [] }) {
    const ms = Math.round(performance.now() - started);
    const { output, stepCount } = result;
    // The game's texts (its palette's names) in the page's language now, which may have changed.
    const shownGame = state.game.id === runGame.id ? state.game : runGame;
    state.session = { remote: result, game: shownGame, input, rules, output, stepCount, outputLines: output.split('\n') };
    const steps = result.stepCount;
    status.set(() => t('page.done', { ms, count: steps }));
    for (const button of sessionButtons) button.disabled = false;
    exporter.setExportRange(result.stepCount, { reset: true });
    ruleOptions.showSuggestion(result.suggestions[0]);
    finishRun(state, ticket);
    if (variation) {
      try {
        await result.branch('restoreVariation', variation.base, variation.moves);
      } catch (err) {
        const message = /** @type {Error} */ (err).message;
        status.set(() => t('page.variationFailed', { message }));
      }
      state.session.stepCount = result.stepCount;
    }
    events.emit('shown', { result, feedback });
    await player.load(result, step);
    if (state.session?.remote === result) outputView.showOutput(result.output);
    if (reveal) revealPlayer();
    // Your program's texts are checked against each result; a run from a step (a link's) stays there.
    if (program.hasTexts) await program.check({ jump: step === 0 });
    events.emit('changed', undefined);
  }

  return { forgetSession, show };
}

/**
 * @param {Page} page
 * @param {Pick<Controllers, 'output' | 'exporter' | 'rules' | 'input'>} controllers
 * @returns {RunActions}
 */
export function runController(page, controllers) {
  const { state, events, status, engine } = page;
  const { rules: ruleOptions, input: inputArea } = controllers;
  const shown = resultOnScreen(page, controllers);
  const { forgetSession } = shown;

  /**
   * Stops a run in progress; `why` goes to the status line.
   * @param {Text} why
   */
  const cancelRun = (why = () => t('cancelled')) => stopRun(page, why);

  /**
   * The game, a rule or the input changed: a run in progress is cancelled, the result on screen
   * is forgotten with its status, and so is an error on screen (with its line marked in the
   * input), which was about what changed; the hash then names only the game. `why` is shown
   * instead when there was something to drop.
   * @param {Text} why
   */
  function invalidate(why = '') {
    const had = state.run.running || state.session || !ui.error.hidden;
    cancelRun(why || (() => t('cancelled')));
    forgetSession();
    inputArea.clearError();
    state.run.engineError = false;
    if (had) status.set(why);
    if (state.game && !state.link.restoring) history.replaceState(null, '', gameHash(state));
  }

  /**
   * Runs the input. One run at a time: Run (and Ctrl+Enter) do nothing while one is in progress.
   * @param {RunOptions} options
   */
  async function run({ step = 0, rules = ruleOptions.currentRules(), reveal = false, variation = null, feedback = [] } = {}) {
    if (state.run.running) return;
    // The editor of a large input gives its text, and its size, a slice at a time (about a second
    // for 32 million lines: the status says the run has begun).
    let edited = null;
    if (state.input.editor) {
      status.set(() => t('page.running'));
      edited = await inputArea.readInput();
      if (state.run.running) return;
    }
    const input = edited?.text ?? inputArea.inputText();
    forgetSession();
    inputArea.clearError();
    state.run.engineError = false;
    state.run.lastRules = rules;
    // A held input was checked where it came from; the text box and the editor grow by typing.
    if (!state.input.held && (edited?.bytes ?? utf8Length(input)) > MAX_INPUT_BYTES) {
      inputArea.showError({ line: 0, message: t('page.inputTooLarge', { limit: MAX_INPUT_BYTES >> 20 }) });
      return;
    }
    const runGame = state.game;
    const started = performance.now();
    const { ticket, progress } = startRun(state, status);
    try {
      const result = await engine.run(runGame.id, input, rules, language(), progress);
      if (ticket !== state.run.ticket) {
        result.free();
        return;
      }
      // The language changed while it ran: its markers and suggestions in the new one.
      if (result.language !== language()) await result.setLanguage(language());
      if (ticket !== state.run.ticket) {
        result.free();
        return;
      }
      await shown.show(result, { ticket, runGame, input, rules, started }, { step, reveal, variation, feedback });
    } catch (err) {
      if (ticket !== state.run.ticket) return;
      finishRun(state, ticket);
      const error = /** @type {EngineError} */ (err);
      if (error.kind === 'cancelled') status.set(() => t('cancelled'));
      else {
        status.set('');
        inputArea.showError(error);
        // The engine's words: a change of language runs again to have them in the new one.
        state.run.engineError = true;
      }
    } finally {
      finishRun(state, ticket);
    }
  }

  ui.run.addEventListener('click', () => run({ reveal: true }));
  ui.cancel.addEventListener('click', () => cancelRun());
  events.on('submit', (options) => run(options));
  events.on('edited', () => invalidate(() => t('page.inputChanged')));
  events.on('rulesChanged', () => invalidate(() => t('page.rulesChanged')));

  return { run, cancelRun, invalidate, forgetSession };
}
