// Background analysis of sessions (three-kingdoms' exact values of alternative moves): a step is
// shown at once, and what it still lacks is computed one slice of a few milliseconds at a time
// (`session.prepare`), so requests are answered in between. The step shown last goes first;
// `onComplete(id, index)` reports each step that was shown incomplete once it is complete.

export class Analyses {
  constructor(onComplete) {
    this.onComplete = onComplete;
    this.work = new Map(); // id → { session, focus, shown: indexes shown incomplete }
    this.queued = false;
    // A message channel runs the next slice as soon as the thread is idle (nested timers
    // would wait at least 4 ms between slices).
    this.channel = new MessageChannel();
    this.channel.port1.onmessage = () => this.slice();
  }

  add(id, session) {
    this.work.set(id, { session, focus: 0, shown: new Set() });
    this.schedule();
  }

  remove(id) {
    this.work.delete(id);
  }

  /** Step `index` of session `id` was just shown: it goes first. */
  shown(id, index) {
    const work = this.work.get(id);
    if (!work) return;
    // The session shown last is analysed first (Map order: it moves to the end).
    this.work.delete(id);
    this.work.set(id, work);
    work.focus = index;
    if (!work.session.isComplete(index)) work.shown.add(index);
  }

  schedule() {
    if (this.queued || !this.work.size) return;
    this.queued = true;
    this.channel.port2.postMessage(null);
  }

  slice() {
    this.queued = false;
    const [id, work] = [...this.work].at(-1) || [];
    if (!work) return;
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
