// Issue 37, the page as an attacker and a hurried user find it, in real Chromium. Each test
// failed on the page before its fix (BOARDLAB_WWW=<a copy of the older www> node --test …).
//
// 3: an input error goes with its cause: an edit of the input drops it (and its line marked),
//    and the status line says the input changed, as it does after a successful run.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();

const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
// The sample with an `x` on line 3.
const MAYAN_BAD = '3\n1 0\nx0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
const INPUT_CHANGED = 'The input changed: Run (Ctrl+Enter) to see its result.';

/** Runs `text` on `page` and waits for its error, located on line 3. */
async function runBad(page, text) {
  await page.locator('#input').fill(text);
  await page.locator('#run').click();
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.locator('#error').textContent(), /^line 3, column 1: /);
  assert.equal(await page.locator('#backdrop mark').textContent(), 'x0');
}

for (const [edit, how] of [
  ['the x fixed', (page) => page.locator('#input').fill(MAYAN_BAD.replace('x0', '0'))],
  [
    'a line added above',
    async (page) => {
      await page.locator('#input').focus();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Enter');
    },
  ],
]) {
  test(`37.3: an input error goes once the input changes (${edit}), and the page says it changed`, async () => {
    const { page, errors, context } = await openApp(env, '#game=mayan');
    await waitForPlayer(page);
    // After a successful run, an edit says so.
    await page.locator('#input').fill(MAYAN_SAMPLE.replace('2 1 0', '2 1 0 '));
    assert.equal(await page.locator('#status').textContent(), INPUT_CHANGED);
    await runBad(page, MAYAN_BAD);
    assert.equal(await page.locator('#status').textContent(), '');
    await how(page);
    assert.equal(await page.locator('#error').isHidden(), true, await page.locator('#error').textContent());
    assert.equal(await page.locator('#backdrop mark').count(), 0);
    assert.equal(await page.locator('#status').textContent(), INPUT_CHANGED);
    // Run again: the error of this input, if any, is current.
    await page.locator('#run').click();
    if (edit === 'the x fixed') await waitForPlayer(page);
    else {
      await page.waitForSelector('#error:not([hidden])');
      assert.match(await page.locator('#error').textContent(), /^line 4, column 1: /);
      assert.equal(await page.locator('#backdrop mark').textContent(), 'x0');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
