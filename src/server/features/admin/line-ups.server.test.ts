import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SessionUser } from '#server/auth/session.server.ts';
import type { Database } from '#server/db/client.ts';
import { seasonEntrantDrivers } from '#server/db/schema.ts';
import { createAdminUser } from '#server/testing/race-data-writes.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { changeLineUp } from './line-ups.server.ts';

// The line-up editor's forms: each refusal beside its field with nothing written, a change saved as
// the admin's. 2025 at Aston Martin: Alonso and Stroll every round.

let database: Database;
let services: ReturnType<typeof createTestApp>['services'];
let admin: SessionUser;
beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestApp(database).services;
  const id = await createAdminUser(database.db);
  admin = { id, name: 'Chief', email: 'chief@example.com', emailVerified: true, image: null, role: 'admin' };
});
afterAll(() => database?.close());

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};
const astonMartin = () =>
  database.db
    .select({ driverId: seasonEntrantDrivers.driverId, rounds: seasonEntrantDrivers.rounds })
    .from(seasonEntrantDrivers)
    .where(
      and(
        eq(seasonEntrantDrivers.year, 2025),
        eq(seasonEntrantDrivers.constructorId, 'aston-martin'),
        eq(seasonEntrantDrivers.testDriver, false),
      ),
    )
    .orderBy(seasonEntrantDrivers.driverId);

describe('the line-up forms', () => {
  test('bad input: a message beside the field, the values kept, nothing written', async () => {
    const before = await astonMartin();
    const cases: [Record<string, string>, string, RegExp][] = [
      [
        {
          change: 'replace',
          teamId: '',
          driverId: 'jack-doohan',
          replacesDriverId: 'lance-stroll',
          fromRound: '20',
        },
        'teamId',
        /Choose a team/,
      ],
      [
        {
          change: 'replace',
          teamId: 'aston-martin',
          driverId: '',
          replacesDriverId: 'lance-stroll',
          fromRound: '20',
        },
        'driverId',
        /Choose a driver/,
      ],
      [
        {
          change: 'replace',
          teamId: 'aston-martin',
          driverId: 'jack-doohan',
          replacesDriverId: 'lance-stroll',
          fromRound: '',
        },
        'fromRound',
        /round from 1/,
      ],
      [
        {
          change: 'replace',
          teamId: 'aston-martin',
          driverId: 'jack-doohan',
          replacesDriverId: 'lance-stroll',
          fromRound: '30',
        },
        'fromRound',
        /2025 has 24 rounds/,
      ],
      [
        {
          change: 'replace',
          teamId: 'aston-martin',
          driverId: 'jack-doohan',
          replacesDriverId: 'oscar-piastri',
          fromRound: '20',
        },
        'replacesDriverId',
        /does not race for the team/,
      ],
      [
        { change: 'add', teamId: 'aston-martin', driverId: 'jack-doohan', fromRound: '20', toRound: '3' },
        'toRound',
        /Give a round from 20/,
      ],
      [
        { change: 'end', teamId: 'aston-martin', driverId: 'jack-doohan', lastRound: '20' },
        'driverId',
        /does not race for the team/,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await changeLineUp(services, admin, form(fields), 2025);
      expect(response.init?.status, JSON.stringify(fields)).toBe(400);
      expect(response.data.errors?.[field], JSON.stringify(fields)).toMatch(message);
      expect(response.data.values.teamId).toBe(fields.teamId);
    }
    expect(await astonMartin()).toEqual(before);
  });

  test('a stint ended: saved as the admin’s edit with its audit entry', async () => {
    const response = await changeLineUp(
      services,
      admin,
      form({ change: 'end', teamId: 'aston-martin', driverId: 'lance-stroll', lastRound: '22' }),
      2025,
    );
    expect(response.data).toMatchObject({
      form: 'end',
      saved: expect.stringMatching(/Saved/),
      auditId: expect.any(Number),
    });
    expect(await astonMartin()).toEqual([
      { driverId: 'fernando-alonso', rounds: '1-24' },
      { driverId: 'lance-stroll', rounds: '1-22' },
    ]);
  });
});
