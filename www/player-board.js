// The player's board (a part of player.js): the canvas painting the scene of the step it is
// shown, tweened from the step before or at once, with the cells of a move being picked and an
// overlay over it; and cell details in a tip beside the cell: the hovered cell's, a tapped cell's
// (touch screens) or the cell cursor's (the arrow keys on the focused board). While picking, a
// click or tap on a cell, or Enter/Space on the cursor, picks the cell. It knows nothing of the
// steps' order: the player says which step to show and when to paint it. What each cell holds
// (the tip's details) is asked of the player's source the first time a tip shows on a step: a
// step's view leaves it out, which keeps seeking fast on big boards.
import { boardSize, cellLines, cellName } from './cells.js';
import { fitScene, paint } from './painter.js';

/** @import { Cell } from './cells.js' */
/** @import { Lang } from './i18n.js' */
/** @import { Highlights } from './painter.js' */
/** @import { BoardNotes, Overlay, Scene, StepView } from './types.js' */

const TIP_GAP = 6; // CSS pixels between the cell tip and the cells it leaves free
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
  /** @type {{ width: number, height: number } | null} the canvas's CSS size, as last laid out */
  #size = null;
  #paintQueued = false;
  /** @type {StepView | null} the step shown */
  #step = null;
  #index = 0; // the step's, for the overlay
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

  /** Whether clicks, taps and Enter on the cells are picks. */
  get picking() {
    return this.#picking;
  }

  set picking(on) {
    this.#picking = on;
    this.#canvas.classList.toggle('picking', on);
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

  /** Shows no step (painted at the next paint), and no cell cursor or tip. */
  reset() {
    this.#step = null;
    this.#cursor = null;
    this.#hideTip();
  }

  /**
   * Paints the step shown at the next animation frame: one paint per frame however often the
   * step changes (dragging the slider), and the step's texts go on screen without waiting for it.
   * Where the cells are is known at once.
   */
  repaint() {
    const scene = this.#step?.scene ?? null;
    const size = this.#size ?? { width: this.#canvas.clientWidth, height: this.#canvas.clientHeight };
    const geo = scene && size.width && size.height ? fitScene(scene, size.width, size.height) : null;
    // Where cell (0, 0) is and how big cells are, in CSS pixels from the canvas's corner: for
    // tests and tools that click cells.
    if (geo)
      this.#canvas.dataset.board = geo
        .at(0, 0)
        .concat(geo.cell)
        .map((v) => v.toFixed(1))
        .join(',');
    if (this.#paintQueued) return;
    this.#paintQueued = true;
    requestAnimationFrame(() => {
      this.#paintQueued = false;
      const shown = this.#step?.scene ?? null;
      paint(this.#canvas, shown, {
        size: this.#size,
        cursor: this.#cursor,
        highlights: this.highlights,
        overlay: shown && this.#overlayFor(shown),
      });
    });
  }

  /**
   * Paints the move from `before` to the step shown in `duration` ms; resolves when done, or
   * when another step is shown.
   * @param {Scene} before
   * @param {number} duration
   * @returns {Promise<void>}
   */
  tween(before, duration) {
    const after = this.#step?.scene;
    const started = performance.now();
    return new Promise((resolve) => {
      /** @param {number} now */
      const frame = (now) => {
        const t = Math.min(1, Math.max(0, (now - started) / duration));
        if (!after || this.#step?.scene !== after) return resolve();
        const overlay = this.#overlayFor(after);
        paint(this.#canvas, after, { previous: before, t, cursor: this.#cursor, highlights: this.highlights, overlay, size: this.#size });
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  /** The tip of the cell cursor, when it is shown, tells of the step shown (another, or in another language). */
  refreshTip() {
    if (this.#cursor && !this.#tip.hidden) this.#showCursorTip(false);
  }

  /**
   * The overlay's painter for the step shown, for `paint`; null without an overlay.
   * @param {Scene} scene
   */
  #overlayFor(scene) {
    const overlay = this.overlay;
    const index = this.#index;
    return (
      overlay && ((/** @type {CanvasRenderingContext2D} */ ctx, /** @type {number} */ scale) => overlay.draw(ctx, scene, index, scale))
    );
  }

  /** @param {HTMLElement} stage */
  #listen(stage) {
    const root = this.#root;
    const canvas = this.#canvas;
    canvas.addEventListener('keydown', (e) => this.#onKey(e));
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
        if (cell) this.#onPick(cell);
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
      if (!this.#step) return;
      this.#cursor = this.#clampCell(this.#cursor || { row: 0, col: 0 });
      this.repaint();
      this.#showCursorTip(false); // the board's label is read on focus; arrows read cells
    });
    canvas.addEventListener('blur', () => this.#hideCursor());
    new ResizeObserver(() => {
      this.#size = { width: canvas.clientWidth, height: canvas.clientHeight };
      this.repaint();
    }).observe(stage);
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => this.repaint());
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
    this.repaint();
    this.#showCursorTip(true);
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
   * Shows the details of `cell` of the step shown in the tip once the step's notes are in (see
   * #placeTip); `announce` also reads them out.
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
    this.#placeTip(step, cell, lines);
    if (announce) this.#cellLive.textContent = lines.join('; ');
  }

  /**
   * Shows `lines`, the details of `cell` of `step`, in the tip, placed where it covers neither the
   * cell nor its neighbours: under them, else over them, else right or left of them, the first of
   * these that fits in the canvas (under them when none does).
   * @param {StepView} step
   * @param {Cell} cell
   * @param {string[]} lines
   */
  #placeTip(step, { row, col }, lines) {
    const tip = this.#tip;
    tip.textContent = lines.join('\n');
    tip.hidden = false;
    const width = this.#canvas.clientWidth;
    const height = this.#canvas.clientHeight;
    const geo = fitScene(step.scene, width, height);
    const { rows, cols } = step.scene.board;
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
  }

  /**
   * The cell under the pointer of `event`; null off the board, undefined with no step shown.
   * @param {PointerEvent} event
   */
  #cellAt(event) {
    const step = this.#step;
    if (!step) return undefined;
    const rect = this.#canvas.getBoundingClientRect();
    const geo = fitScene(step.scene, rect.width, rect.height);
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
