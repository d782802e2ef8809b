import type { FeedTopics } from './live-feed.ts';
import {
  type Best,
  type FeedSessionView,
  keptMessages,
  keptPitStops,
  type LiveCar,
  type LiveTimingView,
  type PitStop,
  type RaceControlMessage,
  runningOrder,
  type Stint,
} from './live-timing.ts';

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const flag = (value: unknown): boolean => value === true || value === 'true';
/** The feed's numbers come as strings, often "" until known. */
const numberOf = (value: unknown): number | null => {
  const found = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(found) ? found : null;
};
/** Arrays arrive as arrays or, once patched by index before the first full state, as objects. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : Object.entries(asObject(value))
        .filter(([key]) => /^\d+$/.test(key))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, item]) => item);
/** The entries of a map keyed by racing number ("1", "44"), leaving out markers such as `_kf`. */
const byCar = (value: unknown): [string, Json][] =>
  Object.entries(asObject(value))
    .filter(([key]) => /^\d+$/.test(key))
    .map(([key, item]) => [key, asObject(item)]);

/** The feed writes UTC instants with or without their zone ("2024-05-18T13:02:01"). */
const utc = (value: string) => (value && !/(Z|[+-]\d\d:?\d\d)$/.test(value) ? `${value}Z` : value);

/** TrackStatus codes as the feed sends them, in words a fan uses. */
export const trackStatusLabels: Record<string, string> = {
  '1': 'Track clear',
  '2': 'Yellow flag',
  '4': 'Safety car',
  '5': 'Red flag',
  '6': 'Virtual safety car',
  '7': 'Virtual safety car ending',
};

/** A lap time as the feed writes it ("1:32.123", "59.875") in milliseconds. */
export function feedLapMs(value: unknown): number | null {
  const match = /^(?:(\d+):)?(\d{1,2})\.(\d{1,3})$/.exec(text(value).trim());
  if (!match) return null;
  const [, minutes = '0', seconds = '0', fraction = '0'] = match;
  return (Number(minutes) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'));
}

const bestOf = (time: Json): Best =>
  flag(time.OverallFastest) ? 'overall' : flag(time.PersonalFastest) ? 'personal' : null;

function sessionKind(info: Json): FeedSessionView['kind'] {
  const type = text(info.Type).toLowerCase();
  if (type === 'race') return 'race';
  if (type === 'qualifying') return 'qualifying';
  if (type === 'practice') return 'practice';
  return null;
}

function stintsOf(line: Json): Stint[] {
  return listOf(line.Stints).map((item) => {
    const stint = asObject(item);
    return {
      compound: text(stint.Compound).toUpperCase() || 'UNKNOWN',
      laps: numberOf(stint.TotalLaps) ?? 0,
      isNew: flag(stint.New),
    };
  });
}

/** A stop per set of tyres after the first, on the lap the set before it ended. */
function stopsOf(car: LiveCar, line: Json): PitStop[] {
  const stints = listOf(line.Stints).map(asObject);
  const stops: PitStop[] = [];
  let lap = 0;
  for (const [index, stint] of stints.entries()) {
    if (index > 0)
      stops.push({ driverNumber: car.driverNumber, code: car.code, lap, durationS: null, date: '' });
    lap += Math.max(0, (numberOf(stint.TotalLaps) ?? 0) - (numberOf(stint.StartLaps) ?? 0));
  }
  return stops;
}

function sessionView(topics: FeedTopics, feedAt: string | null): FeedSessionView {
  const info = asObject(topics.SessionInfo);
  const timing = asObject(topics.TimingData);
  const track = asObject(topics.TrackStatus);
  const laps = asObject(topics.LapCount);
  const clock = asObject(topics.ExtrapolatedClock);
  const weather = topics.WeatherData === undefined ? null : asObject(topics.WeatherData);
  const part = numberOf(timing.SessionPart);
  const entries = listOf(timing.NoEntries).map(numberOf);
  const code = text(track.Status);
  return {
    feedAt,
    status: text(asObject(topics.SessionStatus).Status) || null,
    track: code ? { code, label: trackStatusLabels[code] ?? (text(track.Message) || code) } : null,
    lap:
      numberOf(laps.CurrentLap) === null
        ? null
        : { current: numberOf(laps.CurrentLap) ?? 0, total: numberOf(laps.TotalLaps) },
    clock: text(clock.Remaining)
      ? { remaining: text(clock.Remaining), at: text(clock.Utc), running: flag(clock.Extrapolating) }
      : null,
    weather: weather && {
      airC: numberOf(weather.AirTemp),
      trackC: numberOf(weather.TrackTemp),
      humidity: numberOf(weather.Humidity),
      rain: text(weather.Rainfall) === '1',
      windMs: numberOf(weather.WindSpeed),
    },
    qualifyingPart: part,
    throughToNext: part !== null ? (entries[part] ?? null) : null,
    kind: sessionKind(info),
  };
}

function raceControlOf(topics: FeedTopics): RaceControlMessage[] {
  return listOf(asObject(topics.RaceControlMessages).Messages)
    .map(asObject)
    .map((message) => ({
      date: utc(text(message.Utc)),
      category: text(message.Category),
      flag: text(message.Flag) || null,
      message: text(message.Message),
      lap: numberOf(message.Lap),
    }))
    .reverse()
    .slice(0, keptMessages);
}

/**
 * What the live page shows, from the merged topics of Formula 1's feed: the running order with gaps,
 * intervals, laps, sectors and tyres, the pit stops the tyre sets tell, race control, and the session's
 * flags, clock, laps and weather. Pure; the server renders from it and the replay player runs it too.
 */
export function feedView(
  topics: FeedTopics,
  { version, updatedAt, feedAt }: { version: number; updatedAt: string; feedAt: string | null },
): Omit<LiveTimingView, 'connection'> {
  const info = asObject(topics.SessionInfo);
  const session = sessionView(topics, feedAt);
  const drivers = new Map(byCar(topics.DriverList));
  const apps = new Map(byCar(asObject(topics.TimingAppData).Lines));
  const part = session.qualifyingPart;
  const cars: LiveCar[] = [];
  const stops: PitStop[] = [];
  for (const [number, line] of byCar(asObject(topics.TimingData).Lines)) {
    const driver = drivers.get(number) ?? {};
    const app = apps.get(number) ?? {};
    const last = asObject(line.LastLapTime);
    // Qualifying keeps a best lap and a gap per part; the part running is the one to show.
    const partBest = part !== null ? asObject(listOf(line.BestLapTimes)[part - 1]) : {};
    const partStats = part !== null ? asObject(listOf(line.Stats)[part - 1]) : {};
    const best = asObject(line.BestLapTime);
    const stints = stintsOf(app);
    const current = stints.at(-1);
    const colour = text(driver.TeamColour);
    const car: LiveCar = {
      driverNumber: Number(number),
      code: text(driver.Tla) || number,
      name: text(driver.FullName) || text(driver.BroadcastName) || `Car ${number}`,
      team: text(driver.TeamName),
      colour: /^[0-9a-f]{6}$/i.test(colour) ? `#${colour}` : null,
      position: numberOf(line.Position),
      gap: text(line.GapToLeader) || text(asObject(partStats).TimeDiffToFastest),
      interval:
        text(asObject(line.IntervalToPositionAhead).Value) ||
        text(asObject(partStats).TimeDifftoPositionAhead),
      lap: numberOf(line.NumberOfLaps),
      lastLapMs: feedLapMs(last.Value),
      bestLapMs: feedLapMs(partBest.Value) ?? feedLapMs(best.Value),
      pitStops: numberOf(line.NumberOfPitStops) ?? Math.max(0, stints.length - 1),
      compound: current?.compound ?? null,
      tyreAge: current ? current.laps : null,
      positionAt: null,
      intervalAt: null,
      sectors: listOf(line.Sectors).map((item) => {
        const sector = asObject(item);
        return { time: text(sector.Value), best: bestOf(sector) };
      }),
      lastLapBest: bestOf(last),
      bestLapLap: numberOf(best.Lap),
      stints,
      gridPosition: numberOf(app.GridPos),
      inPit: flag(line.InPit),
      retired: flag(line.Retired) || flag(line.Stopped),
      knockedOut: flag(line.KnockedOut),
    };
    cars.push(car);
    stops.push(...stopsOf(car, app));
  }
  return {
    sessionKey: numberOf(info.Key) ?? 0,
    sessionName: text(info.Name),
    version,
    updatedAt,
    cars: runningOrder(cars),
    pitStops: stops.sort((a, b) => (b.lap ?? 0) - (a.lap ?? 0)).slice(0, keptPitStops),
    raceControl: raceControlOf(topics),
    session,
  };
}
