// Speed as a user meets it (issue 28), checked by what the page does rather than by the clock:
// the slider asks the engine for one step at a time, a big board's thousands of moves are asked
// for only when reached for, the Moves list is filled only while it is on screen, the board comes
// before a long output is laid out, and a long output goes in blocks the browser lays out only
// while they are on screen. The times themselves are ./build.sh bench's
// (tests/e2e/bench-speed.mjs).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { holdReplies, openApp, releaseReplies, requestCount, stepShown, useBrowser } from './harness.mjs';

const env = useBrowser();
const DATA = fileURLToPath(new URL('../data/', import.meta.url));
const data = (/** @type {string} */ path) => readFileSync(join(DATA, path), 'utf8');

/**
 * Opens `text` as a file in the page (which runs it) and waits for its first step.
 * @param {import('playwright-core').Page} page
 */
async function openFile(page, name, text) {
  await page.locator('#file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await stepShown(page, 1);
}

test('dragging the slider asks the engine for one step at a time: the one on its way, then the latest', async () => {
  const { page, errors, context } = await openApp(env, '#game=ludo', { engineGate: true });
  await page.locator('#rule-part').selectOption('3');
  await openFile(page, 'long.in', data('ludo/cases/part3_15.in'));
  const before = await requestCount(page, 'view');
  await holdReplies(page, 'view');
  // Ten positions while the first is on its way, as a drag does.
  await page.evaluate(() => {
    const slider = /** @type {HTMLInputElement} */ (document.querySelector('.player input[type=range]'));
    for (const index of [5000, 9000, 13000, 17000, 21000, 25000, 29000, 33000, 37000, 41000]) {
      slider.value = String(index);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  assert.equal(await requestCount(page, 'view'), before + 1, 'one request while one is on its way');
  await releaseReplies(page, 'view');
  // The step on its way is followed by the latest, which is the one shown.
  await stepShown(page, 41001);
  assert.equal(await requestCount(page, 'view'), before + 2);
  assert.match(await page.locator('.counter').textContent(), /41,?001/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 50 × 50 match3 board: its thousands of moves are asked for only when reached for', async () => {
  const { page, errors, context } = await openApp(env, '#game=match3', { engineGate: true });
  await openFile(page, 'big.in', data('match3/32.in'));
  const explore = page.locator('#explore');
  await page.waitForSelector('#explore[data-step="1"]');
  /** How many moves the hint says the step on screen has; its list is empty meanwhile. */
  const moveCount = async () => {
    assert.ok(((await explore.locator('#to-move').textContent()) ?? '').length > 0);
    const hint = (await page.locator('#pick-hint').textContent()) ?? '';
    const count = Number(/([\d,]+) moves/.exec(hint)?.[1].replaceAll(',', ''));
    assert.ok(count > 1000, hint);
    assert.equal(await page.locator('#moves option').count(), 0);
    return count;
  };
  await moveCount();
  // Stepping never asks for them.
  for (const step of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await stepShown(page, step);
    await page.waitForSelector(`#explore[data-step="${step}"]`);
  }
  const count = await moveCount();
  assert.equal(await requestCount(page, 'moves'), 0);
  // The list, when chosen, lists them all.
  await page.locator('#moves').focus();
  await page.waitForFunction((n) => document.querySelectorAll('#moves option').length === n, count);
  assert.equal(await requestCount(page, 'moves'), 1);
  assert.match((await page.locator('#pick-hint').textContent()) ?? '', /pick one here/);
  // A move picked on the board at the next step: its moves come first, then the pick goes on.
  await page.getByRole('button', { name: 'Next' }).click();
  await stepShown(page, 5);
  await page.waitForSelector('#explore[data-step="5"]');
  assert.equal(await page.locator('#moves option').count(), 0);
  const [x0, y0, size] = (await page.locator('.stage canvas').getAttribute('data-board'))?.split(',').map(Number) ?? [];
  const canvas = page.locator('.stage canvas');
  await canvas.click({ position: { x: x0, y: y0 } });
  await page.waitForFunction(() => /^Picked/.test(document.querySelector('#pick-hint')?.textContent ?? ''));
  assert.equal(await requestCount(page, 'moves'), 2);
  await canvas.click({ position: { x: x0 + size, y: y0 } });
  await page.getByRole('button', { name: 'Back to the main line' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Moves list below the fold is not filled at each step, and is filled once in view', async () => {
  const { page, errors, context } = await openApp(env, '#game=three-kingdoms');
  await openFile(page, 'battle.in', data('three-kingdoms/26.in'));
  const moves = page.locator('#moves');
  const hint = page.locator('#pick-hint');
  /** Steps once with a button and waits until the panel has that step's decision. */
  const go = async (/** @type {string} */ button, /** @type {number} */ step) => {
    await page.getByRole('button', { name: button }).click();
    await stepShown(page, step);
    await page.waitForSelector(`#explore[data-step="${step}"]`);
  };
  // Step 2 carries its 32 moves ("pick one here"), yet below the fold none is laid out.
  await go('Next', 2);
  assert.match((await hint.textContent()) ?? '', /^32 moves: pick one here/);
  assert.equal(await moves.locator('option').count(), 0);
  assert.equal(await moves.getAttribute('data-step'), null);
  // In view, the list holds the step on screen.
  await moves.scrollIntoViewIfNeeded();
  await page.waitForSelector('#moves[data-step="2"]');
  assert.equal(await moves.locator('option').count(), 32);
  // Out of view again (once a frame has told the page so), the next step empties it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  await go('Next', 3);
  assert.equal(await moves.locator('option').count(), 0);
  assert.equal(await moves.getAttribute('data-step'), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board comes before a long output, which goes in blocks laid out only on screen', async () => {
  const { page, errors, context } = await openApp(env, '#game=ludo');
  await page.locator('#rule-part').selectOption('3');
  // What the output box holds when the first step is shown.
  await page.evaluate(() => {
    const player = /** @type {HTMLElement} */ (document.querySelector('.player'));
    const seen = new MutationObserver(() => {
      if (player.dataset.shown !== '1') return;
      seen.disconnect();
      window.__outputAtFirstStep = document.querySelector('#output')?.textContent ?? '';
    });
    seen.observe(player, { attributes: true });
  });
  const input = data('ludo/cases/part3_15.in');
  await openFile(page, 'long.in', input);
  assert.equal(await page.evaluate(() => window.__outputAtFirstStep), '');
  const expected = data('ludo/cases/part3_15.ans').replace(/\r/g, '').replace(/\n+$/, '');
  await page.waitForFunction((n) => (document.querySelector('#output')?.textContent ?? '').length >= n, expected.length);
  const output = page.locator('#output');
  assert.equal(((await output.textContent()) ?? '').replace(/\n+$/, ''), expected);
  const lines = expected.split('\n').length;
  assert.equal(await output.locator('.lines').count(), Math.ceil(lines / 500));
  // The blocks line up as one text: a block is 500 lines high once laid out, no blank line between.
  const heights = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll('#output .lines')];
    const lineHeight = Number.parseFloat(getComputedStyle(blocks[0]).lineHeight);
    return { first: blocks[0].getBoundingClientRect().height, lineHeight };
  });
  assert.ok(Math.abs(heights.first - 500 * heights.lineHeight) < 1, JSON.stringify(heights));
  assert.deepEqual(errors, []);
  await context.close();
});

test('stepping keeps the page below the board in place: the step’s output is shown at every step, saying when it printed nothing', async () => {
  const { page, errors, context } = await openApp(env, '#game=three-kingdoms');
  await openFile(page, '26.in', data('three-kingdoms/26.in'));
  // The file's run is on screen (not the sample's, run first) once its answer is.
  const answer = data('three-kingdoms/26.ans').trim();
  await page.waitForFunction((text) => document.querySelector('#output')?.textContent?.trim() === text, answer);
  const counted = await page.waitForFunction(() => document.querySelector('.player .counter')?.textContent?.match(/\/\s*(\d+)/)?.[1]);
  const steps = Number(await counted.jsonValue());
  const seen = [];
  for (let n = 1; n <= steps; n++) {
    await page.evaluate((index) => {
      const slider = /** @type {HTMLInputElement} */ (document.querySelector('.player input[type=range]'));
      slider.value = String(index);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    }, n - 1);
    await page.waitForSelector(`.player[data-shown="${n}"]`);
    await page.waitForSelector(`#explore[data-step="${n}"]`);
    seen.push(
      await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        output: document.querySelector('#step-output')?.checkVisibility() ? document.querySelector('#step-output')?.textContent : null,
      })),
    );
  }
  const nothing = seen.filter(({ output }) => output === 'Nothing printed at this step.');
  assert.ok(nothing.length > 0 && nothing.length < steps, `some steps print, some do not: ${JSON.stringify(seen.map((s) => s.output))}`);
  assert.ok(
    seen.every(({ output }) => output),
    'the step’s output is shown at every step',
  );
  assert.deepEqual(
    new Set(seen.map(({ height }) => height)).size,
    1,
    `the page's height at each step: ${seen.map(({ height }) => height)}`,
  );
  assert.deepEqual(errors, []);
  await context.close();
});
