// The embedding APIs in real Chromium: embed.html driven by its parent through postMessage (from
// another origin), the <boardlab-player> element's properties, methods and events, the element
// loaded from another origin than the page's, and the problem statement demo.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { newPage, screenshotPath, servePages, useBrowser, WWW, waitForColours, waitForPlayer } from './harness.mjs';

const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
const MAYAN_OUTPUT = '2 1 1\n3 1 1\n3 0 1\n';
const MAYAN_STEPS = 10;
const LUDO_PART4 = '5 7 11\n6\ndice\nenter R1\nmove R1 4\ndice\ngiveup\ndice\n';

const FIGURES = ['figures/mayan-step3.svg', 'figures/mayan-steps.gif'];
const figuresMissing = FIGURES.filter((f) => !existsSync(join(WWW, f)));

const env = useBrowser();

/**
 * Collects the messages the frame #frame sends to the top page, from before the page loads; the
 * frames count the messages they receive.
 */
async function hostPage(options) {
  const opened = await newPage(env, options);
  await opened.page.addInitScript(() => {
    if (window !== top) {
      window.__received = 0;
      addEventListener('message', () => window.__received++);
      return;
    }
    window.__messages = [];
    addEventListener('message', (event) => {
      if (event.source === document.getElementById('frame')?.contentWindow) {
        window.__messages.push({ origin: event.origin, data: event.data });
      }
    });
  });
  return opened;
}

/** Waits for the `count`th message of type `type` from the frame and returns its data. */
async function message(page, type, count = 1) {
  await page.waitForFunction(([t, n]) => window.__messages.filter((m) => m.data?.type === t).length >= n, [type, count]);
  return page.evaluate(([t, n]) => window.__messages.filter((m) => m.data?.type === t)[n - 1], [type, count]);
}

/** A host page on a second origin with embed.html (the mayan sample at `step`) and a sibling frame. */
async function hostWithEmbed(step) {
  const embed = `${env.url}embed.html#game=mayan&step=${step}&text=${encodeURIComponent(MAYAN_SAMPLE)}`;
  const host = await servePages({
    '/host.html': `<!doctype html><title>host</title>
      <iframe id="frame" src="${embed}" width="640" height="560"></iframe>
      <iframe name="sibling" srcdoc="<p>a sibling frame</p>"></iframe>`,
  });
  const opened = await hostPage();
  await opened.page.goto(`${host.url}host.html`);
  return { ...opened, host };
}

const count = (page, type) => page.evaluate((t) => window.__messages.filter((m) => m.data?.type === t).length, type);
const send = (page, data) => page.evaluate((d) => document.getElementById('frame').contentWindow.postMessage(d, '*'), data);

test('embed.html answers its parent on another origin: seek, next, previous, speed, play, pause, get', async () => {
  const { page, errors, context, host } = await hostWithEmbed(2);
  const wwwOrigin = new URL(env.url).origin;

  const ready = await message(page, 'ready');
  assert.equal(ready.origin, wwwOrigin);
  assert.deepEqual(ready.data, {
    boardlab: 1,
    type: 'ready',
    status: 'ready',
    error: null,
    game: 'mayan',
    step: 2,
    stepCount: MAYAN_STEPS,
    title: 'move 1: (2,1) → right',
    playing: false,
    speed: 1,
    output: MAYAN_OUTPUT,
  });
  const frame = page.frameLocator('#frame');
  const counterIs = (text) => frame.locator(`.counter:text-is("${text}")`).waitFor();

  await send(page, { boardlab: 1, type: 'seek', step: 5 });
  assert.deepEqual((await message(page, 'stepchange', 1)).data, {
    boardlab: 1,
    type: 'stepchange',
    step: 5,
    of: MAYAN_STEPS,
    title: 'move 3: chain 1',
  });
  await counterIs(`5 / ${MAYAN_STEPS}`);
  // Steps out of range are clamped.
  await send(page, { boardlab: 1, type: 'seek', step: 99 });
  assert.equal((await message(page, 'stepchange', 2)).data.step, MAYAN_STEPS);
  await send(page, { boardlab: 1, type: 'seek', step: -3 });
  assert.equal((await message(page, 'stepchange', 3)).data.step, 1);
  await send(page, { boardlab: 1, type: 'next' });
  assert.equal((await message(page, 'stepchange', 4)).data.step, 2);
  await send(page, { boardlab: 1, type: 'previous' });
  assert.equal((await message(page, 'stepchange', 5)).data.step, 1);

  await send(page, { boardlab: 1, type: 'speed', speed: 16 });
  assert.deepEqual((await message(page, 'speedchange')).data, { boardlab: 1, type: 'speedchange', speed: 16 });
  assert.equal(await frame.getByLabel('Speed').inputValue(), '16');

  // A reply goes to the asker, with its id.
  await send(page, { boardlab: 1, type: 'get', id: 'q1' });
  const state = await message(page, 'state');
  assert.equal(state.origin, wwwOrigin);
  assert.equal(state.data.id, 'q1');
  assert.equal(state.data.step, 1);
  assert.equal(state.data.speed, 16);
  assert.equal(state.data.output, MAYAN_OUTPUT);

  // Play runs to the last step, then pauses by itself.
  await send(page, { boardlab: 1, type: 'play' });
  await message(page, 'play');
  await message(page, 'pause');
  const steps = await page.evaluate(() => window.__messages.filter((m) => m.data.type === 'stepchange').map((m) => m.data.step));
  assert.deepEqual(steps.slice(-(MAYAN_STEPS - 1)), [2, 3, 4, 5, 6, 7, 8, 9, 10]);
  await counterIs(`${MAYAN_STEPS} / ${MAYAN_STEPS}`);
  // Pause while playing.
  await send(page, { boardlab: 1, type: 'play' });
  await message(page, 'play', 2);
  await send(page, { boardlab: 1, type: 'pause' });
  await message(page, 'pause', 2);

  await page.screenshot({ path: screenshotPath('embed-api-host') });
  assert.deepEqual(errors, []);
  await context.close();
  await host.close();
});

test('embed.html ignores malformed messages and messages from windows other than its parent', async () => {
  const { page, errors, context, host } = await hostWithEmbed(3);
  await message(page, 'ready');
  await send(page, { boardlab: 1, type: 'get', id: 1 });
  const before = (await message(page, 'state', 1)).data;
  assert.equal(before.step, 3);

  const malformed = [
    null,
    42,
    'seek',
    ['seek', 5],
    { type: 'seek', step: 5 },
    { boardlab: '1', type: 'seek', step: 5 },
    { boardlab: 2, type: 'seek', step: 5 },
    { boardlab: true, type: 'play' },
    { boardlab: 1 },
    { boardlab: 1, type: 7 },
    { boardlab: 1, type: 'SEEK', step: 5 },
    { boardlab: 1, type: 'seek' },
    { boardlab: 1, type: 'seek', step: '5' },
    { boardlab: 1, type: 'seek', step: 2.5 },
    { boardlab: 1, type: 'seek', step: Number.NaN },
    { boardlab: 1, type: 'seek', step: Infinity },
    { boardlab: 1, type: 'seek', step: null },
    { boardlab: 1, type: 'seek', step: { valueOf: 5 } },
    { boardlab: 1, type: 'speed' },
    { boardlab: 1, type: 'speed', speed: 3 },
    { boardlab: 1, type: 'speed', speed: '2' },
    { boardlab: 1, type: 'speed', speed: [2] },
    { boardlab: 1, type: 'toString' },
    { boardlab: 1, type: '__proto__' },
    { boardlab: 1, type: 'constructor' },
    { boardlab: 1, type: 'hasOwnProperty' },
    { boardlab: 1, type: 'stepchange', step: 5 },
    { boardlab: 1, type: 'ready' },
    { boardlab: 1, type: 'state' },
    { boardlab: 1, type: 'resize', height: 100 },
  ];
  for (const data of malformed) await send(page, data);
  // A well-formed command from a sibling frame: not the parent, so ignored too.
  await page.frame({ name: 'sibling' }).evaluate(() => {
    const target = parent.document.getElementById('frame').contentWindow;
    target.postMessage({ boardlab: 1, type: 'seek', step: 6 }, '*');
    target.postMessage({ boardlab: 1, type: 'play' }, '*');
    target.postMessage({ boardlab: 1, type: 'get', id: 'sibling' }, '*');
  });
  // The embed has had them all (the first get, the malformed ones and the sibling's three).
  await page.frame({ url: /embed\.html/ }).waitForFunction((n) => window.__received === n, malformed.length + 4);
  await send(page, { boardlab: 1, type: 'get', id: 2 });
  const after = (await message(page, 'state', 2)).data;
  assert.deepEqual({ ...after, id: 1 }, before);
  // Besides its height (`resize`, whenever it changes), only the answers to the parent's gets.
  const types = await page.evaluate(() => window.__messages.map((m) => m.data.type).filter((type) => type !== 'resize'));
  assert.deepEqual(types, ['ready', 'state', 'state']);
  assert.equal(await page.frameLocator('#frame').locator('.counter').textContent(), `3 / ${MAYAN_STEPS}`);
  assert.deepEqual(errors, []);
  await context.close();
  await host.close();
});

test('embed.html reports an input error and a link that names no game', async () => {
  const host = await servePages({
    '/host.html': `<!doctype html><title>host</title>
      <iframe id="frame" src="${env.url}embed.html#game=mayan&text=3%0Ax%0A"></iframe>`,
    '/empty.html': `<!doctype html><title>host</title><iframe id="frame" src="${env.url}embed.html"></iframe>`,
  });
  const { page, errors, context } = await hostPage();
  await page.goto(`${host.url}host.html`);
  const error = (await message(page, 'error')).data;
  assert.equal(error.line, 2);
  assert.equal(error.col, 1);
  assert.match(error.message, /line 2, column 1/);
  await send(page, { boardlab: 1, type: 'get' });
  const state = (await message(page, 'state')).data;
  assert.equal(state.status, 'error');
  assert.deepEqual(state.error, { message: error.message, line: 2, col: 1 });
  assert.equal(state.output, null);
  assert.equal(await count(page, 'ready'), 0);

  await page.goto(`${host.url}empty.html`);
  assert.match((await message(page, 'error')).data.message, /Nothing to show/);
  assert.deepEqual(errors, []);
  await context.close();
  await host.close();
});

test('the element: properties, methods, events and attribute changes', async () => {
  const { page, errors, context } = await newPage(env);
  await page.goto(`${env.url}embed-demo.html`);
  await page.evaluate((input) => {
    window.__events = [];
    window.__errors = [];
    // Listened to on the document: every event but `error` bubbles. With each, whether the
    // element said it was playing then (a play of a step or two may have ended by the next look).
    for (const type of ['ready', 'stepchange', 'play', 'pause', 'speedchange', 'error']) {
      document.addEventListener(type, (event) => {
        if (event.target.id === 'api') window.__events.push({ type, detail: event.detail, playing: event.target.playing });
      });
    }
    const node = document.createElement('boardlab-player');
    node.id = 'api';
    node.setAttribute('game', 'mayan');
    node.textContent = input;
    node.addEventListener('error', (event) => window.__errors.push(event.detail));
    // Before the run is ready: what it opens with.
    node.seek(4);
    node.speed = 8;
    document.body.append(node);
  }, MAYAN_SAMPLE);
  const events = (type) => page.evaluate((t) => window.__events.filter((e) => e.type === t).map((e) => e.detail), type);
  const eventCount = async (type, n) => {
    await page.waitForFunction(([t, k]) => window.__events.filter((e) => e.type === t).length >= k, [type, n]);
    return (await events(type))[n - 1];
  };
  const api = (fn, arg) => page.evaluate(([f, a]) => new Function('el', 'arg', f)(document.getElementById('api'), a), [fn, arg]);

  const ready = await eventCount('ready', 1);
  assert.equal(ready.step, 4);
  assert.equal(ready.speed, 8);
  assert.equal(ready.stepCount, MAYAN_STEPS);
  assert.equal(ready.output, MAYAN_OUTPUT);
  assert.deepEqual(await events('stepchange'), [], 'nothing before ready');
  assert.deepEqual(await api('return [el.step, el.stepCount, el.playing, el.speed, el.output]'), [4, MAYAN_STEPS, false, 8, MAYAN_OUTPUT]);

  assert.equal(await api('return el.seek(6).then(() => el.step)'), 6);
  assert.deepEqual(await eventCount('stepchange', 1), { step: 6, of: MAYAN_STEPS, title: 'move 3: blocks fall' });
  assert.equal(await api('return el.next().then(() => el.step)'), 7);
  assert.equal(await api('return el.previous().then(() => el.step)'), 6);
  await api('el.step = 2');
  assert.equal((await eventCount('stepchange', 4)).step, 2);
  assert.match(await page.locator('#api .counter').textContent(), /^2 \//);
  // The step attribute seeks, without running again.
  await api('el.setAttribute("step", "9")');
  assert.equal((await eventCount('stepchange', 5)).step, 9);
  assert.match(await api('try { el.speed = 3 } catch (e) { return e.name }'), /RangeError/);
  assert.match(await api('try { el.seek(1.5) } catch (e) { return e.name }'), /RangeError/);
  assert.equal(await api('return el.speed'), 8);
  await api('el.speed = 16');
  assert.deepEqual(await eventCount('speedchange', 1), { speed: 16 });
  await api('el.setAttribute("speed", "4")');
  assert.deepEqual(await eventCount('speedchange', 2), { speed: 4 });
  await api('el.play()');
  await eventCount('play', 1);
  const playing = (type) => page.evaluate((t) => window.__events.find((e) => e.type === t).playing, type);
  assert.equal(await playing('play'), true, 'playing when it says it plays');
  await eventCount('pause', 1);
  assert.deepEqual(await api('return [el.step, el.playing]'), [MAYAN_STEPS, false]);
  assert.equal((await events('ready')).length, 1);

  // New text runs again: one board with no answer in one move.
  await api('el.textContent = "1\\n1 0\\n2 1 0\\n2 3 4 0\\n3 1 0\\n2 4 3 4 0\\n"');
  const again = await eventCount('ready', 2);
  assert.equal(again.output, '-1\n');
  assert.equal(again.step, 1);
  // An input error: an `error` event on the element that does not bubble.
  await api('el.textContent = "3\\nx\\n"');
  await page.waitForFunction(() => window.__errors.length === 1);
  const [error] = await page.evaluate(() => window.__errors);
  assert.equal(error.line, 2);
  assert.match(error.message, /line 2, column 1/);
  assert.deepEqual(await events('error'), []);
  assert.deepEqual(await api('return [el.step, el.stepCount, el.output]'), [0, 0, null]);
  // Another game: its attributes and text change together, and one run shows them.
  await api(`el.setAttribute('game', 'ludo'); el.setAttribute('rules', 'part=4'); el.textContent = arg`, LUDO_PART4);
  const ludo = await eventCount('ready', 3);
  assert.equal(ludo.game, 'ludo');
  assert.ok(ludo.stepCount > 1);
  assert.equal((await events('ready')).length, 3);
  await waitForColours(page, 4, '#api .stage canvas');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the element loaded from another origin runs, steps and styles itself (with and without a strict CSP)', async () => {
  const www = new URL(env.url).origin;
  const body = `
    <script type="module" src="${www}/boardlab-player.js"></script>
    <boardlab-player id="inline" game="mayan" step="2">${MAYAN_SAMPLE}</boardlab-player>
    <boardlab-player id="fetched" game="mayan" src="sample.in"></boardlab-player>`;
  // What a host page with a Content-Security-Policy must allow for an element served elsewhere.
  const csp = `default-src 'self'; script-src 'self' ${www} 'wasm-unsafe-eval'; style-src 'self' ${www}; connect-src 'self' ${www}; worker-src blob: ${www}`;
  const host = await servePages({
    '/plain.html': `<!doctype html><meta charset="utf-8"><title>host</title>${body}`,
    '/strict.html': `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}"><title>host</title>${body}`,
    '/sample.in': MAYAN_SAMPLE,
  });
  for (const path of ['plain.html', 'strict.html']) {
    const { page, errors, context } = await newPage(env);
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`${host.url}${path}`);
    await page.waitForFunction(() => document.querySelectorAll('boardlab-player[data-ready="1"]').length === 2);
    const inline = page.locator('#inline');
    assert.equal(await inline.locator('.counter').textContent(), `2 / ${MAYAN_STEPS}`, path);
    assert.equal(await page.locator('#fetched .counter').textContent(), `1 / ${MAYAN_STEPS}`, path);
    assert.equal(await page.evaluate(() => document.getElementById('fetched').output), MAYAN_OUTPUT);
    await page.waitForFunction(() => document.getElementById('inline').shadowRoot.querySelector('.player[data-shown="2"]'));
    await waitForColours(page, 8, '#inline .stage canvas');
    assert.equal(
      await page.evaluate(() =>
        document
          .getElementById('inline')
          .next()
          .then(() => document.getElementById('inline').step),
      ),
      3,
    );
    await page.waitForFunction(() => document.getElementById('inline').shadowRoot.querySelector('.player[data-shown="3"]'));
    // The shadow root's stylesheet came from the other origin too.
    assert.equal(await inline.locator('.controls').evaluate((node) => getComputedStyle(node).display), 'flex');
    // One worker for both elements, started through a same-origin blob: URL.
    const workers = page.workers().map((w) => w.url());
    assert.equal(workers.length, 1, workers.join(' '));
    assert.match(workers[0], /^blob:/);
    assert.deepEqual(await page.evaluate(() => window.__violations), [], path);
    await page.screenshot({ path: screenshotPath(`embed-api-cross-origin-${path.replace('.html', '')}`), fullPage: true });
    assert.deepEqual(errors, [], path);
    await context.close();
  }
  await host.close();
});

test('the statement demo: live player, Markdown for judges and a link that opens the sample', async () => {
  const { page, errors, context } = await newPage(env);
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));
  });
  await page.goto(`${env.url}statement-demo.html`);
  await page.waitForSelector('#statement-player[data-ready="1"]');
  assert.equal(await page.evaluate(() => document.getElementById('statement-player').output), MAYAN_OUTPUT);
  assert.match(await page.locator('#statement-player .counter').textContent(), new RegExp(`^1 / ${MAYAN_STEPS}$`));
  await page.locator('#statement-player .player').focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#statement-player .player[data-shown="2"]');
  await waitForColours(page, 8, '#statement-player .stage canvas');
  const csp = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (m) => m.content);
  assert.match(csp, /default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  // Missing figures are image errors, not script errors: only CSP violations would count here.
  assert.deepEqual(await page.evaluate(() => window.__violations), []);

  const markdown = await page.locator('#markdown').textContent();
  assert.ok(markdown.includes(`![The sample board after its first move](${env.url}figures/mayan-step3.svg)`), markdown);
  assert.ok(markdown.includes(`(${env.url}figures/mayan-steps.gif)`), markdown);
  const link = markdown.match(/\[Step through the sample in BoardLab\]\((\S+)\)/)[1];
  assert.ok(link.startsWith(`${env.url}index.html#game=mayan&text=`), link);
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: screenshotPath(`statement-demo-${colorScheme}`), fullPage: true });
  }
  // Until `./build.sh build` renders the figures, their requests fail (404).
  assert.deepEqual(
    errors.filter((e) => !(figuresMissing.length && /status of 404/.test(e))),
    [],
  );
  await context.close();

  // The link opens the main page with the sample run.
  const full = await newPage(env);
  await full.page.goto(link);
  await waitForPlayer(full.page);
  assert.equal(await full.page.getByLabel('Input').inputValue(), MAYAN_SAMPLE);
  assert.equal((await full.page.locator('#output').textContent()).trim(), MAYAN_OUTPUT.trim());
  assert.deepEqual(full.errors, []);
  await full.context.close();
});

test('the statement demo shows its figures', {
  skip: figuresMissing.length ? `not generated yet (./build.sh build): ${figuresMissing.join(', ')}` : false,
}, async () => {
  const { page, errors, context } = await newPage(env);
  await page.goto(`${env.url}statement-demo.html`);
  await page.waitForLoadState('load');
  const images = await page.$$eval('.statement figure img', (nodes) =>
    nodes.map((img) => ({ src: img.getAttribute('src'), ok: img.complete && img.naturalWidth > 0 })),
  );
  assert.deepEqual(
    images,
    FIGURES.map((src) => ({ src, ok: true })),
  );
  assert.deepEqual(errors, []);
  await context.close();
});
