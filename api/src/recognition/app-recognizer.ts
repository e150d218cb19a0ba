import type { Config } from '../config';
import type { Database } from '../db/client';
import { createRecognizer } from './recognizer';
import { createQueuedRecognizer } from './scan-queue';
import type { Recognizer } from './types';

/** How long the API waits for a worker's answer: well inside MAX_SCAN_MS (services/usage.ts). */
export const WORKER_WAIT_MS = 2 * 60_000;

/**
 * The recogniser an API process uses: in-process OCR (SCAN_WORKERS=embedded, the default), or
 * the queue that `beerscout worker` processes answer (SCAN_WORKERS=external).
 */
export function createAppRecognizer(database: Database, config: Config): Promise<Recognizer> {
  if (config.scanWorkers === 'external') {
    return Promise.resolve(createQueuedRecognizer(database, { waitMs: WORKER_WAIT_MS }));
  }
  return createRecognizer(database.db, { mode: config.recognizer, vision: config.vision });
}
