// The data crossing the wasm boundary (src/wasm.rs serializes it; every name is camelCase) and the
// page's own shapes, as JSDoc types for the type check (tests/e2e/tsconfig.json). Nothing imports
// this module at run time: the other modules name its types in `@import` comments.

/**
 * How one cell kind, token kind or mark kind looks (timeline.rs `Style`).
 * @typedef {{ name: string, light: string, dark: string, glyph: string }} Style
 */

/**
 * A game's legend (timeline.rs `Palette`).
 * @typedef {{ cells: Style[], tokens: Style[], marks: Style[] }} Palette
 */

/** @typedef {[number, number]} Point (row, col), or (x, y) in figure units */

/**
 * Something standing on the board (timeline.rs `Token`); fields at their default are left out.
 * @typedef {object} Token
 * @property {number} id stable across the steps of a session
 * @property {number} row
 * @property {number} col
 * @property {number} kind index into `Palette.tokens`
 * @property {string} [label]
 * @property {string[]} [badges]
 * @property {'up' | 'down' | 'left' | 'right'} [dir]
 * @property {boolean} [faded]
 * @property {Point[]} [trail]
 * @property {number} [size] percent of the normal size (100 when left out)
 */

/**
 * An overlay (timeline.rs `Mark`).
 * @typedef {{ type: 'cells', cells: Point[], kind: number }
 *   | { type: 'path', points: Point[], kind: number }
 *   | { type: 'arrow', from: Point, to: Point, kind: number }
 *   | { type: 'text', at: Point, text: string, kind: number }} Mark
 */

/**
 * A grid scene (timeline.rs `Frame`).
 * @typedef {object} Frame
 * @property {number} width
 * @property {number} height
 * @property {ArrayLike<number>} cells row-major indexes into `Palette.cells` (a Uint8Array from wasm)
 * @property {Token[]} tokens
 * @property {Mark[]} marks
 * @property {string} caption
 * @property {string[]} rowLabels empty for none
 * @property {string[]} colLabels
 */

/**
 * One step of a timeline (timeline.rs `Step`).
 * @typedef {object} Step
 * @property {string} title
 * @property {string[]} events
 * @property {[number, number]} outputLines the judge-output lines it printed: 0-based, half-open
 * @property {Frame} frame
 * @property {string} text
 */

/** @typedef {Step & { scene: Scene }} ShownStep a step as `Session.step` gives it: with its figure */

/** @typedef {number} Colour an index into `Scene.colours` */

/**
 * One drawing primitive (figure/mod.rs `Shape`); alpha 1, no stroke and no fill are left out.
 * @typedef {{ shape: 'rect', x: number, y: number, w: number, h: number, fill?: Colour, stroke?: Colour, line?: number, radius?: number, alpha?: number }
 *   | { shape: 'circle', x: number, y: number, r: number, fill: Colour, stroke?: Colour, line?: number, alpha?: number }
 *   | { shape: 'path', points: Point[], fill?: Colour, stroke?: Colour, line?: number, dash?: [number, number], alpha?: number }
 *   | { shape: 'cells', x: number, y: number, size: number, cols: number, fills: Uint8Array, alpha?: undefined }
 *   | { shape: 'lines', segments: [number, number, number, number][], stroke: Colour, line: number, alpha?: undefined }
 *   | { shape: 'text', x: number, y: number, text: string, size: number, bold?: boolean, anchor: 'start' | 'middle' | 'end', fill: Colour, halo?: [Colour, number], alpha?: number }} Shape
 */

/**
 * Where the board is in a scene (figure/mod.rs `BoardBox`).
 * @typedef {{ x: number, y: number, cell: number, rows: number, cols: number }} BoardBox
 */

/**
 * A token's shapes, moved as one while tweening (figure/mod.rs `TokenShapes`).
 * @typedef {{ id: number, row: number, col: number, trail?: Point[], body: Shape[], badges?: Shape[] }} TokenShapes
 */

/**
 * A laid-out step (figure/mod.rs `Scene`), in layers from bottom to top.
 * @typedef {object} Scene
 * @property {number} width
 * @property {number} height
 * @property {number} stageHeight the part a player shows: the board with its labels
 * @property {BoardBox} board
 * @property {[string, string][]} colours [light, dark] CSS colours
 * @property {Colour} background
 * @property {Shape[]} base
 * @property {Shape[]} marks
 * @property {TokenShapes[]} tokens
 * @property {Shape[]} textMarks
 * @property {Shape[]} text the title and caption under the stage
 */

/**
 * A step worth a mark on the slider; a checkpoint of your program's trace has a `state`: whether
 * it agrees with the judge there.
 * @typedef {{ step: number, label: string, state?: 'agree' | 'differ' }} Marker
 */

/** @typedef {{ rule: string, value: string, message: string }} Suggestion another rule option value the input reads as */

/** @typedef {{ line: number, reference: string | null, candidate: string | null }} Difference the first differing line, from 1; the reference is the engine's output */

/**
 * A judge's comparison of an output with the engine's (lib.rs `Verdict`); `explanation` is the
 * game's replay of a different answer, when it has one.
 * @typedef {{ accepted: true, difference: null, explanation: null } | { accepted: false, difference: Difference, explanation: string | null }} Verdict
 */

/**
 * What your program drew at a checkpoint (trace/mod.rs `Drawing`), in frame cells (row, col);
 * `colour` is a CSS colour name or #rgb / #rrggbb.
 * @typedef {{ type: 'mark', cell: Point, colour: string, label: string }
 *   | { type: 'arrow', from: Point, to: Point, colour: string }
 *   | { type: 'text', text: string }} Drawing
 */

/**
 * A value of yours that differs from the judge's (trace/mod.rs `FieldDifference`): `line` and
 * `col` locate yours in the trace; `cells` are the frame cells concerned; `ghost` your piece or
 * cell content (a palette token kind), to draw over the judge's.
 * @typedef {object} FieldDifference
 * @property {string} field
 * @property {string} yours
 * @property {string} judge
 * @property {number} line
 * @property {number} col
 * @property {Point[]} cells
 * @property {{ row: number, col: number, kind: number, label: string } | null} ghost
 */

/**
 * One checkpoint of a trace (trace/mod.rs `CheckedPoint`): `line` is its trace line, `step` the
 * 0-based step with the judge's state there (null: `offTimeline` or `unplaced` says why).
 * @typedef {object} CheckedPoint
 * @property {number} line
 * @property {string} name
 * @property {number | null} step
 * @property {string | null} offTimeline
 * @property {string | null} unplaced
 * @property {number} compared
 * @property {FieldDifference[]} differences
 * @property {number} differencesLeftOut
 * @property {Drawing[]} drawings
 */

/**
 * A trace checked against the judge's game (trace/mod.rs `TraceReport`, `Session.checkTrace`):
 * `firstDifference` and `lastAgreement` index `checkpoints`; `judgeSteps` are the judge's steps
 * (0-based) after the last agreement up to the first difference; `errors` the bad trace lines.
 * @typedef {object} TraceReport
 * @property {CheckedPoint[]} checkpoints
 * @property {number | null} firstDifference
 * @property {number | null} lastAgreement
 * @property {{ step: number, title: string, events: string[] }[]} judgeSteps
 * @property {number} judgeStepsLeftOut
 * @property {{ line: number, col: number, message: string }[]} errors
 * @property {number} errorsLeftOut
 * @property {{ verdict: Verdict, step: number | null } | null} output
 */

/**
 * What a Player draws over its source's steps (player.js `setOverlay`): `markers` join the
 * source's on the slider; `draw` paints over step `index` in figure units (`scale` CSS pixels
 * per unit).
 * @typedef {object} Overlay
 * @property {Marker[]} markers
 * @property {(ctx: CanvasRenderingContext2D, scene: Scene, index: number, scale: number) => void} draw
 */

/**
 * A rule option (lib.rs `RuleOption`): `values` are [value, meaning], the default first.
 * @typedef {{ name: string, help: string, values: [string, string][] }} RuleOption
 */

/**
 * A sample input (lib.rs `Sample`): `name` is its stable key (tests, links), `label` the name shown.
 * @typedef {{ name: string, label: string, input: string, rules: [string, string][], note: string }} Sample
 */

/** @typedef {{ name: string, help: string, default: number, min: number, max: number }} GenParam */

/**
 * A game (lib.rs `GameInfo`, as `games()` gives it: every text in the language set by `setLanguage`).
 * @typedef {object} GameInfo
 * @property {string} id
 * @property {string} title
 * @property {string} source
 * @property {string} about
 * @property {Sample[]} samples
 * @property {RuleOption[]} rules
 * @property {Palette} palette
 * @property {GenParam[]} params
 * @property {boolean} hasEditor whether the game has a board editor (src/explore.rs)
 */

/**
 * A legal move (src/explore.rs `MoveOption`): `cells` are the frame cells (row, col) to pick on
 * the canvas, in order; empty for a move made from the list only.
 * @typedef {{ id: string, label: string, cells: Point[] }} MoveOption
 */

/** @typedef {{ toMove: string, moves: MoveOption[] }} Decision who moves at a step, and how */

/** @typedef {{ base: number, moves: string[] }} VariationInfo your moves, shown after main-line step `base` */

/**
 * One kind of thing the board editor sets per cell: `cells` holds each frame cell's kind index
 * (255 where the layer does not apply).
 * @typedef {{ name: string, kinds: string[], cells: ArrayLike<number> }} EditorLayer
 */

/** @typedef {{ name: string, label: string, value: number, min: number, max: number, options: string[] }} EditorField */

/**
 * The board editor's view of an input (src/explore.rs `EditorBoard`).
 * @typedef {object} EditorBoard
 * @property {Frame} frame
 * @property {Scene} scene
 * @property {string[]} scopes the input's tests or games, when it has several
 * @property {EditorLayer[]} layers
 * @property {EditorField[]} fields
 */

/** @typedef {{ stepready: number }} SessionEvents a step fetched while incomplete is complete */

/**
 * What a Player shows (player.js `load`): the engine's RemoteSession, or any object like it.
 * @typedef {object} StepSource
 * @property {number} stepCount
 * @property {Marker[]} [markers]
 * @property {VariationInfo | null} [variation] steps after `base` are your moves (a band on the slider)
 * @property {(index: number) => Promise<ShownStep>} step
 * @property {(type: 'stepready', listener: (index: number) => void) => () => void} [on]
 */

/**
 * The JSON of an exported standalone page, read by standalone.js.
 * @typedef {object} StandaloneData
 * @property {string} title
 * @property {import('./i18n.js').Lang} lang the language it was exported in
 * @property {string} game
 * @property {Palette} palette
 * @property {string} input
 * @property {Record<string, string>} rules
 * @property {number} step
 * @property {string} css
 * @property {string} wasm base64
 */

/**
 * An input error as the engine reports it (src/wasm.rs `to_js_error`, engine.js `EngineError`).
 * @typedef {{ message: string, line: number, col: number, detail?: string, suggestion?: Suggestion | null }} ErrorInfo
 */

export {};
