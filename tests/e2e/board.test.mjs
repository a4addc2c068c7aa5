// The board as the engine's module paints it, in real Chromium: every one of match3's 100 colours
// is told apart where it is painted, in both schemes; zoom (keys, Ctrl+wheel around the pointer,
// buttons' keys) and pan (drag) kept across steps and reset by 0 and a double click; official
// match3 test 17 (50 × 48, k = 100) looked at, zoomed and not; a new game or input while a paint or
// a tween is on its way. Fails on any console error.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  boardPainted,
  boardPixels,
  chooseGame,
  differingShare,
  holdReplies,
  newPage,
  openApp,
  releaseReplies,
  screenshotPath,
  timeout,
  useBrowser,
  waitForPlayer,
  workerIdle,
  workerMemory,
} from './harness.mjs';

const env = useBrowser();
const HERE = dirname(fileURLToPath(import.meta.url));
const SHARED = join(HERE, '../../../shared/data');

/** A 10 × 10 match3 board holding each of the 100 colours once (no run), and one swap. */
const HUNDRED = [
  '10 10 100 1',
  ...Array.from({ length: 10 }, (_, r) => Array.from({ length: 10 }, (_, c) => r * 10 + c + 1).join(' ')),
  ...Array.from({ length: 10 }, () => Array(10).fill(0).join(' ')),
  '1 1 1 2',
  '',
].join('\n');

/** Runs `input` of `game` on the page and waits until its first step is painted. */
async function run(page, game, input) {
  await chooseGame(page, game);
  await page.getByLabel('Input').fill(input);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page, 60000);
}

/** The board's place as the page reads it: cell (0, 0)'s centre, the cell size and the zoom. */
async function place(page) {
  return page.$eval('.stage canvas', (c) => {
    const [x, y, cell] = c.dataset.board.split(',').map(Number);
    return { x, y, cell, zoom: Number(c.dataset.zoom) };
  });
}

/** CIE 1976 L*a*b* of an sRGB pixel. */
function lab([r, g, b]) {
  const lin = (v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

for (const colorScheme of ['light', 'dark']) {
  test(`no two of match3's 100 colours look alike on the painted board (${colorScheme})`, async () => {
    const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 }, colorScheme });
    await run(page, 'match3', HUNDRED);
    const { x, y, cell } = await place(page);
    // Each piece's disc above its number: the colour the board shows for it.
    const pixels = await page.$eval(
      '.stage canvas',
      async (canvas, { x, y, cell }) => {
        const copy = await paintedCopy(canvas);
        const ctx = copy.getContext('2d', { willReadFrequently: true });
        const scale = copy.width / canvas.clientWidth;
        const out = [];
        for (let r = 0; r < 10; r++) {
          for (let c = 0; c < 10; c++) {
            const px = Math.round((x + c * cell) * scale);
            const py = Math.round((y + r * cell - cell * 0.28) * scale);
            out.push([...ctx.getImageData(px, py, 1, 1).data.slice(0, 3)]);
          }
        }
        return out;
      },
      { x, y, cell },
    );
    let closest = Infinity;
    let pair = null;
    for (let i = 0; i < 100; i++) {
      for (let j = i + 1; j < 100; j++) {
        const d = Math.hypot(...lab(pixels[i]).map((v, k) => v - lab(pixels[j])[k]));
        if (d < closest) [closest, pair] = [d, [i + 1, j + 1]];
      }
    }
    assert.ok(closest >= 12, `colours ${pair} painted ΔE ${closest.toFixed(1)} apart`);
    // The tip names one colour.
    await page.mouse.move(
      ...(await page.$eval('.stage canvas', (c) => [c.getBoundingClientRect().left, c.getBoundingClientRect().top])).map(
        (v, i) => v + [x + 9 * cell, y + 9 * cell][i],
      ),
    );
    await page.waitForSelector('.hover-tip:not([hidden])');
    assert.match(await page.locator('.hover-tip').textContent(), /colour 100(?!\d)/);
    assert.doesNotMatch(await page.locator('.hover-tip').textContent(), /colours/);
    await page.locator('.stage').screenshot({ path: screenshotPath(`board-match3-100-colours-${colorScheme}`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('zoom by keys and Ctrl+wheel around the pointer, pan by dragging, kept across steps, reset by 0 and a double click', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await run(page, 'match3', HUNDRED);
  const before = await place(page);
  assert.equal(before.zoom, 1);
  const canvas = page.locator('.stage canvas');
  await canvas.focus();
  await page.keyboard.press('+');
  await page.waitForFunction(() => Number(document.querySelector('.stage canvas').dataset.zoom) > 1);
  const zoomed = await place(page);
  assert.ok(Math.abs(zoomed.cell / before.cell - 1.25) < 0.02, `one + zooms 1.25×: ${before.cell} → ${zoomed.cell}`);
  // Playing on keeps the zoom.
  await page.locator('.player').focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.player[data-shown="2"]');
  await boardPainted(page);
  assert.equal((await place(page)).zoom, zoomed.zoom, 'the zoom stays from step to step');
  // Ctrl+wheel zooms around the pointer: the cell under it stays under it.
  const box = await canvas.boundingBox();
  const at = [box.x + zoomed.x + 2 * zoomed.cell, box.y + zoomed.y + 3 * zoomed.cell];
  await page.mouse.move(...at);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await page.waitForFunction((z) => Number(document.querySelector('.stage canvas').dataset.zoom) > z, zoomed.zoom);
  const wheeled = await place(page);
  const cellAt = (p, [px, py]) => [Math.round((py - box.y - p.y) / p.cell), Math.round((px - box.x - p.x) / p.cell)];
  assert.deepEqual(cellAt(wheeled, at), [3, 2], 'the cell under the pointer stays under it');
  await canvas.screenshot({ path: screenshotPath('board-zoomed') });
  // A drag pans the zoomed board.
  await page.mouse.down();
  await page.mouse.move(at[0] + 120, at[1] + 80, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(
    (x) => Number(document.querySelector('.stage canvas').dataset.board.split(',')[0]) !== x,
    wheeled.x + wheeled.cell / 2 - wheeled.cell / 2,
  );
  const panned = await place(page);
  assert.ok(panned.x > wheeled.x, `dragging right moves the board right: ${wheeled.x} → ${panned.x}`);
  // 0 fits the board again; so does a double click.
  await canvas.focus();
  await page.keyboard.press('0');
  await page.waitForFunction(() => document.querySelector('.stage canvas').dataset.zoom === '1');
  const fitted = await place(page);
  assert.equal(fitted.cell, before.cell, 'the board fits as before');
  assert.ok(Math.abs(fitted.x - before.x) < 1 && Math.abs(fitted.y - before.y) < 1, 'and is centred again');
  await page.keyboard.press('+');
  await page.waitForFunction(() => document.querySelector('.stage canvas').dataset.zoom !== '1');
  await canvas.dblclick();
  await page.waitForFunction(() => document.querySelector('.stage canvas').dataset.zoom === '1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('40: a zoomed board keeps the labels pinned to its edges painted: stepping on copies them, painting again only a new look', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await run(page, 'match3', HUNDRED);
  await page.locator('.stage canvas').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  await page.waitForFunction(() => Number(document.querySelector('.stage canvas').dataset.zoom) > 1.9);
  await boardPainted(page);
  const zoomed = await place(page);
  assert.ok(zoomed.x < 0 && zoomed.y < 0, `the board is panned past the canvas's top and left edges (${zoomed.x}, ${zoomed.y})`);
  const [, , zoomedPinned] = (await workerMemory(page)).backdrops.match3;
  assert.ok(zoomedPinned >= 1, `its labels pinned to those edges were painted (${zoomedPinned})`);
  // Steps on and back: the same board at the same zoom, its labels where they were. A new look
  // with no blank canvas ready is painted straight onto the screen, and on a canvas of its own
  // (kept) when the next step shows it: once more at most.
  const step = async (/** @type {string} */ key, /** @type {number} */ shown) => {
    await page.keyboard.press(key);
    await page.waitForSelector(`.player[data-shown="${shown}"]`);
    await boardPainted(page);
  };
  await page.locator('.player').focus();
  await step('ArrowRight', 2);
  const [, , pinned] = (await workerMemory(page)).backdrops.match3;
  assert.ok(pinned <= zoomedPinned + 1, `kept at the next step at most (${zoomedPinned} -> ${pinned})`);
  await step('ArrowRight', 3);
  await step('ArrowLeft', 2);
  assert.equal((await place(page)).zoom, zoomed.zoom);
  const [, , after] = (await workerMemory(page)).backdrops.match3;
  assert.equal(after, pinned, 'the pinned labels were copied at each step, not painted again');
  assert.deepEqual(errors, []);
  await context.close();
});

test("40: the labels pinned to a panned board's edges pass under the other band, as a spreadsheet's headers: none in the corner", async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await run(page, 'match3', HUNDRED);
  await page.locator('.stage canvas').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  await page.waitForFunction(() => {
    const bands = document.querySelector('.stage canvas').dataset.bands?.split(',').map(Number);
    return bands?.length === 2 && bands[0] > 0 && bands[1] > 0;
  });
  await boardPainted(page);
  // Per region of the painted board (device pixels): how far its pixels stray from its first one.
  const spread = await page.$eval('.stage canvas', async (canvas) => {
    const [top, left] = canvas.dataset.bands.split(',').map(Number);
    const ratio = window.devicePixelRatio;
    const pixels = (await paintedCopy(canvas)).getContext('2d', { willReadFrequently: true });
    const stray = (x, y, w, h) => {
      const { data } = pixels.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), Math.floor(w * ratio), Math.floor(h * ratio));
      let most = 0;
      for (let i = 0; i < data.length; i++) most = Math.max(most, Math.abs(data[i] - data[i % 4]));
      return most;
    };
    return {
      corner: stray(0, 0, left, top),
      columns: stray(left, 0, canvas.clientWidth - left, top),
      rows: stray(0, top, left, canvas.clientHeight - top),
    };
  });
  assert.ok(spread.columns > 64 && spread.rows > 64, `both bands hold labels: ${JSON.stringify(spread)}`);
  // The two bands over each other let a hundredth of the board through; a label would stand out.
  assert.ok(spread.corner <= 8, `no label in the corner where the bands meet: ${JSON.stringify(spread)}`);
  await page.locator('.stage').screenshot({ path: screenshotPath('board-pinned-corner') });
  // The bands hide the cells under them: the pointer over a band names none.
  const box = await page.locator('.stage canvas').boundingBox();
  const [, left] = (await page.locator('.stage canvas').getAttribute('data-bands')).split(',').map(Number);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForSelector('.hover-tip:not([hidden])');
  await page.mouse.move(box.x + left / 2, box.y + box.height / 2);
  await page.waitForSelector('.hover-tip', { state: 'hidden' });
  // The cell cursor walks a zoomed board clear of the bands: a step right from the corner cell
  // pans that cell out from under the rows' band, and its tip shows.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
  await page.locator('.stage canvas').focus();
  await page.keyboard.press('ArrowRight');
  await boardPainted(page);
  await page.waitForFunction(() => {
    const canvas = document.querySelector('.stage canvas');
    const [x0, , cell] = canvas.dataset.board.split(',').map(Number);
    const [, left] = canvas.dataset.bands.split(',').map(Number);
    return x0 + cell / 2 >= left - 0.6; // cell (0, 1)'s left edge
  });
  assert.match(await page.locator('.hover-tip:not([hidden])').textContent(), /^row 1, column 2/i);
  assert.deepEqual(errors, []);
  await context.close();
});

const OFFICIAL_17 = join(SHARED, 'match3/official/17.in');

test('official match3 test 17 (50 × 48, 100 colours) on a desktop and a phone, zoomed and not', {
  skip: !existsSync(OFFICIAL_17),
}, async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const { page, errors, context } = await openApp(env, '', { viewport });
    await chooseGame(page, 'match3');
    await page.locator('#file').setInputFiles(OFFICIAL_17);
    await page.getByRole('button', { name: 'Run' }).click();
    await waitForPlayer(page, 60000);
    const name = `board-match3-official-17-${viewport.width}`;
    await page.locator('.stage').screenshot({ path: screenshotPath(name) });
    await page.locator('.stage canvas').focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('+');
    await page.waitForFunction(() => Number(document.querySelector('.stage canvas').dataset.zoom) > 5);
    await boardPainted(page);
    const zoomed = await place(page);
    assert.ok(zoomed.cell >= 30, `zoomed cells are ${zoomed.cell} px`);
    await page.locator('.stage').screenshot({ path: screenshotPath(`${name}-zoomed`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** The mean lightness (0–255) of the painted board's canvas, the board's own cells and pieces. */
function boardLightness(frame) {
  return frame.$eval('.stage canvas', async (canvas) => {
    const copy = await paintedCopy(canvas);
    const ctx = copy.getContext('2d', { willReadFrequently: true });
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    let sum = 0;
    let count = 0;
    for (let i = 0; i < data.length; i += 4 * 97) {
      if (data[i + 3] < 255) continue; // around the board
      sum += (data[i] + data[i + 1] + data[i + 2]) / 3;
      count++;
    }
    return sum / count;
  });
}

test('a theme chosen overrides the system scheme: the page menu (kept), embed.html#theme=, the painted board too', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  await waitForPlayer(page);
  const light = await boardLightness(page);
  await page.getByLabel('Theme').selectOption('dark');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).colorScheme), 'dark');
  // The board is painted again in the dark scheme.
  await page.waitForFunction(async (light) => {
    const copy = await paintedCopy(document.querySelector('.stage canvas'));
    const ctx = copy.getContext('2d');
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    let sum = 0;
    let count = 0;
    for (let i = 0; i < data.length; i += 4 * 97) {
      if (data[i + 3] < 255) continue;
      sum += (data[i] + data[i + 1] + data[i + 2]) / 3;
      count++;
    }
    return sum / count < light - 60;
  }, light);
  const dark = await boardLightness(page);
  assert.ok(dark < light - 60, `the board is darker: ${light.toFixed(0)} → ${dark.toFixed(0)}`);
  await page.screenshot({ path: screenshotPath('theme-dark-on-light-system') });
  // Kept for the next visit.
  await page.reload();
  await waitForPlayer(page);
  assert.equal(await page.getByLabel('Theme').inputValue(), 'dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  // embed.html follows its hash's theme, whatever the system's.
  const sample = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/games/mayan/samples/statement.in'), 'utf8');
  await page.goto(`${env.url}embed.html#game=mayan&theme=dark&text=${encodeURIComponent(sample)}`);
  await page.waitForSelector('.stage canvas[data-painted]');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).colorScheme), 'dark');
  assert.ok((await boardLightness(page)) < light - 60, 'the embed paints its board dark');
  assert.deepEqual(errors, []);
  await context.close();
});

test('44.8: players taken off the page are let go: nodes and listeners stay flat over remove/re-add cycles of elements', async () => {
  const { page, errors, context } = await newPage(env, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${env.url}embed-demo.html`);
  await page.waitForFunction(() => customElements.get('boardlab-player'));
  const cdp = await context.newCDPSession(page);
  const sample = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/games/mayan/samples/statement.in'), 'utf8');
  /** Puts 10 elements on the page, waits until each has shown its run, and takes them off. */
  const cycle = () =>
    page.evaluate(async (sample) => {
      const box = document.createElement('div');
      document.body.append(box);
      const ready = [];
      for (let i = 0; i < 10; i++) {
        const element = document.createElement('boardlab-player');
        element.setAttribute('game', 'mayan');
        element.textContent = sample;
        ready.push(new Promise((resolve) => element.addEventListener('ready', resolve, { once: true })));
        box.append(element);
      }
      await Promise.all(ready);
      box.remove();
    }, sample);
  /** The counters after two frames and a collection. */
  const count = async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await cdp.send('HeapProfiler.collectGarbage');
    return cdp.send('Memory.getDOMCounters');
  };
  for (let i = 0; i < 4; i++) await cycle();
  // The count once two in a row agree (within 50 counts).
  let before = await count();
  for (let i = 0; i < 50; i++) {
    const now = await count();
    if (now.nodes === before.nodes && now.jsEventListeners === before.jsEventListeners) break;
    before = now;
  }
  for (let i = 0; i < 12; i++) await cycle();
  // Twelve more cycles of ten players keep nothing of them (a kept player holds about 180 nodes).
  // The last cycle's players may still be held by their requests to the worker, answered late on
  // a busy machine: counted again until they are let go, or until the safety net runs out.
  const letGo = (/** @type {typeof before} */ now) => now.nodes - before.nodes < 150 && now.jsEventListeners - before.jsEventListeners < 40;
  const deadline = Date.now() + timeout(30_000);
  let after = await count();
  while (!letGo(after) && Date.now() < deadline) after = await count();
  assert.ok(letGo(after), `nodes ${before.nodes} → ${after.nodes}, listeners ${before.jsEventListeners} → ${after.jsEventListeners}`);
  console.log(
    `after 4 cycles: ${before.nodes} nodes, ${before.jsEventListeners} listeners; after 16: ${after.nodes}, ${after.jsEventListeners}`,
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('40.3: an embed and an element keep their height from step to step (events scroll in five lines, one-line title)', async () => {
  const { page, errors, context } = await newPage(env);
  await page.addInitScript(() => {
    if (window !== top) return;
    window.__resizes = [];
    addEventListener('message', (event) => {
      if (event.data?.type === 'resize') window.__resizes.push(event.data.height);
    });
  });
  await page.goto(`${env.url}embed-demo.html`);
  const embed = page.frameLocator('#demo-frame');
  await embed.locator('.player[data-shown]').waitFor();
  await page.waitForFunction(() => window.__resizes.length > 0);
  const element = page.locator('#demo-mayan');
  await element.locator('.player[data-shown]').waitFor();
  const elementHeight = () => element.evaluate((node) => node.getBoundingClientRect().height);
  const frameReports = await page.evaluate(() => window.__resizes.length);
  const first = { frame: await page.evaluate(() => window.__resizes.at(-1)), element: await elementHeight() };
  const shown = (/** @type {import('playwright-core').Locator} */ root) =>
    root
      .locator('.player')
      .getAttribute('data-shown')
      .then((value) => Number(value));
  // Steps with no event, one and several: the heights do not move.
  const eventCounts = new Set();
  for (let i = 0; i < 6; i++) {
    for (const root of [embed, element]) {
      const step = await shown(root);
      await root.getByRole('button', { name: 'Next', exact: true }).click();
      await root.locator(`.player[data-shown="${step + 1}"]`).waitFor();
    }
    eventCounts.add(await embed.locator('.events li').count());
    assert.equal(await elementHeight(), first.element, `the element at step ${await shown(element)}`);
    // The title keeps to one line, its whole text in a tip.
    const title = embed.locator('.step-title');
    assert.equal(await title.getAttribute('title'), await title.textContent());
  }
  assert.ok(eventCounts.size > 1, `steps with different event counts: ${[...eventCounts]}`);
  // A layout is reported a frame after it changes: one more frame, then no new height.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const reports = await page.evaluate(() => window.__resizes);
  assert.deepEqual(reports.slice(frameReports), [], `the frame's height stayed ${first.frame}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('40.2: a new game or input while a paint or a tween is on its way ends on the new board, as a fresh page paints it', async () => {
  const mayan = readFileSync(join(HERE, '../../src/games/mayan/samples/five_moves.in'), 'utf8');
  const big = readFileSync(join(HERE, '../data/match3/24.in'), 'utf8');
  const fresh = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await run(fresh.page, 'mayan', mayan);
  const expected = await boardPixels(fresh.page);
  const counter = await fresh.page.locator('.counter').textContent();
  assert.deepEqual(fresh.errors, []);
  await fresh.context.close();

  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 }, engineGate: true });
  await chooseGame(page, 'match3');
  await page.locator('#file').setInputFiles({ name: '24.in', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await waitForPlayer(page, 60000);
  await boardPainted(page);
  const stale = await boardPixels(page);
  // Paints held back: a tween (the next step, playing) and a seek are on their way when the
  // game and the input change.
  await holdReplies(page, 'paint');
  const held = () => page.waitForFunction(() => window.__engineGate.requests.some((r) => r.type === 'paint' && r.state === 'held'));
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await held();
  await page.getByRole('slider', { name: 'Step' }).fill('100');
  await chooseGame(page, 'mayan');
  await page.getByLabel('Input').fill(mayan);
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction((counter) => document.querySelector('.counter').textContent === counter, counter);
  await releaseReplies(page, 'paint');
  await boardPainted(page);
  await page.waitForSelector('.player[data-shown="1"]');
  // The same picture as the fresh page's, but for the edges of tokens stamped in one and drawn
  // in the other; the match3 board it left differs by far more.
  const share = await differingShare(page, expected);
  assert.ok(share < 0.01, `the board shows the first step of the new input, as a fresh page paints it (${share} differ)`);
  const fromStale = await differingShare(page, stale);
  assert.ok(fromStale > 0.1, `not the board before (${fromStale} differ)`);
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * Shows the first step of each game after the first of a skill-chess input of `games` games,
 * one after another by the Later marker button (each game's first step is a marker), each
 * painted before the next.
 * @param {import('playwright-core').Page} page
 * @param {number} games
 */
async function visitGames(page, games) {
  const later = page.getByRole('button', { name: 'Later marker' });
  for (let game = 2; game <= games; game++) {
    const shown = await page.locator('.player').getAttribute('data-shown');
    await later.click();
    await page.waitForFunction((shown) => document.querySelector('.player').dataset.shown !== shown, shown);
    await boardPainted(page);
  }
  const title = await page.locator('.step-title').textContent();
  assert.ok(title?.includes(String(games)), `the last game's first step is shown (${title})`);
}

test("40.5: while the page is idle the engine readies each game's board, and seeking there paints none again", async () => {
  // Seven games on boards of different sizes: each game's first step has a look of its own.
  const input = readFileSync(join(HERE, '../data/skill-chess/tiny6.in'), 'utf8');
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await run(page, 'skill-chess', input);
  await workerIdle(page);
  const [readied, kept] = (await workerMemory(page)).backdrops['skill-chess'];
  assert.ok(readied >= 7 && kept >= 7, `each game's board painted ahead (${readied} painted, ${kept} kept)`);
  // Each game's first step, by the Later marker button: every one a look readied before.
  await visitGames(page, 7);
  const [painted] = (await workerMemory(page)).backdrops['skill-chess'];
  assert.equal(painted, readied, 'no board was painted again');
  assert.deepEqual(errors, []);
  await context.close();
});

test('40.5 first sight: a board new to the engine, with no blank canvas ready, is painted straight onto the screen and looks as its kept copy does', async () => {
  // A canvas made for a backdrop costs 1-3 ms of a seek's paint right after a Run, where each
  // game's board is new (src/wasm/backdrop.rs). An embed's first paint is of a board the worker
  // has never seen, before it was ever idle: no canvas is ready.
  const input = readFileSync(join(HERE, '../data/skill-chess/tiny6.in'), 'utf8');
  const { page, errors, context } = await newPage(env, { viewport: { width: 900, height: 800 } });
  await page.goto(`${env.url}embed.html#game=skill-chess&text=${encodeURIComponent(input)}`);
  await boardPainted(page);
  const first = await boardPixels(page);
  await workerIdle(page);
  const [painted, kept] = (await workerMemory(page)).backdrops['skill-chess'];
  // Painted twice: straight onto the screen, then on a canvas of its own while the worker was idle.
  assert.ok(painted > kept, `the first board was painted without being kept (${painted} painted, ${kept} kept)`);
  // Away and back: the first step again, its board copied from the one kept.
  const slider = page.getByRole('slider', { name: 'Step' });
  await slider.focus();
  for (const key of ['End', 'Home']) {
    const shown = await page.locator('.player').getAttribute('data-shown');
    await page.keyboard.press(key);
    await page.waitForFunction((shown) => document.querySelector('.player').dataset.shown !== shown, shown);
    await boardPainted(page);
  }
  const [paintedAfter] = (await workerMemory(page)).backdrops['skill-chess'];
  assert.equal(paintedAfter, painted, 'copied, not painted again');
  assert.equal(await boardPixels(page), first, 'the same pixels as the first paint');
  assert.deepEqual(errors, []);
  await context.close();
});

test('40.5 blank canvases: while the page is idle the engine readies canvases for new boards, and a new look is painted on one', async () => {
  // A canvas's first drawing call allocates its pixels: 1.5-7 ms of a big board's first paint.
  const input = readFileSync(join(HERE, '../data/skill-chess/tiny6.in'), 'utf8');
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await run(page, 'skill-chess', input);
  await workerIdle(page);
  const [painted, , , made, ready] = (await workerMemory(page)).backdrops['skill-chess'];
  assert.ok(ready >= 1, `blank canvases are ready (${ready})`);
  // Zoomed in: the board has a new look, painted at once.
  await page.locator('.stage canvas').focus();
  await page.keyboard.press('+');
  await page.waitForFunction(() => Number(document.querySelector('.stage canvas').dataset.zoom) > 1);
  await boardPainted(page);
  const [paintedAfter, , , madeAfter, readyAfter] = (await workerMemory(page)).backdrops['skill-chess'];
  assert.ok(paintedAfter > painted, `the zoomed board was painted (${painted} -> ${paintedAfter})`);
  assert.equal(madeAfter, made, 'on a canvas readied for it: none was made');
  assert.equal(readyAfter, ready - (paintedAfter - painted), 'one blank canvas a board painted');
  assert.deepEqual(errors, []);
  await context.close();
});

test("40.5 zoomed: after a zoom the engine readies every game's board at that zoom too, and seeking there paints none again", async () => {
  // Thirteen games on boards of different sizes (skill-chess big2.in). A zoom keeps the board
  // point under the pointer where it is (an anchor) for its first paint; the page goes on with
  // the pan that paint came to, and boards of other sizes land elsewhere by that pan than by
  // the anchor: they must be readied as the page will show them. Three zoom levels of thirteen
  // boards are more than the engine keeps: the boards of the levels left behind make room.
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await chooseGame(page, 'skill-chess');
  // Opened as a user opens a file (it runs): typed in, its 233 KB would take half a minute.
  await page.locator('#file').setInputFiles(join(HERE, '../data/skill-chess/big2.in'));
  await waitForPlayer(page, 60000);
  await workerIdle(page);
  await page.locator('.stage canvas').focus();
  for (const press of [1, 2]) {
    await page.keyboard.press('+');
    await page.waitForFunction((press) => Number(document.querySelector('.stage canvas').dataset.zoom) > 1 + press * 0.2, press);
    await boardPainted(page);
    await workerIdle(page);
  }
  const zoom = (await place(page)).zoom;
  const [readied, , pinned] = (await workerMemory(page)).backdrops['skill-chess'];
  await visitGames(page, 13);
  assert.equal((await place(page)).zoom, zoom, 'the zoom was kept');
  const [painted, , pinnedAfter] = (await workerMemory(page)).backdrops['skill-chess'];
  assert.equal(painted, readied, 'no board was painted again');
  assert.equal(pinnedAfter, pinned, 'no pinned labels were painted again');
  assert.deepEqual(errors, []);
  await context.close();
});
