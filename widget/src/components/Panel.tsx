import { useEffect, useRef } from 'preact/hooks';
import type { WidgetState } from '../state';
import { PANEL_ID } from './Launcher';
import { Results } from './Results';
import { Scanner } from './Scanner';

/** The panel: a non-modal dialog (or, inline, a region of the page) holding the scanner. */
export function Panel({ state }: { state: WidgetState }) {
  const ref = useRef<HTMLDivElement>(null);
  const phase = state.phase.value;
  const failure = state.failure.value;

  useEffect(() => {
    state.setPanel(ref.current);
    if (!state.inline) ref.current?.focus();
    return () => state.setPanel(null);
  }, [state]);

  return (
    <div
      ref={ref}
      id={PANEL_ID}
      class="bs-panel"
      role={state.inline ? 'region' : 'dialog'}
      aria-label="BeerScout"
      tabIndex={-1}
    >
      <div class="bs-head">
        <h2 class="bs-title">BeerScout</h2>
        {!state.inline && (
          <button type="button" class="bs-close" aria-label="Close" onClick={() => state.close()}>
            ×
          </button>
        )}
      </div>
      <div class="bs-body">
        {phase === 'check' && (
          <p class="bs-text" role="status">
            Getting ready…
          </p>
        )}
        {phase === 'ready' && <Scanner state={state} />}
        {phase === 'busy' && (
          <div role="status">
            {state.photo.value && <img class="bs-photo" src={state.photo.value} alt="" />}
            <p class="bs-text bs-busy">
              <span class="bs-spin" aria-hidden="true" />
              Analysing your photo…
            </p>
          </div>
        )}
        {phase === 'done' && <Results state={state} />}
        {phase === 'fail' && failure && (
          <div>
            <p class="bs-text bs-alert" role="alert" data-code={failure.code}>
              {failure.message}
            </p>
            {failure.retry && (
              <button type="button" class="bs-btn" onClick={() => state.reset()}>
                Try again
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
