import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { isSiteRoute } from '@common/routes';
import type { HeadFor } from './pages/heads';
import { withHead } from './pages/shell-head';

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
  } = {},
) {
  const cache = new Map<string, Cached>();

  function compressed(body: Buffer, type: string, mtime: number): Cached {
    const entry: Cached = { body, type, mtime };
    if (COMPRESSIBLE.test(type) && body.length > 1024) {
      entry.gzip = gzipSync(body, { level: 9 });
      entry.br = brotliCompressSync(body);
    }
    return entry;
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
    const preload = !isAdmin && status === 200 ? (options.preloadFor?.(ctx.path) ?? []) : [];
    const page =
      head || preload.length
        ? compressed(
            Buffer.from(withHead(shell.body.toString(), { ...head, preload })),
            shell.type,
            shell.mtime,
          )
        : shell;
    ctx.status = status;
    send(ctx, page, 'no-cache');
    ctx.status = status;
  };
}
