import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import { auditLog, beerAliases, beers, recognitionEvidence } from '@api/db/schema';
import { startTestApp, type TestApp } from '@api/testing/app';
import { signedInUser } from '@api/testing/factories';

let app: TestApp;
let adminToken: string;
let beerId: string;
let evidenceId: string;
let learnedId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ token: adminToken } = await signedInUser(app, { isAdmin: true }));
  const { user } = await signedInUser(app);
  const [beer] = await app.database.db
    .insert(beers)
    .values({
      name: 'Marsh Wren',
      brewery: 'Kettle Point Brewery',
      matchKey: beerMatchKey('Kettle Point Brewery', 'Marsh Wren'),
      provenance: 'test',
    })
    .returning();
  beerId = beer!.id;
  const [evidence] = await app.database.db
    .insert(recognitionEvidence)
    .values({ beerId, userId: user.id, text: 'KETTLE PT WREN', textKey: 'kettle pt wren' })
    .returning();
  evidenceId = evidence!.id;
  const [learned] = await app.database.db
    .insert(beerAliases)
    .values({ beerId, alias: 'MARSH WRN', aliasKey: 'marsh wrn', source: 'learned' })
    .returning();
  learnedId = learned!.id;
  await app.database.db
    .insert(beerAliases)
    .values({ beerId, alias: 'Wren Blonde', aliasKey: 'wren blonde', source: 'catalogue' });
}, 60_000);
afterAll(() => app.close());

describe('admin: what the catalogue learned', () => {
  it('answers 401 to guests and 403 to members', async () => {
    const { token } = await signedInUser(app);
    for (const [method, path] of [
      ['GET', '/api/admin/learned-aliases'],
      ['DELETE', `/api/admin/learned-aliases/${learnedId}`],
      ['GET', '/api/admin/recognition-evidence'],
      ['POST', `/api/admin/recognition-evidence/${evidenceId}/approve`],
    ] as const) {
      expect((await app.request(path, { method })).status).toBe(401);
      const res = await app.request(path, { method, token });
      expect(res.status).toBe(403);
    }
  });

  it('lists learned aliases only (not the catalogue ones), with Content-Range', async () => {
    const res = await app.request('/api/admin/learned-aliases', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('learned-aliases 0-0/1');
    expect(res.body).toEqual([
      {
        id: learnedId,
        beerId,
        beerName: 'Kettle Point Brewery — Marsh Wren',
        alias: 'MARSH WRN',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('lists evidence, and approving it makes an alias', async () => {
    const list = await app.request('/api/admin/recognition-evidence', { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: evidenceId,
        text: 'KETTLE PT WREN',
        beerName: 'Kettle Point Brewery — Marsh Wren',
      }),
    ]);
    const res = await app.request(`/api/admin/recognition-evidence/${evidenceId}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ beerId, alias: 'KETTLE PT WREN' });
    const again = await app.request(`/api/admin/recognition-evidence/${evidenceId}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    expect(again.body.id).toBe(res.body.id);
    const rows = await app.database.db
      .select()
      .from(beerAliases)
      .where(eq(beerAliases.beerId, beerId));
    expect(rows.map((r) => r.alias).sort()).toEqual(['KETTLE PT WREN', 'MARSH WRN', 'Wren Blonde']);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'recognition_evidence.approve'))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.after)).toEqual([
      { aliasId: res.body.id, alias: 'KETTLE PT WREN', created: true },
      { aliasId: res.body.id, alias: 'KETTLE PT WREN', created: false },
    ]);
    expect(entries[0]).toMatchObject({
      resource: 'recognition-evidence',
      resourceId: evidenceId,
      before: { beerId, text: 'KETTLE PT WREN' },
    });
    const missing = await app.request(
      '/api/admin/recognition-evidence/00000000-0000-4000-8000-000000000000/approve',
      { method: 'POST', token: adminToken },
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'evidence_not_found',
      message: 'No such evidence.',
    });
  });

  it('removes a learned alias, and only a learned one', async () => {
    const res = await app.request(`/api/admin/learned-aliases/${learnedId}`, {
      method: 'DELETE',
      token: adminToken,
    });
    expect(res.status).toBe(204);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'learned_alias.remove'));
    expect(entry).toMatchObject({
      resource: 'learned-aliases',
      resourceId: learnedId,
      before: { beerId, alias: 'MARSH WRN' },
    });
    const gone = await app.request(`/api/admin/learned-aliases/${learnedId}`, {
      method: 'DELETE',
      token: adminToken,
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'alias_not_found', message: 'No such learned alias.' });
    const [catalogue] = await app.database.db
      .select()
      .from(beerAliases)
      .where(eq(beerAliases.source, 'catalogue'));
    const refused = await app.request(`/api/admin/learned-aliases/${catalogue!.id}`, {
      method: 'DELETE',
      token: adminToken,
    });
    expect(refused.status).toBe(404);
    const removals = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'learned_alias.remove'));
    expect(removals).toHaveLength(1);
  });

  it('validates ids, sorts and filters', async () => {
    const bad = await app.request('/api/admin/learned-aliases/not-a-uuid', {
      method: 'DELETE',
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    const badApprove = await app.request('/api/admin/recognition-evidence/not-a-uuid/approve', {
      method: 'POST',
      token: adminToken,
    });
    expect(badApprove.status).toBe(400);
    expect(badApprove.body.code).toBe('validation_failed');
    const sort = await app.request(
      `/api/admin/learned-aliases?sort=${encodeURIComponent('["beerId","ASC"]')}`,
      { token: adminToken },
    );
    expect(sort.status).toBe(400);
    const filter = await app.request(
      `/api/admin/recognition-evidence?filter=${encodeURIComponent('{"beerId":"x"}')}`,
      { token: adminToken },
    );
    expect(filter.status).toBe(400);
    expect(filter.body.code).toBe('validation_failed');
  });
});
