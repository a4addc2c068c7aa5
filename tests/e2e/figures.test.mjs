// Figures for statements, in real Chromium: the SVG of a step, rasterised by the browser, looks
// like the player's canvas of the same step (one scene description draws both); the page saves
// a step as SVG and a range of steps as a GIF, with progress and Cancel. Fails on any console error.

import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { holdReplies, newPage, openApp, releaseReplies, screenshotPath, stepShown, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();
const DATA = join(dirname(fileURLToPath(import.meta.url)), '../data');

/**
 * On a blank embed page: runs `input` of `game`, shows step `index` (0-based) in a Player, and
 * compares its canvas with the step's SVG drawn where the canvas draws the stage. Returns the
 * share of stage pixels that differ (any channel by more than 40 of 255), and both images.
 */
function compareWithSvg(page, game, input, rules, index) {
  return page.evaluate(
    async ({ game, input, rules, index }) => {
      const { Player } = await import('./player.js');
      const { Engine } = await import('./engine.js');
      const { fitScene, prefersDark } = await import('./painter.js');
      const box = document.getElementById('player-box');
      const root = document.createElement('div');
      box.replaceChildren(root);
      const player = new Player(root);
      const engine = new Engine();
      const session = await engine.run(game, input, rules);
      await player.load(session, index);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const scene = player.current.scene;
      const svg = await session.call('svg', index, prefersDark(), null, null);
      const image = new Image();
      image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      await image.decode();

      const shown = root.querySelector('canvas');
      const { width, height } = shown;
      const dpr = window.devicePixelRatio || 1;
      const geo = fitScene(scene, shown.clientWidth, shown.clientHeight);
      const panel = scene.colours[scene.background][prefersDark() ? 1 : 0];
      const layer = () => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        ctx.fillStyle = panel;
        ctx.fillRect(0, 0, width, height);
        return [canvas, ctx];
      };
      // The canvas is transparent around the board: put it on the panel colour it sits on.
      const [fromCanvas, a] = layer();
      a.drawImage(shown, 0, 0);
      // The SVG at the canvas's scale and offset, cut to the stage (the canvas has no caption).
      const [fromSvg, b] = layer();
      b.setTransform(dpr * geo.scale, 0, 0, dpr * geo.scale, dpr * geo.x, dpr * geo.y);
      b.beginPath();
      b.rect(0, 0, scene.width, scene.stageHeight);
      b.clip();
      b.drawImage(image, 0, 0, scene.width, scene.height);
      // Compare inside the stage only.
      const left = Math.max(0, Math.floor(dpr * geo.x));
      const top = Math.max(0, Math.floor(dpr * geo.y));
      const w = Math.min(width - left, Math.floor(dpr * geo.scale * scene.width));
      const h = Math.min(height - top, Math.floor(dpr * geo.scale * scene.stageHeight));
      const pa = a.getImageData(left, top, w, h).data;
      const pb = b.getImageData(left, top, w, h).data;
      let differing = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.max(Math.abs(pa[i] - pb[i]), Math.abs(pa[i + 1] - pb[i + 1]), Math.abs(pa[i + 2] - pb[i + 2]));
        if (d > 40) differing++;
      }
      return {
        share: differing / (w * h),
        pixels: w * h,
        canvasPng: fromCanvas.toDataURL(),
        svgPng: fromSvg.toDataURL(),
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
      console.log(`${game} (${colorScheme}): ${(result.share * 100).toFixed(2)} % of ${result.pixels} stage pixels differ`);
      if (colorScheme === 'light') {
        const png = (dataUrl) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
        writeFileSync(screenshotPath(`figure-${game}-canvas`), png(result.canvasPng));
        writeFileSync(screenshotPath(`figure-${game}-svg`), png(result.svgPng));
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** The main page with `game`'s sample `sample` run. */
async function openWithSample(game, sample = 0) {
  const opened = await openApp(env, '', { viewport: { width: 1280, height: 900 }, acceptDownloads: true, engineGate: true });
  const { page } = opened;
  await page.getByLabel('Game').selectOption(game);
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
  await page.getByLabel('Game').selectOption('match3');
  await page.getByLabel('Input').fill(input);
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
