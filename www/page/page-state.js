// The main page's state and its events, as chessground keeps one `State` that its parts observe.
// Everything the page changes over time is in the PageState object (the controllers, page-*.js,
// keep nothing of their own). The controllers depend in one direction: app.js makes them in order,
// and each is handed those made before it (`Controllers` below, lowest first), whose functions it
// calls; what a controller tells those made after it, it emits as one of the PageEvents they
// listen to. No controller imports another.

/** @import { Engine, RemoteSession } from '../engine/engine.js' */
/** @import { Emitter } from '../lib/events.js' */
/** @import { StatusLine } from './page-status.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @import { Player } from '../player/player.js' */
/** @import { LargeEditor } from '../tools/large-editor.js' */
/** @import { ProgramPanel } from '../tools/program.js' */
/** @import { Measured } from '../lib/text.js' */
/** @import { GameEntry, GameInfo, StepView, Suggestion, VariationInfo, YourLine } from '../lib/types.js' */

/**
 * The result on screen, with the game, rules and input that produced it.
 * @typedef {object} Shown
 * @property {RemoteSession} remote
 * @property {GameInfo} game
 * @property {string} input
 * @property {Record<string, string>} rules
 * @property {string} output
 * @property {string[]} outputLines the output's lines
 * @property {number} stepCount
 * @property {Promise<string | null>} [packedInput] the input compressed for links, once asked for (null: too large for one)
 */

/**
 * While the input is held outside the text box: its text, and once measured (a slice at a time),
 * its size, lines and long lines.
 * @typedef {{ text: string, measured: Measured | null }} Held
 */

/**
 * Your moves that an edit of the input dropped, with the input, rules and step they were shown
 * with; "Undo and keep my moves" brings them back.
 * @typedef {{ input: string, rules: Record<string, string>, variation: VariationInfo, step: number }} DroppedMoves
 */

/**
 * @typedef {object} PageState
 * @property {Lang | null} chosenLanguage the language a link or the Language menu chose (null: the browser's)
 * @property {number} languageTicket bumped by each change of language: a newer one takes over
 * @property {GameEntry[]} games the game menu, in the page's language
 * @property {GameInfo} game the selected game (set before anything else runs: main() selects one)
 * @property {Shown | null} session the result on screen
 * @property {InputState} input
 * @property {RunState} run
 * @property {StatusState} status
 * @property {PageLinkState} link
 * @property {EditState} edit
 * @property {number | null} differingLine the output line (0-based) the last comparison found different
 * @property {boolean} stopExport whether Cancel was pressed during the export in progress
 */

/**
 * @typedef {object} InputState
 * @property {Held | null} held the input held outside the text box (null: the text box or the editor has it)
 * @property {number} heldMark the line the held preview shows (0: its first lines)
 * @property {LargeEditor | null} editor the editor of a large input, when the user chose to edit a held input (null: the text box or the held input is the input)
 * @property {number} editorTicket bumped by each new input: an editor still opening for an older one is dropped
 * @property {string} loadedSample the sample text last put into the editor, to know if the user edited it
 * @property {(() => string) | null} fileNote the file note's text: the file a link names, or the file opened
 * @property {((lang: import('../i18n/i18n.js').Lang) => string) | null} fileError the error of a file opened, shown in the input's error box (worded again when the language changes)
 * @property {{ seed: string, command: string } | null} randomNote the random input's seed and command
 */

/**
 * The run in progress: its ticket, so that an answer for a cancelled run is dropped.
 * @typedef {object} RunState
 * @property {number} ticket
 * @property {boolean} running
 * @property {number} cancelTimer shows Cancel once a run takes a moment
 * @property {boolean} engineError whether the error on screen is the engine's (a change of language runs again to translate it)
 * @property {Record<string, string> | undefined} lastRules the rules the last run was asked with
 */

/**
 * @typedef {object} StatusState
 * @property {() => string} text the status line's text, made again in another language
 * @property {number} announcedAt when screen readers last heard it (performance.now())
 * @property {number} announceTimer the announcement held back while a run reports progress
 */

/**
 * @typedef {object} PageLinkState
 * @property {number} restoring how many restores of a hash are applying theirs (the hash is not rewritten meanwhile)
 * @property {number} restoreTicket bumped by each restore: a newer hash takes over
 * @property {number} hashTimer the hash update waiting for the page to settle
 * @property {boolean} tooLarge whether the result on screen is too large for a link
 */

/**
 * @typedef {object} EditState
 * @property {DroppedMoves | null} droppedMoves
 * @property {number} runTimer the run of the text the board editor wrote, waiting for more edits
 */

/**
 * The page's state before anything is shown.
 * @param {Lang | null} chosenLanguage
 * @returns {PageState}
 */
export function createPageState(chosenLanguage) {
  /** @type {Omit<PageState, 'game'>} */
  const state = {
    chosenLanguage,
    languageTicket: 0,
    games: [],
    session: null,
    input: { held: null, heldMark: 0, editor: null, editorTicket: 0, loadedSample: '', fileNote: null, fileError: null, randomNote: null },
    run: { ticket: 0, running: false, cancelTimer: 0, engineError: false, lastRules: undefined },
    status: { text: () => '', announcedAt: -Infinity, announceTimer: 0 },
    link: { restoring: 0, restoreTicket: 0, hashTimer: 0, tooLarge: false },
    edit: { droppedMoves: null, runTimer: 0 },
    differingLine: null,
    stopExport: false,
  };
  // `game` is left out: main() selects one before anything reads it.
  return /** @type {PageState} */ (state);
}

/**
 * The result on screen, for the actions that need one (their buttons are disabled without).
 * @param {PageState} state
 */
export function onScreen(state) {
  if (!state.session) throw new Error('no result on screen');
  return state.session;
}

/** @typedef {string | (() => string)} Text a text, or a function making it (called again when the language changes) */

/** @typedef {{ line: number, col?: number, message: string, detail?: string, suggestion?: Suggestion | null }} ShownError an error, located in the input when its line is not 0 */

/**
 * How to run: from step `step`, with `rules` (default: the selects; a link's own rules are passed
 * as written, so that a bad name or value gets the engine's error), `reveal`ing the board,
 * showing `variation` (your moves: a link's, or those before a cancelled move) with `feedback`.
 * @typedef {{ step?: number, rules?: Record<string, string>, reveal?: boolean, variation?: VariationInfo | null, feedback?: string[] }} RunOptions
 */

/**
 * What happened on the page, for the controllers made later than the one that says it.
 * @typedef {object} PageEvents
 * @property {undefined} changed what a link to the page holds changed (the step, a report, your moves): the hash follows
 * @property {RunOptions} submit the user asked for a run (Ctrl+Enter, a suggestion applied, the editor of a large input)
 * @property {{ name: string, text: string }} opened the user opened (or dropped) a file on the input: it runs, as a sample does
 * @property {undefined} editing the user is editing the input (typing, pasting, dropping): the result on screen is still of the text before
 * @property {{ sample: boolean }} edited the user edited the input; whether it is still the sample loaded
 * @property {undefined} text the input's text changed, however
 * @property {undefined} rulesChanged the user changed a rule option
 * @property {{ result: RemoteSession, feedback: string[] }} shown a result is on screen (your moves' `feedback` shown with it)
 * @property {undefined} forgotten the result on screen went
 * @property {GameInfo} gameSelected another game was selected
 * @property {YourLine} yourLine the user asked to see a checkpoint on their own line of play: it is played as a variation
 */

/**
 * The controllers, lowest first: each is handed those before it (page-output.js … page-link.js).
 * @typedef {object} Controllers
 * @property {OutputActions} output
 * @property {ExportActions} exporter
 * @property {RuleActions} rules
 * @property {InputActions} input
 * @property {RunActions} run
 * @property {GameActions} game
 * @property {ExploreActions} explore
 * @property {LanguageActions} language
 */

/**
 * page-output.js: the output, the step's text and output, Copy, Download and Compare.
 * @typedef {object} OutputActions
 * @property {(text: string, what: 'output' | 'link' | 'input') => Promise<boolean>} copyText
 * @property {(text: string) => void} showOutput shows the output, once the step on screen is painted
 * @property {() => void} clearOutput
 * @property {(shown: { step: StepView }) => void} showStepDetails
 * @property {() => void} compareAgain a verdict on screen is made again, in the page's language now
 */

/**
 * page-export.js: the export panel.
 * @typedef {object} ExportActions
 * @property {(stepCount: number, options?: { reset?: boolean }) => void} setExportRange
 */

/**
 * page-rules.js: the game's rule options and the engine's suggestion to set one.
 * @typedef {object} RuleActions
 * @property {() => void} buildRuleControls the selected game's rule options, at their defaults
 * @property {() => void} relabelRules the rule options' texts in the page's language, their values kept
 * @property {() => Record<string, string>} currentRules the rule options set away from their defaults
 * @property {(rules: Record<string, string>) => void} setRules
 * @property {(suggestion: Suggestion | null | undefined) => void} showSuggestion
 */

/**
 * page-input.js: the input's text box or held text, files, and errors located in the input.
 * @typedef {object} InputActions
 * @property {() => string} inputText the input as it runs (from the editor of a large input, in one task: see readInput)
 * @property {() => Promise<{ text: string, bytes: number } | null>} readInput the input of the editor of a large input and its size in UTF-8, read a slice at a time (null: the editor is not open)
 * @property {() => boolean} ownInput whether the input is the user's own: neither empty nor the sample last loaded
 * @property {(text: string, measured?: Measured | null) => void} setInput
 * @property {(text: (() => string) | null) => void} showFileNote
 * @property {(error: ShownError, options?: { caret?: boolean }) => void} showError
 * @property {() => void} clearError
 * @property {() => void} relabelInput the held input's summary and the file note, in the page's language now
 */

/**
 * page-run.js: Run, Cancel and the result on screen.
 * @typedef {object} RunActions
 * @property {(options?: RunOptions) => Promise<void>} run runs the input (one run at a time)
 * @property {(why?: Text) => void} cancelRun stops a run in progress; `why` goes to the status line
 * @property {(why?: Text) => void} invalidate the game, a rule or the input changed: the run and the result on screen go
 * @property {() => void} forgetSession the result on screen goes
 */

/**
 * page-game.js: the game and sample menus and random inputs.
 * @typedef {object} GameActions
 * @property {(id: string) => Promise<boolean>} selectGame game `id` (the first if not in the menu),
 *   once its texts are fetched; false when a later selection took over or they could not be
 * @property {() => void} listGames fills the game menu from the games list
 * @property {() => void} relabelGame the game's texts and rule options, in the page's language now
 * @property {(index: number) => void} loadSample
 * @property {(text: string) => void} loadUserText an input of the user's own: no sample (or its note) applies
 * @property {() => void} forgetSample
 * @property {() => void} showRandomNote
 */

/**
 * page-explore.js: your moves and the board editor.
 * @typedef {object} ExploreActions
 * @property {() => void} showDroppedMoves the notice of moves an edit dropped, in the page's language now
 * @property {() => void} refreshBoardEditor an open board editor shows its board again (in the page's language now)
 */

/**
 * page-language.js: the Language menu.
 * @typedef {object} LanguageActions
 * @property {(lang: Lang) => Promise<void>} changeLanguage
 */

/**
 * page-link.js: the link in the address bar.
 * @typedef {object} LinkActions
 * @property {() => Promise<boolean>} restoreFromHash applies the state in the URL hash; false when it holds none
 */

/**
 * The page: its state, its events and the components its controllers share.
 * @typedef {object} Page
 * @property {PageState} state
 * @property {Emitter<PageEvents>} events
 * @property {StatusLine} status
 * @property {Engine} engine
 * @property {Player} player
 * @property {ProgramActions} program
 */

/**
 * program-panel.js: your program's panel (tools/program.js, made on first use), as the page uses it.
 * @typedef {object} ProgramActions
 * @property {boolean} hasTexts whether the panel holds text to check
 * @property {(...args: Parameters<ProgramPanel['restore']>) => Promise<void>} restore a link's output, trace and exit put in the panel
 * @property {ProgramPanel['check']} check
 * @property {() => void} forget
 * @property {() => Promise<void>} refresh
 * @property {() => ReturnType<ProgramPanel['linkTexts']>} linkTexts
 * @property {ProgramPanel['showLinkNote']} showLinkNote
 */
