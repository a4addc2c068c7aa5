// The main page: game and sample pickers, rule options, the input editor, Run/Cancel, the output
// with copy/download/compare, permalinks, and the player. No game-specific code lives here.
//
// One rule keeps the page honest: a result is only ever shown with the game, rules and input that
// produced it. Any change of those cancels a run in progress and forgets the shown result, and the
// URL hash is rewritten from what is on screen.
//
// Languages: the page speaks the language of the link's `lang=`, else the browser's (i18n.js);
// the Language menu changes it and puts it in the link. Texts about the game come from the
// engine: after a change they are asked for again (the games list, the step on screen, the
// decision, the board editor), never translated here.
import { BoardEditor } from './board-editor.js';
import { Engine } from './engine.js';
import { Explorer } from './explore.js';
import { Cancelled, gifOfSteps, recordWebm, standaloneHtml } from './export.js';
import { downloadBlob, FileError, MAX_INPUT_BYTES, readFileText } from './files.js';
import { browserLanguage, language, languagePicker, matchLanguage, onLanguageChange, setPageLanguage, t } from './i18n.js';
import { prefersDark } from './painter.js';
import { compress, decodeState, encodeFitting, linkLanguage, MAX_LINK_LENGTH } from './permalink.js';
import { Player } from './player.js';
import { ProgramPanel } from './program.js';
import { LARGE_PASTE, linesOf, measureText, quoted, tooLargeToEdit, utf8Slices, visible } from './text.js';

/** @import { EngineError, RemoteSession } from './engine.js' */
/** @import { Lang } from './i18n.js' */
/** @import { GameInfo, RuleOption, ShownStep, Suggestion } from './types.js' */
/** @import { Measured } from './text.js' */
/**
 * The result on screen, with the game, rules and input that produced it.
 * @typedef {object} Shown
 * @property {RemoteSession} remote
 * @property {GameInfo} game
 * @property {string} input
 * @property {Record<string, string>} rules
 * @property {string} output
 * @property {string[]} outputLines the output's lines
 * @property {number} stepCount
 * @property {Promise<string | null>} [packedInput] the input compressed for links, once asked for (null: too large for one)
 */
/**
 * The elements of index.html that app.js uses as more than an HTMLElement, by id.
 * @typedef {{ game: HTMLSelectElement, sample: HTMLSelectElement, seed: HTMLInputElement, input: HTMLTextAreaElement, file: HTMLInputElement, expected: HTMLTextAreaElement, 'expected-file': HTMLInputElement, 'record-from': HTMLInputElement, 'record-to': HTMLInputElement, 'gif-delay': HTMLInputElement, 'figure-title': HTMLInputElement, 'figure-title-on': HTMLInputElement, 'figure-caption': HTMLInputElement, 'figure-caption-on': HTMLInputElement, 'more-rules': HTMLDetailsElement, 'export-progress': HTMLProgressElement, run: HTMLButtonElement } & Record<(typeof SESSION_BUTTONS)[number], HTMLButtonElement>} PageElements
 */

/**
 * The element of index.html with id `id` (it has every one this module names).
 * @template {string} K
 * @param {K} id
 * @returns {K extends keyof PageElements ? PageElements[K] : HTMLElement}
 */
const $ = (id) => /** @type {any} */ (document.getElementById(id));

// The language comes first: everything made from here on speaks it.
/** @type {Lang | null} the language a link or the Language menu chose (null: the browser's) */
let chosenLanguage = matchLanguage(linkLanguage(location.hash));
setPageLanguage(chosenLanguage ?? browserLanguage());
const engine = new Engine(undefined, language());
/** @type {GameInfo[]} */
let games = [];
/** @type {GameInfo} the selected game (set before anything else runs: main() selects one) */
let game;
/** @type {Shown | null} */
let session = null;

/** The result on screen, for the actions that need one (their buttons are disabled without). */
function onScreen() {
  if (!session) throw new Error('no result on screen');
  return session;
}
let loadedSample = ''; // the sample text last put into the editor, to know if the user edited it
let restoring = 0; // how many restores of a hash are applying theirs (the hash is not rewritten meanwhile)
// The run in progress: its ticket, so that an answer for a cancelled run is dropped.
let runTicket = 0;
let running = false;
let showCancelTimer = 0;
// Whether the error on screen is the engine's (a change of language runs again to translate it).
let engineError = false;
/** @type {{ rules: Record<string, string> } | null} the rules the last run was asked with */
let lastRun = null;
const SESSION_BUTTONS = /** @type {const} */ (['copy', 'download', 'link', 'compare', 'svg', 'png', 'standalone', 'gif', 'record']);
const PREVIEW_LINES = 60;
/**
 * While the input is held outside the text box: its text, and once measured (a slice at a time),
 * its size, lines and long lines.
 * @typedef {{ text: string, measured: Measured | null }} Held
 * @type {Held | null}
 */
let held = null;
let heldMark = 0; // the line the held preview shows (0: its first lines)

const player = new Player($('player'));
player.on('step', showStepDetails);
player.on('change', () => scheduleHashUpdate());
// Your program's output and trace, checked against the result on screen.
const program = new ProgramPanel(player, { current: () => session, changed: () => scheduleHashUpdate() });

const explorer = new Explorer(
  player,
  {
    section: $('explore'),
    toMove: $('to-move'),
    moves: $('moves'),
    play: $('play-move'),
    cancel: $('play-cancel'),
    hint: $('pick-hint'),
    feedback: $('feedback'),
    mainLine: $('main-line'),
    copyInput: $('copy-input'),
    useInput: $('use-input'),
  },
  {
    timelineChanged: showTimeline,
    copy: copyText,
    useInput(text) {
      setInput(text);
      forgetSample();
      invalidate();
      run({ reveal: true });
    },
    status: (text) => setStatus(text),
    restart: (variation, step) => {
      forgetSession();
      run({ step, variation, feedback: [t('explore.moveCancelled')] });
    },
    cancel: () => engine.cancel(),
    onProgress(listener) {
      engine.onProgress = listener ?? (() => {});
    },
  },
);

const boardEditor = new BoardEditor(
  engine,
  {
    section: $('board-editor'),
    canvas: $('edit-canvas'),
    scope: $('edit-scope'),
    scopeLabel: $('edit-scope-label'),
    layer: $('edit-layer'),
    tool: $('edit-tool'),
    cell: $('edit-cell'),
    fields: $('edit-fields'),
    error: $('edit-error'),
  },
  {
    current: () => ({ game: game.id, input: inputText(), rules: currentRules() }),
    setInput(text) {
      keepDroppedMoves();
      setInput(text);
      forgetSample();
      invalidate('');
      // The edited text runs by itself: its result, or the located error, shows as for typed text.
      clearTimeout(editRunTimer);
      editRunTimer = setTimeout(() => run(), EDIT_RUN_DELAY_MS);
    },
    checked(error) {
      // A text that does not read, or breaks a rule, shows as a run's error would (the caret
      // stays where the user types); once the text is valid, an error about an earlier text goes
      // (a run's error about this one stays).
      if (error) showError(error, { caret: false });
      else if (!engineError) clearError();
    },
  },
);
let editRunTimer = 0;
const EDIT_RUN_DELAY_MS = 300;

/**
 * Your moves that an edit of the input dropped, with the input, rules and step they were shown
 * with; "Undo and keep my moves" brings them back.
 * @type {{ input: string, rules: Record<string, string>, variation: import('./types.js').VariationInfo, step: number } | null}
 */
let droppedMoves = null;

/** The input is about to be edited (typed, or by the board editor): your moves on screen go, and can come back. */
function keepDroppedMoves() {
  const variation = explorer.variation;
  if (!session || !variation) return;
  droppedMoves = { input: session.input, rules: session.rules, variation, step: player.index };
  showDroppedMoves();
}

/** The notice of dropped moves (in the page's language), or none. */
function showDroppedMoves() {
  $('moves-dropped').hidden = !droppedMoves;
  if (!droppedMoves) return;
  const { variation } = droppedMoves;
  $('moves-dropped-text').textContent = t('page.movesDropped', { count: variation.moves.length, step: variation.base + 1 });
}

/** "Undo and keep my moves": the input before the edit runs again, with your moves. */
function undoDroppedMoves() {
  if (!droppedMoves) return;
  const { input, rules, variation, step } = droppedMoves;
  droppedMoves = null;
  showDroppedMoves();
  clearTimeout(editRunTimer);
  setInput(input);
  forgetSample();
  setRules(rules);
  invalidate();
  run({ step, rules, variation });
}

/** Opens or closes "Edit board" (the player makes room for it). */
function toggleBoardEditor(open = !boardEditor.open) {
  $('edit-board').setAttribute('aria-pressed', String(open));
  if (open) boardEditor.show();
  else boardEditor.hide();
}

// ---- status, and what screen readers hear of it --------------------------------------------

const ANNOUNCE_EVERY_MS = 3000;
const announced = { at: -Infinity, timer: 0 };
/** @type {() => string} the status line's text, made again in another language */
let statusText = () => '';

/**
 * Shows `text` in the status line (a function: it is called again when the language changes).
 * Screen readers hear it through a separate live region, at most every few seconds while a run
 * reports progress (`urgent` results are read at once).
 * @param {string | (() => string)} text
 */
function setStatus(text, { urgent = true } = {}) {
  statusText = typeof text === 'string' ? () => text : text;
  $('status').textContent = statusText();
  clearTimeout(announced.timer);
  const wait = urgent ? 0 : announced.at + ANNOUNCE_EVERY_MS - performance.now();
  const announce = () => {
    announced.at = performance.now();
    $('announcer').textContent = $('status').textContent;
  };
  if (wait <= 0) announce();
  else announced.timer = setTimeout(announce, wait);
}

/**
 * An engine's text as nodes: what it quotes between backticks (a request, a judge's reply) as
 * code, which reads left to right in every language; the rest as text.
 * @param {string} text
 */
function verbatimText(text) {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return [document.createTextNode(text)]; // a lone backtick quotes nothing
  return parts.map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}

/**
 * @param {string} value
 * @param {string} text
 */
function option(value, text) {
  const node = document.createElement('option');
  node.value = value;
  node.textContent = text;
  return node;
}

// ---- game, samples and rule options -------------------------------------------------------

/** @param {string} id */
function selectGame(id) {
  game = games.find((g) => g.id === id) || games[0];
  droppedMoves = null;
  showDroppedMoves();
  invalidate();
  $('game').value = game.id;
  showGameTexts();
  $('sample-note').hidden = true;
  showFileNote(null);
  $('edit-board').hidden = !game.hasEditor;
  if (boardEditor.open) toggleBoardEditor(game.hasEditor);
  buildRuleControls();
}

/** The game's texts (from the engine, in the page's language): about, the samples' names. */
function showGameTexts() {
  $('about').replaceChildren(...verbatimText(t('page.about', { title: game.title, source: game.source, about: game.about })));
  const samples = $('sample');
  const chosen = samples.value;
  samples.replaceChildren(option('', t('page.choose')), ...game.samples.map((s, i) => option(String(i), s.label)));
  samples.value = chosen;
}

/** The first rule option of a game is its main one (e.g. ludo's part); the rest are folded. */
function buildRuleControls() {
  const [main, ...more] = game.rules;
  $('rule-list').replaceChildren(...(main ? [ruleRow(main)] : []));
  $('more-rule-list').replaceChildren(...more.map(ruleRow));
  $('rules').hidden = !main;
  $('more-rules').hidden = more.length === 0;
  $('more-rules').open = false;
  $('rules-note').textContent = t('page.rulesNote');
  updateRulesSummary();
}

/** The rule options' texts in the page's language, their values kept. */
function relabelRules() {
  const values = currentRules();
  const open = $('more-rules').open;
  buildRuleControls();
  setRules(values);
  $('more-rules').open = open || $('more-rules').open;
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
    invalidate(() => t('page.rulesChanged'));
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
  const [, ...more] = game.rules;
  const changed = Object.entries(currentRules()).filter(([name]) => more.some((r) => r.name === name));
  $('more-rules-summary').textContent = changed.length
    ? t('page.moreRulesChanged', { count: more.length, changed: changed.map(([n, v]) => `${n}=${v}`).join(', ') })
    : t('page.moreRules', { count: more.length });
  if (changed.length) $('more-rules').open = true;
}

function ruleSelects() {
  return /** @type {NodeListOf<HTMLSelectElement>} */ (document.querySelectorAll('#rules select[data-rule]'));
}

/**
 * The rule options that differ from their defaults, as { name: value }.
 * @returns {Record<string, string>}
 */
function currentRules() {
  /** @type {Record<string, string>} */
  const rules = {};
  for (const select of ruleSelects()) {
    const rule = game.rules.find((r) => r.name === select.dataset.rule);
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
    const rule = /** @type {RuleOption} */ (game.rules.find((r) => r.name === name));
    const wanted = rules[name];
    select.value = wanted && rule.values.some(([v]) => v === wanted) ? wanted : rule.values[0][0];
    showRuleMeaning(select, rule);
  }
  updateRulesSummary();
}

/** @param {number} index */
function loadSample(index) {
  const sample = game.samples[index];
  if (!sample) return;
  invalidate();
  setInput(sample.input);
  loadedSample = sample.input;
  $('sample').value = String(index);
  setRules(Object.fromEntries(sample.rules));
  $('sample-note').replaceChildren(...verbatimText(sample.note));
  $('sample-note').hidden = !sample.note;
  showFileNote(null);
  $('random-note').hidden = true;
}

/**
 * A random valid input of the game from the seed field (the same input `boardlab gen` makes
 * from that seed), then run. The note says how to make it again from the command line.
 */
async function randomInput() {
  const seed = $('seed').value.trim();
  if (!/^\d{1,20}$/.test(seed)) {
    setStatus(() => t('page.seedInvalid', { max: '18446744073709551615' }));
    $('seed').focus();
    return;
  }
  const id = game.id;
  const rules = currentRules();
  invalidate();
  let text;
  try {
    text = await engine.generate(id, seed, {}, rules);
  } catch (err) {
    const message = /** @type {EngineError} */ (err).message;
    setStatus(() => t('page.randomFailed', { message }));
    return;
  }
  if (game.id !== id) return; // the game changed meanwhile
  loadUserText(text);
  const options = Object.entries(rules)
    .map(([name, value]) => ` --rule ${name}=${value}`)
    .join('');
  randomNote = { seed, command: `boardlab gen ${id} --seed ${seed}${options}` };
  showRandomNote();
  $('random-note').hidden = false;
  run({ reveal: true });
}

/** @type {{ seed: string, command: string } | null} the random input's seed and command */
let randomNote = null;

/** "Random input from seed 7; on the command line: `boardlab gen …`" (the command as code). */
function showRandomNote() {
  if (!randomNote) return;
  const command = document.createElement('code');
  command.dir = 'ltr';
  command.textContent = randomNote.command;
  const [before, after = ''] = t('page.randomNote', { seed: randomNote.seed }).split('{command}');
  $('random-note').replaceChildren(before, command, after);
}

/** The input is no longer the loaded sample: the Sample menu and its note stop claiming it is. */
function forgetSample() {
  loadedSample = '';
  $('sample').value = '';
  $('sample-note').hidden = true;
}

// ---- the input editor ---------------------------------------------------------------------

/**
 * An input from the user's own file: no sample (or sample note) applies any more.
 * @param {string} text
 */
function loadUserText(text) {
  invalidate();
  setInput(text);
  forgetSample();
  showFileNote(null);
  $('random-note').hidden = true;
}

/** @type {(() => string) | null} the file note's text: the file a link names, or the file opened */
let fileNote = null;

/**
 * Shows the file note (a function: it is called again when the language changes), or hides it.
 * @param {(() => string) | null} text
 */
function showFileNote(text) {
  fileNote = text;
  $('file-note').textContent = text ? text() : '';
  $('file-note').hidden = !text;
}

/**
 * The user opened (or dropped) `file`, whose text is `text`: it runs at once, as a sample does,
 * and the note names it.
 * @param {File} file
 * @param {string} text
 */
function openFile(file, text) {
  loadUserText(text);
  const name = quoted(file.name);
  showFileNote(() => t('page.openedFile', { name }));
  run({ reveal: true });
}

/** The input as it runs: the text box's, or the held one. */
const inputText = () => held?.text ?? $('input').value;

/**
 * Puts `text` in the text box, or, when it is too large to edit there, holds it beside; a held
 * text is measured a slice at a time (`measured`, when its measures are known already).
 * @param {string} text
 * @param {Measured | null} measured
 */
function setInput(text, measured = null) {
  clearError();
  const hold = tooLargeToEdit(text);
  const holding = hold ? { text, measured } : null;
  held = holding;
  $('input').value = holding ? '' : text;
  $('input-box').hidden = Boolean(holding);
  $('held').hidden = !holding;
  if (holding) {
    showHeld(holding);
    if (!measured) {
      measureText(text, () => held === holding).then((done) => {
        if (!done || held !== holding) return;
        holding.measured = done;
        showHeld(holding, heldMark);
      });
    }
  }
  boardEditor.textChanged();
}

const utf8Size = (/** @type {string} */ text) => new Blob([text]).size;

/**
 * The held input's summary and a preview: its first lines, or those around line `mark` (once it
 * is measured). A long line is shown cut, with its length; control and bidi characters show.
 * @param {Held} held
 */
function showHeld(held, mark = 0) {
  heldMark = mark;
  const { measured } = held;
  if (!measured) {
    $('held-summary').textContent = t('page.heldMeasuring');
    $('held-preview').replaceChildren();
    return;
  }
  const size = measured.bytes;
  const kb = size < 1 << 20 ? `${Math.round(size / 1024)} KB` : `${(size / 1048576).toFixed(1)} MB`;
  const from = mark ? Math.max(1, mark - 3) : 1;
  const lines = linesOf(held.text, from, mark ? mark + 3 : PREVIEW_LINES, measured.starts);
  // Numbers keep ASCII digits in every language (grouped as in English).
  const summary = t('page.held', { size: kb, count: measured.lines, lines: measured.lines.toLocaleString('en') });
  const part = mark ? t('page.heldLines', { from, to: from + lines.length - 1 }) : t('page.heldFirst', { count: lines.length });
  $('held-summary').textContent = `${summary} ${part}`;
  const nodes = lines.map((line, i) => {
    const row = document.createElement(from + i === mark ? 'mark' : 'span');
    row.append(`${String(from + i).padStart(6)}  `);
    const length = measured.long.get(from + i);
    if (length) {
      // Its length first, where it shows without scrolling.
      const note = document.createElement('span');
      note.className = 'cut-note';
      note.textContent = t('page.longLine', { length: length.toLocaleString('en') });
      row.append(note, ` ${quoted(line)}\n`);
    } else row.append(`${visible(line)}\n`);
    return row;
  });
  $('held-preview').replaceChildren(...nodes);
}

/**
 * Puts `text` in place of the selection with one assignment. Chromium's editing pipeline (undo
 * records, line layout per edit) takes seconds for a paste of a few hundred kilobytes over an
 * existing text; one assignment takes milliseconds. A text that may be over the size limit is
 * measured first (a slice at a time; a newer input drops it).
 * @param {string} text
 */
async function insertText(text) {
  const box = $('input');
  // A held input is replaced whole; the text box's selection is replaced.
  const { selectionStart: start, selectionEnd: end, value } = box;
  const before = inputText();
  const next = held ? text : value.slice(0, start) + text + value.slice(end);
  // A UTF-16 code unit is 1 to 3 bytes in UTF-8: only a text in between is measured.
  const unsure = next.length * 3 > MAX_INPUT_BYTES && next.length <= MAX_INPUT_BYTES;
  const measured = unsure ? await measureText(next, () => inputText() === before) : null;
  if (inputText() !== before) return;
  if (next.length > MAX_INPUT_BYTES || (measured?.bytes ?? 0) > MAX_INPUT_BYTES) {
    showError({ line: 0, col: 0, message: t('files.overLimit', { name: t('files.theInput'), limit: MAX_INPUT_BYTES >> 20 }) });
    return;
  }
  setInput(next, measured);
  if (held) $('held').focus();
  else box.setSelectionRange(start + text.length, start + text.length);
  inputEdited();
}

function clearError() {
  $('error').hidden = true;
  $('error').textContent = '';
  $('backdrop').replaceChildren();
}

/**
 * Mirrors the input in the backdrop with line `line` (1-based) highlighted.
 * @param {number} line
 */
function highlightLine(line, { caret = true } = {}) {
  if (held) {
    showHeld(held, line);
    return;
  }
  const text = $('input').value;
  const lines = text.split('\n');
  if (line < 1 || line > lines.length + 1) return;
  const before = lines.slice(0, line - 1).join('\n');
  const mark = document.createElement('mark');
  mark.textContent = (lines[line - 1] ?? '') || ' ';
  const after = lines.slice(line).join('\n');
  $('backdrop').replaceChildren(
    document.createTextNode(before + (line > 1 ? '\n' : '')),
    mark,
    document.createTextNode(after ? `\n${after}` : ''),
  );
  // Bring the line into view and put the caret on it (not while the user types: `caret` false).
  if (caret) {
    const start = before.length + (line > 1 ? 1 : 0);
    const input = $('input');
    input.setSelectionRange(start, start);
    const lineHeight = parseFloat(getComputedStyle(input).lineHeight) || 18;
    input.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }
  syncBackdrop();
}

function syncBackdrop() {
  syncScroll($('input'), $('backdrop'));
}

/**
 * Scrolls `to` (a textarea's backdrop) as `from` is scrolled.
 * @param {HTMLElement} from
 * @param {HTMLElement} to
 */
function syncScroll(from, to) {
  to.scrollTop = from.scrollTop;
  to.scrollLeft = from.scrollLeft;
}

/**
 * Shows an error, located in the input when its line is not 0 (`caret`: the caret goes to it).
 * @param {{ line: number, col?: number, message: string, detail?: string, suggestion?: Suggestion | null }} err
 */
function showError(err, { caret = true } = {}) {
  const message = err.detail || err.message;
  $('error').textContent = err.line > 0 ? t('page.errorAt', { line: err.line, col: err.col ?? 0, message }) : message;
  $('error').hidden = false;
  if (err.line > 0) highlightLine(err.line, { caret });
  showSuggestion(err.suggestion);
}

/**
 * An engine's suggestion ({ rule, value, message }): the input reads as another setting of a
 * rule option (ludo's part). Offered with a button, never applied silently.
 * @param {Suggestion | null | undefined} suggestion
 */
function showSuggestion(suggestion) {
  const known = suggestion && game.rules.find((r) => r.name === suggestion.rule);
  if (!suggestion || !known?.values.some(([v]) => v === suggestion.value)) {
    $('suggestion').hidden = true;
    return;
  }
  $('suggestion-text').replaceChildren(...verbatimText(suggestion.message));
  $('suggestion-apply').textContent = t('page.suggestionRun', { rule: suggestion.rule, value: suggestion.value });
  $('suggestion-apply').onclick = () => {
    setRules({ ...currentRules(), [suggestion.rule]: suggestion.value });
    run();
  };
  $('suggestion').hidden = false;
}

// ---- running ------------------------------------------------------------------------------

/**
 * Stops a run in progress (the worker is replaced); `why` goes to the status line.
 * @param {string | (() => string)} why
 */
function cancelRun(why = () => t('cancelled')) {
  if (!running) return;
  runTicket++;
  running = false;
  engine.cancel();
  clearTimeout(showCancelTimer);
  $('cancel').hidden = true;
  $('run').disabled = false;
  setStatus(why);
}

function forgetSession() {
  clearTimeout(hashTimer);
  program.forget();
  session?.remote.free();
  session = null;
  explorer.attach(null);
  player.clear();
  $('output').textContent = '';
  $('verdict').textContent = '';
  $('verdict').className = 'verdict';
  $('jump').hidden = true;
  differingLine = null;
  $('expected-backdrop').replaceChildren();
  $('suggestion').hidden = true;
  for (const id of SESSION_BUTTONS) $(id).disabled = true;
  $('text-box').hidden = true;
  $('step-output').hidden = $('step-output-head').hidden = true;
}

/**
 * The game, a rule or the input changed: a run in progress is cancelled, the result on screen
 * is forgotten with its status, and the hash then names only the game. `why` is shown instead
 * when there was something to drop.
 */
/** @param {string | (() => string)} why */
function invalidate(why = '') {
  const had = running || session;
  cancelRun(why || (() => t('cancelled')));
  forgetSession();
  engineError = false;
  if (had) setStatus(why);
  if (game && !restoring) history.replaceState(null, '', gameHash());
}

/** The hash that names the game alone (and the language chosen). */
function gameHash() {
  const params = new URLSearchParams({ game: game.id });
  if (chosenLanguage) params.set('lang', chosenLanguage);
  return `#${params}`;
}

/**
 * Runs the input. One run at a time: Run (and Ctrl+Enter) do nothing while one is in progress.
 * `rules` defaults to the selects; a link's own rules are passed as written, so that a bad name
 * or value gets the engine's error (the same one embed.html shows).
 */
/**
 * @param {{ step?: number, rules?: Record<string, string>, reveal?: boolean, variation?: import('./types.js').VariationInfo | null, feedback?: string[] }} options
 * `variation`: your moves to show again (a link's, or those before a cancelled move).
 */
async function run({ step = 0, rules = currentRules(), reveal = false, variation = null, feedback = [] } = {}) {
  if (running) return;
  const input = inputText();
  forgetSession();
  clearError();
  engineError = false;
  lastRun = { rules };
  // A held input was checked where it came from; the text box grows by typing.
  if (!held && utf8Size(input) > MAX_INPUT_BYTES) {
    showError({ line: 0, message: t('page.inputTooLarge', { limit: MAX_INPUT_BYTES >> 20 }) });
    return;
  }
  const ticket = ++runTicket;
  const runGame = game;
  running = true;
  const started = performance.now();
  $('run').disabled = true;
  setStatus(() => t('page.running'));
  showCancelTimer = setTimeout(() => ($('cancel').hidden = false), 100);
  engine.onProgress = (text) => {
    if (ticket === runTicket) setStatus(() => t('page.runningProgress', { progress: text }), { urgent: false });
  };
  try {
    const result = await engine.run(runGame.id, input, rules, language());
    if (ticket !== runTicket) {
      result.free();
      return;
    }
    // The language changed while it ran: its markers and suggestions in the new one.
    if (result.language !== language()) await result.setLanguage(language());
    if (ticket !== runTicket) {
      result.free();
      return;
    }
    const ms = Math.round(performance.now() - started);
    const { output, stepCount } = result;
    // The game's texts (its palette's names) as the games list has them now, in the page's language.
    const shownGame = games.find((g) => g.id === runGame.id) ?? runGame;
    session = { remote: result, game: shownGame, input, rules, output, stepCount, outputLines: output.split('\n') };
    $('output').textContent = result.output;
    const steps = result.stepCount;
    setStatus(() => t('page.done', { ms, count: steps }));
    for (const id of SESSION_BUTTONS) $(id).disabled = false;
    $('record-from').max = $('record-to').max = String(result.stepCount);
    $('record-from').value = '1';
    $('record-to').value = String(Math.min(result.stepCount, 60));
    showSuggestion(result.suggestions[0]);
    finishRun(ticket);
    if (variation) {
      try {
        await result.restoreVariation(variation.base, variation.moves);
      } catch (err) {
        const message = /** @type {Error} */ (err).message;
        setStatus(() => t('page.variationFailed', { message }));
      }
      session.stepCount = result.stepCount;
    }
    explorer.attach(result, feedback);
    await player.load(result, shownGame.palette, step);
    if (reveal) revealPlayer();
    // Your program's texts are checked against each result; a run from a step (a link's) stays there.
    if (program.hasTexts) await program.check({ jump: step === 0 });
    scheduleHashUpdate();
  } catch (err) {
    if (ticket !== runTicket) return;
    finishRun(ticket);
    const error = /** @type {EngineError} */ (err);
    if (error.message === 'cancelled') setStatus(() => t('cancelled'));
    else {
      setStatus('');
      showError(error);
      // The engine's words: a change of language runs again to have them in the new one.
      engineError = true;
    }
  } finally {
    finishRun(ticket);
  }
}

/** @param {number} ticket */
function finishRun(ticket) {
  if (ticket !== runTicket || !running) return;
  running = false;
  clearTimeout(showCancelTimer);
  $('cancel').hidden = true;
  $('run').disabled = false;
}

/**
 * A run the user asked for (Run, a sample, a file, a link) ends with the board in view: when it is
 * not wholly on screen (a small screen), the player is scrolled to the top.
 */
function revealPlayer() {
  const board = $('player').querySelector('.stage')?.getBoundingClientRect();
  if (!board || (board.top >= 0 && board.bottom <= innerHeight)) return;
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  $('player').scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Your moves changed the session's steps (a move played, back to the main line): shows them from
 * `start`, playing a move's steps through to the next decision.
 * @param {number} start
 */
async function showTimeline(start) {
  const shown = onScreen();
  shown.stepCount = shown.remote.stepCount;
  $('record-from').max = $('record-to').max = String(shown.stepCount);
  await player.load(shown.remote, shown.game.palette, start);
  await program.refresh();
  scheduleHashUpdate();
  if (shown.remote.variation && start < shown.stepCount - 1) player.play();
}

/** @param {{ step: ShownStep }} shown */
function showStepDetails({ step }) {
  const text = step.text || '';
  $('text-box').hidden = !text;
  $('step-text').textContent = text;
  const [start, end] = step.outputLines;
  // At most STEP_LINES of its lines: from its first, or around the line Compare found different.
  const marked = differingLine !== null && differingLine >= start && differingLine < end ? differingLine : null;
  const from = marked !== null && marked >= start + STEP_LINES ? marked - STEP_LINES / 2 : start;
  const to = Math.min(end, from + STEP_LINES);
  const lines = session ? session.outputLines.slice(from, to) : [];
  const before = from > start ? ['…'] : [];
  $('step-output').hidden = $('step-output-head').hidden = lines.length === 0;
  showMarked($('step-output'), [...before, ...lines, ...(to < end ? ['…'] : [])], marked === null ? null : marked - from + before.length);
  scheduleHashUpdate();
}

// ---- output actions -----------------------------------------------------------------------

/**
 * @param {string} text
 * @param {'output' | 'link' | 'input'} what
 */
async function copyText(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    setStatus(() => t(`page.copied.${what}`));
    return true;
  } catch {
    setStatus(() => t(`page.copyFailed.${what}`));
    return false;
  }
}

// ---- compare --------------------------------------------------------------------------------

/** The most lines of a step's output shown under the player. */
const STEP_LINES = 200;
/** @type {number | null} the output line (0-based) the last comparison found different */
let differingLine = null;

/**
 * Shows `lines` in `element` with line `index` (0-based; null for none) in a <mark> brought into
 * view: scrolled in `scroller`, `element` itself or the textarea it is the backdrop of.
 * @param {HTMLElement} element
 * @param {string[]} lines
 * @param {number | null} index
 * @param {HTMLElement} scroller
 */
function showMarked(element, lines, index, scroller = element) {
  if (index === null || index >= lines.length) {
    element.textContent = lines.join('\n');
    return;
  }
  const mark = document.createElement('mark');
  mark.textContent = lines[index];
  const before = index ? `${lines.slice(0, index).join('\n')}\n` : '';
  const after = index + 1 < lines.length ? `\n${lines.slice(index + 1).join('\n')}` : '';
  element.replaceChildren(before, mark, after);
  const top = mark.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
  scroller.scrollTop = Math.max(0, top - scroller.clientHeight / 3);
  scroller.scrollLeft = 0;
  syncScroll(scroller, element);
}

/**
 * Marks output line `line` (0-based; null for none) as the one found different: in our output,
 * in the compared one and among the lines of the step on screen.
 * @param {number | null} line
 */
function showDifference(line) {
  differingLine = line;
  showMarked($('output'), onScreen().outputLines, line);
  showMarked($('expected-backdrop'), $('expected').value.split('\n'), line, $('expected'));
  if (player.current) showStepDetails({ step: player.current });
}

async function compare() {
  const shown = session;
  if (!shown) return;
  const verdict = await shown.remote.judge($('expected').value);
  if (session !== shown) return; // another result is on screen by now
  const box = $('verdict');
  $('jump').hidden = true;
  if (verdict.accepted) {
    box.className = 'verdict accepted';
    box.textContent = t('page.accepted');
    showDifference(null);
    return;
  }
  const d = verdict.difference;
  const show = (/** @type {string | null} */ line) => (line === null ? t('page.noLine') : quoted(JSON.stringify(line)));
  box.className = 'verdict rejected';
  box.textContent = t('page.wrongAnswer', { line: d.line, expected: show(d.candidate), output: show(d.reference) });
  if (verdict.explanation) box.textContent += `\n\n${verdict.explanation}`;
  showDifference(d.line - 1);
  const target = (await session.remote.stepOfOutputLine(d.line - 1)) ?? (d.reference === null ? session.stepCount - 1 : null);
  if (target !== null) {
    $('jump').hidden = false;
    $('jump').onclick = async () => {
      await player.go(target, { animate: false });
      $('step-output').querySelector('mark')?.scrollIntoView({ block: 'nearest' });
    };
  }
}

// ---- exports --------------------------------------------------------------------------------

async function exportStandalone() {
  const { game, input, rules } = onScreen();
  let html;
  try {
    html = await standaloneHtml({ game, input, rules, step: player.index, lang: language() });
  } catch (err) {
    $('record-status').textContent = t('export.standaloneFailed', { message: /** @type {Error} */ (err).message });
    return;
  }
  downloadBlob(new Blob([html], { type: 'text/html' }), `${game.id}-replay.html`);
}

let stopExport = false;

/**
 * Steps from..to (0-based) picked in the export row, checked by the engine's rule (the one of
 * `boardlab render`); null, with the reason shown under the row, when they are not a range.
 * @returns {Promise<[number, number] | null>}
 */
async function exportRange() {
  try {
    return await onScreen().remote.frameRange($('record-from').value, $('record-to').value);
  } catch (err) {
    $('record-status').textContent = /** @type {Error} */ (err).message;
    return null;
  }
}

/**
 * The title and caption the export fields ask for: the text typed, the step's own when none is
 * typed (null), or none when unticked ('').
 * @returns {import('./engine.js').FigureText}
 */
function figureText() {
  const field = (/** @type {HTMLInputElement} */ on, /** @type {HTMLInputElement} */ text) => (on.checked ? text.value.trim() || null : '');
  return {
    title: field($('figure-title-on'), $('figure-title')),
    caption: field($('figure-caption-on'), $('figure-caption')),
  };
}

/**
 * Runs one export of a step range (`work(onProgress, shouldStop)` → blob) with the progress bar
 * and Cancel shown, then downloads the blob as `name`.
 * @param {(onProgress: (done: number, total: number) => void, shouldStop: () => boolean) => Promise<Blob>} work
 * @param {string} name
 * @param {'gif' | 'record'} kind
 */
async function exportRangeAs(work, name, kind) {
  stopExport = false;
  $('gif').disabled = $('record').disabled = true;
  $('record-stop').hidden = false;
  const status = $('record-status');
  const progress = $('export-progress');
  progress.hidden = false;
  progress.value = 0;
  const exported = session;
  try {
    const blob = await work(
      (done, total) => {
        progress.value = done / total;
        status.textContent = t(`export.${kind}Progress`, { percent: Math.round((100 * done) / total) });
      },
      () => stopExport || session !== exported,
    );
    status.textContent = t('export.saved', { name, size: (blob.size / 1024).toFixed(0) });
    downloadBlob(blob, name);
  } catch (err) {
    const message = /** @type {Error} */ (err).message;
    status.textContent = err instanceof Cancelled ? t('cancelled') : t(`export.${kind}Failed`, { message });
  } finally {
    $('gif').disabled = $('record').disabled = !session;
    $('record-stop').hidden = true;
    // Back to 0, so a finished export's value cannot be read as the next one's progress.
    progress.hidden = true;
    progress.value = 0;
  }
}

async function saveGif() {
  const range = await exportRange();
  if (!range) return;
  const [from, to] = range;
  const delayMs = Math.max(20, Math.min(10000, Number($('gif-delay').value) || 800));
  const { remote, game } = onScreen();
  const text = figureText();
  return exportRangeAs(
    (onProgress, shouldStop) => gifOfSteps(engine, remote, from, to, { dark: prefersDark(), delayMs, text, onProgress, shouldStop }),
    `${game.id}-steps-${from + 1}-${to + 1}.gif`,
    'gif',
  );
}

async function record() {
  const range = await exportRange();
  if (!range) return;
  const [from, to] = range;
  // Cancel ends a recording early; what was recorded is still saved.
  return exportRangeAs(
    (onProgress, shouldStop) => recordWebm(player, from, to, onProgress, shouldStop),
    `${onScreen().game.id}-steps-${from + 1}-${to + 1}.webm`,
    'record',
  );
}

async function saveSvg() {
  const { remote, game } = onScreen();
  const svg = await remote.svg(player.index, prefersDark(), figureText());
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${game.id}-step${player.index + 1}.svg`);
}

// ---- permalinks ---------------------------------------------------------------------------

/**
 * The hash that restores what is on screen now (`withInput: false` leaves the input out), or
 * null when the input is too large for a link. The input is compressed once per result, not on
 * every step the player shows.
 */
async function currentHash({ withInput = true } = {}) {
  const shown = onScreen();
  shown.packedInput ??= compress(shown.input, MAX_LINK_LENGTH);
  const packedInput = withInput ? await shown.packedInput : '';
  if (packedInput === null) return null;
  // Your program's texts too, as much of them as fits (the panel says what a link leaves out).
  const texts = await program.linkTexts();
  const { hash, leftOut } = encodeFitting(
    {
      game: shown.game.id,
      rules: shown.rules,
      packedInput,
      step: player.index,
      speed: player.speed,
      playing: player.playing,
      variation: shown.remote.variation,
      packedOutput: texts?.packedOutput,
      packedTrace: texts?.packedTrace,
      lang: chosenLanguage,
    },
    texts?.tooLarge,
  );
  program.showLinkNote(leftOut);
  return hash;
}

/** A name for the input file of a link too large to hold it. */
const inputFileName = () => `${onScreen().game.id}.in`;

let hashTimer = 0;
let linkTooLarge = false; // whether the result on screen is too large for a link

/** Copy link's title says what it copies. */
function titleLink() {
  $('link').title = t(linkTooLarge ? 'page.linkTitleTooLarge' : 'page.linkTitle');
}
function scheduleHashUpdate() {
  if (restoring || !session) return;
  clearTimeout(hashTimer);
  const shown = session;
  hashTimer = setTimeout(async () => {
    let hash = await currentHash();
    if (session !== shown) return; // forgotten (another game, rule or input) meanwhile
    linkTooLarge = hash === null || hash.length > MAX_LINK_LENGTH;
    if (linkTooLarge) hash = await fileHash();
    titleLink();
    if (session === shown) history.replaceState(null, '', hash);
  }, 250);
}

/** The hash of what is on screen without its input, naming the file that holds it. */
const fileHash = async () => `${await currentHash({ withInput: false })}&file=${encodeURIComponent(inputFileName())}`;

/**
 * Copies a link to this view. An input too large for a link is offered as a file, and the link
 * copied carries everything else (game, rule options, step), naming the file to open with it.
 */
async function copyLink() {
  clearTimeout(hashTimer);
  const hash = await currentHash();
  if (hash !== null && hash.length <= MAX_LINK_LENGTH) {
    history.replaceState(null, '', hash);
    await copyText(location.href, 'link');
    return;
  }
  const name = inputFileName();
  history.replaceState(null, '', await fileHash());
  const chunks = [];
  for await (const chunk of utf8Slices(onScreen().input)) chunks.push(chunk);
  downloadBlob(new Blob(chunks, { type: 'text/plain' }), name);
  const copied = await copyText(location.href, 'link');
  setStatus(() => t(copied ? 'page.linkTooLargeCopied' : 'page.linkTooLargeAddress', { name }));
}

let restoreTicket = 0;

/**
 * Applies the state in the URL hash; false when the hash holds none. A newer hash, arriving
 * meanwhile, takes over: this one stops at its next step.
 */
async function restoreFromHash() {
  const ticket = ++restoreTicket;
  const superseded = () => ticket !== restoreTicket;
  const linked = matchLanguage(linkLanguage(location.hash));
  if (linked && linked !== language()) {
    chosenLanguage = linked;
    restoring++;
    try {
      await changeLanguage(linked);
    } finally {
      restoring--;
    }
    if (superseded()) return true;
  }
  let state;
  try {
    state = await decodeState(location.hash);
  } catch (err) {
    if (superseded()) return true;
    // What the link was to show cannot be shown: nothing of what was on screen stays either.
    selectGame(game?.id ?? games[0].id);
    loadUserText('');
    showError({ line: 0, message: /** @type {Error} */ (err).message });
    return true;
  }
  if (superseded()) return true;
  if (!state) return false;
  restoring++;
  try {
    if (!games.some((g) => g.id === state.game)) {
      selectGame(game?.id ?? games[0].id);
      loadUserText(state.input);
      showError({ line: 0, message: t('page.unknownGame', { game: quoted(state.game) }) });
      return true;
    }
    selectGame(state.game);
    program.restore(state.output, state.trace);
    const file = new URLSearchParams(location.hash.slice(1)).get('file');
    if (!state.input && !file && game.samples.length) loadSample(0);
    else {
      setInput(state.input);
      forgetSample();
      setRules(state.rules);
    }
    const speedOk = state.speed === null || player.setSpeed(Number(state.speed));
    if (file) {
      const name = quoted(file);
      showFileNote(() => t('page.fileNote', { file: name }));
    } else {
      await run({ step: state.step, rules: state.input ? state.rules : currentRules(), variation: state.variation, reveal: true });
      if (superseded()) return true;
    }
    if (!speedOk) {
      const before = statusText;
      const speed = quoted(String(state.speed));
      setStatus(() => [before(), t('page.badSpeed', { speed })].filter(Boolean).join(' · '));
    }
  } finally {
    restoring--;
  }
  if (state.playing && session) player.play();
  return true;
}

// ---- wiring -------------------------------------------------------------------------------

/**
 * Reads the user's `file` and gives its text to `target`; an error is shown instead.
 * @param {File} file
 * @param {(text: string) => void} target
 */
async function openInto(file, target) {
  try {
    target(await readFileText(file));
  } catch (err) {
    const message = /** @type {Error} */ (err).message;
    showError({ line: 0, message: err instanceof FileError ? message : t('page.fileError', { name: quoted(file.name), message }) });
  }
}

/** The user typed, pasted or dropped into the input. */
function inputEdited() {
  keepDroppedMoves();
  $('backdrop').replaceChildren();
  showFileNote(null);
  if (inputText() !== loadedSample) forgetSample();
  invalidate(() => t('page.inputChanged'));
  boardEditor.textChanged();
}

function wire() {
  $('game').addEventListener('change', () => {
    const edited = inputText() && inputText() !== loadedSample;
    selectGame($('game').value);
    if (!edited) {
      setInput('');
      if (game.samples.length) {
        loadSample(0);
        run({ reveal: true });
      }
    }
  });
  $('sample').addEventListener('change', () => {
    if ($('sample').value === '') return;
    loadSample(Number($('sample').value));
    run({ reveal: true });
  });
  $('run').addEventListener('click', () => run({ reveal: true }));
  $('edit-board').addEventListener('click', () => toggleBoardEditor());
  $('edit-done').addEventListener('click', () => {
    toggleBoardEditor(false);
    $('edit-board').focus();
  });
  $('moves-undo').addEventListener('click', undoDroppedMoves);
  $('random').addEventListener('click', randomInput);
  $('cancel').addEventListener('click', () => cancelRun());
  const input = $('input');
  input.addEventListener('scroll', syncBackdrop);
  input.addEventListener('input', inputEdited);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      run({ reveal: true });
    }
  });
  input.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain');
    if (!text || text.length < LARGE_PASTE) return; // the browser's own paste keeps its undo
    e.preventDefault();
    insertText(text);
  });
  // The held input has no editable selection: a paste while it has the focus goes to the body.
  document.addEventListener('paste', (e) => {
    if (e.target !== $('held') && document.activeElement !== $('held')) return;
    const text = e.clipboardData?.getData('text/plain');
    if (!text) return;
    e.preventDefault();
    insertText(text);
  });
  $('held').addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey)) return;
    if (e.key === 'Enter') run({ reveal: true });
    // A paste here replaces the held input whole: select-all has nothing to select (and must
    // not select the page).
    if (e.key === 'a') e.preventDefault();
  });
  $('held-edit').addEventListener('click', () => {
    if (!held) return;
    const text = held.text;
    held = null;
    $('held').hidden = true;
    $('input-box').hidden = false;
    $('input').value = text;
    $('input').focus();
  });
  $('held-clear').addEventListener('click', () => {
    setInput('');
    inputEdited();
    $('input').focus();
  });
  $('file').addEventListener('change', () => {
    const file = $('file').files?.[0];
    if (file) openInto(file, (text) => openFile(file, text));
    $('file').value = '';
  });
  const area = $('input-area');
  area.addEventListener('dragover', (e) => {
    e.preventDefault();
    area.classList.add('input-area-dragging');
  });
  area.addEventListener('dragleave', () => area.classList.remove('input-area-dragging'));
  area.addEventListener('drop', (e) => {
    e.preventDefault();
    area.classList.remove('input-area-dragging');
    const file = e.dataTransfer?.files[0];
    if (file) {
      openInto(file, (text) => openFile(file, text));
      return;
    }
    const text = e.dataTransfer?.getData('text/plain');
    if (text) insertText(text);
  });
  $('copy').addEventListener('click', () => copyText(onScreen().output, 'output'));
  $('download').addEventListener('click', () => {
    const { output, game } = onScreen();
    downloadBlob(new Blob([output], { type: 'text/plain' }), `${game.id}.out`);
  });
  $('link').addEventListener('click', copyLink);
  $('compare').addEventListener('click', compare);
  // The compared text's backdrop mirrors it: an edit drops the mark, a scroll moves it along.
  $('expected').addEventListener('input', () => $('expected-backdrop').replaceChildren());
  $('expected').addEventListener('scroll', () => syncScroll($('expected'), $('expected-backdrop')));
  $('expected-file').addEventListener('change', () => {
    const file = $('expected-file').files?.[0];
    if (file)
      openInto(file, (text) => {
        $('expected').value = text;
        $('expected-backdrop').replaceChildren();
      });
    $('expected-file').value = '';
  });
  $('standalone').addEventListener('click', exportStandalone);
  $('record').addEventListener('click', record);
  $('gif').addEventListener('click', saveGif);
  $('svg').addEventListener('click', saveSvg);
  $('record-stop').addEventListener('click', () => (stopExport = true));
  $('png').addEventListener('click', async () => {
    const { game, remote } = onScreen();
    const png = await player.snapshot(await remote.figure(player.index, figureText()));
    if (png) downloadBlob(png, `${game.id}-step${player.index + 1}.png`);
  });
  // Before the games are known, main() has yet to read the hash: it reads the newest one.
  window.addEventListener('hashchange', () => {
    if (games.length) restoreFromHash();
  });
  const picker = languagePicker(language());
  $('language').replaceWith(picker);
  picker.id = 'language';
  picker.addEventListener('change', () => {
    chosenLanguage = /** @type {Lang} */ (picker.value);
    changeLanguage(chosenLanguage);
  });
  onLanguageChange((lang) => {
    picker.value = lang;
  });
}

// ---- languages ----------------------------------------------------------------------------

let languageTicket = 0;

/**
 * Speaks `lang`: the page's own words at once, then the engine's again — the games list (the
 * game menu, about, samples, rule options), the result on screen (its markers, the step, the
 * decision), the board editor, the verdict — and the link carries the language chosen.
 * @param {Lang} lang
 */
async function changeLanguage(lang) {
  const ticket = ++languageTicket;
  setPageLanguage(lang);
  engine.language = lang;
  $('status').textContent = statusText();
  $('announcer').textContent = '';
  titleLink();
  if (held) showHeld(held, heldMark);
  showRandomNote();
  showDroppedMoves();
  if (fileNote) $('file-note').textContent = fileNote();
  if (!games.length) return;
  let fresh;
  try {
    fresh = await engine.games(lang);
  } catch {
    return;
  }
  if (ticket !== languageTicket) return;
  games = fresh;
  game = games.find((g) => g.id === game?.id) ?? games[0];
  $('game').replaceChildren(...games.map((g) => option(g.id, g.title)));
  $('game').value = game.id;
  showGameTexts();
  const sample = game.samples[Number($('sample').value)];
  if ($('sample').value !== '' && sample) $('sample-note').replaceChildren(...verbatimText(sample.note));
  relabelRules();
  if (boardEditor.open) boardEditor.refresh();
  const shown = session;
  if (shown) {
    await shown.remote.setLanguage(lang).catch(() => {});
    if (session !== shown || ticket !== languageTicket) return;
    shown.game = games.find((g) => g.id === shown.game.id) ?? shown.game;
    showSuggestion(shown.remote.suggestions[0]);
    explorer.refresh();
    await player.setLanguage(lang, shown.game.palette);
    await program.refresh();
    if ($('verdict').textContent) compare();
    scheduleHashUpdate();
  } else {
    player.setLanguage(lang);
    program.refresh();
    if (engineError && !running && !restoring) run({ rules: lastRun?.rules });
    else if (game && !restoring) history.replaceState(null, '', location.hash ? withLanguage(location.hash) : gameHash());
  }
}

/**
 * `hash` with the language chosen in its `lang=`.
 * @param {string} hash
 */
function withLanguage(hash) {
  const params = new URLSearchParams(hash.slice(1));
  if (chosenLanguage) params.set('lang', chosenLanguage);
  else params.delete('lang');
  return `#${params}`;
}

async function main() {
  wire();
  try {
    games = await engine.games();
  } catch (err) {
    showError({ line: 0, message: t('page.engineFailed', { message: /** @type {Error} */ (err).message }) });
    return;
  }
  $('game').replaceChildren(...games.map((g) => option(g.id, g.title)));
  if (!(await restoreFromHash())) {
    // A first visit shows the first game's first sample, run: the player is never a blank panel.
    selectGame(games[0].id);
    if (game.samples.length) {
      loadSample(0);
      await run();
    }
  }
  document.body.dataset.ready = '1';
}

main();
