// Issue 44 (9, 10), hosting: the embed is framed anywhere, a file: page and a sandboxed srcdoc
// frame too (`frame-ancestors *` refused both), and the hosting guide's nginx configuration sends
// each page and file the headers of www/_headers (its locations dropped the common ones).

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { newPage, servePages, useBrowser, WWW } from './harness.mjs';
import { headersFor, parseHeaders } from './serve.mjs';

const env = useBrowser();

const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';

/**
 * What the embed inside `page` shows once ready (its step counter, or its message), or the
 * browser's refusal to frame it (its console message): whichever comes first.
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<unknown>} open
 */
async function framedOrRefused(page, open) {
  const refused = page
    .waitForEvent('console', { predicate: (message) => message.text().includes('frame-ancestors') })
    .then((message) => `refused: ${message.text()}`);
  const shown = (async () => {
    // Loaded: every frame is there, the embed with it (shown, or blocked).
    await open();
    const embed = page.frames().find((frame) => frame.url().includes('embed.html'));
    assert.ok(embed, 'the page has the embed');
    await embed.waitForSelector('body[data-ready="1"]');
    return await embed.evaluate(() => document.querySelector('.counter, .player-message')?.textContent);
  })();
  return Promise.race([refused, shown]);
}

const embedUrl = () => `${env.url}embed.html#game=mayan&step=2&text=${encodeURIComponent(MAYAN_SAMPLE)}`;

test('44.9: a file: page frames the embed', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'boardlab-file-page-'));
  t.after(() => rmSync(dir, { recursive: true }));
  const file = join(dir, 'statement.html');
  writeFileSync(file, `<!doctype html><title>statement</title><iframe src="${embedUrl()}" width="600" height="560"></iframe>`);
  const { page, errors, context } = await newPage(env);
  t.after(() => context.close());
  assert.equal(await framedOrRefused(page, () => page.goto(pathToFileURL(file).href)), '2 / 10');
  assert.deepEqual(errors, []);
});

for (const [sandbox, shows] of [
  ['allow-scripts allow-same-origin', '2 / 10'],
  // An opaque origin, from which no worker starts: the frame says so.
  [
    'allow-scripts',
    'This frame is sandboxed without allow-same-origin: the player cannot start its engine there. Give the frame sandbox="allow-scripts allow-same-origin", or open the link in BoardLab.',
  ],
]) {
  test(`44.9: a srcdoc frame sandboxed with "${sandbox}" frames the embed`, async (t) => {
    const inner = `<iframe src="${embedUrl()}" width="600" height="560"></iframe>`.replaceAll('"', '&quot;');
    const host = await servePages({
      '/host.html': `<!doctype html><title>host</title><iframe sandbox="${sandbox}" srcdoc="${inner}" width="640" height="600"></iframe>`,
    });
    t.after(() => host.close());
    const { page, errors, context } = await newPage(env);
    t.after(() => context.close());
    assert.equal(await framedOrRefused(page, () => page.goto(`${host.url}host.html`)), shows);
    assert.deepEqual(errors, []);
  });
}

/**
 * The headers nginx sends for `path` under `config` (the hosting guide's snippet): those of the
 * location that matches (an exact `=` location, else the first regular expression `~` in order,
 * else the longest prefix) when it has `add_header` lines of its own, else the server's.
 * @param {string} config
 * @param {string} path
 */
function nginxHeaders(config, path) {
  /** @type {{ match: string, pattern: string, headers: [string, string][] }[]} */
  const locations = [];
  /** @type {[string, string][]} */
  const server = [];
  let current = server;
  for (const raw of config.split('\n')) {
    const line = raw.trim();
    const location = line.match(/^location\s+(=|~)?\s*(\S+)\s*\{$/);
    if (location) {
      const block = { match: location[1] ?? '', pattern: location[2], headers: [] };
      locations.push(block);
      current = block.headers;
    } else if (line === '}') current = server;
    else if (line) {
      const header = line.match(/^add_header\s+(\S+)\s+("([^"]*)"|(\S+))\s+always;$/);
      assert.ok(header, `the hosting guide's nginx line ${JSON.stringify(line)}`);
      current.push([header[1], header[3] ?? header[4]]);
    }
  }
  const exact = locations.find((l) => l.match === '=' && l.pattern === path);
  const regex = locations.find((l) => l.match === '~' && new RegExp(l.pattern).test(path));
  const prefixes = locations.filter((l) => l.match === '' && path.startsWith(l.pattern));
  const longest = prefixes.sort((a, b) => b.pattern.length - a.pattern.length)[0];
  const chosen = exact ?? regex ?? longest;
  return chosen?.headers.length ? chosen.headers : server;
}

test("44.10: the hosting guide's nginx configuration sends each file the headers of _headers", () => {
  const guide = readFileSync(join(WWW, 'guide/hosting.md'), 'utf8');
  const snippets = [...guide.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.equal(snippets.length, 1);
  const rules = parseHeaders(readFileSync(join(WWW, '_headers'), 'utf8'));
  const paths = [
    '/',
    '/index.html',
    '/embed.html',
    '/embed-demo.html',
    '/statement-demo.html',
    '/page/app.js',
    '/style.css',
    '/pkg/mayan/boardlab_bg.wasm',
    '/pkg/games/en.json',
    '/pkg/games/en/mayan.json',
    '/guide/hosting.md',
  ];
  const sorted = (/** @type {[string, string][]} */ headers) => Object.entries(Object.fromEntries(headers)).sort();
  for (const path of paths) {
    assert.deepEqual(sorted(nginxHeaders(snippets[0], path)), sorted(Object.entries(headersFor(rules, path))), path);
  }
  // The guide's table names every header of _headers.
  for (const { headers } of rules) {
    for (const [name] of headers) assert.ok(guide.includes(`\`${name}: `), `the hosting guide's table names ${name}`);
  }
});
