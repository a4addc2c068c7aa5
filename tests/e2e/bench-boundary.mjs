// `./build.sh bench`, the page ↔ engine boundary (issue 24): per game, on a mid-size input, what
// crosses between the page and the engine's Web Worker and how long the page waits for it:
// - load: navigation to the page ready (body[data-ready]);
// - first frame: Run clicked to the first step's title and events on screen (data-shown);
// - per step: Next pressed STEPS times, each time until the step is shown and the Explore panel
//   has its decision (#explore[data-step]); messages both ways and bytes received, per step;
// - seek: the slider set to SEEKS seeded positions, each timed until its step is shown;
// - per move: one move of your own played from the Moves list, until the variation's step is
//   shown with its decision there; its messages and bytes received.
// Counted at the Worker object itself (an init script wraps window.Worker), so it does not depend
// on what the messages say. Times are informational: nothing here is asserted.
// `node tests/e2e/bench-boundary.mjs` runs this part alone; BOARDLAB_WWW measures another copy of
// the page, BOARDLAB_BENCH_GAMES=mayan,ludo only those games.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPage, startBrowser, timeout, WWW } from './harness.mjs';

const ROOT = join(WWW, '..');
const STEPS = 30;
const SEEKS = 30;
const SAFETY_MS = 60000; // an in-page wait gives up (and the bench fails) after this, at full speed

/** A mid-size shipped input per game (20 to 130 steps), and the rules to run it with. */
const INPUTS = [
  { game: 'mayan', file: 'tests/data/mayan/21.in', rules: {} },
  { game: 'skill-chess', file: 'src/games/skill_chess/samples/statement.in', rules: {} },
  { game: 'three-kingdoms', file: 'tests/data/three-kingdoms/20.in', rules: {} },
  { game: 'match3', file: 'tests/data/match3/09.in', rules: {} },
  { game: 'ludo', file: 'tests/data/ludo/cases/part5_07.in', rules: { part: '5' } },
];

/**
 * Installed in the page before its scripts: window.Worker counts what crosses it, and
 * window.__boundary has the counters, the time the page got ready, and `until`, which resolves
 * (with the time and the counters) at the DOM mutation that makes a named condition true.
 * @param {number} safetyMs
 */
function BOUNDARY(safetyMs) {
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
  /** @type {Record<string, (arg: string) => unknown>} */
  const conditions = {
    // Step `n` (from 1) has its title and events on screen.
    shown: (n) => shown() === n,
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
    reset: () => Object.assign(boundary, zero()),
    snapshot: () => ({ sent: boundary.sent, received: boundary.received, bytesOut: boundary.bytesOut, bytesIn: boundary.bytesIn }),
    /**
     * @param {keyof typeof conditions} name
     * @param {string | number} arg
     * @returns {Promise<ReturnType<typeof boundary.snapshot> & { at: number }>}
     */
    until: (name, arg) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!conditions[name](String(arg))) return false;
          observer.disconnect();
          clearTimeout(timer);
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
        boundary.bytesIn += sizeOf(event.data);
      });
    }
    /** @param {unknown} message @param {any[]} rest */
    postMessage(message, ...rest) {
      boundary.sent++;
      boundary.bytesOut += sizeOf(message);
      super.postMessage(message, ...rest);
    }
  };
}

/** `count` step indexes in [0, steps) from a fixed seed, none the same as the one before it. */
function seekPositions(count, steps, from) {
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
 * Runs `input` on a fresh page and measures it.
 * @param {Awaited<ReturnType<typeof startBrowser>>} env
 * @param {(typeof INPUTS)[number]} input
 */
async function measure(env, { game, file, rules }) {
  const { page, errors, context } = await newPage(env);
  await page.addInitScript(BOUNDARY, timeout(SAFETY_MS));
  await page.goto(`${env.url}index.html`);
  await page.waitForFunction(() => window.__boundary.readyAt !== null);
  const load = await page.evaluate(() => window.__boundary.readyAt);

  // The input typed first: choosing the game then runs no sample of its own.
  await page.getByLabel('Input').fill(readFileSync(join(ROOT, file), 'utf8'));
  await page.getByLabel('Game').selectOption(game);
  for (const [name, value] of Object.entries(rules)) await page.locator(`#rule-${name}`).selectOption(value);
  const run = await page.getByRole('button', { name: 'Run' }).elementHandle();
  const firstFrame = await runShown(page, run);
  const steps = Number((await page.locator('.counter').textContent()).split('/')[1]);

  const next = await page.getByRole('button', { name: 'Next' }).elementHandle();
  const n = Math.min(STEPS, steps - 1);
  const stepping = await page.evaluate(
    async ({ button, n }) => {
      const boundary = window.__boundary;
      boundary.reset();
      for (let shown = 2; shown <= n + 1; shown++) {
        button.click();
        await boundary.until('settled', shown);
      }
      return boundary.snapshot();
    },
    { button: next, n },
  );

  // Run again, so that the seeks start with none of the steps kept by the page.
  await runShown(page, run);
  const slider = await page.getByRole('slider', { name: 'Step' }).elementHandle();
  const seeks = await page.evaluate(
    async ({ slider, positions }) => {
      const boundary = window.__boundary;
      const times = [];
      let asked = 0;
      for (const index of positions) {
        slider.value = String(index);
        const sent = boundary.sent;
        const t0 = performance.now();
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        const shown = await boundary.until('shown', index + 1);
        times.push(shown.at - t0);
        if (shown.sent > sent) asked++;
        // The next seek starts from a quiet page: this step's decision has arrived.
        await boundary.until('settled', index + 1);
      }
      return { times: times.sort((a, b) => a - b), asked };
    },
    { slider, positions: seekPositions(SEEKS, steps, 0) },
  );

  const move = await playMove(page, { next, slider, steps });
  await context.close();
  return { game, file, steps, n, load, firstFrame, stepping, seeks, move, errors };
}

/**
 * Clicks Run: the ms until the first step is shown; resolves once its decision has arrived too.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').ElementHandle} run the Run button
 */
async function runShown(page, run) {
  const elapsed = await page.evaluate(async (button) => {
    const t0 = performance.now();
    button.click();
    return (await window.__boundary.until('shown', 1)).at - t0;
  }, run);
  await page.evaluate(() => window.__boundary.until('settled', 1));
  return elapsed;
}

/**
 * From the first step, steps forward to the first one with moves (at most STEPS steps on) and
 * plays the first move there; null when there is none.
 * @param {import('playwright-core').Page} page
 */
async function playMove(page, { next, slider, steps }) {
  const found = await page.evaluate(
    async ({ next, slider, last }) => {
      const boundary = window.__boundary;
      slider.value = '0';
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      for (let shown = 1; shown <= last; shown++) {
        await boundary.until('settled', shown);
        const panel = document.querySelector('#explore');
        if (!panel.hidden && panel.querySelector('#moves').options.length > 0) return true;
        if (shown < last) next.click();
      }
      return false;
    },
    { next, slider, last: Math.min(steps, STEPS + 1) },
  );
  if (!found) return null;
  const list = page.getByRole('listbox', { name: 'Moves' });
  await list.selectOption(await list.locator('option').first().getAttribute('value'));
  const play = await page.getByRole('button', { name: 'Play move' }).elementHandle();
  return page.evaluate(async (button) => {
    const boundary = window.__boundary;
    const before = document.querySelector('.player').dataset.shown;
    boundary.reset();
    button.click();
    return boundary.until('moved', before);
  }, play);
}

const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const kb = (bytes) => (bytes / 1024).toFixed(2);

/** Prints one row per game: see the head of this file. */
export async function boundaryBench() {
  const only = process.env.BOARDLAB_BENCH_GAMES?.split(',');
  const env = await startBrowser();
  const rows = [];
  try {
    // Every row's load in a fresh context of a browser that has loaded the page once before.
    const warm = await newPage(env);
    await warm.page.goto(`${env.url}index.html`);
    await warm.page.waitForSelector('body[data-ready="1"]');
    await warm.context.close();
    for (const input of INPUTS.filter((i) => !only || only.includes(i.game))) rows.push(await measure(env, input));
  } finally {
    await env.close();
  }
  console.log(`\nThe page ↔ engine worker boundary (${WWW}): messages both ways (out+in), KB received`);
  console.log(
    `${'game'.padEnd(15)} ${'input'.padEnd(20)} steps  load ms  first frame ms  msgs/step (out+in)  KB/step  seek p95/max ms (asked)  msgs/move (out+in)  KB/move`,
  );
  for (const row of rows) {
    const { stepping: s, seeks, move: m } = row;
    const perStep = `${((s.sent + s.received) / row.n).toFixed(2)} (${(s.sent / row.n).toFixed(2)}+${(s.received / row.n).toFixed(2)})`;
    const { times, asked } = seeks;
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
    const seek = `${ms(p95)} / ${ms(times[times.length - 1])} (${asked})`;
    const perMove = m ? `${m.sent + m.received} (${m.sent}+${m.received})` : '-';
    console.log(
      [
        row.game.padEnd(15),
        row.file.split('/').slice(-1)[0].padEnd(20),
        String(row.steps).padStart(5),
        ms(row.load).padStart(8),
        ms(row.firstFrame).padStart(15),
        perStep.padStart(19),
        kb(s.bytesIn / row.n).padStart(8),
        seek.padStart(24),
        perMove.padStart(19),
        (m ? kb(m.bytesIn) : '-').padStart(8),
      ].join(' '),
    );
  }
  const loads = rows.map((row) => row.load).sort((a, b) => a - b);
  if (loads.length) console.log(`Load to ready, median of the rows: ${ms(loads[Math.floor(loads.length / 2)])} ms.`);
  console.log(`Steps stepped: ${STEPS} (fewer when the input has fewer). Seeks: ${SEEKS}, on a new run; (asked): how many of them`);
  console.log('asked the engine (the others were steps the page kept). Inputs:');
  for (const row of rows) console.log(`  ${row.game}: ${row.file}`);
  for (const row of rows) if (row.errors.length) console.log(`notice: console errors in ${row.game}: ${row.errors.join('; ')}`);
}

// `node tests/e2e/bench-boundary.mjs`: this part of the bench alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await boundaryBench();
