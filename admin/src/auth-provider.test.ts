import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, NOT_ADMIN_MESSAGE } from './auth-provider';

type Reply = { status: number; body?: unknown };

/** A fetch stub answering by "METHOD path", recording every call. */
function stubApi(routes: Record<string, Reply>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const reply = routes[key];
    if (!reply) throw new Error(`Unexpected request ${key}`);
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
  return { fetchMock, calls };
}

const user = (overrides: Record<string, unknown> = {}) => ({
  id: 'u1',
  username: 'hops',
  email: 'hops@brew.test',
  firstName: '',
  lastName: '',
  isAdmin: false,
  isPremium: false,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('rejects a non-admin after login and logs them out', async () => {
    const { fetchMock, calls } = stubApi({
      'POST /api/login': { status: 200, body: user() },
      'GET /api/user': { status: 200, body: user() },
      'POST /api/logout': { status: 204 },
    });
    await expect(authProvider.login({ username: 'hops', password: 'secret1' })).rejects.toThrow(
      NOT_ADMIN_MESSAGE,
    );
    expect(calls()).toEqual(['POST /api/login', 'GET /api/user', 'POST /api/logout']);
    const [, loginInit] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(loginInit?.body))).toEqual({ username: 'hops', password: 'secret1' });
    expect(loginInit?.credentials).toBe('include');
  });

  it('lets an admin in and names them', async () => {
    const admin = user({ isAdmin: true, firstName: 'Ada', lastName: 'Brewer' });
    const { calls } = stubApi({
      'POST /api/login': { status: 200, body: admin },
      'GET /api/user': { status: 200, body: admin },
    });
    await authProvider.login({ username: 'ada@brew.test', password: 'secret1' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'u1',
      fullName: 'Ada Brewer',
    });
    expect(calls()).not.toContain('POST /api/logout');
  });

  it('surfaces the server message when the password is wrong', async () => {
    stubApi({
      'POST /api/login': {
        status: 401,
        body: { code: 'invalid_credentials', message: 'Invalid username or password' },
      },
    });
    await expect(authProvider.login({ username: 'hops', password: 'nope' })).rejects.toThrow(
      'Invalid username or password',
    );
  });

  it('checkAuth rejects guests and non-admins', async () => {
    stubApi({ 'GET /api/user': { status: 401, body: { code: 'unauthorized', message: 'x' } } });
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    stubApi({ 'GET /api/user': { status: 200, body: user() } });
    await expect(authProvider.checkAuth({})).rejects.toThrow(NOT_ADMIN_MESSAGE);
  });

  it('checkError logs out on 401 and 403 only', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('getIdentity falls back to the username', async () => {
    stubApi({ 'GET /api/user': { status: 200, body: user({ isAdmin: true }) } });
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'u1', fullName: 'hops' });
  });
});
