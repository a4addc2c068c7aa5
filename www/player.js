// The step player: a canvas board with first/previous/play/next/last, a step slider with markers,
// speed, focus-scoped keys, hover details, the step's title and events, and a live region.
// Game-agnostic: it asks the engine for steps and paints their frames with the game's palette.
import { paint, themeColours, layout } from './painter.js';

const BASE_TWEEN_MS = 220;
const BASE_PAUSE_MS = 650;
const CACHE_SIZE = 96;
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
    this.speed = 1;
    this.generation = 0; // bumps on load, so answers for an old session are ignored
    this.build(root);
  }

  build(root) {
    root.classList.add('player');
    root.tabIndex = 0;
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Step player (←/→ step, Home/End, Space play)');
    this.root = root;
    this.stage = el('div', { class: 'stage' });
    this.canvas = el('canvas', { role: 'img', 'aria-label': 'Board' });
    this.tip = el('div', { class: 'hover-tip', hidden: '' });
    this.stage.append(this.canvas, this.tip);
    this.caption = el('div', { class: 'caption' });

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
    for (const s of [0.25, 0.5, 1, 2, 4, 8, 16]) {
      const option = el('option', { value: String(s) }, `${s}×`);
      if (s === 1) option.selected = true;
      this.speedSelect.append(option);
    }
    this.speedSelect.addEventListener('change', () => {
      this.speed = Number(this.speedSelect.value);
      this.root.dispatchEvent(new CustomEvent('playerchange'));
    });
    speedLabel.append(this.speedSelect);
    controls.append(sliderBox, this.counter, speedLabel);

    this.title = el('h3', { class: 'step-title' });
    this.events = el('ol', { class: 'events', 'aria-label': 'Events of this step' });
    this.live = el('div', { class: 'visually-hidden', 'aria-live': 'polite' });
    root.append(this.stage, this.caption, controls, this.title, this.events, this.live);

    root.addEventListener('keydown', (e) => this.onKey(e));
    this.canvas.addEventListener('mousemove', (e) => this.onHover(e));
    this.canvas.addEventListener('mouseleave', () => (this.tip.hidden = true));
    new ResizeObserver(() => this.repaint()).observe(this.stage);
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
    this.slider.max = String(Math.max(0, stepCount - 1));
    this.markerBar.replaceChildren();
    for (const marker of markers) {
      const tick = el('span', { class: 'marker', title: marker.label });
      tick.style.left = `${stepCount > 1 ? (marker.step / (stepCount - 1)) * 100 : 0}%`;
      this.markerBar.append(tick);
    }
    await this.go(start, { animate: false });
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
    this.events.replaceChildren();
    this.caption.textContent = '';
    this.markerBar.replaceChildren();
    this.slider.max = '0';
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
    this.current = { ...step, frame: this.current.frame };
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
    this.showText(step);
    if (animate && adjacent && from && !reducedMotion.matches) await this.tween(from.frame, step.frame);
    else this.repaint();
    this.onStep(index, step);
    if (this.playing && index + 1 < this.stepCount) this.fetchStep(index + 1).catch(() => {});
  }

  tween(before, after) {
    const duration = BASE_TWEEN_MS / Math.sqrt(this.speed);
    const generation = this.generation;
    const started = performance.now();
    return new Promise((resolve) => {
      const frame = (now) => {
        const t = Math.min(1, (now - started) / duration);
        if (generation !== this.generation || this.current?.frame !== after) return resolve();
        this.geo = paint(this.canvas, after, this.palette, themeColours(this.root), before, t);
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  repaint() {
    this.geo = paint(this.canvas, this.current?.frame, this.palette, themeColours(this.root));
  }

  showText(step) {
    this.title.textContent = step.title;
    this.caption.textContent = step.frame.caption;
    this.events.replaceChildren(...step.events.map((text) => el('li', {}, text)));
    this.live.textContent = [step.title, ...step.events.slice(0, 6)].join('. ');
  }

  updateControls() {
    const n = this.stepCount;
    this.slider.value = String(this.index);
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
    this.root.dispatchEvent(new CustomEvent('playerchange'));
  }

  onKey(event) {
    const target = event.target;
    const inField = target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA';
    const actions = {
      ArrowLeft: () => this.go(this.index - 1),
      ArrowRight: () => this.go(this.index + 1),
      Home: () => this.go(0),
      End: () => this.go(this.stepCount - 1),
      ' ': () => this.toggle(),
    };
    const action = actions[event.key];
    if (!action || inField || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ' && target.tagName === 'BUTTON') return; // the button's own click
    event.preventDefault();
    action();
  }

  /** Describes what is on the hovered cell: its terrain and the tokens standing on it. */
  onHover(event) {
    const frame = this.current?.frame;
    if (!frame) return;
    const rect = this.canvas.getBoundingClientRect();
    const geo = layout(frame, rect.width, rect.height);
    const cell = geo.cellAt(event.clientX - rect.left, event.clientY - rect.top);
    if (!cell) {
      this.tip.hidden = true;
      return;
    }
    const kind = this.palette.cells[frame.cells[cell.row * frame.width + cell.col]];
    const rowName = frame.row_labels[cell.row] ?? String(cell.row);
    const colName = frame.col_labels[cell.col] ?? String(cell.col);
    const lines = [`row ${rowName}, column ${colName}${kind ? ` · ${kind.name}` : ''}`];
    for (const token of frame.tokens) {
      if (Math.round(token.row) !== cell.row || Math.round(token.col) !== cell.col) continue;
      const style = this.palette.tokens[token.kind];
      const parts = [style ? style.name : 'token', token.label, token.dir, ...(token.badges || [])];
      if (token.faded) parts.push('(inactive)');
      lines.push(parts.filter(Boolean).join(' '));
    }
    this.tip.textContent = lines.join('\n');
    this.tip.hidden = false;
    const x = Math.min(event.clientX - rect.left + 14, rect.width - this.tip.offsetWidth - 4);
    this.tip.style.left = `${Math.max(0, x)}px`;
    this.tip.style.top = `${event.clientY - rect.top + 14}px`;
  }

  /** The current frame as a PNG blob. */
  snapshot() {
    return new Promise((resolve) => this.canvas.toBlob(resolve, 'image/png'));
  }
}
