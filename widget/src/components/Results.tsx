import { useEffect, useRef } from 'preact/hooks';
import { couldNotMatchText } from '@common/domain/read-labels';
import type { WidgetState } from '../state';
import { BeerCard } from './BeerCard';

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

/** The shopper's photo with numbered boxes, then one card per beer, best-rated first. */
export function Results({ state }: { state: WidgetState }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const scan = state.scan.value!;
  const n = scan.beers.length;
  // Labels read but not matched: say so, and do not blame the photo (as the site does).
  const unmatched = n ? null : couldNotMatchText(scan.read);
  // Screen readers hear the outcome: focus moves to the heading once results are in.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div>
      <h3 ref={heading} class="bs-sub" tabIndex={-1}>
        {n ? `${n} ${n === 1 ? 'beer' : 'beers'} found` : (unmatched ?? 'No beers were detected')}
      </h3>
      {state.photo.value && (
        <div class="bs-shot">
          <img class="bs-photo" src={state.photo.value} alt="Your photo" />
          {scan.beers.flatMap((b) =>
            b.boxes.map(([x, y, w, h], i) => (
              <span
                key={`${b.id}${i}`}
                class="bs-box"
                aria-hidden="true"
                style={{
                  left: pct(x, scan.width),
                  top: pct(y, scan.height),
                  width: pct(w, scan.width),
                  height: pct(h, scan.height),
                }}
              >
                <b>{b.position}</b>
              </span>
            )),
          )}
        </div>
      )}
      {!n && (
        <p class="bs-text">
          {unmatched
            ? 'The label came through; that beer is just not in our catalogue yet.'
            : 'Make sure the labels are sharp, well lit and facing the camera, then try again.'}
        </p>
      )}
      <ol class="bs-list">
        {scan.beers.map((b) => (
          <BeerCard key={b.id} beer={b} state={state} />
        ))}
      </ol>
      <button type="button" class="bs-btn" onClick={() => state.reset()}>
        Scan another photo
      </button>
    </div>
  );
}
