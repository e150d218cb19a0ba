import './zod-no-eval';
import { StrictMode } from 'react';
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
// visitor, the app's own pages) render from scratch. Not in a transition: a hydration that
// suspends there would wait for a commit that never comes.
if (prerendered) hydrateRoot(root, site);
else createRoot(root).render(site);
