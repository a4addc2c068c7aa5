// The editor of a large input: CodeMirror 6, which lays out only the lines in view, so that
// editing an input up to the 32 MB limit answers each key in a frame (Chromium lays out every line
// of a textarea on each edit: 18.8 s to show a 28.6 MB input there, then 4.2 s a key). page-input.js
// imports this module when the user chooses to edit a held input: a visit that edits none fetches
// none of it. CodeMirror is vendored by build.sh (vendor/codemirror/, its bare imports made
// relative: tests/e2e/vendor-codemirror.mjs).
//
// The editor lives in a shadow root of its host. CodeMirror adds its styles with style-mod, which
// writes them to a constructed style sheet (adoptedStyleSheets) in a shadow root, but to a <style>
// element in a document, which the page's Content-Security-Policy (`style-src 'self'`) refuses.
// The page's theme variables (--panel, --fg, --mark, …) inherit into the shadow root, so the editor
// follows prefers-color-scheme with the page. It reads left to right in every language (its host
// is `dir="ltr"`): an input is code. Control and bidi formatting characters show as CodeMirror's
// placeholders, so they can neither hide nor reorder the text.
//
// Work on the whole text is done a slice at a time, yielding between: reading it into the editor
// (`LargeEditor.open`), a paste of a large text, and reading it back for a run (`read`).

import { MAX_INPUT_BYTES } from './files.js';
import { t } from './i18n.js';
import { nextTask } from './text.js';
import { defaultKeymap, history, historyKeymap } from './vendor/codemirror/codemirror-commands.js';
import { Compartment, EditorState, Prec, StateEffect, StateField, Text } from './vendor/codemirror/codemirror-state.js';
import { Decoration, EditorView, highlightSpecialChars, keymap, lineNumbers } from './vendor/codemirror/codemirror-view.js';

/** @import { DecorationSet } from './vendor/codemirror/codemirror-view.js' */

/**
 * Text is read into the editor, and back, at most this many characters or lines at a time: a few
 * milliseconds of work each, whatever the line lengths.
 */
const SLICE_CHARS = 1 << 16;
const SLICE_LINES = 1 << 14;
/**
 * Typing on a line longer than this is applied by the editor itself, not read back from the DOM:
 * CodeMirror compares the whole line's text with the DOM's after each key (170 ms of CPU a key on
 * a line of 31 MB; 40 ms this way).
 */
const LONG_LINE = 1 << 13;
const LINE_BREAK = /\r\n?|\n/;

/**
 * @typedef {object} EditorHooks
 * @property {() => void} changed the user edited the text
 * @property {() => void} run Ctrl+Enter (⌘+Enter)
 * @property {() => void} tooLarge an edit would have made the text larger than the limit: it was refused
 */

/** @type {import('./vendor/codemirror/codemirror-state.js').StateEffectType<number>} */
const markLineEffect = StateEffect.define();
const errorLine = Decoration.line({ class: 'cm-error-line' });

/** The line marked (an error's), as a line decoration; 0 marks none. Edits move it with its line. */
const markedLine = StateField.define({
  /** @returns {DecorationSet} */
  create: () => Decoration.none,
  update(marks, tr) {
    let next = marks.map(tr.changes);
    for (const effect of tr.effects) {
      if (effect.is(markLineEffect))
        next = effect.value ? Decoration.set([errorLine.range(tr.state.doc.line(effect.value).from)]) : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The editor's look: the page's font and theme variables (which follow prefers-color-scheme). */
const theme = EditorView.theme({
  '&': { height: '100%', color: 'var(--fg)', backgroundColor: 'var(--panel)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--mono)', fontSize: '13px', lineHeight: '1.4' },
  '.cm-content': { caretColor: 'var(--fg)' },
  '.cm-gutters': { backgroundColor: 'var(--bg)', color: 'var(--muted)', borderRight: '1px solid var(--border)' },
  '.cm-error-line': { backgroundColor: 'var(--mark)' },
});

/**
 * `text` as an editor's document, read a slice at a time (each part ends after a line break, or
 * with a line longer than a slice, whole); null if `wanted()` is false after a slice. Line breaks
 * are CR LF, CR or LF, as in a textarea; the document's are LF.
 * @param {string} text
 * @param {() => boolean} wanted
 * @returns {Promise<Text | null>}
 */
async function readText(text, wanted) {
  let doc = Text.empty;
  let at = 0;
  do {
    if (at > 0) {
      await nextTask();
      if (!wanted()) return null;
    }
    let end = Math.min(text.length, at + SLICE_CHARS);
    if (end < text.length) {
      // After the last line break in the slice (and at most SLICE_LINES of them).
      let cut = text.lastIndexOf('\n', end - 1);
      for (let breaks = 0, next = text.indexOf('\n', at); next >= 0 && next < end; next = text.indexOf('\n', next + 1)) {
        if (++breaks === SLICE_LINES) {
          cut = next;
          break;
        }
      }
      end = cut >= at ? cut + 1 : text.indexOf('\n', end) + 1 || text.length;
    }
    doc = doc.append(Text.of(text.slice(at, end).split(LINE_BREAK)));
    at = end;
  } while (at < text.length);
  return doc;
}

/**
 * The size in UTF-8 of `text`.
 * @param {string} text
 */
function utf8Bytes(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes++;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3; // a lone surrogate is written as U+FFFD
  }
  return bytes;
}

/** The editor's words in the page's language now: its name, and CodeMirror's own phrases. */
function texts() {
  return [
    EditorView.contentAttributes.of({ 'aria-label': t('page.input') }),
    EditorState.phrases.of({ 'Control character': t('page.controlCharacter'), 'Selection deleted': t('page.selectionDeleted') }),
  ];
}

export class LargeEditor {
  /** @type {EditorView} */
  #view;
  /** The text of a document, once read whole (the document opened with: the text it was read from). */
  #read;
  #labels = new Compartment();
  #dark = new Compartment();
  #scheme = matchMedia('(prefers-color-scheme: dark)');
  #schemeChanged = () => this.#view.dispatch({ effects: this.#dark.reconfigure(EditorView.darkTheme.of(this.#scheme.matches)) });

  /**
   * Opens an editor of `text` in `host` (in its shadow root), the text read into it a slice at a
   * time; resolves to null if `wanted()` turns false meanwhile.
   * @param {HTMLElement} host
   * @param {string} text
   * @param {EditorHooks} hooks
   * @param {() => boolean} wanted
   */
  static async open(host, text, hooks, wanted) {
    const doc = await readText(text, wanted);
    if (!doc || !wanted()) return null;
    return new LargeEditor(host, doc, text, hooks);
  }

  /**
   * @param {HTMLElement} host
   * @param {Text} doc
   * @param {string} text the text `doc` was read from
   * @param {EditorHooks} hooks
   */
  constructor(host, doc, text, hooks) {
    this.#read = { doc, text, bytes: -1 };
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const state = EditorState.create({
      doc,
      extensions: [
        Prec.highest(
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                hooks.run();
                return true;
              },
            },
          ]),
        ),
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        lineNumbers(),
        highlightSpecialChars({ addSpecialChars: /[\u202a-\u202c\u2068]/ }),
        markedLine,
        theme,
        this.#dark.of(EditorView.darkTheme.of(this.#scheme.matches)),
        this.#labels.of(texts()),
        // No edit makes the text larger than the limit (in characters here; in UTF-8 bytes, Run checks).
        EditorState.changeFilter.of((tr) => {
          if (tr.newDoc.length <= MAX_INPUT_BYTES) return true;
          queueMicrotask(hooks.tooLarge);
          return false;
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) hooks.changed();
        }),
        EditorView.domEventHandlers({
          beforeinput: (event, view) => this.#typeOnLongLine(event, view),
          paste: (event, view) => this.#pasteLarge(event, view),
          // A file dropped on the editor opens as the input (the page's drop), not inside it.
          drop: (event) => Boolean(event.dataTransfer?.files.length),
        }),
      ],
    });
    this.#view = new EditorView({ state, parent: shadow });
    this.#scheme.addEventListener('change', this.#schemeChanged);
  }

  /**
   * A key typed on a long line, applied here rather than read back from the DOM (LONG_LINE).
   * @param {InputEvent} event
   * @param {EditorView} view
   */
  #typeOnLongLine(event, view) {
    if (event.inputType !== 'insertText' || !event.data || view.composing) return false;
    const { state } = view;
    if (state.doc.lineAt(state.selection.main.head).length < LONG_LINE) return false;
    view.dispatch({ ...state.replaceSelection(event.data), scrollIntoView: true, userEvent: 'input.type' });
    return true;
  }

  /**
   * A paste of a large text, read into a document a slice at a time and put in place of the
   * selection then (CodeMirror would read it in one task).
   * @param {ClipboardEvent} event
   * @param {EditorView} view
   */
  #pasteLarge(event, view) {
    const text = event.clipboardData?.getData('text/plain');
    if (!text || text.length < SLICE_CHARS) return false;
    const start = view.state;
    readText(text, () => view.state === start).then((doc) => {
      if (doc && view.state === start)
        view.dispatch({ ...view.state.replaceSelection(doc), scrollIntoView: true, userEvent: 'input.paste' });
    });
    return true;
  }

  /** The length of the text, in UTF-16 code units. */
  get length() {
    return this.#view.state.doc.length;
  }

  /** The text, at once (in one task: `read` takes a slice at a time). */
  text() {
    const { doc } = this.#view.state;
    if (this.#read.doc !== doc) this.#read = { doc, text: doc.toString(), bytes: -1 };
    return this.#read.text;
  }

  /**
   * The text and its size in UTF-8, read a slice at a time; null if it was edited meanwhile.
   * @returns {Promise<{ text: string, bytes: number } | null>}
   */
  async read() {
    const { doc } = this.#view.state;
    if (this.#read.doc === doc && this.#read.bytes >= 0) return this.#read;
    if (this.#read.doc === doc) {
      // The text the editor opened with: measured.
      const { text } = this.#read;
      let bytes = 0;
      for (let at = 0; at < text.length; at += SLICE_CHARS) {
        if (at > 0) await nextTask();
        if (this.#view.state.doc !== doc) return null;
        bytes += utf8Bytes(text.slice(at, at + SLICE_CHARS));
      }
      this.#read.bytes = bytes;
      return this.#read;
    }
    let text = '';
    let bytes = 0;
    for (let from = 0; from < doc.length; ) {
      if (from > 0) {
        await nextTask();
        if (this.#view.state.doc !== doc) return null;
      }
      const line = doc.lineAt(from).number + SLICE_LINES;
      const to = Math.min(doc.length, from + SLICE_CHARS, line <= doc.lines ? doc.line(line).from : doc.length);
      const part = doc.sliceString(from, to);
      // Counting its bytes reads it: each part is flattened here, not the whole text at its first use.
      bytes += utf8Bytes(part);
      text += part;
      from = to;
    }
    if (this.#view.state.doc !== doc) return null;
    this.#read = { doc, text, bytes };
    return this.#read;
  }

  /**
   * Marks line `line` (an error's; 0 marks none) and, with `caret`, puts the caret on it and
   * scrolls it into view.
   * @param {number} line
   */
  markLine(line, { caret = true } = {}) {
    const { doc } = this.#view.state;
    const shown = line >= 1 ? Math.min(line, doc.lines) : 0;
    if (!caret || !shown) {
      this.#view.dispatch({ effects: markLineEffect.of(shown) });
      return;
    }
    const from = doc.line(shown).from;
    this.#view.dispatch({
      effects: [markLineEffect.of(shown), EditorView.scrollIntoView(from, { y: 'center' })],
      selection: { anchor: from },
    });
  }

  /**
   * Puts `text` in place of the selection (a text dropped beside the editor's lines).
   * @param {string} text
   */
  insert(text) {
    const view = this.#view;
    const start = view.state;
    readText(text, () => view.state === start).then((doc) => {
      if (doc && view.state === start)
        view.dispatch({ ...view.state.replaceSelection(doc), scrollIntoView: true, userEvent: 'input.drop' });
    });
  }

  /** The editor's name and phrases in the page's language now. */
  relabel() {
    this.#view.dispatch({ effects: this.#labels.reconfigure(texts()) });
  }

  focus() {
    this.#view.focus();
  }

  /** Removes the editor from its host. */
  destroy() {
    this.#scheme.removeEventListener('change', this.#schemeChanged);
    this.#view.destroy();
  }
}
