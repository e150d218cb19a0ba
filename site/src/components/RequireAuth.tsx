import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../hooks/auth-context';
import { hereAsReturnState } from '../lib/return-to';
import { Spinner } from './ui/Spinner';

/** Signed-in-only routes: guests go to /auth, remembering where they were headed. */
export function RequireAuth() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner fullPage />;
  if (!user) return <Navigate to="/auth" replace state={hereAsReturnState(location)} />;
  return <Outlet />;
}
