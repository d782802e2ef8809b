import { ensurePgliteTemplate } from './test-database.ts';

/** Vitest global setup: the PGlite data dirs, loaded and empty, that every test database is a copy of. */
export default async function setup() {
  await ensurePgliteTemplate('loaded');
  await ensurePgliteTemplate('empty');
}
