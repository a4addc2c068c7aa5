// A self-contained player for embedding: runs an input with the shared engine and shows the
// player, or a located error. Used by embed.html (iframe) and the <boardlab-player> element.
import { Player } from './player.js';

let gamesPromise = null;

/** The games list, fetched once per engine. */
function gamesOf(engine) {
  if (!gamesPromise) gamesPromise = engine.games();
  return gamesPromise;
}

/** Shows `text` in `container` in place of a player (`isError`: as an alert). */
export function showMessage(container, text, isError = false) {
  const box = document.createElement('div');
  box.className = `player-message${isError ? ' error' : ''}`;
  box.setAttribute('role', isError ? 'alert' : 'status');
  box.textContent = text;
  container.replaceChildren(box);
}

/**
 * Runs `state` ({ game, rules, input, step (0-based), speed, playing }) in `container`; a speed
 * the player does not offer plays at 1× with a notice.
 * Resolves to { player, session } or null when it could not run (the container says why).
 */
export async function mountPlayer(container, engine, state) {
  showMessage(container, 'Loading…');
  let games;
  try {
    games = await gamesOf(engine);
  } catch (err) {
    showMessage(container, `The engine could not be loaded: ${err.message}`, true);
    return null;
  }
  const game = games.find((g) => g.id === state.game);
  if (!game) {
    showMessage(container, `Unknown game "${state.game}". Games: ${games.map((g) => g.id).join(', ')}`, true);
    return null;
  }
  let session;
  try {
    session = await engine.run(game.id, state.input, state.rules || {});
  } catch (err) {
    const where = err.line > 0 ? `line ${err.line}, column ${err.col}: ` : '';
    showMessage(container, `${game.title}: ${where}${err.detail || err.message}`, true);
    return null;
  }
  const root = document.createElement('div');
  container.replaceChildren(root);
  const player = new Player(root);
  const speed = state.speed ?? null;
  if (speed !== null && speed !== '' && !player.setSpeed(Number(speed))) {
    const notice = document.createElement('p');
    notice.className = 'player-notice';
    notice.setAttribute('role', 'status');
    notice.textContent = `Unknown speed "${speed}": playing at 1×.`;
    container.append(notice);
  }
  await player.load(session, game.palette, state.step || 0);
  if (state.playing) player.play();
  return { player, session, game };
}
