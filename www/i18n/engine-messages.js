// The engine's texts, formatted here. A game's wasm module leaves Fluent's Rust library out (it was
// a fifth of the module; src/core/i18n/mod.rs) and hands each message to `formatMessage`, its
// nested messages already rendered: the page loads Fluent's JavaScript library for its own words
// anyway. The catalogs are the engine's `.ftl` files, one set per worker (or standalone page)
// whatever the modules, as a game's ids start with its id: English from each module
// (`englishCatalogs`), another language's fetched when it is first spoken (catalogs.js'
// ensureLanguage, with `engineMessages` as its target).
//
//   speakThrough(api)            a module just started formats its messages here
//   engineMessages.addCatalog(lang, source)  reads one catalog file of `lang`
//   formatMessage(lang, id, args)  message `id` of `lang`, or undefined where its catalogs lack it
//
// Formatted as the command line formats them (Rust's fluent-bundle), so that the page and the
// command line say the same: numbers in ASCII digits; in Persian each placeable of a pattern of
// more than one element in Unicode isolates, but not a reference to another message or a string
// literal (the catalogs' {"\u2066"}), which Rust's Fluent leaves bare and JavaScript's would not.
import { FluentBundle, FluentResource } from '../vendor/fluent-bundle/index.js';
import { Digits, direction, t } from './i18n.js';

/** @import { Lang } from './i18n.js' */
const FSI = '\u2068';
const PDI = '\u2069';
/** @typedef {import('../vendor/fluent-bundle/ast.js').Pattern} Pattern */

/** @type {Map<string, FluentBundle>} each language's engine catalogs */
const bundles = new Map();

/** @param {string} lang */
function bundleOf(lang) {
  let bundle = bundles.get(lang);
  if (!bundle) {
    // The isolates are written into the patterns as they are read (isolated).
    bundle = new FluentBundle(lang, { useIsolating: false });
    bundles.set(lang, bundle);
  }
  return bundle;
}

/** What Rust's Fluent leaves bare in a pattern that isolates: references to messages and terms, string literals. */
const BARE = ['mesg', 'term', 'str'];

/**
 * `pattern` with the isolates Rust's Fluent writes around its placeables written in (Fluent's
 * JavaScript library, left to isolate, would isolate every placeable).
 * @param {Pattern} pattern
 * @returns {Pattern}
 */
function isolated(pattern) {
  if (typeof pattern === 'string') return pattern;
  return pattern.flatMap((element) => {
    if (typeof element === 'string') return [element];
    const inner =
      element.type === 'select'
        ? { ...element, variants: element.variants.map((variant) => ({ ...variant, value: isolated(variant.value) })) }
        : element;
    return pattern.length > 1 && !BARE.includes(element.type) ? [FSI, inner, PDI] : [inner];
  });
}

/** The target of ensureLanguage (catalogs.js): the engine's catalog files, read here. */
export const engineMessages = {
  /**
   * Reads `source`, a catalog file of `lang` (the shared one or a game's); a message already
   * there is replaced. A text with no message in it (not a catalog) is an error.
   * @param {string} lang
   * @param {string} source
   */
  addCatalog(lang, source) {
    const resource = new FluentResource(source);
    if (resource.body.length === 0) throw new Error(t('worker.catalogUnread', { lang }));
    if (direction(/** @type {Lang} */ (lang)) === 'rtl') {
      for (const entry of resource.body) {
        if (entry.value !== null) entry.value = isolated(entry.value);
        for (const name of Object.keys(entry.attributes)) entry.attributes[name] = isolated(entry.attributes[name]);
      }
    }
    bundleOf(lang).addResource(resource, { allowOverrides: true });
  },
};

/**
 * Message `id` of `lang`'s catalogs, its arguments from `args` (each name followed by its value:
 * a number, or text), or undefined where the catalogs lack it (the module then asks for English).
 * @param {string} lang
 * @param {string} id
 * @param {(string | number)[]} args
 * @returns {string | undefined}
 */
export function formatMessage(lang, id, args) {
  const bundle = bundles.get(lang);
  const pattern = bundle?.getMessage(id)?.value;
  if (!bundle || !pattern) return undefined;
  /** @type {Record<string, string | Digits>} */
  const values = {};
  for (let i = 0; i + 1 < args.length; i += 2) {
    const value = args[i + 1];
    values[args[i]] = typeof value === 'number' ? new Digits(value) : value;
  }
  // A variable the message uses and `args` lacks shows as `{$name}`, as in Rust's Fluent.
  return bundle.formatPattern(pattern, values, []);
}

/**
 * Has `api`, a game's module just started, format its messages here, its English catalogs read.
 * @param {{ englishCatalogs(): string[], setMessageFormatter(format: typeof formatMessage): void }} api
 */
export function speakThrough(api) {
  for (const source of api.englishCatalogs()) engineMessages.addCatalog('en', source);
  api.setMessageFormatter(formatMessage);
}
