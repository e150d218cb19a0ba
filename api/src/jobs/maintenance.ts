import { and, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '@api/db/client';
import { analyses } from '@api/db/schema';
import { pruneRateLimits } from '@api/middleware/rate-limit';
import { pruneScanRequests } from '@api/recognition/scan-queue';
import { clearStaleReservations, MAX_SCAN_MS } from '@api/services/usage';
import type { JobHandler } from './runner';

/**
 * decisions.md 5: a thumbnail lives 90 days. Until this job runs the API already hides it
 * (routes/analyses.ts checks thumbnail_expires_at); this removes the bytes themselves.
 */
export async function deleteExpiredThumbnails(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(analyses)
    .set({ thumbnail: null })
    .where(and(isNotNull(analyses.thumbnail), lte(analyses.thumbnailExpiresAt, now)))
    .returning({ id: analyses.id });
  return rows.length;
}

/** The recurring upkeep jobs; each is idempotent, so running one twice does no harm. */
export function maintenanceJobs(db: Db, now: () => Date): Record<string, JobHandler> {
  return {
    delete_expired_thumbnails: {
      everyMs: 60 * 60_000,
      run: async () => {
        await deleteExpiredThumbnails(db, now());
      },
    },
    // Reservations left by a server that stopped mid-scan (this one or another on the database).
    clear_stale_reservations: {
      everyMs: MAX_SCAN_MS / 2,
      run: async () => {
        await clearStaleReservations(db, now());
      },
    },
    // Rate-limit windows that ended, and queued scans whose API process stopped waiting.
    prune_expired_rows: {
      everyMs: 10 * 60_000,
      run: async () => {
        await pruneRateLimits(db);
        await pruneScanRequests(db, now(), MAX_SCAN_MS);
      },
    },
  };
}
