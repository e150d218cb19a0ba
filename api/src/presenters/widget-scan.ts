import { byRatingDesc } from '@common/domain/rating';
import type { WidgetOffer, WidgetScan } from '@common/schemas/widget';
import type { createWidgetScan, RetailerInventoryRow } from '../services/widget-scans';
import { presentBeer } from './beers';

const presentOffer = (r: RetailerInventoryRow): WidgetOffer => ({
  sku: r.sku,
  price: r.price,
  currency: r.currency,
  url: r.url,
  inStock: r.inStock,
});

/** The widget's answer: beers best-rated first (unrated last), numbered as on the photo. */
export function presentWidgetScan(scan: Awaited<ReturnType<typeof createWidgetScan>>): WidgetScan {
  const ranked = [...scan.beers].sort(
    (a, b) => byRatingDesc(a.rating, b.rating) || b.confidence - a.confidence,
  );
  return {
    imageType: scan.imageType,
    width: scan.width,
    height: scan.height,
    beers: ranked.map(({ beer, rating, boxes, offers }, i) => {
      // The widget shows no beer pictures: its payload stays small.
      const { imageUrl: _imageUrl, ...summary } = presentBeer(beer, rating);
      return { ...summary, boxes, position: i + 1, offers: offers.map(presentOffer) };
    }),
    unrecognisedCount: scan.unrecognisedCount,
    read: scan.read,
    test: scan.test,
  };
}
