// A self-contained player for embedding: runs an input with the shared engine and shows the
// player, or a located error. It gives both embeddings — embed.html's postMessage API and the
// <boardlab-player> element — one set of commands and one set of reports, steps counted from 1.
// It speaks one language (its own words, and the engine's texts asked for in it); `setLanguage`
// switches without running again.
import { direction, loadLanguage, t } from '../i18n/i18n.js';
import { quoted } from '../lib/text.js';
import { Player, SPEEDS } from '../player/player.js';

/** @import { Engine, RemoteSession } from '../engine/engine.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @import { GameInfo } from '../lib/types.js' */
/**
 * An error for users, with the input position it concerns (0 when none).
 * @typedef {{ message: string, line: number, col: number }} ErrorDetail
 */
/**
 * What embed.html and the element report: see EmbeddedPlayer.
 * @typedef {{ status: 'idle' | 'loading' | 'ready' | 'error', error: ErrorDetail | null, game: string | null, step: number, stepCount: number, title: string, playing: boolean, speed: number, output: string | null }} EmbedState
 * @typedef {(type: 'ready' | 'stepchange' | 'play' | 'pause' | 'speedchange' | 'error', detail?: object) => void} Report
 */
/**
 * What a run shows: `step` 0-based; `speed` as written (one the player does not offer plays at
 * 1× with a notice).
 * @typedef {{ game: string, rules?: Record<string, string>, input: string, step?: number, speed?: string | null, playing?: boolean }} RunState
 */

/**
 * Shows `text` in `container` in place of a player (`isError`: as an alert).
 * @param {HTMLElement} container
 * @param {string} text
 */
function showMessage(container, text, isError = false) {
  const box = document.createElement('div');
  box.className = `player-message${isError ? ' error' : ''}`;
  box.setAttribute('role', isError ? 'alert' : 'status');
  box.textContent = text;
  container.replaceChildren(box);
}

/**
 * An error for users, with the input position it concerns (0 when none).
 * @param {string} message
 */
const located = (message, line = 0, col = 0) => Object.assign(new Error(message), { line, col });

export class EmbeddedPlayer {
  /**
   * `report(type, detail)` hears 'ready' (detail: `state`) when a run is on screen, then
   * 'stepchange' ({ step, of, title }), 'play', 'pause' and 'speedchange' ({ speed }); or
   * 'error' ({ message, line, col }) when a run cannot be shown. Nothing is reported before
   * 'ready': it carries the whole state.
   * `lang` is the language it speaks; with `onLanguage` the player has a Language menu that
   * calls it with the language picked (the owner then calls setLanguage).
   * `engine` is null where none can start (a frame sandboxed with an opaque origin): every run
   * then fails, saying why.
   * `headingLevel` is the level of the step's title (the player's is a level-3 heading): 2 in a
   * document whose level-one heading names the player (embed.html).
   * @param {HTMLElement} container
   * @param {Engine | null} engine
   * @param {Report} report
   * @param {{ lang?: Lang, onLanguage?: (lang: Lang) => void, headingLevel?: number }} options
   */
  constructor(container, engine, report, { lang = 'en', onLanguage, headingLevel } = {}) {
    this.container = container;
    this.engine = engine;
    this.report = report;
    /** @type {Lang} */
    this.lang = lang;
    this.onLanguage = onLanguage;
    this.headingLevel = headingLevel;
    container.lang = lang;
    container.dir = direction(lang);
    /** @type {(() => Promise<RunState>) | null} what the last show() loaded, to show it again in another language */
    this.load = null;
    this.relabeling = false; // while the texts change language: no stepchange for the same step
    /** @type {EmbedState['status']} */
    this.status = 'idle';
    /** @type {ErrorDetail | null} */
    this.error = null;
    /** @type {{ player: Player, session: RemoteSession, game: GameInfo } | null} the run on screen */
    this.mounted = null;
    /** @type {{ index: number, title: string, playing: boolean, speed: number }} what the last reports said */
    this.reported = { index: 0, title: '', playing: false, speed: 1 };
    /** @type {{ index?: number, speed?: number, playing?: boolean }} asked for before the run was ready: the run opens with them */
    this.opening = {};
    this.ticket = 0; // bumps on each show(), so a superseded run is dropped
  }

  /**
   * Shows the run of the state `load()` resolves to: { game, rules, input, step (0-based),
   * speed (as written; one the player does not offer plays at 1× with a notice), playing }.
   * `load` may throw an Error whose message is for users.
   * @param {() => Promise<RunState>} load
   */
  async show(load) {
    const ticket = ++this.ticket;
    const lang = this.lang;
    this.load = load;
    this.drop();
    this.status = 'loading';
    this.error = null;
    try {
      await loadLanguage(lang);
      if (ticket !== this.ticket) return;
      showMessage(this.container, t('embed.loading', {}, lang));
      const state = await load();
      if (ticket !== this.ticket) return;
      const { engine } = this;
      if (!engine) throw located(t('embed.noEngine', {}, lang));
      const games = await engine.gameList(lang).catch((err) => {
        throw located(t('page.engineFailed', { message: err.message }, lang));
      });
      const listed = games.find((g) => g.id === state.game);
      if (!listed) throw located(t('embed.unknownGame', { game: quoted(state.game), games: games.map((g) => g.id).join(', ') }, lang));
      // The game's texts (its samples, its palette's names) come while it runs.
      const texts = engine.game(listed.id, lang);
      texts.catch(() => {}); // said below, once the run is done
      const session = await engine.run(listed.id, state.input, state.rules || {}, lang).catch((err) => {
        const message = err.detail || err.message;
        const where = err.line > 0 ? t('page.errorAt', { line: err.line, col: err.col, message }, lang) : message;
        throw located(t('embed.gameError', { game: listed.title, message: where }, lang), err.line, err.col);
      });
      /** @type {GameInfo} */
      let game;
      try {
        game = await texts;
      } catch (err) {
        session.free();
        throw located(t('page.engineFailed', { message: /** @type {Error} */ (err).message }, lang));
      }
      if (ticket !== this.ticket) {
        session.free();
        return;
      }
      await this.mount(ticket, session, game, state);
    } catch (err) {
      if (ticket !== this.ticket) return;
      this.status = 'error';
      this.opening = {};
      const { message, line, col } = /** @type {{ message: string, line?: number, col?: number }} */ (err);
      this.error = { message, line: line || 0, col: col || 0 };
      showMessage(this.container, message, true);
      this.report('error', { ...this.error });
    }
  }

  /**
   * @param {number} ticket
   * @param {RemoteSession} session
   * @param {GameInfo} game
   * @param {RunState} state
   */
  async mount(ticket, session, game, state) {
    const root = document.createElement('div');
    this.container.replaceChildren(root);
    const player = new Player(root, { lang: this.lang, onLanguage: this.onLanguage });
    if (this.headingLevel) root.querySelector('.step-title')?.setAttribute('aria-level', String(this.headingLevel));
    player.on('step', ({ index, step }) => this.stepShown(player, index, step));
    player.on('change', () => this.playerChanged(player));
    this.mounted = { player, session, game };
    /** What the run cannot honour of what it was asked, said once it is on screen. */
    const notices = [];
    if (this.opening.speed) player.setSpeed(this.opening.speed);
    else if (state.speed != null && state.speed !== '' && !player.setSpeed(Number(state.speed))) {
      notices.push(t('embed.badSpeed', { speed: quoted(state.speed) }, this.lang));
    }
    const start = this.opening.index ?? state.step ?? 0;
    await player.load(session, start);
    if (ticket !== this.ticket) return;
    // A step beyond the run's (a seek is clamped, as the guide says: it is not one).
    if (this.opening.index === undefined && player.index !== start) {
      notices.push(t('embed.badStep', { step: start + 1, shown: player.index + 1, count: player.stepCount }, this.lang));
    }
    if (notices.length) this.notice(notices.join(' · '));
    // A seek that came while the first step was being fetched.
    const seek = this.opening.index ?? start;
    if (seek !== start) await player.go(seek, { animate: false });
    if (ticket !== this.ticket) return;
    const playing = this.opening.playing ?? state.playing;
    this.opening = {};
    this.status = 'ready';
    this.reported = { index: player.index, title: player.current?.title ?? '', playing: false, speed: player.speed };
    this.report('ready', this.state);
    if (playing) player.play();
  }

  /**
   * Speaks `lang`: a run on screen keeps its step and asks the engine for its texts again; a
   * message (loading, an error) is shown again in `lang` (the run is loaded again, unless
   * `reload` is false: the caller shows another run next).
   * @param {Lang} lang
   */
  async setLanguage(lang, { reload = true } = {}) {
    if (lang === this.lang) return;
    this.lang = lang;
    this.container.lang = lang;
    this.container.dir = direction(lang);
    const mounted = this.status === 'ready' ? this.mounted : null;
    if (!mounted) {
      if (this.load && reload) this.show(this.load);
      return;
    }
    const ticket = this.ticket;
    const words = loadLanguage(lang).catch(() => {}); // the player's own; English if not to be had
    await mounted.session.setLanguage(lang).catch(() => {});
    const game = this.engine && (await this.engine.game(mounted.game.id, lang).catch(() => null));
    await words;
    if (ticket !== this.ticket || this.mounted !== mounted || this.lang !== lang) return;
    mounted.game = game ?? mounted.game;
    this.relabeling = true;
    try {
      await mounted.player.setLanguage(lang);
    } finally {
      this.relabeling = false;
    }
    this.reported.title = mounted.player.current?.title ?? '';
    this.container.querySelector('.player-notice')?.remove();
  }

  /** Takes the run off screen (the session is freed); nothing more is reported for it. */
  drop() {
    const mounted = this.mounted;
    this.mounted = null;
    this.status = 'idle';
    if (!mounted) return;
    mounted.player.dispose();
    mounted.session.free();
  }

  /** Drops the run on screen and any run in progress (the element left the page). */
  dispose() {
    this.ticket++;
    this.drop();
  }

  /**
   * @param {Player} player
   * @param {number} index
   * @param {{ title: string }} step
   */
  stepShown(player, index, step) {
    if (this.status !== 'ready' || this.mounted?.player !== player) return;
    const last = this.reported;
    if (last.index === index && (last.title === step.title || this.relabeling)) {
      last.title = step.title;
      return;
    }
    last.index = index;
    last.title = step.title;
    this.report('stepchange', { step: index + 1, of: player.stepCount, title: step.title });
  }

  /** @param {Player} player */
  playerChanged(player) {
    if (this.status !== 'ready' || this.mounted?.player !== player) return;
    const last = this.reported;
    if (player.playing !== last.playing) {
      last.playing = player.playing;
      this.report(player.playing ? 'play' : 'pause');
    }
    if (player.speed !== last.speed) {
      last.speed = player.speed;
      this.report('speedchange', { speed: player.speed });
    }
  }

  /**
   * A notice under the player (replacing an earlier one).
   * @param {string} text
   */
  notice(text) {
    const notice = document.createElement('p');
    notice.className = 'player-notice';
    notice.setAttribute('role', 'status');
    notice.textContent = text;
    this.container.querySelector('.player-notice')?.remove();
    this.container.append(notice);
  }

  /** The player of the run on screen, or null before it is ready. */
  get player() {
    return this.status === 'ready' ? (this.mounted?.player ?? null) : null;
  }

  /**
   * { status, error, game, step, stepCount, title, playing, speed, output }: steps from 1; before
   * the run is ready, step and stepCount are 0 and game and output null.
   * @returns {EmbedState}
   */
  get state() {
    const ready = this.status === 'ready' ? this.mounted : null;
    return {
      status: this.status,
      error: this.error && { ...this.error },
      game: ready?.game.id ?? null,
      step: ready ? ready.player.index + 1 : 0,
      stepCount: ready?.session.stepCount ?? 0,
      title: ready?.player.current?.title ?? '',
      playing: ready?.player.playing ?? false,
      speed: ready?.player.speed ?? this.opening.speed ?? 1,
      output: ready?.session.output ?? null,
    };
  }

  /**
   * Shows step `step` (an integer counted from 1, clamped to the run); resolves once it is on
   * screen. Before the run is ready, it is the step the run opens at.
   * @param {number} step
   */
  seek(step) {
    const player = this.player;
    if (player) return player.go(step - 1);
    this.opening.index = Math.max(0, step - 1);
    return Promise.resolve();
  }

  next() {
    const player = this.player;
    return player ? player.go(player.index + 1) : Promise.resolve();
  }

  previous() {
    const player = this.player;
    return player ? player.go(player.index - 1) : Promise.resolve();
  }

  play() {
    if (this.player) this.player.play();
    else this.opening.playing = true;
  }

  pause() {
    if (this.player) this.player.pause();
    else this.opening.playing = false;
  }

  /**
   * Sets one of SPEEDS and returns true; anything else changes nothing and returns false.
   * @param {number} speed
   */
  setSpeed(speed) {
    if (!SPEEDS.includes(speed)) return false;
    if (this.player) this.player.setSpeed(speed);
    else this.opening.speed = speed;
    return true;
  }
}
