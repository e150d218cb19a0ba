import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@api/testing/app';
import { makeUser, signedInUser } from '@api/testing/factories';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ token: adminToken } = await signedInUser(app, {
    isAdmin: true,
    username: 'root',
    email: 'root@example.com',
  }));
  for (const name of ['amber', 'bock', 'cask', 'dunkel', 'export']) {
    await makeUser(app.database.db, {
      username: name,
      email: `${name}@brew.test`,
      isPremium: name === 'bock',
    });
  }
  await makeUser(app.database.db, {
    username: 'fresh',
    email: 'fresh@brew.test',
    stripeCustomerId: 'cus_1',
  });
});
afterAll(() => app.close());

const list = (query: string) => app.request(`/api/admin/users?${query}`, { token: adminToken });
const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('GET /api/admin/users (ra-data-simple-rest)', () => {
  it('answers 401 to guests and 403 to members', async () => {
    expect((await app.request('/api/admin/users')).status).toBe(401);
    const { token } = await signedInUser(app);
    const res = await app.request('/api/admin/users', { token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('admin_required');
  });

  it('sorts, pages and counts with Content-Range', async () => {
    const res = await list(q({ sort: ['username', 'ASC'], range: [0, 2] }));
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual([
      'amber',
      'bock',
      'cask',
    ]);
    expect(res.headers.get('content-range')).toMatch(/^users 0-2\/\d+$/);
    const total = Number(res.headers.get('content-range')!.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(7);

    const next = await list(q({ sort: ['username', 'ASC'], range: [3, 5] }));
    expect(next.body.map((u: { username: string }) => u.username)).toEqual([
      'dunkel',
      'export',
      'fresh',
    ]);
  });

  it('filters by q over username and e-mail, and shows plan and subscription status', async () => {
    const res = await list(q({ filter: { q: 'brew.test' }, sort: ['username', 'DESC'] }));
    expect(res.body).toHaveLength(6);
    const byName = Object.fromEntries(res.body.map((u: { username: string }) => [u.username, u]));
    expect(byName.bock).toMatchObject({
      plan: 'premium',
      subscriptionStatus: 'active',
      analysisLimit: 100,
    });
    expect(byName.fresh).toMatchObject({ plan: 'free', subscriptionStatus: 'pending' });
    expect(byName.amber).toMatchObject({ subscriptionStatus: 'none', analysesUsed: 0 });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('rejects a sort field it does not know and malformed JSON in the query', async () => {
    const bad = await list(q({ sort: ['passwordHash', 'ASC'] }));
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    const broken = await list('range=[0,');
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toHaveProperty('range');
  });

  it('shows one user, and 404 for an unknown id', async () => {
    const amber = (await list(q({ filter: { q: 'amber' } }))).body[0];
    const one = await app.request(`/api/admin/users/${amber.id}`, { token: adminToken });
    expect(one.body).toMatchObject({ username: 'amber', email: 'amber@brew.test' });
    const missing = await app.request('/api/admin/users/00000000-0000-4000-8000-000000000000', {
      token: adminToken,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('user_not_found');
  });
});
