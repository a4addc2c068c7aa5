// Issue 44 (2, 14), links: a part of a link that cannot be read is named and the rest is shown
// (a NUL in your program's output or trace, as `boardlab debug` writes it, is no damage at all),
// and nothing a link holds is dropped without a word: an input without a game, a rule option
// without an input, a step beyond the run, a rule option named `__proto__`.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { editorShown, newPage, openApp, servePages, shownText, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();

const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
const LUDO_PART3 = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/games/ludo/samples/part3.in'), 'utf8');

/** A text packed as links pack it (www/lib/permalink.js: deflate-raw, base64url). */
const packed = (/** @type {string} */ text) =>
  deflateRawSync(Buffer.from(text)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A link of `parts`, in order. */
const link = (/** @type {Record<string, string>} */ parts) => `#${new URLSearchParams(parts)}`;

/** What the status line says once the run shown is done. */
async function statusDone(/** @type {import('playwright-core').Page} */ page) {
  await waitForPlayer(page);
  await page.waitForFunction(() => /^Done in/.test(document.querySelector('#status')?.textContent ?? ''));
  return page.locator('#status').textContent();
}

test('44.2: a link whose output and trace hold a NUL shows them all, as `boardlab debug` writes them', async () => {
  const output = '2 1 1\n3 1 1\u0000\n3 0 1\n';
  const trace = '$ move 1 2 1 1\u0000\n';
  const { page, errors, context } = await openApp(
    env,
    link({ game: 'mayan', input: packed(MAYAN_SAMPLE), output: packed(output), trace: packed(trace) }),
  );
  await statusDone(page);
  assert.equal(await page.locator('#input').inputValue(), MAYAN_SAMPLE);
  // A text with a control character is shown in the editor, each such character as a named
  // placeholder (defect 15): every line is there, the NUL's placeholder in place of the NUL.
  const nul = (text) => text.replace('\u0000', '\u2400');
  // The editor takes the boxes' place once its module has loaded (on first use): a busy
  // machine may show the link's run done before that.
  await editorShown(page, 'program-output');
  await editorShown(page, 'program-trace');
  assert.deepEqual(await shownText(page, 'program-output'), { text: nul(output), placeholders: ['Control character null'] });
  assert.deepEqual(await shownText(page, 'program-trace'), { text: nul(trace), placeholders: ['Control character null'] });
  assert.equal(await page.locator('#error').isHidden(), true, await page.locator('#error').textContent());
  assert.deepEqual(errors, []);
  await context.close();
});

test('44.2: a damaged trace or output is named and left out; the input and the rest are shown', async () => {
  for (const [part, good] of [
    ['trace', 'output'],
    ['output', 'trace'],
  ]) {
    const texts = { output: '2 1 1\n3 1 1\n3 0 1\n', trace: '$ move 1 2 1 1\n' };
    const hash = link({ game: 'mayan', input: packed(MAYAN_SAMPLE), step: '3', [good]: packed(texts[good]), [part]: 'not-deflate' });
    const { page, errors, context } = await openApp(env, hash);
    const status = await statusDone(page);
    assert.match(
      status,
      new RegExp(`This link's ${part} of your program could not be decoded: it is left out, and the rest of the link is shown\\.$`),
    );
    assert.equal(await page.locator('#input').inputValue(), MAYAN_SAMPLE);
    assert.equal(await page.locator(`#program-${good}`).inputValue(), texts[good]);
    assert.equal(await page.locator(`#program-${part}`).inputValue(), '');
    await page.locator('.player[data-shown="3"]').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('44.2: a damaged input is named; the game, rule options and your output stay', async () => {
  const output = '2 1 1\n';
  const { page, errors, context } = await openApp(env, link({ game: 'ludo', 'rule.part': '3', input: 'AAAA', output: packed(output) }));
  await page.waitForFunction(() =>
    /This link is damaged: its input could not be decoded\./.test(document.querySelector('#error')?.textContent ?? ''),
  );
  assert.equal(await page.locator('#game').inputValue(), 'ludo');
  assert.equal(await page.locator('select[data-rule="part"]').inputValue(), '3');
  assert.equal(await page.locator('#program-output').inputValue(), output);
  assert.deepEqual(errors, []);
  await context.close();
});

test('44.14: a link with an input but no game keeps the input and says what is missing', async () => {
  const { page, errors, context } = await openApp(env, link({ game: '', input: packed(MAYAN_SAMPLE) }));
  await page.waitForFunction(() => /This link names no game/.test(document.querySelector('#error')?.textContent ?? ''));
  assert.equal(await page.locator('#error').textContent(), 'This link names no game: its input is in the box; choose its game, then Run.');
  assert.equal(await page.locator('#input').inputValue(), MAYAN_SAMPLE);
  assert.deepEqual(errors, []);
  await context.close();
});

test("44.14: a link naming a rule option and no input runs that option's sample", async () => {
  const { page, errors, context } = await openApp(env, link({ game: 'ludo', 'rule.part': '3' }));
  await statusDone(page);
  assert.equal(await page.locator('#input').inputValue(), LUDO_PART3);
  assert.equal(await page.locator('select[data-rule="part"]').inputValue(), '3');
  assert.deepEqual(errors, []);
  await context.close();
});

test('44.14: a step beyond the run, or not a step, is said with the step shown', async () => {
  for (const [step, shown] of [
    ['999999', 10],
    ['0', 1],
    ['two', 1],
  ]) {
    const { page, errors, context } = await openApp(env, link({ game: 'mayan', text: MAYAN_SAMPLE, step }));
    const status = await statusDone(page);
    assert.match(status, new RegExp(`This link's step ${step} is not a step of this run: showing step ${shown} of 10\\.$`), step);
    await page.locator(`.player[data-shown="${shown}"]`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  }
  // A step of the run says nothing more.
  const { page, context } = await openApp(env, link({ game: 'mayan', text: MAYAN_SAMPLE, step: '10' }));
  assert.doesNotMatch(await statusDone(page), /not a step/);
  await context.close();
});

test('44.14: the embed and the element say a step beyond the run, with a bad speed too', async (t) => {
  const { page, errors, context } = await newPage(env);
  t.after(() => context.close());
  await page.goto(`${env.url}embed.html${link({ game: 'mayan', text: MAYAN_SAMPLE, step: '999999', speed: '3' })}`);
  await page.waitForSelector('body[data-ready="1"] .player-notice');
  assert.equal(
    await page.locator('.player-notice').textContent(),
    'Unknown speed "3": playing at 1×. · There is no step 999999: showing step 10 of 10.',
  );
  assert.equal(await page.locator('.counter').textContent(), '10 / 10');

  const www = new URL(env.url).origin;
  const host = await servePages({
    '/host.html': `<!doctype html><meta charset="utf-8"><title>host</title>
      <script type="module" src="${www}/boardlab-player.js"></script>
      <boardlab-player id="far" game="mayan" step="42">${MAYAN_SAMPLE}</boardlab-player>`,
  });
  t.after(() => host.close());
  await page.goto(`${host.url}host.html`);
  await page.waitForFunction(() => document.querySelector('#far')?.shadowRoot?.querySelector('.player-notice'));
  assert.equal(await page.locator('#far .player-notice').textContent(), 'There is no step 42: showing step 10 of 10.');
  assert.deepEqual(errors, []);
});

test('44.14: a rule option named __proto__ is reported as constructor is', async () => {
  for (const name of ['constructor', '__proto__']) {
    const { page, errors, context } = await openApp(env, link({ game: 'mayan', text: MAYAN_SAMPLE, [`rule.${name}`]: 'x' }));
    await page.waitForFunction(() => !(document.querySelector('#error')?.hasAttribute('hidden') ?? true));
    assert.match(await page.locator('#error').textContent(), new RegExp(`has no rule option "?${name}`), name);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
