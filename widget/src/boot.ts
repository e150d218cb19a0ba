import { findScript, readConfig } from './config';
import { mountWidget } from './mount';
import { createWidgetState } from './state';
import { WIDGET_VERSION } from './version';

/**
 * Starts the widget for this page's script tag and defines window.BeerScout, the only global.
 * A second copy of the script finds it already there and does nothing.
 */
export function boot(doc: Document = document): BeerScoutApi | undefined {
  const win = doc.defaultView ?? window;
  if (win.BeerScout) return win.BeerScout;

  const script = findScript(doc);
  const config = script && readConfig(script);
  if (!config?.siteKey) {
    console.warn('BeerScout: add data-site-key to the widget.js script tag.');
    return undefined;
  }

  const state = createWidgetState(config);
  const api: BeerScoutApi = Object.freeze({
    open: () => state.open(),
    close: () => state.close(),
    version: WIDGET_VERSION,
  });
  win.BeerScout = api;

  // An async script in <head> can run before <body> exists.
  const start = () => {
    // An element the retailer placed for an inline panel; without one, a floating button.
    const slot = doc.querySelector('[data-beerscout-inline]');
    state.inline = Boolean(slot);
    mountWidget(doc, state, slot);
    if (state.inline) {
      // Shown from the start, but the page keeps its focus.
      state.isOpen.value = true;
      void state.check();
    }
  };
  if (doc.body) start();
  else doc.addEventListener('DOMContentLoaded', start, { once: true });
  return api;
}
