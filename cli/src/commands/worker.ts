import { Command } from 'commander';
import { z } from 'zod';
import { loadCliConfig } from '../lib/config';
import { parseOptions } from '../lib/options';

const OptionsSchema = z.object({});

/** `beerscout worker`: a recognition worker for API processes run with SCAN_WORKERS=external. */
export function workerCommand(): Command {
  return new Command('worker')
    .description(
      'Run a recognition worker: take scans queued in PostgreSQL by API processes (SCAN_WORKERS=external) and run the background jobs',
    )
    .addHelpText(
      'after',
      `
Needs DATABASE_URL (the PostgreSQL server the API processes use); RECOGNIZER, OPENAI_API_KEY and
the other recogniser settings apply here, not in the API processes. Run as many as the scans need.
Stops on Ctrl-C or SIGTERM after the scan in hand. See docs/deploy.md.

Examples:
  $ DATABASE_URL=postgres://beerscout@db.internal/beerscout npx beerscout worker`,
    )
    .action(async (options: unknown) => {
      parseOptions(OptionsSchema, options);
      // Loaded here, not with the program: the worker brings in the whole recogniser, which
      // every other command (and `--help`) would otherwise load for nothing.
      const { startWorkerProcess } = await import('@api/worker');
      const worker = await startWorkerProcess(loadCliConfig());
      await new Promise<void>((resolve) => {
        const stop = (signal: string) => {
          console.log(`\n${signal}: finishing the scan in hand, then stopping…`);
          worker.stop().then(resolve, resolve);
        };
        process.once('SIGINT', () => stop('SIGINT'));
        process.once('SIGTERM', () => stop('SIGTERM'));
      });
    });
}
