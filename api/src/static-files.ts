import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { PAGE_DATA_ELEMENT_ID } from '@common/page-data';
import { isSiteRoute, SITE_ROUTES } from '@common/routes';
import { loadScriptsAfterPaint } from './pages/after-paint';
import type { HeadFor } from './pages/heads';
import { isPrerendered, seedScript, type Prerender } from './pages/prerender';
import { withHead, type PageHead } from './pages/shell-head';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

type Cached = { body: Buffer; gzip?: Buffer; br?: Buffer; type: string; mtime: number };

/**
 * Serves the built front ends from memory, compressed once: the site at /, the admin console
 * at /admin, the widget at /widget.js. Unknown site paths get the site's 404 screen with a 404.
 */
export function staticFiles(
  distDir: string,
  options: {
    headFor?: HeadFor;
    origin?: (ctx: Context) => string;
    /** Scripts a site path imports at once, preloaded with the entry (pages/route-preloads.ts). */
    preloadFor?: (urlPath: string) => string[];
    /** The public pages' HTML for guests (pages/prerender.ts); signed-in visitors get the shell. */
    prerender?: Prerender;
    /** Whether the request carries a session: its page must not show a guest's header. */
    signedIn?: (ctx: Context) => boolean;
  } = {},
) {
  const cache = new Map<string, Cached>();
  // Finished pages that are the same for everyone of a kind (a fixed path, no query, no data).
  const pages = new Map<string, Cached>();

  /** `perRequest`: a page made for one answer is compressed quickly rather than smallest. */
  function compressed(body: Buffer, type: string, mtime: number, perRequest = false): Cached {
    const entry: Cached = { body, type, mtime };
    if (COMPRESSIBLE.test(type) && body.length > 1024) {
      entry.gzip = gzipSync(body, { level: perRequest ? 6 : 9 });
      entry.br = brotliCompressSync(
        body,
        perRequest ? { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } : {},
      );
    }
    return entry;
  }

  /** The shell with this page's head, and for a guest on a public page its prerendered body. */
  async function pageFor(
    ctx: Context,
    shell: Cached,
    head: PageHead | undefined,
    status: number,
    guest: boolean,
  ): Promise<string> {
    const isPublic = status === 200 && isPrerendered(ctx.path);
    const preload = status === 200 ? (options.preloadFor?.(ctx.path) ?? []) : [];
    let html = withHead(shell.body.toString(), { ...head, preload });
    const markup =
      isPublic && guest && options.prerender
        ? await options.prerender(ctx.url, head?.seed).catch((err: unknown) => {
            // The page still works unrendered: the browser paints it, as before prerendering.
            console.error(`Could not prerender ${ctx.path}`, err);
            return undefined;
          })
        : undefined;
    if (markup !== undefined) {
      const data = head?.seed ? seedScript(PAGE_DATA_ELEMENT_ID, head.seed) : '';
      html = html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${data}`);
      html = loadScriptsAfterPaint(html);
    }
    return html;
  }

  async function load(file: string): Promise<Cached | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtime === info.mtimeMs) return hit;
    const body = await readFile(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const entry = compressed(body, type, info.mtimeMs);
    cache.set(file, entry);
    return entry;
  }

  function send(ctx: Context, entry: Cached, cacheControl: string) {
    ctx.type = entry.type;
    ctx.set('Cache-Control', cacheControl);
    ctx.vary('Accept-Encoding');
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' && entry.br) {
      ctx.set('Content-Encoding', 'br');
      ctx.body = entry.br;
    } else if (encoding === 'gzip' && entry.gzip) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = entry.gzip;
    } else {
      ctx.body = entry.body;
    }
  }

  /** A file under root, never outside it (no `..` escapes). */
  function inside(root: string, urlPath: string): string | undefined {
    const file = path.resolve(root, '.' + decodeURIComponent(urlPath));
    return file.startsWith(root + path.sep) ? file : undefined;
  }

  return async (ctx: Context, next: () => Promise<void>) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();

    if (ctx.path === '/widget.js') {
      const entry = await load(path.join(distDir, 'widget', 'widget.js'));
      if (!entry) return next();
      ctx.set('Access-Control-Allow-Origin', '*');
      return send(ctx, entry, 'public, max-age=300');
    }

    const isAdmin = ctx.path === '/admin' || ctx.path.startsWith('/admin/');
    const root = path.join(distDir, isAdmin ? 'admin' : 'site');
    const rel = isAdmin ? ctx.path.slice('/admin'.length) || '/' : ctx.path;
    const file = rel !== '/' ? inside(root, rel) : undefined;
    const asset = file && (await load(file));
    if (asset) {
      const hashed = rel.startsWith('/assets/');
      return send(
        ctx,
        asset,
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (rel.startsWith('/assets/') || path.extname(rel)) return next();

    const shell = await load(path.join(root, 'index.html'));
    if (!shell) return next();
    const head =
      !isAdmin && options.headFor
        ? await options.headFor(ctx.path, options.origin?.(ctx) ?? '')
        : undefined;
    const status = head?.status ?? (isAdmin || isSiteRoute(ctx.path) ? 200 : 404);
    if (isAdmin) {
      ctx.status = status;
      return send(ctx, shell, 'no-cache');
    }
    // A guest and a signed-in visitor get different HTML for the same URL.
    ctx.vary('Cookie');
    const fixed =
      !head && !ctx.querystring && (SITE_ROUTES as readonly string[]).includes(ctx.path);
    const guest = !options.signedIn?.(ctx);
    const key = `${shell.mtime} ${guest ? 'guest' : 'member'} ${ctx.path}`;
    let page = fixed ? pages.get(key) : undefined;
    if (!page) {
      const html = await pageFor(ctx, shell, head, status, guest);
      page = compressed(Buffer.from(html), shell.type, shell.mtime, !fixed);
      if (fixed) pages.set(key, page);
    }
    ctx.status = status;
    send(ctx, page, 'no-cache');
    ctx.status = status;
  };
}
