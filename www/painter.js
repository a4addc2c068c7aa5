// Draws a Scene on a 2D canvas. A scene (src/figure/mod.rs) is the one description of how a step
// looks — layout, colours, glyphs, text sizes — that the SVG and GIF exports are made from too;
// this module only replays its shapes, scaled to the canvas, and tweens between two scenes by
// moving each token's shapes along its path (tokens keep their id across steps).

import { textDirection } from './i18n.js';

/** @import { Scene, Shape, TokenShapes, Colour } from './types.js' */
/** @typedef {(index: Colour) => string} ColourOf a scene's colour index → a CSS colour of the theme */

// The page's font stacks (style.css's --sans): Latin from the system's UI font, Chinese from a
// Simplified Chinese font, Persian (any text whose first letter is Arabic script) from a font made
// for it first, as the UI font may have poor Arabic glyphs.
const FONT = 'system-ui, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Source Han Sans SC", sans-serif';
const ARABIC_FONT = `"Vazirmatn", "Noto Sans Arabic", "Segoe UI", Tahoma, ${FONT}`;
/** @type {Record<'start' | 'middle' | 'end', CanvasTextAlign>} */
const ALIGN = { start: 'left', middle: 'center', end: 'right' };

/**
 * @param {number} v
 * @param {number} lo
 * @param {number} hi
 */
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
// A scene is laid out for its board (small boards get large cells, capped text); a big canvas
// shows it at most this much larger, so a 1×1 board does not become a poster.
const MAX_SCALE = 1.25;

const darkScheme = matchMedia('(prefers-color-scheme: dark)'); // one query, read on every paint
/** Whether the page shows dark colours (scenes carry a light and a dark value of each). */
export const prefersDark = () => darkScheme.matches;

/**
 * Draws one shape; `colour(i)` resolves the scene's colour index i, `alpha` multiplies.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Shape} shape
 * @param {ColourOf} colour
 * @param {number} alpha
 */
function drawShape(ctx, shape, colour, alpha) {
  const a = alpha * ('alpha' in shape ? (shape.alpha ?? 1) : 1);
  if (a <= 0) return;
  ctx.globalAlpha = a;
  switch (shape.shape) {
    case 'rect':
      ctx.beginPath();
      if (shape.radius) ctx.roundRect(shape.x, shape.y, shape.w, shape.h, shape.radius);
      else ctx.rect(shape.x, shape.y, shape.w, shape.h);
      fillAndStroke(ctx, shape, colour);
      break;
    case 'circle':
      ctx.beginPath();
      ctx.arc(shape.x, shape.y, shape.r, 0, Math.PI * 2);
      fillAndStroke(ctx, shape, colour);
      break;
    case 'path':
      ctx.beginPath();
      for (const [i, [x, y]] of shape.points.entries()) {
        if (i) ctx.lineTo(x, y);
        else ctx.moveTo(x, y);
      }
      if (shape.fill !== undefined) ctx.closePath();
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.setLineDash(shape.dash ?? []);
      fillAndStroke(ctx, shape, colour);
      ctx.setLineDash([]);
      break;
    case 'cells':
      // A run of cells of one colour along a row is one rectangle (a board is mostly floor).
      for (let start = 0; start < shape.fills.length; ) {
        const row = Math.floor(start / shape.cols);
        const rowEnd = (row + 1) * shape.cols;
        let end = start + 1;
        while (end < rowEnd && shape.fills[end] === shape.fills[start]) end++;
        ctx.fillStyle = colour(shape.fills[start]);
        const x = shape.x + (start - row * shape.cols) * shape.size;
        ctx.fillRect(x, shape.y + row * shape.size, (end - start) * shape.size, shape.size);
        start = end;
      }
      break;
    case 'lines':
      ctx.beginPath();
      for (const [x0, y0, x1, y1] of shape.segments) {
        ctx.moveTo(x0, y0);
        ctx.lineTo(x1, y1);
      }
      ctx.lineWidth = shape.line;
      ctx.strokeStyle = colour(shape.stroke);
      ctx.stroke();
      break;
    case 'text': {
      const rtl = textDirection(shape.text) === 'rtl';
      ctx.font = `${shape.bold ? 'bold ' : ''}${shape.size}px ${rtl ? ARABIC_FONT : FONT}`;
      // Persian reads right to left (its numbers and Latin words stay left to right inside).
      ctx.direction = rtl ? 'rtl' : 'ltr';
      ctx.textAlign = ALIGN[shape.anchor];
      ctx.textBaseline = 'alphabetic';
      if (shape.halo) {
        ctx.lineWidth = shape.halo[1];
        ctx.lineJoin = 'round';
        ctx.strokeStyle = colour(shape.halo[0]);
        ctx.strokeText(shape.text, shape.x, shape.y);
      }
      ctx.fillStyle = colour(shape.fill);
      ctx.fillText(shape.text, shape.x, shape.y);
      break;
    }
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ fill?: Colour, stroke?: Colour, line?: number }} shape
 * @param {ColourOf} colour
 */
function fillAndStroke(ctx, shape, colour) {
  if (shape.fill !== undefined) {
    ctx.fillStyle = colour(shape.fill);
    ctx.fill();
  }
  if (shape.stroke !== undefined) {
    ctx.lineWidth = shape.line ?? 0;
    ctx.strokeStyle = colour(shape.stroke);
    ctx.stroke();
  }
}

const ease = (/** @type {number} */ t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * (row, col) of a token at tween time t, walking its trail cell by cell when it has one.
 * @param {TokenShapes | undefined} before
 * @param {TokenShapes} after
 * @param {number} t
 * @returns {[number, number]}
 */
function tweenPosition(before, after, t) {
  if (!before) return [after.row, after.col];
  /** @type {[number, number][]} */
  const points = [[before.row, before.col], ...(after.trail || []), [after.row, after.col]];
  const segments = points.length - 1;
  const s = Math.min(segments - 1e-9, ease(t) * segments);
  const i = Math.max(0, Math.floor(s));
  const f = s - i;
  const [r0, c0] = points[i];
  const [r1, c1] = points[Math.min(i + 1, segments)];
  return [r0 + (r1 - r0) * f, c0 + (c1 - c0) * f];
}

/**
 * Draws `scene` in figure units (the caller sets the transform): the stage, and the title and
 * caption when `withText`. While tweening from `previous` (t in 0..1) tokens move along their
 * path, tokens that appear fade in and those that vanish fade out, and marks cross-fade.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Scene} scene
 * @param {boolean} dark
 * @param {{ previous?: Scene | null, t?: number, withText?: boolean }} options
 */
export function drawScene(ctx, scene, dark, { previous = null, t = 1, withText = false } = {}) {
  /** @returns {ColourOf} */
  const colourOf = (/** @type {Scene} */ of) => (i) => of.colours[i][dark ? 1 : 0];
  const colour = colourOf(scene);
  const from = t < 1 ? previous : null; // the scene being tweened from
  /**
   * @param {Shape[]} shapes
   * @param {number} alpha
   * @param {ColourOf} paint
   */
  const layer = (shapes, alpha = 1, paint = colour) => {
    for (const shape of shapes) drawShape(ctx, shape, paint, alpha);
  };
  ctx.save();
  layer(scene.base);
  if (from) layer(from.marks, 1 - t, colourOf(from));
  layer(scene.marks, from ? t : 1);
  const before = new Map(from ? from.tokens.map((token) => [token.id, token]) : []);
  const cell = scene.board.cell;
  /** @type {[TokenShapes, number, number, number, ColourOf][]} token, offset, alpha, colours */
  const placed = [];
  for (const token of scene.tokens) {
    const old = before.get(token.id);
    before.delete(token.id);
    const [row, col] = from ? tweenPosition(old, token, t) : [token.row, token.col];
    const alpha = old || !from ? 1 : t;
    placed.push([token, (col - token.col) * cell, (row - token.row) * cell, alpha, colour]);
  }
  // Tokens that vanished in this step fade out where they were.
  if (from) for (const token of before.values()) placed.push([token, 0, 0, 1 - t, colourOf(from)]);
  for (const part of /** @type {const} */ (['body', 'badges'])) {
    for (const [token, dx, dy, alpha, paint] of placed) {
      const shapes = token[part];
      if (!shapes) continue;
      ctx.translate(dx, dy);
      layer(shapes, alpha, paint);
      ctx.translate(-dx, -dy);
    }
  }
  if (from) layer(from.textMarks, 1 - t, colourOf(from));
  layer(scene.textMarks, from ? t : 1);
  if (withText) layer(scene.text);
  ctx.restore();
}

/**
 * Where the stage of `scene` (the board with its labels) sits in a cssWidth × cssHeight box:
 * scaled to fit and centred. `at(row, col)` and `cellAt(x, y)` convert cells and CSS pixels.
 * @param {Scene} scene
 * @param {number} cssWidth
 * @param {number} cssHeight
 */
export function fitScene(scene, cssWidth, cssHeight) {
  const scale = Math.min(cssWidth / scene.width, cssHeight / scene.stageHeight, MAX_SCALE);
  const x = (cssWidth - scene.width * scale) / 2;
  const y = (cssHeight - scene.stageHeight * scale) / 2;
  const { board } = scene;
  const cell = board.cell * scale;
  const x0 = x + board.x * scale;
  const y0 = y + board.y * scale;
  return {
    scale,
    x,
    y,
    cell,
    /** @type {(row: number, col: number) => [number, number]} */
    at: (row, col) => [x0 + (col + 0.5) * cell, y0 + (row + 0.5) * cell],
    /** @type {(px: number, py: number) => { row: number, col: number } | null} */
    cellAt: (px, py) => {
      const col = Math.floor((px - x0) / cell);
      const row = Math.floor((py - y0) / cell);
      return row >= 0 && col >= 0 && row < board.rows && col < board.cols ? { row, col } : null;
    },
  };
}

/**
 * The keyboard/touch cell cursor: a two-tone frame around cell `at` ({row, col}), in figure units.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Scene} scene
 * @param {{ row: number, col: number }} at
 * @param {number} scale
 */
function drawCursor(ctx, scene, at, scale) {
  const { board } = scene;
  const cell = board.cell;
  const x = board.x + at.col * cell;
  const y = board.y + at.row * cell;
  // Two to four screen pixels, whatever the scale.
  const w = clamp(cell * scale * 0.1, 2, 4) / scale;
  const css = getComputedStyle(ctx.canvas);
  ctx.save();
  ctx.lineWidth = w + 2 / scale;
  ctx.strokeStyle = css.getPropertyValue('--board-bg').trim() || '#fff';
  ctx.strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
  ctx.lineWidth = w;
  ctx.strokeStyle = css.getPropertyValue('--accent').trim() || '#2456c7';
  ctx.strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
  ctx.restore();
}

/**
 * Cells picked for a move (a filled outline) and the cells that can come next (a dot), as
 * lichess marks a selected piece and its destinations.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Scene} scene
 * @param {Highlights} highlights
 * @param {number} scale
 */
function drawHighlights(ctx, scene, { picked, targets }, scale) {
  const { board } = scene;
  const cell = board.cell;
  const css = getComputedStyle(ctx.canvas);
  const accent = css.getPropertyValue('--accent').trim() || '#2456c7';
  const halo = css.getPropertyValue('--board-bg').trim() || '#fff';
  ctx.save();
  for (const { row, col } of picked) {
    const w = clamp(cell * scale * 0.14, 3, 6) / scale;
    ctx.lineWidth = w;
    ctx.strokeStyle = accent;
    ctx.setLineDash([]);
    ctx.strokeRect(board.x + col * cell + w / 2, board.y + row * cell + w / 2, cell - w, cell - w);
  }
  for (const { row, col } of targets) {
    const [x, y] = [board.x + (col + 0.5) * cell, board.y + (row + 0.5) * cell];
    ctx.beginPath();
    ctx.arc(x, y, cell * 0.16, 0, 2 * Math.PI);
    ctx.fillStyle = accent;
    ctx.lineWidth = 2 / scale;
    ctx.strokeStyle = halo;
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** @typedef {{ row: number, col: number }} Cell */
/** @typedef {{ picked: Cell[], targets: Cell[] }} Highlights */

/**
 * Paints the stage of `scene` (and, while tweening, the movement from `previous`, t in 0..1) on
 * `canvas`, sized to its CSS box times devicePixelRatio so lines stay crisp; `overlay(ctx,
 * scale)` draws over the scene in figure units (your program's state), `cursor` ({row, col})
 * outlines one cell, `highlights` marks the cells of a move being picked. `size` is the canvas's
 * CSS size when the caller knows it (a ResizeObserver's): reading it from the canvas would make
 * the browser lay out the page first, which costs a frame's worth on a page with a long output.
 * Returns the geometry (see fitScene), or null for no scene.
 * @param {HTMLCanvasElement} canvas
 * @param {Scene | null} scene
 * @param {{ previous?: Scene | null, t?: number, cursor?: Cell | null, highlights?: Highlights | null, overlay?: ((ctx: CanvasRenderingContext2D, scale: number) => void) | null, size?: { width: number, height: number } | null }} options
 */
export function paint(canvas, scene, { previous = null, t = 1, cursor = null, highlights = null, overlay = null, size = null } = {}) {
  const dpr = window.devicePixelRatio || 1;
  const cssWidth = size ? size.width : canvas.clientWidth;
  const cssHeight = size ? size.height : canvas.clientHeight;
  if (canvas.width !== Math.round(cssWidth * dpr) || canvas.height !== Math.round(cssHeight * dpr)) {
    canvas.width = Math.round(cssWidth * dpr);
    canvas.height = Math.round(cssHeight * dpr);
  }
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (!scene || !cssWidth || !cssHeight) return null;
  const geo = fitScene(scene, cssWidth, cssHeight);
  ctx.setTransform(dpr * geo.scale, 0, 0, dpr * geo.scale, dpr * geo.x, dpr * geo.y);
  const dark = prefersDark();
  drawScene(ctx, scene, dark, { previous, t });
  if (overlay) {
    ctx.save();
    overlay(ctx, geo.scale);
    ctx.restore();
  }
  const { rows, cols } = scene.board;
  if (highlights) drawHighlights(ctx, scene, highlights, geo.scale);
  if (cursor && cursor.row < rows && cursor.col < cols) drawCursor(ctx, scene, cursor, geo.scale);
  return geo;
}

/**
 * The whole figure of `scene` — stage, title and caption on the panel colour — as an opaque
 * canvas at `scale` pixels per figure unit, `width` × `height` units (at least the scene's: the
 * frames of an animation share one size).
 * @param {Scene} scene
 * @param {boolean} dark
 * @param {{ scale?: number, width?: number, height?: number }} options
 */
export function figureCanvas(scene, dark, { scale = 1, width = scene.width, height = scene.height } = {}) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(Math.max(width, scene.width) * scale));
  canvas.height = Math.max(1, Math.ceil(Math.max(height, scene.height) * scale));
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
  ctx.fillStyle = scene.colours[scene.background][dark ? 1 : 0];
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  drawScene(ctx, scene, dark, { withText: true });
  return canvas;
}
