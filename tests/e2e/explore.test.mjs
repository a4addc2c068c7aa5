// Exploring in real Chromium: a move of your own in every game with moves (from the "Moves" list,
// by clicking its cells on the board, by keyboard), the engine's feedback, the variation on the
// slider, Back to the main line, the permalink carrying your moves, Copy as input and Run from
// here; and "Edit board" in the four games whose input has a board, with text and board in sync.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseGame, engineAnswered, movesListed, openApp, screenshotPath, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();

// The games with moves of their own, with a sample that has them (ludo: parts 4 and 5).
const GAMES = [
  { game: 'mayan', sample: 0 },
  { game: 'three-kingdoms', sample: 0 },
  { game: 'match3', sample: 0 },
  { game: 'ludo', sample: 0 },
];

const total = async (page) => Number((await page.locator('.counter').textContent()).split('/')[1]);

/** Opens `game`'s sample number `sample`, run, with the "Your move" panel filled in. */
async function openGame(game, sample, hash = '', options = {}) {
  const opened = await openApp(env, hash, options);
  const { page } = opened;
  if (!hash) {
    await chooseGame(page, game);
    await page.getByLabel('Sample').selectOption({ index: sample + 1 });
  }
  await waitForPlayer(page);
  return opened;
}

/** Waits until the Moves list shows the decision at the step on screen, with moves. */
async function movesShown(page) {
  assert.ok((await movesListed(page)) > 0, 'the step on screen has no moves listed');
}

/** Steps forward (Next) until the step on screen has moves (a sample may open on a finished game). */
async function toDecision(page) {
  for (let tries = 0; tries < 40; tries++) {
    const shown = await page.locator('.player').getAttribute('data-shown');
    if ((await movesListed(page)) > 0) return;
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction((n) => document.querySelector('.player').dataset.shown !== n, shown);
  }
  throw new Error('no step with moves');
}

/** Waits until a played move's steps are on screen with its feedback. */
async function played(page, before) {
  await page.waitForFunction(() => !document.querySelector('#feedback').hidden);
  await page.waitForFunction((n) => {
    const [, count] = document.querySelector('.counter').textContent.split('/');
    return Number(count) !== n || document.querySelector('.variation-band');
  }, before);
  await page.waitForSelector('.variation-band');
}

/** The CSS-pixel centre of cell (row, col) of a canvas that carries data-board. */
async function cellPoint(page, selector, [row, col]) {
  const canvas = page.locator(selector);
  // Back from the Moves list, below the board: the board in view to be clicked.
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const [x0, y0, cell] = (await canvas.getAttribute('data-board')).split(',').map(Number);
  return { x: box.x + x0 + col * cell, y: box.y + y0 + row * cell };
}

for (const { game, sample } of GAMES) {
  test(`${game}: a move from the Moves list gets feedback, shows as a variation, and the main line comes back`, async () => {
    const { page, errors, context } = await openGame(game, sample);
    await toDecision(page);
    const before = await total(page);
    const list = page.getByRole('listbox', { name: 'Moves' });
    const first = await list.locator('option').first().getAttribute('value');
    await list.selectOption(first);
    await page.getByRole('button', { name: 'Play move' }).click();
    await played(page, before);
    const feedback = await page.locator('#feedback').textContent();
    assert.ok(feedback.trim().length > 0, 'the engine says something about the move');
    assert.ok(await page.getByRole('button', { name: 'Back to the main line' }).isVisible());
    await page.waitForFunction(() => location.hash.includes('moves='));
    await page.screenshot({ path: screenshotPath(`explore-${game}`) });

    await page.getByRole('button', { name: 'Back to the main line' }).click();
    await page.waitForFunction(() => !document.querySelector('.variation-band'));
    assert.equal(await total(page), before, 'the main line has its own steps again');
    assert.ok(await page.getByRole('button', { name: 'Back to the main line' }).isHidden());
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${game}: a move made by clicking its cells on the board`, async () => {
    const { page, errors, context } = await openGame(game, sample);
    await toDecision(page);
    const before = await total(page);
    const cells = await page
      .locator('#moves option')
      .evaluateAll((options) => options.map((o) => o.dataset.cells).find((c) => c && c.length > 0));
    assert.ok(cells, 'some move is made on the board');
    const sequence = cells.split(';').map((c) => c.split(',').map(Number));
    for (const cell of sequence) {
      const { x, y } = await cellPoint(page, '.stage canvas', cell);
      await page.mouse.click(x, y);
    }
    await played(page, before);
    assert.ok((await page.locator('#feedback').textContent()).trim());
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('match3: a move made by tapping its cells on a touch screen', async () => {
  const { page, errors, context } = await openGame('match3', 0, '', { hasTouch: true });
  await toDecision(page);
  const before = await total(page);
  const cells = await page.locator('#moves option').first().getAttribute('data-cells');
  for (const cell of cells.split(';').map((c) => c.split(',').map(Number))) {
    const { x, y } = await cellPoint(page, '.stage canvas', cell);
    await page.touchscreen.tap(x, y);
  }
  await played(page, before);
  assert.match(await page.locator('#feedback').textContent(), /your swap/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('mayan: the keyboard makes a move on the focused board; the permalink restores it; Copy as input runs', async () => {
  const { page, errors, context } = await openGame('mayan', 0);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  await movesShown(page);
  const before = await total(page);
  const cells = await page.locator('#moves option').first().getAttribute('data-cells');
  const sequence = cells.split(';').map((c) => c.split(',').map(Number));
  const canvas = page.locator('.stage canvas');
  await canvas.focus();
  // The cursor starts at (0, 0): walk to each cell and press Enter.
  const at = [0, 0];
  for (const [row, col] of sequence) {
    for (; at[0] < row; at[0]++) await page.keyboard.press('ArrowDown');
    for (; at[0] > row; at[0]--) await page.keyboard.press('ArrowUp');
    for (; at[1] < col; at[1]++) await page.keyboard.press('ArrowRight');
    for (; at[1] > col; at[1]--) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
  }
  await played(page, before);
  const feedback = await page.locator('#feedback').textContent();
  await page.waitForFunction(() => location.hash.includes('moves='));
  const link = await page.evaluate(() => location.href);
  const steps = await total(page);

  // The link opens the same variation in a new page.
  const again = await openApp(env, new URL(link).hash);
  await waitForPlayer(again.page);
  await again.page.waitForSelector('.variation-band');
  assert.equal(await total(again.page), steps);
  await again.page.getByRole('button', { name: 'Back to the main line' }).waitFor();
  assert.deepEqual(again.errors, []);
  await again.context.close();

  // Copy as input: the position reached as a judge-format input, which runs.
  await page.getByRole('button', { name: 'Copy as input' }).click();
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('Input copied'));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const [moves, ...columns] = copied.trim().split('\n');
  assert.match(moves, /^[1-5]$/);
  assert.equal(columns.length, 5);
  await page.getByRole('button', { name: 'Open as input' }).click();
  // The position comes from the engine, then runs.
  await page.waitForFunction((text) => document.querySelector('#input').value === text, copied);
  await waitForPlayer(page);
  assert.ok(feedback.length > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('three-kingdoms: the engine answers your move, and the game goes on', async () => {
  // Two soldiers on an open 3×3 board, 4 turns: after your pass and the engine's reply you move again.
  const input = '3 3 4\n0 0 0\n0 0 0\n0 0 0\n2 1 2 1\n1 1 0 10 0\n3 3 1 10 0\n0 0 0\n';
  const { page, errors, context } = await openGame('three-kingdoms', 0, `#game=three-kingdoms&text=${encodeURIComponent(input)}`);
  await toDecision(page);
  const before = await total(page);
  await page.getByRole('listbox', { name: 'Moves' }).selectOption('pass');
  await page.getByRole('button', { name: 'Play move' }).click();
  await played(page, before);
  const feedback = await page.locator('#feedback').textContent();
  assert.match(feedback, /value|score/i, 'your move is valued');
  // The step after yours is the engine's reply; at the last step you move again.
  await page.waitForFunction(() => {
    const [shown, count] = document.querySelector('.counter').textContent.split('/').map(Number);
    return shown === count;
  });
  await movesShown(page);
  assert.match(await page.locator('#to-move').textContent(), /Zhuge Liang to move, 2 turns left/);
  assert.deepEqual(errors, []);
  await context.close();
});

// Edit board: a click changes the text; a field changes the text; typed text changes the board.
for (const game of ['mayan', 'three-kingdoms', 'match3', 'skill-chess']) {
  test(`${game}: Edit board keeps the board and the text in sync`, async () => {
    const { page, errors, context } = await openGame(game, 0, '', { engineGate: true });
    await page.getByRole('button', { name: 'Edit board' }).click();
    await page.waitForFunction(() => document.querySelector('#edit-canvas').dataset.board);
    const text = await page.locator('#input').inputValue();
    // Click cells until the text changes (a cell may be outside the board's editable part).
    let changed = text;
    for (const cell of [
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 2],
    ]) {
      const { x, y } = await cellPoint(page, '#edit-canvas', cell);
      // A click reads the board again, after the edit it makes if the cell is editable.
      await engineAnswered(page, () => page.mouse.click(x, y));
      changed = await page.locator('#input').inputValue();
      if (changed !== text) break;
    }
    assert.notEqual(changed, text, 'a click on the board changes the text');
    // The edited text runs by itself: a result or a located error.
    await page.waitForFunction(() => document.querySelector('#output').textContent.length > 0 || !document.querySelector('#error').hidden);
    // A field: the first one, set to another value in range.
    const field = page.locator('#edit-fields input, #edit-fields select').first();
    if (await field.count()) {
      const before = await page.locator('#input').inputValue();
      const tag = await field.evaluate((el) => el.tagName);
      if (tag === 'INPUT') {
        const [value, min, max] = await field.evaluate((el) => [Number(el.value), Number(el.min), Number(el.max)]);
        const next = value < max ? value + 1 : min;
        if (next !== value) {
          await field.fill(String(next));
          await field.press('Enter');
          await page.waitForFunction((t) => document.querySelector('#input').value !== t, before);
        }
      }
    }
    await page.screenshot({ path: screenshotPath(`edit-${game}`) });
    // Text → board: the editor reads typed text again (a damaged text gives a located error).
    await page.locator('#input').fill('x');
    await page.waitForFunction(() => !document.querySelector('#edit-error').hidden);
    assert.match(await page.locator('#edit-error').textContent(), /line 1/);
    await page.locator('#input').fill(text);
    await page.waitForFunction(() => document.querySelector('#edit-error').hidden);
    await page.getByRole('button', { name: 'Done' }).click();
    assert.ok(await page.locator('#board-editor').isHidden());
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('ludo has no board editor; its Edit board button is hidden', async () => {
  const { page, errors, context } = await openGame('ludo', 0);
  assert.ok(await page.getByRole('button', { name: 'Edit board' }).isHidden());
  assert.deepEqual(errors, []);
  await context.close();
});
