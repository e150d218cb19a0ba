import type { CatalogueRejection } from '@api/services/catalogue-files';

const LISTED = 50;
const n = (value: number) => value.toLocaleString('en-US');

/** "  line 12: rating has no rating_source" for the first 50, then "…and N more". */
export function formatRejections(rejections: CatalogueRejection[], unit: 'line' | 'item') {
  const lines = rejections.slice(0, LISTED).map((r) => `  ${unit} ${r.line}: ${r.reason}`);
  if (rejections.length > LISTED) lines.push(`  …and ${n(rejections.length - LISTED)} more`);
  return lines;
}

export type ImportSummary = {
  added: number;
  updated: number;
  rejected: number;
  duplicates: number;
  seconds: number;
  catalogueSize?: number;
};

export function formatSummary(s: ImportSummary): string {
  const parts = [`${n(s.added)} added`, `${n(s.updated)} updated`, `${n(s.rejected)} rejected`];
  const merged =
    s.duplicates === 0
      ? ''
      : s.duplicates === 1
        ? ' (1 repeated row merged into an earlier one)'
        : ` (${n(s.duplicates)} repeated rows merged into earlier ones)`;
  const size =
    s.catalogueSize === undefined ? '' : ` The catalogue now holds ${n(s.catalogueSize)} beers.`;
  return `Done in ${s.seconds.toFixed(1)} s: ${parts.join(', ')}${merged}.${size}`;
}

export { n as formatCount };
