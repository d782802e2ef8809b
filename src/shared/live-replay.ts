import type { FeedRecord } from './live-feed.ts';

/**
 * A replay's feed as the server sends it to the player: the session's start on the UTC clock and
 * every record as [milliseconds from the start, topic, patch], in order; a fourth element, 1, marks
 * a topic's full state (a live subscription's answer), which replaces what the topic held.
 */
export type ReplayFeedJson = {
  startsAt: string;
  records: ([number, string, unknown] | [number, string, unknown, 1])[];
};

export type TimedRecord = FeedRecord & { offsetMs: number };

export function replayRecords(feed: ReplayFeedJson): TimedRecord[] {
  const start = Date.parse(feed.startsAt);
  return feed.records.map(([offsetMs, topic, patch, full]) => ({
    topic,
    patch,
    offsetMs,
    at: new Date(start + offsetMs).toISOString(),
    ...(full ? { full: true } : {}),
  }));
}

/** A place to step to: the end of a lap (races and sprints) or a point in the session's time. */
export type ReplayStep = { label: string; lap: number | null; offsetMs: number };

/** Minutes between two steps of a session without laps (practice, qualifying). */
export const stepMinutes = 5;

const currentLapOf = (patch: unknown) => {
  const lap = (patch as { CurrentLap?: unknown } | null)?.CurrentLap;
  return typeof lap === 'number' ? lap : typeof lap === 'string' && lap !== '' ? Number(lap) : null;
};
const totalLapsOf = (patch: unknown) => {
  const laps = (patch as { TotalLaps?: unknown } | null)?.TotalLaps;
  return typeof laps === 'number' ? laps : typeof laps === 'string' && laps !== '' ? Number(laps) : null;
};

/**
 * Where the stepped view stops. With a lap count: the end of each lap, when the leader starts the
 * next (lap 0 is the start); the scheduled number of laps is listed whatever happened, so the list
 * gives nothing away, and a lap never reached shows the end. Without one: every five minutes.
 */
export function replaySteps(records: readonly TimedRecord[]): ReplayStep[] {
  const lapStarts = new Map<number, number>();
  let scheduled: number | null = null;
  for (const record of records) {
    if (record.topic !== 'LapCount') continue;
    const lap = currentLapOf(record.patch);
    if (lap !== null && Number.isFinite(lap) && !lapStarts.has(lap)) lapStarts.set(lap, record.offsetMs);
    scheduled = totalLapsOf(record.patch) ?? scheduled;
  }
  const last = records.at(-1)?.offsetMs ?? 0;
  if (lapStarts.size > 0) {
    const total = Math.max(scheduled ?? 0, ...lapStarts.keys());
    const steps: ReplayStep[] = [{ label: 'Start', lap: 0, offsetMs: lapStarts.get(1) ?? 0 }];
    for (let lap = 1; lap <= total; lap += 1) {
      // Lap N ends as the leader begins lap N + 1 (the order after it comes then); the last, with the feed.
      const next = lapStarts.get(lap + 1);
      steps.push({ label: `Lap ${lap}`, lap, offsetMs: next ?? last });
    }
    return steps;
  }
  const steps: ReplayStep[] = [];
  for (let minute = 0; minute * 60_000 <= last; minute += stepMinutes) {
    steps.push({ label: `${minute} min`, lap: null, offsetMs: minute * 60_000 });
  }
  if (steps.at(-1)?.offsetMs !== last) steps.push({ label: 'End', lap: null, offsetMs: last });
  return steps;
}

/** The step the playback is in at `positionMs`: the last one that began at or before it. */
export function stepAt(steps: readonly ReplayStep[], positionMs: number): number {
  return steps.reduce((found, step, index) => (step.offsetMs <= positionMs ? index : found), 0);
}

/** How many records lie at or before `offsetMs` (records are in time order). */
export function recordsUntil(records: readonly { offsetMs: number }[], offsetMs: number): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((records[middle]?.offsetMs ?? 0) <= offsetMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Moments a viewer may jump to: the start, each safety car, virtual safety car and red flag, each
 * car's pit stops (by racing number, for the player to offer per driver) and the session's fastest
 * lap (when it was set, not by whom).
 */
export type ReplayEvent = {
  kind: 'start' | 'safety-car' | 'virtual-safety-car' | 'red-flag' | 'pit-stop' | 'fastest-lap';
  offsetMs: number;
  car?: string;
};

type Lines = Record<
  string,
  { NumberOfPitStops?: unknown; InPit?: unknown; LastLapTime?: { OverallFastest?: unknown } }
>;

/**
 * The events a player may name at `positionMs` of a session `durationMs` long: those already
 * played, unless the visitor asked to see what lies ahead. The session's fastest lap is fastest only
 * at its end, so it is named once the playback has reached the end.
 */
export function eventsPlayed(
  events: readonly ReplayEvent[],
  positionMs: number,
  durationMs: number,
  showAhead = false,
): ReplayEvent[] {
  if (showAhead) return [...events];
  return events.filter((event) =>
    event.kind === 'fastest-lap' ? positionMs >= durationMs : event.offsetMs <= positionMs,
  );
}

export function replayEvents(records: readonly TimedRecord[]): ReplayEvent[] {
  const events: ReplayEvent[] = [];
  let status = '';
  let started = false;
  let fastest: number | null = null;
  const inPit = new Set<string>();
  for (const record of records) {
    if (record.topic === 'TimingData') {
      const lines = ((record.patch as { Lines?: unknown } | null)?.Lines ?? {}) as Lines;
      for (const [car, line] of Object.entries(lines)) {
        // A stop begins when a car enters the pit lane; it is counted once, however often it is said.
        if (line?.InPit === true && !inPit.has(car)) {
          inPit.add(car);
          events.push({ kind: 'pit-stop', offsetMs: record.offsetMs, car });
        } else if (line?.InPit === false) inPit.delete(car);
        if (line?.LastLapTime?.OverallFastest === true) fastest = record.offsetMs;
      }
    }
    if (record.topic === 'SessionStatus' && !started) {
      if ((record.patch as { Status?: unknown } | null)?.Status === 'Started') {
        started = true;
        events.push({ kind: 'start', offsetMs: record.offsetMs });
      }
    }
    if (record.topic !== 'TrackStatus') continue;
    const next = String((record.patch as { Status?: unknown } | null)?.Status ?? status);
    if (next !== status) {
      const kind =
        next === '4' ? 'safety-car' : next === '6' ? 'virtual-safety-car' : next === '5' ? 'red-flag' : null;
      if (kind) events.push({ kind, offsetMs: record.offsetMs });
      status = next;
    }
  }
  if (fastest !== null) events.push({ kind: 'fastest-lap', offsetMs: fastest });
  return events.sort((a, b) => a.offsetMs - b.offsetMs);
}
