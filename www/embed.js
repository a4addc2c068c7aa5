// embed.html: a minimal player for iframes, driven by the same URL hash as the main page
// (embed.html#game=…&input=…&step=…). It has no editor and touches nothing outside its frame.
import { Engine } from './engine.js';
import { decodeState } from './permalink.js';
import { mountPlayer } from './widget.js';

const engine = new Engine();
const box = document.getElementById('player-box');

async function show() {
  document.getElementById('open-full').href = `index.html${location.hash}`;
  let state;
  try {
    state = await decodeState(location.hash);
  } catch {
    state = undefined;
  }
  if (!state) {
    box.textContent = state === undefined
      ? 'This embed link is damaged: its input could not be decoded.'
      : 'Nothing to show: the link names no game (embed.html#game=…&input=…).';
    document.body.dataset.ready = '1';
    return;
  }
  await mountPlayer(box, engine, state);
  document.body.dataset.ready = '1';
}

window.addEventListener('hashchange', show);
show();
