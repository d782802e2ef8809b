import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { defineCache } from '#server/cache.ts';
import { replayFeeds } from '#server/db/schema/jobs.ts';
import type { Services } from '#server/services.ts';
import type { ReplayFeedJson } from '#shared/live-replay.ts';
import { liveSessionKey } from '#shared/live-session.ts';
import type { Meeting } from '#shared/meetings.ts';
import { onceFor } from '#shared/once-for.ts';
import type { WeekendSessionKind } from '#shared/sessions.ts';
import {
  ArchiveMissing,
  type ArchiveRequest,
  downloadArchiveSession,
  fetchArchiveText,
  findArchiveSession,
} from './f1-archive-client.ts';
import { selectFeedRecords } from './live.queries.ts';

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** A session the archive lacked or refused is asked for again after this long (403s pass). */
const askAgainMs = { missing: 24 * 60 * 60_000, forbidden: 6 * 60 * 60_000 };

export type ReplayLookup =
  /** From the archive, or from the cluster's own recording of the session while the archive lacks it. */
  | { status: 'ready'; feed: Buffer; recordCount: number; source: 'archive' | 'recording' }
  | { status: 'missing' | 'forbidden' }
  /** The archive could not be reached or answered with an error; nothing was stored. */
  | { status: 'failed'; error: string };

async function storedFeed(services: Services, key: string) {
  const [row] = await services.db.select().from(replayFeeds).where(eq(replayFeeds.sessionKey, key));
  return row;
}

function usable(row: Awaited<ReturnType<typeof storedFeed>>, now: number): ReplayLookup | null {
  if (!row) return null;
  if (row.status === 'ready' && row.feed)
    return { status: 'ready', feed: row.feed, recordCount: row.recordCount, source: 'archive' };
  if (row.status !== 'ready' && now - row.fetchedAt.getTime() < askAgainMs[row.status])
    return { status: row.status };
  return null;
}

/** Downloads the session from the archive and stores it compressed, or notes that it is not there. */
async function fetchAndStore(
  services: Services,
  meeting: Pick<Meeting, 'year' | 'round' | 'sessions'>,
  kind: WeekendSessionKind,
  key: string,
): Promise<ReplayLookup> {
  const { env } = services;
  const request: ArchiveRequest & { paceMs: number } = {
    baseUrl: env.F1_ARCHIVE_URL,
    userAgent: `Pitwall replays (+${env.PUBLIC_URL})`,
    timeoutMs: 30_000,
    paceMs: env.F1_ARCHIVE_PACE_MS,
  };
  let status: 'missing' | 'forbidden' = 'missing';
  let feed: Buffer | null = null;
  let recordCount = 0;
  try {
    const index = JSON.parse(await fetchArchiveText(`${meeting.year}/Index.json`, request));
    const session = findArchiveSession(index, meeting, kind);
    if (session) {
      const downloaded = await downloadArchiveSession(session.path, request);
      const start = Date.parse(downloaded.startsAt);
      const json: ReplayFeedJson = {
        startsAt: downloaded.startsAt,
        records: downloaded.records.map((record) => [
          Date.parse(record.at) - start,
          record.topic,
          record.patch,
        ]),
      };
      feed = await gzipped(JSON.stringify(json));
      recordCount = json.records.length;
    }
  } catch (error) {
    if (!(error instanceof ArchiveMissing)) {
      const message = error instanceof Error ? error.message : String(error);
      services.log.warn(`Replay of ${key}: the archive failed: ${message}`);
      return { status: 'failed', error: message };
    }
    status = error.status === 403 ? 'forbidden' : 'missing';
  }
  const values = feed
    ? { status: 'ready' as const, feed, recordCount, fetchedAt: new Date() }
    : { status, feed: null, recordCount: 0, fetchedAt: new Date() };
  await services.db
    .insert(replayFeeds)
    .values({ sessionKey: key, ...values })
    .onConflictDoUpdate({ target: replayFeeds.sessionKey, set: values });
  return feed ? { status: 'ready', feed, recordCount, source: 'archive' } : { status };
}

/**
 * A session this site followed live, as a replay feed made from the records it kept: what a replay
 * plays while the archive lacks the session (it publishes some time after). Kept for a while, as
 * the player and the stepped view both ask; not stored, so the archive is asked again later.
 */
const recordingCacheSpec = defineCache<ReplayLookup | null>({
  name: 'replay-recordings',
  maxEntries: 4,
  ttlMs: 10 * 60_000,
  dropOn: [],
});

function recordedFeed(services: Services, key: string): Promise<ReplayLookup | null> {
  return services.cache.use(recordingCacheSpec).get(key, async () => {
    const records = await selectFeedRecords(services.db, key);
    const first = records[0];
    if (!first) return null;
    const start = Date.parse(first.at);
    const json: ReplayFeedJson = {
      startsAt: first.at,
      records: records.map((record) =>
        record.full
          ? [Date.parse(record.at) - start, record.topic, record.patch, 1]
          : [Date.parse(record.at) - start, record.topic, record.patch],
      ),
    };
    const feed = await gzipped(JSON.stringify(json));
    return { status: 'ready', feed, recordCount: records.length, source: 'recording' };
  });
}

/** Each app instance's fetches in progress, by session key. */
const fetchesOf = onceFor((_services: Services) => new Map<string, Promise<ReplayLookup>>());

/**
 * A session's replay feed: stored, or fetched from Formula 1's archive on first request, once for the
 * cluster (an advisory lock per session on PostgreSQL: a second instance waits and then reads what
 * the first stored; in one process the first request's fetch is shared). While the archive lacks,
 * refuses or cannot give a session this site followed live, its own recording of it.
 */
export function replayFeed(
  services: Services,
  meeting: Pick<Meeting, 'year' | 'round' | 'sessions'>,
  kind: WeekendSessionKind,
): Promise<ReplayLookup> {
  const key = liveSessionKey(meeting, { kind });
  const inFlight = fetchesOf(services);
  const running = inFlight.get(key);
  if (running) return running;
  const fromArchive = async () => {
    const found = usable(await storedFeed(services, key), Date.now());
    if (found) return found;
    if (services.database.kind !== 'postgres') return fetchAndStore(services, meeting, kind, key);
    return services.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`replay:${key}`}))`);
      return (
        usable(await storedFeed(services, key), Date.now()) ?? fetchAndStore(services, meeting, kind, key)
      );
    });
  };
  const lookup = fromArchive()
    .then(async (found) =>
      found.status === 'ready' ? found : ((await recordedFeed(services, key)) ?? found),
    )
    .finally(() => inFlight.delete(key));
  inFlight.set(key, lookup);
  return lookup;
}

/** A ready replay's feed, decoded: kept for a few sessions, as the stepped view reads it per lap. */
export const replayCacheSpec = defineCache<ReplayFeedJson>({
  name: 'replays',
  maxEntries: 4,
  ttlMs: 10 * 60_000,
  dropOn: [],
});

export function decodedReplay(services: Services, key: string, feed: Buffer): Promise<ReplayFeedJson> {
  return services.cache
    .use(replayCacheSpec)
    .get(key, async () => JSON.parse((await gunzipped(feed)).toString('utf8')) as ReplayFeedJson);
}
