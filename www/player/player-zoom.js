// The board's zoom and pan gestures (a part of player-board.js): Ctrl+wheel and a trackpad's pinch
// zoom around the pointer, the wheel pans a zoomed board, a drag pans it, two fingers pinch it, a
// double click fits it again. The keys and buttons are the player's (player-controls.js).

/**
 * What the gestures act on: the player's board.
 * @typedef {object} Zoomable
 * @property {number} zoom 1 when the board fits its box
 * @property {(factor: number, at?: [number, number]) => void} zoomBy
 * @property {(dx: number, dy: number) => void} panBy
 * @property {() => void} resetZoom
 */

/**
 * Listens to the gestures on `canvas`, for `board`.
 * @param {HTMLCanvasElement} canvas
 * @param {Zoomable} board
 */
export function listenZoom(canvas, board) {
  const point = (/** @type {MouseEvent} */ e) => {
    const rect = canvas.getBoundingClientRect();
    return /** @type {[number, number]} */ ([e.clientX - rect.left, e.clientY - rect.top]);
  };
  canvas.addEventListener(
    'wheel',
    (e) => {
      if (e.ctrlKey) {
        e.preventDefault();
        board.zoomBy(Math.exp(-e.deltaY / 300), point(e));
      } else if (board.zoom > 1) {
        e.preventDefault();
        board.panBy(-e.deltaX, -e.deltaY);
      }
    },
    { passive: false },
  );
  canvas.addEventListener('dblclick', (e) => {
    if (board.zoom === 1) return;
    e.preventDefault();
    board.resetZoom();
  });
  /** @type {Map<number, [number, number]>} the pointers down on the board */
  const down = new Map();
  let moved = 0;
  canvas.addEventListener('pointerdown', (e) => {
    down.set(e.pointerId, point(e));
    moved = 0;
    if (board.zoom > 1 || down.size === 2) canvas.setPointerCapture?.(e.pointerId);
  });
  canvas.addEventListener('pointermove', (e) => {
    const was = down.get(e.pointerId);
    if (!was) return;
    const now = point(e);
    if (down.size === 2) {
      const other = [...down].find(([id]) => id !== e.pointerId)?.[1] ?? now;
      const before = Math.hypot(was[0] - other[0], was[1] - other[1]);
      const after = Math.hypot(now[0] - other[0], now[1] - other[1]);
      if (before > 0) board.zoomBy(after / before, [(now[0] + other[0]) / 2, (now[1] + other[1]) / 2]);
    } else if (board.zoom > 1) {
      moved += Math.abs(now[0] - was[0]) + Math.abs(now[1] - was[1]);
      board.panBy(now[0] - was[0], now[1] - was[1]);
    }
    down.set(e.pointerId, now);
  });
  const up = (/** @type {PointerEvent} */ e) => down.delete(e.pointerId);
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', up);
  // A drag that panned is no click on a cell.
  canvas.addEventListener('click', (e) => moved > 4 && e.stopImmediatePropagation(), true);
}
