// A promise-based client of worker.js. `cancel()` terminates a running computation by replacing
// the worker (wasm cannot be interrupted from outside), which also drops the session.

export class EngineError extends Error {
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
 */
function startableUrl(workerUrl) {
  const url = new URL(workerUrl, location.href);
  if (url.origin === location.origin) return url;
  const module = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
  return URL.createObjectURL(module);
}

export class Engine {
  constructor(workerUrl = new URL('./worker.js', import.meta.url)) {
    this.workerUrl = startableUrl(workerUrl); // kept for restarts after cancel()
    this.onProgress = () => {};
    this.start();
  }

  start() {
    this.worker = new Worker(this.workerUrl, { type: 'module' });
    this.pending = new Map();
    this.sessions = new Map(); // id → RemoteSession, for the worker's stepReady messages
    this.nextId = 1;
    this.worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'progress') {
        this.onProgress(message.text);
        return;
      }
      if (message.type === 'stepReady') {
        this.sessions.get(message.session)?.onStepReady(message.index);
        return;
      }
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.error) waiter.reject(new EngineError(message.error));
      else waiter.resolve(message.result);
    };
    this.worker.onerror = (event) => {
      const error = new EngineError({ message: event.message || 'the engine failed to start', line: 0, col: 0 });
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
  }

  /** Sends a request; `transfer` lists buffers handed over to the worker instead of copied. */
  request(type, payload = {}, transfer = []) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, type, ...payload }, transfer);
    });
  }

  games() {
    return this.request('games');
  }

  /** Computes a session; resolves to a RemoteSession (output, stepCount, markers, step(i)…). */
  async run(game, input, rules) {
    const result = await this.request('run', { game, input, rules });
    const session = new RemoteSession(this, result);
    this.sessions.set(session.id, session);
    return session;
  }

  /**
   * An animated GIF made in the worker: `addFrame(rgba)` for each width × height frame (the
   * pixels are handed over, not copied), then `finish()` → the file's bytes, or `drop()`.
   */
  async gif(width, height, delayMs) {
    const animation = await this.request('gifStart', { width, height, delayMs });
    return {
      addFrame: (rgba) => this.request('gifFrame', { animation, rgba }, [rgba.buffer]),
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
   */
  generate(game, seed, params = {}, rules = {}) {
    return this.request('generate', { game, seed: String(seed), params, rules });
  }

  /** Stops whatever the worker is doing; pending requests reject with "cancelled". */
  cancel() {
    this.worker.terminate();
    const error = new EngineError({ message: 'cancelled', line: 0, col: 0 });
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.start();
  }
}

/** A session living in the worker. `free()` releases it there. */
export class RemoteSession {
  constructor(engine, { session, output, stepCount, markers, suggestions }) {
    this.engine = engine;
    this.id = session;
    this.output = output;
    this.stepCount = stepCount;
    this.markers = markers;
    // [{ rule, value, message }]: the input ran, but reads better as another rule setting.
    this.suggestions = suggestions;
    // Set by whoever shows the steps: step `index`, fetched while incomplete, is complete now.
    this.onStepReady = () => {};
  }

  step(index) {
    return this.engine.request('step', { session: this.id, index });
  }

  judge(candidate) {
    return this.engine.request('judge', { session: this.id, candidate });
  }

  /** Step `index` as a self-contained SVG document (a string), light or dark. */
  svg(index, dark) {
    return this.engine.request('svg', { session: this.id, index, dark });
  }

  stepOfOutputLine(line) {
    return this.engine.request('stepOfOutputLine', { session: this.id, line });
  }

  free() {
    this.engine.sessions.delete(this.id);
    this.engine.request('free', { session: this.id }).catch(() => {});
  }
}
