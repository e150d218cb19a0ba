import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../hooks/auth-context';
import { returnPath } from '../lib/return-to';
import { Spinner } from './ui/Spinner';

/**
 * /auth for guests only. It is also what moves a person on after signing in: the user appears
 * in the cache and this sends them to the remembered page (or /app).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner fullPage />;
  if (user) return <Navigate to={returnPath(location)} replace />;
  return children;
}
