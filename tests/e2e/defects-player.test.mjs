// Issue 23, the player's items in real Chromium: cell details that name what stands on a cell
// (checked against the frames the engine sends, in every game's samples) in a tip that leaves the
// neighbouring cells free (5); step buttons with distinct icons (7); a difference found by Compare
// marked in both outputs and in the output of the step that printed it (10); a "go to step" box
// and jumps between the slider's markers, by button and key (19). Fails on any console error.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chooseGame, newPage, openApp, screenshotPath, stepShown, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();
const DATA = join(dirname(fileURLToPath(import.meta.url)), '../data');

/** The embed page with nothing to show: a page with the player's styles and modules. */
async function blankPage(options = {}) {
  const opened = await newPage(env, options);
  await opened.page.goto(`${env.url}embed.html`);
  await opened.page.waitForSelector('body[data-ready="1"]');
  return opened;
}

/**
 * In the page: every game's samples in a Player, at their first, middle and last step. Each cell
 * holding a token is tapped (as on a touch screen) and hovered (with a mouse); what the tip and
 * the cell live region say is checked against the step's view the engine sent (its pieces on
 * that cell: tests/tests/step_view.rs checks each names its kind and label), and the tip's box
 * against the board's cells. Resolves to the problems found and what was checked.
 */
function checkCellDetails(page) {
  return page.evaluate(async () => {
    const { Player } = await import('./player/player.js');
    const { Engine } = await import('./engine/engine.js');
    // A player of its own beside the embed's (emptied): embed.js fits only its own player's board
    // to the frame (style.css), and this one keeps the page's full height.
    const root = document.createElement('div');
    document.getElementById('player-box').replaceChildren();
    document.body.append(root);
    const player = new Player(root);
    const engine = new Engine();
    const canvas = root.querySelector('canvas');
    const tip = root.querySelector('.hover-tip');
    const live = root.querySelector('.cell-live');
    const problems = [];
    let cells = 0;
    const fire = (type, pointerType, x, y) => {
      const box = canvas.getBoundingClientRect();
      const init = { pointerType, clientX: box.left + x, clientY: box.top + y, bubbles: true, button: 0 };
      canvas.dispatchEvent(new PointerEvent(type, init));
    };
    for (const listed of await engine.gameList()) {
      const game = await engine.game(listed.id);
      for (const sample of game.samples) {
        const session = await engine.run(game.id, sample.input, Object.fromEntries(sample.rules));
        const n = session.stepCount;
        for (const index of [...new Set([0, Math.floor(n / 2), n - 1])]) {
          await player.load(session, index);
          // Until the module has painted the step (and said where its board is).
          while (canvas.dataset.painted !== String(index + 1)) await new Promise((r) => requestAnimationFrame(r));
          const view = await session.view(index); // the expectation: what the engine says of the step
          const notes = await session.notes(index); // ... and of its cells
          const frame = { height: view.board.rowNames.length, width: view.board.colNames.length };
          const [x0, y0, size] = canvas.dataset.board.split(',').map(Number); // centre of cell (0, 0)
          for (const { row, col, pieces: tokens } of notes.cells.filter((cell) => cell.pieces.length)) {
            const where = `${game.id} "${sample.name}" step ${index + 1} cell (${row}, ${col})`;
            const [x, y] = [x0 + col * size, y0 + row * size];
            // The 3×3 block of cells around it, cut to the board, in canvas pixels.
            const ring = {
              left: x0 + (Math.max(0, col - 1) - 0.5) * size,
              right: x0 + (Math.min(frame.width - 1, col + 1) + 0.5) * size,
              top: y0 + (Math.max(0, row - 1) - 0.5) * size,
              bottom: y0 + (Math.min(frame.height - 1, row + 1) + 0.5) * size,
            };
            for (const [how, type, pointerType] of [
              ['tap', 'pointerup', 'touch'],
              ['hover', 'pointermove', 'mouse'],
            ]) {
              tip.hidden = true;
              live.textContent = '';
              fire(type, pointerType, x, y);
              // The tip shows once the step's notes are in (asked for by the first tip on a step).
              await new Promise((shown) => {
                const check = () => (tip.hidden ? requestAnimationFrame(check) : shown());
                check();
              });
              const text = tip.hidden ? '' : tip.textContent;
              const said = how === 'tap' ? live.textContent : text;
              const [, ...lines] = text.split('\n');
              // Each token on the cell has its own line: the engine's words for it.
              const pieces = notes.cells.find((c) => c.row === row && c.col === col)?.pieces ?? [];
              if (pieces.length !== tokens.length) problems.push(`${where}: ${tokens.length} tokens, ${pieces.length} pieces described`);
              if (JSON.stringify(lines) !== JSON.stringify(pieces))
                problems.push(`${where} (${how}): "${text}" is not ${JSON.stringify(pieces)}`);
              if (/\bempty\b/i.test(said)) problems.push(`${where} (${how}): an occupied cell called empty: "${said}"`);
              if (how === 'tap' && said !== text.replaceAll('\n', '; '))
                problems.push(`${where}: the live region says "${said}", the tip "${text}"`);
              const canvasBox = canvas.getBoundingClientRect();
              const box = tip.getBoundingClientRect();
              const [left, top] = [box.left - canvasBox.left, box.top - canvasBox.top];
              const [right, bottom] = [left + box.width, top + box.height];
              const overlaps = left < ring.right - 0.5 && right > ring.left + 0.5 && top < ring.bottom - 0.5 && bottom > ring.top + 0.5;
              if (overlaps)
                problems.push(
                  `${where} (${how}): the tip [${left.toFixed(0)}, ${top.toFixed(0)}, ${right.toFixed(0)}, ${bottom.toFixed(0)}] covers the cell or its neighbours [${ring.left.toFixed(0)}, ${ring.top.toFixed(0)}, ${ring.right.toFixed(0)}, ${ring.bottom.toFixed(0)}]`,
                );
              if (left < -0.5 || right > canvasBox.width + 0.5)
                problems.push(`${where} (${how}): the tip runs off the board's sides (${left.toFixed(0)}..${right.toFixed(0)})`);
            }
            cells++;
          }
        }
        session.free();
      }
    }
    engine.worker.terminate();
    return { problems, cells };
  });
}

test('5: every game’s cell details name what stands on the cell, never call it empty, and leave the neighbours free', async () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    const { page, errors, context } = await blankPage({ viewport });
    const { problems, cells } = await checkCellDetails(page);
    assert.ok(cells > 500, `${cells} cells checked`);
    assert.deepEqual(problems.slice(0, 12), [], `${problems.length} problems at ${viewport.width} px`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('5: an empty cell is called empty; a game with terrain names it', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'mayan');
  await page.locator('#sample').selectOption('0');
  await waitForPlayer(page);
  // Mayan's top-left cell holds nothing at the start (its blocks stand at the bottom).
  await page.locator('.stage canvas').focus();
  const tip = page.locator('.hover-tip');
  await tip.waitFor({ state: 'visible' });
  assert.equal(await tip.textContent(), 'row 6, column 0 · empty');
  await page.locator('#game').focus();
  await chooseGame(page, 'skill-chess');
  await page.waitForFunction(() => /^Game 1 · /.test(document.querySelector('.step-title').textContent));
  await page.locator('.stage canvas').focus();
  await page.waitForFunction(() => /^row 1, column 1 · (floor|obstacle)/.test(document.querySelector('.hover-tip').textContent));
  await page.screenshot({ path: screenshotPath('defects-player-cell-tip') });
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * In the page: each player button's icon drawn at 48 px and cut to the box of its ink, as a
 * string of 0 and 1 (same string: the same shape, wherever it sits in its button). The play
 * button is drawn in both of its states.
 */
function iconShapes(page) {
  return page.evaluate(async () => {
    const shape = async (svg) => {
      const copy = svg.cloneNode(true);
      copy.setAttribute('width', '48');
      copy.setAttribute('height', '48');
      copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
      copy.setAttribute('fill', '#000');
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 48;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      ctx.drawImage(image, 0, 0);
      const alpha = ctx.getImageData(0, 0, 48, 48).data.filter((_, i) => i % 4 === 3);
      const ink = (x, y) => alpha[y * 48 + x] > 127;
      const xs = [];
      const ys = [];
      for (let y = 0; y < 48; y++) for (let x = 0; x < 48; x++) if (ink(x, y)) xs.push(x) && ys.push(y);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      let bits = `${right - left}×${bottom - top}:`;
      for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) bits += ink(x, y) ? '1' : '0';
      return bits;
    };
    const shapes = {};
    for (const button of document.querySelectorAll('.player .controls button')) {
      shapes[button.getAttribute('aria-label')] = await shape(button.querySelector('svg'));
    }
    return shapes;
  });
}

test('7: every step button has its own icon (Play is not Next moved), Play turns into Pause', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1366, height: 768 } });
  await waitForPlayer(page);
  const names = ['First', 'Previous', 'Play', 'Next', 'Last'];
  for (const name of names) await page.getByRole('button', { name, exact: true }).waitFor();
  const shapes = await iconShapes(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
  const playing = await iconShapes(page);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  shapes.Pause = playing.Pause;
  for (const name of [...names, 'Pause']) assert.ok(shapes[name], `a button named ${name}`);
  const labels = Object.keys(shapes);
  for (const [i, a] of labels.entries()) {
    for (const b of labels.slice(i + 1)) assert.notEqual(shapes[a], shapes[b], `${a} and ${b} have the same icon`);
  }
  await page.locator('.player .controls').screenshot({ path: screenshotPath('defects-player-controls') });
  assert.deepEqual(errors, []);
  await context.close();
});

/** Whether the element `inner` (selector) is inside the visible box of its scrolling `outer`. */
const visibleIn = (page, outer, inner) =>
  page.evaluate(
    ([o, i]) => {
      const box = document.querySelector(o).getBoundingClientRect();
      const mark = document.querySelector(i)?.getBoundingClientRect();
      return Boolean(mark) && mark.top >= box.top - 1 && mark.bottom <= box.bottom + 1;
    },
    [outer, inner],
  );

test('10: a difference found by Compare is marked in both outputs and in the output of the step that printed it', async () => {
  // Its step 764 prints 48 lines (the case).
  const input = readFileSync(join(DATA, 'skill-chess/mid4.in'), 'utf8');
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1366, height: 768 } });
  await chooseGame(page, 'skill-chess');
  await page.locator('#input').fill(input);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
  const output = await page.locator('#output').textContent();
  // The first step that printed over 30 lines, and a line two thirds down them (from the engine).
  const { line, step, printed } = await page.evaluate(async (input) => {
    const { Engine } = await import('./engine/engine.js');
    const engine = new Engine();
    const session = await engine.run('skill-chess', input, {});
    const count = session.output.split('\n').length;
    let found = { printed: 0 };
    for (let line = 0; line < count && !found.printed; ) {
      const step = await session.call('stepOfOutputLine', line);
      if (step === null) break;
      const [start, end] = (await session.view(step)).outputLines;
      if (end - start > 30) found = { line: start + Math.floor(((end - start) * 2) / 3), step, printed: end - start };
      line = end;
    }
    engine.worker.terminate();
    return found;
  }, input);
  assert.ok(printed > 30, `line ${line + 1}, printed by step ${step + 1} with ${printed} lines`);
  const lines = output.split('\n');
  const ours = lines[line];
  const theirs = `${ours} 0`;
  lines[line] = theirs;
  await page.locator('#compare-box summary').click();
  await page.getByLabel('Expected output').fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.waitForFunction((n) => document.querySelector('#verdict').textContent.startsWith(`Wrong Answer on line ${n}`), line + 1);
  // Our output and the compared one mark the line, scrolled into view.
  assert.equal(await page.locator('#output mark').textContent(), ours);
  assert.ok(await visibleIn(page, '#output', '#output mark'), 'our line is in view');
  assert.equal(await page.locator('#compare-box .backdrop mark').textContent(), theirs);
  assert.ok(await visibleIn(page, '#expected', '#compare-box .backdrop mark'), 'the compared line is in view');
  // The step that printed it marks it among its lines.
  await page.getByRole('button', { name: 'Go to the step that printed it' }).click();
  await stepShown(page, step + 1);
  await page.locator('#step-output mark').waitFor();
  assert.equal(await page.locator('#step-output mark').textContent(), ours);
  assert.ok(await visibleIn(page, '#step-output', '#step-output mark'), 'the line is in view in the step’s output');
  assert.equal(await page.locator('#step-output mark').count(), 1);
  await page.screenshot({ path: screenshotPath('defects-player-compare') });
  // Another step shows its lines unmarked; a comparison that finds no difference drops the marks.
  await page.getByRole('button', { name: 'First', exact: true }).click();
  await stepShown(page, 1);
  assert.equal(await page.locator('#step-output mark').count(), 0);
  await page.getByLabel('Expected output').fill(output);
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.waitForFunction(() => document.querySelector('#verdict').textContent.startsWith('Accepted'));
  assert.equal(await page.locator('#output mark, #compare-box .backdrop mark').count(), 0);
  assert.equal(await page.locator('#output').textContent(), output);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The markers' steps (0-based, sorted) of `game` run on `input`, from the engine. */
function markerSteps(page, game, input) {
  return page.evaluate(
    async ([game, input]) => {
      const { Engine } = await import('./engine/engine.js');
      const engine = new Engine();
      const session = await engine.run(game, input, {});
      engine.worker.terminate();
      return [...new Set(session.markers.map((m) => m.step))].sort((a, b) => a - b);
    },
    [game, input],
  );
}

test('19: a "go to step" box goes to a typed step and says why it does not for a bad one', async () => {
  const input = readFileSync(join(DATA, 'skill-chess/big1.in'), 'utf8'); // 25,445 steps
  const { page, errors, context } = await blankPage({ viewport: { width: 1366, height: 768 } });
  await page.evaluate(async (input) => {
    const { Player } = await import('./player/player.js');
    const { Engine } = await import('./engine/engine.js');
    // A player of its own beside the embed's (emptied): embed.js fits only its own player's board
    // to the frame (style.css), and this one keeps the page's full height.
    const root = document.createElement('div');
    document.getElementById('player-box').replaceChildren();
    document.body.append(root);
    const engine = new Engine();
    await new Player(root).load(await engine.run('skill-chess', input, {}));
  }, input);
  const total = Number((await page.locator('.counter').textContent()).split('/')[1]);
  assert.ok(total > 2000, `${total} steps`);
  const box = page.getByRole('textbox', { name: 'Go to step' });
  const message = page.locator('.player .goto-message');
  const target = total - 1234;
  await box.fill(String(target));
  await box.press('Enter');
  await stepShown(page, target);
  assert.equal(await page.locator('.counter').textContent(), `${target} / ${total}`);
  assert.ok(await message.isHidden(), 'no message for a good number');
  assert.equal(await box.getAttribute('aria-invalid'), 'false');
  for (const bad of ['0', String(total + 1), '12x', '3.5', '-4', '', '99999999999999999999']) {
    await box.fill(bad);
    await box.press('Enter');
    await message.waitFor({ state: 'visible' });
    assert.equal(await message.textContent(), `Type a step number from 1 to ${total}.`, `"${bad}"`);
    assert.equal(await box.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('.counter').textContent(), `${target} / ${total}`, `"${bad}" moved nothing`);
    assert.equal(await page.locator('.player').getAttribute('data-shown'), String(target));
  }
  // Surrounding blanks are fine, and so are Persian and full-width digits.
  for (const [typed, step] of [
    [' 77 ', 77],
    ['۱۲۳', 123],
    ['４５', 45],
  ]) {
    await box.fill(typed);
    await box.press('Enter');
    await stepShown(page, step);
    assert.ok(await message.isHidden(), `"${typed}" is a step number`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('19: the slider’s markers are reached by buttons and by Page Up / Page Down; the keys are in the help', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1366, height: 768 } });
  await chooseGame(page, 'skill-chess');
  await page.locator('#sample').selectOption('0');
  await waitForPlayer(page);
  const input = await page.locator('#input').inputValue();
  const markers = await markerSteps(page, 'skill-chess', input);
  assert.ok(markers.length >= 3, `markers at ${markers}`);
  const total = Number((await page.locator('.counter').textContent()).split('/')[1]);
  const earlier = page.getByRole('button', { name: 'Earlier marker', exact: true });
  const later = page.getByRole('button', { name: 'Later marker', exact: true });
  assert.equal(await earlier.getAttribute('aria-keyshortcuts'), 'PageUp');
  assert.equal(await later.getAttribute('aria-keyshortcuts'), 'PageDown');
  assert.match(await page.locator('.player').getAttribute('aria-label'), /Page Up\/Page Down/);
  // Step 1 holds the first marker: nothing earlier.
  assert.equal(markers[0], 0);
  assert.ok(await earlier.isDisabled());
  for (const at of markers.slice(1)) {
    await later.click();
    await stepShown(page, at + 1);
  }
  assert.ok(await later.isDisabled(), 'no marker after the last');
  for (const at of markers.slice(0, -1).reverse()) {
    await earlier.click();
    await stepShown(page, at + 1);
  }
  // From between two markers, by key on the focused player.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await stepShown(page, markers[0] + 2);
  await page.locator('.player').focus();
  await page.keyboard.press('PageDown');
  await stepShown(page, markers[1] + 1);
  await page.keyboard.press('PageDown');
  await stepShown(page, markers[2] + 1);
  await page.keyboard.press('PageUp');
  await stepShown(page, markers[1] + 1);
  await page.keyboard.press('End');
  await stepShown(page, total);
  await page.keyboard.press('PageUp');
  await stepShown(page, markers.at(-1) + 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the player on a desktop and on a phone: screenshots, and nothing wider than the screen', async () => {
  for (const [name, options] of [
    ['desktop', { viewport: { width: 1366, height: 768 } }],
    ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
  ]) {
    const { page, errors, context } = await openApp(env, '', options);
    await chooseGame(page, 'skill-chess');
    await page.locator('#sample').selectOption('0');
    await waitForPlayer(page);
    const box = page.getByRole('textbox', { name: 'Go to step' });
    await box.fill('0');
    await box.press('Enter');
    await page.locator('.player .goto-message').waitFor({ state: 'visible' });
    const widest = await page.$$eval('.player .controls > *', (nodes) => Math.max(...nodes.map((n) => n.getBoundingClientRect().right)));
    assert.ok(widest <= options.viewport.width, `${name}: controls reach ${widest} px`);
    await page.locator('.player').scrollIntoViewIfNeeded();
    await page.locator('.player').screenshot({ path: screenshotPath(`defects-player-${name}`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
});
