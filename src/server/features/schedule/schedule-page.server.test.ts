import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { type RaceReader, raceReader } from '#server/race-data/race-reader.ts';
import { readerHidingRace } from '#server/testing/hidden-race.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { schedulePage } from './schedule-page.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the schedule page', () => {
  it('leaves out the podium of a race the reader’s shield hides, and names its round', async () => {
    const { services } = createTestApp(database, { now: '2025-12-10T12:00:00Z' });
    const url = new URL('http://test/schedule?year=2025');
    const podiumRounds = async (reader: RaceReader) => {
      const page = await schedulePage(reader, new Request(url), url);
      return { rounds: page.podiums.map((podium) => podium.round), hidden: page.hiddenRounds };
    };
    const open = await podiumRounds(raceReader(services, shieldOff));
    expect(open.rounds).toContain(24);
    expect(open.hidden).toEqual([]);
    // The 2025 Abu Dhabi Grand Prix (round 24) hidden.
    const shielded = await podiumRounds((await readerHidingRace(services, 2025, 24)).reader);
    expect(shielded.rounds).toEqual(open.rounds.filter((round) => round !== 24));
    expect(shielded.hidden).toEqual([24]);
  });
});
