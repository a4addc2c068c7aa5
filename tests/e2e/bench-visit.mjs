// `./build.sh bench`, part: what a first visit fetches. Per game, a fresh browser context opens
// `index.html#game=<id>` (English) and runs its first sample; every file it fetched is counted
// at its size gzipped (-9, as a server would send it), the wasm apart, and the time to its first
// step shown is the median of nine such visits. Issue 42's targets: at most 150 KB gzipped of
// wasm and 230 KB in all; an `embed.html` of one game (its first sample, in a fresh context too)
// at most 200 KB in all. Then, after the first game's visit, the first use of each tool the
// visit did not fetch: what it fetches and how long it takes to be ready.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { newPage, startBrowser, WWW, waitForPlayer } from './harness.mjs';

/** The gzipped size of the file at `pathname` under www/ (0 when it is not a file there). */
function gzippedSize(pathname) {
  try {
    return gzipSync(readFileSync(join(WWW, decodeURIComponent(pathname))), { level: 9 }).length;
  } catch {
    return 0;
  }
}

/**
 * The first use of each tool a first visit does not fetch, one after another on `page` (after
 * its first visit): what each fetched (gzipped) and how long from the click until it was ready.
 * @param {import('playwright-core').Page} page
 * @param {Set<string>} fetched the paths the page fetched so far (it goes on adding to it)
 */
async function firstUses(page, fetched) {
  const uses = [
    {
      tool: 'Your program',
      use: () => page.locator('#program-box summary').click(),
      ready: () => page.waitForSelector('#program-box[data-ready]'),
    },
    { tool: 'Edit board', use: () => page.locator('#edit-board').click(), ready: () => page.waitForSelector('#edit-canvas[data-board]') },
    {
      tool: 'Export standalone HTML',
      use: () =>
        page
          .locator('.exports summary')
          .click()
          .then(() => page.locator('#standalone').click()),
      ready: () => page.waitForEvent('download'),
    },
  ];
  const rows = [];
  for (const { tool, use, ready } of uses) {
    const before = new Set(fetched);
    const started = Date.now();
    const done = ready();
    await use();
    await done;
    const ms = Date.now() - started;
    const added = [...fetched].filter((path) => !before.has(path));
    rows.push({ tool, ms, files: added.length, kB: added.reduce((sum, path) => sum + gzippedSize(path), 0) / 1024 });
  }
  return rows;
}

/**
 * @param {string} game
 * @param {Awaited<ReturnType<typeof firstUses>>} uses
 */
function printUses(game, uses) {
  console.log(`\nThe first use of each tool after a first visit of ${game} (what it fetched, gzipped -9; click to ready):`);
  console.log('tool                     files  KiB  ms');
  for (const { tool, files, kB, ms } of uses) {
    console.log(`${tool.padEnd(24)} ${String(files).padStart(5)} ${kB.toFixed(1).padStart(4)} ${String(ms).padStart(3)}`);
  }
}

/** How many first visits of each game are timed: one varies by a third from the next here. */
const VISITS = 9;

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Milliseconds from the navigation to the first step shown, in a fresh context (a first visit).
 * @param {Awaited<ReturnType<typeof startBrowser>>} env
 * @param {string} game
 */
async function visitTime(env, game) {
  const { page, context } = await newPage(env);
  const started = Date.now();
  await page.goto(`${env.url}index.html#game=${game}`);
  await waitForPlayer(page);
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

/**
 * What a fresh context fetched opening `path` (under www/) until `ready` resolved: files, and
 * KiB gzipped of wasm and in all.
 * @param {Awaited<ReturnType<typeof startBrowser>>} env
 * @param {string} path
 * @param {(page: import('playwright-core').Page) => Promise<unknown>} ready
 */
async function fetchedBy(env, path, ready) {
  const { page, context } = await newPage(env);
  /** @type {Set<string>} */
  const fetched = new Set();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(env.url).origin) fetched.add(url.pathname);
  });
  await page.goto(`${env.url}${path}`);
  await ready(page);
  await context.close();
  const sizes = [...fetched].map((pathname) => ({ pathname, size: gzippedSize(pathname) }));
  const wasm = sizes.filter(({ pathname }) => pathname.endsWith('.wasm')).reduce((sum, { size }) => sum + size, 0);
  return { files: sizes.length, wasmKB: wasm / 1024, allKB: sizes.reduce((sum, { size }) => sum + size, 0) / 1024 };
}

/**
 * Per game: { game, files, wasmKB, allKB, ms } of a first English visit (ms: the median of
 * `VISITS`).
 * @param {string[]} games
 */
export async function visitBench(games) {
  const env = await startBrowser({ full: true });
  const rows = [];
  const embeds = [];
  /** The first sample's input of `game`, from its English texts (www/pkg/games/en/<id>.json). */
  const firstSample = (/** @type {string} */ game) =>
    JSON.parse(readFileSync(join(WWW, `pkg/games/en/${game}.json`), 'utf8')).samples[0].input;
  /** @type {Awaited<ReturnType<typeof firstUses>>} */
  let uses = [];
  try {
    for (const game of games) {
      const { page, context } = await newPage(env);
      /** @type {Set<string>} */
      const fetched = new Set();
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(env.url).origin) fetched.add(url.pathname);
      });
      const started = Date.now();
      await page.goto(`${env.url}index.html#game=${game}`);
      await waitForPlayer(page);
      const times = [Date.now() - started];
      while (times.length < VISITS) times.push(await visitTime(env, game));
      const ms = median(times);
      const sizes = [...fetched].map((path) => ({ path, size: gzippedSize(path) }));
      const wasm = sizes.filter(({ path }) => path.endsWith('.wasm')).reduce((sum, { size }) => sum + size, 0);
      const all = sizes.reduce((sum, { size }) => sum + size, 0);
      rows.push({ game, files: sizes.length, wasmKB: wasm / 1024, allKB: all / 1024, ms });
      if (game === games[0]) uses = await firstUses(page, fetched);
      await context.close();
      const input = firstSample(game);
      const embed = `embed.html#game=${game}&text=${encodeURIComponent(input)}&lang=en`;
      embeds.push({ game, ...(await fetchedBy(env, embed, (opened) => opened.waitForSelector('body[data-ready="1"]'))) });
    }
  } finally {
    await env.close();
  }
  printUses(games[0], uses);
  console.log('\nA first English visit of index.html#game=<id> (its first sample run), gzipped -9:');
  console.log(`game            files  wasm KiB  all KiB  to the first step ms (median of ${VISITS})`);
  for (const row of rows) {
    console.log(
      `${row.game.padEnd(15)} ${String(row.files).padStart(5)} ${row.wasmKB.toFixed(1).padStart(9)} ${row.allKB.toFixed(1).padStart(8)} ${String(row.ms).padStart(21)}`,
    );
  }
  console.log('\nA first English embed.html#game=<id> of its first sample, gzipped -9:');
  console.log('game            files  wasm KiB  all KiB');
  for (const row of embeds) {
    console.log(
      `${row.game.padEnd(15)} ${String(row.files).padStart(5)} ${row.wasmKB.toFixed(1).padStart(9)} ${row.allKB.toFixed(1).padStart(8)}`,
    );
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const games = JSON.parse(readFileSync(join(WWW, 'pkg/games/en.json'), 'utf8')).map((game) => game.id);
  await visitBench(games);
}
