import type { LiveTimingView } from '#shared/live-timing.ts';

/** A state as it arrived: what the page can hold back for a TV delay. */
export type Held = { view: LiveTimingView; receivedAt: number };

/** The longest delay a visitor may set: streams run up to a minute or two behind; this leaves room. */
export const maxDelaySeconds = 300;
/**
 * The cookie that remembers the delay, sent with /live only: the server then renders the page
 * already holding the timing back, so its first paint never runs ahead of the visitor's TV.
 */
export const delayCookie = 'pitwall-tv-delay';

/** A delay as whole seconds within 0 and `maxDelaySeconds`. */
export const clampDelay = (seconds: number) =>
  Number.isFinite(seconds) ? Math.min(maxDelaySeconds, Math.max(0, Math.round(seconds))) : 0;

/** The cookie the browser writes for a delay: a year (0 removes it), never sent cross-site. */
export function delayCookieValue(seconds: number): string {
  const delay = clampDelay(seconds);
  return `${delayCookie}=${delay}; Path=/live; Max-Age=${delay > 0 ? 31_536_000 : 0}; SameSite=Lax`;
}

/** The delay a request's Cookie header holds; 0 without one. */
export function delayFromCookies(header: string | null): number {
  const match = new RegExp(`(?:^|;\\s*)${delayCookie}=(\\d+)`).exec(header ?? '');
  return match ? clampDelay(Number(match[1])) : 0;
}

const feedTime = (held: Held) => {
  const at = held.view.session?.feedAt;
  return at ? Date.parse(at) : Number.NaN;
};

/** The feed's clock now: the newest state's own time plus how long ago it arrived. */
export function feedNow(received: readonly Held[], now: number): number | null {
  const newest = received.at(-1);
  if (!newest) return null;
  const at = feedTime(newest);
  return Number.isFinite(at) ? at + (now - newest.receivedAt) : null;
}

/**
 * The newest state at least `delayMs` behind the feed's clock, on the feed's own timestamps, so the
 * page follows the visitor's broadcast; null while the page has none that old yet (it opened less
 * than the delay ago), rather than one that runs ahead of the TV.
 */
export function heldView(received: readonly Held[], delayMs: number, now: number): Held | null {
  const clock = feedNow(received, now);
  if (clock === null) return null;
  let found: Held | null = null;
  for (const held of received) {
    if (feedTime(held) <= clock - delayMs) found = held;
  }
  return found;
}

/**
 * "Sync to my TV": the delay that makes the feed's newest moment of a kind happen now on the page.
 * `lap`: the leader began the lap the feed shows (its lap count went up); `start`: the session was
 * started (lights out). Null when the page has not seen that moment.
 */
export function delayFor(received: readonly Held[], moment: 'lap' | 'start', now: number): number | null {
  const clock = feedNow(received, now);
  if (clock === null) return null;
  for (let index = received.length - 1; index > 0; index -= 1) {
    const after = received[index]?.view.session;
    const before = received[index - 1]?.view.session;
    const happened =
      moment === 'lap'
        ? (after?.lap?.current ?? 0) > (before?.lap?.current ?? 0)
        : after?.status === 'Started' && before?.status !== 'Started';
    const current = received[index];
    const at = current ? feedTime(current) : Number.NaN;
    if (happened && Number.isFinite(at))
      return Math.min(maxDelaySeconds, Math.max(0, Math.round((clock - at) / 1000)));
  }
  return null;
}
