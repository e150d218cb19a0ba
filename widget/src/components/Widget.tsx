import type { WidgetState } from '../state';
import { Launcher } from './Launcher';
import { Panel } from './Panel';

/** Everything inside the shadow root. Escape anywhere in it closes the floating panel. */
export function Widget({ state }: { state: WidgetState }) {
  const { theme, position, locale } = state.config;
  const classes = `bs-root bs-${theme}${position === 'bottom-left' ? ' bs-left' : ''}${state.inline ? ' bs-inline' : ''}`;
  return (
    <div
      class={classes}
      lang={locale}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state.isOpen.value && !state.inline) {
          event.stopPropagation();
          state.close();
        }
      }}
    >
      {state.isOpen.value && <Panel state={state} />}
      {!state.inline && <Launcher state={state} />}
    </div>
  );
}
