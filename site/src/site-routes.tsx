import { useRoutes } from 'react-router';
import { routes } from './routes';

// Declarative mode (BrowserRouter + useRoutes), not createBrowserRouter: the data router adds
// ~17 KB gzipped to every first visit and the site uses no loaders, actions or fetchers.
export function SiteRoutes() {
  return useRoutes(routes);
}
