// The output of the result on screen, with Copy and Download; the step on screen's text view and
// the output lines it printed; and Compare: an expected output judged against ours, the first
// differing line marked in both and a button to the step that printed it.

import { language, onLanguageChange, t } from '../i18n/i18n.js';
import { afterNextPaint, setText, syncScroll } from '../lib/dom.js';
import { downloadBlob, readInto } from '../lib/files.js';
import { quoted } from '../lib/text.js';
import { onScreen } from './page-state.js';
import { ui } from './page-ui.js';

/** @import { OutputActions, Page } from './page-state.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @import { StepView } from '../lib/types.js' */

/** The most lines of a step's output shown under the player. */
const STEP_LINES = 200;

/** Lines per block of a long output: each block is laid out and painted only while in view. */
const BLOCK_LINES = 500;

/**
 * Lines [from, to) of `lines`, each but the last of `lines` followed by its line feed, with line
 * `marked` (when among them) in a <mark>.
 * @param {string[]} lines
 * @param {number} from
 * @param {number} to
 * @param {number | null} marked
 * @returns {(string | HTMLElement)[]}
 */
function lineNodes(lines, from, to, marked) {
  const text = (/** @type {number} */ a, /** @type {number} */ b) => {
    const joined = lines.slice(a, b).join('\n');
    return b < lines.length && b > a ? `${joined}\n` : joined;
  };
  if (marked === null || marked < from || marked >= to) return [text(from, to)];
  const mark = document.createElement('mark');
  mark.textContent = lines[marked];
  return [text(from, marked), mark, (marked + 1 < lines.length ? '\n' : '') + text(marked + 1, to)];
}

/**
 * Shows `lines` in `element` with line `index` (0-based; null for none) in a <mark> brought into
 * view: scrolled in `scroller`, `element` itself or the textarea it is the backdrop of. With
 * `blocks`, a long text goes in blocks of BLOCK_LINES lines that the browser lays out and paints
 * only while they are on screen (style.css): ludo's 100 001 lines would otherwise take longer to
 * lay out than the run.
 * @param {HTMLElement} element
 * @param {string[]} lines
 * @param {number | null} index
 * @param {HTMLElement} scroller
 */
function showMarked(element, lines, index, scroller = element, { blocks = false } = {}) {
  const marked = index !== null && index < lines.length ? index : null;
  if (blocks && lines.length > BLOCK_LINES) {
    const children = [];
    for (let from = 0; from < lines.length; from += BLOCK_LINES) {
      const block = document.createElement('span');
      block.className = 'lines';
      block.append(...lineNodes(lines, from, Math.min(lines.length, from + BLOCK_LINES), marked));
      children.push(block);
    }
    element.replaceChildren(...children);
  } else element.replaceChildren(...lineNodes(lines, 0, lines.length, marked));
  const mark = marked === null ? null : element.querySelector('mark');
  if (!mark) return;
  const top = mark.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
  scroller.scrollTop = Math.max(0, top - scroller.clientHeight / 3);
  scroller.scrollLeft = 0;
  syncScroll(scroller, element);
}

/**
 * The text picture of the step on screen, asked for only while its panel is open (most people
 * never open it); `data-step` says which step (from 1) it shows.
 * @param {Page} page
 */
async function showStepText({ state, player }) {
  const shown = state.session;
  if (!shown || !ui.textBox.open) return;
  const index = player.index;
  const text = await shown.remote.call('text', index);
  if (state.session !== shown || player.index !== index) return;
  ui.stepText.textContent = text;
  ui.stepText.dataset.step = String(index + 1);
}

/**
 * Judges the compared text against the output on screen: the verdict, the first differing line
 * marked (`showDifference`) and a button to the step that printed it.
 * @param {Page} page
 * @param {(line: number | null) => void} showDifference
 */
async function compare({ state, player }, showDifference) {
  const shown = state.session;
  if (!shown) return;
  const verdict = await shown.remote.call('judge', ui.expected.value);
  if (state.session !== shown) return; // another result is on screen by now
  const box = ui.verdict;
  ui.jump.hidden = true;
  const d = verdict.difference;
  if (verdict.accepted || !d) {
    box.className = 'verdict accepted';
    box.textContent = t('page.accepted');
    showDifference(null);
    return;
  }
  const show = (/** @type {string | null} */ line) => (line === null ? t('page.noLine') : quoted(JSON.stringify(line)));
  box.className = 'verdict rejected';
  box.textContent = t('page.wrongAnswer', { line: d.line, expected: show(d.candidate), output: show(d.reference) });
  if (verdict.explanation) box.textContent += `\n\n${verdict.explanation}`;
  showDifference(d.line - 1);
  const target = (await shown.remote.call('stepOfOutputLine', d.line - 1)) ?? (d.reference === null ? shown.stepCount - 1 : null);
  if (target !== null) {
    ui.jump.hidden = false;
    ui.jump.onclick = async () => {
      await player.go(target, { animate: false });
      ui.stepOutput.querySelector('mark')?.scrollIntoView({ block: 'nearest' });
    };
  }
}

/** The compared text: typed, or read from a file (its error said in the page's language). */
function listenExpected() {
  /**
   * The error of a file opened for Compare, shown in its panel in the page's language (null:
   * none).
   * @param {((lang: Lang) => string) | null} say
   */
  function showExpectedError(say) {
    expectedError = say;
    ui.expectedError.textContent = say?.(language()) ?? '';
    ui.expectedError.hidden = say === null;
  }
  /** @type {((lang: Lang) => string) | null} the compared file's error, worded again in each language chosen */
  let expectedError = null;
  onLanguageChange((lang) => {
    if (expectedError) ui.expectedError.textContent = expectedError(lang);
  });

  // The compared text's backdrop mirrors it: an edit drops the mark (and a file's error), a
  // scroll moves it along.
  ui.expected.addEventListener('input', () => {
    ui.expectedBackdrop.replaceChildren();
    showExpectedError(null);
  });
  ui.expected.addEventListener('scroll', () => syncScroll(ui.expected, ui.expectedBackdrop));
  ui.expectedFile.addEventListener('change', () => {
    const file = ui.expectedFile.files?.[0];
    if (file)
      readInto(
        file,
        (text) => {
          ui.expected.value = text;
          ui.expectedBackdrop.replaceChildren();
          showExpectedError(null);
        },
        showExpectedError,
      );
    ui.expectedFile.value = '';
  });
}

/**
 * @param {Page} page
 * @returns {OutputActions}
 */
export function outputController(page) {
  const { state, events, status, player } = page;
  /**
   * @param {string} text
   * @param {'output' | 'link' | 'input'} what
   */
  async function copyText(text, what) {
    try {
      await navigator.clipboard.writeText(text);
      status.set(() => t(`page.copied.${what}`));
      return true;
    } catch {
      status.set(() => t(`page.copyFailed.${what}`));
      return false;
    }
  }

  // Bumped by every write of the output box, so a late write of an older text is dropped.
  let outputWrites = 0;

  /**
   * Shows `text` in the output box once the step on screen is painted: laying out a long output
   * (ludo's 100 001 lines) takes longer than the step itself, and the board comes first.
   * @param {string} text
   */
  function showOutput(text) {
    const write = ++outputWrites;
    afterNextPaint(() => {
      if (write === outputWrites) showMarked(ui.output, text.split('\n'), null, ui.output, { blocks: true });
    });
  }

  function clearOutput() {
    outputWrites++;
    ui.output.textContent = '';
    ui.verdict.textContent = '';
    ui.verdict.className = 'verdict';
    ui.jump.hidden = true;
    state.differingLine = null;
    ui.expectedBackdrop.replaceChildren();
    ui.textBox.hidden = true;
    ui.stepOutput.hidden = ui.stepOutputHead.hidden = true;
  }

  /** @param {{ step: StepView }} shown */
  function showStepDetails({ step }) {
    ui.textBox.hidden = false;
    showStepText(page);
    const [start, end] = step.outputLines;
    // At most STEP_LINES of its lines: from its first, or around the line Compare found different.
    const differing = state.differingLine;
    const marked = differing !== null && differing >= start && differing < end ? differing : null;
    const from = marked !== null && marked >= start + STEP_LINES ? marked - STEP_LINES / 2 : start;
    const to = Math.min(end, from + STEP_LINES);
    const lines = state.session ? state.session.outputLines.slice(from, to) : [];
    const before = from > start ? ['…'] : [];
    // Shown at every step once the run printed anything, a step that printed nothing saying so:
    // the page below keeps its place from step to step, and the browser lays out less per step.
    const printed = (state.session?.outputLines.length ?? 0) > 0;
    ui.stepOutput.hidden = ui.stepOutputHead.hidden = !printed;
    // Saying so is a text the page's language change translates again (data-i18n).
    if (lines.length === 0) {
      ui.stepOutput.dataset.i18n = 'page.stepPrintedNothing';
      setText(ui.stepOutput, t('page.stepPrintedNothing'));
    } else {
      delete ui.stepOutput.dataset.i18n;
      showMarked(ui.stepOutput, [...before, ...lines, ...(to < end ? ['…'] : [])], marked === null ? null : marked - from + before.length);
    }
    events.emit('changed', undefined);
  }

  /**
   * Marks output line `line` (0-based; null for none) as the one found different: in our output,
   * in the compared one and among the lines of the step on screen.
   * @param {number | null} line
   */
  function showDifference(line) {
    state.differingLine = line;
    outputWrites++;
    showMarked(ui.output, onScreen(state).outputLines, line, ui.output, { blocks: true });
    showMarked(ui.expectedBackdrop, ui.expected.value.split('\n'), line, ui.expected);
    if (player.current) showStepDetails({ step: player.current });
  }

  /** A verdict on screen is given again (in the page's language now). */
  function compareAgain() {
    if (ui.verdict.textContent) compare(page, showDifference);
  }

  ui.textBox.addEventListener('toggle', () => showStepText(page));
  ui.copy.addEventListener('click', () => copyText(onScreen(state).output, 'output'));
  ui.download.addEventListener('click', () => {
    const { output, game } = onScreen(state);
    downloadBlob(new Blob([output], { type: 'text/plain' }), `${game.id}.out`);
  });
  ui.compare.addEventListener('click', () => compare(page, showDifference));
  listenExpected();

  return { copyText, showOutput, clearOutput, showStepDetails, compareAgain };
}
