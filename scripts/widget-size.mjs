// Prints the widget's gzipped size and fails over the budget (decisions.md: under 15 KB).
// Run after `vite build --mode widget`; reads DIST_DIR (default dist/) like the server.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 15 * 1024;
const file = path.resolve(process.env.DIST_DIR ?? 'dist', 'widget', 'widget.js');
const body = await readFile(file).catch(() => {
  console.error(`No ${file}: build it first with \`npx vite build --mode widget\`.`);
  process.exit(1);
});
const gzipped = gzipSync(body, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const line = `widget.js: ${kb(body.length)} minified, ${kb(gzipped)} gzipped (${gzipped} bytes; budget ${kb(BUDGET)})`;
if (gzipped > BUDGET) {
  console.error(`${line}: over budget by ${gzipped - BUDGET} bytes.`);
  process.exit(1);
}
console.log(line);
