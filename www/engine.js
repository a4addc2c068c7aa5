// A promise-based client of worker.js. `cancel()` terminates a running computation by replacing
// the worker (wasm cannot be interrupted from outside), which also drops the session.
//
// Every request names the language its texts are wanted in (`lang`: the engine's `language`, or
// a session's own): players of several languages can share one worker, which switches the wasm
// module's language (`setLanguage`) when a request asks for another.
import { Emitter } from './events.js';
import { utf8Slices } from './text.js';

/** @import { ErrorInfo, GameInfo, Marker, Scene, SessionEvents, ShownStep, Suggestion, TraceReport, Verdict } from './types.js' */
/** @import { Lang } from './i18n.js' */
/**
 * What the worker answers a run with.
 * @typedef {{ session: number, output: string, stepCount: number, markers: Marker[], suggestions: Suggestion[] }} RunResult
 */
/**
 * A figure's title and caption (src/figure's FigureText): each a text, `''` for none, or null
 * (or left out) for the step's own.
 * @typedef {{ title?: string | null, caption?: string | null }} FigureText
 */

/**
 * `text` as UTF-8 slices, encoded a slice at a time (text.js), to be handed over to the worker.
 * @param {string} text
 */
async function utf8Array(text) {
  const slices = [];
  for await (const slice of utf8Slices(text)) slices.push(slice);
  return slices;
}

export class EngineError extends Error {
  /** @param {ErrorInfo} info */
  constructor(info) {
    super(info.message);
    this.line = info.line;
    this.col = info.col;
    this.detail = info.detail;
    // { rule, value, message }: the input reads as another setting of a rule option.
    this.suggestion = info.suggestion ?? null;
  }
}

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

export class Engine {
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  pending = new Map();
  /** @type {Map<number, Emitter<SessionEvents>>} each session's events, for the worker's stepReady messages */
  sessions = new Map();
  nextId = 1;

  /**
   * @param {URL | string} workerUrl
   * @param {Lang} lang the language of the texts asked for, unless a request names its own
   */
  constructor(workerUrl = new URL('./worker.js', import.meta.url), lang = /** @type {Lang} */ ('en')) {
    /** @type {Lang} */
    this.language = lang;
    this.workerUrl = startableUrl(workerUrl); // kept for restarts after cancel()
    /** @type {(text: string) => void} told of a run's progress */
    this.onProgress = () => {};
    this.worker = this.start();
  }

  /** A new worker, with no requests or sessions yet. */
  start() {
    const worker = new Worker(this.workerUrl, { type: 'module' });
    this.pending = new Map();
    this.sessions = new Map();
    this.nextId = 1;
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'progress') {
        this.onProgress(message.text);
        return;
      }
      if (message.type === 'stepReady') {
        this.sessions.get(message.session)?.emit('stepready', message.index);
        return;
      }
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.error) waiter.reject(new EngineError(message.error));
      else waiter.resolve(message.result);
    };
    worker.onerror = (event) => {
      const error = new EngineError({ message: event.message || 'the engine failed to start', line: 0, col: 0 });
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    return worker;
  }

  /**
   * Sends a request; `transfer` lists buffers handed over to the worker instead of copied. Its
   * texts come in `payload.lang`, else in the engine's language.
   * @template T what the worker answers
   * @param {string} type
   * @param {Record<string, unknown>} payload
   * @param {Transferable[]} transfer
   * @returns {Promise<T>}
   */
  request(type, payload = {}, transfer = []) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, type, lang: this.language, ...payload }, transfer);
    });
  }

  /**
   * Every game, its texts in `lang`.
   * @param {Lang} lang
   * @returns {Promise<GameInfo[]>}
   */
  games(lang = this.language) {
    return this.request('games', { lang });
  }

  /**
   * Computes a session; resolves to a RemoteSession (output, stepCount, markers, step(i)…) whose
   * texts are in `lang` (see RemoteSession.setLanguage). The input goes to the worker as UTF-8,
   * encoded a slice at a time and handed over, not copied: 32 MB never block the page long.
   * @param {string} game
   * @param {string} input
   * @param {Record<string, string>} rules
   * @param {Lang} lang
   */
  async run(game, input, rules, lang = this.language) {
    const worker = this.worker;
    const slices = await utf8Array(input);
    if (this.worker !== worker) throw new EngineError({ message: 'cancelled', line: 0, col: 0 });
    /** @type {RunResult} */
    const result = await this.request(
      'run',
      { game, input: slices, rules, lang },
      slices.map((slice) => slice.buffer),
    );
    /** @type {Emitter<SessionEvents>} */
    const events = new Emitter();
    this.sessions.set(result.session, events);
    return new RemoteSession(this, result, events, lang);
  }

  /**
   * An animated GIF made in the worker: `addFrame(rgba)` for each width × height frame (the
   * pixels are handed over, not copied), then `finish()` → the file's bytes, or `drop()`.
   * @param {number} width
   * @param {number} height
   * @param {number} delayMs
   */
  async gif(width, height, delayMs) {
    /** @type {number} */
    const animation = await this.request('gifStart', { width, height, delayMs });
    return {
      /** @type {(rgba: Uint8Array<ArrayBuffer>) => Promise<void>} */
      addFrame: (rgba) => this.request('gifFrame', { animation, rgba }, [rgba.buffer]),
      /** @type {() => Promise<Uint8Array<ArrayBuffer>>} */
      finish: () => this.request('gifFinish', { animation }),
      drop: () => this.request('gifDrop', { animation }).catch(() => {}),
    };
  }

  /**
   * A valid random input for `game`, the same text as `boardlab gen <game> --seed SEED` with the
   * same parameters and rules. `seed`: an integer 0..2^64−1 (a number, BigInt or decimal string);
   * `params`: `{ name: value }` of the game's generator parameters (`games()[i].params` lists
   * them with default, min and max); `rules`: `{ name: value }` rule options (ludo's `part`
   * picks the format). Rejects with an EngineError for an unknown or out-of-range parameter.
   * @param {string} game
   * @param {number | bigint | string} seed
   * @param {Record<string, number | string>} params
   * @param {Record<string, string>} rules
   * @returns {Promise<string>}
   */
  generate(game, seed, params = {}, rules = {}) {
    return this.request('generate', { game, seed: String(seed), params, rules });
  }

  /**
   * Checks `input` against every rule of `game`'s statement without solving it (what `boardlab
   * validate` does); rejects with the located EngineError a run of it would give.
   * @param {string} game
   * @param {string} input
   * @param {Record<string, string>} rules
   * @returns {Promise<void>}
   */
  validate(game, input, rules) {
    return this.request('validate', { game, input, rules });
  }

  /**
   * The board of `input` for `game`'s board editor (src/explore.rs): `{ frame, scene, scopes,
   * layers, fields }`; rejects with the located error when the board does not read.
   * @param {string} game
   * @param {string} input
   * @param {Record<string, string>} rules
   * @param {number} scope the test or game edited (0-based)
   * @param {[number, number] | null} selected the cell whose piece's numbers the fields show
   * @returns {Promise<import('./types.js').EditorBoard>}
   */
  editorBoard(game, input, rules, scope, selected) {
    return this.request('editorBoard', { game, input, rules, scope, selected });
  }

  /**
   * `input` with one cell of an editor layer set to a kind.
   * @param {string} game
   * @param {string} input
   * @param {Record<string, string>} rules
   * @param {number} scope
   * @param {{ layer: number, row: number, col: number, kind: number }} edit
   * @returns {Promise<string>}
   */
  editCell(game, input, rules, scope, edit) {
    return this.request('editCell', { game, input, rules, scope, ...edit });
  }

  /**
   * `input` with an editor field set (of the board, or of the selected cell's piece).
   * @param {string} game
   * @param {string} input
   * @param {Record<string, string>} rules
   * @param {number} scope
   * @param {[number, number] | null} selected
   * @param {string} name
   * @param {number} value
   * @returns {Promise<string>}
   */
  editField(game, input, rules, scope, selected, name, value) {
    return this.request('editField', { game, input, rules, scope, selected, name, value });
  }

  /** Stops whatever the worker is doing; pending requests reject with "cancelled". */
  cancel() {
    this.worker.terminate();
    const error = new EngineError({ message: 'cancelled', line: 0, col: 0 });
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.worker = this.start();
  }
}

/**
 * A session living in the worker. `free()` releases it there. `on('stepready', listener)` tells
 * of each step that was fetched while incomplete (still being analysed) once it is complete.
 */
export class RemoteSession {
  #events;

  /**
   * @param {Engine} engine
   * @param {RunResult} result
   * @param {Emitter<SessionEvents>} events
   * @param {Lang} lang
   */
  constructor(engine, { session, output, stepCount, markers, suggestions }, events, lang) {
    this.engine = engine;
    /** @type {Lang} the language of the texts it gives */
    this.language = lang;
    this.#events = events;
    this.id = session;
    this.output = output;
    this.stepCount = stepCount;
    this.markers = markers;
    /** @type {import('./types.js').VariationInfo | null} your moves shown off the main line */
    this.variation = null;
    // [{ rule, value, message }]: the input ran, but reads better as another rule setting.
    this.suggestions = suggestions;
  }

  /**
   * @template {keyof SessionEvents} K
   * @param {K} type
   * @param {(detail: SessionEvents[K]) => void} listener
   */
  on(type, listener) {
    return this.#events.on(type, listener);
  }

  /**
   * The session's texts in `lang` from now on: its markers and suggestions are asked for again
   * (steps, decisions and verdicts are asked for in it from then on; steps fetched before are
   * not, so a player drops what it has cached).
   * @param {Lang} lang
   */
  async setLanguage(lang) {
    this.language = lang;
    /** @type {{ stepCount: number, markers: Marker[], variation: import('./types.js').VariationInfo | null, suggestions: Suggestion[] }} */
    const texts = await this.engine.request('timeline', { session: this.id, lang });
    if (this.language !== lang) return;
    this.#retimed(texts);
    this.suggestions = texts.suggestions;
  }

  /**
   * @param {number} index
   * @returns {Promise<ShownStep>}
   */
  step(index) {
    return this.engine.request('step', { session: this.id, index, lang: this.language });
  }

  /**
   * @param {string} candidate
   * @returns {Promise<Verdict>}
   */
  judge(candidate) {
    return this.engine.request('judge', { session: this.id, candidate, lang: this.language });
  }

  /**
   * Checks a program's trace (its standard error) against the judge's game, and its output when
   * given (null: not judged). Both go to the worker as UTF-8, encoded a slice at a time and
   * handed over, not copied. The report's texts are in the session's language.
   * @param {string} trace
   * @param {string | null} output
   * @returns {Promise<TraceReport>}
   */
  async checkTrace(trace, output) {
    const traceSlices = await utf8Array(trace);
    const outputSlices = output === null ? null : await utf8Array(output);
    const buffers = [...traceSlices, ...(outputSlices ?? [])].map((slice) => slice.buffer);
    const payload = { session: this.id, trace: traceSlices, output: outputSlices, lang: this.language };
    return this.engine.request('checkTrace', payload, buffers);
  }

  /**
   * Step `index` as a self-contained SVG document (a string), light or dark, titled as `text` says.
   * @param {number} index
   * @param {boolean} dark
   * @param {FigureText} [text]
   * @returns {Promise<string>}
   */
  svg(index, dark, text = {}) {
    return this.engine.request('svg', { session: this.id, index, dark, ...text, lang: this.language });
  }

  /**
   * Step `index`'s figure for an export, titled as `text` says.
   * @param {number} index
   * @param {FigureText} text
   * @returns {Promise<Scene>}
   */
  figure(index, text) {
    return this.engine.request('figure', { session: this.id, index, ...text, lang: this.language });
  }

  /**
   * The steps `from` to `to` as typed in the export fields (from 1), checked by the rule of
   * `boardlab render`: [first, last] counted from 0; rejects with the reason otherwise.
   * @param {string} from
   * @param {string} to
   * @returns {Promise<[number, number]>}
   */
  frameRange(from, to) {
    return this.engine.request('frameRange', { session: this.id, from, to, lang: this.language });
  }

  /**
   * The step that printed output line `line` (0-based), or null.
   * @param {number} line
   * @returns {Promise<number | null>}
   */
  stepOfOutputLine(line) {
    return this.engine.request('stepOfOutputLine', { session: this.id, line });
  }

  /**
   * Who moves at step `index` and every legal move; null where nobody decides.
   * @param {number} index
   * @returns {Promise<import('./types.js').Decision | null>}
   */
  decision(index) {
    return this.engine.request('decision', { session: this.id, index, lang: this.language });
  }

  /**
   * Plays move `move` (an id from `decision`) at step `index`: the timeline then shows the
   * variation (stepCount, markers and variation change). Resolves to `{ firstStep, feedback }`.
   * @param {number} index
   * @param {string} move
   * @returns {Promise<{ firstStep: number, feedback: string[] }>}
   */
  async play(index, move) {
    /** @type {{ firstStep: number, feedback: string[], stepCount: number, markers: Marker[], variation: import('./types.js').VariationInfo | null }} */
    const played = await this.engine.request('play', { session: this.id, index, move, lang: this.language });
    return this.#retimed(played);
  }

  /**
   * Plays a permalink's moves from main-line step `base`.
   * @param {number} base
   * @param {string[]} moves
   */
  async restoreVariation(base, moves) {
    this.#retimed(await this.engine.request('restoreVariation', { session: this.id, base, moves, lang: this.language }));
  }

  async backToMainLine() {
    this.#retimed(await this.engine.request('backToMainLine', { session: this.id, lang: this.language }));
  }

  /**
   * The position at step `index` as a judge-format input (null where nobody decides); rejects
   * when the format cannot express it.
   * @param {number} index
   * @returns {Promise<string | null>}
   */
  inputAt(index) {
    return this.engine.request('inputAt', { session: this.id, index, lang: this.language });
  }

  /**
   * @template {{ stepCount: number, markers: Marker[], variation: import('./types.js').VariationInfo | null }} T
   * @param {T} timeline
   */
  #retimed(timeline) {
    this.stepCount = timeline.stepCount;
    this.markers = timeline.markers;
    this.variation = timeline.variation;
    return timeline;
  }

  free() {
    this.engine.sessions.delete(this.id);
    this.engine.request('free', { session: this.id }).catch(() => {});
  }
}
