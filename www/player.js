// The step player: a canvas board with first/previous/play/next/last, a step slider with markers
// and buttons to the marker before and after, a "go to step" box, speed, focus-scoped keys, cell
// details (mouse hover, a keyboard cell cursor on the focused board, tap on touch screens) in a tip
// beside the cell, the step's title and events, and live regions.
// Game-agnostic: it asks its source for steps and paints their scenes with the game's palette.
//
// The API (app.js, widget.js, export.js and the standalone page use only this; the rest is private):
//   new Player(root, { lang, onLanguage })  builds the player in `root`, an empty element, in
//                                language `lang` (default: the page's); with `onLanguage` it has a
//                                Language menu that calls onLanguage(lang)
//   setLanguage(lang)            relabels the player and shows the step on screen again in `lang`
//                                (the source's texts are asked for again: its `markers` are read
//                                again, the caller has made the source speak `lang` first)
//   load(source, palette, start) shows a StepSource (types.js) from step `start`: the source's
//                                `step(i)` resolves to a step, and its optional `on('stepready')`
//                                tells of a step shown before its analysis was complete
//   clear()                      shows no session
//   go(index, { animate })       moves to step `index` (0-based, clamped); resolves once it is shown
//   play(), pause(), toggle()    plays to the last step (from the first when on the last), pauses
//   setSpeed(speed) → boolean    one of SPEEDS; anything else sets 1× and returns false
//   snapshot(scene?) → Promise<Blob?>  the step on screen as a PNG figure (board, title and
//                                caption), or `scene`, another figure of it (an export's)
//   captureStream(fps)           a MediaStream of the board (for recording video)
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
import { Emitter } from './events.js';
import { direction, language, languagePicker, list, t } from './i18n.js';
import { figureCanvas, fitScene, paint, prefersDark } from './painter.js';

/** @import { Lang } from './i18n.js' */

/** @import { Palette, Frame, Marker, Scene, ShownStep, StepSource } from './types.js' */
/** @typedef {{ row: number, col: number }} Cell */
/** @typedef {{ step: { index: number, step: ShownStep }, change: { playing: boolean, speed: number }, pick: Cell }} PlayerEvents */

/** The speeds the player offers (and the only ones `setSpeed` accepts). */
export const SPEEDS = Object.freeze([0.25, 0.5, 1, 2, 4, 8, 16]);
const BASE_TWEEN_MS = 220;
const BASE_PAUSE_MS = 650;
const CACHE_SIZE = 96;
const ANNOUNCE_GAP_MS = 2000; // the step live region speaks at most this often
const MARKER_PX = 4; // at most one slider marker per this many pixels
const TIP_GAP = 6; // CSS pixels between the cell tip and the cells it leaves free
/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

// Button icons as SVG paths (24×24), so they never depend on the fonts installed. Each has its
// own shape: a step is a triangle against a bar (|◀ ▶|), the ends two triangles against a bar
// (|◀◀ ▶▶|), Play a larger triangle alone (⏸ while playing), the markers a flag with a triangle.
const ICONS = {
  first: 'M3 5h2v14H3zM12 5v14L5 12zM20 5v14l-7-7z',
  previous: 'M5 5h2v14H5zM19 5v14L8 12z',
  play: 'M7 4v16l13-8z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  next: 'M5 5v14l11-7zM17 5h2v14h-2z',
  last: 'M4 5v14l7-7zM11 5v14l7-7zM19 5h2v14h-2z',
  earlierMarker: 'M10 7v10l-7-5zM12 3h2v18h-2zM14 3h7l-2.5 4 2.5 4h-7z',
  laterMarker: 'M3 3h2v18H3zM5 3h7L9.5 7 12 11H5zM14 7v10l7-5z',
};

/** @param {keyof typeof ICONS} name */
function icon(name) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('icon');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string>} attrs
 * @param {string} text
 * @returns {HTMLElementTagNameMap[K]}
 */
function el(tag, attrs = {}, text = '') {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text) node.textContent = text;
  return node;
}

/**
 * "3 Red, 1 Blue (1 inactive)": the tokens of a frame counted by their palette names.
 * @param {Frame} frame
 * @param {Palette} palette
 * @param {Lang} lang
 */
function pieceSummary(frame, palette, lang) {
  /** @type {Map<string, { all: number, faded: number }>} */
  const counts = new Map();
  for (const token of frame.tokens) {
    const name = palette.tokens[token.kind]?.name || t('player.piece', {}, lang);
    const count = counts.get(name) || { all: 0, faded: 0 };
    count.all++;
    if (token.faded) count.faded++;
    counts.set(name, count);
  }
  if (!counts.size) return t('player.noPieces', {}, lang);
  return list(
    [...counts].map(([name, { all, faded }]) =>
      faded ? t('player.piecesFaded', { count: all, name, faded }, lang) : t('player.pieces', { count: all, name }, lang),
    ),
    lang,
  );
}

let playerCount = 0; // for ids unique on the page

export class Player {
  /** @type {StepSource | null} */
  #source = null;
  /** @type {(() => void) | null} unsubscribes from the source's 'stepready' */
  #unwatch = null;
  /** @type {Emitter<PlayerEvents>} */
  #events = new Emitter();
  /** @type {Palette} */
  #palette = { cells: [], tokens: [], marks: [] };
  #stepCount = 0;
  #index = 0;
  /** @type {ShownStep | null} */
  #current = null;
  /** @type {Map<number, ShownStep>} */
  #cache = new Map();
  #playing = false;
  #speed = 1;
  /** @type {Marker[]} the source's */
  #markers = [];
  /** @type {import('./types.js').Overlay | null} */
  #overlay = null;
  #markerWidth = -1;
  /** @type {Cell | null} the keyboard/touch cell cursor, shown with the cell tip */
  #cursor = null;
  #picking = false;
  /** @type {import('./painter.js').Highlights | null} */
  #highlights = null;
  /** @type {import('./types.js').VariationInfo | null} */
  #variation = null;
  /** @type {string | null} */
  #pendingAnnouncement = null;
  #lastAnnounced = -Infinity;
  #announceTimer = 0;
  #generation = 0; // bumps on load, so answers for an old session are ignored
  #gotoInvalid = false; // whether the "go to step" box holds a number that is no step
  /** @type {Lang} */
  #lang;
  // The elements, made by #build.
  #root;
  #canvas;
  #tip;
  #caption;
  #buttons;
  #slider;
  #markerBar;
  #counter;
  #speedSelect;
  #title;
  #stepEvents;
  #live;
  #cellLive;
  #gotoInput;
  #gotoLabel;
  #gotoMessage;
  /** @type {HTMLLabelElement} */
  #speedLabel;
  /** @type {HTMLSelectElement | null} */
  #languageSelect = null;
  /** @type {HTMLLabelElement | null} */
  #languageLabel = null;

  /**
   * @param {HTMLElement} root an empty element
   * @param {{ lang?: Lang, onLanguage?: (lang: Lang) => void }} options
   */
  constructor(root, { lang = language(), onLanguage } = {}) {
    this.#lang = lang;
    root.classList.add('player');
    root.tabIndex = 0;
    root.setAttribute('role', 'group');
    this.#root = root;
    // The board, the step controls and the counter read left to right in every language.
    const stage = el('div', { class: 'stage', dir: 'ltr' });
    // Focusable: on the focused board the arrow keys move a cell cursor that shows cell details.
    this.#canvas = el('canvas', { role: 'img', tabindex: '0' });
    this.#tip = el('div', { class: 'hover-tip', hidden: '', dir: 'auto' });
    stage.append(this.#canvas, this.#tip);
    this.#caption = el('div', { class: 'caption' });
    // The board's name says where and what (step, size, pieces); its description is the step's
    // title and caption, read from the elements that show them.
    const id = `boardlab-player-${++playerCount}`;
    this.#caption.id = `${id}-caption`;

    const controls = el('div', { class: 'controls', dir: 'ltr' });
    /**
     * @param {keyof typeof ICONS} iconName
     * @param {() => void} action
     */
    const button = (iconName, action) => {
      const b = el('button', { type: 'button' });
      b.append(icon(iconName));
      b.addEventListener('click', action);
      return b;
    };
    this.#buttons = {
      first: button('first', () => this.go(0)),
      previous: button('previous', () => this.go(this.#index - 1)),
      play: button('play', () => this.toggle()),
      next: button('next', () => this.go(this.#index + 1)),
      last: button('last', () => this.go(this.#stepCount - 1)),
      earlierMarker: button('earlierMarker', () => this.#goToMarker(-1)),
      laterMarker: button('laterMarker', () => this.#goToMarker(1)),
    };
    this.#buttons.earlierMarker.setAttribute('aria-keyshortcuts', 'PageUp');
    this.#buttons.laterMarker.setAttribute('aria-keyshortcuts', 'PageDown');
    const sliderBox = el('div', { class: 'slider-box' });
    this.#slider = el('input', { type: 'range', min: '0', max: '0', value: '0' });
    this.#slider.addEventListener('input', () => this.go(Number(this.#slider.value), { animate: false }));
    this.#markerBar = el('div', { class: 'marker-bar', 'aria-hidden': 'true' });
    sliderBox.append(this.#slider, this.#markerBar);
    this.#counter = el('span', { class: 'counter' }, '0 / 0');
    this.#speedLabel = el('label', { class: 'speed' });
    this.#speedSelect = el('select');
    for (const s of SPEEDS) this.#speedSelect.append(el('option', { value: String(s) }, `${s}×`));
    this.#speedSelect.value = String(this.#speed);
    this.#speedSelect.addEventListener('change', () => this.setSpeed(Number(this.#speedSelect.value)));
    // Go to step: a number typed and Enter; anything that is no step number gets a message.
    this.#gotoInput = el('input', { type: 'text', inputmode: 'numeric', enterkeyhint: 'go', autocomplete: 'off', dir: 'ltr' });
    this.#gotoInput.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      this.#goToTyped();
    });
    this.#gotoLabel = el('label', { class: 'goto' });
    this.#gotoMessage = el('span', { class: 'goto-message', id: `${id}-goto-message`, role: 'status', dir: 'auto' });
    this.#gotoInput.setAttribute('aria-describedby', this.#gotoMessage.id);
    const { first, previous, play, next, last, earlierMarker, laterMarker } = this.#buttons;
    // The slider between the buttons to the marker before and after: one group, never split.
    const seek = el('div', { class: 'seek' });
    seek.append(earlierMarker, sliderBox, laterMarker);
    controls.append(first, previous, play, next, last, seek, this.#counter, this.#gotoLabel, this.#speedLabel);
    if (onLanguage) {
      const picker = languagePicker(lang);
      picker.addEventListener('change', () => onLanguage(/** @type {Lang} */ (picker.value)));
      this.#languageSelect = picker;
      this.#languageLabel = el('label', { class: 'language' });
      controls.append(this.#languageLabel);
    }
    controls.append(this.#gotoMessage); // on a line of its own

    this.#title = el('h3', { class: 'step-title', id: `${id}-title` });
    this.#canvas.setAttribute('aria-describedby', `${this.#title.id} ${this.#caption.id}`);
    this.#stepEvents = el('ol', { class: 'events' });
    // Steps are announced here (throttled); cell details asked for by key or tap in cellLive.
    this.#live = el('div', { class: 'visually-hidden step-live', 'aria-live': 'polite' });
    this.#cellLive = el('div', { class: 'visually-hidden cell-live', 'aria-live': 'polite' });
    root.append(stage, this.#caption, controls, this.#title, this.#stepEvents, this.#live, this.#cellLive);
    this.#label();
    this.#listen(stage);
    this.#updateControls();
  }

  /** The player's own words in its language: names of the controls, the empty board. */
  #label() {
    const lang = this.#lang;
    const root = this.#root;
    root.lang = lang;
    root.dir = direction(lang);
    root.setAttribute('aria-label', t('player.label', {}, lang));
    /** @type {[HTMLButtonElement, string][]} */
    const names = [
      [this.#buttons.first, 'player.first'],
      [this.#buttons.previous, 'player.previous'],
      [this.#buttons.next, 'player.next'],
      [this.#buttons.last, 'player.last'],
      [this.#buttons.earlierMarker, 'player.earlierMarker'],
      [this.#buttons.laterMarker, 'player.laterMarker'],
    ];
    for (const [button, key] of names) {
      button.setAttribute('aria-label', t(key, {}, lang));
      button.title = t(key, {}, lang);
    }
    this.#slider.setAttribute('aria-label', t('player.step', {}, lang));
    this.#speedLabel.replaceChildren(`${t('player.speed', {}, lang)} `, this.#speedSelect);
    this.#gotoLabel.replaceChildren(`${t('player.goto', {}, lang)} `, this.#gotoInput);
    this.#speedSelect.setAttribute('aria-label', t('player.speed', {}, lang));
    if (this.#languageLabel && this.#languageSelect) {
      this.#languageLabel.replaceChildren(`${t('language', {}, lang)} `, this.#languageSelect);
      this.#languageSelect.setAttribute('aria-label', t('language', {}, lang));
      this.#languageSelect.value = lang;
    }
    this.#stepEvents.setAttribute('aria-label', t('player.events', {}, lang));
    if (!this.#current) this.#canvas.setAttribute('aria-label', t('player.boardEmpty', {}, lang));
  }

  /** The player's language. */
  get language() {
    return this.#lang;
  }

  /**
   * Speaks `lang`: the controls are named again, and the step on screen is fetched again from
   * the source (which speaks `lang` by now), its markers read again; `palette` is the game's in
   * `lang` (its names describe cells).
   * @param {Lang} lang
   * @param {Palette} palette
   */
  async setLanguage(lang, palette = this.#palette) {
    this.#lang = lang;
    this.#palette = palette;
    this.#label();
    this.#updateControls();
    this.#markers = this.#source?.markers ?? [];
    this.#markerWidth = -1;
    this.#renderMarkers();
    this.#cache.clear();
    if (!this.#source || !this.#current) return;
    const index = this.#index;
    const step = await this.#fetchShown(index);
    if (!step) return;
    this.#current = step;
    this.#showText(step);
    this.#repaint();
    if (this.#cursor && !this.#tip.hidden) this.#showCursorTip(false);
    this.#events.emit('step', { index, step });
  }

  /** @param {HTMLElement} stage */
  #listen(stage) {
    const root = this.#root;
    const canvas = this.#canvas;
    root.addEventListener('keydown', (e) => this.#onKey(e));
    canvas.addEventListener('pointermove', (e) => {
      if (e.pointerType === 'mouse') this.#onHover(e);
    });
    canvas.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse') this.#showCursorTip(false);
    });
    const focused = () => /** @type {Document | ShadowRoot} */ (root.getRootNode()).activeElement;
    // A mouse click keeps the focus on the player (arrows step); Tab reaches the board itself.
    canvas.addEventListener('mousedown', (e) => {
      if (focused() === canvas) return;
      e.preventDefault();
      root.focus({ preventScroll: true });
    });
    // Touch: a tap on a cell shows its details; a touch anywhere else hides them.
    canvas.addEventListener('pointerup', (e) => {
      if (e.pointerType !== 'mouse') this.#onTap(e);
      else if (this.#picking && e.button === 0) {
        const cell = this.#cellAt(e);
        if (cell) this.#events.emit('pick', cell);
      }
    });
    /** @param {PointerEvent} e */
    const touchElsewhere = (e) => {
      // A player taken off the page (an element re-rendered) lets go of the document here.
      if (!root.isConnected) document.removeEventListener('pointerdown', touchElsewhere, true);
      else if (e.pointerType !== 'mouse' && this.#cursor && focused() !== canvas) this.#hideCursor();
    };
    document.addEventListener('pointerdown', touchElsewhere, true);
    canvas.addEventListener('focus', () => {
      if (!this.#current) return;
      this.#cursor = this.#clampCell(this.#cursor || { row: 0, col: 0 });
      this.#repaint();
      this.#showCursorTip(false); // the board's label is read on focus; arrows read cells
    });
    canvas.addEventListener('blur', () => this.#hideCursor());
    const resized = new ResizeObserver(() => {
      this.#repaint();
      this.#renderMarkers();
    });
    resized.observe(stage);
    resized.observe(this.#markerBar);
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => this.#repaint());
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
    return this.#picking;
  }

  set picking(on) {
    this.#picking = on;
    this.#canvas.classList.toggle('picking', on);
  }

  /**
   * Marks the cells of a move being picked; null clears them.
   * @param {import('./painter.js').Highlights | null} highlights
   */
  highlight(highlights) {
    this.#highlights = highlights;
    this.#repaint();
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
    this.#speedSelect.value = String(this.#speed);
    this.#changed();
    return valid;
  }

  #changed() {
    this.#events.emit('change', { playing: this.#playing, speed: this.#speed });
  }

  /**
   * Shows `source` drawn with `palette`, at step `start`.
   * @param {StepSource} source
   * @param {Palette} palette
   */
  async load(source, palette, start = 0) {
    const { stepCount, markers = [], variation = null } = source;
    this.pause();
    this.#generation++;
    this.#unwatch?.();
    this.#source = source;
    this.#unwatch = source.on?.('stepready', (index) => this.#refresh(index)) ?? null;
    this.#cache.clear();
    this.#palette = palette;
    this.#stepCount = stepCount;
    this.#current = null;
    this.#cursor = null;
    this.#tip.hidden = true;
    this.#slider.max = String(Math.max(0, stepCount - 1));
    this.#markers = markers;
    this.#overlay = null;
    this.#variation = variation;
    this.#highlights = null;
    this.#markerWidth = -1;
    this.#renderMarkers();
    this.#gotoInput.value = '';
    this.#gotoInvalid = false;
    await this.go(start, { animate: false });
  }

  /**
   * The slider's markers, at most one per MARKER_PX pixels: markers falling in the same pixel
   * bucket become one, whose title counts them and names the first few.
   */
  #renderMarkers() {
    const width = this.#markerBar.clientWidth;
    if (width === this.#markerWidth) return;
    this.#markerWidth = width;
    this.#markerBar.replaceChildren();
    const last = Math.max(1, this.#stepCount - 1);
    if (this.#variation && width > 0) {
      const band = el('span', { class: 'variation-band', title: t('player.yourMoves', {}, this.#lang) });
      // From half a step before the variation's first step, so a one-step variation shows too.
      band.style.left = `${Math.min(100, ((this.#variation.base + 0.5) / last) * 100)}%`;
      band.style.right = '0';
      this.#markerBar.append(band);
    }
    const markers = this.#allMarkers();
    if (!markers.length || width <= 0) return;
    const columns = Math.max(1, Math.floor(width / MARKER_PX));
    // The source's markers and the overlay's checkpoints are bucketed apart (a checkpoint's
    // colour says whether it agrees; a bucket of them differs when one does).
    /** @type {Map<string, { column: number, group: Marker[] }>} */
    const buckets = new Map();
    for (const marker of markers) {
      const column = Math.min(columns - 1, Math.max(0, Math.floor((marker.step / last) * columns)));
      const key = `${marker.state ? 'checkpoint' : 'marker'}${column}`;
      const bucket = buckets.get(key);
      if (bucket) bucket.group.push(marker);
      else buckets.set(key, { column, group: [marker] });
    }
    for (const { column, group } of buckets.values()) {
      const lang = this.#lang;
      const names = group.slice(0, 3).map((m) => t('player.marker', { label: m.label, step: m.step + 1 }, lang));
      const title =
        group.length === 1
          ? names[0]
          : t('player.markers', { count: group.length, names: list(group.length > 3 ? [...names, '…'] : names, lang) }, lang);
      const tick = el('span', { class: group.length > 1 ? 'marker group' : 'marker', title });
      if (group[0].state) {
        tick.classList.add('checkpoint');
        tick.dataset.state = group.some((m) => m.state === 'differ') ? 'differ' : 'agree';
      }
      const at = group.length === 1 ? group[0].step / last : (column + 0.5) / columns;
      tick.style.left = `${(this.#stepCount > 1 ? at : 0) * 100}%`;
      this.#markerBar.append(tick);
    }
  }

  /** The source's markers and the overlay's. */
  #allMarkers() {
    return this.#overlay ? [...this.#markers, ...this.#overlay.markers] : this.#markers;
  }

  /**
   * Draws `overlay` over every step (its markers on the slider beside the source's); null: none.
   * A load drops it: its steps are those of the timeline it was made for.
   * @param {import('./types.js').Overlay | null} overlay
   */
  setOverlay(overlay) {
    this.#overlay = overlay;
    this.#markerWidth = -1;
    this.#renderMarkers();
    this.#updateControls();
    this.#repaint();
  }

  /**
   * The overlay's painter for the step on screen, for `paint`; null without an overlay.
   * @param {import('./types.js').Scene} scene
   */
  #overlayFor(scene) {
    const overlay = this.#overlay;
    const index = this.#index;
    return (
      overlay && ((/** @type {CanvasRenderingContext2D} */ ctx, /** @type {number} */ scale) => overlay.draw(ctx, scene, index, scale))
    );
  }

  /** Clears the board (no session). */
  clear() {
    this.pause();
    this.#generation++;
    this.#unwatch?.();
    this.#unwatch = null;
    this.#stepCount = 0;
    this.#source = null;
    this.#current = null;
    this.#cache.clear();
    this.#title.textContent = '';
    delete this.#root.dataset.shown;
    this.#stepEvents.replaceChildren();
    this.#caption.textContent = '';
    this.#markers = [];
    this.#overlay = null;
    this.#variation = null;
    this.#highlights = null;
    this.#markerWidth = -1;
    this.#markerBar.replaceChildren();
    this.#gotoInput.value = '';
    this.#gotoInvalid = false;
    this.#slider.max = '0';
    this.#hideCursor();
    clearTimeout(this.#announceTimer);
    this.#pendingAnnouncement = null;
    this.#canvas.setAttribute('aria-label', t('player.boardEmpty', {}, this.#lang));
    this.#repaint();
    this.#updateControls();
  }

  /**
   * Step `index` of the source, from the cache when it is there.
   * @param {number} index
   * @returns {Promise<ShownStep>}
   */
  async #fetchStep(index) {
    const cached = this.#cache.get(index);
    if (cached) return cached;
    if (!this.#source) throw new Error('no session');
    const step = await this.#source.step(index);
    const oldest = this.#cache.keys().next().value;
    if (this.#cache.size >= CACHE_SIZE && oldest !== undefined) this.#cache.delete(oldest);
    this.#cache.set(index, step);
    return step;
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
    // The board is the same: keeping the shown frame lets a running tween finish.
    this.#current = { ...step, frame: this.#current.frame, scene: this.#current.scene };
    this.#showText(this.#current);
    this.#events.emit('step', { index, step: this.#current });
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
    this.#index = to;
    this.#updateControls();
    let step;
    try {
      step = await this.#fetchStep(to);
    } catch {
      return; // a cancelled or replaced session
    }
    if (generation !== this.#generation || to !== this.#index) return;
    this.#current = step;
    if (this.#cursor) this.#cursor = this.#clampCell(this.#cursor);
    this.#showText(step);
    // The step whose title and events are on screen (counted from 1); the counter moves first.
    this.#root.dataset.shown = String(to + 1);
    if (animate && adjacent && from && !reducedMotion.matches) await this.#tween(from.scene, step.scene);
    else this.#repaint();
    if (this.#cursor && !this.#tip.hidden && this.#current === step) this.#showCursorTip(false);
    this.#events.emit('step', { index: to, step });
    if (this.#playing && to + 1 < this.#stepCount) this.#fetchStep(to + 1).catch(() => {});
  }

  /**
   * @param {import('./types.js').Scene} before
   * @param {import('./types.js').Scene} after
   * @returns {Promise<void>}
   */
  #tween(before, after) {
    const duration = BASE_TWEEN_MS / Math.sqrt(this.#speed);
    const generation = this.#generation;
    const started = performance.now();
    return new Promise((resolve) => {
      /** @param {number} now */
      const frame = (now) => {
        const t = Math.min(1, Math.max(0, (now - started) / duration));
        if (generation !== this.#generation || this.#current?.scene !== after) return resolve();
        const overlay = this.#overlayFor(after);
        paint(this.#canvas, after, { previous: before, t, cursor: this.#cursor, highlights: this.#highlights, overlay });
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  #repaint() {
    const scene = this.#current?.scene ?? null;
    const overlay = scene && this.#overlayFor(scene);
    const geo = paint(this.#canvas, scene, { cursor: this.#cursor, highlights: this.#highlights, overlay });
    // Where cell (0, 0) is and how big cells are, in CSS pixels from the canvas's corner: for
    // tests and tools that click cells.
    if (geo)
      this.#canvas.dataset.board = geo
        .at(0, 0)
        .concat(geo.cell)
        .map((v) => v.toFixed(1))
        .join(',');
  }

  /** @param {ShownStep} step */
  #showText(step) {
    const frame = step.frame;
    this.#title.textContent = step.title;
    this.#caption.textContent = frame.caption;
    this.#stepEvents.replaceChildren(...step.events.map((text) => el('li', {}, text)));
    const lang = this.#lang;
    const size = t(
      'player.size',
      { rows: t('player.rows', { count: frame.height }, lang), columns: t('player.columns', { count: frame.width }, lang) },
      lang,
    );
    this.#canvas.setAttribute(
      'aria-label',
      t('player.board', { step: this.#index + 1, count: this.#stepCount, size, pieces: pieceSummary(frame, this.#palette, lang) }, lang),
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
    this.#live.textContent = this.#pendingAnnouncement;
    this.#pendingAnnouncement = null;
    this.#lastAnnounced = performance.now();
  }

  #updateControls() {
    const n = this.#stepCount;
    const buttons = this.#buttons;
    this.#slider.value = String(this.#index);
    const lang = this.#lang;
    this.#slider.setAttribute(
      'aria-valuetext',
      n ? t('player.stepOf', { step: this.#index + 1, count: n }, lang) : t('player.noSteps', {}, lang),
    );
    this.#counter.textContent = n ? `${this.#index + 1} / ${n}` : '0 / 0';
    buttons.first.disabled = buttons.previous.disabled = !n || this.#index === 0;
    buttons.next.disabled = buttons.last.disabled = !n || this.#index >= n - 1;
    buttons.play.disabled = n < 2;
    this.#slider.disabled = n < 2;
    buttons.earlierMarker.disabled = this.#markerStep(-1) < 0;
    buttons.laterMarker.disabled = this.#markerStep(1) < 0;
    this.#gotoInput.disabled = n < 2;
    this.#gotoInput.setAttribute('aria-invalid', String(this.#gotoInvalid));
    this.#gotoMessage.textContent = this.#gotoInvalid ? t('player.gotoInvalid', { count: n }, lang) : '';
    const label = t(this.#playing ? 'player.pause' : 'player.play', {}, lang);
    buttons.play.setAttribute('aria-label', label);
    buttons.play.title = label;
    buttons.play.replaceChildren(icon(this.#playing ? 'pause' : 'play'));
  }

  /**
   * The step of the nearest marker after (`direction` 1) or before (-1) the step on screen; -1
   * for none.
   * @param {1 | -1} direction
   */
  #markerStep(direction) {
    let nearest = -1;
    for (const { step } of this.#allMarkers()) {
      const ahead = (step - this.#index) * direction > 0;
      if (ahead && (nearest < 0 || (step - nearest) * direction < 0)) nearest = step;
    }
    return nearest;
  }

  /** @param {1 | -1} direction */
  #goToMarker(direction) {
    const step = this.#markerStep(direction);
    if (step >= 0) this.go(step);
  }

  /**
   * Goes to the step typed in the "go to step" box (counted from 1; Persian, Arabic and full-width
   * digits too); a number that is no step leaves the step as it is and says which ones are.
   */
  #goToTyped() {
    const typed = this.#gotoInput.value.trim().replace(/[٠-٩۰-۹０-９]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
    const step = /^\d+$/.test(typed) ? Number(typed) : 0;
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

  /** @param {KeyboardEvent} event */
  #onKey(event) {
    const target = /** @type {HTMLElement} */ (event.target);
    const inField = target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA';
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = ARROWS[event.key];
    if (target === this.#canvas && this.#picking && this.#cursor && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      this.#events.emit('pick', this.#cursor);
      return;
    }
    if (target === this.#canvas && (arrow || event.key === 'Escape')) {
      event.preventDefault();
      if (arrow) this.#moveCursor(...arrow);
      else {
        this.#hideCursor();
        this.#root.focus({ preventScroll: true });
      }
      return;
    }
    /** @type {Record<string, () => void>} */
    const actions = {
      ArrowLeft: () => this.go(this.#index - 1),
      ArrowRight: () => this.go(this.#index + 1),
      Home: () => this.go(0),
      End: () => this.go(this.#stepCount - 1),
      PageUp: () => this.#goToMarker(-1),
      PageDown: () => this.#goToMarker(1),
      ' ': () => this.toggle(),
    };
    const action = actions[event.key];
    if (!action || inField) return;
    if (event.key === ' ' && target.tagName === 'BUTTON') return; // the button's own click
    event.preventDefault();
    action();
  }

  /**
   * `cell` moved inside the current board.
   * @param {Cell} cell
   */
  #clampCell(cell) {
    const frame = this.#current?.frame;
    if (!frame) return null;
    return {
      row: Math.max(0, Math.min(frame.height - 1, cell.row)),
      col: Math.max(0, Math.min(frame.width - 1, cell.col)),
    };
  }

  /**
   * @param {number} dRow
   * @param {number} dCol
   */
  #moveCursor(dRow, dCol) {
    if (!this.#current) return;
    const from = this.#cursor || { row: 0, col: 0 };
    this.#cursor = this.#clampCell({ row: from.row + dRow, col: from.col + dCol });
    this.#repaint();
    this.#showCursorTip(true);
  }

  #hideCursor() {
    const had = this.#cursor;
    this.#cursor = null;
    this.#tip.hidden = true;
    if (had) this.#repaint();
  }

  /**
   * The details of cell (row, col) of `frame`: its name, then each token on it. The cell's kind is
   * named where the game has several (skill-chess's floor and obstacles); in a game with one kind
   * of cell (mayan, match3) a cell with no token is called empty.
   * @param {Frame} frame
   * @param {number} row
   * @param {number} col
   */
  #describeCell(frame, row, col) {
    const lang = this.#lang;
    const rowName = frame.rowLabels?.[row] ?? String(row);
    const colName = frame.colLabels?.[col] ?? String(col);
    const cell = t('cell.name', { row: rowName, col: colName }, lang);
    const tokens = [];
    for (const token of frame.tokens) {
      if (Math.round(token.row) !== row || Math.round(token.col) !== col) continue;
      const name = this.#palette.tokens[token.kind]?.name ?? t('player.token', {}, lang);
      const dir = token.dir && t(`player.dir.${token.dir}`, {}, lang);
      // The label once: mayan's block "colour 1" is labelled 1.
      const label = token.label && !name.endsWith(` ${token.label}`) ? token.label : '';
      const parts = [name, label, dir, ...(token.badges || [])];
      if (token.faded) parts.push(t('player.inactive', {}, lang));
      tokens.push(parts.filter(Boolean).join(' '));
    }
    const kinds = this.#palette.cells;
    let kind = '';
    if (kinds.length > 1) kind = kinds[frame.cells[row * frame.width + col]]?.name ?? '';
    else if (!tokens.length) kind = t('player.empty', {}, lang);
    return [kind ? t('player.cellKind', { cell, kind }, lang) : cell, ...tokens];
  }

  /**
   * Shows the tip for the cursor cell; `announce` also reads it out.
   * @param {boolean} announce
   */
  #showCursorTip(announce) {
    if (!this.#cursor || !this.#current) {
      this.#tip.hidden = true;
      return;
    }
    const lines = this.#showTip(this.#cursor);
    if (announce) this.#cellLive.textContent = lines.join('; ');
  }

  /**
   * Shows the details of `cell` of the step on screen in the tip, placed where it covers neither
   * the cell nor its neighbours: under them, else over them, else right or left of them, the
   * first of these that fits in the canvas (under them when none does). Returns the details.
   * @param {Cell} cell
   */
  #showTip({ row, col }) {
    const current = /** @type {ShownStep} */ (this.#current);
    const lines = this.#describeCell(current.frame, row, col);
    const tip = this.#tip;
    tip.textContent = lines.join('\n');
    tip.hidden = false;
    const width = this.#canvas.clientWidth;
    const height = this.#canvas.clientHeight;
    const geo = fitScene(current.scene, width, height);
    const { rows, cols } = current.scene.board;
    const [x, y] = geo.at(row, col);
    // How far the tip keeps from the cell's centre on each side: half the cell, the neighbour on
    // that side when the board has one, and a gap.
    const reach = (/** @type {boolean} */ neighbour) => geo.cell / 2 + (neighbour ? geo.cell : 0) + TIP_GAP;
    const [up, down, back, ahead] = [reach(row > 0), reach(row < rows - 1), reach(col > 0), reach(col < cols - 1)];
    const [w, h] = [tip.offsetWidth, tip.offsetHeight];
    const centredX = Math.max(0, Math.min(x - w / 2, width - w));
    const centredY = Math.max(0, Math.min(y - h / 2, height - h));
    /** @type {[number, number][]} */
    const places = [
      [centredX, y + down],
      [centredX, y - up - h],
      [x + ahead, centredY],
      [x - back - w, centredY],
    ];
    const [left, top] = places.find(([l, t]) => l >= 0 && t >= 0 && l + w <= width && t + h <= height) ?? places[0];
    tip.style.left = `${left}px`;
    tip.style.top = `${top}px`;
    return lines;
  }

  /**
   * The cell under the pointer of `event`; null off the board, undefined with no step on screen.
   * @param {PointerEvent} event
   */
  #cellAt(event) {
    const current = this.#current;
    if (!current) return undefined;
    const rect = this.#canvas.getBoundingClientRect();
    const geo = fitScene(current.scene, rect.width, rect.height);
    return geo.cellAt(event.clientX - rect.left, event.clientY - rect.top);
  }

  /**
   * A tap on a touch screen: details of the tapped cell, or none off the board.
   * @param {PointerEvent} event
   */
  #onTap(event) {
    const cell = this.#cellAt(event);
    if (cell === undefined) return;
    if (!cell) {
      this.#hideCursor();
      return;
    }
    this.#cursor = cell;
    this.#repaint();
    this.#showCursorTip(true);
    if (this.#picking) this.#events.emit('pick', cell);
  }

  /**
   * Describes what is on the hovered cell: its terrain and the tokens standing on it.
   * @param {PointerEvent} event
   */
  #onHover(event) {
    const cell = this.#cellAt(event);
    if (cell) this.#showTip(cell);
    else if (cell === null) this.#showCursorTip(false);
  }

  /**
   * The current step's figure as a PNG blob (null before any step): the board on the theme's
   * panel colour at the device pixel ratio, the step's title and caption under it; or `scene`'s.
   * @param {Scene | undefined} [scene]
   * @returns {Promise<Blob | null>}
   */
  snapshot(scene = this.#current?.scene) {
    if (!scene) return Promise.resolve(null);
    const canvas = figureCanvas(scene, prefersDark(), { scale: window.devicePixelRatio || 1 });
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  }

  /**
   * The board as a live video stream of `fps` frames a second (for recording).
   * @param {number} fps
   */
  captureStream(fps) {
    return this.#canvas.captureStream(fps);
  }
}
