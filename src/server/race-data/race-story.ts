import type { Services } from '#server/services.ts';
import type { Meeting } from '#shared/meetings.ts';
import type { Provenance } from '#shared/provenance.ts';
import {
  type ChartGeometry,
  type FastestLapStep,
  fastestLapProgression,
  lapChartGeometry,
  type Stint,
  type StoryDriver,
  type StoryStop,
  stints,
} from '#shared/race-story.ts';
import { ownedRowsProvenance } from './provenance.ts';
import { cachedRaceData } from './race-data-cache.ts';
import { selectRaceStops, selectStoryDrivers } from './race-story.queries.ts';
import { selectLapTimes } from './race-timing.queries.ts';

/** Drivers whose team has no colour on record are drawn in this neutral grey. */
const noTeamColour = '#6E6E88';

export type RaceStory = {
  /** The race's drivers in finishing order, each with a position per lap (empty without lap data). */
  drivers: StoryDriver[];
  /**
   * The lap chart, drawn here for the drivers with lap-by-lap positions (the page only renders it);
   * null when none are stored.
   */
  chart: ChartGeometry | null;
  stops: StoryStop[];
  /** Each driver's stints between the stops, by driver id. */
  stints: Record<string, Stint[]>;
  fastestLaps: FastestLapStep[];
  lapsProvenance: Provenance | null;
  stopsProvenance: Provenance | null;
};

/**
 * A race's story beyond its classification: positions lap by lap, pit stops, how the fastest lap
 * fell. Null when the race has neither lap times nor pit stops stored.
 */
export async function raceStory(
  services: Services,
  meeting: Pick<Meeting, 'raceId' | 'year' | 'round'>,
): Promise<RaceStory | null> {
  const { raceId, year, round } = meeting;
  const [laps, stops] = await Promise.all([
    cachedRaceData(services, `race-story:laps:${raceId}`, () => selectLapTimes(services.db, year, round)),
    cachedRaceData(services, `race-story:stops:${raceId}`, () => selectRaceStops(services.db, raceId)),
  ]);
  if (laps.length === 0 && stops.length === 0) return null;
  const entrants = await cachedRaceData(services, `race-story:drivers:${raceId}`, () =>
    selectStoryDrivers(services.db, raceId, year),
  );
  const lapCount = Math.max(0, ...laps.map((row) => row.lap));
  const positions = new Map<string, (number | null)[]>();
  for (const row of laps) {
    let list = positions.get(row.driverId);
    if (!list) {
      list = Array.from({ length: lapCount }, () => null);
      positions.set(row.driverId, list);
    }
    list[row.lap - 1] = row.positionNumber;
  }
  const drivers: StoryDriver[] = entrants.map((entrant) => ({
    ...entrant,
    colour: entrant.colour ?? noTeamColour,
    positions: positions.get(entrant.driverId) ?? [],
  }));
  // Drawn only for drivers of the classification: laps stored before it is have no one to draw.
  const raced = drivers.filter((driver) => driver.positions.some((position) => position !== null));
  const stopsOf = (driverId: string) => stops.filter((stop) => stop.driverId === driverId);
  const [lapsProvenance, stopsProvenance] = await Promise.all([
    laps.length ? ownedRowsProvenance(services, { year, round }, distinct(laps)) : null,
    stops.length ? ownedRowsProvenance(services, { year, round }, distinct(stops)) : null,
  ]);
  return {
    drivers,
    chart: raced.length > 0 ? lapChartGeometry(raced) : null,
    stops: stops.map(({ driverId, stop, lap, duration }) => ({ driverId, stop, lap, duration })),
    stints: Object.fromEntries(
      drivers.map((driver) => {
        const own = stopsOf(driver.driverId);
        const laps = driver.laps ?? Math.max(0, ...own.map((stop) => stop.lap));
        return [driver.driverId, stints(own, laps)];
      }),
    ),
    fastestLaps: fastestLapProgression(
      laps.map(({ driverId, lap, time, timeMillis }) => ({ driverId, lap, time, millis: timeMillis })),
    ),
    lapsProvenance,
    stopsProvenance,
  };
}

const distinct = <S>(rows: { source: S }[]) => [...new Set(rows.map((row) => row.source))];
