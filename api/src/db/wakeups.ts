import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Waking a process when another one has work for it. On a PostgreSQL server: LISTEN on one
 * dedicated connection, NOTIFY from anywhere. Embedded PGlite has one process and no other
 * connection to listen on, so waiting there is a plain short sleep (callers poll). Either way a
 * wake-up only shortens a wait: callers read the rows again, so a lost notification costs at
 * most one wait.
 */
export type Wakeups = {
  /** Resolves at the next NOTIFY on `channel` whose payload passes `match`, or after `ms`. */
  wait(channel: string, ms: number, match?: (payload: string) => boolean): Promise<void>;
  close(): Promise<void>;
};

/** Sends a wake-up; inside a transaction it goes out when the transaction commits. */
export async function notify(db: Db, channel: string, payload = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function pollingWakeups(): Wakeups {
  return { wait: (_channel, ms) => sleep(ms), close: async () => {} };
}

type Waiter = { channel: string; match?: (payload: string) => boolean; resolve: () => void };

export function listeningWakeups(url: string): Wakeups {
  const waiters = new Set<Waiter>();
  let connection: Promise<{ client: pg.Client; channels: Set<string> } | undefined> | undefined;
  let closed = false;

  // One connection for LISTEN, opened on first use and again after it breaks.
  function connect() {
    connection ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (n) => {
        for (const w of [...waiters]) {
          if (w.channel === n.channel && (!w.match || w.match(n.payload ?? ''))) w.resolve();
        }
      });
      client.on('error', () => {
        connection = undefined;
        client.end().catch(() => {});
      });
      await client.connect();
      return { client, channels: new Set<string>() };
    })().catch(() => (connection = undefined));
    return connection;
  }

  return {
    async wait(channel, ms, match) {
      if (closed) return sleep(ms);
      let waiter: Waiter | undefined;
      const woken = new Promise<void>((resolve) => {
        waiter = { channel, match, resolve };
        waiters.add(waiter);
      });
      try {
        const listener = await connect();
        if (listener && !listener.channels.has(channel)) {
          listener.channels.add(channel);
          // Channel names are our own constants, never user input.
          await listener.client.query(`LISTEN "${channel}"`).catch(() => {});
        }
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([woken, new Promise<void>((r) => (timer = setTimeout(r, ms)))]);
        clearTimeout(timer);
      } finally {
        waiters.delete(waiter!);
      }
    },
    async close() {
      closed = true;
      for (const w of waiters) w.resolve();
      const listener = await connection;
      connection = undefined;
      await listener?.client.end().catch(() => {});
    },
  };
}
