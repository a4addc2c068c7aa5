// Issue 26, item 4: the "Your program" panel. The deliberately wrong solutions of src/games/*/solutions/
// (compiled here with their planted bug) run on small counterexamples; their output and trace,
// pasted into the panel, are checked against the judge's game: the summary names the checkpoint
// and the field that differ first, the slider marks every checkpoint (agree / differ), the player
// jumps to the first difference and draws your state over the board, the step's panel and text
// view list what differs field by field; a permalink (the page's own, and one packed as
// `boardlab debug` packs it) brings it all back; bad trace lines are located; the trace's
// markup stays text; a trace too large for a link is left out of it with a note; a large trace is
// held beside its box; keyboard; zh-CN and fa with no English left; desktop and phone screenshots.

import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { checkPage } from './english.mjs';
import { boardPixels, differingShare, openApp, screenshotPath, stepShown, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = mkdtempSync(join(tmpdir(), 'boardlab-program-'));
after(() => rmSync(BUILD, { recursive: true, force: true }));

// Counterexamples of the planted bugs (as in tests/tests/debugging.rs), and what the panel must
// say of each program's trace: the first checkpoint that differs and its first field, every
// checkpoint's state in the trace's order, the step (from 1) of the first difference, a line
// the step's panel shows there, and the output line that differs.
const CASES = {
  'skill-chess': {
    source: 'skill-chess',
    input: '1\n2 1 2 2\n0\n0\n2 1 0 0 0 0 1 1 1 rabiribi 1\n2 1 0 0 1 3 1 1 1 onepunch 0 1\n',
    summary:
      'First difference: round 2, after the fight (trace line 7, step 11)\n#1: dead: yours 1, the judge’s 0\nand 2 more differences there',
    states: ['agree', 'agree', 'differ'],
    step: 11,
    detail: '#2: position: yours (1,1), the judge’s (2,1) (trace line 9, column 11)',
    outputLine: 2,
  },
  match3: {
    source: 'match3',
    input:
      '7 4 4 1\n1 2 2 1\n1 3 1 4\n2 1 2 3\n3 1 1 4\n3 2 4 4\n2 1 1 2\n1 3 1 2\n' +
      '0 0 0 0\n0 0 0 0\n0 3 0 0\n6 0 0 0\n0 0 0 0\n0 0 0 0\n2 0 0 0\n7 1 6 1\n',
    summary:
      'First difference: after operation 1 (trace line 1, step 14)\ncolour at (5,2): yours 2, the judge’s 0\nand 4 more differences there',
    states: ['differ', 'differ'],
    step: 14,
    detail: 'colour at (5,2): yours 2, the judge’s 0 (trace line 8, column 5)',
    outputLine: 1,
  },
};

/** @type {Map<string, Promise<string>>} */
const builds = new Map();

/** The planted build of solution `source` (g++, once per test run). */
function planted(source) {
  if (!builds.has(source)) {
    const binary = join(BUILD, source);
    const cpp = join(ROOT, 'src/games', source, 'solutions', `${source}.cpp`);
    builds.set(
      source,
      promisify(execFile)('g++', ['-O2', '-std=c++17', '-DPLANTED', '-o', binary, cpp]).then(() => binary),
    );
  }
  return builds.get(source);
}

/** What the planted solution of `game` prints on its counterexample: { output, trace }. */
async function programRun(game) {
  const { source, input } = CASES[game];
  const ran = spawnSync(await planted(source), [], { input, encoding: 'utf8' });
  assert.equal(ran.status, 0, ran.stderr);
  return { output: ran.stdout, trace: ran.stderr };
}

/** A text packed as `boardlab debug` packs it for a link: raw deflate, base64url. */
const pack = (text) => deflateRawSync(Buffer.from(text)).toString('base64url');

/** The main page with `game`'s counterexample run (and `extra` in the hash). */
async function openCase(game, { extra = '', ...options } = {}) {
  const opened = await openApp(env, `#game=${game}&input=${pack(CASES[game].input)}${extra}`, options);
  await waitForPlayer(opened.page);
  return opened;
}

/** Opens the panel, puts `output` and `trace` in it as typed text and checks; resolves once the report shows. */
async function check(page, { output, trace }) {
  await page.locator('#program-box summary').click();
  await page.locator('#program-output').fill(output);
  await page.locator('#program-trace').fill(trace);
  await page.locator('#program-check').click();
  await reportShown(page);
}

const reportShown = (page) => page.waitForSelector('#program-report:not([hidden])');

/** The slider's checkpoint markers: their states and titles, left to right. */
const checkpointMarkers = (page) =>
  page.$$eval('.marker.checkpoint', (ticks) =>
    ticks
      .sort((a, b) => parseFloat(a.style.left) - parseFloat(b.style.left))
      .map((tick) => ({ state: tick.dataset.state, title: tick.title })),
  );

for (const game of Object.keys(CASES)) {
  test(`${game}: a wrong program's trace — summary, markers, the jump, the overlay, the step's differences`, async () => {
    const expected = CASES[game];
    const { page, errors, context } = await openCase(game);
    const ran = await programRun(game);
    await check(page, ran);
    assert.equal(await page.locator('#program-summary').textContent(), expected.summary);
    assert.match(
      await page.locator('#program-output-verdict').textContent(),
      new RegExp(`^Your output differs on line ${expected.outputLine}:`),
    );
    // The player went to the first difference.
    await stepShown(page, expected.step);
    // One marker per checkpoint, coloured by its state.
    const markers = await checkpointMarkers(page);
    assert.deepEqual(
      markers.map((m) => m.state),
      expected.states,
    );
    assert.match(markers.at(-1).title, /^Line \d+: .* — /);
    // The step's panel and its text view list what differs, field by field.
    const stepPanel = await page.locator('#program-step').textContent();
    assert.ok(stepPanel.includes(expected.detail), stepPanel);
    const textView = await page.locator('#step-program').textContent();
    assert.ok(textView.includes(expected.detail), textView);
    // Your state is drawn over the board: an edit of the trace drops the report, and the board
    // on screen is the judge's alone again.
    const painted = `.stage canvas[data-checkpoints="true"][data-painted="${expected.step}"]`;
    await page.waitForSelector(painted);
    const withOverlay = await boardPixels(page);
    // The report lays the page out anew (the player beside the panel): the same picture is the
    // one painted at the same size.
    const size = await page.locator('.stage canvas').getAttribute('data-size');
    await page.locator('#program-trace').press('End');
    await page.locator('#program-trace').pressSequentially(' ');
    await page.waitForSelector('#program-report', { state: 'hidden' });
    await page.waitForFunction(
      async (before) => (await paintedCopy(document.querySelector('.stage canvas'))).toDataURL() !== before,
      withOverlay,
    );
    assert.equal(await page.locator('.marker.checkpoint').count(), 0);
    assert.equal(await page.locator('#program-status').textContent(), 'Edited: Check again to compare.');
    // Checked again, it is all back.
    await page.locator('#program-check').click();
    await reportShown(page);
    await page.waitForSelector(`${painted}[data-size="${size}"]`);
    // The same picture (text may be antialiased a little differently from one paint to the next).
    const share = await differingShare(page, withOverlay);
    assert.ok(share < 0.002, `your state is drawn over the board again: ${share} of the pixels differ`);
    await page.locator('.stage').screenshot({ path: screenshotPath(`program-${game}-board`) });
    await page.locator('#program-box').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`program-${game}`), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/**
 * The colour [r, g, b] of the board's canvas at cell (row, col) plus (dRow, dCol) cells from its
 * centre (the player's data-board gives where cell (0, 0) is and how big cells are).
 */
function boardColour(page, row, col, dRow = 0, dCol = 0) {
  return page.$eval(
    '.stage canvas',
    async (canvas, [r, c]) => {
      const [x0, y0, cell] = canvas.dataset.board.split(',').map(Number);
      const copy = await paintedCopy(canvas);
      const scale = copy.width / canvas.clientWidth;
      const [x, y] = [(x0 + c * cell) * scale, (y0 + r * cell) * scale];
      const ctx = copy.getContext('2d');
      return [...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)];
    },
    [row + dRow, col + dCol],
  );
}

test('your drawings: a mark and an arrow on the board, a note in the step’s panel; an output alone is judged', async () => {
  const game = 'match3';
  const ran = await programRun(game);
  const { page, errors, context } = await openCase(game);
  const [first, ...rest] = ran.trace.split('\n');
  const trace = [first, '$ mark 1 1 blue A', '$ arrow 1 1 3 4 green', '$ text swap here', ...rest].join('\n');
  // The top left cell, empty at the first difference, and the middle of the arrow without the drawings…
  const corner = [0, 0, -0.4, -0.4];
  const middle = [0, 0, 1, 1.5];
  await check(page, { output: ran.output, trace: ran.trace });
  await stepShown(page, CASES[game].step);
  const plain = [await boardColour(page, ...corner), await boardColour(page, ...middle)];
  // …and with them, once the board is painted with the new report's state over it (the report
  // shows before that paint is done).
  await page.locator('#program-trace').fill(trace);
  await page.$eval('.stage canvas', (canvas) => delete (/** @type {HTMLCanvasElement} */ (canvas).dataset.checkpoints));
  await page.locator('#program-check').click();
  await reportShown(page);
  await page.waitForSelector('.stage canvas[data-checkpoints="true"]');
  const [[r, g, b], [r2, g2, b2]] = [await boardColour(page, ...corner), await boardColour(page, ...middle)];
  assert.notDeepEqual([r, g, b], plain[0]);
  assert.ok(b > r + 40 && b > g, `a blue mark: rgb(${r}, ${g}, ${b})`);
  assert.notDeepEqual([r2, g2, b2], plain[1]);
  assert.ok(g2 > r2 + 40 && g2 > b2, `a green arrow: rgb(${r2}, ${g2}, ${b2})`);
  assert.ok((await page.locator('#program-step').textContent()).includes('Your note: swap here'));
  await page.locator('.stage').screenshot({ path: screenshotPath('program-drawings') });
  // Your output alone: its verdict, and no summary of a trace.
  await page.locator('#program-trace').fill('');
  await page.locator('#program-check').click();
  await reportShown(page);
  assert.ok(await page.locator('#program-summary').isHidden());
  assert.equal(
    await page.locator('#program-output-verdict').textContent(),
    'Your output differs on line 1: yours "1377", the judge’s "1392"',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('permalinks: the page’s own link and one packed as boardlab debug packs it restore the panel', async () => {
  const game = 'skill-chess';
  const ran = await programRun(game);
  const first = await openCase(game);
  await check(first.page, ran);
  await first.page.waitForFunction(() => location.hash.includes('&trace='));
  const hash = await first.page.evaluate(() => location.hash);
  assert.match(hash, /&step=11&output=[\w-]+&trace=[\w-]+/);
  assert.deepEqual(first.errors, []);
  await first.context.close();
  // The CLI's link: input, the step of the first difference, output and trace.
  const cli = `#game=${game}&input=${pack(CASES[game].input)}&step=11&output=${pack(ran.output)}&trace=${pack(ran.trace)}`;
  for (const link of [hash, cli]) {
    const { page, errors, context } = await openApp(env, link);
    await reportShown(page);
    await stepShown(page, 11);
    assert.equal(await page.locator('#program-box').getAttribute('open'), '');
    assert.equal(await page.locator('#program-trace').inputValue(), ran.trace);
    assert.equal(await page.locator('#program-output').inputValue(), ran.output);
    assert.equal(await page.locator('#program-summary').textContent(), CASES[game].summary);
    assert.equal(await page.locator('.marker.checkpoint[data-state="differ"]').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a trace too large for a link is left out of it, and the panel says so', async () => {
  const game = 'match3';
  const ran = await programRun(game);
  const { page, errors, context } = await openCase(game);
  // Lines that are not trace lines (ignored by the check) that do not compress: 90 KB of noise
  // (xorshift32).
  let state = 2463534242;
  const letter = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return String.fromCharCode(97 + ((state >>> 0) % 26));
  };
  const noise = Array.from({ length: 1200 }, () => Array.from({ length: 75 }, letter).join('')).join('\n');
  await check(page, { output: ran.output, trace: `${ran.trace}${noise}\n` });
  assert.equal(await page.locator('#program-summary').textContent(), CASES[game].summary);
  await page.waitForSelector('#program-link-note:not([hidden])');
  assert.equal(
    await page.locator('#program-link-note').textContent(),
    'Your trace is too large for a link: links to this view leave it out.',
  );
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /&output=/);
  assert.doesNotMatch(hash, /&trace=/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('bad trace lines are located (the rest still counts), and the trace’s markup is shown as text', async () => {
  const game = 'skill-chess';
  const ran = await programRun(game);
  const { page, errors, context } = await openCase(game);
  const lines = ran.trace.split('\n').length - 1;
  const trace = `${ran.trace}$ text <img src=x onerror="document.title='owned'">\n$ mark 1 1 blue <i>A</i>\n$ <b>bold</b> 3\n`;
  await check(page, { output: ran.output, trace });
  // The rest of the trace still counts.
  assert.equal(await page.locator('#program-summary').textContent(), CASES[game].summary);
  const listed = await page.$$eval('#program-error-list li', (items) =>
    items.map((item) => [item.querySelector('button').textContent, item.querySelector('code').textContent]),
  );
  assert.deepEqual(listed, [
    [`Trace line ${lines + 3}, column 3: "<b>bold</b>" is not a field of this checkpoint; fields: piece, positions`, '$ <b>bold</b> 3'],
  ]);
  // Its button selects the bad word in the trace box.
  await page.locator('#program-error-list button').click();
  const selected = await page.$eval('#program-trace', (box) => box.value.slice(box.selectionStart, box.selectionEnd));
  assert.equal(selected, '<b>bold</b>');
  // Your note and your mark's label are text: no element was made of them.
  assert.ok((await page.locator('#program-step').textContent()).includes(`Your note: <img src=x onerror="document.title='owned'">`));
  assert.equal(await page.locator('#program-box b, #program-box img, #program-step img, #program-step i').count(), 0);
  assert.notEqual(await page.title(), 'owned');
  assert.deepEqual(errors, []);
  await context.close();
});

test('44.13: alike bad trace lines are listed once, with how many lines are like it', async () => {
  const game = 'skill-chess';
  const ran = await programRun(game);
  const { page, errors, context } = await openCase(game);
  const lines = ran.trace.split('\n').length - 1;
  const trace = `${ran.trace}${'$ <b>bold</b> 3\n'.repeat(300)}$ other 4\n`;
  await check(page, { output: ran.output, trace });
  assert.equal(await page.locator('#program-summary').textContent(), CASES[game].summary);
  assert.match(await page.locator('#program-errors-head').textContent(), /^301 bad trace lines/);
  const listed = await page.$$eval('#program-error-list li', (items) =>
    items.map((item) => [item.querySelector('button').textContent, item.querySelector('.note')?.textContent ?? null]),
  );
  assert.deepEqual(listed, [
    [
      `Trace line ${lines + 1}, column 3: "<b>bold</b>" is not a field of this checkpoint; fields: piece, positions`,
      '300 lines like this one; the first is here',
    ],
    [`Trace line ${lines + 301}, column 3: "other" is not a field of this checkpoint; fields: piece, positions`, null],
  ]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard: Ctrl+Enter in the trace box checks; the checkpoints and the first difference are buttons', async () => {
  const game = 'match3';
  const ran = await programRun(game);
  const { page, errors, context } = await openCase(game);
  await page.locator('#program-box summary').focus();
  await page.keyboard.press('Enter');
  await page.locator('#program-output').fill(ran.output);
  await page.locator('#program-trace').fill(ran.trace);
  await page.keyboard.press('Control+Enter');
  await reportShown(page);
  await stepShown(page, CASES[game].step);
  // The last checkpoint, "the end", at its step by Enter on its link.
  const links = page.locator('#program-point-list button');
  await links.last().focus();
  await page.keyboard.press('Enter');
  await stepShown(page, 15);
  // Back to the first difference by its button, from the keyboard.
  await page.locator('#program-first').focus();
  await page.keyboard.press('Enter');
  await stepShown(page, CASES[game].step);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an output from a file; a large trace is held beside its box and checked as it is', async () => {
  const game = 'skill-chess';
  const ran = await programRun(game);
  const { page, errors, context } = await openCase(game);
  await page.locator('#program-box summary').click();
  // The output from a file.
  await page.locator('#program-output-file').setInputFiles({ name: 'match3.out', mimeType: 'text/plain', buffer: Buffer.from(ran.output) });
  await page.waitForFunction((text) => document.querySelector('#program-output').value === text, ran.output);
  // The trace after 200 KB of other lines a program printed on standard error.
  const chatter = 'debug: nothing to see here\n'.repeat(8000);
  await page.evaluate((text) => {
    const box = document.querySelector('#program-trace');
    const data = new DataTransfer();
    data.setData('text/plain', text);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, chatter + ran.trace);
  await page.waitForFunction(() => /, 8,009 lines:/.test(document.querySelector('#program-trace-held').textContent));
  assert.ok(await page.locator('#program-trace').isHidden());
  await page.locator('#program-check').click();
  await reportShown(page);
  assert.equal(await page.locator('#program-summary').textContent(), CASES[game].summary.replace('trace line 7', 'trace line 8007'));
  await page.locator('#program-trace-held button').click();
  assert.ok(await page.locator('#program-trace').isVisible());
  assert.equal(await page.locator('#program-trace').inputValue(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const lang of ['zh-CN', 'fa']) {
  test(`${lang}: the panel and the step's differences with no English word; desktop and phone screenshots`, async () => {
    const game = 'skill-chess';
    const ran = await programRun(game);
    const extra = `&step=11&output=${pack(ran.output)}&trace=${pack(ran.trace)}&lang=${lang}`;
    const { page, errors, context } = await openCase(game, { extra });
    await reportShown(page);
    await stepShown(page, 11);
    // The first difference in the language (the page's words and the engine's), isolates aside.
    const summary = (await page.locator('#program-summary').textContent()).replace(/[\u2066-\u2069]/g, '');
    assert.ok(summary.startsWith(lang === 'fa' ? 'نخستین تفاوت: دور 2، پس از نبرد' : '第一处不同：第 2 回合，交战之后'), summary);
    const found = await checkPage(page, lang);
    assert.deepEqual(found, [], `English words left:\n${found.join('\n')}`);
    await page.locator('#program-box').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`program-${lang}`), fullPage: true });
    // Another language from the menu: the report is made again in it, on the same step.
    await page.locator('#language').selectOption('en');
    await page.waitForFunction((text) => document.querySelector('#program-summary').textContent === text, CASES[game].summary);
    assert.equal(await page.locator('.player').getAttribute('data-shown'), '11');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('on a phone, in the dark: the panel fits the screen; screenshots', async () => {
  const game = 'match3';
  const ran = await programRun(game);
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, colorScheme: 'dark' };
  const extra = `&output=${pack(ran.output)}&trace=${pack(ran.trace)}`;
  const { page, errors, context } = await openCase(game, { extra, ...phone });
  await reportShown(page);
  await stepShown(page, CASES[game].step);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
  await page.screenshot({ path: screenshotPath('program-phone'), fullPage: true });
  // Close up: the board with what differs under it, and the panel.
  const top = await page.locator('#player').boundingBox();
  const bottom = await page.locator('#program-step').boundingBox();
  await page.screenshot({
    path: screenshotPath('program-phone-step'),
    fullPage: true,
    clip: { x: 0, y: top.y, width: 390, height: bottom.y + bottom.height - top.y },
  });
  await page.locator('#program-box').screenshot({ path: screenshotPath('program-phone-panel') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('35.5: at 1280 × 800 and 1366 × 768 the board and the first difference are in view together, in body-size text; the trace box grows', async () => {
  const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
  const trace = '$ move 1\n$ play 2 1 1\n$ move 2\n$ play 3 1 1\n$ board\n$ 1 0\n$ 0\n$ 0\n$ 0\n$ 0\n';
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
  ]) {
    const { page, errors, context } = await openApp(env, `#game=mayan&text=${encodeURIComponent(MAYAN_SAMPLE)}`, { viewport });
    await waitForPlayer(page);
    await page.evaluate(() => {
      /** @type {HTMLDetailsElement} */ (document.querySelector('#program-box')).open = true;
    });
    const traceBox = page.locator('#program-trace');
    await traceBox.fill('$ move 1\n');
    const short = (await traceBox.boundingBox())?.height ?? 0;
    await traceBox.fill(trace);
    const long = (await traceBox.boundingBox())?.height ?? 0;
    assert.ok(long > short, `the trace box grows with its content: ${short} → ${long}`);
    // The user clicks Check where it is, at the panel's end.
    await page.locator('#program-check').click();
    await page.waitForFunction(() => !document.querySelector('#program-step')?.hidden);
    const seen = await page.evaluate(() => {
      const inView = (selector) => {
        const box = /** @type {Element} */ (document.querySelector(selector)).getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
      };
      const size = (selector) => Number.parseFloat(getComputedStyle(/** @type {Element} */ (document.querySelector(selector))).fontSize);
      return {
        board: inView('.stage canvas'),
        heading: inView('#program-step-points h3'),
        difference: inView('#program-step-points li'),
        check: inView('#program-check'),
        text: size('#program-step-points li') >= size('body'),
      };
    });
    assert.deepEqual(
      seen,
      { board: true, heading: true, difference: true, check: true, text: true },
      `${viewport.width} × ${viewport.height}`,
    );
    assert.match(await page.locator('#program-step-points li').first().textContent(), /yours 0, the judge’s 2/);
    await page.screenshot({ path: screenshotPath(`program-first-difference-${viewport.width}`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('41.1: a difference off the judge’s line is shown on your own line of play, played as a variation', async () => {
  const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
  // Your move 1 is not the judge's (2 1 1), and the board you trace after it is not the rules' board.
  const trace = '$ move 1\n$ play 3 1 1\n$ board\n$ 1 0\n$ 0\n$ 0\n$ 0\n$ 0\n';
  const { page, errors, context } = await openApp(env, `#game=mayan&text=${encodeURIComponent(MAYAN_SAMPLE)}`, {
    viewport: { width: 1280, height: 800 },
  });
  await waitForPlayer(page);
  const mainSteps = await page.locator('.counter').textContent();
  await check(page, { output: '', trace });
  assert.match(
    await page.locator('#program-summary').textContent(),
    /off the judge’s steps: your moves leave the judge.s answer at move 1/,
  );
  // Nothing is on the judge's steps: the step's panel is empty until your line is shown.
  assert.ok(await page.locator('#program-step').isHidden());
  const go = page.locator('#program-first');
  assert.equal(await go.textContent(), 'Show it on your line of play');
  await go.click();
  // Your line is the variation on screen, shown at its end, where the checkpoint is.
  await page.waitForSelector('.variation-band');
  await page.waitForFunction(() => !document.querySelector('#program-step')?.hidden);
  const [at, of] = (await page.locator('.counter').textContent()).split('/').map((n) => Number.parseInt(n, 10));
  assert.equal(at, of, 'the last step of your line');
  assert.notEqual(await page.locator('.counter').textContent(), mainSteps);
  const points = await page.locator('#program-step-points').textContent();
  assert.match(points, /after move 1/);
  assert.match(points, /colour at \(1,0\): yours 0, the judge’s 2/);
  // The checkpoint's entry in the list plays the same line.
  assert.match(await page.locator('#program-point-list button').first().textContent(), /^Line 1: .*: show it on your line of play$/);
  // Your state is drawn over the board at your line's end, as on a step of the judge's line: an
  // edit of the trace drops the report, and the board there is the rules' alone.
  await page.waitForSelector(`.stage canvas[data-checkpoints="true"][data-painted="${at}"]`);
  const withYours = await boardPixels(page);
  await page.screenshot({ path: screenshotPath('program-your-line') });
  await page.$eval('.stage canvas', (canvas) => delete (/** @type {HTMLCanvasElement} */ (canvas).dataset.painted));
  await page.locator('#program-trace').press('End');
  await page.locator('#program-trace').pressSequentially(' ');
  await page.waitForSelector('#program-report', { state: 'hidden' });
  await page.waitForSelector(`.stage canvas[data-checkpoints="false"][data-painted="${at}"]`);
  assert.ok((await differingShare(page, withYours)) > 0.001, 'your board differs from the rules’ at (1,0): drawn over it');
  assert.deepEqual(errors, []);
  await context.close();
});
