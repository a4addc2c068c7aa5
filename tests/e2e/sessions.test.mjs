// Long sessions in one tab: 100 runs of the largest skill-chess input keep the worker's wasm memory
// and the page's JS heap flat, and a paused player costs no CPU: no animation frames, timers or
// tasks while nothing changes on screen. Fails on any console error.

import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chooseGame, openApp, pauseClock, stepShown, useBrowser, waitForPlayer, workerIdle, workerMemory } from './harness.mjs';

const env = useBrowser();
const BIG = join(dirname(fileURLToPath(import.meta.url)), '../data/skill-chess/big2.in'); // 233 KB, 20 games

// Records every way the page asks for work later: animation frames, timers, idle callbacks and
// messages, to a window or to the engine's worker (installed before any page script).
const COUNT_SCHEDULING = () => {
  window.__scheduled = [];
  const wrap = (target, name, label) => {
    const original = target[name];
    target[name] = function (...args) {
      window.__scheduled.push({ name: label(args), stack: new Error().stack.split('\n').slice(2, 4).join(' | ') });
      return original.apply(this, args);
    };
  };
  for (const name of ['requestAnimationFrame', 'setTimeout', 'setInterval', 'requestIdleCallback', 'postMessage'])
    wrap(window, name, () => name);
  wrap(Worker.prototype, 'postMessage', ([message]) => `a ${message?.type} request to the worker`);
};

/**
 * The page's live JS heap in bytes, with nothing in flight: the least of three readings, each
 * after a full garbage collection.
 */
async function pageHeap(cdp) {
  const readings = [];
  for (let i = 0; i < 3; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    readings.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
  }
  return Math.min(...readings);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function runAgain(page) {
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(() => !document.querySelector('#run').disabled && /^Done/.test(document.querySelector('#status').textContent));
}

test('100 runs of the largest skill-chess input keep the wasm memory and the page heap flat', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  const cdp = await context.newCDPSession(page);
  await chooseGame(page, 'skill-chess');
  await page.locator('#file').setInputFiles(BIG);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page, 60000);
  const samples = [];
  for (let run = 1; run <= 100; run++) {
    if (run > 1) await runAgain(page);
    // Step a little each time, as a user would: steps are produced and cached on demand.
    await page.getByRole('button', { name: 'Last' }).click();
    await page.waitForFunction(() => {
      const [at, of] = document.querySelector('.counter').textContent.split(' / ');
      return at === of && document.querySelector('.player').dataset.shown === at;
    });
    if (run >= 20 && run % 10 === 0) {
      // Once the worker is idle, so that each sample holds what the screen keeps when it has
      // readied the board's paints (the pictures' cache is full by the first).
      await workerIdle(page);
      const worker = await workerMemory(page);
      samples.push({ run, heap: await pageHeap(cdp), ...worker });
    }
  }
  // The heap grows while the page warms up (compiled code, caches) and then stays. From run 20
  // on, every 10 runs: the median of the last three samples is within 10 % of the median of the
  // first three (a leak of a session per run would add megabytes).
  console.log(samples.map((s) => `run ${s.run}: heap ${s.heap}, wasm ${s.wasmBytes}`).join('; '));
  const last = samples.at(-1);
  assert.equal(last.objects, 1, 'one object lives in the worker: the session on screen');
  const within = (a, b) => Math.abs(b - a) <= 0.1 * a;
  assert.ok(within(samples[0].wasmBytes, last.wasmBytes), `wasm memory ${samples[0].wasmBytes} → ${last.wasmBytes} bytes`);
  const early = median(samples.slice(0, 3).map((s) => s.heap));
  const late = median(samples.slice(-3).map((s) => s.heap));
  assert.ok(within(early, late), `page heap ${early} → ${late} bytes`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a paused player schedules no frames or timers and the page does no work', async () => {
  // On the fake clock: it flows while the player plays, then the test moves it.
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 }, clock: 'running' });
  await page.addInitScript(COUNT_SCHEDULING);
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  await waitForPlayer(page);
  // Play a few steps, pause, hover the board, then leave it alone.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await stepShown(page, 3);
  assert.ok(await page.evaluate(() => window.__scheduled.some((s) => s.name === 'setTimeout')), 'timers are counted');
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.locator('.stage canvas').hover();
  await page.mouse.move(5, 5);
  // A minute later every timer that was due has run (throttled announcements, the status
  // region, the explore panel's question), and the answer to that question has come.
  await pauseClock(page);
  await page.waitForFunction(() => document.querySelector('#explore').dataset.step === document.querySelector('.player').dataset.shown);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await busy();
  const since = await page.evaluate(() => window.__scheduled.length);
  await page.clock.runFor(3000);
  const scheduled = await page.evaluate((n) => window.__scheduled.slice(n), since);
  const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  console.log(
    `idle 3 s: ${scheduled.length} frames/timers/messages scheduled, ${running} animations running, ${((await busy()) - before) * 1000} ms of main-thread tasks`,
  );
  assert.deepEqual(scheduled, [], 'nothing scheduled while idle');
  assert.equal(running, 0, 'no CSS animation or transition runs while idle');
  assert.deepEqual(errors, []);
  await context.close();
});
