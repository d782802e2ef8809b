import { describe, expect, it } from 'vitest';
import {
  chartDefaults,
  fastestLapProgression,
  lapChartGeometry,
  type StoryDriver,
  stints,
} from './race-story.ts';

/** The first laps of the 2026 Dutch Grand Prix as an Ergast-format source serves them (the top five). */
const laps = {
  Laps: [
    ['1:15.007', '1:15.060', '1:15.113', '1:15.166', '1:15.219'],
    ['1:13.014', '1:13.067', '1:13.120', '1:13.173', '1:13.226'],
    ['1:13.021', '1:13.074', '1:13.127', '1:13.180', '1:13.233'],
  ].map((times, index) => ({
    number: String(index + 1),
    Timings: ['piastri', 'max_verstappen', 'norris', 'russell', 'leclerc'].map((driverId, at) => ({
      driverId,
      position: String(at + 1),
      time: times[at] as string,
    })),
  })),
};

/** Drivers as the race story reads them, positions from an Ergast lap chart (lap 1 first). */
function fromErgast(extraLaps: Record<string, (number | null)[]> = {}): StoryDriver[] {
  const byDriver = new Map<string, (number | null)[]>();
  for (const lap of laps.Laps)
    for (const timing of lap.Timings)
      byDriver.set(timing.driverId, [...(byDriver.get(timing.driverId) ?? []), Number(timing.position)]);
  return [...byDriver].map(([driverId, positions]) => ({
    driverId,
    code: driverId.slice(0, 3).toUpperCase(),
    name: driverId,
    teamName: 'Team',
    colour: '#FF8000',
    finish: '1',
    laps: null,
    positions: [...positions, ...(extraLaps[driverId] ?? [])],
  }));
}

describe('lapChartGeometry', () => {
  // The 2026 Dutch Grand Prix's first laps (Ergast format): Piastri leads from lap 1.
  const drivers = fromErgast();
  const chart = lapChartGeometry(drivers);
  const line = (driverId: string) => chart.lines.find((l) => l.driverId === driverId);

  it('draws the driver in P1 on lap 1 at the top left, the last position at the bottom', () => {
    expect(chart.laps).toBe(3);
    expect(chart.rows).toBe(5);
    const leader = line('piastri');
    expect(leader?.segments[0]?.split(' ')[0]).toBe(`${chart.plot.left},${chart.plot.top}`);
    const last = drivers.find((driver) => driver.positions[0] === 5);
    const lastLine = last && line(last.driverId);
    expect(lastLine?.segments[0]?.split(' ')[0]).toBe(`${chart.plot.left},${chart.plot.bottom}`);
    expect(last?.driverId).toBe('leclerc');
    expect(chart.plot.bottom - chart.plot.top).toBe(4 * chartDefaults.rowHeight);
  });

  it('ends every finisher’s line on the last lap at the right edge, labelled with the code', () => {
    const leader = line('piastri');
    expect(leader?.end).toEqual({ x: chart.plot.right, y: chart.plot.top, lap: 3, position: 1 });
    expect(leader?.code).toBe('PIA');
    expect(leader?.colour).toBe('#FF8000');
  });

  it('stops a retired driver’s line at the lap he last completed', () => {
    const longer = fromErgast({ piastri: [1, 1], max_verstappen: [2, 2], norris: [null, null] });
    const geometry = lapChartGeometry(longer);
    expect(geometry.laps).toBe(5);
    const retired = geometry.lines.find((l) => l.driverId === 'norris');
    expect(retired?.end.lap).toBe(3);
    expect(retired?.end.x).toBeLessThan(geometry.plot.right);
    expect(retired?.segments).toHaveLength(1);
    expect(retired?.segments[0]?.split(' ')).toHaveLength(3);
    expect(geometry.lines.find((l) => l.driverId === 'piastri')?.end.x).toBe(geometry.plot.right);
  });

  it('breaks a line where a lap has no position and draws no line for a driver without laps', () => {
    const gappy = fromErgast({ piastri: [null, 1] });
    const leader = lapChartGeometry(gappy).lines.find((l) => l.driverId === 'piastri');
    expect(leader?.segments).toHaveLength(2);
    const none = lapChartGeometry([{ ...(gappy[0] as StoryDriver), positions: [null, null] }]);
    expect(none.lines).toEqual([]);
  });

  it('numbers each team colour once for the colour-vision palette, its second driver a team mate', () => {
    const colours: Record<string, string> = { max_verstappen: '#3671C6', russell: '#27F4D2' };
    const teams = lapChartGeometry(drivers.map((d) => ({ ...d, colour: colours[d.driverId] ?? d.colour })));
    expect(teams.lines.map((l) => [l.code, l.series, l.teamMate])).toEqual([
      ['PIA', 0, false],
      ['MAX', 1, false],
      ['NOR', 0, true],
      ['RUS', 2, false],
      ['LEC', 0, true],
    ]);
  });

  it('marks lap numbers along the bottom, the first and the last among them', () => {
    const long = lapChartGeometry(fromErgast({ piastri: Array.from({ length: 69 }, () => 1) }));
    expect(long.lapTicks.map((tick) => tick.lap)).toEqual([1, 10, 20, 30, 40, 50, 60, 72]);
    expect(long.positionTicks.map((tick) => tick.position)).toEqual([1, 5]);
  });
});

describe('stints', () => {
  it.each([
    { stops: [], laps: 72, expected: [{ from: 1, to: 72 }] },
    {
      stops: [{ lap: 18 }, { lap: 45 }],
      laps: 72,
      expected: [
        { from: 1, to: 18 },
        { from: 19, to: 45 },
        { from: 46, to: 72 },
      ],
    },
    // Retired in the pits on lap 23: the stop ends the race.
    { stops: [{ lap: 23 }], laps: 23, expected: [{ from: 1, to: 23 }] },
    // Stops out of order, one on the opening lap.
    {
      stops: [{ lap: 40 }, { lap: 1 }],
      laps: 50,
      expected: [
        { from: 1, to: 1 },
        { from: 2, to: 40 },
        { from: 41, to: 50 },
      ],
    },
    { stops: [], laps: 0, expected: [] },
  ])('$stops.length stops in $laps laps', ({ stops, laps, expected }) => {
    expect(stints(stops, laps)).toEqual(expected);
  });
});

describe('fastestLapProgression', () => {
  it('keeps the laps that beat every earlier lap, with who set them', () => {
    const times = laps.Laps.flatMap((lap) =>
      lap.Timings.map((timing) => {
        const [minutes, seconds] = timing.time.split(':').map(Number) as [number, number];
        return {
          driverId: timing.driverId,
          lap: Number(lap.number),
          time: timing.time,
          millis: Math.round((minutes * 60 + seconds) * 1000),
        };
      }),
    );
    expect(fastestLapProgression(times)).toEqual([
      { lap: 1, driverId: 'piastri', time: '1:15.007', millis: 75_007 },
      { lap: 2, driverId: 'piastri', time: '1:13.014', millis: 73_014 },
    ]);
  });

  it('skips laps without a time and counts a tie with the best as no improvement', () => {
    expect(
      fastestLapProgression([
        { driverId: 'a', lap: 1, time: null, millis: null },
        { driverId: 'b', lap: 1, time: '1:20.000', millis: 80_000 },
        { driverId: 'a', lap: 2, time: '1:20.000', millis: 80_000 },
        { driverId: 'a', lap: 3, time: '1:19.500', millis: 79_500 },
      ]).map((step) => [step.lap, step.driverId]),
    ).toEqual([
      [1, 'b'],
      [3, 'a'],
    ]);
  });
});
