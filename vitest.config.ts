import preact from '@preact/preset-vite';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// API integration tests (*.int.test.ts) run on PGlite, and again on the PostgreSQL server when
// TEST_DATABASE_URL is set: both must pass.
// `@common/…` and `@api/…` resolve through tsconfig.json's paths in every project.
const resolve = { tsconfigPaths: true };
const dbTargets = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: 1 on a 2-core machine, which left the
    // second core to the main process and idle time. The API files wait on the database and on
    // HTTP between bursts of work, so two workers overlap those waits (docs/performance.md).
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{api,cli,common}/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
        },
      },
      ...dbTargets.map((target) => ({
        resolve,
        test: {
          name: `api-${target}`,
          environment: 'node',
          include: ['{api,cli}/**/*.int.test.ts'],
          // The fuzz suite (10,000 requests, the slowest file) tests the routes' validation and
          // error shape, which no database changes: the same app code refuses the same input on
          // either. It runs once, on PGlite, which every run has (docs/performance.md).
          exclude: [
            ...configDefaults.exclude,
            ...(target === 'postgres' ? ['api/src/routes/fuzz.int.test.ts'] : []),
          ],
          env: { BEERSCOUT_TEST_DB: target },
          // Each file builds its own app on its own database (createApp(deps)), so the files of
          // a worker can share its loaded modules: importing the API anew for every file took
          // about as long as the file's tests (docs/performance.md).
          isolate: false,
          // Migrates one database for the run; each file starts from a copy of it.
          globalSetup: ['api/src/testing/database-template.ts'],
          testTimeout: 30_000,
          // A fresh database per file migrates in seconds, but minutes on a 2-core machine running other work.
          hookTimeout: 180_000,
        },
      })),
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'site',
          environment: 'happy-dom',
          include: ['{site,admin}/**/*.test.{ts,tsx}'],
          // Room for a few 5 s findBy waits (site/src/test/setup-each.ts) in one test.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [preact()],
        resolve,
        test: { name: 'widget', environment: 'happy-dom', include: ['widget/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
