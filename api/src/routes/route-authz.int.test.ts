import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';
import { registeredRoutes, samplePath, type RegisteredRoute } from '../testing/routes';

// Routes anyone may call. Everything else is for signed-in users, /api/admin for admins and
// /api/internal for the CLI's control token: a new route is protected unless listed here.
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/contact',
  'GET /api/widget/site',
  'GET /api/session',
  'GET /api/beer-pages/:id',
  'GET /api/shares/:token',
  'GET /api/shares/:token/photo',
  'GET /api/shares/:token/card.png',
  'OPTIONS /api/widget/analyze',
  'POST /api/widget/analyze',
  // Stripe calls it; the signature over the raw body is its authentication.
  'POST /api/stripe/webhook',
]);

const upper = (path: string) => path.toUpperCase();
// `/api/Admin/Users`: each segment capitalised, the way the first attack was written.
const capitalised = (path: string) =>
  path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);
const lowerApiRest = (path: string) =>
  path.replace(/^\/api\/(\w)/, (_, c: string) => `/api/${c.toUpperCase()}`);

let app: TestApp;
let routes: RegisteredRoute[];
let userToken: string;

beforeAll(async () => {
  app = await startTestApp();
  routes = registeredRoutes(app.deps);
  ({ token: userToken } = await signedInUser(app));
});
afterAll(() => app.close());

async function call(route: RegisteredRoute, path: string, token?: string) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return app.request(path, { method: route.method, token, body: withBody ? {} : undefined });
}

describe('every registered route, in every letter case', () => {
  it('finds the routers’ routes (the walk itself is not empty)', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toContain('GET /api/admin/users');
    expect(names).toContain('POST /api/admin/sites/:id/rotate-key');
    expect(names).toContain('GET /api/collection');
    expect(names.some((n) => n.includes('/api/internal/'))).toBe(true);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers signed-out callers 401/403/404 on every protected route, never 2xx or 5xx', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (PUBLIC.has(`${route.method} ${route.path}`)) continue;
      const path = samplePath(route.path);
      for (const variant of [path, upper(path), capitalised(path), lowerApiRest(path)]) {
        const res = await call(route, variant);
        if (![401, 403, 404].includes(res.status) || typeof res.body?.code !== 'string')
          leaks.push(`${route.method} ${variant} → ${res.status}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers a normal user 403/404 on every admin and internal route, in every case', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (!/^\/api\/(admin|internal)\//.test(route.path)) continue;
      const path = samplePath(route.path);
      for (const variant of [path, upper(path), capitalised(path), lowerApiRest(path)]) {
        const res = await call(route, variant, userToken);
        if (![401, 403, 404].includes(res.status))
          leaks.push(`${route.method} ${variant} → ${res.status}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('never lets a case variant of a user route reach its handler (404 for a signed-in user)', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (!route.path.startsWith('/api/') || route.path.startsWith('/api/internal/')) continue;
      const path = samplePath(route.path);
      for (const variant of [upper(path), capitalised(path), lowerApiRest(path)]) {
        const res = await call(route, variant, userToken);
        if (res.status !== 404) leaks.push(`${route.method} ${variant} → ${res.status}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('keeps the public routes open to guests and free of server errors', async () => {
    for (const route of routes) {
      if (!PUBLIC.has(`${route.method} ${route.path}`)) continue;
      const res = await call(route, samplePath(route.path));
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
      // A guard meant for other routes must not reach these (a bare use() once did).
      expect(res.status, `${route.method} ${route.path}`).not.toBe(401);
    }
  });

  it('shows no one the users list through /api/ADMIN/users', async () => {
    const res = await app.request('/api/ADMIN/users');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'route_not_found', message: 'There is no such API route.' });
  });
});
