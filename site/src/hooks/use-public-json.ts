import { useEffect, useState } from 'react';
import { ApiError, getJson } from '../api-client';

export type PublicJson<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

/**
 * GET a public resource without react-query: public pages stay off the query client's chunk
 * (see AuthRoot). A new path starts loading again; an answer for an old path is dropped.
 */
export function usePublicJson<T>(path: string): PublicJson<T> {
  const [state, setState] = useState<{ path: string; result: PublicJson<T> }>({
    path,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    getJson<T>(path).then(
      (data) => live && setState({ path, result: { status: 'ready', data } }),
      (error: unknown) =>
        live &&
        setState({
          path,
          result: {
            status: 'error',
            error:
              error instanceof ApiError ? error : new ApiError(0, 'network_error', String(error)),
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return state.path === path ? state.result : { status: 'loading' };
}
