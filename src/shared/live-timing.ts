import type { FeedTopics } from './live-feed.ts';
import type { OpenF1Endpoint, OpenF1Record, OpenF1Session } from './openf1.schemas.ts';

export type { OpenF1Endpoint, OpenF1Record, OpenF1Session } from './openf1.schemas.ts';

/** The endpoints polled for a running session, besides /sessions which finds it. */
export const timingEndpoints = [
  'drivers',
  'position',
  'intervals',
  'laps',
  'pit',
  'stints',
  'race_control',
] as const satisfies readonly OpenF1Endpoint[];
export type TimingEndpoint = (typeof timingEndpoints)[number];

/** One poll's new records, per endpoint. */
export type TimingBatch = { [E in TimingEndpoint]?: OpenF1Record<E>[] };

export type LiveCar = {
  driverNumber: number;
  code: string;
  name: string;
  team: string;
  /** Team colour as #rrggbb, when the source gives one. */
  colour: string | null;
  position: number | null;
  /** Gap to the leader and to the car ahead as shown: "+1.234", "+1 LAP", "" for the leader. */
  gap: string;
  interval: string;
  lap: number | null;
  lastLapMs: number | null;
  bestLapMs: number | null;
  pitStops: number;
  compound: string | null;
  /** Laps on the current set of tyres. */
  tyreAge: number | null;
  /** When its position was last set, to keep the newest of two records. */
  positionAt: string | null;
  intervalAt: string | null;
  /** What Formula 1's own feed adds (absent from OpenF1's): */
  /** The last lap's three sectors, each with whether it is the car's or the session's best. */
  sectors?: SectorTime[];
  lastLapBest?: Best;
  /** Lap on which the best lap was set. */
  bestLapLap?: number | null;
  /** Every set of tyres so far, oldest first. */
  stints?: Stint[];
  gridPosition?: number | null;
  inPit?: boolean;
  retired?: boolean;
  /** Qualifying: out in an earlier part. */
  knockedOut?: boolean;
};

/** Whether a time is the car's own best so far, the best of the session, or neither. */
export type Best = 'overall' | 'personal' | null;
export type SectorTime = { time: string; best: Best };
export type Stint = { compound: string; laps: number; isNew: boolean };

export type PitStop = {
  driverNumber: number;
  code: string;
  lap: number | null;
  durationS: number | null;
  date: string;
};
export type RaceControlMessage = {
  date: string;
  category: string;
  flag: string | null;
  message: string;
  lap: number | null;
};

/** What the live page shows of one session, kept by the poller and pushed to every viewer. */
export type LiveTimingState = {
  sessionKey: number;
  sessionName: string;
  /** Counts the polls that changed something, so an instance can tell a newer state from an older. */
  version: number;
  /** When the source last answered (ISO); the page says so when it is stale. */
  updatedAt: string;
  /** Newest record time seen per endpoint: the next poll asks only for later ones. */
  cursors: Partial<Record<TimingEndpoint, string>>;
  cars: LiveCar[];
  pitStops: PitStop[];
  raceControl: RaceControlMessage[];
  /** What Formula 1's own feed adds (see live-feed-view.ts). */
  session?: FeedSessionView;
  /** The connection to Formula 1's feed, when it is not open: since when it is down. */
  connection?: { status: 'reconnecting'; since: string } | null;
  /** Formula 1's feed: every topic's merged state and the number of records merged (server only). */
  topics?: FeedTopics;
  seq?: number;
};

/** The session as the F1 feed tells it: flags, clock, laps, weather, the qualifying part. */
export type FeedSessionView = {
  /** The feed's own time of its newest record (ISO): what a TV delay is counted from. */
  feedAt: string | null;
  status: string | null;
  track: { code: string; label: string } | null;
  lap: { current: number; total: number | null } | null;
  /** Time left as the clock showed it at `clockAt`; it runs down while `running`. */
  clock: { remaining: string; at: string; running: boolean } | null;
  weather: {
    airC: number | null;
    trackC: number | null;
    humidity: number | null;
    rain: boolean;
    windMs: number | null;
  } | null;
  /** Qualifying: the part running (1–3) and how many cars go through to the next one. */
  qualifyingPart: number | null;
  throughToNext: number | null;
  /** Race or sprint, where places gained count from the grid. */
  kind: 'race' | 'qualifying' | 'practice' | null;
};

/** How many of the newest pit stops and race-control messages the state keeps. */
export const keptPitStops = 30;
export const keptMessages = 30;

export function emptyLiveState(session: OpenF1Session, updatedAt: string): LiveTimingState {
  return {
    sessionKey: session.session_key,
    sessionName: session.session_name,
    version: 0,
    updatedAt,
    cursors: {},
    cars: [],
    pitStops: [],
    raceControl: [],
  };
}

function gapText(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return `+${value.toFixed(3)}`;
}

const later = (a: string | null | undefined, b: string | null | undefined) =>
  !a ? b : !b ? a : Date.parse(b) > Date.parse(a) ? b : a;

function blankCar(driverNumber: number): LiveCar {
  return {
    driverNumber,
    code: String(driverNumber),
    name: `Car ${driverNumber}`,
    team: '',
    colour: null,
    position: null,
    gap: '',
    interval: '',
    lap: null,
    lastLapMs: null,
    bestLapMs: null,
    pitStops: 0,
    compound: null,
    tyreAge: null,
    positionAt: null,
    intervalAt: null,
  };
}

/** Orders cars by position; cars without one yet go last, by number. */
export function runningOrder(cars: readonly LiveCar[]): LiveCar[] {
  return [...cars].sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.driverNumber - b.driverNumber,
  );
}

/**
 * Applies one poll's records to the state: the newest position and interval of each car, its laps,
 * pit stops and current stint, and the race-control messages. Pure; records may repeat (a poll at
 * the cursor's instant) or arrive out of order, and the result is the same. The version goes up only
 * when something a viewer sees changed, so the poller publishes only then.
 */
export function applyTimingBatch(
  state: LiveTimingState,
  batch: TimingBatch,
  updatedAt: string,
): LiveTimingState {
  const cars = new Map(state.cars.map((car) => [car.driverNumber, { ...car }]));
  const car = (n: number) => {
    let found = cars.get(n);
    if (!found) {
      found = blankCar(n);
      cars.set(n, found);
    }
    return found;
  };
  const cursors = { ...state.cursors };
  const seen = (endpoint: TimingEndpoint, at: string | null | undefined) => {
    cursors[endpoint] = later(cursors[endpoint], at) ?? undefined;
  };

  for (const d of batch.drivers ?? []) {
    const entry = car(d.driver_number);
    entry.code = d.name_acronym ?? entry.code;
    entry.name = d.full_name ?? d.broadcast_name ?? entry.name;
    entry.team = d.team_name ?? entry.team;
    entry.colour = d.team_colour && /^[0-9a-f]{6}$/i.test(d.team_colour) ? `#${d.team_colour}` : entry.colour;
  }
  for (const p of batch.position ?? []) {
    const entry = car(p.driver_number);
    if (!entry.positionAt || Date.parse(p.date) >= Date.parse(entry.positionAt)) {
      entry.position = p.position;
      entry.positionAt = p.date;
    }
    seen('position', p.date);
  }
  for (const i of batch.intervals ?? []) {
    const entry = car(i.driver_number);
    if (!entry.intervalAt || Date.parse(i.date) >= Date.parse(entry.intervalAt)) {
      entry.gap = gapText(i.gap_to_leader);
      entry.interval = gapText(i.interval);
      entry.intervalAt = i.date;
    }
    seen('intervals', i.date);
  }
  for (const l of batch.laps ?? []) {
    const entry = car(l.driver_number);
    if (entry.lap === null || l.lap_number >= entry.lap) {
      entry.lap = l.lap_number;
      // A lap in progress has no duration yet; the last completed one stays shown.
      if (l.lap_duration) entry.lastLapMs = Math.round(l.lap_duration * 1000);
    }
    if (l.lap_duration) {
      const ms = Math.round(l.lap_duration * 1000);
      entry.bestLapMs = entry.bestLapMs === null ? ms : Math.min(entry.bestLapMs, ms);
    }
    seen('laps', l.date_start);
  }
  const stops = new Map(state.pitStops.map((stop) => [`${stop.driverNumber}@${stop.date}`, stop]));
  for (const p of batch.pit ?? []) {
    const id = `${p.driver_number}@${p.date}`;
    if (!stops.has(id)) car(p.driver_number).pitStops += 1;
    stops.set(id, {
      driverNumber: p.driver_number,
      code: car(p.driver_number).code,
      lap: p.lap_number ?? null,
      durationS: p.pit_duration ?? null,
      date: p.date,
    });
    seen('pit', p.date);
  }
  const stints = new Map<number, OpenF1Record<'stints'>>();
  for (const s of batch.stints ?? []) {
    const best = stints.get(s.driver_number);
    if (!best || s.stint_number >= best.stint_number) stints.set(s.driver_number, s);
  }
  for (const [n, s] of stints) {
    const entry = car(n);
    entry.compound = s.compound ?? null;
    const start = s.lap_start ?? entry.lap;
    entry.tyreAge =
      start !== null && entry.lap !== null
        ? Math.max(0, entry.lap - start) + (s.tyre_age_at_start ?? 0)
        : null;
  }
  const messages = new Map(state.raceControl.map((m) => [`${m.date}|${m.message}`, m]));
  for (const m of batch.race_control ?? []) {
    messages.set(`${m.date}|${m.message}`, {
      date: m.date,
      category: m.category,
      flag: m.flag ?? null,
      message: m.message,
      lap: m.lap_number ?? null,
    });
    seen('race_control', m.date);
  }

  const byDate = <T extends { date: string }>(list: Iterable<T>) =>
    [...list].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const next = {
    ...state,
    cursors,
    cars: runningOrder([...cars.values()]),
    pitStops: byDate(stops.values()).slice(0, keptPitStops),
    raceControl: byDate(messages.values()).slice(0, keptMessages),
  };
  const changed =
    JSON.stringify([next.cars, next.pitStops, next.raceControl]) !==
    JSON.stringify([state.cars, state.pitStops, state.raceControl]);
  return changed ? { ...next, version: state.version + 1, updatedAt } : { ...state, cursors, updatedAt };
}

/** What the page and the stream carry: the state without the sources' bookkeeping. */
export type LiveTimingView = Omit<LiveTimingState, 'cursors' | 'topics' | 'seq'>;

export function liveTimingView({
  cursors: _cursors,
  topics: _topics,
  seq: _seq,
  ...view
}: LiveTimingState): LiveTimingView {
  return view;
}

/** A lap time as m:ss.mmm. */
export function lapTimeText(ms: number | null): string {
  if (ms === null) return '';
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return `${minutes}:${seconds}`;
}

/** One car of a session's order as live timing left it, before the official classification. */
export type ProvisionalRow = {
  position: number | null;
  driverNumber: number;
  code: string;
  name: string;
  team: string;
  colour: string | null;
  laps: number | null;
  /** The gap to the winner ("+5.123", "1L"), or in qualifying and practice the best lap. */
  result: string;
  retired: boolean;
};
export type ProvisionalOrder = { rows: ProvisionalRow[]; at: string };

const endedStatuses = new Set(['Finished', 'Finalised', 'Ends']);

/**
 * The order a session's live timing ended with, once the feed says the session is over: what the
 * meeting page shows, marked provisional, until the official classification is stored.
 */
export function provisionalOrder(view: LiveTimingView): ProvisionalOrder | null {
  const session = view.session;
  if (!session || !endedStatuses.has(session.status ?? '') || view.cars.length === 0) return null;
  return {
    at: session.feedAt ?? view.updatedAt,
    rows: view.cars.map((car) => ({
      position: car.position,
      driverNumber: car.driverNumber,
      code: car.code,
      name: car.name,
      team: car.team,
      colour: car.colour,
      laps: car.lap,
      result: session.kind === 'race' ? (car.position === 1 ? '' : car.gap) : lapTimeText(car.bestLapMs),
      retired: car.retired ?? false,
    })),
  };
}
