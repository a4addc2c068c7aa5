// The engine's Web Worker: owns the wasm module and the current session, so a long computation
// never freezes the page. Messages: {id, type, ...} in; {id, result} or {id, error} out, plus
// {type: 'progress', text} while a run computes.
import init, { games, Session } from './pkg/boardlab.js';

const ready = init();
let session = null;

function errorInfo(err) {
  return {
    message: String(err && err.message ? err.message : err),
    line: err && typeof err.line === 'number' ? err.line : 0,
    col: err && typeof err.col === 'number' ? err.col : 0,
    detail: err && err.detail ? err.detail : String(err && err.message ? err.message : err),
  };
}

const handlers = {
  games: () => games(),
  run({ game, input, rules }) {
    if (session) session.free();
    session = null;
    const progress = (text) => postMessage({ type: 'progress', text });
    session = Session.parse(game, input, rules || {}, progress);
    return { output: session.output(), stepCount: session.stepCount(), markers: session.markers() };
  },
  step: ({ index }) => session.step(index),
  judge: ({ candidate }) => session.judge(candidate),
  stepOfOutputLine: ({ line }) => session.stepOfOutputLine(line) ?? null,
};

onmessage = async (event) => {
  const { id, type } = event.data;
  try {
    await ready;
    const handler = handlers[type];
    if (!handler) throw new Error(`unknown request ${type}`);
    if (type !== 'games' && type !== 'run' && !session) throw new Error('no session yet');
    postMessage({ id, result: handler(event.data) });
  } catch (err) {
    postMessage({ id, error: errorInfo(err) });
  }
};
