// The engine's Web Worker: owns the wasm module and the sessions, so a long computation never
// freezes the page, and several players (custom elements) share one wasm instance.
// Messages: {id, type, ...} in; {id, result} or {id, error} out, plus {type: 'progress', text}
// while a run computes.
import init, { games, Session } from './pkg/boardlab.js';

const ready = init();
const sessions = new Map();
let nextSession = 1;

function sessionOf(id) {
  const session = sessions.get(id);
  if (!session) throw new Error('this session is gone; run again');
  return session;
}

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
    const progress = (text) => postMessage({ type: 'progress', text });
    const session = Session.parse(game, input, rules || {}, progress);
    const id = nextSession++;
    sessions.set(id, session);
    return { session: id, output: session.output(), stepCount: session.stepCount(), markers: session.markers() };
  },
  free({ session }) {
    sessions.get(session)?.free();
    sessions.delete(session);
  },
  step: ({ session, index }) => sessionOf(session).step(index),
  judge: ({ session, candidate }) => sessionOf(session).judge(candidate),
  stepOfOutputLine: ({ session, line }) => sessionOf(session).stepOfOutputLine(line) ?? null,
};

onmessage = async (event) => {
  const { id, type } = event.data;
  try {
    await ready;
    const handler = handlers[type];
    if (!handler) throw new Error(`unknown request ${type}`);
    postMessage({ id, result: handler(event.data) });
  } catch (err) {
    postMessage({ id, error: errorInfo(err) });
  }
};
