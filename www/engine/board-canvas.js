// The page's side of a board canvas the module paints. The page hands its canvas over once
// (`transferControlToOffscreen`) to where the module runs, the engine's worker (or the page itself,
// in a standalone export), which paints it in place: no pixels cross per frame, and the page never
// draws a board's shape itself. A canvas handed over shows a frame at the display's next frame, so
// what was painted is read where it was painted (`paintedPixels`, for tools and tests). A figure's
// pixels become a PNG here.

/** @type {WeakMap<HTMLCanvasElement, () => Promise<ImageBitmap>>} how to read each canvas handed over */
const readers = new WeakMap();

/**
 * Painting `canvas` failed because it was handed to a worker that is gone (a cancelled run
 * replaced it): a canvas can be handed over only once, so its owner puts a fresh one in its place
 * (`freshCanvas`) and paints that.
 */
export class SpentCanvas extends Error {
  constructor() {
    super('the canvas was handed to an engine that is gone');
    this.name = 'SpentCanvas';
  }
}

/**
 * Hands `canvas` over to be painted elsewhere; `read` reads back what was painted there.
 * @param {HTMLCanvasElement} canvas
 * @param {() => Promise<ImageBitmap>} read
 */
export function transferCanvas(canvas, read) {
  readers.set(canvas, read);
  return canvas.transferControlToOffscreen();
}

/**
 * The pixels last painted on `canvas`, exactly as painted (what the screen shows a frame later).
 * @param {HTMLCanvasElement} canvas
 * @returns {Promise<ImageBitmap>}
 */
export function paintedPixels(canvas) {
  const read = readers.get(canvas);
  return read ? read() : Promise.reject(new Error('this canvas was never painted by a module'));
}

/**
 * Puts a copy of `canvas` in its place and returns it: its attributes but what told of its
 * pixels (its size, its `data-` attributes), and no listeners.
 * @param {HTMLCanvasElement} canvas
 */
export function freshCanvas(canvas) {
  const fresh = /** @type {HTMLCanvasElement} */ (canvas.cloneNode(false));
  for (const name of fresh.getAttributeNames()) {
    if (name === 'width' || name === 'height' || name.startsWith('data-')) fresh.removeAttribute(name);
  }
  canvas.replaceWith(fresh);
  return fresh;
}

/**
 * `image` (a figure the module painted) as a PNG blob.
 * @param {ImageData} image
 * @returns {Promise<Blob | null>}
 */
export function pngOf(image) {
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).putImageData(image, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
