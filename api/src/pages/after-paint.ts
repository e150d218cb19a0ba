const ENTRY = /\s*<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * A prerendered page's HTML with its module scripts (the entry and every modulepreload) handed to
 * /after-paint.js (site/public), which adds them once the page has been painted: the page is
 * readable without them, and fetched with it they would delay its first paint on a slow network.
 * HTML without a module entry is returned as it is.
 */
export function loadScriptsAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const loader = `<script src="/after-paint.js" data-entry="${entry}" data-preload="${preload.join(' ')}" defer></script>`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</head>', () => `  ${loader}\n  </head>`);
}
