// One text of the "Your program" panel (program.js): your program's output or its trace, in a
// text box; a text too large to edit there (text.js tooLargeToEdit) is held beside it with its
// size, as the page holds a large input. A paste, a drop or a file is refused over 32 MB; a
// large paste bypasses the browser's editing pipeline, and a large text is measured a slice at a
// time. A text with a control or bidi formatting character (text.js hasHidden), which a text box
// would let reorder its lines (`$ ‹U+202E›move 3` shown as `$ 3 evom`), is edited in the editor of
// large inputs instead (large-editor.js, given by app.js), which shows each as its placeholder
// as it does in the page's input; the text itself is kept as it is.

import { t } from '../i18n/i18n.js';
import { MAX_INPUT_BYTES, readInto, sizeText } from '../lib/files.js';
import { hasHidden, LARGE_PASTE, linesOf, measureText, tooLargeToEdit } from '../lib/text.js';

/** @import { Measured } from '../lib/text.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @import { LargeEditor } from './large-editor.js' */
/** @import * as LargeEditorModule from './large-editor.js' */
/** @typedef {() => Promise<typeof LargeEditorModule>} EditorModule the editor's module, fetched the first time */

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
  #submit;
  /** @type {LargeEditor | null} the editor the text is in when it holds control or bidi characters */
  #editor = null;
  #editorTicket = 0;
  /** @type {HTMLElement} the editor's host, after the text box */
  #host;
  /** @type {EditorModule} */
  #editorModule;
  /** @type {(lang?: Lang) => string} */
  #label;

  /**
   * @param {{ box: HTMLTextAreaElement, held: HTMLElement, file: HTMLInputElement }} elements the
   * text box, the box that shows a held text's summary (with a Clear button), the file input
   * @param {{ changed: () => void, error: (say: (lang: Lang) => string) => void, submit: () => void, editor: EditorModule, label: (lang?: Lang) => string }} hooks
   * (`error`: a file's or a paste's, worded in any language; `label`: the text's name, in `lang` or the page's language)
   */
  constructor({ box, held, file }, { changed, error, submit, editor, label }) {
    this.#box = box;
    this.#heldBox = held;
    this.#changed = changed;
    this.#error = error;
    this.#submit = submit;
    this.#editorModule = editor;
    this.#label = label;
    this.#host = document.createElement('div');
    this.#host.className = 'large-input';
    this.#host.dir = 'ltr';
    this.#host.hidden = true;
    box.after(this.#host);
    box.addEventListener('input', () => {
      changed();
      if (hasHidden(box.value)) this.#openEditor();
    });
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
    // What came before the panel was made (the page fetches it when first opened): a text typed
    // or a file chosen meanwhile.
    if (hasHidden(box.value)) this.#openEditor();
    const chosen = file.files?.[0];
    if (chosen) this.#open(chosen);
    file.value = '';
  }

  /** The text, as it is checked. */
  get text() {
    return this.#held?.text ?? this.#editor?.text() ?? this.#box.value;
  }

  /**
   * Puts `text` in the box, or holds it beside when it is too large to edit there.
   * @param {string} text
   */
  set(text) {
    this.#closeEditor();
    const hold = tooLargeToEdit(text);
    /** @type {Held | null} */
    const held = hold ? { text, measured: measureText(text, () => this.#held === held) } : null;
    this.#held = held;
    this.#box.value = held ? '' : text;
    this.#box.hidden = Boolean(held);
    this.#heldBox.hidden = !held;
    if (held) this.#showHeld(held);
    else if (hasHidden(text)) this.#openEditor();
  }

  /**
   * Moves the text box's text into the editor (its module fetched the first time), with the
   * caret where it was; the box keeps it until the editor is open, and an edit meanwhile opens
   * it again (the box's input event).
   */
  async #openEditor() {
    const ticket = ++this.#editorTicket;
    const box = this.#box;
    const text = box.value;
    const wanted = () => ticket === this.#editorTicket && box.value === text && !this.#held;
    const hooks = {
      changed: this.#changed,
      run: this.#submit,
      tooLarge: () => this.#error((lang) => t('files.overLimit', { name: this.#label(lang), limit: MAX_INPUT_BYTES >> 20 }, lang)),
      label: () => this.#label(),
    };
    try {
      const { LargeEditor } = await this.#editorModule();
      const editor = wanted() ? await LargeEditor.open(this.#host, text, hooks, wanted) : null;
      if (!editor) return;
      const focused = document.activeElement === box;
      const { selectionStart, selectionEnd } = box;
      this.#editor = editor;
      box.value = '';
      box.hidden = true;
      this.#host.hidden = false;
      if (focused) {
        editor.select(selectionStart, selectionEnd);
        editor.focus();
      }
    } catch (err) {
      if (!wanted()) return;
      const message = /** @type {Error} */ (err).message;
      this.#error((lang) => t('page.editorFailed', { message }, lang));
    }
  }

  /** Closes the editor (one still opening is dropped): the text box shows again. */
  #closeEditor() {
    this.#editorTicket++;
    if (!this.#editor) return;
    this.#editor.destroy();
    this.#editor = null;
    this.#host.hidden = true;
    this.#box.hidden = false;
  }

  /** @param {Held} held */
  async #showHeld(held) {
    const summary = /** @type {HTMLElement} */ (this.#heldBox.querySelector('.held-summary'));
    summary.textContent = t('page.heldMeasuring');
    const measured = await held.measured;
    if (this.#held !== held || !measured) return;
    summary.textContent = t('program.held', {
      size: sizeText(measured.bytes),
      count: measured.lines,
      lines: measured.lines.toLocaleString('en'),
    });
  }

  /** The held text's summary again, in the page's language. */
  relabel() {
    if (this.#held) this.#showHeld(this.#held);
    this.#editor?.relabel();
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
    const text = this.text;
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
    const shown = this.#editor ?? this.#box;
    shown.focus();
    if (this.#editor) this.#editor.select(at, at + word.length);
    else this.#box.setSelectionRange(at, at + word.length);
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
    await readInto(
      file,
      (text) => {
        this.set(text);
        this.#changed();
      },
      (say) => this.#error(say),
    );
  }
}
