import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, usagePeriods, users } from '@api/db/schema';
import { startTestApp, type TestApp } from '@api/testing/app';
import { makeUser, reloadUser, signedInUser } from '@api/testing/factories';

let app: TestApp;
let adminToken: string;
let adminId: string;
const now = new Date('2026-11-15T12:00:00Z');

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
  const admin = await signedInUser(app, { isAdmin: true, username: 'chief' });
  adminToken = admin.token;
  adminId = admin.user.id;
});
afterAll(() => app.close());

const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(`/api/admin/users${path}`, { ...init, token: adminToken });
const auditOf = (userId: string) =>
  app.database.db.select().from(auditLog).where(eq(auditLog.resourceId, userId));

describe('admin actions on a user', () => {
  it('answers 401 signed out and 403 to a member on every action', async () => {
    const target = await makeUser(app.database.db);
    const { token } = await signedInUser(app);
    const calls: [string, string, unknown?][] = [
      ['PUT', `/${target.id}`, { firstName: 'X', lastName: '', email: 'x@example.com' }],
      ['DELETE', `/${target.id}`],
      ['POST', `/${target.id}/premium`, { reason: 'support' }],
      ['POST', `/${target.id}/premium/revoke`, { reason: 'support' }],
      ['POST', `/${target.id}/admin`, { isAdmin: true }],
      ['POST', `/${target.id}/reset-usage`],
    ];
    for (const [method, path, body] of calls) {
      const url = `/api/admin/users${path}`;
      expect((await app.request(url, { method, body })).status).toBe(401);
      const res = await app.request(url, { method, body, token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('admin_required');
    }
    expect(await reloadUser(app.database.db, target.id)).toMatchObject({
      isAdmin: false,
      isPremium: false,
    });
  });

  it('edits names and e-mail, audits only what changed, and refuses a taken e-mail', async () => {
    const target = await makeUser(app.database.db, { firstName: 'Ann', lastName: 'Old' });
    const other = await makeUser(app.database.db);
    const res = await asAdmin(`/${target.id}`, {
      method: 'PUT',
      body: { ...target, firstName: 'Ann', lastName: 'New', email: ' NEW@Example.com ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lastName: 'New', email: 'new@example.com' });
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      actorId: adminId,
      actorName: 'chief',
      action: 'user.update',
      before: { lastName: 'Old', email: target.email },
      after: { lastName: 'New', email: 'new@example.com' },
    });

    const bad = await asAdmin(`/${target.id}`, {
      method: 'PUT',
      body: { firstName: 'A', lastName: 'B', email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(['Invalid email address']);
    const taken = await asAdmin(`/${target.id}`, {
      method: 'PUT',
      body: { firstName: 'A', lastName: 'B', email: other.email },
    });
    expect(taken.status).toBe(409);
    expect(await auditOf(target.id)).toHaveLength(1);
  });

  it('grants premium with a reason and an end date, then revokes it', async () => {
    const target = await makeUser(app.database.db);
    const noReason = await asAdmin(`/${target.id}/premium`, { body: { reason: '' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['Give a reason (at least 3 characters)']);
    const past = await asAdmin(`/${target.id}/premium`, {
      body: { reason: 'Goodwill', endsAt: '2026-11-01' },
    });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('grant_end_in_past');

    const res = await asAdmin(`/${target.id}/premium`, {
      body: { reason: 'Lost scans in an outage', endsAt: '2026-12-31' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plan: 'premium',
      isPremium: true,
      analysisLimit: 100,
      premiumSource: 'grant',
      premiumUntil: '2027-01-01T00:00:00.000Z',
      grants: [{ reason: 'Lost scans in an outage', revokedAt: null }],
    });
    // The user sees it on their own account.
    const { token } = { token: app.deps.tokens.sign(target.id, await session(target.id)) };
    expect((await app.request('/api/user', { token })).body).toMatchObject({
      isPremium: true,
      analysisLimit: 100,
    });

    const revoked = await asAdmin(`/${target.id}/premium/revoke`, {
      body: { reason: 'Granted by mistake' },
    });
    expect(revoked.body).toMatchObject({ plan: 'free', analysisLimit: 5, premiumSource: null });
    expect(revoked.body.grants[0].revokedAt).toBe(now.toISOString());
    const again = await asAdmin(`/${target.id}/premium/revoke`, { body: { reason: 'again' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_premium');

    const entries = await auditOf(target.id);
    expect(entries.map((e) => [e.action, e.reason])).toEqual(
      expect.arrayContaining([
        ['user.premium_grant', 'Lost scans in an outage'],
        ['user.premium_revoke', 'Granted by mistake'],
      ]),
    );
  });

  it('leaves card premium to Stripe', async () => {
    const target = await makeUser(app.database.db, { isPremium: true, premiumSource: 'card' });
    const res = await asAdmin(`/${target.id}/premium/revoke`, { body: { reason: 'test' } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('premium_by_card');
    expect((await reloadUser(app.database.db, target.id))!.isPremium).toBe(true);
  });

  it('makes and revokes admins, never the last one, even when two revoke at once', async () => {
    const { db } = app.database;
    const [a, b] = [await makeUser(db, { isAdmin: true }), await makeUser(db, { isAdmin: true })];
    await db.update(users).set({ isAdmin: false }).where(eq(users.id, adminId));
    try {
      // a and b, the only admins, revoke each other at the same moment.
      const as = async (actor: string, target: string) =>
        app.request(`/api/admin/users/${target}/admin`, {
          body: { isAdmin: false },
          token: app.deps.tokens.sign(actor, await session(actor)),
        });
      const results = await Promise.all([as(a.id, b.id), as(b.id, a.id)]);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The loser was either refused (last admin) or no longer an admin when its request came.
      const loser = results.find((r) => r.status !== 200)!;
      expect(['last_admin', 'admin_required']).toContain(loser.body.code);
      const admins = await db.select().from(users).where(eq(users.isAdmin, true));
      expect(admins).toHaveLength(1);
      const last = admins[0]!.id;
      const self = await as(last, last);
      expect(self.status).toBe(409);
      expect(self.body).toMatchObject({
        code: 'last_admin',
        message: 'The last admin cannot be revoked; make another first.',
      });
    } finally {
      await db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
    }

    const c = await makeUser(db);
    const make = await asAdmin(`/${c.id}/admin`, { body: { isAdmin: true } });
    expect(make.body.isAdmin).toBe(true);
    const notBool = await asAdmin(`/${c.id}/admin`, { body: { isAdmin: 'yes' } });
    expect(notBool.status).toBe(400);
    expect((await auditOf(c.id)).map((e) => e.action)).toEqual(['user.admin_grant']);
  });

  it("resets this period's usage and audits the count it had", async () => {
    const target = await makeUser(app.database.db);
    await app.database.db.insert(usagePeriods).values({
      userId: target.id,
      periodStart: new Date('2026-11-01T00:00:00Z'),
      periodEnd: new Date('2026-12-01T00:00:00Z'),
      used: 5,
      limit: 5,
    });
    expect((await asAdmin(`/${target.id}`)).body.analysesUsed).toBe(5);
    const res = await asAdmin(`/${target.id}/reset-usage`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.analysesUsed).toBe(0);
    const [entry] = (await auditOf(target.id)).filter((e) => e.action === 'user.usage_reset');
    expect(entry!.before).toMatchObject({ analysesUsed: 5 });
  });

  it('deletes a user, mails them, keeps the audit entry, and never deletes the last admin', async () => {
    const target = await makeUser(app.database.db, { email: 'leaving@example.com' });
    const res = await asAdmin(`/${target.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(target.id);
    expect(await reloadUser(app.database.db, target.id)).toBeUndefined();
    const mails = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'leaving@example.com'));
    expect(mails).toHaveLength(1);
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({ action: 'user.delete', after: null });
    expect(entry!.before).toMatchObject({ email: 'leaving@example.com' });
    expect((await asAdmin(`/${target.id}`, { method: 'DELETE' })).status).toBe(404);

    const { db } = app.database;
    await db.update(users).set({ isAdmin: false }).where(ne(users.id, adminId));
    const self = await asAdmin(`/${adminId}`, { method: 'DELETE' });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('last_admin');
  });

  it('shows scans, collection size and ratings on the user page', async () => {
    const target = await makeUser(app.database.db);
    const res = await asAdmin(`/${target.id}`);
    expect(res.body).toMatchObject({ scans: 0, scansThisPeriod: 0, collectionSize: 0, ratings: 0 });
  });
});

async function session(userId: string) {
  const { createSession } = await import('@api/services/accounts');
  return createSession(app.database.db, userId, now);
}
