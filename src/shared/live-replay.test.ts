import { describe, expect, it } from 'vitest';
import { eventsPlayed, replayEvents, replaySteps, stepAt, type TimedRecord } from './live-replay.ts';

const minute = 60_000;
const at = (offsetMs: number, topic: string, patch: unknown): TimedRecord =>
  ({
    offsetMs,
    topic,
    patch,
    at: new Date(Date.UTC(2025, 6, 6, 14) + offsetMs).toISOString(),
  }) as TimedRecord;

/** A three-lap race: the start, lap 2 under the safety car, a stop for car 4, its fastest lap on lap 3. */
const race = [
  at(0, 'LapCount', { CurrentLap: 1, TotalLaps: 3 }),
  at(1 * minute, 'SessionStatus', { Status: 'Started' }),
  at(2 * minute, 'LapCount', { CurrentLap: 2 }),
  at(3 * minute, 'TrackStatus', { Status: '4', Message: 'SCDeployed' }),
  at(4 * minute, 'TimingData', { Lines: { '4': { InPit: true } } }),
  at(5 * minute, 'TimingData', { Lines: { '4': { InPit: false } } }),
  at(6 * minute, 'TrackStatus', { Status: '1', Message: 'AllClear' }),
  at(7 * minute, 'LapCount', { CurrentLap: 3 }),
  at(8 * minute, 'TimingData', {
    Lines: { '4': { LastLapTime: { Value: '1:29.337', OverallFastest: true } } },
  }),
  at(9 * minute, 'SessionStatus', { Status: 'Finished' }),
];

describe('a replay’s steps and events', () => {
  it('steps lap by lap, each lap ending as the next begins, the last with the feed', () => {
    expect(replaySteps(race).map(({ label, offsetMs }) => [label, offsetMs / minute])).toEqual([
      ['Start', 0],
      ['Lap 1', 2],
      ['Lap 2', 7],
      ['Lap 3', 9],
    ]);
  });

  it('tells the step the playback is in', () => {
    const steps = replaySteps(race);
    expect([0, 1.9, 2, 6.5, 9].map((at) => steps[stepAt(steps, at * minute)]?.label)).toEqual([
      'Start',
      'Start',
      'Lap 1',
      'Lap 1',
      'Lap 3',
    ]);
  });

  it('finds the start, the safety car, each stop of a car and the session’s fastest lap', () => {
    expect(replayEvents(race).map(({ kind, offsetMs, car }) => [kind, offsetMs / minute, car])).toEqual([
      ['start', 1, undefined],
      ['safety-car', 3, undefined],
      ['pit-stop', 4, '4'],
      ['fastest-lap', 8, undefined],
    ]);
  });

  it('names only what the playback has passed, the fastest lap at the end, unless asked for what is ahead', () => {
    const events = replayEvents(race);
    const kinds = (positionMs: number, showAhead?: boolean) =>
      eventsPlayed(events, positionMs, 9 * minute, showAhead).map((event) => event.kind);
    expect(kinds(0)).toEqual([]);
    expect(kinds(2 * minute)).toEqual(['start']);
    expect(kinds(8.5 * minute)).toEqual(['start', 'safety-car', 'pit-stop']);
    expect(kinds(9 * minute)).toEqual(['start', 'safety-car', 'pit-stop', 'fastest-lap']);
    expect(kinds(0, true)).toEqual(['start', 'safety-car', 'pit-stop', 'fastest-lap']);
  });
});
