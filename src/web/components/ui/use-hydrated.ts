import { useEffect, useState } from 'react';

/** Set by the first component whose effects run in the browser: hydration has finished. */
let hydrated = false;

/**
 * False in the server render and while the browser hydrates it, true once the page is running:
 * components render their no-script form first and enhance it after. Components mounted after that
 * (on a page reached by a link) start enhanced. A state and an effect rather than
 * `useSyncExternalStore`'s server snapshot, which Preact, the browser's renderer, does not use
 * (docs/decisions/025-preact-in-the-browser.md).
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
