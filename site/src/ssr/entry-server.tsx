// The server's renderer of the public pages (built by `vite build --mode site-server`, loaded by
// api/src/pages/prerender.ts): the same components as the browser, so the HTML a visitor gets
// already shows the page and main.tsx hydrates it instead of painting it after the scripts run.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../App';
import { PublicJsonSeedContext } from '../hooks/public-json-seed';
import { SiteRoutes } from '../site-routes';
import { GUEST_AUTH } from './guest-auth';

/**
 * The markup inside #root for `url` as a guest sees it, once every lazy page chunk has loaded.
 * `seed` holds the public API answers the page shows (usePublicJson reads them, unfetched).
 */
export async function renderPage(url: string, seed: Record<string, unknown> = {}) {
  const { prelude } = await prerender(
    <StrictMode>
      <PublicJsonSeedContext.Provider value={seed}>
        <App guestAuth={GUEST_AUTH}>
          <StaticRouter location={url}>
            <SiteRoutes />
          </StaticRouter>
        </App>
      </PublicJsonSeedContext.Provider>
    </StrictMode>,
    // Every boundary written in place, however large: React would otherwise send big ones after
    // the rest with an inline <script> to move them, which the CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
