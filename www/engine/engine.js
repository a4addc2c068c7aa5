// The client of worker.js: every call is `{ game, target, method, args }`, answered by a promise.
// A game's module's functions are called with `engine.call(game, method, …args)`, an object's (a
// session's) with `remote.call(method, …args)`; the names and types are the wasm bindings' own
// (www/pkg/boardlab.d.ts, generated from the Rust types), so a method added to the Rust session
// and its export is callable here without another line. A function argument (a run's progress)
// is called back for that request alone; a big text goes as `await utf8(text)`, its UTF-8
// encoded a slice at a time and handed over, not copied. Every failure rejects with an
// EngineError carrying the engine's ErrorInfo (`kind`: input, refused, cancelled, failure).
//
// A canvas the module paints is handed to the worker the first time a call names it, and painted
// there (board-canvas.js).
//
// `cancel()` stops a running computation by replacing the worker (wasm cannot be interrupted
// from outside), which drops every object the worker held and every canvas it painted: a call
// naming one of those canvases rejects with SpentCanvas.

import { t } from '../i18n/i18n.js';
import { Emitter } from '../lib/events.js';
import { utf8Slices } from '../lib/text.js';
import { SpentCanvas, transferCanvas } from './board-canvas.js';

/** @import { BoardNotes, BoardPlace, BoardViewRequest, ErrorInfo, GameEntry, GameInfo, Json, Marker, MoveOption, SessionEvents, StepView, Suggestion, Timeline, VariationInfo } from '../lib/types.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @typedef {typeof import('../pkg/boardlab.js')} Bindings */
/** @typedef {import('../pkg/boardlab.js').Session} Session */
/** @typedef {{ $bytes: Uint8Array<ArrayBuffer>[] }} Bytes bytes (a text's UTF-8, in slices) handed over to the worker, not copied */
/**
 * The names of `T`'s methods.
 * @template T
 * @typedef {{ [K in keyof T]: T[K] extends (...args: any[]) => any ? K : never }[keyof T] & string} MethodOf
 */
/**
 * Arguments as they go to the worker: a text the module takes as bytes may go as `Bytes`, a
 * canvas the module paints is the page's canvas (handed to the worker), and an object of the
 * module is its RemoteObject.
 * @template {unknown[]} A
 * @typedef {{ [I in keyof A]: Uint8Array extends A[I] ? A[I] | Bytes : A[I] extends OffscreenCanvas ? HTMLCanvasElement : A[I] extends { free(): void } ? RemoteObject<A[I]> : A[I] }} Sent
 */
/**
 * What a call resolves to: an object the module makes (a session) comes as a RemoteObject.
 * @template R
 * @typedef {R extends { free(): void } ? RemoteObject<R> : R} Received
 */

/**
 * `text` as UTF-8 slices, encoded a slice at a time (text.js), to be handed over to the worker.
 * @param {string} text
 * @returns {Promise<Bytes>}
 */
export async function utf8(text) {
  const slices = [];
  for await (const slice of utf8Slices(text)) slices.push(slice);
  return { $bytes: slices };
}

/**
 * `bytes` handed over to the worker (the page cannot use them afterwards), not copied.
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @returns {Bytes}
 */
export const handOver = (bytes) => ({ $bytes: [bytes] });

/**
 * A value the engine sent as JSON text (what crosses per step shown: src/wasm/lib.rs `to_json`).
 * @template T
 * @param {Json<T>} text
 * @returns {T}
 */
export const fromJson = (text) => JSON.parse(text);

/** A failed call: the engine's ErrorInfo, and the message as an Error's. */
export class EngineError extends Error {
  /** @param {ErrorInfo} info */
  constructor(info) {
    super(info.message);
    this.info = info;
    this.kind = info.kind;
    this.line = info.line;
    this.col = info.col;
    this.detail = info.detail;
    // { rule, value, message }: the input reads as another setting of a rule option.
    this.suggestion = info.suggestion;
  }
}

/**
 * An error of `kind` saying `message`, about no place in the input.
 * @param {ErrorInfo['kind']} kind
 * @param {string} message
 */
const failed = (kind, message) => new EngineError({ kind, message, line: 0, col: 0, detail: message, suggestion: null });

/**
 * A URL the page may start `workerUrl` from. Browsers start only same-origin workers, so a worker
 * served from another origin (the element's script loaded from elsewhere) starts from a
 * same-origin blob: module that imports it: inside, import.meta.url is still the worker's real
 * URL, so it finds the wasm beside it. That origin must send Access-Control-Allow-Origin, and a
 * page with a Content-Security-Policy must allow `worker-src blob: <that origin>` (a module
 * worker's static imports are worker fetches).
 * @param {URL | string} workerUrl
 */
function startableUrl(workerUrl) {
  const url = new URL(workerUrl, location.href);
  if (url.origin === location.origin) return url;
  const module = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
  return URL.createObjectURL(module);
}

/** @typedef {{ resolve: (value: any) => void, reject: (error: Error) => void, callbacks: Function[] }} Waiter */

/**
 * Where game `id`'s texts in `lang` are under www/pkg/.
 * @param {string} id
 * @param {Lang} lang
 */
const gamePath = (id, lang) => `games/${lang}/${encodeURIComponent(id)}.json`;

/**
 * The JSON file at `path` under www/pkg/.
 * @param {string} path
 */
async function fetchJson(path) {
  const response = await fetch(new URL(`../pkg/${path}`, import.meta.url));
  if (!response.ok) throw failed('failure', `${response.status} ${response.statusText}`);
  return response.json();
}

export class Engine {
  /** @type {Map<number, Waiter>} */
  #pending = new Map();
  /** @type {Map<number, Emitter<SessionEvents>>} each object's events (a session's stepready) */
  #events = new Map();
  #nextId = 1;
  /** @type {WeakMap<HTMLCanvasElement, { id: number, generation: number }>} the canvases handed to a worker */
  #handed = new WeakMap();
  /** A canvas the page let go is let go by the worker too. */
  #dropped = new FinalizationRegistry((/** @type {{ id: number, generation: number }} */ { id, generation }) => {
    if (generation === this.generation) this.worker.postMessage({ drop: id });
  });
  /** bumps with every new worker: an object of an older one is gone */
  generation = 0;
  /** @type {Map<string, { json: Promise<any>, arrived?: any }>} the files of www/pkg/ asked for, by path */
  #fetched = new Map();

  /**
   * @param {URL | string} workerUrl
   * @param {Lang} lang the language of the texts asked for, unless an object asks in its own
   */
  constructor(workerUrl = new URL('./worker.js', import.meta.url), lang = /** @type {Lang} */ ('en')) {
    /** @type {Lang} */
    this.language = lang;
    this.workerUrl = startableUrl(workerUrl); // kept for restarts after cancel()
    this.worker = this.#start();
  }

  /** A new worker, with no requests or objects yet. */
  #start() {
    const worker = new Worker(this.workerUrl, { type: 'module' });
    this.generation++;
    this.#pending = new Map();
    this.#events = new Map();
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.event) {
        this.#events.get(message.target)?.emit(message.event, message.detail);
        return;
      }
      const waiter = this.#pending.get(message.id);
      if (!waiter) return;
      if (message.callback !== undefined) {
        waiter.callbacks[message.callback]?.(...message.args);
        return;
      }
      this.#pending.delete(message.id);
      if (message.error) waiter.reject(new EngineError(message.error));
      else waiter.resolve(message.result);
    };
    worker.onerror = (event) => {
      const error = failed('failure', event.message || 'the engine failed to start');
      for (const waiter of this.#pending.values()) waiter.reject(error);
      this.#pending.clear();
    };
    return worker;
  }

  /**
   * Calls the function `method` (`generate`, `editBoard`, `Session.parse`, `new GifAnimation`…)
   * of `game`'s module with `args`, its texts in the engine's language.
   * @template {MethodOf<Bindings> | `Session.${MethodOf<typeof import('../pkg/boardlab.js').Session>}` | 'new GifAnimation'} M
   * @param {string} game
   * @param {M} method
   * @param {unknown[]} args
   */
  call(game, method, ...args) {
    return this.send(game, null, method, args, this.language);
  }

  /**
   * The game menu in `lang`: each game's id and title, a file the build writes
   * (www/pkg/games/<lang>.json), so listing the games loads no game's engine. Fetched once per
   * language.
   * @param {Lang} lang
   * @returns {Promise<GameEntry[]>}
   */
  gameList(lang = this.language) {
    return this.#fetchOnce(`games/${lang}.json`).json;
  }

  /**
   * Game `id` of the menu as the page shows it (title, samples, rule options, palette), in
   * `lang`: www/pkg/games/<lang>/<id>.json, fetched once per game and language.
   * @param {string} id a game of the menu
   * @param {Lang} lang
   * @returns {Promise<GameInfo>}
   */
  game(id, lang = this.language) {
    return this.#fetchOnce(gamePath(id, lang)).json;
  }

  /**
   * Game `id` in `lang` if it has arrived (Engine.game), else undefined.
   * @param {string} id
   * @param {Lang} lang
   * @returns {GameInfo | undefined}
   */
  arrivedGame(id, lang = this.language) {
    return this.#fetched.get(gamePath(id, lang))?.arrived;
  }

  /**
   * The JSON file at `path` under www/pkg/, fetched the first time it is asked for; a failed
   * fetch is tried again the next time.
   * @param {string} path
   */
  #fetchOnce(path) {
    let file = this.#fetched.get(path);
    if (!file) {
      const fetched = { json: fetchJson(path), arrived: undefined };
      fetched.json.then(
        (json) => (fetched.arrived = json),
        () => this.#fetched.delete(path),
      );
      this.#fetched.set(path, fetched);
      file = fetched;
    }
    return file;
  }

  /**
   * Sends one request: `target` null for a function of `game`'s module, else an object's handle.
   * Function arguments are called back for this request; `Bytes` texts' buffers are handed over,
   * and so is a canvas the first time.
   * @param {string | null} game
   * @param {number | null} target
   * @param {string} method
   * @param {unknown[]} args
   * @param {Lang} lang
   * @returns {Promise<any>}
   */
  send(game, target, method, args, lang) {
    const id = this.#nextId++;
    /** @type {Function[]} */
    const callbacks = [];
    /** @type {Transferable[]} */
    const transfer = [];
    return new Promise((resolve, reject) => {
      const sent = args.map((arg) => {
        if (typeof arg === 'function') return { $callback: callbacks.push(arg) - 1 };
        if (arg instanceof HTMLCanvasElement) return this.#canvasArg(arg, transfer);
        if (arg instanceof RemoteObject) return { $object: arg.handle };
        const slices = /** @type {Partial<Bytes> | null} */ (arg)?.$bytes;
        if (slices) transfer.push(...slices.map((slice) => slice.buffer));
        return arg;
      });
      this.#pending.set(id, { resolve, reject, callbacks });
      this.worker.postMessage({ id, lang, game, target, method, args: sent }, transfer);
    }).then((result) =>
      result?.$handle ? new RemoteObject(this, game ?? '', result.$handle, lang, this.#eventsOf(result.$handle)) : result,
    );
  }

  /**
   * `canvas` in a request: its id once handed to the worker, with the canvas itself the first time.
   * @param {HTMLCanvasElement} canvas
   * @param {Transferable[]} transfer
   */
  #canvasArg(canvas, transfer) {
    const handed = this.#handed.get(canvas);
    if (handed) {
      if (handed.generation !== this.generation) throw new SpentCanvas();
      return { $canvas: handed.id };
    }
    const known = { id: this.#nextId++, generation: this.generation };
    this.#handed.set(canvas, known);
    this.#dropped.register(canvas, known);
    const offscreen = transferCanvas(canvas, () => this.send(null, null, '$pixels', [canvas], this.language));
    transfer.push(offscreen);
    return { $canvas: known.id, offscreen };
  }

  /** @param {number} handle */
  #eventsOf(handle) {
    /** @type {Emitter<SessionEvents>} */
    const events = new Emitter();
    this.#events.set(handle, events);
    return events;
  }

  /**
   * Computes a session (its input handed over as UTF-8; progress told to `onProgress`) and
   * fetches its summary: the output, the timeline and the rule values the input seems meant for.
   * @param {string} game
   * @param {string} input
   * @param {Record<string, string>} rules
   * @param {Lang} lang
   * @param {(text: string) => void} [onProgress]
   */
  async run(game, input, rules, lang = this.language, onProgress = () => {}) {
    const generation = this.generation;
    const text = await utf8(input);
    if (generation !== this.generation) throw failed('cancelled', 'cancelled');
    /** @type {RemoteObject<Session>} */
    const remote = await this.send(game, null, 'Session.parse', [game, text, rules, onProgress], lang);
    return new RemoteSession(remote, await remote.call('summary'));
  }

  /** Stops whatever the worker is doing; pending requests reject with kind `cancelled`. */
  cancel() {
    this.worker.terminate();
    const error = failed('cancelled', 'cancelled');
    for (const waiter of this.#pending.values()) waiter.reject(error);
    this.worker = this.#start();
  }

  /**
   * Starts `game`'s module in the worker ahead of its first request, so that its download and
   * compilation overlap the page's own start. A failure is left to that first request to report.
   * @param {string} game
   */
  prepare(game) {
    this.send(game, null, '$start', [], this.language).catch(() => {});
  }

  /**
   * Lets go of the worker's object `handle` and of its events' listeners.
   * @param {number} handle
   * @param {number} generation the worker's that made it: an older one's objects went with it
   */
  release(handle, generation) {
    if (generation !== this.generation) return;
    this.#events.delete(handle);
    this.send(null, handle, 'free', [], this.language).catch(() => {});
  }

  /** Diagnostics: the worker's memory and how many objects it holds. */
  memory() {
    return this.send(null, null, '$memory', [], this.language);
  }
}

/**
 * An object living in the worker (a session, a GIF animation): `call(method, …args)` calls its
 * method there; `free()` releases it. `on('stepready', listener)` tells of each step that was
 * shown incomplete (still being analysed) once it is complete.
 * @template T
 */
export class RemoteObject {
  #engine;
  #events;
  #generation;

  /**
   * @param {Engine} engine
   * @param {string} game the game whose module made it
   * @param {number} handle
   * @param {Lang} lang the language of the texts it gives
   * @param {Emitter<SessionEvents>} events
   */
  constructor(engine, game, handle, lang, events) {
    this.#engine = engine;
    this.game = game;
    this.#generation = engine.generation;
    this.#events = events;
    this.handle = handle;
    /** @type {Lang} */
    this.language = lang;
  }

  /**
   * @template {MethodOf<T>} M
   * @param {M} method
   * @param {T[M] extends (...args: infer A) => any ? Sent<A> : never} args
   * @returns {Promise<T[M] extends (...args: any[]) => infer R ? Received<R> : never>}
   */
  call(method, ...args) {
    if (this.#generation !== this.#engine.generation) return Promise.reject(failed('refused', t('worker.sessionGone', {}, this.language)));
    return this.#engine.send(null, this.handle, method, args, this.language);
  }

  /**
   * @template {keyof SessionEvents} K
   * @param {K} type
   * @param {(detail: SessionEvents[K]) => void} listener
   */
  on(type, listener) {
    return this.#events.on(type, listener);
  }

  free() {
    this.#engine.release(this.handle, this.#generation);
  }
}

/**
 * A session and what the page keeps of it: the judge output, the timeline (length, markers, the
 * variation of your moves) and the suggestions. A player reads steps from it (`view`).
 */
export class RemoteSession {
  /**
   * @param {RemoteObject<Session>} remote
   * @param {import('../lib/types.js').RunSummary} summary
   */
  constructor(remote, { output, timeline, suggestions }) {
    this.remote = remote;
    this.output = output;
    /** @type {Suggestion[]} the input ran, but reads better as another rule setting */
    this.suggestions = suggestions;
    /** @type {number} */
    this.stepCount = 0;
    /** @type {Marker[]} */
    this.markers = [];
    /** @type {VariationInfo | null} your moves shown off the main line */
    this.variation = null;
    this.retime(timeline);
  }

  get language() {
    return this.remote.language;
  }

  /** @param {Timeline} timeline */
  retime({ stepCount, markers, variation }) {
    this.stepCount = stepCount;
    this.markers = markers;
    this.variation = variation;
  }

  /**
   * Calls the session's method `method` (see RemoteObject.call).
   * @template {MethodOf<Session>} M
   * @param {M} method
   * @param {Session[M] extends (...args: infer A) => any ? Sent<A> : never} args
   * @returns {Promise<Session[M] extends (...args: any[]) => infer R ? Received<R> : never>}
   */
  call(method, ...args) {
    return this.remote.call(method, ...args);
  }

  /**
   * Step `index` as the page shows it.
   * @param {number} index
   * @returns {Promise<StepView>}
   */
  async view(index) {
    return fromJson(await this.remote.call('view', index));
  }

  /**
   * Paints step `index` on `canvas` as `view` says (the module paints it where it computes it);
   * resolves to where the board is.
   * @param {number} index
   * @param {HTMLCanvasElement} canvas
   * @param {BoardViewRequest} view
   * @returns {Promise<BoardPlace>}
   */
  async paint(index, canvas, view) {
    return fromJson(await this.remote.call('paint', canvas, index, view));
  }

  /**
   * Step `index`'s figure (board, title and caption as `text` says) painted in the light or
   * dark theme, `scale` pixels per figure unit.
   * @param {number} index
   * @param {import('../lib/types.js').FigureText} text
   * @param {boolean} dark
   * @param {number} scale
   * @returns {Promise<ImageData>}
   */
  figure(index, text, dark, scale) {
    return this.remote.call('figureImage', index, text.title ?? null, text.caption ?? null, dark, scale, 0, 0);
  }

  /**
   * What each cell of step `index` holds (the cell tip's details).
   * @param {number} index
   * @returns {Promise<BoardNotes>}
   */
  async notes(index) {
    return fromJson(await this.remote.call('notes', index));
  }

  /**
   * Every legal move at step `index`, where its view left them out (`decision.moveCount` is large).
   * @param {number} index
   * @returns {Promise<MoveOption[]>}
   */
  async moves(index) {
    return fromJson(await this.remote.call('moves', index));
  }

  /**
   * @template {keyof SessionEvents} K
   * @param {K} type
   * @param {(detail: SessionEvents[K]) => void} listener
   */
  on(type, listener) {
    return this.remote.on(type, listener);
  }

  /**
   * Changes the timeline (`play`, `restoreVariation`, `backToMainLine`) and keeps the new one.
   * @template {'play' | 'restoreVariation' | 'backToMainLine'} M
   * @param {M} method
   * @param {Session[M] extends (...args: infer A) => any ? A : never} args
   * @returns {Promise<import('../lib/types.js').Branch>}
   */
  async branch(method, ...args) {
    const branch = fromJson(
      /** @type {Json<import('../lib/types.js').Branch>} */ (await this.remote.call(method, .../** @type {any} */ (args))),
    );
    this.retime(branch.timeline);
    return branch;
  }

  /**
   * The session's texts in `lang` from now on: its markers and suggestions are asked for again
   * (steps asked for later come in it; a player drops what it has cached).
   * @param {Lang} lang
   */
  async setLanguage(lang) {
    this.remote.language = lang;
    const [timeline, suggestions] = await Promise.all([this.remote.call('timeline'), this.remote.call('suggestions')]);
    if (this.remote.language !== lang) return;
    this.retime(timeline);
    this.suggestions = suggestions;
  }

  free() {
    this.remote.free();
  }
}
