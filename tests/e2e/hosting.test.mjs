// Issue 37 (9), hosting: the page as `./build.sh dist` writes it (target/dist, which
// `./build.sh test` writes before the browser tests), served with its `_headers` as a static host
// serves it. The main page and the demos may only be framed by their own site; the embed by any;
// every file says nosniff, and the wasm is served as application/wasm. Before these headers any
// site could frame index.html (a <meta> policy cannot say frame-ancestors).

import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { servePages, startBrowser } from './harness.mjs';
import { serve } from './serve.mjs';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../target/dist');
/** @type {{ url: string, close: () => Promise<void> }} */
let host;
/** @type {Awaited<ReturnType<typeof startBrowser>>} */
let env;

before(async () => {
  assert.ok(existsSync(join(DIST, 'index.html')), `${DIST} holds no page: run ./build.sh dist target/dist`);
  host = await serve(DIST);
  env = await startBrowser();
});
after(async () => {
  await env?.close();
  await host?.close();
});

const headersOf = async (path) => (await fetch(new URL(path, host.url))).headers;

test('37.9: every file says nosniff; the pages carry their policy with frame-ancestors; wasm is application/wasm', async () => {
  for (const path of ['', 'index.html', 'embed-demo.html', 'statement-demo.html']) {
    const headers = await headersOf(path);
    assert.match(headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, path);
    assert.equal(headers.get('x-content-type-options'), 'nosniff', path);
  }
  // Framed anywhere, by file: pages and sandboxed frames too (issue 44): no frame-ancestors.
  const embed = await headersOf('embed.html');
  assert.match(embed.get('content-security-policy') ?? '', /default-src 'self'/);
  assert.doesNotMatch(embed.get('content-security-policy') ?? '', /frame-ancestors/);
  for (const path of ['page/app.js', 'style.css', 'pkg/mayan/boardlab_bg.wasm', 'pkg/games/en.json']) {
    const headers = await headersOf(path);
    assert.equal(headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(headers.get('access-control-allow-origin'), '*', path);
  }
  assert.equal((await headersOf('pkg/mayan/boardlab_bg.wasm')).get('content-type'), 'application/wasm');
});

test('37.9: another site can frame the embed, not the main page', async () => {
  const site = await servePages({
    '/frames.html': `<!doctype html><title>frames</title>
      <iframe id="main" src="${host.url}index.html#game=mayan"></iframe>
      <iframe id="embed" src="${host.url}embed.html#game=mayan"></iframe>`,
  });
  const context = await env.browser.newContext();
  try {
    const page = await context.newPage();
    const refusal = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && message.text().includes('frame-ancestors'),
    });
    await page.goto(`${site.url}frames.html`);
    // The browser refuses the main page inside another site, and says why.
    assert.match((await refusal).text(), /frame-ancestors 'self'/);
    // The embed loads and shows its player.
    await page.frameLocator('#embed').locator('body[data-ready="1"]').waitFor();
    const main = page.frames().find((frame) => frame.url().includes('index.html'));
    const ran = await main?.evaluate(() => document.body?.dataset.ready ?? null).catch(() => null);
    assert.equal(ran ?? null, null, 'the main page does not run inside another site');
  } finally {
    await context.close();
    await site.close();
  }
});

test('42.3: a file in a folder being built (its `.pending` there) is answered once it is built, as `./build.sh serve` builds the other games', async () => {
  const root = mkdtempSync(join(tmpdir(), 'boardlab-serve-'));
  mkdirSync(join(root, 'pkg/ludo'), { recursive: true });
  writeFileSync(join(root, 'pkg/ludo/.pending'), '');
  writeFileSync(join(root, 'index.html'), 'page');
  const server = await serve(root);
  try {
    let answered = false;
    const pending = fetch(`${server.url}pkg/ludo/boardlab.js`).then(async (response) => {
      answered = true;
      return [response.status, await response.text()];
    });
    // Another file is answered meanwhile, the one being built is not: its module is not there yet
    // (without the wait it would have been "not found").
    assert.equal(await (await fetch(`${server.url}index.html`)).text(), 'page');
    assert.equal(answered, false);
    writeFileSync(join(root, 'pkg/ludo/boardlab.js'), 'bound');
    rmSync(join(root, 'pkg/ludo/.pending'));
    assert.deepEqual(await pending, [200, 'bound']);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});
