import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

// One fresh product for the whole run: its own DATA_DIR (embedded PostgreSQL), its own port.
// Workers inherit these variables, so specs can run `beerscout` against the same data.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'beerscout-e2e-'));
process.env.E2E_PORT ??= '4173';
process.env.E2E_HOST_PORT ??= '4174';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  // Three on the 2-core machine: two workers left part of the two cores idle (the browser waits
  // on the server, the server on the browser). The whole suite back to back, all 113 passing:
  // 5.2 → 4.2 min under other people's load, 3.9 → 3.7 min on a quieter machine
  // (docs/performance.md, "Test suite run time").
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // On a busy 2-core machine a page that settles in one or two seconds at rest can take several
  // (the tips dialog after registering, a list refetched after a change): CI runs of the whole
  // suite took 11.6–13.7 min and failed on 5 s waits that were only slow. Specs with heavier
  // steps configure their own, longer waits.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: [
    {
      command: 'node e2e/fixtures/serve-product.mjs',
      cwd: '..',
      url: `${baseURL}/api/health`,
      // Start-up (migrations, tsx) takes minutes on a machine shared with other work.
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR,
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        AUTH_RATE_LIMIT: '1000',
      },
    },
    {
      // A retailer's page on another origin, for the widget.
      command: 'node e2e/fixtures/serve-host-page.mjs',
      cwd: '..',
      url: `http://localhost:${process.env.E2E_HOST_PORT}/host.html`,
      reuseExistingServer: false,
      env: { E2E_HOST_PORT: process.env.E2E_HOST_PORT, E2E_PORT: process.env.E2E_PORT },
    },
  ],
});
