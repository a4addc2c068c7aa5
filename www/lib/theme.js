// Light or dark: the scheme a part of the page shows. It follows the system's
// (prefers-color-scheme) unless a theme is chosen for it: the page's Theme menu and embed.html's
// `theme` set `data-theme` on the document, a <boardlab-player>'s `theme` attribute on the element.
// The CSS follows the same choice (player.css: light-dark() colours and color-scheme); the module
// paints the board in the scheme it is told.

const darkScheme = matchMedia('(prefers-color-scheme: dark)'); // one query, read on every paint
/** @type {Set<() => void>} */
const listeners = new Set();
darkScheme.addEventListener('change', () => changed());

/** The themes one may choose: `auto` follows the system. */
export const THEMES = /** @type {const} */ (['auto', 'light', 'dark']);
/** @typedef {typeof THEMES[number]} Theme */

/**
 * `value` as a theme, or null when it is none.
 * @param {unknown} value
 * @returns {Theme | null}
 */
export const themeOf = (value) => (THEMES.includes(/** @type {Theme} */ (value)) ? /** @type {Theme} */ (value) : null);

/**
 * The theme chosen for `element`'s part of the page ('light' or 'dark'), or null where it follows
 * the system: the nearest `data-theme`, or `theme` attribute of an element whose shadow root holds
 * it.
 * @param {Element} element
 */
function chosen(element) {
  /** @type {Element | null} */
  let at = element;
  while (at) {
    const theme = at.closest('[data-theme]')?.getAttribute('data-theme');
    if (theme === 'light' || theme === 'dark') return theme;
    /** @type {Node} */
    const root = at.getRootNode();
    /** @type {Element | null} */
    const host = root instanceof ShadowRoot ? root.host : null;
    const attribute = host?.getAttribute('theme');
    if (attribute === 'light' || attribute === 'dark') return attribute;
    at = host;
  }
  return null;
}

/**
 * Whether `element` (the page by default) shows dark colours.
 * @param {Element} [element]
 */
export function prefersDark(element = document.documentElement) {
  const theme = chosen(element);
  return theme ? theme === 'dark' : darkScheme.matches;
}

/**
 * Chooses `theme` for the whole document ('auto' follows the system again).
 * @param {Theme} theme
 */
export function setDocumentTheme(theme) {
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  changed();
}

/** Tells every listener that a scheme may have changed (the system's, or a theme chosen). */
export function changed() {
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` whenever a scheme may have changed; returns the function that stops it.
 * @param {() => void} listener
 */
export function onSchemeChange(listener) {
  const call = () => listener();
  listeners.add(call);
  return () => listeners.delete(call);
}

const STORED = 'boardlab-theme';

/**
 * The page's Theme menu (`select`, its options the themes): the theme chosen is applied, and kept
 * for the next visit where the browser allows it.
 * @param {HTMLSelectElement} select
 */
export function showTheme(select) {
  let kept = null;
  try {
    kept = themeOf(localStorage.getItem(STORED));
  } catch {
    // Storage refused (a privacy setting): the page follows the system.
  }
  select.value = kept ?? 'auto';
  setDocumentTheme(kept ?? 'auto');
  select.addEventListener('change', () => {
    const theme = themeOf(select.value) ?? 'auto';
    setDocumentTheme(theme);
    try {
      localStorage.setItem(STORED, theme);
    } catch {
      // Not kept: it still applies to this visit.
    }
  });
}
