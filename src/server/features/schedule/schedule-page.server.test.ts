import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { type Shield, shieldOff } from '#shared/spoiler-shield.ts';
import { schedulePage } from './schedule-page.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A shield that hides the 2025 Abu Dhabi Grand Prix (round 24). */
const abuDhabiHidden: Shield = {
  on: true,
  hideFrom: '2025-12-07T13:00:00.000Z',
  hidden: [
    {
      key: '2025-24-race',
      year: 2025,
      round: 24,
      kind: 'race',
      label: 'Abu Dhabi Grand Prix · Race',
      startsAt: '2025-12-07T13:00:00.000Z',
    },
  ],
};

describe('the schedule page', () => {
  it('leaves out the podium of a race the reader’s shield hides, and names its round', async () => {
    const { services } = createTestApp(database, { now: '2025-12-10T12:00:00Z' });
    const url = new URL('http://test/schedule?year=2025');
    const podiumRounds = async (shield: Shield) => {
      const page = await schedulePage(raceReader(services, shield), new Request(url), url);
      return { rounds: page.podiums.map((podium) => podium.round), hidden: page.hiddenRounds };
    };
    const open = await podiumRounds(shieldOff);
    expect(open.rounds).toContain(24);
    expect(open.hidden).toEqual([]);
    const shielded = await podiumRounds(abuDhabiHidden);
    expect(shielded.rounds).toEqual(open.rounds.filter((round) => round !== 24));
    expect(shielded.hidden).toEqual([24]);
  });
});
