import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';

// Which address a rate limit counts: X-Forwarded-For is written by whoever sends the request,
// so only the hops a configured proxy appended (from the right) may be believed.
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const login = (forwardedFor: string) =>
  app!.request('/api/login', {
    body: { username: 'nobody', password: 'wrong-password' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('rate limits behind PUBLIC_URL', () => {
  it('ignores X-Forwarded-For when TRUST_PROXY_HOPS is 0, so a new header per request does not escape the limit', async () => {
    app = await startTestApp({
      config: {
        publicUrl: 'https://beerscout.example',
        trustProxyHops: 0,
        authRateLimit: { max: 2, windowMs: 60_000 },
      },
    });
    expect((await login('203.0.113.1')).status).toBe(401);
    expect((await login('203.0.113.2')).status).toBe(401);
    const third = await login('203.0.113.3');
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('rate_limited');
  });

  it('counts the right-most address with TRUST_PROXY_HOPS=1: a forged left-most one does not help', async () => {
    app = await startTestApp({
      config: {
        publicUrl: 'https://beerscout.example',
        trustProxyHops: 1,
        authRateLimit: { max: 2, windowMs: 60_000 },
      },
    });
    // The proxy appends the address it saw (198.51.100.7); the attacker controls the rest.
    expect((await login('10.0.0.1, 198.51.100.7')).status).toBe(401);
    expect((await login('10.0.0.2, 198.51.100.7')).status).toBe(401);
    const third = await login('10.0.0.3, 198.51.100.7');
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('rate_limited');
    // Another client behind the same proxy has its own allowance.
    expect((await login('198.51.100.7, 198.51.100.8')).status).toBe(401);
  });

  it('still marks the session cookie Secure for an https PUBLIC_URL without trusting the proxy', async () => {
    app = await startTestApp({
      config: { publicUrl: 'https://beerscout.example', trustProxyHops: 0 },
    });
    const res = await app.request('/api/register', {
      body: {
        username: 'proxied',
        password: 'secret1',
        email: 'proxied@example.com',
        ageConfirmed: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/beerscout_session=.+;.*secure/i);
  });
});
