// Issue 37, the page as an attacker and a hurried user find it, in real Chromium; each item's
// tests under its number below. Each test failed on the page before its fix
// (BOARDLAB_WWW=<a copy of the older www> node --test …).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chooseGame,
  newPage,
  openApp,
  screenshotPath,
  servePages,
  stepShown,
  useBrowser,
  waitForColours,
  waitForPlayer,
} from './harness.mjs';

const env = useBrowser();

const MAYAN_SAMPLE = '3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';

// 3: an input error goes with its cause: an edit of the input drops it (and its line marked),
//    and the status line says the input changed, as it does after a successful run.
// The sample with an `x` on line 3.
const MAYAN_BAD = '3\n1 0\nx0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n';
const INPUT_CHANGED = 'The input changed: Run (Ctrl+Enter) to see its result.';

/** Runs `text` on `page` and waits for its error, located on line 3. */
async function runBad(page, text) {
  await page.locator('#input').fill(text);
  await page.locator('#run').click();
  await page.waitForSelector('#error:not([hidden])');
  assert.match(await page.locator('#error').textContent(), /^line 3, column 1: /);
  assert.equal(await page.locator('#backdrop mark').textContent(), 'x0');
}

for (const [edit, how] of [
  ['the x fixed', (page) => page.locator('#input').fill(MAYAN_BAD.replace('x0', '0'))],
  [
    'a line added above',
    async (page) => {
      await page.locator('#input').focus();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Enter');
    },
  ],
]) {
  test(`37.3: an input error goes once the input changes (${edit}), and the page says it changed`, async () => {
    const { page, errors, context } = await openApp(env, '#game=mayan');
    await waitForPlayer(page);
    // After a successful run, an edit says so.
    await page.locator('#input').fill(MAYAN_SAMPLE.replace('2 1 0', '2 1 0 '));
    assert.equal(await page.locator('#status').textContent(), INPUT_CHANGED);
    await runBad(page, MAYAN_BAD);
    assert.equal(await page.locator('#status').textContent(), '');
    await how(page);
    assert.equal(await page.locator('#error').isHidden(), true, await page.locator('#error').textContent());
    assert.equal(await page.locator('#backdrop mark').count(), 0);
    assert.equal(await page.locator('#status').textContent(), INPUT_CHANGED);
    // Run again: the error of this input, if any, is current.
    await page.locator('#run').click();
    if (edit === 'the x fixed') await waitForPlayer(page);
    else {
      await page.waitForSelector('#error:not([hidden])');
      assert.match(await page.locator('#error').textContent(), /^line 4, column 1: /);
      assert.equal(await page.locator('#backdrop mark').textContent(), 'x0');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// 4: bidi overrides in what an embedder or a user wrote are shown by their code, ⟨U+202E⟩, in every
//    message that quotes them (English too): they cannot reverse the page's own words.

const RLO = '\u202e';
/** Whether `text` holds a bidi embedding or override, raw. */
const rawBidi = (text) => /[\u202a-\u202e]/.test(text);

for (const lang of ['en', 'fa']) {
  test(`37.4: embed.html names an unknown game with a bidi override by its code, on screen and to its parent (${lang})`, async (t) => {
    const embed = `${env.url}embed.html#game=%E2%80%AEmayan&lang=${lang}&text=${encodeURIComponent(MAYAN_SAMPLE)}`;
    const host = await servePages({ '/host.html': `<!doctype html><title>host</title><iframe id="frame" src="${embed}"></iframe>` });
    t.after(() => host.close());
    const { page, errors, context } = await newPage(env);
    await page.addInitScript(() => {
      if (window !== top) return;
      window.__messages = [];
      addEventListener('message', (event) => window.__messages.push(event.data));
    });
    await page.goto(`${host.url}host.html`);
    await page.waitForFunction(() => window.__messages.some((m) => m.type === 'error'));
    const { message } = await page.evaluate(() => window.__messages.find((m) => m.type === 'error'));
    const shown = await page.frameLocator('#frame').locator('.player-message').textContent();
    assert.equal(shown, message);
    assert.ok(message.includes('⟨U+202E⟩mayan'), message);
    assert.ok(!rawBidi(message), message);
    assert.ok(message.includes('mayan, skill-chess, three-kingdoms'), message);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('37.4: <boardlab-player> shows a game, speed or src with a bidi override by its code', async (t) => {
  const www = new URL(env.url).origin;
  const host = await servePages({
    '/host.html': `<!doctype html><meta charset="utf-8"><title>host</title>
      <script type="module" src="${www}/boardlab-player.js"></script>
      <boardlab-player id="game" game="${RLO}mayan">${MAYAN_SAMPLE}</boardlab-player>
      <boardlab-player id="speed" game="mayan" speed="${RLO}2">${MAYAN_SAMPLE}</boardlab-player>
      <boardlab-player id="src" game="mayan" src="${RLO}x.in"></boardlab-player>`,
  });
  t.after(() => host.close());
  const { page, errors, context } = await newPage(env);
  await page.addInitScript(() => {
    window.__errors = {};
    document.addEventListener(
      'error',
      (event) => {
        if (event.target.localName === 'boardlab-player') window.__errors[event.target.id] = event.detail.message;
      },
      true,
    );
  });
  await page.goto(`${host.url}host.html`);
  await page.waitForFunction(() => document.querySelectorAll('boardlab-player[data-ready="1"]').length === 3);
  const said = await page.evaluate(() => window.__errors);
  const shown = async (id, selector) => page.locator(`#${id}`).locator(selector).textContent();
  assert.ok(said.game.includes('"⟨U+202E⟩mayan"'), said.game);
  assert.equal(await shown('game', '.player-message'), said.game);
  assert.ok(said.src.includes('⟨U+202E⟩x.in'), said.src);
  assert.equal(await shown('src', '.player-message'), said.src);
  const notice = await shown('speed', '.player-notice');
  assert.ok(notice.includes('"⟨U+202E⟩2"'), notice);
  // An attribute changed later, too.
  await page.locator('#speed').evaluate((node, rlo) => node.setAttribute('speed', `${rlo}4`), RLO);
  await page.waitForFunction(() => document.getElementById('speed').shadowRoot.querySelector('.player-notice')?.textContent.includes('4'));
  const later = await shown('speed', '.player-notice');
  assert.ok(later.includes('"⟨U+202E⟩4"'), later);
  for (const text of [...Object.values(said), notice, later]) assert.ok(!rawBidi(text), text);
  // The 404 of the src is the browser's own console message.
  assert.deepEqual(
    errors.filter((e) => !/status of 404/.test(e)),
    [],
  );
  await context.close();
});

test('37.4: a checkpoint line with a bidi override is named by its code under "Your checkpoints"', async () => {
  const { page, errors, context } = await openApp(env, '#game=mayan');
  await waitForPlayer(page);
  await page.locator('#program-box summary').click();
  await page.locator('#program-trace').fill(`$ move ${RLO}2 1 0\n`);
  await page.locator('#program-check').click();
  await page.waitForSelector('#program-report:not([hidden])');
  const points = await page.locator('#program-point-list').textContent();
  assert.ok(points.includes(`move ⟨U+202E⟩2 1 0`), points);
  const report = await page.locator('#program-report').textContent();
  assert.ok(!rawBidi(report), report);
  assert.deepEqual(errors, []);
  await context.close();
});

// 5: the preview of a held input reads left to right in every language: the note on a long line,
//    in the page's language, is isolated from the user's text, which it used to reorder in
//    Persian (Arabic letters before digits make them Arabic numbers, laid out right to left).

for (const lang of ['en', 'zh-CN', 'fa']) {
  test(`37.5: the preview of a long held line reads left to right (${lang})`, async () => {
    const { page, errors, context } = await openApp(env, `#game=mayan&lang=${lang}`);
    await waitForPlayer(page);
    // A 2 MB line of digits: 2 9 1 4 1 …, each digit other than the one before it.
    const digits = Array.from({ length: 1 << 20 }, (_, i) => String((i * 7 + 2 + (i % 3)) % 10));
    digits.splice(0, 5, '2', '9', '1', '4', '1');
    const line = digits.join(' ');
    await page.locator('#file').setInputFiles({ name: 'long.in', mimeType: 'text/plain', buffer: Buffer.from(`${line}\n`) });
    await page.waitForSelector('#held-preview .cut-note');
    // Where each of the line's first five digits is drawn, left to right.
    const lefts = await page.locator('#held-preview').evaluate((pre) => {
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.data.indexOf('2 9 1 4 1');
        if (at < 0) continue;
        return [0, 2, 4, 6, 8].map((i) => {
          const range = document.createRange();
          range.setStart(node, at + i);
          range.setEnd(node, at + i + 1);
          return range.getBoundingClientRect().left;
        });
      }
      return null;
    });
    assert.ok(lefts, 'the line is in the preview');
    for (let i = 1; i < lefts.length; i++) assert.ok(lefts[i] > lefts[i - 1], `digit ${i + 1} right of digit ${i}: ${lefts}`);
    // The note is in the page's language, and comes before the line.
    const note = await page.locator('#held-preview .cut-note').textContent();
    assert.ok(note.includes('2,097,151'), note);
    if (lang !== 'en') assert.ok(!note.includes('characters'), note);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// 6: a <boardlab-player> whose src cannot be fetched (a scheme fetch does not load, another origin
//    without CORS) names its src and says why in its own language, as a 404 does.

const SRC_FAILURE = {
  en: { lead: (src) => `could not load ${src}: `, words: /could not load/ },
  'zh-CN': { lead: (src) => `无法加载 ${src}：`, words: /[a-z]{5}/ },
  // Persian isolates each value (Fluent's marks).
  fa: { lead: (src) => `\u2068${src}\u2069 بارگذاری نشد: `, words: /could|load|fetch/ },
};

for (const lang of ['en', 'zh-CN', 'fa']) {
  test(`37.6: <boardlab-player> names a src it cannot fetch, and says why (${lang})`, async (t) => {
    const www = new URL(env.url).origin;
    const other = await servePages({ '/sample.in': MAYAN_SAMPLE });
    t.after(() => other.close());
    const sources = {
      script: 'javascript:alert(1)',
      file: 'file:///etc/passwd',
      cors: `${other.url}sample.in`,
      missing: 'missing.in',
      bidi: `${RLO}javascript:x`,
    };
    const elements = Object.entries(sources)
      .map(([id, src]) => `<boardlab-player id="${id}" game="mayan" lang="${lang}" src="${src}"></boardlab-player>`)
      .join('\n');
    const host = await servePages({
      '/host.html': `<!doctype html><meta charset="utf-8"><title>host</title>
        <script type="module" src="${www}/boardlab-player.js"></script>${elements}`,
    });
    t.after(() => host.close());
    const { page, errors, context } = await newPage(env);
    await page.goto(`${host.url}host.html`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('boardlab-player[data-ready="1"]').length === n,
      Object.keys(sources).length,
    );
    const { lead, words } = SRC_FAILURE[lang];
    const messages = {};
    for (const id of Object.keys(sources)) {
      const message = await page.locator(`#${id} .player-message`).textContent();
      messages[id] = message;
      const src = id === 'bidi' ? '⟨U+202E⟩javascript:x' : sources[id];
      assert.ok(message.startsWith(lead(src)), `${id}: ${message}`);
      assert.doesNotMatch(message, /Failed to fetch/, `${id}: ${message}`);
      if (lang !== 'en')
        assert.doesNotMatch(
          message.slice(lead(src).length).replace(/HTTP|Access-Control-Allow-Origin|https?|data:|blob:/g, ''),
          words,
          `${id}: ${message}`,
        );
    }
    assert.match(messages.missing, /HTTP \u2068?404\u2069?$/);
    // The same reason for the schemes fetch does not load; another for a refused fetch.
    assert.equal(messages.file.slice(lead(sources.file).length), messages.script.slice(lead(sources.script).length));
    assert.notEqual(messages.cors.slice(lead(sources.cors).length), messages.script.slice(lead(sources.script).length));
    // The browser's own console messages about the 404 and the fetch CORS refused; nothing else.
    assert.deepEqual(
      errors.filter((e) => !/status of 404|blocked by CORS policy|net::ERR_FAILED/.test(e)),
      [],
    );
    await context.close();
  });
}

// 7: Page Up / Page Down mean one thing on the player and on its slider: the marker before /
//    after (the slider's own steps went the other way).

test('37.7: Page Up / Page Down on the slider go to the marker before / after, as on the player', async () => {
  const { page, errors, context } = await openApp(env, '', { viewport: { width: 1366, height: 768 } });
  await chooseGame(page, 'skill-chess');
  await page.locator('#sample').selectOption('0');
  await waitForPlayer(page);
  const player = page.locator('#player');
  const slider = page.locator('#player input[type="range"]');
  const shown = async () => Number(await player.getAttribute('data-shown'));
  /** Shows step `step` (from 1) by the slider's own value. */
  const showStep = async (step) => {
    await slider.evaluate((range, value) => {
      range.value = String(value - 1);
      range.dispatchEvent(new Event('input', { bubbles: true }));
    }, step);
    await stepShown(page, step);
  };
  /** The step the button `name` goes to from step `from`. */
  const buttonGoes = async (name, from) => {
    await showStep(from);
    await page.getByRole('button', { name, exact: true }).click();
    await page.waitForFunction((n) => Number(document.querySelector('#player').dataset.shown) !== n, from);
    return shown();
  };
  const total = Number((await page.locator('#player .counter').textContent()).split('/')[1]);
  const later = await buttonGoes('Later marker', 2);
  const earlier = await buttonGoes('Earlier marker', total);
  assert.ok(later > 2 && earlier < total, `markers at ${later} and ${earlier}`);
  for (const [key, from, to] of [
    ['PageDown', 2, later],
    ['PageUp', total, earlier],
  ]) {
    // On the focused player, then on the focused slider: the same step.
    await showStep(from);
    await player.focus();
    await page.keyboard.press(key);
    await stepShown(page, to);
    await showStep(from);
    await slider.focus();
    await page.keyboard.press(key);
    await stepShown(page, to);
    assert.equal(Number(await slider.inputValue()), to - 1);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// 10: a file Compare's Open file… cannot read is reported in the Compare panel, where it was
//     chosen, not in the input's error box.

test("37.10: an unreadable file opened in Compare is reported in Compare's panel", async () => {
  const { page, errors, context } = await openApp(env, '#game=mayan');
  await waitForPlayer(page);
  await page.locator('#compare-box summary').click();
  await page
    .locator('#expected-file')
    .setInputFiles({ name: 'answer.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('2 1 1\n\0') });
  const box = page.locator('#compare-box [role="alert"]');
  await box.waitFor();
  assert.match(await box.textContent(), /answer\.bin is not a text file: a NUL byte at byte offset 6 \(line 2, column 1\)/);
  assert.equal(await page.locator('#error').isHidden(), true, 'nothing in the input’s error box');
  assert.equal(await page.locator('#expected').inputValue(), '');
  // A file that reads takes its place, and the error goes.
  await page
    .locator('#expected-file')
    .setInputFiles({ name: 'answer.out', mimeType: 'text/plain', buffer: Buffer.from('2 1 1\n3 1 1\n3 0 1\n') });
  await page.waitForFunction(() => document.querySelector('#expected').value.length > 0);
  assert.equal(await box.isHidden(), true);
  await page.locator('#compare').click();
  await page.waitForFunction(() => document.querySelector('#verdict').textContent.startsWith('Accepted'));
  // An error, then an edit of the compared text: the error goes with it.
  await page
    .locator('#expected-file')
    .setInputFiles({ name: 'answer.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('\0') });
  await box.waitFor();
  await page.locator('#expected').press('End');
  await page.locator('#expected').pressSequentially('x');
  assert.equal(await box.isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

// 8: an embed tells its parent its height (`resize`), which the demo sizes its frame by: on a
//    phone the frame shows the whole player; a frame of fixed height keeps the controls and the
//    step's title in view; the element fires `resize` too. Screenshots at 390 × 844.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test('37.8: on a phone the embed demo’s frame grows to its resize reports and shows the whole player', async () => {
  const { page, errors, context } = await newPage(env, PHONE);
  await page.addInitScript(() => {
    if (window !== top) return;
    window.__resizes = [];
    window.__windowResizes = 0;
    addEventListener('message', (event) => {
      if (event.data?.type === 'resize') window.__resizes.push(event.data);
    });
    // The window's own resizes aside: an element's event that bubbled here.
    addEventListener('resize', (event) => {
      if (event.target !== window) window.__windowResizes++;
    });
    // The elements' own resize events, which do not bubble.
    window.__elementResizes = [];
    document.addEventListener('resize', (event) => window.__elementResizes.push([event.target.id, event.detail.height]), true);
  });
  await page.goto(`${env.url}embed-demo.html`);
  const frame = page.locator('#demo-frame');
  // The frame as tall as the last resize asked, and its document no taller than it.
  await page.waitForFunction(() => {
    const element = document.getElementById('demo-frame');
    const inside = element.contentDocument;
    const last = window.__resizes.at(-1);
    return (
      inside?.body?.dataset.ready === '1' &&
      last !== undefined &&
      element.clientHeight === last.height &&
      inside.documentElement.scrollHeight <= element.clientHeight
    );
  });
  const [resize] = await page.evaluate(() => window.__resizes.slice(-1));
  assert.deepEqual(Object.keys(resize).sort(), ['boardlab', 'height', 'type']);
  assert.equal(resize.boardlab, 1);
  assert.ok(Number.isInteger(resize.height) && resize.height > 560, `${resize.height}`);
  const embed = page.frame({ url: /embed\.html/ });
  await waitForColours(embed, 4, '.stage canvas');
  // Go to step, the title and the events, inside the frame's box.
  const box = await frame.boundingBox();
  for (const selector of ['.goto input', '.step-title', '.events li', '.embed-foot a']) {
    const inner = await page.frameLocator('#demo-frame').locator(selector).first().boundingBox();
    assert.ok(
      inner && inner.y >= box.y && inner.y + inner.height <= box.y + box.height,
      `${selector} in view: ${JSON.stringify([inner, box])}`,
    );
  }
  // Nothing wider than the frame.
  assert.ok(await embed.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
  await frame.screenshot({ path: screenshotPath('embed-demo-frame-phone') });
  await page.screenshot({ path: screenshotPath('embed-demo-phone'), fullPage: true });
  // Another step with other events: the height follows.
  const heights = await page.evaluate(() => window.__resizes.length);
  await page.frameLocator('#demo-frame').getByRole('button', { name: 'First', exact: true }).click();
  await embed.waitForSelector('.player[data-shown="1"]');
  await page.waitForFunction(() => {
    const element = document.getElementById('demo-frame');
    return element.contentDocument.documentElement.scrollHeight <= element.clientHeight;
  });
  assert.ok((await page.evaluate(() => window.__resizes.length)) >= heights);
  // The elements report their own heights, to themselves only.
  await page.waitForFunction(() => new Set(window.__elementResizes.map(([id]) => id)).size === 2);
  for (const [id, height] of await page.evaluate(() => window.__elementResizes)) {
    assert.ok(['demo-mayan', 'demo-ludo'].includes(id), id);
    assert.ok(Number.isInteger(height) && height > 300, `${id}: ${height}`);
  }
  assert.equal(await page.evaluate(() => window.__windowResizes), 0, 'no resize event reached the window');
  assert.deepEqual(errors, []);
  await context.close();
});

test('37.8: embed.html in a narrow frame of fixed height keeps Go to step and the title in view', async (t) => {
  const text = encodeURIComponent(MAYAN_SAMPLE);
  const host = await servePages({
    '/host.html': `<!doctype html><title>host</title>
      <iframe id="frame" src="${env.url}embed.html#game=mayan&step=4&text=${text}" width="340" height="560"></iframe>`,
  });
  t.after(() => host.close());
  const { page, errors, context } = await newPage(env, PHONE);
  await page.goto(`${host.url}host.html`);
  const embed = page.frameLocator('#frame');
  await embed.locator('body[data-ready="1"]').waitFor();
  const frame = page.frame({ url: /embed\.html/ });
  await waitForColours(frame, 4, '.stage canvas');
  // Laid out for its size (the board between 180 px and the frame's width).
  await frame.waitForFunction(() => {
    const stage = document.querySelector('.stage').getBoundingClientRect();
    const title = document.querySelector('.step-title').getBoundingClientRect();
    return stage.height >= 180 && stage.height <= 340 && title.bottom <= innerHeight;
  });
  const box = await page.locator('#frame').boundingBox();
  for (const selector of ['.goto input', '.step-title', '.counter']) {
    const inner = await embed.locator(selector).boundingBox();
    assert.ok(inner.y >= box.y && inner.y + inner.height <= box.y + box.height, `${selector} in view`);
  }
  assert.ok(await frame.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
  await page.locator('#frame').screenshot({ path: screenshotPath('embed-fixed-narrow-frame') });
  assert.deepEqual(errors, []);
  await context.close();
});
