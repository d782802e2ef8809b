import { useSyncExternalStore } from 'react';

let hydrated = false;
const listeners = new Set<() => void>();

/**
 * Says the browser has taken the page over. The root layout calls it from an effect, which runs
 * once the whole page has hydrated; component tests call it for the page they render.
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * False in the server render and while the browser hydrates it, true once the page is running:
 * components render their no-script form first and enhance it after. Components mounted after that
 * (on a page reached by a link) start enhanced. (Epic Stack `useHydrated`.) The browser's flag is
 * set by `markHydrated` rather than known from the server snapshot alone: Preact, the browser's
 * renderer, does not use that snapshot while it hydrates (docs/decisions/025-preact-in-the-browser.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
