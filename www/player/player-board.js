// The player's board (a part of player.js): the canvas showing the step it is shown, painted by
// the engine's module (the source's `paint`: the board is drawn where it is computed, and this
// module never draws a shape), tweened from the step before or at once, with the cells of a move
// being picked and an overlay over it; zoom and pan; and cell details in a tip beside the cell:
// the hovered cell's, a tapped cell's (touch screens) or the cell cursor's (the arrow keys on the
// focused board). While picking, a click or tap on a cell, or Enter/Space on the cursor, picks
// the cell. It knows nothing of the steps' order: the player says which step to show and when to
// paint it. What each cell holds (the tip's details) is asked of the player's source the first
// time a tip shows on a step: a step's view leaves it out, which keeps seeking fast on big boards.

import { freshCanvas, SpentCanvas } from '../engine/board-canvas.js';
import { onSchemeChange, prefersDark } from '../lib/theme.js';
import { boardData, boardSize, cellAt, cellInView, cellLines, cellName } from './cells.js';
import { placeTip } from './player-tip.js';
import { listenZoom } from './player-zoom.js';

/** @import { Cell } from './cells.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @import { BoardNotes, BoardPlace, Overlay, StepSource, StepView } from '../lib/types.js' */
/** @typedef {{ picked: Cell[], targets: Cell[] }} Highlights the cells of a move being picked, and those that can come next */

const MAX_ZOOM = 16; // as the module bounds it (src/session/figure/board.rs)
/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export class Board {
  #root;
  #canvas;
  #tip;
  #cellLive;
  #onPick;
  #askNotes;
  /** @type {{ step: StepView, notes: BoardNotes | null | Promise<BoardNotes | null> } | null} the notes of the step shown, once asked for */
  #notes = null;
  /** @type {Cell | null} the cell whose details the tip shows or waits for */
  #tipCell = null;
  /** @type {Cell | null} the cell whose details the tip holds now */
  #tipText = null;
  /** @type {{ width: number, height: number } | null} the canvas's CSS size, as last laid out */
  #size = null;
  /** @type {StepSource | null} what paints the steps */
  #source = null;
  /** @type {BoardPlace | null} where the board was painted last */
  #place = null;
  /** the zoom (1: the board fits) and the pan (CSS pixels from centred), kept across steps */
  #zoom = 1;
  /** @type {[number, number]} */
  #pan = [0, 0];
  /** @type {[number, number, number, number] | null} a board point (column, row) to keep at (x, y), until a paint says which pan that is */
  #anchor = null;
  #viewChanged = 0; // counts zooms and pans: a paint's pan is kept only if none came after it
  /** @type {{ from: number, t: number } | null} the tween being painted */
  #tween = null;
  #painting = false; // a paint is on its way
  #paintAgain = false; // and another is wanted after it
  /** @type {(() => void)[]} called when the paint on its way (and any wanted after it) is done */
  #painted = [];
  /** @type {(() => void)[]} what `dispose` undoes */
  #disposers = [];
  /** @type {StepView | null} the step shown */
  #step = null;
  #index = -1; // the step's (painted, and for the overlay); -1: none
  /** @type {Cell | null} the keyboard/touch cell cursor, shown with the cell tip */
  #cursor = null;
  #picking = false;
  /** @type {Highlights | null} the cells of a move being picked, painted from the next paint on */
  highlights = null;
  /** @type {Overlay | null} drawn over every step from the next paint on */
  overlay = null;
  /** @type {Lang} the tip's */
  lang;

  /**
   * The board in the player's elements: `canvas` in `stage`, `tip`, and `cellLive` (the live
   * region reading the cell details asked for by key or tap); a pick calls `onPick`; `askNotes`
   * gets what each cell of a step holds (null when the source cannot tell: the tip names the
   * cell); it never rejects.
   * @param {{ root: HTMLElement, stage: HTMLElement, canvas: HTMLCanvasElement, tip: HTMLElement, cellLive: HTMLElement }} elements
   * @param {Lang} lang
   * @param {(cell: Cell) => void} onPick
   * @param {(index: number) => Promise<BoardNotes | null>} askNotes
   */
  constructor({ root, stage, canvas, tip, cellLive }, lang, onPick, askNotes) {
    this.#askNotes = askNotes;
    this.#root = root;
    this.#canvas = canvas;
    this.#tip = tip;
    this.#cellLive = cellLive;
    this.lang = lang;
    this.#onPick = onPick;
    this.#listen(stage);
  }

  /**
   * Lets go of everything outside the player that holds it (the document's listener, the
   * observers, the scheme's): a player taken off the page is then free to go.
   */
  dispose() {
    for (const dispose of this.#disposers.splice(0)) dispose();
    this.#source = null;
  }

  /** The board's canvas: a fresh one takes its place when its engine's worker was replaced. */
  get canvas() {
    return this.#canvas;
  }

  /** Whether clicks, taps and Enter on the cells are picks. */
  get picking() {
    return this.#picking;
  }

  set picking(on) {
    this.#picking = on;
    this.#canvas.classList.toggle('picking', on);
  }

  /**
   * Paints the steps of `source` from now on (null: none).
   * @param {StepSource | null} source
   */
  setSource(source) {
    this.#source = source;
    this.#place = null;
  }

  /** The zoom: 1 when the board fits its box. */
  get zoom() {
    return this.#zoom;
  }

  /**
   * Zooms by `factor` (bounded to 1..16) around the point (x, y) of the canvas in CSS pixels (its
   * centre by default), which stays where it is.
   * @param {number} factor
   * @param {[number, number]} [at]
   */
  zoomBy(factor, at) {
    const size = this.#size ?? { width: this.#canvas.clientWidth, height: this.#canvas.clientHeight };
    const [x, y] = at ?? [size.width / 2, size.height / 2];
    const zoom = Math.max(1, Math.min(MAX_ZOOM, this.#zoom * factor));
    if (zoom === this.#zoom) return;
    const k = zoom / this.#zoom;
    this.#zoom = zoom;
    this.#viewChanged++;
    const place = this.#place;
    if (zoom === 1 || !place) {
      this.#pan = [0, 0];
      this.#anchor = null;
    } else {
      // The board point under (x, y) stays there (the module places the board so); until the
      // paint says where the board is, it is where it will be.
      const [col, row] = [(x - place.x) / place.cell, (y - place.y) / place.cell];
      this.#anchor = [col, row, x, y];
      this.#place = { ...place, x: x - col * place.cell * k, y: y - row * place.cell * k, cell: place.cell * k };
    }
    this.repaint();
  }

  /**
   * Moves the zoomed board by (dx, dy) CSS pixels (the module keeps it within reach).
   * @param {number} dx
   * @param {number} dy
   */
  panBy(dx, dy) {
    if (this.#zoom === 1) return;
    this.#viewChanged++;
    const place = this.#place;
    if (this.#anchor) this.#anchor = [this.#anchor[0], this.#anchor[1], this.#anchor[2] + dx, this.#anchor[3] + dy];
    else this.#pan = [this.#pan[0] + dx, this.#pan[1] + dy];
    if (place) this.#place = { ...place, x: place.x + dx, y: place.y + dy };
    this.repaint();
  }

  /** The board fits its box again. */
  resetZoom() {
    this.#zoom = 1;
    this.#pan = [0, 0];
    this.#anchor = null;
    this.#viewChanged++;
    this.repaint();
  }

  /**
   * Shows step `index`, painted at the next paint (or tween); the cell cursor stays on the board.
   * @param {StepView} step
   * @param {number} index
   */
  show(step, index) {
    this.#step = step;
    this.#index = index;
    if (this.#cursor) this.#cursor = this.#clampCell(this.#cursor);
  }

  /**
   * Paints step `index` now, before its view has come (the player's seeks): its texts follow
   * with `show`.
   * @param {number} index
   */
  seek(index) {
    this.#index = index;
    this.repaint();
  }

  /** Shows no step (painted at the next paint), and no cell cursor or tip. */
  reset() {
    this.#step = null;
    this.#index = -1;
    delete this.#canvas.dataset.painted;
    this.#cursor = null;
    this.#hideTip();
  }

  /**
   * Paints the step shown: one paint on its way at a time, however often the step changes
   * (dragging the slider), the latest state painted when it is back. Resolves once the step shown
   * now is on the canvas.
   * @returns {Promise<void>}
   */
  repaint() {
    const done = new Promise((resolve) => this.#painted.push(() => resolve(undefined)));
    if (this.#painting) this.#paintAgain = true;
    else this.#paint();
    return done;
  }

  async #paint() {
    this.#painting = true;
    do {
      this.#paintAgain = false;
      const waiting = this.#painted.splice(0);
      try {
        await this.#paintOnce();
      } catch (err) {
        // A canvas can be handed to a worker once: when the engine replaced its worker, a fresh
        // canvas is painted. A cancelled or replaced session: the next step shown paints again.
        if (err instanceof SpentCanvas) await this.#renewCanvas().catch(() => {});
      }
      for (const resolve of waiting) resolve();
    } while (this.#paintAgain);
    this.#painting = false;
  }

  async #paintOnce() {
    const canvas = this.#canvas;
    const source = this.#source;
    const size = this.#size ?? { width: canvas.clientWidth, height: canvas.clientHeight };
    if (this.#index < 0 || !source?.paint || !size.width || !size.height) {
      this.#place = null;
      delete canvas.dataset.board;
      delete canvas.dataset.bands;
      delete canvas.dataset.painted;
      canvas.classList.add('blank');
      return;
    }
    const cells = (/** @type {Cell[]} */ list) => list.map(({ row, col }) => /** @type {[number, number]} */ ([row, col]));
    const viewChanged = this.#viewChanged;
    const checkpoints = this.overlay !== null;
    const place = await source.paint(this.#index, canvas, {
      width: size.width,
      height: size.height,
      pixelRatio: window.devicePixelRatio || 1,
      dark: prefersDark(canvas),
      zoom: this.#zoom,
      pan: this.#pan,
      anchor: this.#anchor,
      from: this.#tween?.from ?? null,
      t: this.#tween?.t ?? 1,
      checkpoints,
      marks: {
        picked: cells(this.highlights?.picked ?? []),
        targets: cells(this.highlights?.targets ?? []),
        cursor: this.#cursor ? [this.#cursor.row, this.#cursor.col] : null,
      },
    });
    // The pan as painted (within reach, or where the anchor put it), unless the view moved since.
    if (viewChanged === this.#viewChanged) {
      this.#place = place;
      this.#pan = place.pan;
      this.#anchor = null;
      // A tip shown goes where its cell went (a pan, a zoom), or out of sight with it.
      this.#placeTip();
    }
    // Where cell (0, 0)'s centre is and how big cells are, in CSS pixels from the canvas's
    // corner, and the zoom: for tests and tools that click cells.
    canvas.dataset.board = boardData(place);
    canvas.dataset.zoom = String(place.zoom);
    // The bands of labels pinned over a panned board's top and left edges (height, width).
    canvas.dataset.bands = place.bands.map((size) => size.toFixed(1)).join(',');
    canvas.classList.toggle('zoomed', place.zoom > 1);
    canvas.classList.remove('blank');
    // The step on the canvas now (counted from 1), for tests that wait until it is painted.
    canvas.dataset.painted = String(this.#index + 1);
    canvas.dataset.size = `${size.width}x${size.height}`; // the canvas's size it was painted at
    canvas.dataset.checkpoints = String(checkpoints); // your program's state drawn over it
  }

  /**
   * Paints the move from step `from` to the step shown in `duration` ms, a frame at a time (each
   * painted before the next is asked for); resolves when done, or when another step is shown.
   * @param {number} from
   * @param {number} duration
   * @returns {Promise<void>}
   */
  async tween(from, duration) {
    const step = this.#step;
    const started = performance.now();
    for (;;) {
      const now = await new Promise((resolve) => requestAnimationFrame(resolve));
      if (this.#step !== step) break;
      const t = Math.min(1, Math.max(0, (now - started) / duration));
      this.#tween = t < 1 ? { from, t } : null;
      await this.repaint();
      if (t >= 1) return;
    }
    this.#tween = null;
  }

  /** The tip of the cell cursor, when it is shown, tells of the step shown (another, or in another language). */
  refreshTip() {
    if (this.#cursor && this.#tipCell) this.#showCursorTip(false);
  }

  /** Puts a fresh canvas in place of the one a replaced worker took, and paints it. */
  #renewCanvas() {
    this.#canvas = freshCanvas(this.#canvas);
    this.#listenCanvas(this.#canvas);
    return this.#paintOnce();
  }

  /** @param {HTMLElement} stage */
  #listen(stage) {
    /** @param {PointerEvent} e */
    const touchElsewhere = (e) => {
      if (e.pointerType !== 'mouse' && this.#cursor && this.#focused() !== this.#canvas) this.#hideCursor();
    };
    document.addEventListener('pointerdown', touchElsewhere, true);
    this.#disposers.push(() => document.removeEventListener('pointerdown', touchElsewhere, true));
    // A step painted before its view came (seek) is painted again at the new size too (an
    // embed fits its board to the frame meanwhile); a tip shown is placed again on the new board.
    const resized = new ResizeObserver(() => {
      this.#size = { width: this.#canvas.clientWidth, height: this.#canvas.clientHeight };
      if (this.#index < 0) return;
      this.repaint().then(() => {
        const cell = this.#tipCell;
        if (cell && !this.#tip.hidden) this.#showTip(cell);
      });
    });
    resized.observe(stage);
    this.#disposers.push(
      () => resized.disconnect(),
      onSchemeChange(() => this.repaint()),
    );
    this.#listenCanvas(this.#canvas);
  }

  #focused() {
    return /** @type {Document | ShadowRoot} */ (this.#root.getRootNode()).activeElement;
  }

  /** @param {HTMLCanvasElement} canvas */
  #listenCanvas(canvas) {
    canvas.addEventListener('keydown', (e) => this.#onKey(e));
    canvas.addEventListener('pointermove', (e) => {
      if (e.pointerType === 'mouse') this.#onHover(e);
    });
    canvas.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse') this.#showCursorTip(false);
    });
    // A mouse click keeps the focus on the player (arrows step); Tab reaches the board itself.
    canvas.addEventListener('mousedown', (e) => {
      if (this.#focused() === canvas) return;
      e.preventDefault();
      this.#root.focus({ preventScroll: true });
    });
    // Touch: a tap on a cell shows its details; a touch anywhere else hides them.
    canvas.addEventListener('pointerup', (e) => {
      if (e.pointerType !== 'mouse') this.#onTap(e);
      else if (this.#picking && e.button === 0) {
        const cell = this.#cellAt(e);
        if (cell) this.#onPick(cell);
      }
    });
    canvas.addEventListener('focus', () => {
      if (!this.#step) return;
      this.#cursor = this.#clampCell(this.#cursor || { row: 0, col: 0 });
      this.repaint();
      this.#showCursorTip(false); // the board's label is read on focus; arrows read cells
    });
    canvas.addEventListener('blur', () => this.#hideCursor());
    listenZoom(canvas, this);
  }

  /**
   * The keys of the focused board: the arrows move the cell cursor, Escape leaves the board for
   * the player, Enter or Space picks the cursor's cell while picking. A key used is prevented,
   * so the player's keys (player-controls.js `keyAction`) let it be.
   * @param {KeyboardEvent} event
   */
  #onKey(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = ARROWS[event.key];
    if (this.#picking && this.#cursor && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      this.#onPick(this.#cursor);
    } else if (arrow) {
      event.preventDefault();
      this.#moveCursor(...arrow);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      this.#hideCursor();
      this.#root.focus({ preventScroll: true });
    }
  }

  /**
   * `cell` moved inside the board shown.
   * @param {Cell} cell
   */
  #clampCell(cell) {
    if (!this.#step) return null;
    const { rows, cols } = boardSize(this.#step.board);
    return {
      row: Math.max(0, Math.min(rows - 1, cell.row)),
      col: Math.max(0, Math.min(cols - 1, cell.col)),
    };
  }

  /**
   * @param {number} dRow
   * @param {number} dCol
   */
  #moveCursor(dRow, dCol) {
    if (!this.#step) return;
    const from = this.#cursor || { row: 0, col: 0 };
    this.#cursor = this.#clampCell({ row: from.row + dRow, col: from.col + dCol });
    this.#keepInView(this.#cursor);
    this.repaint();
    this.#showCursorTip(true);
  }

  /**
   * Pans a zoomed board so that `cell` is in view (the arrow keys walk a zoomed board).
   * @param {Cell | null} cell
   */
  #keepInView(cell) {
    const place = this.#place;
    const size = this.#size;
    if (!cell || !place || !size || this.#zoom === 1) return;
    const [x, y] = [place.x + cell.col * place.cell, place.y + cell.row * place.cell];
    // Clear of the labels pinned over the board's top and left edges too.
    const [top, left] = place.bands;
    const dx = x < left ? left - x : x + place.cell > size.width ? size.width - x - place.cell : 0;
    const dy = y < top ? top - y : y + place.cell > size.height ? size.height - y - place.cell : 0;
    if (dx || dy) this.#pan = [this.#pan[0] + dx, this.#pan[1] + dy];
  }

  #hideCursor() {
    const had = this.#cursor;
    this.#cursor = null;
    this.#hideTip();
    if (had) this.repaint();
  }

  /**
   * Shows the tip for the cursor cell; `announce` also reads it out.
   * @param {boolean} announce
   */
  #showCursorTip(announce) {
    if (!this.#cursor || !this.#step) {
      this.#hideTip();
      return;
    }
    this.#showTip(this.#cursor, announce);
  }

  #hideTip() {
    this.#tip.hidden = true;
    this.#tipCell = null;
    this.#tipText = null;
  }

  /**
   * What each cell of the step shown holds: at once when known, else asked for (once per step).
   * @param {StepView} step
   */
  #notesOf(step) {
    if (this.#notes?.step !== step) {
      /** @type {{ step: StepView, notes: BoardNotes | null | Promise<BoardNotes | null> }} */
      const entry = { step, notes: null };
      entry.notes = this.#askNotes(this.#index).then((notes) => (entry.notes = notes));
      this.#notes = entry;
    }
    return this.#notes.notes;
  }

  /**
   * Shows the details of `cell` of the step shown in the tip once the step's notes are in,
   * placed beside the cell (player-tip.js); `announce` also reads them out.
   * @param {Cell} cell
   * @param {boolean} announce
   */
  #showTip(cell, announce = false) {
    const step = this.#step;
    if (!step) return;
    this.#tipCell = cell;
    const notes = this.#notesOf(step);
    if (notes instanceof Promise) {
      // Shown when they come, if the tip still waits for this cell of this step.
      const waiting = () => this.#step === step && this.#tipCell === cell && this.#showTip(cell, announce);
      notes.then(waiting);
      return;
    }
    const lines = notes ? cellLines(notes, cell, this.lang) : [cellName(step.board, cell, true, this.lang)];
    this.#tip.textContent = lines.join('\n');
    this.#tipText = cell;
    this.#placeTip();
    if (announce) this.#cellLive.textContent = lines.join('; ');
  }

  /** The tip beside its cell, shown while the cell is in view (not panned away or under the pinned labels). */
  #placeTip() {
    const [tip, cell, place] = [this.#tip, this.#tipText, this.#place];
    if (!cell) return;
    // The size as last laid out (kept by the resize observer): read after each paint, the
    // canvas's own would lay the page out again.
    const size = this.#size ?? { width: this.#canvas.clientWidth, height: this.#canvas.clientHeight };
    tip.hidden = !!place && !cellInView(place, size, cell);
    if (place && !tip.hidden) placeTip(tip, size, place, cell);
  }

  /**
   * The cell under the pointer of `event`; null off the board, undefined with no step shown.
   * @param {PointerEvent} event
   */
  #cellAt(event) {
    const place = this.#place;
    if (!this.#step || !place) return undefined;
    const rect = this.#canvas.getBoundingClientRect();
    return cellAt(place, event.clientX - rect.left, event.clientY - rect.top);
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
    this.repaint();
    this.#showCursorTip(true);
    if (this.#picking) this.#onPick(cell);
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
}
