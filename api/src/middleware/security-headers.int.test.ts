import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';

let dist: string;
let app: TestApp;
let https: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'beerscout-dist-'));
  for (const folder of ['site', 'admin', 'widget']) await mkdir(path.join(dist, folder));
  await writeFile(path.join(dist, 'site', 'index.html'), '<!doctype html><title>site</title>');
  await writeFile(path.join(dist, 'admin', 'index.html'), '<!doctype html><title>admin</title>');
  await writeFile(path.join(dist, 'widget', 'widget.js'), 'console.log("widget")');
  app = await startTestApp({ staticDir: dist });
  https = await startTestApp({
    staticDir: dist,
    config: { publicUrl: 'https://beerscout.example' },
  });
});
afterAll(async () => {
  await Promise.all([app.close(), https.close()]);
  await rm(dist, { recursive: true, force: true });
});

const csp = (headers: Headers) =>
  Object.fromEntries(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
  );

describe('security headers', () => {
  it.each(['/', '/collection', '/admin', '/admin/'])('protects the page %s', async (page) => {
    const { status, headers } = await app.request(page);
    expect(status).toBeLessThan(500);
    const policy = csp(headers);
    // Our scripts, and Stripe.js from Stripe's own origin (the Premium page's card form).
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('lets retailers’ pages load /widget.js: no CSP of ours, cross-origin resource policy', async () => {
    const { status, headers, body } = await app.request('/widget.js');
    expect(status).toBe(200);
    expect(body).toContain('widget');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS only when the product is served over HTTPS', async () => {
    const { headers } = await https.request('/');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect((await https.request('/widget.js')).headers.get('strict-transport-security')).toMatch(
      /max-age=/,
    );
  });

  it('keeps personal API answers out of every cache, errors included', async () => {
    const { token } = await signedInUser(app);
    const me = await app.request('/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/api/collection', { token })).headers.get('cache-control')).toBe(
      'no-store',
    );
    const guest = await app.request('/api/user');
    expect(guest.status).toBe(401);
    expect(guest.headers.get('cache-control')).toBe('no-store');
    expect(guest.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
