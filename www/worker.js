// The engine's Web Worker: owns the wasm module and the sessions, so a long computation never
// freezes the page, and several players (custom elements) share one wasm instance.
// Messages: {id, type, ...} in; {id, result} or {id, error} out, plus {type: 'progress', text}
// while a run computes and {type: 'stepReady', session, index} when the background analysis
// completes a step that was shown incomplete. Every request names the language of the texts it
// wants (`lang`); the module is switched to it (`setLanguage`) before the request is handled.
import { Analyses } from './analysis.js';
import { matchLanguage, t } from './i18n.js';
import { joinBytes } from './text.js';

/** @import { Lang } from './i18n.js' */

/** @import { GifAnimation, Session } from './pkg/boardlab.js' */
/** @typedef {typeof import('./pkg/boardlab.js')} Api the wasm bindings */

// The bindings and the wasm module download in parallel (the bindings would otherwise only ask
// for the module once they have loaded).
const wasm = fetch(new URL('./pkg/boardlab_bg.wasm', import.meta.url));
/** @type {WebAssembly.Memory | null} the module's linear memory, for the `memory` diagnostics request */
let wasmMemory = null;
const ready = import('./pkg/boardlab.js').then(async (bindings) => {
  wasmMemory = (await bindings.default({ module_or_path: wasm })).memory;
  return bindings;
});

/** @type {Map<number, Session>} */
const sessions = new Map();
let nextSession = 1;
// Steps shown while their analysis was incomplete are reported as {type: 'stepReady'}.
const analyses = new Analyses((session, index) => postMessage({ type: 'stepReady', session, index }));

/** @type {Map<number, GifAnimation>} */
const animations = new Map();
let nextAnimation = 1;

/** @type {Lang} the language the module speaks now */
let language = 'en';

/**
 * Makes the module speak `lang` (a request's), when it is another.
 * @param {Api} api
 * @param {unknown} lang
 */
function speak(api, lang) {
  const wanted = matchLanguage(typeof lang === 'string' ? lang : '') ?? 'en';
  if (wanted === language) return;
  api.setLanguage(wanted);
  language = wanted;
}

/** @param {number} id */
function animationOf(id) {
  const animation = animations.get(id);
  if (!animation) throw new Error(t('worker.animationGone', {}, language));
  return animation;
}

/** @param {number} id */
function sessionOf(id) {
  const session = sessions.get(id);
  if (!session) throw new Error(t('worker.sessionGone', {}, language));
  return session;
}

/**
 * What the page learns of an error: an input error's position and suggestion, or the message.
 * @param {any} err whatever was thrown
 * @returns {import('./types.js').ErrorInfo}
 */
function errorInfo(err) {
  const message = String(err?.message ? err.message : err);
  return {
    message,
    line: err && typeof err.line === 'number' ? err.line : 0,
    col: err && typeof err.col === 'number' ? err.col : 0,
    detail: err?.detail ? err.detail : message,
    suggestion: err?.suggestion ? { ...err.suggestion } : null,
  };
}

/**
 * Each handler gets the wasm bindings and the request (as the page posted it).
 * @type {Record<string, (api: Api, request: Record<string, any>) => unknown>}
 */
const handlers = {
  games: (api) => api.games(),
  run(api, { game, input, rules }) {
    const progress = (/** @type {string} */ text) => postMessage({ type: 'progress', text });
    // The input's UTF-8, in the slices the page encoded it in.
    const session = api.Session.parse(game, joinBytes(input), rules || {}, progress);
    const id = nextSession++;
    sessions.set(id, session);
    analyses.add(id, session);
    return {
      session: id,
      output: session.output(),
      stepCount: session.stepCount(),
      markers: session.markers(),
      suggestions: session.suggestions(),
    };
  },
  free(_api, { session }) {
    analyses.remove(session);
    sessions.get(session)?.free();
    sessions.delete(session);
  },
  step(_api, { session, index }) {
    const step = sessionOf(session).step(index);
    analyses.shown(session, index);
    return step;
  },
  judge: (_api, { session, candidate }) => sessionOf(session).judge(candidate),
  // A program's trace (and output, when given) against the judge's game; both come as UTF-8 slices.
  checkTrace: (_api, { session, trace, output }) =>
    sessionOf(session).checkTrace(joinBytes(trace), output && new TextDecoder().decode(joinBytes(output))),
  // Diagnostics: what the worker holds (the long-session tests check it stays flat).
  memory: () => ({
    wasmBytes: /** @type {WebAssembly.Memory} */ (wasmMemory).buffer.byteLength,
    sessions: sessions.size,
    animations: animations.size,
  }),
  // A valid random input (what `boardlab gen` prints); parameter values may be numbers.
  generate(api, { game, seed, params, rules }) {
    const values = Object.entries(params || {}).map(([name, value]) => [name, String(value)]);
    return api.generate(game, String(seed), Object.fromEntries(values), rules || {});
  },
  // Figures for the exports; `title` and `caption` as src/figure's FigureText takes them.
  svg: (_api, { session, index, dark, title, caption }) => sessionOf(session).svg(index, Boolean(dark), title ?? null, caption ?? null),
  figure: (_api, { session, index, title, caption }) => sessionOf(session).figure(index, title ?? null, caption ?? null),
  frameRange: (_api, { session, from, to }) => sessionOf(session).frameRange(String(from), String(to)),
  // An animated GIF is built here from frames the page paints: start, a frame at a time, finish.
  gifStart(api, { width, height, delayMs }) {
    const id = nextAnimation++;
    animations.set(id, new api.GifAnimation(width, height, delayMs));
    return id;
  },
  gifFrame: (_api, { animation, rgba }) => animationOf(animation).addFrame(rgba),
  gifFinish(_api, { animation }) {
    const gif = animationOf(animation);
    animations.delete(animation);
    try {
      return gif.finish();
    } finally {
      gif.free();
    }
  },
  gifDrop(_api, { animation }) {
    animations.get(animation)?.free();
    animations.delete(animation);
  },
  stepOfOutputLine: (_api, { session, line }) => sessionOf(session).stepOfOutputLine(line) ?? null,
  // Exploring (src/explore.rs): the decision at a step, your moves, the variation they form.
  decision: (_api, { session, index }) => sessionOf(session).decision(index),
  play(_api, { session, index, move }) {
    const progress = (/** @type {string} */ text) => postMessage({ type: 'progress', text });
    const played = sessionOf(session).play(index, move, progress);
    return { ...played, ...timelineOf(session) };
  },
  restoreVariation(_api, { session, base, moves }) {
    sessionOf(session).restoreVariation(base, moves);
    return timelineOf(session);
  },
  backToMainLine(_api, { session }) {
    sessionOf(session).backToMainLine();
    return timelineOf(session);
  },
  inputAt: (_api, { session, index }) => sessionOf(session).inputAt(index) ?? null,
  // The session's texts in another language: its markers and suggestions again.
  timeline: (_api, { session }) => ({ ...timelineOf(session), suggestions: sessionOf(session).suggestions() }),
  // The board editor works on the text alone (no session), and checks it against the statement.
  validate: (api, { game, input, rules }) => api.validate(game, input, rules || {}),
  editorBoard: (api, { game, input, rules, scope, selected }) =>
    api.editorBoard(game, input, rules || {}, scope, selected?.[0], selected?.[1]),
  editCell: (api, { game, input, rules, scope, layer, row, col, kind }) =>
    api.editCell(game, input, rules || {}, scope, layer, row, col, kind),
  editField: (api, { game, input, rules, scope, selected, name, value }) =>
    api.editField(game, input, rules || {}, scope, selected?.[0], selected?.[1], name, value),
};

/**
 * The timeline shown after a change of variation: its length, markers and variation.
 * @param {number} id
 */
function timelineOf(id) {
  const session = sessionOf(id);
  return { stepCount: session.stepCount(), markers: session.markers(), variation: session.variation() };
}

self.onmessage = async (event) => {
  const { id, type } = event.data;
  try {
    const api = await ready;
    const handler = handlers[type];
    if (!handler) throw new Error(`unknown request ${type}`);
    speak(api, event.data.lang);
    postMessage({ id, result: handler(api, event.data) });
  } catch (err) {
    postMessage({ id, error: errorInfo(err) });
  }
};
