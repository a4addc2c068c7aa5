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
// follows the page's scheme (theme.js). It reads left to right in every language (its host
// is `dir="ltr"`): an input is code. Control and bidi formatting characters show as CodeMirror's
// placeholders, so they can neither hide nor reorder the text.
//
// Work on the whole text is done a slice at a time, yielding between: reading it into the editor
// (`LargeEditor.open`), a paste or a drop of a large text (never lost to a key pressed before it
// lands: it goes where it was put, and a run waits for it), and reading it back for a run (`read`).

import { t } from '../i18n/i18n.js';
import { MAX_INPUT_BYTES } from '../lib/files.js';
import { nextTask } from '../lib/text.js';
import { onSchemeChange, prefersDark } from '../lib/theme.js';
import { defaultKeymap, history, historyKeymap } from '../vendor/codemirror/codemirror-commands.js';
import {
  ChangeSet,
  Compartment,
  EditorSelection,
  EditorState,
  Prec,
  StateEffect,
  StateField,
  Text,
} from '../vendor/codemirror/codemirror-state.js';
import { Decoration, EditorView, highlightSpecialChars, keymap, lineNumbers } from '../vendor/codemirror/codemirror-view.js';

/** @import { DecorationSet } from '../vendor/codemirror/codemirror-view.js' */

/**
 * Text is read into the editor, and back, at most this many characters or lines at a time: a few
 * milliseconds of work each, whatever the line lengths.
 */
const SLICE_CHARS = 1 << 16;
const SLICE_LINES = 1 << 14;
/**
 * Typing on a line longer than this is applied by the editor itself, not read back from the DOM:
 * CodeMirror compares the whole line's text with the DOM's after each key (170 ms of CPU a key on
 * a line of 31 MB; 40 ms this way). Its word-wise keys are the editor's own there too
 * (`longLineKeys`).
 */
const LONG_LINE = 1 << 13;
const LINE_BREAK = /\r\n?|\n/;

/**
 * @typedef {object} EditorHooks
 * @property {() => void} changed the user edited the text
 * @property {() => void} run Ctrl+Enter (⌘+Enter)
 * @property {() => void} tooLarge an edit would have made the text larger than the limit: it was refused
 * @property {() => string} [label] the editor's name in the page's language now (default: the input's)
 */

/** @type {import('../vendor/codemirror/codemirror-state.js').StateEffectType<number>} */
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

/** A word's characters for the word-wise keys, as CodeMirror's: letters, digits, `_`, beyond ASCII. */
const WORD = 'A-Za-z0-9_\\u0080-\\uffff';
/** The characters that end a group of each kind: of blanks, of a word's, of others. */
const GROUP_ENDS = ['[^ \\t]', `[^${WORD}]`, `[${WORD} \\t]`];

/**
 * The place before the first character matching `chars` (a regular expression's class) from
 * `pos` inside `line` going `forward`, or after the last going back; the line's end or start
 * when there is none. The line is read a slice at a time, each searched by a regular
 * expression (CodeMirror classifies each character in turn: 1.8 s over a word of 30 MB).
 * @param {Text} doc
 * @param {{ from: number, to: number }} line
 * @param {number} pos
 * @param {boolean} forward
 * @param {string} chars
 */
function nextOf(doc, line, pos, forward, chars) {
  const first = new RegExp(chars);
  // Greedy, then back from the slice's end: the last match.
  const last = new RegExp(`^[\\s\\S]*${chars}`);
  while (pos !== (forward ? line.to : line.from)) {
    const from = forward ? pos : Math.max(line.from, pos - SLICE_CHARS);
    const to = forward ? Math.min(line.to, pos + SLICE_CHARS) : pos;
    const text = doc.sliceString(from, to);
    const found = forward ? first.exec(text) : last.exec(text);
    if (found) return forward ? from + found.index : from + found[0].length;
    pos = forward ? to : from;
  }
  return pos;
}

/**
 * Where a word-wise move from `pos` inside `line` ends, going `forward` or back: over blanks,
 * then over one group of word characters or of others, as CodeMirror's group moves go.
 * @param {Text} doc
 * @param {{ from: number, to: number }} line
 * @param {number} pos
 * @param {boolean} forward
 */
function groupEnd(doc, line, pos, forward) {
  const start = nextOf(doc, line, pos, forward, GROUP_ENDS[0]);
  if (start === (forward ? line.to : line.from)) return start;
  const char = forward ? doc.sliceString(start, start + 1) : doc.sliceString(start - 1, start);
  const kind = new RegExp(`[${WORD}]`).test(char) ? 1 : 2;
  return nextOf(doc, line, start, forward, GROUP_ENDS[kind]);
}

/**
 * The word-wise keys (Ctrl+←/→, with Shift, Ctrl+Backspace/Delete; Alt on a Mac) on a line of
 * LONG_LINE or more, where CodeMirror's own would take seconds; elsewhere CodeMirror's run.
 */
function longLineKeys() {
  /**
   * The line of the main selection's head when it is long and the head is inside it, else null.
   * @param {EditorState} state
   * @param {boolean} forward
   */
  const longLine = (state, forward) => {
    const { head } = state.selection.main;
    const line = state.doc.lineAt(head);
    return line.length >= LONG_LINE && head !== (forward ? line.to : line.from) ? line : null;
  };
  /** @type {(forward: boolean, extend: boolean) => import('../vendor/codemirror/codemirror-view.js').Command} */
  const move = (forward, extend) => (view) => {
    const { state } = view;
    const line = longLine(state, forward);
    if (!line) return false;
    const range = state.selection.main;
    const head = groupEnd(state.doc, line, range.head, forward);
    const selection = extend ? EditorSelection.range(range.anchor, head) : EditorSelection.cursor(head);
    view.dispatch({ selection, scrollIntoView: true, userEvent: 'select' });
    return true;
  };
  /** @type {(forward: boolean) => import('../vendor/codemirror/codemirror-view.js').Command} */
  const erase = (forward) => (view) => {
    const { state } = view;
    const line = longLine(state, forward);
    if (!line || !state.selection.main.empty) return false;
    const { head } = state.selection.main;
    const end = groupEnd(state.doc, line, head, forward);
    view.dispatch({
      changes: { from: Math.min(head, end), to: Math.max(head, end) },
      scrollIntoView: true,
      userEvent: forward ? 'delete.forward' : 'delete.backward',
    });
    return true;
  };
  return [
    { key: 'Mod-ArrowLeft', mac: 'Alt-ArrowLeft', run: move(false, false), shift: move(false, true), preventDefault: true },
    { key: 'Mod-ArrowRight', mac: 'Alt-ArrowRight', run: move(true, false), shift: move(true, true), preventDefault: true },
    { key: 'Mod-Backspace', mac: 'Alt-Backspace', run: erase(false), preventDefault: true },
    { key: 'Mod-Delete', mac: 'Alt-Delete', run: erase(true), preventDefault: true },
  ];
}

/**
 * The editor's words in the page's language now: its name, and CodeMirror's own phrases.
 * @param {EditorHooks} hooks
 */
function texts(hooks) {
  return [
    // tabindex: focusable as its scroller's content (a contenteditable is, but not to every checker: axe).
    EditorView.contentAttributes.of({ 'aria-label': hooks.label?.() ?? t('page.input'), tabindex: '0' }),
    EditorState.phrases.of({ 'Control character': t('page.controlCharacter'), 'Selection deleted': t('page.selectionDeleted') }),
  ];
}

export class LargeEditor {
  /** @type {EditorView} */
  #view;
  /** The text of a document, once read whole (the document opened with: the text it was read from). */
  #read;
  #labels = new Compartment();
  /** @type {EditorHooks} */
  #hooks;
  #dark = new Compartment();
  /**
   * The pastes and drops still being read: each with the edits made since it was put in, which
   * move the place it goes, and the promise of its being put there.
   * @type {Set<{ changes: ChangeSet, done: Promise<void> }>}
   */
  #pending = new Set();
  #destroyed = false;
  /** @type {() => void} */
  #stopScheme = () => {};
  #schemeChanged = () => this.#view.dispatch({ effects: this.#dark.reconfigure(EditorView.darkTheme.of(prefersDark(this.#view.dom))) });

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
    this.#hooks = hooks;
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
        keymap.of([...longLineKeys(), ...defaultKeymap, ...historyKeymap]),
        lineNumbers(),
        highlightSpecialChars({ addSpecialChars: /[\u202a-\u202c\u2068]/ }),
        markedLine,
        theme,
        this.#dark.of(EditorView.darkTheme.of(prefersDark(host))),
        this.#labels.of(texts(hooks)),
        // No edit makes the text larger than the limit (in characters here; in UTF-8 bytes, Run checks).
        EditorState.changeFilter.of((tr) => {
          if (tr.newDoc.length <= MAX_INPUT_BYTES) return true;
          queueMicrotask(hooks.tooLarge);
          return false;
        }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          for (const pending of this.#pending) pending.changes = pending.changes.compose(update.changes);
          hooks.changed();
        }),
        EditorView.domEventHandlers({
          beforeinput: (event, view) => this.#typeOnLongLine(event, view),
          paste: (event) => this.#pasteLarge(event),
          // A file dropped on the editor opens as the input (the page's drop), not inside it.
          drop: (event) => Boolean(event.dataTransfer?.files.length),
        }),
      ],
    });
    this.#view = new EditorView({ state, parent: shadow });
    this.#stopScheme = onSchemeChange(this.#schemeChanged);
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
   */
  #pasteLarge(event) {
    const text = event.clipboardData?.getData('text/plain');
    if (!text || text.length < SLICE_CHARS) return false;
    this.#insertLater(text, 'input.paste');
    return true;
  }

  /**
   * Puts `text` in place of the selection as it is now, once it is read a slice at a time, as
   * if it had gone in at once: what the user does meanwhile (a click, a key, Enter) is kept and
   * comes after it. The edits made meanwhile move the place it goes as they move any position
   * (text typed there stays after it).
   * @param {string} text
   * @param {string} userEvent
   */
  #insertLater(text, userEvent) {
    const view = this.#view;
    const { selection } = view.state;
    const pending = { changes: ChangeSet.empty(view.state.doc.length), done: Promise.resolve() };
    this.#pending.add(pending);
    pending.done = readText(text, () => !this.#destroyed).then((doc) => {
      this.#pending.delete(pending);
      if (!doc || this.#destroyed) return;
      const from = pending.changes.mapPos(selection.main.from, -1);
      const to = Math.max(from, pending.changes.mapPos(selection.main.to, -1));
      // The caret after the text, as a paste leaves it, unless the user has moved it since.
      const untouched = pending.changes.empty && view.state.selection.eq(selection);
      view.dispatch({
        changes: { from, to, insert: doc },
        selection: untouched ? { anchor: from + doc.length } : undefined,
        scrollIntoView: untouched,
        userEvent,
      });
    });
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
    // A paste or a drop still being read goes in first: a run takes what the user put in.
    while (this.#pending.size) await Promise.all([...this.#pending].map((pending) => pending.done));
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
   * Selects from `anchor` to `head` (offsets in the text) and scrolls it into view.
   * @param {number} anchor
   * @param {number} head
   */
  select(anchor, head = anchor) {
    const { length } = this.#view.state.doc;
    const clamp = (/** @type {number} */ at) => Math.max(0, Math.min(at, length));
    this.#view.dispatch({ selection: { anchor: clamp(anchor), head: clamp(head) }, scrollIntoView: true });
  }

  /**
   * Puts `text` in place of the selection (a text dropped beside the editor's lines).
   * @param {string} text
   */
  insert(text) {
    this.#insertLater(text, 'input.drop');
  }

  /** The editor's name and phrases in the page's language now. */
  relabel() {
    this.#view.dispatch({ effects: this.#labels.reconfigure(texts(this.#hooks)) });
  }

  focus() {
    this.#view.focus();
  }

  /** Removes the editor from its host. */
  destroy() {
    this.#destroyed = true;
    this.#stopScheme();
    this.#view.destroy();
  }
}
