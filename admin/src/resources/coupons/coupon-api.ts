import type { Coupon, CouponBatch, CouponBatchCreate } from '@common/schemas/coupons';
import { EMPTY_BATCH_MESSAGE } from '@common/schemas/coupons';
import { ErrorBodySchema } from '@common/errors';
import { ADMIN_API } from '../../data-provider';
import { httpClient } from '../../http';

// The coupon calls that are not ra-data-simple-rest: a batch create answers a list, the batches,
// and the CSV export (a file, not JSON).

export async function createCouponBatch(input: CouponBatchCreate): Promise<Coupon[]> {
  const { json } = await httpClient(`${ADMIN_API}/coupons`, {
    method: 'POST',
    body: JSON.stringify(input),
  });
  return json as Coupon[];
}

export async function fetchCouponBatches(): Promise<CouponBatch[]> {
  const { json } = await httpClient(`${ADMIN_API}/coupons/batches`);
  return json as CouponBatch[];
}

/** The name in `Content-Disposition: attachment; filename="…"`, or a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a batch's CSV under the server's file name (batch and date). A refusal (an empty
 * batch: "No coupons found for this batch") is thrown with the server's message.
 */
export async function downloadBatchCsv(batchName: string): Promise<string> {
  const res = await fetch(`${ADMIN_API}/coupons/export?batch=${encodeURIComponent(batchName)}`, {
    credentials: 'include',
  });
  if (!res.ok) {
    const body = ErrorBodySchema.safeParse(await res.json().catch(() => undefined));
    throw new Error(
      body.success ? body.data.message : res.status === 404 ? EMPTY_BATCH_MESSAGE : res.statusText,
    );
  }
  const name = fileNameOf(res.headers.get('content-disposition'), 'coupons.csv');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
