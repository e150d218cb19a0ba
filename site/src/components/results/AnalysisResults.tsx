import { Camera } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { noneRated } from '@common/domain/rating';
import type { Analysis } from '@common/schemas/analysis';
import { BestForYou } from '../beer/BestForYou';
import { buttonClass } from '../ui/styles';
import { BeerCard, cardId } from './BeerCard';
import { BestGuesses } from './BestGuesses';
import { EmptyResults } from './EmptyResults';
import { NotRecognised } from './NotRecognised';
import { PHOTO_ID, PhotoWithBoxes } from './PhotoWithBoxes';
import { ShareResults } from './ShareResults';

type Props = {
  analysis: Analysis;
  onChange: (analysis: Analysis) => void;
  onNewScan: () => void;
};

function jumpTo(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ block: 'start' });
  el.focus({ preventScroll: true });
}

/** "Top rated…" only when something shown has a rating to rank by (decisions.md 16). */
function resultsHeading({ beers, imageType }: Analysis) {
  if (!noneRated(beers)) {
    return `Top rated beers from your ${imageType === 'tap' ? 'beer taps' : 'beer shelf'}`;
  }
  return imageType === 'tap' ? 'Beers on these taps' : 'Beers on this shelf';
}

/** The Analysis Results view: the photo with numbered boxes, then one card per beer. */
export function AnalysisResults({ analysis, onChange, onNewScan }: Props) {
  const [highlighted, setHighlighted] = useState<number | null>(null);

  const toCard = (position: number) => {
    setHighlighted(position);
    jumpTo(cardId(position));
  };
  const toPhoto = (position: number) => {
    setHighlighted(position);
    jumpTo(PHOTO_ID);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-amber-950">Analysis Results</h1>
          <p className="mt-1 text-stone-700">{resultsHeading(analysis)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ShareResults analysis={analysis} />
          <button type="button" onClick={onNewScan} className={buttonClass.primary}>
            <Camera aria-hidden="true" className="size-4" /> New Scan
          </button>
        </div>
      </div>

      <BestForYou beers={analysis.beers} />

      <PhotoWithBoxes analysis={analysis} highlighted={highlighted} onSelect={toCard} />
      <BestGuesses analysis={analysis} onChange={onChange} />

      {analysis.beers.length === 0 ? (
        // With a best guess to confirm, "No beers were detected" would contradict "Is this …?".
        analysis.guesses.length === 0 && (
          <EmptyResults onNewScan={onNewScan} read={analysis.unrecognised.map((u) => u.text)} />
        )
      ) : (
        <section aria-label="Beers found" className="space-y-3">
          <p className="text-sm text-stone-700">
            {analysis.totalFound} {analysis.totalFound === 1 ? 'beer' : 'beers'} found
          </p>
          <div className="grid gap-3 lg:grid-cols-2">
            {analysis.beers.map((beer) => (
              <BeerCard
                key={beer.id}
                analysisId={analysis.id}
                beer={beer}
                onShowOnPhoto={analysis.imageUrl ? toPhoto : undefined}
                onChange={onChange}
              />
            ))}
          </div>
          {analysis.hiddenCount > 0 && (
            <p className="rounded-lg bg-amber-100 px-4 py-3 text-amber-950">
              {analysis.hiddenCount} more found —{' '}
              <Link to="/premium" className="font-semibold underline">
                upgrade to see all
              </Link>
            </p>
          )}
        </section>
      )}

      <NotRecognised analysis={analysis} />
    </div>
  );
}
