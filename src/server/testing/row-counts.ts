import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** Tables filled by use of the site rather than by the snapshot load. */
const usageTables = new Set([
  'users',
  'sessions',
  'accounts',
  'verifications',
  'rate_limits',
  'job_runs',
  'news_items',
]);

/** Row counts of every table the race-data load fills, by table name. */
export async function loadedRowCounts(db: Db): Promise<Record<string, number>> {
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (usageTables.has(name)) continue;
    const [row] = await rows<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.count ?? 0);
  }
  return counts;
}
