// The engine's Web Worker: owns the wasm module and the objects it makes (sessions, GIF
// animations), so a long computation never freezes the page, and several players (custom
// elements) share one wasm instance. One generic protocol (engine.js is its client):
//
//   in:  { id, lang, target, method, args }   target: null for the module, else an object's handle
//   out: { id, result }                       an object the module makes comes as { $handle }
//        { id, error }                        an ErrorInfo (src/text.rs): kind, message, line, col…
//        { id, callback, args }               a callback argument called (a run's progress)
//        { event: 'stepready', target, detail } a step shown incomplete is complete now
//
// `method` is checked against an allow-list made from the bindings themselves: the module's
// exported functions, `Class.staticMethod`, `new Class`, and the methods of an object's own
// class. So a method added to the Rust session and its export is callable here as it is.
// Arguments: `{ $callback: n }` becomes a function that reports to the page; `{ $bytes: [bytes…] }`
// (bytes handed over, a big text's UTF-8 a slice at a time) becomes one Uint8Array. Every request
// names the language of the texts it wants (`lang`), set with `setLanguage` before it runs.
import { Analyses } from './analysis.js';
import { matchLanguage, t } from './i18n.js';
import { joinBytes } from './text.js';

/** @import { ErrorInfo } from './types.js' */
/** @import { Lang } from './i18n.js' */
/** @typedef {typeof import('./pkg/boardlab.js')} Bindings */

// The bindings and the wasm module download in parallel (the bindings would otherwise only ask
// for the module once they have loaded).
const wasm = fetch(new URL('./pkg/boardlab_bg.wasm', import.meta.url));
/** @type {WebAssembly.Memory | null} the module's linear memory, for the `$memory` diagnostics */
let wasmMemory = null;
const ready = import('./pkg/boardlab.js').then(async (bindings) => {
  wasmMemory = (await bindings.default({ module_or_path: wasm })).memory;
  return bindings;
});

/** @type {Map<number, any>} the objects the module made, by handle */
const objects = new Map();
let nextHandle = 1;
// Steps shown while their analysis was incomplete are reported when complete.
const analyses = new Analyses((target, detail) => postMessage({ event: 'stepready', target, detail }));

/** @type {Lang} the language the module speaks now */
let language = 'en';

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
  const object = objects.get(target);
  if (!object) return null;
  const proto = Object.getPrototypeOf(object);
  if (method === 'constructor' || !Object.hasOwn(proto, method) || typeof proto[method] !== 'function') return null;
  return (/** @type {unknown[]} */ ...args) => object[method](...args);
}

/**
 * A wasm object in a result is kept here; the page gets its handle. A session's analysis starts.
 * @param {unknown} result
 */
function keep(result) {
  if (!result || typeof result !== 'object' || typeof (/** @type {any} */ (result).free) !== 'function') return result;
  const handle = nextHandle++;
  objects.set(handle, result);
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
    const marker = /** @type {{ $callback?: number, $bytes?: Uint8Array[] }} */ (arg);
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
 * Handles one request.
 * @param {Bindings} api
 * @param {{ id: number, target: number | null, method: string, args: unknown[] }} request
 */
function handle(api, { id, target, method, args }) {
  if (target === null && method === '$memory') {
    // Diagnostics: what the worker holds (the long-session tests check it stays flat).
    return { wasmBytes: /** @type {WebAssembly.Memory} */ (wasmMemory).buffer.byteLength, objects: objects.size };
  }
  if (target !== null && !objects.has(target)) throw new Error(t('worker.sessionGone', {}, language));
  const call = target === null ? moduleFunction(api, method) : objectMethod(target, method);
  if (!call) throw new Error(`no such request: ${method}`);
  const result = call(...revive(id, args));
  if (target !== null && method === 'free') {
    objects.delete(target);
    analyses.remove(target);
  }
  // The step shown is analysed first; if it was shown incomplete, it is reported when done.
  if (target !== null && method === 'view') analyses.shown(target, /** @type {{ index: number }} */ (result).index);
  return keep(result);
}

self.onmessage = async (event) => {
  const { id, lang } = event.data;
  try {
    const api = await ready;
    const wanted = matchLanguage(typeof lang === 'string' ? lang : '') ?? 'en';
    if (wanted !== language) {
      api.setLanguage(wanted);
      language = wanted;
    }
    postMessage({ id, result: handle(api, event.data) });
  } catch (err) {
    postMessage({ id, error: errorInfo(err) });
  }
};
