// The page's side of a board the module paints: the module paints on an OffscreenCanvas of its own
// (in the worker, where the step is computed) and hands its pixels over as an ImageBitmap, which
// the page's canvas shows without a copy. The page never draws a board's shape itself.

/**
 * Shows `bitmap` on `canvas`; the canvas's size in pixels becomes the bitmap's.
 * @param {HTMLCanvasElement} canvas
 * @param {ImageBitmap} bitmap
 */
export function showBitmap(canvas, bitmap) {
  if (canvas.width !== bitmap.width) canvas.width = bitmap.width;
  if (canvas.height !== bitmap.height) canvas.height = bitmap.height;
  /** @type {ImageBitmapRenderingContext} */ (canvas.getContext('bitmaprenderer')).transferFromImageBitmap(bitmap);
}
