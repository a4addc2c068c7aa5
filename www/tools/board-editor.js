// "Edit board": the starting position of the input on a canvas of its own. A click or tap on a cell
// (or Enter/Space on the keyboard cell cursor) cycles what the cell holds through the layer's
// kinds (Shift: backwards), or sets the kind chosen under "A click"; the fields set the board's
// numbers and those of the selected cell's piece. Every change is written into the input text by
// the engine (src/session/explore.rs), and the text is read back into the board, so the two never
// disagree; the engine reads and writes the text, this module only shows it. Each text read is
// also checked against the statement, so a rule it breaks shows as a run's located error while
// the board still shows the position to mend. An edit, its board and that check are one request.

import { freshCanvas, SpentCanvas } from '../engine/board-canvas.js';
import { fromJson } from '../engine/engine.js';
import { t } from '../i18n/i18n.js';
import { onSchemeChange, prefersDark } from '../lib/theme.js';
import { boardData, boardSize, cellAt, cellName } from '../player/cells.js';

/** @import { Engine } from '../engine/engine.js' */
/** @import { Cell } from '../player/cells.js' */
/** @import { Edit, EditorBoard, EditorField } from '../lib/types.js' */

/**
 * What the editor needs from the page around it.
 * @typedef {object} EditorHooks
 * @property {() => Promise<{ game: string, input: string, rules: Record<string, string> }>} current the game, text and rules being edited (the text of a large input is read a slice at a time)
 * @property {(text: string) => void} setInput the editor changed the text
 * @property {(error: { message: string, line: number, col: number } | null) => void} checked the text read and checked against the statement: why it does not read or the rule it breaks (located), or null
 */

const NOT_EDITABLE = 255;
const CYCLE = 'cycle';
const SELECT = 'select';
const READ_DELAY_MS = 200;

/** @type {Record<string, [number, number]>} */
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export class BoardEditor {
  #engine;
  #ui;
  #hooks;
  /** @type {EditorBoard | null} */
  #board = null;
  #scope = 0;
  /** @type {Cell | null} the selected cell (its piece's numbers are in the fields) */
  #selected = null;
  /** @type {Cell | null} the keyboard cursor */
  #cursor = null;
  /** @type {Cell | null} the cell clicked when the change landed on the selected cell instead */
  #clicked = null;
  #ticket = 0;
  /** @type {string | null} the game of the board shown */
  #game = null;
  /** @type {import('../lib/types.js').BoardPlace | null} where the board was painted last */
  #place = null;
  #painting = false;
  #paintAgain = false;
  #timer = 0;
  #busy = Promise.resolve();

  /**
   * @param {Engine} engine
   * @param {Record<'section' | 'canvas' | 'scope' | 'scopeLabel' | 'layer' | 'tool' | 'cell' | 'fields' | 'error', any>} ui
   * @param {EditorHooks} hooks
   */
  constructor(engine, ui, hooks) {
    this.#engine = engine;
    this.#ui = ui;
    this.#hooks = hooks;
    this.#listen(ui.canvas);
    ui.scope.addEventListener('change', () => {
      this.#scope = Number(ui.scope.value);
      this.#select(null);
      this.refresh();
    });
    ui.layer.addEventListener('change', () => this.#fillTools());
    onSchemeChange(() => this.#repaint()); // the page's one board editor lives as long as the page
  }

  /** @param {HTMLCanvasElement} canvas */
  #listen(canvas) {
    canvas.addEventListener('pointerup', (/** @type {PointerEvent} */ e) => {
      if (e.button !== 0) return;
      const cell = this.#cellAt(e);
      if (cell) this.#click(cell, e.shiftKey);
    });
    canvas.addEventListener('contextmenu', (/** @type {MouseEvent} */ e) => {
      e.preventDefault();
      const cell = this.#cellAt(e);
      if (cell) this.#click(cell, true);
    });
    canvas.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => this.#key(e));
    canvas.addEventListener('blur', () => {
      this.#cursor = null;
      this.#repaint();
    });
    new ResizeObserver(() => this.#repaint()).observe(canvas);
  }

  get open() {
    return !this.#ui.section.hidden;
  }

  show() {
    this.#ui.section.hidden = false;
    this.#scope = 0;
    this.#select(null);
    return this.refresh();
  }

  hide() {
    this.#ui.section.hidden = true;
    this.#board = null;
    // No board is shown: tools that wait for data-board wait for the next one painted.
    delete this.#ui.canvas.dataset.board;
  }

  /** The text changed outside the editor: read it again soon. */
  textChanged() {
    if (!this.open) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.refresh(), READ_DELAY_MS);
  }

  /**
   * `cell` becomes the selected cell (its piece's numbers go in the fields); `clicked`: the cell
   * clicked, when the change it made landed on `cell`.
   * @param {Cell | null} cell
   * @param {Cell | null} clicked
   */
  #select(cell, clicked = null) {
    this.#selected = cell;
    this.#clicked = clicked;
  }

  /** Reads the board of the current text, and checks the text against the statement. */
  refresh() {
    return this.#read(null);
  }

  /**
   * Applies `edit` (null: none) to the current text, shows the board of the result and tells
   * the page what the text breaks, in one request.
   * @param {Edit | null} edit
   */
  async #read(edit) {
    const ticket = ++this.#ticket;
    const { game, input, rules } = await this.#hooks.current();
    if (ticket !== this.#ticket) return;
    const selected = this.#selected ? [this.#selected.row, this.#selected.col] : null;
    let edited;
    try {
      edited = await this.#engine.call(game, 'editBoard', game, input, rules, this.#scope, selected, edit);
    } catch (err) {
      if (ticket !== this.#ticket) return;
      const error = /** @type {import('../engine/engine.js').EngineError} */ (err);
      if (error.kind === 'cancelled') return;
      this.#ui.error.textContent = edit ? error.message : t('editor.unreadable', { message: error.message });
      this.#ui.error.hidden = false;
      if (!edit) this.#hooks.checked(error);
      return;
    }
    if (edited.input !== null) this.#hooks.setInput(edited.input);
    if (ticket !== this.#ticket) return;
    this.#board = edited.board;
    this.#game = game; // whose module holds the board to paint
    this.#ui.error.hidden = true;
    this.#render();
    this.#hooks.checked(edited.problem);
  }

  #render() {
    const board = /** @type {EditorBoard} */ (this.#board);
    const ui = this.#ui;
    ui.scopeLabel.hidden = board.scopes.length < 2;
    if (ui.scope.options.length !== board.scopes.length || [...ui.scope.options].some((o, i) => o.textContent !== board.scopes[i])) {
      ui.scope.replaceChildren(...board.scopes.map((name, i) => new Option(name, String(i))));
    }
    ui.scope.value = String(this.#scope);
    const layer = Number(ui.layer.value) || 0;
    if (ui.layer.options.length !== board.layers.length || [...ui.layer.options].some((o, i) => o.textContent !== board.layers[i].name)) {
      ui.layer.replaceChildren(...board.layers.map((l, i) => new Option(l.name, String(i))));
      ui.layer.value = String(Math.min(layer, board.layers.length - 1));
      this.#fillTools();
    } else if (ui.tool.options[0]?.textContent !== t('editor.cycle')) this.#fillTools();
    this.#renderFields(board.fields);
    this.#describeSelected();
    this.#repaint();
  }

  /** "A click": cycle, select, or set one of the layer's kinds. */
  #fillTools() {
    const board = this.#board;
    if (!board) return;
    const layer = board.layers[Number(this.#ui.layer.value) || 0];
    const before = this.#ui.tool.value;
    this.#ui.tool.replaceChildren(
      new Option(t('editor.cycle'), CYCLE),
      new Option(t('editor.select'), SELECT),
      ...layer.kinds.map((kind, i) => new Option(t('editor.set', { kind }), String(i))),
    );
    this.#ui.tool.value = [...this.#ui.tool.options].some((o) => o.value === before) ? before : CYCLE;
  }

  /** @param {EditorField[]} fields */
  #renderFields(fields) {
    const box = this.#ui.fields;
    const focused = /** @type {HTMLElement | null} */ (box.querySelector(':focus'));
    const focusedName = focused?.dataset.name;
    box.replaceChildren(
      ...fields.map((field) => {
        const label = document.createElement('label');
        label.textContent = `${field.label} `;
        /** @type {HTMLInputElement | HTMLSelectElement} */
        let control;
        if (field.options.length) {
          const select = document.createElement('select');
          select.append(...field.options.map((name, i) => new Option(name, String(field.min + i))));
          control = select;
        } else {
          const input = document.createElement('input');
          input.type = 'number';
          input.min = String(field.min);
          input.max = String(field.max);
          input.step = '1';
          control = input;
        }
        control.value = String(field.value);
        control.dataset.name = field.name;
        control.addEventListener('change', () => this.#setField(field, control));
        label.append(control);
        return label;
      }),
    );
    if (focusedName) /** @type {HTMLElement | null} */ (box.querySelector(`[data-name="${CSS.escape(focusedName)}"]`))?.focus();
  }

  /**
   * @param {EditorField} field
   * @param {HTMLInputElement | HTMLSelectElement} control
   */
  async #setField(field, control) {
    const value = Number(control.value);
    if (!Number.isInteger(value) || value < field.min || value > field.max) {
      this.#ui.error.textContent = t('editor.fieldRange', { field: field.label, min: field.min, max: field.max });
      this.#ui.error.hidden = false;
      control.value = String(field.value);
      return;
    }
    await this.#apply({ type: 'field', name: field.name, value });
  }

  /**
   * A click on `cell`: what "A click" says, backwards with Shift (or a right click) when cycling.
   * @param {Cell} cell
   * @param {boolean} backwards
   */
  async #click(cell, backwards) {
    const board = this.#board;
    if (!board) return;
    const layerIndex = Number(this.#ui.layer.value) || 0;
    const layer = board.layers[layerIndex];
    const width = boardSize(board.notes).cols;
    const current = layer.cells[cell.row * width + cell.col];
    this.#select(cell);
    const tool = this.#ui.tool.value;
    if (tool === SELECT || current === NOT_EDITABLE) {
      await this.refresh();
      return;
    }
    const count = layer.kinds.length;
    const kind = tool === CYCLE ? (current + (backwards ? count - 1 : 1)) % count : Number(tool);
    if (kind === current) {
      await this.refresh();
      return;
    }
    await this.#apply({ type: 'cell', layer: layerIndex, row: cell.row, col: cell.col, kind }, () =>
      this.#followLanding(cell, layerIndex, layer.cells),
    );
  }

  /**
   * After a click on `clicked` changed layer `index`, whose cells were `before`: when the cell
   * clicked holds what it held and others changed, the change landed elsewhere (a mayan block
   * falls onto its column). The changed cell nearest the click is then selected, and its note
   * says where the click was.
   * @param {Cell} clicked
   * @param {number} index
   * @param {ArrayLike<number>} before
   */
  async #followLanding(clicked, index, before) {
    const board = this.#board;
    const after = board?.layers[index]?.cells;
    if (!board || !after || after.length !== before.length) return;
    const width = boardSize(board.notes).cols;
    if (after[clicked.row * width + clicked.col] !== before[clicked.row * width + clicked.col]) return;
    /** @type {Cell | null} */
    let landed = null;
    let distance = Infinity;
    for (let i = 0; i < after.length; i++) {
      if (after[i] === before[i]) continue;
      const cell = { row: Math.floor(i / width), col: i % width };
      const d = Math.abs(cell.row - clicked.row) + Math.abs(cell.col - clicked.col);
      if (d < distance) [landed, distance] = [cell, d];
    }
    if (!landed) return;
    this.#select(landed, clicked);
    await this.refresh();
  }

  /**
   * Runs one edit at a time: the text it gives replaces the input and its board is shown (then
   * `then` runs, before the next edit).
   * @param {Edit} edit
   * @param {() => Promise<void>} [then]
   */
  #apply(edit, then) {
    this.#busy = this.#busy.then(async () => {
      await this.#read(edit);
      await then?.();
    });
    return this.#busy;
  }

  /** @param {KeyboardEvent} e */
  #key(e) {
    const board = this.#board;
    if (!board || e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    const { rows: height, cols: width } = boardSize(board.notes);
    if (arrow) {
      e.preventDefault();
      const from = this.#cursor ?? this.#selected ?? { row: 0, col: 0 };
      this.#cursor = {
        row: Math.max(0, Math.min(height - 1, from.row + arrow[0])),
        col: Math.max(0, Math.min(width - 1, from.col + arrow[1])),
      };
      this.#describe(this.#cursor);
      this.#repaint();
    } else if ((e.key === 'Enter' || e.key === ' ') && this.#cursor) {
      e.preventDefault();
      this.#click(this.#cursor, e.shiftKey);
    }
  }

  /** @param {PointerEvent | MouseEvent} event */
  #cellAt(event) {
    const place = this.#place;
    if (!this.#board || !place) return null;
    const rect = this.#ui.canvas.getBoundingClientRect();
    return cellAt(place, event.clientX - rect.left, event.clientY - rect.top);
  }

  #describeSelected() {
    if (this.#selected) this.#describe(this.#selected, this.#clicked);
    else this.#ui.cell.textContent = t('editor.hint');
  }

  /**
   * "Row 2, column 3: terrain lake · soldier none"; with `clicked`, the cell whose click made
   * the change that landed on `cell`: "Row 1, column 0: block colour 1 (the click on row 6,
   * column 0 landed here)".
   * @param {Cell} cell
   * @param {Cell | null} clicked
   */
  #describe(cell, clicked = null) {
    const board = this.#board;
    if (!board) return;
    const at = cell.row * boardSize(board.notes).cols + cell.col;
    const parts = board.layers
      .filter((layer) => layer.cells[at] !== NOT_EDITABLE)
      .map((layer) => t('editor.layerKind', { layer: layer.name, kind: layer.kinds[layer.cells[at]] }));
    const what = parts.length ? parts.join(' · ') : t('editor.offBoard');
    const name = cellName(board.notes, cell, true);
    this.#ui.cell.textContent = clicked
      ? t('editor.landed', { cell: name, what, clicked: cellName(board.notes, clicked) })
      : t('editor.cell', { cell: name, what });
  }

  /** Paints the board (the module paints the board of its last `editBoard`), one paint at a time. */
  async #repaint() {
    if (this.#painting) {
      this.#paintAgain = true;
      return;
    }
    this.#painting = true;
    do {
      this.#paintAgain = false;
      await this.#paintOnce().catch((err) => {
        // The canvas went with the engine's replaced worker (board-canvas.js): a fresh one is painted.
        if (!(err instanceof SpentCanvas)) return;
        this.#ui.canvas = freshCanvas(this.#ui.canvas);
        this.#listen(this.#ui.canvas);
      });
    } while (this.#paintAgain);
    this.#painting = false;
  }

  async #paintOnce() {
    const canvas = this.#ui.canvas;
    const picked = this.#selected ? [this.#selected] : [];
    const cell = (/** @type {Cell} */ c) => /** @type {[number, number]} */ ([c.row, c.col]);
    if (!this.#board || !this.#game || !canvas.clientWidth || !canvas.clientHeight) return;
    /** @type {import('../lib/types.js').BoardViewRequest} */
    const view = {
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      pixelRatio: window.devicePixelRatio || 1,
      dark: prefersDark(canvas),
      zoom: 1,
      pan: [0, 0],
      anchor: null,
      from: null,
      t: 1,
      checkpoints: false,
      marks: { picked: picked.map(cell), targets: [], cursor: this.#cursor && cell(this.#cursor) },
    };
    const place = fromJson(await this.#engine.call(this.#game, 'paintEdited', canvas, view));
    this.#place = place;
    // As the player's canvas: cell (0, 0)'s centre and the cell size, for tests and tools.
    if (place) canvas.dataset.board = boardData(place);
  }
}
