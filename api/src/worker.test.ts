import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startWorkerProcess } from './worker';

describe('startWorkerProcess', () => {
  it('refuses a VISION_TIMEOUT_MS longer than a scan lease even without SCAN_WORKERS=external, before opening the database', async () => {
    // Nothing listens on this port: reaching the database would fail with another message.
    const config = loadConfig({
      DATABASE_URL: 'postgres://beerscout@127.0.0.1:1/beerscout',
      VISION_TIMEOUT_MS: '60000',
    });
    await expect(startWorkerProcess(config)).rejects.toThrow(
      /VISION_TIMEOUT_MS: at most 40000 when scans are queued for workers/,
    );
  });
});
