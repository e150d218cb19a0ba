import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeKeyOf } from '@common/routes';

/** The public pages the server renders to HTML for guests. */
const PRERENDERED = new Set([
  '/',
  '/faq',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/auth',
  '/beers/:id',
  '/s/:token',
]);

export const isPrerendered = (urlPath: string) => PRERENDERED.has(routeKeyOf(urlPath));

type Renderer = (url: string, seed?: Record<string, unknown>) => Promise<string>;
/** The markup inside #root for a URL (path and query) with its seed, or undefined: no renderer. */
export type Prerender = (
  url: string,
  seed?: Record<string, unknown>,
) => Promise<string | undefined>;

/**
 * Renders a public page with the site's own components (dist/site-server/entry-server.mjs, built
 * from site/src/ssr/entry-server.tsx), so its HTML shows the page before any script runs. Pages
 * without a seed and without a query are the same for every guest: rendered once per process.
 * No server bundle (tests, a build without it): undefined, and the page is served empty as before.
 */
export function prerenderer(distDir: string): Prerender {
  const file = path.join(distDir, 'site-server', 'entry-server.mjs');
  // Imported once: a rebuilt bundle takes a restart, as the server's own code does. (Not a
  // cache-busting `?v=` URL: through tsx's loader that imports the file as CommonJS.)
  let render: Promise<Renderer> | undefined;
  const pages = new Map<string, string>();

  return async (url, seed) => {
    if (!render) {
      if (!existsSync(file)) return undefined;
      render = import(pathToFileURL(file).href).then((m: { renderPage: Renderer }) => m.renderPage);
    }
    const cacheable = !seed && !url.includes('?');
    const hit = cacheable ? pages.get(url) : undefined;
    if (hit !== undefined) return hit;
    const html = await (await render)(url, seed);
    if (cacheable) pages.set(url, html);
    return html;
  };
}

/** The JSON of the seed inside a <script> element: no "</script>" or "<!--" can close it early. */
export function seedScript(id: string, seed: Record<string, unknown>): string {
  const json = JSON.stringify(seed).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * Renders the pages that are the same for every guest (no id in their path) once, in the
 * background, so the first visitor after a start does not wait for the renderer to load and run.
 */
export async function warmUp(prerender: Prerender): Promise<void> {
  for (const page of PRERENDERED) {
    if (page.includes(':')) continue;
    await prerender(page).catch((err: unknown) =>
      console.error(`Could not prerender ${page}`, err),
    );
  }
}
