import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint } from './after-paint';

// The head Vite writes for the site, with a page's own chunk added by withHead.
const HEAD = `<head>
    <title>BeerScout</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">
    <style>body{margin:0}</style>
    <link rel="modulepreload" href="/assets/FaqPage-C3.js" />
  </head>`;

describe('loadScriptsAfterPaint', () => {
  it('moves the entry and every preload into the after-paint loader, leaving the rest', () => {
    const html = loadScriptsAfterPaint(
      `<html>${HEAD}<body><div id="root">page</div></body></html>`,
    );
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain(
      '<script src="/after-paint.js" data-entry="/assets/index-A1.js" data-preload="/assets/jsx-runtime-B2.js /assets/FaqPage-C3.js" defer></script>',
    );
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<div id="root">page</div>');
  });

  it('leaves a page with no module entry as it is', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(loadScriptsAfterPaint(html)).toBe(html);
  });
});
