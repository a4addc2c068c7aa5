// "Your move": at the step on screen, who moves and every legal move (the "Moves" list), picking a
// move's cells on the board (click, tap, or Enter on the board's cell cursor), playing it in the
// engine with its feedback, the variation your moves form off the main line, "Back to the main
// line" and "Copy as input". No game logic lives here: the moves, the cells that make each one and
// the feedback all come from the engine (src/session/explore.rs), in the session's language. A step's
// view carries its moves unless there are many (match3's big boards: thousands, whose labels and
// list items cost more than the step itself); those are asked for when you reach for them (the
// list focused or pressed, a cell picked on the board), so stepping and seeking never wait for them.

import { t } from '../i18n/i18n.js';
import { afterNextPaint, reuseChildren, setText } from '../lib/dom.js';
import { cellName } from '../player/cells.js';

/** @import { Player } from '../player/player.js' */
/** @import { RemoteSession } from '../engine/engine.js' */
/** @import { Branch, Decision, MoveOption, StepView, VariationInfo, YourLine } from '../lib/types.js' */
/** @typedef {{ row: number, col: number }} Cell */

/**
 * What the explorer needs from the page around it.
 * @typedef {object} ExploreHooks
 * @property {(branch: Branch) => Promise<void>} timelineChanged the session's steps changed (a move, the main line): show them from `branch.firstStep`
 * @property {(text: string, what: 'input') => Promise<boolean>} copy puts text on the clipboard, saying what it is
 * @property {(text: string) => void} useInput replaces the input with `text` and runs it
 * @property {(text: string | (() => string)) => void} status a status line (a function: said again in another language)
 * @property {(variation: VariationInfo | null, step: number) => void} restart a cancelled move killed the session: run again with this variation
 * @property {() => void} cancel stops the engine (the worker is replaced)
 */

const SHOW_CANCEL_MS = 150;

/**
 * @param {[number, number]} a
 * @param {Cell} b
 */
const sameCell = (a, b) => a[0] === b.row && a[1] === b.col;

export class Explorer {
  #player;
  #ui;
  #hooks;
  /** @type {RemoteSession | null} */
  #session = null;
  /** @type {Decision | null} the decision at the step on screen (its moves still to come while `moves.length < moveCount`) */
  #decision = null;
  #decisionIndex = -1;
  /** @type {{ decision: Decision, moves: Promise<MoveOption[] | null> } | null} the moves of a decision that left them out, once asked for */
  #listing = null;
  /** @type {Cell[]} cells picked so far for a move */
  #picked = [];
  #playing = false;
  /** @type {Decision | null} the decision whose moves are to be listed once the step's frame is painted */
  #toList = null;
  /** @type {Decision | null} the decision whose moves the list holds (null: it is empty) */
  #listed = null;
  /** Whether the Moves list is on screen (an IntersectionObserver's last word). */
  #listSeen = false;

  /**
   * @param {Player} player
   * @param {Record<'section' | 'toMove' | 'moves' | 'play' | 'cancel' | 'hint' | 'feedback' | 'mainLine' | 'copyInput' | 'useInput', any>} ui
   * @param {ExploreHooks} hooks
   */
  constructor(player, ui, hooks) {
    this.#player = player;
    this.#ui = ui;
    this.#hooks = hooks;
    player.on('step', ({ index, step }) => this.#stepShown(index, step));
    player.on('pick', (cell) => this.#pick(cell));
    ui.moves.addEventListener('change', () => this.#previewSelected());
    ui.moves.addEventListener('focus', () => {
      this.#fillList(true);
      this.#listMoves();
    });
    ui.moves.addEventListener('pointerdown', () => this.#listMoves());
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
    // The list is filled while it is on screen: each step's options cost the page a layout and a
    // paint of every one of them (about 9 ms a step for three-kingdoms' 26.in, most of a seek's
    // frame), work wasted on a list below the fold while the slider is dragged.
    new IntersectionObserver((entries) => {
      this.#listSeen = entries.some((entry) => entry.isIntersecting);
      if (this.#listSeen) this.#fillList();
    }).observe(ui.moves);
  }

  /**
   * Follows `session` (null: none); `feedback` is what to show for it (kept across a restart).
   * @param {RemoteSession | null} session
   */
  attach(session, feedback = /** @type {string[]} */ ([])) {
    this.#session = session;
    this.#decision = null;
    this.#decisionIndex = -1;
    this.#toList = null;
    this.#clearPicks();
    this.#showFeedback(feedback);
    this.#ui.section.hidden = true;
    this.#ui.mainLine.hidden = !session?.variation;
  }

  /** The ids of your moves and where they branch off, for the permalink. */
  get variation() {
    return this.#session?.variation ?? null;
  }

  /**
   * The player shows step `index`: its decision came with it.
   * @param {number} index
   * @param {StepView} step
   */
  #stepShown(index, step) {
    if (!this.#session) return;
    if (index !== this.#decisionIndex) this.#clearPicks();
    this.#decision = step.decision;
    this.#decisionIndex = index;
    this.#showDecision();
  }

  /**
   * Every move of the decision on screen: asked of the engine (once) where its step left them
   * out, then listed. Null when the screen moved on meanwhile or the session went.
   * @returns {Promise<MoveOption[] | null>}
   */
  async #listMoves() {
    const decision = this.#decision;
    const session = this.#session;
    if (!decision || !session) return null;
    if (decision.moves.length === decision.moveCount) return decision.moves;
    if (this.#listing?.decision !== decision) {
      this.#listing = { decision, moves: session.moves(this.#decisionIndex).catch(() => null) };
    }
    const moves = await this.#listing.moves;
    if (!moves || session !== this.#session || decision !== this.#decision) return null;
    this.#decision = { ...decision, moves };
    this.#showDecision();
    return moves;
  }

  /** Enables what the decision on screen and a move in progress allow. */
  #updateControls() {
    const ui = this.#ui;
    const movable = Boolean(this.#decision?.moveCount) && !this.#playing;
    this.#player.picking = movable;
    ui.moves.disabled = ui.play.disabled = !movable;
    ui.mainLine.hidden = !this.#session?.variation;
  }

  /**
   * Shows the decision just fetched (none: the panel hides, nobody decides at this step). Its
   * moves are listed once the step's frame is painted: a seek waits for the board, not for up to
   * 64 options, and a decision passed over before its frame (a dragged slider) is never listed.
   */
  #showDecision() {
    const ui = this.#ui;
    const decision = this.#decision;
    // The step (from 1) whose decision, or the lack of one, is shown (tests wait for it).
    const step = String(this.#decisionIndex + 1);
    ui.section.hidden = !decision;
    this.#updateControls();
    this.#toList = decision;
    if (!decision) {
      ui.section.dataset.step = step;
      return;
    }
    // Until its moves are listed, the panel shows no step's decision.
    delete ui.section.dataset.step;
    setText(ui.toMove, decision.toMove);
    const count = decision.moveCount;
    if (decision.moves.length < count) setText(ui.hint, t('explore.movesOnDemand', { count }));
    else setText(ui.hint, count ? t('explore.hint', { count }) : t('explore.noMoves'));
    afterNextPaint(() => {
      if (this.#toList !== decision) return;
      this.#fillList();
      ui.section.dataset.step = step;
    });
  }

  /**
   * Lists the moves of the decision on screen if the list is on screen, or if `always` (a move is
   * to be selected in it); otherwise empties a list that holds another decision's, so that it
   * never shows them when it comes into view (it is filled then).
   */
  #fillList(always = false) {
    const decision = this.#decision;
    if (decision === this.#listed) return;
    const list = this.#ui.moves;
    if (decision && (always || this.#listSeen)) {
      this.#listOptions(decision.moves);
      this.#listed = decision;
      // The step (from 1) whose moves the list holds (tests wait for it).
      list.dataset.step = String(this.#decisionIndex + 1);
    } else if (this.#listed) {
      this.#listOptions([]);
      this.#listed = null;
      delete list.dataset.step;
    }
  }

  /**
   * The list's options: `moves`, reusing the options there, none selected.
   * @param {MoveOption[]} moves
   */
  #listOptions(moves) {
    const list = this.#ui.moves;
    reuseChildren(
      list,
      moves.length,
      () => document.createElement('option'),
      (option, i) => {
        const move = moves[i];
        if (option.value !== move.id) option.value = move.id;
        setText(option, move.label);
        // The cells that make the move on the board, "row,col;row,col" (for tests and tools).
        const cells = move.cells.map((cell) => cell.join(',')).join(';');
        if (option.dataset.cells !== cells) option.dataset.cells = cells;
      },
    );
    list.selectedIndex = -1;
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
  async #pick(cell) {
    if (this.#playing || !this.#decision?.moveCount) return;
    const moves = await this.#listMoves();
    if (!moves || this.#playing) return;
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
      this.#ui.hint.textContent = t('explore.noMoveAt', { cell: cellName(this.#player.current?.board, cell) });
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
    this.#fillList(true);
    this.#ui.moves.value = candidates[0].id;
    const cells = picks.map((pick) => cellName(this.#player.current?.board, pick)).join(' → ');
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
    const progress = (/** @type {string} */ text) =>
      this.#hooks.status(() => t('explore.playingProgress', { move: move.label, progress: text }));
    const showCancel = setTimeout(() => (this.#ui.cancel.hidden = false), SHOW_CANCEL_MS);
    try {
      const started = performance.now();
      const branch = await session.branch('play', index, move.id, progress);
      if (session !== this.#session) return;
      this.#showFeedback(branch.feedback);
      const ms = Math.round(performance.now() - started);
      this.#hooks.status(() => t('explore.played', { move: move.label, ms }));
      await this.#hooks.timelineChanged(branch);
    } catch (err) {
      const error = /** @type {import('../engine/engine.js').EngineError} */ (err);
      if (error.kind === 'cancelled') this.#hooks.restart(before, index);
      else this.#hooks.status(() => t('explore.playFailed', { message: error.message }));
    } finally {
      clearTimeout(showCancel);
      this.#ui.cancel.hidden = true;
      this.#playing = false;
      if (session === this.#session) this.#updateControls();
    }
  }

  #cancel() {
    if (this.#playing) this.#hooks.cancel();
  }

  /**
   * Plays your program's own line of play (a checkpoint's, off the judge's line) as the
   * variation on screen, through to its end.
   * @param {YourLine} line
   */
  async showLine(line) {
    const session = this.#session;
    if (!session || this.#playing) return;
    let branch;
    try {
      branch = await session.branch('restoreVariation', line.base, line.moves);
    } catch (err) {
      this.#hooks.status(() => t('explore.playFailed', { message: /** @type {Error} */ (err).message }));
      return;
    }
    if (session !== this.#session) return;
    this.#showFeedback([]);
    await this.#hooks.timelineChanged(branch);
  }

  async backToMainLine() {
    const session = this.#session;
    if (!session?.variation) return;
    const branch = await session.branch('backToMainLine');
    if (session !== this.#session) return;
    this.#ui.mainLine.hidden = true;
    this.#showFeedback([]);
    await this.#hooks.timelineChanged(branch);
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
      text = (await session.call('inputAt', this.#player.index)) ?? null;
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
