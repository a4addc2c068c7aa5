// embed.html: a minimal player for iframes, driven by the same URL hash as the main page
// (embed.html#game=…&input=…&step=…). It has no editor and touches nothing outside its frame.
//
// Its parent window can drive it and listen to it with postMessage (www/guide/embedding.md):
// commands { boardlab: 1, type: 'seek' | 'next' | 'previous' | 'play' | 'pause' | 'speed' | 'get' }
// in; reports { boardlab: 1, type: 'ready' | 'stepchange' | 'play' | 'pause' | 'speedchange' |
// 'error' | 'resize', … } and the reply { type: 'state' } out. Messages of any other shape are
// ignored.
//
// Its layout fits its frame: the board as tall as the frame leaves it (the controls and the
// step's title stay in view), up to its full height, the frame's width (at most STAGE_MAX); and
// `resize` tells the parent the height that shows everything with the board at its full height,
// so that a parent that sizes the frame to it gets all of the player, on a phone too.
//
// It speaks the hash's `lang=`, else the browser's language; the player's Language menu puts the
// language picked in the hash.
import { Engine } from '../engine/engine.js';
import { browserLanguage, language, matchLanguage, setPageLanguage, t } from '../i18n/i18n.js';
import { byId } from '../lib/dom.js';
import { decodeState, leftOutMessage, linkLanguage, linkNames } from '../lib/permalink.js';
import { setDocumentTheme, themeOf } from '../lib/theme.js';
import { EmbeddedPlayer } from './widget.js';

/** @import { Lang } from '../i18n/i18n.js' */

const framed = window.parent !== window;

/**
 * Reports go to the parent whatever its origin ('*'): they hold only what the frame's URL gave
 * (the embedder's own input), computed: step numbers and titles, the speed, the judge output.
 * @type {import('./widget.js').Report}
 */
function report(type, detail) {
  if (type === 'ready' || type === 'error') {
    document.body.dataset.ready = '1';
    // The frame's height is reported from then on (nothing is reported before).
    layoutLater();
  }
  if (framed) parent.postMessage({ boardlab: 1, ...detail, type }, '*');
}

/** The board's height at least, and at most, whatever the frame's width. */
const STAGE_MIN = 180;
const STAGE_MAX = 480;
let layoutQueued = false;
let reportedHeight = 0;

/**
 * Fits the board to the frame and reports the frame's full height when it changed. The board is
 * as tall as the frame leaves it beside what always shows (the controls, the step's title, the
 * foot), between STAGE_MIN and its full height (the frame's width, at most STAGE_MAX); the
 * step's events, which change from step to step, scroll below it in a frame too short for them,
 * so that the board keeps its size as the steps go by. The height reported is everything with
 * the board at its full height: a frame that tall shows the whole player, and fits it exactly.
 */
function layout() {
  layoutQueued = false;
  const body = document.body;
  const total = body.getBoundingClientRect().height;
  const stage = body.querySelector('.stage');
  let height = total;
  if (stage) {
    const board = stage.getBoundingClientRect().height;
    const events = body.querySelector('.events')?.getBoundingClientRect().height ?? 0;
    const always = total - board - events;
    const full = Math.max(STAGE_MIN, Math.min(stage.clientWidth, STAGE_MAX));
    const fits = Math.max(STAGE_MIN, Math.min(full, innerHeight - always));
    body.style.setProperty('--embed-stage', `${Math.floor(fits)}px`);
    height = always + events + full;
  }
  height = Math.ceil(height);
  if (body.dataset.ready !== '1' || height === reportedHeight) return;
  reportedHeight = height;
  if (framed) parent.postMessage({ boardlab: 1, type: 'resize', height }, '*');
}

/**
 * Lays the frame out in the next frame: not in a ResizeObserver's callback, whose change of the
 * board's size would be a loop of observations.
 */
function layoutLater() {
  if (layoutQueued) return;
  layoutQueued = true;
  requestAnimationFrame(layout);
}

new ResizeObserver(layoutLater).observe(document.body);
window.addEventListener('resize', layoutLater);

// embed.html has these elements.
/** The language of the hash, else the browser's. */
const hashLanguage = () => matchLanguage(linkLanguage(location.hash)) ?? browserLanguage();
// A frame sandboxed without allow-same-origin has an opaque origin, which may start no worker
// (a worker's script must be of the page's origin): the engine cannot run, and the frame says so.
// The worker starts before the catalog is read, and the link's game's module loads meanwhile.
const engine = self.origin === 'null' ? null : new Engine(undefined, hashLanguage());
const linkedGame = linkNames(location.hash).game;
if (linkedGame) engine?.prepare(linkedGame);
// The frame is hidden until its catalog is read (style.css): no English first on a `lang=fa` link.
await setPageLanguage(hashLanguage());
const embedded = new EmbeddedPlayer(byId('player-box', HTMLElement), engine, report, {
  lang: language(),
  onLanguage: pickLanguage,
  // Under the frame's level-one heading (visually hidden: embed.html).
  headingLevel: 2,
});

/**
 * The player's Language menu: the hash keeps the language, the run on screen stays.
 * @param {Lang} lang
 */
function pickLanguage(lang) {
  const params = new URLSearchParams(location.hash.slice(1));
  params.set('lang', lang);
  history.replaceState(null, '', `#${params}`);
  speak(lang);
}

/**
 * The frame's words and the player's in `lang` (unless another language was picked meanwhile).
 * @param {Lang} lang
 */
async function speak(lang) {
  await setPageLanguage(lang);
  if (language() !== lang) return;
  if (embedded.engine) embedded.engine.language = lang;
  embedded.setLanguage(lang);
  byId('open-full', HTMLAnchorElement).href = `index.html${location.hash}`;
}

/**
 * Each takes a message already known to be { boardlab: 1, type } and checks its own fields.
 * @type {Record<string, (message: Record<string, unknown>, event: MessageEvent) => unknown>}
 */
const COMMANDS = {
  seek: ({ step }) => typeof step === 'number' && Number.isInteger(step) && embedded.seek(step),
  next: () => embedded.next(),
  previous: () => embedded.previous(),
  play: () => embedded.play(),
  pause: () => embedded.pause(),
  speed: ({ speed }) => typeof speed === 'number' && embedded.setSpeed(speed),
  get({ id }, event) {
    // `id` is optional; one of another type than a string or number makes the message malformed.
    if (id !== undefined && typeof id !== 'string' && typeof id !== 'number') return;
    /** @type {Record<string, unknown>} */
    const reply = { boardlab: 1, ...embedded.state, type: 'state' };
    if (id !== undefined) reply.id = id;
    // The asker only: an opaque origin ("null": a sandboxed or file: page) cannot be named.
    /** @type {Window} */ (event.source).postMessage(reply, event.origin === 'null' ? '*' : event.origin);
  },
};

// Only the parent is obeyed: other windows that can reach this frame (siblings, an opener) are
// ignored, so none of them reads the state of a frame it did not embed.
window.addEventListener('message', (event) => {
  // The source first: reading `data` deserializes it, which a huge message from another window
  // would make slow.
  if (!framed || event.source !== window.parent) return;
  const message = event.data;
  if (typeof message !== 'object' || message === null || message.boardlab !== 1) return;
  if (typeof message.type !== 'string' || !Object.hasOwn(COMMANDS, message.type)) return;
  COMMANDS[message.type](message, event);
});

async function show() {
  byId('open-full', HTMLAnchorElement).href = `index.html${location.hash}`;
  // `theme=light|dark|auto`: the statement page's scheme, whatever the system's.
  setDocumentTheme(themeOf(new URLSearchParams(location.hash.slice(1)).get('theme')) ?? 'auto');
  const lang = hashLanguage();
  await setPageLanguage(lang);
  if (lang !== hashLanguage()) return; // the link changed again meanwhile: its own show() follows
  if (embedded.engine) embedded.engine.language = lang;
  embedded.setLanguage(lang, { reload: false }); // the run shown below speaks it
  // A damaged link, or one whose input inflates past the limit ("link bomb"), is refused at once.
  embedded.show(async () => {
    const state = await decodeState(location.hash);
    if (!state?.game) throw new Error(t('embed.nothing', {}, embedded.lang));
    // The embed shows the input alone: it cannot run without it (your program's texts it ignores).
    const input = state.leftOut.find((left) => left.part === 'input');
    if (input) throw new Error(leftOutMessage(input, embedded.lang));
    return state;
  });
}

window.addEventListener('hashchange', show);
show();
