import { startTransition, useEffect, useState } from 'react';
import { delayStorageKey, maxDelaySeconds } from './tv-delay.ts';

/** The visitor's TV delay in seconds, remembered in this browser; 0 until the page has hydrated. */
export function useTvDelay() {
  const [delay, setDelay] = useState(0);
  useEffect(() => {
    const stored = Number(localStorage.getItem(delayStorageKey) ?? 0);
    if (Number.isFinite(stored) && stored > 0) {
      startTransition(() => setDelay(Math.min(maxDelaySeconds, Math.round(stored))));
    }
  }, []);
  const change = (seconds: number) => {
    const next = Math.min(maxDelaySeconds, Math.max(0, Math.round(seconds)));
    setDelay(next);
    localStorage.setItem(delayStorageKey, String(next));
  };
  return [delay, change] as const;
}
