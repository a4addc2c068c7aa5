// Naming cells, in one way everywhere (the player's tip and cursor, Explore's hints, the board
// editor): the engine names each row and column (src/session/view.rs: the board's own axis labels, else
// counted from 1) and says what each cell holds; this puts it in the page's sentences.
import { t } from '../i18n/i18n.js';

/** @import { BoardAxes, BoardNotes } from '../lib/types.js' */
/** @import { Lang } from '../i18n/i18n.js' */
/** @typedef {{ row: number, col: number }} Cell */

/**
 * "row 3, column 4" (`capital`: "Row 3, column 4", to start a sentence).
 * @param {BoardAxes | undefined} board
 * @param {Cell} cell
 * @param {boolean} [capital]
 * @param {Lang} [lang]
 */
export function cellName(board, { row, col }, capital = false, lang = undefined) {
  const rowName = board?.rowNames[row] ?? String(row + 1);
  const colName = board?.colNames[col] ?? String(col + 1);
  return t(capital ? 'cell.nameCapital' : 'cell.name', { row: rowName, col: colName }, lang);
}

/**
 * What a cell holds, a line each: its name with its terrain (or "empty"), then each piece on it.
 * @param {BoardNotes} board
 * @param {Cell} cell
 * @param {Lang} [lang]
 */
export function cellLines(board, cell, lang = undefined) {
  const note = board.cells.find((c) => c.row === cell.row && c.col === cell.col);
  const name = cellName(board, cell, false, lang);
  const terrain = note ? note.terrain : board.blank;
  return [terrain ? t('player.cellKind', { cell: name, kind: terrain }, lang) : name, ...(note?.pieces ?? [])];
}

/**
 * The board's rows and columns.
 * @param {BoardAxes} board
 */
export const boardSize = (board) => ({ rows: board.rowNames.length, cols: board.colNames.length });

/**
 * The cell at (x, y), CSS pixels from the corner of a canvas the module painted a board on at
 * `place` (where it said the board is); null off the board.
 * @param {import('../lib/types.js').BoardPlace} place
 * @param {number} x
 * @param {number} y
 * @returns {Cell | null}
 */
export function cellAt(place, x, y) {
  // The labels pinned over a panned board's edges hide the cells under them.
  const [top, left] = place.bands;
  if (x < left || y < top) return null;
  const col = Math.floor((x - place.x) / place.cell);
  const row = Math.floor((y - place.y) / place.cell);
  return row >= 0 && col >= 0 && row < place.rows && col < place.cols ? { row, col } : null;
}

/**
 * Whether `cell` of the board at `place` can be seen on a canvas of `size` (CSS pixels): its
 * centre on the canvas and clear of the labels pinned over the board's edges.
 * @param {import('../lib/types.js').BoardPlace} place
 * @param {{ width: number, height: number }} size
 * @param {Cell} cell
 */
export function cellInView(place, { width, height }, { row, col }) {
  const [top, left] = place.bands;
  const [x, y] = [place.x + (col + 0.5) * place.cell, place.y + (row + 0.5) * place.cell];
  return x >= left && x < width && y >= top && y < height;
}

/**
 * A canvas's `data-board`: where the centre of cell (0, 0) is and how big cells are, in CSS
 * pixels, then the board's rows and columns, for tests and tools that click cells.
 * @param {import('../lib/types.js').BoardPlace} place
 */
export const boardData = (place) =>
  [...[place.x + place.cell / 2, place.y + place.cell / 2, place.cell].map((v) => v.toFixed(1)), place.rows, place.cols].join(',');
