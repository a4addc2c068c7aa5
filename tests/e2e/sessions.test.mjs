// Long sessions in one tab: 100 runs of the largest skill-chess input keep the worker's wasm memory
// and the page's JS heap flat, and a paused player costs no CPU: no animation frames, timers or
// tasks while nothing changes on screen. Fails on any console error.

import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openApp, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();
const BIG = join(dirname(fileURLToPath(import.meta.url)), '../data/skill-chess/big2.in'); // 233 KB, 20 games

// Counts the page's requests for animation frames and timers (installed before any page script).
const COUNT_SCHEDULING = () => {
  window.__scheduled = [];
  for (const name of ['requestAnimationFrame', 'setTimeout', 'setInterval']) {
    const original = window[name];
    window[name] = function (...args) {
      window.__scheduled.push({ name, at: performance.now(), stack: new Error().stack.split('\n').slice(2, 4).join(' | ') });
      return original.apply(this, args);
    };
  }
};

/**
 * Asks the engine's worker what it holds ({ wasmBytes, sessions, animations }) through its own
 * `memory` request, answered from inside the worker.
 */
async function workerMemory(page) {
  const workers = page.workers();
  assert.ok(workers.length >= 1, 'the engine worker is running');
  return workers.at(-1).evaluate(
    () =>
      new Promise((resolve) => {
        const post = self.postMessage;
        self.postMessage = (message, ...rest) => {
          if (message && message.id === -1) {
            self.postMessage = post;
            resolve(message.result);
          } else post.call(self, message, ...rest);
        };
        self.onmessage({ data: { id: -1, type: 'memory' } });
      }),
  );
}

/** The page's live JS heap after a full garbage collection, in bytes. */
async function pageHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function runAgain(page) {
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(
    () => !document.querySelector('#run').disabled && /^Done/.test(document.querySelector('#status').textContent),
    null,
    {
      timeout: 30000,
    },
  );
}

test('100 runs of the largest skill-chess input keep the wasm memory and the page heap flat', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  const cdp = await context.newCDPSession(page);
  await page.getByLabel('Game').selectOption('skill-chess');
  await page.locator('#file').setInputFiles(BIG);
  await page.getByRole('button', { name: 'Run' }).click();
  await waitForPlayer(page, 60000);
  const samples = [];
  for (let run = 1; run <= 100; run++) {
    if (run > 1) await runAgain(page);
    // Step a little each time, as a user would: steps are produced and cached on demand.
    await page.getByRole('button', { name: 'Last' }).click();
    if (run % 25 === 0) {
      const worker = await workerMemory(page);
      samples.push({ run, heap: await pageHeap(cdp), ...worker });
    }
  }
  // The heap grows while the page warms up (compiled code, caches, the first runs' history
  // entries) and then stays: measured after 25, 50, 75 and 100 runs, it must not grow after 25
  // by more than 10 %, and the last three samples must be level (a leak grows at every one).
  const [warm, , , last] = samples;
  console.log(samples.map((s) => JSON.stringify(s)).join('; '));
  assert.equal(last.sessions, 1, 'one session lives in the worker: the one on screen');
  assert.equal(last.animations, 0);
  const within = (a, b) => Math.abs(b - a) <= 0.1 * a;
  assert.ok(within(warm.wasmBytes, last.wasmBytes), `wasm memory ${warm.wasmBytes} → ${last.wasmBytes} bytes`);
  assert.ok(within(warm.heap, last.heap), `page heap ${warm.heap} → ${last.heap} bytes`);
  const later = samples.slice(1).map((s) => s.heap);
  assert.ok(Math.max(...later) - Math.min(...later) <= 0.05 * warm.heap, `page heap after runs 50, 75, 100: ${later.join(', ')} bytes`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a paused player schedules no frames or timers and the page does no work', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1280, height: 900 } });
  await page.addInitScript(COUNT_SCHEDULING);
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  await waitForPlayer(page);
  // Play a few steps, pause, hover the board, then leave it alone.
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.locator('.stage canvas').hover();
  await page.mouse.move(5, 5);
  // Throttled announcements and the status region settle within a few seconds.
  await page.waitForTimeout(4000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await busy();
  const since = await page.evaluate(() => performance.now());
  await page.waitForTimeout(3000);
  const scheduled = await page.evaluate((t) => window.__scheduled.filter((s) => s.at >= t), since);
  const worked = (await busy()) - before;
  console.log(`idle 3 s: ${scheduled.length} frames/timers scheduled, ${(worked * 1000).toFixed(1)} ms of main-thread tasks`);
  assert.deepEqual(scheduled, [], 'nothing scheduled while idle');
  // Under 1 % of the time: the tasks the test's own queries cause, nothing recurring.
  assert.ok(worked < 0.03, `${(worked * 1000).toFixed(1)} ms of tasks in 3 s of idling`);
  assert.deepEqual(errors, []);
  await context.close();
});
