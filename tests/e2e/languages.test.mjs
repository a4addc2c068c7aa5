// Languages fetched when chosen (issue 25): an English visit fetches no other language's texts;
// picking one fetches its catalogs, the page's and the engine's, then; a `lang=fa` link shows no
// English page text from its first frame on; the engine's catalogs are added to a module once
// each (www/i18n/catalogs.js); and the languages and the tags the page matches are the engine's
// (the command line's `--lang`).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newPage, screenshotPath, useBrowser, WWW, waitForPlayer } from './harness.mjs';

const env = useBrowser();
const ARABIC = /\p{Script=Arabic}/u;
/** A request for a text of Chinese or Persian: a file or folder named by the language. */
const OTHER_LANGUAGE = /(^|[/._-])(zh-CN|fa)([/._-]|$)/;

/**
 * A page whose every request (the worker's included) is listed in `requested` by its path.
 * @param {object} options newPage's
 */
async function recordingPage(options = {}) {
  const opened = await newPage(env, options);
  const requested = [];
  opened.context.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return { ...opened, requested };
}

test('an English visit fetches no other language’s texts; picking فارسی fetches its catalogs, the page’s and the engine’s', async () => {
  const { page, errors, context, requested } = await recordingPage();
  await page.goto(`${env.url}index.html`);
  await waitForPlayer(page);
  assert.deepEqual(
    requested.filter((path) => OTHER_LANGUAGE.test(path)),
    [],
  );
  assert.ok(requested.includes('/i18n/en.ftl'), 'the English catalog is fetched');
  assert.ok(requested.includes('/pkg/mayan/boardlab_bg.wasm'), 'the worker’s requests are listed');
  await page.getByLabel('Language').selectOption('fa');
  // The engine's texts too: the step on screen, asked for again in Persian.
  await page.waitForFunction(() => /\p{Script=Arabic}/u.test(document.querySelector('.step-title').textContent));
  assert.equal(await page.locator('#run').textContent(), 'اجرا');
  assert.deepEqual(requested.filter((path) => OTHER_LANGUAGE.test(path)).sort(), [
    '/i18n/fa.ftl',
    '/pkg/games/fa.json',
    '/pkg/games/fa/mayan.json',
    '/pkg/messages/fa/mayan.ftl',
    '/pkg/messages/fa/shared.ftl',
  ]);
  assert.deepEqual(errors, []);
  await context.close();
});

// Records, before the page's scripts run, the texts of the marked elements (data-i18n) shown in
// English: at each frame from the first (the first frame comes once the style sheets are in) and
// at each change of the page after it. `window.__frames` counts the frames seen.
function RECORD_ENGLISH() {
  window.__english = [];
  window.__frames = 0;
  const record = () => {
    for (const node of document.querySelectorAll('[data-i18n]')) {
      const text = node.textContent ?? '';
      const shown = node.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      if (shown && /[A-Za-z]{3}/.test(text) && !/\p{Script=Arabic}/u.test(text)) window.__english.push(text);
    }
  };
  const frame = () => {
    window.__frames++;
    if (window.__frames === 1)
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    record();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('a lang=fa link shows no English page text, from its first frame on', async () => {
  const { page, errors, context } = await newPage(env);
  await context.addInitScript(RECORD_ENGLISH);
  // The page's program waits until a frame has been drawn: whatever the page shows before its
  // program runs is seen, however fast the machine.
  let drawn;
  const firstFrame = new Promise((resolve) => (drawn = resolve));
  await page.route('**/page/app.js', async (route) => {
    await firstFrame;
    await route.continue();
  });
  const goto = page.goto(`${env.url}index.html#lang=fa`);
  await page.waitForFunction(() => window.__frames > 0);
  drawn();
  await goto;
  await page.waitForSelector('body[data-ready="1"]');
  await waitForPlayer(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fa');
  assert.equal(await page.locator('#run').textContent(), 'اجرا');
  assert.deepEqual(await page.evaluate(() => window.__english), []);
  assert.ok((await page.evaluate(() => window.__frames)) > 1);
  assert.match(await page.locator('.step-title').textContent(), ARABIC);
  await page.screenshot({ path: screenshotPath('languages-fa-link') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the embed with lang=zh-CN fetches no other language’s texts; its menu fetches the Persian ones then', async () => {
  const { page, errors, context, requested } = await recordingPage();
  await page.goto(`${env.url}embed.html#game=mayan&text=${encodeURIComponent('3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n')}&lang=zh-CN`);
  await page.waitForSelector('body[data-ready="1"]');
  assert.deepEqual(
    requested.filter((path) => /(^|[/._-])fa([/._-]|$)/.test(path) || path === '/i18n/en.ftl'),
    [],
  );
  assert.equal(await page.locator('#open-full').textContent(), '在 BoardLab 中打开');
  assert.match(await page.locator('.step-title').textContent(), /\p{Script=Han}/u);
  assert.ok(requested.includes('/pkg/messages/zh-CN/mayan.ftl'));
  await page.locator('.controls .language select').selectOption('fa');
  await page.waitForFunction(() => /\p{Script=Arabic}/u.test(document.querySelector('.step-title').textContent));
  assert.ok(requested.includes('/i18n/fa.ftl') && requested.includes('/pkg/messages/fa/shared.ftl'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('ensureLanguage adds each catalog file once per target; English needs none; a file that fails is tried again', async () => {
  const { ensureLanguage, catalogFiles } = await import(pathToFileURL(join(WWW, 'i18n/catalogs.js')).href);
  assert.deepEqual(catalogFiles('en', ['mayan']), []);
  assert.deepEqual(catalogFiles('fa', ['mayan', 'ludo']), [
    'pkg/messages/fa/shared.ftl',
    'pkg/messages/fa/mayan.ftl',
    'pkg/messages/fa/ludo.ftl',
  ]);
  const reads = [];
  let failing = 'pkg/messages/zh-CN/ludo.ftl';
  const read = async (path) => {
    reads.push(path);
    if (path === failing) throw new Error(`cannot read ${path}`);
    return `text of ${path}`;
  };
  const module = () => {
    const added = [];
    return { added, addCatalog: (lang, source) => added.push(`${lang}: ${source}`) };
  };
  const one = module();
  const other = module();
  await Promise.all([ensureLanguage(one, 'fa', ['mayan'], read), ensureLanguage(one, 'fa', ['mayan'], read)]);
  await ensureLanguage(one, 'fa', ['mayan'], read);
  await ensureLanguage(one, 'en', ['mayan'], read);
  assert.deepEqual(one.added, ['fa: text of pkg/messages/fa/shared.ftl', 'fa: text of pkg/messages/fa/mayan.ftl']);
  // Another target (a new worker's) gets its own.
  await ensureLanguage(other, 'fa', ['mayan'], read);
  assert.equal(other.added.length, 2);
  assert.deepEqual(reads.length, 4);
  // A file that cannot be read rejects, and is read again the next time.
  await assert.rejects(ensureLanguage(one, 'zh-CN', ['ludo'], read), /cannot read/);
  failing = null;
  await ensureLanguage(one, 'zh-CN', ['ludo'], read);
  assert.deepEqual(one.added.slice(2), ['zh-CN: text of pkg/messages/zh-CN/shared.ftl', 'zh-CN: text of pkg/messages/zh-CN/ludo.ftl']);
  assert.equal(reads.filter((path) => path === 'pkg/messages/zh-CN/ludo.ftl').length, 2);
  assert.equal(reads.filter((path) => path === 'pkg/messages/zh-CN/shared.ftl').length, 1);
});

// The command line reads `--lang` with the engine's tag matching (Lang::from_code): the page's
// languages and its matching of tags (the browser's, a link's `lang=`) must be the same.
// (./build.sh test names the command line it built in BOARDLAB_CLI.)
const CLI = process.env.BOARDLAB_CLI ?? fileURLToPath(new URL('../../target/quick/boardlab', import.meta.url));
const TAGS = ['en', 'EN', 'en-GB', 'en_US', ' fa ', 'fa-IR', 'FA-af', 'zh', 'zh-CN', 'zh-cn', 'zh-Hans', 'zh-Hans-CN', 'zh_SG'];
const NOT_SPOKEN = ['zh-TW', 'zh-Hant', 'zh-HK', 'zh-MO', 'zh-Hant-CN', 'de', 'english', 'e', 'zhx', 'far', ''];

test('the page’s languages and tag matching are the engine’s', async () => {
  const { LANGUAGES, matchLanguage } = await import(pathToFileURL(join(WWW, 'i18n/i18n.js')).href);
  const cli = (...args) => spawnSync(CLI, args, { encoding: 'utf8' });
  const help = cli('--help').stdout;
  const listed = help.match(/--lang <LANG>[\s\S]*?\[possible values: ([^\]]+)\]/)?.[1];
  assert.deepEqual(listed?.split(', '), [...LANGUAGES], 'the languages of `boardlab --help`');
  const listIn = Object.fromEntries(LANGUAGES.map((lang) => [lang, cli('--lang', lang, 'list').stdout]));
  assert.equal(new Set(Object.values(listIn)).size, LANGUAGES.length, 'each language lists the games in its own words');
  for (const tag of TAGS) {
    const lang = matchLanguage(tag);
    assert.ok(lang, `the page speaks ${JSON.stringify(tag)}`);
    const run = cli('--lang', tag, 'list');
    assert.equal(run.status, 0, `boardlab --lang ${JSON.stringify(tag)}: ${run.stderr}`);
    assert.equal(run.stdout, listIn[lang], `boardlab --lang ${JSON.stringify(tag)} speaks ${lang}`);
  }
  for (const tag of NOT_SPOKEN) {
    assert.equal(matchLanguage(tag), null, `the page does not speak ${JSON.stringify(tag)}`);
    const run = cli('--lang', tag, 'list');
    assert.equal(run.status, 2, `boardlab --lang ${JSON.stringify(tag)} is refused`);
    assert.match(run.stderr, /--lang needs one of/);
  }
});

// The wasm modules leave Fluent's Rust library out: their worker formats the engine's messages
// with Fluent's JavaScript one (www/i18n/engine-messages.js). What it writes must be what the
// command line writes (Rust's Fluent) to the letter, isolates and plurals included: every step of
// every sample of every game, an input error and the game's registry texts, in every language,
// through each game's module in Node.
test('the modules’ messages, formatted by the worker’s Fluent, are the command line’s to the letter', async () => {
  const { ensureLanguage } = await import(pathToFileURL(join(WWW, 'i18n/catalogs.js')).href);
  const { engineMessages, speakThrough } = await import(pathToFileURL(join(WWW, 'i18n/engine-messages.js')).href);
  const { LANGUAGES } = await import(pathToFileURL(join(WWW, 'i18n/i18n.js')).href);
  const read = (path) => readFileSync(join(WWW, path), 'utf8');
  const folder = mkdtempSync(join(tmpdir(), 'boardlab-messages-'));
  const games = JSON.parse(read('pkg/games/en.json')).map((listed) => JSON.parse(read(`pkg/games/en/${listed.id}.json`)));
  let compared = 0;
  for (const game of games) {
    const api = await import(pathToFileURL(join(WWW, `pkg/${game.id}/boardlab.js`)).href);
    api.initSync({ module: readFileSync(join(WWW, `pkg/${game.id}/boardlab_bg.wasm`)) });
    speakThrough(api);
    for (const lang of LANGUAGES) {
      await ensureLanguage(engineMessages, lang, [game.id], read);
      api.setLanguage(lang);
      // The game's registry texts: the game and the game menu that build.sh writes with the Rust library.
      const [shown] = api.games();
      assert.deepEqual([shown], [JSON.parse(read(`pkg/games/${lang}/${game.id}.json`))], `${game.id}'s texts in ${lang}`);
      const listed = JSON.parse(read(`pkg/games/${lang}.json`)).find((entry) => entry.id === game.id);
      assert.deepEqual(listed, { id: shown.id, title: shown.title }, `${game.id} in the game menu in ${lang}`);
      for (const [n, sample] of game.samples.entries()) {
        const file = join(folder, `${game.id}-${n}.in`);
        writeFileSync(file, sample.input);
        const rules = sample.rules.flatMap(([name, value]) => ['--rule', `${name}=${value}`]);
        const cli = spawnSync(CLI, ['--lang', lang, 'steps', game.id, ...rules, file], { encoding: 'utf8' });
        assert.equal(cli.status, 0, cli.stderr);
        const session = api.Session.parse(game.id, sample.input, Object.fromEntries(sample.rules), undefined);
        const lines = [];
        for (let index = 0; index < session.timeline().stepCount; index++) {
          while (!session.isComplete(index)) session.prepare(index);
          const { title, events } = JSON.parse(session.view(index));
          lines.push([index, title, ...(events.length ? [events.join(' | ')] : [])].join('\t'));
        }
        // A search's time is measured in each run.
        const timed = (text) => text.replace(/\b\d+(?:\.\d+)? (?:µs|ms|s)\b/g, '(a time)');
        assert.equal(timed(`${lines.join('\n')}\n`), timed(cli.stdout), `${game.id} “${sample.name}” in ${lang}`);
        session.free();
        compared += lines.length;
      }
      // An input error, located, in the same words.
      const damaged = join(folder, `${game.id}-damaged.in`);
      writeFileSync(damaged, 'x\n');
      const cli = spawnSync(CLI, ['--lang', lang, 'run', game.id, damaged], { encoding: 'utf8' });
      let thrown;
      try {
        api.Session.parse(game.id, 'x\n', {}, undefined);
      } catch (error) {
        thrown = error;
      }
      assert.ok(thrown?.detail && cli.stderr.includes(thrown.detail), `${game.id} in ${lang}: ${thrown?.detail} in ${cli.stderr}`);
    }
  }
  assert.ok(compared > 100, `${compared} steps compared`);
  // A file with no message in it (a server's error page) is not a catalog: an error, not a silent English.
  assert.throws(() => engineMessages.addCatalog('fa', '<!doctype html>\n<title>Not found</title>\n'), /catalogUnread/);
});
