export type Theme = 'light' | 'dark' | 'auto';
export type Position = 'bottom-right' | 'bottom-left';

/** What the retailer's script tag says, plus where our API lives. */
export interface WidgetConfig {
  siteKey: string;
  theme: Theme;
  position: Position;
  locale: string;
  /** Origin the script was loaded from; the API answers there. */
  apiOrigin: string;
}

const SCRIPT_SELECTOR = 'script[data-site-key][src*="widget.js"]';

/** Our own <script>: currentScript is null for async scripts, so fall back to a selector. */
export function findScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current && current.tagName === 'SCRIPT' && current.hasAttribute('data-site-key')) {
    return current as HTMLScriptElement;
  }
  return doc.querySelector<HTMLScriptElement>(SCRIPT_SELECTOR);
}

export function readConfig(script: HTMLScriptElement): WidgetConfig {
  const data = script.dataset;
  const doc = script.ownerDocument;
  const theme: Theme = data.theme === 'dark' || data.theme === 'auto' ? data.theme : 'light';
  const position: Position = data.position === 'bottom-left' ? 'bottom-left' : 'bottom-right';
  return {
    siteKey: (data.siteKey ?? '').trim(),
    theme,
    position,
    locale: data.locale || doc.documentElement.lang || navigator.language || 'en',
    apiOrigin: new URL(script.src || '/', doc.baseURI).origin,
  };
}
