// Issue 44 in real Chromium: your program's output and trace show their bidi and control
// characters as the page's input editor does, never letting them reorder a line (15); the cell
// tip of a 390 px embed stays inside the board, off the cell, its neighbours and the controls,
// on the board as it is shown (16). Each test failed before its fix; any console error fails it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editorShown, newPage, openApp, screenshotPath, shownText, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();
/** The number of cells of a board from its canvas's data-board (x, y, cell size, rows, columns). */
const rowsCols = (/** @type {string | null} */ data) => {
  const [, , , rows, cols] = (data ?? '').split(',').map(Number);
  return rows * cols;
};
const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
// What must never reach the screen raw (as in defects-input.test.mjs): bidi embeddings,
// overrides, isolates and marks, the Arabic letter mark, C0 and C1 controls but tab and line feed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Waits for the text of `id` to be shown in the editor (the text box hidden), else fails saying what shows. */
async function shownInEditor(page, id) {
  try {
    await editorShown(page, id);
  } catch {
    assert.fail(`#${id} shows its text in a text box: ${JSON.stringify(await shownText(page, id))}`);
  }
}

test('15: your output and trace show their bidi and control characters, typed or opened, and keep them', async () => {
  const { page, errors, context } = await openApp(env, `#game=mayan&text=${encodeURIComponent(MAYAN_SAMPLE)}`);
  await waitForPlayer(page);
  await page.locator('#program-box summary').click();
  // Typed (as a paste is): `$ ‹RLO›move 1` would read `$ 1 evom` in a text box.
  const trace = '$ \u202emove 1\n$ play 2 1 1\n';
  await page.locator('#program-trace').fill(trace);
  await shownInEditor(page, 'program-trace');
  const typed = await shownText(page, 'program-trace');
  assert.equal(typed.text.replace('•', '⟨202E⟩'), '$ ⟨202E⟩move 1\n$ play 2 1 1\n');
  assert.ok(!HIDDEN.test(typed.text), JSON.stringify(typed.text));
  assert.deepEqual(typed.placeholders, ['Control character right-to-left override']);
  // The text is kept as it is: Check reads the override, and says it by its code.
  await page.locator('#program-check').click();
  await page.waitForSelector('#program-report:not([hidden])');
  await page.waitForFunction(() => document.getElementById('program-report').textContent.includes('"⟨U+202E⟩move"'));
  // Opened from a file: the output, with an isolate and a mark.
  const output = 'a\u2067b\u2069c\u200f\n';
  await page.locator('#program-output-file').setInputFiles({ name: 'out.txt', mimeType: 'text/plain', buffer: Buffer.from(output) });
  await shownInEditor(page, 'program-output');
  const opened = await shownText(page, 'program-output');
  assert.ok(!HIDDEN.test(opened.text), JSON.stringify(opened.text));
  assert.equal(opened.placeholders.length, 3, JSON.stringify(opened.placeholders));
  await page.screenshot({ path: screenshotPath('defects-shown-program-bidi') });
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * In embed.html: hovers every cell of the board shown and checks the tip against the board as
 * painted at the canvas's size now (data-board; the board must lie inside the canvas): inside
 * the canvas, off the cell and its neighbours unless no place there leaves them free, off the
 * controls. Resolves to the problems found and how many cells were checked.
 */
function checkTips(page) {
  return page.evaluate(async () => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('.stage canvas'));
    const tip = /** @type {HTMLElement} */ (document.querySelector('.hover-tip'));
    const frame = () => new Promise((next) => requestAnimationFrame(next));
    const problems = [];
    let cells = 0;
    const [, , , rows, cols] = canvas.dataset.board.split(',').map(Number);
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        // A board being painted again at a new size is waited for (data-size: the size painted at).
        while (canvas.dataset.size && canvas.dataset.size !== `${canvas.clientWidth}x${canvas.clientHeight}`) await frame();
        const box = canvas.getBoundingClientRect();
        const [x0, y0, size] = canvas.dataset.board.split(',').map(Number);
        const board = { left: x0 - size / 2, top: y0 - size / 2, right: x0 + (cols - 0.5) * size, bottom: y0 + (rows - 0.5) * size };
        if (board.left < -0.5 || board.top < -0.5 || board.right > box.width + 0.5 || board.bottom > box.height + 0.5)
          return { problems: [`the board painted at ${canvas.dataset.size} is not in the canvas of ${box.width}×${box.height}`], cells };
        tip.hidden = true;
        const init = { pointerType: 'mouse', clientX: box.left + x0 + col * size, clientY: box.top + y0 + row * size, bubbles: true };
        canvas.dispatchEvent(new PointerEvent('pointermove', init));
        while (tip.hidden) await frame();
        const shown = tip.getBoundingClientRect();
        const at = { left: shown.left - box.left, top: shown.top - box.top, right: shown.right - box.left, bottom: shown.bottom - box.top };
        const covers = (r) => at.left < r.right - 0.5 && at.right > r.left + 0.5 && at.top < r.bottom - 0.5 && at.bottom > r.top + 0.5;
        const cell = (r, c) => ({
          left: x0 + (c - 0.5) * size,
          right: x0 + (c + 0.5) * size,
          top: y0 + (r - 0.5) * size,
          bottom: y0 + (r + 0.5) * size,
        });
        const ring = {
          left: cell(row, Math.max(0, col - 1)).left,
          right: cell(row, Math.min(cols - 1, col + 1)).right,
          top: cell(Math.max(0, row - 1), col).top,
          bottom: cell(Math.min(rows - 1, row + 1), col).bottom,
        };
        const where = `cell (${row}, ${col}): the tip [${at.left.toFixed(0)}, ${at.top.toFixed(0)}, ${at.right.toFixed(0)}, ${at.bottom.toFixed(0)}]`;
        if (at.left < -0.5 || at.top < -0.5 || at.right > box.width + 0.5 || at.bottom > box.height + 0.5)
          problems.push(`${where} leaves the board's canvas`);
        if (covers(ring))
          problems.push(
            `${where} covers the cell or a neighbour [${ring.left.toFixed(0)}, ${ring.top.toFixed(0)}, ${ring.right.toFixed(0)}, ${ring.bottom.toFixed(0)}]`,
          );
        const controls = /** @type {HTMLElement} */ (document.querySelector('.controls')).getBoundingClientRect();
        if (shown.bottom > controls.top + 0.5 && shown.top < controls.bottom - 0.5) problems.push(`${where} covers the controls`);
        cells++;
      }
    }
    return { problems, cells };
  });
}

test('16: at 390 px the embed’s cell tips stay in the board, off the cell, its neighbours and the controls', async () => {
  const { page, errors, context } = await newPage(env, { viewport: { width: 390, height: 844 }, hasTouch: true });
  await page.goto(`${env.url}embed.html`);
  await page.waitForSelector('body[data-ready="1"]');
  const samples = await page.evaluate(async () => {
    const { Engine } = await import('./engine/engine.js');
    const engine = new Engine();
    const games = await Promise.all((await engine.gameList()).map((listed) => engine.game(listed.id)));
    engine.worker.terminate();
    return games.map((game) => ({ id: game.id, input: game.samples[0].input, rules: game.samples[0].rules }));
  });
  for (const { id, input, rules } of samples) {
    const options = rules.map(([name, value]) => `&rule.${name}=${encodeURIComponent(value)}`).join('');
    await page.goto('about:blank');
    await page.goto(`${env.url}embed.html#game=${id}&step=2${options}&text=${encodeURIComponent(input)}`);
    // The step painted, with the board fitted to the frame (the embed sets the board's height).
    await page.waitForFunction(() => {
      const canvas = document.querySelector('.stage canvas');
      const fitted = getComputedStyle(document.body).getPropertyValue('--embed-stage') === `${canvas?.clientHeight}px`;
      return fitted && canvas?.dataset.painted === '2' && canvas.dataset.board;
    });
    const { problems, cells } = await checkTips(page);
    assert.deepEqual(problems.slice(0, 6), [], `${id}: ${problems.length} problems`);
    assert.equal(cells, rowsCols(await page.locator('.stage canvas').getAttribute('data-board')), `${id}: every cell checked`);
    if (id === 'mayan') {
      await page.mouse.move(195, 200);
      await page.screenshot({ path: screenshotPath('defects-shown-embed-tip') });
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});
