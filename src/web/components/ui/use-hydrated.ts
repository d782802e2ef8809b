import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while the browser hydrates it, true once React runs in the page:
 * components render their no-script form first and enhance it after. (Epic Stack `useHydrated`.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
