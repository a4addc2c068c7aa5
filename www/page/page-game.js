// The game row: the game and sample menus, a random input from a seed, the game's about text, and
// the input of the user's own file. No game-specific code lives here: every text comes from the
// engine's games list.

import { t } from '../i18n/i18n.js';
import { option, verbatimText } from '../lib/dom.js';
import { quoted } from '../lib/text.js';
import { ui } from './page-ui.js';

/** Where a message puts the random input's command (a private-use character). */
const COMMAND_MARK = '\u{E000}';

/** @import { Engine, EngineError } from '../engine/engine.js' */
/** @import { Controllers, GameActions, Page, PageState } from './page-state.js' */
/** @import { GameInfo } from '../lib/types.js' */

/**
 * The game's texts (from the engine, in the page's language): about, the samples' names.
 * @param {GameInfo} game
 */
function showGameTexts(game) {
  ui.about.replaceChildren(...verbatimText(t('page.about', { title: game.title, source: game.source, about: game.about })));
  const chosen = ui.sample.value;
  ui.sample.replaceChildren(option('', t('page.choose')), ...game.samples.map((s, i) => option(String(i), s.label)));
  ui.sample.value = chosen;
}

/** "Random input from seed 7; on the command line: `boardlab gen …`" (the command as code). */
/** @param {PageState} state */
function showRandomNote(state) {
  const note = state.input.randomNote;
  if (!note) return;
  const command = document.createElement('code');
  command.dir = 'ltr';
  command.textContent = note.command;
  // The message places the command: a mark that no translation contains stands in for it, and
  // the code element goes where the mark is (Fluent's bidi isolates stay around it).
  const [before, after = ''] = t('page.randomNote', { seed: note.seed, command: COMMAND_MARK }).split(COMMAND_MARK);
  ui.randomNote.replaceChildren(before, command, after);
}

/**
 * A random valid input of the game from the seed field (the same input `boardlab gen` makes
 * from that seed), then run. The note says how to make it again from the command line.
 * @param {Page} page
 * @param {Pick<Controllers, 'rules' | 'run'>} controllers
 * @param {(text: string) => void} loadUserText
 */
async function randomInput({ state, status, engine }, { rules, run }, loadUserText) {
  const seed = ui.seed.value.trim();
  if (!/^\d{1,20}$/.test(seed)) {
    status.set(() => t('page.seedInvalid', { max: '18446744073709551615' }));
    ui.seed.focus();
    return;
  }
  const id = state.game.id;
  const set = rules.currentRules();
  run.invalidate();
  let text;
  try {
    text = /** @type {string} */ (await engine.call(id, 'generate', id, String(seed), {}, set));
  } catch (err) {
    const message = /** @type {EngineError} */ (err).message;
    status.set(() => t('page.randomFailed', { message }));
    return;
  }
  if (state.game.id !== id) return; // the game changed meanwhile
  loadUserText(text);
  const options = Object.entries(set)
    .map(([name, value]) => ` --rule ${name}=${value}`)
    .join('');
  state.input.randomNote = { seed, command: `boardlab gen ${id} --seed ${seed}${options}` };
  showRandomNote(state);
  ui.randomNote.hidden = false;
  run.run({ reveal: true });
}

/** How many games' texts are on their way (a game chosen, then another before they came). */
let fetchingGames = 0;

/**
 * Game `id`'s texts, fetched in the page's language (which may change while they are on their
 * way); the sample menu waits for them meanwhile.
 * @param {Engine} engine
 * @param {string} id
 */
async function fetchGameTexts(engine, id) {
  fetchingGames++;
  ui.sample.disabled = true;
  try {
    let lang;
    let game;
    do {
      lang = engine.language;
      game = await engine.game(id, lang);
    } while (lang !== engine.language);
    return game;
  } finally {
    ui.sample.disabled = --fetchingGames > 0;
  }
}

/**
 * Loading a sample, and an input of the user's own in place of one.
 * @param {PageState} state
 * @param {Pick<Controllers, 'rules' | 'input' | 'run'>} controllers
 */
function sampleActions(state, { rules, input, run }) {
  /** @param {number} index */
  function loadSample(index) {
    const sample = state.game.samples[index];
    if (!sample) return;
    run.invalidate();
    input.setInput(sample.input);
    state.input.loadedSample = sample.input;
    ui.sample.value = String(index);
    rules.setRules(Object.fromEntries(sample.rules));
    ui.sampleNote.replaceChildren(...verbatimText(sample.note));
    ui.sampleNote.hidden = !sample.note;
    input.showFileNote(null);
    ui.randomNote.hidden = true;
  }

  /** The input is no longer the loaded sample: the Sample menu and its note stop claiming it is. */
  function forgetSample() {
    state.input.loadedSample = '';
    ui.sample.value = '';
    ui.sampleNote.hidden = true;
  }

  /**
   * An input from the user's own file: no sample (or sample note) applies any more.
   * @param {string} text
   */
  function loadUserText(text) {
    run.invalidate();
    input.setInput(text);
    forgetSample();
    input.showFileNote(null);
    ui.randomNote.hidden = true;
  }

  return { loadSample, forgetSample, loadUserText };
}

/**
 * @param {Page} page
 * @param {Pick<Controllers, 'rules' | 'input' | 'run'>} controllers
 * @returns {GameActions}
 */
export function gameController(page, controllers) {
  const { state, events, engine } = page;
  const { rules, input, run } = controllers;
  const { loadSample, forgetSample, loadUserText } = sampleActions(state, controllers);
  let selections = 0;

  /** @param {string} id */
  async function selectGame(id) {
    const ticket = ++selections;
    const listed = state.games.find((g) => g.id === id) ?? state.games[0];
    // At once when its texts have arrived before, as a user switching back expects.
    let game = engine.arrivedGame(listed.id);
    if (!game) {
      try {
        game = await fetchGameTexts(engine, listed.id);
      } catch (err) {
        if (ticket !== selections) return false;
        // The menu names the game still shown, not the one whose texts could not be had.
        if (state.game) ui.game.value = state.game.id;
        const message = /** @type {Error} */ (err).message;
        input.showError({ line: 0, message: t('page.engineFailed', { message }) });
        return false;
      }
      if (ticket !== selections) return false;
    }
    state.game = game;
    // Tests wait on it: the game whose texts the page shows.
    ui.game.dataset.shown = game.id;
    run.invalidate();
    ui.game.value = state.game.id;
    showGameTexts(state.game);
    ui.sampleNote.hidden = true;
    input.showFileNote(null);
    rules.buildRuleControls();
    events.emit('gameSelected', state.game);
    return true;
  }

  function listGames() {
    ui.game.replaceChildren(...state.games.map((g) => option(g.id, g.title)));
  }

  /** The games list is in another language now: the menu's choice, the game's texts and its rule options in it. */
  function relabelGame() {
    ui.game.value = state.game.id;
    showGameTexts(state.game);
    const sample = state.game.samples[Number(ui.sample.value)];
    if (ui.sample.value !== '' && sample) ui.sampleNote.replaceChildren(...verbatimText(sample.note));
    rules.relabelRules();
  }

  /**
   * The user opened (or dropped) a file on the input: it runs at once, as a sample does, and the
   * note names it.
   * @param {{ name: string, text: string }} file
   */
  function openFile({ name, text }) {
    loadUserText(text);
    const quotedName = quoted(name);
    input.showFileNote(() => t('page.openedFile', { name: quotedName }));
    run.run({ reveal: true });
  }

  ui.game.addEventListener('change', async () => {
    const edited = input.ownInput();
    if (!(await selectGame(ui.game.value))) return;
    if (!edited) {
      input.setInput('');
      if (state.game.samples.length) {
        loadSample(0);
        run.run({ reveal: true });
      }
    }
  });
  ui.sample.addEventListener('change', () => {
    if (ui.sample.value === '') return;
    loadSample(Number(ui.sample.value));
    run.run({ reveal: true });
  });
  ui.random.addEventListener('click', () => randomInput(page, controllers, loadUserText));
  events.on('opened', openFile);
  events.on('edited', ({ sample }) => {
    if (!sample) forgetSample();
  });

  return { selectGame, listGames, relabelGame, loadSample, loadUserText, forgetSample, showRandomNote: () => showRandomNote(state) };
}
