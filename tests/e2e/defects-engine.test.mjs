// Issue 23's engine-side items on the page, in real Chromium: Compare in mayan's replay mode
// compares verdicts (9), a GIF or WebM range outside the session or backwards is refused with the
// engine's message instead of being clamped (12), and the figure exports take a title and a
// caption of your own or none (17). Fails on any console error.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { openApp, screenshotPath, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();
const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
const MAYAN_STEPS = 10;

/** The main page with `text` run for `game` (rule options in `extra`, as `&rule.name=value`). */
async function openRun(game, text, extra = '', options = {}) {
  const opened = await openApp(env, `#game=${game}&text=${encodeURIComponent(text)}${extra}`, options);
  await waitForPlayer(opened.page);
  return opened;
}

/** Clicks `button` and resolves to the file it downloads. */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return file;
}

test('9: Compare in mayan replay mode accepts the same verdict and reports another without replaying it', async () => {
  const answer = '2 1 1\n3 1 1\n4 0 -1\n';
  const { page, errors, context } = await openRun('mayan', MAYAN_SAMPLE + answer, '&rule.mode=replay');
  const output = await page.locator('#output').textContent();
  assert.match(output, /^move 1: 2 1 1 — legal/);
  await page.locator('#compare-box summary').click();
  await page.getByLabel('Expected output').fill(output);
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.waitForFunction(() => document.querySelector('#verdict').className === 'verdict accepted');

  await page.getByLabel('Expected output').fill(output.replace('12 blocks left', '11 blocks left'));
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.waitForFunction(() => document.querySelector('#verdict').className === 'verdict rejected');
  const verdict = await page.locator('#verdict').textContent();
  assert.match(verdict, /line 1/);
  assert.doesNotMatch(verdict, /of move 1|found "move"/, verdict);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [locale, refused, backwards] of [
  ['en-US', /^the first step 30 is not a step: this input has steps 1 to 10$/, /^the first step must not be after the last step$/],
  ['zh-CN', /^起始步 30 不是一步：此输入的步为 1 到 10$/, /^起始步不能在结束步之后$/],
]) {
  test(`12: a GIF or WebM range outside the steps or backwards is refused with the engine's message (${locale})`, async () => {
    const { page, errors, context } = await openRun('mayan', MAYAN_SAMPLE, '', { locale });
    await page.locator('.exports summary').click();
    const status = page.locator('#record-status');
    const from = page.locator('#record-from');
    const to = page.locator('#record-to');
    let downloads = 0;
    page.on('download', () => downloads++);
    for (const [first, last, message, button] of [
      ['30', '2', refused, '#gif'],
      ['3', '2', backwards, '#gif'],
      ['30', '2', refused, '#record'],
    ]) {
      await status.evaluate((node) => (node.textContent = ''));
      await from.fill(first);
      await to.fill(last);
      await page.locator(button).click();
      await page.waitForFunction(() => document.querySelector('#record-status').textContent !== '');
      assert.match(await status.textContent(), message);
    }
    await page.locator('.exports').screenshot({ path: screenshotPath(`export-range-refused-${locale}`) });
    // A range inside the steps still makes its GIF, of exactly those steps.
    await from.fill('2');
    await to.fill(String(MAYAN_STEPS));
    const gif = await download(page, locale === 'en-US' ? 'Save steps as GIF' : '将这些步骤保存为 GIF');
    assert.equal(gif.suggestedFilename(), `mayan-steps-2-${MAYAN_STEPS}.gif`);
    assert.equal(downloads, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** The texts of an SVG document's <text> elements. */
const svgTexts = (svg) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

test('17: the figure exports take a title and a caption of your own, or none', async () => {
  const { page, errors, context } = await openRun('mayan', MAYAN_SAMPLE);
  await page.locator('.exports summary').click();
  const own = svgTexts(readFileSync(await (await download(page, 'Save frame as SVG')).path(), 'utf8'));
  const titleAt = own.findIndex((text) => text.endsWith('(step 1 of 10)'));
  assert.ok(titleAt >= 0, own.join(' | '));
  const caption = own[titleAt + 1];
  assert.ok(caption, 'the step has a caption');

  await page.getByLabel('Title', { exact: true }).fill('Figure 1: <the start>');
  await page.locator('#figure-caption-on').uncheck();
  await page.locator('.exports').screenshot({ path: screenshotPath('export-figure-text') });
  const svg = readFileSync(await (await download(page, 'Save frame as SVG')).path(), 'utf8');
  const texts = svgTexts(svg);
  assert.ok(texts.includes('Figure 1: &lt;the start&gt;'), texts.join(' | '));
  assert.ok(!texts.some((text) => text.includes('step 1 of 10') || text === caption), texts.join(' | '));

  // With neither, the SVG, the PNG and the GIF are as high as the board with its labels.
  await page.locator('#figure-title-on').uncheck();
  const bare = readFileSync(await (await download(page, 'Save frame as SVG')).path(), 'utf8');
  assert.deepEqual(
    svgTexts(bare).filter((text) => text.includes('step') || text === caption),
    [],
  );
  const height = Number(/<svg[^>]* height="([\d.]+)"/.exec(bare)[1]);
  const scale = await page.evaluate(() => window.devicePixelRatio || 1);
  const png = readFileSync(await (await download(page, 'Save frame as PNG')).path());
  assert.equal(png.readUInt32BE(20), Math.ceil(height * scale), 'the PNG is as high as the board');
  await page.locator('#record-from').fill('1');
  await page.locator('#record-to').fill('3');
  const gif = readFileSync(await (await download(page, 'Save steps as GIF')).path());
  assert.equal(gif.readUInt16LE(8), Math.ceil(height), 'the GIF is as high as the board');
  assert.deepEqual(errors, []);
  await context.close();
});
