import { execFileSync } from 'node:child_process';
import type { Rng } from './prng';
import type { Font } from './svg';

/** The kinds of lettering real beer labels use and OCR trained on print finds hard. */
export type DisplayStyle = 'script' | 'blackletter' | 'condensed' | 'outlined' | 'hand-drawn';

/**
 * Display faces from Debian's fonts-* packages (installed by `.ci/run`). `em` is a rough average
 * glyph width, only used to choose a size; the label then forces the width it wants.
 */
export const DISPLAY_FONTS: { style: DisplayStyle; family: string; pkg: string; em: number }[] = [
  { style: 'script', family: 'Dancing Script', pkg: 'fonts-dancingscript', em: 0.45 },
  { style: 'script', family: 'Kaushan Script', pkg: 'fonts-kaushanscript', em: 0.5 },
  { style: 'script', family: 'Lobster Two', pkg: 'fonts-lobster', em: 0.45 },
  { style: 'blackletter', family: 'Blankenburg_UNZ1A', pkg: 'fonts-blankenburg', em: 0.5 },
  { style: 'blackletter', family: 'Rusch', pkg: 'fonts-gotico-antiqua', em: 0.5 },
  { style: 'condensed', family: 'Bebas Neue', pkg: 'fonts-bebas-neue', em: 0.4 },
  { style: 'condensed', family: 'Yanone Kaffeesatz', pkg: 'fonts-yanone-kaffeesatz', em: 0.4 },
  { style: 'outlined', family: 'Rampart One', pkg: 'fonts-rampart', em: 0.7 },
  { style: 'hand-drawn', family: 'Humor Sans', pkg: 'fonts-humor-sans', em: 0.55 },
  { style: 'hand-drawn', family: 'Comic Neue', pkg: 'fonts-comic-neue', em: 0.52 },
  { style: 'hand-drawn', family: 'Cabin Sketch', pkg: 'fonts-cabinsketch', em: 0.55 },
  { style: 'condensed', family: 'League Spartan', pkg: 'fonts-league-spartan', em: 0.6 },
];

let installed: Set<string> | null = null;
const warned = new Set<string>();

/** Families fontconfig knows; empty (everything "missing") where fc-list is absent. */
function installedFamilies(): Set<string> {
  if (installed) return installed;
  try {
    const out = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    installed = new Set(out.split('\n').flatMap((l) => l.split(',').map((f) => f.trim())));
  } catch {
    installed = new Set();
  }
  return installed;
}

/**
 * A display font of the given style (any style when omitted). A face that is not installed is
 * replaced by DejaVu Sans Bold, with one message naming the package: the scenes then come out
 * easier than on CI, so the numbers are not comparable.
 */
export function pickDisplayFont(rng: Rng, style?: DisplayStyle): Font & { style: DisplayStyle } {
  const pool = style ? DISPLAY_FONTS.filter((f) => f.style === style) : DISPLAY_FONTS;
  const f = rng.pick(pool);
  const bold = f.style === 'condensed' || f.style === 'hand-drawn' ? rng.chance(0.5) : false;
  if (!installedFamilies().has(f.family)) {
    if (!warned.has(f.family)) {
      warned.add(f.family);
      console.warn(
        `\n! font "${f.family}" is not installed (apt-get install ${f.pkg}, as .ci/run does): photo-real labels use DejaVu Sans Bold instead, so they are easier than intended`,
      );
    }
    return { family: 'DejaVu Sans', weight: 700, italic: false, em: 0.62, style: f.style };
  }
  return { family: f.family, weight: bold ? 700 : 400, italic: false, em: f.em, style: f.style };
}
