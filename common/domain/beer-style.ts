/**
 * Spec section 2: a results card's background comes from keywords in the beer's style. The
 * first matching family wins, so "Imperial Stout" is dark, not strong, and "Black IPA" dark.
 */
export type StyleFamily =
  'dark' | 'hoppy' | 'wheat' | 'sour' | 'amber' | 'belgian' | 'lager' | 'default';

const FAMILIES: [StyleFamily, RegExp][] = [
  ['dark', /\b(stout|porter|schwarz|black|dunkel|dark)/i],
  ['sour', /\b(sour|gose|lambic|gueuze|kriek|berliner|wild|flanders|fruit)/i],
  ['wheat', /\b(wheat|weiss|weizen|hefe|wit|blanche)/i],
  ['hoppy', /\b(ipa|india pale|pale ale|apa|hop)/i],
  ['belgian', /\b(belgian|saison|tripel|dubbel|quad|abbey|trappist|farmhouse)/i],
  ['amber', /\b(amber|red|brown|bock|märzen|marzen|oktoberfest|barley ?wine|scotch|irish red)/i],
  ['lager', /\b(lager|pils|pilsner|pilsener|helles|kölsch|kolsch|export|light)/i],
];

export function styleFamily(style: string | null | undefined): StyleFamily {
  if (!style) return 'default';
  return FAMILIES.find(([, pattern]) => pattern.test(style))?.[0] ?? 'default';
}
