// Playground features in real Chromium: permalinks, compare and jump-to-divergence, the embed
// page, the custom element, the standalone export, the strict CSP, and screenshots for review.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chooseGame,
  holdReplies,
  LONG_SEARCH,
  newPage,
  openApp,
  openStandalone,
  releaseReplies,
  screenshotPath,
  stepShown,
  useBrowser,
  waitForColours,
  waitForPlayer,
} from './harness.mjs';

const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';

const env = useBrowser();

async function runInput(page, game, input, rules = {}) {
  await chooseGame(page, game);
  for (const [name, value] of Object.entries(rules)) await page.locator(`#rule-${name}`).selectOption(value);
  await page.getByLabel('Input').fill(input);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
}

const counterIs = (page, text) => page.waitForFunction((t) => document.querySelector('.counter').textContent.startsWith(t), text);

test('permalink round trip restores game, input, output and step', async () => {
  const first = await openApp(env);
  await runInput(first.page, 'mayan', MAYAN_SAMPLE);
  await first.page.getByRole('button', { name: 'Next' }).click();
  await first.page.getByRole('button', { name: 'Next' }).click();
  await stepShown(first.page, 3);
  await first.page.waitForFunction(() => /step=3(&|$)/.test(location.hash));
  const link = await first.page.evaluate(() => location.hash);
  assert.match(link, /game=mayan/);
  assert.match(link, /input=[A-Za-z0-9_-]+/);
  const output = await first.page.locator('#output').textContent();
  const title = await first.page.locator('.step-title').textContent();
  assert.deepEqual(first.errors, []);
  await first.context.close();

  const second = await openApp(env, link);
  await second.page.waitForFunction(() => document.querySelector('#output').textContent.length > 0);
  await stepShown(second.page, 3);
  assert.equal(await second.page.locator('#output').textContent(), output);
  assert.equal(await second.page.locator('.step-title').textContent(), title);
  assert.equal(await second.page.getByLabel('Input').inputValue(), MAYAN_SAMPLE);
  assert.deepEqual(second.errors, []);
  await second.context.close();
});

test('a damaged link says so instead of failing silently', async () => {
  const { page, errors, context } = await openApp(env, '#game=mayan&input=%%%not-base64');
  await page.locator('#error').waitFor({ state: 'visible' });
  assert.match(await page.locator('#error').textContent(), /damaged/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('compare: Accepted, then Wrong Answer with the first differing line and a jump to its step', async () => {
  const { page, errors, context } = await openApp(env);
  await runInput(page, 'mayan', MAYAN_SAMPLE);
  await page.locator('#compare-box summary').click();
  await page.getByLabel('Expected output').fill('2 1 1\r\n3 1 1  \r\n3 0 1\r\n\r\n');
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.waitForFunction(() => document.querySelector('#verdict').textContent.startsWith('Accepted'));

  await page.getByLabel('Expected output').fill('2 1 1\n3 1 -1\n3 0 1\n');
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.waitForFunction(() => document.querySelector('#verdict').textContent.startsWith('Wrong Answer on line 2'));
  const verdict = await page.locator('#verdict').textContent();
  assert.match(verdict, /"3 1 -1"/);
  assert.match(verdict, /"3 1 1"/);
  await page.getByRole('button', { name: 'Go to the step that printed it' }).click();
  await page.waitForFunction(() => /move 2/i.test(document.querySelector('.step-title').textContent));
  assert.match(await page.locator('.step-title').textContent(), /move 2/i);
  assert.deepEqual(errors, []);
  await context.close();
});

test('embed.html plays a hash link without the editor', async () => {
  const hash = `#game=mayan&step=3&text=${encodeURIComponent(MAYAN_SAMPLE)}`;
  const { page, errors, context } = await newPage(env);
  await page.goto(`${env.url}embed.html${hash}`);
  await page.waitForSelector('body[data-ready="1"]');
  await counterIs(page, '3 /');
  assert.equal(await page.locator('#input').count(), 0);
  await waitForColours(page, 8);
  await page.locator('.player').focus();
  await page.keyboard.press('ArrowRight');
  await counterIs(page, '4 /');
  await page.screenshot({ path: screenshotPath('embed') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('custom elements share one engine, keep their own styles, and step with the keyboard', async () => {
  const { page, errors, context } = await newPage(env);
  await page.goto(`${env.url}embed-demo.html`);
  await page.waitForFunction(() => document.querySelectorAll('boardlab-player[data-ready="1"]').length === 2);
  // The iframe's page too: its worker has started.
  await page.frameLocator('#demo-frame').locator('body[data-ready="1"]').waitFor();
  const mayan = page.locator('#demo-mayan');
  assert.match(await mayan.locator('.counter').textContent(), /^3 \//); // step="3" counts from 1
  // The host page's styles do not reach inside: its buttons keep the player's own look.
  const hostFont = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  assert.equal(hostFont, '15px');
  await mayan.locator('.player').focus();
  await page.keyboard.press('Home');
  await page.waitForFunction(() =>
    document.querySelector('#demo-mayan').shadowRoot.querySelector('.counter').textContent.startsWith('1 /'),
  );
  // The other element did not move.
  assert.match(await page.locator('#demo-ludo .counter').textContent(), /^1 \//);
  // One worker shared by both elements, and the iframe's own.
  const workers = page.workers().filter((w) => w.url().endsWith('/worker.js'));
  assert.equal(workers.length, 2);
  await page.screenshot({ path: screenshotPath('embed-demo'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('standalone export replays offline with no server', async () => {
  const app = await openApp(env);
  await runInput(app.page, 'mayan', MAYAN_SAMPLE);
  await app.page.locator('.exports summary').click();
  assert.equal(await app.page.locator('#standalone').textContent(), 'Export standalone HTML');
  const offline = await openStandalone(env, app, 'standalone');
  const counter = await offline.page.locator('#app .counter').textContent();
  assert.match(counter, /^1 \/ \d+$/);
  await waitForColours(offline.page, 8, '#app .stage canvas');
  assert.deepEqual(offline.errors, []);
  await offline.context.close();
});

test('a long run shows progress, can be cancelled, and the page stays responsive; the next run paints a fresh canvas', async () => {
  const { page, errors, context } = await openApp(env, '', { engineGate: true });
  await chooseGame(page, 'three-kingdoms');
  await waitForPlayer(page); // its sample's run, which would take the Run click for itself
  // Set directly: typing 200 test cases through the input events would only test the typing.
  await page.$eval('#input', (input, text) => (input.value = text), LONG_SEARCH);
  // Its answer is held: the run is still going when the test cancels it.
  await holdReplies(page, 'Session.parse');
  await page.getByRole('button', { name: 'Run' }).click();
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await cancel.waitFor({ state: 'visible' });
  await page.waitForFunction(() => /Running… test \d+/.test(document.querySelector('#status').textContent));
  // The main thread is free while the worker searches: it runs a timer, and the run goes on.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 10)));
  assert.match(await page.locator('#status').textContent(), /^Running… test \d+/);
  await cancel.click();
  await page.waitForFunction(() => document.querySelector('#status').textContent === 'Cancelled.');
  assert.ok(await cancel.isHidden());
  await releaseReplies(page, 'Session.parse');
  const handed = await page.$('.stage canvas'); // painted by the worker the cancel replaced
  // A fresh worker serves the next run.
  await runInput(page, 'mayan', MAYAN_SAMPLE);
  assert.equal((await page.locator('#output').textContent()).trim(), '2 1 1\n3 1 1\n3 0 1');
  // A canvas is handed to a worker once: the board is painted on a fresh one in its place, which
  // answers the pointer as the old one did.
  assert.equal(await handed.evaluate((canvas) => canvas.isConnected), false);
  await waitForPlayer(page);
  await waitForColours(page, 8);
  const canvas = page.locator('.stage canvas');
  const [x, y, cell] = (await canvas.getAttribute('data-board')).split(',').map(Number);
  await canvas.hover({ position: { x: x + cell, y: y + cell } });
  await page.locator('.hover-tip').waitFor({ state: 'visible' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('PNG frame and WebM recording of a step range download', async () => {
  const { page, errors, context } = await openApp(env);
  await runInput(page, 'mayan', MAYAN_SAMPLE);
  await page.locator('.exports summary').click();
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save frame as PNG' }).click()]);
  const pngPath = await png.path();
  const { readFileSync } = await import('node:fs');
  assert.deepEqual([...readFileSync(pngPath).subarray(1, 4)], [0x50, 0x4e, 0x47]); // "PNG"

  await page.getByLabel('From step').fill('1');
  await page.getByLabel('to', { exact: true }).fill('4');
  const [webm] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Record WebM' }).click()]);
  assert.match(webm.suggestedFilename(), /^mayan-steps-1-4\.webm$/);
  const video = readFileSync(await webm.path());
  assert.ok(video.length > 1000, `video of ${video.length} bytes`);
  assert.deepEqual([...video.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]); // EBML header
  assert.match(await page.locator('#record-status').textContent(), /^Saved mayan-steps-1-4\.webm \(\d+ KB\)\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hostile text stays text in the page, the embed and the standalone export', async () => {
  const hostile = '<img src=x onerror="window.__pwned=1"></script><b>x</b>';
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'mayan');
  await page.getByLabel('Input').fill(`3\n${hostile}\n`);
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('#error').waitFor({ state: 'visible' });
  assert.match(await page.locator('#error').textContent(), /"<img"/);
  assert.equal(await page.locator('img').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);

  // The expected-output box and the verdict.
  await page.getByLabel('Input').fill(MAYAN_SAMPLE);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
  await page.locator('#compare-box summary').click();
  await page.getByLabel('Expected output').fill(hostile);
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.waitForFunction(() => document.querySelector('#verdict').textContent.includes('<img'));
  assert.equal(await page.locator('img').count(), 0);

  // A standalone export built from hostile input keeps it as data, even a "</script>".
  const html = await page.evaluate(async (text) => {
    const { standaloneHtml } = await import('./tools/export.js');
    return standaloneHtml({ game: { id: 'mayan', title: 'Mayan', palette: {} }, input: text, rules: {}, step: 0 });
  }, `${hostile}</script><script>window.__pwned=2</script>`);
  assert.equal(html.match(/<\/script>/g).length, 3, 'only our own three script elements close');
  const { writeFileSync } = await import('node:fs');
  const path = screenshotPath('hostile-standalone').replace(/\.png$/, '.html');
  writeFileSync(path, html);
  await context.close();

  const offline = await newPage(env);
  await offline.page.goto(`file://${path}`);
  await offline.page.waitForSelector('body[data-ready="1"]');
  assert.match(await offline.page.locator('#app').evaluate((host) => host.shadowRoot.textContent), /line 1, column 1/);
  assert.equal(await offline.page.evaluate(() => window.__pwned), undefined);
  assert.equal(await offline.page.locator('img').count(), 0);
  assert.deepEqual(offline.errors, []);
  await offline.context.close();

  const embed = await newPage(env);
  await embed.page.goto(`${env.url}embed.html#game=${encodeURIComponent(hostile)}&text=${encodeURIComponent(hostile)}`);
  await embed.page.waitForSelector('body[data-ready="1"]');
  assert.match(await embed.page.locator('.player-message').textContent(), /Unknown game "<img/);
  assert.equal(await embed.page.locator('img').count(), 0);
  assert.equal(await embed.page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual([...errors, ...embed.errors], []);
  await embed.context.close();
});

test('the strict Content-Security-Policy is in force and nothing violates it', async () => {
  // Each page until it has shown what it loads: the first visit's board, the link's replay, both elements and the frame.
  const loaded = {
    'index.html': (page) => waitForPlayer(page),
    'embed.html#game=mayan&text=1': (page) => page.waitForSelector('body[data-ready="1"]'),
    'embed-demo.html': async (page) => {
      await page.waitForFunction(() => document.querySelectorAll('boardlab-player[data-ready="1"]').length === 2);
      await page.frameLocator('#demo-frame').locator('body[data-ready="1"]').waitFor();
    },
  };
  for (const [path, load] of Object.entries(loaded)) {
    const { page, errors, context } = await newPage(env);
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));
    });
    await page.goto(`${env.url}${path}`);
    await load(page);
    const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
    assert.match(csp, /default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
    assert.deepEqual(await page.evaluate(() => window.__violations), [], path);
    // An injected inline script is refused: the policy really applies.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.body.append(s);
      return window.__inline === 1;
    });
    assert.equal(ran, false, `${path}: inline script ran`);
    assert.ok(
      errors.every((e) => /Content Security Policy/.test(e)),
      errors.join('\n'),
    );
    await context.close();
  }
});

test('screenshots: light, dark and phone width', async () => {
  const shots = [
    { name: 'light', options: { colorScheme: 'light' } },
    { name: 'dark', options: { colorScheme: 'dark' } },
    { name: 'phone', options: { colorScheme: 'light', viewport: { width: 360, height: 780 } } },
  ];
  for (const { name, options } of shots) {
    const { page, errors, context } = await openApp(env, '', options);
    await runInput(page, 'mayan', MAYAN_SAMPLE);
    await page.getByRole('button', { name: 'Next' }).click();
    await counterIs(page, '2 /');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${name}: the page scrolls sideways by ${overflow}px`);
    await page.screenshot({ path: screenshotPath(`page-${name}`), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
});
