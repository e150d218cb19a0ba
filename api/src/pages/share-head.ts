import { sharedScanTitle, shareText } from '@common/domain/share';
import { sharePath } from '@common/routes';
import { ShareTokenParamsSchema } from '@common/schemas/share';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { presentSharedScan } from '../presenters/share';
import { loadSharedScan } from '../services/share-links';
import { can } from '../policies';
import type { PageHead } from './shell-head';

const SHARE_NOT_FOUND: PageHead = {
  status: 404,
  title: 'Shared scan not found · BeerScout',
  description: 'This share link does not exist or was turned off by the person who shared it.',
  noindex: true,
};

/**
 * The head of /s/:token: the beers found, and the card drawn by /api/shares/:token/card.png as
 * the preview. Public but kept out of search results: the person shared a link, not a page.
 */
export async function shareHead(db: Db, token: string, origin: string, now: Date) {
  if (!ShareTokenParamsSchema.safeParse({ token }).success) return SHARE_NOT_FOUND;
  try {
    const shared = await loadSharedScan(db, token);
    const scan = presentSharedScan(shared, can(shared.owner, 'completeResults', now), now);
    const title = `${sharedScanTitle(scan)} · BeerScout`;
    return {
      title,
      description: shareText(scan.beers, scan.imageType),
      url: `${origin}${sharePath(token)}`,
      image: `${origin}/api/shares/${token}/card.png`,
      imageAlt: scan.beers.map((b) => b.name).join(', ') || title,
      type: 'article',
      noindex: true,
      // What GET /api/shares/:token answers, so the prerendered page shows the scan unfetched.
      seed: { [`/api/shares/${encodeURIComponent(token)}`]: scan },
    } satisfies PageHead;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return SHARE_NOT_FOUND;
    throw err;
  }
}
