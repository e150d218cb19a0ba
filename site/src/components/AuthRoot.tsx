import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  AuthContext,
  AuthPendingContext,
  AuthReadyProvider,
  type AuthContextValue,
} from '../hooks/auth-context';

type Runtime = typeof import('../auth-runtime');
let runtime: Promise<Runtime> | undefined;
const loadRuntime = () => (runtime ??= import('../auth-runtime'));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Auth and react-query without putting react-query (~11 KB gzipped) on the first paint of a public
 * page. The runtime chunk (query client + AuthProvider) loads right after the first render;
 * until then `useAuth()` suspends (its page shows the Suspense spinner, as a lazy page would) and
 * `useSessionUser()` answers "no user yet". Every page that uses react-query sits under a layout
 * or guard that calls useAuth, so it never renders before the query client exists.
 */
export function AuthRoot({
  children,
  queryClient,
  guestAuth,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /**
   * The fixed guest state a prerendered page is drawn with (ssr/guest-auth.ts): on the server,
   * where no runtime loads, and in the browser while it hydrates that page (only guests get one),
   * so nothing suspends on the runtime and the markup stays as it was sent, with no layout shift.
   */
  guestAuth?: AuthContextValue;
}) {
  const [mod, setMod] = useState<Runtime>();
  const [client, setClient] = useState(queryClient);
  const [auth, setAuth] = useState<AuthContextValue | null>(guestAuth ?? null);
  const [pending] = useState(deferred);
  // The first real value handed down is a settled one (guest or user), never "still asking": a
  // prerendered page keeps its markup instead of flashing a spinner.
  const publish = useCallback(
    (next: AuthContextValue | null) =>
      startTransition(() =>
        setAuth((prev) => ((prev === null || prev === guestAuth) && next?.isLoading ? prev : next)),
      ),
    [guestAuth],
  );

  useEffect(() => {
    let live = true;
    loadRuntime().then(
      (m) => {
        if (!live) return;
        // Transitions, here and in `publish`: a prerendered page may still be hydrating, and an
        // urgent context update would make React drop its server markup for a spinner (a layout
        // shift); in a transition React finishes hydrating it first.
        startTransition(() => {
          setClient((c) => c ?? m.createQueryClient());
          setMod(m);
        });
      },
      (err: unknown) => console.error('Could not load the sign-in runtime', err),
    );
    return () => {
      live = false;
    };
  }, []);

  // What QueryClientProvider does; we provide the context ourselves so the tree never remounts.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);

  // Resolved only after a render that provides `auth`, so a suspended useAuth retries into it.
  useEffect(() => {
    if (auth) pending.resolve();
  }, [auth, pending]);

  const Bridge = mod?.AuthBridge;
  return (
    <QueryClientContext.Provider value={client}>
      {Bridge && client && <Bridge onChange={publish} />}
      <AuthPendingContext.Provider value={pending.promise}>
        <AuthReadyProvider value={auth !== null && auth !== guestAuth}>
          <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
        </AuthReadyProvider>
      </AuthPendingContext.Provider>
    </QueryClientContext.Provider>
  );
}
