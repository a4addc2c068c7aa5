// The step player: a canvas board with first/previous/play/next/last, a step slider with markers,
// speed, focus-scoped keys, cell details (mouse hover, a keyboard cell cursor on the focused board,
// tap on touch screens), the step's title and events, and live regions.
// Game-agnostic: it asks the engine for steps and paints their frames with the game's palette.
import { paint, fitScene, figureCanvas, prefersDark } from './painter.js';

/** The speeds the player offers (and the only ones `setSpeed` accepts). */
export const SPEEDS = Object.freeze([0.25, 0.5, 1, 2, 4, 8, 16]);
const BASE_TWEEN_MS = 220;
const BASE_PAUSE_MS = 650;
const CACHE_SIZE = 96;
const ANNOUNCE_GAP_MS = 2000; // the step live region speaks at most this often
const MARKER_PX = 4; // at most one slider marker per this many pixels
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

// Button icons as SVG paths (24×24), so they never depend on the fonts installed.
const ICONS = {
  first: 'M6 5h2v14H6zM20 5v14L9 12z',
  previous: 'M18 5v14L7 12z',
  play: 'M7 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  next: 'M6 5v14l11-7z',
  last: 'M16 5h2v14h-2zM4 5v14l11-7z',
};

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

function el(tag, attrs = {}, text = '') {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text) node.textContent = text;
  return node;
}

/** "3 Red, 1 Blue (1 inactive)": the tokens of a frame counted by their palette names. */
function pieceSummary(frame, palette) {
  const counts = new Map();
  for (const token of frame.tokens) {
    const name = palette.tokens[token.kind]?.name || 'piece';
    const count = counts.get(name) || { all: 0, faded: 0 };
    count.all++;
    if (token.faded) count.faded++;
    counts.set(name, count);
  }
  if (!counts.size) return 'no pieces';
  return [...counts]
    .map(([name, { all, faded }]) => `${all} ${name}${faded ? ` (${faded} inactive)` : ''}`)
    .join(', ');
}

let playerCount = 0; // for ids unique on the page

export class Player {
  /** `root` is an empty element; `onStep(index, step)` is told about every step shown. */
  constructor(root, { onStep = () => {} } = {}) {
    this.source = null; // the session: step(i) resolves to a Step
    this.onStep = onStep;
    this.palette = { cells: [], tokens: [], marks: [] };
    this.stepCount = 0;
    this.index = 0;
    this.current = null;
    this.cache = new Map();
    this.playing = false;
    this._speed = 1;
    this.markers = [];
    this.cursor = null; // {row, col}: the keyboard/touch cell cursor, shown with the cell tip
    this.pendingAnnouncement = null;
    this.lastAnnounced = -Infinity;
    this.announceTimer = 0;
    this.generation = 0; // bumps on load, so answers for an old session are ignored
    this.build(root);
  }

  /** The playing speed, one of SPEEDS; anything else is taken as 1 (see setSpeed). */
  get speed() {
    return this._speed;
  }

  set speed(value) {
    this._speed = SPEEDS.includes(value) ? value : 1;
    if (this.speedSelect) this.speedSelect.value = String(this._speed);
  }

  /**
   * Sets the speed and the Speed menu. Only the numbers in SPEEDS are valid: anything else sets
   * 1× and returns false (so the caller can say so).
   */
  setSpeed(value) {
    const valid = SPEEDS.includes(value);
    this.speed = valid ? value : 1;
    this.root.dispatchEvent(new CustomEvent('playerchange'));
    return valid;
  }

  build(root) {
    root.classList.add('player');
    root.tabIndex = 0;
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Step player (←/→ step, Home/End, Space play)');
    this.root = root;
    this.stage = el('div', { class: 'stage' });
    // Focusable: on the focused board the arrow keys move a cell cursor that shows cell details.
    this.canvas = el('canvas', { role: 'img', tabindex: '0', 'aria-label': 'Board (empty)' });
    this.tip = el('div', { class: 'hover-tip', hidden: '' });
    this.stage.append(this.canvas, this.tip);
    this.caption = el('div', { class: 'caption' });
    // The board's name says where and what (step, size, pieces); its description is the step's
    // title and caption, read from the elements that show them.
    const id = `boardlab-player-${++playerCount}`;
    this.caption.id = `${id}-caption`;

    const controls = el('div', { class: 'controls' });
    const button = (name, iconName, action) => {
      const b = el('button', { type: 'button', 'aria-label': name, title: name });
      b.append(icon(iconName));
      b.addEventListener('click', action);
      controls.append(b);
      return b;
    };
    this.buttons = {
      first: button('First', 'first', () => this.go(0)),
      previous: button('Previous', 'previous', () => this.go(this.index - 1)),
      play: button('Play', 'play', () => this.toggle()),
      next: button('Next', 'next', () => this.go(this.index + 1)),
      last: button('Last', 'last', () => this.go(this.stepCount - 1)),
    };
    const sliderBox = el('div', { class: 'slider-box' });
    this.slider = el('input', { type: 'range', min: '0', max: '0', value: '0', 'aria-label': 'Step' });
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value), { animate: false }));
    this.markerBar = el('div', { class: 'marker-bar', 'aria-hidden': 'true' });
    sliderBox.append(this.slider, this.markerBar);
    this.counter = el('span', { class: 'counter' }, '0 / 0');
    const speedLabel = el('label', { class: 'speed' }, 'Speed ');
    this.speedSelect = el('select', { 'aria-label': 'Speed' });
    for (const s of SPEEDS) this.speedSelect.append(el('option', { value: String(s) }, `${s}×`));
    this.speedSelect.value = String(this._speed);
    this.speedSelect.addEventListener('change', () => this.setSpeed(Number(this.speedSelect.value)));
    speedLabel.append(this.speedSelect);
    controls.append(sliderBox, this.counter, speedLabel);

    this.title = el('h3', { class: 'step-title', id: `${id}-title` });
    this.canvas.setAttribute('aria-describedby', `${this.title.id} ${this.caption.id}`);
    this.events = el('ol', { class: 'events', 'aria-label': 'Events of this step' });
    // Steps are announced here (throttled); cell details asked for by key or tap in cellLive.
    this.live = el('div', { class: 'visually-hidden step-live', 'aria-live': 'polite' });
    this.cellLive = el('div', { class: 'visually-hidden cell-live', 'aria-live': 'polite' });
    root.append(this.stage, this.caption, controls, this.title, this.events, this.live, this.cellLive);

    root.addEventListener('keydown', (e) => this.onKey(e));
    this.canvas.addEventListener('pointermove', (e) => {
      if (e.pointerType === 'mouse') this.onHover(e);
    });
    this.canvas.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse') this.showCursorTip(false);
    });
    // A mouse click keeps the focus on the player (arrows step); Tab reaches the board itself.
    this.canvas.addEventListener('mousedown', (e) => {
      if (this.root.getRootNode().activeElement === this.canvas) return;
      e.preventDefault();
      this.root.focus({ preventScroll: true });
    });
    // Touch: a tap on a cell shows its details; a touch anywhere else hides them.
    this.canvas.addEventListener('pointerup', (e) => {
      if (e.pointerType !== 'mouse') this.onTap(e);
    });
    const touchElsewhere = (e) => {
      // A player taken off the page (an element re-rendered) lets go of the document here.
      if (!this.root.isConnected) document.removeEventListener('pointerdown', touchElsewhere, true);
      else if (e.pointerType !== 'mouse' && this.cursor && this.root.getRootNode().activeElement !== this.canvas) {
        this.hideCursor();
      }
    };
    document.addEventListener('pointerdown', touchElsewhere, true);
    this.canvas.addEventListener('focus', () => {
      if (!this.current) return;
      this.cursor = this.clampCell(this.cursor || { row: 0, col: 0 });
      this.repaint();
      this.showCursorTip(false); // the board's label is read on focus; arrows read cells
    });
    this.canvas.addEventListener('blur', () => this.hideCursor());
    const resized = new ResizeObserver(() => {
      this.repaint();
      this.renderMarkers();
    });
    resized.observe(this.stage);
    resized.observe(this.markerBar);
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => this.repaint());
    this.updateControls();
  }

  /** Shows `session` (step(i), stepCount, markers) drawn with `palette`, at step `start`. */
  async load(session, palette, start = 0) {
    const { stepCount, markers = [] } = session;
    this.pause();
    this.generation++;
    this.source = session;
    session.onStepReady = (index) => {
      if (this.source === session) this.refresh(index);
    };
    this.cache.clear();
    this.palette = palette;
    this.stepCount = stepCount;
    this.current = null;
    this.cursor = null;
    this.tip.hidden = true;
    this.slider.max = String(Math.max(0, stepCount - 1));
    this.markers = markers;
    this.markerWidth = -1;
    this.renderMarkers();
    await this.go(start, { animate: false });
  }

  /**
   * The slider's markers, at most one per MARKER_PX pixels: markers falling in the same pixel
   * bucket become one, whose title counts them and names the first few.
   */
  renderMarkers() {
    const width = this.markerBar.clientWidth;
    if (width === this.markerWidth) return;
    this.markerWidth = width;
    this.markerBar.replaceChildren();
    if (!this.markers.length || width <= 0) return;
    const columns = Math.max(1, Math.floor(width / MARKER_PX));
    const buckets = new Map();
    const last = Math.max(1, this.stepCount - 1);
    for (const marker of this.markers) {
      const column = Math.min(columns - 1, Math.max(0, Math.floor((marker.step / last) * columns)));
      if (!buckets.has(column)) buckets.set(column, []);
      buckets.get(column).push(marker);
    }
    for (const [column, group] of buckets) {
      const names = group.slice(0, 3).map((m) => `${m.label} (step ${m.step + 1})`);
      const title = group.length === 1 ? names[0] : `${group.length} markers: ${names.join(', ')}${group.length > 3 ? ', …' : ''}`;
      const tick = el('span', { class: group.length > 1 ? 'marker group' : 'marker', title });
      const at = group.length === 1 ? group[0].step / last : (column + 0.5) / columns;
      tick.style.left = `${(this.stepCount > 1 ? at : 0) * 100}%`;
      this.markerBar.append(tick);
    }
  }

  /** Clears the board (no session). */
  clear() {
    this.pause();
    this.generation++;
    this.stepCount = 0;
    this.source = null;
    this.current = null;
    this.cache.clear();
    this.title.textContent = '';
    delete this.root.dataset.shown;
    this.events.replaceChildren();
    this.caption.textContent = '';
    this.markers = [];
    this.markerWidth = -1;
    this.markerBar.replaceChildren();
    this.slider.max = '0';
    this.hideCursor();
    clearTimeout(this.announceTimer);
    this.pendingAnnouncement = null;
    this.canvas.setAttribute('aria-label', 'Board (empty)');
    this.repaint();
    this.updateControls();
  }

  async fetchStep(index) {
    if (this.cache.has(index)) return this.cache.get(index);
    const step = await this.source.step(index);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value);
    this.cache.set(index, step);
    return step;
  }

  /** Step `index`, shown before its analysis was complete, is complete now: show its text again. */
  async refresh(index) {
    this.cache.delete(index);
    if (index !== this.index || !this.current) return;
    const generation = this.generation;
    let step;
    try {
      step = await this.fetchStep(index);
    } catch {
      return;
    }
    if (generation !== this.generation || index !== this.index || !this.current) return;
    // The board is the same: keeping the shown frame lets a running tween finish.
    this.current = { ...step, frame: this.current.frame, scene: this.current.scene };
    this.showText(this.current);
    this.onStep(index, this.current);
  }

  /** Moves to step `index`; adjacent steps animate unless reduced motion is asked for. */
  async go(index, { animate = true } = {}) {
    if (!this.stepCount) return;
    index = Math.max(0, Math.min(this.stepCount - 1, index));
    const generation = this.generation;
    const from = this.current;
    const adjacent = Math.abs(index - this.index) === 1;
    this.index = index;
    this.updateControls();
    let step;
    try {
      step = await this.fetchStep(index);
    } catch {
      return; // a cancelled or replaced session
    }
    if (generation !== this.generation || index !== this.index) return;
    this.current = step;
    if (this.cursor) this.cursor = this.clampCell(this.cursor);
    this.showText(step);
    // The step whose title and events are on screen (counted from 1); the counter moves first.
    this.root.dataset.shown = String(index + 1);
    if (animate && adjacent && from && !reducedMotion.matches) await this.tween(from.scene, step.scene);
    else this.repaint();
    if (this.cursor && !this.tip.hidden && this.current === step) this.showCursorTip(false);
    this.onStep(index, step);
    if (this.playing && index + 1 < this.stepCount) this.fetchStep(index + 1).catch(() => {});
  }

  tween(before, after) {
    const duration = BASE_TWEEN_MS / Math.sqrt(this.speed);
    const generation = this.generation;
    const started = performance.now();
    return new Promise((resolve) => {
      const frame = (now) => {
        const t = Math.min(1, Math.max(0, (now - started) / duration));
        if (generation !== this.generation || this.current?.scene !== after) return resolve();
        this.geo = paint(this.canvas, after, { previous: before, t, cursor: this.cursor });
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  repaint() {
    this.geo = paint(this.canvas, this.current?.scene, { cursor: this.cursor });
  }

  showText(step) {
    const frame = step.frame;
    this.title.textContent = step.title;
    this.caption.textContent = frame.caption;
    this.events.replaceChildren(...step.events.map((text) => el('li', {}, text)));
    const size = `${frame.height} row${frame.height === 1 ? '' : 's'} by ${frame.width} column${frame.width === 1 ? '' : 's'}`;
    this.canvas.setAttribute(
      'aria-label',
      `Board, step ${this.index + 1} of ${this.stepCount}: ${size}; ${pieceSummary(frame, this.palette)}. Arrow keys read its cells.`,
    );
    this.announce([step.title, ...step.events.slice(0, 6)].join('. '));
  }

  /**
   * Puts `text` in the step live region: at most once per ANNOUNCE_GAP_MS (the latest text wins),
   * and not at all while playing faster than 1× (the step on screen when it stops is announced).
   */
  announce(text) {
    this.pendingAnnouncement = text;
    this.flushAnnouncement();
  }

  flushAnnouncement() {
    clearTimeout(this.announceTimer);
    if (this.pendingAnnouncement === null || (this.playing && this.speed > 1)) return;
    const wait = this.lastAnnounced + ANNOUNCE_GAP_MS - performance.now();
    if (wait > 0) {
      this.announceTimer = setTimeout(() => this.flushAnnouncement(), wait);
      return;
    }
    this.live.textContent = this.pendingAnnouncement;
    this.pendingAnnouncement = null;
    this.lastAnnounced = performance.now();
  }

  updateControls() {
    const n = this.stepCount;
    this.slider.value = String(this.index);
    this.slider.setAttribute('aria-valuetext', n ? `Step ${this.index + 1} of ${n}` : 'No steps');
    this.counter.textContent = n ? `${this.index + 1} / ${n}` : '0 / 0';
    this.buttons.first.disabled = this.buttons.previous.disabled = !n || this.index === 0;
    this.buttons.next.disabled = this.buttons.last.disabled = !n || this.index >= n - 1;
    this.buttons.play.disabled = n < 2;
    this.slider.disabled = n < 2;
    const label = this.playing ? 'Pause' : 'Play';
    this.buttons.play.setAttribute('aria-label', label);
    this.buttons.play.title = label;
    this.buttons.play.replaceChildren(icon(this.playing ? 'pause' : 'play'));
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  async play() {
    if (this.playing || this.stepCount < 2) return;
    if (this.index >= this.stepCount - 1) await this.go(0, { animate: false });
    this.playing = true;
    this.updateControls();
    this.root.dispatchEvent(new CustomEvent('playerchange'));
    const generation = this.generation;
    while (this.playing && generation === this.generation && this.index < this.stepCount - 1) {
      // speed is always one of SPEEDS: every step is shown, 16× at most.
      await new Promise((r) => setTimeout(r, BASE_PAUSE_MS / this.speed));
      if (!this.playing || generation !== this.generation) break;
      await this.go(this.index + 1);
    }
    if (generation === this.generation) this.pause();
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.updateControls();
    this.flushAnnouncement();
    this.root.dispatchEvent(new CustomEvent('playerchange'));
  }

  onKey(event) {
    const target = event.target;
    const inField = target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA';
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target === this.canvas && (ARROWS[event.key] || event.key === 'Escape')) {
      event.preventDefault();
      if (event.key === 'Escape') {
        this.hideCursor();
        this.root.focus({ preventScroll: true });
      } else this.moveCursor(...ARROWS[event.key]);
      return;
    }
    const actions = {
      ArrowLeft: () => this.go(this.index - 1),
      ArrowRight: () => this.go(this.index + 1),
      Home: () => this.go(0),
      End: () => this.go(this.stepCount - 1),
      ' ': () => this.toggle(),
    };
    const action = actions[event.key];
    if (!action || inField) return;
    if (event.key === ' ' && target.tagName === 'BUTTON') return; // the button's own click
    event.preventDefault();
    action();
  }

  /** `cell` moved inside the current board. */
  clampCell(cell) {
    const frame = this.current?.frame;
    if (!frame) return null;
    return {
      row: Math.max(0, Math.min(frame.height - 1, cell.row)),
      col: Math.max(0, Math.min(frame.width - 1, cell.col)),
    };
  }

  moveCursor(dRow, dCol) {
    if (!this.current) return;
    const from = this.cursor || { row: 0, col: 0 };
    this.cursor = this.clampCell({ row: from.row + dRow, col: from.col + dCol });
    this.repaint();
    this.showCursorTip(true);
  }

  hideCursor() {
    const had = this.cursor;
    this.cursor = null;
    this.tip.hidden = true;
    if (had) this.repaint();
  }

  /** The details of cell (row, col) of the current frame: terrain, then each token on it. */
  describeCell(row, col) {
    const frame = this.current.frame;
    const kind = this.palette.cells[frame.cells[row * frame.width + col]];
    const rowName = frame.row_labels?.[row] ?? String(row);
    const colName = frame.col_labels?.[col] ?? String(col);
    const lines = [`row ${rowName}, column ${colName}${kind ? ` · ${kind.name}` : ''}`];
    for (const token of frame.tokens) {
      if (Math.round(token.row) !== row || Math.round(token.col) !== col) continue;
      const style = this.palette.tokens[token.kind];
      const parts = [style ? style.name : 'token', token.label, token.dir, ...(token.badges || [])];
      if (token.faded) parts.push('(inactive)');
      lines.push(parts.filter(Boolean).join(' '));
    }
    return lines;
  }

  /** Shows the tip for the cursor cell (under the cell); `announce` also reads it out. */
  showCursorTip(announce) {
    if (!this.cursor || !this.current) {
      this.tip.hidden = true;
      return;
    }
    const { row, col } = this.cursor;
    const lines = this.describeCell(row, col);
    this.tip.textContent = lines.join('\n');
    this.tip.hidden = false;
    const geo = fitScene(this.current.scene, this.canvas.clientWidth, this.canvas.clientHeight);
    const [x, y] = geo.at(row, col);
    const width = this.canvas.clientWidth;
    const height = this.canvas.clientHeight;
    const left = Math.max(0, Math.min(x - this.tip.offsetWidth / 2, width - this.tip.offsetWidth - 4));
    let top = y + geo.cell / 2 + 6;
    if (top + this.tip.offsetHeight > height) top = Math.max(0, y - geo.cell / 2 - 6 - this.tip.offsetHeight);
    this.tip.style.left = `${left}px`;
    this.tip.style.top = `${top}px`;
    if (announce) this.cellLive.textContent = lines.join('; ');
  }

  /** A tap on a touch screen: details of the tapped cell, or none off the board. */
  onTap(event) {
    if (!this.current?.frame) return;
    const rect = this.canvas.getBoundingClientRect();
    const geo = fitScene(this.current.scene, rect.width, rect.height);
    const cell = geo.cellAt(event.clientX - rect.left, event.clientY - rect.top);
    if (!cell) {
      this.hideCursor();
      return;
    }
    this.cursor = cell;
    this.repaint();
    this.showCursorTip(true);
  }

  /** Describes what is on the hovered cell: its terrain and the tokens standing on it. */
  onHover(event) {
    const frame = this.current?.frame;
    if (!frame) return;
    const rect = this.canvas.getBoundingClientRect();
    const geo = fitScene(this.current.scene, rect.width, rect.height);
    const cell = geo.cellAt(event.clientX - rect.left, event.clientY - rect.top);
    if (!cell) {
      this.showCursorTip(false);
      return;
    }
    this.tip.textContent = this.describeCell(cell.row, cell.col).join('\n');
    this.tip.hidden = false;
    const x = Math.min(event.clientX - rect.left + 14, rect.width - this.tip.offsetWidth - 4);
    this.tip.style.left = `${Math.max(0, x)}px`;
    this.tip.style.top = `${event.clientY - rect.top + 14}px`;
  }

  /**
   * The current step's figure as a PNG blob (null before any step): the board on the theme's
   * panel colour at the device pixel ratio, the step's title and caption under it.
   */
  snapshot() {
    const scene = this.current?.scene;
    if (!scene) return Promise.resolve(null);
    const canvas = figureCanvas(scene, prefersDark(), { scale: window.devicePixelRatio || 1 });
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  }
}
