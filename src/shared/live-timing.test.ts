import { describe, expect, it } from 'vitest';
import {
  applyTimingBatch,
  emptyLiveState,
  type LiveTimingState,
  lapTimeText,
  type TimingBatch,
} from './live-timing.ts';

const session = {
  session_key: 9947,
  meeting_key: 1277,
  session_name: 'Race',
  date_start: '2025-07-06T14:00:00+00:00',
};
const base = { session_key: 9947 };
const start = () => emptyLiveState(session, '2025-07-06T14:00:00Z');
const order = (state: LiveTimingState) => state.cars.map((car) => `${car.position}:${car.code}`);

const drivers: TimingBatch['drivers'] = [
  {
    ...base,
    driver_number: 81,
    name_acronym: 'PIA',
    full_name: 'Oscar PIASTRI',
    team_name: 'McLaren',
    team_colour: 'FF8000',
  },
  {
    ...base,
    driver_number: 4,
    name_acronym: 'NOR',
    full_name: 'Lando NORRIS',
    team_name: 'McLaren',
    team_colour: 'FF8000',
  },
  {
    ...base,
    driver_number: 27,
    name_acronym: 'HUL',
    full_name: 'Nico HULKENBERG',
    team_name: 'Kick Sauber',
    team_colour: null,
  },
];
const position = (n: number, p: number, date: string) => ({ ...base, driver_number: n, position: p, date });

describe('applyTimingBatch', () => {
  it('orders the cars by their newest position, whatever order the records come in', () => {
    const state = applyTimingBatch(
      start(),
      {
        drivers,
        position: [
          position(4, 1, '2025-07-06T14:44:30Z'),
          position(81, 1, '2025-07-06T14:03:00Z'),
          position(4, 2, '2025-07-06T14:03:00Z'),
          position(81, 2, '2025-07-06T14:44:30Z'),
          position(27, 3, '2025-07-06T14:24:00Z'),
        ],
      },
      '2025-07-06T14:45:00Z',
    );
    expect(order(state)).toEqual(['1:NOR', '2:PIA', '3:HUL']);
    expect(state.cars[0]).toMatchObject({ name: 'Lando NORRIS', team: 'McLaren', colour: '#FF8000' });
    expect(state.cars[2]?.colour).toBeNull();
    expect(state.cursors.position).toBe('2025-07-06T14:44:30Z');
  });

  it('moves a car on a later poll and counts the change as a new version', () => {
    const first = applyTimingBatch(
      start(),
      {
        drivers,
        position: [position(81, 1, '2025-07-06T14:03:00Z'), position(4, 2, '2025-07-06T14:03:00Z')],
      },
      'a',
    );
    const second = applyTimingBatch(
      first,
      { position: [position(4, 1, '2025-07-06T14:44:30Z'), position(81, 2, '2025-07-06T14:44:30Z')] },
      'b',
    );
    expect(order(first)).toEqual(['1:PIA', '2:NOR', 'null:HUL']);
    expect(order(second)).toEqual(['1:NOR', '2:PIA', 'null:HUL']);
    expect(second.version).toBe(first.version + 1);
  });

  it('keeps the version when a poll brings nothing new, or only repeats', () => {
    const first = applyTimingBatch(
      start(),
      { drivers, position: [position(81, 1, '2025-07-06T14:03:00Z')] },
      'a',
    );
    const again = applyTimingBatch(
      first,
      { drivers, position: [position(81, 1, '2025-07-06T14:03:00Z')] },
      'b',
    );
    expect(again.version).toBe(first.version);
    expect(again.updatedAt).toBe('b');
  });

  it('shows gaps in seconds, lapped cars as the source says, and the leader without a gap', () => {
    const state = applyTimingBatch(
      start(),
      {
        position: [position(81, 1, 'x'), position(4, 2, 'x'), position(27, 3, 'x')].map((p) => ({
          ...p,
          date: '2025-07-06T14:30:00Z',
        })),
        intervals: [
          { ...base, driver_number: 81, date: '2025-07-06T14:30:00Z', gap_to_leader: null, interval: null },
          { ...base, driver_number: 4, date: '2025-07-06T14:30:00Z', gap_to_leader: 1.2, interval: 1.2 },
          {
            ...base,
            driver_number: 27,
            date: '2025-07-06T14:30:00Z',
            gap_to_leader: '+1 LAP',
            interval: 20.5,
          },
          { ...base, driver_number: 4, date: '2025-07-06T14:29:00Z', gap_to_leader: 9, interval: 9 },
        ],
      },
      'a',
    );
    expect(state.cars.map((car) => [car.code, car.gap, car.interval])).toEqual([
      ['81', '', ''],
      ['4', '+1.200', '+1.200'],
      ['27', '+1 LAP', '+20.500'],
    ]);
  });

  it('keeps the lap in progress, the last and best completed laps, stops, tyres and messages', () => {
    const lap = (n: number, lap_number: number, lap_duration: number | null) => ({
      ...base,
      driver_number: n,
      lap_number,
      lap_duration,
      date_start: `2025-07-06T14:${String(10 + lap_number).padStart(2, '0')}:00Z`,
    });
    const state = applyTimingBatch(
      start(),
      {
        drivers,
        laps: [lap(81, 12, 124.2), lap(81, 13, 95), lap(81, 11, 92.5), lap(81, 14, null)],
        pit: [
          { ...base, driver_number: 81, date: '2025-07-06T14:23:00Z', lap_number: 12, pit_duration: 22.4 },
        ],
        stints: [
          {
            ...base,
            driver_number: 81,
            stint_number: 2,
            compound: 'MEDIUM',
            lap_start: 13,
            lap_end: 52,
            tyre_age_at_start: 0,
          },
          {
            ...base,
            driver_number: 81,
            stint_number: 1,
            compound: 'INTERMEDIATE',
            lap_start: 1,
            lap_end: 12,
            tyre_age_at_start: 0,
          },
        ],
        race_control: [
          {
            ...base,
            date: '2025-07-06T14:21:10Z',
            category: 'SafetyCar',
            flag: null,
            message: 'SAFETY CAR DEPLOYED',
            lap_number: 12,
          },
          {
            ...base,
            date: '2025-07-06T14:30:20Z',
            category: 'Flag',
            flag: 'GREEN',
            message: 'TRACK CLEAR',
            lap_number: 16,
          },
        ],
      },
      'a',
    );
    const piastri = state.cars.find((car) => car.code === 'PIA');
    expect(piastri).toMatchObject({
      lap: 14,
      lastLapMs: 95_000,
      bestLapMs: 92_500,
      pitStops: 1,
      compound: 'MEDIUM',
      tyreAge: 1,
    });
    expect(state.pitStops).toEqual([
      { driverNumber: 81, code: 'PIA', lap: 12, durationS: 22.4, date: '2025-07-06T14:23:00Z' },
    ]);
    expect(state.raceControl.map((m) => m.message)).toEqual(['TRACK CLEAR', 'SAFETY CAR DEPLOYED']);

    // The same stop seen again (a poll at the cursor's instant) is not a second stop.
    const again = applyTimingBatch(
      state,
      {
        pit: [
          { ...base, driver_number: 81, date: '2025-07-06T14:23:00Z', lap_number: 12, pit_duration: 22.4 },
        ],
      },
      'b',
    );
    expect(again.cars.find((car) => car.code === 'PIA')?.pitStops).toBe(1);
  });
});

describe('lapTimeText', () => {
  it.each([
    [93_100, '1:33.100'],
    [59_999, '0:59.999'],
    [null, ''],
  ])('%s ms is "%s"', (ms, text) => {
    expect(lapTimeText(ms)).toBe(text);
  });
});
