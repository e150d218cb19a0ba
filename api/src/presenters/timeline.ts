import { byRatingDesc, honestRating } from '@common/domain/rating';
import { FREE_RESULT_LIMIT } from '@common/plans';
import type { TimelineItem } from '@common/schemas/timeline';
import type { listTimeline } from '../services/timeline';
import { thumbnailUrl } from './analysis';
import { presentBeer } from './beers';

/** Memory Lane cards; free plans see each scan's 10 best-rated beers, as on the results. */
export function presentTimeline(
  data: Awaited<ReturnType<typeof listTimeline>>,
  complete: boolean,
  now: Date,
): TimelineItem[] {
  return data.rows.map((row) => {
    const beers = data.results
      .filter((r) => r.analysisId === row.id)
      .map(({ beer }) => {
        // Memory Lane cards show no ABV.
        const { abv: _abv, ...summary } = presentBeer(
          beer,
          honestRating(beer, data.community.get(beer.id)),
        );
        return summary;
      })
      .sort(byRatingDesc);
    const shown = complete ? beers : beers.slice(0, FREE_RESULT_LIMIT);
    return {
      analysis: {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        imageType: row.imageType,
        imageUrl: row.hasThumbnail && row.hasThumbnail > now ? thumbnailUrl(row.id) : null,
      },
      beers: shown,
      totalFound: beers.length,
      guesses: data.guesses.get(row.id) ?? 0,
    };
  });
}
