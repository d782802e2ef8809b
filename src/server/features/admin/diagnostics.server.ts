import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { fromRoot } from '#server/paths.ts';
import type { Services } from '#server/services.ts';
import { type JobStatus, jobStatus } from './job-status.server.ts';

/** This process: the host, its pid and a random part, so two instances on one host differ. */
const instanceId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

const version = (() => {
  try {
    return (
      (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version?: string }).version ?? '?'
    );
  } catch {
    return '?';
  }
})();

export type Diagnostics = {
  version: string;
  node: string;
  instanceId: string;
  startedAt: string;
  clock: { now: string; system: string };
  database: {
    kind: string;
    sizeBytes: number | null;
    migrations: { applied: number; latestAt: string | null };
  };
  jobs: JobStatus;
  caches: { name: string; entries: number; maxEntries: number; ttlMs: number }[];
};

const startedAt = new Date();

type Rows<T> = { rows: T[] };

/** What an admin checks first when something looks wrong (/test and /admin/test). */
export async function diagnostics(services: Services): Promise<Diagnostics> {
  const { db } = services;
  const size = (await db
    .execute(sql`select pg_database_size(current_database())::bigint as size`)
    .catch(() => ({ rows: [] }))) as Rows<{ size: string | number }>;
  const migrations = (await db
    .execute(
      sql`select count(*)::int as applied, max(created_at)::bigint as latest from drizzle.__drizzle_migrations`,
    )
    .catch(() => ({ rows: [] }))) as Rows<{ applied: number; latest: string | number | null }>;
  const latest = migrations.rows[0]?.latest;
  return {
    version,
    node: process.version,
    instanceId,
    startedAt: startedAt.toISOString(),
    clock: { now: services.clock.now().toISOString(), system: new Date().toISOString() },
    database: {
      kind: services.database.kind,
      sizeBytes: size.rows[0] ? Number(size.rows[0].size) : null,
      migrations: {
        applied: migrations.rows[0]?.applied ?? 0,
        latestAt: latest ? new Date(Number(latest)).toISOString() : null,
      },
    },
    jobs: await jobStatus(services),
    caches: services.cache
      .describe()
      .map(({ name, entries, maxEntries, ttlMs }) => ({ name, entries, maxEntries, ttlMs })),
  };
}
