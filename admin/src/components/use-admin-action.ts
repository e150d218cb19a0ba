import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../http';

/**
 * POSTs to an /api/admin action (grant premium, rotate a key…), then refreshes the screen and
 * says what happened; a failure shows the server's message.
 */
export function useAdminAction<Body = unknown, Result = unknown>(
  path: string,
  options: { success: string; failure?: string; onSuccess?: (result: Result) => void },
) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body?: Body) => {
      const { json } = await httpClient(`/api/admin${path}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return json as Result;
    },
    onSuccess: (result) => {
      notify(options.success, { type: 'success' });
      options.onSuccess?.(result);
      refresh();
    },
    onError: (error: Error) =>
      notify(options.failure ? `${options.failure}: ${error.message}` : error.message, {
        type: 'error',
      }),
  });
}
