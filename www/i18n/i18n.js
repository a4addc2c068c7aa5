// The page's languages: English, Simplified Chinese and Persian. The catalogs (www/i18n/<lang>.ftl,
// Project Fluent's format, as the engine's) hold the page's own words — labels, buttons, statuses,
// errors built here; every text about a game (titles, steps, events, captions, errors of an input,
// the explorer's feedback) comes from the engine, which the page asks again in the language set
// (`setLanguage` of the wasm module). A language's catalog is fetched when it is first spoken:
// an English visit reads en.ftl alone.
//
//   loadLanguage(lang)     fetches and reads `lang`'s catalog, once; t() speaks it from then on
//   t(key, params, lang)   the text of `key` in `lang` (default: the page's); the catalog's id is the
//                          key with "-" for "." (page.title → page-title); params are its variables
//                          (`{ $name }`), a plural picking its form by `$count`
//   language()             the page's language; await setPageLanguage(lang) loads it and sets it
//                          (and <html lang dir>; the pages stay hidden until they have a lang)
//   onLanguageChange(f)    f(lang) after each change; returns the function that unsubscribes
//   translate(root, lang)  applies the catalog to the elements marked data-i18n (text),
//                          data-i18n-title, data-i18n-aria-label, data-i18n-placeholder, data-i18n-alt
//   browserLanguage()      the first of navigator.languages that BoardLab speaks, else 'en'
//   languagePicker(lang)   a <select> of the three languages, each named in its own
//
// Numbers stay ASCII digits in every language: the page never formats them for a locale.
import { FluentBundle, FluentNumber, FluentResource } from '../vendor/fluent-bundle/index.js';

/** @typedef {'en' | 'zh-CN' | 'fa'} Lang */

/** The languages BoardLab speaks, in the picker's order. */
export const LANGUAGES = /** @type {const} */ (['en', 'zh-CN', 'fa']);

/** Each language named in its own. */
export const LANGUAGE_NAMES = Object.freeze({ en: 'English', 'zh-CN': '简体中文', fa: 'فارسی' });

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

/** @type {Map<Lang, FluentBundle>} the catalogs read */
const bundles = new Map();
/** @type {Map<Lang, Promise<void>>} the catalogs being fetched */
const loading = new Map();

/**
 * The text of a catalog file, by its path under www/ (`i18n/fa.ftl`, `pkg/messages/fa/mayan.ftl`).
 * @param {string} path
 */
export async function fetchCatalog(path) {
  const url = new URL(`../${path}`, import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(t('element.loadFailed', { src: url.href, status: response.status }));
  return response.text();
}

/**
 * Reads `lang`'s catalog (www/i18n/<lang>.ftl) unless read already; resolves once t() speaks it.
 * Persian runs right to left around left-to-right values (coordinates, moves, file names):
 * Fluent's isolating marks keep each variable in its own direction there, as in the engine's
 * texts; the other languages need none.
 * @param {Lang} lang
 * @param {(path: string) => string | Promise<string>} read how the file's text is had: fetched by
 *   default (the standalone export carries its catalogs)
 * @returns {Promise<void>}
 */
export function loadLanguage(lang, read = fetchCatalog) {
  if (bundles.has(lang)) return Promise.resolve();
  let loaded = loading.get(lang);
  if (!loaded) {
    loaded = Promise.resolve(read(`i18n/${lang}.ftl`))
      .then((source) => {
        const bundle = new FluentBundle(lang, { useIsolating: direction(lang) === 'rtl' });
        const errors = bundle.addResource(new FluentResource(source));
        if (errors.length) throw errors[0];
        bundles.set(lang, bundle);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, loaded);
  }
  return loaded;
}

/** @type {Lang} */
let current = 'en';
let requests = 0; // bumps with each setPageLanguage: a language that loads after a later choice is dropped
/** @type {Set<(lang: Lang) => void>} */
const listeners = new Set();

/** The page's language. */
export const language = () => current;

/**
 * Speaks `lang`: loads its catalog, then sets `<html lang dir>`, the marked elements and tells the
 * listeners. A call made meanwhile wins: this one then changes nothing. Rejects when the catalog
 * cannot be fetched.
 * @param {Lang} lang
 */
export async function setPageLanguage(lang) {
  const request = ++requests;
  await loadLanguage(lang);
  if (request !== requests) return;
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

/** A number shown as its ASCII digits, as JavaScript writes it, in every language (a plural still picks its form by it). */
export class Digits extends FluentNumber {
  toString() {
    return String(this.value);
  }
}

/**
 * The text of `key` in `lang`: the catalog's message `key` with "-" for "." (Fluent ids have no
 * dots), its variables from `params` (numbers as ASCII digits; in Persian each value in Unicode
 * isolates). A message missing from `lang`'s catalog, or a language not loaded, falls back to
 * English, and to the key itself.
 * @param {string} key
 * @param {Record<string, string | number>} params
 * @param {Lang} lang
 */
export function t(key, params = {}, lang = current) {
  const id = key.replaceAll('.', '-');
  const bundle = [bundles.get(lang), bundles.get('en')].find((candidate) => candidate?.hasMessage(id));
  const pattern = bundle?.getMessage(id)?.value;
  if (!bundle || !pattern) return key;
  /** @type {Record<string, string | FluentNumber>} */
  const args = {};
  for (const [name, value] of Object.entries(params)) args[name] = typeof value === 'number' ? new Digits(value) : value;
  // A variable the message uses and `params` lacks shows as `{$name}` (the i18n tests rule it out).
  return bundle.formatPattern(pattern, args, []);
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
 * with a Latin request or coordinate), as the engine's figures decide (src/session/figure/layout.rs).
 * @param {string} text
 * @returns {'ltr' | 'rtl'}
 */
export function textDirection(text) {
  return /\p{Script=Arabic}/u.test(text) ? 'rtl' : 'ltr';
}
