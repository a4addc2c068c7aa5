// The main page in real Chromium: pick a game, load its sample, run, read the output, step the
// player, see a painted board, get a located error for broken input, and no console errors.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseGame, openApp, screenshotPath, stepShown, useBrowser, waitForColours, waitForPlayer } from './harness.mjs';

const env = useBrowser();

const MAYAN_SAMPLE_ANSWER = '2 1 1\n3 1 1\n3 0 1';

async function runSample(page, game, sampleIndex = 0) {
  await chooseGame(page, game);
  await page.getByLabel('Sample').selectOption(String(sampleIndex));
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
}

test('mayan: sample runs, output is judge-exact, the player steps to the end', async () => {
  const { page, errors, context } = await openApp(env);
  await runSample(page, 'mayan');
  assert.equal((await page.locator('#output').textContent()).trim(), MAYAN_SAMPLE_ANSWER);

  const counter = page.locator('.counter');
  const total = Number((await counter.textContent()).split('/')[1]);
  assert.ok(total > 4, `expected several steps, got ${total}`);
  await waitForColours(page, 8);

  await page.getByRole('button', { name: 'Next' }).click();
  await stepShown(page, 2);
  assert.match(await page.locator('.step-title').textContent(), /move 1/i);

  await page.getByRole('button', { name: 'Last' }).click();
  await stepShown(page, total);
  assert.match(await page.locator('.step-title').textContent(), /cleared in 3 moves/i);
  assert.match(await page.locator('.caption').textContent(), /.+/);
  await page.screenshot({ path: screenshotPath('mayan-last-step'), fullPage: true });

  // The slider is labelled "Step" and seeks.
  await page.getByLabel('Step', { exact: true }).fill('0');
  await stepShown(page, 1); // its events, not only the counter
  assert.match(await page.locator('.events').textContent(), /explored \d+ boards/i);

  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard stepping is scoped to the player', async () => {
  const { page, errors, context } = await openApp(env);
  await runSample(page, 'mayan');
  await page.locator('.player').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('.counter').textContent.startsWith('3 /'));
  await page.keyboard.press('End');
  const total = Number((await page.locator('.counter').textContent()).split('/')[1]);
  await page.waitForFunction((n) => document.querySelector('.counter').textContent === `${n} / ${n}`, total);
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('.counter').textContent.startsWith('1 /'));
  // Typing arrows in the input box must not step the player.
  await page.locator('#input').focus();
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('.counter').textContent(), /^1 \//);
  assert.deepEqual(errors, []);
  await context.close();
});

test('broken input shows a line:column error and highlights the line', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'mayan');
  await page.getByLabel('Input').fill('3\n1 0\n2 11 0\n0\n0\n0\n');
  await page.getByRole('button', { name: 'Run' }).click();
  const error = page.locator('#error');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.textContent(), /^line 3, column 3: .*colour/);
  assert.equal(await page.locator('#backdrop mark').textContent(), '2 11 0');
  assert.equal(await page.locator('#output').textContent(), '');
  await page.screenshot({ path: screenshotPath('mayan-input-error') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('user text is never inserted as HTML', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'mayan');
  const hostile = '<img src=x onerror="window.__pwned=1"></script><b>bold</b>';
  await page.getByLabel('Input').fill(`${hostile}\n`);
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('#error').waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.locator('img').count(), 0);
  assert.equal(await page.locator('#error b').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('every game runs its first sample without console errors', async () => {
  const { page, errors, context } = await openApp(env);
  const games = await page.$$eval('#game option', (options) => options.map((o) => o.value));
  assert.ok(games.length >= 1);
  for (const game of games) {
    await runSample(page, game);
    assert.ok(await page.locator('#error').isHidden(), `${game}: ${await page.locator('#error').textContent()}`);
    await waitForColours(page, 4);
    await page.getByRole('button', { name: 'Last' }).click();
    await page.screenshot({ path: screenshotPath(`sample-${game}`), fullPage: true });
  }
  assert.deepEqual(errors, []);
  await context.close();
});
