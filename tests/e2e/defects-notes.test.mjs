// Issue 37, the page's own notes in real Chromium: the random input's note names its command in
// every language, with no Fluent placeholder left in it (2). It failed on the page before the fix
// ("… on the command line: {$command}boardlab gen match3 --seed 1").

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();

for (const lang of ['en', 'zh-CN', 'fa']) {
  test(`37.2: the random input's note shows its command once, no placeholder (${lang})`, async () => {
    const { page, errors, context } = await openApp(env, `#game=match3&lang=${lang}`);
    await waitForPlayer(page);
    await page.locator('#seed').fill('1');
    await page.locator('#random').click();
    await page.waitForFunction(() => !document.querySelector('#random-note').hidden);
    const note = await page.locator('#random-note').textContent();
    assert.doesNotMatch(note, /[{}]|\$command/, note);
    assert.equal(note.split('boardlab gen match3 --seed 1').length, 2, `the command once: ${note}`);
    assert.equal(await page.locator('#random-note code').textContent(), 'boardlab gen match3 --seed 1');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
