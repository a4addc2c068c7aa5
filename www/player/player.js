// The step player: a canvas board with first/previous/play/next/last, a step slider with markers
// and buttons to the marker before and after, a "go to step" box, speed, focus-scoped keys, cell
// details (mouse hover, a keyboard cell cursor on the focused board, tap on touch screens) in a tip
// beside the cell, the step's title and events, and live regions.
// Game-agnostic: it asks its source for steps (StepView: the engine describes them) and to paint
// them on its canvas (the engine's module paints the board).
//
// The API (app.js, widget.js, export.js and the standalone page use only this; the rest is private):
//   new Player(root, { lang, onLanguage })  builds the player in `root`, an empty element, in
//                                language `lang` (default: the page's); with `onLanguage` it has a
//                                Language menu that calls onLanguage(lang)
//   setLanguage(lang)            relabels the player and shows the step on screen again in `lang`
//                                (the source's texts are asked for again: its `markers` are read
//                                again, the caller has made the source speak `lang` first)
//   load(source, start)          shows a StepSource (types.js) from step `start`: the source's
//                                `view(i)` resolves to a StepView, and its optional `on('stepready')`
//                                tells of a step shown before its analysis was complete
//   branched(branch)             the source's timeline changed from `branch.firstStep` (a move, the
//                                main line again): earlier steps stay cached; shows `branch.view`
//   clear()                      shows no session
//   go(index, { animate })       moves to step `index` (0-based, clamped); resolves once it is shown
//   play(), pause(), toggle()    plays to the last step (from the first when on the last), pauses
//   setSpeed(speed) → boolean    one of SPEEDS; anything else sets 1× and returns false
//   snapshot(text?) → Promise<Blob?>  the step on screen as a PNG figure (board, title and
//                                caption; `text` sets or drops them, as an export's)
//   captureStream(fps)           a MediaStream of the board (for recording video)
//   dispose()                    lets go of everything outside the player (its element left the page)
//   index, stepCount, playing, speed, current   the state (speed is also settable, as setSpeed)
//   picking, highlight(h)        while `picking`, a click or tap on a cell, or Enter/Space on the
//                                board's cell cursor, is a 'pick' { row, col }; highlight({ picked,
//                                targets }) marks cells of a move being picked (null: none)
//   setOverlay(overlay)          draws an Overlay (types.js) over every step, its markers on the
//                                slider beside the source's (null: none; a load drops it)
//   on(type, listener) → off     events: 'step' { index, step } when a step is on screen (again,
//                                when its analysis completes), 'change' { playing, speed }, 'pick'
// A source's `variation` ({ base }) shows as a band on the slider over the steps after base.
// The root also carries data-shown: the step (from 1) whose title and events are on screen.

import { pngOf } from '../engine/board-canvas.js';
import { language, t } from '../i18n/i18n.js';
import { Emitter } from '../lib/events.js';
import { prefersDark } from '../lib/theme.js';
// The parts: player-controls.js builds the elements and names them, player-board.js paints the
// board and shows cell details, player-markers.js marks the slider.
import { boardSize } from './cells.js';
import { Board } from './player-board.js';
import { buildPlayer, keyAction, labelPlayer, SPEEDS, showControls, showEvents } from './player-controls.js';
import { markerStep, renderMarkers, watchWidth } from './player-markers.js';

/** @import { Cell } from './cells.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @import { Actions, PlayerElements } from './player-controls.js' */
/** @import { Branch, Marker, StepView, StepSource } from '../lib/types.js' */
/** @typedef {{ step: { index: number, step: StepView }, change: { playing: boolean, speed: number }, pick: Cell }} PlayerEvents */

export { SPEEDS }; // part of the API (the Speed menu offers them)

const BASE_TWEEN_MS = 220;
const ZOOM_STEP = 1.25; // one press of + or −
const BASE_PAUSE_MS = 650;
const CACHE_SIZE = 96;
const ANNOUNCE_GAP_MS = 2000; // the step live region speaks at most this often
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

export class Player {
  /** @type {StepSource | null} */
  #source = null;
  /** @type {(() => void) | null} unsubscribes from the source's 'stepready' */
  #unwatch = null;
  /** @type {Emitter<PlayerEvents>} */
  #events = new Emitter();
  #stepCount = 0;
  #index = 0;
  /** @type {StepView | null} */
  #current = null;
  /** @type {Map<number, StepView>} */
  #cache = new Map();
  #playing = false;
  #speed = 1;
  /** @type {Marker[]} the source's */
  #markers = [];
  /** @type {import('../lib/types.js').VariationInfo | null} */
  #variation = null;
  /** @type {string | null} */
  #pendingAnnouncement = null;
  #lastAnnounced = -Infinity;
  #announceTimer = 0;
  #generation = 0; // bumps on load, so answers for an old session are ignored
  /** @type {{ generation: number, step: Promise<StepView> } | null} the step on its way from the source */
  #fetching = null;
  #gotoInvalid = false; // whether the "go to step" box holds a number that is no step
  /** @type {Lang} */
  #lang;
  /** @type {PlayerElements} */
  #ui;
  /** @type {Board} */
  #board;
  /** @type {ReturnType<typeof watchWidth>} the marker bar's width */
  #markerBar;

  /**
   * @param {HTMLElement} root an empty element
   * @param {{ lang?: Lang, onLanguage?: (lang: Lang) => void }} options
   */
  constructor(root, { lang = language(), onLanguage } = {}) {
    this.#lang = lang;
    /** @type {Actions} the buttons', and their keys' */
    const actions = {
      first: () => this.go(0),
      previous: () => this.go(this.#index - 1),
      play: () => this.toggle(),
      next: () => this.go(this.#index + 1),
      last: () => this.go(this.#stepCount - 1),
      earlierMarker: () => this.#goToMarker(-1),
      laterMarker: () => this.#goToMarker(1),
      zoomIn: () => this.#board.zoomBy(ZOOM_STEP),
      zoomOut: () => this.#board.zoomBy(1 / ZOOM_STEP),
      zoomFit: () => this.#board.resetZoom(),
    };
    const ui = buildPlayer(root, lang, {
      actions,
      seek: (index) => this.go(index, { animate: false }),
      speed: (speed) => this.setSpeed(speed),
      goTo: (step) => this.#goToTyped(step),
      language: onLanguage,
    });
    this.#ui = ui;
    ui.speedSelect.value = String(this.#speed);
    this.#board = new Board(
      ui,
      lang,
      (cell) => this.#events.emit('pick', cell),
      async (index) => (await this.#source?.notes?.(index).catch(() => null)) ?? null,
    );
    root.addEventListener('keydown', (e) => {
      const action = keyAction(e);
      if (!action) return;
      e.preventDefault();
      actions[action]();
    });
    this.#markerBar = watchWidth(ui.markerBar, (width) => this.#renderMarkers(width));
    this.#label();
    this.#updateControls();
  }

  /** The player's own words in its language: names of the controls, the empty board. */
  #label() {
    labelPlayer(this.#ui, this.#lang);
    if (!this.#current) this.#board.canvas.setAttribute('aria-label', t('player.boardEmpty', {}, this.#lang));
  }

  /** The player's language. */
  get language() {
    return this.#lang;
  }

  /**
   * Speaks `lang`: the controls are named again, and the step on screen is fetched again from
   * the source (which speaks `lang` by now), its markers read again.
   * @param {Lang} lang
   */
  async setLanguage(lang) {
    this.#lang = lang;
    this.#board.lang = lang;
    this.#label();
    this.#updateControls();
    this.#markers = this.#source?.markers ?? [];
    this.#renderMarkers();
    this.#cache.clear();
    if (!this.#source || !this.#current) return;
    const index = this.#index;
    const step = await this.#fetchShown(index);
    if (!step) return;
    this.#showStep(step);
    this.#board.repaint();
    this.#board.refreshTip();
    this.#events.emit('step', { index, step });
  }

  /**
   * Subscribes to the player's events; returns the function that unsubscribes.
   * @template {keyof PlayerEvents} K
   * @param {K} type
   * @param {(detail: PlayerEvents[K]) => void} listener
   */
  on(type, listener) {
    return this.#events.on(type, listener);
  }

  /** The step on screen, from 0 (the counter shows it from 1). */
  get index() {
    return this.#index;
  }

  /** The number of steps of the source shown (0 for none). */
  get stepCount() {
    return this.#stepCount;
  }

  get playing() {
    return this.#playing;
  }

  /** Whether clicks, taps and Enter on the board's cells are picks (making a move). */
  get picking() {
    return this.#board.picking;
  }

  set picking(on) {
    this.#board.picking = on;
  }

  /**
   * Marks the cells of a move being picked; null clears them (repainted only when they change).
   * @param {import('./player-board.js').Highlights | null} highlights
   */
  highlight(highlights) {
    const same = JSON.stringify(highlights) === JSON.stringify(this.#board.highlights);
    this.#board.highlights = highlights;
    if (!same) this.#board.repaint();
  }

  /** The step on screen with its scene, or null. */
  get current() {
    return this.#current;
  }

  /** The playing speed, one of SPEEDS; setting anything else sets 1× (see setSpeed). */
  get speed() {
    return this.#speed;
  }

  set speed(value) {
    this.setSpeed(value);
  }

  /**
   * Sets the speed and the Speed menu. Only the numbers in SPEEDS are valid: anything else sets
   * 1× and returns false (so the caller can say so).
   * @param {number} value
   */
  setSpeed(value) {
    const valid = SPEEDS.includes(value);
    this.#speed = valid ? value : 1;
    this.#ui.speedSelect.value = String(this.#speed);
    this.#changed();
    return valid;
  }

  #changed() {
    this.#events.emit('change', { playing: this.#playing, speed: this.#speed });
  }

  /**
   * Shows `source` from step `start`.
   * @param {StepSource} source
   */
  async load(source, start = 0) {
    this.#unwatch?.();
    this.#source = source;
    this.#unwatch = source.on?.('stepready', (index) => this.#refresh(index)) ?? null;
    this.#cache.clear();
    this.#current = null;
    this.#board.reset();
    this.#board.setSource(source);
    this.#retimed(source);
    await this.go(start, { animate: false });
  }

  /**
   * The source's timeline changed from step `firstStep` on (a move played, the main line again):
   * the steps before it are the same and stay cached; `view` (step `firstStep`) is shown.
   * @param {Branch} branch
   */
  async branched({ firstStep, view }) {
    if (!this.#source) return;
    for (const index of [...this.#cache.keys()]) if (index >= firstStep) this.#cache.delete(index);
    this.#cache.set(view.index, view);
    this.#retimed(this.#source);
    await this.go(view.index, { animate: false });
  }

  /**
   * Shows a timeline of `stepCount` steps with these markers and variation (the source's, read
   * again; an empty one on clear): playing stops, and what was drawn over the last one goes.
   * @param {Pick<StepSource, 'stepCount' | 'markers' | 'variation'>} timeline
   */
  #retimed({ stepCount, markers = [], variation = null }) {
    this.pause();
    this.#generation++;
    this.#stepCount = stepCount;
    this.#ui.slider.max = String(Math.max(0, stepCount - 1));
    this.#markers = markers;
    this.#variation = variation;
    this.#board.overlay = null;
    this.#board.highlights = null;
    this.#renderMarkers();
    this.#ui.gotoInput.value = '';
    this.#gotoInvalid = false;
  }

  /** Puts the slider's marks for the bar's width. */
  #renderMarkers(width = this.#markerBar.width()) {
    const marks = { markers: this.#allMarkers(), stepCount: this.#stepCount, variation: this.#variation };
    renderMarkers(this.#ui.markerBar, width, marks, this.#lang);
  }

  /** The source's markers and the overlay's. */
  #allMarkers() {
    const overlay = this.#board.overlay;
    return overlay ? [...this.#markers, ...overlay.markers] : this.#markers;
  }

  /**
   * Draws `overlay` over every step (its markers on the slider beside the source's); null: none.
   * A load drops it: its steps are those of the timeline it was made for.
   * @param {import('../lib/types.js').Overlay | null} overlay
   */
  setOverlay(overlay) {
    this.#board.overlay = overlay;
    this.#renderMarkers();
    this.#updateControls();
    this.#board.repaint();
  }

  /** Stops and lets go of everything outside the player (its element left the page). */
  dispose() {
    this.pause();
    this.#generation++;
    this.#unwatch?.();
    this.#source = null;
    this.#cache.clear();
    clearTimeout(this.#announceTimer);
    this.#markerBar.disconnect();
    this.#board.dispose();
  }

  /** Clears the board (no session). */
  clear() {
    this.#retimed({ stepCount: 0 });
    this.#unwatch?.();
    this.#unwatch = null;
    this.#source = null;
    this.#board.setSource(null);
    this.#current = null;
    this.#cache.clear();
    const ui = this.#ui;
    ui.title.textContent = '';
    ui.title.title = ui.caption.title = '';
    delete ui.root.dataset.shown;
    showEvents(ui.stepEvents, []);
    ui.caption.textContent = '';
    this.#board.reset();
    clearTimeout(this.#announceTimer);
    this.#pendingAnnouncement = null;
    this.#board.canvas.setAttribute('aria-label', t('player.boardEmpty', {}, this.#lang));
    this.#board.repaint();
    this.#updateControls();
  }

  /**
   * Step `index` of the source, from the cache when it is there.
   * @param {number} index
   * @returns {Promise<StepView>}
   */
  async #fetchStep(index) {
    const cached = this.#cache.get(index);
    if (cached) return cached;
    if (!this.#source) throw new Error('no session');
    const step = await this.#source.view(index);
    const oldest = this.#cache.keys().next().value;
    if (this.#cache.size >= CACHE_SIZE && oldest !== undefined) this.#cache.delete(oldest);
    this.#cache.set(index, step);
    return step;
  }

  /**
   * The step asked for last (`#index`), from one request at a time: while one is on its way, a
   * later `go` only moves the index, and the answer is followed by a request for the latest.
   * Dragging the slider so never queues requests behind the one it needs.
   * @returns {Promise<StepView>}
   */
  #fetchLatest() {
    const generation = this.#generation;
    if (this.#fetching?.generation === generation) return this.#fetching.step;
    const latest = async () => {
      for (;;) {
        const index = this.#index;
        const step = await this.#fetchStep(index);
        if (index === this.#index || generation !== this.#generation) return step;
      }
    };
    const fetching = { generation, step: latest() };
    this.#fetching = fetching;
    const done = () => {
      if (this.#fetching === fetching) this.#fetching = null;
    };
    fetching.step.then(done, done);
    return fetching.step;
  }

  /**
   * Step `index` fetched again for the step on screen, or null when that failed or the screen moved
   * on meanwhile (another step, another timeline).
   * @param {number} index
   */
  async #fetchShown(index) {
    const generation = this.#generation;
    try {
      const step = await this.#fetchStep(index);
      return generation === this.#generation && index === this.#index ? step : null;
    } catch {
      return null;
    }
  }

  /**
   * Step `index`, shown before its analysis was complete, is complete now: show its text again.
   * @param {number} index
   */
  async #refresh(index) {
    this.#cache.delete(index);
    if (index !== this.#index || !this.#current) return;
    const step = await this.#fetchShown(index);
    if (!step || !this.#current) return;
    // The board is the same: only its texts are shown again (a running tween goes on).
    this.#showStep(step);
    this.#events.emit('step', { index, step });
  }

  /**
   * Moves to step `index` (clamped); adjacent steps animate unless reduced motion is asked for.
   * @param {number} index
   */
  async go(index, { animate = true } = {}) {
    if (!this.#stepCount) return;
    const to = Math.max(0, Math.min(this.#stepCount - 1, index));
    const generation = this.#generation;
    const from = this.#current;
    const adjacent = Math.abs(to - this.#index) === 1;
    const tween = animate && adjacent && from && !reducedMotion.matches;
    this.#index = to;
    this.#updateControls();
    // The step's texts are asked for first, then (without a tween) the board is painted, while
    // those texts are on their way: a seek waits for the slower of two answers, not for one
    // after the other. In this order the worker's canvas sends its frame (rasterising what was
    // drawn, up to 3 ms on a 50 × 50 board) after both answers, not between them.
    const fetching = this.#fetchLatest();
    if (!tween) this.#board.seek(to);
    let step;
    try {
      step = await fetching;
    } catch {
      return; // a cancelled or replaced session
    }
    if (generation !== this.#generation || to !== this.#index) return;
    this.#showStep(step);
    // The step whose title and events are on screen (counted from 1); the counter moves first.
    this.#ui.root.dataset.shown = String(to + 1);
    if (tween && from) await this.#board.tween(from.index, BASE_TWEEN_MS / Math.sqrt(this.#speed));
    if (this.#current === step) this.#board.refreshTip();
    this.#events.emit('step', { index: to, step });
    if (this.#playing && to + 1 < this.#stepCount) this.#fetchStep(to + 1).catch(() => {});
  }

  /**
   * `step` is the step on screen (step `index`): its title, caption and events are shown, the
   * board named and given it (the caller paints it, at once or tweened), the step announced.
   * @param {StepView} step
   */
  #showStep(step) {
    this.#current = step;
    this.#board.show(step, this.#index);
    const ui = this.#ui;
    const { rows, cols } = boardSize(step.board);
    ui.title.textContent = step.title;
    ui.caption.textContent = step.caption ?? '';
    ui.title.title = step.title; // where they keep to one line (an embed, the element), a tip
    ui.caption.title = step.caption ?? '';
    showEvents(ui.stepEvents, step.events);
    const lang = this.#lang;
    const size = t(
      'player.size',
      { rows: t('player.rows', { count: rows }, lang), columns: t('player.columns', { count: cols }, lang) },
      lang,
    );
    this.#board.canvas.setAttribute(
      'aria-label',
      t('player.board', { step: this.#index + 1, count: this.#stepCount, size, pieces: step.pieces }, lang),
    );
    this.#announce([step.title, ...step.events.slice(0, 6)].join(t('player.sentences', {}, lang)));
  }

  /**
   * Puts `text` in the step live region: at most once per ANNOUNCE_GAP_MS (the latest text wins),
   * and not at all while playing faster than 1× (the step on screen when it stops is announced).
   * @param {string} text
   */
  #announce(text) {
    this.#pendingAnnouncement = text;
    this.#flushAnnouncement();
  }

  #flushAnnouncement() {
    clearTimeout(this.#announceTimer);
    if (this.#pendingAnnouncement === null || (this.#playing && this.#speed > 1)) return;
    const wait = this.#lastAnnounced + ANNOUNCE_GAP_MS - performance.now();
    if (wait > 0) {
      this.#announceTimer = setTimeout(() => this.#flushAnnouncement(), wait);
      return;
    }
    this.#ui.live.textContent = this.#pendingAnnouncement;
    this.#pendingAnnouncement = null;
    this.#lastAnnounced = performance.now();
  }

  #updateControls() {
    const markers = this.#allMarkers();
    const index = this.#index;
    const state = {
      index,
      stepCount: this.#stepCount,
      playing: this.#playing,
      gotoInvalid: this.#gotoInvalid,
      earlier: markerStep(markers, index, -1) >= 0,
      later: markerStep(markers, index, 1) >= 0,
    };
    showControls(this.#ui, state, this.#lang);
  }

  /** @param {1 | -1} direction */
  #goToMarker(direction) {
    const step = markerStep(this.#allMarkers(), this.#index, direction);
    if (step >= 0) this.go(step);
  }

  /**
   * Goes to step `step` typed in the "go to step" box (counted from 1; 0 when no number was
   * typed); a number that is no step leaves the step as it is and says which ones are.
   * @param {number} step
   */
  #goToTyped(step) {
    this.#gotoInvalid = step < 1 || step > this.#stepCount;
    this.#updateControls();
    if (!this.#gotoInvalid) this.go(step - 1);
  }

  toggle() {
    if (this.#playing) this.pause();
    else this.play();
  }

  /** Plays to the last step (from the first when on the last); resolves when it stops. */
  async play() {
    if (this.#playing || this.#stepCount < 2) return;
    if (this.#index >= this.#stepCount - 1) await this.go(0, { animate: false });
    this.#playing = true;
    this.#updateControls();
    this.#changed();
    const generation = this.#generation;
    while (this.#playing && generation === this.#generation && this.#index < this.#stepCount - 1) {
      // speed is always one of SPEEDS: every step is shown, 16× at most.
      await new Promise((r) => setTimeout(r, BASE_PAUSE_MS / this.#speed));
      if (!this.#playing || generation !== this.#generation) break;
      await this.go(this.#index + 1);
    }
    if (generation === this.#generation) this.pause();
  }

  pause() {
    if (!this.#playing) return;
    this.#playing = false;
    this.#updateControls();
    this.#flushAnnouncement();
    this.#changed();
  }

  /**
   * The current step's figure as a PNG blob (null before any step, or from a source that paints
   * no figures): the board on the theme's panel colour at the device pixel ratio, the step's title
   * and caption under it as `text` says (the step's own by default), painted by the module.
   * @param {import('../lib/types.js').FigureText} [text]
   * @returns {Promise<Blob | null>}
   */
  async snapshot(text = {}) {
    if (!this.#current || !this.#source?.figure) return null;
    return pngOf(await this.#source.figure(this.#index, text, prefersDark(this.#ui.root), window.devicePixelRatio || 1));
  }

  /**
   * The board as a live video stream of `fps` frames a second (for recording).
   * @param {number} fps
   */
  captureStream(fps) {
    return this.#board.canvas.captureStream(fps);
  }
}
