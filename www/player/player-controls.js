// The player's elements (a part of player.js): the board's stage, the controls (first, previous,
// play, next, last; the step slider between the buttons to the marker before and after; the
// counter, "go to step", speed and language) and the step's text and live regions. Built once,
// named in a language, and set to the player's state; the keys that act as the buttons.
import { direction, languagePicker, t } from '../i18n/i18n.js';
import { reuseChildren, setText } from '../lib/dom.js';

/** @import { Lang } from '../i18n/i18n.js' */
/** @typedef {'first' | 'previous' | 'play' | 'next' | 'last' | 'earlierMarker' | 'laterMarker' | 'zoomIn' | 'zoomOut' | 'zoomFit'} Action a button's */
/** @typedef {Record<Action, () => void>} Actions */
/**
 * What the controls ask of the player: a button's action; `seek` the slider's step; `speed` one
 * of SPEEDS picked; `goTo` the number typed in the "go to step" box (0 for no number); `language`
 * the Language menu's choice (no menu without it).
 * @typedef {object} Handlers
 * @property {Actions} actions
 * @property {(index: number) => void} seek
 * @property {(speed: number) => void} speed
 * @property {(step: number) => void} goTo
 * @property {((lang: Lang) => void) | undefined} language
 */
/** @typedef {ReturnType<typeof buildPlayer>} PlayerElements */

/** The speeds the player offers (and the only ones `setSpeed` accepts). */
export const SPEEDS = Object.freeze([0.25, 0.5, 1, 2, 4, 8, 16]);

// Button icons as SVG paths (24×24), so they never depend on the fonts installed. Each has its
// own shape: a step is a triangle against a bar (|◀ ▶|), the ends two triangles against a bar
// (|◀◀ ▶▶|), Play a larger triangle alone (⏸ while playing), the markers a flag with a triangle.
const ICONS = {
  first: 'M3 5h2v14H3zM12 5v14L5 12zM20 5v14l-7-7z',
  previous: 'M5 5h2v14H5zM19 5v14L8 12z',
  play: 'M7 4v16l13-8z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  next: 'M5 5v14l11-7zM17 5h2v14h-2z',
  last: 'M4 5v14l7-7zM11 5v14l7-7zM19 5h2v14h-2z',
  earlierMarker: 'M10 7v10l-7-5zM12 3h2v18h-2zM14 3h7l-2.5 4 2.5 4h-7z',
  laterMarker: 'M3 3h2v18H3zM5 3h7L9.5 7 12 11H5zM14 7v10l7-5z',
  zoomIn: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  zoomOut: 'M5 11h14v2H5z',
  zoomFit: 'M4 4h6v2H6v4H4zM14 4h6v6h-2V6h-4zM4 14h2v4h4v2H4zM18 14h2v6h-6v-2h4z',
};

/**
 * The keys that act as the buttons, on the focused player (outside its fields).
 * @type {Record<string, Action>}
 */
const KEYS = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
  PageUp: 'earlierMarker',
  PageDown: 'laterMarker',
  ' ': 'play',
  // The board's zoom: + and − (= and - on most keyboards), 0 fits it again.
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '−': 'zoomOut',
  0: 'zoomFit',
};

/** @param {keyof typeof ICONS} name */
function icon(name) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('icon');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string>} attrs
 * @param {string} text
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, text = '') {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text) node.textContent = text;
  return node;
}

let playerCount = 0; // for ids unique on the page

/**
 * Go to step: a number typed and Enter; anything that is no step number gets a message.
 * @param {string} id the player's
 * @param {Handlers['goTo']} goTo
 */
function gotoStep(id, goTo) {
  const gotoInput = el('input', { type: 'text', inputmode: 'numeric', enterkeyhint: 'go', autocomplete: 'off', dir: 'ltr' });
  gotoInput.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    goTo(typedNumber(gotoInput.value));
  });
  const gotoLabel = el('label', { class: 'goto' });
  const gotoMessage = el('span', { class: 'goto-message', id: `${id}-goto-message`, role: 'status', dir: 'auto' });
  gotoInput.setAttribute('aria-describedby', gotoMessage.id);
  return { gotoInput, gotoLabel, gotoMessage };
}

/**
 * Builds the player in `root`, an empty element, whose controls call `handlers`; returns its
 * elements. `lang` is the Language menu's choice.
 * @param {HTMLElement} root
 * @param {Lang} lang
 * @param {Handlers} handlers
 */
export function buildPlayer(root, lang, { actions, seek, speed, goTo, language }) {
  root.classList.add('player');
  root.tabIndex = 0;
  root.setAttribute('role', 'group');
  const id = `boardlab-player-${++playerCount}`;
  // The board, the step controls and the counter read left to right in every language.
  const stage = el('div', { class: 'stage', dir: 'ltr' });
  // Focusable: on the focused board the arrow keys move a cell cursor that shows cell details.
  const canvas = el('canvas', { role: 'img', tabindex: '0' });
  const tip = el('div', { class: 'hover-tip', hidden: '', dir: 'auto' });
  stage.append(canvas, tip);
  // The board's name says where and what (step, size, pieces); its description is the step's
  // title and caption, read from the elements that show them.
  const caption = el('div', { class: 'caption', id: `${id}-caption` });
  const title = el('h3', { class: 'step-title', id: `${id}-title` });
  canvas.setAttribute('aria-describedby', `${title.id} ${caption.id}`);

  /** @param {Action} name */
  const button = (name) => {
    const b = el('button', { type: 'button' });
    b.append(icon(name));
    b.addEventListener('click', () => actions[name]());
    return b;
  };
  const buttons = {
    first: button('first'),
    previous: button('previous'),
    play: button('play'),
    next: button('next'),
    last: button('last'),
    earlierMarker: button('earlierMarker'),
    laterMarker: button('laterMarker'),
  };
  buttons.earlierMarker.setAttribute('aria-keyshortcuts', 'PageUp');
  buttons.laterMarker.setAttribute('aria-keyshortcuts', 'PageDown');
  const sliderBox = el('div', { class: 'slider-box' });
  const slider = el('input', { type: 'range', min: '0', max: '0', value: '0' });
  slider.addEventListener('input', () => seek(Number(slider.value)));
  const markerBar = el('div', { class: 'marker-bar', 'aria-hidden': 'true' });
  sliderBox.append(slider, markerBar);
  const counter = el('span', { class: 'counter' }, '0 / 0');
  const speedLabel = el('label', { class: 'speed' });
  const speedSelect = el('select');
  for (const s of SPEEDS) speedSelect.append(el('option', { value: String(s) }, `${s}×`));
  speedSelect.addEventListener('change', () => speed(Number(speedSelect.value)));
  const { gotoInput, gotoLabel, gotoMessage } = gotoStep(id, goTo);
  // Zoom: with the controls, never over the board's cells.
  const zoom = { zoomIn: button('zoomIn'), zoomOut: button('zoomOut'), zoomFit: button('zoomFit') };
  zoom.zoomIn.setAttribute('aria-keyshortcuts', '+');
  zoom.zoomOut.setAttribute('aria-keyshortcuts', '-');
  zoom.zoomFit.setAttribute('aria-keyshortcuts', '0');
  const zoomGroup = el('div', { class: 'zoom' });
  zoomGroup.append(zoom.zoomOut, zoom.zoomIn, zoom.zoomFit);
  const { first, previous, play, next, last, earlierMarker, laterMarker } = buttons;
  // The slider between the buttons to the marker before and after: one group, never split.
  const seekGroup = el('div', { class: 'seek' });
  seekGroup.append(earlierMarker, sliderBox, laterMarker);
  const controls = el('div', { class: 'controls', dir: 'ltr' });
  controls.append(first, previous, play, next, last, seekGroup, counter, zoomGroup, gotoLabel, speedLabel);
  /** @type {{ select: HTMLSelectElement, label: HTMLLabelElement } | null} */
  let languageMenu = null;
  if (language) {
    const select = languagePicker(lang);
    select.addEventListener('change', () => language(/** @type {Lang} */ (select.value)));
    languageMenu = { select, label: el('label', { class: 'language' }) };
    controls.append(languageMenu.label);
  }
  controls.append(gotoMessage); // on a line of its own

  const stepEvents = el('ol', { class: 'events' });
  // Steps are announced here (throttled); cell details asked for by key or tap in cellLive.
  const live = el('div', { class: 'visually-hidden step-live', 'aria-live': 'polite' });
  const cellLive = el('div', { class: 'visually-hidden cell-live', 'aria-live': 'polite' });
  root.append(stage, caption, controls, title, stepEvents, live, cellLive);
  return {
    root,
    stage,
    canvas,
    tip,
    caption,
    title,
    stepEvents,
    live,
    cellLive,
    buttons,
    zoom,
    slider,
    markerBar,
    counter,
    speedLabel,
    speedSelect,
    gotoInput,
    gotoLabel,
    gotoMessage,
    languageMenu,
  };
}

/**
 * The number typed (counted from 1; Persian, Arabic and full-width digits too), 0 for anything
 * that is no number.
 * @param {string} text
 */
function typedNumber(text) {
  const typed = text.trim().replace(/[٠-٩۰-۹０-９]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
  return /^\d+$/.test(typed) ? Number(typed) : 0;
}

/**
 * The player's own words in `lang`: its name and direction, and the controls' names.
 * @param {PlayerElements} ui
 * @param {Lang} lang
 */
export function labelPlayer(ui, lang) {
  const { root, buttons } = ui;
  root.lang = lang;
  root.dir = direction(lang);
  root.setAttribute('aria-label', t('player.label', {}, lang));
  /** @type {[HTMLButtonElement, string][]} */
  const names = [
    [buttons.first, 'player.first'],
    [buttons.previous, 'player.previous'],
    [buttons.next, 'player.next'],
    [buttons.last, 'player.last'],
    [buttons.earlierMarker, 'player.earlierMarker'],
    [buttons.laterMarker, 'player.laterMarker'],
    [ui.zoom.zoomIn, 'player.zoomIn'],
    [ui.zoom.zoomOut, 'player.zoomOut'],
    [ui.zoom.zoomFit, 'player.zoomFit'],
  ];
  for (const [button, key] of names) {
    button.setAttribute('aria-label', t(key, {}, lang));
    button.title = t(key, {}, lang);
  }
  ui.slider.setAttribute('aria-label', t('player.step', {}, lang));
  ui.speedLabel.replaceChildren(`${t('player.speed', {}, lang)} `, ui.speedSelect);
  ui.gotoLabel.replaceChildren(`${t('player.goto', {}, lang)} `, ui.gotoInput);
  ui.speedSelect.setAttribute('aria-label', t('player.speed', {}, lang));
  if (ui.languageMenu) {
    const { select, label } = ui.languageMenu;
    label.replaceChildren(`${t('language', {}, lang)} `, select);
    select.setAttribute('aria-label', t('language', {}, lang));
    select.value = lang;
  }
  ui.stepEvents.setAttribute('aria-label', t('player.events', {}, lang));
}

/**
 * Shows a step's events in `list`, which the keyboard can reach while they overflow it and it
 * scrolls (an embed's and an element's list is five lines high).
 * @param {HTMLElement} list
 * @param {string[]} events
 */
export function showEvents(list, events) {
  reuseChildren(
    list,
    events.length,
    () => el('li', {}),
    (item, i) => setText(item, events[i]),
  );
  afterLayout(list, () => {
    if (list.scrollHeight > list.clientHeight) list.tabIndex = 0;
    else list.removeAttribute('tabindex');
  });
}

/**
 * Calls `read` once `element` is next laid out, in the browser's own rendering of the frame:
 * measuring it right after a change would lay the page out then and there, which cost a seek
 * 2–3 ms (a ResizeObserver reports every element it starts observing, after layout).
 * @param {Element} element
 * @param {() => void} read
 */
export function afterLayout(element, read) {
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    read();
  });
  observer.observe(element);
}

/**
 * Sets the controls to the player's state: step `index` of `stepCount` on screen, `playing` or
 * not; `gotoInvalid` when the "go to step" box holds a number that is no step;
 * `earlier`/`later` whether there is a marker before/after the step.
 * @param {PlayerElements} ui
 * @param {{ index: number, stepCount: number, playing: boolean, gotoInvalid: boolean, earlier: boolean, later: boolean }} state
 * @param {Lang} lang
 */
export function showControls(ui, { index, stepCount: n, playing, gotoInvalid, earlier, later }, lang) {
  const { buttons, slider, gotoInput } = ui;
  slider.value = String(index);
  slider.setAttribute('aria-valuetext', n ? t('player.stepOf', { step: index + 1, count: n }, lang) : t('player.noSteps', {}, lang));
  ui.counter.textContent = n ? `${index + 1} / ${n}` : '0 / 0';
  // As wide as the widest step's count (digits are alike in its font): the slider beside it
  // keeps its width while its thumb moves, and the page is not laid out again for it.
  ui.counter.style.minWidth = `${2 * String(n).length + 3}ch`;
  buttons.first.disabled = buttons.previous.disabled = !n || index === 0;
  buttons.next.disabled = buttons.last.disabled = !n || index >= n - 1;
  buttons.play.disabled = n < 2;
  slider.disabled = n < 2;
  buttons.earlierMarker.disabled = !earlier;
  buttons.laterMarker.disabled = !later;
  gotoInput.disabled = n < 2;
  gotoInput.setAttribute('aria-invalid', String(gotoInvalid));
  ui.gotoMessage.textContent = gotoInvalid ? t('player.gotoInvalid', { count: n }, lang) : '';
  const label = t(playing ? 'player.pause' : 'player.play', {}, lang);
  if (buttons.play.title !== label) {
    buttons.play.setAttribute('aria-label', label);
    buttons.play.title = label;
    buttons.play.replaceChildren(icon(playing ? 'pause' : 'play'));
  }
}

/**
 * The button a key on the player acts as: none with a modifier, in a field, or already used
 * (the board's cell cursor); Space on a button is the button's own click.
 * @param {KeyboardEvent} event
 * @returns {Action | null}
 */
export function keyAction(event) {
  const target = /** @type {HTMLElement} */ (event.target);
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  // On the slider Page Up / Page Down are the player's too (the browser's own steps go the other
  // way: Page Up a later step); its arrows, Home and End already mean what the player's do.
  const onSlider = target instanceof HTMLInputElement && target.type === 'range';
  if (onSlider && (event.key === 'PageUp' || event.key === 'PageDown')) return KEYS[event.key];
  const inField = target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA';
  if (inField) return null;
  if (event.key === ' ' && target.tagName === 'BUTTON') return null;
  return KEYS[event.key] ?? null;
}
