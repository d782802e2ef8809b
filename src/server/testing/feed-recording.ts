import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  circuits,
  constructors,
  countries,
  drivers,
  fastestLaps,
  grandsPrix,
  lapTimes,
  pitStops,
  raceResults,
  raceSessions,
  races,
  startingGridPositions,
  teamSeasonStyles,
} from '#server/db/schema.ts';
import { circuitTimeZone, utcToZoned, zonedToUtc } from '#shared/circuit-time-zones.ts';
import type { FeedRecord } from '#shared/live-feed.ts';

/**
 * A recording of Formula 1's live-timing feed for one of our stored races, made up from the race's
 * grid, classification, pit stops and fastest lap (lap-by-lap positions too, when stored) in the
 * shapes the real feed uses: a fixture for the live timing and replay features, never the internet.
 * Deterministic: the same race gives the same records.
 *
 * The model: every car moves linearly from its grid place to its classified place, timed by the gap
 * of that place at the flag (the stored gaps, scaled to `lapMs`), with a time loss at each pit stop
 * and slower laps behind the safety car; stored lap times and positions replace that when there are
 * some. Positions change when the leader completes a lap, in one TimingData patch (the order after that
 * lap, `orderAfterLap`, published just before LapCount moves on); each car's sectors, lap time, gap
 * and tyre laps arrive as it crosses the lines. A retired car stops after its laps and drops to the
 * back; once the last car is in, a final patch puts the lines in the stored classification.
 */
export type FeedRecording = {
  /**
   * The session's start (lights out), ISO UTC: SessionStatus turns Started here. The keyframes come
   * `feedKeyframeLeadMs` before it, and an archive's offsets count from that first record
   * (`records[0].at`, 00:00:00.000), so lights out is at 00:01:00.000 in the archive's streams.
   */
  startsAt: string;
  /** Every record in time order; the first ones are keyframes of SessionInfo, DriverList, etc. */
  records: FeedRecord[];
  /**
   * Racing numbers (strings, as the feed keys them) in running order after each lap; key 0 = the
   * grid. Lap N's order is what TimingData's positions show from the leader's completing lap N (the
   * LapCount record with CurrentLap N + 1, which follows the position patch at the same instant) until
   * the leader completes the next lap; lap `totalLaps`' from the leader's flag until the final patch.
   */
  orderAfterLap: Map<number, string[]>;
  /** The final classification's racing numbers, in order (classified, then the rest as stored). */
  finalOrder: string[];
  totalLaps: number;
  /** The lap(s) a safety car was deployed and ended (the generator places one), for tests of the banner. */
  safetyCar: { deployedLap: number; inLap: number };
};

/** How long before lights out the keyframes come (the archive's 00:00:00.000). */
export const feedKeyframeLeadMs = 60_000;

type Json = Record<string, unknown>;

type Car = {
  number: string;
  /** Place in the stored classification, from 0. */
  order: number;
  gridIndex: number;
  gridPos: string;
  /** Laps completed; a car that did not start has 0. */
  laps: number;
  /** Took the flag (lapped or not); otherwise retired after `laps`. */
  finished: boolean;
  lapsDown: number;
  didNotStart: boolean;
  gapMillis: number | null;
  driver: Json;
  /** Laps the car came into the pits on (within its laps). */
  stops: number[];
  /** Stored lap-by-lap positions and times, by lap. */
  stored: Map<number, { position: number | null; timeMillis: number | null }>;
  /** `at[k]`: when the car completed lap k, in ms from lights out (`at[0]` = 0). */
  at: number[];
  retiresAt: number | null;
};

/** A number in [0, 1) from the parts, the same every run. */
function hash(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 100_000) / 100_000;
}

/** A small stable key (the feed numbers meetings, countries and circuits). */
const stableKey = (id: string) => 1 + Math.floor(hash('key', id) * 999);

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A lap or sector time as the feed writes it: "1:32.123", "28.456". */
export function feedTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const minutes = Math.floor(total / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = pad(total % 1000, 3);
  return minutes > 0 ? `${minutes}:${pad(seconds)}.${millis}` : `${seconds}.${millis}`;
}

/** A duration as "HH:MM:SS" (the clock's Remaining, SessionInfo's GmtOffset). */
function clockText(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const seconds = Math.floor(Math.abs(ms) / 1000);
  return `${sign}${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

const gapText = (ms: number) => `+${(Math.max(0, ms) / 1000).toFixed(3)}`;

const nextCompound: Record<string, string> = { SOFT: 'MEDIUM', MEDIUM: 'HARD', HARD: 'MEDIUM' };

async function loadRace(db: Db, year: number, round: number, kind: 'race' | 'sprint') {
  const [race] = await db
    .select({
      id: races.id,
      date: races.date,
      startsAt: races.startsAt,
      laps: races.laps,
      officialName: races.officialName,
      circuitId: races.circuitId,
      circuitName: circuits.name,
      location: circuits.placeName,
      meetingName: grandsPrix.fullName,
      countryId: countries.id,
      countryCode: countries.alpha3Code,
      countryName: countries.name,
    })
    .from(races)
    .innerJoin(grandsPrix, eq(grandsPrix.id, races.grandPrixId))
    .innerJoin(circuits, eq(circuits.id, races.circuitId))
    .innerJoin(countries, eq(countries.id, circuits.countryId))
    .where(and(eq(races.year, year), eq(races.round, round)));
  if (!race) throw new Error(`No race ${year} round ${round}`);
  const [sprint] =
    kind === 'sprint'
      ? await db
          .select({ date: raceSessions.date, startsAt: raceSessions.startsAt })
          .from(raceSessions)
          .where(and(eq(raceSessions.raceId, race.id), eq(raceSessions.kind, 'sprint')))
      : [];
  const results = await db
    .select({
      displayOrder: raceResults.displayOrder,
      positionText: raceResults.positionText,
      driverNumber: raceResults.driverNumber,
      driverId: raceResults.driverId,
      laps: raceResults.laps,
      timeMillis: raceResults.timeMillis,
      gapMillis: raceResults.gapMillis,
      reasonRetired: raceResults.reasonRetired,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      abbreviation: drivers.abbreviation,
      permanentNumber: drivers.permanentNumber,
      teamName: constructors.name,
      colour: teamSeasonStyles.colour,
    })
    .from(raceResults)
    .innerJoin(drivers, eq(drivers.id, raceResults.driverId))
    .innerJoin(constructors, eq(constructors.id, raceResults.constructorId))
    .leftJoin(
      teamSeasonStyles,
      and(eq(teamSeasonStyles.year, year), eq(teamSeasonStyles.constructorId, raceResults.constructorId)),
    )
    .where(and(eq(raceResults.raceId, race.id), eq(raceResults.kind, kind)))
    .orderBy(asc(raceResults.displayOrder));
  if (results.length === 0) throw new Error(`No ${kind} results for ${year} round ${round}`);
  const grid = await db
    .select({ driverId: startingGridPositions.driverId, positionText: startingGridPositions.positionText })
    .from(startingGridPositions)
    .where(and(eq(startingGridPositions.raceId, race.id), eq(startingGridPositions.kind, kind)))
    .orderBy(asc(startingGridPositions.displayOrder));
  // Pit stops, the fastest lap and lap times are stored for the race only.
  const isRace = kind === 'race';
  const stops = isRace
    ? await db
        .select({ driverId: pitStops.driverId, lap: pitStops.lap })
        .from(pitStops)
        .where(eq(pitStops.raceId, race.id))
        .orderBy(asc(pitStops.driverId), asc(pitStops.stop))
    : [];
  const [fastest] = isRace
    ? await db
        .select({ driverId: fastestLaps.driverId, lap: fastestLaps.lap })
        .from(fastestLaps)
        .where(eq(fastestLaps.raceId, race.id))
        .orderBy(asc(fastestLaps.displayOrder))
        .limit(1)
    : [];
  const laps = isRace
    ? await db
        .select({
          driverId: lapTimes.driverId,
          lap: lapTimes.lap,
          positionNumber: lapTimes.positionNumber,
          timeMillis: lapTimes.timeMillis,
        })
        .from(lapTimes)
        .where(eq(lapTimes.raceId, race.id))
    : [];
  return { race, sprint, results, grid, stops, fastest, laps };
}

/** Records Formula 1's live-timing feed of a stored race or sprint (see FeedRecording). */
export async function recordRace(
  db: Db,
  { year, round, kind = 'race' }: { year: number; round: number; kind?: 'race' | 'sprint' },
  { lapMs = 90_000 }: { lapMs?: number } = {},
): Promise<FeedRecording> {
  const { race, sprint, results, grid, stops, fastest, laps } = await loadRace(db, year, round, kind);
  const scale = lapMs / 90_000;
  const totalLaps = Math.max(1, ...results.map((result) => result.laps ?? 0));

  // The cars, in classification order.
  const gridIndexOf = new Map(grid.map((row, index) => [row.driverId, index]));
  const cars: Car[] = results.map((result, order) => {
    const number = result.driverNumber ?? result.permanentNumber ?? String(900 + order);
    const done = result.laps ?? 0;
    const finished =
      done > 0 && (done === totalLaps || result.reasonRetired === null || result.positionText === 'DSQ');
    const gridIndex = gridIndexOf.get(result.driverId);
    const first = plain(result.firstName);
    const last = plain(result.lastName);
    return {
      number,
      order,
      gridIndex: gridIndex ?? grid.length + order,
      gridPos: gridIndex === undefined ? '' : String(gridIndex + 1),
      laps: done,
      finished,
      lapsDown: finished ? totalLaps - done : 0,
      didNotStart: result.laps === null || result.positionText === 'DNS',
      gapMillis: result.gapMillis,
      driver: {
        RacingNumber: number,
        BroadcastName: `${first.slice(0, 1)} ${last.toUpperCase()}`,
        FullName: `${first} ${last.toUpperCase()}`,
        FirstName: first,
        LastName: last,
        Tla: result.abbreviation,
        TeamName: result.teamName,
        TeamColour: (result.colour ?? '#FFFFFF').replace('#', ''),
      },
      stops: stops.filter((stop) => stop.driverId === result.driverId && stop.lap <= done).map((s) => s.lap),
      stored: new Map(
        laps
          .filter((row) => row.driverId === result.driverId)
          .map((row) => [row.lap, { position: row.positionNumber, timeMillis: row.timeMillis }]),
      ),
      at: [0],
      retiresAt: null,
    };
  });
  const byGrid = [...cars].sort((a, b) => a.gridIndex - b.gridIndex || a.order - b.order);
  // Stored lap times, when there are some, scaled so that their median lap takes `lapMs`.
  const useStored = laps.length > 0;
  const storedTimes = laps.flatMap((row) => (row.timeMillis ? [row.timeMillis] : [])).sort((a, b) => a - b);
  const storedScale = lapMs / (storedTimes[Math.floor(storedTimes.length / 2)] ?? lapMs);

  // The safety car: deployed in the middle of the race, in three laps later.
  const deployedLap = Math.max(1, Math.floor(totalLaps / 2));
  const inLap = Math.min(totalLaps, deployedLap + 3);
  const lapFactor = (lap: number) =>
    lap === 1 ? 1.04 : lap === deployedLap ? 1.15 : lap > deployedLap && lap <= inLap ? 1.35 : 1;
  // The reference clock: when a car on the leader's pace would complete each lap.
  const reference = [0];
  for (let lap = 1; lap <= totalLaps; lap++) reference.push(reference[lap - 1]! + lapMs * lapFactor(lap));

  // Each car's lap-end times: the reference clock plus a gap behind it. Each car moves linearly from
  // its grid place to its place in the classification (reached at its last lap, the retired never),
  // and the gap is that of the (fractional) place: each place's gap at the flag (the stored gaps,
  // scaled), some 15% of it after lap 1, growing to all of it; a lapped car loses its laps evenly, so
  // that it takes the flag after the leader.
  const winner = results[0]!;
  const gapScale = lapMs / (winner.timeMillis ? winner.timeMillis / totalLaps : 90_000);
  const growth = (lap: number) => 0.15 + (0.85 * lap) / totalLaps;
  const placeGaps: number[] = [];
  /** The time a lapped car loses over its laps besides its place's gap. */
  const lapsLost = new Map<Car, number>();
  for (const car of cars) {
    const previous = placeGaps.at(-1);
    let gap = (previous ?? 0) + 1000 * scale;
    if (car.finished) {
      const stored = car.lapsDown === 0 && car.gapMillis !== null ? car.gapMillis * gapScale : null;
      const spacing = (car.lapsDown > 0 ? 1500 : 250) * scale;
      gap = previous === undefined ? 0 : Math.max(previous + spacing, stored ?? previous + 1500 * scale);
      if (car.lapsDown > 0)
        lapsLost.set(car, reference[totalLaps]! - reference[car.laps]! + gap * (1 - growth(car.laps)));
    }
    placeGaps.push(previous === undefined ? gap : Math.max(gap, previous + 250 * scale));
  }
  const placeGap = (place: number) => {
    const whole = Math.min(Math.floor(place), placeGaps.length - 1);
    const next = placeGaps[whole + 1] ?? placeGaps[whole]!;
    return placeGaps[whole]! + (next - placeGaps[whole]!) * (place - whole);
  };
  // A stop costs up to 20 s (less near the end: a stop the gap allows), won back on fresh tyres by the
  // car's last lap.
  const pitLoss = 20_000 * scale;
  const pitCost = (car: Car, lap: number) => {
    let cost = 0;
    for (const stop of car.stops)
      if (stop < lap && stop < car.laps) {
        const left = car.laps - stop;
        cost += pitLoss * Math.min(1, left / 15) * ((car.laps - lap) / left);
      }
    return cost;
  };
  for (const car of cars) {
    const arrival = car.finished ? car.laps : totalLaps;
    for (let lap = 1; lap <= car.laps; lap++) {
      let end: number;
      const stored = car.stored.get(lap)?.timeMillis;
      if (useStored) end = car.at[lap - 1]! + (stored ? stored * storedScale : lapMs);
      else {
        const place = car.gridIndex + ((car.order - car.gridIndex) * lap) / arrival;
        const last = lap === car.laps;
        const pits = pitCost(car, lap);
        const jitter = last ? 0 : hash(car.number, lap) * 60 * scale;
        const lost = ((lapsLost.get(car) ?? 0) * lap) / car.laps;
        end = reference[lap]! + placeGap(place) * growth(lap) + lost + pits + jitter;
      }
      car.at.push(Math.round(end));
    }
  }

  // The stored fastest lap becomes the race's best: taken from the lap after it (or before, the last).
  const fastestCar = fastest && cars.find((car) => results[car.order]!.driverId === fastest.driverId);
  const fastestLap = fastest?.lap ?? 0;
  if (fastestCar && fastestLap >= 1 && fastestLap <= fastestCar.laps && fastestCar.laps >= 2) {
    let best = Number.POSITIVE_INFINITY;
    for (const car of cars)
      for (let lap = 1; lap <= car.laps; lap++)
        if (car !== fastestCar || lap !== fastestLap) best = Math.min(best, car.at[lap]! - car.at[lap - 1]!);
    const time = fastestCar.at[fastestLap]! - fastestCar.at[fastestLap - 1]!;
    const cut = time - (best - 400 * scale);
    if (cut > 0) {
      if (fastestLap < fastestCar.laps) fastestCar.at[fastestLap]! -= Math.round(cut);
      else fastestCar.at[fastestLap - 1]! += Math.round(cut);
    }
  }

  // The order at each lap's end: stored positions when there are some, else who got there first. A
  // car that completed the lap is never timed less than half a lap after its previous one, nor within
  // 50 ms of the car ahead.
  const minLap = Math.round(lapMs / 2);
  const spacing = Math.max(1, Math.round(50 * scale));
  const lapOrder: Car[][] = [byGrid];
  for (let lap = 1; lap <= totalLaps; lap++) {
    const running = cars.filter((car) => car.laps >= lap);
    for (const car of running) car.at[lap] = Math.max(car.at[lap]!, car.at[lap - 1]! + minLap);
    const position = (car: Car) => car.stored.get(lap)?.position ?? Number.POSITIVE_INFINITY;
    running.sort(
      (a, b) =>
        (useStored ? position(a) - position(b) || 0 : 0) || a.at[lap]! - b.at[lap]! || a.order - b.order,
    );
    for (let index = 1; index < running.length; index++) {
      const car = running[index]!;
      car.at[lap] = Math.max(car.at[lap]!, running[index - 1]!.at[lap]! + spacing);
    }
    lapOrder.push(running);
  }
  const leaderCross = lapOrder.map((running, lap) => (lap === 0 ? 0 : running[0]!.at[lap]!));
  const orderAfterLap = new Map<number, string[]>([[0, byGrid.map((car) => car.number)]]);
  for (let lap = 1; lap <= totalLaps; lap++) {
    const lapped = cars
      .filter((car) => car.finished && car.laps < lap)
      .sort((a, b) => b.laps - a.laps || a.at[a.laps]! - b.at[b.laps]!);
    const retired = cars.filter((car) => !car.finished && car.laps < lap);
    orderAfterLap.set(
      lap,
      [...lapOrder[lap]!, ...lapped, ...retired].map((car) => car.number),
    );
  }
  for (const car of cars) {
    if (car.finished) continue;
    if (car.didNotStart) car.retiresAt = 0;
    else {
      const lastLine = car.at[car.laps]!;
      const next = leaderCross[car.laps + 1] ?? leaderCross[totalLaps]!;
      const retires = Math.min(lastLine + Math.round(0.4 * lapMs), next - 1);
      car.retiresAt = retires > lastLine ? retires : lastLine + 1;
    }
  }
  const lastLine = Math.max(...cars.filter((car) => car.finished).map((car) => car.at[car.laps]!));
  const finalisedAt = lastLine + Math.max(1000, Math.round(60_000 * scale));
  const finalOrder = cars.map((car) => car.number);

  // The session.
  const zone = circuitTimeZone(race.circuitId);
  // Before 2024 only the race's date is stored: a sprint ran the day before, and both at a usual hour.
  const sessionDate =
    sprint?.date ??
    (kind === 'sprint' ? new Date(Date.parse(race.date) - 86_400_000).toISOString().slice(0, 10) : race.date);
  const startsAtDate =
    (kind === 'sprint' ? sprint?.startsAt : race.startsAt) ??
    zonedToUtc(`${sessionDate}T${kind === 'sprint' ? '15:30' : '15:10'}`, zone) ??
    new Date(`${sessionDate}T13:10:00Z`);
  const start = startsAtDate.getTime();
  const localStart = `${utcToZoned(startsAtDate, zone)}:00`;
  const offsetMs = Date.parse(`${localStart}Z`) - Math.floor(start / 60_000) * 60_000;
  const durationMs = (kind === 'sprint' ? 1 : 2) * 3_600_000;
  const localEnd = new Date(Date.parse(`${localStart}Z`) + durationMs).toISOString().slice(0, 19);
  const sessionName = kind === 'sprint' ? 'Sprint' : 'Race';
  const iso = (ms: number) => new Date(start + ms).toISOString();
  const utcSeconds = (ms: number) => iso(ms).slice(0, 19);

  // Events, each built in time order (the best-lap flags depend on what came before).
  type Event = { at: number; rank: number; seq: number; topic: string; build: () => unknown };
  const events: Event[] = [];
  const add = (at: number, topic: string, build: () => unknown, rank = 0) =>
    events.push({ at: Math.round(at), rank, seq: events.length, topic, build });
  const line = (car: Car, patch: Json) => ({ Lines: { [car.number]: patch } });

  // Keyframes.
  const keyframe = -feedKeyframeLeadMs;
  const emptySector = { Value: '', PersonalFastest: false, OverallFastest: false, Stopped: false };
  const compounds = new Map(
    cars.map((car) => {
      const list = [['MEDIUM', 'SOFT', 'HARD'][Math.floor(hash(car.number, 'tyre') * 3)]!];
      for (const _stop of car.stops) list.push(nextCompound[list.at(-1)!]!);
      return [car, list];
    }),
  );
  const stint = (compound: string) => ({
    Compound: compound,
    New: 'true',
    TyresNotChanged: '0',
    TotalLaps: 0,
    StartLaps: 0,
  });
  const messages: Json[] = [];
  const message = (at: number, patch: Json) => {
    messages.push({ Utc: utcSeconds(at), Lap: currentLap(at), ...patch });
    return messages.length - 1;
  };
  const currentLap = (at: number) => {
    let lap = 1;
    while (lap < totalLaps && leaderCross[lap]! <= at) lap++;
    return lap;
  };
  add(keyframe, 'SessionInfo', () => ({
    Meeting: {
      Key: race.id,
      Name: race.meetingName,
      OfficialName: race.officialName,
      Location: race.location,
      Country: { Key: stableKey(race.countryId), Code: race.countryCode, Name: race.countryName },
      Circuit: { Key: stableKey(race.circuitId), ShortName: race.circuitName },
    },
    ArchiveStatus: { Status: 'Generating' },
    Key: race.id * 10 + (kind === 'sprint' ? 1 : 0),
    Type: 'Race',
    Name: sessionName,
    StartDate: localStart,
    EndDate: localEnd,
    GmtOffset: clockText(offsetMs),
    Path: `${year}/${race.date}_${race.meetingName.replaceAll(' ', '_')}/${localStart.slice(0, 10)}_${sessionName}/`,
    _kf: true,
  }));
  add(keyframe, 'SessionStatus', () => ({ Status: 'Inactive', _kf: true }));
  add(keyframe, 'TrackStatus', () => ({ Status: '1', Message: 'AllClear', _kf: true }));
  add(keyframe, 'LapCount', () => ({ CurrentLap: 1, TotalLaps: totalLaps, _kf: true }));
  add(keyframe, 'ExtrapolatedClock', () => ({
    Utc: iso(keyframe),
    Remaining: clockText(durationMs),
    Extrapolating: false,
    _kf: true,
  }));
  add(keyframe, 'DriverList', () => {
    const list: Json = { _kf: true };
    for (const [index, car] of byGrid.entries()) list[car.number] = { ...car.driver, Line: index + 1 };
    return list;
  });
  add(keyframe, 'TimingData', () => {
    const lines: Json = {};
    for (const [index, car] of byGrid.entries())
      lines[car.number] = {
        Position: String(index + 1),
        Line: index + 1,
        ShowPosition: true,
        RacingNumber: car.number,
        GapToLeader: '',
        IntervalToPositionAhead: { Value: '', Catching: false },
        NumberOfLaps: 0,
        NumberOfPitStops: 0,
        LastLapTime: { Value: '', PersonalFastest: false, OverallFastest: false },
        BestLapTime: { Value: '' },
        Sectors: [emptySector, emptySector, emptySector],
        InPit: false,
        PitOut: false,
        Retired: false,
        Stopped: false,
      };
    return { Lines: lines, Withheld: false, _kf: true };
  });
  add(keyframe, 'TimingAppData', () => {
    const lines: Json = {};
    for (const car of byGrid)
      lines[car.number] = {
        RacingNumber: car.number,
        GridPos: car.gridPos,
        Stints: car.didNotStart ? [] : [stint(compounds.get(car)![0]!)],
      };
    return { Lines: lines, _kf: true };
  });
  add(keyframe, 'RaceControlMessages', () => {
    message(keyframe, {
      Category: 'Flag',
      Flag: 'GREEN',
      Scope: 'Track',
      Message: 'GREEN LIGHT - PIT EXIT OPEN',
    });
    message(keyframe, { Category: 'Other', Message: 'RISK OF RAIN FOR F1 RACE IS 0%' });
    return { Messages: messages.map((each) => ({ ...each })), _kf: true };
  });
  add(keyframe, 'SessionData', () => ({
    Series: [{ Utc: iso(keyframe), Lap: 1 }],
    StatusSeries: [
      { Utc: iso(keyframe), TrackStatus: 'AllClear' },
      { Utc: iso(keyframe), SessionStatus: 'Inactive' },
    ],
    _kf: true,
  }));
  let series = 1;
  let statusSeries = 2;
  const seriesEvent = (at: number, entry: Json, rank = 0) =>
    add(
      at,
      'SessionData',
      () =>
        'Lap' in entry
          ? { Series: { [series++]: { Utc: iso(at), ...entry } } }
          : { StatusSeries: { [statusSeries++]: { Utc: iso(at), ...entry } } },
      rank,
    );
  const raceControl = (at: number, patch: Json, rank = 4) =>
    add(at, 'RaceControlMessages', () => ({ Messages: { [message(at, patch)]: messages.at(-1) } }), rank);

  // The session's course.
  add(0, 'SessionStatus', () => ({ Status: 'Started' }), 6);
  seriesEvent(0, { SessionStatus: 'Started' }, 6);
  add(0, 'ExtrapolatedClock', () => ({ Utc: iso(0), Remaining: clockText(durationMs), Extrapolating: true }));
  const deployAt = (leaderCross[deployedLap - 1]! + leaderCross[deployedLap]!) / 2;
  add(deployAt, 'TrackStatus', () => ({ Status: '4', Message: 'SCDeployed' }), 3);
  seriesEvent(deployAt, { TrackStatus: 'SCDeployed' }, 3);
  raceControl(deployAt, {
    Category: 'SafetyCar',
    Status: 'DEPLOYED',
    Mode: 'SAFETY CAR',
    Message: 'SAFETY CAR DEPLOYED',
  });
  const inThisLapAt = leaderCross[inLap - 1]! + (leaderCross[inLap]! - leaderCross[inLap - 1]!) * 0.3;
  raceControl(inThisLapAt, {
    Category: 'SafetyCar',
    Status: 'IN THIS LAP',
    Mode: 'SAFETY CAR',
    Message: 'SAFETY CAR IN THIS LAP',
  });
  const greenAt = leaderCross[inLap]!;
  add(greenAt, 'TrackStatus', () => ({ Status: '1', Message: 'AllClear' }), 3);
  seriesEvent(greenAt, { TrackStatus: 'AllClear' }, 3);
  raceControl(greenAt, { Category: 'Flag', Flag: 'CLEAR', Scope: 'Track', Message: 'TRACK CLEAR' });

  // The leader's laps: the order after each, the lap count, the flag.
  let published = orderAfterLap.get(0)!;
  const reorder = (at: number, order: string[]) => {
    const before = new Map(published.map((number, index) => [number, index]));
    const changed = order.flatMap((number, index) =>
      before.get(number) === index ? [] : [[number, index + 1]],
    );
    published = order;
    if (changed.length === 0) return;
    add(
      at,
      'TimingData',
      () => ({
        Lines: Object.fromEntries(changed.map(([number, p]) => [number, { Position: String(p), Line: p }])),
      }),
      1,
    );
    add(at, 'DriverList', () => Object.fromEntries(changed.map(([number, p]) => [number, { Line: p }])), 2);
  };
  for (let lap = 1; lap <= totalLaps; lap++) {
    const at = leaderCross[lap]!;
    reorder(at, orderAfterLap.get(lap)!);
    if (lap < totalLaps) {
      add(at, 'LapCount', () => ({ CurrentLap: lap + 1 }), 5);
      seriesEvent(at, { Lap: lap + 1 }, 5);
    }
  }
  const flagAt = leaderCross[totalLaps]!;
  raceControl(flagAt, { Category: 'Flag', Flag: 'CHEQUERED', Scope: 'Track', Message: 'CHEQUERED FLAG' });
  add(flagAt, 'SessionStatus', () => ({ Status: 'Finished' }), 6);
  seriesEvent(flagAt, { SessionStatus: 'Finished' }, 6);
  add(flagAt, 'ExtrapolatedClock', () => ({
    Utc: iso(flagAt),
    Remaining: clockText(Math.max(0, durationMs - flagAt)),
    Extrapolating: false,
  }));
  reorder(finalisedAt, finalOrder);
  add(finalisedAt, 'SessionStatus', () => ({ Status: 'Finalised' }), 6);
  seriesEvent(finalisedAt, { SessionStatus: 'Finalised' }, 6);
  add(finalisedAt, 'SessionInfo', () => ({ ArchiveStatus: { Status: 'Complete' } }), 7);

  // Each car's laps: sectors, the line, pit stops, retirement.
  const best = { lap: Number.POSITIVE_INFINITY, sectors: [Infinity, Infinity, Infinity] };
  const interval = new Map<Car, number>();
  /** The first two sectors' times of a lap; the third is the rest. */
  const sectors = (car: Car, lap: number) => {
    const time = car.at[lap]! - car.at[lap - 1]!;
    return [
      Math.round(time * (0.31 + 0.02 * (hash(car.number, lap, 1) - 0.5))),
      Math.round(time * (0.37 + 0.02 * (hash(car.number, lap, 2) - 0.5))),
    ] as const;
  };
  for (const car of cars) {
    const personal = { lap: Number.POSITIVE_INFINITY, sectors: [Infinity, Infinity, Infinity] };
    const sectorPatch = (index: number, ms: number) => {
      const personalFastest = ms < personal.sectors[index]!;
      const overallFastest = ms < best.sectors[index]!;
      if (personalFastest) personal.sectors[index] = ms;
      if (overallFastest) best.sectors[index] = ms;
      return { Value: feedTime(ms), PersonalFastest: personalFastest, OverallFastest: overallFastest };
    };
    for (let lap = 1; lap <= car.laps; lap++) {
      const begin = car.at[lap - 1]!;
      const end = car.at[lap]!;
      const time = end - begin;
      const [s1, s2] = sectors(car, lap);
      const pitOut = car.stops.includes(lap - 1);
      add(begin + s1, 'TimingData', () =>
        line(car, {
          Sectors: { 0: sectorPatch(0, s1), 1: { ...emptySector }, 2: { ...emptySector } },
          ...(pitOut ? { PitOut: false } : {}),
        }),
      );
      add(begin + s1 + s2, 'TimingData', () => line(car, { Sectors: { 1: sectorPatch(1, s2) } }));
      const running = lapOrder[lap]!;
      const index = running.indexOf(car);
      const lapsBehind = (ahead: Car) => {
        let count = 0;
        for (let later = lap + 1; later <= ahead.laps; later++) if (ahead.at[later]! <= end) count++;
        return count;
      };
      const leader = running[0]!;
      const ahead = running[index - 1];
      add(end, 'TimingData', () => {
        const personalFastest = time < personal.lap;
        const overallFastest = time < best.lap;
        if (personalFastest) personal.lap = time;
        if (overallFastest) best.lap = time;
        const down = lapsBehind(leader);
        const gap = ahead ? end - ahead.at[lap]! : 0;
        const aheadDown = ahead ? lapsBehind(ahead) : 0;
        const catching = ahead !== undefined && gap < (interval.get(car) ?? Number.POSITIVE_INFINITY);
        interval.set(car, gap);
        return line(car, {
          Sectors: { 2: sectorPatch(2, time - s1 - s2) },
          LastLapTime: {
            Value: feedTime(time),
            PersonalFastest: personalFastest,
            OverallFastest: overallFastest,
          },
          ...(personalFastest ? { BestLapTime: { Value: feedTime(time), Lap: lap } } : {}),
          NumberOfLaps: lap,
          GapToLeader: car === leader ? '' : down > 0 ? `${down}L` : gapText(end - leader.at[lap]!),
          IntervalToPositionAhead: {
            Value: ahead ? (aheadDown > 0 ? `${aheadDown}L` : gapText(gap)) : '',
            Catching: catching,
          },
        });
      });
      const stintIndex = car.stops.filter((stop) => stop < lap).length;
      const stintStart = stintIndex === 0 ? 1 : car.stops[stintIndex - 1]! + 1;
      add(end, 'TimingAppData', () =>
        line(car, { Stints: { [stintIndex]: { TotalLaps: lap - stintStart + 1 } } }),
      );
    }
    for (const [index, lap] of car.stops.entries()) {
      const end = car.at[lap]!;
      add(end - 4000 * scale, 'TimingData', () => line(car, { InPit: true }));
      if (lap >= car.laps) continue;
      // Out of the pits before the out-lap's first sector ends.
      const out = end + Math.min(0.75 * pitLoss, 0.8 * sectors(car, lap + 1)[0]);
      add(out, 'TimingData', () => line(car, { InPit: false, PitOut: true, NumberOfPitStops: index + 1 }));
      add(out, 'TimingAppData', () =>
        line(car, { Stints: { [index + 1]: stint(compounds.get(car)![index + 1]!) } }),
      );
    }
    if (car.retiresAt !== null)
      add(
        car.retiresAt,
        'TimingData',
        () => line(car, { Retired: true, Stopped: true }),
        car.didNotStart ? 7 : 0,
      );
  }

  // Heartbeats and weather through the session.
  for (let at = keyframe; at <= finalisedAt; at += 30_000) {
    add(at, 'Heartbeat', () => ({ Utc: iso(at), ...(at === keyframe ? { _kf: true } : {}) }), 8);
    if ((at - keyframe) % 60_000 !== 0) continue;
    const minute = (at - keyframe) / 60_000;
    const swing = Math.sin(minute / 20);
    add(
      at,
      'WeatherData',
      () => ({
        AirTemp: (22 + 2 * swing).toFixed(1),
        Humidity: (48 - 5 * swing).toFixed(1),
        Pressure: (1012 + hash(race.id, minute) * 0.6).toFixed(1),
        Rainfall: '0',
        TrackTemp: (38 + 4 * swing).toFixed(1),
        WindDirection: String(Math.floor(180 + 40 * hash(race.id, 'wind', minute))),
        WindSpeed: (1.5 + hash(race.id, 'speed', minute)).toFixed(1),
        ...(at === keyframe ? { _kf: true } : {}),
      }),
      8,
    );
  }

  events.sort((a, b) => a.at - b.at || a.rank - b.rank || a.seq - b.seq);
  const records = events.map((event) => ({ topic: event.topic, patch: event.build(), at: iso(event.at) }));
  return {
    startsAt: iso(0),
    records,
    orderAfterLap,
    finalOrder,
    totalLaps,
    safetyCar: { deployedLap, inLap },
  };
}
