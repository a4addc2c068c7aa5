// The page's side of a board the module paints: the module paints on an OffscreenCanvas of its own
// (in the worker, where the step is computed) and hands its pixels over as an ImageBitmap, which
// the page's canvas shows without a copy; a figure's pixels become a PNG here. The page never
// draws a board's shape itself.

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
