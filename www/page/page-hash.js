// The hashes the page writes that name no result: the game alone, and the language chosen. Shared
// by the controllers that forget a result (page-run.js), change the language (page-language.js)
// and write the link of a result (page-link.js).

/** @import { PageState } from './page-state.js' */

/**
 * The hash that names the game alone (and the language chosen).
 * @param {PageState} state
 */
export function gameHash(state) {
  const params = new URLSearchParams({ game: state.game.id });
  if (state.chosenLanguage) params.set('lang', state.chosenLanguage);
  return `#${params}`;
}

/**
 * `hash` with the language chosen in its `lang=`.
 * @param {PageState} state
 * @param {string} hash
 */
function withLanguage(state, hash) {
  const params = new URLSearchParams(hash.slice(1));
  if (state.chosenLanguage) params.set('lang', state.chosenLanguage);
  else params.delete('lang');
  return `#${params}`;
}

/**
 * Without a result on screen, the hash still carries the language chosen.
 * @param {PageState} state
 */
export function nameLanguageInHash(state) {
  history.replaceState(null, '', location.hash ? withLanguage(state, location.hash) : gameHash(state));
}
