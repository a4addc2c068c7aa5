// Background analysis of sessions (three-kingdoms' exact values of alternative moves): a step is
// shown at once, and what it still lacks is computed one slice of a few milliseconds at a time
// (`session.prepare`), so requests are answered in between. It starts once a step of the session
// is shown (a run's first step comes before any slice); the step shown last goes first;
// `onComplete(id, index)` reports each step that was shown incomplete once it is complete.
// A slice cannot be interrupted, and a request that comes during one waits for it: so slices
// run only once the worker has been idle for QUIET_MS since the page's last request was
// answered (`requested`, `answered`): a drag of the slider, a tween, seeks in a row or the
// requests that follow a long run (its first step's texts and paint) are not queued behind the
// analysis. Once no analysis is left, the same slices do the idle job the worker gives
// (`whenIdle`: readying the board's paints).

/** How long the worker must have been idle since the last request before the analysis goes on. */
const QUIET_MS = 150;

/**
 * What analysis needs of a session: the wasm `Session`'s methods.
 * @typedef {{ isComplete(index: number): boolean, prepare(focus: number): boolean }} Analysable
 */

export class Analyses {
  /** @param {(id: number, index: number) => void} onComplete */
  constructor(onComplete) {
    this.onComplete = onComplete;
    /** @type {Map<number, { session: Analysable, focus: number, shown: Set<number> }>} indexes shown incomplete */
    this.work = new Map();
    this.queued = false;
    this.lastRequest = -Infinity;
    /** @type {{ id: number, slice: () => boolean } | null} the idle job, for session `id` */
    this.idleJob = null;
    // A message channel runs the next slice as soon as the thread is idle (nested timers
    // would wait at least 4 ms between slices).
    this.channel = new MessageChannel();
    this.channel.port1.onmessage = () => this.slice();
  }

  /**
   * @param {number} id
   * @param {Analysable} session
   */
  add(id, session) {
    this.work.set(id, { session, focus: 0, shown: new Set() });
  }

  /** @param {number} id */
  remove(id) {
    this.work.delete(id);
    if (this.idleJob?.id === id) this.idleJob = null;
  }

  /**
   * `slice` is run one call at a time under the same rule as the analysis, after it, until it
   * returns false; it replaces the idle job before it. `id`: the session it works for.
   * @param {number} id
   * @param {() => boolean} slice
   */
  whenIdle(id, slice) {
    this.idleJob = { id, slice };
    this.schedule();
  }

  /** Whether there is nothing left to do: no analysis, no idle job. */
  idle() {
    return !this.work.size && !this.idleJob;
  }

  /**
   * Step `index` of session `id` was just shown: it goes first.
   * @param {number} id
   * @param {number} index
   */
  shown(id, index) {
    const work = this.work.get(id);
    if (!work) return;
    // The session shown last is analysed first (Map order: it moves to the end).
    this.work.delete(id);
    this.work.set(id, work);
    work.focus = index;
    if (!work.session.isComplete(index)) work.shown.add(index);
    this.schedule();
  }

  schedule() {
    if (this.queued || this.idle()) return;
    this.queued = true;
    this.channel.port2.postMessage(null);
  }

  /** The page asked something: the analysis waits until it has been quiet for QUIET_MS. */
  requested() {
    this.lastRequest = performance.now();
  }

  /**
   * A request was answered: the quiet starts now. A request that took longer than QUIET_MS (a
   * run) would otherwise leave the page's next requests (its first step) behind a slice.
   */
  answered() {
    this.lastRequest = performance.now();
  }

  slice() {
    this.queued = false;
    const quietFor = performance.now() - this.lastRequest;
    if (quietFor < QUIET_MS) {
      // Scheduled again once the page has been quiet long enough, through the channel as always.
      this.queued = true;
      setTimeout(() => {
        this.queued = false;
        this.schedule();
      }, QUIET_MS - quietFor);
      return;
    }
    const last = [...this.work].at(-1);
    if (!last) {
      const job = this.idleJob;
      if (job && !job.slice() && this.idleJob === job) this.idleJob = null;
      this.schedule();
      return;
    }
    const [id, work] = last;
    const more = work.session.prepare(work.focus);
    for (const index of work.shown) {
      if (work.session.isComplete(index)) {
        work.shown.delete(index);
        this.onComplete(id, index);
      }
    }
    if (!more) this.work.delete(id);
    this.schedule();
  }
}
