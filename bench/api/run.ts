// API under load (security & reliability issue). Starts the real app on embedded PGlite and, when
// a PostgreSQL server answers, on a throw-away database there; seeds one user with a collection of
// 100 beers; loads GET /api/user and GET /api/collection with autocannon beside a bare Koa + JWT
// endpoint; prints req/s, p50, p99, errors and non-2xx per target and which targets are met.
//   BENCH_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres:
//   the server the throw-away database is made on, and dropped from, at the end).
import { openDatabase } from '@api/db/client';
import { createTokenSigner } from '@api/lib/tokens';
import { startApp, throwAwayPostgres, type RunningApp } from './app-under-test';
import { startBaseline } from './baseline';
import { measure, type LoadOptions, type LoadResult } from './load';
import { printReport } from './report';

const options: LoadOptions = {
  seconds: Number(process.env.BENCH_SECONDS ?? 20),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'api-benchmark-secret-0123456789abcdef';
const tokens = createTokenSigner(SECRET);
const ENDPOINTS = ['/api/user', '/api/collection'];

/** A short untimed run first, so JIT warm-up and connection set-up are not in the figures. */
async function load(target: string, app: RunningApp, path: string): Promise<LoadResult> {
  const res = await fetch(app.url + path, { headers: { authorization: app.authorization } });
  if (!res.ok) throw new Error(`${target} answered ${res.status} before the run`);
  await res.arrayBuffer();
  const warmUp = { ...options, seconds: Math.min(3, Math.max(1, options.seconds / 5)) };
  await measure(target, app.url + path, app.authorization, warmUp);
  const result = await measure(target, app.url + path, app.authorization, options);
  console.log(`  ${target}: ${Math.round(result.rps)} req/s`);
  return result;
}

async function loadApp(label: string, app: RunningApp): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  try {
    for (const path of ENDPOINTS) results.push(await load(`${label} GET ${path}`, app, path));
  } finally {
    await app.close();
  }
  return results;
}

console.log(
  `${options.connections} connections × ${options.seconds} s per target (after a short warm-up)`,
);
const results: LoadResult[] = [];
const baseline = await startBaseline(SECRET, '00000000-0000-0000-0000-000000000000');
try {
  results.push(await load('baseline Koa + JWT', baseline, '/'));
} finally {
  await baseline.close();
}
results.push(...(await loadApp('PGlite', await startApp(await openDatabase({}), tokens))));

const server = await throwAwayPostgres(SERVER_URL);
if (server) {
  try {
    const database = await openDatabase({ url: server.url });
    results.push(...(await loadApp('PostgreSQL', await startApp(database, tokens))));
  } finally {
    await server.drop();
  }
} else {
  console.log(`No PostgreSQL server at ${SERVER_URL.replace(/\/\/[^@]*@/, '//')}: PGlite only.`);
}

const met = printReport(results);
process.exit(met ? 0 : 1);
