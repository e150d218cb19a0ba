import { sharePath } from '@common/routes';
import type { SharedScan, ShareLink } from '@common/schemas/share';
import type { ShareLinkRow } from '../services/share-links';
import type { loadSharedScan } from '../services/share-links';
import { presentAnalysis } from './analysis';

export const presentShareLink = (link: ShareLinkRow): ShareLink => ({
  token: link.token,
  path: sharePath(link.token),
  includePhoto: link.includePhoto,
  createdAt: link.createdAt.toISOString(),
});

export const sharedPhotoUrl = (token: string) => `/api/shares/${token}/photo`;

/** Whether a shared scan shows its photo: ticked by the owner, and the thumbnail not expired. */
export function sharesPhoto(shared: Awaited<ReturnType<typeof loadSharedScan>>, now: Date) {
  const { analysis } = shared.stored;
  return (
    shared.link.includePhoto &&
    analysis.thumbnail !== null &&
    !(analysis.thumbnailExpiresAt && analysis.thumbnailExpiresAt <= now)
  );
}

/**
 * A shared scan for anyone: the beers as the owner's results list them (best-rated first, as
 * many as their plan shows), without confidence or alternatives; boxes only beside the photo.
 */
export function presentSharedScan(
  shared: Awaited<ReturnType<typeof loadSharedScan>>,
  complete: boolean,
  now: Date,
): SharedScan {
  const analysis = presentAnalysis(shared.stored, complete);
  const photo = sharesPhoto(shared, now);
  return {
    token: shared.link.token,
    imageType: analysis.imageType,
    scannedAt: analysis.createdAt,
    photoUrl: photo ? sharedPhotoUrl(shared.link.token) : null,
    width: photo ? analysis.width : null,
    height: photo ? analysis.height : null,
    beers: analysis.beers.map((b) => ({
      id: b.id,
      name: b.name,
      brewery: b.brewery,
      style: b.style,
      abv: b.abv,
      imageUrl: b.imageUrl,
      rating: b.rating,
      ratingSource: b.ratingSource,
      ratingCount: b.ratingCount,
      ratingUrl: b.ratingUrl,
      position: b.position,
      boxes: photo ? b.boxes : [],
    })),
  };
}
