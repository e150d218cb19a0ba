import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkCatalogueRecord, normaliseColumnName } from '@common/domain/catalogue-row';
import {
  CatalogueFileError,
  checkAll,
  parseCsvRecords,
  type CatalogueSource,
  type ParsedCatalogue,
} from './catalogue-csv';
import { readOpenBeerDb } from './catalogue-openbeerdb';

/** A BeerScout catalogue CSV: header row, `name` and `brewery` required (docs/cli.md). */
export function parseCatalogueCsv(text: string): ParsedCatalogue {
  let records;
  try {
    records = parseCsvRecords(text, (header) => header.map(normaliseColumnName));
  } catch (err) {
    throw new CatalogueFileError(`This is not a readable CSV file: ${(err as Error).message}`);
  }
  const columns = records[0] ? Object.keys(records[0].record) : [];
  if (records.length > 0 && !(columns.includes('name') && columns.includes('brewery'))) {
    throw new CatalogueFileError('The CSV header must name the columns "name" and "brewery".');
  }
  return checkAll(records);
}

/** A JSON array of objects with the CSV's fields (or `{ "beers": [...] }`). */
export function parseCatalogueJson(text: string): ParsedCatalogue {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CatalogueFileError(`This is not valid JSON: ${(err as Error).message}`);
  }
  const items = Array.isArray(data) ? data : (data as { beers?: unknown })?.beers;
  if (!Array.isArray(items)) {
    throw new CatalogueFileError('The JSON must be an array of beers (or { "beers": [...] }).');
  }
  const result: ParsedCatalogue = { rows: [], rejections: [] };
  items.forEach((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      result.rejections.push({ line: i + 1, reason: 'not an object' });
      return;
    }
    const checked = checkCatalogueRecord(item as Record<string, unknown>);
    if (checked.ok) result.rows.push({ line: i + 1, row: checked.row });
    else result.rejections.push({ line: i + 1, reason: checked.reason });
  });
  return result;
}

export type {
  CatalogueRejection,
  CatalogueSource,
  LocatedRow,
  ParsedCatalogue,
} from './catalogue-csv';
export { CatalogueFileError } from './catalogue-csv';

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    throw new CatalogueFileError(
      `Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? err}`,
    );
  }
}

/** Reads a catalogue CSV, JSON file or Open Beer Database folder and validates every row. */
export async function readCatalogueSource(target: string): Promise<CatalogueSource> {
  const info = await stat(target).catch(() => {
    throw new CatalogueFileError(`No such file or folder: ${target}`);
  });
  if (info.isDirectory()) {
    const parsed = await readOpenBeerDb(target, readText);
    return { ...parsed, format: 'openbeerdb', unit: 'line', provenance: 'openbeerdb' };
  }
  const provenance = `import:${path.basename(target)}`;
  const text = await readText(target);
  if (/\.json$/i.test(target)) {
    return { ...parseCatalogueJson(text), format: 'json', unit: 'item', provenance };
  }
  return { ...parseCatalogueCsv(text), format: 'csv', unit: 'line', provenance };
}
