import { describe, expect, it } from 'vitest';
import { returnPath, signInHref } from './return-to';

const fromState = (from: unknown) => ({ state: { from }, search: '' });
const fromAddress = (href: string) => ({ state: null, search: href.slice(href.indexOf('?')) });

describe('returnPath (where signing in leads)', () => {
  it('goes back to the page remembered in the navigation or in the address', () => {
    expect(returnPath(fromState('/scans/12?x=1#top'))).toBe('/scans/12?x=1#top');
    expect(returnPath(fromAddress(signInHref('/beers/abc')))).toBe('/beers/abc');
  });

  it('never leaves the site, whatever the address says', () => {
    for (const from of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(returnPath(fromAddress(signInHref(from)))).toBe('/app');
    }
  });

  it('never goes back to /auth or into the console, and falls back to the scanner', () => {
    expect(returnPath(fromAddress(signInHref('/auth')))).toBe('/app');
    expect(returnPath(fromAddress(signInHref('/admin/users')))).toBe('/app');
    expect(returnPath({ state: null, search: '' })).toBe('/app');
  });
});
