import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';

// react-admin defaults to a hash router; real /admin/... URLs need a browser router around it
// (a data router, so react-admin's unsaved-changes blocker works).
const router = createBrowserRouter([{ path: '/admin/*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
