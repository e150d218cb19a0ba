import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  CatalogueFileError,
  checkAll,
  parseCsvRecords,
  type ParsedCatalogue,
} from './catalogue-csv';

export type OpenBeerDbTables = { beers: string; breweries: string; styles: string };

/** Where a brewery is, most specific first: "Austin, Texas, United States". */
const originOf = (b: Record<string, string>) =>
  [b.city, b.state, b.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

// The dump writes "no value" as 0 (abv, ibu) and -1 (style_id): unknown, not zero.
const unlessZero = (v: string | undefined) => (v && Number(v) !== 0 ? v : undefined);

/** Maps the Open Beer Database dump's three tables onto catalogue rows; lines are beers.csv's. */
export function parseOpenBeerDb(tables: OpenBeerDbTables): ParsedCatalogue {
  const breweries = new Map<string, Record<string, string>>();
  for (const { record } of parseCsvRecords(tables.breweries)) {
    if (record.id) breweries.set(record.id, record);
  }
  const styles = new Map<string, string>();
  for (const { record } of parseCsvRecords(tables.styles)) {
    if (record.id && record.style_name) styles.set(record.id, record.style_name);
  }
  const records = parseCsvRecords(tables.beers).map(({ line, record }) => {
    const brewery = breweries.get(record.brewery_id ?? '');
    return {
      line,
      record: {
        name: record.name,
        // An unknown brewery_id leaves brewery empty, so the row is rejected as "brewery is required".
        brewery: brewery?.name,
        style: styles.get(record.style_id ?? ''),
        abv: unlessZero(record.abv),
        ibu: unlessZero(record.ibu),
        description: record.descript,
        origin: brewery ? originOf(brewery) : undefined,
      },
    };
  });
  return checkAll(records);
}

export async function readOpenBeerDb(
  dir: string,
  readText: (file: string) => Promise<string>,
): Promise<ParsedCatalogue> {
  const file = (name: string) => path.join(dir, name);
  for (const name of ['beers.csv', 'breweries.csv', 'styles.csv']) {
    await access(file(name)).catch(() => {
      throw new CatalogueFileError(
        `${dir} is not an Open Beer Database folder: ${name} is missing (beers.csv, breweries.csv and styles.csv are needed).`,
      );
    });
  }
  const [beers, breweries, styles] = await Promise.all(
    ['beers.csv', 'breweries.csv', 'styles.csv'].map((n) => readText(file(n))),
  );
  try {
    return parseOpenBeerDb({ beers: beers!, breweries: breweries!, styles: styles! });
  } catch (err) {
    if (err instanceof CatalogueFileError) throw err;
    throw new CatalogueFileError(
      `Cannot parse the Open Beer Database dump: ${(err as Error).message}`,
    );
  }
}
