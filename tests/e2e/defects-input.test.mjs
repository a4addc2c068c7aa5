// Issue 23, the page's input pipeline in real Chromium: a 31 MB input never blocks the main thread
// over the budget (2), the status always belongs to what is on screen (3), a hash change during
// start-up (4), the board on a phone (13), opening a file runs it and names it (15), and user text
// quoted in the page's messages shows its control and bidi characters (8). Each test failed on the
// page before these fixes (BOARDLAB_WWW=<old www> serves another copy).

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import {
  BUDGET_MS,
  chooseGame,
  newPage,
  noLongTask,
  openApp,
  pauseClockNow,
  screenshotPath,
  timeout,
  useBrowser,
  waitForPlayer,
} from './harness.mjs';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '../data');
const data = (path) => readFileSync(join(DATA, path), 'utf8');
const env = useBrowser();
const FILES = mkdtempSync(join(tmpdir(), 'boardlab-input-'));
after(() => rmSync(FILES, { recursive: true, force: true }));

/** `text` saved as a file named `name`, for the file chooser; returns its path. */
function saved(name, text) {
  const path = join(FILES, name);
  writeFileSync(path, text);
  return path;
}

const base64url = (bytes) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** The page's permalink of `input` for `game` (www/lib/permalink.js: deflate-raw, base64url, `input=`). */
const permalink = (game, input, extra = '') =>
  `#${new URLSearchParams({ game, input: base64url(deflateRawSync(Buffer.from(input), { level: 9 })) })}${extra}`;

// ---- 2: no main-thread task over 200 ms --------------------------------------------------------

const SIZE = 31 << 20;
// The issue's input: `1`, a newline, then `0 ` repeated: one line of 31 MB, where mayan stops at its
// third character. Its preview must show that line cut, with its length.
const LONG_LINE = { name: 'one 31 MB line', text: `1\n${'0 '.repeat(SIZE / 2)}`, line: 2, col: 3, lines: 2, long: SIZE };
// The same size as 31 M lines, blank but for the last six, where mayan finds one token too many: the
// preview of the error is 32 million lines down.
const MANY_LINES = {
  name: '31 M lines',
  text: `1\n${'\n'.repeat(SIZE)}0\n0\n0\n0\n0\nx\n`,
  line: SIZE + 7,
  col: 1,
  lines: SIZE + 7,
  long: 0,
};

/** What the page shows of a run and the input it holds: said when a wait for the error runs out. */
const shownState = (page) =>
  page.evaluate(() => {
    const text = (selector) => document.querySelector(selector)?.textContent.slice(0, 120) ?? null;
    return {
      runDisabled: document.querySelector('#run').disabled,
      status: text('#status'),
      error: text('#error'),
      heldHidden: document.querySelector('#held').hidden,
      heldSummary: text('#held-summary'),
      heldMark: text('#held-preview mark'),
      inputBox: document.querySelector('#input').value.slice(0, 40),
      hash: location.hash.slice(0, 60),
      hashLength: location.hash.length,
    };
  });

/** Waits until the run of `input` has ended on its located error, shown in the held preview. */
async function errorShown(page, input) {
  try {
    await page.waitForFunction(
      ({ line, col }) =>
        !document.querySelector('#run').disabled &&
        document.querySelector('#error').textContent.startsWith(`line ${line}, column ${col}:`) &&
        document.querySelector('#held-preview mark')?.textContent.trimStart().startsWith(String(line)),
      { line: input.line, col: input.col },
      { timeout: timeout(120000) },
    );
  } catch (error) {
    const shown = page.isClosed() ? 'the page is closed' : JSON.stringify(await shownState(page));
    throw new Error(`${/** @type {Error} */ (error).message}\nthe page shows ${shown}`);
  }
}

/** Checks the held input's summary and the error line's preview (cut, with its length, when long). */
async function checkPreview(page, input) {
  const summary = await page.locator('#held-summary').textContent();
  assert.match(summary, new RegExp(`\\b${input.lines.toLocaleString('en')} lines\\b`));
  const mark = await page.locator('#held-preview mark').textContent();
  assert.ok(mark.length < 1000, `the error line is shown whole in the preview (${mark.length} characters)`);
  if (input.long) {
    assert.match(mark, new RegExp(`^\\s+2 {2}\\[${input.long.toLocaleString('en')} characters, cut\\] 0 0 0 0 [0 ]*…\\n$`));
  } else assert.match(mark, new RegExp(`^\\s*${input.line} {2}x\\n?$`));
}

/** Runs `action` and asserts that no main-thread task of it took more than the budget. */
const withinBudget = (page, phase, action) => noLongTask(env, page, phase, action);

for (const input of [LONG_LINE, MANY_LINES]) {
  test(`2: ${input.name}: no main-thread task over ${BUDGET_MS} ms for a link, a hash change, Open file… and Run`, async () => {
    const hash = permalink('mayan', input.text);
    assert.ok(hash.length < 60000, `the link is ${hash.length} characters`);

    // A fresh load of the link, then Run.
    const linked = await newPage(env);
    await withinBudget(linked.page, 'link', async () => {
      await linked.page.goto(`${env.url}index.html${hash}`);
      await errorShown(linked.page, input);
    });
    await checkPreview(linked.page, input);
    if (input.long) await linked.page.locator('#held').screenshot({ path: screenshotPath('defects-input-long-line') });
    await withinBudget(linked.page, 'Run', async () => {
      await linked.page.locator('#run').click();
      await errorShown(linked.page, input);
    });
    assert.deepEqual(linked.errors, []);
    await linked.context.close();

    // The link arriving by a hash change, over the first visit's sample; then Open file… with
    // the same text, which runs at once.
    const changed = await openApp(env);
    await waitForPlayer(changed.page);
    await withinBudget(changed.page, 'hash change', async () => {
      await changed.page.evaluate((link) => (location.hash = link), hash);
      await errorShown(changed.page, input);
    });
    await checkPreview(changed.page, input);
    await withinBudget(changed.page, 'Open file…', async () => {
      await changed.page.locator('#file').setInputFiles(saved('big.in', input.text));
      await changed.page.waitForFunction(() => /big\.in/.test(document.querySelector('#file-note').textContent));
      await errorShown(changed.page, input);
    });
    await checkPreview(changed.page, input);
    assert.deepEqual(changed.errors, []);
    await changed.context.close();
  });
}

// ---- 3: a link that arrives is the link restored ---------------------------------------------

test('3: a link arriving by a hash change is restored, and keeps its address, when the last view’s link falls due first', async () => {
  // The link of the step on screen is written 250 ms after it shows. The page's clock is stopped
  // once the sample shows: a step's link falls due only when the test lets time pass, after a
  // Persian link has arrived and while it is still being restored (the Persian games list, which
  // its language change waits for, is held back until then).
  const { page, errors, context } = await openApp(env, '', { clock: 'running', reducedMotion: 'reduce' });
  await waitForPlayer(page);
  await pauseClockNow(page);
  let release = () => {};
  const held = new Promise((resolve) => (release = resolve));
  await context.route(/\/pkg\/games\/fa\.json$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('.player').getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('.player').dataset.shown === '2');
  const hash = permalink('mayan', data('mayan/03.in'), '&lang=fa');
  await page.evaluate((link) => (location.hash = link), hash);
  await page.waitForFunction(() => document.documentElement.lang === 'fa');
  await page.clock.runFor(1000);
  release();
  await page.clock.resume();
  // What the link holds is shown, and the address still holds it: the sample's link, written
  // over it, would have restored the sample (and a reload would show it).
  await page.waitForFunction((ans) => document.querySelector('#output').textContent === ans, data('mayan/03.ans'));
  await waitForPlayer(page);
  assert.equal(await page.evaluate(() => location.hash), hash);
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 3: the status belongs to what is on screen ----------------------------------------------

/** The step count the status names ("Done in 21 ms · 127 steps"), or null. */
const statusSteps = async (page) => {
  const match = /^Done in \d+ ms · (\d+) steps?$/.exec(await page.locator('#status').textContent());
  return match && Number(match[1]);
};
/** The step count the player's counter names ("1 / 127"). */
const counterSteps = async (page) => Number(/\/\s*(\d+)/.exec(await page.locator('.counter').textContent())?.[1] ?? 0);

test('15 and 3: Open file… names the file and runs it; the status is that run’s', async () => {
  const { page, errors, context } = await openApp(env);
  await waitForPlayer(page);
  assert.equal(await statusSteps(page), await counterSteps(page));
  const before = await page.locator('#output').textContent();
  await page.locator('#file').setInputFiles(saved('puzzle-03.in', data('mayan/03.in')));
  await page.waitForFunction((old) => {
    const output = document.querySelector('#output').textContent;
    return output && output !== old && /^Done in/.test(document.querySelector('#status').textContent);
  }, before);
  await waitForPlayer(page);
  assert.equal(await page.locator('#output').textContent(), data('mayan/03.ans'));
  assert.equal(await statusSteps(page), await counterSteps(page), 'the status and the board name other runs');
  assert.match(await page.locator('#file-note').textContent(), /puzzle-03\.in/);
  assert.ok(await page.locator('#file-note').isVisible());
  // A sample replaces the file: its note goes.
  await page.getByLabel('Sample').selectOption({ index: 2 });
  await page.locator('#file-note').waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('3: switching game over your own held input drops the other game’s status with its result', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'three-kingdoms');
  await waitForPlayer(page);
  // The first sample with 4000 blank lines after it: held beside the text box, and still valid.
  const input = `${await page.locator('#input').inputValue()}${'\n'.repeat(4000)}`;
  await page.locator('#file').setInputFiles(saved('held.in', input));
  await page.locator('#held').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(() => /^Done in/.test(document.querySelector('#status').textContent));
  await chooseGame(page, 'match3');
  assert.ok(await page.locator('#held').isVisible(), 'your input was replaced');
  assert.equal(await page.locator('#output').textContent(), '');
  assert.doesNotMatch(await page.locator('#status').textContent(), /Done in/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('3: a damaged link arriving by a hash change clears the input, the board and the status', async () => {
  const { page, errors, context } = await openApp(env);
  await waitForPlayer(page);
  await page.evaluate(() => (location.hash = '#game=mayan&input=AAAA'));
  await page.waitForFunction(() => /This link is damaged/.test(document.querySelector('#error').textContent));
  assert.equal(await page.locator('#status').textContent(), '');
  assert.equal(await page.locator('#input').inputValue(), '');
  assert.equal(await page.locator('#output').textContent(), '');
  assert.equal(await counterSteps(page), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 4: a hash change during start-up --------------------------------------------------------

test('4: a hash change while the page starts is applied once it has started, without an error', async () => {
  const { page, errors, context } = await newPage(env);
  // The worker's script is held back: the page has wired its events but has no games yet.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await context.route(/\/worker\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${env.url}index.html`);
  await page.waitForFunction(() => document.querySelector('#language').options.length > 0);
  await page.evaluate(() => (location.hash = '#game=ludo'));
  release();
  await page.waitForSelector('body[data-ready="1"]');
  await waitForPlayer(page);
  assert.equal(await page.locator('#game').inputValue(), 'ludo');
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 13: the board on a phone ----------------------------------------------------------------

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' };

/** Waits until the board (the player's canvas) is wholly inside the viewport. */
const boardOnScreen = (page) =>
  page.waitForFunction(() => {
    const box = document.querySelector('#player .stage canvas').getBoundingClientRect();
    return box.height > 200 && box.top >= 0 && box.bottom <= innerHeight;
  });

test('13: on a phone the board is on screen on a permalink, after a sample and after Run', async () => {
  const { page, errors, context } = await openApp(env, permalink('mayan', data('mayan/03.in'), '&step=2'), PHONE);
  await waitForPlayer(page);
  // The layout puts it there: the page has not scrolled.
  assert.equal(await page.evaluate(() => scrollY), 0);
  const board = await page.locator('#player .stage canvas').boundingBox();
  assert.ok(board.y >= 0 && board.y + board.height <= 844, `the board is at y ${board.y}..${board.y + board.height}`);
  await page.screenshot({ path: screenshotPath('defects-phone-permalink') });

  await page.getByLabel('Sample').selectOption({ index: 2 });
  await page.waitForFunction(() => document.querySelector('.counter').textContent.startsWith('1 /'));
  await waitForPlayer(page);
  await boardOnScreen(page);

  // The user reads the output further down, then runs again.
  await page.locator('#output').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Run' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Run' }).tap();
  await waitForPlayer(page);
  await boardOnScreen(page);
  await page.screenshot({ path: screenshotPath('defects-phone-run') });
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 8: user text quoted by the page shows its control and bidi characters ------------------

// What must never reach the screen raw: bidi embeddings, overrides, isolates and marks, the Arabic
// letter mark, and C0/C1 controls (tabs and line breaks are text).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

test('8: file names, the held preview, link notes and compare messages show control and bidi characters visibly', async () => {
  const { page, errors, context } = await openApp(env);
  await waitForPlayer(page);
  // A binary file whose name hides a right-to-left override.
  await page.locator('#file').setInputFiles({ name: 'evil\u202etxt.in', mimeType: 'text/plain', buffer: Buffer.from('3\n\0') });
  await page.locator('#error').waitFor({ state: 'visible' });
  const error = await page.locator('#error').textContent();
  assert.match(error, /evil⟨U\+202E⟩txt\.in is not a text file/);
  assert.doesNotMatch(error, HIDDEN);

  // A held input with an override and a bell on its second line.
  const input = `3\n1 \u202e0 \u0007\n${'\n'.repeat(4000)}`;
  await page.locator('#file').setInputFiles(saved('bidi.in', input));
  await page.waitForFunction(() => /⟨U\+202E⟩/.test(document.querySelector('#held-preview').textContent));
  const preview = await page.locator('#held-preview').textContent();
  assert.match(preview, /1 ⟨U\+202E⟩0 ⟨U\+0007⟩/);
  assert.doesNotMatch(preview, HIDDEN);
  assert.doesNotMatch(await page.locator('#file-note').textContent(), HIDDEN);
  await page.locator('section.editor:not(.editor-head)').screenshot({ path: screenshotPath('defects-input-bidi') });

  // Compare: the expected line quoted in the verdict.
  await page.getByLabel('Sample').selectOption({ index: 1 });
  await waitForPlayer(page);
  await page.locator('#compare-box summary').click();
  await page.locator('#expected').fill('2 1 \u202e1\n');
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.locator('#verdict').waitFor({ state: 'visible' });
  // The page's own lines, before the engine's explanation.
  const verdict = (await page.locator('#verdict').textContent()).split('\n\n')[0];
  assert.match(verdict, /expected \(pasted\): "2 1 ⟨U\+202E⟩1"/);
  assert.doesNotMatch(verdict, HIDDEN);
  assert.deepEqual(errors, []);

  // A link naming its input file, and an unknown game as written in the link: a long one cut.
  const linked = await openApp(env, `#game=mayan&file=${encodeURIComponent('a\u202eb.in')}`);
  assert.match(await linked.page.locator('#file-note').textContent(), /a⟨U\+202E⟩b\.in/);
  await linked.page.evaluate(() => (location.hash = `#game=${encodeURIComponent(`x\u2067y${'z'.repeat(100000)}`)}`));
  await linked.page.waitForFunction(() => /x⟨U\+2067⟩yz+…$/.test(document.querySelector('#error').textContent));
  assert.ok((await linked.page.locator('#error').textContent()).length < 1000, 'the game the link names is shown whole');
  assert.deepEqual(linked.errors, []);
  await Promise.all([context.close(), linked.context.close()]);
});

test('44.16: a file’s error is worded again when the page’s language changes (the input’s box and the program panel’s)', async () => {
  const { page, errors, context } = await openApp(env);
  const bad = { name: 'data.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([0x33, 0x0a, 0xff]) };
  await page.locator('#file').setInputFiles(bad);
  await page.locator('#error').waitFor({ state: 'visible' });
  assert.match(await page.locator('#error').textContent(), /data\.bin is not a text file: byte 0xff, not UTF-8/);
  await page.locator('#program-box summary').click();
  await page.locator('#program-trace-file').setInputFiles(bad);
  const status = page.locator('#program-status');
  await page.waitForFunction(() => /data\.bin is not a text file/.test(document.querySelector('#program-status')?.textContent ?? ''));
  await page.locator('#language').selectOption('zh-CN');
  await page.waitForFunction(() => /data\.bin.*不是文本文件/.test(document.querySelector('#error').textContent));
  assert.doesNotMatch(await page.locator('#error').textContent(), /not a text file/);
  await page.waitForFunction(() => /不是文本文件/.test(document.querySelector('#program-status')?.textContent ?? ''));
  assert.doesNotMatch(await status.textContent(), /not a text file/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an input's size is counted in UTF-8 as an encoder writes it (lone surrogates as U+FFFD)", async () => {
  const { page, errors, context } = await openApp(env, '');
  const sizes = await page.evaluate(async () => {
    const { utf8Length } = await import('./lib/text.js');
    const texts = [
      '',
      '3 3\n1 2 3\r\n',
      'é',
      '象棋',
      'منچ',
      '😀',
      'a😀b',
      '\ud83d',
      '\ude00x',
      '\ud83d\ud83d\ude00',
      `${'x'.repeat(70000)}✕`,
    ];
    return texts.map((text) => [text.length, utf8Length(text), new TextEncoder().encode(text).length]);
  });
  for (const [length, counted, encoded] of sizes) assert.equal(counted, encoded, `a text of ${length} UTF-16 units`);
  assert.deepEqual(errors, []);
  await context.close();
});
