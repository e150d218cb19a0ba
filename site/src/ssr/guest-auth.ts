import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthContextValue } from '../hooks/auth-context';

/** An idle mutation: what a form shows before anyone submits it. The server never submits. */
function idleMutation<T, V>(): UseMutationResult<T, Error, V> {
  const never = () => {
    throw new Error('The prerender cannot sign anyone in.');
  };
  return {
    data: undefined,
    error: null,
    variables: undefined,
    isError: false,
    isIdle: true,
    isPending: false,
    isPaused: false,
    isSuccess: false,
    status: 'idle',
    failureCount: 0,
    failureReason: null,
    submittedAt: 0,
    context: undefined,
    mutate: never,
    mutateAsync: never,
    reset: () => {},
  } as UseMutationResult<T, Error, V>;
}

/**
 * The state a guest's first render in the browser settles into (AuthRoot hands down only a
 * settled state): no user, not loading. The server prerenders pages for guests with it.
 */
export const GUEST_AUTH: AuthContextValue = {
  user: null,
  isLoading: false,
  error: null,
  loginMutation: idleMutation(),
  registerMutation: idleMutation(),
  logoutMutation: idleMutation(),
  refreshUser: async () => {},
};
