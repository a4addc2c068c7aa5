// Issue 23's page panels in real Chromium: Explore's feedback wraps (6), the board editor shows a
// statement rule's located error while typing, names the cell where a block really landed and
// offers to undo an edit that dropped your moves (11), rule options fit their dropdowns in every
// language (14), the embedding APIs check their arguments' types as documented (16), and the
// standalone export runs under a strict Content-Security-Policy offline (18).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chooseGame,
  holdReplies,
  LONG_SEARCH,
  movesListed,
  newPage,
  openApp,
  openStandalone,
  releaseReplies,
  screenshotPath,
  servePages,
  stepShown,
  useBrowser,
  waitForColours,
  waitForPlayer,
} from './harness.mjs';

const env = useBrowser();
const WIDE = { viewport: { width: 1366, height: 900 } };
const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
const MAYAN_STEPS = 10;

/** The main page at 1366 px with `hash`, its run on screen. */
async function openWide(hash, options = {}) {
  const opened = await openApp(env, hash, { ...WIDE, ...options });
  await waitForPlayer(opened.page);
  return opened;
}

const textHash = (game, text, extra = '') => `#game=${game}&text=${encodeURIComponent(text)}${extra}`;

/** Waits until the Moves list shows the decision at step `step` (from 1), the step on screen. */
async function decisionShown(page, step) {
  await stepShown(page, step);
  assert.ok((await movesListed(page)) > 0, `step ${step} has no moves listed`);
}

// ---- 6. Explore feedback -------------------------------------------------------------------

// One turn decides between a footman and an archer of a billion: every line of the feedback on a
// pass (the value of the move, the best move with its damage, what the pass gives away) is long.
const BILLIONS = '1 3 2\n0 0 0\n2 1 1 1\n1 1 0 999999999 0\n1 3 1 1000000000 2\n0 0 0\n';

for (const locale of ['en-US', 'fa-IR']) {
  test(`6: three-kingdoms feedback wraps inside its panel at 1366 px (${locale})`, async () => {
    const { page, errors, context } = await openWide(textHash('three-kingdoms', BILLIONS), { locale });
    await decisionShown(page, 1);
    await page.locator('#moves').selectOption('pass');
    await page.locator('#play-move').click();
    await page.waitForFunction(() => !document.querySelector('#feedback').hidden);
    const lines = await page.$$eval('#feedback p', (nodes) =>
      nodes.map((p) => ({ text: p.textContent, scroll: p.scrollWidth, client: p.clientWidth, wraps: getComputedStyle(p).whiteSpace })),
    );
    assert.equal(lines.length, 3, JSON.stringify(lines));
    for (const line of lines) {
      assert.ok(line.scroll <= line.client, `clipped (${line.scroll} > ${line.client} px): ${line.text}`);
      assert.ok(!['pre', 'nowrap'].includes(line.wraps), `does not wrap: ${line.text}`);
    }
    const box = await page.$eval('#feedback', (node) => {
      const panel = node.closest('section.viewer').getBoundingClientRect();
      const own = node.getBoundingClientRect();
      return { scroll: node.scrollWidth, client: node.clientWidth, inside: own.left >= panel.left && own.right <= panel.right };
    });
    assert.ok(box.scroll <= box.client && box.inside, JSON.stringify(box));
    await page.locator('#feedback').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`defects-feedback-${locale}`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const locale of ['en-US', 'fa-IR']) {
  test(`6: ludo part 5 keeps the judge's text board in its feedback monospace and aligned (${locale})`, async () => {
    const { page, errors, context } = await openWide('#game=ludo', { locale });
    await decisionShown(page, 1);
    await page.locator('#moves').selectOption({ index: 0 });
    await page.locator('#play-move').click();
    await page.waitForFunction(() => !document.querySelector('#feedback').hidden);
    const board = await page.$$eval('#feedback p', (nodes) =>
      nodes
        .filter((p) => /^[.\w]{20,}$/.test(p.textContent))
        .map((p) => [getComputedStyle(p).fontFamily, p.getBoundingClientRect().height]),
    );
    assert.ok(board.length > 5, 'the part-5 board is in the feedback');
    for (const [font] of board) assert.match(font, /mono/i);
    const heights = new Set(board.map(([, height]) => height));
    assert.equal(heights.size, 1, 'each board row on one line');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// ---- 11. Edit board --------------------------------------------------------------------------

/** Opens "Edit board" and waits until its canvas shows the board. */
async function openEditor(page) {
  await page.locator('#edit-board').click();
  await page.waitForSelector('#edit-canvas[data-board]');
}

/** The CSS-pixel centre of frame cell (row, col) of the editor's canvas. */
async function editorCell(page, row, col) {
  const canvas = page.locator('#edit-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const [x0, y0, cell] = (await canvas.getAttribute('data-board')).split(',').map(Number);
  return { x: box.x + x0 + col * cell, y: box.y + y0 + row * cell };
}

test('11: with the board editor open, typed text that breaks a statement rule shows its located error before Run', async () => {
  const { page, errors, context } = await openWide('');
  await openEditor(page);
  // Three blocks of colour 1 in column 0: "no removable group at the start".
  await page.locator('#input').fill('3\n1 1 1 0\n0\n0\n0\n0\n');
  await page.waitForFunction(() => !document.querySelector('#error').hidden);
  assert.match(await page.locator('#error').textContent(), /^line 2, column 1: the initial board already has a removable group/);
  assert.equal(await page.locator('.backdrop mark').textContent(), '1 1 1 0', 'the line is highlighted');
  assert.ok(await page.$eval('#input', (input) => input.selectionStart === input.value.length), 'the caret stays where the user types');
  assert.equal(await page.locator('#output').textContent(), '', 'nothing ran');
  // The board still shows the position, to be mended there.
  assert.ok(await page.locator('#edit-error').isHidden());
  await page.waitForFunction(() => document.querySelector('#edit-canvas').dataset.board);
  await page.screenshot({ path: screenshotPath('defects-editor-error') });
  // Mended in the text: the error goes.
  await page.locator('#input').fill('3\n1 1 2 0\n0\n0\n0\n0\n');
  await page.waitForFunction(() => document.querySelector('#error').hidden);
  assert.deepEqual(errors, []);
  await context.close();
});

test('11: mayan gravity: after a click, the cell note describes the cell where the block landed', async () => {
  const { page, errors, context } = await openWide('');
  await openEditor(page);
  // Column 0 holds one block (colour 1) in the sample; a click on the top cell of column 0 adds a
  // block, which falls onto it: row 1.
  const top = await editorCell(page, 0, 0);
  await page.mouse.click(top.x, top.y);
  await page.waitForFunction(() => document.querySelector('#input').value.startsWith('3\n1 1 0\n'));
  await page.waitForFunction(() => /^Row 1, column 0/.test(document.querySelector('#edit-cell').textContent));
  const note = await page.locator('#edit-cell').textContent();
  assert.match(note, /^Row 1, column 0: block colour 1\b/);
  assert.doesNotMatch(note, /empty/);
  assert.match(note, /row 6, column 0/, 'it says where the click was');
  await page.locator('#board-editor').screenshot({ path: screenshotPath('defects-editor-landed') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('11: after a cancelled run the board editor paints on a fresh canvas, and a click on it edits the board', async () => {
  const { page, errors, context } = await openWide('#game=three-kingdoms', { engineGate: true });
  await openEditor(page);
  const handed = await page.$('#edit-canvas'); // handed to the worker the cancel replaces
  const sample = await page.locator('#input').inputValue();
  await page.$eval('#input', (input, text) => (input.value = text), LONG_SEARCH);
  await holdReplies(page, 'Session.parse');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForFunction(() => document.querySelector('#status').textContent === 'Cancelled.');
  await releaseReplies(page, 'Session.parse');
  await page.locator('#input').fill(sample);
  await page.waitForFunction((old) => {
    const canvas = document.querySelector('#edit-canvas');
    return canvas !== old && canvas.dataset.board;
  }, handed);
  assert.equal(await handed.evaluate((canvas) => canvas.isConnected), false);
  const cell = await editorCell(page, 0, 0);
  await page.mouse.click(cell.x, cell.y);
  await page.waitForFunction((before) => document.querySelector('#input').value !== before, sample);
  assert.deepEqual(errors, []);
  await context.close();
});

test('11: an edit that drops your moves says so, and Undo brings back the input and the moves', async () => {
  const { page, errors, context } = await openWide('');
  await decisionShown(page, 1);
  const move = await page.locator('#moves option').first().getAttribute('value');
  await page.locator('#moves').selectOption(move);
  await page.locator('#play-move').click();
  await page.waitForSelector('.variation-band');
  await page.waitForFunction(() => location.hash.includes('moves='));
  const variation = () => page.evaluate(() => ['branch', 'moves'].map((name) => new URLSearchParams(location.hash.slice(1)).get(name)));
  const withMoves = await variation();

  await openEditor(page);
  const cell = await editorCell(page, 0, 0);
  await page.mouse.click(cell.x, cell.y);
  const notice = page.locator('#moves-dropped');
  await notice.waitFor();
  assert.match(await notice.textContent(), /dropped your move/);
  await page.waitForFunction(() => !document.querySelector('.variation-band') && !location.hash.includes('moves='));
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('defects-editor-dropped') });

  await page.getByRole('button', { name: 'Undo and keep my moves' }).click();
  await page.waitForSelector('.variation-band');
  assert.equal(await page.locator('#input').inputValue(), MAYAN_SAMPLE);
  await page.waitForFunction(() => location.hash.includes('moves='));
  assert.deepEqual(await variation(), withMoves);
  assert.ok(await notice.isHidden());
  assert.ok(await page.locator('#board-editor').isVisible(), 'the editor stays open');
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 14. Rule options ----------------------------------------------------------------------

test('14: at 1366 px every rule option fits its dropdown, in English, Chinese and Persian', async () => {
  for (const locale of ['en-US', 'zh-CN', 'fa-IR']) {
    const { page, errors, context } = await openApp(env, '', { ...WIDE, locale });
    for (const game of ['mayan', 'three-kingdoms', 'ludo']) {
      await chooseGame(page, game);
      await page.evaluate(() => (document.querySelector('#more-rules').open = true));
      const clipped = await page.$$eval('#rules select[data-rule]', (selects) => {
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
        document.body.append(probe);
        const found = [];
        for (const select of selects) {
          const style = getComputedStyle(select);
          for (const property of ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'letterSpacing'])
            probe.style[property] = style[property];
          // The room for the text: the content box less the dropdown arrow (at most 24 px).
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
          for (const option of select.options) {
            probe.textContent = option.textContent;
            const width = probe.getBoundingClientRect().width;
            if (width > room) found.push(`${select.dataset.rule}: "${option.textContent}" ${Math.round(width)} > ${Math.round(room)} px`);
          }
        }
        probe.remove();
        return found;
      });
      assert.deepEqual(clipped, [], `${locale} ${game}`);
      // What each value means is still on screen: the selected value's meaning under its select.
      const meanings = await page.$$eval('#rules .rule', (rows) =>
        rows.map((row) => [row.querySelector('select').value, row.querySelector('.meaning')?.textContent ?? '']),
      );
      for (const [value, meaning] of meanings) assert.ok(meaning.includes(value) && meaning.length > value.length + 3, meaning);
      if (game === 'ludo') await page.locator('#rules').screenshot({ path: screenshotPath(`defects-rules-${locale}`) });
    }
    // The meaning follows the choice.
    const before = await page.locator('#rule-capture_to ~ .meaning').textContent();
    await page.locator('#rule-capture_to').selectOption('lowest');
    const after = await page.locator('#rule-capture_to ~ .meaning').textContent();
    assert.notEqual(after, before);
    assert.match(after, /lowest/);
    assert.deepEqual(errors, [], locale);
    await context.close();
  }
});

// ---- 16. Embed API types -------------------------------------------------------------------

test('16: embed.html ignores commands whose fields have the wrong type, get with any id but a string or number included', async (t) => {
  const embed = `${env.url}embed.html#game=mayan&step=3&text=${encodeURIComponent(MAYAN_SAMPLE)}`;
  const host = await servePages({ '/host.html': `<!doctype html><title>host</title><iframe id="frame" src="${embed}"></iframe>` });
  // Closed even when an assertion fails: an open server would keep the test run from ending.
  t.after(() => host.close());
  const { page, errors, context } = await newPage(env);
  await page.addInitScript(() => {
    if (window !== top) return;
    window.__messages = [];
    addEventListener('message', (event) => {
      if (event.source === document.getElementById('frame')?.contentWindow) window.__messages.push(event.data);
    });
  });
  await page.goto(`${host.url}host.html`);
  await page.waitForFunction(() => window.__messages.some((m) => m.type === 'ready'), null, { timeout: 20000 });
  const send = (data) => page.evaluate((d) => document.getElementById('frame').contentWindow.postMessage(d, '*'), data);
  const wrong = [
    ...[{}, [], null, true, ['q'], { id: 1 }, new Date(0)].map((id) => ({ boardlab: 1, type: 'get', id })),
    ...['2', true, null, [2], { step: 2 }, 2.5, 2n, Number.NaN].map((step) => ({ boardlab: 1, type: 'seek', step })),
    ...['2', true, null, [2], 2n, Number.NaN].map((speed) => ({ boardlab: 1, type: 'speed', speed })),
    ...['next', 'previous', 'play', 'pause'].flatMap((type) => [
      { boardlab: '1', type },
      { boardlab: 1, type: [type] },
      { boardlab: 1, type: { toString: type } },
    ]),
  ];
  for (const data of wrong) await send(data);
  // Messages are handled in order: once this get's answer is here, every message above was read.
  await send({ boardlab: 1, type: 'get', id: 'last' });
  await page.waitForFunction(() => window.__messages.some((m) => m.type === 'state'));
  // Besides the frame's height (`resize`, whenever it changes).
  const seen = await page.evaluate(() =>
    window.__messages.filter((m) => m.type !== 'resize').map((m) => [m.type, m.id ?? null, m.step ?? null]),
  );
  assert.deepEqual(seen, [
    ['ready', null, 3],
    ['state', 'last', 3],
  ]);
  // An id that is a string or a number, or none, is answered.
  for (const id of [7, 'seven']) await send({ boardlab: 1, type: 'get', id });
  await send({ boardlab: 1, type: 'get' });
  await page.waitForFunction(() => window.__messages.filter((m) => m.type === 'state').length === 4);
  assert.deepEqual(await page.evaluate(() => window.__messages.filter((m) => m.type === 'state').map((m) => m.id ?? null)), [
    'last',
    7,
    'seven',
    null,
  ]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('16: the element refuses a step or speed of the wrong type with a RangeError and keeps its state', async () => {
  const { page, errors, context } = await newPage(env);
  await page.goto(`${env.url}embed-demo.html`);
  await page.evaluate((input) => {
    const node = document.createElement('boardlab-player');
    node.id = 'api';
    node.setAttribute('game', 'mayan');
    node.setAttribute('step', '3');
    node.textContent = input;
    document.body.append(node);
  }, MAYAN_SAMPLE);
  await page.waitForSelector('#api[data-ready="1"]', { timeout: 20000 });
  const refused = await page.evaluate(() => {
    const el = document.getElementById('api');
    const wrong = ['2', true, null, undefined, [2], { valueOf: () => 2 }, 2n, Symbol('2'), 2.5, Number.NaN, Infinity];
    const outcome = (fn) => {
      try {
        fn();
        return 'accepted';
      } catch (error) {
        return error.name;
      }
    };
    const describe = (value) =>
      typeof value === 'symbol' ? 'symbol' : typeof value === 'bigint' ? `${value}n` : (JSON.stringify(value) ?? 'undefined');
    const results = [];
    for (const value of wrong) {
      results.push([`seek(${describe(value)})`, outcome(() => el.seek(value))]);
      results.push([`step = ${describe(value)}`, outcome(() => (el.step = value))]);
    }
    for (const value of ['2', true, [2], { valueOf: () => 2 }, 2n, Symbol('2'), null]) {
      results.push([`speed = ${describe(value)}`, outcome(() => (el.speed = value))]);
    }
    return results.filter(([, result]) => result !== 'RangeError');
  });
  assert.deepEqual(refused, []);
  assert.deepEqual(await page.evaluate(() => [document.getElementById('api').step, document.getElementById('api').speed]), [3, 1]);
  // The right types still work.
  assert.equal(
    await page.evaluate(() =>
      document
        .getElementById('api')
        .seek(5)
        .then(() => document.getElementById('api').step),
    ),
    5,
  );
  await page.evaluate(() => (document.getElementById('api').speed = 2));
  assert.equal(await page.evaluate(() => document.getElementById('api').speed), 2);
  assert.equal(await page.evaluate(() => document.getElementById('api').stepCount), MAYAN_STEPS);
  assert.deepEqual(errors, []);
  await context.close();
});

// ---- 18. The standalone export's Content-Security-Policy -----------------------------------

/** The directives of a policy: { name: [sources] }. */
const directives = (policy) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

test('18: the standalone export carries a strict Content-Security-Policy and replays offline under it', async () => {
  const app = await openWide('');
  await app.page.locator('.exports summary').click();
  const offline = await openStandalone(env, app, 'defects-standalone');
  const { page, errors, context } = offline;
  const policy = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (meta) => meta.content);
  const csp = directives(policy);
  assert.deepEqual(csp['default-src'], ["'none'"], policy);
  for (const name of ['script-src', 'style-src']) {
    const sources = csp[name] ?? [];
    assert.ok(sources.length > 0, `${name} in ${policy}`);
    for (const source of sources) assert.match(source, /^'(sha256-[A-Za-z0-9+/]+=*|wasm-unsafe-eval)'$/, `${name} allows ${source}`);
  }
  assert.ok(csp['script-src'].includes("'wasm-unsafe-eval'"));
  assert.deepEqual(csp['base-uri'], ["'none'"]);
  // The policy comes before anything it governs.
  assert.equal(await page.evaluate(() => document.head.firstElementChild.matches('meta[charset]')), true);
  assert.ok(
    await page.evaluate(() => {
      const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
      return [...document.querySelectorAll('script, style')].every(
        (node) => meta.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }),
  );

  // It replays: the counter, a painted board, Next, and another language (its fonts).
  assert.match(await page.locator('#app .counter').textContent(), new RegExp(`^1 / ${MAYAN_STEPS}$`));
  await waitForColours(page, 8, '#app .stage canvas');
  await page.locator('#app').getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction(() => document.querySelector('#app').shadowRoot.querySelector('.player[data-shown="2"]'));
  await page.locator('#app .controls .language select').selectOption('zh-CN');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.match(await page.evaluate(() => getComputedStyle(document.body).fontFamily), /Noto Sans CJK SC/);
  await page.screenshot({ path: screenshotPath('defects-standalone') });
  assert.deepEqual(errors, []);

  // Scripts the file does not list are refused: inline, data: and blob: alike.
  const ran = await page.evaluate(async () => {
    const violations = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.blockedURI));
    const inline = document.createElement('script');
    inline.textContent = 'window.__ran = "inline"';
    document.head.append(inline);
    for (const src of ['data:text/javascript,window.__ran="data"', URL.createObjectURL(new Blob(['window.__ran="blob"']))]) {
      const script = document.createElement('script');
      script.src = src;
      const done = new Promise((resolve) => {
        script.onload = script.onerror = resolve;
      });
      document.head.append(script);
      await done;
    }
    return { ran: window.__ran ?? null, violations: violations.length };
  });
  assert.deepEqual(ran, { ran: null, violations: 3 });
  await context.close();
});
