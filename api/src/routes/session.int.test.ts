import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/session', () => {
  it('answers a guest 200 with no user, so a public page logs no error', async () => {
    const res = await app.request('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });

  it('answers a stale or forged token as a guest too', async () => {
    const res = await app.request('/api/session', { token: 'not-a-token' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });

  it('answers a signed-in user with what GET /api/user says', async () => {
    const { user, token } = await signedInUser(app);
    const res = await app.request('/api/session', { token });
    expect(res.status).toBe(200);
    const me = await app.request('/api/user', { token });
    expect(res.body).toEqual({ user: me.body });
    expect(res.body.user).toMatchObject({ id: user.id, username: user.username, plan: 'free' });
  });
});
