// Shared set-up for the browser tests: the static server, Debian's Chromium through
// playwright-core, and pages that record every console error.

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

export async function startBrowser() {
  const server = await serve(WWW);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
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
 * say otherwise: the page follows the browser's languages.
 */
export async function newPage(env, options = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { page, errors, context };
}

/** Opens the main page (optionally with a hash) and waits for the engine to be ready. */
export async function openApp(env, hash = '', options = {}) {
  const opened = await newPage(env, options);
  await opened.page.goto(`${env.url}index.html${hash}`);
  await opened.page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
  return opened;
}

/** How many distinct colours a sample of the canvas has (a blank canvas has one or two). */
export function canvasColours(page, selector = '.stage canvas') {
  return page.$eval(selector, (canvas) => {
    const ctx = canvas.getContext('2d');
    const { width, height } = canvas;
    const data = ctx.getImageData(0, 0, width, height).data;
    const seen = new Set();
    const stride = Math.max(4, Math.floor(data.length / 4 / 20000) * 4);
    for (let i = 0; i < data.length; i += stride) {
      seen.add((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]);
    }
    return seen.size;
  });
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
  await offline.page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
  return offline;
}

/** Waits until the player shows step `n` (counted from 1): its title and events, not just the counter. */
export function stepShown(page, n) {
  return page.waitForSelector(`.player[data-shown="${n}"]`);
}

/** Waits until a run has finished and the player shows its first step (painted). */
export async function waitForPlayer(page, timeout = 30000) {
  await page.waitForFunction(
    () => document.querySelector('#output').textContent.length > 0 && document.querySelector('.step-title').textContent,
    null,
    { timeout },
  );
  // One more animation frame so the canvas has been painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
}

// A hard three-kingdoms test (5×5, 10 turns, 6 soldiers, long paces): an exact search of about
// 20 ms natively. `slowSearch(n)` is n of them, for runs that last seconds.
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
