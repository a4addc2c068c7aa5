// The engine's Web Worker: owns the wasm modules and the objects they make (sessions, GIF
// animations), so a long computation never freezes the page, and several players (custom
// elements) share one wasm instance per game. Each game's engine is a module of its own
// (www/pkg/<game>/, see build.sh), fetched the first time a request names that game. One generic
// protocol (engine.js is its client):
//
//   in:  { id, lang, game, target, method, args }   target: null for a function of `game`'s
//                                             module, else an object's handle (its module's)
//   out: { id, result, took }                 an object the module makes comes as { $handle };
//                                             took: the ms the module spent on it
//        { id, error }                        an ErrorInfo (src/core/text.rs): kind, message, line, col…
//        { id, callback, args }               a callback argument called (a run's progress)
//        { event: 'stepready', target, detail } a step shown incomplete is complete now
//   in:  { drop: n }                          the page let go of its canvas n
//
// `method` is checked against an allow-list made from the bindings themselves: the module's
// exported functions, `Class.staticMethod`, `new Class`, and the methods of an object's own
// class. So a method added to the Rust session and its export is callable here as it is.
// Arguments: `{ $callback: n }` becomes a function that reports to the page; `{ $bytes: [bytes…] }`
// (bytes handed over, a big text's UTF-8 a slice at a time) becomes one Uint8Array; `{ $canvas: n }`
// the page's canvas n, handed over (as `offscreen`) the first time (the module paints it, and the
// screen shows it); `{ $object: handle }` an object a module made. Every request names the
// language of the texts it wants (`lang`), set with `setLanguage` before it runs. `$pixels` reads
// a canvas back as it was painted, `$memory` tells what the worker holds, `$start` starts a game's
// module before its first request (while the page itself loads). A module's tools (the exports,
// Explore's moves, the board editor, random inputs, trace checking) are split off its wasm and
// loaded on the first request that needs them (handleLoadingTools).

import { ensureLanguage } from '../i18n/catalogs.js';
import { engineMessages, speakThrough } from '../i18n/engine-messages.js';
import { loadLanguage, matchLanguage, t } from '../i18n/i18n.js';
import { joinBytes } from '../lib/text.js';
import { Analyses } from './analysis.js';

/** @import { ErrorInfo } from '../lib/types.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @typedef {typeof import('../pkg/boardlab.js')} Bindings */
/**
 * A game's module: its game, its bindings, its memory (for the `$memory` diagnostics), the
 * language it speaks now (English, compiled in; another's catalogs are fetched when asked for)
 * and its tools' code once a tool asked for it (www/pkg/<game>/split_tools.wasm).
 * @typedef {{ game: string, api: Bindings, memory: WebAssembly.Memory, language: Lang, tools?: Promise<void> }} Module
 */

/** @type {Map<string, Promise<Module>>} the games' modules, each fetched once */
const modules = new Map();

/**
 * The module of `game`, fetched and started the first time.
 * @param {unknown} game
 */
function moduleOf(game) {
  if (typeof game !== 'string' || !/^[a-z0-9-]+$/.test(game)) throw new Error(`no such game: ${String(game)}`);
  let module = modules.get(game);
  if (!module) {
    module = start(new URL(`../pkg/${game}/`, import.meta.url), game);
    modules.set(game, module);
    module.catch(() => modules.delete(game));
  }
  return module;
}

/**
 * Starts the module whose files are at `base`: its bindings and its wasm download in parallel
 * (the bindings would otherwise only ask for the wasm once they have loaded).
 * @param {URL} base
 * @param {string} game
 * @returns {Promise<Module>}
 */
async function start(base, game) {
  const wasm = fetch(new URL('boardlab_bg.wasm', base));
  /** @type {Bindings} */
  const api = await import(new URL('boardlab.js', base).href);
  const { memory } = await api.default({ module_or_path: wasm });
  speakThrough(api);
  // The board's fonts are looked up in a task of their own, before a paint needs them (a
  // symbol a font lacks costs a search of the system's fonts: readyFonts in src/wasm/lib.rs).
  setTimeout(() => {
    try {
      api.readyFonts();
    } catch {
      // Only a head start: a paint looks its fonts up itself.
    }
  });
  return { game, api, memory, language: 'en' };
}

/** @type {Map<number, OffscreenCanvas>} the page's canvases the modules paint, by id */
const canvases = new Map();

/** @type {Map<number, { object: any, module: Module }>} the objects the modules made, by handle */
const objects = new Map();
let nextHandle = 1;
// Steps shown while their analysis was incomplete are reported when complete.
const analyses = new Analyses((target, detail) => postMessage({ event: 'stepready', target, detail }));

/**
 * The module's own functions the page may call: its exports, minus the loader's.
 * @param {Bindings} api
 * @param {string} method
 */
function moduleFunction(api, method) {
  const bindings = /** @type {Record<string, any>} */ (api);
  const constructs = method.startsWith('new ');
  const [className, member] = constructs ? [method.slice(4)] : method.split('.');
  const exported = bindings[className];
  if (typeof exported !== 'function' || className === 'default' || className === 'initSync') return null;
  if (constructs) return (/** @type {unknown[]} */ ...args) => new exported(...args);
  if (member === undefined) return exported;
  const own = Object.hasOwn(exported, member) && typeof exported[member] === 'function';
  return own ? (/** @type {unknown[]} */ ...args) => exported[member](...args) : null;
}

/**
 * Method `method` of the object `target` when its class has one (`free` included).
 * @param {number} target
 * @param {string} method
 */
function objectMethod(target, method) {
  const object = objects.get(target)?.object;
  if (!object) return null;
  const proto = Object.getPrototypeOf(object);
  if (method === 'constructor' || !Object.hasOwn(proto, method) || typeof proto[method] !== 'function') return null;
  return (/** @type {unknown[]} */ ...args) => object[method](...args);
}

/**
 * A wasm object in a result is kept here with its module; the page gets its handle. A session's
 * analysis starts.
 * @param {unknown} result
 * @param {Module} module
 */
function keep(result, module) {
  if (!result || typeof result !== 'object' || typeof (/** @type {any} */ (result).free) !== 'function') return result;
  const handle = nextHandle++;
  objects.set(handle, { object: result, module });
  if (typeof (/** @type {any} */ (result).prepare) === 'function') analyses.add(handle, /** @type {any} */ (result));
  return { $handle: handle };
}

/**
 * The arguments as the module takes them.
 * @param {number} id the request
 * @param {unknown[]} args
 */
function revive(id, args) {
  return args.map((arg) => {
    if (!arg || typeof arg !== 'object') return arg;
    const marker =
      /** @type {{ $callback?: number, $bytes?: Uint8Array[], $canvas?: number, offscreen?: OffscreenCanvas, $object?: number }} */ (arg);
    if (marker.$canvas !== undefined) {
      if (marker.offscreen) canvases.set(marker.$canvas, marker.offscreen);
      const canvas = canvases.get(marker.$canvas);
      if (!canvas) throw new Error(`no such canvas: ${marker.$canvas}`);
      return canvas;
    }
    if (marker.$object !== undefined) {
      const object = objects.get(marker.$object)?.object;
      if (!object) throw new Error(t('worker.sessionGone', {}, 'en'));
      return object;
    }
    if (marker.$callback !== undefined) {
      const callback = marker.$callback;
      return (/** @type {unknown[]} */ ...callbackArgs) => postMessage({ id, callback, args: callbackArgs });
    }
    if (marker.$bytes) return marker.$bytes.length === 1 ? marker.$bytes[0] : joinBytes(marker.$bytes);
    return arg;
  });
}

/**
 * What the page learns of a failure: the module's ErrorInfo as thrown, or the browser's error.
 * @param {any} err whatever was thrown
 * @returns {ErrorInfo}
 */
function errorInfo(err) {
  if (err && typeof err === 'object' && typeof err.kind === 'string' && typeof err.message === 'string') return err;
  const message = String(err?.message ?? err);
  return { kind: 'failure', message, line: 0, col: 0, detail: message, suggestion: null };
}

/**
 * Handles one request in `module`.
 * @param {Module} module
 * @param {{ id: number, target: number | null, method: string, args: unknown[] }} request
 */
function handle(module, { id, target, method, args }) {
  const call = target === null ? moduleFunction(module.api, method) : objectMethod(target, method);
  if (!call) throw new Error(`no such request: ${method}`);
  const revived = revive(id, args);
  const result = call(...revived);
  if (target !== null && method === 'free') {
    objects.delete(target);
    analyses.remove(target);
  }
  // The step shown is analysed first; if it was shown incomplete, it is reported when done.
  if (target !== null && method === 'view') analyses.shown(target, Number(args[0]));
  if (target !== null && method === 'paint') warmAfter(target, revived, result);
  return keep(result, module);
}

/** @type {Promise<unknown> | null} the tools' code being loaded: later requests wait for it, so they keep their order */
let toolsLoading = null;

/**
 * Handles one request in `module`, loading the tools' code first if the request needs it: a
 * tool's export (an export, Explore's move, the board editor…) throws `ToolsUnloaded` until its
 * module has loaded it (src/wasm/tools.rs), before it changes anything, so it is asked again.
 * @param {Module} module
 * @param {{ id: number, target: number | null, method: string, args: unknown[] }} request
 * @param {Lang} lang the language of the texts the request wants
 */
async function handleLoadingTools(module, request, lang) {
  try {
    return handle(module, request);
  } catch (err) {
    if (!(err instanceof Error && err.name === 'ToolsUnloaded')) throw err;
  }
  module.tools ??= module.api.loadTools().catch(async () => {
    module.tools = undefined; // a failed fetch is tried again by the next tool's request
    await loadLanguage(lang); // the worker's own texts, fetched like the page's
    throw new Error(t('worker.toolsUnloaded', {}, lang));
  });
  toolsLoading = module.tools.catch(() => {});
  await module.tools;
  return handle(module, request);
}

/** @type {string} what the screen was last readied for: the session and the view's placing */
let warmedFor = '';

/**
 * After a paint of session `target` (`args`: its canvas, the step, the view; `painted`: where
 * the board went, as JSON), the paints of steps spread over its timeline are readied while the
 * page is idle (`Session.warm`), unless they were for this view already: a seek to a step that
 * looks like one of them then copies what was painted once (its board, its pieces' pictures).
 * A view that kept a board point under the pointer (a zoom's `anchor`) is readied as the page
 * goes on from it, with the pan that paint came to: a board of another size lands elsewhere
 * by the anchor than by that pan.
 * @param {number} target
 * @param {unknown[]} args
 * @param {unknown} painted
 */
function warmAfter(target, [canvas, , asked], painted) {
  let view = /** @type {Record<string, unknown>} */ (asked ?? {});
  if (view.anchor && typeof painted === 'string') view = { ...view, pan: JSON.parse(painted).pan, anchor: null };
  const { width, height, pixelRatio, dark, zoom, pan, anchor } = view;
  const key = JSON.stringify([target, width, height, pixelRatio, dark, zoom, pan, anchor]);
  if (key === warmedFor) return;
  warmedFor = key;
  const session = objects.get(target)?.object;
  let nth = 0;
  analyses.whenIdle(target, () => {
    try {
      return session.warm(canvas, nth++, view);
    } catch {
      return false; // the canvas or the session went meanwhile
    }
  });
}

/** Diagnostics: what the worker holds (the long-session tests check it stays flat), whether it is idle, what the screen painted. */
async function memory() {
  const started = await Promise.all(modules.values());
  return {
    wasmBytes: started.reduce((sum, module) => sum + module.memory.buffer.byteLength, 0),
    objects: objects.size,
    idle: analyses.idle(),
    // Per game: how many board backdrops its module has painted and keeps, how many bands of
    // pinned labels it has painted, how many canvases it made for them, how many blank ones wait.
    backdrops: Object.fromEntries(started.map((module) => [module.game, module.api.screenBackdrops()])),
  };
}

self.onmessage = async (event) => {
  if (event.data.drop !== undefined) {
    canvases.delete(event.data.drop);
    return;
  }
  const { id, lang, game, target, method, args } = event.data;
  // Diagnostics are not the page's work: the idle work goes on.
  if (target === null && method === '$memory') {
    memory().then(
      (result) => postMessage({ id, result }),
      (err) => postMessage({ id, error: errorInfo(err) }),
    );
    return;
  }
  // A module started ahead of its first request (Engine.prepare) is not the page's work either.
  if (target === null && method === '$start') {
    Promise.resolve(game)
      .then(moduleOf)
      .then(
        () => postMessage({ id, result: null }),
        (err) => postMessage({ id, error: errorInfo(err) }),
      );
    return;
  }
  analyses.requested();
  const wanted = matchLanguage(typeof lang === 'string' ? lang : '') ?? 'en';
  try {
    if (target === null && method === '$pixels') {
      const [canvas] = revive(id, args);
      const pixels = await createImageBitmap(/** @type {OffscreenCanvas} */ (canvas));
      postMessage({ id, result: pixels }, { transfer: [pixels] });
      return;
    }
    const module = target === null ? await moduleOf(game) : objects.get(target)?.module;
    if (!module) {
      await loadLanguage(wanted); // the worker's own texts, fetched like the page's
      throw new Error(t('worker.sessionGone', {}, wanted));
    }
    if (wanted !== module.language) {
      await ensureLanguage(engineMessages, wanted, [module.game]);
      module.api.setLanguage(wanted);
      module.language = wanted;
    }
    await toolsLoading;
    const started = performance.now();
    const result = await handleLoadingTools(module, event.data, wanted);
    // How long the module took (ms), for the benches' account of where a request's time goes.
    postMessage({ id, result, took: performance.now() - started });
  } catch (err) {
    postMessage({ id, error: errorInfo(err) });
  } finally {
    analyses.answered();
  }
};
