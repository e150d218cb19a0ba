/** POST /api/admin/sites/:id/inventory's answer (api/src/services/admin-sites.ts). */
export type InventoryResult = {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  unmatched: { line: number; sku: string; brewery: string; name: string }[];
  rejections: { line: number; reason: string }[];
  outcomes: { line: number; sku: string; status: 'added' | 'updated' | 'unchanged' }[];
};

export type InventoryLine = { line: number; status: string; detail: string; problem: boolean };

/** One line per row of the file: rejected and unmatched first, then the rest by line. */
export function inventoryRows(result: InventoryResult): InventoryLine[] {
  const problems = [
    ...result.rejections.map((r) => ({
      line: r.line,
      status: 'rejected',
      detail: r.reason,
      problem: true,
    })),
    ...result.unmatched.map((u) => ({
      line: u.line,
      status: 'unmatched',
      detail: `${u.sku}: no catalogue beer "${u.name}" by ${u.brewery}`,
      problem: true,
    })),
  ];
  const done = result.outcomes.map((o) => ({
    line: o.line,
    status: o.status,
    detail: o.sku,
    problem: false,
  }));
  const byLine = (a: InventoryLine, b: InventoryLine) => a.line - b.line;
  return [...problems.sort(byLine), ...done.sort(byLine)];
}
