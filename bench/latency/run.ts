// Does scanning stall the server, and how many scans does it get through? Starts the real app
// (embedded PostgreSQL in a temporary folder, starter catalogue, the real recogniser with its
// pool of OCR worker threads), keeps 4 scans of 12 MP photos running at once, and meanwhile asks
// GET /api/user every 25 ms. Prints p50/p99/max of those answers, the scans' p50/p90 and their throughput.
// Targets: p99 of GET /api/user ≤ 50 ms during 4 concurrent scans (issue: beer recognition);
// scans arriving together do not queue behind one OCR worker (issue 13: OCR_WORKERS=1 compares).
// Usage: npm run bench:latency [seconds]   (OCR_WORKERS=n overrides the pool size; DATABASE_URL
// runs it against a PostgreSQL server, an empty throw-away database: its memory is then not in
// the process's RSS, as in a deployment with one)
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@api/app';
import { loadConfig } from '@api/config';
import { mailSettings } from '@api/mail/send-mail';
import { openDatabase } from '@api/db/client';
import { migrateDatabase } from '@api/db/migrate';
import { once } from '@api/lib/once';
import { createTokenSigner } from '@api/lib/tokens';
import { createOcrEngine, defaultOcrWorkers } from '@api/recognition/ocr';
import { createRecognizer } from '@api/recognition/recognizer';
import { createSession, registerUser } from '@api/services/accounts';
import { loadStarterCatalogueIfEmpty } from '@api/services/starter-catalogue';
import { shelfPhoto } from '@api/testing/photos';

const SECONDS = Number(process.argv[2] ?? 20);
const CONCURRENT_SCANS = 4;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

// Embedded PostgreSQL in a folder of its own, as `npm start` keeps it in DATA_DIR: its memory
// then is the server's (in memory, as tests run it, PGlite holds its files in the process too).
const dataDir = process.env.DATABASE_URL
  ? undefined
  : await mkdtemp(path.join(os.tmpdir(), 'beerscout-latency-'));
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
await migrateDatabase(database);
await loadStarterCatalogueIfEmpty(database.db);
const workers = Number(process.env.OCR_WORKERS ?? defaultOcrWorkers());
const recognizer = once(async () =>
  createRecognizer(database.db, { ocr: await createOcrEngine({ workers }) }),
);
await recognizer(); // models load once, before measuring
const tokens = createTokenSigner('latency-benchmark-secret-0123456789abcdef');
const config = {
  ...loadConfig({ NODE_ENV: 'production' }),
  authRateLimit: { max: 1e9, windowMs: 1000 },
};
const server = createApp({ config, database, tokens, recognizer, now: () => new Date() }).listen(
  0,
  '127.0.0.1',
);
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// A premium user with room for every scan of the run.
const user = await registerUser(
  database.db,
  {
    username: 'bench',
    email: 'bench@example.com',
    password: 'benchmark',
    firstName: '',
    lastName: '',
    ageConfirmed: true,
  },
  mailSettings(config),
);
const { users } = await import('@api/db/schema');
const { eq } = await import('drizzle-orm');
await database.db
  .update(users)
  .set({ isPremium: true, premiumSource: 'coupon' })
  .where(eq(users.id, user.id));
const auth = {
  authorization: `Bearer ${tokens.sign(user.id, await createSession(database.db, user.id, new Date()))}`,
};

const photo = await shelfPhoto(
  [
    { brewery: 'Sierra Nevada', name: 'Pale Ale' },
    { brewery: 'Guinness', name: 'Draught' },
    { brewery: 'BrewDog', name: 'Punk IPA' },
    { brewery: 'Duvel Moortgat', name: 'Duvel' },
  ],
  { width: 4000, height: 3000 },
);

const userTimes: number[] = [];
const scanTimes: number[] = [];
let peakRss = 0;
const deadline = Date.now() + SECONDS * 1000;

async function scanLoop() {
  while (Date.now() < deadline) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'shelf.jpg');
    const started = performance.now();
    const res = await fetch(`${url}/api/analyze`, { method: 'POST', body: form, headers: auth });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`scan answered ${res.status}`);
    scanTimes.push(performance.now() - started);
  }
}

async function userLoop() {
  while (Date.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${url}/api/user`, { headers: auth });
    await res.arrayBuffer();
    userTimes.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    await new Promise((r) => setTimeout(r, 25));
  }
}

await Promise.all([userLoop(), ...Array.from({ length: CONCURRENT_SCANS }, scanLoop)]);
const ms = (v: number) => `${v.toFixed(1)} ms`;
const [load1] = os.loadavg();
console.log(
  `${SECONDS} s, ${CONCURRENT_SCANS} concurrent scans of a 12 MP photo, ${workers} OCR worker(s), ${os.cpus().length} cores, load average ${load1!.toFixed(1)} at the end`,
);
console.log(
  `scans: ${scanTimes.length} done, ${((scanTimes.length / SECONDS) * 60).toFixed(1)} per minute`,
);
console.log(
  `GET /api/user: ${userTimes.length} requests  p50 ${ms(pct(userTimes, 50))}  p99 ${ms(pct(userTimes, 99))}  max ${ms(Math.max(...userTimes))}`,
);
console.log(`POST /api/analyze: p50 ${ms(pct(scanTimes, 50))}  p90 ${ms(pct(scanTimes, 90))}`);
console.log(`peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`);
const ok = pct(userTimes, 99) <= 50;
console.log(ok ? 'PASS: p99 ≤ 50 ms' : 'FAIL: p99 over 50 ms');
server.closeAllConnections();
server.close();
await (await recognizer()).close();
await database.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
