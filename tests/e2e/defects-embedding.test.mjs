// Issue 44 (7, 11), embedding: the embed reads no message of a window other than its parent (a
// sibling's huge message froze it while it was deserialized), and <boardlab-player> says that
// an address it cannot read is not an address, not that its scheme is refused.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage, servePages, useBrowser } from './harness.mjs';

const env = useBrowser();

const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';

test("44.7: embed.html reads no message's data unless it comes from its parent", async (t) => {
  const embed = `${env.url}embed.html#game=mayan&text=${encodeURIComponent(MAYAN_SAMPLE)}`;
  const host = await servePages({
    '/host.html': `<!doctype html><title>host</title>
      <iframe id="frame" src="${embed}" width="600" height="560"></iframe>
      <iframe name="sibling" srcdoc="<p>a sibling frame</p>"></iframe>`,
  });
  t.after(() => host.close());
  const { page, errors, context } = await newPage(env);
  t.after(() => context.close());
  // In the embed: count the window's messages, and the reads of the data of those that do not
  // come from its parent (a read deserializes the message).
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/embed.html')) return;
    window.__received = 0;
    window.__othersRead = 0;
    addEventListener('message', () => window.__received++);
    const data = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data'));
    Object.defineProperty(MessageEvent.prototype, 'data', {
      configurable: true,
      get() {
        if (this.currentTarget === window && this.source !== parent) window.__othersRead++;
        return data.get?.call(this);
      },
    });
  });
  await page.goto(`${host.url}host.html`);
  const frame = /** @type {import('playwright-core').Frame} */ (page.frame({ url: /embed\.html/ }));
  await frame.waitForSelector('body[data-ready="1"] .counter');
  // A sibling's command and a large message, then the parent's own.
  await page.frame({ name: 'sibling' })?.evaluate(() => {
    const target = /** @type {Window} */ (parent.document.querySelector('#frame'))?.contentWindow;
    target?.postMessage({ boardlab: 1, type: 'seek', step: 6 }, '*');
    target?.postMessage({ boardlab: 1, type: 'next', padding: Array.from({ length: 10000 }, (_, i) => ({ i })) }, '*');
  });
  await page.evaluate(() => document.querySelector('iframe')?.contentWindow?.postMessage({ boardlab: 1, type: 'next' }, '*'));
  await frame.waitForFunction(() => window.__received === 3);
  // The parent's next was obeyed; the sibling's messages were never read.
  await frame.locator('.counter:text-is("2 / 10")').waitFor();
  assert.equal(await frame.evaluate(() => window.__othersRead), 0);
  assert.deepEqual(errors, []);
});

test('44.11: <boardlab-player> says that an address it cannot read is not an address', async (t) => {
  const www = new URL(env.url).origin;
  const sources = { bracket: 'http://[::1', port: 'http://localhost:99999/x.in', scheme: 'javascript:x' };
  const elements = Object.entries(sources)
    .map(([id, src]) => `<boardlab-player id="${id}" game="mayan" src="${src}"></boardlab-player>`)
    .join('\n');
  const host = await servePages({
    '/host.html': `<!doctype html><meta charset="utf-8"><title>host</title>
      <script type="module" src="${www}/boardlab-player.js"></script>${elements}`,
  });
  t.after(() => host.close());
  const { page, errors, context } = await newPage(env);
  t.after(() => context.close());
  await page.goto(`${host.url}host.html`);
  await page.waitForFunction((n) => document.querySelectorAll('boardlab-player[data-ready="1"]').length === n, Object.keys(sources).length);
  const said = async (/** @type {string} */ id) => page.locator(`#${id} .player-message`).textContent();
  for (const id of ['bracket', 'port']) {
    assert.equal(await said(id), `could not load ${sources[id]}: it is not a well-formed address`);
  }
  // A scheme the element does not fetch is still said as such.
  assert.match(await said('scheme'), /loads only http, https, data: and blob: addresses$/);
  assert.deepEqual(errors, []);
});
