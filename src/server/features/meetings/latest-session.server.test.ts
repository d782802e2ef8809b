import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { currentOrNextMeeting } from '#shared/meetings.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { standingsTop } from '../standings/standings-top.server.ts';
import { latestSessionTop } from './latest-session.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function atClock(now: string) {
  const { services } = createTestApp(database, { now });
  const meeting = currentOrNextMeeting(await cachedMeetings(services), services.clock.now());
  if (!meeting) throw new Error('no meeting');
  const open = raceReader(services, shieldOff);
  return {
    meeting,
    session: (await latestSessionTop(open, meeting)).latestSession,
    standings: (await standingsTop(open)).standings,
  };
}

describe('the home page on a race weekend', () => {
  it('gives qualifying’s top three on Saturday evening at Silverstone, and the standings after Austria', async () => {
    const { meeting, session, standings } = await atClock('2025-07-05T16:00:00Z');
    expect(meeting.name).toBe('British Grand Prix');
    expect(session?.label).toBe('Qualifying');
    expect(session?.rows.map((row) => [row.position, row.driverName])).toEqual([
      [1, 'Max Verstappen'],
      [2, 'Oscar Piastri'],
      [3, 'Lando Norris'],
    ]);
    expect(session?.rows[0]?.value).toMatch(/^1:2\d\.\d{3}$/);
    expect(standings?.afterRace).toEqual({ round: 11, name: 'Austrian Grand Prix' });
    expect(standings?.drivers.map((row) => [row.lastName, row.points])).toEqual([
      ['Piastri', 216],
      ['Norris', 201],
      ['Verstappen', 155],
    ]);
    expect(standings?.teams.map((row) => row.teamId)).toEqual(['mclaren', 'ferrari', 'mercedes']);
  });

  it('gives the latest session with no rows while its classification is not in yet', async () => {
    // Saturday evening at Zandvoort 2026: qualifying is over, the data stops at round 11.
    const { meeting, session } = await atClock('2026-08-22T16:00:00Z');
    expect(meeting.name).toBe('Dutch Grand Prix');
    expect(session).toMatchObject({ kind: 'qualifying', rows: [], provenance: null });
  });

  it('says where the top three came from', async () => {
    const { session } = await atClock('2025-07-05T16:00:00Z');
    expect(session?.provenance).toMatchObject({ source: 'snapshot', name: 'f1db' });
  });

  it('gives no session before the weekend’s first has ended', async () => {
    const { session } = await atClock('2025-07-03T12:00:00Z');
    expect(session).toBeNull();
  });
});
