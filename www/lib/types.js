// The page's own shapes, as JSDoc types for the type check (tests/e2e/tsconfig.json), and short
// names for the engine's. What crosses the wasm boundary is declared once, generated from the
// Rust types (www/pkg/engine.d.ts, written by `./build.sh build`; see src/session/typescript.rs).
// Nothing imports this module at run time: the other modules name its types in `@import` comments.

/** @typedef {import('../pkg/engine.js').ListedGame} GameEntry a game of the game menu: its id and title */
/** @typedef {import('../pkg/engine.js').ShownGame} GameInfo a game, its texts in the language set */
/** @typedef {import('../pkg/engine.js').ShownPalette} Palette a game's legend: cell, token and mark kinds */
/** @typedef {import('../pkg/engine.js').ShownStyle} Style how one kind looks */
/** @typedef {import('../pkg/engine.js').ShownRule} RuleOption `values` are [value, meaning], the default first */
/** @typedef {import('../pkg/engine.js').ShownSample} Sample */
/** @typedef {import('../pkg/engine.js').BoardView} BoardViewRequest how the module is asked to paint a board (src/session/figure/board.rs) */
/** @typedef {import('../pkg/engine.js').BoardPlace} BoardPlace where the module painted the board, in CSS pixels */
/** @typedef {import('../pkg/engine.js').StepView} StepView a step as the page shows it (src/session/view.rs) */
/** @typedef {import('../pkg/engine.js').BoardAxes} BoardAxes the names of a board's rows and columns */
/** @typedef {import('../pkg/engine.js').BoardNotes} BoardNotes what each cell holds, for the cell tip */
/**
 * A value as JSON text (what the engine sends per step shown); engine.js `fromJson` parses it.
 * @template T
 * @typedef {import('../pkg/engine.js').Json<T>} Json
 */
/** @typedef {import('../pkg/engine.js').Timeline} Timeline */
/** @typedef {import('../pkg/engine.js').RunSummary} RunSummary */
/** @typedef {import('../pkg/engine.js').Branch} Branch */
/** @typedef {import('../pkg/engine.js').Suggestion} Suggestion another rule option value the input reads as */
/** @typedef {import('../pkg/engine.js').Verdict} Verdict */
/** @typedef {import('../pkg/engine.js').TraceReport} TraceReport */
/** @typedef {import('../pkg/engine.js').CheckedPoint} CheckedPoint */
/** @typedef {import('../pkg/engine.js').YourLine} YourLine a checkpoint's own line of play, off the judge's: your moves after main-line step `base` */
/** @typedef {import('../pkg/engine.js').ProgramExit} ProgramExit how your program ended when not normally (src/session/exit.rs) */
/** @typedef {import('../pkg/engine.js').Drawing} Drawing */
/** @typedef {import('../pkg/engine.js').Decision} Decision who moves at a step, and how (`moves` empty where `moveCount` is large: asked for apart) */
/** @typedef {import('../pkg/engine.js').MoveOption} MoveOption */
/** @typedef {import('../pkg/engine.js').VariationInfo} VariationInfo your moves, shown after main-line step `base` */
/** @typedef {import('../pkg/engine.js').EditorView} EditorBoard the board editor's view of an input */
/** @typedef {import('../pkg/engine.js').Field} EditorField */
/** @typedef {import('../pkg/engine.js').Edit} Edit */
/** @typedef {import('../pkg/engine.js').Edited} Edited */
/** @typedef {import('../pkg/engine.js').ErrorInfo} ErrorInfo one shape of a failure, from the engine to the error panel */

/** @typedef {[number, number]} Point (row, col) */
/**
 * A figure's title and caption (FigureText, src/session/figure/mod.rs): each a text, `''` for none, or null
 * (or left out) for the step's own.
 * @typedef {{ title?: string | null, caption?: string | null }} FigureText
 */

/**
 * A step worth a mark on the slider; a checkpoint of your program's trace has a `state`: whether
 * it agrees with the judge there.
 * @typedef {import('../pkg/engine.js').Marker & { state?: 'agree' | 'differ' }} Marker
 */

/**
 * Your program's state over a Player's steps (player.js `setOverlay`): `markers` join the
 * source's on the slider, and the module paints the state of the session's last checked trace
 * over the board.
 * @typedef {object} Overlay
 * @property {Marker[]} markers
 */

/** @typedef {{ stepready: number }} SessionEvents a step shown incomplete is complete */

/**
 * What a Player shows (player.js `load`): the engine's RemoteSession, or any object like it.
 * @typedef {object} StepSource
 * @property {number} stepCount
 * @property {Marker[]} [markers]
 * @property {VariationInfo | null} [variation] steps after `base` are your moves (a band on the slider)
 * @property {(index: number) => Promise<StepView>} view
 * @property {(index: number, canvas: HTMLCanvasElement, view: BoardViewRequest) => Promise<BoardPlace>} [paint] paints step `index` on `canvas`; none: the board stays blank
 * @property {(index: number, text: FigureText, dark: boolean, scale: number) => Promise<ImageData>} [figure] step `index`'s figure, painted
 * @property {(index: number) => Promise<BoardNotes>} [notes] what each cell of step `index` holds (the cell tip); none: the tip names the cell
 * @property {(type: 'stepready', listener: (index: number) => void) => () => void} [on]
 */

/**
 * The JSON of an exported standalone page, read by standalone.js.
 * @typedef {object} StandaloneData
 * @property {string} title
 * @property {import('../i18n/i18n.js').Lang} lang the language it was exported in
 * @property {string} game
 * @property {string} input
 * @property {Record<string, string>} rules
 * @property {number} step
 * @property {string} css
 * @property {string} wasm base64
 * @property {Record<string, string>} catalogs every language's catalogs, the page's and the game's
 *   engine's, by path under www/ (`i18n/fa.ftl`, `pkg/messages/fa/mayan.ftl`): it fetches nothing
 */

export {};
