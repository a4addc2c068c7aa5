// Figures for statements, in real Chromium: the SVG of a step, rasterised by the browser, looks
// like the same step painted by the module on a canvas (one scene description draws both, and the
// module's canvas painter paints the player's board and the PNG and GIF exports); the page saves
// a step as SVG and a range of steps as a GIF, with progress and Cancel. Fails on any console error.

import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  chooseGame,
  holdReplies,
  newPage,
  openApp,
  paste,
  releaseReplies,
  screenshotPath,
  stepShown,
  useBrowser,
  waitForPlayer,
} from './harness.mjs';

const env = useBrowser();
const DATA = join(dirname(fileURLToPath(import.meta.url)), '../data');

/**
 * On a blank embed page: runs `input` of `game`, shows step `index` (0-based) in a Player, and
 * compares the step's figure as the module paints it on a canvas (what the PNG export and the
 * player's board are painted by) with the step's SVG, rasterised by the browser. Returns the
 * share of pixels that differ (any channel by more than 40 of 255), both images, and whether the
 * player's canvas shows a board where the module says it painted it.
 */
function compareWithSvg(page, game, input, rules, index) {
  return page.evaluate(
    async ({ game, input, rules, index }) => {
      const { Player } = await import('./player/player.js');
      const { Engine } = await import('./engine/engine.js');
      const { prefersDark } = await import('./lib/theme.js');
      const box = document.getElementById('player-box');
      const root = document.createElement('div');
      box.replaceChildren(root);
      const player = new Player(root);
      const engine = new Engine();
      const session = await engine.run(game, input, rules);
      await player.load(session, index);
      const dark = prefersDark();
      const svg = await session.call('svg', index, dark, null, null);
      const image = new Image();
      image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      await image.decode();
      const painted = await session.figure(index, {}, dark, 1);
      const { width, height } = painted;
      const layer = () => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        return [canvas, canvas.getContext('2d', { willReadFrequently: true })];
      };
      const [fromCanvas, a] = layer();
      a.putImageData(painted, 0, 0);
      const [fromSvg, b] = layer();
      b.drawImage(image, 0, 0, width, height);
      const pa = a.getImageData(0, 0, width, height).data;
      const pb = b.getImageData(0, 0, width, height).data;
      let differing = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.max(Math.abs(pa[i] - pb[i]), Math.abs(pa[i + 1] - pb[i + 1]), Math.abs(pa[i + 2] - pb[i + 2]));
        if (d > 40) differing++;
      }
      // The player's board: opaque pixels in the middle of cell (0, 0), where the module says
      // it is (data-board: its centre and the cell size, CSS pixels).
      const shown = root.querySelector('canvas');
      const [cx, cy] = shown.dataset.board.split(',').map(Number);
      const copy = await paintedCopy(shown);
      const c = copy.getContext('2d', { willReadFrequently: true });
      const dpr = window.devicePixelRatio || 1;
      const boardAlpha = c.getImageData(Math.round(cx * dpr), Math.round(cy * dpr), 1, 1).data[3];
      return {
        share: differing / (width * height),
        pixels: width * height,
        boardAlpha,
        canvasPng: fromCanvas.toDataURL(),
        svgPng: fromSvg.toDataURL(),
        boardPng: copy.toDataURL(),
      };
    },
    { game, input, rules, index },
  );
}

async function blankPage(options) {
  const opened = await newPage(env, options);
  await opened.page.goto(`${env.url}embed.html`);
  await opened.page.waitForSelector('body[data-ready="1"]');
  return opened;
}

const CASES = [
  ['mayan', 'mayan/01.in', {}, 2],
  ['skill-chess', 'skill-chess/mid4.in', {}, 40],
  ['three-kingdoms', 'three-kingdoms/01.in', {}, 1],
  ['match3', 'match3/14.in', {}, 2],
  ['ludo', 'ludo/cases/part5_10.in', { part: '5' }, 6],
];

for (const colorScheme of ['light', 'dark']) {
  test(`the SVG of a step matches the canvas of the same step in every game (${colorScheme})`, async () => {
    const { page, errors, context } = await blankPage({ viewport: { width: 1000, height: 800 }, colorScheme });
    for (const [game, file, rules, index] of CASES) {
      const input = readFileSync(join(DATA, file), 'utf8');
      const result = await compareWithSvg(page, game, input, rules, index);
      assert.ok(result.pixels > 10000, `${game}: compared ${result.pixels} pixels`);
      assert.ok(result.share <= 0.02, `${game} step ${index + 1}: ${(result.share * 100).toFixed(2)} % of pixels differ`);
      assert.equal(result.boardAlpha, 255, `${game}: the player's canvas shows the board where the module placed it`);
      console.log(`${game} (${colorScheme}): ${(result.share * 100).toFixed(2)} % of ${result.pixels} figure pixels differ`);
      const png = (dataUrl) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      writeFileSync(screenshotPath(`figure-${game}-${colorScheme}-canvas`), png(result.canvasPng));
      writeFileSync(screenshotPath(`figure-${game}-${colorScheme}-svg`), png(result.svgPng));
      writeFileSync(screenshotPath(`figure-${game}-${colorScheme}-board`), png(result.boardPng));
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** The main page with `game`'s sample `sample` run. */
async function openWithSample(game, sample = 0) {
  const opened = await openApp(env, '', { viewport: { width: 1280, height: 900 }, acceptDownloads: true, engineGate: true });
  const { page } = opened;
  await chooseGame(page, game);
  await page.getByLabel('Sample').selectOption(String(sample));
  await waitForPlayer(page);
  await page.locator('details.exports summary').click();
  return opened;
}

test('Save frame as SVG downloads the step on screen as a self-contained SVG', async () => {
  const { page, errors, context } = await openWithSample('mayan');
  await page.getByRole('button', { name: 'Next' }).click();
  await stepShown(page, 2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save frame as SVG' }).click()]);
  assert.equal(download.suggestedFilename(), 'mayan-step2.svg');
  const svg = readFileSync(await download.path(), 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svg, /\(step 2 of \d+\)<\/text>/);
  assert.doesNotMatch(svg, /<script|href=|<image/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Save steps as GIF shows progress and downloads a looping GIF; Cancel stops without a file', async () => {
  const { page, errors, context } = await openWithSample('mayan');
  await page.getByLabel('From step').fill('1');
  await page.getByLabel('to', { exact: true }).fill('10');
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save steps as GIF' }).click()]);
  const seconds = (Date.now() - started) / 1000;
  assert.equal(download.suggestedFilename(), 'mayan-steps-1-10.gif');
  const gif = readFileSync(await download.path());
  assert.equal(gif.subarray(0, 6).toString('latin1'), 'GIF89a');
  assert.ok(gif.includes(Buffer.from('NETSCAPE2.0')), 'loops');
  assert.ok(gif.length < 300 * 1024, `${gif.length} bytes`);
  await page.waitForSelector('#export-progress', { state: 'hidden' });
  assert.match(await page.locator('#record-status').textContent(), /Saved mayan-steps-1-10\.gif \(\d+ KB\)/);
  console.log(`page GIF of 10 mayan steps: ${gif.length} bytes in ${seconds.toFixed(1)} s`);

  // A long range on a big board: Cancel while it is being made (the worker's answers to its
  // frames are held until then).
  const input = readFileSync(join(DATA, 'match3/20.in'), 'utf8');
  await chooseGame(page, 'match3');
  await paste(page.getByLabel('Input'), input);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page, 60000);
  await page.getByLabel('From step').fill('1');
  await page.getByLabel('to', { exact: true }).fill('400');
  let downloads = 0;
  page.on('download', () => downloads++);
  await holdReplies(page, 'addFrame');
  await page.getByRole('button', { name: 'Save steps as GIF' }).click();
  await page.waitForFunction(() => Number(document.querySelector('#export-progress').value) > 0);
  assert.equal(await page.locator('#export-progress').isVisible(), true, 'progress is shown');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await releaseReplies(page, 'addFrame');
  await page.waitForFunction(() => document.querySelector('#record-status').textContent === 'Cancelled.');
  assert.equal(await page.locator('#export-progress').isVisible(), false);
  assert.equal(await page.getByRole('button', { name: 'Save steps as GIF' }).isEnabled(), true);
  assert.equal(downloads, 0);
  assert.deepEqual(errors, []);
  await context.close();
});
