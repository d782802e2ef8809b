import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { seasonPodiums } from './podiums.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('seasonPodiums', () => {
  it('has the top three of each round run so far, in team colours, and none of a round to come', async () => {
    // Thursday before the 2025 British Grand Prix: rounds 1 to 11 have been run.
    const { services } = createTestApp(database, { now: '2025-07-03T12:00:00Z' });
    const podiums = await seasonPodiums(services, 2025);
    expect(podiums.map((podium) => podium.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(podiums[0]?.places).toEqual([
      {
        position: 1,
        driverId: 'lando-norris',
        driverName: 'Lando Norris',
        driverCode: 'NOR',
        driverNumber: '4',
        photoUrl: expect.stringContaining('lannor01'),
        team: expect.objectContaining({ name: 'McLaren', colour: '#FF8000' }),
      },
      expect.objectContaining({ position: 2, driverName: 'Max Verstappen' }),
      expect.objectContaining({ position: 3, driverName: 'George Russell' }),
    ]);
    expect(await seasonPodiums(services, 2031)).toEqual([]);
  });
});
