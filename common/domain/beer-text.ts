/** "Hop Drop, an IPA (6.5% ABV) brewed by Some Brewery in Oregon.": a beer page's description. */
export function beerSentence(beer: {
  name: string;
  brewery: string;
  style: string | null;
  abv: number | null;
  origin: string | null;
}): string {
  const what = beer.style ? `${/^[aeiou]/i.test(beer.style) ? 'an' : 'a'} ${beer.style}` : 'a beer';
  const abv = beer.abv !== null ? ` (${beer.abv}% ABV)` : '';
  const where = beer.origin ? ` in ${beer.origin}` : '';
  return `${beer.name}, ${what}${abv} brewed by ${beer.brewery}${where}.`;
}
