// One text of the "Your program" panel (program.js): your program's output or its trace, in a
// text box; a text too large to edit there (text.js tooLargeToEdit) is held beside it with its
// size, as the page holds a large input. A paste, a drop or a file is refused over 32 MB; a
// large paste bypasses the browser's editing pipeline, and a large text is measured a slice at a
// time.
import { fileErrorSay, MAX_INPUT_BYTES, readFileText } from './files.js';
import { t } from './i18n.js';
import { LARGE_PASTE, linesOf, measureText, tooLargeToEdit } from './text.js';

/** @import { Measured } from './text.js' */
/** @import { Lang } from './i18n.js' */

const megabytes = (/** @type {number} */ bytes) =>
  bytes < 1 << 20 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * One of the panel's texts (the output, the trace): a text box, or, for a text too large to edit
 * there, the text held beside it with its size. A paste, a drop or a file is refused over 32 MB.
 */
export class ProgramText {
  /** @typedef {{ text: string, measured: Promise<Measured | null> }} Held */
  /** @type {Held | null} */
  #held = null;
  /** @type {HTMLTextAreaElement} */
  #box;
  /** @type {HTMLElement} */
  #heldBox;
  #changed;
  #error;

  /**
   * @param {{ box: HTMLTextAreaElement, held: HTMLElement, file: HTMLInputElement }} elements the
   * text box, the box that shows a held text's summary (with a Clear button), the file input
   * @param {{ changed: () => void, error: (say: (lang: Lang) => string) => void, submit: () => void }} hooks (`error`: a file's or a paste's, worded in any language)
   */
  constructor({ box, held, file }, { changed, error, submit }) {
    this.#box = box;
    this.#heldBox = held;
    this.#changed = changed;
    this.#error = error;
    box.addEventListener('input', changed);
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        submit();
      }
    });
    box.addEventListener('paste', (e) => {
      const text = e.clipboardData?.getData('text/plain');
      if (!text || text.length < LARGE_PASTE) return; // the browser's own paste keeps its undo
      e.preventDefault();
      this.#insert(text);
    });
    // A file dropped on the box, or on the text held beside it, is opened.
    const area = /** @type {HTMLElement} */ (box.parentElement);
    area.addEventListener('dragover', (e) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    });
    area.addEventListener('drop', (e) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      this.#open(file);
    });
    file.addEventListener('change', () => {
      const chosen = file.files?.[0];
      if (chosen) this.#open(chosen);
      file.value = '';
    });
    this.#heldBox.querySelector('button')?.addEventListener('click', () => {
      this.set('');
      changed();
      box.focus();
    });
  }

  /** The text, as it is checked. */
  get text() {
    return this.#held?.text ?? this.#box.value;
  }

  /**
   * Puts `text` in the box, or holds it beside when it is too large to edit there.
   * @param {string} text
   */
  set(text) {
    const hold = tooLargeToEdit(text);
    /** @type {Held | null} */
    const held = hold ? { text, measured: measureText(text, () => this.#held === held) } : null;
    this.#held = held;
    this.#box.value = held ? '' : text;
    this.#box.hidden = Boolean(held);
    this.#heldBox.hidden = !held;
    if (held) this.#showHeld(held);
  }

  /** @param {Held} held */
  async #showHeld(held) {
    const summary = /** @type {HTMLElement} */ (this.#heldBox.querySelector('.held-summary'));
    summary.textContent = t('page.heldMeasuring');
    const measured = await held.measured;
    if (this.#held !== held || !measured) return;
    summary.textContent = t('program.held', {
      size: megabytes(measured.bytes),
      count: measured.lines,
      lines: measured.lines.toLocaleString('en'),
    });
  }

  /** The held text's summary again, in the page's language. */
  relabel() {
    if (this.#held) this.#showHeld(this.#held);
  }

  /**
   * Line `line` (1-based) of the text, without its line break; '' past its end.
   * @param {number} line
   */
  async lineAt(line) {
    const held = this.#held;
    const starts = held ? (await held.measured)?.starts : undefined;
    return linesOf(this.text, line, line, starts)[0] ?? '';
  }

  /**
   * Selects the word at `line`, `col` (1-based, in characters) in the box and brings it into view.
   * @param {number} line
   * @param {number} col
   */
  select(line, col) {
    if (this.#held) return;
    const text = this.#box.value;
    let start = 0;
    for (let l = 1; l < line && start >= 0; l++) {
      start = text.indexOf('\n', start);
      if (start >= 0) start++;
    }
    if (start < 0) return;
    const lineEnd = text.indexOf('\n', start);
    const rest = text.slice(start, lineEnd < 0 ? text.length : lineEnd);
    const at = start + [...rest].slice(0, Math.max(0, col - 1)).join('').length;
    const word = /^\S*/.exec(text.slice(at))?.[0] ?? '';
    this.#box.focus();
    this.#box.setSelectionRange(at, at + word.length);
  }

  /**
   * Puts a large paste in place of the selection with one assignment (Chromium's editing pipeline
   * takes seconds over a large text); refused over the size limit.
   * @param {string} text
   */
  async #insert(text) {
    const box = this.#box;
    const { selectionStart: start, selectionEnd: end, value } = box;
    const next = value.slice(0, start) + text + value.slice(end);
    // A UTF-16 code unit is 1 to 3 bytes in UTF-8: only a text in between is measured.
    const unsure = next.length * 3 > MAX_INPUT_BYTES && next.length <= MAX_INPUT_BYTES;
    const measured = unsure ? await measureText(next, () => box.value === value) : null;
    if (box.value !== value) return;
    if (next.length > MAX_INPUT_BYTES || (measured?.bytes ?? 0) > MAX_INPUT_BYTES) {
      this.#error((lang) => t('files.overLimit', { name: t('program.pasted', {}, lang), limit: MAX_INPUT_BYTES >> 20 }, lang));
      return;
    }
    this.set(next);
    if (!this.#held) box.setSelectionRange(start + text.length, start + text.length);
    this.#changed();
  }

  /** @param {File} file */
  async #open(file) {
    try {
      this.set(await readFileText(file));
      this.#changed();
    } catch (err) {
      this.#error(fileErrorSay(err, file.name));
    }
  }
}
