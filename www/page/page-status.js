// The status line, and what screen readers hear of it: shared by the page's controllers, as the
// state and the elements are.

import { ui } from './page-ui.js';

/** @import { PageState, Text } from './page-state.js' */

const ANNOUNCE_EVERY_MS = 3000;

/**
 * The status line of the page whose state is `state`.
 * @param {PageState} state
 */
export function statusLine(state) {
  const status = state.status;
  return {
    /**
     * Shows `text` in the status line (a function: it is called again when the language
     * changes). Screen readers hear it through a separate live region, at most every few seconds
     * while a run reports progress (`urgent` results are read at once).
     * @param {Text} text
     */
    set(text, { urgent = true } = {}) {
      status.text = typeof text === 'string' ? () => text : text;
      ui.status.textContent = status.text();
      clearTimeout(status.announceTimer);
      const wait = urgent ? 0 : status.announcedAt + ANNOUNCE_EVERY_MS - performance.now();
      const announce = () => {
        status.announcedAt = performance.now();
        ui.announcer.textContent = ui.status.textContent;
      };
      if (wait <= 0) announce();
      else status.announceTimer = setTimeout(announce, wait);
    },
    /** The status line in the page's language now; screen readers are not told it again. */
    show() {
      ui.status.textContent = status.text();
      ui.announcer.textContent = '';
    },
  };
}

/** @typedef {ReturnType<typeof statusLine>} StatusLine */
