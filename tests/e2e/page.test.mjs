// The main page cannot be put in a wrong state: runs against game, rule and input changes,
// link bombs and hostile links, binary files, huge pastes, ludo parts, step numbering, large-input
// links, progress and announcements, phone and laptop layouts. Each test here failed on the page
// before these fixes (run with BOARDLAB_WWW=<old www> to see it).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import {
  chooseGame,
  holdReplies,
  LONG_SEARCH,
  newPage,
  openApp,
  releaseReplies,
  requestCount,
  screenshotPath,
  slowSearch,
  stepShown,
  useBrowser,
  waitForColours,
  waitForPlayer,
} from './harness.mjs';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '../data');
const data = (path) => readFileSync(join(DATA, path), 'utf8');
const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';

const env = useBrowser();

/**
 * Puts `text` in the input as a user does: typed-size texts straight into the box, large ones
 * as a paste (a synthetic paste event, handled by the page like the real one).
 */
async function putInput(page, text) {
  await page.evaluate((value) => {
    const box = document.querySelector('#input');
    const held = document.querySelector('#held');
    if (value.length < 16384 && !box.closest('[hidden]')) {
      box.value = value;
      box.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    const target = held.hidden ? box : held;
    if (target === box) box.select();
    const data = new DataTransfer();
    data.setData('text/plain', value);
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The page with ludo part 3 selected, allowed to use the clipboard. */
async function openLudoPart3() {
  const opened = await openApp(env);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  await chooseGame(opened.page, 'ludo');
  await opened.page.locator('#rule-part').selectOption('3');
  return opened;
}

const statusMatches = (page, pattern) =>
  page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#status').textContent), pattern.source);

const base64url = (bytes) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A link whose input inflates to `megabytes` MB of one repeated byte. */
const bombHash = (megabytes) => `#game=mayan&input=${base64url(deflateRawSync(Buffer.alloc(megabytes << 20, 0x31), { level: 9 }))}`;

// ---- High ------------------------------------------------------------------------------------

test('1: switching game during a run cancels it: no result under the wrong game, the hash names what is shown', async () => {
  const { page, errors, context } = await openApp(env, '', { engineGate: true });
  // The runs' answers are held: each run is still going when the test changes something, and its
  // answer, had its worker not been stopped, arrives after the change.
  const startRun = async () => {
    await chooseGame(page, 'three-kingdoms');
    await putInput(page, LONG_SEARCH);
    await holdReplies(page, 'Session.parse');
    await page.getByRole('button', { name: 'Run' }).click();
    await statusMatches(page, /Running… test \d+/);
  };
  await startRun();
  await chooseGame(page, 'match3');
  await releaseReplies(page, 'Session.parse');
  assert.equal(await page.locator('#output').textContent(), '', 'a result is shown under match3');
  assert.equal(await page.locator('.step-title').textContent(), '');
  const hash = await page.evaluate(() => decodeURIComponent(location.hash));
  assert.doesNotMatch(hash, /input=/, `the hash describes an input that is not on screen: ${hash.slice(0, 80)}`);
  assert.match(hash, /game=match3/);
  assert.ok(await page.getByRole('button', { name: 'Cancel' }).isHidden());
  assert.ok(await page.getByRole('button', { name: 'Run' }).isEnabled());

  // A rule change and an edit cancel a run too.
  await startRun();
  await page.locator('#rule-half_damage').selectOption('exact');
  await statusMatches(page, /rule options changed/);
  await page.getByRole('button', { name: 'Run' }).click();
  await statusMatches(page, /Running… test \d+/);
  await page.locator('#input').press('End');
  await page.keyboard.type('0');
  await statusMatches(page, /input changed/);
  await releaseReplies(page, 'Session.parse');
  assert.equal(await page.locator('#output').textContent(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('1: a game whose texts cannot be had leaves the menu on the game shown; choosing it again fetches them again', async () => {
  const { page, errors, context } = await openApp(env);
  await waitForPlayer(page);
  const output = await page.locator('#output').textContent();
  // The first fetch of ludo's texts fails as a busy server's would; the next one goes through.
  let refused = 0;
  await page.route(/\/pkg\/games\/en\/ludo\.json$/, (route) =>
    refused++ ? route.continue() : route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy' }),
  );
  await page.locator('#game').selectOption('ludo');
  await page.locator('#error').waitFor({ state: 'visible' });
  assert.match(await page.locator('#error').textContent(), /503/);
  assert.equal(await page.locator('#game').inputValue(), 'mayan', 'the menu names the game still shown');
  assert.ok(await page.locator('#sample').isEnabled());
  assert.equal(await page.locator('#output').textContent(), output);
  await chooseGame(page, 'ludo');
  await waitForPlayer(page);
  assert.equal(refused, 2);
  assert.deepEqual(
    errors.filter((error) => !/status of 503/.test(error)),
    [],
  );
  await context.close();
});

// Counts the bytes the page's DecompressionStreams put out (installed before the page's scripts).
const COUNT_INFLATED = () => {
  window.__inflated = 0;
  window.DecompressionStream = class extends DecompressionStream {
    constructor(format) {
      super(format);
      const counted = new TransformStream({
        transform(chunk, controller) {
          window.__inflated += chunk.length;
          controller.enqueue(chunk);
        },
      });
      Object.defineProperty(this, 'readable', { value: super.readable.pipeThrough(counted) });
    }
  };
};

test('2: link bombs are refused as soon as they pass the limit on the page, the embed and the element', async () => {
  const hash = bombHash(64); // 64 MB of input in a 64 KB link
  const { page, errors, context } = await newPage(env);
  await page.addInitScript(COUNT_INFLATED);
  await page.goto(`${env.url}index.html${hash}`);
  await page.locator('#error').waitFor({ state: 'visible' });
  assert.match(await page.locator('#error').textContent(), /This link is too large/);
  const shownAt = await page.evaluate(() => performance.now());
  const readyAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd);
  const inflated = await page.evaluate(() => window.__inflated);
  console.log(`# link bomb of 64 MB refused ${Math.round(shownAt - readyAt)} ms after the page loaded, ${inflated} bytes inflated`);
  // Inflating stops at the 32 MB limit, give or take the stream's last chunks: not the whole bomb.
  assert.ok(inflated > 32 << 20 && inflated <= 33 << 20, `${inflated} bytes inflated`);
  assert.equal(await page.locator('#input').inputValue(), '');

  const embed = await newPage(env);
  await embed.page.goto(`${env.url}embed.html${hash}`);
  await embed.page.waitForSelector('body[data-ready="1"]');
  assert.match(await embed.page.locator('.player-message').textContent(), /This link is too large/);

  // The element's `src` points at a 40 MB file: refused before it reaches the engine.
  const element = await newPage(env);
  await element.page.route('**/huge.in', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: Buffer.alloc(40 << 20, 0x31) }),
  );
  await element.page.goto(`${env.url}embed-demo.html`);
  await element.page.evaluate(() => {
    const node = document.createElement('boardlab-player');
    node.id = 'huge';
    node.setAttribute('game', 'mayan');
    node.setAttribute('src', 'huge.in');
    document.body.append(node);
  });
  await element.page.waitForFunction(() => /limit/.test(document.querySelector('#huge').shadowRoot?.textContent || ''));
  assert.deepEqual([...errors, ...embed.errors, ...element.errors], []);
  await Promise.all([context.close(), embed.context.close(), element.context.close()]);
});

test('3: Ctrl+Enter during a run starts no second run', async () => {
  const { page, errors, context } = await openApp(env, '', { engineGate: true });
  await chooseGame(page, 'three-kingdoms');
  await putInput(page, slowSearch(40));
  const before = await requestCount(page, 'Session.parse');
  // The run's answer is held: it is still running at the second and third Ctrl+Enter.
  await holdReplies(page, 'Session.parse');
  await page.locator('#input').focus();
  await page.keyboard.press('Control+Enter');
  await statusMatches(page, /Running…/);
  await page.keyboard.press('Control+Enter');
  await page.keyboard.press('Control+Enter');
  await releaseReplies(page, 'Session.parse');
  await statusMatches(page, /^Done in/);
  await waitForPlayer(page);
  assert.equal((await requestCount(page, 'Session.parse')) - before, 1);
  assert.match(await page.locator('#status').textContent(), /^Done in/);
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- Medium ----------------------------------------------------------------------------------

test('4: a binary file is refused at once with the offset of its first bad byte', async () => {
  const { page, errors, context } = await openApp(env);
  const binary = Buffer.alloc(8 << 20, 0x41);
  binary[1234] = 0xff;
  await page.locator('#file').setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer: binary });
  await page.locator('#error').waitFor({ state: 'visible' });
  assert.match(await page.locator('#error').textContent(), /data\.bin is not a text file: byte 0xff, not UTF-8 at byte offset 1234/);
  assert.equal(await page.locator('#input').inputValue(), MAYAN_SAMPLE, 'the input box was overwritten');

  const nul = Buffer.from('3\n1 0\n\0\n');
  await page.locator('#file').setInputFiles({ name: 'nul.in', mimeType: 'text/plain', buffer: nul });
  await page.waitForFunction(() => /NUL byte at byte offset 6 \(line 3, column 1\)/.test(document.querySelector('#error').textContent));
  assert.deepEqual(errors, []);
  await context.close();
});

test('5: pasting 1 MB over a full input box bypasses the text box; so does a paste over the held input', async () => {
  const { page, errors, context } = await openLudoPart3();
  await page.$eval('#input', (box, text) => (box.value = text), `433 157 691\n${'dice\n'.repeat(2900)}`);
  // Whether each paste went through the browser's own editing (seconds over a full box) or the
  // page took it over.
  await page.evaluate(() => {
    window.__pastes = [];
    addEventListener('paste', (e) => window.__pastes.push(e.defaultPrevented ? 'page' : 'browser'));
  });
  const paste = async (target, requests) => {
    await page.evaluate((text) => navigator.clipboard.writeText(text), `433 157 691\n${'dice\n'.repeat(requests)}`);
    await page.locator(target).focus();
    await page.keyboard.press('Control+A');
    const started = Date.now();
    await page.keyboard.press('Control+V');
    await page.waitForFunction(
      (n) => document.querySelector('#held-summary').textContent.includes(`${n} lines`),
      (requests + 1).toLocaleString('en'),
    );
    // The page paints again: it is not frozen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
    console.log(`# a paste of 1 MB over ${target} shown in ${Date.now() - started} ms`);
  };
  await paste('#input', 200000);
  assert.ok(await page.locator('#input').isHidden(), 'a 1 MB input went into the text box');
  assert.equal(await page.locator('#input').inputValue(), '');
  // Pasting again over the held input replaces it, the same way.
  await paste('#held', 200001);
  assert.deepEqual(await page.evaluate(() => window.__pastes), ['page', 'page']);
  // It runs as it is (q = 200 000 is over part 3's limit: a located error, in the preview).
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('#error').waitFor({ state: 'visible' });
  assert.match(await page.locator('#held-preview mark').textContent(), /^\s+2 {2}dice/);
  await page.screenshot({ path: screenshotPath('held-input') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('9: a ludo file of another part is not run silently under the default part: a switch is offered', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'ludo');
  await putInput(page, data('ludo/cases/part2_01.in'));
  await page.getByRole('button', { name: 'Run' }).click();
  await page.locator('#error').waitFor({ state: 'visible' });
  const offer = page.getByRole('button', { name: 'Run with part = 2' });
  await offer.waitFor({ state: 'visible' });
  assert.match(await page.locator('#suggestion').textContent(), /part 2/);
  assert.equal(await page.locator('#rule-part').inputValue(), '5', 'switched without asking');
  await offer.click();
  await waitForPlayer(page);
  assert.equal(await page.locator('#rule-part').inputValue(), '2');
  assert.equal((await page.locator('#output').textContent()).trim(), data('ludo/cases/part2_01.ans').trim());

  // A part-3 file under part 5: never run silently.
  await page.locator('#rule-part').selectOption('5');
  await putInput(page, data('ludo/cases/part3_03.in'));
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('button', { name: 'Run with part = 3' }).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Run with part = 3' }).click();
  await waitForPlayer(page);
  assert.equal((await page.locator('#output').textContent()).trim(), data('ludo/cases/part3_03.ans').trim());
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- Low -------------------------------------------------------------------------------------

test('10: after an edit the Sample menu no longer claims the sample', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'skill-chess');
  await page.getByLabel('Sample').selectOption('0');
  assert.ok(await page.locator('#sample-note').isVisible());
  await page.locator('#input').press('End');
  await page.keyboard.type(' ');
  assert.equal(await page.getByLabel('Sample').inputValue(), '');
  assert.ok(await page.locator('#sample-note').isHidden());
  assert.deepEqual(errors, []);
  await context.close();
});

const MAYAN_LINK = `#game=mayan&text=${encodeURIComponent(MAYAN_SAMPLE)}`;

test('11: a speed in a link that the player does not offer plays at 1× with a notice', async () => {
  for (const speed of ['3', '-1', '1e-9', 'Infinity']) {
    // The clock is paused: the player moves only as the test lets time pass.
    const { page, errors, context } = await openApp(env, `${MAYAN_LINK}&speed=${speed}&play=1`, { clock: 'paused' });
    await stepShown(page, 1);
    assert.equal(await page.getByLabel('Speed').inputValue(), '1', `speed=${speed}`);
    assert.match(await page.locator('#status').textContent(), /speed .* playing at 1×/, `speed=${speed}`);
    // It plays one step in the pause before a step at 1× (650 ms): neither frozen nor at the end at once.
    await page.clock.runFor(650);
    await stepShown(page, 2);
    assert.equal(await page.locator('.counter').textContent(), '2 / 10', `speed=${speed}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('12: a bad rule in a link gets the same error on the page and in the embed', async () => {
  for (const rule of ['rule.bogus=1', 'rule.mode=nonsense']) {
    const { page, errors, context } = await openApp(env, `${MAYAN_LINK}&${rule}`);
    await page.locator('#error').waitFor({ state: 'visible' });
    const onPage = await page.locator('#error').textContent();
    const embed = await newPage(env);
    await embed.page.goto(`${env.url}embed.html${MAYAN_LINK}&${rule}`);
    await embed.page.waitForSelector('body[data-ready="1"]');
    const inEmbed = await embed.page.locator('.player-message').textContent();
    assert.ok(inEmbed.endsWith(onPage), `page: ${onPage} / embed: ${inEmbed}`);
    assert.match(onPage, rule.includes('bogus') ? /bogus/ : /nonsense/);
    assert.deepEqual([...errors, ...embed.errors], []);
    await Promise.all([context.close(), embed.context.close()]);
  }
});

test('13: steps count from 1 in links and in the element, as on screen', async () => {
  const { page, errors, context } = await openApp(env, `${MAYAN_LINK}&step=4`);
  await page.waitForFunction(() => document.querySelector('.counter').textContent.startsWith('4 /'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction(() => /step=5(&|$)/.test(location.hash));
  const embed = await newPage(env);
  await embed.page.goto(`${env.url}embed.html${MAYAN_LINK}&step=4`);
  await embed.page.waitForFunction(() => document.querySelector('.counter')?.textContent.startsWith('4 /'));
  const element = await newPage(env);
  await element.page.goto(`${env.url}embed-demo.html`);
  await element.page.waitForFunction(() =>
    document.querySelector('#demo-mayan').shadowRoot.querySelector('.counter')?.textContent.startsWith('3 /'),
  );
  assert.equal(await element.page.locator('#demo-mayan').getAttribute('step'), '3');
  assert.deepEqual([...errors, ...embed.errors, ...element.errors], []);
  await Promise.all([context.close(), embed.context.close(), element.context.close()]);
});

test("14: skill-chess cell details use the statement's coordinates, as its events do", async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'skill-chess');
  await waitForPlayer(page);
  // The keyboard cell cursor starts on the top-left cell.
  await page.locator('.stage canvas').focus();
  await page.locator('.hover-tip').waitFor({ state: 'visible' });
  const tip = await page.locator('.hover-tip').textContent();
  assert.match(tip, /^row 1, column 1\b/);
  assert.doesNotMatch(tip, /row 0|column 0/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('16: Copy link on an input too large for a link keeps its rule options', async () => {
  const { page, errors, context } = await openLudoPart3();
  const input = data('ludo/cases/part3_15.in');
  await putInput(page, input);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
  const output = await page.locator('#output').textContent();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Copy link' }).click()]);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /rule\.part=3/);
  assert.doesNotMatch(link, /input=/);
  assert.equal(readFileSync(await download.path(), 'utf8'), input);

  const second = await openApp(env, new URL(link).hash);
  assert.equal(await second.page.locator('#rule-part').inputValue(), '3');
  assert.match(await second.page.locator('#file-note').textContent(), new RegExp(download.suggestedFilename()));
  await second.page.locator('#file').setInputFiles(await download.path());
  await second.page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(second.page);
  assert.equal(await second.page.locator('#output').textContent(), output);
  assert.deepEqual([...errors, ...second.errors], []);
  await Promise.all([context.close(), second.context.close()]);
});

test('17 and 8: progress names the total, and the status is announced at most every few seconds', async () => {
  // The page's clock is paused (announcements wait for the test to let time pass); the run's
  // answer is held, so it is still running when the test cancels it.
  const { page, errors, context } = await openApp(env, '', { engineGate: true, clock: 'paused' });
  await chooseGame(page, 'three-kingdoms');
  await putInput(page, LONG_SEARCH);
  await page.evaluate(() => {
    window.__announced = [];
    window.__progress = 0;
    const live = [...document.querySelectorAll('.editor [role=status], .editor [aria-live], .editor [role=alert]')];
    const observer = new MutationObserver(() => window.__announced.push(document.querySelector('#announcer').textContent));
    for (const node of live) observer.observe(node, { childList: true, characterData: true, subtree: true });
    const status = document.querySelector('#status');
    new MutationObserver(() => (window.__progress += /Running… test/.test(status.textContent))).observe(status, { childList: true });
  });
  await holdReplies(page, 'Session.parse');
  await page.getByRole('button', { name: 'Run' }).click();
  // Progress arrives as the engine searches (every 100 ms): three reports, none announced yet.
  await page.waitForFunction(() => window.__progress >= 3);
  assert.match(await page.locator('#status').textContent(), /^Running… test \d+ of 200:/);
  assert.deepEqual(await page.evaluate(() => window.__announced), ['Running…']);
  // Three seconds later the latest progress is announced, once.
  await page.clock.runFor(3000);
  const announced = await page.evaluate(() => window.__announced);
  assert.equal(announced.length, 2, announced.join(' | '));
  assert.match(announced[1], /^Running… test \d+ of 200:/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await statusMatches(page, /^Cancelled\.$/);
  assert.equal(await page.evaluate(() => window.__announced.at(-1)), 'Cancelled.');
  await releaseReplies(page, 'Session.parse');
  assert.deepEqual(errors, []);
  await context.close();
});

test('18: phone: touch targets of 44 px, and Run brings the board into view', async () => {
  const { page, errors, context } = await openApp(env, '', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const small = await page.$$eval('.editor button, .editor select, .editor .file-button', (nodes) =>
    nodes
      .filter((n) => n.getClientRects().length && !n.closest('[hidden]') && !n.closest('details:not([open]) > :not(summary)'))
      .map((n) => ({ id: n.id || n.textContent.trim().slice(0, 20), ...n.getBoundingClientRect().toJSON() }))
      .filter((r) => r.height < 44 || r.width < 44),
  );
  assert.deepEqual(small, []);
  await page.getByRole('button', { name: 'Run' }).tap();
  await waitForPlayer(page);
  await page.waitForFunction(() => {
    const box = document.querySelector('#player').getBoundingClientRect();
    return box.top >= -1 && box.top < innerHeight / 2;
  });
  await page.screenshot({ path: screenshotPath('phone-after-run') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('19: the first visit shows a board, and Run is visible at 1366×768 for every game', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1366, height: 768 } });
  await waitForColours(page, 8);
  assert.match(await page.locator('.counter').textContent(), /^1 \/ \d+/);
  await page.screenshot({ path: screenshotPath('first-visit-1366') });
  for (const game of await page.$$eval('#game option', (o) => o.map((x) => x.value))) {
    await chooseGame(page, game);
    await waitForPlayer(page);
    const run = await page.getByRole('button', { name: 'Run' }).boundingBox();
    assert.ok(run.y + run.height <= 768, `${game}: Run is at y=${run.y}`);
    if (game === 'ludo') await page.screenshot({ path: screenshotPath('first-visit-ludo-1366') });
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('7: keyboard focus on the Open file controls is visible', async () => {
  const { page, errors, context } = await openApp(env);
  await page.locator('#file').focus();
  const outline = await page.$eval('#file', (input) => getComputedStyle(input.closest('label')).outlineStyle);
  assert.notEqual(outline, 'none');
  await page.locator('.input-head .file-button').screenshot({ path: screenshotPath('focus-open-file') });
  await page.locator('#compare-box summary').click();
  await page.locator('#expected-file').focus();
  const second = await page.$eval('#expected-file', (input) => getComputedStyle(input.closest('label')).outlineStyle);
  assert.notEqual(second, 'none');
  await page.locator('#compare-box .file-button').screenshot({ path: screenshotPath('focus-open-expected-file') });
  assert.deepEqual(errors, []);
  await context.close();
});
