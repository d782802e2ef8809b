import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { PlatformEvent } from '#server/events.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { britishGp2025Race, type OpenF1Server, startOpenF1Server } from './fixtures/openf1-server.ts';
import { livePage } from './live.server.ts';
import { liveHub } from './live-hub.ts';
import { pollLiveTiming } from './live-poll.ts';

// The 2025 British Grand Prix, half an hour into the race, with the recorded session replayed by a
// local OpenF1-format server: what one poller stores, what it tells the other instances, and what a
// viewer's stream and the page then show.

const pollMs = 1000;
let source: OpenF1Server;
let database: Database;
beforeAll(async () => {
  source = await startOpenF1Server(britishGp2025Race(), { replayAt: '2025-07-06T14:30:00Z' });
  database = await openTestDatabase();
});
afterAll(async () => {
  await source.close();
  await database.close();
});

const app = (now: string, { configured = true } = {}) =>
  createTestApp(database, {
    now,
    env: {
      LIVE_TIMING_POLL_MS: String(pollMs),
      ...(configured
        ? { LIVE_TIMING_SOURCE: 'openf1', LIVE_TIMING_URL: source.url }
        : { LIVE_TIMING_SOURCE: 'off' }),
    },
  });

/** Waits until another poll is due: the poller skips one that comes within an interval of the last. */
const nextInterval = () => new Promise((resolve) => setTimeout(resolve, pollMs + 20));

/** Reads server-sent events from a response until `count` `timing` events have arrived. */
async function readTimingEvents(response: Response, count: number, onEach?: (n: number) => Promise<void>) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: unknown[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (/^event: timing$/m.test(block)) {
        events.push(JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'));
        await onEach?.(events.length);
      }
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

type Timing = { version: number; cars: { code: string; position: number | null }[] } | null;
const leaders = (timing: Timing) => timing?.cars.slice(0, 3).map((car) => car.code);

describe('the live-timing poller', () => {
  it('stays away from the source outside a session', async () => {
    const { services } = app('2025-07-03T12:00:00Z');
    const before = source.requests().length;
    const outcome = await pollLiveTiming(services);
    expect(outcome.status).toBe('idle');
    expect(source.requests().length).toBe(before);
    // It looks again well before the next session (Friday's practice), not every interval.
    expect(outcome.nextInMs).toBeGreaterThan(pollMs);
  });

  it('finds the session, stores the running order and tells every instance', async () => {
    const { services } = app('2025-07-06T14:30:00Z');
    const events: PlatformEvent[] = [];
    services.events.subscribe('all', (event) => events.push(event));

    const outcome = await pollLiveTiming(services);
    expect(outcome.status).toBe('polled');
    expect(events).toEqual([{ type: 'live.changed', session: '2025-12-race', version: 1 }]);
    const page = await livePage(raceReader(services, shieldOff));
    expect(page.phase).toBe('during');
    if (page.phase !== 'during') return;
    expect(leaders(page.timing)).toEqual(['PIA', 'NOR', 'HUL']);
    expect(page.timing?.raceControl[0]?.message).toMatch(/PENALTY FOR CAR 81/);
    expect(page.timing?.cars[0]).toMatchObject({ compound: 'SOFT', pitStops: 1 });
    // Each timing endpoint asked once, for this session.
    const asked = source.requests().filter((request) => request.endpoint !== 'sessions');
    expect(asked.map((request) => request.endpoint).sort()).toEqual([
      'drivers',
      'intervals',
      'laps',
      'pit',
      'position',
      'race_control',
      'stints',
    ]);
    expect(asked.every((request) => request.query.includes('session_key=9947'))).toBe(true);
  });

  it('polls once per interval, asks only for what is new, and the stream pushes the change', async () => {
    const { app: server, services } = app('2025-07-06T14:30:00Z');
    await nextInterval();
    await pollLiveTiming(services);
    const before = source.requests().length;
    // Another instance (or this one) polled a moment ago: this one waits for the next interval.
    expect((await pollLiveTiming(services)).status).toBe('skipped');
    expect(source.requests().length).toBe(before);

    const response = await server.request('/api/live/stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = (await readTimingEvents(response, 2, async (n) => {
      if (n !== 1) return;
      // Piastri serves his penalty: Norris leads.
      source.replayTo('2025-07-06T14:50:00Z');
      await nextInterval();
      expect((await pollLiveTiming(services)).status).toBe('polled');
    })) as Timing[];
    expect(leaders(events[0]!)).toEqual(['PIA', 'NOR', 'HUL']);
    expect(leaders(events[1]!)).toEqual(['NOR', 'PIA', 'HUL']);
    expect(events[1]!.version).toBeGreaterThan(events[0]!.version);

    const position = source
      .requests()
      .filter((request) => request.endpoint === 'position')
      .at(-1);
    expect(decodeURIComponent(position?.query ?? '')).toMatch(/date>2025-07-06T14:2/);
  });

  it('forgets a viewer that goes away', async () => {
    const { app: server, services } = app('2025-07-06T14:30:00Z');
    const responses = await Promise.all([1, 2, 3].map(() => server.request('/api/live/stream')));
    const readers = responses.map((response) => response.body!.getReader());
    await Promise.all(readers.map((reader) => reader.read()));
    expect(liveHub(services).clients.size).toBe(3);
    await Promise.all(readers.map((reader) => reader.cancel()));
    await expect.poll(() => liveHub(services).clients.size).toBe(0);
  });

  it('keeps the last state when the source fails, and says when it last answered', async () => {
    const { services } = app('2025-07-06T14:30:00Z');
    const before = await livePage(raceReader(services, shieldOff));
    source.failWith(500);
    try {
      await nextInterval();
      expect((await pollLiveTiming(services)).status).toBe('failed');
      const after = await livePage(raceReader(services, shieldOff));
      if (after.phase !== 'during' || before.phase !== 'during') throw new Error('not during the race');
      expect(leaders(after.timing)).toEqual(['NOR', 'PIA', 'HUL']);
      expect(after.timing?.updatedAt).toBe(before.timing?.updatedAt);
    } finally {
      source.failWith(undefined);
    }
  });

  it('after the race shows its classification from the race data, with no source configured', async () => {
    const { services } = app('2025-07-06T16:30:00Z', { configured: false });
    const page = await livePage(raceReader(services, shieldOff));
    expect(page.phase).toBe('after');
    if (page.phase !== 'after') return;
    expect(page.timing).toBeNull();
    expect(page.classification?.rows[0]?.driverName).toBe('Lando Norris');
  });
});
