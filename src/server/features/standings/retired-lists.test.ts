import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { driverStandings, teamStandings } from '#server/race-data/standings.ts';
import { writeDriver } from '#server/race-data/writes/write-driver.ts';
import { writeTeam } from '#server/race-data/writes/write-team.ts';
import { createAdminUser } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const noFans = { drivers: new Map(), teams: new Map() };

describe('a driver or team the editors retire from a season', () => {
  it('is left out of that season’s standings lists, the others stay', async () => {
    const { services } = createTestApp(database, { now: '2025-12-20T12:00:00Z' });
    const admin = { source: 'admin' as const, userId: await createAdminUser(database.db) };
    await writeDriver(services, admin, {
      season: 2025,
      driverId: 'jack-doohan',
      firstName: 'Jack',
      lastName: 'Doohan',
      retired: true,
    });
    await writeTeam(services, admin, {
      season: 2025,
      teamId: 'haas',
      name: 'Haas F1 Team',
      colour: '#B6BABD',
      retired: true,
    });
    const drivers = (await driverStandings(services, 2025, noFans))?.rows ?? [];
    expect(drivers.some((row) => row.lastName === 'Doohan')).toBe(false);
    expect(drivers.some((row) => row.lastName === 'Gasly')).toBe(true);
    const teams = (await teamStandings(services, 2025, noFans))?.rows ?? [];
    expect(teams.some((row) => row.teamId === 'haas')).toBe(false);
    expect(teams.some((row) => row.teamId === 'mclaren')).toBe(true);
  });
});
