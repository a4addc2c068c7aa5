// The page's modules stay small and in layers (issues 24 and 42). Plain Node: it reads the files,
// no browser.
//
// www/ keeps at its top what people link to (index.html, embed.html, the demo pages, the
// element's boardlab-player.js); every module lives in the folder of its role, and the folders
// are layered: a module imports from its own folder and from the folders below it in LAYERS,
// never from one above it or beside it (page/ and embed/ are two entry points that share only
// what is below them). Within a folder:
// - a module's own parts (PARTS) are imported by that module only;
// - a tool (tools/) imports no other tool: the page composes them;
// - the main page's controllers (page/page-*.js but its state, elements, status line and hashes)
//   are imported by page/app.js only, and depend in one direction: app.js makes them in order and
//   hands each those made before it; none calls another through a bag of every controller's
//   functions (the `act` object they once shared), what a controller tells later ones is an
//   event of the page's;
// - an entry module (ENTRIES: what an HTML page, the worker or the standalone export loads) by
//   none.
// An import is a static `import … from` / `export … from`, a dynamic `import('…')`, a JSDoc type
// import (`@import … from`, `import('…')` in a type) or a module-relative URL
// (`new URL('…', import.meta.url)`, how the worker is started): each is a dependency.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { test } from 'node:test';
import { WWW } from './harness.mjs';

const MAX_LINES = 600;
const MAX_FUNCTION_LINES = 100;

/** The folders of www/, lowest first: each imports only from those before it (and itself). */
const LAYERS = [
  ['i18n'], // the page's words: Fluent, its catalogs, and the engine's catalogs in other languages
  ['lib'], // helpers with no role of their own: text, files, the DOM, events, theme, links, types
  ['engine'], // the engine: the worker, its client, background analysis, the board's pixels
  ['player'], // the step player, its board and controls: what every entry point shows
  ['tools'], // the program panel, Explore, the board editor, exports, the large-input editor
  ['page', 'embed'], // the main page and its controllers; the embeddings (iframe, element, demos)
  ['.'], // the public URLs at the top: boardlab-player.js
];
/** What an HTML page, the worker or the standalone export loads: imported by none. */
const ENTRIES = [
  'page/app.js',
  'embed/embed.js',
  'embed/embed-demo.js',
  'embed/statement-demo.js',
  'boardlab-player.js',
  'engine/worker.js',
  'tools/standalone.js',
];
/** The main page's state, elements, status line and hashes, shared by page/app.js and its controllers. */
const PAGE_SHARED = ['page/page-state.js', 'page/page-ui.js', 'page/page-status.js', 'page/page-hash.js'];
/** A module's own parts, each with the one module that imports it. */
const PARTS = {
  'embed/element.js': 'boardlab-player.js',
  'tools/program-text.js': 'tools/program.js',
  'player/player-board.js': 'player/player.js',
  'player/player-zoom.js': 'player/player-board.js',
  'player/player-tip.js': 'player/player-board.js',
  'player/player-controls.js': 'player/player.js',
  'player/player-markers.js': 'player/player.js',
};

const folderOf = (path) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '.');
const layerOf = (path) => LAYERS.findIndex((folders) => folders.includes(folderOf(path)));
const isController = (path) => folderOf(path) === 'page' && path.startsWith('page/page-') && !PAGE_SHARED.includes(path);

/** Every .js file under `dir` but the wasm bindings (pkg/) and the vendored libraries (vendor/), as paths relative to www/. */
function modules(dir = WWW) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['pkg', 'vendor'].includes(entry.name) && dir === WWW ? [] : modules(path);
    return entry.name.endsWith('.js') ? [relative(WWW, path)] : [];
  });
}

/** How each kind of dependency is written (the specifier in the first group that matched). */
const PATTERNS = {
  code: /^\s*(?:import|export)\s[^;]*?from\s*'(\.[^']+)'|^import\s*'(\.[^']+)'|(?<!\{[^}\n]*)\bimport\(\s*'(\.[^']+)'\s*\)/gm,
  type: /@import\s[^*]*?from\s*'(\.[^']+)'|\{[^}\n]*\bimport\(\s*'(\.[^']+)'\s*\)/g,
  url: /\bnew URL\(\s*'(\.[^']+\.js)',\s*import\.meta\.url\s*\)/g,
};

/**
 * What the module at `path` (relative to www/) with text `source` depends on: each target as a
 * path relative to www/ (the bindings and vendored libraries left out), and how: `code` (an
 * import or `import()`), `type` (a JSDoc type import) or `url` (a module started by its URL).
 * @returns {{ target: string, kind: 'code' | 'type' | 'url' }[]}
 */
function importsOf(path, source) {
  const found = Object.entries(PATTERNS).flatMap(([kind, pattern]) =>
    [...source.matchAll(pattern)].map((m) => ({ specifier: m.slice(1).find(Boolean), kind })),
  );
  const seen = new Set();
  return found
    .map(({ specifier, kind }) => ({ target: normalize(join(dirname(path), specifier)), kind }))
    .filter(({ target, kind }) => !/^(pkg|vendor)\//.test(target) && !seen.has(`${kind} ${target}`) && seen.add(`${kind} ${target}`));
}

/**
 * Why `importer` may not depend on `target` (both relative to www/) in this `kind` of way, or
 * null when it may. The layers bind every kind; the rules within a folder bind the code, a type
 * may name any module beside it (a tool handed another by the page names its type).
 * @param {string} importer
 * @param {string} target
 * @param {'code' | 'type' | 'url'} [kind]
 */
function forbidden(importer, target, kind = 'code') {
  const [from, to] = [layerOf(importer), layerOf(target)];
  if (from < 0 || to < 0) return 'a module outside the folders of LAYERS';
  if (folderOf(importer) !== folderOf(target)) {
    if (to > from) return `${folderOf(target)}/ is above ${folderOf(importer)}/`;
    if (to === from) return `${folderOf(importer)}/ and ${folderOf(target)}/ are beside each other`;
  }
  if (kind === 'url') return null;
  if (ENTRIES.includes(target)) return 'an entry module is imported by none';
  if (kind === 'type') return null;
  if (target in PARTS) return PARTS[target] === importer ? null : `a part of ${PARTS[target]} is imported by it alone`;
  if (folderOf(importer) !== folderOf(target)) return null;
  if (isController(target)) return importer === 'page/app.js' ? null : 'a controller is imported by page/app.js only';
  if (folderOf(target) === 'tools') return 'a tool imports no other tool';
  return null;
}

test(`no module in www/ is over ${MAX_LINES} lines`, () => {
  const lines = (path) => readFileSync(join(WWW, path), 'utf8').split('\n').length - 1;
  const over = modules()
    .map((path) => [path, lines(path)])
    .filter(([, count]) => count > MAX_LINES);
  assert.deepEqual(
    over.map(([path, count]) => `${path}: ${count} lines`),
    [],
    `modules over ${MAX_LINES} lines`,
  );
});

/**
 * The functions of `source` over `max` lines, as `line: lines`: each from the line that opens it
 * (a function, a method, an arrow function's block) to the line, as indented, that closes it.
 * @param {string} source
 * @param {number} max
 */
function longFunctions(source, max) {
  const opens =
    /^(\s*)(?:export\s+)?(?:async\s+)?(?:function\b|(?:static\s+)?(?:get\s+|set\s+)?(?:async\s+)?#?\w+\s*\(.*\)\s*\{$|(?:const|let)\s+\w+\s*=\s*(?:async\s+)?(?:\(.*\)|\w+)\s*=>\s*\{$|constructor\()/;
  const lines = source.split('\n');
  return lines.flatMap((line, i) => {
    const open = opens.exec(line);
    if (!open || /^\s*(?:if|for|while|switch|catch|else|do)\b/.test(line)) return [];
    const close = lines.findIndex(
      (other, j) => j > i && other.startsWith(`${open[1]}}`) && /^\}[;,)]*\s*$/.test(other.slice(open[1].length)),
    );
    const length = close - i + 1;
    return close > i && length > max ? [`${i + 1}: ${length}`] : [];
  });
}

test(`no function in www/ is over ${MAX_FUNCTION_LINES} lines`, () => {
  const over = modules().flatMap((path) =>
    longFunctions(readFileSync(join(WWW, path), 'utf8'), MAX_FUNCTION_LINES).map((at) => `${path}:${at} lines`),
  );
  assert.deepEqual(over, []);
  // The rule itself: a long function, a method and an arrow function are counted; a long object is not.
  const body = Array.from({ length: MAX_FUNCTION_LINES }, () => '  work();').join('\n');
  assert.deepEqual(longFunctions(`export function f() {\n${body}\n}`, MAX_FUNCTION_LINES), [`1: ${MAX_FUNCTION_LINES + 2}`]);
  assert.deepEqual(longFunctions(`class A {\n  m(x) {\n${body}\n  }\n}`, MAX_FUNCTION_LINES), [`2: ${MAX_FUNCTION_LINES + 2}`]);
  assert.deepEqual(longFunctions(`const f = (x) => {\n${body}\n};`, MAX_FUNCTION_LINES), [`1: ${MAX_FUNCTION_LINES + 2}`]);
  assert.deepEqual(longFunctions(`const o = {\n${body}\n};`, MAX_FUNCTION_LINES), []);
});

test('the folders of www/ are layered: no import from a lower folder to a higher one', () => {
  const paths = modules();
  for (const path of [...ENTRIES, ...PAGE_SHARED, ...Object.keys(PARTS), ...Object.values(PARTS)])
    assert.ok(paths.includes(path), `www/${path} exists`);
  const problems = paths.flatMap((importer) =>
    importsOf(importer, readFileSync(join(WWW, importer), 'utf8')).flatMap(({ target, kind }) => {
      if (!paths.includes(target)) return [`${importer} imports ${target}, which does not exist`];
      const why = forbidden(importer, target, kind);
      return why ? [`${importer} imports ${target} (${kind}): ${why}`] : [];
    }),
  );
  assert.deepEqual(problems, []);
  // The rule itself: upward, sideways, a tool importing a tool and a controller importing a
  // controller fail; downward and within a folder pass.
  assert.ok(forbidden('engine/engine.js', 'player/player.js'));
  assert.ok(forbidden('i18n/i18n.js', 'lib/text.js'));
  assert.ok(forbidden('embed/widget.js', 'page/page-ui.js'));
  assert.ok(forbidden('page/page-run.js', 'embed/widget.js'));
  assert.ok(forbidden('tools/explore.js', 'tools/program.js'));
  assert.ok(forbidden('page/page-run.js', 'page/page-input.js'));
  assert.ok(forbidden('page/page-run.js', 'player/player-board.js'));
  assert.equal(forbidden('page/page-run.js', 'tools/explore.js'), null);
  assert.equal(forbidden('page/page-run.js', 'page/page-ui.js'), null);
  assert.equal(forbidden('player/player.js', 'player/cells.js'), null);
  assert.ok(forbidden('engine/engine.js', 'player/player.js', 'type'));
  assert.equal(forbidden('embed/element.js', 'engine/worker.js', 'url'), null);
  assert.ok(forbidden('embed/element.js', 'engine/worker.js'));
  // And what it reads as imports.
  const source = [
    "import { t } from '../i18n/i18n.js';",
    "/** @import { Lang } from '../lib/x.js' */",
    "/** @type {import('../lib/types.js').Branch} */",
    "new URL('../engine/worker.js', import.meta.url);",
    "await import('./y.js');",
  ].join('\n');
  assert.deepEqual(importsOf('embed/element.js', source), [
    { target: 'i18n/i18n.js', kind: 'code' },
    { target: 'embed/y.js', kind: 'code' },
    { target: 'lib/x.js', kind: 'type' },
    { target: 'lib/types.js', kind: 'type' },
    { target: 'engine/worker.js', kind: 'url' },
  ]);
});

/**
 * The controllers app.js makes, in its order, each with those it is handed, from its lines
 * `const name = nameController(page, { a, b: c });`.
 * @param {string} source
 */
function controllersMade(source) {
  return [...source.matchAll(/^const (\w+) = (\w+Controller)\(page(?:, \{([^}]*)\})?\);/gm)].map(([, name, factory, handed = '']) => ({
    name,
    factory,
    handed: handed
      .split(',')
      .map((entry) => entry.split(':').at(-1)?.trim() ?? '')
      .filter(Boolean),
  }));
}

/** Why the controllers `made` (as controllersMade reads them) do not depend in one direction. */
function handedLater(made) {
  return made.flatMap(({ factory, handed }, i) =>
    handed
      .filter((name) => !made.slice(0, i).some((before) => before.name === name))
      .map((name) => `${factory} is handed ${name}, not made before it`),
  );
}

test("the page's controllers depend in one direction, never through a bag of each other's functions", () => {
  const read = (path) => readFileSync(join(WWW, path), 'utf8');
  const made = controllersMade(read('page/app.js'));
  assert.deepEqual(handedLater(made), []);
  // Every controller module's controller is made there.
  const factories = modules()
    .filter(isController)
    .flatMap((path) => [...read(path).matchAll(/^export function (\w+Controller)\(/gm)].map((m) => m[1]));
  assert.deepEqual(factories.filter((factory) => !made.some((m) => m.factory === factory)).sort(), []);
  assert.ok(factories.length >= 8, `${factories.length} controllers`);
  const bags = modules()
    .filter((path) => folderOf(path) === 'page')
    .filter((path) => /\bact\b|PageActions/.test(read(path)));
  assert.deepEqual(bags, [], "page modules that name a bag of the controllers' functions");
  // The rule itself: a controller handed one made later fails.
  const circle = controllersMade('const a = aController(page, { b });\nconst b = bController(page, { a });\n');
  assert.deepEqual(handedLater(circle), ['aController is handed b, not made before it']);
  assert.deepEqual(handedLater(controllersMade('const a = aController(page);\nconst b = bController(page, { x: a });\n')), []);
});

/**
 * A static import or re-export, in either quotes, at a line's start or after the statement before
 * it (the vendored modules are minified): what a browser fetches before the module runs.
 */
const STATIC_IMPORT = /(?:^|;)\s*(?:import|export)\s*[{*\w][^;]*?from\s*['"](\.[^'"]+)['"]|(?:^|;)\s*import\s*['"](\.[^'"]+)['"]/gm;

/**
 * Every module `entry` (relative to www/) imports statically, and those they import, the vendored
 * libraries included (read where the build copies them).
 * @param {string} entry
 */
function staticImports(entry) {
  const found = new Set();
  /** @param {string} path */
  const visit = (path) => {
    for (const match of readFileSync(join(WWW, path), 'utf8').matchAll(STATIC_IMPORT)) {
      const target = normalize(join(dirname(path), match[1] ?? match[2]));
      if (!found.has(target)) {
        found.add(target);
        visit(target);
      }
    }
  };
  visit(entry);
  return found;
}

// A browser finds a module's imports only once it has it, one level at a time: the pages list
// them all, so that they load at once (a first visit waited a round trip per level).
for (const [html, entry] of [
  ['index.html', 'page/app.js'],
  ['embed.html', 'embed/embed.js'],
]) {
  test(`${html} preloads every module ${entry} imports, and none other`, () => {
    const source = readFileSync(join(WWW, html), 'utf8');
    assert.ok(source.includes(`<script type="module" src="${entry}"></script>`), html);
    const preloaded = [...source.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual([...preloaded].sort(), [...staticImports(entry)].sort());
  });
}
