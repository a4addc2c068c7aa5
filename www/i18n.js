// The page's languages: English, Simplified Chinese and Persian. The catalogs (www/i18n/<lang>.js)
// hold the page's own words — labels, buttons, statuses, errors built here; every text about a
// game (titles, steps, events, captions, errors of an input, the explorer's feedback) comes from
// the engine, which the page asks again in the language set (`setLanguage` of the wasm module).
//
//   t(key, params, lang)   the text of `key` in `lang` (default: the page's), `{name}` replaced by
//                          params.name; an entry { one, other } picks by params.count
//   language()             the page's language; setPageLanguage(lang) sets it (and <html lang dir>)
//   onLanguageChange(f)    f(lang) after each change; returns the function that unsubscribes
//   translate(root, lang)  applies the catalog to the elements marked data-i18n (text),
//                          data-i18n-title, data-i18n-aria-label, data-i18n-placeholder, data-i18n-alt
//   browserLanguage()      the first of navigator.languages that BoardLab speaks, else 'en'
//   languagePicker(lang)   a <select> of the three languages, each named in its own
//
// Numbers stay ASCII digits in every language: the page never formats them for a locale.
import en from './i18n/en.js';
import fa from './i18n/fa.js';
import zhCN from './i18n/zh-CN.js';

/** @typedef {'en' | 'zh-CN' | 'fa'} Lang */
/** @typedef {string | { one: string, other: string }} Entry */
/** @typedef {Record<string, Entry>} Catalog */

/** The languages BoardLab speaks, in the picker's order. */
export const LANGUAGES = /** @type {const} */ (['en', 'zh-CN', 'fa']);

/** Each language named in its own. */
export const LANGUAGE_NAMES = Object.freeze({ en: 'English', 'zh-CN': '简体中文', fa: 'فارسی' });

/** @type {Record<Lang, Catalog>} */
export const CATALOGS = { en, 'zh-CN': zhCN, fa };

/** @param {Lang} lang */
export const direction = (lang) => (lang === 'fa' ? 'rtl' : 'ltr');

/**
 * The language BoardLab speaks for a BCP 47 tag, or null: `zh`, `zh-Hans…`, `zh-CN`, `zh-SG` →
 * zh-CN (Traditional Chinese is not Simplified: `zh-TW`, `zh-Hant` are null); `fa…` → fa;
 * `en…` → en.
 * @param {string | null | undefined} tag
 * @returns {Lang | null}
 */
export function matchLanguage(tag) {
  const parts = String(tag ?? '')
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
    .split('-');
  const [primary, ...rest] = parts;
  if (primary === 'en') return 'en';
  if (primary === 'fa') return 'fa';
  if (primary === 'zh') {
    if (rest.includes('hant') || rest.some((part) => ['tw', 'hk', 'mo'].includes(part))) return null;
    return 'zh-CN';
  }
  return null;
}

/**
 * The first of the browser's languages that BoardLab speaks, else English.
 * @param {readonly string[]} languages
 * @returns {Lang}
 */
export function browserLanguage(languages = navigator.languages?.length ? navigator.languages : [navigator.language]) {
  for (const tag of languages) {
    const lang = matchLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** @type {Lang} */
let current = 'en';
/** @type {Set<(lang: Lang) => void>} */
const listeners = new Set();

/** The page's language. */
export const language = () => current;

/**
 * Sets the page's language: `<html lang dir>`, the marked elements, then the listeners.
 * @param {Lang} lang
 */
export function setPageLanguage(lang) {
  const changed = lang !== current;
  current = lang;
  document.documentElement.lang = lang;
  document.documentElement.dir = direction(lang);
  translate(document, lang);
  if (changed) for (const listener of listeners) listener(lang);
}

/**
 * Calls `listener(lang)` after each change of the page's language; returns the unsubscribe.
 * @param {(lang: Lang) => void} listener
 */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The text of `key` in `lang`, its `{name}` placeholders replaced by `params` (numbers as ASCII
 * digits; in Persian each value in Unicode isolates). A plural entry { one, other } picks by
 * `params.count` (Intl.PluralRules of `lang`).
 * A key missing from a catalog falls back to English, and to the key itself.
 * @param {string} key
 * @param {Record<string, string | number>} params
 * @param {Lang} lang
 */
export function t(key, params = {}, lang = current) {
  const entry = CATALOGS[lang][key] ?? CATALOGS.en[key];
  if (entry === undefined) return key;
  let text = entry;
  if (typeof text !== 'string') {
    const count = Number(params.count ?? 0);
    text = new Intl.PluralRules(lang).select(count) === 'one' ? text.one : text.other;
  }
  // Persian runs right to left around left-to-right values (coordinates, moves, file names):
  // Unicode isolates keep each value in its own direction, as the engine's texts do.
  const [open, close] = direction(lang) === 'rtl' ? ['\u2068', '\u2069'] : ['', ''];
  return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? `${open}${params[name]}${close}` : whole));
}

/** The attributes `translate` sets, each from data-i18n-<attribute>. */
const ATTRIBUTES = ['title', 'aria-label', 'placeholder', 'alt'];

/**
 * Applies the catalog of `lang` to every element under `root` marked data-i18n (its text) or
 * data-i18n-title / -aria-label / -placeholder / -alt (that attribute). Elements marked for
 * their text hold only text (a control inside a label sits beside the marked span).
 * @param {ParentNode} root
 * @param {Lang} lang
 */
export function translate(root, lang = current) {
  for (const node of root.querySelectorAll('[data-i18n]')) {
    node.textContent = t(/** @type {HTMLElement} */ (node).dataset.i18n ?? '', {}, lang);
  }
  for (const attribute of ATTRIBUTES) {
    for (const node of root.querySelectorAll(`[data-i18n-${attribute}]`)) {
      node.setAttribute(attribute, t(node.getAttribute(`data-i18n-${attribute}`) ?? '', {}, lang));
    }
  }
}

/**
 * The "Language" menu: the three languages, each named in its own, `lang` selected. The caller
 * listens for `change` (its value is the language picked).
 * @param {Lang} lang
 */
export function languagePicker(lang) {
  const select = document.createElement('select');
  for (const code of LANGUAGES) {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    option.textContent = LANGUAGE_NAMES[code];
    select.append(option);
  }
  select.value = lang;
  return select;
}

/**
 * A list in `lang`'s words: "a, b, c" / "a、b、c" / "a، b، c".
 * @param {string[]} items
 * @param {Lang} lang
 */
export const list = (items, lang = current) => items.join(t('list.separator', {}, lang));

/**
 * The direction of a figure's text: rtl when it has a Persian letter (a Persian sentence may start
 * with a Latin request or coordinate), as the engine's figures decide (src/figure/layout.rs).
 * @param {string} text
 * @returns {'ltr' | 'rtl'}
 */
export function textDirection(text) {
  return /\p{Script=Arabic}/u.test(text) ? 'rtl' : 'ltr';
}
