// `./build.sh bench`, problem packages (issue 27): `boardlab package` for every game and every
// ludo part with the default 50 secret tests, written as a folder and as a zip (native only).
// Goal: at most 10 s each. Each time is the best of two runs: this machine's neighbours only ever
// add time. Also the package's size, as a folder and as a zip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WWW } from './harness.mjs';

const NATIVE = process.env.BOARDLAB_CLI ?? join(WWW, '..', 'target/release/boardlab');
const BUDGET_S = 10;
const RUNS = 2;

/** The packages: every game, and each part of ludo (a part is its own problem). */
const PACKAGES = [
  { game: 'mayan', rules: [] },
  { game: 'skill-chess', rules: [] },
  { game: 'three-kingdoms', rules: [] },
  { game: 'match3', rules: [] },
  ...[1, 2, 3, 4, 5].map((part) => ({ game: 'ludo', rules: [`part=${part}`] })),
];

/** @param {string} path @returns {number} the bytes of every file under path */
function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

/** @param {string[] | undefined} only the games to time (BOARDLAB_BENCH_GAMES), all if unset */
export function packageBench(only) {
  console.log(`\nProblem packages: boardlab package, 50 secret tests, folder + zip (goal: ≤ ${BUDGET_S} s each)`);
  console.log('package          seconds   folder MB   zip MB   tests');
  const work = mkdtempSync(join(tmpdir(), 'boardlab-bench-package-'));
  try {
    for (const { game, rules } of PACKAGES.filter((p) => !only || only.includes(p.game))) {
      const name = `${game}${rules.map((r) => r.split('=')[1]).join('')}`.replace('-', '');
      let best = Number.POSITIVE_INFINITY;
      let summary = '';
      for (let run = 0; run < RUNS; run++) {
        const out = join(work, name);
        const zip = join(work, `${name}.zip`);
        // package makes a new folder and a new zip, never replacing one.
        rmSync(out, { recursive: true, force: true });
        rmSync(zip, { force: true });
        const ruleArgs = rules.flatMap((rule) => ['--rule', rule]);
        const t0 = performance.now();
        summary = execFileSync(NATIVE, ['package', game, ...ruleArgs, '--out', out, '--zip', zip], { encoding: 'utf8' });
        best = Math.min(best, (performance.now() - t0) / 1000);
      }
      const tests = /(\d+) secret tests?/.exec(summary)?.[1] ?? '?';
      const megabytes = (path) => (sizeOf(path) / 1e6).toFixed(1).padStart(9);
      console.log(
        `${name.padEnd(15)} ${best.toFixed(2).padStart(8)}  ${megabytes(join(work, name))}  ${megabytes(join(work, `${name}.zip`))}   ${tests.padStart(5)}  ${best <= BUDGET_S ? 'ok' : 'OVER BUDGET'}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
