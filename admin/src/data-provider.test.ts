import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './data-provider';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (response: () => Response) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('dataProvider', () => {
  it('lists users with credentials and reads the Content-Range total', async () => {
    const fetchMock = stubFetch(
      () =>
        new Response(JSON.stringify([{ id: 'u1', username: 'hops' }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Range': 'users 0-0/319' },
        }),
    );
    const result = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'username', order: 'ASC' },
      filter: { q: 'hop' },
    });
    expect(result.total).toBe(319);
    expect(result.data).toEqual([{ id: 'u1', username: 'hops' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    const query = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/admin/users?')).toBe(true);
    expect(JSON.parse(query.get('sort')!)).toEqual(['username', 'ASC']);
    expect(JSON.parse(query.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(query.get('filter')!)).toEqual({ q: 'hop' });
    expect(init?.credentials).toBe('include');
  });

  it('surfaces the server message and field errors of an error body', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({
            code: 'validation_failed',
            message: 'Sort field must be one of username, email, createdAt',
            errors: { sort: ['Unknown field', 'Try username'] },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const error = await dataProvider.getOne('users', { id: 'u1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(
      'Sort field must be one of username, email, createdAt',
    );
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body).toMatchObject({
      code: 'validation_failed',
      errors: { sort: 'Unknown field Try username' },
    });
  });

  it('keeps a 403 status so checkError can log a non-admin out', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ code: 'admin_required', message: 'Admins only.' }), {
          status: 403,
        }),
    );
    const error = (await dataProvider.getOne('users', { id: 'u1' }).catch((e) => e)) as HttpError;
    expect(error.status).toBe(403);
    expect(error.message).toBe('Admins only.');
  });
});
