// The Language menu. The page's own words change once their catalog is read (i18n.js); the texts
// about the game come from the engine, so after a change they are asked for again (the games list,
// the step on screen, the decision, the board editor, the verdict), never translated here. The
// link carries the language chosen.

import { language, languagePicker, onLanguageChange, setPageLanguage } from '../i18n/i18n.js';
import { nameLanguageInHash } from './page-hash.js';
import { ui } from './page-ui.js';

/** @import { Lang } from '../i18n/i18n.js' */
/** @import { Controllers, LanguageActions, Page } from './page-state.js' */

/**
 * @param {Page} page
 * @param {Pick<Controllers, 'output' | 'rules' | 'input' | 'run' | 'game' | 'explore'>} controllers
 * @returns {LanguageActions}
 */
export function languageController({ state, events, status, engine, player, program }, { output, rules, input, run, game, explore }) {
  /**
   * Speaks `lang`: the page's own words once read, then the engine's again — the games list (the
   * game menu, about, samples, rule options), the result on screen (its markers, the step, the
   * decision), the board editor, the verdict — and the link carries the language chosen.
   * @param {Lang} lang
   */
  async function changeLanguage(lang) {
    const ticket = ++state.languageTicket;
    await setPageLanguage(lang);
    if (ticket !== state.languageTicket) return;
    engine.language = lang;
    status.show();
    input.relabelInput();
    game.showRandomNote();
    explore.showDroppedMoves();
    if (!state.games.length) return;
    const id = state.game.id;
    let fresh;
    let chosen;
    try {
      [fresh, chosen] = await Promise.all([engine.gameList(lang), engine.game(id, lang)]);
    } catch {
      return;
    }
    if (ticket !== state.languageTicket) return;
    state.games = fresh;
    // Unless another game was chosen meanwhile (it comes in `lang`: the engine's language now).
    if (state.game.id === id) state.game = chosen;
    game.listGames();
    game.relabelGame();
    explore.refreshBoardEditor();
    const shown = state.session;
    if (shown) {
      // The game on screen is the run's, which may not be the game chosen since.
      const shownGame = engine.game(shown.game.id, lang).catch(() => shown.game);
      await shown.remote.setLanguage(lang).catch(() => {});
      const relabelled = await shownGame;
      if (state.session !== shown || ticket !== state.languageTicket) return;
      shown.game = relabelled;
      rules.showSuggestion(shown.remote.suggestions[0]);
      await player.setLanguage(lang);
      await program.refresh();
      output.compareAgain();
      events.emit('changed', undefined);
    } else {
      player.setLanguage(lang);
      program.refresh();
      if (state.run.engineError && !state.run.running && !state.link.restoring) run.run({ rules: state.run.lastRules });
      else if (state.game && !state.link.restoring) nameLanguageInHash(state);
    }
  }

  const picker = languagePicker(language());
  ui.language.replaceWith(picker);
  picker.id = 'language';
  picker.addEventListener('change', () => {
    state.chosenLanguage = /** @type {Lang} */ (picker.value);
    changeLanguage(state.chosenLanguage);
  });
  onLanguageChange((lang) => {
    picker.value = lang;
  });

  return { changeLanguage };
}
