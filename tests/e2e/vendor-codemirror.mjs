// `./build.sh build`, part: vendors CodeMirror 6 for the page's editor of large inputs
// (www/tools/large-editor.js, loaded on first use) into www/vendor/codemirror/, a build output that is
// never committed. The page has no build step and its Content-Security-Policy allows no inline
// import map, so a browser cannot resolve the packages' bare specifiers ('@codemirror/state'):
// each package's ES module (the `import` entry of its package.json, as npm installed it in
// tests/e2e/node_modules) is copied as one file named after the package (@codemirror/state →
// codemirror-state.js), its bare specifiers are rewritten to those files (./codemirror-state.js),
// and it is minified by esbuild (the eleven files are 234 KB gzipped as published, 120 KB so).
// The packages' type declarations are copied beside them the same way (codemirror-state.d.ts),
// for the page's type check. Every package reached from the entry
// packages is copied, and only those; a package whose module imports a file of its own (a relative
// specifier) or loads a module dynamically would need more than one file and fails the build.
//
//   node tests/e2e/vendor-codemirror.mjs OUT_DIR

import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

const NODE_MODULES = join(dirname(fileURLToPath(import.meta.url)), 'node_modules');
/** What the page imports; the rest is what these import. */
const ENTRIES = ['@codemirror/state', '@codemirror/view', '@codemirror/commands'];

/** The file a package is vendored as, without its extension: @codemirror/state → codemirror-state. */
const fileName = (name) => name.replace(/^@/, '').replace('/', '-');

/** A package's folder and package.json. */
function packageOf(name) {
  const folder = join(NODE_MODULES, name);
  return { folder, json: JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) };
}

/** The path of a package's ES module: its `exports` `import` entry (or `module`). */
function modulePath(name) {
  const { folder, json } = packageOf(name);
  const exported = json.exports?.['.'] ?? json.exports;
  const entry = (typeof exported === 'string' ? exported : exported?.import) ?? json.module;
  if (!entry) throw new Error(`${name}: no ES module entry in its package.json`);
  return join(folder, entry);
}

/** The path of a package's type declarations, or null. */
function typesPath(name) {
  const { folder, json } = packageOf(name);
  if (json.types) return join(folder, json.types);
  try {
    const path = modulePath(name).replace(/\.js$/, '.d.ts');
    readFileSync(path);
    return path;
  } catch {
    return null;
  }
}

// The specifier of an import or export statement (`import { a } from '…'`, over several lines
// too, `export * from '…'`, `import '…'`), at the start of a line: not a `from "…"` in a comment.
const SPECIFIER = /^(\s*(?:import|export)\b[^;'"]*?\bfrom\s*|\s*import\s*)(['"])([^'"]+)\2/gm;

/**
 * `source` with each bare specifier made the relative path of its vendored file (`ext`: .js, or
 * .js for a declaration too, which TypeScript maps to the .d.ts beside it); `found` is called with
 * each package named. Relative specifiers and dynamic imports are refused (see above).
 */
function rewrite(source, path, found) {
  if (/\bimport\s*\(\s*['"]/.test(source)) throw new Error(`${path}: a dynamic import; vendor it by hand`);
  return source.replace(SPECIFIER, (_whole, before, quote, specifier) => {
    if (specifier.startsWith('.') || specifier.startsWith('/')) throw new Error(`${path}: imports ${specifier}, a file of its own`);
    // The package's name: a scoped one has two parts; a subpath import is refused.
    const parts = specifier.split('/');
    const name = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
    if (name !== specifier) throw new Error(`${path}: imports ${specifier}, a subpath of ${name}`);
    found(name);
    return `${before}${quote}./${fileName(name)}.js${quote}`;
  });
}

/** Copies the modules (or with `types`, the declarations) reachable from ENTRIES into `out`; returns their names. */
function vendor(out, types) {
  const seen = new Set();
  const queue = [...ENTRIES];
  while (queue.length) {
    const name = queue.shift();
    if (seen.has(name)) continue;
    seen.add(name);
    const path = types ? typesPath(name) : modulePath(name);
    if (!path) continue; // no declarations: TypeScript types its imports `any` (none of ENTRIES' do)
    const rewritten = rewrite(readFileSync(path, 'utf8'), path, (other) => queue.push(other));
    const text = types ? rewritten : transformSync(rewritten, { minify: true, format: 'esm', legalComments: 'inline' }).code;
    writeFileSync(join(out, `${fileName(name)}${types ? '.d.ts' : '.js'}`), text);
  }
  return [...seen];
}

const out = process.argv[2];
if (!out) throw new Error('usage: node vendor-codemirror.mjs OUT_DIR');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const modules = vendor(out, false);
vendor(out, true);
// The licences (all MIT) go with the code.
for (const name of modules) copyFileSync(join(packageOf(name).folder, 'LICENSE'), join(out, `${fileName(name)}.LICENSE`));
console.log(`vendored ${modules.map((name) => `${name}@${packageOf(name).json.version}`).join(', ')}`);
