import { and, asc, eq, inArray } from 'drizzle-orm';
import { byRatingDesc, honestRating } from '../../../common/domain/rating';
import type { ImageType } from '../../../common/plans';
import type { WidgetOffer, WidgetScan } from '../../../common/schemas/widget';
import type { Db } from '../db/client';
import { beers, retailerInventory, widgetScans } from '../db/schema';
import { AppError } from '../errors';
import { intakeImage, scaleBox } from '../recognition/intake';
import type { Recognizer } from '../recognition/types';
import { communityRatings } from './ratings-summary';
import { releaseSiteScan, reserveSiteScan, siteQuotaExceeded } from './widget-access';
import { isTestKey, type SiteRow } from './widget-sites';

/**
 * A shopper's scan through a retailer's widget: the site's intake rules and recogniser, honest
 * ratings, and the retailer's own listings per beer. Only a widget_scans row is stored (when and
 * which beers): no photo, no thumbnail, nothing about the shopper. A live key's scan is held
 * against the site's monthly quota first and given back if the scan fails.
 */
export async function createWidgetScan(
  db: Db,
  recognizer: Recognizer,
  input: { image: Buffer; type: ImageType },
  site: SiteRow,
  now: Date,
): Promise<WidgetScan> {
  const test = isTestKey(site.publicKey);
  if (!test && !(await reserveSiteScan(db, site, now))) throw siteQuotaExceeded(site, now);
  let done = false;
  try {
    const image = await intakeImage(input.image);
    const found = await recognizer.recognize(image.working, input.type).catch((err: unknown) => {
      console.error(err);
      throw new AppError(503, 'analysis_failed', 'Analysis failed. Please try again.');
    });
    const ids = found.beers.map((b) => b.beerId);
    const [rows, community, offers] = await Promise.all([
      ids.length ? db.select().from(beers).where(inArray(beers.id, ids)) : [],
      communityRatings(db, ids),
      offersFor(db, site.id, ids),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const list = found.beers.flatMap((b) => {
      const beer = byId.get(b.beerId);
      if (!beer) return [];
      return [
        {
          id: beer.id,
          name: beer.name,
          brewery: beer.brewery,
          style: beer.style,
          abv: beer.abv,
          ...honestRating(beer, community.get(beer.id) ?? { average: null, count: 0 }),
          boxes: b.boxes.map((box) => scaleBox(box, image.scale)),
          position: 0,
          offers: offers.get(beer.id) ?? [],
          confidence: b.confidence,
        },
      ];
    });
    list.sort((a, b) => byRatingDesc(a, b) || b.confidence - a.confidence);
    await db.insert(widgetScans).values({ siteId: site.id, beerIds: ids, test, createdAt: now });
    done = true;
    return {
      imageType: input.type,
      width: image.width,
      height: image.height,
      beers: list.map(({ confidence: _confidence, ...beer }, i) => ({ ...beer, position: i + 1 })),
      unrecognisedCount: found.unrecognised.length,
      test,
    };
  } finally {
    if (!done && !test) await releaseSiteScan(db, site, now);
  }
}

/** The site's listings of these beers, in stock first, then by SKU. */
async function offersFor(db: Db, siteId: string, beerIds: string[]) {
  const map = new Map<string, WidgetOffer[]>();
  if (!beerIds.length) return map;
  const rows = await db
    .select()
    .from(retailerInventory)
    .where(and(eq(retailerInventory.siteId, siteId), inArray(retailerInventory.beerId, beerIds)))
    .orderBy(asc(retailerInventory.sku));
  for (const r of rows.sort((a, b) => Number(b.inStock) - Number(a.inStock))) {
    const list = map.get(r.beerId) ?? [];
    list.push({ sku: r.sku, price: r.price, currency: r.currency, url: r.url, inStock: r.inStock });
    map.set(r.beerId, list);
  }
  return map;
}
