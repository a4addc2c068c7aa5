// Issue 41, item 5: the page shows what `boardlab debug` knows. The links are the command line's
// own: `debug` runs each game's planted solution (src/games/*/solutions/) on its counterexample,
// or a program that crashes, and prints the link. The page places a crash as `debug` does (after
// the last checkpoint, the fault in the step after it), keeps the exit in its own links, names a
// bad `exit=` as text; and at 1280 × 800 and 1366 × 768 the first difference (on the judge's
// steps or off them) is in view above the board, and what differs at its step under it.

import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openApp, screenshotPath, stepShown, useBrowser, waitForPlayer } from './harness.mjs';

const env = useBrowser();
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
// (./build.sh test names the command line it built in BOARDLAB_CLI.)
const CLI = process.env.BOARDLAB_CLI ?? join(ROOT, 'target/quick/boardlab');
const BUILD = mkdtempSync(join(tmpdir(), 'boardlab-debug-links-'));
after(() => rmSync(BUILD, { recursive: true, force: true }));

const MAYAN_SAMPLE = join(ROOT, 'src/games/mayan/samples/statement.in');

/**
 * `boardlab debug` of `game` on `input` (a path) running `command`: the hash of the link it
 * prints, and what it printed.
 * @param {string} game
 * @param {string[]} rules
 * @param {string} input
 * @param {string[]} command
 */
function debugLink(game, rules, input, command) {
  const args = ['debug', game, ...rules.flatMap((rule) => ['--rule', rule]), input, '--', ...command];
  const ran = spawnSync(CLI, args, { encoding: 'utf8' });
  assert.equal(ran.status, 1, ran.stdout + ran.stderr);
  const link = /^link: (\S+)$/m.exec(ran.stdout)?.[1];
  assert.ok(link, ran.stdout);
  return { hash: new URL(link).hash, said: ran.stdout };
}

/** The build of solution `game` with the bug `define` planted (g++). */
async function planted(game, define) {
  const binary = join(BUILD, `${game}-${define}`);
  const source = join(ROOT, 'src/games', game, 'solutions', `${game}.cpp`);
  await promisify(execFile)('g++', ['-O2', '-std=c++17', `-D${define}`, '-o', binary, source]);
  return binary;
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
];

/** Whether the element `selector` is wholly in the viewport (and shown). */
const inView = (page, selector) =>
  page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
  });

const reportShown = (page) => page.waitForSelector('#program-report:not([hidden])');

const CRASH = `printf '$ move 1\\n$ play 2 1 1\\n' >&2; kill -SEGV $$`;
const PLACED =
  'The last checkpoint of your trace is after move 1 (step 2); the program stopped there (runtime error: killed by signal 11 ' +
  '(SIGSEGV, a bad memory access)), so its fault is in what comes next: step 3, move 2: (3,1) → right';

test('a crash from debug’s link is placed as debug places it, above the board; the page’s own link keeps it', async () => {
  const { hash, said } = debugLink('mayan', [], MAYAN_SAMPLE, ['sh', '-c', CRASH]);
  assert.match(hash, /&exit=signal-11&/);
  // The same sentence as the command line's, from the same message.
  assert.ok(said.includes(PLACED.replace(/^The/, 'the')), said);
  for (const viewport of VIEWPORTS) {
    const { page, errors, context } = await openApp(env, hash, { viewport });
    await reportShown(page);
    // Not a green "your checkpoint agrees": where it stopped comes first, and the player is there.
    const summary = page.locator('#program-summary');
    assert.equal(await summary.textContent(), `${PLACED}\nYour checkpoint agrees with the judge.`);
    assert.equal(await summary.getAttribute('class'), 'verdict rejected');
    assert.equal(await page.locator('#program-headline').textContent(), await summary.textContent());
    await stepShown(page, 3);
    assert.equal(await inView(page, '#program-headline'), true, `${viewport.width} × ${viewport.height}`);
    assert.equal(await page.locator('#program-first').textContent(), 'Go to where your program stopped');
    await page.screenshot({ path: screenshotPath(`debug-crash-${viewport.width}`) });
    // The page's own link carries the exit on.
    await page.waitForFunction(() => location.hash.includes('&trace='));
    assert.match(await page.evaluate(() => location.hash), /&exit=signal-11&output=/);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a time-out and an exit status are worded by the engine; a bad exit is named as text and left out', async () => {
  const { hash } = debugLink('mayan', [], MAYAN_SAMPLE, ['sh', '-c', CRASH]);
  const cases = [
    ['time-0.5', 'time limit exceeded (0.5 s)'],
    ['status-3', 'runtime error: exit status 3'],
  ];
  for (const [exit, ending] of cases) {
    const { page, errors, context } = await openApp(env, hash.replace('exit=signal-11', `exit=${exit}`));
    await reportShown(page);
    assert.ok((await page.locator('#program-summary').textContent()).includes(`the program stopped there (${ending}), so`));
    assert.deepEqual(errors, []);
    await context.close();
  }
  for (const bad of ['signal-0', 'signal-65', 'status-1.5', 'time-0', 'output-', 'crash', '%3Cb%3Esignal-11%3C%2Fb%3E']) {
    const { page, errors, context } = await openApp(env, hash.replace('exit=signal-11', `exit=${bad}`));
    await reportShown(page);
    const written = decodeURIComponent(bad);
    await page.waitForFunction(
      (written) => document.querySelector('#status')?.textContent.includes(`This link's program exit "${written}" cannot be read`),
      written,
    );
    // The rest of the link is shown: the checkpoint agrees, and nothing was made of the value.
    assert.equal(await page.locator('#program-summary').textContent(), 'Your checkpoint agrees with the judge.');
    assert.equal(await page.locator('#status b').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Each game's planted bug on its counterexample (as tests/tests/debugging.rs runs them): the
// first line of the headline, and whether the first difference is on one of the judge's steps.
const GAMES = [
  {
    game: 'mayan',
    define: 'PLANTED_TOP',
    input: 'top-row-run.in',
    first: /^First difference: after move 1 \(trace line 8, off the judge’s steps: /,
    onStep: false,
  },
  {
    game: 'ludo',
    define: 'PLANTED',
    input: 'capture-to-own-corner.in',
    rules: ['part=5'],
    args: ['5'],
    first: /^First difference: after request 23 /,
    onStep: true,
  },
  { game: 'match3', define: 'PLANTED', input: 'specials-stay.in', first: /^First difference: after operation 1 /, onStep: true },
  {
    game: 'skill-chess',
    define: 'PLANTED',
    input: 'rabiribi-cone-down.in',
    first: /^First difference: round 1, after the fight /,
    onStep: true,
  },
  {
    game: 'three-kingdoms',
    define: 'PLANTED',
    input: 'walk-past-pace.in',
    first: /^First difference: test 1, after turn 1 \(trace line 3, off the judge’s steps: /,
    onStep: false,
  },
];

for (const { game, define, input, rules = [], args = [], first, onStep } of GAMES) {
  test(`${game}: at 1280 × 800 and 1366 × 768 the first difference is in view beside the board`, async () => {
    const program = await planted(game, define);
    const { hash } = debugLink(game, rules, join(ROOT, 'src/games', game, 'solutions', input), [program, ...args]);
    for (const viewport of VIEWPORTS) {
      const size = `${game} at ${viewport.width} × ${viewport.height}`;
      const { page, errors, context } = await openApp(env, hash, { viewport });
      await reportShown(page);
      await waitForPlayer(page);
      assert.match(await page.locator('#program-headline').textContent(), first, size);
      const seen = { headline: await inView(page, '#program-headline'), board: await inView(page, '.stage canvas') };
      // On one of the judge's steps, what differs there is in view under the board too.
      if (onStep) seen.step = await inView(page, '#program-step-points li');
      assert.deepEqual(seen, { headline: true, board: true, ...(onStep ? { step: true } : {}) }, size);
      await page.screenshot({ path: screenshotPath(`debug-first-difference-${game}-${viewport.width}`) });
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}
