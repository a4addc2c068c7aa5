// The page state in the URL hash: game, rule options, input (deflate-raw + base64url via the
// browser's CompressionStream), step, speed, playing, and your moves off the main line (`branch`,
// the step they follow, and `moves`, their ids joined by commas), your program's output and trace
// (`output`, `trace`: packed like the input, as `boardlab debug` writes them), how it ended when
// not normally (`exit`: status-N, signal-N, time-S or output-M, as `boardlab debug` writes it,
// src/session/exit.rs), and the language
// chosen (`lang`: en, zh-CN or fa). Shared by index.html, embed.html and the <boardlab-player> element. Steps in
// links count from 1, as on screen.
//
// A hash is untrusted: a few kilobytes of deflate can inflate to gigabytes. Inflating streams and
// stops at the input limit, so a "link bomb" is refused in milliseconds instead of freezing the tab.
// Inputs of up to 32 MB are compressed, inflated and decoded a slice at a time.

import { t } from '../i18n/i18n.js';
import { decodeText, MAX_INPUT_BYTES, readLimited } from './files.js';
import { toBase64, utf8Length, utf8Slices } from './text.js';

/** @import { ProgramExit } from './types.js' */

/**
 * What a link holds: `game` as written (empty when the link names none but holds an input);
 * `step` 0-based and `stepWritten` as written (null when absent); `speed` as written (null when
 * absent); `variation` your moves and the 0-based step they branch from (null for none); `output`
 * and `trace` your program's (null when absent or left out); `exit` how your program ended (null
 * when absent or unreadable) and `exitWritten` as written (null when absent); `lang` the language
 * the link names, as written (null when absent); `leftOut` the parts that could not be read, each
 * with why (the rest of the link is read all the same).
 * @typedef {{ game: string, rules: Record<string, string>, input: string, step: number, stepWritten: string | null, speed: string | null, playing: boolean, variation: import('./types.js').VariationInfo | null, output: string | null, trace: string | null, exit: ProgramExit | null, exitWritten: string | null, lang: string | null, leftOut: LeftOut[] }} LinkState
 */

/**
 * A part of a link that could not be read: `damaged` (not deflate-raw + base64url of UTF-8
 * text) or `tooLarge` (it inflates past the input limit).
 * @typedef {{ part: 'input' | 'output' | 'trace', why: 'damaged' | 'tooLarge' }} LeftOut
 */

export const MAX_LINK_LENGTH = 60000; // beyond this, browsers and chat apps start to truncate links

/** A hash longer than this is refused before any decoding (32 MB of input compress to far less). */
const MAX_HASH_LENGTH = 8 << 20;

/** Thrown for a link whose input is beyond the limit; the message is for users. */
export class LinkTooLarge extends Error {
  constructor() {
    super(t('link.tooLarge', { limit: MAX_INPUT_BYTES >> 20 }));
    this.name = 'LinkTooLarge';
  }
}

/** Thrown for a link whose input cannot be decoded. */
export class LinkDamaged extends Error {
  constructor() {
    super(t('link.damaged'));
    this.name = 'LinkDamaged';
  }
}

/**
 * What a page says of a part of a link that could not be read.
 * @param {LeftOut} left
 * @param {import('../i18n/i18n.js').Lang} [lang]
 */
export function leftOutMessage({ part, why }, lang) {
  const key = {
    input: { damaged: 'link.damaged', tooLarge: 'link.tooLarge' },
    output: { damaged: 'link.outputDamaged', tooLarge: 'link.outputTooLarge' },
    trace: { damaged: 'link.traceDamaged', tooLarge: 'link.traceTooLarge' },
  }[part][why];
  return t(key, { limit: MAX_INPUT_BYTES >> 20 }, lang);
}

/** @param {Uint8Array} bytes */
const toBase64Url = (bytes) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** @param {string} text */
function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Writes `chunks` into `stream` (a compression or decompression stream) one at a time; what goes
 * wrong shows on its readable side.
 * @param {CompressionStream | DecompressionStream} stream
 * @param {AsyncIterable<Uint8Array<ArrayBuffer>> | Iterable<Uint8Array<ArrayBuffer>>} chunks
 */
function feed(stream, chunks) {
  const writer = stream.writable.getWriter();
  (async () => {
    for await (const chunk of chunks) await writer.write(chunk);
    await writer.close();
  })().catch(() => {});
  return stream.readable;
}

/**
 * `text` compressed for a link (deflate-raw, base64url), or null when that would be longer than
 * `maxLength` (compressing then stops).
 * @param {string} text
 * @param {number} maxLength
 */
export async function compress(text, maxLength) {
  const packed = await readLimited(feed(new CompressionStream('deflate-raw'), utf8Slices(text)), Math.floor((maxLength * 3) / 4));
  return packed && toBase64Url(packed);
}

/** Packed bytes are inflated this many at a time: deflate inflates at most about 1000-fold. */
const INFLATE_PIECE = 1 << 8;

/**
 * `bytes` in pieces of INFLATE_PIECE.
 * @param {Uint8Array<ArrayBuffer>} bytes
 */
function* pieces(bytes) {
  for (let at = 0; at < bytes.length; at += INFLATE_PIECE) yield bytes.subarray(at, at + INFLATE_PIECE);
}

/**
 * Inflates `encoded`, counting bytes as they come: past `limit` it stops and throws LinkTooLarge.
 * `nul`: a NUL is text too (a program may write one; an input holding one is refused, as a
 * binary file is).
 * @param {string} encoded
 */
export async function decompress(encoded, limit = MAX_INPUT_BYTES, { nul = false } = {}) {
  let packed;
  try {
    packed = fromBase64Url(encoded);
  } catch {
    throw new LinkDamaged();
  }
  let bytes;
  try {
    bytes = await readLimited(feed(new DecompressionStream('deflate-raw'), pieces(packed)), limit);
  } catch {
    throw new LinkDamaged();
  }
  if (!bytes) throw new LinkTooLarge();
  const text = await decodeText(bytes, { nul });
  if (typeof text !== 'string') throw new LinkDamaged();
  return text;
}

/**
 * @typedef {{ game: string, rules?: Record<string, string>, packedInput?: string, step?: number, speed?: number | null, playing?: boolean, variation?: import('./types.js').VariationInfo | null, exit?: ProgramExit | null, packedOutput?: string | null, packedTrace?: string | null, lang?: string | null }} HashState
 */

/** The most a link's exit may say: a status, a signal, seconds, MiB (as `boardlab debug` allows). */
const EXIT_LIMITS = { status: 255, signal: 64, time: 86400, output: 1 << 20 };

/**
 * How a program ended, as a link's `exit=` writes it: `status-N`, `signal-N`, `time-S` or
 * `output-M` (src/session/exit.rs `link_value`).
 * @param {ProgramExit} exit
 */
export const exitValue = (exit) => `${exit.kind}-${exit.value}`;

/**
 * A link's `exit=` read strictly: a nonzero status up to 255, a signal from 1 to 64, a time
 * limit in seconds above 0 up to a day, an output limit in whole MiB; null for anything else.
 * @param {string} text
 * @returns {ProgramExit | null}
 */
export function readExit(text) {
  const match = /^(status|signal|time|output)-((?:0|[1-9]\d{0,6})(?:\.\d{1,6})?)$/.exec(text);
  if (!match) return null;
  const kind = /** @type {keyof typeof EXIT_LIMITS} */ (match[1]);
  const value = Number(match[2]);
  const whole = !match[2].includes('.');
  if (value <= 0 || value > EXIT_LIMITS[kind] || (kind !== 'time' && !whole)) return null;
  return /** @type {ProgramExit} */ ({ kind, value });
}

/**
 * `state` = { game, rules: {name: value}, packedInput (the input through `compress`), step
 * (0-based), speed, playing, variation, exit (your program's), packedOutput and packedTrace (your
 * program's, through `compress`), lang } → "#game=…&…"; `lang` (a language chosen) goes last.
 * @param {HashState} state
 */
export function encodeState(state) {
  const params = new URLSearchParams();
  params.set('game', state.game);
  for (const [name, value] of Object.entries(state.rules || {})) params.set(`rule.${name}`, value);
  if (state.packedInput) params.set('input', state.packedInput);
  if (state.step) params.set('step', String(state.step + 1));
  if (state.speed && state.speed !== 1) params.set('speed', String(state.speed));
  if (state.playing) params.set('play', '1');
  if (state.variation?.moves.length) {
    params.set('branch', String(state.variation.base + 1));
    params.set('moves', state.variation.moves.join(','));
  }
  if (state.exit) params.set('exit', exitValue(state.exit));
  if (state.packedOutput) params.set('output', state.packedOutput);
  if (state.packedTrace) params.set('trace', state.packedTrace);
  if (state.lang) params.set('lang', state.lang);
  return `#${params}`;
}

/**
 * The hash of `state` with as much of your program's texts as fits in a link: as `boardlab
 * debug`'s links, the trace is left out first, then the output. `leftOut` names what was left out
 * (a text that `compress` found too large is left out too: pass null for it and name it in
 * `tooLarge`). The hash may still be too long when the input alone is.
 * @param {HashState} state
 * @param {('output' | 'trace')[]} tooLarge
 */
export function encodeFitting(state, tooLarge = []) {
  const leftOut = [...tooLarge];
  let hash = encodeState(state);
  for (const [key, name] of /** @type {const} */ ([
    ['packedTrace', 'trace'],
    ['packedOutput', 'output'],
  ])) {
    if (hash.length <= MAX_LINK_LENGTH || !state[key]) continue;
    state = { ...state, [key]: null };
    leftOut.push(name);
    hash = encodeState(state);
  }
  return { hash, leftOut };
}

/**
 * The game and the language a hash names (`game=`, `lang=`, as written; null when absent or for a
 * hash too long to be a link), read in one pass before the rest of the link: the page speaks the
 * language from the start, and the game's engine loads while the page builds itself.
 * @param {string} hash
 */
export function linkNames(hash) {
  const params = new URLSearchParams(hash.length > MAX_HASH_LENGTH ? '' : hash.replace(/^#/, ''));
  return { game: params.get('game'), lang: params.get('lang') };
}

/**
 * The language a hash names (`lang=`, as written), or null; a hash without a game may name one.
 * @param {string} hash
 */
export const linkLanguage = (hash) => linkNames(hash).lang;

/**
 * A step as users count it (from 1, as in links and attributes) → the 0-based index; 0 if absent.
 * @param {string | null} text
 */
export function stepIndex(text) {
  const number = Number.parseInt(text || '', 10);
  return Number.isFinite(number) && number > 1 ? number - 1 : 0;
}

/** The parts of a link that show a run: without any of them (`#lang=fa`) a link shows nothing. */
const RUN_PARTS = ['game', 'input', 'text', 'output', 'trace'];

/**
 * The inverse of encodeState; null when the hash holds no run (no game, input or program texts).
 * Throws LinkTooLarge for a hash too long to be read at all; a part that cannot be read is left
 * out and named in `leftOut`, and the rest is read. `speed` is returned as written (the player
 * checks it).
 * @param {string} hash
 * @returns {Promise<LinkState | null>}
 */
export async function decodeState(hash) {
  if (hash.length > MAX_HASH_LENGTH) throw new LinkTooLarge();
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!RUN_PARTS.some((key) => params.get(key))) return null;
  // Own properties, `__proto__` too (an assignment would set the object's prototype instead):
  // every rule option a link names reaches the engine, which says which ones it does not know.
  const rules = Object.fromEntries([...params].filter(([key]) => key.startsWith('rule.')).map(([key, value]) => [key.slice(5), value]));
  /** @type {LeftOut[]} */
  const leftOut = [];
  /**
   * @param {'input' | 'output' | 'trace'} part
   * @param {string} value
   */
  const unpack = async (part, value) => {
    try {
      return await decompress(value, MAX_INPUT_BYTES, { nul: part !== 'input' });
    } catch (err) {
      leftOut.push({ part, why: err instanceof LinkTooLarge ? 'tooLarge' : 'damaged' });
      return null;
    }
  };
  const packed = (/** @type {'output' | 'trace'} */ part) => {
    const value = params.get(part);
    return value === null ? null : unpack(part, value);
  };
  const exitWritten = params.get('exit');
  const encoded = params.get('input');
  let input = params.get('text') || ''; // uncompressed input, handy for hand-written embed links
  if (encoded) input = (await unpack('input', encoded)) ?? '';
  else if (utf8Length(input) > MAX_INPUT_BYTES) {
    leftOut.push({ part: 'input', why: 'tooLarge' });
    input = '';
  }
  return {
    game: params.get('game') ?? '',
    rules,
    input,
    step: stepIndex(params.get('step')),
    stepWritten: params.get('step'),
    speed: params.has('speed') ? params.get('speed') : null,
    playing: params.get('play') === '1',
    variation: params.has('moves')
      ? { base: stepIndex(params.get('branch')), moves: (params.get('moves') || '').split(',').filter(Boolean) }
      : null,
    output: await packed('output'),
    trace: await packed('trace'),
    exit: exitWritten === null ? null : readExit(exitWritten),
    exitWritten,
    lang: params.get('lang'),
    leftOut,
  };
}
