import { defineCache } from '#server/cache.ts';
import type { Services } from '#server/services.ts';
import type { Provenance, SourceOutage, SyncSchedule } from '#shared/provenance.ts';
import { syncSourceName } from '#shared/provenance.ts';
import { type RaceDataSource, strongerSource } from '#shared/race-data-ownership.ts';
import type { WeekendSessionKind } from '#shared/sessions.ts';
import { cachedMeetings } from './calendar.ts';
import {
  classificationSources,
  lastSyncOfRound,
  latestSyncRun,
  newestSnapshotAsOf,
  recentSyncRuns,
  snapshotAsOf,
  standingsSources,
} from './provenance.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';

export type { Provenance, SourceOutage, SyncSchedule } from '#shared/provenance.ts';

/**
 * Sync runs that change nothing publish no event, so what the pages say about the sync's schedule
 * is kept briefly rather than until the next race-data change.
 */
const syncRunCache = defineCache<unknown>({
  name: 'results-sync-runs',
  maxEntries: 2,
  ttlMs: 30_000,
  dropOn: ['race-data.changed'],
});

function latestRun(services: Services) {
  return services.cache.use(syncRunCache).get('latest', () => latestSyncRun(services.db)) as ReturnType<
    typeof latestSyncRun
  >;
}

/**
 * When the results sync runs next, for a "Results pending" note: null when the sync is off; a
 * schedule without a time when it has not finished a run yet (no `job_runs` row).
 */
export async function resultsSyncSchedule(services: Services): Promise<SyncSchedule> {
  if (!services.env.RESULTS_SYNC_ENABLED) return null;
  const run = await latestRun(services);
  return { nextRunAt: run?.nextRunAt?.toISOString() ?? null, outage: await sourceOutage(services) };
}

/**
 * When the results sync's latest run failed: the source's name, since when it has failed (the start
 * of the first failed run in a row), the last error, and how recent the stored data is (the newer of
 * the snapshot's date and the last successful run's end). Null while the sync is off or working.
 */
export async function sourceOutage(services: Services): Promise<SourceOutage | null> {
  if (!services.env.RESULTS_SYNC_ENABLED) return null;
  return services.cache.use(syncRunCache).get('outage', async () => {
    const runs = await recentSyncRuns(services.db);
    const failing = runs.findIndex((run) => run.status !== 'failed');
    const failed = failing === -1 ? runs : runs.slice(0, failing);
    const first = failed.at(-1);
    if (!first) return null;
    const lastGood = failing === -1 ? undefined : runs[failing]?.finishedAt;
    const snapshot = await newestSnapshotAsOf(services.db);
    const dataTo = [lastGood, snapshot]
      .filter((at): at is Date => at instanceof Date)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      name: syncSourceName(services.env.RESULTS_SYNC_URL),
      since: first.startedAt.toISOString(),
      error: failed[0]?.error ?? null,
      dataTo: dataTo?.toISOString() ?? null,
    };
  }) as Promise<SourceOutage | null>;
}

type Round = { raceId: number; year: number; round: number };

/**
 * Where the classifications of a weekend (or of the given sessions) came from and when they were
 * last brought in; null when none is stored. Rows of several owners answer with the strongest.
 */
export async function classificationProvenance(
  services: Services,
  { raceId, year, round }: Round,
  kinds?: readonly WeekendSessionKind[],
): Promise<Provenance | null> {
  const sources = await cachedRaceData(services, `provenance:sources:${raceId}`, () =>
    classificationSources(services.db, raceId),
  );
  const owners = sources
    .filter((row) => !kinds || (kinds as readonly string[]).includes(row.kind))
    .map((row) => row.source);
  const source = strongest(owners);
  return dated(services, source, year, round);
}

/**
 * Where the championship tables after a round came from: the strongest owner of their rows (they
 * take the source of the classifications they count, decision 012). Null when none is stored.
 */
export async function standingsProvenance(
  services: Services,
  year: number,
  round: number,
): Promise<Provenance | null> {
  const meeting = (await cachedMeetings(services)).find((m) => m.year === year && m.round === round);
  if (!meeting) return null;
  const sources = await cachedRaceData(services, `provenance:standings:${meeting.raceId}`, () =>
    standingsSources(services.db, meeting.raceId),
  );
  const source = strongest(sources.map((row) => row.source));
  return dated(services, source, year, round);
}

/**
 * Where rows of a round that carry their own owners (lap times, pit stops) came from: the strongest
 * owner, dated like the classifications. Null when there are none.
 */
export function ownedRowsProvenance(
  services: Services,
  { year, round }: Omit<Round, 'raceId'>,
  owners: RaceDataSource[],
): Promise<Provenance | null> {
  return dated(services, strongest(owners), year, round);
}

function strongest(owners: RaceDataSource[]): RaceDataSource | undefined {
  return owners.reduce<RaceDataSource | undefined>(
    (found, owner) => (found ? strongerSource(found, owner) : owner),
    undefined,
  );
}

/** The source's name as readers know it and when our copy of the round was last brought in. */
async function dated(
  services: Services,
  source: RaceDataSource | undefined,
  year: number,
  round: number,
): Promise<Provenance | null> {
  if (!source) return null;
  const outage = await sourceOutage(services);
  if (source === 'admin') return { source, name: 'Pitwall editors', at: null, outage };
  if (source === 'snapshot') {
    const at = await cachedRaceData(services, `provenance:snapshot:${year}`, () =>
      snapshotAsOf(services.db, year),
    );
    return { source, name: 'f1db', at: at?.toISOString() ?? null, outage };
  }
  const changed = await cachedRaceData(services, `provenance:sync:${year}:${round}`, () =>
    lastSyncOfRound(services.db, year, round),
  );
  const at = changed ?? (await latestRun(services))?.finishedAt ?? undefined;
  return {
    source,
    name: syncSourceName(services.env.RESULTS_SYNC_URL),
    at: at?.toISOString() ?? null,
    outage,
  };
}
