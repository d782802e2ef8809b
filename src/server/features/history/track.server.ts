import { cachedMeetings } from '#server/race-data/calendar.ts';
import { circuitOutlines } from '#server/race-data/circuit-outlines.ts';
import { historyData } from '#server/race-data/history.ts';
import type { Services } from '#server/services.ts';
import { currentOrNextMeeting, lastMeeting } from '#shared/meetings.ts';
import { driverName } from './records.server.ts';

/** The default lap the car dot runs, in seconds, when no pace is chosen. */
export const defaultPaceSeconds = 20;

function formatLap(millis: number): string {
  const minutes = Math.floor(millis / 60_000);
  const seconds = ((millis % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return `${minutes}:${seconds}`;
}

/** Every circuit that has held a Grand Prix, by name, and whether we can draw it. */
export async function trackList(services: Services) {
  const [data, outlines] = await Promise.all([historyData(services), circuitOutlines(services)]);
  const raced = new Set(data.races.map((race) => race.circuitId));
  return data.circuits
    .filter((circuit) => raced.has(circuit.circuitId))
    .map((circuit) => ({
      circuitId: circuit.circuitId,
      name: circuit.name,
      country: circuit.country,
      drawn: circuit.circuitId in outlines,
    }));
}

/**
 * The circuit the visualizer opens with: the meeting under way or next on the calendar's, else (the
 * season over, nothing further scheduled) the last meeting's. A circuit yet to hold its first Grand
 * Prix has nothing to show yet: the last meeting's stands in for it, or failing that the latest race's.
 */
export async function defaultCircuit(services: Services): Promise<string | undefined> {
  const [meetings, data] = await Promise.all([cachedMeetings(services), historyData(services)]);
  const now = services.clock.now();
  const raced = new Set(data.races.map((race) => race.circuitId));
  const shown = [currentOrNextMeeting(meetings, now), lastMeeting(meetings, now)].find(
    (meeting) => meeting && raced.has(meeting.circuitId),
  );
  return shown?.circuitId ?? data.races.at(-1)?.circuitId;
}

/**
 * One circuit: its outline (the latest layout's when we have it), facts from its latest Grand Prix,
 * its first and last Grands Prix, the lap record on the current layout, and every winner there.
 */
export async function trackPage(services: Services, circuitId: string) {
  const [data, outlines] = await Promise.all([historyData(services), circuitOutlines(services)]);
  const circuit = data.circuits.find((c) => c.circuitId === circuitId);
  const races = data.races.filter((race) => race.circuitId === circuitId);
  const latest = races.at(-1);
  const first = races[0];
  if (!circuit || !latest || !first) return undefined;
  const entry = outlines[circuitId];
  const layoutId = latest.circuitLayoutId;
  const outline = entry ? ((layoutId ? entry.history[layoutId] : undefined) ?? entry.outline) : null;
  const outlineIsLatest = Boolean(
    entry && layoutId && (entry.history[layoutId] !== undefined || entry.layoutId === layoutId),
  );
  // The lap record counts only races on the layout raced last: a changed track makes older times moot.
  const onLayout = races.filter((race) => race.circuitLayoutId === layoutId);
  const record = onLayout
    .flatMap((race) =>
      race.fastestLap?.millis
        ? [{ race, driverId: race.fastestLap.driverId, millis: race.fastestLap.millis }]
        : [],
    )
    .sort((a, b) => a.millis - b.millis)[0];
  return {
    circuitId,
    name: circuit.fullName,
    shortName: circuit.name,
    place: `${circuit.placeName}, ${circuit.country}`,
    direction: latest.direction === 'ANTI_CLOCKWISE' ? ('anti-clockwise' as const) : ('clockwise' as const),
    lengthKm: latest.courseLength,
    turns: latest.turns,
    outline,
    outlineIsLatest,
    firstGrandPrix: { year: first.year, name: first.name },
    lastGrandPrix: { year: latest.year, name: latest.name },
    lapRecord: record
      ? {
          time: formatLap(record.millis),
          seconds: record.millis / 1000,
          driverId: record.driverId,
          driver: driverName(data, record.driverId),
          year: record.race.year,
        }
      : null,
    grandsPrix: races
      .map((race) => ({
        year: race.year,
        round: race.round,
        name: race.name,
        winners: race.results
          .filter((row) => row.position === 1)
          .map((row) => ({
            driverId: row.driverId,
            name: driverName(data, row.driverId),
            team: data.constructors[row.constructorId] ?? row.constructorId,
          })),
      }))
      .reverse(),
  };
}

export type TrackPage = NonNullable<Awaited<ReturnType<typeof trackPage>>>;
export type TrackListItem = Awaited<ReturnType<typeof trackList>>[number];
