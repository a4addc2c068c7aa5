// <boardlab-player game="mayan" step="3" rules="name=value …" [autoplay] [speed="2"]>input</boardlab-player>
// `step` counts from 1, as the player's counter does. Inputs (text or `src`) over the page's
// 32 MB limit are refused before they reach the engine.
// One script tag defines it; every element on the page shares one engine (one worker, one wasm
// instance). Each element draws inside its own shadow root, so the host page's styles are never
// touched and never leak in. The input is the element's text (indentation removed) or `src`.
import { Engine } from './engine.js';
import { mountPlayer, showMessage } from './widget.js';
import { stepIndex } from './permalink.js';
import { readResponseText, checkSize } from './files.js';

let sharedEngine = null;
function engine() {
  sharedEngine ??= new Engine(new URL('./worker.js', import.meta.url));
  return sharedEngine;
}

/** Removes the indentation common to all non-blank lines (inputs written inside HTML). */
function dedent(text) {
  const lines = text.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^[ \t]*/)[0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return `${lines.map((l) => l.slice(cut)).join('\n')}\n`;
}

/** "a=1 b=2" → { a: '1', b: '2' }. */
function parseRules(text) {
  const rules = {};
  for (const pair of (text || '').split(/\s+/).filter(Boolean)) {
    const [name, ...value] = pair.split('=');
    rules[name] = value.join('=');
  }
  return rules;
}

class BoardLabPlayer extends HTMLElement {
  static observedAttributes = ['game', 'step', 'rules', 'speed', 'src'];

  connectedCallback() {
    if (!this.shadowRoot) {
      const shadow = this.attachShadow({ mode: 'open' });
      const css = document.createElement('link');
      css.rel = 'stylesheet';
      css.href = new URL('./player.css', import.meta.url).href;
      this.container = document.createElement('div');
      shadow.append(css, this.container);
    }
    this.scheduleRender();
  }

  attributeChangedCallback() {
    if (this.isConnected && this.container) this.scheduleRender();
  }

  disconnectedCallback() {
    this.mounted?.session.free();
    this.mounted = null;
  }

  scheduleRender() {
    if (this.renderQueued) return;
    this.renderQueued = true;
    queueMicrotask(() => {
      this.renderQueued = false;
      this.render();
    });
  }

  async inputText() {
    const src = this.getAttribute('src');
    if (!src) {
      const text = dedent(this.textContent);
      checkSize(new Blob([text]).size, 'The input');
      return text;
    }
    const response = await fetch(new URL(src, document.baseURI));
    if (!response.ok) throw new Error(`could not load ${src}: HTTP ${response.status}`);
    return readResponseText(response, src);
  }

  async render() {
    const ticket = (this.ticket = (this.ticket || 0) + 1);
    let input;
    try {
      input = await this.inputText();
    } catch (err) {
      if (ticket === this.ticket) showMessage(this.container, err.message, true);
      return;
    }
    if (ticket !== this.ticket) return;
    this.mounted?.session.free();
    this.mounted = null;
    const mounted = await mountPlayer(this.container, engine(), {
      game: this.getAttribute('game') || '',
      rules: parseRules(this.getAttribute('rules')),
      input,
      step: stepIndex(this.getAttribute('step')),
      speed: this.getAttribute('speed'),
      playing: this.hasAttribute('autoplay'),
    });
    if (ticket !== this.ticket) {
      mounted?.session.free();
      return;
    }
    this.mounted = mounted;
    this.dataset.ready = '1';
    this.dispatchEvent(new CustomEvent('ready', { detail: { steps: mounted?.session.stepCount ?? 0 } }));
  }

  /** The player of this element (for scripting the host page), or null before it is ready. */
  get player() {
    return this.mounted?.player ?? null;
  }
}

if (!customElements.get('boardlab-player')) customElements.define('boardlab-player', BoardLabPlayer);
