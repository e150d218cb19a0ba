import type { Config } from '@api/config';
import { readLiveServerLock } from '@api/lib/server-lock';
import type { OperationInput, OperationName, OperationOutput } from '@api/operations';
import type { Database } from '@api/db/client';
import { CliError, OperationError } from './errors';

/**
 * Runs an operation against the configured database: directly (a PostgreSQL server, or an
 * embedded database no server holds), or through the running server that holds it.
 */
export async function runOperation<N extends OperationName>(
  config: Config,
  name: N,
  input: OperationInput<N>,
  session?: OperationSession,
): Promise<OperationOutput<N>> {
  if (session) return session.run(name, input);
  const opened = await openOperationSession(config);
  try {
    return await opened.run(name, input);
  } finally {
    await opened.close();
  }
}

export type OperationSession = {
  via: 'database' | 'server';
  run<N extends OperationName>(name: N, input: OperationInput<N>): Promise<OperationOutput<N>>;
  close(): Promise<void>;
};

/** For commands that run many operations (a catalogue import in chunks): open once, run many. */
export async function openOperationSession(config: Config): Promise<OperationSession> {
  const lock = config.databaseUrl ? undefined : await readLiveServerLock(config.dataDir);
  if (lock && lock.port === undefined) {
    // It holds the database but cannot be reached yet (a server starting) or at all (a command).
    throw new CliError(
      lock.kind === 'cli'
        ? `A beerscout command (pid ${lock.pid}) is using ${config.dataDir}. Try again when it has finished.`
        : `A BeerScout server (pid ${lock.pid}) is starting on ${config.dataDir}. Try again in a moment.`,
    );
  }
  if (lock) {
    return {
      via: 'server',
      async run(name, input) {
        const res = await fetch(`http://127.0.0.1:${lock.port}/api/internal/operations/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-beerscout-control': lock.controlToken },
          body: JSON.stringify(input),
        }).catch((err: unknown) => {
          throw new OperationError(
            `Cannot reach the BeerScout server (pid ${lock.pid}) on port ${lock.port}: ${(err as Error).message}`,
          );
        });
        const body = (await res.json().catch(() => ({}))) as {
          result?: unknown;
          message?: string;
          code?: string;
          errors?: Record<string, string[]>;
        };
        if (!res.ok) {
          // The server's error body ({ code, message, errors }), so both paths fail alike.
          const message = body.message ?? `The server answered ${res.status}.`;
          throw new OperationError(message, body.code, body.errors);
        }
        return body.result as never;
      },
      close: async () => {},
    };
  }
  // Loaded only here: the operations and the database bring in most of the API (about 3 s of
  // CPU through tsx), which a command sent to a running server, or `--help`, never uses.
  const [{ openLocalDatabase }, { runOperationOn }] = await Promise.all([
    import('./local-database'),
    import('@api/operations'),
  ]);
  const database: Database = await openLocalDatabase(config);
  return {
    via: 'database',
    run: (name, input) => runOperationOn(database.db, name, input),
    close: () => database.close(),
  };
}
