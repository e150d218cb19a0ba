import './zod-no-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { PublicJsonSeedContext, readSeed } from './hooks/public-json-seed';
import './index.css';
import { SiteRoutes } from './site-routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const site = (
  <StrictMode>
    <PublicJsonSeedContext.Provider value={readSeed(document)}>
      <App>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </App>
    </PublicJsonSeedContext.Provider>
  </StrictMode>
);

// The server prerenders public pages for guests (api/src/pages/prerender.ts): hydrate that markup
// (it stays on screen while page chunks load). Otherwise (a signed-in visitor, the app's own
// pages) render from scratch. Not in a transition: a hydration that suspends there (on the auth
// runtime, which AuthRoot loads in an effect) would wait for a commit that never comes.
if (root.firstElementChild) hydrateRoot(root, site);
else createRoot(root).render(site);
