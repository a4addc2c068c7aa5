// The player in real Chromium: slider markers, focus rings, the accessible board (label, keyboard cell cursor, touch, throttled announcements), speeds, PNG
// export and touch-sized controls. Every test fails on any console error.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { boardPixels, chooseGame, newPage, openApp, pauseClock, screenshotPath, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();

const DATA = join(dirname(fileURLToPath(import.meta.url)), '../data');
const MATCH3_50 = readFileSync(join(DATA, 'match3/20.in'), 'utf8'); // 50×50, 1000 operations

/** A blank page (the embed page with nothing to show) that has the player's styles. */
async function blankPage(options = {}) {
  const opened = await newPage(env, options);
  await opened.page.goto(`${env.url}embed.html`);
  await opened.page.waitForSelector('body[data-ready="1"]');
  return opened;
}

/**
 * Mounts a Player on `page` showing `steps` (step objects) or, given `game` and `input`, a real
 * session from the engine. The player is window.__player.
 */
function mountPlayer(page, spec) {
  return page.evaluate(
    async ({ steps, markers, game, input, start }) => {
      const { Player } = await import('./player/player.js');
      const box = document.getElementById('player-box');
      const root = document.createElement('div');
      box.replaceChildren(root);
      const player = new Player(root);
      window.__player = player;
      let session;
      if (game) {
        const { Engine } = await import('./engine/engine.js');
        const engine = new Engine();
        session = await engine.run(game, input, {});
        if (typeof start === 'function') start = 0;
      } else {
        session = { stepCount: steps.length, markers, view: async (i) => steps[i] };
      }
      await player.load(session, start);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return { start, stepCount: session.stepCount };
    },
    { markers: [], start: 0, ...spec },
  );
}

function frame(height, width, extra = {}) {
  return {
    width,
    height,
    cells: new Array(width * height).fill(0),
    tokens: [],
    marks: [],
    caption: `${height}×${width} board`,
    rowLabels: Array.from({ length: height }, (_, i) => String(i + 1)),
    colLabels: Array.from({ length: width }, (_, i) => String(i + 1)),
    ...extra,
  };
}

/** A step as the engine shows it (a StepView) with frame `f`'s size and caption; no scene. */
const step = (title, f, events = []) => ({
  index: 0,
  title,
  events,
  outputLines: [0, 0],
  caption: f.caption,
  board: { rowNames: f.rowLabels, colNames: f.colLabels, cells: [], blank: 'empty' },
  pieces: `${f.tokens.length} pieces`,
  decision: null,
  complete: true,
});

/** Steps whose board is the same but whose title counts: for playing and announcing. */
function countingSteps(n) {
  return Array.from({ length: n }, (_, i) =>
    step(`Step title ${i + 1}`, frame(3, 3, { tokens: [{ id: 1, row: i % 3, col: 1, kind: 0, label: String(i) }] })),
  );
}

async function runInput(page, game, input) {
  await chooseGame(page, game);
  await page.getByLabel('Input').fill(input);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page, 60000);
}

/** The page on a phone (touch, 2× pixels) with the mayan sample run. */
async function openPhoneWithMayan() {
  const opened = await openApp(env, '', {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await chooseGame(opened.page, 'mayan');
  await opened.page.getByLabel('Sample').selectOption('0');
  await opened.page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(opened.page);
  return opened;
}

// The geometry of badges, text marks, token sizes and axis labels, as a figure and as the board is
// laid out on a screen, is tested where the layout is made (tests/tests/views.rs); the board as
// the module paints it, zoomed and panned, in board.test.mjs.
test('item 6: 1000+ slider markers are aggregated to at most one per few pixels, again on resize', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await runInput(page, 'match3', MATCH3_50);
  const count = () =>
    page.evaluate(() => ({
      markers: document.querySelectorAll('.marker-bar .marker').length,
      width: document.querySelector('.marker-bar').clientWidth,
      titles: [...document.querySelectorAll('.marker-bar .marker')].map((m) => m.title),
    }));
  const wide = await count();
  assert.ok(wide.markers > 20, `${wide.markers} markers`);
  assert.ok(wide.markers <= wide.width / 3, `${wide.markers} markers on ${wide.width} px`);
  assert.ok(wide.titles.every((t) => t.length > 0));
  assert.ok(
    wide.titles.some((t) => /^\d+ markers: op \d+/.test(t)),
    'a grouped marker counts and names its markers',
  );
  await page.setViewportSize({ width: 500, height: 900 });
  await page.waitForFunction((before) => document.querySelectorAll('.marker-bar .marker').length < before, wide.markers);
  const narrow = await count();
  assert.ok(narrow.markers <= narrow.width / 3, `${narrow.markers} markers on ${narrow.width} px after a resize`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 7: the focus rings of the player and its board stay inside them (the text view is not covered)', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'ludo');
  await page.getByLabel('Sample').selectOption('0');
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
  await page.locator('#text-box').waitFor({ state: 'visible' });
  // Keyboard focus (focus-visible): a key press first, so the browser shows focus rings.
  await page.keyboard.press('Shift');
  await page.locator('.player').focus();
  const ring = (selector) =>
    page.$eval(selector, (node) => {
      const css = getComputedStyle(node);
      const rect = node.getBoundingClientRect();
      const out = css.outlineStyle === 'none' ? 0 : Math.max(0, parseFloat(css.outlineWidth) + parseFloat(css.outlineOffset));
      return {
        visible: node.matches(':focus-visible') && css.outlineStyle !== 'none',
        top: rect.top - out,
        bottom: rect.bottom + out,
        left: rect.left - out,
        right: rect.right + out,
        rect: { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right },
      };
    });
  const textBox = await page.$eval('#text-box', (node) => node.getBoundingClientRect().toJSON());
  const player = await ring('.player');
  assert.ok(player.visible, 'the focused player shows a focus ring');
  assert.ok(player.bottom <= textBox.top, `the ring (bottom ${player.bottom}) covers the text view (top ${textBox.top})`);
  await page.locator('.player').screenshot({ path: screenshotPath('player-focus-ring') });
  await page.screenshot({
    path: screenshotPath('player-focus-ring-text-view'),
    clip: { x: 0, y: Math.max(0, player.rect.bottom - 160), width: 1280, height: 240 },
  });
  // The board itself is focusable by keyboard; its ring stays inside the canvas.
  await page.keyboard.press('Tab'); // the player → the board
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'CANVAS');
  const board = await ring('.stage canvas');
  assert.ok(board.visible, 'the focused board shows a focus ring');
  assert.ok(board.top >= board.rect.top && board.bottom <= board.rect.bottom, 'the board ring is drawn inside');
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 8: the board is labelled with the frame, per step; slider and counter agree', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'mayan');
  await page.getByLabel('Sample').selectOption('0');
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
  const canvas = page.locator('.stage canvas');
  const label1 = await canvas.getAttribute('aria-label');
  const title1 = await page.locator('.step-title').textContent();
  const caption1 = await page.locator('.caption').textContent();
  // The name: the step, the board size and the pieces; the description: the title and caption.
  const description = () =>
    page.$eval('.stage canvas', (node) =>
      (node.getAttribute('aria-describedby') || '')
        .split(/\s+/)
        .map((id) => node.getRootNode().getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  assert.match(label1, /^Board, step 1 of \d+: 7 rows by 5 columns; /);
  assert.ok((await description()).includes(title1), `the board's description names the step "${title1}"`);
  assert.ok((await description()).includes(caption1), 'and its caption');
  const tokenNames = await page.evaluate(async () => {
    const { Engine } = await import('./engine/engine.js');
    return (await new Engine().game('mayan')).palette.tokens.map((t) => t.name);
  });
  assert.ok(
    tokenNames.some((name) => new RegExp(`\\d+ ${name}`).test(label1)),
    `pieces by kind in "${label1}"`,
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction(() => document.querySelector('.counter').textContent.startsWith('2 /'));
  await page.waitForFunction((t) => document.querySelector('.step-title').textContent !== t, title1);
  const title2 = await page.locator('.step-title').textContent();
  assert.match(await canvas.getAttribute('aria-label'), /^Board, step 2 of /);
  assert.ok((await description()).includes(title2), `the description follows the step "${title2}"`);
  const total = Number((await page.locator('.counter').textContent()).split('/')[1]);
  const slider = page.getByLabel('Step', { exact: true });
  assert.equal(await slider.getAttribute('aria-valuetext'), `Step 2 of ${total}`);
  await page.getByRole('button', { name: 'Last' }).click();
  await page.waitForFunction((n) => document.querySelector('.counter').textContent === `${n} / ${n}`, total);
  assert.equal(await slider.getAttribute('aria-valuetext'), `Step ${total} of ${total}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 8: on the focused board the arrow keys move a cell cursor with details; Escape leaves', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'mayan');
  await page.getByLabel('Sample').selectOption('0');
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
  const pixels = () => boardPixels(page);
  const plain = await pixels();
  await page.locator('.stage canvas').focus();
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'CANVAS', 'the board takes the focus');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const tip = page.locator('.hover-tip');
  await tip.waitFor({ state: 'visible' });
  assert.match(await tip.textContent(), /^row \S+, column \S+/);
  assert.match(await page.locator('.counter').textContent(), /^1 \//, 'arrows on the board do not step');
  assert.match(await page.locator('.player [aria-live]:not(.step-live)').last().textContent(), /^row \S+, column \S+/);
  assert.notEqual(await pixels(), plain, 'a cell cursor is drawn');
  const first = await tip.textContent();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((t) => document.querySelector('.hover-tip').textContent !== t, first);
  await page.keyboard.press('Escape');
  assert.ok(await tip.isHidden(), 'Escape hides the details');
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('player')), true);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('.counter').textContent.startsWith('2 /'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 8 and 18: a tap on a cell shows and announces its details, a tap elsewhere hides them', async () => {
  const { page, errors, context } = await openPhoneWithMayan();
  const canvas = page.locator('.stage canvas');
  const box = await canvas.boundingBox();
  await canvas.tap({ position: { x: box.width / 2, y: box.height / 2 } });
  const tip = page.locator('.hover-tip');
  await tip.waitFor({ state: 'visible' });
  assert.match(await tip.textContent(), /^row \S+, column \S+/);
  assert.match(await page.locator('.player [aria-live]:not(.step-live)').last().textContent(), /^row \S+, column \S+/);
  await page.locator('h1').first().tap();
  await tip.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 8: the step live region speaks at most every 2 s, and not while playing fast', async () => {
  // On the fake clock, paused once the player is mounted: time passes as the test says.
  const { page, errors, context } = await blankPage({ clock: 'running' });
  await mountPlayer(page, { steps: countingSteps(400) });
  await pauseClock(page);
  await page.evaluate(() => {
    const live = document.querySelector('.player [aria-live]');
    window.__spoken = [];
    new MutationObserver(() => window.__spoken.push([performance.now(), live.textContent])).observe(live, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const spoken = () => page.evaluate(() => window.__spoken.map(([, text]) => text));
  await page.locator('.player').focus();
  await page.getByLabel('Speed').selectOption('16');
  await page.keyboard.press(' ');
  await page.clock.runFor(3000);
  const index = await page.evaluate(() => window.__player.index);
  assert.ok(index >= 10, `playing advanced to ${index}`);
  assert.deepEqual(await spoken(), [], 'announcements while playing at 16×');
  // Paused: the step on screen is announced at once.
  await page.keyboard.press(' ');
  await page.waitForFunction(() => !window.__player.playing);
  const shown = await page.locator('.step-title').textContent();
  assert.equal((await spoken()).length, 1);
  assert.ok((await spoken())[0].startsWith(shown), `"${(await spoken())[0]}" announces "${shown}"`);
  // Six quick manual steps 2 s later: the first is announced, the latest 2 s after it.
  await page.clock.runFor(2000);
  for (let i = 1; i <= 6; i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`.player[data-shown="${index + 1 + i}"]`);
  }
  assert.equal((await spoken()).length, 2, 'one announcement for six quick steps');
  await page.clock.runFor(1999);
  assert.equal((await spoken()).length, 2);
  await page.clock.runFor(1);
  const latest = await page.locator('.step-title').textContent();
  assert.equal((await spoken()).length, 3);
  assert.ok((await spoken())[2].startsWith(latest), `"${(await spoken())[2]}" announces "${latest}"`);
  const times = await page.evaluate(() => window.__spoken.map(([t]) => t));
  for (let i = 1; i < times.length; i++) assert.ok(times[i] - times[i - 1] >= 2000, `announcements ${times[i] - times[i - 1]} ms apart`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 11: SPEEDS and setSpeed: valid speeds apply, anything else is 1× and false; play always advances', async () => {
  const { page, errors, context } = await blankPage({ clock: 'running' });
  await mountPlayer(page, { steps: countingSteps(300) });
  await pauseClock(page);
  const result = await page.evaluate(async () => {
    const { SPEEDS } = await import('./player/player.js');
    const player = window.__player;
    const select = document.querySelector('#player-box select');
    const out = { speeds: [...SPEEDS], valid: [], invalid: [] };
    for (const s of SPEEDS) out.valid.push([s, player.setSpeed(s), player.speed, select.value]);
    for (const s of [3, -1, 1e-9, Infinity, NaN, '2', 'fast', null, undefined, 0]) {
      player.setSpeed(16);
      out.invalid.push([String(s), player.setSpeed(s), player.speed, select.value]);
    }
    return out;
  });
  assert.deepEqual(result.speeds, [0.25, 0.5, 1, 2, 4, 8, 16]);
  for (const [s, ok, speed, shown] of result.valid) {
    assert.equal(ok, true, `${s}`);
    assert.equal(speed, s);
    assert.equal(shown, String(s));
  }
  for (const [s, ok, speed, shown] of result.invalid) {
    assert.equal(ok, false, `${s} is refused`);
    assert.equal(speed, 1, `${s} plays at 1×`);
    assert.equal(shown, '1', `${s}: the Speed menu shows 1×`);
  }
  // Whatever is assigned, playing moves step by step and never jumps to the end.
  for (const bad of [Infinity, 1e-9, -1]) {
    await page.evaluate(
      async (bad) => {
        const player = window.__player;
        await player.go(0, { animate: false });
        player.speed = bad === 'inf' ? Infinity : bad;
        player.play();
      },
      bad === Infinity ? 'inf' : bad,
    );
    await page.clock.runFor(1600);
    const index = await page.evaluate(() => {
      window.__player.pause();
      return window.__player.index;
    });
    assert.ok(index >= 1 && index < 10, `speed ${bad}: at step ${index} after 1.6 s`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 15: the PNG frame is opaque on the theme, at device pixel ratio, with the title and caption', async () => {
  const { page, errors, context } = await openApp(env, '', { colorScheme: 'dark', deviceScaleFactor: 2 });
  await chooseGame(page, 'mayan');
  await page.getByLabel('Sample').selectOption('0');
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
  await page.locator('.exports summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save frame as PNG' }).click()]);
  const png = readFileSync(await download.path());
  const info = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, image.width, image.height);
    let transparent = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] < 255) transparent++;
    const at = (x, y) => [...data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];
    // Colours in the bottom 40 px (the caption band).
    const band = new Set();
    for (let y = image.height - 40; y < image.height; y++) for (let x = 0; x < image.width; x++) band.add(at(x, y).join());
    const board = document.querySelector('.stage canvas');
    // The panel's colour as the page resolves it (the variable is light-dark(…)), as #rrggbb.
    const probe = document.createElement('div');
    probe.style.background = 'var(--panel)';
    document.querySelector('.player').append(probe);
    const rgb = getComputedStyle(probe).backgroundColor.match(/\d+/g).slice(0, 3).map(Number);
    probe.remove();
    const panel = `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    return {
      width: image.width,
      height: image.height,
      transparent,
      corner: at(1, 1),
      bottomCorner: at(1, image.height - 2),
      band: band.size,
      boardCss: [board.clientWidth, board.clientHeight],
      panel,
    };
  }, png.toString('base64'));
  assert.equal(info.transparent, 0, 'no transparent pixels');
  const hex = (rgb) =>
    `#${rgb
      .slice(0, 3)
      .map((v) => v.toString(16).padStart(2, '0'))
      .join('')}`;
  assert.equal(hex(info.corner), info.panel, 'the margin has the dark theme colour');
  assert.equal(hex(info.bottomCorner), info.panel);
  assert.ok(info.band > 3, 'text is written under the board');
  assert.ok(info.width > 400 && info.width <= info.boardCss[0] * 2, `width ${info.width} at 2× for ${info.boardCss}`);
  assert.ok(info.width % 2 === 0 && info.height > 300);
  await page.evaluate(async (base64) => {
    const img = document.createElement('img');
    img.id = 'snapshot-preview';
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
  }, png.toString('base64'));
  const { writeFileSync } = await import('node:fs');
  writeFileSync(screenshotPath('player-snapshot-dark'), png);
  assert.deepEqual(errors, []);
  await context.close();
});

test('item 18: on a phone every player control is at least 44 × 44 px', async () => {
  const { page, errors, context } = await openPhoneWithMayan();
  const sizes = await page.$$eval('.player .controls button, .player .controls select, .player .controls input', (nodes) =>
    nodes.map((n) => [n.getAttribute('aria-label') || n.tagName, n.getBoundingClientRect().width, n.getBoundingClientRect().height]),
  );
  assert.ok(sizes.length >= 7);
  for (const [name, w, h] of sizes) {
    assert.ok(w >= 44 && h >= 44, `${name}: ${w.toFixed(1)} × ${h.toFixed(1)}`);
  }
  await page.locator('.player').scrollIntoViewIfNeeded();
  await page.locator('.player').screenshot({ path: screenshotPath('player-phone') });
  assert.deepEqual(errors, []);
  await context.close();
});
