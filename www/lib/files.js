// Reading user files and offering downloads. Errors are for users, in `lang` (default: the page's).
// A file of 32 MB is read a slice at a time: no task blocks the page for long.
import { language, t } from '../i18n/i18n.js';
import { joinBytes, nextTask, quoted, SLICE } from './text.js';

/** @import { Lang } from '../i18n/i18n.js' */

/** Inputs beyond this are refused before they reach the engine (the judges' limits are far lower). */
export const MAX_INPUT_BYTES = 32 << 20;

/**
 * A size in bytes as people read it: in KB below a megabyte, else in MB.
 * @param {number} bytes
 */
export const sizeText = (bytes) => (bytes < 1 << 20 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1048576).toFixed(1)} MB`);

/**
 * The offset of the first byte from `from` (the start of a character) that makes `bytes` not
 * plain UTF-8 text (a NUL, or a malformed, overlong or surrogate sequence), or -1. A judge input
 * is text: a binary file is refused at once, instead of being decoded into a text box three times
 * its size.
 * @param {Uint8Array} bytes
 * @param {number} from
 */
function firstNonTextByte(bytes, from) {
  const n = bytes.length;
  let i = from;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      if (b === 0) return i;
      i++;
      continue;
    }
    let length;
    let min;
    if (b >= 0xc2 && b <= 0xdf) [length, min] = [2, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [length, min] = [3, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [length, min] = [4, 0x10000];
    else return i;
    if (i + length > n) return i;
    let code = b & (0x7f >> length);
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if ((next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += length;
  }
  return -1;
}

/**
 * Line and column (1-based, columns in characters) of byte `offset` in valid UTF-8 `bytes`,
 * counted a slice at a time.
 * @param {Uint8Array} bytes
 * @param {number} offset
 */
async function position(bytes, offset) {
  let line = 1;
  let col = 1;
  let i = 0;
  while (i < offset) {
    if (i > 0) await nextTask();
    for (const end = Math.min(offset, i + SLICE); i < end; i++) {
      if (bytes[i] === 10) {
        line++;
        col = 1;
      } else if ((bytes[i] & 0xc0) !== 0x80) col++;
    }
  }
  return { line, col };
}

/**
 * `bytes` decoded as UTF-8 a slice at a time; or, when they are not text, the offset of the first
 * byte that makes them not text (a NUL unless `nul` allows it, or a malformed, overlong or
 * surrogate sequence).
 * @param {Uint8Array} bytes
 * @returns {Promise<string | number>}
 */
export async function decodeText(bytes, { nul = false } = {}) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // Where the first bad byte lies once the decoder fails at `at`: before it, the bytes are text
  // but for a character begun at most 3 bytes earlier.
  const badFrom = (/** @type {number} */ at) => {
    let start = Math.max(0, at - 3);
    while ((bytes[start] & 0xc0) === 0x80) start++;
    return firstNonTextByte(bytes, start);
  };
  const parts = [];
  for (let at = 0; at < bytes.length; at += SLICE) {
    if (at > 0) await nextTask();
    const slice = bytes.subarray(at, at + SLICE);
    try {
      parts.push(decoder.decode(slice, { stream: true }));
    } catch {
      return badFrom(at);
    }
    const zero = nul ? -1 : slice.indexOf(0);
    if (zero >= 0) return at + zero;
  }
  try {
    parts.push(decoder.decode());
  } catch {
    return badFrom(bytes.length);
  }
  return parts.join('');
}

/**
 * An error about a user's file or paste; the message is for users, and `say` words it in any
 * language, so that a box showing it follows a change of the page's language.
 */
export class FileError extends Error {
  /**
   * @param {(lang: Lang) => string} say
   * @param {Lang} lang the language of the message
   */
  constructor(say, lang) {
    super(say(lang));
    this.say = say;
  }
}

/**
 * What to tell the user of `err`, met reading their file `name`: its words in any language.
 * @param {unknown} err
 * @param {string} name
 * @returns {(lang: Lang) => string}
 */
function fileErrorSay(err, name) {
  if (err instanceof FileError) return err.say;
  const message = /** @type {Error} */ (err).message;
  return (lang) => t('page.fileError', { name: quoted(name), message }, lang);
}

/**
 * Checks a size in bytes (a file's or a paste's) against the limit; throws FileError.
 * @param {number} size
 * @param {string} name
 * @param {Lang} lang
 */
export function checkSize(size, name, lang = language()) {
  if (size > MAX_INPUT_BYTES) {
    const words = { name: quoted(name), size: sizeText(size), limit: MAX_INPUT_BYTES >> 20 };
    throw new FileError((lang) => t('files.tooLarge', words, lang), lang);
  }
}

/**
 * A user's file as text: refused over the limit (before reading) and unless it is UTF-8 text.
 * @param {File} file
 * @param {Lang} lang
 */
async function readFileText(file, lang = language()) {
  checkSize(file.size, file.name, lang);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const decoded = await decodeText(bytes);
  if (typeof decoded === 'string') return decoded;
  const bad = decoded;
  const { line, col } = await position(bytes, bad);
  const what = (/** @type {Lang} */ lang) =>
    bytes[bad] === 0 ? t('files.nul', {}, lang) : t('files.notUtf8', { byte: `0x${bytes[bad].toString(16).padStart(2, '0')}` }, lang);
  const say = (/** @type {Lang} */ lang) => t('files.notText', { name: quoted(file.name), what: what(lang), offset: bad, line, col }, lang);
  throw new FileError(say, lang);
}

/**
 * Reads the user's `file` and gives its text to `target`; an error goes to `report` instead,
 * worded in any language: where the file was chosen.
 * @param {File} file
 * @param {(text: string) => void} target
 * @param {(say: (lang: Lang) => string) => void} report
 */
export async function readInto(file, target, report) {
  try {
    target(await readFileText(file));
  } catch (err) {
    report(fileErrorSay(err, file.name));
  }
}

/**
 * Reads `stream` to its end as one Uint8Array, counting bytes as they come and letting the page
 * run every SLICE bytes (a transform such as inflating works a chunk at a time as they are read);
 * past `limit` it cancels the stream and resolves to null without reading (or inflating) further.
 * @param {ReadableStream<Uint8Array>} stream
 * @param {number} limit
 */
export async function readLimited(stream, limit) {
  const reader = stream.getReader();
  const chunks = [];
  let size = 0;
  let unyielded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
    unyielded += value.length;
    if (unyielded >= SLICE) {
      unyielded = 0;
      await nextTask();
    }
  }
  return joinBytes(chunks);
}

/**
 * A fetched file's text, read as a stream and refused once it passes the limit.
 * @param {Response} response
 * @param {string} name
 * @param {Lang} lang
 */
export async function readResponseText(response, name, lang = language()) {
  checkSize(Number(response.headers.get('content-length')) || 0, name, lang);
  const bytes = response.body ? await readLimited(response.body, MAX_INPUT_BYTES) : new Uint8Array(0);
  if (!bytes) throw new FileError((lang) => t('files.overLimit', { name: quoted(name), limit: MAX_INPUT_BYTES >> 20 }, lang), lang);
  return readFileText(new File([bytes], name), lang);
}

/**
 * Offers `blob` as a download named `name`.
 * @param {Blob} blob
 * @param {string} name
 */
export function downloadBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
