// The page's modules stay small and apart (issue 24): no module in www/ is over 600 lines, and no
// feature module imports another's helpers. Plain Node: it reads the files, no browser.
//
// The import rule, on the static `import … from` / `export … from` statements and dynamic
// `import('…')` of www/*.js (type-only `@import` comments are not imports):
// - SHARED modules (helpers and the components every page uses) may be imported by any module;
// - the main page's state and elements (page-state.js, page-ui.js) by app.js and its controllers;
// - a controller (the other page-*.js) by app.js only;
// - any other module is a feature: imported by the pages' entry modules and app.js's controllers,
//   and by the one module it is a part of (a feature's, the player's), never by another feature;
// - an entry module by none.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { WWW } from './harness.mjs';

const MAX_LINES = 600;

/** Helpers, and the components every page uses (the engine's client, the player). */
const SHARED = [
  'catalogs.js',
  'cells.js',
  'dom.js',
  'engine.js',
  'events.js',
  'files.js',
  'i18n.js',
  'board-bitmap.js',
  'permalink.js',
  'player.js',
  'text.js',
  'theme.js',
  'types.js',
];
/** What an HTML page, the worker or the standalone export loads. */
const ENTRIES = ['app.js', 'boardlab-player.js', 'embed.js', 'embed-demo.js', 'statement-demo.js', 'standalone.js', 'worker.js'];
/** The main page's state and elements, shared by app.js and its controllers. */
const PAGE_SHARED = ['page-state.js', 'page-ui.js'];
/** A module's own parts, each with the one module that imports it. */
const PARTS = {
  'program-text.js': 'program.js',
  'player-board.js': 'player.js',
  'player-zoom.js': 'player-board.js',
  'player-controls.js': 'player.js',
  'player-markers.js': 'player.js',
};

const isController = (name) => name.startsWith('page-') && !PAGE_SHARED.includes(name);

/** Every .js file under `dir` but the wasm bindings (pkg/) and the vendored library (vendor/), as paths relative to www/. */
function modules(dir = WWW) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['pkg', 'vendor'].includes(entry.name) && dir === WWW ? [] : modules(path);
    return entry.name.endsWith('.js') ? [relative(WWW, path)] : [];
  });
}

/** The www/ modules `source` imports, by name (those in subfolders, the bindings and catalogs, left out). */
function importsOf(source) {
  const statics = source.matchAll(/^(?:import|export)\s[^;]*?from\s*'\.\/([^']+)'|^import\s*'\.\/([^']+)'/gm);
  const dynamics = source.matchAll(/\bimport\(\s*'\.\/([^']+)'\s*\)/g);
  return [...statics, ...dynamics].map((m) => m[1] ?? m[2]).filter((name) => !name.includes('/'));
}

/** Why `importer` may not import `target`, or null when it may. */
function forbidden(importer, target) {
  if (SHARED.includes(target)) return null;
  if (ENTRIES.includes(target)) return 'an entry module is imported by none';
  if (PAGE_SHARED.includes(target))
    return importer === 'app.js' || isController(importer) ? null : 'only app.js and its controllers use the page state';
  if (isController(target)) return importer === 'app.js' ? null : 'a controller is imported by app.js only';
  if (ENTRIES.includes(importer) || isController(importer) || PARTS[target] === importer) return null;
  return 'a feature module imports another feature module';
}

test(`no module in www/ is over ${MAX_LINES} lines`, () => {
  const lines = (name) => readFileSync(join(WWW, name), 'utf8').split('\n').length - 1;
  const counts = new Map(modules().map((name) => [name, lines(name)]));
  const over = [...counts].filter(([, count]) => count > MAX_LINES);
  assert.deepEqual(
    over.map(([name, count]) => `${name}: ${count} lines`),
    [],
    `modules over ${MAX_LINES} lines`,
  );
});

test('no feature module imports another feature module', () => {
  const names = modules().filter((name) => !name.includes('/'));
  for (const name of [...SHARED, ...ENTRIES, ...PAGE_SHARED, ...Object.keys(PARTS)]) assert.ok(names.includes(name), `www/${name} exists`);
  const problems = names.flatMap((importer) =>
    importsOf(readFileSync(join(WWW, importer), 'utf8')).flatMap((target) => {
      const why = forbidden(importer, target);
      return why ? [`${importer} imports ${target}: ${why}`] : [];
    }),
  );
  assert.deepEqual(problems, []);
  // The rule itself: a feature importing a feature fails, and a controller importing a controller.
  assert.ok(forbidden('widget.js', 'explore.js'));
  assert.ok(forbidden('page-run.js', 'page-input.js'));
  assert.ok(forbidden('explore.js', 'page-ui.js'));
  assert.equal(forbidden('page-run.js', 'explore.js'), null);
});
