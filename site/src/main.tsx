import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { App } from './App';
import './index.css';
import { routes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Declarative mode (BrowserRouter + useRoutes), not createBrowserRouter: the data router adds
// ~17 KB gzipped to every first visit and the site uses no loaders, actions or fetchers.
function SiteRoutes() {
  return useRoutes(routes);
}

createRoot(root).render(
  <StrictMode>
    <App>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
