import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { fanVotes } from '#server/db/schema.ts';
import { createAdminUser, raceIdOf } from '#server/testing/race-data-writes.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { selectVotesPerRace } from './votes-per-race.queries.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

test('each race of the season with the fans who voted and the votes cast; none for a race without', async () => {
  const [ana, ben] = [await createAdminUser(database.db, 'user'), await createAdminUser(database.db, 'user')];
  const [australia, china] = [await raceIdOf(database.db, 2025, 1), await raceIdOf(database.db, 2025, 2)];
  await database.db.insert(fanVotes).values([
    { userId: ana, raceId: australia, category: 'best-point-scorer', candidateId: 'lando-norris' },
    { userId: ana, raceId: australia, category: 'best-team', candidateId: 'mclaren' },
    { userId: ben, raceId: australia, category: 'best-team', candidateId: 'mercedes' },
    { userId: ben, raceId: china, category: 'best-of-the-rest', candidateId: 'esteban-ocon' },
    // Another season's vote counts for that season only.
    {
      userId: ana,
      raceId: await raceIdOf(database.db, 2024, 1),
      category: 'best-team',
      candidateId: 'ferrari',
    },
  ]);

  const rows = await selectVotesPerRace(database.db, 2025);
  expect(rows).toHaveLength(24);
  expect(rows.map((row) => row.round)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  expect(rows[0]).toMatchObject({ round: 1, name: 'Australian Grand Prix', voters: 2, votes: 3 });
  expect(rows[1]).toMatchObject({ round: 2, name: 'Chinese Grand Prix', voters: 1, votes: 1 });
  expect(rows.slice(2).every((row) => row.voters === 0 && row.votes === 0)).toBe(true);
  expect((await selectVotesPerRace(database.db, 2024))[0]).toMatchObject({ voters: 1, votes: 1 });
});
