import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@api/testing/app';
import { makeUser, signedInUser } from '@api/testing/factories';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ token: adminToken } = await signedInUser(app, { isAdmin: true, username: 'auditor' }));
});
afterAll(() => app.close());

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('/api/admin/audit-log', () => {
  it('is for admins only', async () => {
    expect((await app.request('/api/admin/audit-log')).status).toBe(401);
    const { token } = await signedInUser(app);
    expect((await app.request('/api/admin/audit-log', { token })).status).toBe(403);
  });

  it('lists the changes admins made, newest first, filtered and paged with Content-Range', async () => {
    const target = await makeUser(app.database.db);
    for (const lastName of ['One', 'Two']) {
      await app.request(`/api/admin/users/${target.id}`, {
        method: 'PUT',
        token: adminToken,
        body: { firstName: 'T', lastName, email: target.email },
      });
    }
    await app.request(`/api/admin/users/${target.id}/reset-usage`, {
      method: 'POST',
      token: adminToken,
    });
    const res = await app.request(
      `/api/admin/audit-log?${q({ filter: { resourceId: target.id }, range: [0, 1] })}`,
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('audit-log 0-1/3');
    expect(res.body[0]).toMatchObject({ action: 'user.usage_reset', actorName: 'auditor' });
    expect(res.body[1]).toMatchObject({
      action: 'user.update',
      before: { lastName: 'One' },
      after: { lastName: 'Two' },
    });
    const byAction = await app.request(
      `/api/admin/audit-log?${q({ filter: { action: 'user.update', q: 'auditor' } })}`,
      { token: adminToken },
    );
    expect(byAction.body).toHaveLength(2);
    const one = await app.request(`/api/admin/audit-log/${res.body[0].id}`, { token: adminToken });
    expect(one.body.id).toBe(res.body[0].id);
  });

  it('rejects an unknown sort or a bad filter', async () => {
    const sort = await app.request(`/api/admin/audit-log?${q({ sort: ['before', 'ASC'] })}`, {
      token: adminToken,
    });
    expect(sort.status).toBe(400);
    const filter = await app.request(`/api/admin/audit-log?${q({ filter: { from: 'soon' } })}`, {
      token: adminToken,
    });
    expect(filter.status).toBe(400);
    expect(filter.body.code).toBe('validation_failed');
    const missing = await app.request('/api/admin/audit-log/00000000-0000-4000-8000-000000000000', {
      token: adminToken,
    });
    expect(missing.body.code).toBe('audit_entry_not_found');
  });
});
