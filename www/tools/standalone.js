// The program of an exported standalone page (export.js, standaloneHtml): the page holds this
// module and the modules it imports, the wasm and the session's data (#boardlab-data), and
// replays the session offline: it runs the input in the page itself, without a worker. It speaks
// the language the page was exported in; the player's Language menu switches it. It carries every
// language's catalogs (the page's and the game's), read from its data when first spoken.
import { Analyses } from '../engine/analysis.js';
import { transferCanvas } from '../engine/board-canvas.js';
import { ensureLanguage } from '../i18n/catalogs.js';
import { engineMessages, speakThrough } from '../i18n/engine-messages.js';
import { direction, loadLanguage, matchLanguage, t } from '../i18n/i18n.js';
import { byId } from '../lib/dom.js';
import { Emitter } from '../lib/events.js';
import init, { englishCatalogs, games, Session, setLanguage, setMessageFormatter } from '../pkg/boardlab.js';
import { Player } from '../player/player.js';

/** @import { BoardNotes, StandaloneData, SessionEvents, StepView, GameInfo, Timeline } from '../lib/types.js' */
/** @import { Lang } from '../i18n/i18n.js' */

/** @type {StandaloneData} */
const data = JSON.parse(byId('boardlab-data', HTMLScriptElement).textContent ?? '');
/** @type {Lang} */
let lang = matchLanguage(data.lang) ?? 'en';
/** @param {string} path a catalog the page carries */
const carried = (path) => data.catalogs[path] ?? Promise.reject(new Error(`${path}: not in the page`));
/**
 * Reads the catalogs of `picked`, the page's and the engine's.
 * @param {Lang} picked
 */
const readLanguage = (picked) => Promise.all([loadLanguage(picked, carried), ensureLanguage(engineMessages, picked, [data.game], carried)]);
// The page export.js writes has these elements.
byId('title', HTMLElement).textContent = data.title;
const shadow = byId('app', HTMLElement).attachShadow({ mode: 'open' });
const style = document.createElement('style');
style.textContent = data.css;
const root = document.createElement('div');
root.lang = lang;
root.dir = direction(lang);
shadow.append(style, root);
await init({ module_or_path: Uint8Array.from(atob(data.wasm), (c) => c.charCodeAt(0)) });
speakThrough({ englishCatalogs, setMessageFormatter });
try {
  await readLanguage(lang);
  setLanguage(lang);
  const session = Session.parse(data.game, new TextEncoder().encode(data.input), data.rules, undefined);
  /** @type {Emitter<SessionEvents>} */
  const events = new Emitter();
  const analyses = new Analyses((_id, index) => events.emit('stepready', index));
  /** @type {Timeline} */
  const timeline = session.timeline();
  /** @type {WeakMap<HTMLCanvasElement, OffscreenCanvas>} the player's canvas, handed over to be painted here */
  const offscreens = new WeakMap();
  /** @param {HTMLCanvasElement} canvas */
  const offscreenOf = (canvas) => {
    let offscreen = offscreens.get(canvas);
    if (!offscreen) {
      offscreen = transferCanvas(canvas, () => createImageBitmap(/** @type {OffscreenCanvas} */ (offscreens.get(canvas))));
      offscreens.set(canvas, offscreen);
    }
    return offscreen;
  };
  const source = {
    stepCount: timeline.stepCount,
    markers: timeline.markers,
    /** @param {number} index */
    view: async (index) => {
      analyses.requested();
      /** @type {StepView} */
      const shown = JSON.parse(session.view(index));
      analyses.shown(1, shown.index);
      return shown;
    },
    /**
     * Paints step `index` on `canvas`, handed over to the module in the page.
     * @param {number} index
     * @param {HTMLCanvasElement} canvas
     * @param {import('../lib/types.js').BoardViewRequest} view
     */
    paint: async (index, canvas, view) => {
      analyses.requested();
      return JSON.parse(session.paint(offscreenOf(canvas), index, view));
    },
    /**
     * @param {number} index
     * @param {import('../lib/types.js').FigureText} text
     * @param {boolean} dark
     * @param {number} scale
     */
    figure: async (index, text, dark, scale) => session.figureImage(index, text.title ?? null, text.caption ?? null, dark, scale, 0, 0),
    /** @param {number} index */
    notes: async (index) => /** @type {BoardNotes} */ (JSON.parse(session.notes(index))),
    on: events.on.bind(events),
  };
  /**
   * The Language menu: the module, the page's title and the player speak `picked`.
   * @param {Lang} picked
   */
  const speak = async (picked) => {
    await readLanguage(picked);
    lang = picked;
    setLanguage(lang);
    document.documentElement.lang = lang;
    document.documentElement.dir = direction(lang);
    root.lang = lang;
    root.dir = direction(lang);
    /** @type {GameInfo | undefined} */
    const game = /** @type {GameInfo[]} */ (games()).find((g) => g.id === data.game);
    if (game) byId('title', HTMLElement).textContent = t('export.standaloneTitle', { game: game.title }, lang);
    document.title = t('export.standalonePage', {}, lang);
    source.markers = session.timeline().markers;
    player.setLanguage(lang);
  };
  const player = new Player(root, { lang, onLanguage: speak });
  analyses.add(1, session);
  await player.load(source, data.step);
} catch (err) {
  root.className = 'player-message error';
  // The module throws an ErrorInfo (src/core/text.rs), the browser an Error: both have a message.
  root.textContent = String(/** @type {{ message?: unknown }} */ (err)?.message ?? err);
}
document.body.dataset.ready = '1';
