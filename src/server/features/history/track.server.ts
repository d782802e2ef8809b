import { cachedMeetings } from '#server/race-data/calendar.ts';
import { circuitOutlines } from '#server/race-data/circuit-outlines.ts';
import { historyData } from '#server/race-data/history.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { currentOrNextMeeting, lastMeeting } from '#shared/meetings.ts';
import type { HiddenSession } from '#shared/spoiler-shield.ts';
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
async function trackFacts(services: Services, circuitId: string) {
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

export type TrackPage = NonNullable<Awaited<ReturnType<typeof trackFacts>>>;

/**
 * What /track-vizualizer/:circuit shows the visitor: the circuit's facts, less what the races here
 * the spoiler shield hides would tell, and those hidden races; undefined for a circuit never raced.
 */
export async function trackPage(reader: RaceReader, circuitId: string) {
  const track = await trackFacts(reader.services, circuitId);
  if (!track) return undefined;
  // A race here that the spoiler shield hides keeps back its winner, and the lap record of its year.
  const raced = (session: HiddenSession) =>
    track.grandsPrix.some((gp) => gp.year === session.year && gp.round === session.round);
  const hidden = reader.hidden({ kinds: ['race'] }).filter(raced);
  return { track: hidden.length === 0 ? track : withheld(track, hidden), hidden };
}

/** A circuit's facts without the winners of the hidden races, nor the lap record of a year with one. */
function withheld(track: TrackPage, hidden: readonly HiddenSession[]): TrackPage {
  const isHidden = (year: number, round?: number) =>
    hidden.some((session) => session.year === year && (round === undefined || session.round === round));
  return {
    ...track,
    lapRecord: track.lapRecord && isHidden(track.lapRecord.year) ? null : track.lapRecord,
    grandsPrix: track.grandsPrix.map((gp) => (isHidden(gp.year, gp.round) ? { ...gp, winners: [] } : gp)),
  };
}

export type TrackListItem = Awaited<ReturnType<typeof trackList>>[number];
