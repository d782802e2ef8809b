import { describe, expect, it } from 'vitest';
import type { LiveTimingView } from '#shared/live-timing.ts';
import { delayFor, delayFromCookies, feedNow, type Held, heldView, maxDelaySeconds } from './tv-delay.ts';

const t0 = Date.parse('2025-07-06T14:30:00Z');
/** A state whose feed time is `second` s after t0, received `receivedAt` ms of the page's clock. */
function held(second: number, receivedAt: number, lap = 10, status = 'Started'): Held {
  return {
    receivedAt,
    view: {
      sessionKey: 1,
      sessionName: 'Race',
      version: second,
      updatedAt: '',
      cars: [],
      pitStops: [],
      raceControl: [],
      session: {
        feedAt: new Date(t0 + second * 1000).toISOString(),
        status,
        track: null,
        lap: { current: lap, total: 52 },
        clock: null,
        weather: null,
        qualifyingPart: null,
        throughToNext: null,
        kind: 'race',
      },
    } satisfies LiveTimingView,
  };
}

// The page's clock: states arrived one a second, the newest (feed t0 + 20 s) at page time 1,020 s.
const page = (second: number) => 1_000_000 + second * 1000;
const received = Array.from({ length: 21 }, (_, second) => held(second, page(second), second < 12 ? 10 : 11));

describe('the TV delay', () => {
  it('runs the feed clock on from its newest state', () => {
    expect(feedNow(received, page(20) + 500)).toBe(t0 + 20_500);
    expect(feedNow([], page(20))).toBeNull();
  });

  it('shows the newest state at least the delay behind, on the feed’s own timestamps', () => {
    expect(heldView(received, 0, page(20))?.view.version).toBe(20);
    expect(heldView(received, 5_000, page(20))?.view.version).toBe(15);
    // Time passes without events: the held-back state moves on all the same.
    expect(heldView(received, 5_000, page(23))?.view.version).toBe(18);
    // A delay longer than what the page has seen shows nothing rather than the future.
    expect(heldView(received, 30_000, page(20))).toBeNull();
  });

  it('syncs to the moment the TV shows: the last lap begun, or the start', () => {
    // The leader began lap 11 at feed t0 + 12 s; pressed when the page's feed clock reads t0 + 40 s.
    expect(delayFor(received, 'lap', page(40))).toBe(28);
    expect(delayFor(received, 'start', page(40))).toBeNull();
    const start = [held(0, page(0), 0, 'Inactive'), held(1, page(1), 1, 'Started'), held(2, page(2), 1)];
    expect(delayFor(start, 'start', page(31))).toBe(30);
  });
});

describe('the delay a request carries', () => {
  it('reads whole seconds from its cookie, within the longest delay, and 0 without one', () => {
    expect(delayFromCookies('tz=Europe%2FLondon; pitwall-tv-delay=6')).toBe(6);
    expect(delayFromCookies('pitwall-tv-delay=9000; tz=UTC')).toBe(maxDelaySeconds);
    expect(delayFromCookies('my-pitwall-tv-delay=6')).toBe(0);
    expect(delayFromCookies('pitwall-tv-delay=abc')).toBe(0);
    expect(delayFromCookies(null)).toBe(0);
  });
});
