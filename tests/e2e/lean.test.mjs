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

/** The games whose tools' code (www/pkg/<game>/split_tools.wasm, src/wasm/tools.rs) the context has fetched. */
function recordTools(context) {
  const chunks = [];
  context.on('request', (request) => {
    const chunk = /\/pkg\/([a-z0-9-]+)\/split_tools\.wasm$/.exec(new URL(request.url()).pathname);
    if (chunk) chunks.push(chunk[1]);
  });
  return chunks;
}

test('a first visit fetches the player’s code alone; the tools’ code comes with a tool’s first use, once', async () => {
  const { page, errors, context } = await newPage(env);
  const chunks = recordTools(context);
  await page.goto(`${env.url}index.html#game=mayan`);
  await waitForPlayer(page);
  assert.deepEqual(chunks, []);
  await page.locator('#edit-board').click();
  await page.waitForSelector('#edit-canvas[data-board]');
  assert.deepEqual(chunks, ['mayan']);
  // Another tool uses the code already there.
  await page.locator('details.exports summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save frame as SVG' }).click()]);
  assert.match(download.suggestedFilename(), /^mayan-step\d+\.svg$/);
  assert.deepEqual(chunks, ['mayan']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tool whose code cannot be fetched says so, and its next use fetches it', async () => {
  const { page, errors, context } = await newPage(env);
  const chunks = recordTools(context);
  await context.route('**/split_tools.wasm', (route) =>
    chunks.length === 1 ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy' }) : route.continue(),
  );
  await page.goto(`${env.url}index.html#game=mayan`);
  await waitForPlayer(page);
  await page.locator('#edit-board').click();
  await page.waitForFunction(() => !(/** @type {HTMLElement} */ (document.querySelector('#edit-error')).hidden));
  assert.match(
    await page.locator('#edit-error').textContent(),
    /this tool’s code could not be fetched; check the connection and try again/,
  );
  // Closed and opened again, the editor asks again: the code is fetched this time.
  await page.locator('#edit-board').click();
  await page.locator('#edit-board').click();
  await page.waitForSelector('#edit-canvas[data-board]');
  assert.equal(await page.locator('#edit-error').isHidden(), true);
  assert.deepEqual(chunks, ['mayan', 'mayan']);
  // The refused fetch is all the console reported.
  assert.ok(errors.length > 0 && errors.every((error) => /HTTP status code is not ok/.test(error)), errors.join('\n'));
  await context.close();
});
