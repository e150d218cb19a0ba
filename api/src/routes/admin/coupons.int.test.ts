import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons } from '@api/db/schema';
import { createCouponBatch } from '@api/services/coupons';
import { startTestApp, type TestApp } from '@api/testing/app';
import { makeCoupon } from '@api/testing/coupons';
import { signedInUser } from '@api/testing/factories';

const NOW = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  app = await startTestApp({ now: () => NOW });
  const admin = await signedInUser(app, { isAdmin: true });
  adminToken = admin.token;
  adminId = admin.user.id;
});
afterAll(() => app.close());

const db = () => app.database.db;
const create = (body: unknown) => app.request('/api/admin/coupons', { token: adminToken, body });
const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
const list = (query: Record<string, unknown>) =>
  app.request(`/api/admin/coupons?${q(query)}`, { token: adminToken });
const codesOf = (body: { code: string }[]) => body.map((c) => c.code);
/** The audit log's entries for one coupon (or batch name), oldest first. */
const auditOf = (resourceId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'coupons'), eq(auditLog.resourceId, resourceId)))
    .orderBy(auditLog.createdAt);

describe('admin coupon routes are for admins', () => {
  it('answer 401 to guests and 403 to members on every coupon route', async () => {
    const { token } = await signedInUser(app);
    const id = (await makeCoupon(db())).id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons', { batchName: 'x' }],
      ['GET', '/api/admin/coupons/batches'],
      ['GET', '/api/admin/coupons/export?batch=Test%20batch'],
      ['PUT', `/api/admin/coupons/${id}`, { isActive: false }],
      ['DELETE', `/api/admin/coupons/${id}`],
      ['GET', '/api/admin/coupon-redemptions'],
    ];
    for (const [method, path, body] of calls) {
      expect((await app.request(path, { method, body })).status).toBe(401);
      const member = await app.request(path, { method, body, token });
      expect(member.status).toBe(403);
      expect(member.body.code).toBe('admin_required');
    }
    expect((await db().select().from(coupons).where(eq(coupons.id, id)))[0]!.isActive).toBe(true);
  });
});

describe('POST /api/admin/coupons (a batch)', () => {
  it('makes one BEER percentage coupon of 10% for one use by default, made by the admin', async () => {
    const res = await create({ batchName: 'Defaults' });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      discountType: 'percentage',
      discountValue: 10,
      maxUses: 1,
      usedCount: 0,
      isActive: true,
      status: 'active',
      createdBy: adminId,
      expiresAt: null,
      batchName: 'Defaults',
      batchDescription: null,
    });
    expect(res.body[0].code).toMatch(/^BEER[A-HJKMNP-Z2-9]{8}$/);
    // The audit log says who made which batch, with its settings but not its codes.
    const [entry, ...more] = await auditOf('Defaults');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: adminId,
      action: 'coupon.batch_create',
      before: null,
      after: {
        count: 1,
        prefix: 'BEER',
        discountType: 'percentage',
        discountValue: 10,
        maxUses: 1,
        expiresAt: null,
        batchName: 'Defaults',
      },
    });
    expect(JSON.stringify(entry)).not.toContain(res.body[0].code);
  });

  it('makes 1,000 distinct codes with the spec fields; the value is 0 for yearly', async () => {
    const res = await create({
      count: 1000,
      prefix: 'okto',
      discountType: 'yearly',
      discountValue: 50,
      maxUses: 3,
      expiresAt: '2026-12-31',
      batchName: '  Oktoberfest 2026 ',
      batchDescription: 'Beer tent flyers',
    });
    expect(res.status).toBe(201);
    expect(new Set(codesOf(res.body)).size).toBe(1000);
    expect(res.body.every((c: { code: string }) => /^OKTO[A-Z2-9]{8}$/.test(c.code))).toBe(true);
    expect(res.body[0]).toMatchObject({
      discountType: 'yearly',
      discountValue: 0,
      maxUses: 3,
      expiresAt: '2026-12-31T23:59:59.999Z',
      batchName: 'Oktoberfest 2026',
      batchDescription: 'Beer tent flyers',
    });
    const [stored] = await db()
      .select({ n: count() })
      .from(coupons)
      .where(eq(coupons.batchName, 'Oktoberfest 2026'));
    expect(stored!.n).toBe(1000);
  });

  it('refuses what spec section 5 refuses, naming each field', async () => {
    const bad = [
      [{ batchName: 'x', count: 0 }, 'count', 'Count must be at least 1'],
      [{ batchName: 'x', count: 1001 }, 'count', 'Count must be at most 1,000'],
      [{ batchName: 'x', prefix: 'B' }, 'prefix', 'Prefix must be 2 to 10 characters'],
      [{ batchName: 'x', prefix: 'ABCDEFGHIJK' }, 'prefix', 'Prefix must be 2 to 10 characters'],
      [{ batchName: 'x', prefix: 'BE-ER' }, 'prefix', 'Prefix may contain only letters and digits'],
      [
        { batchName: 'x', discountType: 'free' },
        'discountType',
        'Discount type must be percentage, lifetime or yearly',
      ],
      [{ batchName: 'x', discountValue: 0 }, 'discountValue', 'Discount value must be at least 1'],
      [
        { batchName: 'x', discountValue: 101 },
        'discountValue',
        'Discount value must be at most 100',
      ],
      [{ batchName: 'x', maxUses: 10_001 }, 'maxUses', 'Max uses must be at most 10,000'],
      [{ batchName: 'x', expiresAt: 'soon' }, 'expiresAt', 'Expiry must be a date like 2026-12-31'],
      [{ batchName: 'x', expiresAt: '2026-11-01' }, 'expiresAt', 'Expiry must be in the future'],
      [{ batchName: '  ' }, 'batchName', 'Batch name is required'],
      [{}, 'batchName', 'Batch name is required'],
      [{ batchName: 'x'.repeat(101) }, 'batchName', 'Batch name must be at most 100 characters'],
      [
        { batchName: 'x', batchDescription: 'd'.repeat(501) },
        'batchDescription',
        'Batch description must be at most 500 characters',
      ],
    ] as const;
    for (const [body, field, message] of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(body)).toEqual([message]);
    }
    const [made] = await db()
      .select({ n: count() })
      .from(coupons)
      .where(eq(coupons.batchName, 'x'));
    expect(made!.n).toBe(0);
  });

  it('replaces a code that already exists, and makes nothing when no fresh codes can be found', async () => {
    await makeCoupon(db(), { code: 'DUPEAAAAAAAA' });
    // A random source that keeps answering the taken code, then the alphabet in turn.
    let calls = 0;
    const random = () => (calls++ < 8 ? 0 : calls % 31);
    const input = {
      count: 2,
      prefix: 'DUPE',
      discountType: 'lifetime' as const,
      discountValue: 0,
      maxUses: 1,
      expiresAt: null,
      batchName: 'Dupes',
      batchDescription: null,
    };
    const made = await createCouponBatch(db(), input, null, NOW, random);
    expect(made).toHaveLength(2);
    expect(codesOf(made)).not.toContain('DUPEAAAAAAAA');

    await expect(
      createCouponBatch(db(), { ...input, batchName: 'Stuck' }, null, NOW, () => 0),
    ).rejects.toMatchObject({ status: 409, code: 'coupon_codes_exhausted' });
    const [stuck] = await db()
      .select({ n: count() })
      .from(coupons)
      .where(eq(coupons.batchName, 'Stuck'));
    expect(stuck!.n).toBe(0);
  });
});

describe('GET /api/admin/coupons', () => {
  beforeAll(async () => {
    const b = { batchName: 'Filters' };
    await makeCoupon(db(), { ...b, code: 'FLTACTIVE001', discountType: 'lifetime' });
    await makeCoupon(db(), { ...b, code: 'FLTOFF000001', isActive: false });
    await makeCoupon(db(), { ...b, code: 'FLTGONE00001', expiresAt: new Date('2026-01-01') });
    await makeCoupon(db(), { ...b, code: 'FLTFULL00001', usedCount: 1, maxUses: 1 });
    await makeCoupon(db(), {
      ...b,
      code: 'FLTPCT000001',
      discountType: 'percentage',
      discountValue: 15,
      maxUses: 5,
      usedCount: 2,
    });
  });
  const filtered = async (filter: Record<string, unknown>) =>
    codesOf(
      (await list({ filter: { batchName: 'Filters', ...filter }, sort: ['code', 'ASC'] })).body,
    );

  it('filters by batch, type, active, expired and used up, with statuses', async () => {
    const all = await list({ filter: { batchName: 'Filters' }, sort: ['code', 'ASC'] });
    expect(all.headers.get('content-range')).toBe('coupons 0-4/5');
    expect(all.body.map((c: { status: string }) => c.status)).toEqual([
      'active',
      'used_up',
      'expired',
      'inactive',
      'active',
    ]);
    expect(await filtered({ discountType: 'percentage' })).toEqual(['FLTPCT000001']);
    expect(await filtered({ isActive: false })).toEqual(['FLTOFF000001']);
    expect(await filtered({ expired: true })).toEqual(['FLTGONE00001']);
    expect(await filtered({ expired: false, usedUp: false, isActive: true })).toEqual([
      'FLTACTIVE001',
      'FLTPCT000001',
    ]);
    expect(await filtered({ usedUp: true })).toEqual(['FLTFULL00001']);
  });

  it('searches codes and batch names, by filter q and by the spec’s ?search=', async () => {
    expect(codesOf((await list({ filter: { q: 'fltgone' } })).body)).toEqual(['FLTGONE00001']);
    const res = await app.request('/api/admin/coupons?search=FLTOFF', { token: adminToken });
    expect(codesOf(res.body)).toEqual(['FLTOFF000001']);
  });

  it('sorts by used count and pages', async () => {
    const res = await list({
      filter: { batchName: 'Filters' },
      sort: ['usedCount', 'DESC'],
      range: [0, 1],
    });
    expect(codesOf(res.body)).toEqual(['FLTPCT000001', 'FLTFULL00001']);
    expect(res.headers.get('content-range')).toBe('coupons 0-1/5');
    const bad = await list({ sort: ['password', 'ASC'] });
    expect(bad.status).toBe(400);
    const badFilter = await list({ filter: { discountType: 'free' } });
    expect(badFilter.status).toBe(400);
  });
});

describe('PUT and DELETE /api/admin/coupons/:id', () => {
  it('deactivates and activates', async () => {
    const coupon = await makeCoupon(db());
    const off = await app.request(`/api/admin/coupons/${coupon.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { ...coupon, isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isActive: false, status: 'inactive' });
    const on = await app.request(`/api/admin/coupons/${coupon.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { isActive: true },
    });
    expect(on.body.isActive).toBe(true);
    const bad = await app.request(`/api/admin/coupons/${coupon.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { isActive: 'yes' },
    });
    expect(bad.status).toBe(400);
    const missing = await app.request(`/api/admin/coupons/${crypto.randomUUID()}`, {
      method: 'PUT',
      token: adminToken,
      body: { isActive: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('coupon_not_found');
    // Each switch is in the audit log, by whom, before and after; the refused ones are not.
    const entries = await auditOf(coupon.id);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      [
        'coupon.deactivate',
        adminId,
        { code: coupon.code, isActive: true },
        { code: coupon.code, isActive: false },
      ],
      [
        'coupon.activate',
        adminId,
        { code: coupon.code, isActive: false },
        { code: coupon.code, isActive: true },
      ],
    ]);
  });

  it('deletes an unused coupon, and only deactivates a redeemed one, keeping its redemption', async () => {
    const unused = await makeCoupon(db());
    const gone = await app.request(`/api/admin/coupons/${unused.id}`, {
      method: 'DELETE',
      token: adminToken,
    });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: unused.id, deleted: true });
    expect(await db().select().from(coupons).where(eq(coupons.id, unused.id))).toEqual([]);
    const [deletion] = await auditOf(unused.id);
    expect(deletion).toMatchObject({
      actorId: adminId,
      action: 'coupon.delete',
      before: { code: unused.code, usedCount: 0, isActive: true },
      after: null,
    });

    const used = await makeCoupon(db(), { maxUses: 5 });
    const member = await signedInUser(app);
    await app.request('/api/redeem-coupon', { token: member.token, body: { code: used.code } });
    const kept = await app.request(`/api/admin/coupons/${used.id}`, {
      method: 'DELETE',
      token: adminToken,
    });
    expect(kept.body).toMatchObject({ id: used.id, deleted: false, isActive: false, usedCount: 1 });
    const redemptions = await app.request(
      `/api/admin/coupon-redemptions?${q({ filter: { couponId: used.id } })}`,
      { token: adminToken },
    );
    expect(redemptions.body).toHaveLength(1);
    const [deactivation] = await auditOf(used.id);
    expect(deactivation).toMatchObject({
      actorId: adminId,
      action: 'coupon.delete',
      before: { code: used.code, usedCount: 1, isActive: true },
      after: { code: used.code, usedCount: 1, isActive: false },
      reason: 'Redeemed: deactivated instead of deleted, its redemptions kept',
    });
  });
});

describe('GET /api/admin/coupons/export and /batches', () => {
  it('answers the batch as CSV with the spec columns and a file name with batch and date', async () => {
    await create({ count: 3, prefix: 'CSV', discountType: 'lifetime', batchName: 'CSV Night' });
    const res = await fetch(`${app.url}/api/admin/coupons/export?batch=CSV%20Night`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="coupons-csv-night-2026-11-23.csv"',
    );
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Code,Batch Name,Discount Type,Discount Value,Max Uses,Used Count,Status,Created At,Expires At',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"CSV[A-Z2-9]{8}","CSV Night","lifetime","0","1","0","Active","20/);
  });

  it('says "No coupons found for this batch" for an empty batch, 400 without one', async () => {
    const res = await app.request('/api/admin/coupons/export?batch=Nothing', { token: adminToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'batch_not_found',
      message: 'No coupons found for this batch',
    });
    expect((await app.request('/api/admin/coupons/export', { token: adminToken })).status).toBe(
      400,
    );
  });

  it('lists batches with their counts', async () => {
    const res = await app.request('/api/admin/coupons/batches', { token: adminToken });
    const csv = res.body.find((b: { batchName: string }) => b.batchName === 'CSV Night');
    expect(csv).toMatchObject({ discountType: 'lifetime', total: 3, redeemed: 0, active: 3 });
  });
});
