import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@common/schemas/user';
import { App } from '../App';
import { createQueryClient } from '../query-client';
import { routes } from '../routes';

export const sampleUser: User = {
  id: 'u1',
  username: 'hopper',
  email: 'hopper@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  isAdmin: false,
  isPremium: false,
  plan: 'free',
  entitlements: {
    viewDetails: false,
    customCategories: false,
    completeResults: false,
    styleRecommendations: false,
    prioritySupport: false,
  },
  analysesUsed: 2,
  analysisLimit: 5,
  usageResetsAt: '2025-08-01T00:00:00.000Z',
  hasSeenScanTips: false,
  emailTips: false,
  createdAt: '2025-07-01T00:00:00.000Z',
};

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Renders the real route table in memory with `fetch` stubbed: GET /api/session answers with
 * `user` (GET /api/user with it, or 401); other "METHOD /path" keys come from `handlers`.
 * Awaited inside act: the first render suspends until the auth runtime loads, and React only
 * resumes work queued in an act scope when that scope is awaited.
 */
export async function renderApp(
  path: string,
  { user = null, handlers = {} }: { user?: User | null; handlers?: Record<string, Handler> } = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key];
    if (handler) return handler(init);
    if (key === 'GET /api/session') {
      // A test that stubs GET /api/user (a user who changes) gets that same user from the session.
      const own = handlers['GET /api/user'];
      if (!own) return json(200, { user });
      const res = await own(init);
      return json(200, { user: res.ok ? ((await res.json()) as User) : null });
    }
    if (key === 'GET /api/user') {
      return user ? json(200, user) : json(401, { code: 'unauthorized', message: 'Sign in' });
    }
    return json(404, { code: 'not_found', message: `No stub for ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = await act(async () =>
    render(
      <App queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </App>,
    ),
  );
  return { ...utils, router, fetchMock };
}
