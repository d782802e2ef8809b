import { type ReactElement, Suspense, useLayoutEffect } from 'react';
import { useFetchers, useNavigation, useRevalidator } from 'react-router';
import { releaseSlices, sliceWaits, turnOf } from './use-hydrated.ts';

function SliceGate({ id, children }: { id: string; children: ReactElement }): ReactElement {
  if (sliceWaits(id)) throw turnOf(id);
  return children;
}

/**
 * A part of a page that the browser hydrates in a task of its own after the rest, so that no one
 * task takes the page over at once (Preact hydrates a tree in one go; React 19 did it in slices).
 * Its child must render one element: Preact keeps that element of the server's page while the slice
 * waits, and links and forms inside it work as plain HTML meanwhile. `id` names the slice, unique on
 * the page. The server render and React in `npm run dev` render the child as it is
 * (docs/decisions/026-hydration-slices-and-links.md).
 */
export function HydrationSlice({ id, children }: { id: string; children: ReactElement }): ReactElement {
  if (!__PREACT_IN_BROWSER__) return children;
  return (
    <Suspense fallback={null}>
      <SliceGate id={id}>{children}</SliceGate>
    </Suspense>
  );
}

/**
 * Hydrates the slices still waiting as soon as new route data is on its way (a link, a form, the
 * season picker, the back button, a fetcher's post and the reload after it), while the page they
 * belong to is still the one shown: they are done before the data arrives. Rendered once, by the
 * root layout.
 */
export function SlicesBeforeNavigation(): null {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== 'idle' ||
    revalidator.state !== 'idle' ||
    fetchers.some((fetcher) => fetcher.state !== 'idle');
  useLayoutEffect(() => {
    if (busy) releaseSlices();
  }, [busy]);
  return null;
}
