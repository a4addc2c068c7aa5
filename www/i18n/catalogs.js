// The engine's catalogs in the languages its wasm modules leave out. A module is built with English
// alone (Cargo feature `all-languages` off); another language's catalogs — the shared one and each
// game's, www/pkg/messages/<lang>/shared.ftl and <game>.ftl (./build.sh build copies them there
// from src/) — are added to what formats the modules' messages (engine-messages.js) the first time
// it speaks that language. The worker calls ensureLanguage before a module's setLanguage; the
// standalone export reads the files from its own data instead of fetching them.
import { fetchCatalog } from './i18n.js';

/** @import { Lang } from './i18n.js' */
/** @typedef {{ addCatalog(lang: string, source: string): void }} CatalogTarget what reads the catalogs (engine-messages.js) */
/** @typedef {(path: string) => string | Promise<string>} CatalogReader the text of a catalog file, by its path under www/ */

/**
 * The engine's catalog files of `lang` for `games`, by path under www/: the shared one, then each
 * game's; none for English, which every module has compiled in.
 * @param {Lang} lang
 * @param {readonly string[]} games
 */
export const catalogFiles = (lang, games) => (lang === 'en' ? [] : ['shared', ...games].map((name) => `pkg/messages/${lang}/${name}.ftl`));

/** @type {WeakMap<CatalogTarget, Map<string, Promise<void>>>} per target, the files added (or being added) */
const added = new WeakMap();

/**
 * Adds `lang`'s catalogs for `games` (the game ids of a module) to `target`, each file once per
 * target; resolves once the modules can speak `lang`. Rejects when a file cannot be had or does
 * not read (a later call tries that file again).
 * @param {CatalogTarget} target
 * @param {Lang} lang
 * @param {readonly string[]} games
 * @param {CatalogReader} read how a file's text is had: fetched from beside this module by default
 */
export async function ensureLanguage(target, lang, games, read = fetchCatalog) {
  const files = added.get(target) ?? new Map();
  added.set(target, files);
  const adding = catalogFiles(lang, games).map((path) => {
    let done = files.get(path);
    if (!done) {
      done = Promise.resolve(read(path)).then((source) => target.addCatalog(lang, source));
      files.set(path, done);
      done.catch(() => files.delete(path));
    }
    return done;
  });
  await Promise.all(adding);
}
