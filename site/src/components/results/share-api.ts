import type { ShareLink } from '@common/schemas/share';
import { ApiError, apiRequest, getJson, postJson } from '../../api-client';

const path = (analysisId: string) => `/api/analyses/${analysisId}/share`;

/** The scan's live public link, or null when it is not shared. */
export async function fetchShareLink(analysisId: string): Promise<ShareLink | null> {
  try {
    return await getJson<ShareLink>(path(analysisId));
  } catch (err) {
    if (err instanceof ApiError && err.code === 'share_not_found') return null;
    throw err;
  }
}

/** Makes the public link, or updates whether the existing one shows the photo. */
export const saveShareLink = (analysisId: string, includePhoto: boolean) =>
  postJson<ShareLink>(path(analysisId), { includePhoto });

export const revokeShareLink = (analysisId: string) => apiRequest<void>('DELETE', path(analysisId));
