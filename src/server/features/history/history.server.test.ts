import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { readerHidingRace } from '#server/testing/hidden-race.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { historySeasonPage } from './history.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a season of the history', () => {
  it('waits, winners, poles and tables, while the spoiler shield hides one of its sessions', async () => {
    const { services } = createTestApp(database, { now: '2025-07-06T18:00:00Z' });
    const shown = await historySeasonPage(raceReader(services, shieldOff), 2025);
    expect(shown?.hidden).toEqual([]);
    expect(shown?.season?.races.find((race) => race.round === 12)?.winners).toHaveLength(1);

    // The evening of the 2025 British Grand Prix (round 12), its race hidden.
    const { reader: shielded, race } = await readerHidingRace(services, 2025, 12);
    expect(await historySeasonPage(shielded, 2025)).toEqual({ hidden: [race], season: null });
    expect((await historySeasonPage(shielded, 2024))?.season?.year).toBe(2024);
    expect(await historySeasonPage(shielded, 1900)).toBeUndefined();
  });
});
