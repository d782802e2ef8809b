import { and, count, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { races } from '#server/db/schema.ts';
import { type RaceReader, raceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { readerHidingRace } from '#server/testing/hidden-race.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { headToHead } from './head-to-head.server.ts';
import { defaultCircuit, trackList, trackPage } from './track.server.ts';

let database: Database;
let services: Services;
let reader: RaceReader;
beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestApp(database, { now: '2025-12-10T12:00:00Z' }).services;
  reader = raceReader(services, shieldOff);
});
afterAll(() => database.close());

describe('track visualizer facts', () => {
  it('Monza: every Grand Prix held there counted and listed, the lap record on the current layout', async () => {
    const monza = (await trackPage(reader, 'monza'))?.track;
    // Every race at Monza run by the clock (the 2026 one is still to come).
    const [held] = await database.db
      .select({ n: count() })
      .from(races)
      .where(and(eq(races.circuitId, 'monza'), lte(races.date, '2025-12-10')));
    expect(monza?.grandsPrix).toHaveLength(held?.n ?? -1);
    expect(monza).toMatchObject({
      direction: 'clockwise',
      turns: 11,
      firstGrandPrix: { year: 1950, name: 'Italian Grand Prix' },
      lastGrandPrix: { year: 2025, name: 'Italian Grand Prix' },
      lapRecord: { time: '1:20.901', driverId: 'lando-norris', year: 2025 },
      outlineIsLatest: true,
    });
    expect(monza?.lengthKm).toBeCloseTo(5.793);
    expect(monza?.grandsPrix.find((race) => race.year === 1980)).toBeUndefined();
  });

  it('Melbourne before its 2021 rebuild draws the older outline; a circuit without one has none', async () => {
    const past = createTestApp(database, { now: '2019-12-10T12:00:00Z' }).services;
    const melbourne = await trackPage(raceReader(past, shieldOff), 'melbourne');
    const today = await trackPage(reader, 'melbourne');
    expect(melbourne?.track.outline?.d).not.toEqual(today?.track.outline?.d);
    expect((await trackPage(reader, 'aintree'))?.track.outline).toBeNull();
    expect(await trackPage(reader, 'no-such-circuit')).toBeUndefined();
  });

  it('keeps back the winner of a race the spoiler shield hides, and the lap record of its year', async () => {
    const shown = await trackPage(reader, 'monza');
    const latest = shown?.track.grandsPrix[0];
    if (!latest) throw new Error('no Grand Prix at Monza');
    const page = await trackPage(
      (await readerHidingRace(services, latest.year, latest.round)).reader,
      'monza',
    );
    expect(page?.hidden).toHaveLength(1);
    expect(page?.track.grandsPrix[0]?.winners).toEqual([]);
    expect(page?.track.grandsPrix[1]?.winners).toEqual(shown?.track.grandsPrix[1]?.winners);
    expect(page?.track.lapRecord).toBeNull();
    // A race hidden elsewhere keeps nothing back here.
    const elsewhere = (await readerHidingRace(services, 2025, 1)).reader;
    expect((await trackPage(elsewhere, 'monza'))?.hidden).toEqual([]);
  });

  it('lists every circuit raced', async () => {
    const list = await trackList(services);
    expect(list.length).toBeGreaterThan(70);
    expect(list.find((c) => c.circuitId === 'monaco')).toMatchObject({ drawn: true, country: 'Monaco' });
  });

  it.each([
    ['on the Friday of the 2026 Qatar Grand Prix, opens on its circuit', '2026-11-27T12:00:00Z', 'lusail'],
    ['between seasons, opens on the next season’s opener', '2025-12-10T12:00:00Z', 'melbourne'],
    // Madrid's first Grand Prix is next, with nothing to show yet: Monza's was the last meeting.
    ['with a circuit yet to be raced next, opens on the last meeting’s', '2026-09-10T12:00:00Z', 'monza'],
    ['after the last meeting on the calendar, opens on that one’s', '2027-01-10T12:00:00Z', 'yas-marina'],
  ])('%s', async (_, now, circuitId) => {
    expect(await defaultCircuit(createTestApp(database, { now }).services)).toBe(circuitId);
  });
});

describe('head-to-head', () => {
  it('Hamilton and Rosberg in 2016: 21 races as team-mates, Rosberg champion', async () => {
    const page = await headToHead(reader, 'lewis-hamilton', 'nico-rosberg', 2016);
    const duel = page.missing ? undefined : page.result;
    if (!duel) throw new Error('missing');
    expect(duel.season).toBe(2016);
    expect(duel.together).toMatchObject({ races: 21, teamMateRaces: 21 });
    expect(duel.a.totals).toMatchObject({ wins: 10, titles: 0, championshipPosition: 2, points: 380 });
    expect(duel.b?.totals).toMatchObject({ wins: 9, titles: 1, championshipPosition: 1, points: 385 });
    expect(duel.together.finishedAhead.a + duel.together.finishedAhead.b).toBeLessThanOrEqual(21);
    expect(duel.races).toHaveLength(21);
  });

  it('careers, and unknown drivers named by their field', async () => {
    const page = await headToHead(reader, 'michael-schumacher', 'lewis-hamilton', null);
    const careers = page.missing ? undefined : page.result;
    if (!careers) throw new Error('missing');
    expect(careers.a.totals.titles).toBe(7);
    expect(careers.b?.totals.wins).toBe(105);
    expect(careers.races).toEqual([]);
    expect((await headToHead(reader, 'nobody', null, null)).missing).toBe('a');
    expect((await headToHead(reader, 'lewis-hamilton', 'nobody', null)).missing).toBe('b');
  });

  it('waits over a season with a race the spoiler shield hides', async () => {
    const { reader: shielded } = await readerHidingRace(services, 2016, 1);
    const page = await headToHead(shielded, 'lewis-hamilton', 'nico-rosberg', 2016);
    expect(page).toMatchObject({ result: null, season: 2016, names: 'Lewis Hamilton vs Nico Rosberg' });
    expect(page.missing ? [] : page.hidden.map((session) => session.key)).toEqual(['2016-1-race']);
    const other = await headToHead(shielded, 'lewis-hamilton', 'nico-rosberg', 2015);
    expect(other.missing ? null : other.result?.season).toBe(2015);
  });
});
