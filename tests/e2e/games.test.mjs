// Each game through the page in real Chromium: its samples, its rule options, its data files,
// and stepping through its largest input. Official data is read from ../shared when present.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { chooseGame, openApp, screenshotPath, slowSearch, stepShown, useBrowser, WWW, waitForColours, waitForPlayer } from './harness.mjs';

const SHARED = process.env.BOARDLAB_SHARED || join(WWW, '../../shared');

const env = useBrowser();

/** Output lines as a judge compares them. */
const judgeLines = (text) => {
  const lines = text.split('\n').map((l) => l.replace(/[ \t\r]+$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
};

async function pickSample(page, game, name) {
  await chooseGame(page, game);
  await page.getByLabel('Sample').selectOption({ label: name });
}

async function run(page) {
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page);
}

/** Opens a file as a user does; a large one is held beside the text box with its size shown. */
async function openFile(page, path) {
  await page.locator('#file').setInputFiles(path);
  await page.waitForFunction(
    (n) => document.querySelector('#input').value.length === n || !document.querySelector('#held').hidden,
    readFileSync(path, 'utf8').length,
  );
}

const total = async (page) => Number((await page.locator('.counter').textContent()).split('/')[1]);

test('skill-chess: the statement sample carries its note; the official data runs and seeks smoothly', async () => {
  const { page, errors, context } = await openApp(env);
  await pickSample(page, 'skill-chess', 'statement sample');
  const note = page.locator('#sample-note');
  assert.ok(await note.isVisible());
  assert.match(await note.textContent(), /4th game.*official/);
  await run(page);
  await waitForColours(page, 8);

  const official = join(SHARED, 'data/skill-chess/official/1.in');
  if (!existsSync(official)) {
    console.log(`notice: ${official} is absent; the official-data part of this test is skipped`);
  } else {
    await openFile(page, official);
    assert.ok(await note.isHidden(), 'the sample note goes away with the sample');
    assert.equal(await page.getByLabel('Sample').inputValue(), '');
    await run(page);
    const expected = readFileSync(join(SHARED, 'data/skill-chess/official/1.ans'), 'utf8');
    assert.deepEqual(judgeLines(await page.locator('#output').textContent()), judgeLines(expected));
    const steps = await total(page);
    assert.ok(steps > 50000, `${steps} steps`);
    // Seek across the whole timeline through the slider. A step replays at most the moves from its
    // checkpoint (src/core/timeline.rs's tests); the times are reported, `./build.sh bench` has the budget.
    const slider = page.getByLabel('Step', { exact: true });
    const times = [];
    for (const fraction of [0.9, 0.1, 0.5, 0.99, 0.3]) {
      const index = Math.floor((steps - 1) * fraction);
      const started = Date.now();
      await slider.fill(String(index));
      await stepShown(page, index + 1);
      times.push(`${index + 1}: ${Date.now() - started} ms`);
    }
    console.log(`# seeks in ${steps} steps: ${times.join(', ')}`);
    assert.match(await page.locator('.step-title').textContent(), /^Game \d+ · /);
    await page.screenshot({ path: screenshotPath('skill-chess-official'), fullPage: true });
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('match3: the three statement samples run from the sample menu', async () => {
  const { page, errors, context } = await openApp(env);
  const scores = [];
  for (const name of ['Sample 1', 'Sample 2', 'Sample 3']) {
    await pickSample(page, 'match3', name);
    await run(page);
    scores.push((await page.locator('#output').textContent()).trim());
  }
  assert.ok(
    scores.every((s) => /^\d+$/.test(s)),
    scores.join(','),
  );
  assert.equal(scores[0], '11692');
  await page.getByRole('button', { name: 'Last' }).click();
  await page.waitForFunction(() => /^End/.test(document.querySelector('.step-title').textContent));
  assert.match(await page.locator('.caption').textContent(), /elim .* chain .* comb .* hand .* end/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('ludo: rule options are shown with explanations and change the output', async () => {
  const { page, errors, context } = await openApp(env);
  await chooseGame(page, 'ludo');
  assert.match(await page.locator('#about').textContent(), /ambiguous/);
  // The main option (part) is shown; the others are folded under "More rule options".
  assert.ok(await page.locator('#rule-part').isVisible());
  assert.ok(await page.locator('#rule-pip').isHidden());
  await page.locator('#more-rules summary').click();
  const options = await page.$$eval('#rules select', (s) => s.map((x) => x.dataset.rule));
  for (const name of ['part', 'pip', 'dice_rule', 'enter_opponent', 'capture_to', 'giveup_passes', 'turn_check', 'track_end', 'glyphs']) {
    assert.ok(options.includes(name), `option ${name} missing`);
  }
  assert.equal(await page.locator('.rule .help').count(), options.length);

  await pickSample(page, 'ludo', 'part 1: a die face');
  await run(page);
  const plain = await page.locator('#output').textContent();
  assert.match(plain, /o/);
  if ((await page.locator('#more-rules').getAttribute('open')) === null) await page.locator('#more-rules summary').click();
  await page.locator('#rule-pip').selectOption('O');
  await run(page);
  const upper = await page.locator('#output').textContent();
  assert.equal(upper, plain.replaceAll('o', 'O'));

  // Part 5: the exact text board of the current step is shown on demand.
  await pickSample(page, 'ludo', 'part 5: enter, move and a blue start');
  await run(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await stepShown(page, 2);
  await page.locator('#text-box summary').click();
  // Asked for when the panel opens.
  const board = await page.locator('#step-text[data-step="2"]').textContent();
  assert.equal(board.trimEnd().split('\n').length, 11);
  assert.ok(
    board.split('\n').every((line) => line === '' || line.length === 32),
    board,
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('three-kingdoms: optimal line with alternatives, and the half_damage option', async () => {
  const { page, errors, context } = await openApp(env);
  await pickSample(page, 'three-kingdoms', 'exact halves');
  assert.equal(await page.locator('#rule-half_damage').inputValue(), 'exact', 'the sample sets its rule');
  await page.locator('#rule-half_damage').selectOption('floor');
  await run(page);
  const floor = await page.locator('#output').textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction(() => /turn 1/.test(document.querySelector('.step-title').textContent));
  assert.match(await page.locator('.events').textContent(), /alternative|played/);
  await page.locator('#rule-half_damage').selectOption('exact');
  await run(page);
  const exact = await page.locator('#output').textContent();
  assert.notEqual(exact, floor);
  assert.match(exact, /\.5/);
  assert.deepEqual(errors, []);
  await context.close();
});

/**
 * Holds the background analysis of the engine's `worker` (a Playwright Worker): the slices
 * www/engine/analysis.js schedules through a MessageChannel wait until `self.__analysis.release()`.
 */
function holdAnalysis(worker) {
  return worker.evaluate(() => {
    const post = MessagePort.prototype.postMessage;
    const held = [];
    MessagePort.prototype.postMessage = function (...args) {
      held.push([this, args]);
    };
    self.__analysis = {
      held,
      release() {
        MessagePort.prototype.postMessage = post;
        for (const [port, args] of held.splice(0)) post.apply(port, args);
      },
    };
  });
}

test('three-kingdoms: a step is shown at once and its alternatives arrive from the background', async () => {
  const { page, errors, context } = await openApp(env);
  await waitForPlayer(page); // the first visit's run: the engine's worker is the one it ran in
  await chooseGame(page, 'three-kingdoms');
  await waitForPlayer(page);
  const workers = page.workers();
  assert.equal(workers.length, 1);
  const [worker] = workers;
  // Until the step is on screen, no analysis runs: it is shown incomplete, whatever the speed.
  await holdAnalysis(worker);
  // 22.in: its fourth test's second turn needs about 200 000 positions for its alternatives.
  await openFile(page, join(WWW, '../tests/data/three-kingdoms/22.in'));
  await run(page);
  assert.equal(await total(page), 30);
  // The new session's first slice is asked for once the page has been quiet for a moment (the
  // sample's run may still have one waiting): held.
  await worker.evaluate(
    () =>
      new Promise((resolve) => {
        const check = () => (self.__analysis.held.length > 0 ? resolve(undefined) : setTimeout(check, 20));
        check();
      }),
  );
  await page.getByLabel('Step', { exact: true }).fill('21');
  await page.waitForFunction(() => /being computed/.test(document.querySelector('.events').textContent));
  await worker.evaluate(() => self.__analysis.release());
  await page.waitForFunction(() => /played:/.test(document.querySelector('.events').textContent));
  assert.match(await page.locator('.step-title').textContent(), /^Test 4 · turn 2 /);
  assert.equal((await page.locator('.events li').allTextContents()).filter((t) => /^(played|alternative):/.test(t)).length, 5);

  // Through the engine directly: every step is answered at once; each one that was incomplete
  // is reported once complete, and is complete when asked again.
  const input = readFileSync(join(WWW, '../tests/data/three-kingdoms/22.in'), 'utf8');
  const [own] = await Promise.all([
    page.waitForEvent('worker'),
    page.evaluate(async () => {
      const { Engine } = await import('./engine/engine.js');
      window.__engine = new Engine();
    }),
  ]);
  await holdAnalysis(own);
  const incomplete = await page.evaluate(async (input) => {
    const session = await window.__engine.run('three-kingdoms', input, {});
    const incomplete = [];
    for (let i = 0; i < session.stepCount; i++) {
      const step = await session.view(i);
      if (step.events.some((e) => /being computed/.test(e))) incomplete.push(i);
    }
    const ready = new Set();
    window.__session = session;
    window.__allReady = new Promise((resolve) =>
      session.on('stepready', (index) => {
        ready.add(index);
        if (incomplete.every((i) => ready.has(i))) resolve();
      }),
    );
    return incomplete;
  }, input);
  assert.ok(incomplete.length > 0, 'some steps need the background');
  await own.evaluate(() => self.__analysis.release());
  const stillComputing = await page.evaluate(async (incomplete) => {
    await window.__allReady;
    const again = await Promise.all(incomplete.map((i) => window.__session.view(i)));
    window.__engine.worker.terminate();
    return again.filter((s) => s.events.some((e) => /being computed/.test(e))).length;
  }, incomplete);
  assert.equal(stillComputing, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('three-kingdoms: after a long run, its first step is asked for before the background analysis goes on', async () => {
  const { page, errors, context } = await openApp(env);
  await waitForPlayer(page);
  const [own] = await Promise.all([
    page.waitForEvent('worker'),
    page.evaluate(async () => {
      const { Engine } = await import('./engine/engine.js');
      window.__engine = new Engine();
    }),
  ]);
  // A session whose alternatives are computed in the background (22.in's need about 200 000
  // positions), one of its steps shown: its analysis waits for the worker to be idle.
  const input = readFileSync(join(WWW, '../tests/data/three-kingdoms/22.in'), 'utf8');
  await page.evaluate(async (input) => {
    window.__analysed = await window.__engine.run('three-kingdoms', input, {});
    await window.__analysed.view(window.__analysed.stepCount - 1);
  }, input);
  // The worker's log: each request, when it came and when it was answered, and each slice of
  // the analysis (the module's `prepare` and `warm`).
  await own.evaluate(async () => {
    const { Session } = await import(new URL('../pkg/three-kingdoms/boardlab.js', self.location.href).href);
    const log = [];
    self.__log = log;
    for (const name of ['prepare', 'warm']) {
      const slice = Session.prototype[name];
      Session.prototype[name] = function (...args) {
        log.push({ slice: name });
        return slice.apply(this, args);
      };
    }
    const handle = self.onmessage;
    self.onmessage = async (event) => {
      log.push({ request: event.data.method });
      await handle.call(self, event);
      log.push({ answered: event.data.method });
    };
  });
  // A run far longer than the analysis waits for the worker to be quiet (150 ms), then its
  // first step: asked for as soon as the run is answered, they come before the next slice.
  await page.evaluate(async (input) => {
    const session = await window.__engine.run('three-kingdoms', input, {});
    await session.view(0);
  }, slowSearch(40));
  const log = await own.evaluate(() => self.__log);
  const parsed = log.findIndex((entry) => entry.answered === 'Session.parse');
  assert.ok(parsed > 0, JSON.stringify(log));
  assert.deepEqual(log[parsed + 1], { request: 'summary' }, JSON.stringify(log.slice(parsed, parsed + 6)));
  await page.evaluate(() => window.__engine.worker.terminate());
  assert.deepEqual(errors, []);
  await context.close();
});

test('mayan: replay mode judges an answer given after the puzzle', async () => {
  const { page, errors, context } = await openApp(env);
  await pickSample(page, 'mayan', 'replay: a valid answer that is not the smallest');
  assert.equal(await page.locator('#rule-mode').inputValue(), 'replay');
  await run(page);
  const verdict = await page.locator('#output').textContent();
  assert.match(verdict, /verdict: /);
  assert.match(verdict, /smallest answer: /);
  assert.deepEqual(errors, []);
  await context.close();
});
