// The step slider's marks (a part of player.js): the band over your moves and the markers (the
// source's and an overlay's), and the marker nearest the step on screen, for the buttons and keys
// to the marker before and after.
import { list, t } from '../i18n/i18n.js';

/** @import { Lang } from '../i18n/i18n.js' */
/** @import { Marker, VariationInfo } from '../lib/types.js' */

const MARKER_PX = 4; // at most one slider marker per this many pixels

/**
 * @param {string} className
 * @param {string} title
 */
const mark = (className, title) => Object.assign(document.createElement('span'), { className, title });

/**
 * Watches the width of `bar`, the marker bar, calling `render(width)` with each new one, and
 * tells the last one observed: read after a new run's changes, it would lay the page out once
 * more (3.3 ms of a Run here).
 * @param {HTMLElement} bar
 * @param {(width: number) => void} render
 */
export function watchWidth(bar, render) {
  let observed = -1;
  const resized = new ResizeObserver(([entry]) => {
    const width = Math.round(entry.contentRect.width);
    if (width === observed) return;
    observed = width;
    render(width);
  });
  resized.observe(bar);
  return {
    /** The bar's width in CSS pixels: as observed, or read before the first observation. */
    width: () => (observed >= 0 ? observed : bar.clientWidth),
    disconnect: () => resized.disconnect(),
  };
}

/**
 * Puts in `bar`, `width` CSS pixels wide under the slider of `stepCount` steps, the band over the
 * steps after `variation.base` (your moves) and the `markers`, at most one per MARKER_PX pixels:
 * markers falling in the same pixel bucket become one, whose title counts them and names the
 * first few.
 * @param {HTMLElement} bar
 * @param {number} width
 * @param {{ markers: Marker[], stepCount: number, variation: VariationInfo | null }} marks
 * @param {Lang} lang
 */
export function renderMarkers(bar, width, { markers, stepCount, variation }, lang) {
  bar.replaceChildren();
  if (width <= 0) return;
  const last = Math.max(1, stepCount - 1);
  if (variation) {
    const band = mark('variation-band', t('player.yourMoves', {}, lang));
    // From half a step before the variation's first step, so a one-step variation shows too.
    band.style.left = `${Math.min(100, ((variation.base + 0.5) / last) * 100)}%`;
    band.style.right = '0';
    bar.append(band);
  }
  const columns = Math.max(1, Math.floor(width / MARKER_PX));
  // The source's markers and the overlay's checkpoints are bucketed apart (a checkpoint's
  // colour says whether it agrees; a bucket of them differs when one does).
  /** @type {Map<string, { column: number, group: Marker[] }>} */
  const buckets = new Map();
  for (const marker of markers) {
    const column = Math.min(columns - 1, Math.max(0, Math.floor((marker.step / last) * columns)));
    const key = `${marker.state ? 'checkpoint' : 'marker'}${column}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.group.push(marker);
    else buckets.set(key, { column, group: [marker] });
  }
  for (const { column, group } of buckets.values()) {
    const names = group.slice(0, 3).map((m) => t('player.marker', { label: m.label, step: m.step + 1 }, lang));
    const title =
      group.length === 1
        ? names[0]
        : t('player.markers', { count: group.length, names: list(group.length > 3 ? [...names, '…'] : names, lang) }, lang);
    const tick = mark(group.length > 1 ? 'marker group' : 'marker', title);
    if (group[0].state) {
      tick.classList.add('checkpoint');
      tick.dataset.state = group.some((m) => m.state === 'differ') ? 'differ' : 'agree';
    }
    const at = group.length === 1 ? group[0].step / last : (column + 0.5) / columns;
    tick.style.left = `${(stepCount > 1 ? at : 0) * 100}%`;
    bar.append(tick);
  }
}

/**
 * The step of the nearest of `markers` after (`direction` 1) or before (-1) step `index`; -1 for
 * none.
 * @param {Marker[]} markers
 * @param {number} index
 * @param {1 | -1} direction
 */
export function markerStep(markers, index, direction) {
  let nearest = -1;
  for (const { step } of markers) {
    const ahead = (step - index) * direction > 0;
    if (ahead && (nearest < 0 || (step - nearest) * direction < 0)) nearest = step;
  }
  return nearest;
}
