// The cell tip's place (a part of player-board.js): beside the cell it tells of, never over it.

/** @import { Cell } from './cells.js' */
/** @import { BoardPlace } from '../lib/types.js' */

const TIP_GAP = 6; // CSS pixels between the cell tip and the cells it leaves free
const TIP_MIN_WIDTH = 96; // the narrowest the tip is made to fit beside a cell's neighbours

/**
 * Places `tip` (the details of `cell`, shown) inside the canvas, `size` CSS pixels, where it covers
 * neither the cell nor its neighbours: under them, else over them, else right or left of them,
 * the first of these that fits; else as narrow as the wider side beside them leaves (its lines
 * wrapped), and only when nothing fits, over neighbours on the side of the cell with more room.
 * It never leaves the canvas, so it covers neither the controls nor what is around the player.
 * @param {HTMLElement} tip
 * @param {{ width: number, height: number }} size
 * @param {BoardPlace} place where the board is painted
 * @param {Cell} cell
 */
export function placeTip(tip, { width, height }, place, { row, col }) {
  const { rows, cols } = place;
  const [x, y] = [place.x + (col + 0.5) * place.cell, place.y + (row + 0.5) * place.cell];
  // How far the tip keeps from the cell's centre on each side: half the cell, the neighbour on
  // that side when the board has one, and a gap.
  const reach = (/** @type {boolean} */ neighbour) => place.cell / 2 + (neighbour ? place.cell : 0) + TIP_GAP;
  const [up, down, back, ahead] = [reach(row > 0), reach(row < rows - 1), reach(col > 0), reach(col < cols - 1)];
  /**
   * The tip's size at `wide` (null: as wide as its lines, up to the canvas), measured where it
   * has the whole canvas's width, and fixed: once moved it wraps no differently.
   * @param {number | null} wide
   */
  const measure = (wide) => {
    tip.style.left = '0px';
    tip.style.top = '0px';
    tip.style.width = wide === null ? '' : `${wide}px`;
    const box = tip.getBoundingClientRect();
    tip.style.width = `${box.width}px`;
    return [box.width, box.height];
  };
  const fits = (/** @type {number[]} */ [l, t, w, h]) => l >= 0 && t >= 0 && l + w <= width + 0.5 && t + h <= height + 0.5;
  /** The places beside the cell and its neighbours of a tip `w` × `h`: under, over, right, left. */
  const beside = (/** @type {number} */ w, /** @type {number} */ h) => {
    const centredX = Math.max(0, Math.min(x - w / 2, width - w));
    const centredY = Math.max(0, Math.min(y - h / 2, height - h));
    return [
      [centredX, y + down, w, h],
      [centredX, y - up - h, w, h],
      [x + ahead, centredY, w, h],
      [x - back - w, centredY, w, h],
    ];
  };
  const [w, h] = measure(null);
  let found = beside(w, h).find(fits);
  const side = Math.floor(Math.max(width - x - ahead, x - back));
  if (!found && side >= TIP_MIN_WIDTH && side < w) {
    const [narrow, tall] = measure(side);
    found = beside(narrow, tall).slice(2).find(fits);
    if (!found) measure(null);
  }
  if (!found) {
    // Over the neighbours, in the canvas, on the side of the cell with more room.
    const [fw, fh] = [Math.min(w, width), h];
    const left = Math.max(0, Math.min(x - fw / 2, width - fw));
    const below = height - (y + place.cell / 2) >= y - place.cell / 2;
    const top = below ? y + place.cell / 2 + TIP_GAP : y - place.cell / 2 - TIP_GAP - fh;
    found = [left, Math.max(0, Math.min(top, height - fh))];
  }
  tip.style.left = `${found[0]}px`;
  tip.style.top = `${found[1]}px`;
}
