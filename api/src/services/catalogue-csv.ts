import { parse } from 'csv-parse/sync';
import { checkCatalogueRecord, type CatalogueRow } from '@common/domain/catalogue-row';
import { ValidationError } from '../errors';

/** A row that passed validation, with where it was in the file. */
export type LocatedRow = { line: number; row: CatalogueRow };
export type CatalogueRejection = { line: number; reason: string };

export type ParsedCatalogue = {
  rows: LocatedRow[];
  rejections: CatalogueRejection[];
};

export type CatalogueSource = ParsedCatalogue & {
  format: 'csv' | 'json' | 'openbeerdb';
  /** What the rejections' numbers count: lines of a CSV (beers.csv for a dump), items of JSON. */
  unit: 'line' | 'item';
  provenance: string;
};

/** A file that cannot be read or parsed at all (as opposed to a bad row, which is a rejection). */
export class CatalogueFileError extends ValidationError {
  constructor(message: string) {
    super(message, undefined, 'catalogue_file_unreadable');
  }
}

type CsvRecord = { record: Record<string, string>; info: { lines: number }; raw: string };

/** Parses CSV text with a header into records, each with the line its record starts on. */
export function parseCsvRecords(
  text: string,
  columns: true | ((header: string[]) => string[]) = true,
): { line: number; record: Record<string, string> }[] {
  const parsed = parse(text, {
    bom: true,
    columns,
    info: true,
    raw: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as unknown as CsvRecord[];
  return parsed.map(({ record, info, raw }) => {
    // csv-parse reports the line a record ends on; a quoted field may span several lines.
    const body = raw.replace(/^(\r?\n)+/, '').replace(/\r?\n$/, '');
    return { line: info.lines - (body.match(/\n/g)?.length ?? 0), record };
  });
}

/** Validates records into rows and rejections, keeping their line numbers. */
export function checkAll(records: { line: number; record: Record<string, unknown> }[]) {
  const result: ParsedCatalogue = { rows: [], rejections: [] };
  for (const { line, record } of records) {
    const checked = checkCatalogueRecord(record);
    if (checked.ok) result.rows.push({ line, row: checked.row });
    else result.rejections.push({ line, reason: checked.reason });
  }
  return result;
}
