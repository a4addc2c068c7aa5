// The input: its text box, or the text held beside it when too large to edit there (measured and
// previewed a slice at a time) and the editor of large inputs that opens when the user chooses to
// edit a held one (large-editor.js, loaded then), typing, pasting, opening and dropping files, the
// file note, and errors located in the input (the line marked in the text box's backdrop, the held
// preview or the editor).

import { direction, language, t } from '../i18n/i18n.js';
import { syncScroll } from '../lib/dom.js';
import { MAX_INPUT_BYTES, readInto, sizeText } from '../lib/files.js';
import { LARGE_PASTE, linesOf, measureText, quoted, tooLargeToEdit, visible } from '../lib/text.js';
import { ui } from './page-ui.js';

/** @import { Controllers, Held, InputActions, InputState, Page, ShownError } from './page-state.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @import { Measured } from '../lib/text.js' */
/** @import { EditorHooks } from '../tools/large-editor.js' */

const PREVIEW_LINES = 60;

/** The input is over the size limit (in the page's language now). */
const overLimit = () => t('files.overLimit', { name: t('files.theInput'), limit: MAX_INPUT_BYTES >> 20 });

/**
 * A line of the user's input in a preview: isolated, left to right.
 * @param {string} text
 */
function userLine(text) {
  const span = document.createElement('span');
  span.dir = 'ltr';
  span.textContent = text;
  return span;
}

/**
 * The held input's summary and a preview: its first lines, or those around line `mark` (once it
 * is measured). A long line is shown cut, with its length; control and bidi characters show.
 * The preview reads left to right in every language: the note on a long line, in the page's
 * language, and the line are isolated from each other (Persian letters before the line's digits
 * would make them Arabic numbers, laid out right to left).
 * @param {InputState} input
 * @param {Held} held
 */
function showHeld(input, held, mark = 0) {
  input.heldMark = mark;
  const { measured } = held;
  if (!measured) {
    ui.heldSummary.textContent = t('page.heldMeasuring');
    ui.heldPreview.replaceChildren();
    return;
  }
  const from = mark ? Math.max(1, mark - 3) : 1;
  const lines = linesOf(held.text, from, mark ? mark + 3 : PREVIEW_LINES, measured.starts);
  // Numbers keep ASCII digits in every language (grouped as in English).
  const summary = t('page.held', {
    size: sizeText(measured.bytes),
    count: measured.lines,
    lines: measured.lines.toLocaleString('en'),
  });
  const part = mark ? t('page.heldLines', { from, to: from + lines.length - 1 }) : t('page.heldFirst', { count: lines.length });
  ui.heldSummary.textContent = `${summary} ${part}`;
  const nodes = lines.map((line, i) => {
    const row = document.createElement(from + i === mark ? 'mark' : 'span');
    row.append(`${String(from + i).padStart(6)}  `);
    const length = measured.long.get(from + i);
    if (length) {
      // Its length first, where it shows without scrolling.
      const note = document.createElement('span');
      note.className = 'cut-note';
      note.dir = direction(language());
      note.textContent = t('page.longLine', {
        length: length.toLocaleString('en'),
      });
      row.append(note, ' ', userLine(quoted(line)), '\n');
    } else row.append(userLine(visible(line)), '\n');
    return row;
  });
  ui.heldPreview.replaceChildren(...nodes);
}

/**
 * Mirrors the input in the backdrop with line `line` (1-based) highlighted.
 * @param {InputState} input
 * @param {number} line
 */
function highlightLine(input, line, { caret = true } = {}) {
  if (input.held) {
    showHeld(input, input.held, line);
    return;
  }
  if (input.editor) {
    input.editor.markLine(line, { caret });
    return;
  }
  const text = ui.input.value;
  const lines = text.split('\n');
  if (line < 1 || line > lines.length + 1) return;
  const before = lines.slice(0, line - 1).join('\n');
  const mark = document.createElement('mark');
  mark.textContent = (lines[line - 1] ?? '') || ' ';
  const after = lines.slice(line).join('\n');
  ui.backdrop.replaceChildren(
    document.createTextNode(before + (line > 1 ? '\n' : '')),
    mark,
    document.createTextNode(after ? `\n${after}` : ''),
  );
  // Bring the line into view and put the caret on it (not while the user types: `caret` false).
  if (caret) {
    const start = before.length + (line > 1 ? 1 : 0);
    ui.input.setSelectionRange(start, start);
    const lineHeight = parseFloat(getComputedStyle(ui.input).lineHeight) || 18;
    ui.input.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }
  syncScroll(ui.input, ui.backdrop);
}

/**
 * Closes the editor of large inputs (an editor still opening is dropped).
 * @param {InputState} input
 */
function closeEditor(input) {
  input.editorTicket++;
  if (!input.editor) return;
  input.editor.destroy();
  input.editor = null;
  ui.largeInput.hidden = true;
}

/**
 * Opens the editor of large inputs on `held` (its module is fetched the first time), in place of
 * the held input, with the error line on screen marked; an input set meanwhile drops it.
 * @param {InputState} input
 * @param {Held} held
 * @param {EditorHooks} hooks what the editor tells the page
 */
async function openEditor(input, held, hooks) {
  const ticket = ++input.editorTicket;
  const wanted = () => ticket === input.editorTicket && input.held === held;
  ui.heldEdit.disabled = true;
  ui.heldSummary.textContent = t('page.editorOpening');
  try {
    const { LargeEditor } = await import('../tools/large-editor.js');
    if (!wanted()) return;
    const editor = await LargeEditor.open(ui.largeInput, held.text, hooks, wanted);
    if (!editor) return;
    input.held = null;
    input.editor = editor;
    ui.held.hidden = true;
    ui.largeInput.hidden = false;
    if (input.heldMark) editor.markLine(input.heldMark);
    editor.focus();
  } catch (err) {
    if (!wanted()) return;
    showHeld(input, held, input.heldMark);
    const message = /** @type {Error} */ (err).message;
    ui.error.textContent = t('page.editorFailed', { message });
    ui.error.hidden = false;
  } finally {
    ui.heldEdit.disabled = false;
  }
}

/**
 * The errors located in the input: the line marked in the text box's backdrop, the held preview
 * or the editor, with the engine's suggestion beside.
 * @param {InputState} input
 * @param {Pick<Controllers, 'rules'>} controllers
 */
function inputErrors(input, { rules }) {
  function clearError() {
    input.fileError = null;
    ui.error.hidden = true;
    ui.error.textContent = '';
    ui.backdrop.replaceChildren();
    // The held preview shows its first lines again, not the line of an error gone.
    if (input.held && input.heldMark) showHeld(input, input.held);
    input.editor?.markLine(0);
  }

  /**
   * Shows an error, located in the input when its line is not 0 (`caret`: the caret goes to it).
   * @param {ShownError} err
   */
  function showError(err, { caret = true } = {}) {
    input.fileError = null;
    const message = err.detail || err.message;
    ui.error.textContent = err.line > 0 ? t('page.errorAt', { line: err.line, col: err.col ?? 0, message }) : message;
    ui.error.hidden = false;
    if (err.line > 0) highlightLine(input, err.line, { caret });
    rules.showSuggestion(err.suggestion);
  }

  /**
   * Shows a file's error in the input's error box, in the page's language now and after a change.
   * @param {(lang: Lang) => string} say
   */
  function showFileError(say) {
    showError({ line: 0, message: say(language()) });
    input.fileError = say;
  }

  return { clearError, showError, showFileError };
}

/**
 * The input's text: its text box, the text held beside it or the editor of a large input, and
 * the file note.
 * @param {Page} page
 * @param {ReturnType<typeof inputErrors>} errors
 */
function inputTexts({ state, events }, errors) {
  const input = state.input;

  /** The input as it runs: the editor's, the held one or the text box's. */
  const inputText = () => input.editor?.text() ?? input.held?.text ?? ui.input.value;

  /** The editor's input and its size, read a slice at a time; null when the editor is not open. */
  async function readInput() {
    for (;;) {
      const { editor } = input;
      const read = await editor?.read();
      if (!editor || input.editor !== editor) return null;
      if (read) return read;
      // Edited while it was read: read again.
    }
  }

  /** Whether the input is the sample last loaded (the editor's text is read only when it is as long). */
  function isSample() {
    const sample = input.loadedSample;
    if (input.editor) return input.editor.length === sample.length && input.editor.text() === sample;
    return inputText() === sample;
  }

  /** Whether the input is the user's own: neither empty nor the sample last loaded. */
  const ownInput = () => (input.editor ? input.editor.length > 0 : inputText() !== '') && !isSample();

  /**
   * Shows the file note (a function: it is called again when the language changes), or hides it.
   * @param {(() => string) | null} text
   */
  function showFileNote(text) {
    input.fileNote = text;
    ui.fileNote.textContent = text ? text() : '';
    ui.fileNote.hidden = !text;
  }

  /**
   * Puts `text` in the text box, or, when it is too large to edit there, holds it beside; a held
   * text is measured a slice at a time (`measured`, when its measures are known already).
   * @param {string} text
   * @param {Measured | null} measured
   */
  function setInput(text, measured = null) {
    closeEditor(input);
    errors.clearError();
    const hold = tooLargeToEdit(text);
    const holding = hold ? { text, measured } : null;
    input.held = holding;
    ui.input.value = holding ? '' : text;
    ui.inputBox.hidden = Boolean(holding);
    ui.held.hidden = !holding;
    if (holding) {
      showHeld(input, holding);
      if (!measured) {
        measureText(text, () => input.held === holding).then((done) => {
          if (!done || input.held !== holding) return;
          holding.measured = done;
          showHeld(input, holding, input.heldMark);
        });
      }
    }
    events.emit('text', undefined);
  }

  /** The texts of the input area in the page's language now. */
  function relabelInput() {
    if (input.fileError && !ui.error.hidden) ui.error.textContent = input.fileError(language());
    if (input.held) showHeld(input, input.held, input.heldMark);
    input.editor?.relabel();
    if (input.fileNote) ui.fileNote.textContent = input.fileNote();
  }

  return {
    inputText,
    readInput,
    isSample,
    ownInput,
    showFileNote,
    setInput,
    relabelInput,
  };
}

/**
 * What the user does to the input: typing, pasting, dropping, opening a file, editing a held one.
 * @param {Page} page
 * @param {ReturnType<typeof inputTexts>} texts
 * @param {ReturnType<typeof inputErrors>} errors
 */
function inputEdits({ state, events }, texts, errors) {
  const input = state.input;

  /**
   * Puts `text` in place of the selection with one assignment. Chromium's editing pipeline (undo
   * records, line layout per edit) takes seconds for a paste of a few hundred kilobytes over an
   * existing text; one assignment takes milliseconds. A text that may be over the size limit is
   * measured first (a slice at a time; a newer input drops it).
   * @param {string} text
   */
  async function insertText(text) {
    if (input.editor) {
      input.editor.insert(text);
      return;
    }
    const box = ui.input;
    // A held input is replaced whole; the text box's selection is replaced.
    const { selectionStart: start, selectionEnd: end, value } = box;
    const before = texts.inputText();
    const next = input.held ? text : value.slice(0, start) + text + value.slice(end);
    // A UTF-16 code unit is 1 to 3 bytes in UTF-8: only a text in between is measured.
    const unsure = next.length * 3 > MAX_INPUT_BYTES && next.length <= MAX_INPUT_BYTES;
    const measured = unsure ? await measureText(next, () => texts.inputText() === before) : null;
    if (texts.inputText() !== before) return;
    if (next.length > MAX_INPUT_BYTES || (measured?.bytes ?? 0) > MAX_INPUT_BYTES) {
      errors.showError({ line: 0, col: 0, message: overLimit() });
      return;
    }
    texts.setInput(next, measured);
    if (input.held) ui.held.focus();
    else box.setSelectionRange(start + text.length, start + text.length);
    inputEdited();
  }

  /** The user typed, pasted or dropped into the input. */
  function inputEdited() {
    events.emit('editing', undefined);
    ui.backdrop.replaceChildren();
    texts.showFileNote(null);
    events.emit('edited', { sample: texts.isSample() });
    events.emit('text', undefined);
  }

  /**
   * Opens the user's `file` on the input (its error in the input's error box).
   * @param {File} file
   */
  function openFile(file) {
    readInto(file, (text) => events.emit('opened', { name: file.name, text }), errors.showFileError);
  }

  /**
   * Opens the editor of large inputs on `held`, in place of the held input.
   * @param {Held} held
   */
  function editHeld(held) {
    return openEditor(input, held, {
      changed: inputEdited,
      run: () => events.emit('submit', { reveal: true }),
      tooLarge: () => errors.showError({ line: 0, message: overLimit() }),
    });
  }

  return { insertText, inputEdited, openFile, editHeld };
}

/**
 * The input's elements, wired to what the user does.
 * @param {Page} page
 * @param {ReturnType<typeof inputTexts>} texts
 * @param {ReturnType<typeof inputEdits>} edits
 */
function listenInput({ state, events }, { setInput }, { insertText, inputEdited, openFile, editHeld }) {
  const input = state.input;
  const submit = () => events.emit('submit', { reveal: true });
  ui.input.addEventListener('scroll', () => syncScroll(ui.input, ui.backdrop));
  ui.input.addEventListener('input', inputEdited);
  ui.input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  });
  ui.input.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain');
    if (!text || text.length < LARGE_PASTE) return; // the browser's own paste keeps its undo
    e.preventDefault();
    insertText(text);
  });
  // The held input has no editable selection: a paste while it has the focus goes to the body.
  document.addEventListener('paste', (e) => {
    if (e.target !== ui.held && document.activeElement !== ui.held) return;
    const text = e.clipboardData?.getData('text/plain');
    if (!text) return;
    e.preventDefault();
    insertText(text);
  });
  ui.held.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey)) return;
    if (e.key === 'Enter') submit();
    // A paste here replaces the held input whole: select-all has nothing to select (and must
    // not select the page).
    if (e.key === 'a') e.preventDefault();
  });
  ui.heldEdit.addEventListener('click', () => {
    if (input.held) editHeld(input.held);
  });
  ui.heldClear.addEventListener('click', () => {
    setInput('');
    inputEdited();
    ui.input.focus();
  });
  ui.file.addEventListener('change', () => {
    const file = ui.file.files?.[0];
    if (file) openFile(file);
    ui.file.value = '';
  });
  const area = ui.inputArea;
  area.addEventListener('dragover', (e) => {
    e.preventDefault();
    area.classList.add('input-area-dragging');
  });
  area.addEventListener('dragleave', () => area.classList.remove('input-area-dragging'));
  area.addEventListener('drop', (e) => {
    // The editor of a large input has put a text dropped on its lines where it was dropped.
    const handled = e.defaultPrevented;
    e.preventDefault();
    area.classList.remove('input-area-dragging');
    const file = e.dataTransfer?.files[0];
    if (file) {
      openFile(file);
      return;
    }
    if (handled) return;
    const text = e.dataTransfer?.getData('text/plain');
    if (text) insertText(text);
  });
}

/**
 * @param {Page} page
 * @param {Pick<Controllers, 'rules'>} controllers
 * @returns {InputActions}
 */
export function inputController(page, controllers) {
  const errors = inputErrors(page.state.input, controllers);
  const texts = inputTexts(page, errors);
  const edits = inputEdits(page, texts, errors);
  listenInput(page, texts, edits);
  const { inputText, readInput, ownInput, setInput, showFileNote, relabelInput } = texts;
  return {
    inputText,
    readInput,
    ownInput,
    setInput,
    showFileNote,
    relabelInput,
    showError: errors.showError,
    clearError: errors.clearError,
  };
}
