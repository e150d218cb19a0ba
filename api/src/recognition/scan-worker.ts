import type { Database } from '../db/client';
import { claimScan, completeScan, SCAN_LEASE_MS, SCAN_QUEUED } from './scan-queue';
import type { Recognizer } from './types';

export type ScanWorker = {
  /** Takes one waiting scan and recognises it; false when none was waiting. */
  runOnce(): Promise<boolean>;
  start(): void;
  /** Stops taking scans; the one in hand is finished first. */
  stop(): Promise<void>;
};

/**
 * A recognition worker (`beerscout worker`, or a test): takes scans from the queue one at a
 * time and runs the recogniser on them. Idle, it sleeps until NOTIFY says a scan was queued (or
 * `pollMs` passes, the only wake-up on PGlite).
 */
export function createScanWorker(deps: {
  database: Database;
  recognizer: () => Promise<Recognizer>;
  now?: () => Date;
  leaseMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
}): ScanWorker {
  const { db, wakeups } = deps.database;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((line: string) => console.warn(line));
  const pollMs = deps.pollMs ?? (deps.database.kind === 'postgres' ? 2_000 : 50);
  let loop: Promise<void> | undefined;
  let stopping = false;

  async function runOnce(): Promise<boolean> {
    const scan = await claimScan(db, now(), deps.leaseMs ?? SCAN_LEASE_MS);
    if (!scan) return false;
    let outcome: Parameters<typeof completeScan>[2];
    try {
      const recognizer = await deps.recognizer();
      outcome = { result: await recognizer.recognize(scan.image, scan.imageType) };
    } catch (err) {
      outcome = { error: err instanceof Error ? err.message : String(err) };
      log(`Scan ${scan.id} failed: ${outcome.error}`);
    }
    if (!(await completeScan(db, scan, outcome))) {
      log(`Scan ${scan.id} ran past its lease; another worker has it now.`);
    }
    return true;
  }

  async function run() {
    while (!stopping) {
      // Listen before looking, so a scan queued in between still wakes this worker.
      const queued = wakeups.wait(SCAN_QUEUED, pollMs);
      let worked = false;
      try {
        worked = await runOnce();
      } catch (err) {
        log(
          `The scan queue could not be read: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      if (!worked && !stopping) await queued;
    }
  }

  return {
    runOnce,
    start() {
      stopping = false;
      loop ??= run().finally(() => (loop = undefined));
    },
    async stop() {
      stopping = true;
      await loop;
    },
  };
}
