import type { WidgetScan, WidgetSiteStatus } from '@common/schemas/widget';
import type { WidgetConfig } from './config';

/** A failure the panel shows as is; `retry` says whether "Try again" can help. */
export class WidgetError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retry = true,
  ) {
    super(message);
  }
}

export const NOT_ENABLED = 'BeerScout is not enabled for this site.';
const REFUSED = ['site_key_invalid', 'origin_not_allowed', 'site_inactive'];

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: 'omit' });
  } catch {
    throw new WidgetError(
      'Could not reach BeerScout. Check your connection and try again.',
      'offline',
    );
  }
  const body = await res.json().catch(() => ({}));
  if (res.ok) return body as T;
  const code: string = body.code ?? 'error';
  if (REFUSED.includes(code)) throw new WidgetError(NOT_ENABLED, code, false);
  throw new WidgetError(
    body.message ?? 'Something went wrong. Please try again.',
    code,
    code !== 'site_quota_exceeded',
  );
}

/** Asked when the panel opens: is the widget enabled on this page, and for which shop? */
export const checkSite = (c: WidgetConfig) =>
  call<WidgetSiteStatus>(`${c.apiOrigin}/api/widget/site?key=${encodeURIComponent(c.siteKey)}`);

export function analyze(c: WidgetConfig, photo: Blob, type: string) {
  const form = new FormData();
  form.append('image', photo, 'photo.jpg');
  form.append('type', type);
  return call<WidgetScan>(`${c.apiOrigin}/api/widget/analyze`, {
    method: 'POST',
    body: form,
    headers: { 'X-BeerScout-Key': c.siteKey },
  });
}
