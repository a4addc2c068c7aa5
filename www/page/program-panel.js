// "Your program" on the page, a component app.js makes and hands its controllers (page.program):
// the panel (tools/program.js) is fetched and made the first time it is opened or a link brings
// texts for it, not with the page. Until then it holds no texts: there is nothing to check,
// forget or put in a link.

import { byId } from '../lib/dom.js';

/** @import { ProgramPanel } from '../tools/program.js' */
/** @import { ProgramActions } from './page-state.js' */
/** @import { Player } from '../player/player.js' */

/**
 * @param {Player} player
 * @param {ConstructorParameters<typeof ProgramPanel>[1]} hooks
 * @returns {ProgramActions}
 */
export function programPanel(player, hooks) {
  /** @type {ProgramPanel | null} */
  let panel = null;
  /** @type {Promise<ProgramPanel> | null} */
  let made = null;
  const box = byId('program-box', HTMLDetailsElement);
  const make = () =>
    (made ??= import('../tools/program.js').then(({ ProgramPanel }) => {
      panel = new ProgramPanel(player, hooks);
      box.dataset.ready = ''; // for tests and the bench: the panel is made
      return panel;
    }));
  box.addEventListener('toggle', make, { once: true });
  // Ctrl+Enter in a text before the panel is made (typed while it was fetched) checks once it is.
  box.addEventListener('keydown', (e) => {
    if (panel || e.key !== 'Enter' || !(e.ctrlKey || e.metaKey)) return;
    e.preventDefault();
    make().then((created) => created.check());
  });
  return {
    get hasTexts() {
      return panel?.hasTexts ?? false;
    },
    async restore(output, trace, exit) {
      if (panel || output || trace || exit) (await make()).restore(output, trace, exit);
    },
    check: async (options) => (await make()).check(options),
    forget: () => panel?.forget(),
    refresh: async () => panel?.refresh(),
    linkTexts: async () => panel?.linkTexts() ?? null,
    showLinkNote(leftOut) {
      if (panel || leftOut.length) make().then((made) => made.showLinkNote(leftOut));
    },
  };
}
