import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `beerscout coupons …`: the real binary in a child process on an embedded database in a temp
// DATA_DIR, with no terminal (so nothing is asked). The CSV it writes is read back as a
// spreadsheet would.
const BIN = path.resolve(import.meta.dirname, '../bin/beerscout.mjs');
const HEADER = [
  'Code',
  'Batch Name',
  'Discount Type',
  'Discount Value',
  'Max Uses',
  'Used Count',
  'Status',
  'Created At',
  'Expires At',
];

type Result = { code: number | null; stdout: string; stderr: string };
let dir: string;
function beerscout(args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'coupons', ...args], {
      cwd: dir,
      env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', DEBUG: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}
const rowsOf = (csv: string) => parse(csv, { bom: true }) as string[][];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'beerscout-coupons-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('beerscout coupons', { timeout: 300_000 }, () => {
  it('creates a batch, writes its CSV, exports, lists and deactivates it', async () => {
    const created = await beerscout([
      'create',
      '--count',
      '25',
      '--prefix',
      'okto',
      '--type',
      'yearly',
      '--batch',
      'Oktoberfest 2026',
      '--max-uses',
      '2',
      '--expires',
      '2099-12-31',
      '--out',
      'codes.csv',
    ]);
    expect(created.stderr).toContain('Creating coupons: 25/25 coupons (100%)');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Created 25 coupons \(one-year Premium, 2 uses each, until 2099-12-31\) in batch "Oktoberfest 2026" in [\d.]+ s\.\nWrote the codes to codes\.csv\.\n$/,
    );
    const [header, ...rows] = rowsOf(await readFile(path.join(dir, 'codes.csv'), 'utf8'));
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(25);
    const codes = rows.map((r) => r[0]!);
    expect(new Set(codes).size).toBe(25);
    for (const row of rows) {
      expect(row[0]).toMatch(/^OKTO[A-HJKMNP-Z2-9]{8}$/);
      expect(row.slice(1, 7)).toEqual(['Oktoberfest 2026', 'yearly', '0', '2', '0', 'Active']);
      expect(row[8]).toBe('2099-12-31T23:59:59.999Z');
    }

    const exported = await beerscout(['export', '--batch', 'Oktoberfest 2026']);
    expect(exported.code).toBe(0);
    const [exportHeader, ...exportRows] = rowsOf(exported.stdout);
    expect(exportHeader).toEqual(HEADER);
    expect(exportRows.map((r) => r[0]).sort()).toEqual([...codes].sort());

    const listed = await beerscout(['list']);
    expect(listed.stdout).toContain('Oktoberfest 2026\n  one-year Premium, made ');
    expect(listed.stdout).toContain('  25 codes, 25 active, 0 redemptions');

    const off = await beerscout(['deactivate', '--batch', 'Oktoberfest 2026']);
    expect(off.stdout.trim()).toBe('Deactivated 25 coupons of batch "Oktoberfest 2026".');
    const after = await beerscout(['export', '--batch', 'Oktoberfest 2026', '--out', 'after.csv']);
    expect(after.stdout.trim()).toBe('Wrote 25 coupons of batch "Oktoberfest 2026" to after.csv.');
    const afterRows = rowsOf(await readFile(path.join(dir, 'after.csv'), 'utf8')).slice(1);
    expect(afterRows.every((r) => r[6] === 'Inactive')).toBe(true);
    const one = await beerscout(['list', '--batch', 'Oktoberfest 2026']);
    expect(one.stdout).toContain(`  ${codes[0]!.padEnd(20)} Inactive 0/2 used`);
  });

  it('moves the progress as the codes are made, not from 0 to 100 % at the end', async () => {
    const created = await beerscout(['create', '-n', '200', '-t', 'lifetime', '-b', 'Steps']);
    expect(created.code).toBe(0);
    // Without a terminal, a line per tenth: each one is reached on its own.
    const lines = created.stderr.split('\n').filter((l) => l.startsWith('Creating coupons'));
    expect(lines).toEqual(
      Array.from(
        { length: 10 },
        (_, i) => `Creating coupons: ${(i + 1) * 20}/200 coupons (${(i + 1) * 10}%)`,
      ),
    );
    expect(created.stdout).toMatch(/^Created 200 coupons \(lifetime Premium, 1 use each/);
  });

  it('fails with a clear message and exit code 1 on bad or missing input', async () => {
    const noBatch = await beerscout(['create', '--count', '5']);
    expect(noBatch.code).toBe(1);
    expect(noBatch.stderr.trim()).toBe(
      'error: Give --batch NAME (and --count, --type; see --help).',
    );

    const bad = await beerscout([
      'create',
      '-b',
      'x',
      '--prefix',
      'B',
      '--type',
      'percentage',
      '--value',
      '0',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('  --prefix: Prefix must be 2 to 10 characters');
    expect(bad.stderr).toContain('  --value: Discount value must be at least 1');

    const past = await beerscout(['create', '-b', 'x', '--expires', '2020-01-01']);
    expect(past.code).toBe(1);
    expect(past.stderr.trim()).toBe('error: Expiry must be in the future');

    const empty = await beerscout(['export', '--batch', 'Nothing here']);
    expect(empty.code).toBe(1);
    expect(empty.stderr.trim()).toBe('error: No coupons found for this batch');
    expect(empty.stdout).toBe('');

    const missing = await beerscout(['deactivate']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("required option '-b, --batch <name>' not specified");
  });
});
