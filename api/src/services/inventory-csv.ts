import { InventoryRowSchema } from '@common/schemas/widget';
import { parseCsvRecords } from './catalogue-csv';
import type { LocatedInventoryRow } from './widget-inventory';

export const INVENTORY_COLUMNS = ['sku', 'name', 'brewery', 'price', 'currency', 'url', 'in_stock'];
const FIELD: Record<string, string> = { in_stock: 'inStock' };

/**
 * A retailer's inventory CSV (CLI `sites inventory`, the console's upload) read into checked rows
 * and line-numbered rejections; `missing` names required columns the header lacks.
 */
export function readInventoryCsv(text: string) {
  let header: string[] = [];
  const records = parseCsvRecords(text, (h) => {
    header = h.map((c) =>
      c
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    );
    return header.map((c) => FIELD[c] ?? c);
  });
  const missing = ['sku', 'name', 'brewery'].filter((c) => !header.includes(c));
  const rows: LocatedInventoryRow[] = [];
  const rejections: { line: number; reason: string }[] = [];
  for (const { line, record } of records) {
    const parsed = InventoryRowSchema.safeParse(record);
    if (parsed.success) rows.push({ ...parsed.data, line });
    else rejections.push({ line, reason: parsed.error.issues.map((i) => i.message).join('; ') });
  }
  return { rows, rejections, missing };
}
