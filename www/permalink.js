// The page state in the URL hash: game, rule options, input (deflate-raw + base64url via the
// browser's CompressionStream), step, speed and playing. Shared by index.html and embed.html.

export const MAX_LINK_LENGTH = 60000; // beyond this, browsers and chat apps start to truncate links

function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export async function compress(text) {
  return toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

export async function decompress(encoded) {
  return new TextDecoder().decode(await pipe(fromBase64Url(encoded), new DecompressionStream('deflate-raw')));
}

/** `state` = { game, rules: {name: value}, input, step, speed, playing } → "#game=…&…". */
export async function encodeState(state) {
  const params = new URLSearchParams();
  params.set('game', state.game);
  for (const [name, value] of Object.entries(state.rules || {})) params.set(`rule.${name}`, value);
  if (state.input) params.set('input', await compress(state.input));
  if (state.step) params.set('step', String(state.step));
  if (state.speed && state.speed !== 1) params.set('speed', String(state.speed));
  if (state.playing) params.set('play', '1');
  return `#${params}`;
}

/** The inverse of encodeState; null when the hash holds no game. Throws on a damaged input. */
export async function decodeState(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const game = params.get('game');
  if (!game) return null;
  const rules = {};
  for (const [key, value] of params) if (key.startsWith('rule.')) rules[key.slice(5)] = value;
  const encoded = params.get('input');
  const plain = params.get('text'); // uncompressed input, handy for hand-written embed links
  return {
    game,
    rules,
    input: encoded ? await decompress(encoded) : plain || '',
    step: Math.max(0, Number.parseInt(params.get('step') || '0', 10) || 0),
    speed: Number(params.get('speed')) || 1,
    playing: params.get('play') === '1',
  };
}
