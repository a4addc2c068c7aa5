// The export panel: the step on screen as SVG or PNG, the result as a standalone HTML page, and a
// range of steps as a GIF or a WebM recording (with progress and Cancel). export.js makes them:
// fetched on the first export, not with the page.

import { language, t } from '../i18n/i18n.js';
import { downloadBlob } from '../lib/files.js';
import { prefersDark } from '../lib/theme.js';
import { onScreen } from './page-state.js';
import { ui } from './page-ui.js';

/** @import { ExportActions, Page, PageState } from './page-state.js' */
/** @import { FigureText } from '../lib/types.js' */

const exportTools = () => import('../tools/export.js');

/**
 * The title and caption the export fields ask for: the text typed, the step's own when none is
 * typed (null), or none when unticked ('').
 * @returns {FigureText}
 */
function figureText() {
  const field = (/** @type {HTMLInputElement} */ on, /** @type {HTMLInputElement} */ text) => (on.checked ? text.value.trim() || null : '');
  return {
    title: field(ui.figureTitleOn, ui.figureTitle),
    caption: field(ui.figureCaptionOn, ui.figureCaption),
  };
}

/**
 * The range rows take steps 1 to `stepCount`; `reset` (a new result): from the first step to
 * at most the 60th.
 * @param {number} stepCount
 */
function setExportRange(stepCount, { reset = false } = {}) {
  ui.recordFrom.max = ui.recordTo.max = String(stepCount);
  if (!reset) return;
  ui.recordFrom.value = '1';
  ui.recordTo.value = String(Math.min(stepCount, 60));
}

/**
 * Steps from..to (0-based) picked in the export row, checked by the engine's rule (the one of
 * `boardlab render`); null, with the reason shown under the row, when they are not a range.
 * @param {PageState} state
 * @returns {Promise<[number, number] | null>}
 */
async function exportRange(state) {
  try {
    return /** @type {[number, number]} */ (await onScreen(state).remote.call('frameRange', ui.recordFrom.value, ui.recordTo.value));
  } catch (err) {
    ui.recordStatus.textContent = /** @type {Error} */ (err).message;
    return null;
  }
}

/**
 * Runs one export of a step range (`work(onProgress, shouldStop)` → blob) with the progress bar
 * and Cancel shown, then downloads the blob as `name`.
 * @param {PageState} state
 * @param {(onProgress: (done: number, total: number) => void, shouldStop: () => boolean) => Promise<Blob>} work
 * @param {string} name
 * @param {'gif' | 'record'} kind
 */
async function exportRangeAs(state, work, name, kind) {
  state.stopExport = false;
  ui.gif.disabled = ui.record.disabled = true;
  ui.recordStop.hidden = false;
  const status = ui.recordStatus;
  const progress = ui.exportProgress;
  progress.hidden = false;
  progress.value = 0;
  const exported = state.session;
  try {
    const blob = await work(
      (done, total) => {
        progress.value = done / total;
        status.textContent = t(`export.${kind}Progress`, { percent: Math.round((100 * done) / total) });
      },
      () => state.stopExport || state.session !== exported,
    );
    status.textContent = t('export.saved', { name, size: (blob.size / 1024).toFixed(0) });
    downloadBlob(blob, name);
  } catch (err) {
    const message = /** @type {Error} */ (err).message;
    const cancelled = err instanceof Error && err.name === 'Cancelled';
    status.textContent = cancelled ? t('cancelled') : t(`export.${kind}Failed`, { message });
  } finally {
    ui.gif.disabled = ui.record.disabled = !state.session;
    ui.recordStop.hidden = true;
    // Back to 0, so a finished export's value cannot be read as the next one's progress.
    progress.hidden = true;
    progress.value = 0;
  }
}

/**
 * @param {Page} page
 * @returns {ExportActions}
 */
export function exportController({ state, engine, player }) {
  async function exportStandalone() {
    const { game, input, rules } = onScreen(state);
    let html;
    try {
      const { standaloneHtml } = await exportTools();
      html = await standaloneHtml({ game, input, rules, step: player.index, lang: language() });
    } catch (err) {
      ui.recordStatus.textContent = t('export.standaloneFailed', { message: /** @type {Error} */ (err).message });
      return;
    }
    downloadBlob(new Blob([html], { type: 'text/html' }), `${game.id}-replay.html`);
  }

  async function saveGif() {
    const range = await exportRange(state);
    if (!range) return;
    const [from, to] = range;
    const delayMs = Math.max(20, Math.min(10000, Number(ui.gifDelay.value) || 800));
    const { remote, game } = onScreen(state);
    const text = figureText();
    return exportRangeAs(
      state,
      async (onProgress, shouldStop) =>
        (await exportTools()).gifOfSteps(engine, remote, from, to, { dark: prefersDark(), delayMs, text, onProgress, shouldStop }),
      `${game.id}-steps-${from + 1}-${to + 1}.gif`,
      'gif',
    );
  }

  async function record() {
    const range = await exportRange(state);
    if (!range) return;
    const [from, to] = range;
    // Cancel ends a recording early; what was recorded is still saved.
    return exportRangeAs(
      state,
      async (onProgress, shouldStop) => (await exportTools()).recordWebm(player, from, to, onProgress, shouldStop),
      `${onScreen(state).game.id}-steps-${from + 1}-${to + 1}.webm`,
      'record',
    );
  }

  async function saveSvg() {
    const { remote, game } = onScreen(state);
    const { title, caption } = figureText();
    const svg = await remote.call('svg', player.index, prefersDark(), title, caption);
    downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${game.id}-step${player.index + 1}.svg`);
  }

  async function savePng() {
    const { game } = onScreen(state);
    const png = await player.snapshot(figureText());
    if (png) downloadBlob(png, `${game.id}-step${player.index + 1}.png`);
  }

  ui.standalone.addEventListener('click', exportStandalone);
  ui.record.addEventListener('click', record);
  ui.gif.addEventListener('click', saveGif);
  ui.svg.addEventListener('click', saveSvg);
  ui.png.addEventListener('click', savePng);
  ui.recordStop.addEventListener('click', () => (state.stopExport = true));

  return { setExportRange };
}
