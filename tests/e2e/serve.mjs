// A small static file server for www/ or the folder `./build.sh dist` writes (used by
// `./build.sh serve` and by the browser tests): localhost only, correct types for ES modules and
// wasm, no caching, and the headers the folder's `_headers` file asks for (www/_headers: the
// pages' Content-Security-Policy with frame-ancestors, nosniff, and Access-Control-Allow-Origin
// so that pages of other origins may load the <boardlab-player> element, its worker and the
// wasm from here), as static hosts apply it. A file in a folder that holds `.pending` is being
// built (`./build.sh serve` serves the page before every game's module is bound): it is answered
// once the folder no longer holds it.

import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  // The guides (www/guide/), shown as the text they are.
  '.md': 'text/plain; charset=utf-8',
};

/**
 * The rules of a `_headers` file: a line starting without a blank is a path (`/embed.html`, or
 * `/pkg/*`: a `*` at the end stands for the rest), the indented `Name: value` lines below it its
 * headers; `#` starts a comment line.
 * @param {string} text
 * @returns {{ path: string, headers: [string, string][] }[]}
 */
export function parseHeaders(text) {
  /** @type {{ path: string, headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0 || !rules.length) throw new Error(`_headers: cannot read ${JSON.stringify(line)}`);
    rules[rules.length - 1].headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether `pathname` matches a `_headers` rule's path. */
const matches = (rulePath, pathname) => (rulePath.endsWith('*') ? pathname.startsWith(rulePath.slice(0, -1)) : pathname === rulePath);

/**
 * The headers `rules` give `pathname`: those of every rule that matches it, a later one's value
 * replacing an earlier one's.
 * @param {{ path: string, headers: [string, string][] }[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  return Object.fromEntries(rules.filter((rule) => matches(rule.path, pathname)).flatMap((rule) => rule.headers));
}

/** How often a request for a file being built looks again whether it is there. */
const PENDING_POLL_MS = 200;

/**
 * Resolves once `folder` no longer holds `.pending` (at once when it does not).
 * @param {string} folder
 */
async function built(folder) {
  for (;;) {
    try {
      await stat(join(folder, '.pending'));
    } catch {
      return;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, PENDING_POLL_MS));
  }
}

/** Serves `root` on 127.0.0.1:`port` (0 = any free port); resolves to { url, close }. */
export function serve(root, port = 0) {
  const base = resolve(root);
  let rules = [];
  try {
    rules = parseHeaders(readFileSync(join(base, '_headers'), 'utf8'));
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'ENOENT') throw err;
  }
  const server = createServer(async (request, response) => {
    try {
      const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) throw new Error('outside the root');
      await built(dirname(file));
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      /** @type {Record<string, string>} */
      const headers = { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream' };
      Object.assign(headers, headersFor(rules, path));
      // Nothing is cached while developing or testing, whatever the host's rules say.
      headers['Cache-Control'] = 'no-store';
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  return new Promise((resolvePromise) => {
    server.listen(port, '127.0.0.1', () => {
      resolvePromise({
        url: `http://localhost:${server.address().port}/`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root = 'www', port = '8000'] = process.argv.slice(2);
  await serve(root, Number(port));
}
