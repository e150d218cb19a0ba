// Builds the site, the admin console and the widget when their output is missing or older than
// their sources, so `npm start` on a fresh clone (or after a pull) serves what the code says.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['common', 'vite.config.ts', 'package-lock.json'];
// DIST_DIR moves the build output (the server reads the same variable).
const dist = path.relative(root, path.resolve(root, process.env.DIST_DIR ?? 'dist'));
const targets = [
  { mode: 'site', output: path.join(dist, 'site/index.html'), sources: ['site', ...shared] },
  // The server's renderer of the public pages, from the same sources (api/src/pages/prerender.ts).
  {
    mode: 'site-server',
    output: path.join(dist, 'site-server/entry-server.mjs'),
    sources: ['site', ...shared],
  },
  { mode: 'admin', output: path.join(dist, 'admin/index.html'), sources: ['admin', ...shared] },
  { mode: 'widget', output: path.join(dist, 'widget/widget.js'), sources: ['widget', ...shared] },
];

function newest(p) {
  const full = path.join(root, p);
  let info;
  try {
    info = statSync(full);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

export function buildIfStale({ force = false } = {}) {
  for (const t of targets) {
    const built = newest(t.output);
    const stale = force || !built || Math.max(...t.sources.map(newest)) > built;
    if (!stale) continue;
    console.log(`Building ${t.mode}…`);
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--mode',
        t.mode,
        '--logLevel',
        'warn',
      ],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (run.status !== 0) throw new Error(`Building ${t.mode} failed.`);
    // The widget loads on other people's pages: its size budget is part of the build.
    if (t.mode === 'widget') {
      const size = spawnSync(process.execPath, [path.join(root, 'scripts/widget-size.mjs')], {
        cwd: root,
        stdio: 'inherit',
      });
      if (size.status !== 0) throw new Error('The widget is over its size budget.');
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  buildIfStale({ force: process.argv.includes('--force') });
