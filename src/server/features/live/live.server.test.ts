import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import { sessionClassifications } from '#server/race-data/classifications.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { readerHidingRace } from '#server/testing/hidden-race.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { livePage } from './live.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The live page at `now`, for a visitor whose shield is off. */
const pageAt = (now: string) => livePage(raceReader(createTestApp(database, { now }).services, shieldOff));

describe('the live page after a session', () => {
  it('says "Results pending" (no classification) for a session the data has no result of yet', async () => {
    // The first session of the data whose classification is not stored: a round past the snapshot's end.
    const { services } = createTestApp(database);
    let found: { at: string; raceId: number } | undefined;
    for (const meeting of (await cachedMeetings(services)).filter((m) => m.year >= 2025)) {
      const race = meeting.sessions.at(-1);
      if (!race?.startsAt) continue;
      if ((await sessionClassifications(services, meeting.raceId)).has(race.kind)) continue;
      found = {
        at: new Date(Date.parse(race.startsAt) + 150 * 60_000).toISOString(),
        raceId: meeting.raceId,
      };
      break;
    }
    expect(found).toBeDefined();
    const page = await pageAt(found!.at);
    expect(page.phase).toBe('after');
    if (page.phase !== 'after') return;
    expect(page.session.kind).toBe('race');
    expect(page.classification).toBeNull();
  });

  it('before any session of a weekend leads with the next one', async () => {
    const page = await pageAt('2025-07-03T12:00:00Z');
    expect(page.phase).toBe('before');
    if (page.phase !== 'before') return;
    expect(page.meeting.name).toBe('British Grand Prix');
    expect(page.session.kind).toBe('fp1');
    expect(page.sessions.map((session) => session.status)).toEqual(Array(5).fill('upcoming'));
  });

  it('shows neither the classification nor the timing of a session the spoiler shield hides', async () => {
    // The evening of the 2025 British Grand Prix (round 12), its race hidden.
    const { services } = createTestApp(database, { now: '2025-07-06T16:30:00Z' });
    const { reader: shielded, race } = await readerHidingRace(services, 2025, 12);
    const shown = await livePage(raceReader(services, shieldOff));
    const page = await livePage(shielded);
    expect(shown).toMatchObject({ phase: 'after', hidden: [] });
    expect(shown.phase === 'after' && shown.classification).toBeTruthy();
    expect(page).toMatchObject({
      phase: 'after',
      hidden: [race],
      classification: null,
      provenance: null,
      timing: null,
    });
  });
});
