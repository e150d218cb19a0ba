import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../hooks/auth-context';
import { hereAsReturnState } from '../lib/return-to';
import { Spinner } from './ui/Spinner';

/**
 * Signed-in-only routes: guests go to /auth, remembering where they were headed. Someone who
 * signs out (or deletes the account) here is not sent back to this page on the next sign-in:
 * the router's location lags a render behind the cleared user, so this redirect wins the race.
 */
export function RequireAuth() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);
  if (isLoading) return <Spinner fullPage />;
  if (!user) {
    return <Navigate to="/auth" replace state={wasSignedIn ? null : hereAsReturnState(location)} />;
  }
  return <Outlet />;
}
