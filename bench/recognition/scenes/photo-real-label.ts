import { pickDisplayFont } from './display-fonts';
import type { Rng } from './prng';
import { esc, hsl, pickFont, textWidth, wrapTwo, type Font } from './svg';
import type { Product } from './types';

/** What a flat label carries, for the ground truth's conditions and the calibration notes. */
export type LabelTraits = {
  side: 'front' | 'back';
  brandFont: string;
  brandStyle: string;
  brewery: 'absent' | 'tiny' | 'small';
  texture: string;
  lowContrast: boolean;
  outlined: boolean;
};

// Style and kind words: a name made only of these says which beer it is to nobody.
const GENERIC =
  /^(the|ale|ales|beer|bier|biere|lager|pils|pilsner|pilsener|ipa|stout|porter|pale|amber|red|brown|golden|blonde|blond|wheat|white|black|dark|light|double|triple|tripel|dubbel|quad|quadrupel|imperial|india|session|premium|special|reserve|bock|doppelbock|maibock|saison|helles|dunkel|dunkles|weizen|weiss|weisse|weissbier|hefeweizen|hefeweissbier|hefe|witbier|kellerbier|marzen|märzen|oktoberfest|barleywine|barley|wine|lambic|kriek|gueuze|schwarzbier|rauchbier|altbier|kolsch|kölsch|cream|honey|oatmeal|milk|smoked|nut|strong|winter|summer|export|extra|original|classic|traditional|anniversary|irish|scotch|scottish|english|american|belgian|german|czech|bavarian|vienna|style|no|de|la|le|\d+)$/i;
const nameWords = (name: string) => name.split(/[\s\-–/&.,]+/).filter(Boolean);
/**
 * A name a person would know the beer by without its brewery ("Duvel", "Punk IPA"): a word that
 * is not a style, and no other catalogue beer of that name.
 */
export const distinctiveName = (p: Product) => p.uniqueName === true && hasTellingWord(p.name);
/** A word of 5+ letters that is no style or kind word ("Horse", "Darkness"). */
export const hasTellingWord = (name: string) =>
  nameWords(name).some((w) => w.length >= 5 && !GENERIC.test(w));
/** A name of style and kind words only ("Pale Ale", "Double IPA"): any brewery may sell one. */
export const genericName = (name: string) => nameWords(name).every((w) => GENERIC.test(w));

const SMALL_PRINT = [
  'Brewed with water, malted barley, hops and yeast',
  'Contains barley and wheat. Store cool and dark',
  'Best before end: see neck label',
  'Unfiltered, naturally carbonated, bottle conditioned',
  'Serve at 8-10 C in a tulip glass',
  'Recycle this bottle where facilities exist',
  'Do not drink if pregnant. Enjoy responsibly',
  'Our brewers have made this beer the slow way since the founding of the town',
  'Hopped four times with whole cone hops for a dry finish',
  'Deposit 10c where applicable. Keep refrigerated',
];
const TOP_LINES = ['EST. 1873', 'CRAFT BREWED', 'SINCE 1921', 'SMALL BATCH', 'Brewed with care'];
const VOLUMES = ['330 ml', '355 ml', '12 FL OZ', '500 ml', '750 ml', '440 ml', '16 FL OZ'];

type Colours = { bg: string; bg2: string; fg: string; low: boolean };

/** Label colours; low-contrast ones differ by only 12–22 lightness points. */
function colours(rng: Rng, lowContrast: boolean): Colours {
  const h = rng.range(0, 360);
  const dark = rng.chance(0.5);
  const bgL = dark ? rng.range(12, 35) : rng.range(62, 92);
  const gap = lowContrast ? rng.range(12, 22) : rng.range(45, 70);
  const fgL = Math.max(3, Math.min(98, dark ? bgL + gap : bgL - gap));
  return {
    bg: hsl(h, rng.range(15, 70), bgL),
    bg2: hsl(h + rng.range(-40, 40), rng.range(20, 80), dark ? bgL + 12 : bgL - 14),
    fg: hsl(lowContrast ? h + rng.range(-30, 30) : rng.range(0, 360), rng.range(0, 60), fgL),
    low: lowContrast,
  };
}

/** Paper grain, stripes, a photographic scene or foil behind the text: labels are rarely flat. */
function texture(
  rng: Rng,
  w: number,
  h: number,
  c: Colours,
): { defs: string; body: string; name: string } {
  const kind = rng.pick(['plain', 'paper', 'stripes', 'photo', 'photo', 'foil'] as const);
  if (kind === 'paper') {
    const f = (rng.range(0.004, 0.02) * 1000) / Math.max(w, h);
    return {
      name: kind,
      defs: `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="${(f * 40).toFixed(4)}" numOctaves="3" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="${rng.range(0.25, 0.5).toFixed(2)}"/></feComponentTransfer></filter>`,
      body: `<rect width="${w}" height="${h}" filter="url(#grain)"/>`,
    };
  }
  if (kind === 'stripes') {
    const n = rng.int(6, 18);
    const bars = Array.from({ length: n }, (_, i) =>
      i % 2 ? `<rect x="${(i * w) / n}" width="${w / n}" height="${h}" fill="${c.bg2}"/>` : '',
    );
    const angle = rng.pick([0, 0, 20, -30, 90]);
    return {
      name: kind,
      defs: '',
      body: `<g transform="rotate(${angle} ${w / 2} ${h / 2})">${bars.join('')}</g>`,
    };
  }
  if (kind === 'photo') {
    // Soft blobs and a horizon: the look of a landscape or hop field printed under the text.
    const blobs = Array.from({ length: rng.int(8, 20) }, () => {
      const r = rng.range(0.05, 0.3) * Math.max(w, h);
      return `<circle cx="${rng.range(0, w)}" cy="${rng.range(0, h)}" r="${r}" fill="${hsl(rng.range(0, 360), rng.range(20, 70), rng.range(15, 85))}" fill-opacity="${rng.range(0.3, 0.8).toFixed(2)}"/>`;
    });
    return {
      name: kind,
      defs: `<filter id="soft"><feGaussianBlur stdDeviation="${(0.03 * Math.min(w, h)).toFixed(1)}"/></filter>`,
      body: `<g filter="url(#soft)"><rect y="${h * rng.range(0.4, 0.7)}" width="${w}" height="${h}" fill="${c.bg2}"/>${blobs.join('')}</g>`,
    };
  }
  if (kind === 'foil') {
    const stops = Array.from(
      { length: 7 },
      (_, i) => `<stop offset="${(i / 6).toFixed(2)}" stop-color="${i % 2 ? c.bg2 : c.bg}"/>`,
    );
    return {
      name: kind,
      defs: `<linearGradient id="foil" x1="0" y1="0" x2="1" y2="${rng.range(0, 1).toFixed(2)}">${stops.join('')}</linearGradient>`,
      body: `<rect width="${w}" height="${h}" fill="url(#foil)"/>`,
    };
  }
  return { name: kind, defs: '', body: '' };
}

type TextOpts = { width?: number; outline?: boolean; anchor?: string; opacity?: number };

/** A line of text; `width` forces its drawn length, so a label controls where words end. */
function text(
  t: string,
  x: number,
  y: number,
  size: number,
  font: Font,
  fill: string,
  o: TextOpts = {},
) {
  const paint = o.outline
    ? `fill="none" stroke="${fill}" stroke-width="${(size * 0.035).toFixed(1)}"`
    : `fill="${fill}"`;
  const fit = o.width ? ` textLength="${o.width.toFixed(1)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font.family}" font-size="${size.toFixed(1)}" font-weight="${font.weight}"${font.stretch ? ` font-stretch="${font.stretch}"` : ''}${font.italic ? ' font-style="italic"' : ''} ${paint} text-anchor="${o.anchor ?? 'middle'}"${o.opacity ? ` fill-opacity="${o.opacity}"` : ''}${fit}>${esc(t)}</text>`;
}

/**
 * A flat label `w` × `h` (its whole circumference strip) as SVG. The front puts the beer's name
 * huge across `brandWidth` pixels around the centre — wide enough that its ends run round the
 * bottle — with the brewery tiny or absent; the back is small print with the name among it.
 */
export function drawRealLabel(
  p: Product,
  w: number,
  h: number,
  brandWidth: number,
  rng: Rng,
  opts: { back: boolean },
): { svg: string; traits: LabelTraits } {
  const lowContrast = rng.chance(0.2);
  const c = colours(rng, lowContrast);
  const tex = texture(rng, w, h, c);
  const cx = w / 2;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${c.bg}"/>`, tex.body];
  const plain = pickFont(rng);
  const brandFont = opts.back || rng.chance(0.2) ? pickFont(rng) : pickDisplayFont(rng);
  const outlined = !opts.back && (brandFont.family === 'Rampart One' || rng.chance(0.15));
  let brewery: LabelTraits['brewery'] = rng.chance(0.55) ? 'tiny' : 'small';
  if (!opts.back && distinctiveName(p) && rng.chance(0.75)) brewery = 'absent';

  if (opts.back) {
    // Back label: a modest title, then a block of small print that names the brewery in passing.
    const lines = [
      p.name,
      ...rng.shuffle([...SMALL_PRINT]).slice(0, rng.int(4, 8)),
      `Brewed and bottled by ${p.brewery}`,
      `${p.abv.toFixed(1)}% vol   ${rng.pick(VOLUMES)}`,
      ...rng.shuffle([...SMALL_PRINT]).slice(0, rng.int(2, 5)),
    ];
    const blockW = brandWidth * rng.range(0.8, 1.1);
    const small = h * rng.range(0.028, 0.04);
    let y = h * 0.14;
    lines.forEach((l, i) => {
      const size = i === 0 ? h * rng.range(0.06, 0.09) : small;
      y += size * 1.35;
      const width = Math.min(blockW, textWidth(l, i === 0 ? brandFont : plain, size));
      parts.push(text(l, cx, y, size, i === 0 ? brandFont : plain, c.fg, { width }));
    });
    // A barcode beside the text block, as on most back labels.
    const bx = cx + blockW / 2 + h * 0.05;
    for (let i = 0; i < 30; i++) {
      parts.push(
        `<rect x="${bx + i * h * 0.008}" y="${h * 0.6}" width="${h * 0.004 * rng.int(1, 2)}" height="${h * 0.15}" fill="${c.fg}"/>`,
      );
    }
    return {
      svg: `<defs>${tex.defs}</defs>${parts.join('')}`,
      traits: {
        side: 'back',
        brandFont: brandFont.family,
        brandStyle: 'print',
        brewery: 'small',
        texture: tex.name,
        lowContrast,
        outlined: false,
      },
    };
  }

  const style = 'style' in brandFont ? (brandFont.style as string) : 'print';
  const upper = style === 'condensed' && brandFont.family === 'Bebas Neue';
  const brand = upper ? p.name.toUpperCase() : p.name;
  const lines = style === 'script' || rng.chance(0.25) ? wrapTwo(brand, 10) : [brand];
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(
    h * 0.3,
    brandWidth / Math.max(1e-6, textWidth(brand, brandFont, 1) * (longest / brand.length)),
  );
  let y = h * rng.range(0.3, 0.42) + (lines.length === 1 ? size * 0.4 : 0);
  for (const l of lines) {
    const width = (brandWidth * l.length) / longest;
    parts.push(text(l, cx, y, size, brandFont, c.fg, { width, outline: outlined }));
    y += size * 1.05;
  }
  const breweryFont = pickFont(rng, { light: true });
  const bSize = brewery === 'tiny' ? h * rng.range(0.025, 0.04) : h * rng.range(0.045, 0.07);
  if (brewery !== 'absent') {
    const above = rng.chance(0.4);
    const by = above ? h * 0.16 : Math.min(h * 0.82, y + bSize * 0.6);
    const bw = Math.min(brandWidth * 0.9, textWidth(p.brewery, breweryFont, bSize));
    parts.push(text(p.brewery, cx, by, bSize, breweryFont, c.fg, { width: bw }));
  }
  // Small print that is not the beer's name: style and strength, volume, a motto, round the sides.
  const fine = h * rng.range(0.025, 0.045);
  const bits = [
    [p.style, `${p.abv.toFixed(1)}% ABV`].filter(Boolean).join('  ·  '),
    rng.pick(VOLUMES),
    rng.pick(TOP_LINES),
  ];
  parts.push(text(bits[0]!, cx, h * 0.9, fine, plain, c.fg));
  parts.push(text(bits[1]!, cx - brandWidth * 0.45, h * 0.95, fine, plain, c.fg));
  if (rng.chance(0.6)) parts.push(text(bits[2]!, cx, h * 0.08, fine * 1.2, plain, c.fg));
  for (const side of [-1, 1]) {
    // Side panels: they sit where the bottle turns away, and come out as foreshortened scraps.
    const sx = cx + side * rng.range(0.58, 0.7) * brandWidth;
    let sy = h * rng.range(0.25, 0.4);
    for (const l of rng.shuffle([...SMALL_PRINT]).slice(0, rng.int(1, 4))) {
      const width = Math.min(brandWidth * 0.5, textWidth(l, plain, fine));
      const anchor = side < 0 ? 'end' : 'start';
      parts.push(text(l, sx, sy, fine, plain, c.fg, { width, anchor }));
      sy += fine * 1.5;
    }
  }
  return {
    svg: `<defs>${tex.defs}</defs>${parts.join('')}`,
    traits: {
      side: 'front',
      brandFont: brandFont.family,
      brandStyle: style,
      brewery,
      texture: tex.name,
      lowContrast,
      outlined,
    },
  };
}
