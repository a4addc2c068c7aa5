// Draws a Frame (the game-independent grid scene from src/timeline.rs) on a 2D canvas.
// Knows nothing about any game: colours, names and glyphs come from the game's palette.
// A tween between two frames matches tokens by their stable id.

const LABEL_BAND = 0.6; // axis label band, in cells

/** Colours of the page theme the painter needs (read from CSS variables). */
export function themeColours(element) {
  const css = getComputedStyle(element);
  const get = (name, fallback) => css.getPropertyValue(name).trim() || fallback;
  return {
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    background: get('--board-bg', '#fff'),
    grid: get('--board-grid', '#8884'),
    text: get('--fg', '#111'),
    muted: get('--muted', '#666'),
    tokenText: get('--token-fg', '#fff'),
  };
}

function styleColour(style, theme) {
  if (!style) return theme.muted;
  return theme.dark ? style.dark : style.light;
}

/** Geometry of a frame laid out in a canvas of the given CSS size. */
export function layout(frame, cssWidth, cssHeight) {
  const left = frame.row_labels.length ? LABEL_BAND : 0;
  const top = frame.col_labels.length ? LABEL_BAND : 0;
  const cols = frame.width + left;
  const rows = frame.height + top;
  const cell = Math.max(4, Math.floor(Math.min(cssWidth / cols, cssHeight / rows)));
  const x0 = Math.floor((cssWidth - cell * cols) / 2 + left * cell);
  const y0 = Math.floor((cssHeight - cell * rows) / 2 + top * cell);
  return {
    cell,
    x0,
    y0,
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
  for (let r = 0; r < frame.height; r++) {
    for (let c = 0; c < frame.width; c++) {
      const style = palette.cells[frame.cells[r * frame.width + c]];
      const x = x0 + c * cell;
      const y = y0 + r * cell;
      ctx.fillStyle = styleColour(style, theme);
      ctx.fillRect(x, y, cell, cell);
      if (style && style.glyph && cell >= 14) {
        ctx.fillStyle = theme.muted;
        ctx.font = `${Math.round(cell * 0.28)}px system-ui, sans-serif`;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'top';
        ctx.fillText(style.glyph, x + cell * 0.08, y + cell * 0.06);
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

function drawLabels(ctx, frame, theme, geo) {
  const { cell } = geo;
  ctx.fillStyle = theme.muted;
  ctx.font = `${Math.max(9, Math.round(cell * 0.32))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  frame.col_labels.forEach((label, c) => {
    const [x] = geo.at(0, c);
    ctx.fillText(label, x, geo.y0 - cell * LABEL_BAND * 0.5);
  });
  frame.row_labels.forEach((label, r) => {
    const [, y] = geo.at(r, 0);
    ctx.fillText(label, geo.x0 - cell * LABEL_BAND * 0.5, y);
  });
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

function drawMarks(ctx, marks, palette, theme, geo, alpha) {
  const { cell } = geo;
  for (const mark of marks) {
    const style = palette.marks[mark.kind];
    const colour = styleColour(style, theme);
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = Math.max(2, cell * 0.08);
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
          ctx.font = `${Math.round(cell * 0.26)}px system-ui, sans-serif`;
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
      arrowHead(ctx, xa, ya, xb, yb, Math.max(6, cell * 0.3));
    } else if (mark.type === 'text') {
      const [x, y] = geo.at(mark.at[0], mark.at[1]);
      ctx.font = `bold ${Math.max(10, Math.round(cell * 0.38))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 3;
      ctx.strokeStyle = theme.background;
      ctx.strokeText(mark.text, x, y);
      ctx.fillText(mark.text, x, y);
    }
    ctx.restore();
  }
}

const DIR_ANGLE = { up: -Math.PI / 2, down: Math.PI / 2, left: Math.PI, right: 0 };

function drawToken(ctx, token, row, col, alpha, palette, theme, geo) {
  const { cell } = geo;
  const [x, y] = geo.at(row, col);
  const radius = cell * 0.38;
  const style = palette.tokens[token.kind];
  ctx.save();
  ctx.globalAlpha = alpha * (token.faded ? 0.35 : 1);
  ctx.fillStyle = styleColour(style, theme);
  ctx.strokeStyle = theme.text;
  ctx.lineWidth = Math.max(1, cell * 0.03);
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
  if (text && cell >= 10) {
    ctx.fillStyle = theme.tokenText;
    const size = Math.round(radius * (text.length > 2 ? 0.75 : 1.0));
    ctx.font = `bold ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = Math.max(2, size * 0.22);
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.strokeText(text, x, y + 1);
    ctx.fillText(text, x, y + 1);
  }
  if (token.badges && cell >= 16) {
    ctx.font = `${Math.max(8, Math.round(cell * 0.22))}px system-ui, sans-serif`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    let by = y - radius * 0.9;
    for (const badge of token.badges) {
      const w = ctx.measureText(badge).width + 6;
      const bx = x + radius * 0.35;
      ctx.fillStyle = theme.background;
      ctx.strokeStyle = theme.text;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.roundRect(bx, by - cell * 0.13, w, cell * 0.26, cell * 0.06);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = theme.text;
      ctx.fillText(badge, bx + 3, by);
      by += cell * 0.28;
    }
  }
  ctx.restore();
}

/**
 * Paints `frame` (and, while tweening, the movement from `previous`, t in 0..1).
 * `canvas` is sized to its CSS box times devicePixelRatio so lines stay crisp.
 */
export function paint(canvas, frame, palette, theme, previous = null, t = 1) {
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
  const geo = layout(frame, cssWidth, cssHeight);
  drawCells(ctx, frame, palette, theme, geo);
  drawLabels(ctx, frame, theme, geo);
  // Marks of the old frame fade out, the new ones fade in.
  if (previous && t < 1) drawMarks(ctx, previous.marks, palette, theme, geo, 1 - t);
  drawMarks(ctx, frame.marks, palette, theme, geo, previous && t < 1 ? t : 1);
  const before = new Map();
  if (previous && t < 1) for (const token of previous.tokens) before.set(token.id, token);
  for (const token of frame.tokens) {
    const old = before.get(token.id);
    const [row, col] = tweenPosition(old, token, previous && t < 1 ? t : 1);
    const alpha = old || !previous || t >= 1 ? 1 : t;
    before.delete(token.id);
    drawToken(ctx, token, row, col, alpha, palette, theme, geo);
  }
  // Tokens that vanished in this step fade out where they were.
  for (const token of before.values()) {
    drawToken(ctx, token, token.row, token.col, 1 - t, palette, theme, geo);
  }
  return geo;
}
