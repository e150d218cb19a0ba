import { byRatingDesc, honestRating } from '@common/domain/rating';
import { FREE_RESULT_LIMIT, type Plan } from '@common/plans';
import type { Analysis, AnalysisBeer } from '@common/schemas/analysis';
import type { StoredAnalysis } from '../services/analyses';
import { presentBeer } from './beers';

export const thumbnailUrl = (id: string) => `/api/analyses/${id}/thumbnail`;

/**
 * An analysis as the site shows it: beers best-rated first (unrated last), numbered as on the
 * photo; free plans see the first 10 and how many more were found (decisions.md 7).
 */
export function presentAnalysis(stored: StoredAnalysis, plan: Plan): Analysis {
  const { analysis, results, alternatives, community } = stored;
  const all: AnalysisBeer[] = results
    .map(({ result, beer }) => ({
      ...presentBeer(beer, honestRating(beer, community.get(beer.id))),
      confidence: result.confidence,
      boxes: result.boxes,
      position: 0,
      alternatives: result.alternatives.flatMap((id) => {
        const a = alternatives.get(id);
        return a ? [a] : [];
      }),
    }))
    .sort((a, b) => byRatingDesc(a, b) || b.confidence - a.confidence)
    .map((beer, i) => ({ ...beer, position: i + 1 }));
  const shown = plan === 'premium' ? all : all.slice(0, FREE_RESULT_LIMIT);
  return {
    id: analysis.id,
    imageType: analysis.imageType,
    createdAt: analysis.createdAt.toISOString(),
    imageUrl: analysis.thumbnail ? thumbnailUrl(analysis.id) : null,
    width: analysis.imageWidth,
    height: analysis.imageHeight,
    beers: shown,
    unrecognised: analysis.unrecognised,
    totalFound: all.length,
    hiddenCount: all.length - shown.length,
  };
}
