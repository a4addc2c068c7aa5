// The game row: the game and sample menus, a random input from a seed, the game's about text,
// its rule options (the first one shown, the rest folded), and an engine's suggestion to set one.
// No game-specific code lives here: every text comes from the engine's games list.

import { t } from '../i18n/i18n.js';
import { option, verbatimText } from '../lib/dom.js';
import { ui } from './page-ui.js';

/** Where a message puts the random input's command (a private-use character). */
const COMMAND_MARK = '\u{E000}';

/** @import { EngineError } from '../engine/engine.js' */
/** @import { GameActions, Page } from './page-state.js' */
/** @import { RuleOption, Suggestion } from '../lib/types.js' */

/**
 * @param {Page} page
 * @returns {GameActions}
 */
export function gameController({ state, act, engine }) {
  /** @param {string} id */
  function selectGame(id) {
    state.game = state.games.find((g) => g.id === id) || state.games[0];
    act.forgetDroppedMoves();
    act.invalidate();
    ui.game.value = state.game.id;
    showGameTexts();
    ui.sampleNote.hidden = true;
    act.showFileNote(null);
    act.offerBoardEditor(state.game.hasEditor);
    buildRuleControls();
  }

  function listGames() {
    ui.game.replaceChildren(...state.games.map((g) => option(g.id, g.title)));
  }

  /** The game's texts (from the engine, in the page's language): about, the samples' names. */
  function showGameTexts() {
    const { game } = state;
    ui.about.replaceChildren(...verbatimText(t('page.about', { title: game.title, source: game.source, about: game.about })));
    const chosen = ui.sample.value;
    ui.sample.replaceChildren(option('', t('page.choose')), ...game.samples.map((s, i) => option(String(i), s.label)));
    ui.sample.value = chosen;
  }

  /** The games list is in another language now: the menu's choice, the game's texts and its rule options in it. */
  function relabelGame() {
    ui.game.value = state.game.id;
    showGameTexts();
    const sample = state.game.samples[Number(ui.sample.value)];
    if (ui.sample.value !== '' && sample) ui.sampleNote.replaceChildren(...verbatimText(sample.note));
    relabelRules();
  }

  /** The first rule option of a game is its main one (e.g. ludo's part); the rest are folded. */
  function buildRuleControls() {
    const [main, ...more] = state.game.rules;
    ui.ruleList.replaceChildren(...(main ? [ruleRow(main)] : []));
    ui.moreRuleList.replaceChildren(...more.map(ruleRow));
    ui.rules.hidden = !main;
    ui.moreRules.hidden = more.length === 0;
    ui.moreRules.open = false;
    ui.rulesNote.textContent = t('page.rulesNote');
    updateRulesSummary();
  }

  /** The rule options' texts in the page's language, their values kept. */
  function relabelRules() {
    const values = currentRules();
    const open = ui.moreRules.open;
    buildRuleControls();
    setRules(values);
    ui.moreRules.open = open || ui.moreRules.open;
  }

  /** @param {RuleOption} rule */
  function ruleRow(rule) {
    const row = document.createElement('div');
    row.className = 'rule';
    const label = document.createElement('label');
    label.textContent = rule.name;
    label.dir = 'ltr';
    const select = document.createElement('select');
    select.dataset.rule = rule.name;
    select.id = `rule-${rule.name}`;
    label.htmlFor = select.id;
    // A value's meaning would not fit in the dropdown: it shows the values (each meaning as the
    // option's tooltip), and the chosen one's meaning is written under it.
    rule.values.forEach(([value, meaning], i) => {
      const node = option(value, i === 0 ? t('page.ruleValueDefault', { value }) : value);
      node.title = meaning;
      select.append(node);
    });
    const meaning = document.createElement('span');
    meaning.className = 'meaning';
    meaning.id = `${select.id}-meaning`;
    const help = document.createElement('span');
    help.className = 'help';
    help.id = `${select.id}-help`;
    help.append(...verbatimText(rule.help));
    select.setAttribute('aria-describedby', `${meaning.id} ${help.id}`);
    select.addEventListener('change', () => {
      showRuleMeaning(select, rule);
      act.invalidate(() => t('page.rulesChanged'));
      updateRulesSummary();
    });
    row.append(label, select, meaning, help);
    showRuleMeaning(select, rule);
    return row;
  }

  /**
   * Writes the meaning of the value `select` has under it (ruleRow made both for `rule`).
   * @param {HTMLSelectElement} select
   * @param {RuleOption} rule
   */
  function showRuleMeaning(select, rule) {
    const [value, meaning] = rule.values.find(([v]) => v === select.value) ?? rule.values[0];
    select.parentElement?.querySelector('.meaning')?.replaceChildren(...verbatimText(t('page.ruleValue', { value, meaning })));
  }

  /** The folded options' summary names those set away from their defaults. */
  function updateRulesSummary() {
    const [, ...more] = state.game.rules;
    const changed = Object.entries(currentRules()).filter(([name]) => more.some((r) => r.name === name));
    ui.moreRulesSummary.textContent = changed.length
      ? t('page.moreRulesChanged', { count: more.length, changed: changed.map(([n, v]) => `${n}=${v}`).join(', ') })
      : t('page.moreRules', { count: more.length });
    if (changed.length) ui.moreRules.open = true;
  }

  function ruleSelects() {
    return /** @type {NodeListOf<HTMLSelectElement>} */ (ui.rules.querySelectorAll('select[data-rule]'));
  }

  /**
   * The rule options that differ from their defaults, as { name: value }.
   * @returns {Record<string, string>}
   */
  function currentRules() {
    /** @type {Record<string, string>} */
    const rules = {};
    for (const select of ruleSelects()) {
      const rule = state.game.rules.find((r) => r.name === select.dataset.rule);
      if (rule && select.value !== rule.values[0][0]) rules[rule.name] = select.value;
    }
    return rules;
  }

  /**
   * Sets the selects to `rules` (names and values the game does not have are left at default).
   * @param {Record<string, string>} rules
   */
  function setRules(rules) {
    for (const select of ruleSelects()) {
      // Each select is made by ruleRow for one of the game's rules.
      const name = select.dataset.rule ?? '';
      const rule = /** @type {RuleOption} */ (state.game.rules.find((r) => r.name === name));
      const wanted = rules[name];
      select.value = wanted && rule.values.some(([v]) => v === wanted) ? wanted : rule.values[0][0];
      showRuleMeaning(select, rule);
    }
    updateRulesSummary();
  }

  /** @param {number} index */
  function loadSample(index) {
    const sample = state.game.samples[index];
    if (!sample) return;
    act.invalidate();
    act.setInput(sample.input);
    state.input.loadedSample = sample.input;
    ui.sample.value = String(index);
    setRules(Object.fromEntries(sample.rules));
    ui.sampleNote.replaceChildren(...verbatimText(sample.note));
    ui.sampleNote.hidden = !sample.note;
    act.showFileNote(null);
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
    act.invalidate();
    act.setInput(text);
    forgetSample();
    act.showFileNote(null);
    ui.randomNote.hidden = true;
  }

  /**
   * A random valid input of the game from the seed field (the same input `boardlab gen` makes
   * from that seed), then run. The note says how to make it again from the command line.
   */
  async function randomInput() {
    const seed = ui.seed.value.trim();
    if (!/^\d{1,20}$/.test(seed)) {
      act.setStatus(() => t('page.seedInvalid', { max: '18446744073709551615' }));
      ui.seed.focus();
      return;
    }
    const id = state.game.id;
    const rules = currentRules();
    act.invalidate();
    let text;
    try {
      text = /** @type {string} */ (await engine.call(id, 'generate', id, String(seed), {}, rules));
    } catch (err) {
      const message = /** @type {EngineError} */ (err).message;
      act.setStatus(() => t('page.randomFailed', { message }));
      return;
    }
    if (state.game.id !== id) return; // the game changed meanwhile
    loadUserText(text);
    const options = Object.entries(rules)
      .map(([name, value]) => ` --rule ${name}=${value}`)
      .join('');
    state.input.randomNote = { seed, command: `boardlab gen ${id} --seed ${seed}${options}` };
    showRandomNote();
    ui.randomNote.hidden = false;
    act.run({ reveal: true });
  }

  /** "Random input from seed 7; on the command line: `boardlab gen …`" (the command as code). */
  function showRandomNote() {
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
   * An engine's suggestion ({ rule, value, message }): the input reads as another setting of a
   * rule option (ludo's part). Offered with a button, never applied silently.
   * @param {Suggestion | null | undefined} suggestion
   */
  function showSuggestion(suggestion) {
    const known = suggestion && state.game.rules.find((r) => r.name === suggestion.rule);
    if (!suggestion || !known?.values.some(([v]) => v === suggestion.value)) {
      ui.suggestion.hidden = true;
      return;
    }
    ui.suggestionText.replaceChildren(...verbatimText(suggestion.message));
    ui.suggestionApply.textContent = t('page.suggestionRun', { rule: suggestion.rule, value: suggestion.value });
    ui.suggestionApply.onclick = () => {
      setRules({ ...currentRules(), [suggestion.rule]: suggestion.value });
      act.run();
    };
    ui.suggestion.hidden = false;
  }

  ui.game.addEventListener('change', () => {
    const edited = act.ownInput();
    selectGame(ui.game.value);
    if (!edited) {
      act.setInput('');
      if (state.game.samples.length) {
        loadSample(0);
        act.run({ reveal: true });
      }
    }
  });
  ui.sample.addEventListener('change', () => {
    if (ui.sample.value === '') return;
    loadSample(Number(ui.sample.value));
    act.run({ reveal: true });
  });
  ui.random.addEventListener('click', randomInput);

  return {
    selectGame,
    listGames,
    relabelGame,
    currentRules,
    setRules,
    loadSample,
    loadUserText,
    forgetSample,
    showRandomNote,
    showSuggestion,
  };
}
