import type { Config } from '../config';
import type { Database } from '../db/client';
import { createRecognizer } from './recognizer';
import { createQueuedRecognizer, WORKER_WAIT_MS } from './scan-queue';
import type { Recognizer } from './types';

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
