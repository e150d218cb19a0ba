import { render } from 'preact';
import { Widget } from './components/Widget';
import type { WidgetState } from './state';
import { css } from './styles';

/** A custom element name: no page rule aimed at div or :empty divs matches it. */
export const HOST_TAG = 'beerscout-widget';

/**
 * Appends the one host element with an open shadow root and renders the widget into it: at the
 * end of <body> (floating), or inside the page's [data-beerscout-inline] element (inline).
 */
export function mountWidget(doc: Document, state: WidgetState, slot?: Element | null) {
  const host = doc.createElement(HOST_TAG);
  host.setAttribute('data-position', state.config.position);
  if (state.inline) host.setAttribute('data-mode', 'inline');
  const shadow = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = css;
  const container = doc.createElement('div');
  shadow.append(style, container);
  (slot ?? doc.body).appendChild(host);
  state.setHost(host);
  render(<Widget state={state} />, container);
  return {
    host,
    shadow,
    unmount() {
      render(null, container);
      host.remove();
    },
  };
}
