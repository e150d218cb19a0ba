import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, postJson } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const stub = (res: Response) => {
  const fetchMock = vi.fn(async () => res);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('api-client', () => {
  it('sends cookies and JSON', async () => {
    const fetchMock = stub(new Response('{"ok":true}', { status: 200 }));
    await expect(postJson('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
  });

  it('carries status, code, message and field errors from the error body', async () => {
    stub(
      new Response(
        JSON.stringify({ code: 'email_taken', message: 'Taken', errors: { email: ['Taken'] } }),
        { status: 409 },
      ),
    );
    const err = await postJson('/api/register', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'email_taken', message: 'Taken' });
    expect((err as ApiError).errors).toEqual({ email: ['Taken'] });
  });

  it('falls back to "{status}: {body text}" without a message', async () => {
    stub(new Response('Bad gateway', { status: 502 }));
    await expect(getJson('/api/x')).rejects.toThrow('502: Bad gateway');
  });

  it('gives null on 401 only when asked to', async () => {
    stub(new Response('{"code":"unauthorized","message":"no"}', { status: 401 }));
    await expect(getJson('/api/user', { on401: 'null' })).resolves.toBeNull();
    stub(new Response('{"code":"unauthorized","message":"no"}', { status: 401 }));
    await expect(getJson('/api/user')).rejects.toMatchObject({ status: 401 });
  });
});
