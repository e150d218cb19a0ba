import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, auditLog } from '@api/db/schema';
import { configureSettings, getSetting } from '@api/services/settings';
import { startTestApp, type TestApp } from '@api/testing/app';
import { signedInUser } from '@api/testing/factories';
import { loadConfig } from '@api/config';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  // STRIPE_SECRET_KEY given by the environment: it wins over anything saved.
  const env = loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_fromenvironment9999' });
  app = await startTestApp({ config: { apiKeys: env.apiKeys } });
  ({ token: adminToken } = await signedInUser(app, { isAdmin: true }));
});
afterAll(() => app.close());

const save = (body: unknown, token = adminToken) =>
  app.request('/api/admin/api-keys', { body, token });
const keyState = (body: { keys: { name: string }[] }, name: string) =>
  body.keys.find((k) => k.name === name);

describe('/api/admin/api-keys', () => {
  it('is for admins only', async () => {
    expect((await app.request('/api/admin/api-keys')).status).toBe(401);
    const { token } = await signedInUser(app);
    expect((await app.request('/api/admin/api-keys', { token })).status).toBe(403);
    expect((await save({ openaiApiKey: 'sk-x' }, token)).status).toBe(403);
  });

  it('saves keys encrypted, shows only the last 4, and getSetting reads them back', async () => {
    const secret = 'sk-proj-abcdefghijklmnop1234';
    const res = await save({ openaiApiKey: secret, stripePublicKey: 'pk_test_publishable5678' });
    expect(res.status).toBe(200);
    expect(keyState(res.body, 'openaiApiKey')).toMatchObject({
      source: 'saved',
      masked: '••••1234',
      envVar: 'OPENAI_API_KEY',
    });
    expect(JSON.stringify(res.body)).not.toContain(secret);
    expect(
      JSON.stringify((await app.request('/api/admin/api-keys', { token: adminToken })).body),
    ).not.toContain('abcdefgh');
    const [row] = await app.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'openaiApiKey'));
    expect(row!.value).toMatch(/^enc:v1:/);
    expect(row!.value).not.toContain('abcdefgh');
    expect(await getSetting(app.database.db, 'openaiApiKey')).toBe(secret);

    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.api_keys_update'));
    expect(entry!.after).toEqual({ openaiApiKey: '••••1234', stripePublicKey: '••••5678' });
    expect(JSON.stringify(entry)).not.toContain('abcdefgh');
  });

  it('masks a key of characters outside the BMP whole, and saves it', async () => {
    // An emoji is two UTF-16 units: the last 4 units here are half of 🍺, 🍻 and x, and a mask
    // cut by units sent that lone half to PostgreSQL (a 500).
    const res = await save({ anthropicApiKey: 'key-😀🍺🍻x' });
    expect(res.status).toBe(200);
    expect(keyState(res.body, 'anthropicApiKey')).toMatchObject({ masked: '••••😀🍺🍻x' });
    expect(await getSetting(app.database.db, 'anthropicApiKey')).toBe('key-😀🍺🍻x');
    expect((await save({ anthropicApiKey: '' })).status).toBe(200);
  });

  it('lets the environment win and says so', async () => {
    const res = await save({ stripeSecretKey: 'sk_test_savedinconsole0000' });
    expect(keyState(res.body, 'stripeSecretKey')).toMatchObject({
      source: 'environment',
      masked: '••••9999',
      saved: true,
    });
    expect(await getSetting(app.database.db, 'stripeSecretKey')).toBe(
      'sk_test_fromenvironment9999',
    );
  });

  it("removes a key given as '' and validates the Stripe prefixes", async () => {
    const res = await save({ openaiApiKey: '' });
    expect(keyState(res.body, 'openaiApiKey')).toMatchObject({ source: 'none', masked: null });
    expect(await getSetting(app.database.db, 'openaiApiKey')).toBeUndefined();

    const bad = await save({ stripePublicKey: 'sk_test_oops', sendgridApiKey: 'has space' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.stripePublicKey).toEqual(['Starts with pk_test_ or pk_live_']);
    expect(bad.body.errors.sendgridApiKey).toEqual(['A key has no spaces']);
    expect((await save({})).body.message).toBe('Nothing to change');
    expect((await save({ unknownKey: 'x' })).status).toBe(400);
  });

  it('without a settings key answers its reason, which the console puts after its title', async () => {
    configureSettings(app.database.db, { env: {} });
    try {
      const res = await save({ openaiApiKey: 'sk-proj-nokeytoseal0000' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        code: 'settings_key_missing',
        message: 'No settings key to encrypt API keys with (set SETTINGS_KEY).',
      });
      expect(await getSetting(app.database.db, 'openaiApiKey')).toBeUndefined();
    } finally {
      configureSettings(app.database.db, {
        secret: 'test-settings-key-that-is-long-enough-0123',
        env: app.deps.config.apiKeys,
      });
    }
  });
});
