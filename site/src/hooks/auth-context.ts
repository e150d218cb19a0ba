import type { UseMutationResult } from '@tanstack/react-query';
import { createContext, use, useContext } from 'react';
import type { LoginInput } from '@common/schemas/auth';
import type { User } from '@common/schemas/user';

/** Exactly what POST /api/register accepts (its schema is strict: no confirmPassword). */
export type RegisterPayload = {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  ageConfirmed: true;
};

export type AuthContextValue = {
  user: User | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, RegisterPayload>;
  logoutMutation: UseMutationResult<void, Error, void>;
  /** Re-reads the user, e.g. after a scan or a payment changed the usage or the plan. */
  refreshUser: () => Promise<void>;
};

/**
 * Kept apart from use-auth.tsx (which needs @tanstack/react-query) so the first paint of a public
 * page does not download react-query: see components/AuthRoot.tsx.
 */
export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * False while the auth state is the guest placeholder a prerendered page was drawn with (the
 * server's, and the browser's while it hydrates that markup): its sign-in actions do nothing yet.
 */
const AuthReadyContext = createContext(true);
export const AuthReadyProvider = AuthReadyContext.Provider;

/** Whether sign-in, sign-up and sign-out work yet: a form stays disabled until then. */
export const useAuthReady = () => useContext(AuthReadyContext);

/** Set by AuthRoot while the auth runtime is still loading: resolves once `useAuth` has a value. */
export const AuthPendingContext = createContext<Promise<void> | null>(null);

/** The signed-in user and the auth actions. Suspends (nearest Suspense shows a spinner) until ready. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  const pending = useContext(AuthPendingContext);
  if (context) return context;
  if (!pending) throw new Error('useAuth must be used inside <AuthProvider>');
  use(pending);
  throw new Error('The auth runtime loaded without providing a user state');
}

/** For public pages: the user if known, never suspends (null while still loading). */
export function useSessionUser(): { user: User | null; isLoading: boolean } {
  const context = useContext(AuthContext);
  return { user: context?.user ?? null, isLoading: !context || context.isLoading };
}
