// User text as the page handles it: up to 32 MB of it, whatever its line lengths, measured and
// encoded a slice at a time (no task blocks the page for long), and quoted in the page's own
// messages with its invisible characters made visible.

/**
 * Work on a large text is done this many characters (or bytes) at a time, yielding between: a
 * few milliseconds of work each, so that even a machine many times slower stays responsive.
 */
export const SLICE = 1 << 18;

/**
 * The size of `text` in UTF-8 (a lone surrogate as U+FFFD, as encoders write it), counted
 * without encoding it: a Blob of it, the usual way, asks the browser's own process to register
 * it, 2.8 ms of each Run in Chromium here for a 400-byte input.
 * @param {string} text
 */
export function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if ((unit & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair: one character beyond the BMP
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Pastes and drops larger than this bypass the browser's editing pipeline (page-input.js insertText). */
export const LARGE_PASTE = 16 << 10;

// Texts larger than this are held outside a text box: Chromium lays out every line of a textarea
// on each change and select-all or paste over a few thousand lines takes it seconds (2.7 s over
// 10 000 lines, 0.2 s over 2 000), which would freeze the page.
const HOLD_CHARS = 128 << 10;
const HOLD_LINES = 3000;

/**
 * Whether `text` is too large to edit in a text box (it is then held beside it).
 * @param {string} text
 */
export function tooLargeToEdit(text) {
  if (text.length > HOLD_CHARS) return true;
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < text.length - 1; at = text.indexOf('\n', at + 1)) {
    if (++lines > HOLD_LINES) return true;
  }
  return false;
}

/** Resolves in a later task: the page paints and handles input between two slices of work. */
export function nextTask() {
  return typeof globalThis.scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

// Bidi embeddings, overrides, isolates and marks, line and paragraph separators, the Arabic
// letter mark, and C0 and C1 controls but the tab and the line feed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/**
 * `text` with each control and bidi formatting character shown as its code point, `⟨U+202E⟩`:
 * quoted user text can neither reorder the message around it nor hide what it holds.
 * @param {string} text
 */
export const visible = (text) => text.replace(HIDDEN, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩`);

const ANY_HIDDEN = new RegExp(HIDDEN.source);

/**
 * Whether `text` holds a control or bidi formatting character (those `visible` shows by their
 * code), which a text box would hide or let reorder the text around it.
 * @param {string} text
 */
export const hasHidden = (text) => ANY_HIDDEN.test(text);

/** A text's lines longer than this are shown cut. */
const LINE_CUT = 300;
/** The start of every LINE_STRIDE-th line is kept, so that lines far down are found at once. */
const LINE_STRIDE = 1 << 12;

/**
 * @typedef {object} Measured
 * @property {number} bytes the size in UTF-8
 * @property {number} lines the line count (a final line break starts no line)
 * @property {number[]} starts `starts[k]` is the offset of line 1 + k·LINE_STRIDE
 * @property {Map<number, number>} long the length in characters of each line longer than LINE_CUT, by line number
 */

const isHigh = (/** @type {number} */ c) => c >= 0xd800 && c <= 0xdbff;
const isLow = (/** @type {number} */ c) => c >= 0xdc00 && c <= 0xdfff;

/**
 * Measures `text` a slice at a time; resolves to null if `wanted()` is false after a slice.
 * @param {string} text
 * @param {() => boolean} wanted
 * @returns {Promise<Measured | null>}
 */
export async function measureText(text, wanted) {
  const { length } = text;
  const starts = [0];
  const long = new Map();
  let bytes = 0;
  let line = 1;
  let chars = 0; // of the line so far
  let i = 0;
  while (i < length) {
    if (i > 0) {
      await nextTask();
      if (!wanted()) return null;
    }
    for (const end = Math.min(length, i + SLICE); i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        bytes++;
        if (i > 0 && text.charCodeAt(i - 1) === 13) chars--; // a CR LF line break
        if (chars > LINE_CUT) long.set(line, chars);
        if (i + 1 < length) {
          line++;
          chars = 0;
          if (line % LINE_STRIDE === 1) starts.push(i + 1);
        }
        continue;
      }
      chars++;
      if (c < 0x80) bytes++;
      else if (c < 0x800) bytes += 2;
      else if (isHigh(c) && isLow(text.charCodeAt(i + 1))) {
        bytes += 4;
        i++;
      } else bytes += 3; // a lone surrogate is written as U+FFFD
    }
  }
  if (chars > LINE_CUT) long.set(line, chars);
  return { bytes, lines: line, starts, long };
}

/**
 * Lines `from`..`to` (1-based, inclusive) of `text`, each without its line break (CR LF or LF);
 * `starts` (from measureText) finds `from` without reading the lines before it.
 * @param {string} text
 * @param {number} from
 * @param {number} to
 * @param {number[]} starts
 */
export function linesOf(text, from, to, starts = [0]) {
  const known = Math.min(starts.length - 1, Math.floor((from - 1) / LINE_STRIDE));
  let start = starts[known];
  for (let line = 1 + known * LINE_STRIDE; line < from && start >= 0; line++) {
    start = text.indexOf('\n', start);
    if (start >= 0) start++;
  }
  if (start < 0) return [];
  const lines = [];
  for (let line = from; line <= to && start <= text.length; line++) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    lines.push(text.slice(start, stop > start && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop));
    if (end < 0) break;
    start = end + 1;
  }
  return lines;
}

/**
 * The first LINE_CUT characters of `line`, a surrogate pair kept whole.
 * @param {string} line
 */
const lineStart = (line) => line.slice(0, isHigh(line.charCodeAt(LINE_CUT - 1)) ? LINE_CUT + 1 : LINE_CUT);

/**
 * User text quoted in one of the page's messages (a file's name, a link's value, a line compared):
 * visible, and cut (…) past LINE_CUT characters.
 * @param {string} text
 */
export const quoted = (text) => visible(text.length > LINE_CUT ? `${lineStart(text)}…` : text);

/**
 * `text` as UTF-8, a slice at a time (a surrogate pair is never split between two).
 * @param {string} text
 * @returns {AsyncGenerator<Uint8Array<ArrayBuffer>>}
 */
export async function* utf8Slices(text) {
  const encoder = new TextEncoder();
  for (let at = 0; at < text.length; ) {
    if (at > 0) await nextTask();
    let end = Math.min(text.length, at + SLICE);
    if (isHigh(text.charCodeAt(end - 1))) end++;
    yield encoder.encode(text.slice(at, end));
    at = end;
  }
}

/**
 * `bytes` in base64 (RFC 4648, padded): the standalone export's inlined files, a link's input.
 * @param {Uint8Array} bytes
 */
export function toBase64(bytes) {
  let binary = '';
  // A slice at a time: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * `chunks` joined in one array.
 * @param {Uint8Array[]} chunks
 */
export function joinBytes(chunks) {
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
