/** Spec section 4: the camera's auto-adjust label, picked every 2 s (first run after 1 s). */
export const BRIGHTNESS_FIRST_CHECK_MS = 1_000;
export const BRIGHTNESS_INTERVAL_MS = 2_000;

export type BrightnessLabel = 'dark-boost' | 'low-light' | 'bright-light' | 'normal';

export type BrightnessSample = {
  /** Mean luma 0–255. */
  brightness: number;
  /** Shares 0–1 of pixels below 50 and above 220 luma. */
  darkRatio: number;
  brightRatio: number;
};

export const BRIGHTNESS_TEXT: Record<BrightnessLabel, string> = {
  'dark-boost': 'Dark boost',
  'low-light': 'Low light',
  'bright-light': 'Bright light',
  normal: 'Normal lighting',
};

/** Thresholds in the spec's order: dark boost, low light, bright light, else normal. */
export function brightnessLabel(s: BrightnessSample): BrightnessLabel {
  if (s.brightness < 80 || s.darkRatio > 0.3) return 'dark-boost';
  if (s.brightness < 120 || s.darkRatio > 0.2) return 'low-light';
  if (s.brightness > 200 || s.brightRatio > 0.25) return 'bright-light';
  return 'normal';
}

/** Measures RGBA pixels (a canvas's ImageData.data) with the Rec. 601 luma weights. */
export function sampleBrightness(rgba: ArrayLike<number>): BrightnessSample {
  const pixels = Math.floor(rgba.length / 4);
  if (!pixels) return { brightness: 0, darkRatio: 1, brightRatio: 0 };
  let sum = 0;
  let dark = 0;
  let bright = 0;
  for (let i = 0; i < pixels * 4; i += 4) {
    const luma = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    sum += luma;
    if (luma < 50) dark++;
    else if (luma > 220) bright++;
  }
  return { brightness: sum / pixels, darkRatio: dark / pixels, brightRatio: bright / pixels };
}
