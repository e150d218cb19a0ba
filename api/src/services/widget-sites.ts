import { randomBytes } from 'node:crypto';
import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { SiteCreateSchema, SiteUpdateSchema } from '@common/schemas/widget';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { retailerInventory, widgetSites, widgetUsage } from '../db/schema';
import { ConflictError, NotFoundError, pgErrorOf } from '../errors';
import { containing } from '../lib/like';
import { listPage, type ListQuery } from './list-page';

export type SiteRow = typeof widgetSites.$inferSelect;
export type SiteFacts = { usedThisMonth: number; inventoryCount: number };

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** pk_live_ / pk_test_ + 24 base62 characters from a cryptographic source, without modulo bias. */
export function generateSiteKey(test: boolean): string {
  let out = '';
  while (out.length < 24) {
    for (const byte of randomBytes(32)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && out.length < 24) out += BASE62[byte % 62];
    }
  }
  return `${test ? 'pk_test_' : 'pk_live_'}${out}`;
}

export const isTestKey = (key: string) => key.startsWith('pk_test_');

/** The first day of the calendar month (UTC) a widget scan counts in, as YYYY-MM-DD. */
export const sitePeriodStart = (now: Date) =>
  `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;

export async function createSite(db: Db, input: z.output<typeof SiteCreateSchema>) {
  const { test, ...fields } = input;
  // A clash of 24 random base62 characters will not happen; the unique index would still say so.
  const [row] = await db
    .insert(widgetSites)
    .values({ ...fields, publicKey: generateSiteKey(test) })
    .returning();
  return row!;
}

export async function updateSite(db: Db, id: string, input: z.output<typeof SiteUpdateSchema>) {
  const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (!Object.keys(fields).length) return requireSite(db, id);
  const [row] = await db.update(widgetSites).set(fields).where(eq(widgetSites.id, id)).returning();
  if (!row) throw siteNotFound();
  return row;
}

/** A new key of the same kind; the old one stops working at once. */
export async function rotateSiteKey(db: Db, site: SiteRow) {
  try {
    const [row] = await db
      .update(widgetSites)
      .set({ publicKey: generateSiteKey(isTestKey(site.publicKey)) })
      .where(eq(widgetSites.id, site.id))
      .returning();
    if (!row) throw siteNotFound();
    return row;
  } catch (err) {
    if (pgErrorOf(err)?.code === '23505') throw new ConflictError('Please try again.', 'key_clash');
    throw err;
  }
}

const siteNotFound = () =>
  new NotFoundError('No widget site with that id or key.', 'site_not_found');

export async function findSiteByKey(db: Db, key: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(widgetSites).where(eq(widgetSites.publicKey, key));
  return row;
}

/** By id (a uuid) or by public key: the CLI takes either. */
export async function requireSite(db: Db, idOrKey: string): Promise<SiteRow> {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrKey);
  const [row] = await db
    .select()
    .from(widgetSites)
    .where(byId ? eq(widgetSites.id, idOrKey) : eq(widgetSites.publicKey, idOrKey));
  if (!row) throw siteNotFound();
  return row;
}

export const SITE_SORTS = ['name', 'createdAt', 'monthlyQuota', 'active'] as const;
export type SiteQuery = ListQuery<(typeof SITE_SORTS)[number], { q?: string; active?: boolean }>;

/** A page of sites for the admin list, with the total for Content-Range. */
export async function listSites(db: Db, query: SiteQuery = {}) {
  const where: SQL[] = [];
  const q = query.filter?.q?.trim();
  if (q) {
    where.push(
      or(ilike(widgetSites.name, containing(q)), ilike(widgetSites.publicKey, containing(q)))!,
    );
  }
  if (query.filter?.active !== undefined) where.push(eq(widgetSites.active, query.filter.active));
  return listPage(db, widgetSites, query, where, [0, 999]);
}

/** This month's count and the inventory size for each site, in two queries. */
export async function siteFacts(db: Db, ids: string[], now: Date): Promise<Map<string, SiteFacts>> {
  const facts = new Map(ids.map((id) => [id, { usedThisMonth: 0, inventoryCount: 0 }]));
  if (!ids.length) return facts;
  const usage = await db
    .select({ siteId: widgetUsage.siteId, used: widgetUsage.used })
    .from(widgetUsage)
    .where(
      and(inArray(widgetUsage.siteId, ids), eq(widgetUsage.periodStart, sitePeriodStart(now))),
    );
  for (const u of usage) facts.get(u.siteId)!.usedThisMonth = u.used;
  const stock = await db
    .select({ siteId: retailerInventory.siteId, n: count() })
    .from(retailerInventory)
    .where(inArray(retailerInventory.siteId, ids))
    .groupBy(retailerInventory.siteId);
  for (const s of stock) facts.get(s.siteId)!.inventoryCount = s.n;
  return facts;
}
