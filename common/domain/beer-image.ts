import { styleFamily, type StyleFamily } from './beer-style';

/**
 * Spec section 2: a beer's own image is used unless it is empty or contains "stripe", "data:",
 * "null" or "undefined" (leftovers of bad imports); otherwise a picture by brand, then by
 * style, then a default glass.
 */
export function usableImageUrl(url: string | null | undefined): string | null {
  if (!url || !url.trim()) return null;
  const lower = url.toLowerCase();
  if (['stripe', 'data:', 'null', 'undefined'].some((bad) => lower.includes(bad))) return null;
  return url;
}

/** Breweries we hold a picture for, by a word in the brewery's name. */
const BRAND_IMAGES: [RegExp, string][] = [
  [/guinness/i, 'guinness'],
  [/heineken/i, 'heineken'],
  [/brewdog/i, 'brewdog'],
  [/sierra nevada/i, 'sierra-nevada'],
];

const STYLE_IMAGES: Partial<Record<StyleFamily, string>> = {
  dark: 'stout',
  hoppy: 'ipa',
  wheat: 'wheat',
  lager: 'lager',
  amber: 'amber',
  sour: 'sour',
  belgian: 'belgian',
};

export const DEFAULT_BEER_IMAGE = '/beer-images/glass.svg';

export function beerImageFor(beer: {
  imageUrl: string | null | undefined;
  brewery: string;
  name: string;
  style: string | null | undefined;
}): { src: string; kind: 'own' | 'brand' | 'style' | 'default' } {
  const own = usableImageUrl(beer.imageUrl);
  if (own) return { src: own, kind: 'own' };
  const brand = BRAND_IMAGES.find(([pattern]) => pattern.test(`${beer.brewery} ${beer.name}`));
  if (brand) return { src: `/beer-images/brand-${brand[1]}.svg`, kind: 'brand' };
  const style = STYLE_IMAGES[styleFamily(beer.style)];
  if (style) return { src: `/beer-images/style-${style}.svg`, kind: 'style' };
  return { src: DEFAULT_BEER_IMAGE, kind: 'default' };
}
