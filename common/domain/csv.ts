// One CSV writer for every export (a user's own data, the admin console's users and messages).

/** Spreadsheets run a cell starting with these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, always quoted; a formula-looking start gets a `'` so it opens as plain text. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header of our own plain column names, then one line per row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return lines.join('\r\n') + '\r\n';
}

/** Column name and how to read it from a record. */
export type CsvColumns<T> = readonly (readonly [string, (record: T) => unknown])[];

export const recordsToCsv = <T>(records: readonly T[], columns: CsvColumns<T>): string =>
  toCsv(
    columns.map(([name]) => name),
    records.map((record) => columns.map(([, read]) => read(record))),
  );
