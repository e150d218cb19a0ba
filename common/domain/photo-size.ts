/** The longest side a photo travels at: enough for the recogniser, a few hundred KB as JPEG. */
export const UPLOAD_MAX_SIDE = 2048;
export const UPLOAD_JPEG_QUALITY = 0.9;
/** Camera captures are encoded at the spec's quality (section 9). */
export const CAPTURE_JPEG_QUALITY = 0.95;

/** The size to draw a photo at so its longest side is at most `max`, never enlarged. */
export function fitWithin(width: number, height: number, max = UPLOAD_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
}

/** A box in the original photo's pixels, as percentages of the photo, for drawing on any size. */
export function boxToPercent(
  box: [number, number, number, number],
  photo: { width: number; height: number },
) {
  const [x, y, w, h] = box;
  const pct = (v: number, of: number) => Math.max(0, Math.min(100, (v / of) * 100));
  return {
    left: pct(x, photo.width),
    top: pct(y, photo.height),
    width: pct(Math.min(w, photo.width - x), photo.width),
    height: pct(Math.min(h, photo.height - y), photo.height),
  };
}
