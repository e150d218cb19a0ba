import { fetchUtils, HttpError } from 'react-admin';
import { ErrorBodySchema } from '@common/errors';

/**
 * fetchJson with the session cookie, turning our `{ code, message, errors? }` bodies into an
 * HttpError whose message is the server's and whose body.errors react-admin forms can show.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const parsed = ErrorBodySchema.safeParse(error.body);
    if (!parsed.success) throw error;
    const { code, message, errors } = parsed.data;
    // react-admin expects one message per field; ours are lists.
    const fieldErrors = errors
      ? Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list.join(' ')]))
      : undefined;
    throw new HttpError(message, error.status, { code, message, errors: fieldErrors });
  }
}
