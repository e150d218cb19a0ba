import { byRatingDesc, honestRating } from '@common/domain/rating';
import { FREE_RESULT_LIMIT } from '@common/plans';
import type { Analysis, AnalysisBeer } from '@common/schemas/analysis';
import type { StoredAnalysis } from '../services/analyses';
import { presentBeer } from './beers';

export const thumbnailUrl = (id: string) => `/api/analyses/${id}/thumbnail`;

/** True while the scan still has its thumbnail (kept 90 days, decisions.md 5). */
export const hasPicture = (
  a: { thumbnail: Buffer | null; thumbnailExpiresAt: Date | null },
  now?: Date,
) => Boolean(a.thumbnail) && !(now && a.thumbnailExpiresAt && a.thumbnailExpiresAt <= now);

/**
 * An analysis as the site shows it: beers best-rated first (unrated last), numbered as on the
 * photo; free plans see the first 10 and how many more were found (decisions.md 7). Given
 * `now`, a thumbnail past its 90 days is not offered, even before the hourly job removes it.
 */
export function presentAnalysis(stored: StoredAnalysis, complete: boolean, now?: Date): Analysis {
  const { analysis, results, alternatives, community } = stored;
  const all: AnalysisBeer[] = results
    .filter(({ result }) => result.tier === 'identified')
    .map(({ result, beer }) => ({
      ...presentBeer(beer, honestRating(beer, community.get(beer.id))),
      confidence: result.confidence,
      boxes: result.boxes,
      position: 0,
      alternatives: result.alternatives.flatMap((id) => {
        const a = alternatives.get(id);
        return a ? [{ id: a.id, name: a.name, brewery: a.brewery }] : [];
      }),
    }))
    .sort((a, b) => byRatingDesc(a, b) || b.confidence - a.confidence)
    .map((beer, i) => ({ ...beer, position: i + 1 }));
  const shown = complete ? all : all.slice(0, FREE_RESULT_LIMIT);
  return {
    id: analysis.id,
    imageType: analysis.imageType,
    createdAt: analysis.createdAt.toISOString(),
    imageUrl: hasPicture(analysis, now) ? thumbnailUrl(analysis.id) : null,
    width: analysis.imageWidth,
    height: analysis.imageHeight,
    beers: shown,
    guesses: results
      .filter(({ result }) => result.tier === 'guess')
      .map(({ result, beer }) => ({
        id: beer.id,
        confidence: result.confidence,
        boxes: result.boxes,
        candidates: [
          { id: beer.id, name: beer.name, brewery: beer.brewery, style: beer.style },
          ...result.alternatives.flatMap((id) => alternatives.get(id) ?? []),
        ],
      })),
    unrecognised: analysis.unrecognised,
    totalFound: all.length,
    hiddenCount: all.length - shown.length,
  };
}
