// Languages (issue 16): the page catalogs are complete and really translated; in Chinese and
// Persian no English word is left on the page (every game's samples run, stepped, with "Your move"
// and "Edit board" open); the Language menu, the `lang=` permalink and the browser's languages
// pick the language, and a change keeps the step on screen; Persian lays the page out right to
// left with the board, the controls and the judge's texts left to right, on a phone too; the
// custom element's `lang` attribute, the embed, the demo pages and the standalone export speak
// their language; and screenshots of every game in zh-CN and fa
// (tests/e2e/screenshots/lang-<lang>-<game>.png).

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { FluentResource } from '@fluent/bundle';
import { checkPage, openDetails } from './english.mjs';
import {
  chooseGame,
  movesListed,
  newPage,
  openApp,
  openStandalone,
  screenshotPath,
  timeout,
  useBrowser,
  WWW,
  waitForPlayer,
} from './harness.mjs';

const env = useBrowser();
const LANGS = ['en', 'zh-CN', 'fa'];

/**
 * A Fluent pattern as text, its variables written {name}; a pattern that is one select on a
 * variable (a plural) as { form: text }.
 */
function entry(pattern) {
  if (typeof pattern === 'string') return pattern;
  if (pattern.length === 1 && pattern[0].type === 'select') {
    return Object.fromEntries(pattern[0].variants.map((variant) => [variant.key.value, entry(variant.value)]));
  }
  const part = (element) => {
    if (typeof element === 'string') return element;
    if (element.type === 'var') return `{${element.name}}`;
    if (element.type === 'str') return element.value;
    throw new Error(`unexpected ${element.type} in a page catalog`);
  };
  return pattern.map(part).join('');
}

/**
 * The page's catalog www/i18n/<lang>.ftl as { key: entry }: each message under the key the page
 * names it by (its id with "." for "-").
 */
function catalog(lang) {
  const resource = new FluentResource(readFileSync(join(WWW, 'i18n', `${lang}.ftl`), 'utf8'));
  return Object.fromEntries(resource.body.map((message) => [message.id.replaceAll('-', '.'), entry(message.value)]));
}

// ---- the catalogs -----------------------------------------------------------------------------

/** The {placeholders} of an entry (a plural entry: of all its forms). */
const placeholders = (entry) =>
  new Set(
    (typeof entry === 'string' ? [entry] : Object.values(entry)).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
  );
/** The texts of an entry without its placeholders. */
const words = (entry) => (typeof entry === 'string' ? [entry] : Object.values(entry)).map((text) => text.replace(/\{\w+\}/g, ''));
const HAN = /\p{Script=Han}/u;
const ARABIC = /\p{Script=Arabic}/u;
const LETTER = /\p{L}/u;

test('catalogs: every key in all three languages, with the same placeholders, really translated', () => {
  const [en, zh, fa] = LANGS.map(catalog);
  const keys = Object.keys(en).sort();
  assert.deepEqual(Object.keys(zh).sort(), keys, 'zh-CN has the keys of en');
  assert.deepEqual(Object.keys(fa).sort(), keys, 'fa has the keys of en');
  const problems = [];
  for (const key of keys) {
    for (const [lang, other] of [
      ['zh-CN', zh],
      ['fa', fa],
    ]) {
      const want = [...placeholders(en[key])].sort().join(',');
      const have = [...placeholders(other[key])].sort().join(',');
      // {count} only picks a plural form: English may leave it out of a form ("Its first line:").
      if (want.replace(/(^|,)count(?=,|$)/, '') !== have.replace(/(^|,)count(?=,|$)/, '') && want !== have) {
        problems.push(`${lang} ${key}: placeholders {${have}} instead of {${want}}`);
      }
      const script = lang === 'fa' ? ARABIC : HAN;
      for (const text of words(other[key])) {
        // Only placeholders and symbols ("{value} — {meaning}", "、") need no letters of the language.
        if (LETTER.test(text) && !script.test(text)) problems.push(`${lang} ${key}: not translated: ${JSON.stringify(text)}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

/** Every catalog key the page's modules and pages use: t('…'), data-i18n*="…", and keys in code. */
function usedKeys(keys) {
  const files = readdirSync(WWW, { recursive: true }).filter((name) => /\.(js|html)$/.test(name) && !/^(pkg|vendor)\//.test(name));
  const used = new Set();
  const patterns = [];
  const prefixes = new Set(keys.map((key) => key.split('.')[0]).filter((prefix, _, all) => all.filter((p) => p === prefix).length > 1));
  const keyLike = new RegExp(`^(?:${[...prefixes].join('|')})\\.[\\w.]+$`);
  for (const name of files) {
    const source = readFileSync(join(WWW, name), 'utf8');
    for (const [, key] of source.matchAll(/\bdata-i18n(?:-[a-z-]+)?="([^"]+)"/g)) used.add(key);
    for (const [, key] of source.matchAll(/(?<![\w.$#])t\(\s*'([^']+)'/g)) used.add(key);
    // Keys named elsewhere in code ('player.first', a ternary's 'player.pause').
    for (const [, text] of source.matchAll(/'([^'\n]+)'/g)) {
      if (keyLike.test(text) && !/\.(js|css|html)$/.test(text)) used.add(text);
    }
    // Keys built from a template: `export.${kind}Failed` matches each key it may build.
    for (const [, template] of source.matchAll(/(?<![\w.$#])t\(\s*`([^`]+)`/g)) {
      patterns.push(new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\$\{[^}]+\}/g, '\\w+')}$`));
    }
  }
  return { used, patterns };
}

test('catalogs: every key the pages use exists, and every key is used', () => {
  const en = catalog('en');
  const keys = Object.keys(en);
  const { used, patterns } = usedKeys(keys);
  const missing = [...used].filter((key) => !Object.hasOwn(en, key));
  assert.deepEqual(missing, [], 'keys used but missing from the catalogs');
  for (const pattern of patterns)
    assert.ok(
      keys.some((key) => pattern.test(key)),
      `no key matches ${pattern}`,
    );
  const unused = keys.filter((key) => !used.has(key) && !patterns.some((pattern) => pattern.test(key)));
  assert.deepEqual(unused, [], 'catalog keys no page uses');
});

test('the browser’s languages: the first BoardLab speaks wins; Chinese variants and Persian regions', async () => {
  const { browserLanguage, matchLanguage } = await import(pathToFileURL(join(WWW, 'i18n/i18n.js')).href);
  for (const [tag, lang] of [
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-hans-cn', 'zh-CN'],
    ['zh-TW', null],
    ['zh-Hant', null],
    ['fa', 'fa'],
    ['fa-IR', 'fa'],
    ['en-GB', 'en'],
    ['de', null],
    ['', null],
  ]) {
    assert.equal(matchLanguage(tag), lang, tag);
  }
  assert.equal(browserLanguage(['de-DE', 'fa-IR', 'en']), 'fa');
  assert.equal(browserLanguage(['zh-TW', 'zh']), 'zh-CN');
  assert.equal(browserLanguage(['de', 'ja']), 'en');
});

/** Next, unless the player is on its last step; resolves once the next step is on screen. */
async function next(page) {
  const button = page.locator('.controls button').nth(3);
  if (await button.isDisabled()) return false;
  const shown = Number(await page.locator('.player').getAttribute('data-shown'));
  await button.click();
  await page.waitForSelector(`.player[data-shown="${shown + 1}"]`);
  return true;
}

/** Steps forward until the explore panel shows moves (or `tries` steps went by). */
async function toDecision(page, tries = 12) {
  for (let i = 0; i < tries; i++) {
    if ((await movesListed(page)) > 0) return true;
    if (!(await next(page))) return false;
  }
  return false;
}

for (const lang of ['zh-CN', 'fa']) {
  test(`${lang}: no English word on the page, every game's samples run, stepped, explored and edited; screenshots`, async () => {
    // zh-CN from the browser's languages, fa from the link; without motion, a screenshot taken
    // once a step is shown shows that step, not a move half-way.
    const options = { reducedMotion: 'reduce', ...(lang === 'zh-CN' ? { locale: 'zh-CN' } : {}) };
    const { page, errors, context } = await openApp(env, lang === 'fa' ? '#lang=fa' : '', options);
    await waitForPlayer(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    const games = await page.$$eval('#game option', (nodes) => nodes.map((o) => o.value));
    const found = await checkPage(page, 'first visit');
    for (const game of games) {
      await chooseGame(page, game);
      const samples = await page.$$eval('#sample option', (nodes) => nodes.map((o) => o.value).filter(Boolean));
      for (const sample of samples) {
        await page.locator('#sample').selectOption(sample);
        await page.waitForFunction(
          () => document.querySelector('#output').textContent.length > 0 || !document.querySelector('#error').hidden,
          null,
          { timeout: timeout(60000) },
        );
        const label = `${game} sample ${sample}`;
        if (await page.locator('#error').isVisible()) {
          found.push(...(await checkPage(page, label)));
          continue;
        }
        await waitForPlayer(page);
        // A step on: its events, caption and badges; the cell under the mouse.
        await next(page);
        const canvas = await page.locator('.stage canvas').boundingBox();
        await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
        found.push(...(await checkPage(page, label)));
        if (sample === samples[0]) {
          // "Your move": the decision, then a move played (feedback, the variation, Back to the main line).
          if (await toDecision(page)) {
            found.push(...(await checkPage(page, `${label}, your move`)));
            await page.locator('#moves').selectOption({ index: 0 });
            await page.locator('#play-move').click();
            await page.waitForFunction(() => !document.querySelector('#feedback').hidden);
            await page.waitForSelector('.variation-band');
            found.push(...(await checkPage(page, `${label}, a move played`)));
            await page.locator('#main-line').click();
            await page.waitForFunction(() => !document.querySelector('.variation-band'));
          }
          await page.locator('.controls button').nth(4).click(); // the last step
          await page.waitForFunction(() => {
            const [at, of] = document.querySelector('.counter').textContent.split(' / ');
            return at === of && document.querySelector('.player').dataset.shown === at;
          });
          found.push(...(await checkPage(page, `${label}, last step`)));
          if (await page.locator('#edit-board').isVisible()) {
            await page.locator('#edit-board').click();
            // Where cell (0, 0) is on the page, read at once from the canvas painted (a spent
            // canvas is replaced by a fresh one as it paints).
            const corner = await page.waitForFunction(() => {
              const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('#edit-canvas'));
              if (!canvas.dataset.board || !canvas.isConnected || !canvas.offsetWidth) return null;
              const box = canvas.getBoundingClientRect();
              const [x0, y0] = canvas.dataset.board.split(',').map(Number);
              return [box.x + x0, box.y + y0];
            });
            const [x, y] = await corner.jsonValue();
            await page.locator('#edit-tool').selectOption('select');
            await page.mouse.click(x, y);
            await page.waitForFunction(() => /\S/.test(document.querySelector('#edit-cell').textContent));
            found.push(...(await checkPage(page, `${label}, board editor`)));
            await page.locator('#edit-done').click();
          }
          // The screenshot: a step in the middle of the first sample, with its events.
          await page.locator('.controls button').nth(0).click();
          await page.waitForSelector('.player[data-shown="1"]');
          for (let i = 0; i < 2; i++) await next(page);
          await page.waitForFunction(
            () => document.querySelector('#explore').dataset.step === document.querySelector('.player').dataset.shown,
          );
          await page.screenshot({ path: screenshotPath(`lang-${lang}-${game}`), fullPage: true });
        }
      }
    }
    assert.deepEqual(found, [], `English words left:\n${found.join('\n')}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// ---- choosing the language ----------------------------------------------------------------------

test('the Language menu: Persian lays the page out right to left, the link keeps it, a reload stays Persian', async () => {
  const { page, errors, context } = await openApp(env);
  await waitForPlayer(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual(await page.$$eval('#language option', (nodes) => nodes.map((o) => [o.value, o.textContent])), [
    ['en', 'English'],
    ['zh-CN', '简体中文'],
    ['fa', 'فارسی'],
  ]);
  // On step 3 of the run: a change of language keeps the step and asks the engine for its texts again.
  await next(page);
  await next(page);
  const counter = await page.locator('.counter').textContent();
  await page.getByLabel('Language').selectOption('fa');
  // Once its catalog is read (fetched now), the page speaks it.
  await page.waitForFunction(() => document.documentElement.lang === 'fa');
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  await page.waitForFunction(() => /(^#|&)lang=fa(&|$)/.test(location.hash));
  assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /game=mayan/);
  assert.equal(await page.locator('#run').textContent(), 'اجرا');
  // The player speaks Persian at once, on the same step.
  await page.waitForFunction(() => document.querySelector('.controls button').getAttribute('aria-label') === 'نخستین گام');
  await page.waitForFunction(() => /\p{Script=Arabic}/u.test(document.querySelector('.step-title').textContent));
  assert.equal(await page.locator('.counter').textContent(), counter);
  assert.match(await page.locator('#game option:checked').textContent(), ARABIC);
  assert.match(await page.locator('#about').textContent(), ARABIC);
  // Right to left: the editor is on the right; the board, the controls and the judge texts stay left to right.
  const layout = await page.evaluate(() => {
    const box = (selector) => document.querySelector(selector).getBoundingClientRect();
    const dir = (selector) => getComputedStyle(document.querySelector(selector)).direction;
    return {
      editorRight: box('section.editor').left > box('section.viewer').left,
      workspace: dir('.workspace'),
      stage: dir('.stage'),
      controls: dir('.controls'),
      input: dir('#input'),
      output: dir('#output'),
      stepText: dir('#step-text'),
      firstBeforeLast: box('.controls button:first-child').left < box('.controls button:nth-child(5)').left,
    };
  });
  assert.deepEqual(layout, {
    editorRight: true,
    workspace: 'rtl',
    stage: 'ltr',
    controls: 'ltr',
    input: 'ltr',
    output: 'ltr',
    stepText: 'ltr',
    firstBeforeLast: true,
  });
  // A reload of the link stays Persian.
  const url = page.url();
  assert.match(url, /lang=fa/);
  const again = await openApp(env, url.slice(url.indexOf('#')));
  await waitForPlayer(again.page);
  assert.deepEqual(await again.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['fa', 'rtl']);
  assert.equal(await again.page.locator('#language').inputValue(), 'fa');
  assert.equal(await again.page.locator('#run').textContent(), 'اجرا');
  // Back to English: the link keeps the choice, the page is left to right again.
  await again.page.getByLabel('زبان').selectOption('en');
  await again.page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await again.page.evaluate(() => document.documentElement.dir), 'ltr');
  await again.page.waitForFunction(() => /(^#|&)lang=en(&|$)/.test(location.hash));
  assert.equal(await again.page.locator('#run').textContent(), 'Run');
  assert.deepEqual([...errors, ...again.errors], []);
  await Promise.all([context.close(), again.context.close()]);
});

test('a browser whose languages are Chinese opens in Chinese; one with Persian first in Persian', async () => {
  const zh = await openApp(env, '', { locale: 'zh-CN' });
  await waitForPlayer(zh.page);
  assert.equal(await zh.page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await zh.page.locator('#run').textContent(), '运行');
  assert.match(await zh.page.locator('.step-title').textContent(), HAN);
  assert.equal(await zh.page.locator('#language').inputValue(), 'zh-CN');
  // Nothing chosen: the link does not name the language.
  assert.doesNotMatch(await zh.page.evaluate(() => location.hash), /lang=/);
  // On a phone: right to left, nothing wider than the screen.
  const fa = await openApp(env, '', { locale: 'fa-IR', viewport: { width: 390, height: 844 } });
  await waitForPlayer(fa.page);
  assert.deepEqual(await fa.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['fa', 'rtl']);
  await openDetails(fa.page);
  assert.ok(
    await fa.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    'the Persian page scrolls sideways on a phone',
  );
  await fa.page.screenshot({ path: screenshotPath('lang-fa-phone'), fullPage: true });
  // A link's language wins over the browser's.
  const linked = await openApp(env, '#lang=en', { locale: 'zh-CN' });
  await waitForPlayer(linked.page);
  assert.equal(await linked.page.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual([...zh.errors, ...fa.errors, ...linked.errors], []);
  await Promise.all([zh.context.close(), fa.context.close(), linked.context.close()]);
});

test('the custom element: its lang attribute switches its language; without one it follows the page', async () => {
  const { page, errors, context } = await newPage(env);
  await page.goto(`${env.url}embed-demo.html`);
  await page.waitForFunction(() => document.querySelectorAll('boardlab-player[data-ready="1"]').length === 2);
  const label = (id) =>
    page.evaluate(
      (selector) => document.querySelector(selector).shadowRoot.querySelector('.controls button').getAttribute('aria-label'),
      id,
    );
  assert.equal(await label('#demo-mayan'), 'First');
  const counter = await page.evaluate(() => document.querySelector('#demo-mayan').shadowRoot.querySelector('.counter').textContent);
  let stepChanges = 0;
  await page.exposeFunction('__stepChanged', () => stepChanges++);
  await page.evaluate(() => document.querySelector('#demo-mayan').addEventListener('stepchange', () => window.__stepChanged()));
  await page.evaluate(() => document.querySelector('#demo-mayan').setAttribute('lang', 'fa'));
  await page.waitForFunction(
    () => document.querySelector('#demo-mayan').shadowRoot.querySelector('.controls button').getAttribute('aria-label') === 'نخستین گام',
  );
  const inside = await page.evaluate(() => {
    const root = document.querySelector('#demo-mayan').shadowRoot.querySelector('.boardlab-root');
    return [root.lang, root.dir, document.querySelector('#demo-mayan').language];
  });
  assert.deepEqual(inside, ['fa', 'rtl', 'fa']);
  // The same step, not run again; the other element stays English.
  assert.equal(await page.evaluate(() => document.querySelector('#demo-mayan').shadowRoot.querySelector('.counter').textContent), counter);
  assert.equal(await label('#demo-ludo'), 'First');
  // Without lang, an element speaks the page's: <html lang> changes, it follows.
  await page.evaluate(() => document.querySelector('#demo-mayan').removeAttribute('lang'));
  await page.waitForFunction(
    () => document.querySelector('#demo-mayan').shadowRoot.querySelector('.controls button').getAttribute('aria-label') === 'First',
  );
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'zh-CN'));
  await page.waitForFunction(
    () => document.querySelector('#demo-ludo').shadowRoot.querySelector('.controls button').getAttribute('aria-label') === '第一步',
  );
  // The element's own Language menu sets its lang attribute.
  const picker = page.locator('#demo-ludo .controls .language select');
  await picker.selectOption('fa');
  assert.equal(await page.locator('#demo-ludo').getAttribute('lang'), 'fa');
  await page.waitForFunction(
    () => document.querySelector('#demo-ludo').shadowRoot.querySelector('.controls button').getAttribute('aria-label') === 'نخستین گام',
  );
  assert.equal(stepChanges, 0, 'a change of language is no change of step');
  await page.screenshot({ path: screenshotPath('lang-element'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embed and the demo pages speak the link’s language, with a Language menu', async () => {
  const { page, errors, context } = await newPage(env);
  await page.goto(`${env.url}embed.html#game=mayan&text=${encodeURIComponent('3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n')}&lang=zh-CN`);
  await page.waitForSelector('body[data-ready="1"]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await page.locator('#open-full').textContent(), '在 BoardLab 中打开');
  await page.locator('.controls .language select').selectOption('fa');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl' && /lang=fa/.test(location.hash));
  assert.equal(await page.locator('#open-full').textContent(), 'باز کردن در BoardLab');
  assert.match(await page.locator('#open-full').getAttribute('href'), /lang=fa/);
  await page.screenshot({ path: screenshotPath('lang-embed-fa') });

  const demo = await newPage(env, { locale: 'fa-IR' });
  await demo.page.goto(`${env.url}statement-demo.html`);
  await demo.page.waitForSelector('#statement-player[data-ready="1"]');
  assert.deepEqual(await demo.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['fa', 'rtl']);
  assert.equal(await demo.page.locator('#problem-title-fa').isVisible(), true);
  assert.equal(await demo.page.locator('#problem-title').isVisible(), false);
  assert.equal(await demo.page.evaluate(() => document.querySelector('#statement-player').language), 'fa');
  assert.match(await demo.page.locator('#markdown').textContent(), /lang=fa/);
  // The figures are drawn in each language by the command line (./build.sh build).
  assert.match(await demo.page.locator('img[data-figure="mayan-step3.svg"]').getAttribute('src'), /mayan-step3\.fa\.svg$/);
  assert.match(await demo.page.locator('#markdown').textContent(), /figures\/mayan-steps\.fa\.gif\)/);
  const found = await checkPage(demo.page, 'statement demo');
  await demo.page.screenshot({ path: screenshotPath('lang-fa-statement-demo'), fullPage: true });
  await demo.page.locator('#language').selectOption('zh-CN');
  await demo.page.waitForFunction(() => document.querySelector('#statement-player').language === 'zh-CN');
  assert.equal(await demo.page.locator('#problem-title-zh-CN').textContent(), '玛雅游戏');
  assert.match(await demo.page.locator('img[data-figure="mayan-steps.gif"]').getAttribute('src'), /mayan-steps\.zh-CN\.gif$/);
  found.push(...(await checkPage(demo.page, 'statement demo')));
  await demo.page.screenshot({ path: screenshotPath('lang-zh-CN-statement-demo'), fullPage: true });
  await demo.page.goto(`${env.url}embed-demo.html#lang=zh-CN`);
  await demo.page.waitForFunction(() => document.querySelectorAll('boardlab-player[data-ready="1"]').length === 2);
  await demo.page.waitForFunction(() => /lang=zh-CN/.test(document.querySelector('#demo-frame').src));
  found.push(...(await checkPage(demo.page, 'embed demo')));
  assert.deepEqual(found, [], `English words left:\n${found.join('\n')}`);
  assert.deepEqual([...errors, ...demo.errors], []);
  await Promise.all([context.close(), demo.context.close()]);
});

test('the standalone export speaks the page’s language, and its Language menu switches', async () => {
  const app = await openApp(env, '#lang=fa');
  await waitForPlayer(app.page);
  await app.page.locator('.exports summary').click();
  const offline = await openStandalone(env, app, 'lang-fa-standalone');
  const shown = () =>
    offline.page.evaluate(() => ({
      html: [document.documentElement.lang, document.documentElement.dir],
      title: document.querySelector('#title').textContent,
      first: document.querySelector('#app').shadowRoot.querySelector('.controls button').getAttribute('aria-label'),
      step: document.querySelector('#app').shadowRoot.querySelector('.step-title').textContent,
    }));
  let now = await shown();
  assert.deepEqual(now.html, ['fa', 'rtl']);
  assert.match(now.title, ARABIC);
  assert.equal(now.first, 'نخستین گام');
  assert.match(now.step, ARABIC);
  await offline.page.locator('#app .controls .language select').selectOption('zh-CN');
  await offline.page.waitForFunction(
    () => document.querySelector('#app').shadowRoot.querySelector('.controls button').getAttribute('aria-label') === '第一步',
  );
  now = await shown();
  assert.deepEqual(now.html, ['zh-CN', 'ltr']);
  assert.match(now.title, HAN);
  assert.match(now.step, HAN);
  assert.deepEqual(offline.errors, []);
  await offline.context.close();
});
