import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { LoginInput } from '@common/schemas/auth';
import type { Session, User } from '@common/schemas/user';
import { getJson, postJson } from '../api-client';
import { displayName } from '../lib/user-display';
import { AuthContext, type AuthContextValue, type RegisterPayload } from './auth-context';
import { toast } from './use-toast';

// The context and useAuth live in auth-context.ts (no react-query there, see AuthRoot).
export { useAuth, type AuthContextValue, type RegisterPayload } from './auth-context';

export const USER_QUERY_KEY = ['user'] as const;

// Register also returns a `token` for non-browser clients; the site relies on the cookie.
function withoutToken(body: User & { token?: unknown }): User {
  const { token: _token, ...user } = body;
  return user;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useQuery({
    queryKey: USER_QUERY_KEY,
    // Not GET /api/user: its 401 for a guest is a console error on every public page.
    queryFn: async () => (await getJson<Session>('/api/session')).user,
  });

  const signedIn = useCallback(
    (user: User) => {
      // A different person may have signed in: drop everything cached for the previous one.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    [queryClient],
  );

  const loginMutation = useMutation({
    mutationFn: async (input: LoginInput) =>
      withoutToken(await postJson<User>('/api/login', input)),
    onSuccess: (user) => {
      signedIn(user);
      toast({ title: 'Login successful', description: `Welcome back, ${displayName(user)}` });
    },
    onError: (err) =>
      toast({ title: 'Login failed', description: err.message, variant: 'destructive' }),
  });

  const registerMutation = useMutation({
    mutationFn: async (input: RegisterPayload) =>
      withoutToken(await postJson<User>('/api/register', input)),
    onSuccess: (user) => {
      signedIn(user);
      toast({
        title: 'Registration successful',
        description: `Welcome to BeerScout, ${displayName(user)}`,
      });
    },
    onError: (err) =>
      toast({ title: 'Registration failed', description: err.message, variant: 'destructive' }),
  });

  const logoutMutation = useMutation({
    mutationFn: () => postJson<void>('/api/logout'),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (err) =>
      toast({ title: 'Logout failed', description: err.message, variant: 'destructive' }),
  });

  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: userQuery.data ?? null,
      isLoading: userQuery.isLoading,
      error: userQuery.error,
      loginMutation,
      registerMutation,
      logoutMutation,
      refreshUser,
    }),
    [
      userQuery.data,
      userQuery.isLoading,
      userQuery.error,
      loginMutation,
      registerMutation,
      logoutMutation,
      refreshUser,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
