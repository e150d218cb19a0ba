// How long one batch of 1,000 coupons takes to make (codes from crypto, one transaction).
// `npm run bench:coupons` on PGlite; with DATABASE_URL on that PostgreSQL server
// (a scratch database: it adds coupons named "bench …").
import { openDatabase } from '@api/db/client';
import { migrateDatabase } from '@api/db/migrate';
import { createCouponBatch } from '@api/services/coupons';

const RUNS = 5;
const database = await openDatabase({ url: process.env.DATABASE_URL || undefined });
await migrateDatabase(database);
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const made = await createCouponBatch(
    database.db,
    {
      count: 1000,
      prefix: 'BENCH',
      discountType: 'yearly',
      discountValue: 0,
      maxUses: 1,
      expiresAt: null,
      batchName: `bench ${Date.now()} ${run}`,
      batchDescription: null,
    },
    null,
    new Date(),
  );
  times.push(performance.now() - started);
  if (made.length !== 1000) throw new Error(`made ${made.length}`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `${database.kind}: 1,000 coupons per batch, ${RUNS} runs: ` +
    `median ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
);
await database.close();
