// Draws a Frame (the game-independent grid scene from src/timeline.rs) on a 2D canvas.
// Knows nothing about any game: colours, names and glyphs come from the game's palette.
// A tween between two frames matches tokens by their stable id.
//
// Layers, bottom to top: cells, axis labels, cell/path/arrow marks, tokens, then everything that
// must stay readable above the pieces: token badges and text marks. Text never grows with the
// cell beyond the caps below, and labels, badges and text marks stay inside the board.

const FONT = 'system-ui, sans-serif';
const AXIS_FONT_MIN = 9;
const AXIS_FONT_MAX = 14;
const GLYPH_FONT_MAX = 16;
const TOKEN_FONT_MAX = 26;
const TEXT_MARK_FONT_MAX = 22;
const BADGE_FONT_MIN = 7;
const BADGE_FONT_MAX = 12;
const LABEL_GAP = 4; // px between neighbouring axis labels

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/** Colours of the page theme the painter needs (read from CSS variables). */
export function themeColours(element) {
  const css = getComputedStyle(element);
  const get = (name, fallback) => css.getPropertyValue(name).trim() || fallback;
  return {
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    background: get('--board-bg', '#fff'),
    panel: get('--panel', get('--board-bg', '#fff')),
    grid: get('--board-grid', '#8884'),
    text: get('--fg', '#111'),
    muted: get('--muted', '#666'),
    accent: get('--accent', '#2456c7'),
    tokenText: get('--token-fg', '#fff'),
  };
}

function styleColour(style, theme) {
  if (!style) return theme.muted;
  return theme.dark ? style.dark : style.light;
}

/** The axis labels' font size for a cell size, in CSS pixels. */
export function axisFontSize(cell) {
  return clamp(Math.round(cell * 0.32), AXIS_FONT_MIN, AXIS_FONT_MAX);
}

/** A token's size as a fraction of the normal size (`size` is a percentage, default 100). */
function tokenScale(token) {
  const size = Number(token.size ?? 100);
  return Number.isFinite(size) && size > 0 ? Math.min(size, 300) / 100 : 1;
}

/** Geometry of a frame laid out in a canvas of the given CSS size. */
export function layout(frame, cssWidth, cssHeight) {
  const rowLabels = frame.row_labels || [];
  const colLabels = frame.col_labels || [];
  const longest = rowLabels.reduce((m, label) => Math.max(m, String(label).length), 0);
  // The label bands are sized for the text, not the cell: a huge cell gets no huge margin.
  const bands = (cell) => {
    const font = axisFontSize(cell);
    return [rowLabels.length ? Math.ceil(longest * font * 0.62 + 8) : 0, colLabels.length ? Math.ceil(font * 1.6) : 0];
  };
  const first = Math.max(4, Math.floor(Math.min(cssWidth / frame.width, cssHeight / frame.height)));
  const [left, top] = bands(first);
  const cell = Math.max(4, Math.floor(Math.min((cssWidth - left) / frame.width, (cssHeight - top) / frame.height)));
  const width = cell * frame.width;
  const height = cell * frame.height;
  const x0 = Math.floor((cssWidth - left - width) / 2 + left);
  const y0 = Math.floor((cssHeight - top - height) / 2 + top);
  return {
    cell,
    x0,
    y0,
    left,
    top,
    board: { x: x0, y: y0, width, height },
    // Centre of (row, col) in CSS pixels.
    at: (row, col) => [x0 + (col + 0.5) * cell, y0 + (row + 0.5) * cell],
    // The cell under a CSS-pixel point, or null.
    cellAt: (x, y) => {
      const col = Math.floor((x - x0) / cell);
      const row = Math.floor((y - y0) / cell);
      return row >= 0 && col >= 0 && row < frame.height && col < frame.width ? { row, col } : null;
    },
  };
}

const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Position of a token at tween time t, walking its trail cell by cell when it has one. */
function tweenPosition(before, after, t) {
  if (!before) return [after.row, after.col];
  const points = [[before.row, before.col], ...(after.trail || []), [after.row, after.col]];
  const segments = points.length - 1;
  const s = Math.min(segments - 1e-9, ease(t) * segments);
  const i = Math.max(0, Math.floor(s));
  const f = s - i;
  const [r0, c0] = points[i];
  const [r1, c1] = points[Math.min(i + 1, segments)];
  return [r0 + (r1 - r0) * f, c0 + (c1 - c0) * f];
}

function drawCells(ctx, frame, palette, theme, geo) {
  const { cell, x0, y0 } = geo;
  ctx.fillStyle = theme.background;
  ctx.fillRect(x0, y0, cell * frame.width, cell * frame.height);
  const glyphFont = Math.min(GLYPH_FONT_MAX, Math.round(cell * 0.28));
  for (let r = 0; r < frame.height; r++) {
    for (let c = 0; c < frame.width; c++) {
      const style = palette.cells[frame.cells[r * frame.width + c]];
      const x = x0 + c * cell;
      const y = y0 + r * cell;
      ctx.fillStyle = styleColour(style, theme);
      ctx.fillRect(x, y, cell, cell);
      if (style && style.glyph && cell >= 14) {
        ctx.fillStyle = theme.muted;
        ctx.font = `${glyphFont}px ${FONT}`;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'top';
        ctx.fillText(style.glyph, x + Math.min(cell * 0.08, 6), y + Math.min(cell * 0.06, 5));
      }
    }
  }
  ctx.strokeStyle = theme.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let r = 0; r <= frame.height; r++) {
    ctx.moveTo(x0, y0 + r * cell + 0.5);
    ctx.lineTo(x0 + frame.width * cell, y0 + r * cell + 0.5);
  }
  for (let c = 0; c <= frame.width; c++) {
    ctx.moveTo(x0 + c * cell + 0.5, y0);
    ctx.lineTo(x0 + c * cell + 0.5, y0 + frame.height * cell);
  }
  ctx.stroke();
}

/**
 * Axis labels, thinned to every k-th one when they would otherwise touch: k is the smallest
 * stride at which the widest label (measured) plus a gap fits.
 */
function drawLabels(ctx, frame, theme, geo) {
  const { cell } = geo;
  const cols = frame.col_labels || [];
  const rows = frame.row_labels || [];
  const font = axisFontSize(cell);
  ctx.fillStyle = theme.muted;
  ctx.font = `${font}px ${FONT}`;
  ctx.textBaseline = 'middle';
  if (cols.length) {
    const widest = cols.reduce((m, label) => Math.max(m, ctx.measureText(String(label)).width), 0);
    const k = Math.max(1, Math.ceil((widest + LABEL_GAP) / cell));
    ctx.textAlign = 'center';
    const y = geo.y0 - geo.top / 2;
    cols.forEach((label, c) => {
      if (c % k === 0) ctx.fillText(String(label), geo.at(0, c)[0], y);
    });
  }
  if (rows.length) {
    const k = Math.max(1, Math.ceil((font * 1.2 + LABEL_GAP) / cell));
    ctx.textAlign = 'right';
    const x = geo.x0 - 4;
    rows.forEach((label, r) => {
      if (r % k === 0) ctx.fillText(String(label), x, geo.at(r, 0)[1]);
    });
  }
}

function arrowHead(ctx, x0, y0, x1, y1, size) {
  const angle = Math.atan2(y1 - y0, x1 - x0);
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - size * Math.cos(angle - 0.45), y1 - size * Math.sin(angle - 0.45));
  ctx.lineTo(x1 - size * Math.cos(angle + 0.45), y1 - size * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
}

/** Cell, path and arrow marks (under the tokens); `text` marks are drawn by drawTextMarks. */
function drawMarks(ctx, marks, palette, theme, geo, alpha) {
  const { cell } = geo;
  for (const mark of marks) {
    if (mark.type === 'text') continue;
    const style = palette.marks[mark.kind];
    const colour = styleColour(style, theme);
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = clamp(cell * 0.08, 2, 6);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    if (mark.type === 'cells') {
      for (const [r, c] of mark.cells) {
        const x = geo.x0 + c * cell;
        const y = geo.y0 + r * cell;
        ctx.globalAlpha = alpha * 0.3;
        ctx.fillRect(x, y, cell, cell);
        ctx.globalAlpha = alpha;
        ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4);
        if (style && style.glyph && cell >= 18) {
          ctx.font = `${Math.min(GLYPH_FONT_MAX, Math.round(cell * 0.26))}px ${FONT}`;
          ctx.textAlign = 'right';
          ctx.textBaseline = 'bottom';
          ctx.fillText(style.glyph, x + cell - 3, y + cell - 2);
        }
      }
    } else if (mark.type === 'path' && mark.points.length) {
      ctx.setLineDash([cell * 0.15, cell * 0.12]);
      ctx.beginPath();
      mark.points.forEach(([r, c], i) => {
        const [x, y] = geo.at(r, c);
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      ctx.stroke();
    } else if (mark.type === 'arrow') {
      const [xa, ya] = geo.at(mark.from[0], mark.from[1]);
      const [xb, yb] = geo.at(mark.to[0], mark.to[1]);
      ctx.beginPath();
      ctx.moveTo(xa, ya);
      ctx.lineTo(xb, yb);
      ctx.stroke();
      arrowHead(ctx, xa, ya, xb, yb, clamp(cell * 0.3, 6, 18));
    }
    ctx.restore();
  }
}

/** Text marks (e.g. "+200"), above the pieces, with a halo, kept inside the board. */
function drawTextMarks(ctx, marks, palette, theme, geo, alpha) {
  const { cell, board } = geo;
  for (const mark of marks) {
    if (mark.type !== 'text') continue;
    const style = palette.marks[mark.kind];
    const [cx, cy] = geo.at(mark.at[0], mark.at[1]);
    const size = clamp(Math.round(cell * 0.38), 10, TEXT_MARK_FONT_MAX);
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.font = `bold ${size}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const half = ctx.measureText(mark.text).width / 2 + 2;
    const x = board.width >= half * 2 ? clamp(cx, board.x + half, board.x + board.width - half) : board.x + board.width / 2;
    const y = board.height >= size + 4 ? clamp(cy, board.y + size / 2 + 2, board.y + board.height - size / 2 - 2) : cy;
    ctx.lineWidth = Math.max(3, size * 0.22);
    ctx.lineJoin = 'round';
    ctx.strokeStyle = theme.background;
    ctx.strokeText(mark.text, x, y);
    ctx.fillStyle = styleColour(style, theme);
    ctx.fillText(mark.text, x, y);
    ctx.restore();
  }
}

const DIR_ANGLE = { up: -Math.PI / 2, down: Math.PI / 2, left: Math.PI, right: 0 };

function drawToken(ctx, token, row, col, alpha, palette, theme, geo) {
  const { cell } = geo;
  const [x, y] = geo.at(row, col);
  const radius = cell * 0.38 * tokenScale(token);
  const style = palette.tokens[token.kind];
  ctx.save();
  ctx.globalAlpha = alpha * (token.faded ? 0.35 : 1);
  ctx.fillStyle = styleColour(style, theme);
  ctx.strokeStyle = theme.text;
  ctx.lineWidth = clamp(radius * 0.08, 1, 3);
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  if (token.dir) {
    const angle = DIR_ANGLE[token.dir];
    const tip = radius * 1.18;
    ctx.fillStyle = theme.text;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(angle) * tip, y + Math.sin(angle) * tip);
    ctx.lineTo(x + Math.cos(angle + 0.5) * radius * 0.75, y + Math.sin(angle + 0.5) * radius * 0.75);
    ctx.lineTo(x + Math.cos(angle - 0.5) * radius * 0.75, y + Math.sin(angle - 0.5) * radius * 0.75);
    ctx.closePath();
    ctx.fill();
  }
  // The label (or the kind's glyph) so that colour is never the only cue.
  const text = token.label || (style && style.glyph) || '';
  let size = Math.min(TOKEN_FONT_MAX, Math.round(radius * (text.length > 2 ? 0.75 : 1.0)));
  if (text) {
    ctx.font = `bold ${size}px ${FONT}`;
    const width = ctx.measureText(text).width;
    if (width > radius * 1.9) {
      size = Math.floor((size * radius * 1.9) / width);
      ctx.font = `bold ${size}px ${FONT}`;
    }
  }
  // Below 7 px a label is a smudge: the cell details list it instead.
  if (text && size >= 7) {
    ctx.fillStyle = theme.tokenText;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = clamp(size * 0.22, 1.5, 4);
    ctx.lineJoin = 'round';
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.strokeText(text, x, y + 1);
    ctx.fillText(text, x, y + 1);
  }
  ctx.restore();
}

/** Shorter forms of a badge, longest first: "silenced 12" → "sil 12" → "s12" → "s". */
function badgeForms(badge) {
  const forms = [badge];
  const words = badge.split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    const rest = words.slice(1).join(' ');
    forms.push(`${words[0].slice(0, 3)} ${rest}`, `${words[0][0]}${rest}`);
  } else if (badge.length > 3) {
    forms.push(badge.slice(0, 3));
  }
  forms.push(badge[0] || '');
  return forms;
}

/**
 * A token's badges, inside the token's own cell (the square of its size around it, within the
 * cell it stands on and within the board): shrunk, abbreviated, or cut to "+n" to fit.
 */
function drawBadges(ctx, token, row, col, alpha, theme, geo) {
  const badges = token.badges || [];
  if (!badges.length) return;
  const { cell, board } = geo;
  const [x, y] = geo.at(row, col);
  const half = (cell * Math.min(1, tokenScale(token))) / 2;
  const [cellX, cellY] = geo.at(Math.round(row), Math.round(col));
  const left = Math.max(x - half, cellX - cell / 2, board.x) + 1;
  const right = Math.min(x + half, cellX + cell / 2, board.x + board.width) - 1;
  const top = Math.max(y - half, cellY - cell / 2, board.y) + 1;
  const bottom = Math.min(y + half, cellY + cell / 2, board.y + board.height) - 1;
  const width = right - left;
  const height = bottom - top;
  ctx.save();
  ctx.globalAlpha = alpha;
  const font = clamp(Math.round(Math.min(width, height) * 0.2), BADGE_FONT_MIN, BADGE_FONT_MAX);
  const boxHeight = font + 4;
  const fits = Math.floor((height + 1) / (boxHeight + 1));
  if (width < 8 || fits < 1) {
    // No room for text: a dot in the corner says there is more (the cell details list it).
    const r = clamp(Math.min(width, height) / 4, 1.5, 3);
    ctx.fillStyle = theme.text;
    ctx.strokeStyle = theme.background;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.arc(right - r, top + r, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
    return;
  }
  ctx.font = `${font}px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const shown = badges.length > fits ? badges.slice(0, fits - 1).concat(`+${badges.length - fits + 1}`) : badges;
  shown.forEach((badge, i) => {
    const text = badgeForms(badge).find((form) => ctx.measureText(form).width + 4 <= width);
    if (!text) return;
    const w = ctx.measureText(text).width + 4;
    const bx = right - w;
    const by = top + i * (boxHeight + 1);
    ctx.fillStyle = theme.background;
    ctx.strokeStyle = theme.text;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.roundRect(bx, by, w, boxHeight, Math.min(3, boxHeight / 3));
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = theme.text;
    ctx.fillText(text, bx + 2, by + boxHeight / 2);
  });
  ctx.restore();
}

/** The keyboard/touch cell cursor: a two-tone frame around cell `at` ({row, col}). */
function drawCursor(ctx, at, theme, geo) {
  const { cell } = geo;
  const x = geo.x0 + at.col * cell;
  const y = geo.y0 + at.row * cell;
  const w = clamp(cell * 0.1, 2, 4);
  ctx.save();
  ctx.lineWidth = w + 2;
  ctx.strokeStyle = theme.background;
  ctx.strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
  ctx.lineWidth = w;
  ctx.strokeStyle = theme.accent;
  ctx.strokeRect(x + w / 2, y + w / 2, cell - w, cell - w);
  ctx.restore();
}

/**
 * Paints `frame` into `ctx` (already scaled to CSS pixels) in a cssWidth × cssHeight box; the
 * tween from `previous` at t in 0..1; `cursor` ({row, col}) outlines one cell. Returns the geometry.
 */
export function paintFrame(ctx, cssWidth, cssHeight, frame, palette, theme, previous = null, t = 1, cursor = null) {
  const geo = layout(frame, cssWidth, cssHeight);
  const tweening = previous && t < 1;
  drawCells(ctx, frame, palette, theme, geo);
  drawLabels(ctx, frame, theme, geo);
  // Marks of the old frame fade out, the new ones fade in.
  if (tweening) drawMarks(ctx, previous.marks, palette, theme, geo, 1 - t);
  drawMarks(ctx, frame.marks, palette, theme, geo, tweening ? t : 1);
  const before = new Map();
  if (tweening) for (const token of previous.tokens) before.set(token.id, token);
  const placed = [];
  for (const token of frame.tokens) {
    const old = before.get(token.id);
    const [row, col] = tweenPosition(old, token, tweening ? t : 1);
    const alpha = old || !tweening ? 1 : t;
    before.delete(token.id);
    placed.push([token, row, col, alpha]);
  }
  // Tokens that vanished in this step fade out where they were.
  for (const token of before.values()) placed.push([token, token.row, token.col, 1 - t]);
  for (const [token, row, col, alpha] of placed) drawToken(ctx, token, row, col, alpha, palette, theme, geo);
  // Above every piece: badges, then text marks.
  for (const [token, row, col, alpha] of placed) drawBadges(ctx, token, row, col, alpha, theme, geo);
  if (tweening) drawTextMarks(ctx, previous.marks, palette, theme, geo, 1 - t);
  drawTextMarks(ctx, frame.marks, palette, theme, geo, tweening ? t : 1);
  if (cursor && cursor.row < frame.height && cursor.col < frame.width) drawCursor(ctx, cursor, theme, geo);
  return geo;
}

/**
 * Paints `frame` (and, while tweening, the movement from `previous`, t in 0..1) on `canvas`,
 * sized to its CSS box times devicePixelRatio so lines stay crisp. `cursor`: see paintFrame.
 */
export function paint(canvas, frame, palette, theme, previous = null, t = 1, cursor = null) {
  const dpr = window.devicePixelRatio || 1;
  const cssWidth = canvas.clientWidth;
  const cssHeight = canvas.clientHeight;
  if (canvas.width !== Math.round(cssWidth * dpr) || canvas.height !== Math.round(cssHeight * dpr)) {
    canvas.width = Math.round(cssWidth * dpr);
    canvas.height = Math.round(cssHeight * dpr);
  }
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, cssWidth, cssHeight);
  if (!frame || !frame.width || !frame.height) return null;
  return paintFrame(ctx, cssWidth, cssHeight, frame, palette, theme, previous, t, cursor);
}

/** Splits `text` into lines no wider than `width` with the context's current font. */
function wrap(ctx, text, width) {
  const lines = [];
  for (const paragraph of String(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/(\s+)/)) {
      const next = line + word;
      if (line && ctx.measureText(next.trimEnd()).width > width) {
        lines.push(line.trimEnd());
        line = word.trimStart();
      } else line = next;
    }
    lines.push(line.trimEnd());
  }
  return lines.filter((line, i) => line || i === 0);
}

/**
 * The frame as an opaque image for export: the board (with its labels) on the theme's panel
 * colour at `dpr` pixels per CSS pixel, and `title` and `caption` written under it.
 * `cssWidth` × `cssHeight` is the area the board is laid out in (the on-screen canvas's box).
 */
export function renderSnapshot(frame, palette, theme, { cssWidth, cssHeight, dpr = 1, title = '', caption = '' }) {
  const pad = 12;
  const geo = frame && frame.width && frame.height ? layout(frame, cssWidth, cssHeight) : null;
  // The board and its labels, plus a margin; at least 480 px wide (or the whole canvas) for the text.
  let x = 0;
  let y = 0;
  let w = cssWidth;
  let h = 0;
  if (geo) {
    x = Math.max(0, geo.board.x - geo.left - pad);
    y = Math.max(0, geo.board.y - geo.top - pad);
    w = Math.min(cssWidth, geo.board.x + geo.board.width + pad) - x;
    h = Math.min(cssHeight, geo.board.y + geo.board.height + pad) - y;
    const minWidth = Math.min(cssWidth, 480);
    if (w < minWidth) {
      x = clamp(x - (minWidth - w) / 2, 0, cssWidth - minWidth);
      w = minWidth;
    }
  }
  const measure = document.createElement('canvas').getContext('2d');
  const titleFont = `bold 15px ${FONT}`;
  const captionFont = '13px ui-monospace, Menlo, Consolas, "Liberation Mono", monospace';
  measure.font = titleFont;
  const titleLines = title ? wrap(measure, title, w - 2 * pad) : [];
  measure.font = captionFont;
  const captionLines = caption ? wrap(measure, caption, w - 2 * pad) : [];
  const textHeight = titleLines.length * 20 + captionLines.length * 18;
  const gap = 8; // between the board and the text
  const height = Math.ceil(h + (textHeight ? gap + textHeight + pad : 0) + (geo ? 0 : pad));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w * dpr));
  canvas.height = Math.max(1, Math.round(height * dpr));
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, w, height);
  if (geo) {
    ctx.save();
    ctx.translate(-x, -y);
    paintFrame(ctx, cssWidth, cssHeight, frame, palette, theme);
    ctx.restore();
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  let ty = h + gap + (geo ? 0 : pad);
  ctx.fillStyle = theme.text;
  ctx.font = titleFont;
  for (const line of titleLines) {
    ctx.fillText(line, w / 2, ty);
    ty += 20;
  }
  ctx.fillStyle = theme.muted;
  ctx.font = captionFont;
  for (const line of captionLines) {
    ctx.fillText(line, w / 2, ty);
    ty += 18;
  }
  return canvas;
}
