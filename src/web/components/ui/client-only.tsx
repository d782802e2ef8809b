import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * What `children` returns, once the page runs script; nothing in the server render and while the
 * page hydrates (remix-utils' `ClientOnly`). For controls that do nothing without script. Only this
 * component renders again when the page has hydrated, so the server's markup around it stays as it
 * is, a part still loading its code included.
 */
export function ClientOnly({ children }: { children: () => ReactNode }) {
  return useHydrated() ? children() : null;
}
