import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';
import { withHead } from './shell-head';

const dir = mkdtempSync(path.join(tmpdir(), 'beerscout-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('route preloads', () => {
  it("preloads a page's chunk and what it imports, less what the entry loads", () => {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx.js'] },
        '_jsx.js': { file: 'assets/jsx-1.js' },
        '_icons.js': { file: 'assets/icons-1.js', imports: ['_jsx.js'] },
        'src/pages/FaqPage.tsx': {
          file: 'assets/FaqPage-1.js',
          imports: ['index.html', '_icons.js', '_jsx.js'],
        },
        'src/pages/BeerPage.tsx': { file: 'assets/BeerPage-1.js', imports: ['index.html'] },
      }),
    );
    const preloadFor = routePreloads(dir);
    expect(preloadFor('/faq')).toEqual(['/assets/FaqPage-1.js', '/assets/icons-1.js']);
    expect(preloadFor('/faq/')).toEqual(['/assets/FaqPage-1.js', '/assets/icons-1.js']);
    expect(preloadFor('/beers/0b0e4d8e-3a57-4a4c-9f0c-2f8f3f3f3f3f')).toEqual([
      '/assets/BeerPage-1.js',
    ]);
    expect(preloadFor('/')).toEqual([]);
    const html = withHead('<html><head><title>x</title></head></html>', {
      preload: preloadFor('/faq'),
    });
    expect(html).toContain('<link rel="modulepreload" href="/assets/FaqPage-1.js" />');
    expect(html).toContain('<title>x</title>');
  });

  it('preloads nothing without a manifest', () => {
    expect(routePreloads(path.join(dir, 'none'))('/faq')).toEqual([]);
  });
});
