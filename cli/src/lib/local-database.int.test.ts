import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '@api/bootstrap';
import { loadConfig } from '@api/config';
import { appSettings } from '@api/db/schema';
import { seal, secretBoxKey } from '@api/lib/secret-box';
import { getSetting } from '@api/services/settings';
import { openLocalDatabase } from './local-database';

const SETTINGS_KEY = 'a-settings-key-of-at-least-32-characters';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'beerscout-local-db-'));
  // An OpenAI key saved in the admin console, sealed as the server seals it.
  const database = await openAppDatabase(loadConfig({ DATA_DIR: dir }));
  await database.db.insert(appSettings).values({
    key: 'openaiApiKey',
    value: seal(secretBoxKey(SETTINGS_KEY), 'sk-console-saved-1234'),
  });
  await database.close();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The OpenAI key a local command reads, with OPENAI_API_KEY set to `fromEnv`. */
async function openaiKeyRead(fromEnv: string) {
  const database = await openLocalDatabase(
    loadConfig({ DATA_DIR: dir, SETTINGS_KEY, OPENAI_API_KEY: fromEnv }),
  );
  try {
    return await getSetting(database.db, 'openaiApiKey');
  } finally {
    await database.close();
  }
}

describe('openLocalDatabase (every local beerscout command)', () => {
  it('reads the API keys saved in the console, with SETTINGS_KEY', async () => {
    expect(await openaiKeyRead('')).toBe('sk-console-saved-1234');
  });

  it('lets a key set by an environment variable win over the saved one', async () => {
    expect(await openaiKeyRead('sk-from-env-5678')).toBe('sk-from-env-5678');
  });
});
