import './zod-no-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { PublicJsonSeedContext, readSeed } from './hooks/public-json-seed';
import './index.css';
import { SiteRoutes } from './site-routes';
import { GUEST_AUTH } from './ssr/guest-auth';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server prerenders public pages for guests only (api/src/pages/prerender.ts): markup in #root
// means a guest, and it is hydrated with the guest state it was drawn with.
const prerendered = root.firstElementChild !== null;
const site = (
  <StrictMode>
    <PublicJsonSeedContext.Provider value={readSeed(document)}>
      <App guestAuth={prerendered ? GUEST_AUTH : undefined}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </App>
    </PublicJsonSeedContext.Provider>
  </StrictMode>
);

// Hydrate prerendered markup (it stays on screen while page chunks load). Otherwise (a signed-in
// visitor, the app's own pages) render from scratch. Hydration runs in a transition so React
// yields to the browser between components instead of holding the main thread for the whole page
// (a slow phone cannot answer a tap meanwhile). Nothing a prerendered page hydrates suspends on a
// commit: it starts from the guest state it was drawn with (AuthRoot's guestAuth).
if (prerendered) startTransition(() => void hydrateRoot(root, site));
else createRoot(root).render(site);
