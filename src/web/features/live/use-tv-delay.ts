import { useState } from 'react';
import { clampDelay, delayCookieValue } from './tv-delay.ts';

/**
 * The visitor's TV delay in seconds, from the page's loader (which read it from the cookie), and
 * remembered in that cookie for /live when changed.
 */
export function useTvDelay(initial: number) {
  const [delay, setDelay] = useState(initial);
  const change = (seconds: number) => {
    const next = clampDelay(seconds);
    setDelay(next);
    // biome-ignore lint/suspicious/noDocumentCookie: Firefox has no Cookie Store API; delayCookieValue builds the value
    document.cookie = delayCookieValue(next);
  };
  return [delay, change] as const;
}
