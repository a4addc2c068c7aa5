// The main page: game and sample pickers, rule options, the input editor, Run/Cancel, the output
// with copy/download/compare, permalinks, and the player. No game-specific code lives here.
import { Engine } from './engine.js';
import { Player } from './player.js';
import { encodeState, decodeState, MAX_LINK_LENGTH } from './permalink.js';
import { downloadBlob, readFileText, MAX_INPUT_BYTES } from './files.js';
import { standaloneHtml, recordWebm } from './export.js';

const $ = (id) => document.getElementById(id);
const engine = new Engine();
let games = [];
let game = null; // the selected game's description (id, title, samples, rules, palette)
let session = null; // the last successful run: { remote, input, rules, output, outputLines, stepCount }
let loadedSample = ''; // the sample text last put into the editor, to know if the user edited it
let restoring = false;
const SESSION_BUTTONS = ['copy', 'download', 'link', 'compare', 'png', 'standalone', 'record'];

const player = new Player($('player'), { onStep: showStepDetails });
$('player').addEventListener('playerchange', () => scheduleHashUpdate());

function setStatus(text) {
  $('status').textContent = text;
}

function option(value, text) {
  const node = document.createElement('option');
  node.value = value;
  node.textContent = text;
  return node;
}

// ---- game, samples and rule options -------------------------------------------------------

function selectGame(id) {
  game = games.find((g) => g.id === id) || games[0];
  $('game').value = game.id;
  $('about').textContent = `${game.title} — ${game.source}. ${game.about}`;
  const samples = $('sample');
  samples.replaceChildren(option('', '— choose —'), ...game.samples.map((s, i) => option(String(i), s.name)));
  $('sample-note').hidden = true;
  buildRuleControls();
  forgetSession();
}

function buildRuleControls() {
  const list = $('rule-list');
  list.replaceChildren();
  $('rules').hidden = game.rules.length === 0;
  $('rules-note').textContent =
    'The defaults reproduce the expected outputs; the other values are alternative readings of the original rules.';
  for (const rule of game.rules) {
    const row = document.createElement('div');
    row.className = 'rule';
    const label = document.createElement('label');
    label.textContent = rule.name;
    const select = document.createElement('select');
    select.dataset.rule = rule.name;
    select.id = `rule-${rule.name}`;
    label.htmlFor = select.id;
    rule.values.forEach(([value, meaning], i) => {
      const node = option(value, `${value}${i === 0 ? ' (default)' : ''} — ${meaning}`);
      select.append(node);
    });
    select.addEventListener('change', () => forgetSession());
    const help = document.createElement('span');
    help.className = 'help';
    help.textContent = rule.help;
    row.append(label, select, help);
    list.append(row);
  }
}

/** The rule options that differ from their defaults, as { name: value }. */
function currentRules() {
  const rules = {};
  for (const select of $('rule-list').querySelectorAll('select')) {
    const rule = game.rules.find((r) => r.name === select.dataset.rule);
    if (rule && select.value !== rule.values[0][0]) rules[rule.name] = select.value;
  }
  return rules;
}

function setRules(rules) {
  for (const select of $('rule-list').querySelectorAll('select')) {
    const rule = game.rules.find((r) => r.name === select.dataset.rule);
    const wanted = rules[select.dataset.rule];
    select.value = wanted && rule.values.some(([v]) => v === wanted) ? wanted : rule.values[0][0];
  }
}

function loadSample(index) {
  const sample = game.samples[index];
  if (!sample) return;
  setInput(sample.input);
  loadedSample = sample.input;
  setRules(Object.fromEntries(sample.rules));
  $('sample-note').textContent = sample.note;
  $('sample-note').hidden = !sample.note;
  forgetSession();
}

// ---- the input editor ---------------------------------------------------------------------

/** An input from the user's own file: no sample (or sample note) applies any more. */
function loadUserText(text) {
  setInput(text);
  loadedSample = '';
  $('sample').value = '';
  $('sample-note').hidden = true;
  forgetSession();
}

function setInput(text) {
  $('input').value = text;
  clearError();
}

function clearError() {
  $('error').hidden = true;
  $('error').textContent = '';
  $('backdrop').replaceChildren();
}

/** Mirrors the input in the backdrop with line `line` (1-based) highlighted. */
function highlightLine(line) {
  const text = $('input').value;
  const lines = text.split('\n');
  if (line < 1 || line > lines.length + 1) return;
  const before = lines.slice(0, line - 1).join('\n');
  const mark = document.createElement('mark');
  mark.textContent = (lines[line - 1] ?? '') || ' ';
  const after = lines.slice(line).join('\n');
  $('backdrop').replaceChildren(
    document.createTextNode(before + (line > 1 ? '\n' : '')),
    mark,
    document.createTextNode(after ? `\n${after}` : ''),
  );
  syncBackdrop();
  // Bring the line into view and put the caret on it.
  const start = before.length + (line > 1 ? 1 : 0);
  const input = $('input');
  input.setSelectionRange(start, start);
  const lineHeight = parseFloat(getComputedStyle(input).lineHeight) || 18;
  input.scrollTop = Math.max(0, (line - 3) * lineHeight);
  syncBackdrop();
}

function syncBackdrop() {
  $('backdrop').scrollTop = $('input').scrollTop;
  $('backdrop').scrollLeft = $('input').scrollLeft;
}

function showError(err) {
  const where = err.line > 0 ? `line ${err.line}, column ${err.col}: ` : '';
  $('error').textContent = `${where}${err.detail || err.message}`;
  $('error').hidden = false;
  if (err.line > 0) highlightLine(err.line);
}

// ---- running ------------------------------------------------------------------------------

function forgetSession() {
  clearTimeout(hashTimer);
  session?.remote.free();
  session = null;
  player.clear();
  $('output').textContent = '';
  $('verdict').textContent = '';
  $('verdict').className = 'verdict';
  $('jump').hidden = true;
  for (const id of SESSION_BUTTONS) $(id).disabled = true;
  $('text-box').hidden = true;
  $('step-output').hidden = $('step-output-head').hidden = true;
}

async function run({ step = 0 } = {}) {
  const input = $('input').value;
  forgetSession();
  clearError();
  if (new Blob([input]).size > MAX_INPUT_BYTES) {
    showError({ line: 0, message: `the input is larger than ${MAX_INPUT_BYTES >> 20} MB` });
    return;
  }
  const rules = currentRules();
  const started = performance.now();
  $('run').disabled = true;
  setStatus('Running…');
  const showCancel = setTimeout(() => ($('cancel').hidden = false), 100);
  engine.onProgress = (text) => setStatus(`Running… ${text}`);
  try {
    const result = await engine.run(game.id, input, rules);
    const ms = Math.round(performance.now() - started);
    session = { remote: result, input, rules, ...result, outputLines: result.output.split('\n') };
    $('output').textContent = result.output;
    setStatus(`Done in ${ms} ms · ${result.stepCount} step${result.stepCount === 1 ? '' : 's'}`);
    for (const id of SESSION_BUTTONS) $(id).disabled = false;
    $('record-from').max = $('record-to').max = String(result.stepCount);
    $('record-from').value = '1';
    $('record-to').value = String(Math.min(result.stepCount, 60));
    await player.load(result, game.palette, step);
    scheduleHashUpdate();
  } catch (err) {
    if (err.message === 'cancelled') setStatus('Cancelled.');
    else {
      setStatus('');
      showError(err);
    }
  } finally {
    clearTimeout(showCancel);
    $('cancel').hidden = true;
    $('run').disabled = false;
  }
}

function showStepDetails(index, step) {
  const text = step.text || '';
  $('text-box').hidden = !text;
  $('step-text').textContent = text;
  const [start, end] = step.output_lines;
  const lines = session ? session.outputLines.slice(start, Math.min(end, start + 200)) : [];
  $('step-output').textContent = lines.join('\n') + (end - start > 200 ? '\n…' : '');
  $('step-output').hidden = $('step-output-head').hidden = lines.length === 0;
  scheduleHashUpdate();
}

// ---- output actions -----------------------------------------------------------------------

async function copyText(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    setStatus(`${what} copied.`);
  } catch {
    setStatus(`Could not use the clipboard; select the ${what.toLowerCase()} and copy it.`);
  }
}

async function compare() {
  if (!session) return;
  const verdict = await session.remote.judge($('expected').value);
  const box = $('verdict');
  $('jump').hidden = true;
  if (verdict.accepted) {
    box.className = 'verdict accepted';
    box.textContent = 'Accepted: the outputs are equal as a judge compares them.';
    return;
  }
  const d = verdict.difference;
  const show = (line) => (line === null ? '(no line)' : JSON.stringify(line));
  box.className = 'verdict rejected';
  box.textContent = `Wrong Answer on line ${d.line}\n  expected (pasted): ${show(d.got)}\n  engine output:     ${show(d.expected)}`;
  if (verdict.explanation) box.textContent += `\n\n${verdict.explanation}`;
  const target = (await session.remote.stepOfOutputLine(d.line - 1)) ?? (d.expected === null ? session.stepCount - 1 : null);
  if (target !== null) {
    $('jump').hidden = false;
    $('jump').onclick = () => player.go(target, { animate: false });
  }
}

// ---- exports --------------------------------------------------------------------------------

async function exportStandalone() {
  const html = await standaloneHtml({
    game,
    input: session.input,
    rules: session.rules,
    step: player.index,
  });
  downloadBlob(new Blob([html], { type: 'text/html' }), `${game.id}-replay.html`);
}

let stopRecording = false;
async function record() {
  const clamp = (v) => Math.max(1, Math.min(session.stepCount, Number(v) || 1));
  const from = clamp($('record-from').value) - 1;
  const to = Math.max(from, clamp($('record-to').value) - 1);
  stopRecording = false;
  $('record').disabled = true;
  $('record-stop').hidden = false;
  const status = $('record-status');
  try {
    const blob = await recordWebm(
      player,
      from,
      to,
      (done, total) => (status.textContent = `Recording… ${done} / ${total} steps`),
      () => stopRecording,
    );
    status.textContent = `Recorded ${(blob.size / 1024).toFixed(0)} KB.`;
    downloadBlob(blob, `${game.id}-steps-${from + 1}-${to + 1}.webm`);
  } catch (err) {
    status.textContent = `Recording failed: ${err.message}`;
  } finally {
    $('record').disabled = !session;
    $('record-stop').hidden = true;
  }
}

// ---- permalinks ---------------------------------------------------------------------------

/** The hash that restores what is on screen now. */
function currentHash() {
  return encodeState({
    game: game.id,
    rules: session.rules,
    input: session.input,
    step: player.index,
    speed: player.speed,
    playing: player.playing,
  });
}

let hashTimer = 0;
function scheduleHashUpdate() {
  if (restoring || !session) return;
  clearTimeout(hashTimer);
  hashTimer = setTimeout(async () => {
    if (!session) return; // forgotten (another game or input) since it was scheduled
    const hash = await currentHash();
    if (hash.length > MAX_LINK_LENGTH) {
      history.replaceState(null, '', `#game=${encodeURIComponent(game.id)}`);
      $('link').title = 'This input is too large for a link: share it as a file (Download).';
    } else {
      history.replaceState(null, '', hash);
      $('link').title = 'Copy a link that restores this exact view';
    }
  }, 250);
}

async function copyLink() {
  clearTimeout(hashTimer);
  const hash = await currentHash();
  if (hash.length > MAX_LINK_LENGTH) {
    setStatus(`This input is too large for a link (${Math.round(hash.length / 1024)} KB); here it is as a file to share.`);
    downloadBlob(new Blob([session.input], { type: 'text/plain' }), `${game.id}.in`);
    return;
  }
  history.replaceState(null, '', hash);
  await copyText(location.href, 'Link');
}

/** Applies the state in the URL hash; false when the hash holds none. */
async function restoreFromHash() {
  let state;
  try {
    state = await decodeState(location.hash);
  } catch {
    selectGame(game?.id ?? games[0].id);
    showError({ line: 0, message: 'This link is damaged: its input could not be decoded.' });
    return true;
  }
  if (!state) return false;
  restoring = true;
  try {
    if (!games.some((g) => g.id === state.game)) {
      selectGame(game?.id ?? games[0].id);
      showError({ line: 0, message: `This link names an unknown game: ${state.game}` });
      return true;
    }
    selectGame(state.game);
    setRules(state.rules);
    setInput(state.input);
    player.speed = state.speed;
    $('player').querySelector('select').value = String(state.speed);
    if (state.input) await run({ step: state.step });
  } finally {
    restoring = false;
  }
  if (state.playing) player.play();
  return true;
}

// ---- wiring -------------------------------------------------------------------------------

async function openInto(file, target) {
  try {
    target(await readFileText(file));
  } catch (err) {
    showError({ line: 0, message: err.message });
  }
}

function wire() {
  $('game').addEventListener('change', () => {
    const edited = $('input').value && $('input').value !== loadedSample;
    selectGame($('game').value);
    if (!edited) {
      setInput('');
      if (game.samples.length) {
        $('sample').value = '0';
        loadSample(0);
      }
    }
  });
  $('sample').addEventListener('change', () => loadSample(Number($('sample').value)));
  $('run').addEventListener('click', () => run());
  $('cancel').addEventListener('click', () => engine.cancel());
  $('input').addEventListener('scroll', syncBackdrop);
  $('input').addEventListener('input', () => $('backdrop').replaceChildren());
  $('input').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run();
  });
  $('file').addEventListener('change', () => {
    const file = $('file').files[0];
    if (file) openInto(file, loadUserText);
    $('file').value = '';
  });
  const box = $('input-box');
  box.addEventListener('dragover', (e) => {
    e.preventDefault();
    box.classList.add('dragging');
  });
  box.addEventListener('dragleave', () => box.classList.remove('dragging'));
  box.addEventListener('drop', (e) => {
    e.preventDefault();
    box.classList.remove('dragging');
    const file = e.dataTransfer.files[0];
    if (file) openInto(file, loadUserText);
  });
  $('copy').addEventListener('click', () => copyText(session.output, 'Output'));
  $('download').addEventListener('click', () =>
    downloadBlob(new Blob([session.output], { type: 'text/plain' }), `${game.id}.out`),
  );
  $('link').addEventListener('click', copyLink);
  $('compare').addEventListener('click', compare);
  $('expected-file').addEventListener('change', () => {
    const file = $('expected-file').files[0];
    if (file) openInto(file, (text) => ($('expected').value = text));
    $('expected-file').value = '';
  });
  $('standalone').addEventListener('click', exportStandalone);
  $('record').addEventListener('click', record);
  $('record-stop').addEventListener('click', () => (stopRecording = true));
  $('png').addEventListener('click', async () =>
    downloadBlob(await player.snapshot(), `${game.id}-step${player.index + 1}.png`),
  );
  window.addEventListener('hashchange', () => {
    if (!restoring) restoreFromHash();
  });
}

async function main() {
  wire();
  try {
    games = await engine.games();
  } catch (err) {
    showError({ line: 0, message: `The engine could not be loaded: ${err.message}` });
    return;
  }
  $('game').replaceChildren(...games.map((g) => option(g.id, g.title)));
  if (!(await restoreFromHash())) {
    selectGame(games[0].id);
    if (game.samples.length) {
      $('sample').value = '0';
      loadSample(0);
    }
  }
  document.body.dataset.ready = '1';
}

main();
