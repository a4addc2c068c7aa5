// <boardlab-player game="mayan" step="3" rules="name=value …" [autoplay] [speed="2"] [lang="fa"] [theme="dark"]>input</boardlab-player>
// `step` counts from 1, as the player's counter does. Inputs (text or `src`) over the page's
// 32 MB limit are refused before they reach the engine.
// `lang` (en, zh-CN or fa) is the language it speaks; without it, the closest ancestor's `lang`
// (the document's), else the browser's language. Changing it, or the ancestor's, switches the
// language of the player on screen; its Language menu sets the element's `lang`.
// `theme` (light, dark or auto, the default: the system's) is the scheme it shows, whatever the page's.
// One script tag defines it; every element on the page shares one engine (one worker, one wasm
// instance). Each element draws inside its own shadow root, so the host page's styles are never
// touched and never leak in. The input is the element's text (indentation removed) or `src` (an
// http, https, data: or blob: address; a failure names it and says why, in the element's language).
// The script may be served from another origin than the page's if that origin sends
// Access-Control-Allow-Origin (engine.js then starts the worker through a blob: URL).
//
// Scripting (www/guide/embedding.md): properties step, stepCount, playing, speed, output; methods
// play(), pause(), seek(n), next(), previous(); events ready, stepchange, play, pause,
// speedchange, error and resize.
import { Engine } from '../engine/engine.js';
import { browserLanguage, matchLanguage, t } from '../i18n/i18n.js';
import { checkSize, readResponseText } from '../lib/files.js';
import { stepIndex } from '../lib/permalink.js';
import { quoted, utf8Length } from '../lib/text.js';
import { changed as schemeChanged } from '../lib/theme.js';
import { SPEEDS } from '../player/player.js';
import { EmbeddedPlayer } from './widget.js';

/** @import { Lang } from '../i18n/i18n.js' */

/** The schemes of the `src` addresses the element fetches. */
const FETCHED_SCHEMES = ['http:', 'https:', 'data:', 'blob:'];

/** @type {Engine | null} */
let sharedEngine = null;
function engine() {
  sharedEngine ??= new Engine(new URL('../engine/worker.js', import.meta.url));
  return sharedEngine;
}

/**
 * Removes the indentation common to all non-blank lines (inputs written inside HTML).
 * @param {string} text
 */
function dedent(text) {
  const lines = text
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => l.search(/[^ \t]/));
  const cut = indents.length ? Math.min(...indents) : 0;
  return `${lines.map((l) => l.slice(cut)).join('\n')}\n`;
}

/**
 * "a=1 b=2" → { a: '1', b: '2' }.
 * @param {string | null} text
 */
function parseRules(text) {
  /** @type {Record<string, string>} */
  const rules = {};
  for (const pair of (text || '').split(/\s+/).filter(Boolean)) {
    const [name, ...value] = pair.split('=');
    rules[name] = value.join('=');
  }
  return rules;
}

/**
 * The language of `element`: its own `lang`, else the closest ancestor's (across shadow roots, up
 * to the document's), when BoardLab speaks it; else the browser's.
 * @param {Element} element
 * @returns {Lang}
 */
function languageOf(element) {
  /** @type {Element | null} */
  let node = element;
  while (node) {
    const tag = node.getAttribute('lang');
    if (tag) return matchLanguage(tag) ?? browserLanguage();
    /** @type {ParentNode | null} */
    const root = node.parentNode;
    node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return browserLanguage();
}

/** @type {Set<BoardLabPlayer>} the elements on the page, told of changes of an ancestor's lang */
const connected = new Set();
const languageWatch = new MutationObserver(() => {
  for (const element of connected) element.updateLanguage();
});
let watching = false;

/**
 * `value` itself when it is a whole number (of type number: "2" is not), else a RangeError
 * naming `what`.
 * @param {unknown} value
 * @param {string} what
 */
function wholeNumber(value, what) {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  // Described by its type unless a number: a symbol or an object may not convert to a string.
  const found = typeof value === 'number' ? String(value) : `a value of type ${typeof value}`;
  throw new RangeError(`${what} must be a whole number, not ${found}`);
}

class BoardLabPlayer extends HTMLElement {
  static observedAttributes = ['game', 'step', 'rules', 'speed', 'src', 'lang', 'theme'];
  renderQueued = false;
  rendered = false; // whether a run was asked for: attributes before it are read by the first

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = new URL('../player/player.css', import.meta.url).href;
    const container = document.createElement('div');
    container.className = 'boardlab-root';
    shadow.append(css, container);
    this.embedded = new EmbeddedPlayer(container, engine(), (type, detail) => this.emit(type, detail), {
      lang: browserLanguage(),
      // The Language menu sets the element's lang, which the element then speaks.
      onLanguage: (lang) => this.setAttribute('lang', lang),
    });
    // The input is the element's text: editing it runs again (unless `src` names the input).
    this.textWatch = new MutationObserver(() => {
      if (!this.hasAttribute('src')) this.scheduleRender();
    });
    this.reportedHeight = 0;
    new ResizeObserver(() => this.reportHeight()).observe(this);
  }

  /**
   * A `resize` event with the element's height (as embed.html's `resize` report), when it changed
   * since the last, once it shows a run or an error.
   */
  reportHeight() {
    const height = Math.ceil(this.getBoundingClientRect().height);
    if (this.dataset.ready !== '1' || height === this.reportedHeight) return;
    this.reportedHeight = height;
    this.emit('resize', { height });
  }

  connectedCallback() {
    this.textWatch.observe(this, { childList: true, characterData: true, subtree: true });
    connected.add(this);
    if (!watching) {
      watching = true;
      languageWatch.observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
    }
    this.embedded.setLanguage(languageOf(this), { reload: false });
    this.scheduleRender();
  }

  /** Speaks the language it has now (its own lang, or an ancestor's changed). */
  updateLanguage() {
    if (this.isConnected) this.embedded.setLanguage(languageOf(this));
  }

  /** The language the element speaks: en, zh-CN or fa. */
  get language() {
    return this.embedded.lang;
  }

  /**
   * @param {string} name
   * @param {string | null} old
   * @param {string | null} value
   */
  attributeChangedCallback(name, old, value) {
    // Attributes present before the element's first run (on the page, or when it is upgraded
    // once the script comes) are read by that run.
    if (!this.rendered || !this.isConnected || old === value) return;
    if (name === 'lang') this.updateLanguage();
    else if (name === 'theme')
      schemeChanged(); // the CSS follows by itself, the board repaints
    else if (name === 'step') this.embedded.seek(stepIndex(value) + 1);
    else if (name === 'speed') {
      if (value === null) this.embedded.setSpeed(1);
      else if (!this.embedded.setSpeed(Number(value))) {
        this.embedded.setSpeed(1);
        this.embedded.notice(t('embed.badSpeed', { speed: quoted(value) }, this.embedded.lang));
      }
    } else this.scheduleRender();
  }

  disconnectedCallback() {
    this.textWatch.disconnect();
    connected.delete(this);
    this.embedded.dispose();
  }

  scheduleRender() {
    if (this.renderQueued) return;
    this.renderQueued = true;
    queueMicrotask(() => {
      this.renderQueued = false;
      if (this.isConnected) this.render();
    });
  }

  async inputText() {
    const src = this.getAttribute('src');
    const lang = this.embedded.lang;
    if (!src) {
      const text = dedent(this.textContent ?? '');
      checkSize(utf8Length(text), t('files.theInput', {}, lang), lang);
      return text;
    }
    // Every failure names the src as written (its bidi characters by their code), in `lang`.
    const failed = (/** @type {string} */ key, extra = {}) => new Error(t(key, { src: quoted(src), ...extra }, lang));
    let url;
    try {
      url = new URL(src, document.baseURI);
    } catch {
      throw failed('element.badAddress');
    }
    // What fetch cannot load (javascript:, file:, …) is refused before it tries.
    if (!FETCHED_SCHEMES.includes(url.protocol)) throw failed('element.badSrc');
    try {
      const response = await fetch(url);
      if (!response.ok) throw failed('element.loadFailed', { status: response.status });
      return await readResponseText(response, src, lang);
    } catch (err) {
      // The browser says only "Failed to fetch" (in English) of a network error or a refused
      // cross-origin fetch, a TypeError; the element's own errors are said already.
      if (!(err instanceof TypeError)) throw err;
      throw failed('element.fetchFailed');
    }
  }

  render() {
    this.rendered = true;
    this.embedded.show(async () => ({
      game: this.getAttribute('game') || '',
      rules: parseRules(this.getAttribute('rules')),
      input: await this.inputText(),
      step: stepIndex(this.getAttribute('step')),
      speed: this.getAttribute('speed'),
      playing: this.hasAttribute('autoplay'),
    }));
  }

  /**
   * Events bubble and cross shadow roots, except `error` and `resize`: a bubbling "error" would
   * reach the window's error handlers, which take it for a script error, and a "resize" the
   * window's own resize listeners.
   * @param {string} type
   * @param {object | null} detail
   */
  emit(type, detail = null) {
    const first = (type === 'ready' || type === 'error') && this.dataset.ready !== '1';
    if (type === 'ready' || type === 'error') this.dataset.ready = '1';
    const bubbles = type !== 'error' && type !== 'resize';
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles, composed: true }));
    // Its height from then on.
    if (first) this.reportHeight();
  }

  /** The step on screen, counted from 1 (0 until ready). Setting it seeks. */
  get step() {
    return this.embedded.state.step;
  }

  /** @param {unknown} step a whole number (else a RangeError) */
  set step(step) {
    this.seek(step);
  }

  /** The number of steps of the run (0 until ready). */
  get stepCount() {
    return this.embedded.state.stepCount;
  }

  get playing() {
    return this.embedded.state.playing;
  }

  /** One of 0.25, 0.5, 1, 2, 4, 8, 16; setting another value throws a RangeError. */
  get speed() {
    return this.embedded.state.speed;
  }

  /** @param {unknown} speed */
  set speed(speed) {
    if (typeof speed !== 'number' || !this.embedded.setSpeed(speed))
      throw new RangeError(`speed must be one of the numbers ${SPEEDS.join(', ')}`);
  }

  /** The judge output of the run (null until ready). */
  get output() {
    return this.embedded.state.output;
  }

  /**
   * Shows step `step` (counted from 1, clamped to the run); resolves once it is on screen.
   * Before `ready`, it is the step the run opens at.
   * @param {unknown} step
   */
  seek(step) {
    return this.embedded.seek(wholeNumber(step, 'step'));
  }

  next() {
    return this.embedded.next();
  }

  previous() {
    return this.embedded.previous();
  }

  /** Plays to the last step (from the first if on the last); before `ready`, once ready. */
  play() {
    this.embedded.play();
  }

  pause() {
    this.embedded.pause();
  }

  /** The player of this element (for scripting the host page), or null before it is ready. */
  get player() {
    return this.embedded.player;
  }
}

if (!customElements.get('boardlab-player')) customElements.define('boardlab-player', BoardLabPlayer);
