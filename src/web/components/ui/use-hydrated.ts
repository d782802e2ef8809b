import { useSyncExternalStore } from 'react';

/** Whether the page has been taken over: the root committed and every slice has hydrated. */
let hydrated = false;
let rootCommitted = false;
const listeners = new Set<() => void>();

/** Hydration slices waiting for a task of their own, first rendered first. */
const queue: Array<() => void> = [];
const waiting = new Map<string, Promise<void>>();
const released = new Set<string>();
let pumping = false;

function finish() {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

/**
 * Lets one slice through per task: its hydration runs in the microtask after its promise settles,
 * in this task, and the next slice waits for the next task. Once none is left and the root has
 * committed, the page counts as hydrated.
 */
function pump() {
  const next = queue.shift();
  if (next) {
    next();
    setTimeout(pump, 0);
    return;
  }
  pumping = false;
  if (rootCommitted) finish();
}

/** The promise a slice suspends on until its turn comes. */
export function turnOf(id: string): Promise<void> {
  let turn = waiting.get(id);
  if (!turn) {
    turn = new Promise<void>((resolve) => {
      queue.push(() => {
        released.add(id);
        resolve();
      });
    });
    waiting.set(id, turn);
    if (!pumping) {
      pumping = true;
      setTimeout(pump, 0);
    }
  }
  return turn;
}

/**
 * Lets every waiting slice through at once, for a navigation that is starting. A slice has to
 * hydrate with the props the server rendered it with: hydration pairs the server's elements with
 * the tree without correcting their attributes, so a slice that waited until the next page's props
 * reached it would keep the old page's classes and links.
 */
export function releaseSlices(): void {
  for (let next = queue.shift(); next; next = queue.shift()) next();
}

/** Whether a slice has to wait: only while the page's first hydration is under way. */
export function sliceWaits(id: string): boolean {
  return !hydrated && !released.has(id);
}

/**
 * Says the root has committed. The root layout calls it from an effect, which runs once the page
 * has hydrated except for its slices; the page counts as hydrated when the last slice has too.
 * Component tests call it for the page they render.
 */
export function markHydrated(): void {
  rootCommitted = true;
  if (!pumping) finish();
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
