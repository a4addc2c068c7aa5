// The main page: game and sample pickers, rule options, the input editor, Run/Cancel, the output
// with copy/download/compare, permalinks, the player, your moves and the board editor. No
// game-specific code lives here.
//
// This module makes the page's state and events (page-state.js), its status line and components
// (the engine, the player, your program's panel), then its controllers, one per panel (page-*.js),
// in one direction: each reads and writes the one state object, calls the controllers made before
// it (handed to it here) and tells those made after it through the page's events.
//
// Languages: the page speaks the language of the link's `lang=`, else the browser's (i18n.js);
// the Language menu changes it (page-language.js) and puts it in the link.
import { Engine } from '../engine/engine.js';
import { browserLanguage, matchLanguage, setPageLanguage, t } from '../i18n/i18n.js';
import { Emitter } from '../lib/events.js';
import { linkNames } from '../lib/permalink.js';
import { showTheme } from '../lib/theme.js';
import { Player } from '../player/player.js';
import { exploreController } from './page-explore.js';
import { exportController } from './page-export.js';
import { gameController } from './page-game.js';
import { inputController } from './page-input.js';
import { languageController } from './page-language.js';
import { linkController } from './page-link.js';
import { outputController } from './page-output.js';
import { rulesController } from './page-rules.js';
import { runController } from './page-run.js';
import { createPageState } from './page-state.js';
import { statusLine } from './page-status.js';
import { ui } from './page-ui.js';
import { programPanel } from './program-panel.js';

/** @import { Page, PageEvents } from './page-state.js' */

// The language comes first: everything made from here on speaks it. The page is hidden until its
// catalog is read (style.css): a `lang=fa` link shows no English first. The engine's worker starts
// before that read, so that it loads meanwhile.
const linked = linkNames(location.hash);
const chosenLanguage = matchLanguage(linked.lang);
const engine = new Engine(undefined, chosenLanguage ?? browserLanguage());
// The game menu, and the game's texts and module (the link's, else the first), load meanwhile too.
const listed = engine.gameList();
if (linked.game) engine.prepare(linked.game);
listed.then(
  (games) => {
    const first = games.find((g) => g.id === linked.game) ?? games[0];
    if (!linked.game) engine.prepare(first.id);
    engine.game(first.id).catch(() => {}); // selectGame shows a failure
  },
  () => {}, // main() shows the failure
);
await setPageLanguage(engine.language);
const state = createPageState(chosenLanguage);
/** @type {Emitter<PageEvents>} */
const events = new Emitter();
showTheme(ui.theme);
const player = new Player(ui.player);
player.on('change', () => events.emit('changed', undefined));
/** @type {Page} */
const page = {
  state,
  events,
  status: statusLine(state),
  engine,
  player,
  // Your program's output and trace, checked against the result on screen.
  program: programPanel(player, {
    current: () => state.session,
    changed: () => events.emit('changed', undefined),
    showLine: (line) => events.emit('yourLine', line),
    editor: () => import('../tools/large-editor.js'),
  }),
};
// The controllers, lowest first: each is handed those made before it.
const output = outputController(page);
player.on('step', (shown) => output.showStepDetails(shown));
const exporter = exportController(page);
const rules = rulesController(page);
const input = inputController(page, { rules });
const run = runController(page, { output, exporter, rules, input });
const game = gameController(page, { rules, input, run });
const explore = exploreController(page, { output, exporter, rules, input, run, game });
const languageMenu = languageController(page, { output, rules, input, run, game, explore });
const link = linkController(page, { output, exporter, rules, input, run, game, explore, language: languageMenu });

async function main() {
  try {
    state.games = await listed;
  } catch (err) {
    input.showError({ line: 0, message: t('page.engineFailed', { message: /** @type {Error} */ (err).message }) });
    return;
  }
  game.listGames();
  if (!(await link.restoreFromHash())) {
    // A first visit shows the first game's first sample, run: the player is never a blank panel.
    if ((await game.selectGame(state.games[0].id)) && state.game.samples.length) {
      game.loadSample(0);
      await run.run();
    }
  }
  document.body.dataset.ready = '1';
}

main();
