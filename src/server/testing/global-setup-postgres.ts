import { randomBytes } from 'node:crypto';
import { dropTestDatabases, ensurePostgresTemplate, testDatabasePrefix } from './test-database.ts';

/**
 * Vitest global setup of the postgres project: the template database, and a run id in the names of
 * this run's copies so the teardown can drop those a failing test left behind.
 */
export default async function setup() {
  process.env.PITWALL_TEST_RUN ??= randomBytes(4).toString('hex');
  const prefix = testDatabasePrefix();
  await ensurePostgresTemplate();
  return () => dropTestDatabases(prefix);
}
