import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import { readerHidingRace } from '#server/testing/hidden-race.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { meetingPage } from './meeting-page.server.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function page(now: string, year: string, slug: string, cookie?: string, query = '') {
  const { services } = createTestApp(database, { now });
  const request = new Request(`http://test/schedule/${year}/${slug}${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return meetingPage(raceReader(services, shieldOff), request, year, slug);
}

const states = (entries: Awaited<ReturnType<typeof page>>['results']) =>
  entries.map((entry) => [entry.kind, entry.state]);

describe('the meeting page', () => {
  it('has the facts of Silverstone and of the British Grand Prix, 2025, apart', async () => {
    const { meeting, facts, previous, next, drawing } = await page(
      '2025-07-03T12:00:00Z',
      '2025',
      'british-grand-prix',
    );
    expect(meeting).toMatchObject({
      round: 12,
      name: 'British Grand Prix',
      circuitName: 'Silverstone Circuit',
    });
    expect(facts).toMatchObject({
      length: 5.891,
      turns: 18,
      laps: 52,
      distance: 306.198,
      direction: 'clockwise',
      movedFrom: null,
    });
    // Silverstone's races include the 70th Anniversary Grand Prix of 2020, and not the British Grands
    // Prix at Aintree and Brands Hatch.
    expect(facts?.circuit.first).toEqual({
      year: 1950,
      name: 'British Grand Prix',
      circuit: 'Silverstone Circuit',
    });
    expect(facts?.circuit.racesHeld).toBe(59);
    expect(facts?.circuit.previousWinners.map((race) => [race.year, race.name, race.winner])).toEqual([
      [2024, 'British Grand Prix', 'Lewis Hamilton'],
      [2023, 'British Grand Prix', 'Max Verstappen'],
      [2022, 'British Grand Prix', 'Carlos Sainz Jr.'],
      [2021, 'British Grand Prix', 'Lewis Hamilton'],
      [2020, '70th Anniversary Grand Prix', 'Max Verstappen'],
    ]);
    // The British Grand Prix, every year since 1950 wherever it was run; 2020's is Hamilton's.
    expect(facts?.grandPrix?.first).toEqual({
      year: 1950,
      name: 'British Grand Prix',
      circuit: 'Silverstone Circuit',
    });
    expect(facts?.grandPrix?.racesHeld).toBe(75);
    expect(facts?.grandPrix?.previousWinners[0]).toEqual({
      year: 2024,
      name: 'British Grand Prix',
      circuit: 'Silverstone Circuit',
      winner: 'Lewis Hamilton',
      team: 'Mercedes',
    });
    expect(facts?.grandPrix?.previousWinners.map((race) => [race.year, race.name, race.winner])).toEqual([
      [2024, 'British Grand Prix', 'Lewis Hamilton'],
      [2023, 'British Grand Prix', 'Max Verstappen'],
      [2022, 'British Grand Prix', 'Carlos Sainz Jr.'],
      [2021, 'British Grand Prix', 'Lewis Hamilton'],
      [2020, 'British Grand Prix', 'Lewis Hamilton'],
    ]);
    expect(previous).toEqual({ name: 'Austrian Grand Prix', href: '/schedule/2025/austrian-grand-prix' });
    expect(next).toEqual({ name: 'Belgian Grand Prix', href: '/schedule/2025/belgian-grand-prix' });
    expect(drawing).toMatch(/^M/);
  });

  it('a relocated Grand Prix: the 2026 Bahrain Grand Prix at Sepang has Sepang’s history as the circuit’s', async () => {
    const { meeting, facts } = await page('2026-09-20T12:00:00Z', '2026', 'bahrain-grand-prix');
    expect(meeting).toMatchObject({
      name: 'Bahrain Grand Prix',
      circuitName: 'Sepang International Circuit',
    });
    expect(facts?.movedFrom).toEqual({ circuit: 'Bahrain International Circuit', year: 2025 });
    // Sepang held the Malaysian Grand Prix, 1999 to 2017.
    expect(facts?.circuit.first).toEqual({
      year: 1999,
      name: 'Malaysian Grand Prix',
      circuit: 'Sepang International Circuit',
    });
    expect(facts?.circuit.racesHeld).toBe(19);
    expect(facts?.circuit.previousWinners[0]).toEqual({
      year: 2017,
      name: 'Malaysian Grand Prix',
      circuit: 'Sepang International Circuit',
      winner: 'Max Verstappen',
      team: 'Red Bull',
    });
    // The Bahrain Grand Prix: 21 races at Sakhir since 2004 (none in 2011).
    expect(facts?.grandPrix?.first).toEqual({
      year: 2004,
      name: 'Bahrain Grand Prix',
      circuit: 'Bahrain International Circuit',
    });
    expect(facts?.grandPrix?.racesHeld).toBe(21);
    expect(facts?.grandPrix?.previousWinners.map((race) => [race.year, race.circuit, race.winner])).toEqual([
      [2025, 'Bahrain International Circuit', 'Oscar Piastri'],
      [2024, 'Bahrain International Circuit', 'Max Verstappen'],
      [2023, 'Bahrain International Circuit', 'Max Verstappen'],
      [2022, 'Bahrain International Circuit', 'Charles Leclerc'],
      [2021, 'Bahrain International Circuit', 'Lewis Hamilton'],
    ]);
  });

  it('the 2026 Spanish Grand Prix moves to a new circuit; the new Barcelona-Catalunya Grand Prix has not moved', async () => {
    const spain = (await page('2026-08-01T12:00:00Z', '2026', 'spanish-grand-prix')).facts;
    expect(spain?.movedFrom).toEqual({ circuit: 'Circuit de Barcelona-Catalunya', year: 2025 });
    // Madring's first Grand Prix is this one, still to run by the clock.
    expect(spain?.circuit).toEqual({
      first: { year: 2026, name: 'Spanish Grand Prix', circuit: 'Circuito de Madring' },
      racesHeld: 0,
      previousWinners: [],
    });
    expect(spain?.grandPrix?.first).toMatchObject({ year: 1951, circuit: 'Pedralbes Circuit' });
    const barcelona = (await page('2026-08-01T12:00:00Z', '2026', 'barcelona-catalunya-grand-prix')).facts;
    expect(barcelona?.movedFrom).toBeNull();
    expect(barcelona?.circuit.first).toMatchObject({ year: 1991, name: 'Spanish Grand Prix' });
    expect(barcelona?.grandPrix).toMatchObject({
      first: { year: 2026, name: 'Barcelona-Catalunya Grand Prix' },
      racesHeld: 1,
    });
  });

  it('counts and lists the same races of a Grand Prix: Las Vegas before and after its 2025 race', async () => {
    const before = (await page('2025-11-20T12:00:00Z', '2025', 'las-vegas-grand-prix')).facts;
    expect(before?.circuit.racesHeld).toBe(2);
    expect(before?.circuit.previousWinners.map((race) => race.year)).toEqual([2024, 2023]);
    // Every Las Vegas Grand Prix was run there and the circuit held no other: one history tells both.
    expect(before?.grandPrix).toBeNull();
    const after = (await page('2025-12-10T12:00:00Z', '2025', 'las-vegas-grand-prix')).facts;
    expect(after?.circuit.racesHeld).toBe(3);
    expect(after?.circuit.previousWinners.map((race) => [race.year, race.winner])).toEqual([
      [2025, 'Max Verstappen'],
      [2024, 'George Russell'],
      [2023, 'Max Verstappen'],
    ]);
    expect(after?.circuit.first).toMatchObject({ year: 2023, name: 'Las Vegas Grand Prix' });
    expect(after?.grandPrix).toBeNull();
  });

  it('shows results only of the sessions that have ended by the clock', async () => {
    const before = await page('2025-07-03T12:00:00Z', '2025', 'british-grand-prix');
    expect(states(before.results)).toEqual([
      ['fp1', 'upcoming'],
      ['fp2', 'upcoming'],
      ['fp3', 'upcoming'],
      ['qualifying', 'upcoming'],
      ['race', 'upcoming'],
    ]);
    // Half an hour into qualifying: practice is over, qualifying is live.
    const during = await page('2025-07-05T14:30:00Z', '2025', 'british-grand-prix');
    // The page carries the latest classification; the others are a link away.
    expect(states(during.results)).toEqual([
      ['fp1', 'classified'],
      ['fp2', 'classified'],
      ['fp3', 'results'],
      ['qualifying', 'upcoming'],
      ['race', 'upcoming'],
    ]);
    const after = await page('2025-07-07T09:00:00Z', '2025', 'british-grand-prix');
    expect(states(after.results)).toEqual([
      ['fp1', 'classified'],
      ['fp2', 'classified'],
      ['fp3', 'classified'],
      ['qualifying', 'classified'],
      ['race', 'results'],
    ]);
    const race = after.results.at(-1);
    expect(race?.state === 'results' && race.results.format === 'race' && race.results.rows[0]).toEqual({
      position: 1,
      positionText: '1',
      driverNumber: '4',
      driverId: 'lando-norris',
      driverName: 'Lando Norris',
      driverCode: 'NOR',
      teamId: 'mclaren',
      teamName: 'McLaren',
      teamColour: '#FF8000',
      laps: '52',
      result: '1:37:15.735',
      status: 'Finished',
      points: 25,
      fastestLap: '1:29.734',
    });
  });

  it('says results are pending for sessions that ended with none stored, in the season in focus', async () => {
    const vegas = await page('2026-11-23T12:00:00Z', '2026', 'las-vegas-grand-prix');
    expect(states(vegas.results)).toEqual([
      ['fp1', 'pending'],
      ['fp2', 'pending'],
      ['fp3', 'pending'],
      ['qualifying', 'pending'],
      ['race', 'pending'],
    ]);
    expect(vegas.provenance).toBeNull();
    const hungary = await page('2026-11-23T12:00:00Z', '2026', 'hungarian-grand-prix');
    expect(hungary.results.at(-1)?.state).toBe('results');
    expect(hungary.provenance).toMatchObject({ source: 'snapshot', name: 'f1db' });
  });

  it('lists a sprint weekend’s sprint qualifying and sprint', async () => {
    const { results } = await page('2025-05-10T00:00:00Z', '2025', 'miami-grand-prix');
    expect(states(results)).toEqual([
      ['fp1', 'classified'],
      ['sprint_qualifying', 'classified'],
      ['sprint', 'classified'],
      ['qualifying', 'classified'],
      ['race', 'results'],
    ]);
  });

  it('carries the classification asked for (?results=), the latest when that one has none', async () => {
    const at = '2025-07-07T09:00:00Z';
    const fp2 = await page(at, '2025', 'british-grand-prix', undefined, '?results=fp2');
    expect(states(fp2.results)).toEqual([
      ['fp1', 'classified'],
      ['fp2', 'results'],
      ['fp3', 'classified'],
      ['qualifying', 'classified'],
      ['race', 'classified'],
    ]);
    const shown = fp2.results[1];
    expect(shown?.state === 'results' && shown.results.format).toBe('practice');
    for (const query of ['?results=sprint', '?results=nonsense', '?results=']) {
      const fallback = await page(at, '2025', 'british-grand-prix', undefined, query);
      expect(fallback.results.at(-1)?.state, query).toBe('results');
    }
    // A session not over yet has nothing to show: the latest that has is shown instead.
    const during = await page(
      '2025-07-05T14:30:00Z',
      '2025',
      'british-grand-prix',
      undefined,
      '?results=race',
    );
    expect(states(during.results).filter(([, state]) => state === 'results')).toEqual([['fp3', 'results']]);
  });

  it('shows older weekends’ practice and qualifying, which f1db holds without session times', async () => {
    const { meeting, results } = await page('2025-07-03T12:00:00Z', '2019', 'british-grand-prix');
    expect(meeting.sessions.map((session) => session.kind)).toEqual(['race']);
    expect(states(results)).toEqual([
      ['fp1', 'classified'],
      ['fp2', 'classified'],
      ['fp3', 'classified'],
      ['qualifying', 'classified'],
      ['race', 'results'],
    ]);
  });

  it('tells the race story (the snapshot’s pit stops) once the race has been run, not before', async () => {
    expect((await page('2025-07-03T12:00:00Z', '2025', 'british-grand-prix')).story).toBeNull();
    const after = await page('2025-07-07T12:00:00Z', '2025', 'british-grand-prix');
    expect(after.story?.stops.length).toBeGreaterThan(0);
    expect(after.story?.chart).toBeNull();
    expect(after.story?.stopsProvenance).toMatchObject({ source: 'snapshot', name: 'f1db' });
  });

  it('keeps back the race the reader’s shield hides, and its story', async () => {
    const { services } = createTestApp(database, { now: '2025-07-07T12:00:00Z' });
    const { reader: shielded, race } = await readerHidingRace(services, 2025, 12);
    const request = new Request('http://test/schedule/2025/british-grand-prix');
    const { results, story } = await meetingPage(shielded, request, '2025', 'british-grand-prix');
    expect(results.at(-1)).toEqual({ kind: 'race', state: 'hidden', hidden: [race] });
    // The latest classification the shield shows is the one the page carries.
    expect(results.at(-2)).toMatchObject({ kind: 'qualifying', state: 'results' });
    expect(story).toBeNull();
  });

  it('renders times in the zone the browser reported, UTC without a valid cookie', async () => {
    expect(
      (await page('2025-07-03T12:00:00Z', '2025', 'british-grand-prix', 'tz=Asia%2FTokyo')).timeZone,
    ).toBe('Asia/Tokyo');
    expect((await page('2025-07-03T12:00:00Z', '2025', 'british-grand-prix', 'tz=Nowhere')).timeZone).toBe(
      'UTC',
    );
    expect((await page('2025-07-03T12:00:00Z', '2025', 'british-grand-prix')).timeZone).toBe('UTC');
    for (const broken of ['tz=%', 'tz=%E0%A4%A']) {
      expect((await page('2025-07-03T12:00:00Z', '2025', 'british-grand-prix', broken)).timeZone).toBe('UTC');
    }
  });

  it.each([
    ['2025', 'british-gp'],
    ['2025', 'British-Grand-Prix'],
    ['1949', 'british-grand-prix'],
    ['25', 'british-grand-prix'],
  ])('answers 404 for /schedule/%s/%s', async (year, slug) => {
    await expect(page('2025-07-03T12:00:00Z', year, slug)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
