import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './use-auth';

/** Signs out and lands on /auth, without remembering the page the person just left. */
export function useSignOut() {
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  const signOut = useCallback(
    () =>
      logoutMutation.mutate(undefined, { onSuccess: () => navigate('/auth', { replace: true }) }),
    [logoutMutation, navigate],
  );
  return { signOut, isPending: logoutMutation.isPending };
}
