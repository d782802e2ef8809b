import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { readerHidingRace } from '#server/testing/hidden-race.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { votePageData, voteResultsData } from './vote-pages.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Between weekends: the Austrian Grand Prix (2025, round 11) is the race voted on, its race hidden.
const betweenWeekends = '2025-07-01T12:00:00Z';

describe('the vote pages under the spoiler shield', () => {
  it('keep back the ballot and the results of a race it hides', async () => {
    const { services } = createTestApp(database, { now: betweenWeekends });
    const open = raceReader(services, shieldOff);
    const { reader: shielded, race } = await readerHidingRace(services, 2025, 11);

    const ballot = await votePageData(open, null);
    expect(ballot).toMatchObject({ page: { race: { season: 2025, round: 11 } }, hidden: [] });
    expect(ballot.page?.ballot).not.toBeNull();
    expect(await votePageData(shielded, null)).toMatchObject({
      page: { race: { season: 2025, round: 11 }, ballot: null },
      hidden: [race],
    });

    expect((await voteResultsData(open, null)).results.length).toBeGreaterThan(0);
    expect(await voteResultsData(shielded, null)).toMatchObject({
      race: { season: 2025, round: 11 },
      results: [],
      fansVsResult: null,
      season: [],
      hidden: [race],
    });
    // Another race the shield does not hide shows its results.
    expect(await voteResultsData(shielded, '2025-10')).toMatchObject({ race: { round: 10 }, hidden: [] });
  });
});
