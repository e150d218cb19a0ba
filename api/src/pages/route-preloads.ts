import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_MODULES, routeKeyOf } from '@common/routes';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The script URLs to preload for a site path, from Vite's build manifest
 * (dist/site/.vite/manifest.json): each of the route's modules with the chunks it imports,
 * less what the entry already loads. No manifest (a build without one, tests): nothing.
 */
export function routePreloads(siteDir: string): (urlPath: string) => string[] {
  const file = path.join(siteDir, '.vite', 'manifest.json');
  let cached: { mtime: number; byRoute: Map<string, string[]> } | undefined;

  function load() {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return new Map<string, string[]>();
    if (cached?.mtime === mtime) return cached.byRoute;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const closure = (key: string, into: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || into.has(key)) return;
      into.add(key);
      for (const dep of chunk.imports ?? []) closure(dep, into);
    };
    const entry = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
    const byRoute = new Map<string, string[]>();
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      const keys = new Set<string>();
      for (const m of modules) closure(m, keys);
      byRoute.set(
        route,
        [...keys].filter((k) => !entry.has(k)).map((k) => `/${manifest[k]!.file}`),
      );
    }
    cached = { mtime, byRoute };
    return byRoute;
  }

  return (urlPath) => load().get(routeKeyOf(urlPath)) ?? [];
}
