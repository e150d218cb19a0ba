// Prints the admin console's initial JavaScript, gzipped: the entry script and the chunks
// index.html preloads with it (what a browser fetches before the first screen). Every tab's
// screens are lazy chunks (admin/src/resources/<name>/index.ts) and are listed apart.
// Run after `vite build --mode admin`; reads DIST_DIR (default dist/) like the server.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve(process.env.DIST_DIR ?? 'dist', 'admin');
const html = await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => {
  console.error(`No ${dir}/index.html: build it first with \`npx vite build --mode admin\`.`);
  process.exit(1);
});
const initial = [...html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gz = async (file) => gzipSync(await readFile(path.join(dir, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let total = 0;
for (const file of initial) total += await gz(file);
const all = (await readdir(path.join(dir, 'assets'))).filter((f) => f.endsWith('.js'));
let lazy = 0;
for (const file of all) if (!initial.includes(`assets/${file}`)) lazy += await gz(`assets/${file}`);
console.log(
  `admin console: initial JS ${kb(total)} gzipped in ${initial.length} files; ` +
    `${all.length - initial.length} lazy chunks, ${kb(lazy)} gzipped, loaded per tab`,
);
