// embed.html: a minimal player for iframes, driven by the same URL hash as the main page
// (embed.html#game=…&input=…&step=…). It has no editor and touches nothing outside its frame.
import { Engine } from './engine.js';
import { decodeState } from './permalink.js';
import { mountPlayer, showMessage } from './widget.js';

const engine = new Engine();
const box = document.getElementById('player-box');

async function show() {
  document.getElementById('open-full').href = `index.html${location.hash}`;
  let state;
  try {
    state = await decodeState(location.hash);
  } catch (err) {
    // A damaged link, or one whose input inflates past the limit ("link bomb"): refused at once.
    showMessage(box, err.message, true);
    document.body.dataset.ready = '1';
    return;
  }
  if (!state) {
    showMessage(box, 'Nothing to show: the link names no game (embed.html#game=…&input=…).');
    document.body.dataset.ready = '1';
    return;
  }
  await mountPlayer(box, engine, state);
  document.body.dataset.ready = '1';
}

window.addEventListener('hashchange', show);
show();
