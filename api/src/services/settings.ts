import { eq, inArray } from 'drizzle-orm';
import {
  API_KEY_ENV,
  API_KEY_LABELS,
  API_KEY_NAMES,
  type ApiKeyName,
  type ApiKeys,
  type ApiKeysUpdate,
} from '@common/schemas/settings';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { AppError } from '../errors';
import { open, seal, secretBoxKey } from '../lib/secret-box';
import type { UserRow } from './accounts';
import { recordAudit } from './audit-log';

/** Keys an admin can set in the console (spec: admin API keys payload). */
export const SETTING_KEYS = API_KEY_NAMES;
export type SettingKey = ApiKeyName;

type SettingsContext = { key?: Buffer; env: Partial<Record<SettingKey, string>> };
// Per database: the server and each test app configure their own (index.ts, testing/app.ts).
const contexts = new WeakMap<Db, SettingsContext>();

/**
 * Tells the settings service how to read `db`'s settings: the encryption key (SETTINGS_KEY or
 * DATA_DIR/settings.key) and the keys set by environment variables, which win.
 */
export function configureSettings(
  db: Db,
  options: { secret?: string; env: Partial<Record<SettingKey, string | undefined>> },
) {
  const env = Object.fromEntries(
    Object.entries(options.env).filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as Partial<Record<SettingKey, string>>;
  contexts.set(db, { key: options.secret ? secretBoxKey(options.secret) : undefined, env });
}

const contextOf = (db: Db): SettingsContext => contexts.get(db) ?? { env: {} };

function decrypt(ctx: SettingsContext, stored: string): string | undefined {
  // A value saved before encryption existed is read as it is, and sealed on the next save.
  if (!stored.startsWith('enc:')) return stored || undefined;
  return ctx.key ? open(ctx.key, stored) : undefined;
}

/**
 * The one way to read an API key: the environment variable when set, else the value saved in
 * the admin console, decrypted. Undefined when neither exists (or the saved one cannot be read).
 */
export async function getSetting(db: Db, key: SettingKey): Promise<string | undefined> {
  const ctx = contextOf(db);
  if (ctx.env[key]) return ctx.env[key];
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row ? decrypt(ctx, row.value) : undefined;
}

/**
 * '••••' and the last 4 characters: enough to tell keys apart, never enough to use one. Counted
 * in code points: slicing UTF-16 units could keep half of a surrogate pair, which PostgreSQL
 * refuses in the audit entry's JSON (a 500 found by the route fuzzer).
 */
export const maskKey = (value: string) => `••••${Array.from(value).slice(-4).join('')}`;

/** What the API keys tab shows: per key where it comes from and its masked value. */
export function apiKeysOverview(db: Db): Promise<ApiKeys> {
  return overviewWith(db, contextOf(db));
}

// A transaction is another object than the Db it came from: callers pass the context along.
async function overviewWith(db: Db, ctx: SettingsContext): Promise<ApiKeys> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [...API_KEY_NAMES]));
  return {
    keys: API_KEY_NAMES.map((name) => {
      const row = rows.find((r) => r.key === name);
      const saved = row ? decrypt(ctx, row.value) : undefined;
      const fromEnv = ctx.env[name];
      const value = fromEnv ?? saved;
      return {
        name,
        label: API_KEY_LABELS[name],
        envVar: API_KEY_ENV[name],
        source: fromEnv ? 'environment' : saved ? 'saved' : 'none',
        masked: value ? maskKey(value) : null,
        saved: Boolean(row),
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

/**
 * Saves the keys given (sealed with the settings key), removes those given as '', and writes
 * an audit entry naming which keys changed with their masks only, all in one transaction.
 */
export async function updateApiKeys(
  db: Db,
  input: ApiKeysUpdate,
  actor: Pick<UserRow, 'id' | 'username'>,
  now: Date,
): Promise<void> {
  const ctx = contextOf(db);
  if (!ctx.key) {
    // Only the reason: the console puts 'Failed to update API keys' before it (spec section 8).
    throw new AppError(
      500,
      'settings_key_missing',
      'No settings key to encrypt API keys with (set SETTINGS_KEY).',
    );
  }
  const key = ctx.key;
  const changes = API_KEY_NAMES.filter((name) => input[name] !== undefined);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await overviewWith(tx, ctx);
    for (const name of changes) {
      const value = input[name]!;
      if (value === '') {
        await tx.delete(appSettings).where(eq(appSettings.key, name));
        continue;
      }
      const sealed = seal(key, value);
      await tx
        .insert(appSettings)
        .values({ key: name, value: sealed, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: sealed, updatedAt: now } });
    }
    const masks = (o: ApiKeys) =>
      Object.fromEntries(
        o.keys.filter((k) => changes.includes(k.name)).map((k) => [k.name, k.masked]),
      );
    await recordAudit(tx, {
      actor,
      action: 'settings.api_keys_update',
      resource: 'api-keys',
      before: masks(before),
      after: Object.fromEntries(changes.map((n) => [n, input[n] ? maskKey(input[n]) : null])),
    });
  });
}
