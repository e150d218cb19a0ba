import { useContext, useEffect, useState } from 'react';
import { ApiError, getJson } from '../api-client';
import { PublicJsonSeedContext } from './public-json-seed';

export type PublicJson<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

/**
 * GET a public resource without react-query: public pages stay off the query client's chunk
 * (see AuthRoot). A new path starts loading again; an answer for an old path is dropped. A path
 * the server seeded (public-json-seed.ts) starts ready.
 */
export function usePublicJson<T>(path: string): PublicJson<T> {
  const seed = useContext(PublicJsonSeedContext);
  // A seeded answer (the server read it for the prerendered page) is shown at once, unfetched.
  const [state, setState] = useState<{ path: string; result: PublicJson<T> }>(() => ({
    path,
    result: path in seed ? { status: 'ready', data: seed[path] as T } : { status: 'loading' },
  }));
  useEffect(() => {
    if (state.path === path && state.result.status !== 'loading') return;
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
    // Only a change of path starts a fetch; the state it sets must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  return state.path === path ? state.result : { status: 'loading' };
}
