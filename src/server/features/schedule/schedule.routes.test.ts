import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { type CalendarEvent, readCalendar } from '#server/testing/read-calendar.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function feed(path: string, now = '2025-07-03T12:00:00Z') {
  const { app } = createTestApp(database, { now, env: { PUBLIC_URL: 'https://pitwall.example' } });
  return app.request(path);
}

async function events(path: string, now?: string): Promise<CalendarEvent[]> {
  const response = await feed(path, now);
  expect(response.status).toBe(200);
  return readCalendar(await response.text()).events;
}

const byUid = (list: CalendarEvent[], uid: string) => list.find((event) => event.uid === uid);

describe('GET /api/schedule/{year}.ics', () => {
  it('answers an iCalendar file of every 2025 session', async () => {
    const response = await feed('/api/schedule/2025.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toContain('pitwall-f1-2025.ics');
    const calendar = readCalendar(await response.text());
    expect(calendar).toMatchObject({
      version: '2.0',
      prodId: '-//Pitwall//Formula 1 schedule//EN',
      name: 'Formula 1 2025 · Pitwall',
    });
    const list = calendar.events;
    // 24 rounds of five sessions each (three practices or a sprint qualifying and a sprint).
    expect(list).toHaveLength(120);
    expect(new Set(list.map((event) => event.uid)).size).toBe(120);
    for (const event of list) {
      expect(event.summary).toMatch(/ Grand Prix – /);
      expect(event.location).toBeTruthy();
      expect(event.stamp).toBe('2025-07-03T12:00:00Z');
      // Every 2025 session has a start time, so every event is a timed one in UTC.
      expect(event.allDay).toBe(false);
      expect(event.start).toMatch(/^2025-\d\d-\d\dT\d\d:\d\d:00Z$/);
      expect(Date.parse(event.end)).toBeGreaterThan(Date.parse(event.start));
    }
  });

  it('writes the British Grand Prix race in UTC with its circuit as the location', async () => {
    const race = byUid(await events('/api/schedule/2025.ics'), '2025-12-race@pitwall')!;
    expect(race).toMatchObject({
      summary: 'British Grand Prix – Race',
      start: '2025-07-06T14:00:00Z',
      end: '2025-07-06T16:00:00Z',
      stamp: '2025-07-03T12:00:00Z',
      location: 'Silverstone Circuit, Silverstone, United Kingdom',
      url: 'https://pitwall.example/schedule/2025/british-grand-prix',
      categories: ['Formula 1', 'Race'],
    });
    expect(race.description).toBe(
      'Round 12 of the 2025 Formula 1 World Championship.\nhttps://pitwall.example/schedule/2025/british-grand-prix',
    );
    const sprintQualifying = byUid(
      await events('/api/schedule/2025.ics'),
      '2025-6-sprint-qualifying@pitwall',
    )!;
    // Sprint qualifying is 44 minutes long (docs/product.md §9).
    expect(sprintQualifying).toMatchObject({ start: '2025-05-02T20:30:00Z', end: '2025-05-02T21:14:00Z' });
  });

  it('keeps each event’s UID and times from one download to the next', async () => {
    const before = await events('/api/schedule/2025.ics', '2025-03-01T00:00:00Z');
    const after = await events('/api/schedule/2025.ics', '2025-11-01T00:00:00Z');
    const key = (list: CalendarEvent[]) => list.map(({ uid, start, summary }) => [uid, start, summary]);
    expect(key(after)).toEqual(key(before));
    expect(after[0]?.stamp).toBe('2025-11-01T00:00:00Z');
  });

  it.each([
    ['race', 24, ['race']],
    ['qualifying,race', 48, ['qualifying', 'race']],
    ['sprint', 6, ['sprint']],
    ['practice', 24 * 3 - 6 * 2, ['fp1', 'fp2', 'fp3']],
  ])('?sessions=%s gives %i events', async (sessions, count, kinds) => {
    const list = await events(`/api/schedule/2025.ics?sessions=${sessions}`);
    expect(list).toHaveLength(count);
    const found = new Set(list.map((event) => event.uid.split('-').slice(2).join('-').split('@')[0]));
    expect([...found].sort()).toEqual([...kinds].sort());
  });

  it('accepts the export form’s repeated sessions parameters', async () => {
    expect(await events('/api/schedule/2025.ics?sessions=sprint&sessions=race')).toHaveLength(30);
  });

  it('writes all-day events for seasons f1db has no start times for', async () => {
    const list = await events('/api/schedule/2019.ics');
    expect(list).toHaveLength(21);
    expect(list.every((event) => event.allDay)).toBe(true);
    expect(list[0]).toMatchObject({
      uid: '2019-1-race@pitwall',
      summary: 'Australian Grand Prix – Race',
      start: '2019-03-17',
      end: '2019-03-18',
    });
  });

  it('answers 400 naming the field for an unknown session kind', async () => {
    const response = await feed('/api/schedule/2025.ics?sessions=race,warmup');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; field: string; message: string } };
    expect(body.error).toMatchObject({ code: 'invalid_input', field: 'sessions' });
    expect(body.error.message).toContain('warmup');
  });

  it('answers 404 for a season without a schedule or another file name', async () => {
    expect((await feed('/api/schedule/2031.ics')).status).toBe(404);
    expect((await feed('/api/schedule/2025.json')).status).toBe(404);
    expect((await feed('/api/schedule/latest.ics')).status).toBe(404);
  });
});
