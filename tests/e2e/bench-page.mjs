// What the benches that drive the page share: the shipped inputs and their rule options, a page
// with the worker boundary watched (BOUNDARY), seeded slider positions and the seek loop, and the
// printing of times.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newPage, timeout, WWW } from './harness.mjs';

export const ROOT = join(WWW, '..');
const SHARED = process.env.BOARDLAB_SHARED || join(ROOT, '../shared');
const SAFETY_MS = 60000; // an in-page wait gives up (and the bench fails) after this, at full speed

/**
 * The `.in` files of `game` among the shipped data (tests/data/<game>, at any depth) and the
 * contest's (../shared/data/<game>/official), each as { file, name }: its path, and its name
 * (its path under tests/data/<game>, or official/…); a folder that is absent is told and skipped.
 * @param {string} game
 */
export function dataInputs(game) {
  const found = [];
  for (const [root, prefix] of [
    [join(ROOT, 'tests/data', game), ''],
    [join(SHARED, 'data', game, 'official'), 'official/'],
  ]) {
    if (!existsSync(root)) {
      console.log(`notice: ${root} is absent; not timed`);
      continue;
    }
    const names = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.in'));
    found.push(...names.sort().map((name) => ({ file: join(root, name), name: prefix + name })));
  }
  return found;
}

/**
 * The rule options of the `.rules` file beside an input (`name=value` lines), none without one.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function rulesBeside(file) {
  const path = file.replace(/\.in$/, '.rules');
  if (!existsSync(path)) return {};
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1).trim()]));
}

/**
 * Installed in the page before its scripts: window.Worker counts what crosses it (with `sizes`,
 * its bytes too: reckoned as each message passes, which delays the page's own handling of it),
 * and window.__boundary has the counters, the time the page got ready, and `until`, which resolves
 * (with the time and the counters) at the DOM mutation that makes a named condition true, and
 * rejects when the page shows an error instead. With `log` set to an array, every message is
 * also logged there with its time: { out: true, at, id, method, index } for a request (index:
 * a `view`'s step), { out: false, at, id } for an answer (progress reports are not logged).
 * @param {{ safetyMs: number, sizes: boolean }} options
 */
function BOUNDARY({ safetyMs, sizes }) {
  if (window !== window.top) return;
  /**
   * About how many bytes `value` takes: its JSON length, binary data by its byte length; an
   * object met again (a cycle, or shared) counts once, as the structured clone sends it once.
   * @param {unknown} value
   * @param {Set<object>} seen
   * @returns {number}
   */
  const sizeOf = (value, seen = new Set()) => {
    if (value === null || value === undefined) return 4;
    if (typeof value === 'string') return value.length + 2;
    if (typeof value !== 'object') return String(value).length;
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return value.byteLength;
    if (value instanceof Blob) return value.size;
    if (value instanceof Error) return value.message.length + 2;
    if (seen.has(value)) return 0;
    seen.add(value);
    const items = value instanceof Map || value instanceof Set || Array.isArray(value) ? [...value] : null;
    const entries = items ? items.map((item) => ['', item]) : Object.entries(value);
    let size = 2 + Math.max(0, entries.length - 1);
    for (const [key, item] of entries) size += (items ? 0 : key.length + 3) + sizeOf(item, seen);
    return size;
  };

  const zero = () => ({ sent: 0, received: 0, bytesOut: 0, bytesIn: 0 });
  const shown = () => document.querySelector('.player')?.dataset.shown;
  const decided = () => document.querySelector('#explore')?.dataset.step;
  const error = () => {
    const box = document.querySelector('#error');
    return box && !box.hidden ? box.textContent : null;
  };
  /** @type {Record<string, (arg: string) => unknown>} */
  const conditions = {
    // Step `n` (from 1) has its title and events on screen.
    shown: (n) => shown() === n,
    // ... and its board painted on the player's canvas (the module's pixels shown).
    painted: (n) => shown() === n && document.querySelector('.player .stage canvas')?.dataset.painted === n,
    // ... and the Explore panel has the decision there (or knows there is none).
    settled: (n) => shown() === n && decided() === n,
    // A variation is on the slider, and a step other than `before` is shown with its decision.
    moved: (before) => document.querySelector('.variation-band') && shown() && shown() !== before && decided() === shown(),
  };
  const boundary = {
    ...zero(),
    workers: 0,
    /** @type {number | null} ms from navigation until body[data-ready] */
    readyAt: null,
    /** @type {object[] | null} the messages, when logged */
    log: null,
    reset: () => Object.assign(boundary, zero()),
    snapshot: () => ({ sent: boundary.sent, received: boundary.received, bytesOut: boundary.bytesOut, bytesIn: boundary.bytesIn }),
    /**
     * @param {keyof typeof conditions} name
     * @param {string | number} arg
     * @returns {Promise<ReturnType<typeof boundary.snapshot> & { at: number }>}
     */
    until: (name, arg) =>
      new Promise((resolve, reject) => {
        const end = () => {
          observer.disconnect();
          clearTimeout(timer);
        };
        const check = () => {
          const failed = error();
          if (failed !== null) {
            end();
            reject(new Error(`the page shows an error instead of ${name}(${arg}): ${failed}`));
            return true;
          }
          if (!conditions[name](String(arg))) return false;
          end();
          resolve({ at: performance.now(), ...boundary.snapshot() });
          return true;
        };
        const observer = new MutationObserver(check);
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no ${name}(${arg}) in ${safetyMs} ms`));
        }, safetyMs);
        if (!check()) observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  };
  window.__boundary = boundary;

  const ready = new MutationObserver(() => {
    if (document.body?.dataset.ready !== '1') return;
    boundary.readyAt = performance.now();
    ready.disconnect();
  });
  ready.observe(document, { subtree: true, childList: true, attributes: true });

  const NativeWorker = window.Worker;
  window.Worker = class Worker extends NativeWorker {
    /** @param {ConstructorParameters<typeof NativeWorker>} args */
    constructor(...args) {
      super(...args);
      boundary.workers++;
      // Registered first: counted before the page's own listener reacts to the message.
      this.addEventListener('message', (event) => {
        boundary.received++;
        if (sizes) boundary.bytesIn += sizeOf(event.data);
        const { id, callback, took } = event.data ?? {};
        if (boundary.log && id !== undefined && callback === undefined) boundary.log.push({ out: false, at: performance.now(), id, took });
      });
    }
    /** @param {any} message @param {any[]} rest */
    postMessage(message, ...rest) {
      boundary.sent++;
      if (sizes) boundary.bytesOut += sizeOf(message);
      if (boundary.log) {
        const index = message?.method === 'view' ? message.args?.[0] : message?.method === 'paint' ? message.args?.[1] : undefined;
        boundary.log.push({ out: true, at: performance.now(), id: message?.id, method: message?.method, index });
      }
      super.postMessage(message, ...rest);
    }
  };
}

/**
 * A new page (newPage's) with BOUNDARY installed (`sizes`: counting bytes), opened at
 * index.html + `hash`, once ready.
 * @param {Awaited<ReturnType<typeof import('./harness.mjs').startBrowser>>} env
 * @param {string} hash
 * @param {{ sizes?: boolean }} [options]
 */
export async function openBenchPage(env, hash = '', { sizes = true } = {}) {
  const opened = await newPage(env);
  await opened.page.addInitScript(BOUNDARY, { safetyMs: timeout(SAFETY_MS), sizes });
  await opened.page.goto(`${env.url}index.html${hash}`);
  await opened.page.waitForFunction(() => window.__boundary.readyAt !== null);
  return opened;
}

/** `count` step indexes in [0, steps) from a fixed seed, none the same as the one before it. */
export function seekPositions(count, steps, from) {
  const positions = [];
  let seed = 24;
  let previous = from;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    let index = Math.floor((seed / 2147483648) * steps); // the high bits: the low ones repeat soon
    if (index === previous) index = (index + 1) % steps;
    positions.push(index);
    previous = index;
  }
  return positions;
}

/**
 * Sets the page's Step slider to each of `positions` in turn, as dragging it does (its `input`
 * event), and times each from that event until the step's title and events are on screen and its
 * board is painted (the module's pixels on the player's canvas). The next seek starts from rest:
 * once the step's decision has arrived too and the frame that shows it has been painted (with
 * `backToBack`, in the same task that saw the decision arrive, paying for that frame). Resolves to
 * the times, sorted, how many of the seeks asked the engine (the others were steps the page kept),
 * and for those where their time went (`parts`): the engine's work on the step (the worker's
 * `took`), the rest of the time it was on its way (the worker's queue, the transfer, the page busy
 * with a frame), and the page after the answer until the step was on screen; with the step, its
 * time and the messages that crossed to the worker meanwhile.
 * @param {import('playwright-core').Page} page
 * @param {number[]} positions
 * @param {{ backToBack?: boolean, typed?: boolean }} [options] `typed`: each step typed in the
 *   "go to step" box and Enter pressed, instead of the slider set, timed from the key's event
 * @returns {Promise<{ times: number[], asked: number, parts: SeekParts[] }>}
 */
/**
 * @typedef {{ out: boolean, method?: string, at: number, took?: number }} SeekMessage a request
 *   sent (`out`) or an answer, `at` ms after the seek's input event; `took`: the engine's ms
 * @typedef {{ engine: number, wait: number, page: number, index: number, ms: number, messages: SeekMessage[] }} SeekParts
 */

export async function seekTimes(page, positions, { backToBack = false, typed = false } = {}) {
  const slider = await page.getByRole('slider', { name: 'Step' }).elementHandle();
  const goTo = await page.locator('.player .goto input').elementHandle();
  return page.evaluate(
    async ({ slider, goTo, positions, backToBack, typed }) => {
      const framePainted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const boundary = window.__boundary;
      const times = [];
      const parts = [];
      let asked = 0;
      const logging = boundary.log;
      for (const index of positions) {
        const sent = boundary.sent;
        boundary.log = [];
        const t0 = performance.now();
        if (typed) {
          goTo.value = String(index + 1);
          goTo.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        } else {
          slider.value = String(index);
          slider.dispatchEvent(new Event('input', { bubbles: true }));
        }
        const shown = await boundary.until('painted', index + 1);
        times.push(shown.at - t0);
        if (shown.sent > sent) asked++;
        // The last request the step waited for: its view or its paint.
        const request = boundary.log.findLast((m) => m.out && (m.method === 'view' || m.method === 'paint') && m.at <= shown.at);
        const answer = request && boundary.log.find((m) => !m.out && m.id === request.id);
        if (answer) {
          const engine = answer.took ?? 0;
          // Its messages, for the slowest seeks' account: each request sent and answered, in ms
          // from the input event, and the engine's time on it.
          const messages = boundary.log.map((m) => ({ out: m.out, method: m.method, at: m.at - t0, took: m.took }));
          parts.push({ engine, wait: answer.at - request.at - engine, page: shown.at - answer.at, index, ms: shown.at - t0, messages });
        }
        await boundary.until('settled', index + 1);
        if (!backToBack) await framePainted();
      }
      boundary.log = logging;
      return { times: times.sort((a, b) => a - b), asked, parts };
    },
    { slider, goTo, positions, backToBack, typed },
  );
}

/**
 * Drags the page's Step slider for `positions.length` animation frames, one position a frame (its
 * `input` event at the frame's start, as a pointer's moves come): how many of those frames were
 * followed by their step painted before the next frame began (the module's pixels for the step
 * set in the frame before), out of how many frames.
 * @param {import('playwright-core').Page} page
 * @param {number[]} positions
 * @returns {Promise<{ frames: number, inTime: number }>}
 */
export async function dragFrames(page, positions) {
  const slider = await page.getByRole('slider', { name: 'Step' }).elementHandle();
  return page.evaluate(
    async ({ slider, positions }) => {
      const painted = () => document.querySelector('.player .stage canvas')?.dataset.painted;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let inTime = 0;
      let previous = -1;
      for (const index of [...positions, -1]) {
        await frame();
        if (previous >= 0 && painted() === String(previous + 1)) inTime++;
        if (index < 0) break;
        slider.value = String(index);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        previous = index;
      }
      return { frames: positions.length, inTime };
    },
    { slider, positions },
  );
}

/**
 * The `q` quantile (0 to 1) of `sorted` (ascending), by rank: p95 of 30 times is the 29th.
 * @param {number[]} sorted
 * @param {number} q
 */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

/** A time in ms as the benches print it: one decimal under 10. */
export const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
