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

export class Engine {
  constructor(workerUrl = new URL('./worker.js', import.meta.url)) {
    this.workerUrl = workerUrl;
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

  request(type, payload = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, type, ...payload });
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

  stepOfOutputLine(line) {
    return this.engine.request('stepOfOutputLine', { session: this.id, line });
  }

  free() {
    this.engine.sessions.delete(this.id);
    this.engine.request('free', { session: this.id }).catch(() => {});
  }
}
