import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { widgetSites, widgetUsage } from '../db/schema';
import { AppError, ForbiddenError } from '../errors';
import { findSiteByKey, isTestKey, sitePeriodStart, type SiteRow } from './widget-sites';

/** http(s)://localhost, 127.0.0.1 or [::1] on any port: where pk_test_ keys work. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return (
      hostname === 'localhost' ||
      hostname.endsWith('.localhost') ||
      hostname === '127.0.0.1' ||
      hostname === '[::1]'
    );
  } catch {
    return false;
  }
}

/**
 * Whether this key may be used from this origin. A live key answers only its allowed origins; a
 * test key only localhost, so it can never stand in for a live key on a real shop's page.
 */
export function originAllowed(site: SiteRow, origin: string): boolean {
  return isTestKey(site.publicKey) ? isLocalOrigin(origin) : site.allowedOrigins.includes(origin);
}

/** For a CORS preflight, which carries no key: is this origin any active site's? */
export async function isAnySitesOrigin(db: Db, origin: string): Promise<boolean> {
  const local = isLocalOrigin(origin);
  const [row] = await db
    .select({ id: widgetSites.id })
    .from(widgetSites)
    .where(
      and(
        eq(widgetSites.active, true),
        local
          ? or(
              like(widgetSites.publicKey, 'pk\\_test\\_%'),
              sql`${widgetSites.allowedOrigins} @> ${JSON.stringify([origin])}::jsonb`,
            )
          : sql`${widgetSites.allowedOrigins} @> ${JSON.stringify([origin])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const NOT_ENABLED = 'BeerScout is not enabled for this site.';

/**
 * The site a request's key names, if the key is known, active and allowed from the request's
 * origin; otherwise 403 with a code saying which. `allowedOrigin` tells the caller whether to
 * answer CORS (an unknown key's refusal is not readable by a page, and need not be).
 */
export async function resolveSite(
  db: Db,
  key: string | undefined,
  origin: string | undefined,
): Promise<SiteRow> {
  const site = key ? await findSiteByKey(db, key.trim()) : undefined;
  if (!site) {
    throw new ForbiddenError(`${NOT_ENABLED} (The site key is not valid.)`, 'site_key_invalid');
  }
  if (!origin || !originAllowed(site, origin)) {
    const why = isTestKey(site.publicKey)
      ? 'A pk_test_ key works only from localhost.'
      : `${origin ?? 'A request without an origin'} is not one of its allowed origins.`;
    throw new ForbiddenError(`${NOT_ENABLED} (${why})`, 'origin_not_allowed');
  }
  if (!site.active) {
    throw new ForbiddenError(`${NOT_ENABLED} (The site is switched off.)`, 'site_inactive');
  }
  return site;
}

/** 429 site_quota_exceeded: the shop's monthly scans are used up until the 1st (UTC). */
export function siteQuotaExceeded(site: SiteRow, now: Date): AppError {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return new AppError(
    429,
    'site_quota_exceeded',
    'This shop has used all its BeerScout scans for this month.',
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000))) },
    { limit: site.monthlyQuota, resetsAt: next.toISOString() },
  );
}

/** Read-only: has the site scans left this month? Test keys always have. */
export async function siteHasScansLeft(db: Db, site: SiteRow, now: Date): Promise<boolean> {
  if (isTestKey(site.publicKey)) return true;
  const [row] = await db
    .select({ used: widgetUsage.used })
    .from(widgetUsage)
    .where(and(eq(widgetUsage.siteId, site.id), eq(widgetUsage.periodStart, sitePeriodStart(now))));
  return (row?.used ?? 0) < site.monthlyQuota;
}

/**
 * Holds one scan of the site's monthly quota with one conditional update (used < quota), so
 * concurrent scans cannot overspend. Returns false when the quota is used up.
 */
export async function reserveSiteScan(db: Db, site: SiteRow, now: Date): Promise<boolean> {
  const periodStart = sitePeriodStart(now);
  await db.insert(widgetUsage).values({ siteId: site.id, periodStart }).onConflictDoNothing();
  const rows = await db
    .update(widgetUsage)
    .set({ used: sql`${widgetUsage.used} + 1` })
    .where(
      and(
        eq(widgetUsage.siteId, site.id),
        eq(widgetUsage.periodStart, periodStart),
        // The quota as stored now, not as read with the key: a lowered quota applies at once.
        lt(
          widgetUsage.used,
          sql`(select ${widgetSites.monthlyQuota} from ${widgetSites} where ${widgetSites.id} = ${site.id})`,
        ),
      ),
    )
    .returning({ used: widgetUsage.used });
  return rows.length > 0;
}

/** Gives back a held scan that failed: a failed scan is never counted. */
export async function releaseSiteScan(db: Db, site: SiteRow, now: Date): Promise<void> {
  await db
    .update(widgetUsage)
    .set({ used: sql`greatest(${widgetUsage.used} - 1, 0)` })
    .where(and(eq(widgetUsage.siteId, site.id), eq(widgetUsage.periodStart, sitePeriodStart(now))));
}
