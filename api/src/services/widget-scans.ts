import { and, asc, eq, inArray } from 'drizzle-orm';
import { honestRating } from '@common/domain/rating';
import { readLabels } from '@common/domain/read-labels';
import type { Db } from '../db/client';
import { retailerInventory, widgetScans } from '../db/schema';
import type { Recognizer } from '../recognition/types';
import { beersByIds } from './beer-rows';
import { communityRatings } from './ratings-summary';
import { runScan, UNCOUNTED, type Allowance, type ScanInput } from './scan-pipeline';
import { releaseSiteScan, reserveSiteScan, siteQuotaExceeded } from './widget-access';
import { isTestKey, type SiteRow } from './widget-sites';

export type RetailerInventoryRow = typeof retailerInventory.$inferSelect;

/**
 * A shopper's scan through a retailer's widget: the site's intake rules and recogniser, honest
 * ratings, and the retailer's own listings per beer. Only a widget_scans row is stored (when and
 * which beers): no photo, no thumbnail, nothing about the shopper. A live key's scan is held
 * against the site's monthly quota first and given back if the scan fails.
 */
export async function createWidgetScan(
  db: Db,
  recognizer: Recognizer,
  input: ScanInput,
  site: SiteRow,
  now: Date,
) {
  const test = isTestKey(site.publicKey);
  const allowance: Allowance<void> = test
    ? UNCOUNTED
    : {
        reserve: async () => {
          if (!(await reserveSiteScan(db, site, now))) throw siteQuotaExceeded(site, now);
        },
        release: () => releaseSiteScan(db, site, now),
      };
  return runScan(recognizer, input, allowance, async ({ image, found }) => {
    const ids = found.beers.map((b) => b.beerId);
    const [rows, community, offers] = await Promise.all([
      beersByIds(db, ids),
      communityRatings(db, ids),
      offersFor(db, site.id, ids),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const beers = found.beers.flatMap((b) => {
      const beer = byId.get(b.beerId);
      if (!beer) return [];
      const rating = honestRating(beer, community.get(beer.id));
      const listings = offers.get(beer.id) ?? [];
      return [{ beer, rating, boxes: b.boxes, confidence: b.confidence, offers: listings }];
    });
    await db.insert(widgetScans).values({ siteId: site.id, beerIds: ids, test, createdAt: now });
    return {
      imageType: input.type,
      width: image.width,
      height: image.height,
      beers,
      unrecognisedCount: found.unrecognised.length,
      read: readLabels(found.unrecognised.map((u) => u.text)),
      test,
    };
  });
}

/** The site's listings of these beers, in stock first, then by SKU. */
async function offersFor(db: Db, siteId: string, beerIds: string[]) {
  const map = new Map<string, RetailerInventoryRow[]>();
  if (!beerIds.length) return map;
  const rows = await db
    .select()
    .from(retailerInventory)
    .where(and(eq(retailerInventory.siteId, siteId), inArray(retailerInventory.beerId, beerIds)))
    .orderBy(asc(retailerInventory.sku));
  for (const r of rows.sort((a, b) => Number(b.inStock) - Number(a.inStock))) {
    const list = map.get(r.beerId) ?? [];
    list.push(r);
    map.set(r.beerId, list);
  }
  return map;
}
