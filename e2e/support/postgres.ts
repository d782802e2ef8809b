import pg from 'pg';

/** The PostgreSQL server browser tests of several instances use (the unit tests' server too). */
export const postgresAdminUrl =
  process.env.PITWALL_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the server answers: tests that need it skip without. */
export async function postgresAnswers(): Promise<boolean> {
  try {
    await withAdmin(async (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/** A new, empty database of its own for one test: its URL, and `drop` for the test's end. */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
