// The game's rule options (the first one shown, the rest folded) and an engine's suggestion to
// set one. No game-specific code lives here: every text comes from the engine's games list.

import { t } from '../i18n/i18n.js';
import { option, verbatimText } from '../lib/dom.js';
import { ui } from './page-ui.js';

/** @import { Page, RuleActions } from './page-state.js' */
/** @import { RuleOption, Suggestion } from '../lib/types.js' */

/**
 * The row of `rule`: its name, a select of its values, the chosen one's meaning and its help;
 * `changed` is told when the user picks another value.
 * @param {RuleOption} rule
 * @param {() => void} changed
 */
function ruleRow(rule, changed) {
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
    changed();
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

/**
 * @param {Page} page
 * @returns {RuleActions}
 */
export function rulesController({ state, events }) {
  /** The first rule option of a game is its main one (e.g. ludo's part); the rest are folded. */
  function buildRuleControls() {
    const [main, ...more] = state.game.rules;
    const changed = () => {
      events.emit('rulesChanged', undefined);
      updateRulesSummary();
    };
    ui.ruleList.replaceChildren(...(main ? [ruleRow(main, changed)] : []));
    ui.moreRuleList.replaceChildren(...more.map((rule) => ruleRow(rule, changed)));
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
      events.emit('submit', {});
    };
    ui.suggestion.hidden = false;
  }

  return { buildRuleControls, relabelRules, currentRules, setRules, showSuggestion };
}
