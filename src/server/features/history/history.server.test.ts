import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { type Shield, shieldOff } from '#shared/spoiler-shield.ts';
import { historySeasonPage } from './history.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// The evening of the 2025 British Grand Prix (round 12), its race hidden.
const britishRace: Shield = {
  on: true,
  hideFrom: '2025-07-04T00:00:00Z',
  hidden: [
    {
      key: '2025-12-race',
      year: 2025,
      round: 12,
      kind: 'race',
      label: 'British Grand Prix · Race',
      startsAt: '2025-07-06T14:00:00Z',
    },
  ],
};

describe('a season of the history', () => {
  it('waits, winners, poles and tables, while the spoiler shield hides one of its sessions', async () => {
    const { services } = createTestApp(database, { now: '2025-07-06T18:00:00Z' });
    const shown = await historySeasonPage(raceReader(services, shieldOff), 2025);
    expect(shown?.hidden).toEqual([]);
    expect(shown?.season?.races.find((race) => race.round === 12)?.winners).toHaveLength(1);

    const shielded = raceReader(services, britishRace);
    expect(await historySeasonPage(shielded, 2025)).toEqual({ hidden: britishRace.hidden, season: null });
    expect((await historySeasonPage(shielded, 2024))?.season?.year).toBe(2024);
    expect(await historySeasonPage(shielded, 1900)).toBeUndefined();
  });
});
