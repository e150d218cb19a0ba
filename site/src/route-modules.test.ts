import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '@common/routes';

const site = path.resolve(import.meta.dirname, '..');
const routesFile = readFileSync(path.join(site, 'src', 'routes.tsx'), 'utf8');

describe('ROUTE_MODULES (what the server preloads per page)', () => {
  it('names modules that exist, and each page module is the one routes.tsx loads lazily', () => {
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      for (const m of modules) expect(existsSync(path.join(site, m)), `${route}: ${m}`).toBe(true);
      const page = modules
        .at(-1)!
        .replace(/^src\//, './')
        .replace(/\.tsx$/, '');
      const name = path.basename(page);
      expect(routesFile, route).toContain(`import('${page}')`);
      // The route's path renders that page.
      const element = new RegExp(`(at\\(\\s*'${route}'|path: '${route}').{0,80}<${name}\\b`, 's');
      expect(routesFile, route).toMatch(element);
    }
  });
});
