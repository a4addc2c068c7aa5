// Exports: the current session as one self-contained HTML file that plays offline (wasm and
// modules inlined), a range of steps as an animated GIF (for statements: it needs no script to
// play) or recorded as a WebM video.
import { catalogFiles } from '../i18n/catalogs.js';
import { direction, LANGUAGES, t } from '../i18n/i18n.js';
import { toBase64 } from '../lib/text.js';

/** @import { Engine, RemoteObject, RemoteSession } from '../engine/engine.js' */
/** @typedef {import('../pkg/boardlab.js').GifAnimation} GifAnimation */
/** @import { Player } from '../player/player.js' */
/** @import { FigureText, GameInfo, StandaloneData } from '../lib/types.js' */
/** @import { Lang } from '../i18n/i18n.js' */

/** Text for HTML: no markup. */
const escapeHtml = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that is safe inside a <script> element: no "<" can close it. */
const scriptJson = (/** @type {unknown} */ value) => JSON.stringify(value).replace(/</g, '\\u003c');

// The standalone page's modules: its program and everything it imports, by path under www/.
const STANDALONE_MODULES = [
  'tools/standalone.js',
  'player/player.js',
  'player/player-board.js',
  'player/player-zoom.js',
  'player/player-tip.js',
  'player/player-controls.js',
  'player/player-markers.js',
  'lib/theme.js',
  'lib/dom.js',
  'engine/board-canvas.js',
  'player/cells.js',
  'lib/events.js',
  'engine/analysis.js',
  'i18n/catalogs.js',
  'i18n/engine-messages.js',
  'i18n/i18n.js',
  // Fluent (build.sh vendor_fluent), the modules i18n.js imports.
  ...['index', 'bundle', 'resource', 'resolver', 'scope', 'types', 'builtins', 'memoizer'].map((name) => `vendor/fluent-bundle/${name}.js`),
  'pkg/boardlab.js',
  // The loader of the tools' code (src/wasm/tools.rs), which boardlab.js imports: a standalone
  // page never loads that code (it plays, and exports nothing).
  'pkg/__wasm_split.js',
];
// The page names each module by a URL under this (never fetched): an import map maps it to the
// module's text as a data: URL.
const MODULE_BASE = 'https://boardlab.invalid/';

/**
 * `source`, the module at `path`, with its relative import specifiers resolved to the import
 * map's names. Needed because a module loaded from a data: URL has no base to resolve "./x.js"
 * against: Chromium refuses it before it consults the import map. Only the specifiers of static
 * `import … from './…'` and `export … from './…'` statements are touched: each at a line's start
 * or after the statement before it (the vendored modules are minified), in either quotes.
 * @param {string} source
 * @param {string} path
 */
function resolveImports(source, path) {
  const statement = /((?:^|;)\s*(?:import|export)\b[^;]*?\bfrom\s*)(['"])(\.\.?\/[^'"]+)\2/gm;
  return source.replace(
    statement,
    (_match, head, quote, specifier) => `${head}${quote}${new URL(specifier, MODULE_BASE + path).href}${quote}`,
  );
}

// The standalone page's own style: its title and, per language, its font (as style.css's --sans;
// the Language menu changes the document's lang).
const PAGE_CSS = `body{margin:0;padding:0.6rem;font-family:system-ui,sans-serif}
body:lang(zh-CN){font-family:system-ui,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
body:lang(fa){font-family:"Vazirmatn","Noto Sans Arabic",Tahoma,system-ui,sans-serif}
#title{font-size:1.1rem;margin:0 0 0.4rem}`;
// The program that starts the page: it imports standalone.js by its import map name.
const BOOT = `import ${JSON.stringify(`${MODULE_BASE}tools/standalone.js`)};`;

/**
 * The SHA-256 of `bytes` in base64, as Content-Security-Policy and Subresource Integrity name it.
 * @param {Uint8Array<ArrayBuffer>} bytes
 */
async function sha256(bytes) {
  // crypto.subtle exists in secure contexts only (https, localhost), where the page is served.
  if (!globalThis.crypto?.subtle) throw new Error(t('export.insecure'));
  return `sha256-${toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))}`;
}

/**
 * The Content-Security-Policy source of `text`'s hash: `'sha256-…'`.
 * @param {string} text
 */
const hashSource = async (text) => `'${await sha256(new TextEncoder().encode(text))}'`;

/**
 * One HTML file that replays `state`: every module inlined (as a data: URL named by an import
 * map), the wasm and the player's style sheet in a JSON element that standalone.js reads. It
 * speaks `state.lang` (its Language menu switches, as the page's).
 *
 * It runs under a Content-Security-Policy as strict as the served pages': nothing is fetched
 * (`default-src 'none'`), and only its own scripts and styles run, each named by its SHA-256
 * (no 'unsafe-inline', no `data:` source): the two inline scripts (the import map and BOOT), every
 * module (the import map gives each its integrity, which the policy's hashes then match), the
 * page's style and the player's (which standalone.js puts in the player's shadow root); wasm
 * needs 'wasm-unsafe-eval'.
 * @param {{ game: Pick<GameInfo, 'id' | 'title'>, input: string, rules: Record<string, string>, step: number, lang: Lang }} state
 */
export async function standaloneHtml(state) {
  const base = new URL('../', import.meta.url);
  const fetched = (/** @type {string} */ path) => fetch(new URL(path, base));
  // The bindings and the wasm are the game's own module's (www/pkg/<game>/).
  const module = (/** @type {string} */ path) => path.replace(/^pkg\//, `pkg/${state.game.id}/`);
  // Every language's catalogs, the page's and the game's: the page fetches nothing.
  const catalogPaths = LANGUAGES.flatMap((lang) => [`i18n/${lang}.ftl`, ...catalogFiles(lang, [state.game.id])]);
  const [sources, css, wasm, catalogs] = await Promise.all([
    Promise.all(STANDALONE_MODULES.map(async (path) => (await fetched(path.startsWith('pkg/') ? module(path) : path)).text())),
    fetched('player/player.css').then((r) => r.text()),
    fetched(module('pkg/boardlab_bg.wasm')).then((r) => r.arrayBuffer()),
    Promise.all(catalogPaths.map(async (path) => (await fetched(path)).text())),
  ]);
  /** @type {Record<string, string>} */
  const imports = {};
  /** @type {Record<string, string>} */
  const integrity = {};
  for (const [i, path] of STANDALONE_MODULES.entries()) {
    const source = new TextEncoder().encode(resolveImports(sources[i], path));
    const url = `data:text/javascript;base64,${toBase64(source)}`;
    imports[MODULE_BASE + path] = url;
    integrity[url] = await sha256(source);
  }
  const importMap = scriptJson({ imports, integrity });
  const scripts = [await hashSource(importMap), await hashSource(BOOT), ...Object.values(integrity).map((hash) => `'${hash}'`)];
  const styles = [await hashSource(PAGE_CSS), await hashSource(css)];
  const policy = [
    "default-src 'none'",
    `script-src ${scripts.join(' ')} 'wasm-unsafe-eval'`,
    `style-src ${styles.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const lang = state.lang;
  /** @type {StandaloneData} */
  const data = {
    title: t('export.standaloneTitle', { game: state.game.title }, lang),
    lang,
    game: state.game.id,
    input: state.input,
    rules: state.rules,
    step: state.step,
    css,
    wasm: toBase64(new Uint8Array(wasm)),
    catalogs: Object.fromEntries(catalogPaths.map((path, i) => [path, catalogs[i]])),
  };
  return `<!doctype html>
<html lang="${lang}" dir="${direction(lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(t('export.standalonePage', {}, lang))}</title>
<style>${PAGE_CSS}</style>
<script type="importmap">${importMap}</script>
<script type="application/json" id="boardlab-data">${scriptJson(data)}</script>
<script type="module">${BOOT}</script>
</head>
<body>
<h1 id="title"></h1>
<div id="app"></div>
</body>
</html>
`;
}

/**
 * Plays steps `from`..`to` of `player` and records the canvas as WebM. `onProgress(done, total)`
 * is told after each step; `shouldStop()` ends the recording early.
 * @param {Player} player
 * @param {number} from
 * @param {number} to
 * @param {(done: number, total: number) => void} onProgress
 * @param {() => boolean} shouldStop
 */
export async function recordWebm(player, from, to, onProgress, shouldStop) {
  const stream = player.captureStream(30);
  const type = ['video/webm;codecs=vp9', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t));
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : {});
  /** @type {Blob[]} */
  const chunks = [];
  recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  player.pause();
  await player.go(from, { animate: false });
  recorder.start(250);
  const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(400);
  for (let index = from + 1; index <= to && !shouldStop(); index++) {
    await player.go(index);
    await pause(450 / player.speed);
    onProgress(index - from, to - from);
  }
  await pause(300);
  recorder.stop();
  await stopped;
  for (const track of stream.getTracks()) track.stop();
  return new Blob(chunks, { type: 'video/webm' });
}

/** Thrown by gifOfSteps when `shouldStop()` said so. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled'; // what the page tells by (it fetches this module on first use)
  }
}

/**
 * Steps `from`..`to` of `remote` (a RemoteSession of `engine`) as a looping GIF blob, each step's
 * figure (board, title and caption as `text` says) shown `delayMs`. Fetching the figures is the
 * first half of the progress reported to `onProgress(done, total)`, painting and encoding them
 * the second; `shouldStop()` is asked between steps and cancels with `Cancelled`.
 * @param {Engine} engine
 * @param {RemoteSession} remote
 * @param {number} from
 * @param {number} to
 * @param {{ dark: boolean, delayMs: number, text: FigureText, onProgress: (done: number, total: number) => void, shouldStop: () => boolean }} options
 */
export async function gifOfSteps(engine, remote, from, to, { dark, delayMs, text, onProgress, shouldStop }) {
  const count = to - from + 1;
  const check = () => {
    if (shouldStop()) throw new Cancelled();
  };
  /** @type {[number, number][]} */
  const sizes = [];
  for (let index = from; index <= to; index++) {
    check();
    sizes.push(await remote.call('figureSize', index, text.title ?? null, text.caption ?? null));
    onProgress(sizes.length, 2 * count);
  }
  // One size for every frame: the largest figure (captions can wrap onto more lines).
  const width = Math.max(...sizes.map(([w]) => w));
  const height = Math.max(...sizes.map(([, h]) => h));
  /** @type {RemoteObject<GifAnimation>} */
  const gif = await engine.call(remote.remote.game, 'new GifAnimation', width, height, delayMs);
  try {
    for (let index = from; index <= to; index++) {
      check();
      // The module paints each figure and encodes it where it is: no pixels cross.
      await gif.call('addStep', remote.remote, index, text.title ?? null, text.caption ?? null, dark);
      onProgress(count + index - from + 1, 2 * count);
    }
    check();
    const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (await gif.call('finish'));
    return new Blob([bytes], { type: 'image/gif' });
  } finally {
    gif.free();
  }
}
