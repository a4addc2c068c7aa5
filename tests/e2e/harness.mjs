// Shared set-up for the browser tests: the static server, Debian's Chromium through
// playwright-core, and pages that record every console error.
//
// No test depends on the machine's speed: tests wait on states, never on durations; a run or an
// export that must still be going when the test acts is held back by the engine gate below; the
// page's own time-based behaviour (playing, throttled announcements) runs on Playwright's fake
// clock. BOARDLAB_E2E_SLOWDOWN=N proves it: every page runs with its CPU throttled N times
// (DevTools' Emulation.setCPUThrottlingRate), and the safety-net timeouts grow N times.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// BOARDLAB_WWW serves another copy of the page (e.g. an older one, to see a new test fail on it).
export const WWW = process.env.BOARDLAB_WWW || join(here, '../../www');
export const SCREENSHOTS = join(here, 'screenshots');

/** How many times slower than the machine the pages run (BOARDLAB_E2E_SLOWDOWN, default 1). */
export const SLOWDOWN = factor('BOARDLAB_E2E_SLOWDOWN');

/** The number ≥ 1 in the environment variable `name`, 1 without it. */
function factor(name) {
  const value = process.env[name] ?? '1';
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`${name} must be a number ≥ 1, not "${value}"`);
  return rate;
}

/**
 * How many times longer the safety-net timeouts are on a busy machine (BOARDLAB_E2E_PATIENCE,
 * default 1; `./build.sh test` runs the tests beside the compilation and sets 3).
 */
const PATIENCE = factor('BOARDLAB_E2E_PATIENCE');

/** A safety-net timeout of `ms` at full speed: a test never passes or fails by it, only ends. */
export const timeout = (ms) => ms * SLOWDOWN * PATIENCE;

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser the tests drive: Debian's chromium-headless-shell, the same Chromium (Blink, V8,
 * fonts) without the desktop browser's layer, as Playwright's own headless runs use. The tests
 * open hundreds of pages, and it opens them for far less: 20 openings of the app took its
 * browser process 5 CPU s, the full browser's 18. The benches time what a user runs, the full
 * browser: `startBrowser({ full: true })`. CHROMIUM=path drives another build.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

export async function startBrowser({ full = false } = {}) {
  const server = await serve(WWW);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || (full ? FULL_BROWSER : HEADLESS_SHELL),
    args: CHROMIUM_FLAGS,
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The server and browser for one test file: started before its tests, closed after them. */
export function useBrowser() {
  const env = {};
  before(async () => Object.assign(env, await startBrowser()));
  after(async () => env.close?.());
  return env;
}

/**
 * A second origin for cross-origin tests: serves `pages` ({ '/path': text }; HTML when the path
 * ends in .html) on http://127.0.0.1:PORT/, while the www server is named http://localhost:…/.
 * Resolves to { url, close }.
 */
export function servePages(pages) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://127.0.0.1').pathname;
    if (path === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    if (!Object.hasOwn(pages, path)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    const type = path.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(pages[path]);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/**
 * A new page (own context) whose console errors and uncaught exceptions are collected in
 * `errors`; tests assert it stays empty. The browser speaks English (`locale`) unless `options`
 * say otherwise: the page follows the browser's languages. Besides the context's options:
 * `engineGate: true` installs the engine gate (see holdReplies), and `clock: 'paused'` or
 * `'running'` Playwright's fake clock (Date, timers, animation frames, performance.now), paused
 * or flowing, before any script of the page runs.
 */
export async function newPage(env, { engineGate = false, clock = null, ...options } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', ...options });
  context.setDefaultTimeout(timeout(DEFAULT_TIMEOUT_MS));
  await context.addInitScript(PAINTED_COPY);
  if (engineGate) await context.addInitScript(ENGINE_GATE);
  if (clock) {
    await context.clock.install({ time: CLOCK_START });
    // Paused before there is a page: the jump ahead fires nothing.
    if (clock === 'paused') await context.clock.pauseAt(CLOCK_START + CLOCK_JUMP_MS);
  }
  const page = await context.newPage();
  await throttle(page);
  context.on('page', (popup) =>
    throttle(popup).catch((error) => {
      if (!popup.isClosed()) throw error;
    }),
  );
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { page, errors, context };
}

const DEFAULT_TIMEOUT_MS = 30000;
const CLOCK_START = Date.UTC(2026, 0, 1);
const CLOCK_JUMP_MS = 60000;

/**
 * Throttles the CPU of `page` and of its cross-origin frames (separate processes) SLOWDOWN times.
 * Chromium refuses it for workers ("only supported for pages"): the engine's worker runs at full
 * speed, and a slowdown of the page is what a slow machine does to the tests' waits.
 */
async function throttle(page) {
  if (SLOWDOWN === 1) return;
  const rate = async (target) => (await page.context().newCDPSession(target)).send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await rate(page);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) return;
    rate(frame).catch((error) => {
      // Same-process frames are throttled with their page; a frame may go before its session comes.
      if (!/does not have a separate CDP session/.test(error.message) && !frame.isDetached()) throw error;
    });
  });
}

/**
 * Pauses the fake clock of a page opened with `clock: 'running'`, after running it a minute
 * ahead: every timer due by then fires once.
 */
export async function pauseClock(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + CLOCK_JUMP_MS);
}

/**
 * Pauses the fake clock of a page opened with `clock: 'running'` about where it is: just ahead
 * of the page's time, so that next to no timer fires. The page's time flows while the pause is
 * asked for, and Playwright refuses a pause in its past: on a busy machine the moment asked for
 * can be gone by then, so it is asked again further ahead each time (1, 2, 4 … ms).
 */
export async function pauseClockNow(page) {
  for (let ahead = 1; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!/to the past/.test(String(error)) || ahead >= CLOCK_JUMP_MS) throw error;
    }
  }
}

/** Opens the main page (optionally with a hash) and waits for the engine to be ready. */
export async function openApp(env, hash = '', options = {}) {
  const opened = await newPage(env, options);
  await opened.page.goto(`${env.url}index.html${hash}`);
  await opened.page.waitForSelector('body[data-ready="1"]');
  return opened;
}

/**
 * Puts `text` in the text box `box` (a locator) as a user pastes it: the box's text selected
 * whole, then Ctrl+V from the clipboard; resolves once the box holds it. For texts of kilobytes:
 * Playwright's fill() types them through Chromium's editing pipeline, which took 33 s for
 * match3's 21 KB 20.in where this paste takes 0.3 s.
 */
export async function paste(box, text) {
  const page = box.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  const expected = text.replace(/\r\n?/g, '\n');
  await page.waitForFunction(([element, value]) => element.value === value, [await box.elementHandle(), expected]);
}

// `paintedCopy(canvas)` in every page and frame: a canvas holding the pixels the module last
// painted on the board canvas `canvas`, read where they were painted. The page's canvas is handed
// to the engine's worker (www/engine/board-canvas.js) and shows a frame at the display's next
// frame, so its own pixels can still be the frame before.
function PAINTED_COPY() {
  window.paintedCopy = async (canvas) => {
    const { paintedPixels } = await import(new URL('engine/board-canvas.js', document.baseURI).href);
    const pixels = await paintedPixels(canvas);
    const copy = document.createElement('canvas');
    copy.width = pixels.width;
    copy.height = pixels.height;
    copy.getContext('2d', { willReadFrequently: true }).drawImage(pixels, 0, 0);
    return copy;
  };
}

// The engine gate, installed in a page before its scripts run (newPage's `engineGate`): it wraps
// the page's Worker so that the answers to the requests of chosen methods (the engine's protocol:
// {id, method, …} in, {id, result | error} out; a request's type is its method) wait in the page
// while they are held; a worker
// terminated meanwhile drops them, as it drops everything it had not delivered. Every request
// is logged with its state: 'pending', 'held', 'answered' or 'dropped'.
function ENGINE_GATE() {
  const gate = { holding: new Set(), held: [], requests: [] };
  window.__engineGate = gate;
  const NativeWorker = window.Worker;
  window.Worker = class Worker extends NativeWorker {
    #listener = null;
    #pending = new Map();
    constructor(...args) {
      super(...args);
      super.onmessage = (event) => this.#receive(event);
    }
    get onmessage() {
      return this.#listener;
    }
    set onmessage(listener) {
      this.#listener = listener;
    }
    postMessage(message, ...rest) {
      if (typeof message?.id === 'number' && typeof message.method === 'string') {
        const request = { type: message.method, state: 'pending' };
        gate.requests.push(request);
        this.#pending.set(message.id, request);
      }
      super.postMessage(message, ...rest);
    }
    terminate() {
      super.terminate();
      for (const request of this.#pending.values()) request.state = 'dropped';
      this.#pending.clear();
    }
    #receive(event) {
      // A callback's call (a run's progress) is not the answer.
      const request = event.data?.callback === undefined ? this.#pending.get(event.data?.id) : undefined;
      const deliver = () => {
        if (request.state === 'dropped') return;
        request.state = 'answered';
        this.#pending.delete(event.data.id);
        this.#listener?.call(this, event);
      };
      if (!request) this.#listener?.call(this, event);
      else if (gate.holding.has(request.type)) {
        request.state = 'held';
        gate.held.push(deliver);
      } else deliver();
    }
  };
  gate.release = () => {
    gate.holding.clear();
    for (const deliver of gate.held.splice(0)) deliver();
  };
}

/** Holds back the engine's answers to requests of `types`, the methods called (e.g. 'Session.parse', a run): the work seems to go on. */
export function holdReplies(page, ...types) {
  return page.evaluate((names) => {
    for (const name of names) window.__engineGate.holding.add(name);
  }, types);
}

/**
 * Lets the held answers through and holds no more, then waits until every request of `type` has
 * been answered or dropped with its worker; resolves to their states.
 */
export async function releaseReplies(page, type) {
  await page.evaluate(() => window.__engineGate.release());
  await page.waitForFunction((t) => window.__engineGate.requests.every((r) => r.type !== t || r.state !== 'pending'), type);
  return page.evaluate((t) => window.__engineGate.requests.filter((r) => r.type === t).map((r) => r.state), type);
}

/** The number of requests of `type` posted to the engine so far. */
export const requestCount = (page, type) => page.evaluate((t) => window.__engineGate.requests.filter((r) => r.type === t).length, type);

/** Does `action`, which asks the engine something, and waits until every request is answered. */
export async function engineAnswered(page, action) {
  const before = await page.evaluate(() => window.__engineGate.requests.length);
  await action();
  await page.waitForFunction((n) => {
    const { requests } = window.__engineGate;
    return requests.length > n && requests.every((r) => r.state === 'answered' || r.state === 'dropped');
  }, before);
}

/**
 * In the page: how many distinct colours a sample of `canvas` has (a blank canvas has one or
 * two), or with `more`, whether it has more than that.
 */
function colours({ canvas, more }) {
  // What the screen shows of the canvas the module paints (a frame may lag: callers poll).
  const { width, height } = canvas;
  if (!width || !height) return more === undefined ? 0 : false;
  const copy = document.createElement('canvas');
  copy.width = width;
  copy.height = height;
  const ctx = /** @type {CanvasRenderingContext2D} */ (copy.getContext('2d', { willReadFrequently: true }));
  ctx.drawImage(canvas, 0, 0);
  const data = ctx.getImageData(0, 0, width, height).data;
  const seen = new Set();
  const stride = Math.max(4, Math.floor(data.length / 4 / 20000) * 4);
  for (let i = 0; i < data.length; i += stride) {
    seen.add((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]);
  }
  return more === undefined ? seen.size : seen.size > more;
}

/** Waits until the canvas at `selector` has more than `more` colours (it is painted once laid out). */
export async function waitForColours(page, more, selector = '.stage canvas') {
  await page.waitForFunction(colours, { canvas: await page.waitForSelector(selector), more });
}

/**
 * Runs `action` (up to the state it waits for, then one more frame and a task after it) under
 * Chromium's tracing, and returns the CPU time (ms) of each main-thread task of the renderer of
 * `page` (opened from `env`'s server): its thread time, what the task costs whatever else the
 * machine runs meanwhile.
 */
export async function cpuTasks(env, page, action) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  try {
    await action();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  } finally {
    // Ended even when the action fails: a trace left running fails the next test's start.
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  // The renderer of the page: the one whose events name the server.
  const host = new URL(env.url).host;
  const renderers = new Set(events.filter((e) => JSON.stringify(e.args ?? {}).includes(host)).map((e) => e.pid));
  const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && renderers.has(e.pid));
  assert.ok(mains.length > 0, 'no renderer main thread in the trace');
  return events
    .filter((e) => e.name === 'RunTask' && e.tdur !== undefined && mains.some((m) => m.pid === e.pid && m.tid === e.tid))
    .map((e) => Math.round(e.tdur / 1000));
}

/** The longest main-thread task the page may run (README: no input up to the limit blocks the page). */
export const BUDGET_MS = 200;
// A run throttled N times (BOARDLAB_E2E_SLOWDOWN) is a machine N times slower: the same work takes
// N times the CPU time there.
const BUDGET = BUDGET_MS * SLOWDOWN;

/**
 * Runs `action` (see cpuTasks) and asserts that no main-thread task of it took more than the
 * budget; resolves to the longest (ms of CPU).
 */
export async function noLongTask(env, page, phase, action) {
  const tasks = await cpuTasks(env, page, action);
  const longest = tasks.reduce((a, b) => Math.max(a, b), 0);
  console.log(`${phase}: ${tasks.length} main-thread tasks, the longest ${longest} ms of CPU`);
  const over = tasks.filter((ms) => ms > BUDGET);
  assert.deepEqual(over, [], `${phase}: main-thread tasks of ${over.join(', ')} ms`);
  return longest;
}

export function screenshotPath(name) {
  return join(SCREENSHOTS, `${name}.png`);
}

/**
 * Exports the player of `page` (its exports panel open) as a standalone HTML file saved beside the
 * screenshots as `<name>.html`, closes `page`'s context after checking it logged no error, and
 * opens the file from disk, with no server, in a new page once it is ready.
 */
export async function openStandalone(env, { page, errors, context }, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#standalone').click()]);
  const path = screenshotPath(name).replace(/\.png$/, '.html');
  await download.saveAs(path);
  assert.deepEqual(errors, []);
  await context.close();
  const offline = await newPage(env);
  await offline.page.goto(`file://${path}`);
  await offline.page.waitForSelector('body[data-ready="1"]');
  return offline;
}

/** Waits until the player shows step `n` (counted from 1): its title and events, not just the counter. */
export function stepShown(page, n) {
  return page.waitForSelector(`.player[data-shown="${n}"]`);
}

/**
 * Looks at the "Your move" panel of the step on screen, once it has that step's decision (or
 * knows there is none), as a user reaching for its Moves list does: the list, filled only while
 * it is on screen, is scrolled into view and holds that step's moves. Resolves to how many it
 * lists (0 when nobody moves at the step, or when its moves are asked for on demand).
 * @param {import('playwright-core').Page} page
 */
export async function movesListed(page) {
  const shown = await page.locator('.player').getAttribute('data-shown');
  await page.waitForFunction((n) => document.querySelector('#explore').dataset.step === n, shown);
  if (!(await page.locator('#explore').isVisible())) return 0;
  await page.locator('#moves').scrollIntoViewIfNeeded();
  await page.waitForSelector(`#moves[data-step="${shown}"]`);
  return page.locator('#moves option').count();
}

/**
 * Chooses `game` in the page's Game menu as a user does, and waits until the page shows it: a
 * game's texts (its samples, rule options) are fetched the first time it is chosen.
 * @param {import('playwright-core').Page} page
 * @param {string} game
 */
export async function chooseGame(page, game) {
  await page.locator('#game').selectOption(game);
  await page.waitForFunction((id) => document.querySelector('#game').dataset.shown === id, game, { timeout: timeout(DEFAULT_TIMEOUT_MS) });
}

/**
 * Waits until a run has finished and the player shows its first step (painted); `ms`: the
 * safety net at full speed. Not under a paused clock: it waits for an animation frame.
 */
export async function waitForPlayer(page, ms = DEFAULT_TIMEOUT_MS) {
  await page.waitForFunction(
    () => document.querySelector('#output').textContent.length > 0 && document.querySelector('.step-title').textContent,
    null,
    { timeout: timeout(ms) },
  );
  await boardPainted(page);
}

/**
 * Asks the engine's worker what it holds and does ({ wasmBytes, objects, idle, backdrops })
 * through its own `$memory` request, answered from inside the worker; it is not the page's
 * work, so the worker's idle work goes on.
 * @param {import('playwright-core').Page} page
 */
export async function workerMemory(page) {
  const worker = page.workers().at(-1);
  if (!worker) throw new Error('no engine worker is running');
  return worker.evaluate(
    () =>
      new Promise((resolve) => {
        const post = self.postMessage;
        self.postMessage = (/** @type {any} */ message, /** @type {any[]} */ ...rest) => {
          if (message && message.id === -1) {
            self.postMessage = post;
            resolve(message.result);
          } else post.call(self, message, ...rest);
        };
        /** @type {any} */ (self).onmessage({ data: { id: -1, target: null, method: '$memory', args: [] } });
      }),
  );
}

/**
 * Resolves once the engine's worker has nothing left to do (no analysis, no paints to ready),
 * asked again every 20 ms.
 * @param {import('playwright-core').Page} page
 */
export async function workerIdle(page, ms = DEFAULT_TIMEOUT_MS) {
  const started = Date.now();
  while (!(await workerMemory(page)).idle) {
    if (Date.now() - started > timeout(ms)) throw new Error(`the engine's worker was still busy after ${timeout(ms)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the module has painted the step the player shows on its board. */
export function boardPainted(page, selector = '.player') {
  return page.waitForFunction((selector) => {
    const player = document.querySelector(selector);
    const canvas = player?.querySelector('.stage canvas');
    return canvas && player.dataset.shown && canvas.dataset.painted === player.dataset.shown;
  }, selector);
}

// A hard three-kingdoms test (5×5, 10 turns, 6 soldiers, long paces): an exact search of about
// 20 ms natively. `slowSearch(n)` is n of them. LONG_SEARCH, 200 of them, lasts about 4 s
// natively, 40 times the interval of the engine's progress reports, and its 2601 lines still fit
// the text box: for runs a test cancels once it has seen their progress.
const HARD_TEST = `5 5 10
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0
0 0 0 0 0
6 5 6 5
3 5 0 97 0
4 2 1 100 0
4 4 0 99 1
2 2 1 92 1
2 1 0 91 2
5 4 1 97 2
`;
export const slowSearch = (tests) => `${HARD_TEST.repeat(tests)}0 0 0\n`;
export const LONG_SEARCH = slowSearch(200);

/**
 * Resolves once the text of the text box `id` is shown in the editor that takes its place (a
 * text with control or bidi characters; the editor's module loads on its first use), the box
 * hidden.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 */
export const editorShown = (page, id) => page.waitForFunction((id) => document.getElementById(id)?.hidden, id, { timeout: timeout(10000) });

/**
 * The text the program panel shows for `id` ('program-output' or 'program-trace'), as laid out:
 * the text box's, or the editor's lines (its placeholders, not the characters they stand for),
 * and the names of the placeholders shown.
 */
export const shownText = (page, id) =>
  page.evaluate((id) => {
    const box = /** @type {HTMLTextAreaElement} */ (document.getElementById(id));
    if (!box.hidden) return { text: box.value, placeholders: [] };
    const host = /** @type {HTMLElement} */ (box.parentElement.querySelector('.large-input:not([hidden])'));
    const content = host?.shadowRoot?.querySelector('.cm-content');
    if (!content) return { text: '', placeholders: [] };
    const lines = [...content.querySelectorAll('.cm-line')].map((line) => line.textContent);
    const placeholders = [...content.querySelectorAll('.cm-specialChar')].map((mark) => mark.getAttribute('title') ?? '');
    return { text: lines.join('\n'), placeholders };
  }, id);

/** The player's board's pixels as painted, as a PNG's data URL. */
export const boardPixels = (page) => page.$eval('.stage canvas', async (canvas) => (await paintedCopy(canvas)).toDataURL());

/**
 * The share of the player's board's pixels that differ from those of `before` (a data: URL of
 * them) by more than antialiasing does: a token stamped from its picture or drawn shape by shape
 * (src/wasm/stamps.rs) differs from one paint to another at its edges.
 */
export const differingShare = (page, before) =>
  page.$eval(
    '.stage canvas',
    async (canvas, before) => {
      const image = new Image();
      image.src = before;
      await image.decode();
      const painted = await paintedCopy(canvas);
      const pixels = (/** @type {CanvasImageSource} */ source) => {
        const copy = document.createElement('canvas');
        copy.width = painted.width;
        copy.height = painted.height;
        const ctx = copy.getContext('2d', { willReadFrequently: true });
        ctx.drawImage(source, 0, 0);
        return ctx.getImageData(0, 0, copy.width, copy.height).data;
      };
      const [a, b] = [pixels(painted), pixels(image)];
      let differing = 0;
      for (let i = 0; i < a.length; i += 4)
        if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 60) differing++;
      return differing / (a.length / 4);
    },
    before,
  );
