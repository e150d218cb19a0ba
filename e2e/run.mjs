// `npm run test:e2e`: finds Chromium (CHROME_PATH, or Debian's package), builds what is stale,
// then runs the Playwright specs. Without a browser the step is skipped, unless E2E=1, where a
// missing browser fails. Playwright never downloads a browser here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chrome = candidates.find((p) => p && existsSync(p));

if (!chrome) {
  const message = 'No Chromium found (set CHROME_PATH or `apt-get install chromium`).';
  if (process.env.E2E === '1') {
    console.error(`e2e: ${message} E2E=1 requires the browser specs to run.`);
    process.exit(1);
  }
  console.log(`e2e: ${message} Skipping the Playwright specs.`);
  process.exit(0);
}

buildIfStale();
// Everything the run writes to the temp folder (the product's DATA_DIR, browser profiles, camera
// files, inventory CSVs) goes under one folder, removed when the run ends.
const scratch = mkdtempSync(path.join(tmpdir(), 'beerscout-e2e-run-'));
const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '--config',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chrome,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      TMPDIR: scratch,
    },
  },
);
rmSync(scratch, { recursive: true, force: true });
process.exit(run.status ?? 1);
