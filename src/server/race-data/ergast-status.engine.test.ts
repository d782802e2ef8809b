import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceResults } from '#server/db/schema.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { ergastStatus, isMappedStatus } from './ergast-status.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('Ergast status ids', () => {
  it.each([
    ['Finished', 1, 'Finished'],
    ['Disqualified', 2, 'Disqualified'],
    ['Accident', 3, 'Accident'],
    ['Collision', 4, 'Collision'],
    ['Engine', 5, 'Engine'],
    ['+1 Lap', 11, '+1 Lap'],
    ['+2 Laps', 12, '+2 Laps'],
    ['+10 Laps', 88, '+10 Laps'],
    ['Retired', 31, 'Retired'],
    ['Withdrew', 54, 'Withdrew'],
    ['Did not qualify', 81, 'Did not qualify'],
    ['Excluded', 96, 'Excluded'],
    ['Did not prequalify', 97, 'Did not prequalify'],
    ['Power unit', 131, 'Power Unit'],
    ['Spin', 20, 'Spun off'],
    ['Did not start', 54, 'Withdrew'],
    ['Car raced by Jarier', 31, 'Retired'],
    ['Illegal rear wing', 2, 'Disqualified'],
    ['Lapped', 142, 'Lapped'],
  ])('gives %s the id %i and the text %s', (text, statusId, status) => {
    expect(ergastStatus(text)).toEqual({ statusId, status });
  });

  it('reads an unknown reason as Retired rather than failing', () => {
    expect(isMappedStatus('Struck by a meteorite')).toBe(false);
    expect(ergastStatus('Struck by a meteorite')).toEqual({ statusId: 31, status: 'Retired' });
  });

  it('gives laps behind beyond Ergast’s table an id of their own', () => {
    expect(ergastStatus('+27 Laps')).toEqual({ statusId: 227, status: '+27 Laps' });
  });

  it('maps every retirement reason in the data onto Ergast’s table', async () => {
    const rows = await database.db
      .selectDistinct({ reason: raceResults.reasonRetired })
      .from(raceResults)
      .where(isNotNull(raceResults.reasonRetired));
    const reasons = rows.map((row) => row.reason!);
    expect(reasons.length).toBeGreaterThan(100);
    expect(reasons.filter((reason) => !isMappedStatus(reason))).toEqual([]);
    // Each lands on one of Ergast's ids, so `/status/{id}` finds it.
    for (const reason of reasons) expect(ergastStatus(reason).statusId).toBeLessThanOrEqual(142);
  });
});
