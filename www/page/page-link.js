// The link in the address bar: its hash is rewritten from what is on screen (a moment after it
// settles), Copy link copies it (an input too large for a link is offered as a file the link
// names), and a hash, at start or changed, is restored: game, rules, input, step, speed, your
// moves, your program's texts and the language.

import { language, matchLanguage, onLanguageChange, t } from '../i18n/i18n.js';
import { downloadBlob } from '../lib/files.js';
import { compress, decodeState, encodeFitting, leftOutMessage, linkLanguage, MAX_LINK_LENGTH } from '../lib/permalink.js';
import { quoted, utf8Slices } from '../lib/text.js';
import { onScreen } from './page-state.js';
import { ui } from './page-ui.js';

/** @import { Controllers, LinkActions, Page, PageState } from './page-state.js' */
/** @import { LinkState } from '../lib/permalink.js' */

/**
 * The index of the first sample meant for `rules` (each rule option it names as they set it),
 * else 0: a link that names a rule option and no input shows that option's sample.
 * @param {PageState} state
 * @param {Record<string, string>} rules
 */
function sampleFor(state, rules) {
  const meant = state.game.samples.findIndex((sample) =>
    sample.rules.every(([name, value]) => !Object.hasOwn(rules, name) || rules[name] === value),
  );
  return Math.max(meant, 0);
}

/**
 * Adds `notes` to the status line, after what it says.
 * @param {Page} page
 * @param {(() => string)[]} notes
 */
function showNotes({ state, status }, notes) {
  if (!notes.length) return;
  const before = state.status.text;
  status.set(() => [before(), ...notes.map((note) => note())].filter(Boolean).join(' · '));
}

/**
 * Shows what a link holds; each part it leaves out, and each value it cannot honour, is said.
 * @param {Page} page
 * @param {Controllers} controllers
 * @param {LinkState} linkState
 * @param {string} hash the link's hash, as it was when it arrived
 * @param {() => boolean} superseded
 */
async function restore(page, controllers, linkState, hash, superseded) {
  const { state, player, program } = page;
  const { rules: ruleOptions, input: inputArea, run, game: gameMenu } = controllers;
  const known = state.games.some((g) => g.id === linkState.game);
  await gameMenu.selectGame(known ? linkState.game : (state.game?.id ?? state.games[0].id));
  if (superseded()) return;
  await program.restore(linkState.output, linkState.trace, linkState.exit);
  /** @type {(() => string)[]} */
  const notes = linkState.leftOut.filter((left) => left.part !== 'input').map((left) => () => leftOutMessage(left));
  if (linkState.exitWritten !== null && !linkState.exit) {
    const exit = quoted(linkState.exitWritten);
    notes.push(() => t('page.badExit', { exit }));
  }
  const input = linkState.leftOut.find((left) => left.part === 'input');
  if (!known || input) {
    // The input stays in the box, with what stops it from running.
    gameMenu.loadUserText(linkState.input);
    ruleOptions.setRules(linkState.rules);
    const game = quoted(linkState.game);
    if (input) inputArea.showError({ line: 0, message: leftOutMessage(input) });
    else inputArea.showError({ line: 0, message: linkState.game ? t('page.unknownGame', { game }) : t('page.noGame') });
    showNotes(page, notes);
    return;
  }
  const file = new URLSearchParams(hash.slice(1)).get('file');
  let rules = linkState.rules;
  if (!linkState.input && !file && state.game.samples.length) {
    const sample = sampleFor(state, linkState.rules);
    gameMenu.loadSample(sample);
    // The sample's rule options, and the link's over them.
    rules = { ...Object.fromEntries(state.game.samples[sample].rules), ...linkState.rules };
  } else {
    inputArea.setInput(linkState.input);
    gameMenu.forgetSample();
  }
  ruleOptions.setRules(rules);
  if (linkState.speed !== null && !player.setSpeed(Number(linkState.speed))) {
    const speed = quoted(String(linkState.speed));
    notes.push(() => t('page.badSpeed', { speed }));
  }
  if (file) {
    const name = quoted(file);
    inputArea.showFileNote(() => t('page.fileNote', { file: name }));
    showNotes(page, notes);
    return;
  }
  await run.run({ step: linkState.step, rules, variation: linkState.variation, reveal: true });
  if (superseded()) return;
  const written = linkState.stepWritten;
  if (written !== null && state.session && (!/^[1-9]\d*$/.test(written) || player.index !== linkState.step)) {
    const step = quoted(written);
    const shown = player.index + 1;
    const count = player.stepCount;
    notes.push(() => t('page.badStep', { step, shown, count }));
  }
  showNotes(page, notes);
}

/**
 * The link of what is on screen: written to the address bar once the page settles, and copied.
 * @param {Page} page
 * @param {Pick<Controllers, 'output'>} controllers
 */
function linkWriter({ state, events, status, program, player }, { output }) {
  const link = state.link;

  /**
   * The hash that restores what is on screen now (`withInput: false` leaves the input out), or
   * null when the input is too large for a link. The input is compressed once per result, not on
   * every step the player shows.
   */
  async function currentHash({ withInput = true } = {}) {
    const shown = onScreen(state);
    shown.packedInput ??= compress(shown.input, MAX_LINK_LENGTH);
    const packedInput = withInput ? await shown.packedInput : '';
    if (packedInput === null) return null;
    // Your program's texts too, as much of them as fits (the panel says what a link leaves out).
    const texts = await program.linkTexts();
    const { hash, leftOut } = encodeFitting(
      {
        game: shown.game.id,
        rules: shown.rules,
        packedInput,
        step: player.index,
        speed: player.speed,
        playing: player.playing,
        variation: shown.remote.variation,
        exit: texts?.exit,
        packedOutput: texts?.packedOutput,
        packedTrace: texts?.packedTrace,
        lang: state.chosenLanguage,
      },
      texts?.tooLarge,
    );
    program.showLinkNote(leftOut);
    return hash;
  }

  /** A name for the input file of a link too large to hold it. */
  const inputFileName = () => `${onScreen(state).game.id}.in`;

  /** The hash of what is on screen without its input, naming the file that holds it. */
  const fileHash = async () => `${await currentHash({ withInput: false })}&file=${encodeURIComponent(inputFileName())}`;

  /** Copy link's title says what it copies. */
  function titleLink() {
    ui.link.title = t(link.tooLarge ? 'page.linkTitleTooLarge' : 'page.linkTitle');
  }

  function scheduleHashUpdate() {
    if (link.restoring || !state.session) return;
    clearTimeout(link.hashTimer);
    const shown = state.session;
    const address = location.hash;
    const restores = link.restoreTicket;
    // Still the link to write: the result is on screen (no other game, rule or input meanwhile),
    // and no link arrived meanwhile, restored or still on its way (its hash already in the
    // address, its hashchange yet to come): writing over it would lose it.
    const stillShown = () => state.session === shown && location.hash === address && link.restoreTicket === restores;
    link.hashTimer = setTimeout(async () => {
      let hash = await currentHash();
      if (!stillShown()) return;
      link.tooLarge = hash === null || hash.length > MAX_LINK_LENGTH;
      if (link.tooLarge) hash = await fileHash();
      titleLink();
      if (stillShown()) history.replaceState(null, '', hash);
    }, 250);
  }

  function cancelHashUpdate() {
    clearTimeout(link.hashTimer);
  }

  /**
   * Copies a link to this view. An input too large for a link is offered as a file, and the link
   * copied carries everything else (game, rule options, step), naming the file to open with it.
   */
  async function copyLink() {
    clearTimeout(link.hashTimer);
    const hash = await currentHash();
    if (hash !== null && hash.length <= MAX_LINK_LENGTH) {
      history.replaceState(null, '', hash);
      await output.copyText(location.href, 'link');
      return;
    }
    const name = inputFileName();
    history.replaceState(null, '', await fileHash());
    const chunks = [];
    for await (const chunk of utf8Slices(onScreen(state).input)) chunks.push(chunk);
    downloadBlob(new Blob(chunks, { type: 'text/plain' }), name);
    const copied = await output.copyText(location.href, 'link');
    status.set(() => t(copied ? 'page.linkTooLargeCopied' : 'page.linkTooLargeAddress', { name }));
  }

  ui.link.addEventListener('click', copyLink);
  events.on('changed', scheduleHashUpdate);
  events.on('forgotten', cancelHashUpdate);
  onLanguageChange(titleLink);
}

/**
 * @param {Page} page
 * @param {Controllers} controllers
 * @returns {LinkActions}
 */
export function linkController(page, controllers) {
  const { state, player } = page;
  const { input: inputArea, game: gameMenu, language: languageMenu } = controllers;
  const link = state.link;
  linkWriter(page, controllers);

  /**
   * Applies the state in the URL hash; false when the hash holds none. A newer hash, arriving
   * meanwhile, takes over: this one stops at its next step.
   */
  async function restoreFromHash() {
    const ticket = ++link.restoreTicket;
    const superseded = () => ticket !== link.restoreTicket;
    // Read once: the address may change while the link is restored.
    const hash = location.hash;
    const linked = matchLanguage(linkLanguage(hash));
    if (linked && linked !== language()) {
      state.chosenLanguage = linked;
      link.restoring++;
      try {
        await languageMenu.changeLanguage(linked);
      } finally {
        link.restoring--;
      }
      if (superseded()) return true;
    }
    let linkState;
    try {
      linkState = await decodeState(hash);
    } catch (err) {
      if (superseded()) return true;
      // A hash too long to read: what it was to show cannot be shown, nor what was on screen.
      await gameMenu.selectGame(state.game?.id ?? state.games[0].id);
      if (superseded()) return true;
      gameMenu.loadUserText('');
      inputArea.showError({ line: 0, message: /** @type {Error} */ (err).message });
      return true;
    }
    if (superseded()) return true;
    if (!linkState) return false;
    link.restoring++;
    try {
      await restore(page, controllers, linkState, hash, superseded);
    } finally {
      link.restoring--;
    }
    if (linkState.playing && state.session) player.play();
    return true;
  }

  // Before the games are known, main() has yet to read the hash: it reads the newest one.
  window.addEventListener('hashchange', () => {
    if (state.games.length) restoreFromHash();
  });

  return { restoreFromHash };
}
