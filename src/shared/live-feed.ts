/**
 * Formula 1's live-timing feed as data: topics whose state is built by merging patches, the same
 * way for a live connection (SignalR `feed` invocations) and a replay (the archive's `.jsonStream`
 * lines). Pure, so the server and the replay player in the browser merge alike.
 */

/**
 * One record of the feed: a patch of one topic at one instant of the feed's own clock (ISO, UTC), or
 * with `full` the topic's whole state (a subscription's answer), which replaces what the topic held.
 */
export type FeedRecord = { topic: string; patch: unknown; at: string; full?: boolean };

/** Every topic's merged state, keyed by topic name. */
export type FeedTopics = Record<string, unknown>;

/** The topics anyone may read; the others need an F1 TV token. */
export const publicTopics = [
  'Heartbeat',
  'SessionInfo',
  'SessionStatus',
  'SessionData',
  'TrackStatus',
  'LapCount',
  'ExtrapolatedClock',
  'TimingData',
  'TimingAppData',
  'TimingStats',
  'DriverList',
  'RaceControlMessages',
  'WeatherData',
  'TopThree',
] as const;

/** Topics an operator's F1 TV token adds (F1_LIVE_TIMING_TOKEN). */
export const subscriberTopics = [
  'CarData.z',
  'Position.z',
  'TeamRadio',
  'PitStopSeries',
  'ChampionshipPrediction',
] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const indexKey = /^(0|[1-9]\d*)$/;

/**
 * Merges a patch into a state and returns the new state; neither input is changed. Objects merge key
 * by key; an object whose keys are all numbers patches an array by index (setting or appending);
 * anything else (a string, a number, a real array) replaces what was there.
 */
export function mergePatch(state: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const keys = Object.keys(patch);
  if (Array.isArray(state) && keys.length > 0 && keys.every((key) => indexKey.test(key))) {
    const next = [...state];
    for (const key of keys) {
      const index = Number(key);
      next[index] = mergePatch(next[index], patch[key]);
    }
    return next;
  }
  const next: Record<string, unknown> = isObject(state) ? { ...state } : {};
  for (const key of keys) {
    if (key === '_kf') continue;
    next[key] = mergePatch(next[key], patch[key]);
  }
  return next;
}

type Applied = Pick<FeedRecord, 'topic' | 'patch' | 'full'>;

const merged = (state: unknown, record: Applied) => mergePatch(record.full ? undefined : state, record.patch);

/** Applies one record to the topics (a new object; topics not patched are shared). */
export function applyFeedRecord(topics: FeedTopics, record: Applied): FeedTopics {
  return { ...topics, [record.topic]: merged(topics[record.topic], record) };
}

/**
 * Applies records in place, for a long run of them (a replay's seek): each topic's state is still
 * merged without changing the objects it was built from.
 */
export function applyFeedRecords(topics: FeedTopics, records: Iterable<Applied>) {
  const next = { ...topics };
  for (const record of records) next[record.topic] = merged(next[record.topic], record);
  return next;
}
