import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import { auditLog, beers, retailerInventory } from '@api/db/schema';
import { startTestApp, type TestApp } from '@api/testing/app';
import { signedInUser } from '@api/testing/factories';

let app: TestApp;
let adminToken: string;
let siteId: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ token: adminToken } = await signedInUser(app, { isAdmin: true, username: 'shopkeeper' }));
  await app.database.db.insert(beers).values({
    name: 'Pale Ale',
    brewery: 'Upload Brewing',
    matchKey: beerMatchKey('Upload Brewing', 'Pale Ale'),
    provenance: 'test',
  });
  siteId = (
    await app.request('/api/admin/sites', { body: { name: 'Csv Shop' }, token: adminToken })
  ).body.id;
});
afterAll(() => app.close());

const upload = (csv: string, token = adminToken, type = 'text/csv', query = '') =>
  app.request(`/api/admin/sites/${siteId}/inventory${query}`, {
    method: 'POST',
    body: csv,
    token,
    headers: { 'content-type': type },
  });

const CSV = [
  'sku,name,brewery,price,currency,url,in_stock',
  'A1,Pale Ale,Upload Brewing,4.50,EUR,https://shop.example/a1,yes',
  'B2,Ghost Beer,Nobody Brewing,3.00,EUR,,yes',
  'C3,Pale Ale,Upload Brewing,lots,EUR,,yes',
].join('\n');

describe('POST /api/admin/sites/:id/inventory', () => {
  it('is for admins only', async () => {
    expect(
      (await app.request(`/api/admin/sites/${siteId}/inventory`, { method: 'POST' })).status,
    ).toBe(401);
    const { token } = await signedInUser(app);
    expect((await upload(CSV, token)).status).toBe(403);
  });

  it('imports a CSV and answers each row by line, with an audit entry', async () => {
    const res = await upload(CSV);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      added: 1,
      outcomes: [{ line: 2, sku: 'A1', status: 'added' }],
      unmatched: [{ line: 3, sku: 'B2' }],
      rejections: [{ line: 4, reason: 'price must be a number like 4.50' }],
      site: { inventoryCount: 1 },
    });
    const again = await upload(CSV);
    expect(again.body.outcomes).toEqual([{ line: 2, sku: 'A1', status: 'unchanged' }]);
    const rows = await app.database.db
      .select()
      .from(retailerInventory)
      .where(eq(retailerInventory.siteId, siteId));
    expect(rows.map((r) => [r.sku, r.price])).toEqual([['A1', 4.5]]);
    const entries = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.inventory_import'));
    expect(entries[0]!.after).toMatchObject({ added: 1, unmatched: 1, rejected: 1 });
    expect(entries[0]!.actorName).toBe('shopkeeper');
  });

  it('refuses a file without the required columns, another type, and audits site changes', async () => {
    const bad = await upload('sku,title\nA,B');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('inventory_columns_missing');
    expect((await upload('{}', adminToken, 'application/json')).status).toBe(415);

    await app.request(`/api/admin/sites/${siteId}`, {
      method: 'PUT',
      token: adminToken,
      body: { monthlyQuota: 50 },
    });
    await app.request(`/api/admin/sites/${siteId}/rotate-key`, {
      method: 'POST',
      token: adminToken,
    });
    const actions = (
      await app.database.db.select().from(auditLog).where(eq(auditLog.resourceId, siteId))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['site.create', 'site.update', 'site.rotate_key']),
    );
  });
});
