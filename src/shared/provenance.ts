import type { RaceDataSource } from './race-data-ownership.ts';

/**
 * Where a block of race data came from and when (docs/product.md §4 honest states): the source that owns its
 * rows, that source's name as a reader knows it, and when our copy was last brought in — the
 * snapshot's load, the sync run that last changed the round — or null when unknown (admin edits).
 */
export type Provenance = {
  source: RaceDataSource;
  name: string;
  at: string | null;
  /** Set while the results source cannot be reached: the block may be behind. */
  outage?: SourceOutage | null;
};

/**
 * The results source as the pages report it while the sync's runs fail: its name, since when (ISO),
 * the last error (for admins), and how recent the data shown is (ISO; null when unknown).
 */
export type SourceOutage = { name: string; since: string; error: string | null; dataTo: string | null };

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 Nov 2026", in UTC, spelled the same by server and browser whatever their locale data. */
export function shortDate(at: Date): string {
  return `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** How long ago `at` was: "just now", "12 min ago", "3 h ago", "2 days ago", past a week the date. */
export function timeAgo(at: Date, now: Date): string {
  const past = now.getTime() - at.getTime();
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return `${Math.floor(past / MINUTE)} min ago`;
  if (past < DAY) return `${Math.floor(past / HOUR)} h ago`;
  if (past < 7 * DAY) return `${Math.floor(past / DAY)} ${past < 2 * DAY ? 'day' : 'days'} ago`;
  return `on ${shortDate(at)}`;
}

/** How long until `at`: "in 8 min", "in 2 h", "in 3 days"; "now" once it is due. */
export function timeUntil(at: Date, now: Date): string {
  const left = at.getTime() - now.getTime();
  if (left < MINUTE) return 'now';
  if (left < HOUR) return `in ${Math.ceil(left / MINUTE)} min`;
  if (left < DAY) return `in ${Math.round(left / HOUR)} h`;
  const days = Math.round(left / DAY);
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The line under a race-data block: "Results: f1db · as of 21 Aug 2026" (the snapshot, dated by when
 * f1db made it), "Results: Jolpica · synced 12 min ago" (sync), "Results: Pitwall editors" (admin).
 */
export function provenanceText(label: string, provenance: Provenance, now: Date): string {
  const head = `${label}: ${provenance.name}`;
  if (provenance.at === null) return head;
  const at = new Date(provenance.at);
  if (provenance.source === 'sync') return `${head} · synced ${timeAgo(at, now)}`;
  if (provenance.source === 'snapshot') return `${head} · as of ${shortDate(at)}`;
  return `${head} · edited ${timeAgo(at, now)}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "27 Nov 2026, 10:02 UTC": an instant the same for server and browser. */
export function shortDateTime(at: Date): string {
  return `${shortDate(at)}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} UTC`;
}

/**
 * What pages say while the results source cannot be reached: "Results source (Jolpica) unreachable
 * since 27 Nov 2026, 10:02 UTC; showing data to 21 Aug 2026."
 */
export function outageText(outage: SourceOutage): string {
  const head = `Results source (${outage.name}) unreachable since ${shortDateTime(new Date(outage.since))}`;
  return outage.dataTo === null
    ? `${head}.`
    : `${head}; showing data to ${shortDate(new Date(outage.dataTo))}.`;
}

/** The name of an Ergast-compatible source as readers know it: Jolpica for its API, else the host. */
export function syncSourceName(url: string): string {
  const host = new URL(url).hostname;
  return host === 'jolpi.ca' || host.endsWith('.jolpi.ca') ? 'Jolpica' : host;
}

/** The results sync as a "Results pending" note tells it; null when it is switched off. */
export type SyncSchedule = { nextRunAt: string | null; outage?: SourceOutage | null } | null;

/** What a "Results pending" note adds about the sync: when it runs next, or that it has not run yet. */
export function nextSyncText(schedule: SyncSchedule, now: Date): string | undefined {
  if (schedule === null) return undefined;
  if (schedule.nextRunAt === null) return 'They are fetched once the results sync has run.';
  return `Next results check ${timeUntil(new Date(schedule.nextRunAt), now)}.`;
}
