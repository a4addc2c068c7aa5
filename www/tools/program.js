// The "Your program" panel (issue 26): your program's output and standard error, pasted or
// opened (32 MB at most each; a large one is held beside its box, as the input is), checked
// against the judge's game on screen by the engine (Session.checkTrace, in the worker). It shows
// the first checkpoint that differs and what differs there, the judge's steps on the way, the
// checkpoints and the bad trace lines as links, and the output's verdict; it puts your
// checkpoints on the player's slider (agree / differ) and your state over the board
// (painted by the module: src/session/figure/overlay.rs), and lists what differs at the step on screen, in the text view too.
// How your program ended, when a link says it did not end normally (`exit=`, as `boardlab debug`
// writes it), is checked with the trace: the report places the stop as the command line does,
// after your last checkpoint. The report's headline (the first difference, or where your program
// stopped) shows above the board too, in view beside it on a wide screen. A checkpoint off the
// judge's line (your moves left it) is shown on your own line of play, played as a variation.
//
// Every text of the trace (values, labels, notes, bad lines) is shown as text (textContent),
// never as markup; control and bidi characters of your own words are shown by their code.
import { utf8 } from '../engine/engine.js';
import { language, t } from '../i18n/i18n.js';
import { byId } from '../lib/dom.js';
import { compress, MAX_LINK_LENGTH } from '../lib/permalink.js';
import { quoted, visible } from '../lib/text.js';
import { ProgramText } from './program-text.js';

/** @import { Player } from '../player/player.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @import { RemoteSession } from '../engine/engine.js' */
/** @import { CheckedPoint, Marker, Overlay, Palette, ProgramExit, TraceReport, YourLine } from '../lib/types.js' */
/** @typedef {{ remote: RemoteSession, game: { palette: Palette } }} Checked the result on screen, as app.js shows it */

/** The most checkpoints the panel lists (the slider marks them all): those around the first difference. */
const LISTED_POINTS = 200;

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} text
 * @returns {HTMLElementTagNameMap[K]}
 */
function el(tag, text = '', className = '') {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * The panel. `current()` is the result on screen (null for none); `changed()` is told when what
 * the link should carry changed (a report shown or dropped).
 */
export class ProgramPanel {
  #player;
  #current;
  #changed;
  #showLine;
  #output;
  #trace;
  /** @type {{ shown: Checked, output: string, trace: string, exit: ProgramExit | null, report: TraceReport, packed: Promise<[string | null, string | null]> | null } | null} the report on screen and what it checked */
  #checked = null;
  /** @type {ProgramExit | null} how your program ended, from a link: kept while the panel holds texts (an edit of a trace line does not change how the run ended) */
  #exit = null;
  #ticket = 0;
  /** @type {() => string} the status line's text, made again in another language */
  #status = () => '';
  /** @type {('output' | 'trace')[]} what the link on screen leaves out */
  #leftOut = [];

  /**
   * @param {Player} player
   * @param {{ current: () => Checked | null, changed: () => void, showLine: (line: YourLine) => void, editor: import('./program-text.js').EditorModule }} hooks
   * (`showLine`: plays your line of play as the variation on screen; `editor`: the module of
   * the editor a text with bidi characters is edited in)
   */
  constructor(player, { current, changed, showLine, editor }) {
    this.#player = player;
    this.#current = current;
    this.#changed = changed;
    this.#showLine = showLine;
    const hooks = {
      changed: () => this.#edited(),
      // A file's error, worded in the page's language whenever the status is shown.
      error: (/** @type {(lang: Lang) => string} */ say) => this.#setStatus(() => say(language())),
      submit: () => this.check(),
    };
    const texts = (/** @type {string} */ id) => ({
      box: byId(id, HTMLTextAreaElement),
      held: byId(`${id}-held`, HTMLDivElement),
      file: byId(`${id}-file`, HTMLInputElement),
    });
    const named = (/** @type {string} */ key) => ({ ...hooks, editor, label: (/** @type {Lang=} */ lang) => t(key, {}, lang) });
    this.#output = new ProgramText(texts('program-output'), named('program.output'));
    this.#trace = new ProgramText(texts('program-trace'), named('program.trace'));
    byId('program-check', HTMLButtonElement).addEventListener('click', () => this.check());
    byId('program-first', HTMLButtonElement).addEventListener('click', () => this.#goToFirst());
    player.on('step', ({ index }) => this.#showStep(index));
    // The board makes room for the headline above it (style.css), however many lines it takes.
    const headline = byId('program-headline', HTMLParagraphElement);
    new ResizeObserver(() => document.body.style.setProperty('--program-headline-height', `${headline.offsetHeight}px`)).observe(headline);
    this.#updateButton();
  }

  /** Whether the panel holds text to check. */
  get hasTexts() {
    return Boolean(this.#output.text.trim() || this.#trace.text.trim());
  }

  /**
   * Puts a link's output, trace and your program's exit in the panel (null: none), opened when
   * it has any.
   * @param {string | null} output
   * @param {string | null} trace
   * @param {ProgramExit | null} exit
   */
  restore(output, trace, exit = null) {
    this.#output.set(output ?? '');
    this.#trace.set(trace ?? '');
    this.#exit = exit;
    if (this.hasTexts) byId('program-box', HTMLDetailsElement).open = true;
    this.#edited();
  }

  /**
   * Checks the panel's texts against the result on screen; `jump`: the player then shows the
   * first difference.
   */
  async check({ jump = true } = {}) {
    const ticket = ++this.#ticket;
    this.#drop();
    const shown = this.#current();
    if (!this.hasTexts) {
      this.#setStatus(() => t('program.nothing'));
      return;
    }
    if (!shown) {
      this.#setStatus(() => t('program.runFirst'));
      return;
    }
    const output = this.#output.text;
    const trace = this.#trace.text;
    const exit = this.#exit;
    this.#setStatus(() => t('program.checking'));
    let report;
    try {
      report = await shown.remote.call('checkTrace', await utf8(trace), output.trim() ? await utf8(output) : null, exit);
    } catch (err) {
      const message = /** @type {Error} */ (err).message;
      if (ticket === this.#ticket) this.#setStatus(() => t('program.failed', { message }));
      return;
    }
    if (ticket !== this.#ticket || this.#current() !== shown) return;
    this.#setStatus(() => '');
    this.#checked = { shown, output, trace, exit, report, packed: null };
    await this.#render();
    if (ticket !== this.#ticket) return;
    this.#player.setOverlay(overlayOf(report));
    const shownStep = stepToShow(report);
    if (jump && shownStep !== null) await this.#player.go(shownStep, { animate: false });
    else this.#showStep(this.#player.index);
    this.#changed();
  }

  /** The result on screen went (or is about to be replaced): its report goes with it. */
  forget() {
    this.#ticket++;
    this.#drop();
  }

  /**
   * The report on screen made again (in the page's language, or for the session's timeline as
   * it is now), the step kept.
   */
  async refresh() {
    this.#output.relabel();
    this.#trace.relabel();
    byId('program-status', HTMLSpanElement).textContent = this.#status();
    this.showLinkNote(this.#leftOut);
    if (this.#checked) await this.check({ jump: false });
  }

  /**
   * Your texts for a link, packed as the input is (null: none, or too large for a link, then
   * named in `tooLarge`); null when no report is on screen.
   */
  async linkTexts() {
    const checked = this.#checked;
    if (!checked) return null;
    const pack = (/** @type {string} */ text) => (text.trim() ? compress(text, MAX_LINK_LENGTH) : Promise.resolve(null));
    checked.packed ??= Promise.all([pack(checked.output), pack(checked.trace)]);
    const [packedOutput, packedTrace] = await checked.packed;
    /** @type {('output' | 'trace')[]} */
    const tooLarge = [];
    if (packedOutput === null && checked.output.trim()) tooLarge.push('output');
    if (packedTrace === null && checked.trace.trim()) tooLarge.push('trace');
    return { packedOutput, packedTrace, exit: checked.exit, tooLarge };
  }

  /**
   * Says which of your texts the link on screen leaves out (too large for a link), if any.
   * @param {string[]} leftOut
   */
  showLinkNote(leftOut) {
    this.#leftOut = /** @type {('output' | 'trace')[]} */ (leftOut.filter((name) => name === 'output' || name === 'trace'));
    const note = byId('program-link-note', HTMLParagraphElement);
    const which = this.#leftOut.length === 2 ? 'both' : this.#leftOut[0];
    note.hidden = !which;
    note.textContent = which ? t(`program.linkLeftOut.${which}`) : '';
  }

  /** @param {() => string} text */
  #setStatus(text) {
    this.#status = text;
    byId('program-status', HTMLSpanElement).textContent = text();
  }

  /** A text was edited: the report about the old text goes. */
  #edited() {
    this.#ticket++;
    const had = this.#checked;
    this.#drop();
    // An emptied panel holds no run: how one ended goes with it.
    if (!this.hasTexts) this.#exit = null;
    this.#updateButton();
    this.#setStatus(() => (had ? t('program.edited') : ''));
  }

  #updateButton() {
    byId('program-check', HTMLButtonElement).disabled = !this.hasTexts;
  }

  /** No report on screen: the panel's, the step's and the player's overlay go. */
  #drop() {
    const had = this.#checked;
    this.#checked = null;
    byId('program-report', HTMLDivElement).hidden = true;
    byId('program-step', HTMLElement).hidden = true;
    byId('program-headline', HTMLParagraphElement).hidden = true;
    byId('step-program', HTMLPreElement).hidden = true;
    document.body.classList.remove('program-checked');
    this.showLinkNote([]);
    if (had) {
      if (this.#current() === had.shown) this.#player.setOverlay(null);
      this.#changed();
    }
  }

  async #goToFirst() {
    const report = this.#checked?.report;
    if (!report) return;
    const step = stepToShow(report);
    const first = report.firstDifference === null ? null : report.checkpoints[report.firstDifference];
    if (step !== null) await this.#player.go(step, { animate: false });
    else if (first?.yourLine) this.#showLine(first.yourLine);
  }

  /** Shows the report on screen: the summary, the output's verdict, the judge's steps, the bad lines, the checkpoints. */
  async #render() {
    const checked = this.#checked;
    if (!checked) return;
    const { report } = checked;
    byId('program-report', HTMLDivElement).hidden = false;
    // The player stays in view beside the panel (style.css), the first difference under it.
    document.body.classList.add('program-checked');
    // That keeps the step's events to their first lines: the keyboard reaches the rest, as the
    // player lets it reach an overflowing list (player-controls.js showEvents).
    const events = /** @type {HTMLElement | null} */ (document.querySelector('#player .events'));
    if (events && events.scrollHeight > events.clientHeight) events.tabIndex = 0;
    const { className, text, go } = summaryOf(report, checked.trace);
    const summary = byId('program-summary', HTMLParagraphElement);
    summary.className = className;
    summary.textContent = text;
    const goButton = byId('program-first', HTMLButtonElement);
    goButton.hidden = go === null;
    goButton.textContent = t({ first: 'program.goFirst', stopped: 'program.goStopped', yours: 'program.goYours' }[go ?? 'first']);
    // The headline, above the board: in view beside it whatever the panel's length.
    const headline = byId('program-headline', HTMLParagraphElement);
    headline.className = `${className} program-headline`;
    headline.textContent = text;
    headline.hidden = !text;
    this.#renderOutput(report);
    this.#renderJudgeSteps(report);
    this.#renderPoints(report);
    await this.#renderErrors(report);
  }

  /** @param {TraceReport} report */
  #renderOutput({ output }) {
    const box = byId('program-output-verdict', HTMLParagraphElement);
    const button = byId('program-output-step', HTMLButtonElement);
    box.hidden = !output;
    button.hidden = true;
    if (!output) return;
    const { verdict, step } = output;
    if (verdict.accepted || !verdict.difference) {
      box.className = 'verdict accepted';
      box.textContent = t('program.outputAccepted');
      return;
    }
    const show = (/** @type {string | null} */ line) => (line === null ? t('page.noLine') : quoted(JSON.stringify(line)));
    const { line, candidate, reference } = verdict.difference;
    box.className = 'verdict rejected';
    box.textContent = t('program.outputWrong', { line, yours: show(candidate), judge: show(reference) });
    if (step === null) return;
    button.hidden = false;
    button.onclick = () => this.#player.go(step, { animate: false });
  }

  /** @param {TraceReport} report */
  #renderJudgeSteps(report) {
    const section = byId('program-judge', HTMLElement);
    section.hidden = report.judgeSteps.length === 0;
    if (section.hidden) return;
    const last = report.lastAgreement === null ? null : report.checkpoints[report.lastAgreement];
    byId('program-judge-head', HTMLHeadingElement).textContent = last
      ? t('program.judgeSince', { name: last.name, line: last.line })
      : t('program.judgeFromStart');
    const items = report.judgeSteps.map(({ step, title, events }) => {
      const item = el('li');
      item.append(this.#stepButton(t('program.judgeStep', { step: step + 1, title }), step));
      if (events.length) {
        const list = el('ul');
        list.append(...events.map((event) => el('li', event)));
        item.append(list);
      }
      return item;
    });
    if (report.judgeStepsLeftOut) items.unshift(el('li', t('program.judgeLeftOut', { count: report.judgeStepsLeftOut }), 'note'));
    byId('program-judge-steps', HTMLOListElement).replaceChildren(...items);
  }

  /**
   * The checkpoints in the trace's order, at most LISTED_POINTS of them around the first
   * difference, each with its state; those on a step are buttons that show it.
   * @param {TraceReport} report
   */
  #renderPoints(report) {
    const { checkpoints } = report;
    const section = byId('program-points', HTMLElement);
    section.hidden = checkpoints.length === 0;
    if (section.hidden) return;
    byId('program-points-head', HTMLHeadingElement).textContent = t('program.pointsHead', { count: checkpoints.length });
    const centre = report.firstDifference ?? 0;
    const from = Math.max(0, Math.min(centre - LISTED_POINTS / 2, checkpoints.length - LISTED_POINTS));
    const to = Math.min(checkpoints.length, from + LISTED_POINTS);
    const items = checkpoints.slice(from, to).map((point) => {
      const item = el('li');
      item.dataset.state = stateOf(point);
      const name = t('program.point', { line: point.line, name: point.name });
      const yours = point.yourLine;
      if (point.step !== null) item.append(this.#stepButton(t('program.pointAt', { point: name, step: point.step + 1 }), point.step));
      else if (yours) item.append(this.#lineButton(t('program.pointOnYourLine', { point: name }), yours));
      else item.append(el('span', name));
      item.append(' ', el('span', pointState(point), 'point-state'));
      return item;
    });
    if (from > 0) items.unshift(el('li', t('program.pointsBefore', { count: from }), 'note'));
    if (to < checkpoints.length) items.push(el('li', t('program.pointsAfter', { count: checkpoints.length - to }), 'note'));
    byId('program-point-list', HTMLOListElement).replaceChildren(...items);
  }

  /**
   * The bad trace lines, each a button that selects it in the trace box, and the line as written.
   * @param {TraceReport} report
   */
  async #renderErrors(report) {
    const section = byId('program-errors', HTMLElement);
    const count = report.errors.length + report.errorsLeftOut;
    section.hidden = count === 0;
    if (!count) return;
    const checked = this.#checked;
    // When no checkpoint could be read there is no rest of the trace that still counts.
    const head = report.checkpoints.length ? 'program.errorsHead' : 'program.errorsHeadNoneRead';
    byId('program-errors-head', HTMLHeadingElement).textContent = t(head, { count });
    const items = [];
    // Each kind of error once, at its first line, with how many lines have it (as the command
    // line says them): a trace of 500 000 alike lines is one entry, not a hundred.
    for (const { first, count: alike } of report.errorGroups) {
      const { line, col, message } = first;
      // An error about the trace as a whole (the game has no trace format) has no place.
      if (line === 0) {
        items.push(el('li', message));
        continue;
      }
      const item = el('li');
      const button = el('button', t('program.errorAt', { line, col, message }), 'link');
      button.type = 'button';
      button.addEventListener('click', () => this.#trace.select(line, col));
      const written = el('code', quoted(await this.#trace.lineAt(line)));
      if (this.#checked !== checked) return;
      written.dir = 'ltr';
      item.append(button, el('br'), written);
      if (alike > 1) item.append(el('br'), el('span', t('program.errorRepeated', { count: alike }), 'note'));
      items.push(item);
    }
    const grouped = report.errorGroups.reduce((sum, group) => sum + group.count, 0);
    const more = count - grouped;
    if (more > 0) items.push(el('li', t('program.moreErrors', { count: more }), 'note'));
    byId('program-error-list', HTMLUListElement).replaceChildren(...items);
  }

  /**
   * A button that shows step `step` (0-based).
   * @param {string} text
   * @param {number} step
   */
  #stepButton(text, step) {
    const button = el('button', text, 'link');
    button.type = 'button';
    button.addEventListener('click', () => this.#player.go(step, { animate: false }));
    return button;
  }

  /** The last step of the variation on screen (where your line of play ends), if one is. */
  #yourLineEnd() {
    const remote = this.#current()?.remote;
    return remote?.variation ? remote.stepCount - 1 : null;
  }

  /**
   * A button that plays your line of play `line` and shows its end.
   * @param {string} text
   * @param {YourLine} line
   */
  #lineButton(text, line) {
    const button = el('button', text, 'link');
    button.type = 'button';
    button.addEventListener('click', () => this.#showLine(line));
    return button;
  }

  /**
   * What your checkpoints at step `index` say, under the player and in the text view: each
   * checkpoint, what differs there field by field, and your notes.
   * @param {number} index
   */
  #showStep(index) {
    const onYourLine = this.#yourLineEnd() === index;
    const points =
      this.#checked?.report.checkpoints.filter(
        (point) => point.step === index || (onYourLine && sameLine(point.yourLine, this.#current())),
      ) ?? [];
    const section = byId('program-step', HTMLElement);
    const text = byId('step-program', HTMLPreElement);
    section.hidden = text.hidden = points.length === 0;
    /** @type {string[]} */
    const lines = [];
    const blocks = points.map((point) => {
      const head = `${t('program.point', { line: point.line, name: point.name })} — ${pointState(point)}`;
      const block = el('div', '', 'program-point');
      block.dataset.state = stateOf(point);
      const details = [
        ...point.differences.map((d) =>
          t('program.differenceAt', { field: d.field, yours: visible(d.yours), judge: d.judge, line: d.line, col: d.col }),
        ),
        ...(point.differencesLeftOut ? [t('program.moreDifferences', { count: point.differencesLeftOut })] : []),
        ...point.drawings.flatMap((d) => (d.type === 'text' ? [t('program.note', { text: visible(d.text) })] : [])),
      ];
      const list = el('ul');
      list.append(...details.map((line) => el('li', line)));
      block.append(el('h3', head), list);
      lines.push(head, ...details.map((line) => `  ${line}`));
      return block;
    });
    byId('program-step-points', HTMLDivElement).replaceChildren(...blocks);
    text.textContent = [t('program.stepHead'), ...lines].join('\n');
  }
}

/**
 * The step a report shows first: its first difference's, else where your program stopped; null
 * for none (a difference off the judge's steps, or nothing wrong).
 * @param {TraceReport} report
 */
function stepToShow(report) {
  const first = report.firstDifference === null ? null : report.checkpoints[report.firstDifference];
  if (first) return first.step;
  return report.stopped?.step ?? null;
}

/**
 * Whether `line` is the variation on screen of `shown`: the checkpoint is at its end.
 * @param {YourLine | null} line
 * @param {Checked | null} shown
 */
function sameLine(line, shown) {
  const variation = shown?.remote.variation;
  if (!line || !variation) return false;
  return variation.base === line.base && variation.moves.join('\n') === line.moves.join('\n');
}

/**
 * A sentence of the engine's as the page shows it: from a capital letter.
 * @param {string} text
 */
const sentence = (text) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The report's summary: its class (accepted or rejected), its text (the first difference, where
 * your program stopped, or how many checkpoints agree), and what its button goes to.
 * @param {TraceReport} report
 * @param {string} trace the trace checked
 * @returns {{ className: string, text: string, go: 'first' | 'stopped' | 'yours' | null }}
 */
function summaryOf(report, trace) {
  const first = report.firstDifference === null ? null : report.checkpoints[report.firstDifference];
  const stopped = report.stopped && sentence(report.stopped.said);
  if (first) {
    const [difference] = first.differences;
    const more = first.differences.length - 1 + first.differencesLeftOut;
    const text = [
      t('program.firstDifference', { name: first.name, place: placeOf(first) }),
      difference && t('program.difference', { field: difference.field, yours: visible(difference.yours), judge: difference.judge }),
      more > 0 && t('program.moreDifferences', { count: more }),
      stopped,
    ];
    const go = first.step !== null ? 'first' : first.yourLine ? 'yours' : null;
    return { className: 'verdict rejected', text: text.filter(Boolean).join('\n'), go };
  }
  const go = report.stopped?.step == null ? null : 'stopped';
  if (report.checkpoints.length) {
    // Nothing compared is not agreement: a checkpoint whose fields could not be read says so.
    const placed = report.checkpoints.filter((p) => p.unplaced === null);
    const agreeing = placed.filter((p) => p.compared > 0).length;
    const empty = placed.length - agreeing;
    const unplaced = report.checkpoints.length - placed.length;
    const counts = [
      agreeing > 0 ? t('program.allAgree', { count: agreeing }) : t('program.nothingCompared', { count: empty }),
      agreeing > 0 && empty > 0 && t('program.comparedNothingCount', { count: empty }),
      unplaced > 0 && t('program.unplacedCount', { count: unplaced }),
    ]
      .filter(Boolean)
      .join(' ');
    // A program that stopped is wrong whatever its checkpoints say: where it stopped comes first.
    const failed = empty > 0 || stopped;
    return { className: failed ? 'verdict rejected' : 'verdict accepted', text: [stopped, counts].filter(Boolean).join('\n'), go };
  }
  // Without a checkpoint there is only how your program ended and the output's verdict to show.
  const text = stopped || (trace.trim() ? t('program.noCheckpoints') : '');
  return { className: stopped ? 'verdict rejected' : 'verdict', text, go };
}

/**
 * Where a checkpoint is: its trace line and step, or why it has no step.
 * @param {CheckedPoint} point
 */
function placeOf(point) {
  if (point.step !== null) return t('program.placeStep', { line: point.line, step: point.step + 1 });
  return t('program.placeOff', { line: point.line, why: point.offTimeline ?? point.unplaced ?? '' });
}

/**
 * @param {CheckedPoint} point
 * @returns {'agree' | 'differ' | 'unplaced'}
 */
function stateOf(point) {
  if (point.unplaced !== null) return 'unplaced';
  return point.differences.length || point.differencesLeftOut ? 'differ' : 'agree';
}

/**
 * A checkpoint's state in words: agrees (on how many values), differs (in how many), or why it
 * cannot be placed; one compared off the judge's steps says why.
 * @param {CheckedPoint} point
 */
function pointState(point) {
  const state = stateOf(point);
  if (state === 'unplaced') return t('program.pointUnplaced', { why: point.unplaced ?? '' });
  const said =
    state === 'differ'
      ? t('program.pointDiffers', { count: point.differences.length + point.differencesLeftOut })
      : point.compared === 0
        ? t('program.pointComparedNothing')
        : t('program.pointAgrees', { count: point.compared });
  return point.offTimeline === null ? said : `${said} ${t('program.pointOff', { why: point.offTimeline })}`;
}

/**
 * The player's overlay for `report`: a slider marker per checkpoint on a step, and your state
 * over each such step's board.
 * @param {TraceReport} report
 * @returns {Overlay}
 */
function overlayOf(report) {
  /** @type {Marker[]} */
  const markers = [];
  for (const point of report.checkpoints) {
    if (point.step === null) continue;
    const state = stateOf(point) === 'differ' ? 'differ' : 'agree';
    markers.push({
      step: point.step,
      label: `${t('program.point', { line: point.line, name: point.name })} — ${pointState(point)}`,
      state,
    });
  }
  return { markers };
}
