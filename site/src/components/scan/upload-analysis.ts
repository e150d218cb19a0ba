import type { ImageType } from '@common/plans';
import type { Analysis } from '@common/schemas/analysis';
import { ApiError } from '../../api-client';

/** A 429 limit_reached body carries these beside code and message. */
export type LimitDetails = { limit?: number; resetsAt?: string };

/**
 * POST /api/analyze with upload progress: fetch cannot report bytes sent, so this one call
 * uses XMLHttpRequest. Rejects with the same ApiError the rest of the site uses.
 */
export function uploadAnalysis(
  photo: Blob,
  type: ImageType,
  onProgress: (fraction: number) => void,
): Promise<Analysis> {
  const form = new FormData();
  form.append('image', photo, 'photo.jpg');
  form.append('type', type);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/analyze');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          0,
          'network_error',
          'Could not reach BeerScout. Check your connection and try again.',
        ),
      );
    xhr.onload = () => {
      let body: Record<string, unknown> | undefined;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as Analysis);
      const message =
        typeof body?.message === 'string'
          ? body.message
          : `${xhr.status}: ${xhr.responseText || xhr.statusText}`;
      const error = new ApiError(xhr.status, String(body?.code ?? `http_${xhr.status}`), message);
      Object.assign(error, { details: { limit: body?.limit, resetsAt: body?.resetsAt } });
      reject(error);
    };
    xhr.send(form);
  });
}
