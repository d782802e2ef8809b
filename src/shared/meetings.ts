import { onceFor } from './once-for.ts';
import {
  type SessionStatus,
  sessionEndsAt,
  sessionStartsAt,
  sessionStatus,
  type TimedSession,
} from './sessions.ts';

/** A race weekend as the pages need it; sessions sorted by start, race last. */
export type Meeting = {
  raceId: number;
  year: number;
  round: number;
  /** The Grand Prix name, e.g. "Abu Dhabi Grand Prix". */
  name: string;
  officialName: string;
  slug: string;
  countryName: string;
  countryCode: string;
  circuitId: string;
  circuitName: string;
  circuitLayoutId: string | null;
  placeName: string;
  /** The track's IANA time zone ("Europe/London"), when known: sessions show its local time too. */
  timeZone?: string;
  sessions: TimedSession[];
  /** Called off: listed in the season's history, skipped as the current, next or last meeting. */
  cancelled?: boolean;
};

/** What the schedule's cards, hero and calendar read of a meeting. */
export type ScheduleMeeting = Pick<
  Meeting,
  | 'year'
  | 'round'
  | 'name'
  | 'slug'
  | 'circuitName'
  | 'countryName'
  | 'placeName'
  | 'timeZone'
  | 'sessions'
  | 'cancelled'
>;

/** Where a meeting runs: the track's IANA zone and the place name the pages use for it. */
export type Track = { timeZone: string; placeName: string };

/** The meeting's track, when its time zone is known. */
export function meetingTrack(meeting: Pick<Meeting, 'timeZone' | 'placeName'>): Track | undefined {
  return meeting.timeZone ? { timeZone: meeting.timeZone, placeName: meeting.placeName } : undefined;
}

const DAY = 24 * 60 * 60_000;

/** Meeting page slug: the race name lower-cased, spaces as hyphens (accents dropped so URLs stay plain). */
export function meetingSlug(raceName: string): string {
  return raceName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-');
}

/** Driver page id: the first three letters of the surname, upper case ("Hülkenberg" → "HUL"). */
export function driverPageId(lastName: string): string {
  return lastName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{Letter}]/gu, '')
    .slice(0, 3)
    .toUpperCase();
}

// Meetings are long-lived cached objects searched on every request: work their bounds out once each.
const weekendBounds = onceFor((meeting: Meeting): { start: number; end: number } => {
  const first = meeting.sessions[0];
  const last = meeting.sessions.at(-1);
  return {
    start: first ? sessionStartsAt(first) : Number.POSITIVE_INFINITY,
    end: last ? sessionEndsAt(last) : Number.NEGATIVE_INFINITY,
  };
});

export function meetingStartsAt(meeting: Meeting): number {
  return weekendBounds(meeting).start;
}

export function meetingEndsAt(meeting: Meeting): number {
  return weekendBounds(meeting).end;
}

/**
 * The meeting whose weekend contains now, else the next one to start (a cancelled one never);
 * meetings sorted by date.
 */
export function currentOrNextMeeting<M extends Meeting>(meetings: readonly M[], now: Date): M | undefined {
  const { endsSoFar } = timeline(meetings);
  // The first meeting ending after now is the first whose running latest end passes now.
  return meetings[firstAbove(endsSoFar, now.getTime())];
}

/** The latest meeting whose weekend is over, a cancelled one left out. */
export function lastMeeting<M extends Meeting>(meetings: readonly M[], now: Date): M | undefined {
  const { endsFromHere } = timeline(meetings);
  // The last meeting over by now is the last whose earliest end from there on is not after now.
  return meetings[firstAbove(endsFromHere, now.getTime()) - 1];
}

export type MeetingLink = { label: 'Last meeting' | 'Current meeting'; meeting: Meeting };

/**
 * The navbar's meeting link (docs/product.md §4): when the next meeting starts more than a day away, the last
 * meeting; otherwise the current (next) one. Undefined when neither exists.
 */
export function meetingLink(meetings: readonly Meeting[], now: Date): MeetingLink | undefined {
  const next = currentOrNextMeeting(meetings, now);
  if (next && meetingStartsAt(next) - now.getTime() <= DAY)
    return { label: 'Current meeting', meeting: next };
  const last = lastMeeting(meetings, now);
  if (last) return { label: 'Last meeting', meeting: last };
  return next ? { label: 'Current meeting', meeting: next } : undefined;
}

export type SessionState = TimedSession & { status: SessionStatus };

/** The session a hero card features: the live one, else the next to start; undefined once all ran. */
export function featuredSession(meeting: Meeting, now: Date): SessionState | undefined {
  for (const session of meeting.sessions) {
    const status = sessionStatus(session, now);
    if (status !== 'finished') return { ...session, status };
  }
  return undefined;
}

/** The hh:mm:ss countdown to a start, shown only when it is in the future and within 24 hours. */
export function countdown(startsAt: number, now: number): string | undefined {
  const left = startsAt - now;
  if (left <= 0 || left > DAY) return undefined;
  const seconds = Math.ceil(left / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
}

export const tooSoonMessage = 'Upcoming race too soon. Skipping last results.';

export type LastResults<M extends Meeting> =
  | { meeting: M; skipped: false }
  | { skipped: true; message: string };

/**
 * The meeting whose results the home page shows, unless the next meeting starts within a day or is
 * under way (the navbar's 'Current meeting' rule): then the last results are skipped (docs/product.md §4, §8).
 */
export function lastResults<M extends Meeting>(
  meetings: readonly M[],
  now: Date,
): LastResults<M> | undefined {
  const last = lastMeeting(meetings, now);
  if (!last) return undefined;
  if (meetingLink(meetings, now)?.label === 'Current meeting')
    return { skipped: true, message: tooSoonMessage };
  return { meeting: last, skipped: false };
}

/**
 * The season in focus at `now` (docs/product.md §4): the season of the meeting under way, else of the most
 * recent one over, so between seasons the finished one stays in focus until the next one starts.
 * Before any meeting is over, the season of the first meeting; undefined with no meetings.
 */
export function seasonInFocusAt(meetings: readonly Meeting[], now: Date): number | undefined {
  const at = now.getTime();
  const { anyEndsSoFar, startsFromHere } = timeline(meetings);
  let current: Meeting | undefined;
  // From the first meeting that ends after now, while any meeting from there on has started.
  for (let i = firstAbove(anyEndsSoFar, at); i < meetings.length && (startsFromHere[i] ?? 0) <= at; i += 1) {
    const meeting = meetings[i] as Meeting;
    if (meetingStartsAt(meeting) <= at && meetingEndsAt(meeting) > at) {
      current = meeting;
      break;
    }
  }
  return (current ?? lastMeeting(meetings, now) ?? meetings[0])?.year;
}

/**
 * A list of meetings laid out for searches by time: running bounds of their weekends, so finding the
 * meeting at a moment is a binary search, not a walk through every season since 1950 on each request.
 * The lists searched are long-lived cached values; a list that grew since is laid out again.
 * - `endsSoFar[i]`: the latest end of meetings 0..i, cancelled ones left out (never current or next);
 * - `endsFromHere[i]`: the earliest end of meetings i..n, cancelled ones left out (never the last);
 * - `anyEndsSoFar[i]`, `startsFromHere[i]`: the same over every meeting, by end and by start.
 * Each is non-decreasing, whatever the list's order.
 */
type Timeline = {
  length: number;
  endsSoFar: Float64Array;
  endsFromHere: Float64Array;
  anyEndsSoFar: Float64Array;
  startsFromHere: Float64Array;
};

const timelines = new WeakMap<readonly Meeting[], Timeline>();

function timeline(meetings: readonly Meeting[]): Timeline {
  const known = timelines.get(meetings);
  if (known?.length === meetings.length) return known;
  const n = meetings.length;
  const laid: Timeline = {
    length: n,
    endsSoFar: new Float64Array(n),
    endsFromHere: new Float64Array(n),
    anyEndsSoFar: new Float64Array(n),
    startsFromHere: new Float64Array(n),
  };
  let latest = Number.NEGATIVE_INFINITY;
  let latestAny = Number.NEGATIVE_INFINITY;
  meetings.forEach((meeting, i) => {
    const end = meetingEndsAt(meeting);
    if (!meeting.cancelled) latest = Math.max(latest, end);
    latestAny = Math.max(latestAny, end);
    laid.endsSoFar[i] = latest;
    laid.anyEndsSoFar[i] = latestAny;
  });
  let earliest = Number.POSITIVE_INFINITY;
  let earliestStart = Number.POSITIVE_INFINITY;
  for (let i = n - 1; i >= 0; i -= 1) {
    const meeting = meetings[i] as Meeting;
    if (!meeting.cancelled) earliest = Math.min(earliest, meetingEndsAt(meeting));
    earliestStart = Math.min(earliestStart, meetingStartsAt(meeting));
    laid.endsFromHere[i] = earliest;
    laid.startsFromHere[i] = earliestStart;
  }
  timelines.set(meetings, laid);
  return laid;
}

/** The first index whose value is above `at` in a non-decreasing array (its length if none is). */
function firstAbove(values: Float64Array, at: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) > at) high = middle;
    else low = middle + 1;
  }
  return low;
}
