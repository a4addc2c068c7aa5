// "Your move": at the step on screen, who moves and every legal move (the "Moves" list), picking a
// move's cells on the board (click, tap, or Enter on the board's cell cursor), playing it in the
// engine with its feedback, the variation your moves form off the main line, "Back to the main
// line" and "Copy as input". No game logic lives here: the moves, the cells that make each one and
// the feedback all come from the engine (src/explore.rs), in the session's language.
import { t } from './i18n.js';

/** @import { Player } from './player.js' */
/** @import { RemoteSession } from './engine.js' */
/** @import { Decision, MoveOption, VariationInfo } from './types.js' */
/** @typedef {{ row: number, col: number }} Cell */

/**
 * What the explorer needs from the page around it.
 * @typedef {object} ExploreHooks
 * @property {(start: number) => Promise<void>} timelineChanged the session's steps changed (a move, the main line): show them from `start`
 * @property {(text: string, what: 'input') => Promise<boolean>} copy puts text on the clipboard, saying what it is
 * @property {(text: string) => void} useInput replaces the input with `text` and runs it
 * @property {(text: string | (() => string)) => void} status a status line (a function: said again in another language)
 * @property {(variation: VariationInfo | null, step: number) => void} restart a cancelled move killed the session: run again with this variation
 * @property {() => void} cancel stops the engine (the worker is replaced)
 * @property {(listener: ((text: string) => void) | null) => void} onProgress who hears a long move's progress (null: the page again)
 */

const DECISION_DELAY_MS = 120; // while stepping quickly, only the step the user stops at is asked
const SHOW_CANCEL_MS = 150;

/**
 * @param {[number, number]} a
 * @param {Cell} b
 */
const sameCell = (a, b) => a[0] === b.row && a[1] === b.col;

/**
 * "row 3, column 4" in the board's own axis labels (mayan counts rows from the bottom, from 0),
 * else counted from 1; `capital`: "Row 3, column 4", to start a sentence.
 * @param {import('./types.js').Frame | undefined} frame
 * @param {Cell} cell
 */
export function cellName(frame, { row, col }, capital = false) {
  const rowName = frame?.rowLabels?.[row] || String(row + 1);
  const colName = frame?.colLabels?.[col] || String(col + 1);
  return t(capital ? 'cell.nameCapital' : 'cell.name', { row: rowName, col: colName });
}

export class Explorer {
  #player;
  #ui;
  #hooks;
  /** @type {RemoteSession | null} */
  #session = null;
  /** @type {Decision | null} the decision at the step on screen */
  #decision = null;
  #decisionIndex = -1;
  #ticket = 0; // bumps whenever the step, the session or its timeline changes
  #timer = 0;
  /** @type {Cell[]} cells picked so far for a move */
  #picked = [];
  #playing = false;

  /**
   * @param {Player} player
   * @param {Record<'section' | 'toMove' | 'moves' | 'play' | 'cancel' | 'hint' | 'feedback' | 'mainLine' | 'copyInput' | 'useInput', any>} ui
   * @param {ExploreHooks} hooks
   */
  constructor(player, ui, hooks) {
    this.#player = player;
    this.#ui = ui;
    this.#hooks = hooks;
    player.on('step', ({ index }) => this.#stepShown(index));
    player.on('pick', (cell) => this.#pick(cell));
    ui.moves.addEventListener('change', () => this.#previewSelected());
    ui.moves.addEventListener('dblclick', () => this.#playSelected());
    ui.moves.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      this.#playSelected();
    });
    ui.play.addEventListener('click', () => this.#playSelected());
    ui.cancel.addEventListener('click', () => this.#cancel());
    ui.mainLine.addEventListener('click', () => this.backToMainLine());
    ui.copyInput.addEventListener('click', () => this.#copyInput(false));
    ui.useInput.addEventListener('click', () => this.#copyInput(true));
  }

  /**
   * Follows `session` (null: none); `feedback` is what to show for it (kept across a restart).
   * @param {RemoteSession | null} session
   */
  attach(session, feedback = /** @type {string[]} */ ([])) {
    this.#session = session;
    this.#ticket++;
    this.#decision = null;
    this.#decisionIndex = -1;
    this.#clearPicks();
    this.#showFeedback(feedback);
    this.#ui.section.hidden = true;
    this.#ui.mainLine.hidden = !session?.variation;
  }

  /** The page's language changed: the decision on screen is asked for again, in it. */
  refresh() {
    if (!this.#session) return;
    this.#decisionIndex = -1;
    this.#stepShown(this.#player.index);
  }

  /** The ids of your moves and where they branch off, for the permalink. */
  get variation() {
    return this.#session?.variation ?? null;
  }

  /** @param {number} index */
  #stepShown(index) {
    if (!this.#session || index === this.#decisionIndex) return;
    clearTimeout(this.#timer);
    const ticket = ++this.#ticket;
    this.#clearPicks();
    // Until the decision of this step arrives, the one shown is another step's.
    this.#decision = null;
    this.#updateControls();
    delete this.#ui.section.dataset.step;
    this.#timer = setTimeout(() => this.#fetchDecision(index, ticket), this.#player.playing ? DECISION_DELAY_MS * 4 : DECISION_DELAY_MS);
  }

  /**
   * @param {number} index
   * @param {number} ticket
   */
  async #fetchDecision(index, ticket) {
    const session = this.#session;
    if (!session) return;
    let decision;
    try {
      decision = await session.decision(index);
    } catch {
      return; // the session was dropped meanwhile
    }
    if (ticket !== this.#ticket) return;
    this.#decision = decision;
    this.#decisionIndex = index;
    this.#showDecision();
  }

  /** Enables what the decision on screen and a move in progress allow. */
  #updateControls() {
    const ui = this.#ui;
    const movable = Boolean(this.#decision?.moves.length) && !this.#playing;
    this.#player.picking = movable;
    ui.moves.disabled = ui.play.disabled = !movable;
    ui.mainLine.hidden = !this.#session?.variation;
  }

  /** Shows the decision just fetched (none: the panel hides, nobody decides at this step). */
  #showDecision() {
    const ui = this.#ui;
    const decision = this.#decision;
    ui.section.hidden = !decision;
    this.#updateControls();
    // The step (from 1) whose decision, or the lack of one, this is (tests wait for it).
    ui.section.dataset.step = String(this.#decisionIndex + 1);
    if (!decision) return;
    ui.toMove.textContent = decision.toMove;
    const options = decision.moves.map((move) => {
      const option = document.createElement('option');
      option.value = move.id;
      option.textContent = move.label;
      // The cells that make the move on the board, "row,col;row,col" (for tests and tools).
      option.dataset.cells = move.cells.map((cell) => cell.join(',')).join(';');
      return option;
    });
    ui.moves.replaceChildren(...options);
    ui.hint.textContent = options.length ? t('explore.hint', { count: options.length }) : t('explore.noMoves');
  }

  /** The move selected in the list, shown on the board. */
  #previewSelected() {
    const move = this.#selected();
    this.#picked = [];
    this.#player.highlight(move ? { picked: move.cells.map(([row, col]) => ({ row, col })), targets: [] } : null);
  }

  /** @returns {MoveOption | null} */
  #selected() {
    const id = this.#ui.moves.value;
    return this.#decision?.moves.find((move) => move.id === id) ?? null;
  }

  #playSelected() {
    const move = this.#selected();
    if (move) this.#play(move);
  }

  #clearPicks() {
    this.#picked = [];
    this.#player.highlight(null);
  }

  /**
   * A cell picked on the board: it extends the move being picked, or starts a new one; once a
   * single move matches every cell picked, it is played.
   * @param {Cell} cell
   */
  #pick(cell) {
    const moves = this.#decision?.moves ?? [];
    if (this.#playing || !moves.length) return;
    /** @param {Cell[]} picks */
    const matching = (picks) =>
      moves.filter((move) => move.cells.length >= picks.length && picks.every((pick, i) => sameCell(move.cells[i], pick)));
    let picks = [...this.#picked, cell];
    let candidates = matching(picks);
    if (!candidates.length) {
      picks = [cell];
      candidates = matching(picks);
    }
    if (!candidates.length) {
      this.#clearPicks();
      this.#ui.hint.textContent = t('explore.noMoveAt', { cell: cellName(this.#player.current?.frame, cell) });
      return;
    }
    const complete = candidates.filter((move) => move.cells.length === picks.length);
    if (complete.length && complete.length === candidates.length) {
      this.#play(complete[0]);
      return;
    }
    this.#picked = picks;
    /** @type {Cell[]} */
    const targets = [];
    for (const move of candidates) {
      const [row, col] = move.cells[picks.length] ?? [];
      if (row === undefined || targets.some((t) => t.row === row && t.col === col)) continue;
      targets.push({ row, col });
    }
    this.#player.highlight({ picked: picks, targets });
    this.#ui.moves.value = candidates[0].id;
    const cells = picks.map((pick) => cellName(this.#player.current?.frame, pick)).join(' → ');
    this.#ui.hint.textContent = t('explore.picked', { cells, count: candidates.length });
  }

  /**
   * Plays `move` at the step on screen and shows the variation from the move's first step.
   * @param {MoveOption} move
   */
  async #play(move) {
    const session = this.#session;
    if (!session || this.#playing) return;
    const index = this.#player.index;
    const before = session.variation;
    this.#playing = true;
    this.#clearPicks();
    this.#updateControls();
    this.#hooks.status(() => t('explore.playing', { move: move.label }));
    this.#hooks.onProgress((text) => this.#hooks.status(() => t('explore.playingProgress', { move: move.label, progress: text })));
    const showCancel = setTimeout(() => (this.#ui.cancel.hidden = false), SHOW_CANCEL_MS);
    try {
      const started = performance.now();
      const { firstStep, feedback } = await session.play(index, move.id);
      if (session !== this.#session) return;
      this.#showFeedback(feedback);
      const ms = Math.round(performance.now() - started);
      this.#hooks.status(() => t('explore.played', { move: move.label, ms }));
      this.#decisionIndex = -1;
      await this.#hooks.timelineChanged(firstStep);
    } catch (err) {
      const message = /** @type {Error} */ (err).message;
      if (message === 'cancelled') this.#hooks.restart(before, index);
      else this.#hooks.status(() => t('explore.playFailed', { message }));
    } finally {
      clearTimeout(showCancel);
      this.#hooks.onProgress(null);
      this.#ui.cancel.hidden = true;
      this.#playing = false;
      if (session === this.#session) this.#updateControls();
    }
  }

  #cancel() {
    if (this.#playing) this.#hooks.cancel();
  }

  async backToMainLine() {
    const session = this.#session;
    const variation = session?.variation;
    if (!session || !variation) return;
    await session.backToMainLine();
    if (session !== this.#session) return;
    this.#ui.mainLine.hidden = true;
    this.#showFeedback([]);
    this.#decisionIndex = -1;
    await this.#hooks.timelineChanged(variation.base);
  }

  /**
   * The position on screen as a judge-format input: copied, or (`use`) run as the new input.
   * @param {boolean} use
   */
  async #copyInput(use) {
    const session = this.#session;
    if (!session) return;
    let text;
    try {
      text = await session.inputAt(this.#player.index);
    } catch (err) {
      this.#hooks.status(() => t('explore.inputFailed', { message: /** @type {Error} */ (err).message }));
      return;
    }
    if (text === null) return;
    if (use) this.#hooks.useInput(text);
    else await this.#hooks.copy(text, 'input');
  }

  /** @param {string[]} lines */
  #showFeedback(lines) {
    const box = this.#ui.feedback;
    box.replaceChildren(
      ...lines.map((line) => {
        const p = document.createElement('p');
        p.textContent = line;
        // Each line in its own direction; a line of plain ASCII is the judge's own text (its
        // reply, ludo's text board): monospace and left to right in every language.
        p.dir = 'auto';
        if (/^[\x20-\x7e]*$/.test(line)) p.className = 'verbatim';
        return p;
      }),
    );
    box.hidden = !lines.length;
  }
}
