/** A driver of the race as the race story draws them: the code labels the chart's lines. */
export type StoryDriver = {
  driverId: string;
  /** Three-letter code ("VER"). */
  code: string;
  name: string;
  teamName: string;
  /** The team's colour that season (#RRGGBB). */
  colour: string;
  /** Classified position or the retirement code ("1", "DNF"). */
  finish: string;
  /** Laps completed, per the classification; null when unknown. */
  laps: number | null;
  /** Position at the end of each lap (index 0 is lap 1); null where none is recorded. */
  positions: (number | null)[];
};

export type StoryStop = { driverId: string; stop: number; lap: number; duration: string | null };

export type FastestLapStep = { lap: number; driverId: string; time: string; millis: number };

/** Every lap's lap times, for the fastest-lap progression. */
export type StoryLapTime = { driverId: string; lap: number; time: string | null; millis: number | null };

export type ChartOptions = { width: number; rowHeight: number; left: number; right: number; top: number };

export const chartDefaults: ChartOptions = { width: 360, rowHeight: 15, left: 22, right: 34, top: 14 };

export type ChartLine = {
  driverId: string;
  code: string;
  colour: string;
  /** Its team colour's place among the chart's, for the colour-vision palette (`--safe-<n>`). */
  series: number;
  /** The second driver of a team on the chart: dashed under the colour-vision palette. */
  teamMate: boolean;
  /** SVG `points` of the polyline ("x,y x,y …"); one entry per run of recorded laps. */
  segments: string[];
  /** Where the line ends: its label sits just after it. */
  end: { x: number; y: number; lap: number; position: number };
};

export type ChartGeometry = {
  width: number;
  height: number;
  laps: number;
  rows: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** Lap numbers marked along the bottom, with their x. */
  lapTicks: { lap: number; x: number }[];
  /** Positions marked down the left, with their y. */
  positionTicks: { position: number; y: number }[];
  lines: ChartLine[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The lap chart's geometry: lap 1 at the left, the last lap at the right, P1 at the top and each
 * lower position a row further down. A driver's line runs through every lap with a recorded position
 * and stops at the last one (a retirement stops the line where it happened).
 */
export function lapChartGeometry(drivers: readonly StoryDriver[], options = chartDefaults): ChartGeometry {
  const laps = Math.max(1, ...drivers.map((driver) => lastLap(driver.positions)));
  const rows = Math.max(
    1,
    ...drivers.flatMap((driver) => driver.positions.filter((p): p is number => p !== null)),
  );
  const plot = {
    left: options.left,
    right: options.width - options.right,
    top: options.top,
    bottom: options.top + (rows - 1) * options.rowHeight,
  };
  const x = (lap: number) =>
    round1(laps === 1 ? plot.left : plot.left + ((lap - 1) / (laps - 1)) * (plot.right - plot.left));
  const y = (position: number) => round1(plot.top + (position - 1) * options.rowHeight);

  const lines: ChartLine[] = [];
  const teams: string[] = [];
  for (const driver of drivers) {
    const segments: string[] = [];
    let run: string[] = [];
    let end: ChartLine['end'] | undefined;
    driver.positions.forEach((position, index) => {
      if (position === null) {
        if (run.length) segments.push(run.join(' '));
        run = [];
        return;
      }
      const lap = index + 1;
      end = { x: x(lap), y: y(position), lap, position };
      run.push(`${end.x},${end.y}`);
    });
    if (run.length) segments.push(run.join(' '));
    if (!end) continue;
    const teamMate = teams.includes(driver.colour);
    if (!teamMate) teams.push(driver.colour);
    const series = teams.indexOf(driver.colour);
    lines.push({
      driverId: driver.driverId,
      code: driver.code,
      colour: driver.colour,
      series,
      teamMate,
      segments,
      end,
    });
  }

  const step = laps <= 20 ? 5 : laps <= 40 ? 10 : laps <= 80 ? 10 : 20;
  const lapTicks = [1, ...range(step, laps - 1, step)]
    .filter((lap) => lap < laps - step / 3)
    .concat(laps > 1 ? [laps] : [])
    .map((lap) => ({ lap, x: x(lap) }));
  const positionTicks = [1, ...range(5, rows, 5)].map((position) => ({ position, y: y(position) }));
  return {
    width: options.width,
    height: plot.bottom + 26,
    laps,
    rows,
    plot,
    lapTicks,
    positionTicks,
    lines,
  };
}

function lastLap(positions: readonly (number | null)[]): number {
  for (let index = positions.length - 1; index >= 0; index -= 1)
    if (positions[index] !== null) return index + 1;
  return 0;
}

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}

export type Stint = { from: number; to: number };

/**
 * A driver's stints: from lap 1 to the lap of the first stop, from the lap after it to the next
 * stop, …, the last to the laps completed. A stop after the last lap completed (a car retired in
 * the pits) ends the stints there.
 */
export function stints(stops: readonly { lap: number }[], lapsCompleted: number): Stint[] {
  const laps = [...stops].map((stop) => stop.lap).sort((a, b) => a - b);
  const out: Stint[] = [];
  let from = 1;
  for (const lap of laps) {
    if (lap >= lapsCompleted) break;
    if (lap >= from) out.push({ from, to: lap });
    from = lap + 1;
  }
  if (lapsCompleted >= from) out.push({ from, to: lapsCompleted });
  return out;
}

/**
 * The laps on which the race's fastest lap improved: on each lap, the quickest time set on it when it
 * beat every earlier lap's (a tie with the standing best is no improvement).
 */
export function fastestLapProgression(times: readonly StoryLapTime[]): FastestLapStep[] {
  const byLap = new Map<number, FastestLapStep>();
  for (const { driverId, lap, time, millis } of times) {
    if (millis === null || time === null) continue;
    const best = byLap.get(lap);
    if (!best || millis < best.millis) byLap.set(lap, { lap, driverId, time, millis });
  }
  const steps: FastestLapStep[] = [];
  for (const step of [...byLap.values()].sort((a, b) => a.lap - b.lap)) {
    const standing = steps.at(-1);
    if (!standing || step.millis < standing.millis) steps.push(step);
  }
  return steps;
}
