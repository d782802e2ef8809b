import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { setMeetingCancelled } from '#server/race-data/writes/write-meeting.ts';
import { writeSessionTime } from '#server/race-data/writes/write-session-time.ts';
import { readCalendar } from '#server/testing/read-calendar.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import {
  feedAddresses,
  loadPersonalFeed,
  removePersonalFeed,
  savePersonalFeed,
} from './personal-feed.server.ts';

/**
 * The personal calendar feed over HTTP, read back with ical.js (the other parser): the fan's
 * sessions, alarms at their offset, SEQUENCE and LAST-MODIFIED moving on when an admin moves a
 * session or calls a meeting off, and a reset or removed address answering 404.
 */

let database: Database;
const fan = 'calendar-fan';
const admin = 'calendar-admin';
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values([
    { id: fan, name: 'Calendar Fan', email: 'calendar-fan@example.com' },
    { id: admin, name: 'Calendar Admin', email: 'calendar-admin@example.com', role: 'admin' },
  ]);
});
afterAll(() => database?.close());

const at = (now: string) => createTestApp(database, { now, env: { PUBLIC_URL: 'https://pitwall.example' } });

async function fetchFeed(now: string, token: string) {
  const response = await at(now).app.request(`/calendar/${token}.ics`);
  return { response, text: await response.text() };
}

describe('personal calendar feed', () => {
  it('carries the chosen sessions with an alarm at the chosen offset, each under its stable UID', async () => {
    const { services } = at('2026-03-01T12:00:00Z');
    const feed = await savePersonalFeed(services, fan, {
      sessions: ['qualifying', 'race'],
      alarmMinutes: 30,
    });
    expect(feedAddresses('https://pitwall.example', feed.token).webcal).toBe(
      `webcal://pitwall.example/calendar/${feed.token}.ics`,
    );
    const { response, text } = await fetchFeed('2026-03-01T12:00:00Z', feed.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=900');
    const events = readCalendar(text).events;
    expect(new Set(events.map((event) => event.uid.split('-').at(-1)))).toEqual(
      new Set(['qualifying@pitwall', 'race@pitwall']),
    );
    const race = events.find((event) => event.uid === '2026-1-race@pitwall');
    expect(race).toMatchObject({ sequence: 0, alarms: ['-PT30M'], lastModified: '2026-03-01T12:00:00Z' });
  });

  it('gives a session an admin moved a higher SEQUENCE and a new LAST-MODIFIED; the others keep theirs', async () => {
    const { services } = at('2026-03-02T09:00:00Z');
    const { token } = (await loadPersonalFeed(services, fan))!;
    const before = readCalendar((await fetchFeed('2026-03-02T09:00:00Z', token)).text).events;
    const qualifying = before.find((event) => event.uid === '2026-2-qualifying@pitwall')!;

    const moved = new Date(new Date(qualifying.start).getTime() + 60 * 60_000).toISOString();
    await writeSessionTime(
      services,
      { source: 'admin', userId: admin },
      { season: 2026, round: 2, kind: 'qualifying', startsAt: moved },
    );
    const after = readCalendar((await fetchFeed('2026-03-02T10:00:00Z', token)).text).events;
    const movedEvent = after.find((event) => event.uid === qualifying.uid)!;
    expect(movedEvent).toMatchObject({
      start: moved.replace('.000Z', 'Z'),
      sequence: qualifying.sequence + 1,
      lastModified: '2026-03-02T10:00:00Z',
    });
    const race = after.find((event) => event.uid === '2026-2-race@pitwall')!;
    expect(race).toMatchObject({ sequence: 0, lastModified: '2026-03-01T12:00:00Z' });
    // Read again, nothing changed: the version stays.
    const again = readCalendar((await fetchFeed('2026-03-02T11:00:00Z', token)).text).events;
    expect(again.find((event) => event.uid === qualifying.uid)).toMatchObject({
      sequence: qualifying.sequence + 1,
      lastModified: '2026-03-02T10:00:00Z',
    });
  });

  it('marks the sessions of a meeting called off CANCELLED, as a new version', async () => {
    const { services } = at('2026-03-03T09:00:00Z');
    const { token } = (await loadPersonalFeed(services, fan))!;
    await setMeetingCancelled(services, { userId: admin }, { season: 2026, round: 3, cancelled: true });
    const events = readCalendar((await fetchFeed('2026-03-03T09:00:00Z', token)).text).events;
    expect(events.find((event) => event.uid === '2026-3-race@pitwall')).toMatchObject({
      status: 'CANCELLED',
      sequence: 1,
      lastModified: '2026-03-03T09:00:00Z',
    });
    await setMeetingCancelled(services, { userId: admin }, { season: 2026, round: 3, cancelled: false });
  });

  it('changes sessions and alarm in place, and answers 404 once the address is reset or removed', async () => {
    const { services } = at('2026-03-04T09:00:00Z');
    const first = (await loadPersonalFeed(services, fan))!;
    const changed = await savePersonalFeed(services, fan, { sessions: ['race'], alarmMinutes: null });
    expect(changed.token).toBe(first.token);
    const events = readCalendar((await fetchFeed('2026-03-04T09:00:00Z', first.token)).text).events;
    expect(events.every((event) => event.uid.endsWith('-race@pitwall') && event.alarms.length === 0)).toBe(
      true,
    );

    const reset = await savePersonalFeed(
      services,
      fan,
      { sessions: ['race'], alarmMinutes: 15 },
      { newAddress: true },
    );
    expect(reset.token).not.toBe(first.token);
    expect((await fetchFeed('2026-03-04T09:00:00Z', first.token)).response.status).toBe(404);
    expect((await fetchFeed('2026-03-04T09:00:00Z', reset.token)).response.status).toBe(200);

    await removePersonalFeed(services, fan);
    const gone = await fetchFeed('2026-03-04T09:00:00Z', reset.token);
    expect(gone.response.status).toBe(404);
    expect(JSON.parse(gone.text)).toMatchObject({ error: { code: 'not_found' } });
    expect((await fetchFeed('2026-03-04T09:00:00Z', 'not-a-token')).response.status).toBe(404);
  });

  it('sends a repeat with the same ETag, a 304 to a client that has it, and a new one once a session moves or the settings change', async () => {
    const { app, services } = at('2026-03-06T09:00:00Z');
    const { token } = await savePersonalFeed(services, fan, {
      sessions: ['qualifying', 'race'],
      alarmMinutes: 30,
    });
    const ask = (headers: Record<string, string> = {}) => app.request(`/calendar/${token}.ics`, { headers });
    const first = await ask();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await first.text();
    const repeat = await ask();
    expect(repeat.headers.get('etag')).toBe(etag);
    expect(await repeat.text()).toBe(body);
    const unchanged = await ask({ 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe('private, max-age=900');
    expect(await unchanged.text()).toBe('');

    const race = readCalendar(body).events.find((event) => event.uid === '2026-4-race@pitwall')!;
    const moved = new Date(new Date(race.start).getTime() + 30 * 60_000).toISOString();
    await writeSessionTime(
      services,
      { source: 'admin', userId: admin },
      { season: 2026, round: 4, kind: 'race', startsAt: moved },
    );
    const afterMove = await ask({ 'if-none-match': etag });
    expect(afterMove.status).toBe(200);
    const movedEtag = afterMove.headers.get('etag');
    expect(movedEtag).not.toBe(etag);
    expect(readCalendar(await afterMove.text()).events.find((event) => event.uid === race.uid)).toMatchObject(
      {
        start: moved.replace('.000Z', 'Z'),
      },
    );

    await savePersonalFeed(services, fan, { sessions: ['race'], alarmMinutes: 30 });
    const afterSettings = await ask({ 'if-none-match': movedEtag ?? '' });
    expect(afterSettings.status).toBe(200);
    const events = readCalendar(await afterSettings.text()).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.uid.endsWith('-race@pitwall'))).toBe(true);
  });

  it('answers a token asked past CALENDAR_FEED_RATE_LIMIT with 429 and Retry-After; other feeds still answer', async () => {
    const app = createTestApp(database, {
      now: '2026-03-07T09:00:00Z',
      env: { PUBLIC_URL: 'https://pitwall.example', CALENDAR_FEED_RATE_LIMIT: '3/3600' },
    });
    await database.db.insert(users).values([
      { id: 'busy-fan', name: 'Busy Fan', email: 'busy-fan@example.com' },
      { id: 'calm-fan', name: 'Calm Fan', email: 'calm-fan@example.com' },
    ]);
    const busy = await savePersonalFeed(app.services, 'busy-fan', { sessions: ['race'], alarmMinutes: null });
    const other = await savePersonalFeed(app.services, 'calm-fan', {
      sessions: ['race'],
      alarmMinutes: null,
    });
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await app.app.request(`/calendar/${busy.token}.ics`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await app.app.request(`/calendar/${busy.token}.ics`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()) as unknown).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await app.app.request(`/calendar/${other.token}.ics`)).status).toBe(200);
  });

  it.each([
    [{ sessions: ['warm-up'], alarmMinutes: 10 }, 'sessions'],
    [{ sessions: ['race'], alarmMinutes: -5 }, 'alarmMinutes'],
    [{ sessions: ['race'], alarmMinutes: 10_081 }, 'alarmMinutes'],
    [{ sessions: [], alarmMinutes: 10 }, 'sessions'],
  ])('refuses %j with a 400 naming %s, keeping what was stored', async (input, field) => {
    const { services } = at('2026-03-05T09:00:00Z');
    const stored = await savePersonalFeed(services, fan, { sessions: ['race'], alarmMinutes: 30 });
    await expect(savePersonalFeed(services, fan, input)).rejects.toMatchObject({ status: 400, field });
    expect(await loadPersonalFeed(services, fan)).toEqual(stored);
  });
});
