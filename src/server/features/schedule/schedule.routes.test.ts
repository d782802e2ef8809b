import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { type IcsComponent, icsText, parseIcs } from '#shared/ics.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function feed(path: string, now = '2025-07-03T12:00:00Z') {
  const { app } = createTestApp(database, { now, env: { PUBLIC_URL: 'https://pitwall.example' } });
  return app.request(path);
}

async function events(path: string, now?: string): Promise<IcsComponent[]> {
  const response = await feed(path, now);
  expect(response.status).toBe(200);
  return parseIcs(await response.text()).components.filter((c) => c.name === 'VEVENT');
}

const byUid = (list: IcsComponent[], uid: string) => list.find((event) => icsText(event, 'UID') === uid);

describe('GET /api/schedule/{year}.ics', () => {
  it('answers an iCalendar file of every 2025 session', async () => {
    const response = await feed('/api/schedule/2025.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toContain('pitwall-f1-2025.ics');
    const text = await response.text();
    const calendar = parseIcs(text);
    expect(icsText(calendar, 'VERSION')).toBe('2.0');
    expect(icsText(calendar, 'PRODID')).toBeTruthy();
    const list = calendar.components.filter((c) => c.name === 'VEVENT');
    // 24 rounds of five sessions each (three practices or a sprint qualifying and a sprint).
    expect(list).toHaveLength(120);
    expect(new Set(list.map((event) => icsText(event, 'UID'))).size).toBe(120);
    for (const event of list) {
      for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION']) {
        expect(icsText(event, name), name).toBeTruthy();
      }
      expect(icsText(event, 'DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    }
  });

  it('writes the British Grand Prix race in UTC with its circuit as the location', async () => {
    const race = byUid(await events('/api/schedule/2025.ics'), '2025-12-race@pitwall')!;
    expect(icsText(race, 'SUMMARY')).toBe('British Grand Prix – Race');
    expect(icsText(race, 'DTSTART')).toBe('20250706T140000Z');
    expect(icsText(race, 'DTEND')).toBe('20250706T160000Z');
    expect(icsText(race, 'DTSTAMP')).toBe('20250703T120000Z');
    expect(icsText(race, 'LOCATION')).toBe('Silverstone Circuit, Silverstone, United Kingdom');
    expect(icsText(race, 'URL')).toBe('https://pitwall.example/schedule/2025/british-grand-prix');
    const sprintQualifying = byUid(
      await events('/api/schedule/2025.ics'),
      '2025-6-sprint-qualifying@pitwall',
    )!;
    // Sprint qualifying is 44 minutes long (SPEC §9).
    expect(icsText(sprintQualifying, 'DTSTART')).toBe('20250502T203000Z');
    expect(icsText(sprintQualifying, 'DTEND')).toBe('20250502T211400Z');
  });

  it('keeps each event’s UID and times from one download to the next', async () => {
    const before = await events('/api/schedule/2025.ics', '2025-03-01T00:00:00Z');
    const after = await events('/api/schedule/2025.ics', '2025-11-01T00:00:00Z');
    const key = (list: IcsComponent[]) =>
      list.map((event) => [icsText(event, 'UID'), icsText(event, 'DTSTART'), icsText(event, 'SUMMARY')]);
    expect(key(after)).toEqual(key(before));
  });

  it.each([
    ['race', 24, ['race']],
    ['qualifying,race', 48, ['qualifying', 'race']],
    ['sprint', 6, ['sprint']],
    ['practice', 24 * 3 - 6 * 2, ['fp1', 'fp2', 'fp3']],
  ])('?sessions=%s gives %i events', async (sessions, count, kinds) => {
    const list = await events(`/api/schedule/2025.ics?sessions=${sessions}`);
    expect(list).toHaveLength(count);
    const found = new Set(
      list.map((event) => icsText(event, 'UID')?.split('-').slice(2).join('-').split('@')[0]),
    );
    expect([...found].sort()).toEqual([...kinds].sort());
  });

  it('accepts the export form’s repeated sessions parameters', async () => {
    expect(await events('/api/schedule/2025.ics?sessions=sprint&sessions=race')).toHaveLength(30);
  });

  it('writes all-day events for seasons f1db has no start times for', async () => {
    const list = await events('/api/schedule/2019.ics');
    expect(list).toHaveLength(21);
    const first = list[0]!;
    expect(first.properties.find((p) => p.name === 'DTSTART')).toMatchObject({
      params: { VALUE: 'DATE' },
      value: '20190317',
    });
    expect(icsText(first, 'DTEND')).toBe('20190318');
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
