import { MapPin } from 'lucide-react';
import { styleFamily } from '@common/domain/beer-style';
import { BE_THE_FIRST } from '@common/domain/rating';
import type { Analysis, AnalysisBeer } from '@common/schemas/analysis';
import { BeerDetails } from './BeerDetails';
import { BeerImage } from './BeerImage';
import { NotThisBeer } from './NotThisBeer';
import { RateBeerButton } from './RateBeerButton';
import { RatingBadge } from './RatingBadge';
import { SaveToCollection } from './SaveToCollection';
import { STYLE_CARD_CLASSES } from './style-colors';

type Props = {
  analysisId: string;
  beer: AnalysisBeer;
  onShowOnPhoto?: (position: number) => void;
  onChange: (a: Analysis) => void;
};

export const cardId = (position: number) => `beer-card-${position}`;

/** One found beer: its number on the photo, picture, honest rating and what can be done with it. */
export function BeerCard({ analysisId, beer, onShowOnPhoto, onChange }: Props) {
  const family = styleFamily(beer.style);
  const headingId = `${cardId(beer.position)}-name`;
  return (
    <article
      id={cardId(beer.position)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-style-family={family}
      className={`scroll-mt-4 rounded-xl border p-4 shadow-sm ${STYLE_CARD_CLASSES[family]}`}
    >
      <div className="flex gap-3">
        <span
          aria-label={`Number ${beer.position} on the photo`}
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-700 text-sm font-bold text-white"
        >
          {beer.position}
        </span>
        <BeerImage beer={beer} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg leading-tight font-bold break-words text-stone-950">
            {beer.name}
          </h3>
          <p className="text-sm break-words text-stone-800">{beer.brewery}</p>
          <p className="text-xs text-stone-700">
            {[beer.style, beer.abv !== null ? `${beer.abv}% ABV` : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <RatingBadge {...beer} unratedText={BE_THE_FIRST} />
            <RateBeerButton beer={beer} />
          </div>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <SaveToCollection beerId={beer.id} />
        <BeerDetails beerId={beer.id} />
        {onShowOnPhoto && beer.boxes.length > 0 && (
          <button
            type="button"
            onClick={() => onShowOnPhoto(beer.position)}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-medium text-amber-900 underline hover:bg-amber-100"
          >
            <MapPin aria-hidden="true" className="size-4" /> Show on photo
          </button>
        )}
        <NotThisBeer analysisId={analysisId} beer={beer} onChange={onChange} />
      </div>
    </article>
  );
}
