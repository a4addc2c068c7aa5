// A lean page: each game's engine is a wasm module of its own (www/pkg/<game>/, build.sh), so a
// visit fetches only the engine of the game it shows, and the list of games none at all.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseGame, newPage, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();

/** The games whose wasm module the context has fetched so far, in the order fetched. */
function recordModules(context) {
  const modules = [];
  context.on('request', (request) => {
    const module = /\/pkg\/([a-z0-9-]+)\/boardlab_bg\.wasm$/.exec(new URL(request.url()).pathname);
    if (module) modules.push(module[1]);
  });
  return modules;
}

test('a visit fetches its game’s engine only; another game’s comes when that game is chosen', async () => {
  const { page, errors, context } = await newPage(env);
  const modules = recordModules(context);
  await page.goto(`${env.url}index.html#game=three-kingdoms`);
  await page.waitForSelector('body[data-ready="1"]');
  await waitForPlayer(page);
  assert.deepEqual(modules, ['three-kingdoms']);
  // Every game is offered all the same (the list is a file, not an engine).
  assert.equal(await page.locator('#game option').count(), 5);
  await chooseGame(page, 'match3');
  await page.waitForFunction(() => /match3|消消乐/i.test(document.querySelector('#game').selectedOptions[0].textContent ?? ''));
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(() => /^Done/.test(document.querySelector('#status').textContent));
  assert.deepEqual(modules, ['three-kingdoms', 'match3']);
  // Back to a game whose engine is here: nothing more is fetched.
  await chooseGame(page, 'three-kingdoms');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(() => /^Done/.test(document.querySelector('#status').textContent));
  assert.deepEqual(modules, ['three-kingdoms', 'match3']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an embedded player fetches its game’s engine only', async () => {
  const { page, errors, context } = await newPage(env);
  const modules = recordModules(context);
  const input = encodeURIComponent('3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n');
  await page.goto(`${env.url}embed.html#game=mayan&text=${input}`);
  await page.waitForFunction(() => document.querySelector('.step-title')?.textContent);
  assert.deepEqual(modules, ['mayan']);
  assert.deepEqual(errors, []);
  await context.close();
});
