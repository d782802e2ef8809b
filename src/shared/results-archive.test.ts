import { describe, expect, it } from 'vitest';
import {
  parseBeforeRound,
  parseResultsSeason,
  qualifyingRound,
  raceRound,
  resultsSeasons,
} from './results-archive.ts';

const circuit = {
  circuitId: 'red_bull_ring',
  circuitName: 'Red Bull Ring',
  Location: { locality: 'Spielberg', country: 'Austria' },
};
const driver = (givenName: string, familyName: string) => ({ givenName, familyName });
const body = (race: Record<string, unknown> | undefined) => ({
  MRData: { RaceTable: { Races: race ? [race] : [] } },
});
const race = {
  season: '2025',
  round: '11',
  raceName: 'Austrian Grand Prix',
  date: '2025-06-29',
  Circuit: circuit,
};

describe('seasons', () => {
  it('offers 2014 to the current season, newest first', () => {
    const seasons = resultsSeasons(2025);
    expect(seasons[0]).toBe(2025);
    expect(seasons.at(-1)).toBe(2014);
    expect(seasons).toHaveLength(12);
  });

  it.each([
    [undefined, 2025],
    ['2025', 2025],
    ['2014', 2014],
    ['2013', undefined],
    ['2026', undefined],
    ['20x5', undefined],
    ['02025', undefined],
  ])('season parameter %j → %j', (param, year) => {
    expect(parseResultsSeason(param, 2025)).toBe(year);
  });

  it.each([
    ['12', 12],
    ['2', 2],
    ['1', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['x', undefined],
    [null, undefined],
  ])('before=%j → %j', (value, round) => {
    expect(parseBeforeRound(value)).toBe(round);
  });
});

describe('raceRound', () => {
  const results = body({
    ...race,
    Results: [
      {
        position: '1',
        points: '25',
        status: 'Finished',
        Driver: driver('Lando', 'Norris'),
        Constructor: { name: 'McLaren' },
        FastestLap: { rank: '3', lap: '60', Time: { time: '1:08.272' } },
      },
      {
        position: '18',
        points: '0',
        status: 'Collision',
        Driver: driver('Max', 'Verstappen'),
        Constructor: { name: 'Red Bull' },
      },
    ],
  });

  it('turns a results response into rows, with "-" for a driver without a fastest lap', () => {
    expect(raceRound(results)).toEqual({
      season: 2025,
      round: 11,
      raceName: 'Austrian Grand Prix',
      date: '2025-06-29',
      circuitName: 'Red Bull Ring',
      locality: 'Spielberg',
      country: 'Austria',
      race: [
        {
          position: '1',
          driver: 'Lando Norris',
          constructor: 'McLaren',
          points: '25',
          status: 'Finished',
          fastestLap: '1:08.272',
        },
        {
          position: '18',
          driver: 'Max Verstappen',
          constructor: 'Red Bull',
          points: '0',
          status: 'Collision',
          fastestLap: '-',
        },
      ],
      sprint: [],
    });
  });

  it('adds the sprint of a sprint weekend', () => {
    const sprint = body({
      ...race,
      SprintResults: [
        {
          position: '1',
          points: '8',
          status: 'Finished',
          Driver: driver('Oscar', 'Piastri'),
          Constructor: { name: 'McLaren' },
        },
      ],
    });
    expect(raceRound(results, sprint)?.sprint).toEqual([
      {
        position: '1',
        driver: 'Oscar Piastri',
        constructor: 'McLaren',
        points: '8',
        status: 'Finished',
        fastestLap: '-',
      },
    ]);
  });

  it('is undefined for an empty or unexpected response, which ends the paging', () => {
    expect(raceRound(body(undefined))).toBeUndefined();
    expect(raceRound(body({ ...race, Results: [] }))).toBeUndefined();
    expect(raceRound({ error: { code: 'not_found' } })).toBeUndefined();
    expect(raceRound(null)).toBeUndefined();
  });
});

describe('qualifyingRound', () => {
  it('keeps Q1, Q2 and Q3, blank when a driver was knocked out', () => {
    const round = qualifyingRound(
      body({
        ...race,
        QualifyingResults: [
          {
            position: '1',
            Driver: driver('Lando', 'Norris'),
            Constructor: { name: 'McLaren' },
            Q1: '1:04.672',
            Q2: '1:04.410',
            Q3: '1:03.971',
          },
          {
            position: '20',
            Driver: driver('Kimi', 'Antonelli'),
            Constructor: { name: 'Mercedes' },
            Q1: '1:05.900',
          },
        ],
      }),
    );
    expect(round?.qualifying).toEqual([
      {
        position: '1',
        driver: 'Lando Norris',
        constructor: 'McLaren',
        q1: '1:04.672',
        q2: '1:04.410',
        q3: '1:03.971',
      },
      { position: '20', driver: 'Kimi Antonelli', constructor: 'Mercedes', q1: '1:05.900', q2: '', q3: '' },
    ]);
    expect(qualifyingRound(body({ ...race, QualifyingResults: [] }))).toBeUndefined();
  });
});
