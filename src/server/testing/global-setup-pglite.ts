import { ensurePgliteDump } from './test-database.ts';

/** Vitest global setup: the loaded PGlite dump every openTestDatabase() starts from. */
export default async function setup() {
  await ensurePgliteDump();
}
