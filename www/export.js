// Exports: the current session as one self-contained HTML file that plays offline (wasm and
// modules inlined), a range of steps as an animated GIF (for statements: it needs no script to
// play) or recorded as a WebM video.
import { figureCanvas } from './painter.js';

const toBase64 = (bytes) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** JSON that is safe inside a <script> element: no "<" can close it. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

// The standalone page's own program: instantiate the inlined wasm, compute, play.
const STANDALONE_MAIN = `
import init, { Session } from 'boardlab-bindings';
import { Player } from 'boardlab-player';
import { Analyses } from 'boardlab-analysis';
const data = JSON.parse(document.getElementById('boardlab-data').textContent);
document.getElementById('title').textContent = data.title;
const shadow = document.getElementById('app').attachShadow({ mode: 'open' });
const style = document.createElement('style');
style.textContent = data.css;
const root = document.createElement('div');
shadow.append(style, root);
await init({ module_or_path: Uint8Array.from(atob(data.wasm), (c) => c.charCodeAt(0)) });
try {
  const session = Session.parse(data.game, new TextEncoder().encode(data.input), data.rules, undefined);
  const player = new Player(root);
  const analyses = new Analyses((id, index) => source.onStepReady(index));
  const step = async (i) => {
    const shown = session.step(i);
    analyses.shown(1, i);
    return shown;
  };
  const source = { stepCount: session.stepCount(), markers: session.markers(), step };
  analyses.add(1, session);
  await player.load(source, data.palette, data.step);
} catch (err) {
  root.className = 'player-message error';
  root.textContent = err.message;
}
document.body.dataset.ready = '1';
`;

/** One HTML file that replays `state` ({ game: {id, title, palette}, input, rules, step }). */
export async function standaloneHtml(state) {
  const base = new URL('./', import.meta.url);
  const text = async (path) => (await fetch(new URL(path, base))).text();
  const [painter, player, analysis, bindings, css, wasm] = await Promise.all([
    text('painter.js'),
    text('player.js'),
    text('analysis.js'),
    text('pkg/boardlab.js'),
    text('player.css'),
    fetch(new URL('pkg/boardlab_bg.wasm', base)).then((r) => r.arrayBuffer()),
  ]);
  // Modules become data: URLs named by an import map; relative imports become those names.
  const modules = {
    'boardlab-painter': painter,
    'boardlab-player': player.replace(/from '\.\/painter\.js'/g, "from 'boardlab-painter'"),
    'boardlab-analysis': analysis,
    'boardlab-bindings': bindings,
  };
  const imports = {};
  for (const [name, source] of Object.entries(modules)) {
    imports[name] = `data:text/javascript;base64,${toBase64(new TextEncoder().encode(source))}`;
  }
  const data = {
    title: `${state.game.title} — BoardLab replay`,
    game: state.game.id,
    palette: state.game.palette,
    input: state.input,
    rules: state.rules,
    step: state.step,
    css,
    wasm: toBase64(new Uint8Array(wasm)),
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>BoardLab replay</title>
<script type="importmap">${scriptJson({ imports })}</script>
<script type="application/json" id="boardlab-data">${scriptJson(data)}</script>
<script type="module">${STANDALONE_MAIN}</script>
</head>
<body style="margin:0;padding:0.6rem;font-family:system-ui,sans-serif">
<h1 id="title" style="font-size:1.1rem;margin:0 0 0.4rem"></h1>
<div id="app"></div>
</body>
</html>
`;
}

/**
 * Plays steps `from`..`to` of `player` and records the canvas as WebM. `onProgress(done, total)`
 * is told after each step; `shouldStop()` ends the recording early.
 */
export async function recordWebm(player, from, to, onProgress, shouldStop) {
  const stream = player.canvas.captureStream(30);
  const type = ['video/webm;codecs=vp9', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t));
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : {});
  const chunks = [];
  recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  player.pause();
  await player.go(from, { animate: false });
  recorder.start(250);
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(400);
  for (let index = from + 1; index <= to && !shouldStop(); index++) {
    await player.go(index);
    await pause(450 / player.speed);
    onProgress(index - from, to - from);
  }
  await pause(300);
  recorder.stop();
  await stopped;
  stream.getTracks().forEach((track) => track.stop());
  return new Blob(chunks, { type: 'video/webm' });
}

/** Thrown by gifOfSteps when `shouldStop()` said so. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/**
 * Steps `from`..`to` of `remote` (a RemoteSession of `engine`) as a looping GIF blob, each step's
 * figure (board, title, caption) shown `delayMs`. Fetching the steps is the first half of the
 * progress reported to `onProgress(done, total)`, painting and encoding them the second;
 * `shouldStop()` is asked between steps and cancels with `Cancelled`.
 */
export async function gifOfSteps(engine, remote, from, to, { dark, delayMs, onProgress, shouldStop }) {
  const count = to - from + 1;
  const check = () => {
    if (shouldStop()) throw new Cancelled();
  };
  const scenes = [];
  for (let index = from; index <= to; index++) {
    check();
    scenes.push((await remote.step(index)).scene);
    onProgress(scenes.length, 2 * count);
  }
  // One size for every frame: the largest figure (captions can wrap onto more lines).
  const width = Math.ceil(Math.max(...scenes.map((scene) => scene.width)));
  const height = Math.ceil(Math.max(...scenes.map((scene) => scene.height)));
  const gif = await engine.gif(width, height, delayMs);
  let finished = false;
  try {
    for (const [i, scene] of scenes.entries()) {
      check();
      const canvas = figureCanvas(scene, dark, { width, height });
      const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
      await gif.addFrame(new Uint8Array(pixels.buffer));
      onProgress(count + i + 1, 2 * count);
    }
    check();
    const bytes = await gif.finish();
    finished = true;
    return new Blob([bytes], { type: 'image/gif' });
  } finally {
    if (!finished) gif.drop();
  }
}
