// Your program's state over the judge's board (program.js makes the overlay, the player calls it
// for the step on screen): the cells where your values differ outlined, your pieces and cells
// that differ drawn as ghosts (translucent, dashed, labelled, in the cell's lower corner), and
// the drawing commands of your trace (marks and arrows; its text lines are listed under the
// board). Everything is drawn in the scene's figure units; line widths are given in CSS pixels
// and divided by the scale.
//
// The trace's texts reach the canvas only through fillText: they are text, never markup.

/** @import { CheckedPoint, Drawing, Palette, Point, Scene } from './types.js' */

const FONT = 'system-ui, sans-serif';

/**
 * @param {number} v
 * @param {number} lo
 * @param {number} hi
 */
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/**
 * The theme's colours the overlay uses, read from the canvas's CSS (player.css).
 * @param {HTMLCanvasElement} canvas
 */
function themeColours(canvas) {
  const css = getComputedStyle(canvas);
  const read = (/** @type {string} */ name, /** @type {string} */ fallback) => css.getPropertyValue(name).trim() || fallback;
  return { halo: read('--board-bg', '#fff'), differ: read('--differ', '#cf222e'), fg: read('--fg', '#15181d') };
}

/**
 * Draws the checkpoints `points` (all at the step on screen) over `scene`: your marks, the ghosts
 * of your pieces, the outlines of the cells that differ, and your arrows, in that order.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Scene} scene
 * @param {CheckedPoint[]} points
 * @param {{ palette: Palette, dark: boolean, scale: number }} options
 */
export function drawCheckpoints(ctx, scene, points, { palette, dark, scale }) {
  if (!points.length) return;
  const { board } = scene;
  const px = (/** @type {number} */ pixels) => pixels / scale;
  const theme = themeColours(ctx.canvas);
  const inBoard = (/** @type {Point} */ [row, col]) => row >= 0 && col >= 0 && row < board.rows && col < board.cols;
  /** @type {(cell: Point) => [number, number]} the centre of a cell */
  const centre = ([row, col]) => [board.x + (col + 0.5) * board.cell, board.y + (row + 0.5) * board.cell];
  const drawings = points.flatMap((point) => point.drawings);
  const differences = points.flatMap((point) => point.differences);
  for (const drawing of drawings) if (drawing.type === 'mark' && inBoard(drawing.cell)) drawMark(ctx, board, drawing, theme, px);
  for (const { ghost } of differences) {
    if (!ghost || !inBoard([ghost.row, ghost.col])) continue;
    const style = palette.tokens[ghost.kind];
    // In the cell's lower corner: the judge's piece there, if any, stays readable.
    const [cx, cy] = centre([ghost.row, ghost.col]);
    const r = board.cell * 0.25;
    const [x, y] = [cx + board.cell * 0.2, cy + board.cell * 0.2];
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.globalAlpha = 0.55;
    ctx.fillStyle = style ? style[dark ? 'dark' : 'light'] : theme.fg;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.setLineDash([px(3), px(2)]);
    ctx.lineWidth = px(2);
    ctx.strokeStyle = theme.fg;
    ctx.stroke();
    ctx.setLineDash([]);
    if (ghost.label) label(ctx, ghost.label, x, y + r * 0.3, r * 0.9, theme);
  }
  // Each differing cell once, two-tone so it shows on any cell colour.
  const outlined = new Set();
  const w = px(clamp(board.cell * scale * 0.08, 2, 3));
  for (const { cells } of differences) {
    for (const cell of cells) {
      const key = `${cell[0]},${cell[1]}`;
      if (outlined.has(key) || !inBoard(cell)) continue;
      outlined.add(key);
      const [x, y] = [board.x + cell[1] * board.cell, board.y + cell[0] * board.cell];
      ctx.lineWidth = w + px(2);
      ctx.strokeStyle = theme.halo;
      ctx.strokeRect(x + w, y + w, board.cell - 2 * w, board.cell - 2 * w);
      ctx.lineWidth = w;
      ctx.strokeStyle = theme.differ;
      ctx.strokeRect(x + w, y + w, board.cell - 2 * w, board.cell - 2 * w);
    }
  }
  for (const drawing of drawings) {
    if (drawing.type === 'arrow' && inBoard(drawing.from) && inBoard(drawing.to)) {
      drawArrow(ctx, centre(drawing.from), centre(drawing.to), drawing.colour, board.cell, theme, px);
    }
  }
}

/**
 * A mark of yours: the cell tinted and framed in its colour, its label at the cell's foot.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Scene['board']} board
 * @param {Extract<Drawing, { type: 'mark' }>} mark
 * @param {ReturnType<typeof themeColours>} theme
 * @param {(pixels: number) => number} px
 */
function drawMark(ctx, board, mark, theme, px) {
  const [row, col] = mark.cell;
  const [x, y] = [board.x + col * board.cell, board.y + row * board.cell];
  ctx.fillStyle = mark.colour;
  ctx.globalAlpha = 0.3;
  ctx.fillRect(x, y, board.cell, board.cell);
  ctx.globalAlpha = 1;
  ctx.lineWidth = px(2);
  ctx.strokeStyle = mark.colour;
  ctx.strokeRect(x + px(1), y + px(1), board.cell - px(2), board.cell - px(2));
  if (mark.label) label(ctx, mark.label, x + board.cell / 2, y + board.cell * 0.9, board.cell * 0.28, theme);
}

/**
 * An arrow of yours from one cell's centre to another's, with a halo and a head.
 * @param {CanvasRenderingContext2D} ctx
 * @param {[number, number]} from
 * @param {[number, number]} to
 * @param {string} colour
 * @param {number} cell
 * @param {ReturnType<typeof themeColours>} theme
 * @param {(pixels: number) => number} px
 */
function drawArrow(ctx, [x0, y0], [x1, y1], colour, cell, theme, px) {
  const angle = Math.atan2(y1 - y0, x1 - x0);
  const head = Math.min(cell * 0.35, px(14));
  const path = () => {
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.moveTo(x1 - head * Math.cos(angle - 0.45), y1 - head * Math.sin(angle - 0.45));
    ctx.lineTo(x1, y1);
    ctx.lineTo(x1 - head * Math.cos(angle + 0.45), y1 - head * Math.sin(angle + 0.45));
  };
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  path();
  ctx.lineWidth = px(5);
  ctx.strokeStyle = theme.halo;
  ctx.stroke();
  path();
  ctx.lineWidth = px(3);
  ctx.strokeStyle = colour;
  ctx.stroke();
}

/**
 * A short label of font size `size` centred at (x, baseline y), at most three sizes wide, with a
 * halo.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {ReturnType<typeof themeColours>} theme
 */
function label(ctx, text, x, y, size, theme) {
  ctx.font = `bold ${size}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'ltr';
  ctx.lineJoin = 'round';
  ctx.lineWidth = size * 0.2;
  ctx.strokeStyle = theme.halo;
  ctx.strokeText(text, x, y, size * 3);
  ctx.fillStyle = theme.fg;
  ctx.fillText(text, x, y, size * 3);
}
