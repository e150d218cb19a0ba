// The table and the verdict on each target of the issue.
import type { LoadResult } from './load';

type Check = { name: string; ok: boolean; detail: string };

function checks(results: LoadResult[]): Check[] {
  const find = (target: string) => results.find((r) => r.target === target);
  const baseline = find('baseline Koa + JWT')!;
  const list: Check[] = [];
  const pgUser = find('PostgreSQL GET /api/user');
  if (pgUser) {
    const ratio = pgUser.rps / baseline.rps;
    list.push({
      name: 'PostgreSQL GET /api/user ≥ 40% of the baseline',
      ok: ratio >= 0.4,
      detail: `${(ratio * 100).toFixed(0)}%`,
    });
    list.push({
      name: 'PostgreSQL GET /api/user p99 ≤ 50 ms',
      ok: pgUser.p99 <= 50,
      detail: `${pgUser.p99} ms`,
    });
  } else {
    list.push({ name: 'PostgreSQL targets', ok: false, detail: 'no server, not measured' });
  }
  const pgliteUser = find('PGlite GET /api/user')!;
  list.push({
    name: 'PGlite GET /api/user ≥ 1,000 req/s',
    ok: pgliteUser.rps >= 1000,
    detail: `${Math.round(pgliteUser.rps)} req/s`,
  });
  for (const r of results) {
    list.push({
      name: `${r.target}: 0 errors, 0 non-2xx`,
      ok: r.errors === 0 && r.non2xx === 0,
      detail: `${r.errors} errors, ${r.non2xx} non-2xx`,
    });
  }
  return list;
}

/** Prints the table and the checks; true when every target is met. */
export function printReport(results: LoadResult[]): boolean {
  const baseline = results[0]!;
  console.log(
    '\n| target | req/s | p50 ms | p99 ms | errors | non-2xx | of baseline |\n' +
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of results) {
    const ratio = `${((r.rps / baseline.rps) * 100).toFixed(0)}%`;
    console.log(
      `| ${r.target} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${ratio} |`,
    );
  }
  const list = checks(results);
  console.log('');
  for (const c of list) console.log(`${c.ok ? 'MET    ' : 'NOT MET'}  ${c.name} (${c.detail})`);
  return list.every((c) => c.ok);
}
