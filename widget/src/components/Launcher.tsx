import type { WidgetState } from '../state';

export const PANEL_ID = 'beerscout-panel';

/** The floating "Scan beers" button. */
export function Launcher({ state }: { state: WidgetState }) {
  const open = state.isOpen.value;
  return (
    <button
      ref={state.setLauncher}
      type="button"
      class="bs-launcher"
      aria-label="Scan beers"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={() => state.toggle()}
    >
      <svg class="bs-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
        <circle cx="12" cy="13" r="3.5" />
      </svg>
      <span>Scan beers</span>
    </button>
  );
}
