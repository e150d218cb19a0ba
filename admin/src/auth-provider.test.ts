import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, leaveConsole, NOT_ADMIN_REDIRECT } from './auth-provider';

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

let leftFor: string[] = [];
beforeEach(() => {
  leftFor = [];
  vi.spyOn(leaveConsole, 'to').mockImplementation((href) => void leftFor.push(href));
});
afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('sends a non-admin to the site after login, still signed in', async () => {
    const { fetchMock, calls } = stubApi({
      'POST /api/login': { status: 200, body: user() },
      'GET /api/user': { status: 200, body: user() },
    });
    await expect(
      authProvider.login({ username: 'hops', password: 'secret1' }),
    ).rejects.toMatchObject({ logoutUser: false });
    expect(leftFor).toEqual([NOT_ADMIN_REDIRECT]);
    // react-admin logs out after a failed check: that must not end the site session.
    await authProvider.logout({});
    expect(calls()).toEqual(['POST /api/login', 'GET /api/user']);
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

  it('checkAuth sends guests to the login page and members to the site', async () => {
    stubApi({ 'GET /api/user': { status: 401, body: { code: 'unauthorized', message: 'x' } } });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(leftFor).toEqual([]);
    stubApi({ 'GET /api/user': { status: 200, body: user() } });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ logoutUser: false });
    expect(leftFor).toEqual([NOT_ADMIN_REDIRECT]);
  });

  it('checkError: 401 to the login page, admin_required to the site, others stay', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(
      authProvider.checkError({ status: 403, body: { code: 'admin_required' } }),
    ).rejects.toMatchObject({ logoutUser: false });
    expect(leftFor).toEqual([NOT_ADMIN_REDIRECT]);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('getIdentity falls back to the username', async () => {
    stubApi({ 'GET /api/user': { status: 200, body: user({ isAdmin: true }) } });
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'u1', fullName: 'hops' });
  });
});
