// The program of an exported standalone page (export.js, standaloneHtml): the page holds this
// module and the modules it imports, the wasm and the session's data (#boardlab-data), and
// replays the session offline: it runs the input in the page itself, without a worker. It speaks
// the language the page was exported in; the player's Language menu switches it.
import { Analyses } from './analysis.js';
import { Emitter } from './events.js';
import { direction, matchLanguage, t } from './i18n.js';
import init, { games, Session, setLanguage } from './pkg/boardlab.js';
import { Player } from './player.js';

/** @import { StandaloneData, SessionEvents, ShownStep, GameInfo } from './types.js' */
/** @import { Lang } from './i18n.js' */

// The page export.js writes has these elements.
const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** @type {StandaloneData} */
const data = JSON.parse(byId('boardlab-data').textContent ?? '');
/** @type {Lang} */
let lang = matchLanguage(data.lang) ?? 'en';
byId('title').textContent = data.title;
const shadow = byId('app').attachShadow({ mode: 'open' });
const style = document.createElement('style');
style.textContent = data.css;
const root = document.createElement('div');
root.lang = lang;
root.dir = direction(lang);
shadow.append(style, root);
await init({ module_or_path: Uint8Array.from(atob(data.wasm), (c) => c.charCodeAt(0)) });
setLanguage(lang);
try {
  const session = Session.parse(data.game, new TextEncoder().encode(data.input), data.rules, undefined);
  /** @type {Emitter<SessionEvents>} */
  const events = new Emitter();
  const analyses = new Analyses((_id, index) => events.emit('stepready', index));
  const source = {
    stepCount: session.stepCount(),
    markers: session.markers(),
    /** @param {number} index */
    step: async (index) => {
      /** @type {ShownStep} */
      const shown = session.step(index);
      analyses.shown(1, index);
      return shown;
    },
    on: events.on.bind(events),
  };
  /**
   * The Language menu: the module, the page's title and the player speak `picked`.
   * @param {Lang} picked
   */
  const speak = (picked) => {
    lang = picked;
    setLanguage(lang);
    document.documentElement.lang = lang;
    document.documentElement.dir = direction(lang);
    root.lang = lang;
    root.dir = direction(lang);
    /** @type {GameInfo | undefined} */
    const game = /** @type {GameInfo[]} */ (games()).find((g) => g.id === data.game);
    if (game) byId('title').textContent = t('export.standaloneTitle', { game: game.title }, lang);
    document.title = t('export.standalonePage', {}, lang);
    source.markers = session.markers();
    player.setLanguage(lang, game?.palette);
  };
  const player = new Player(root, { lang, onLanguage: speak });
  analyses.add(1, session);
  await player.load(source, data.palette, data.step);
} catch (err) {
  root.className = 'player-message error';
  root.textContent = err instanceof Error ? err.message : String(err);
}
document.body.dataset.ready = '1';
