// Issue 46: axe-core (Deque's engine behind Lighthouse, npm, pinned in package.json) on every entry
// point, in the light and the dark scheme: the page with each game after a run and after a step,
// the page in Persian, embed.html (with an input, with an error, empty), a page holding a
// <boardlab-player> alone, both demos, and the page's open states (the program panel, the text
// view, "Your move", "Edit board", a large input held and in its editor). A serious or critical violation fails the test, named
// by its rule, the element (axe's target) and axe's help link; every violation found is listed.
//
// The pages' Content-Security-Policy allows no inline script, so axe is not added as a <script>:
// its source is evaluated in each frame through DevTools (Playwright's evaluate), which the policy
// does not govern, and the pages keep their own policy (no `bypassCSP`), whose reports would be
// console errors.
//
// The board: keyboard zoom (+, −, 0 and the zoom buttons) keeps a visible focus, and the
// canvas is an image named by the step on screen.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import {
  boardPainted,
  movesListed,
  newPage,
  openApp,
  screenshotPath,
  servePages,
  stepShown,
  timeout,
  useBrowser,
  waitForPlayer,
} from './harness.mjs';

const env = useBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCHEMES = /** @type {const} */ (['light', 'dark']);
const GAMES = ['mayan', 'skill-chess', 'three-kingdoms', 'match3', 'ludo'];
const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
const FAILING = new Set(['serious', 'critical']);

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ id: string, impact: string | null, help: string, helpUrl: string, nodes: { target: unknown[], failureSummary?: string }[] }} Violation */

/** Every violation found, by where: printed at the end. */
/** @type {string[]} */
const found = [];

/**
 * Runs axe on `page` (and the frames it holds) and returns its serious and critical
 * violations (with `every`, its violations of any impact), each line "where: rule (impact)
 * target helpUrl" and axe's summary; every violation is recorded in `found`. The page's console
 * errors are collected in `errors` (newPage's).
 * @param {Page} page
 * @param {string} where
 * @param {string[]} errors
 */
async function audit(page, where, errors, every = false) {
  // axe reads the style sheets of shadow roots (the player's) by parsing their text in a <style>,
  // which the page's policy refuses and logs: those reports, from axe's evaluated script (no URL),
  // are axe's own doing, not the page's.
  /** @type {string[]} */
  const axeReports = [];
  /** @param {import('playwright-core').ConsoleMessage} message */
  const listener = (message) => {
    if (message.type() === 'error' && message.location().url === '' && /^Applying inline style violates/.test(message.text())) {
      axeReports.push(`console: ${message.text()}`);
    }
  };
  page.on('console', listener);
  for (const frame of page.frames()) {
    if (frame.isDetached() || frame.url() === 'about:blank') continue;
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(`${AXE}\n;0`);
  }
  /** @type {Violation[]} */
  const violations = await page.evaluate(() =>
    // axe: the script evaluated above
    window.axe.run(document, { resultTypes: ['violations'] }).then((results) =>
      results.violations.map((/** @type {Violation} */ v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      })),
    ),
  );
  // Every console message of the run has been delivered before its result (one connection, in order).
  page.off('console', listener);
  for (const report of axeReports) {
    const at = errors.indexOf(report);
    if (at >= 0) errors.splice(at, 1);
  }
  /** @type {string[]} */
  const failing = [];
  for (const v of violations) {
    for (const node of v.nodes) {
      const line = `${where}: ${v.id} (${v.impact}) ${JSON.stringify(node.target)} ${v.helpUrl}`;
      found.push(line);
      if (every || FAILING.has(v.impact ?? '')) failing.push(`${line}\n    ${v.help}: ${(node.failureSummary ?? '').replace(/\n/g, ' ')}`);
    }
  }
  return failing;
}

/**
 * Asserts no serious or critical violation on `page` now (with `every`, none at all).
 * @param {{ page: Page, errors: string[] }} opened
 * @param {string} where
 */
async function accessible({ page, errors }, where, every = false) {
  const failing = await audit(page, where, errors, every);
  assert.deepEqual(failing, [], `axe found ${every ? '' : 'serious or critical '}violations:\n${failing.join('\n')}`);
}

test.after(() => {
  if (found.length) console.log(`axe's violations (any impact):\n${found.join('\n')}`);
  else console.log("axe's violations (any impact): none");
});

/**
 * Waits until the module has painted the step the player of <boardlab-player id=`id`> shows.
 * @param {Page} page
 * @param {string} id
 */
function elementPainted(page, id) {
  return page.waitForFunction((id) => {
    const player = /** @type {HTMLElement | null | undefined} */ (document.getElementById(id)?.shadowRoot?.querySelector('.player'));
    const canvas = player?.querySelector('.stage canvas');
    return canvas && player?.dataset.shown && canvas.getAttribute('data-painted') === player.dataset.shown;
  }, id);
}

/**
 * Clicks Next and waits until the next step is on screen, painted.
 * @param {Page} page
 */
async function stepOn(page) {
  const shown = Number(await page.locator('.player').first().getAttribute('data-shown'));
  await page.locator('.player').first().getByRole('button', { name: 'Next', exact: true }).click();
  await stepShown(page, shown + 1);
  await boardPainted(page);
}

for (const colorScheme of SCHEMES) {
  for (const game of GAMES) {
    test(`index.html, ${game} (${colorScheme}): after a run and after a step`, async () => {
      const { page, errors, context } = await openApp(env, `#game=${game}`, { colorScheme });
      await waitForPlayer(page, 60000);
      await accessible({ page, errors }, `index.html ${game} ${colorScheme}, run`);
      await stepOn(page);
      await accessible({ page, errors }, `index.html ${game} ${colorScheme}, step 2`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test(`index.html in Persian, ludo (${colorScheme}): after a run and after a step`, async () => {
    const { page, errors, context } = await openApp(env, '#lang=fa&game=ludo', { colorScheme });
    await waitForPlayer(page, 60000);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fa');
    await accessible({ page, errors }, `index.html fa ludo ${colorScheme}, run`);
    const shown = Number(await page.locator('.player').getAttribute('data-shown'));
    await page.locator('.player').focus();
    await page.keyboard.press('ArrowRight');
    await stepShown(page, shown + 1);
    await boardPainted(page);
    await accessible({ page, errors }, `index.html fa ludo ${colorScheme}, step 2`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`index.html's open states (${colorScheme}): Your program, the text view, Your move, Edit board, a large input held and edited`, async () => {
    const { page, errors, context } = await openApp(env, '#game=mayan', { colorScheme });
    await waitForPlayer(page);
    // Your program: an output that differs from the judge's, checked.
    await page.locator('#program-box > summary').click();
    await page.locator('#program-output').fill('0 0 1\n0 0 1\n0 0 1\n');
    await page.locator('#program-trace').fill('$ not a checkpoint\n');
    await page.locator('#program-check').click();
    await page.waitForFunction(
      () =>
        !document.querySelector('#program-report')?.hasAttribute('hidden') &&
        /\S/.test(document.querySelector('#program-summary')?.textContent ?? ''),
    );
    await accessible({ page, errors }, `index.html mayan ${colorScheme}, Your program`);
    await page.locator('#program-box > summary').click();

    // The text view of the step.
    await page.locator('#text-box > summary').click();
    await page.waitForFunction(() => /\S/.test(document.querySelector('#step-text')?.textContent ?? ''));
    await accessible({ page, errors }, `index.html mayan ${colorScheme}, the text view`);
    await page.locator('#text-box > summary').click();

    // Your move: a step with moves, then a move played (its feedback and the variation).
    for (let tries = 0; ; tries++) {
      assert.ok(tries < 20, 'no step with moves');
      if ((await movesListed(page)) > 0) break;
      await stepOn(page);
    }
    await accessible({ page, errors }, `index.html mayan ${colorScheme}, Your move`);
    await page.locator('#moves').selectOption({ index: 0 });
    await page.locator('#play-move').click();
    await page.waitForFunction(() => !document.querySelector('#feedback')?.hasAttribute('hidden'));
    await page.waitForSelector('.variation-band');
    await boardPainted(page);
    await accessible({ page, errors }, `index.html mayan ${colorScheme}, a move played`);
    await page.locator('#main-line').click();
    await page.waitForFunction(() => !document.querySelector('.variation-band'));

    // Edit board, with a cell picked.
    await page.locator('#edit-board').click();
    await page.waitForSelector('#edit-canvas[data-board]');
    await accessible({ page, errors }, `index.html mayan ${colorScheme}, Edit board`);
    await page.locator('#edit-done').click();

    // The editor of a large input: a file of more lines than the text box holds, edited.
    const input = `${await page.locator('#input').inputValue()}${'\n'.repeat(4000)}`;
    await page.locator('#file').setInputFiles({ name: 'large.in', mimeType: 'text/plain', buffer: Buffer.from(input) });
    await page.locator('#held').waitFor({ state: 'visible' });
    await accessible({ page, errors }, `index.html mayan ${colorScheme}, a large input held`);
    await page.locator('#held-edit').click();
    await page.waitForFunction(() => document.activeElement?.id === 'large-input', null, { timeout: timeout(60000) });
    await page.waitForFunction(() => document.querySelector('#large-input')?.shadowRoot?.querySelector('.cm-content'));
    await accessible({ page, errors }, `index.html mayan ${colorScheme}, the large-input editor`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  const EMBEDS = [
    { name: 'with an input', hash: `#game=mayan&step=4&text=${encodeURIComponent(MAYAN_SAMPLE)}`, ready: '.player' },
    { name: 'with an error', hash: `#game=mayan&text=${encodeURIComponent('3\n1 0\nx\n')}`, ready: '.player-message.error' },
    { name: 'empty', hash: '', ready: '.player-message' },
  ];
  for (const { name, hash, ready } of EMBEDS) {
    test(`embed.html ${name} (${colorScheme})`, async () => {
      const { page, errors, context } = await newPage(env, { colorScheme, viewport: { width: 640, height: 560 } });
      await page.goto(`${env.url}embed.html${hash}`);
      await page.waitForSelector(`body[data-ready="1"] ${ready}`);
      if (ready === '.player') await boardPainted(page);
      await page.screenshot({ path: screenshotPath(`a11y-embed-${name.replace(/ /g, '-')}-${colorScheme}`) });
      // One main region, named by a level-one heading that only screen readers see; the step's title under it.
      await page.getByRole('main', { name: 'BoardLab player' }).waitFor();
      const heading = await page.getByRole('heading', { level: 1, name: 'BoardLab player' }).boundingBox();
      assert.ok(heading && heading.width <= 1 && heading.height <= 1, JSON.stringify(heading));
      if (ready === '.player') assert.equal(await page.locator('.step-title').getAttribute('aria-level'), '2');
      // The frame is one main region under a level-one heading: no moderate violation either.
      await accessible({ page, errors }, `embed.html ${name} ${colorScheme}`, true);
      if (ready === '.player') {
        await stepOn(page);
        await accessible({ page, errors }, `embed.html ${name} ${colorScheme}, a step on`, true);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test(`a page holding a <boardlab-player> alone, of another origin (${colorScheme})`, async (t) => {
    const www = new URL(env.url).origin;
    const host = await servePages({
      '/host.html': `<!doctype html><html lang="en"><meta charset="utf-8"><title>A statement</title>
        <script type="module" src="${www}/boardlab-player.js"></script>
        <main><h1>A statement</h1><section><h2>Sample</h2>
        <boardlab-player id="solo" game="mayan">${MAYAN_SAMPLE}</boardlab-player></section></main></html>`,
    });
    t.after(() => host.close());
    const { page, errors, context } = await newPage(env, { colorScheme });
    t.after(() => context.close());
    await page.goto(`${host.url}host.html`);
    await page.waitForSelector('#solo[data-ready="1"]');
    await elementPainted(page, 'solo');
    await accessible({ page, errors }, `<boardlab-player> ${colorScheme}`);
    await page.locator('#solo .player').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#solo .player[data-shown="2"]');
    await elementPainted(page, 'solo');
    await accessible({ page, errors }, `<boardlab-player> ${colorScheme}, a step on`);
    assert.deepEqual(errors, []);
  });

  test(`embed-demo.html (${colorScheme}): its frame and its elements`, async () => {
    const { page, errors, context } = await newPage(env, { colorScheme });
    await page.goto(`${env.url}embed-demo.html`);
    const frame = page.frameLocator('#demo-frame');
    await frame.locator('body[data-ready="1"] .player').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('boardlab-player')].every((node) => node.dataset.ready === '1'));
    await accessible({ page, errors }, `embed-demo.html ${colorScheme}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`statement-demo.html (${colorScheme})`, async () => {
    const { page, errors, context } = await newPage(env, { colorScheme });
    await page.goto(`${env.url}statement-demo.html`);
    await page.waitForSelector('#statement-player[data-ready="1"]');
    await elementPainted(page, 'statement-player');
    await accessible({ page, errors }, `statement-demo.html ${colorScheme}`);
    await page.locator('#statement-player .player').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#statement-player .player[data-shown="2"]');
    await accessible({ page, errors }, `statement-demo.html ${colorScheme}, a step on`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/**
 * What the focused element is and how its focus shows: the element (inside the player's shadow
 * roots too), whether it matches :focus-visible, and its outline.
 * @param {Page} page
 */
function focusShown(page) {
  return page.evaluate(() => {
    /** @type {Element | null} */
    let node = document.activeElement;
    while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
    if (!node) return null;
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    return {
      what: `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''}${node.getAttribute('aria-label') ? ` "${node.getAttribute('aria-label')}"` : ''}`,
      visible: node.matches(':focus-visible') && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      inView: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight,
      opacity: Number(getComputedStyle(node.closest('.zoom') ?? node).opacity),
    };
  });
}

/**
 * The board's name, and the texts of what describes it.
 * @param {Page} page
 */
function boardNamed(page) {
  return page.locator('.stage canvas').evaluate((canvas) => ({
    role: canvas.getAttribute('role'),
    label: canvas.getAttribute('aria-label') ?? '',
    described: (canvas.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? null),
    zoom: Number(/** @type {HTMLElement} */ (canvas).dataset.zoom ?? '1'),
  }));
}

for (const colorScheme of SCHEMES) {
  test(`the board (${colorScheme}): zoom by keys and buttons keeps a visible focus; the canvas is an image named by its step`, async () => {
    const { page, errors, context } = await openApp(env, '#game=mayan', { colorScheme });
    await waitForPlayer(page);
    const count = Number((await page.locator('.counter').textContent())?.split(' / ')[1]);
    let board = await boardNamed(page);
    assert.equal(board.role, 'img');
    assert.match(board.label, new RegExp(`^Board, step 1 of ${count}: 7 rows by 5 columns; `));
    assert.deepEqual(board.described, [await page.locator('.step-title').textContent(), await page.locator('.caption').textContent()]);

    // The player focused (no pointer has been used: its ring shows, as after Tab), then +.
    await page.locator('.player').focus();
    let focus = await focusShown(page);
    assert.ok(focus?.visible && focus.inView, `the player focused: ${JSON.stringify(focus)}`);
    await page.keyboard.press('+');
    await page.waitForFunction(() => Number(document.querySelector('.stage canvas')?.getAttribute('data-zoom')) > 1);
    focus = await focusShown(page);
    assert.ok(focus?.visible && focus.inView, `after +: ${JSON.stringify(focus)}`);
    assert.match(focus.what, /^div\.player/);
    await page.screenshot({ path: screenshotPath(`a11y-board-zoomed-${colorScheme}`) });

    // Tab onto the board: its own ring; + and − there zoom, and the arrows walk the zoomed board.
    await page.keyboard.press('Tab');
    focus = await focusShown(page);
    assert.ok(focus?.visible && focus.what.startsWith('canvas'), `the board focused: ${JSON.stringify(focus)}`);
    const before = (await boardNamed(page)).zoom;
    await page.keyboard.press('+');
    await page.waitForFunction((z) => Number(document.querySelector('.stage canvas')?.getAttribute('data-zoom')) > z, before);
    await page.keyboard.press('ArrowRight');
    focus = await focusShown(page);
    assert.ok(focus?.visible && focus.what.startsWith('canvas'), `the board after + and →: ${JSON.stringify(focus)}`);

    // The zoom buttons among the controls, focused from the keyboard: each ring shows.
    for (const name of ['Zoom out (−)', 'Zoom in (+)', 'Fit the board (0)']) {
      await page.getByRole('button', { name, exact: true }).focus();
      focus = await focusShown(page);
      assert.ok(focus?.visible && focus.inView && focus.opacity === 1, `${name}: ${JSON.stringify(focus)}`);
      assert.equal(focus.what, `button "${name}"`);
    }
    await page.locator('.stage').screenshot({ path: screenshotPath(`a11y-board-zoom-buttons-${colorScheme}`) });
    await page.keyboard.press('Enter'); // Fit the board
    await page.waitForFunction(() => Number(document.querySelector('.stage canvas')?.getAttribute('data-zoom')) === 1);
    focus = await focusShown(page);
    assert.ok(focus?.visible, `after Fit: ${JSON.stringify(focus)}`);

    // A step on: the name says it, zoom or not.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // Zoom in
    await page.waitForFunction(() => Number(document.querySelector('.stage canvas')?.getAttribute('data-zoom')) > 1);
    await page.locator('.player').focus();
    await page.keyboard.press('ArrowRight');
    await stepShown(page, 2);
    await boardPainted(page);
    board = await boardNamed(page);
    assert.match(board.label, new RegExp(`^Board, step 2 of ${count}: 7 rows by 5 columns; `));
    assert.deepEqual(board.described, [await page.locator('.step-title').textContent(), await page.locator('.caption').textContent()]);
    await page.keyboard.press('0');
    await page.waitForFunction(() => Number(document.querySelector('.stage canvas')?.getAttribute('data-zoom')) === 1);
    focus = await focusShown(page);
    assert.ok(focus?.visible && focus.what.startsWith('div.player'), `after 0: ${JSON.stringify(focus)}`);
    await accessible({ page, errors }, `index.html mayan ${colorScheme}, the board zoomed and fitted`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
