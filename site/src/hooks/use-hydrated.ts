import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the browser is still hydrating it, true once this component
 * runs in the browser. A prerendered form stays disabled until then: submitted before its handler
 * exists, the browser would send it natively (a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
