// The main page: game and sample pickers, rule options, the input editor, Run/Cancel, the output
// with copy/download/compare, permalinks, the player, your moves and the board editor. No
// game-specific code lives here.
//
// This module makes the page's state (page-state.js) and components (the engine, the player,
// your program's panel, the explorer and the board editor), then its controllers, one per panel
// (page-*.js): each reads and writes the one state object and asks the others through the one
// `act` object (PageActions), gathered here, so that no controller imports another.
//
// Languages: the page speaks the language of the link's `lang=`, else the browser's (i18n.js);
// the Language menu changes it (page-language.js) and puts it in the link.
import { Engine } from '../engine/engine.js';
import { browserLanguage, language, matchLanguage, setPageLanguage, t } from '../i18n/i18n.js';
import { linkLanguage } from '../lib/permalink.js';
import { showTheme } from '../lib/theme.js';
import { Player } from '../player/player.js';
import { ProgramPanel } from '../tools/program.js';
import { createBoardEditor, createExplorer, exploreController } from './page-explore.js';
import { exportController } from './page-export.js';
import { gameController } from './page-game.js';
import { inputController } from './page-input.js';
import { languageController } from './page-language.js';
import { linkController } from './page-link.js';
import { outputController } from './page-output.js';
import { runController } from './page-run.js';
import { createPageState } from './page-state.js';
import { ui } from './page-ui.js';

/** @import { Page, PageActions } from './page-state.js' */

// The language comes first: everything made from here on speaks it. The page is hidden until its
// catalog is read (style.css): a `lang=fa` link shows no English first.
const chosenLanguage = matchLanguage(linkLanguage(location.hash));
await setPageLanguage(chosenLanguage ?? browserLanguage());
const state = createPageState(chosenLanguage);
// Every controller's actions: filled in below, once all are made (none acts before).
const act = /** @type {PageActions} */ ({});
const engine = new Engine(undefined, language());
showTheme(ui.theme);
const player = new Player(ui.player);
player.on('step', (shown) => act.showStepDetails(shown));
player.on('change', () => act.scheduleHashUpdate());
const core = { state, act, engine, player };
/** @type {Page} */
const page = {
  ...core,
  // Your program's output and trace, checked against the result on screen.
  program: new ProgramPanel(player, {
    current: () => state.session,
    changed: () => act.scheduleHashUpdate(),
    editor: () => import('../tools/large-editor.js'),
  }),
  explorer: createExplorer(core),
  boardEditor: createBoardEditor(core),
};
/** @type {PageActions} */
const actions = {
  ...runController(page),
  ...inputController(page),
  ...gameController(page),
  ...outputController(page),
  ...exportController(page),
  ...linkController(page),
  ...exploreController(page),
  ...languageController(page),
};
Object.assign(act, actions);

async function main() {
  try {
    state.games = await engine.games();
  } catch (err) {
    act.showError({ line: 0, message: t('page.engineFailed', { message: /** @type {Error} */ (err).message }) });
    return;
  }
  act.listGames();
  if (!(await act.restoreFromHash())) {
    // A first visit shows the first game's first sample, run: the player is never a blank panel.
    act.selectGame(state.games[0].id);
    if (state.game.samples.length) {
      act.loadSample(0);
      await act.run();
    }
  }
  document.body.dataset.ready = '1';
}

main();
