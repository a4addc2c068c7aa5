// `./build.sh bench`, the page ↔ engine boundary (issue 24): per game, on a mid-size input, what
// crosses between the page and the engine's Web Worker and how long the page waits for it:
// - load: navigation to the page ready (body[data-ready]);
// - first frame: Run clicked to the first step's title and events on screen (data-shown);
// - per step: Next pressed STEPS times, each time until the step is shown and the Explore panel
//   has its decision (#explore[data-step]); messages both ways and bytes received, per step;
// - seek: the slider set to SEEKS seeded positions, each timed until its step is shown;
// - per move: one move of your own played from the Moves list, until the variation's step is
//   shown with its decision there; its messages and bytes received.
// Counted at the Worker object itself (an init script wraps window.Worker), so it does not depend
// on what the messages say. Times are informational: nothing here is asserted.
// `node tests/e2e/bench-boundary.mjs` runs this part alone; BOARDLAB_WWW measures another copy of
// the page, BOARDLAB_BENCH_GAMES=mayan,ludo only those games.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, openBenchPage, quantile, ROOT, seekPositions, seekTimes } from './bench-page.mjs';
import { newPage, startBrowser, WWW } from './harness.mjs';

const STEPS = 30;
const SEEKS = 30;

/** A mid-size shipped input per game (20 to 130 steps), and the rules to run it with. */
const INPUTS = [
  { game: 'mayan', file: 'tests/data/mayan/21.in', rules: {} },
  { game: 'skill-chess', file: 'src/games/skill-chess/samples/statement.in', rules: {} },
  { game: 'three-kingdoms', file: 'tests/data/three-kingdoms/20.in', rules: {} },
  { game: 'match3', file: 'tests/data/match3/09.in', rules: {} },
  { game: 'ludo', file: 'tests/data/ludo/cases/part5_07.in', rules: { part: '5' } },
];

/**
 * Runs `input` on a fresh page and measures it.
 * @param {Awaited<ReturnType<typeof startBrowser>>} env
 * @param {(typeof INPUTS)[number]} input
 */
async function measure(env, { game, file, rules }) {
  const { page, errors, context } = await openBenchPage(env);
  const load = await page.evaluate(() => window.__boundary.readyAt);

  // The input typed first: choosing the game then runs no sample of its own.
  await page.getByLabel('Input').fill(readFileSync(join(ROOT, file), 'utf8'));
  await page.getByLabel('Game').selectOption(game);
  for (const [name, value] of Object.entries(rules)) await page.locator(`#rule-${name}`).selectOption(value);
  const run = await page.getByRole('button', { name: 'Run' }).elementHandle();
  const firstFrame = await runShown(page, run);
  const steps = Number((await page.locator('.counter').textContent()).split('/')[1]);

  const next = await page.getByRole('button', { name: 'Next' }).elementHandle();
  const n = Math.min(STEPS, steps - 1);
  const stepping = await page.evaluate(
    async ({ button, n }) => {
      const boundary = window.__boundary;
      boundary.reset();
      for (let shown = 2; shown <= n + 1; shown++) {
        button.click();
        await boundary.until('settled', shown);
      }
      return boundary.snapshot();
    },
    { button: next, n },
  );

  // Run again, so that the seeks start with none of the steps kept by the page.
  await runShown(page, run);
  const seeks = await seekTimes(page, seekPositions(SEEKS, steps, 0));

  const slider = await page.getByRole('slider', { name: 'Step' }).elementHandle();
  const move = await playMove(page, { next, slider, steps });
  await context.close();
  return { game, file, steps, n, load, firstFrame, stepping, seeks, move, errors };
}

/**
 * Clicks Run: the ms until the first step is shown; resolves once its decision has arrived too.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').ElementHandle} run the Run button
 */
async function runShown(page, run) {
  const elapsed = await page.evaluate(async (button) => {
    const t0 = performance.now();
    button.click();
    return (await window.__boundary.until('shown', 1)).at - t0;
  }, run);
  await page.evaluate(() => window.__boundary.until('settled', 1));
  return elapsed;
}

/**
 * From the first step, steps forward to the first one with moves (at most STEPS steps on) and
 * plays the first move there; null when there is none.
 * @param {import('playwright-core').Page} page
 */
async function playMove(page, { next, slider, steps }) {
  const found = await page.evaluate(
    async ({ next, slider, last }) => {
      const boundary = window.__boundary;
      slider.value = '0';
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      for (let shown = 1; shown <= last; shown++) {
        await boundary.until('settled', shown);
        const panel = document.querySelector('#explore');
        if (!panel.hidden && panel.querySelector('#moves').options.length > 0) return true;
        if (shown < last) next.click();
      }
      return false;
    },
    { next, slider, last: Math.min(steps, STEPS + 1) },
  );
  if (!found) return null;
  const list = page.getByRole('listbox', { name: 'Moves' });
  await list.selectOption(await list.locator('option').first().getAttribute('value'));
  const play = await page.getByRole('button', { name: 'Play move' }).elementHandle();
  return page.evaluate(async (button) => {
    const boundary = window.__boundary;
    const before = document.querySelector('.player').dataset.shown;
    boundary.reset();
    button.click();
    return boundary.until('moved', before);
  }, play);
}

const kb = (bytes) => (bytes / 1024).toFixed(2);

/** Prints one row per game: see the head of this file. */
export async function boundaryBench() {
  const only = process.env.BOARDLAB_BENCH_GAMES?.split(',');
  const env = await startBrowser({ full: true });
  const rows = [];
  try {
    // Every row's load in a fresh context of a browser that has loaded the page once before.
    const warm = await newPage(env);
    await warm.page.goto(`${env.url}index.html`);
    await warm.page.waitForSelector('body[data-ready="1"]');
    await warm.context.close();
    for (const input of INPUTS.filter((i) => !only || only.includes(i.game))) rows.push(await measure(env, input));
  } finally {
    await env.close();
  }
  console.log(`\nThe page ↔ engine worker boundary (${WWW}): messages both ways (out+in), KB received`);
  console.log(
    `${'game'.padEnd(15)} ${'input'.padEnd(20)} steps  load ms  first frame ms  msgs/step (out+in)  KB/step  seek p95/max ms (asked)  msgs/move (out+in)  KB/move`,
  );
  for (const row of rows) {
    const { stepping: s, seeks, move: m } = row;
    const perStep = `${((s.sent + s.received) / row.n).toFixed(2)} (${(s.sent / row.n).toFixed(2)}+${(s.received / row.n).toFixed(2)})`;
    const { times, asked } = seeks;
    const seek = `${ms(quantile(times, 0.95))} / ${ms(times[times.length - 1])} (${asked})`;
    const perMove = m ? `${m.sent + m.received} (${m.sent}+${m.received})` : '-';
    console.log(
      [
        row.game.padEnd(15),
        row.file.split('/').slice(-1)[0].padEnd(20),
        String(row.steps).padStart(5),
        ms(row.load).padStart(8),
        ms(row.firstFrame).padStart(15),
        perStep.padStart(19),
        kb(s.bytesIn / row.n).padStart(8),
        seek.padStart(24),
        perMove.padStart(19),
        (m ? kb(m.bytesIn) : '-').padStart(8),
      ].join(' '),
    );
  }
  const loads = rows.map((row) => row.load).sort((a, b) => a - b);
  if (loads.length) console.log(`Load to ready, median of the rows: ${ms(loads[Math.floor(loads.length / 2)])} ms.`);
  console.log(`Steps stepped: ${STEPS} (fewer when the input has fewer). Seeks: ${SEEKS}, on a new run; (asked): how many of them`);
  console.log('asked the engine (the others were steps the page kept). Inputs:');
  for (const row of rows) console.log(`  ${row.game}: ${row.file}`);
  for (const row of rows) if (row.errors.length) console.log(`notice: console errors in ${row.game}: ${row.errors.join('; ')}`);
}

// `node tests/e2e/bench-boundary.mjs`: this part of the bench alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await boundaryBench();
