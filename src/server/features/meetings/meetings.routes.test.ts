import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import type { Meeting } from '#shared/meetings.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type NextBody = { now: string; meeting: Meeting; featuredSession: { kind: string; status: string } | null };

async function next(now: string) {
  const response = await createTestApp(database, { now }).app.request('/api/meetings/next');
  expect(response.status).toBe(200);
  return (await response.json()) as NextBody;
}

describe('GET /api/meetings/next', () => {
  it('gives the British Grand Prix during its weekend, with UTC session times from f1db', async () => {
    const body = await next('2025-07-05T12:00:00Z');
    expect(body.meeting).toMatchObject({
      year: 2025,
      round: 12,
      name: 'British Grand Prix',
      slug: 'british-grand-prix',
    });
    expect(body.meeting.circuitLayoutId).toBe('silverstone-8');
    expect(body.meeting.sessions.map((session) => [session.kind, session.startsAt])).toEqual([
      ['fp1', '2025-07-04T11:30:00.000Z'],
      ['fp2', '2025-07-04T15:00:00.000Z'],
      ['fp3', '2025-07-05T10:30:00.000Z'],
      ['qualifying', '2025-07-05T14:00:00.000Z'],
      ['race', '2025-07-06T14:00:00.000Z'],
    ]);
    expect(body.featuredSession).toMatchObject({ kind: 'qualifying', status: 'upcoming' });
  });

  it('orders a sprint weekend as it runs', async () => {
    const body = await next('2025-05-01T00:00:00Z');
    expect(body.meeting.name).toBe('Miami Grand Prix');
    expect(body.meeting.sessions.map((session) => session.kind)).toEqual([
      'fp1',
      'sprint_qualifying',
      'sprint',
      'qualifying',
      'race',
    ]);
  });

  it('moves to the next season after the final race', async () => {
    const body = await next('2025-12-08T00:00:00Z');
    expect(body.meeting).toMatchObject({ year: 2026, round: 1, name: 'Australian Grand Prix' });
  });

  it('answers 404 with a JSON error once nothing is scheduled', async () => {
    const response = await createTestApp(database, { now: '2027-06-01T00:00:00Z' }).app.request(
      '/api/meetings/next',
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No upcoming meeting is scheduled' },
    });
  });
});

describe('GET /api/meetings/last', () => {
  const last = async (now: string) => {
    const response = await createTestApp(database, { now }).app.request('/api/meetings/last');
    return { status: response.status, body: await response.json() };
  };

  it('gives the latest finished weekend when the next one is more than a day away', async () => {
    const { body } = await last('2025-07-01T12:00:00Z');
    expect(body).toMatchObject({
      skipped: false,
      meeting: { year: 2025, round: 11, name: 'Austrian Grand Prix' },
    });
  });

  it('skips the last results when the next race weekend is under way', async () => {
    const { status, body } = await last('2025-07-05T12:00:00Z');
    expect(status).toBe(200);
    expect(body).toEqual({ skipped: true, message: 'Upcoming race too soon. Skipping last results.' });
  });

  it('answers 404 before the first championship race', async () => {
    const { status } = await last('1950-01-01T00:00:00Z');
    expect(status).toBe(404);
  });
});
