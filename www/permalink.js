// The page state in the URL hash: game, rule options, input (deflate-raw + base64url via the
// browser's CompressionStream), step, speed, playing, and your moves off the main line (`branch`,
// the step they follow, and `moves`, their ids joined by commas), and the language chosen (`lang`:
// en, zh-CN or fa). Shared by index.html, embed.html and the <boardlab-player> element. Steps in
// links count from 1, as on screen.
//
// A hash is untrusted: a few kilobytes of deflate can inflate to gigabytes. Inflating streams and
// stops at the input limit, so a "link bomb" is refused in milliseconds instead of freezing the tab.

import { MAX_INPUT_BYTES, readLimited } from './files.js';
import { t } from './i18n.js';

/**
 * What a link holds: `step` 0-based; `speed` as written (null when absent); `variation` your
 * moves and the 0-based step they branch from (null for none); `lang` the language the link
 * names, as written (null when absent).
 * @typedef {{ game: string, rules: Record<string, string>, input: string, step: number, speed: string | null, playing: boolean, variation: import('./types.js').VariationInfo | null, lang: string | null }} LinkState
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

/** @param {Uint8Array} bytes */
function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** @param {string} text */
function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** @param {string} text */
export async function compress(text) {
  const out = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(out).arrayBuffer()));
}

/**
 * Inflates `encoded`, counting bytes as they come: past `limit` it stops and throws LinkTooLarge.
 * @param {string} encoded
 */
export async function decompress(encoded, limit = MAX_INPUT_BYTES) {
  let packed;
  try {
    packed = fromBase64Url(encoded);
  } catch {
    throw new LinkDamaged();
  }
  const inflated = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  let bytes;
  try {
    bytes = await readLimited(inflated, limit, () => new LinkTooLarge());
  } catch (err) {
    throw err instanceof LinkTooLarge ? err : new LinkDamaged();
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new LinkDamaged();
  }
}

/**
 * `state` = { game, rules: {name: value}, input, step (0-based), speed, playing, variation,
 * lang } → "#game=…&…". `packedInput`, the input already through `compress`, may stand in for
 * `input`; `lang` (a language chosen) goes last.
 * @param {{ game: string, rules?: Record<string, string>, input?: string, packedInput?: string, step?: number, speed?: number | null, playing?: boolean, variation?: import('./types.js').VariationInfo | null, lang?: string | null }} state
 */
export async function encodeState(state) {
  const params = new URLSearchParams();
  params.set('game', state.game);
  for (const [name, value] of Object.entries(state.rules || {})) params.set(`rule.${name}`, value);
  const packed = state.packedInput ?? (state.input ? await compress(state.input) : '');
  if (packed) params.set('input', packed);
  if (state.step) params.set('step', String(state.step + 1));
  if (state.speed && state.speed !== 1) params.set('speed', String(state.speed));
  if (state.playing) params.set('play', '1');
  if (state.variation?.moves.length) {
    params.set('branch', String(state.variation.base + 1));
    params.set('moves', state.variation.moves.join(','));
  }
  if (state.lang) params.set('lang', state.lang);
  return `#${params}`;
}

/**
 * The language a hash names (`lang=`, as written), or null; a hash without a game may name one.
 * @param {string} hash
 */
export function linkLanguage(hash) {
  if (hash.length > MAX_HASH_LENGTH) return null;
  return new URLSearchParams(hash.replace(/^#/, '')).get('lang');
}

/**
 * A step as users count it (from 1, as in links and attributes) → the 0-based index; 0 if absent.
 * @param {string | null} text
 */
export function stepIndex(text) {
  const number = Number.parseInt(text || '', 10);
  return Number.isFinite(number) && number > 1 ? number - 1 : 0;
}

/**
 * The inverse of encodeState; null when the hash holds no game. Throws LinkTooLarge or
 * LinkDamaged. `speed` is returned as written (the player checks it).
 * @param {string} hash
 * @returns {Promise<LinkState | null>}
 */
export async function decodeState(hash) {
  if (hash.length > MAX_HASH_LENGTH) throw new LinkTooLarge();
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const game = params.get('game');
  if (!game) return null;
  /** @type {Record<string, string>} */
  const rules = {};
  for (const [key, value] of params) if (key.startsWith('rule.')) rules[key.slice(5)] = value;
  const encoded = params.get('input');
  const plain = params.get('text') || ''; // uncompressed input, handy for hand-written embed links
  if (!encoded && new Blob([plain]).size > MAX_INPUT_BYTES) throw new LinkTooLarge();
  return {
    game,
    rules,
    input: encoded ? await decompress(encoded) : plain,
    step: stepIndex(params.get('step')),
    speed: params.has('speed') ? params.get('speed') : null,
    playing: params.get('play') === '1',
    variation: params.has('moves')
      ? { base: stepIndex(params.get('branch')), moves: (params.get('moves') || '').split(',').filter(Boolean) }
      : null,
    lang: params.get('lang'),
  };
}
