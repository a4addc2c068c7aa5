// The elements of index.html that app.js and its controllers use, looked up once, by what they are.

import { byId } from '../lib/dom.js';

const element = (/** @type {string} */ id) => byId(id, HTMLElement);
const button = (/** @type {string} */ id) => byId(id, HTMLButtonElement);
const field = (/** @type {string} */ id) => byId(id, HTMLInputElement);
const select = (/** @type {string} */ id) => byId(id, HTMLSelectElement);
const textArea = (/** @type {string} */ id) => byId(id, HTMLTextAreaElement);
const details = (/** @type {string} */ id) => byId(id, HTMLDetailsElement);

export const ui = {
  theme: select('theme'),
  language: select('language'),
  // The game row, Run and the status line.
  game: select('game'),
  sample: select('sample'),
  seed: field('seed'),
  random: button('random'),
  randomNote: element('random-note'),
  run: button('run'),
  cancel: button('cancel'),
  status: element('status'),
  announcer: element('announcer'),
  suggestion: element('suggestion'),
  suggestionText: element('suggestion-text'),
  suggestionApply: button('suggestion-apply'),
  // About the game, its rule options.
  about: element('about'),
  sampleNote: element('sample-note'),
  fileNote: element('file-note'),
  rules: element('rules'),
  ruleList: element('rule-list'),
  moreRules: details('more-rules'),
  moreRulesSummary: element('more-rules-summary'),
  rulesNote: element('rules-note'),
  moreRuleList: element('more-rule-list'),
  // The input.
  editBoard: button('edit-board'),
  file: field('file'),
  inputArea: element('input-area'),
  inputBox: element('input-box'),
  backdrop: element('backdrop'),
  input: textArea('input'),
  held: element('held'),
  heldSummary: element('held-summary'),
  heldPreview: element('held-preview'),
  heldEdit: button('held-edit'),
  heldClear: button('held-clear'),
  largeInput: element('large-input'),
  error: element('error'),
  // The output and Compare.
  copy: button('copy'),
  download: button('download'),
  link: button('link'),
  output: element('output'),
  expected: textArea('expected'),
  expectedBackdrop: element('expected-backdrop'),
  compare: button('compare'),
  expectedFile: field('expected-file'),
  expectedError: element('expected-error'),
  jump: button('jump'),
  verdict: element('verdict'),
  // The board editor, as board-editor.js takes it.
  boardEditor: {
    section: element('board-editor'),
    canvas: byId('edit-canvas', HTMLCanvasElement),
    scope: select('edit-scope'),
    scopeLabel: element('edit-scope-label'),
    layer: select('edit-layer'),
    tool: select('edit-tool'),
    cell: element('edit-cell'),
    fields: element('edit-fields'),
    error: element('edit-error'),
  },
  editDone: button('edit-done'),
  movesDropped: element('moves-dropped'),
  movesDroppedText: element('moves-dropped-text'),
  movesUndo: button('moves-undo'),
  player: element('player'),
  // "Your move", as explore.js takes it.
  explore: {
    section: element('explore'),
    toMove: element('to-move'),
    moves: select('moves'),
    play: button('play-move'),
    cancel: button('play-cancel'),
    hint: element('pick-hint'),
    feedback: element('feedback'),
    mainLine: button('main-line'),
    copyInput: button('copy-input'),
    useInput: button('use-input'),
  },
  // The step on screen.
  textBox: details('text-box'),
  stepText: element('step-text'),
  stepOutputHead: element('step-output-head'),
  stepOutput: element('step-output'),
  // Export.
  figureTitle: field('figure-title'),
  figureTitleOn: field('figure-title-on'),
  figureCaption: field('figure-caption'),
  figureCaptionOn: field('figure-caption-on'),
  svg: button('svg'),
  png: button('png'),
  standalone: button('standalone'),
  recordFrom: field('record-from'),
  recordTo: field('record-to'),
  gifDelay: field('gif-delay'),
  gif: button('gif'),
  record: button('record'),
  recordStop: button('record-stop'),
  exportProgress: byId('export-progress', HTMLProgressElement),
  recordStatus: element('record-status'),
};

/** The buttons that work on the result on screen: disabled while there is none. */
export const sessionButtons = [ui.copy, ui.download, ui.link, ui.compare, ui.svg, ui.png, ui.standalone, ui.gif, ui.record];
