import { Sparkles } from 'lucide-react';
import { boxToPercent } from '@common/domain/photo-size';
import type { Analysis } from '@common/schemas/analysis';

type Props = {
  analysis: Analysis;
  highlighted: number | null;
  onSelect: (position: number) => void;
};

export const PHOTO_ID = 'scan-photo';
const TYPE_LABEL = { shelf: 'Beer Shelf', tap: 'Beer Taps' } as const;

/**
 * The scan's thumbnail with a numbered box per found beer. Boxes are stored in the original
 * photo's pixels, so they are drawn as percentages of it and fit whatever size the thumbnail is.
 */
export function PhotoWithBoxes({ analysis, highlighted, onSelect }: Props) {
  const photo =
    analysis.width && analysis.height ? { width: analysis.width, height: analysis.height } : null;
  const date = new Date(analysis.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <figure
      id={PHOTO_ID}
      tabIndex={-1}
      className="scroll-mt-4 overflow-hidden rounded-xl bg-white shadow-sm"
    >
      <div className="relative">
        {analysis.imageUrl ? (
          <div className="relative mx-auto w-fit max-w-full">
            <img
              src={analysis.imageUrl}
              alt={`Your ${TYPE_LABEL[analysis.imageType].toLowerCase()} photo`}
              className="block h-auto max-h-[28rem] max-w-full"
            />
            {photo &&
              analysis.beers.flatMap((beer) =>
                beer.boxes.map((box, i) => {
                  const p = boxToPercent(box, photo);
                  const on = highlighted === beer.position;
                  return (
                    <button
                      key={`${beer.id}-${i}`}
                      type="button"
                      data-testid="beer-box"
                      aria-label={`${beer.position}: ${beer.name} — go to its card`}
                      onClick={() => onSelect(beer.position)}
                      style={{
                        left: `${p.left}%`,
                        top: `${p.top}%`,
                        width: `${p.width}%`,
                        height: `${p.height}%`,
                      }}
                      className={`absolute rounded-md border-[3px] ${
                        on
                          ? 'border-yellow-300 bg-yellow-300/25'
                          : 'border-amber-500 bg-amber-500/10'
                      } hover:bg-amber-400/25`}
                    >
                      <span className="absolute -top-3 -left-3 flex size-6 items-center justify-center rounded-full bg-amber-700 text-xs font-bold text-white shadow">
                        {beer.position}
                      </span>
                    </button>
                  );
                }),
              )}
            {photo &&
              analysis.unrecognised.map((u, i) => {
                const p = boxToPercent(u.box, photo);
                return (
                  <span
                    key={`u-${i}`}
                    aria-hidden="true"
                    title={`Not recognised: ${u.text}`}
                    style={{
                      left: `${p.left}%`,
                      top: `${p.top}%`,
                      width: `${p.width}%`,
                      height: `${p.height}%`,
                    }}
                    className="pointer-events-none absolute rounded-md border-2 border-dashed border-stone-500"
                  />
                );
              })}
          </div>
        ) : (
          // No picture to lay the badge over: it goes above the text, which it would cover on a
          // phone.
          <div className="flex flex-col items-center gap-3 p-6 text-center">
            <RecognitionBadge />
            <p className="text-stone-700">This scan no longer has a picture.</p>
          </div>
        )}
        {analysis.imageUrl && <RecognitionBadge className="absolute top-3 right-3" />}
      </div>
      <figcaption className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm text-stone-700">
        <span className="font-medium text-stone-900">{TYPE_LABEL[analysis.imageType]}</span>
        <time dateTime={analysis.createdAt}>{date}</time>
      </figcaption>
    </figure>
  );
}

/** The recogniser's badge: over the photo's corner, or in the flow when there is no photo. */
function RecognitionBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`${className} inline-flex items-center gap-1 rounded-full bg-amber-700 px-3 py-1 text-xs font-semibold text-white shadow`}
    >
      <Sparkles aria-hidden="true" className="size-3.5" /> Advanced AI Recognition
    </span>
  );
}
