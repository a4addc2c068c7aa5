// `./build.sh bench`, part: speed as a user meets it (issue 28), per game, in one page per game
// (opened at #game=<id>: its first sample runs and loads the game's module, a warm-up; the first
// visit's time is bench-visit.mjs's):
// 1. Run → first frame on every shipped input: tests/data/<game> at any depth (named by their
//    path there), the contest's ../shared/data/<game>/official (official/…) and the registry's
//    samples (src/games/<dir>/samples, registry/…), each with its rule options (the `.rules` file
//    beside it; a registry sample's as the registry lists it). The input goes in as a user puts
//    it: the rules set, the file opened (which runs it), then Run pressed, timed from the click
//    until the first step is shown (.player[data-shown="1"]; the player paints the board in the
//    same task) and the next frame is painted: the next animation frame has run, and a task after
//    it (the frame's style, layout and paint come between). One Run per input; the WORST slowest
//    of each game are Run twice more and count by the median of their three.
//    Right after that Run, SWEEP_SEEKS seeded slider seeks (as in 2, at once): every shipped
//    input's seeks are measured, and the worst inputs named.
// 2. Slider seeks on the game's largest input (by steps) and on its slowest to a first frame:
//    SEEKS seeded positions after a fresh Run, each timed from the slider's `input` event until
//    the step is shown and its board painted, each from rest (the step before, its decision and
//    their frame painted): right after the Run (the worst case: nothing readied), right after
//    its file is opened on a new page that was idle before (as a user opens a file), and again
//    after another fresh Run once the worker is idle (a user looking at the first step before
//    dragging: the engine has readied the board's paints meanwhile, Session.warm); then back to
//    back (each seek in the task that saw the step before settle, so it also waits for that
//    step's frame); then typed in the "go to step" box (a number and Enter, from rest; never
//    the step next to the one shown, which is animated as the step buttons do); then a drag,
//    the slider at a new step in each of DRAG_FRAMES animation frames: how many of them had
//    their step painted before the next began; then from rest
//    again with the board zoomed in ZOOM_STEPS times, once the worker is idle (the issue wants
//    seeks as fast zoomed as not). The slowest few of each row are then accounted for message
//    by message (what the worker was asked, when it answered, how long the engine took).
// 3. Where the slowest input's first frame goes: from the times its messages cross the worker
//    (BOUNDARY's log) and the engine's calls timed apart in the page's own wasm (parse+run,
//    summary, view(0), and a structured clone of what summary and view(0) return, as the worker's
//    answers are copied).
// Times are informational: nothing is asserted, but a step that never shows (or an error shown
// instead) fails the bench. `node tests/e2e/bench-speed.mjs` runs this part alone;
// BOARDLAB_BENCH_GAMES=ludo,match3 only those games.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataInputs, dragFrames, ms, openBenchPage, quantile, ROOT, rulesBeside, seekPositions, seekTimes } from './bench-page.mjs';
import { startBrowser, WWW, workerIdle } from './harness.mjs';

const SEEKS = 120; // a p95 of 30 moved by a third from run to run here
const DRAG_FRAMES = 120;
const WORST = 3; // per game, how many of the slowest inputs are Run RUNS times
const RUNS = 3;
const ZOOM_STEPS = 2; // the zoomed seeks' zoom: "Zoom in" pressed this many times
const SLOWEST = 3; // per seek row, how many of its slowest seeks are accounted for message by message
const SWEEP_SEEKS = 20; // seeks right after the Run of every shipped input

/** The middle one of `list` (the upper middle of an even count). */
const median = (/** @type {number[]} */ list) =>
  quantile(
    list.toSorted((a, b) => a - b),
    0.5,
  );

/** @typedef {{ name: string, text: string, rules: Record<string, string> }} Input */
/** @typedef {{ out: boolean, at: number, id: number, method?: string, index?: number }} Message */
/** @typedef {{ t0: number, shown: number, painted: number, log: Message[] }} Run */

/**
 * Every shipped input of `game` (its English texts, www/pkg/games/en/<id>.json).
 * @param {{ id: string, samples: { input: string, rules: [string, string][] }[] }} game
 * @returns {Input[]}
 */
function shippedInputs(game) {
  const inputs = dataInputs(game.id).map(({ file, name }) => ({ name, text: readFileSync(file, 'utf8'), rules: rulesBeside(file) }));
  const dir = join(ROOT, 'src/games', game.id.replaceAll('-', '_'), 'samples');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.in')) : [];
  for (const file of files.sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    // The registry lists each sample with its rule options.
    const listed = game.samples.find((sample) => sample.input === text);
    if (!listed) console.log(`notice: ${join(dir, file)} is not among the registry's samples of ${game.id}; run with its .rules`);
    inputs.push({ name: `registry/${file}`, text, rules: listed ? Object.fromEntries(listed.rules) : rulesBeside(join(dir, file)) });
  }
  return inputs;
}

/**
 * Sets every rule option as a user does (opening the folded ones when needed): `rules`' value,
 * or the option's default.
 * @param {import('playwright-core').Page} page
 * @param {Record<string, string>} rules
 */
async function setRules(page, rules) {
  const selects = await page.locator('#rules select[data-rule]').all();
  const names = await Promise.all(selects.map((select) => select.getAttribute('data-rule')));
  const unknown = Object.keys(rules).filter((name) => !names.includes(name));
  if (unknown.length) throw new Error(`no rule option ${unknown.join(', ')} on the page`);
  for (const [i, select] of selects.entries()) {
    const wanted = rules[names[i]] ?? (await select.locator('option').first().getAttribute('value'));
    if ((await select.inputValue()) === wanted) continue;
    if (!(await select.isVisible())) await page.locator('#more-rules-summary').click();
    await select.selectOption(wanted);
  }
}

/**
 * Puts `input` in (its rules set, its file opened, which runs it), then Runs it `runs` times.
 * @param {import('playwright-core').Page} page
 * @param {Input} input
 * @param {number} runs
 * @returns {Promise<{ runs: Run[], steps: number }>}
 */
async function openAndRun(page, { name, text, rules }, runs) {
  try {
    await setRules(page, rules);
    // The step shown is forgotten: the opened file's run shows its own first step.
    await page.evaluate(() => delete document.querySelector('.player').dataset.shown);
    await page.locator('#file').setInputFiles({ name: basename(name), mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.evaluate(() => window.__boundary.until('settled', 1));
    const run = await page.getByRole('button', { name: 'Run' }).elementHandle();
    const done = [];
    for (let i = 0; i < runs; i++) done.push(await runOnce(page, run));
    const steps = Number((await page.locator('.counter').textContent()).split('/')[1]);
    return { runs: done, steps };
  } catch (error) {
    throw new Error(`${name}: ${error.message}`);
  }
}

/**
 * Clicks Run and times it: the click (t0), the first step shown, the next frame painted (a task
 * queued from the next animation frame runs once it is), and the worker's messages until then;
 * resolves once the page is quiet again.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').ElementHandle} button the Run button
 * @returns {Promise<Run>}
 */
function runOnce(page, button) {
  return page.evaluate(async (button) => {
    const boundary = window.__boundary;
    boundary.log = [];
    const t0 = performance.now();
    button.click(); // forgets the step shown at once
    const shown = (await boundary.until('shown', 1)).at;
    const painted = await new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
    const log = boundary.log;
    boundary.log = null;
    await boundary.until('settled', 1);
    return { t0, shown, painted, log };
  }, button);
}

/**
 * The engine's calls of a Run timed in the page's own wasm (the game's module): the fastest of
 * RUNS after a warm-up run (the machine's neighbours only ever add time), and the size of their
 * results (KiB of JSON).
 * @param {import('playwright-core').Page} page
 * @param {string} game
 * @param {Input} input
 */
async function engineTimes(page, game, { text, rules }) {
  const { kb, times } = await page.evaluate(
    async ({ game, text, rules, runs }) => {
      const module = await import(`./pkg/${game}/boardlab.js`);
      await module.default();
      const bytes = new TextEncoder().encode(text);
      /** @type {Record<string, number[]>} */
      const times = { parse: [], summary: [], view: [], clone: [] };
      let kb = 0; // what summary and view(0) return, as JSON
      /** @param {keyof typeof times} part @param {() => any} call */
      const time = (part, call) => {
        const t0 = performance.now();
        const result = call();
        times[part].push(performance.now() - t0);
        return result;
      };
      for (let i = 0; i <= runs; i++) {
        if (i === 1) for (const part of Object.values(times)) part.length = 0; // the warm-up
        const session = time('parse', () => module.Session.parse(game, bytes, rules, undefined));
        const summary = time('summary', () => session.summary());
        const step = time('view', () => session.view(0));
        time('clone', () => structuredClone([summary, step]));
        if (i === runs) kb = JSON.stringify([summary, step]).length / 1024;
        session.free();
      }
      return { kb, times };
    },
    { game, text, rules, runs: RUNS },
  );
  return { kb, ...Object.fromEntries(Object.entries(times).map(([part, list]) => [part, Math.min(...list)])) };
}

/**
 * Where a Run's time went: the page before its first request to the worker (the input encoded),
 * the page waiting on the worker (requests in flight), the page between answers, rendering after
 * the last answer, and the frame; the requests made (a session's `free` aside).
 * @param {Run} run
 */
function breakdown({ t0, shown, painted, log }) {
  const messages = log.filter((m) => m.at <= shown);
  const requests = messages.filter((m) => m.out && m.method !== 'free');
  const answered = new Map(messages.filter((m) => !m.out).map((m) => [m.id, m.at]));
  const trips = requests.filter((r) => answered.has(r.id)).map((r) => [r.at, answered.get(r.id)]);
  // The time some request was in flight (they may overlap).
  let worker = 0;
  let reached = -Infinity;
  for (const [from, to] of trips.sort((a, b) => a[0] - b[0])) {
    worker += Math.max(0, to - Math.max(from, reached));
    reached = Math.max(reached, to);
  }
  const first = requests[0]?.at ?? shown;
  const last = trips.length ? reached : first;
  // What the worker's module itself spent on those requests (each answer's `took`).
  const engine = messages.filter((m) => !m.out).reduce((sum, m) => sum + (m.took ?? 0), 0);
  return {
    total: painted - t0,
    before: first - t0,
    worker,
    engine,
    between: last - first - worker,
    render: shown - last,
    paint: painted - shown,
    requests: requests.map((r) => (r.method === 'view' ? `view(${r.index})` : r.method)),
  };
}

/**
 * Zooms the player's board in `times` times with its button (around the canvas's centre), each
 * time until the zoomed board is painted.
 * @param {import('playwright-core').Page} page
 * @param {number} times
 */
async function zoomIn(page, times) {
  const canvas = page.locator('.player .stage canvas').first();
  for (let i = 0; i < times; i++) {
    const zoom = Number(await canvas.getAttribute('data-zoom'));
    await page.getByRole('button', { name: 'Zoom in (+)' }).click();
    await page.waitForFunction(({ zoom }) => Number(document.querySelector('.player .stage canvas')?.getAttribute('data-zoom')) > zoom, {
      zoom,
    });
  }
}

/**
 * Measures `game` on `inputs` in one page: see the head of this file.
 * @param {Awaited<ReturnType<typeof startBrowser>>} env
 * @param {string} game
 * @param {Input[]} inputs
 */
async function measureGame(env, game, inputs) {
  // Bytes not counted: reckoning them as the answers pass would slow the page down.
  const { page, errors, context } = await openBenchPage(env, `#game=${game}`, { sizes: false });
  await page.evaluate(() => window.__boundary.until('settled', 1));
  const rows = [];
  for (const input of inputs) {
    const row = { input, ...(await openAndRun(page, input, 1)) };
    // A few seeks right after its Run, so that every shipped input's seeks are measured.
    const sweep = row.steps < 2 ? null : await seekTimes(page, seekPositions(SWEEP_SEEKS, row.steps, 0));
    rows.push({ ...row, sweep });
  }
  const firstFrame = (/** @type {Run} */ run) => run.painted - run.t0;
  const time = (/** @type {(typeof rows)[number]} */ row) => median(row.runs.map(firstFrame));
  // Until the WORST slowest have been Run RUNS times each (one that a second look makes faster
  // leaves room for the next).
  for (;;) {
    const slowest = [...rows].sort((a, b) => time(b) - time(a)).slice(0, WORST);
    const again = slowest.filter((row) => row.runs.length < RUNS);
    if (!again.length) break;
    for (const row of again) row.runs.push(...(await openAndRun(page, row.input, RUNS - row.runs.length)).runs);
  }
  const timed = rows.map((row) => {
    const times = row.runs.map(firstFrame);
    return { ...row, times, time: time(row), medianRun: row.runs[times.indexOf(time(row))] };
  });
  const worst = timed.reduce((a, b) => (b.time > a.time ? b : a));
  const largest = timed.reduce((a, b) => (b.steps > a.steps ? b : a));

  const seeks = [];
  const drags = [];
  for (const row of new Set([largest, worst])) {
    if (row.steps < 2) continue;
    const which = [row === largest && 'most steps', row === worst && 'slowest first frame'].filter(Boolean).join(', ');
    // A fresh Run first: the page keeps none of the steps.
    await openAndRun(page, row.input, 1);
    seeks.push({ which: `${which}; at once`, row, ...(await seekTimes(page, seekPositions(SEEKS, row.steps, 0))) });
    const fresh = await seeksOnNewPage(env, game, row);
    errors.push(...fresh.errors);
    seeks.push({ which: `${which}; at once, idle before`, row, ...fresh.seeks });
    await openAndRun(page, row.input, 1);
    await workerIdle(page);
    seeks.push({ which: `${which}; idle first`, row, ...(await seekTimes(page, seekPositions(SEEKS, row.steps, 0))) });
    seeks.push({
      which: `${which}; back to back`,
      row,
      backToBack: true,
      ...(await seekTimes(page, seekPositions(SEEKS, row.steps, 1), { backToBack: true })),
    });
    // The "go to step" box: a number typed and Enter, from rest as the slider's; never the step
    // next to the one shown, which the player animates as the step buttons do.
    const at = Number(await page.getByRole('slider', { name: 'Step' }).inputValue());
    const typed = await seekTimes(page, notNext(seekPositions(SEEKS, row.steps, at), at, row.steps), { typed: true });
    seeks.push({ which: `${which}; go to step, typed`, row, ...typed });
    drags.push({ which, row, ...(await dragFrames(page, seekPositions(DRAG_FRAMES, row.steps, 2))) });
    // Zoomed in (the zoom is kept from step to step): seeking is to be as fast as unzoomed.
    await zoomIn(page, ZOOM_STEPS);
    await workerIdle(page);
    const zoomedAt = Number(await page.getByRole('slider', { name: 'Step' }).inputValue());
    seeks.push({ which: `${which}; zoomed, idle first`, row, ...(await seekTimes(page, seekPositions(SEEKS, row.steps, zoomedAt))) });
    await page.getByRole('button', { name: 'Fit the board (0)' }).click();
  }

  const engine = await engineTimes(page, game, worst.input);
  await context.close();
  return { game, timed, worst, seeks, drags, engine, parts: breakdown(worst.medianRun), errors };
}

/**
 * `positions` with each that is next to the one before it (`from` before the first) moved two
 * steps on, within `steps`: none is the step next to the one shown when it is asked for.
 * @param {number[]} positions
 * @param {number} from
 * @param {number} steps
 */
function notNext(positions, from, steps) {
  const moved = [];
  let previous = from;
  for (const position of positions) {
    let index = position;
    while (Math.abs(index - previous) <= 1 && steps > 3) index = (index + 2) % steps;
    moved.push(index);
    previous = index;
  }
  return moved;
}

/**
 * Seeks right after `row`'s input is opened on a new page of `game` that was idle before (its
 * first sample shown), as a user opens a file: the worker readied nothing of this input.
 * @param {Awaited<ReturnType<typeof startBrowser>>} env
 * @param {string} game
 * @param {{ input: Input, steps: number }} row
 */
async function seeksOnNewPage(env, game, row) {
  const { page, errors, context } = await openBenchPage(env, `#game=${game}`, { sizes: false });
  await page.evaluate(() => window.__boundary.until('settled', 1));
  await workerIdle(page);
  await openAndRun(page, row.input, 0);
  const seeks = await seekTimes(page, seekPositions(SEEKS, row.steps, 0));
  await context.close();
  return { seeks, errors };
}

/**
 * Measures and prints: see the head of this file.
 * @param {Awaited<ReturnType<typeof startBrowser>> | null} env a started browser (one of its own by default)
 */
export async function speedBench(env = null) {
  const only = process.env.BOARDLAB_BENCH_GAMES?.split(',');
  const games = JSON.parse(readFileSync(join(WWW, 'pkg/games/en.json'), 'utf8'))
    .filter((/** @type {{ id: string }} */ g) => !only || only.includes(g.id))
    .map((/** @type {{ id: string }} */ g) => JSON.parse(readFileSync(join(WWW, `pkg/games/en/${g.id}.json`), 'utf8')));
  const browser = env ?? (await startBrowser({ full: true }));
  const results = [];
  try {
    for (const game of games) results.push(await measureGame(browser, game.id, shippedInputs(game)));
  } finally {
    if (!env) await browser.close();
  }
  print(results);
}

/** @param {Awaited<ReturnType<typeof measureGame>>[]} results */
function print(results) {
  const pad = (/** @type {string | number} */ value, width) => String(value).padStart(width);
  console.log(`\nRun → first frame on every shipped input (${WWW}): from the click on Run until step 1 is shown and`);
  console.log(`the next frame is painted; one Run each, the ${WORST} slowest of each game by the median of ${RUNS}`);
  console.log(`${'game'.padEnd(15)} inputs  median ms  p95 ms  max ms  slowest input (steps)`);
  for (const { game, timed, worst } of results) {
    const times = timed.map((row) => row.time).sort((a, b) => a - b);
    console.log(
      `${game.padEnd(15)} ${pad(timed.length, 6)} ${pad(ms(median(times)), 10)} ${pad(ms(quantile(times, 0.95)), 7)} ${pad(ms(worst.time), 7)}  ${worst.input.name} (${worst.steps})`,
    );
  }
  console.log(`\nThe slowest inputs, each Run ${RUNS} times (ms)`);
  console.log(`${'game'.padEnd(15)} ${'input'.padEnd(28)}  steps  median ms  runs ms`);
  for (const { game, timed } of results) {
    for (const row of timed.filter((r) => r.times.length > 1).sort((a, b) => b.time - a.time)) {
      console.log(
        `${game.padEnd(15)} ${row.input.name.padEnd(28)} ${pad(row.steps, 6)} ${pad(ms(row.time), 10)}  ${row.times.map(ms).join(' ')}`,
      );
    }
  }

  console.log(`\nSlider seeks on every shipped input: ${SWEEP_SEEKS} seeded positions right after its Run, from rest (as below);`);
  console.log('p95 and max of all the seeks of each game, and its inputs with the largest p95 and the largest max');
  console.log(`${'game'.padEnd(15)} inputs  seeks  p95 ms  max ms  largest p95 (ms)                      largest max (ms)`);
  for (const { game, timed } of results) {
    const swept = timed.filter((row) => row.sweep);
    if (!swept.length) continue;
    const all = swept.flatMap((row) => row.sweep.times).sort((a, b) => a - b);
    const p95 = (/** @type {(typeof swept)[number]} */ row) => quantile(row.sweep.times, 0.95);
    const max = (/** @type {(typeof swept)[number]} */ row) => row.sweep.times[row.sweep.times.length - 1];
    const byP95 = swept.reduce((a, b) => (p95(b) > p95(a) ? b : a));
    const byMax = swept.reduce((a, b) => (max(b) > max(a) ? b : a));
    console.log(
      `${game.padEnd(15)} ${pad(swept.length, 6)} ${pad(all.length, 6)} ${pad(ms(quantile(all, 0.95)), 7)} ${pad(ms(all[all.length - 1]), 7)}  ${`${byP95.input.name} (${ms(p95(byP95))})`.padEnd(36)}  ${byMax.input.name} (${ms(max(byMax))})`,
    );
  }

  console.log(
    `\nSlider seeks: ${SEEKS} seeded positions after a fresh Run (at once; at once after its file was opened on a new idle page; and once the worker is idle), each from the slider's input event until the step is`,
  );
  console.log('shown, each from rest (the step before and its decision shown, and their frame painted); then back to back (each');
  console.log('seek in the task that saw the decision before arrive, paying for its frame); (asked): how many of them asked the');
  console.log('engine (the others were steps the page kept); of those, the');
  console.log('median ms of the engine working on the step (in the worker), of the rest of its way there and back (the');
  console.log("worker's queue, the transfer, the page busy with the frame before) and of the page until the step was on screen");
  console.log(`${'game'.padEnd(15)} ${'input'.padEnd(28)} ${'which'.padEnd(52)}  steps  p95 ms  max ms  asked  engine  wait  page`);
  for (const { game, seeks } of results) {
    for (const { which, row, times, asked, parts } of seeks) {
      const max = times[times.length - 1];
      const part = (/** @type {'engine' | 'wait' | 'page'} */ name) => (parts.length ? ms(median(parts.map((p) => p[name]))) : '-');
      console.log(
        `${game.padEnd(15)} ${row.input.name.padEnd(28)} ${which.padEnd(52)} ${pad(row.steps, 6)} ${pad(ms(quantile(times, 0.95)), 7)} ${pad(ms(max), 7)} ${pad(asked, 6)} ${pad(part('engine'), 7)} ${pad(part('wait'), 5)} ${pad(part('page'), 5)}`,
      );
    }
  }

  console.log(
    `\nThe ${SLOWEST} slowest seeks of each row that asked the engine: the step, its ms, and the messages meanwhile (> a request`,
  );
  console.log("sent, < an answer, at ms from the input event; took: the engine's ms on it in the worker)");
  for (const { game, seeks } of results) {
    for (const { which, row, parts } of seeks) {
      for (const seek of parts.toSorted((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
        const messages = seek.messages.map(
          ({ out, method, at, took }) => `${out ? `>${method}` : '<'} ${ms(at)}${took === undefined ? '' : ` (took ${ms(took)})`}`,
        );
        console.log(
          `${game.padEnd(15)} ${row.input.name.padEnd(28)} ${which.padEnd(52)} ${pad(seek.index, 6)} ${pad(ms(seek.ms), 5)}  ${messages.join(', ')}`,
        );
      }
    }
  }

  console.log(`\nDragging the slider: ${DRAG_FRAMES} animation frames, the slider at a new seeded step in each; frames whose step was`);
  console.log('painted before the next frame began');
  console.log(`${'game'.padEnd(15)} ${'input'.padEnd(28)} ${'which'.padEnd(52)}  steps  in time`);
  for (const { game, drags } of results) {
    for (const { which, row, frames, inTime } of drags) {
      console.log(`${game.padEnd(15)} ${row.input.name.padEnd(28)} ${which.padEnd(52)} ${pad(row.steps, 6)}  ${inTime} of ${frames}`);
    }
  }

  console.log('\nWhere the slowest input’s first frame goes (ms; its median Run): the page before its first request (the');
  console.log(`input encoded), the engine timed apart in the page’s wasm, fastest of ${RUNS} (parse+run, summary, view(0), the clone`);
  console.log('of their results), the same calls as the worker’s module took them in that Run (in worker), the rest of the time a');
  console.log('request was in flight (the worker’s queue and the transfer), the page between the answers, rendering after the last');
  console.log('answer, and the next frame painted; KiB: summary and view(0) as JSON');
  console.log(
    `${'game'.padEnd(15)} ${'input'.padEnd(28)}  total  before  parse+run  summary  view(0)  clone    KiB  in worker  queue+transfer  between  render  paint  requests`,
  );
  for (const { game, worst, engine, parts } of results) {
    const queue = parts.worker - parts.engine;
    console.log(
      [
        game.padEnd(15),
        worst.input.name.padEnd(28),
        pad(ms(parts.total), 6),
        pad(ms(parts.before), 7),
        pad(ms(engine.parse), 10),
        pad(ms(engine.summary), 8),
        pad(ms(engine.view), 8),
        pad(ms(engine.clone), 6),
        pad(engine.kb.toFixed(0), 6),
        pad(ms(parts.engine), 10),
        pad(ms(queue), 15),
        pad(ms(parts.between), 8),
        pad(ms(parts.render), 7),
        pad(ms(parts.paint), 6),
        ` ${parts.requests.join(', ')}`,
      ].join(' '),
    );
  }

  console.log('');
  for (const { game, worst, seeks, drags } of results) {
    /** The seeks of `rows` with the largest p95: its p95, its maximum and its input. */
    const worstSeeks = (/** @type {typeof seeks} */ rows) =>
      rows
        .map(({ row, times }) => ({ name: row.input.name, p95: quantile(times, 0.95), max: times[times.length - 1] }))
        .reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const fromRest = seeks.filter((seek) => !('backToBack' in seek));
    const backToBack = seeks.filter((seek) => 'backToBack' in seek);
    const text = (/** @type {ReturnType<typeof worstSeeks>} */ seek) => `p95 ${ms(seek.p95)} ms max ${ms(seek.max)} ms (${seek.name})`;
    const drag = drags.length ? drags.reduce((a, b) => (b.inTime / b.frames < a.inTime / a.frames ? b : a)) : null;
    const seekText = fromRest.length
      ? `seek ${text(worstSeeks(fromRest))}; back to back ${text(worstSeeks(backToBack))}; dragged ${drag?.inTime} of ${drag?.frames} frames in time (${drag?.row.input.name})`
      : 'no seeks (one step)';
    console.log(`speed ${game}: first frame worst ${ms(worst.time)} ms (${worst.input.name}), ${seekText}`);
  }
  for (const { game, errors } of results) if (errors.length) console.log(`notice: console errors in ${game}: ${errors.join('; ')}`);
}

// `node tests/e2e/bench-speed.mjs`: this part of the bench alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await speedBench();
