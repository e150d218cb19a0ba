// Spec section 9: the collection's filters, stats, sorts and search. Pure rules shared by the site
// (which filters the full list it already holds) and GET /api/collection?filter=&sort=&q=.

export const COLLECTION_FILTERS = [
  'all',
  'high-rated',
  'ipas',
  'pale-ales',
  'stouts',
  'porters',
  'brown-ales',
  'lagers',
  'pilsners',
  'wheat',
  'sours',
  'saisons',
  'belgians',
  'amber',
  'session',
  'barleywines',
  'bocks',
  'ales',
] as const;
export type CollectionFilter = (typeof COLLECTION_FILTERS)[number];

export const COLLECTION_FILTER_LABELS: Record<CollectionFilter, string> = {
  all: 'All Beers',
  'high-rated': 'High Rated (4+)',
  ipas: 'IPAs',
  'pale-ales': 'Pale Ales',
  stouts: 'Stouts',
  porters: 'Porters',
  'brown-ales': 'Brown Ales',
  lagers: 'Lagers',
  pilsners: 'Pilsners',
  wheat: 'Wheat Beers',
  sours: 'Sours',
  saisons: 'Saisons',
  belgians: 'Belgian Styles',
  amber: 'Amber & Red',
  session: 'Session Beers',
  barleywines: 'Barleywines',
  bocks: 'Bocks',
  ales: 'Other Ales',
};

export const COLLECTION_SORTS = ['recent', 'rating', 'name', 'brewery'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

export const COLLECTION_SORT_LABELS: Record<CollectionSort, string> = {
  recent: 'Recently Added',
  rating: 'Highest Rated',
  name: 'Name (A–Z)',
  brewery: 'Brewery (A–Z)',
};

/** What the rules need of a collection item. */
export type CollectionEntry = {
  name: string;
  brewery: string;
  style: string | null;
  abv: number | null;
  rating: number | null;
  createdAt: string;
};

export type StyleFamily = Exclude<CollectionFilter, 'all' | 'high-rated' | 'session' | 'ales'>;

/** Style words per family, matched on the lower-cased style. The order matters for IPA vs pale ale. */
const STYLE_FAMILIES: Record<StyleFamily, (style: string) => boolean> = {
  ipas: (s) => /\bipa\b|india pale ale|\bneipa\b|\bdipa\b/.test(s),
  'pale-ales': (s) => s.includes('pale ale') && !s.includes('india pale ale'),
  stouts: (s) => s.includes('stout'),
  porters: (s) => s.includes('porter'),
  'brown-ales': (s) => s.includes('brown'),
  lagers: (s) =>
    /lager|helles|m[aä]rzen|oktoberfest|dunkel(?!weizen)|schwarzbier|vienna|k[oö]lsch/.test(s),
  pilsners: (s) => /pils/.test(s),
  wheat: (s) => /wheat|weiss|wei[sß]bier|weizen|hefe|\bwit\b|witbier|white ale/.test(s),
  sours: (s) => /sour|gose|lambic|gueuze|geuze|kriek|berliner|flanders|\bwild\b/.test(s),
  saisons: (s) => /saison|farmhouse/.test(s),
  belgians: (s) => /belgian|dubbel|tripel|quad|abbey|trappist/.test(s),
  amber: (s) => /amber|\bred ale\b|irish red/.test(s),
  barleywines: (s) => /barley ?wine/.test(s),
  bocks: (s) => s.includes('bock'),
};
const FAMILY_NAMES = Object.keys(STYLE_FAMILIES) as StyleFamily[];

/** The named style families a style belongs to (a style can be in two: "Belgian Pale Ale"). */
export function styleFamiliesOf(style: string | null): StyleFamily[] {
  const s = (style ?? '').toLowerCase();
  return s ? FAMILY_NAMES.filter((family) => STYLE_FAMILIES[family](s)) : [];
}

/** True when the item passes the filter (spec section 9). */
export function matchesFilter(item: CollectionEntry, filter: CollectionFilter): boolean {
  const style = (item.style ?? '').toLowerCase();
  switch (filter) {
    case 'all':
      return true;
    case 'high-rated':
      return item.rating !== null && item.rating >= 4;
    case 'session':
      // "style contains session or stated ABV under 4.5": an unknown ABV is not under 4.5.
      return style.includes('session') || (item.abv !== null && item.abv < 4.5);
    case 'ales':
      // "ales (others)": whatever no named style family claims.
      return !FAMILY_NAMES.some((family) => STYLE_FAMILIES[family](style));
    default:
      return STYLE_FAMILIES[filter](style);
  }
}

/** Case-insensitive search over name, brewery and style. */
export function matchesSearch(item: CollectionEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [item.name, item.brewery, item.style ?? ''].some((field) =>
    field.toLowerCase().includes(q),
  );
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** recent (newest first, the default), rating (high first, unrated last), name, brewery. */
export function compareBy(sort: CollectionSort) {
  return (a: CollectionEntry, b: CollectionEntry): number => {
    switch (sort) {
      case 'rating':
        return (b.rating ?? -1) - (a.rating ?? -1) || byText(a.name, b.name);
      case 'name':
        return byText(a.name, b.name) || byText(a.brewery, b.brewery);
      case 'brewery':
        return byText(a.brewery, b.brewery) || byText(a.name, b.name);
      default:
        return b.createdAt.localeCompare(a.createdAt) || byText(a.name, b.name);
    }
  };
}

/** Filter, search and sort in one go; returns a new array. */
export function applyCollectionView<T extends CollectionEntry>(
  items: readonly T[],
  view: { filter?: CollectionFilter; sort?: CollectionSort; q?: string },
): T[] {
  return items
    .filter((item) => matchesFilter(item, view.filter ?? 'all'))
    .filter((item) => matchesSearch(item, view.q ?? ''))
    .sort(compareBy(view.sort ?? 'recent'));
}

export type CollectionStats = {
  total: number;
  /** To one decimal, over ratings above 0 only; null when none is. */
  averageRating: number | null;
  styles: number;
  breweries: number;
};

export function collectionStats(items: readonly CollectionEntry[]): CollectionStats {
  const rated = items.map((i) => i.rating).filter((r): r is number => r !== null && r > 0);
  const average = rated.length ? rated.reduce((sum, r) => sum + r, 0) / rated.length : null;
  const distinct = (values: string[]) =>
    new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean)).size;
  return {
    total: items.length,
    averageRating: average === null ? null : Math.round(average * 10) / 10,
    styles: distinct(items.map((i) => i.style ?? '')),
    breweries: distinct(items.map((i) => i.brewery)),
  };
}

/** Quick categories (spec section 9); the colours are ours, the spec does not give them. */
export const QUICK_CATEGORIES = [
  { name: 'Favorites', description: 'Beers you love', color: '#ef4444' },
  { name: 'Want to Try', description: 'Beers on your list', color: '#10b981' },
  { name: 'Dark Beers', description: 'Stouts, porters and other dark beers', color: '#78350f' },
  { name: 'Hoppy Beers', description: 'IPAs and other hop-forward beers', color: '#65a30d' },
] as const;
export const DEFAULT_CATEGORY_COLOR = '#3b82f6';
export const CUSTOM_CATEGORY_COLOR = '#8b5cf6';
export const CUSTOM_CATEGORY_DESCRIPTION = 'Custom category';
