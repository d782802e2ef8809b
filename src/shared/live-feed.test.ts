import { describe, expect, it } from 'vitest';
import { applyFeedRecord, applyFeedRecords, mergePatch } from './live-feed.ts';
import { feedLapMs, feedView } from './live-feed-view.ts';
import { provisionalOrder } from './live-timing.ts';

describe('mergePatch', () => {
  it.each([
    ['deep-merges objects', { a: { b: 1, c: 2 } }, { a: { c: 3 } }, { a: { b: 1, c: 3 } }],
    [
      'patches an array by index',
      { m: [{ t: 'a' }, { t: 'b' }] },
      { m: { '1': { t: 'B' } } },
      { m: [{ t: 'a' }, { t: 'B' }] },
    ],
    [
      'appends to an array by index',
      { m: [{ t: 'a' }] },
      { m: { '1': { t: 'b' } } },
      { m: [{ t: 'a' }, { t: 'b' }] },
    ],
    [
      'merges into an array element',
      { s: [{ v: '1', p: true }] },
      { s: { '0': { v: '2' } } },
      { s: [{ v: '2', p: true }] },
    ],
    ['replaces a value with a real array', { s: [1, 2, 3] }, { s: [4] }, { s: [4] }],
    ['replaces scalars', { a: '1' }, { a: '' }, { a: '' }],
    ['creates what is missing', {}, { lines: { '44': { x: 1 } } }, { lines: { '44': { x: 1 } } }],
    [
      'keeps numeric keys of an object as keys',
      { lines: { '1': { p: '1' } } },
      { lines: { '44': { p: '2' } } },
      { lines: { '1': { p: '1' }, '44': { p: '2' } } },
    ],
    ['drops the keyframe marker', { a: 1 }, { _kf: true, b: 2 }, { a: 1, b: 2 }],
  ])('%s', (_name, state, patch, expected) => {
    const before = structuredClone(state);
    expect(mergePatch(state, patch)).toEqual(expected);
    // The state a patch was merged into is left as it was (a replay keeps earlier states).
    expect(state).toEqual(before);
  });

  it('applies records topic by topic, leaving other topics shared', () => {
    const weather = { AirTemp: '20' };
    const topics = { WeatherData: weather, LapCount: { CurrentLap: 1, TotalLaps: 52 } };
    const next = applyFeedRecord(topics, { topic: 'LapCount', patch: { CurrentLap: 2 } });
    expect(next.LapCount).toEqual({ CurrentLap: 2, TotalLaps: 52 });
    expect(next.WeatherData).toBe(weather);
    expect(
      applyFeedRecords({}, [
        { topic: 'TrackStatus', patch: { Status: '1' } },
        { topic: 'TrackStatus', patch: { Status: '4', Message: 'SCDeployed' } },
      ]),
    ).toEqual({ TrackStatus: { Status: '4', Message: 'SCDeployed' } });
  });
});

describe('feedLapMs', () => {
  it.each([
    ['1:32.123', 92_123],
    ['59.875', 59_875],
    ['1:05.4', 65_400],
    ['', null],
    ['LAP 3', null],
  ])('%s → %s', (value, ms) => expect(feedLapMs(value)).toBe(ms));
});

const race = {
  SessionInfo: { Key: 9558, Type: 'Race', Name: 'Race' },
  SessionStatus: { Status: 'Started' },
  TrackStatus: { Status: '4', Message: 'SCDeployed' },
  LapCount: { CurrentLap: 12, TotalLaps: 52 },
  ExtrapolatedClock: { Utc: '2025-07-06T14:25:00.000Z', Remaining: '01:35:00', Extrapolating: true },
  WeatherData: { AirTemp: '21.4', TrackTemp: '35.0', Humidity: '51.0', Rainfall: '0', WindSpeed: '1.2' },
  DriverList: {
    _kf: true,
    '1': { Tla: 'VER', FullName: 'Max VERSTAPPEN', TeamName: 'Red Bull Racing', TeamColour: '3671C6' },
    '81': { Tla: 'PIA', FullName: 'Oscar PIASTRI', TeamName: 'McLaren', TeamColour: 'FF8000' },
  },
  TimingData: {
    Lines: {
      '1': {
        Position: '2',
        GapToLeader: '+1.204',
        IntervalToPositionAhead: { Value: '+1.204' },
        NumberOfLaps: 12,
        NumberOfPitStops: 1,
        LastLapTime: { Value: '1:31.002', PersonalFastest: true, OverallFastest: false },
        BestLapTime: { Value: '1:31.002', Lap: 12 },
        Sectors: [
          { Value: '28.101', PersonalFastest: false, OverallFastest: false },
          { Value: '35.500', PersonalFastest: true, OverallFastest: true },
          { Value: '27.401', PersonalFastest: true, OverallFastest: false },
        ],
      },
      '81': {
        Position: '1',
        GapToLeader: 'LAP 12',
        IntervalToPositionAhead: { Value: 'LAP 12' },
        NumberOfLaps: 12,
        NumberOfPitStops: 0,
        LastLapTime: { Value: '1:32.500' },
        BestLapTime: { Value: '1:31.900', Lap: 9 },
        Sectors: [{ Value: '28.000' }, { Value: '' }, { Value: '' }],
      },
    },
  },
  TimingAppData: {
    Lines: {
      '1': {
        GridPos: '4',
        Stints: [
          { Compound: 'MEDIUM', New: 'true', TotalLaps: 8, StartLaps: 0 },
          { Compound: 'HARD', New: 'true', TotalLaps: 4, StartLaps: 0 },
        ],
      },
      '81': { GridPos: '1', Stints: [{ Compound: 'MEDIUM', New: 'false', TotalLaps: 15, StartLaps: 3 }] },
    },
  },
  RaceControlMessages: {
    Messages: [
      {
        Utc: '2025-07-06T14:03:00',
        Lap: 1,
        Category: 'Flag',
        Flag: 'GREEN',
        Message: 'GREEN LIGHT - PIT EXIT OPEN',
      },
      { Utc: '2025-07-06T14:20:00', Lap: 11, Category: 'SafetyCar', Message: 'SAFETY CAR DEPLOYED' },
    ],
  },
};

describe('feedView', () => {
  const view = feedView(race, {
    version: 3,
    updatedAt: '2025-07-06T14:25:01.000Z',
    feedAt: '2025-07-06T14:25:00.500Z',
  });

  it('puts the cars in running order with their gaps, laps, sectors and tyres', () => {
    expect(view.cars.map((car) => car.code)).toEqual(['PIA', 'VER']);
    const [leader, second] = view.cars;
    expect(second).toMatchObject({
      driverNumber: 1,
      name: 'Max VERSTAPPEN',
      colour: '#3671C6',
      position: 2,
      gap: '+1.204',
      lap: 12,
      lastLapMs: 91_002,
      lastLapBest: 'personal',
      bestLapMs: 91_002,
      bestLapLap: 12,
      pitStops: 1,
      compound: 'HARD',
      tyreAge: 4,
      gridPosition: 4,
    });
    expect(second?.sectors).toEqual([
      { time: '28.101', best: null },
      { time: '35.500', best: 'overall' },
      { time: '27.401', best: 'personal' },
    ]);
    // A used set counts the laps it had before it was fitted.
    expect(leader).toMatchObject({ compound: 'MEDIUM', tyreAge: 15, gridPosition: 1 });
    expect(leader?.stints).toEqual([{ compound: 'MEDIUM', laps: 15, isNew: false }]);
  });

  it('tells the pit stops from the sets of tyres, newest first', () => {
    expect(view.pitStops).toEqual([{ driverNumber: 1, code: 'VER', lap: 8, durationS: null, date: '' }]);
  });

  it('gives the session: safety car, lap count, clock, weather', () => {
    expect(view.session).toMatchObject({
      feedAt: '2025-07-06T14:25:00.500Z',
      status: 'Started',
      track: { code: '4', label: 'Safety car' },
      lap: { current: 12, total: 52 },
      clock: { remaining: '01:35:00', running: true },
      weather: { airC: 21.4, trackC: 35, humidity: 51, rain: false, windMs: 1.2 },
      kind: 'race',
      qualifyingPart: null,
    });
  });

  it('lists race control newest first, with UTC instants', () => {
    expect(view.raceControl.map((message) => [message.message, message.date])).toEqual([
      ['SAFETY CAR DEPLOYED', '2025-07-06T14:20:00Z'],
      ['GREEN LIGHT - PIT EXIT OPEN', '2025-07-06T14:03:00Z'],
    ]);
  });

  it('shows the running part of qualifying and how many go through', () => {
    const qualifying = feedView(
      {
        SessionInfo: { Key: 1, Type: 'Qualifying', Name: 'Qualifying' },
        TimingData: {
          SessionPart: 2,
          NoEntries: [20, 15, 10],
          Lines: {
            '4': {
              Position: '1',
              BestLapTimes: [{ Value: '1:25.100' }, { Value: '1:24.800' }, { Value: '' }],
              Stats: [{ TimeDiffToFastest: '' }, { TimeDiffToFastest: '' }],
            },
            '55': { Position: '16', KnockedOut: true, BestLapTimes: [{ Value: '1:26.000' }] },
          },
        },
      },
      { version: 1, updatedAt: '2025-07-05T15:00:00Z', feedAt: null },
    );
    expect(qualifying.session).toMatchObject({ kind: 'qualifying', qualifyingPart: 2, throughToNext: 10 });
    expect(qualifying.cars[0]).toMatchObject({ driverNumber: 4, bestLapMs: 84_800 });
    expect(qualifying.cars[1]).toMatchObject({ driverNumber: 55, knockedOut: true });
  });
});

describe('provisionalOrder', () => {
  const at = { version: 9, updatedAt: '2025-07-06T15:40:00.000Z', feedAt: '2025-07-06T15:39:59.000Z' };

  it('is the order the feed ended the session with, once the session is over', () => {
    const running = feedView(race, at);
    expect(provisionalOrder(running)).toBeNull();
    const ended = feedView({ ...race, SessionStatus: { Status: 'Finished' } }, at);
    expect(provisionalOrder(ended)).toEqual({
      at: '2025-07-06T15:39:59.000Z',
      rows: [
        {
          position: 1,
          driverNumber: 81,
          code: 'PIA',
          name: 'Oscar PIASTRI',
          team: 'McLaren',
          colour: '#FF8000',
          laps: 12,
          result: '',
          retired: false,
        },
        {
          position: 2,
          driverNumber: 1,
          code: 'VER',
          name: 'Max VERSTAPPEN',
          team: 'Red Bull Racing',
          colour: '#3671C6',
          laps: 12,
          result: '+1.204',
          retired: false,
        },
      ],
    });
  });

  it('has nothing to give for a state without the feed (OpenF1) or without cars', () => {
    expect(
      provisionalOrder({
        sessionKey: 1,
        sessionName: 'Race',
        version: 1,
        updatedAt: at.updatedAt,
        cars: [],
        pitStops: [],
        raceControl: [],
      }),
    ).toBeNull();
    expect(provisionalOrder(feedView({ SessionStatus: { Status: 'Finalised' } }, at))).toBeNull();
  });
});
