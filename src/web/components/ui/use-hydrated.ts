import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while the browser hydrates it, true once the page is running:
 * components render their no-script form first and enhance it after. Components mounted after that
 * (on a page reached by a link) start enhanced. (Epic Stack `useHydrated`.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
