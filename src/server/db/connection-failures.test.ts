import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '#server/testing/server-process.ts';
import { openEmptyTestDatabase } from '#server/testing/test-database.ts';
import { openDatabase } from './client.ts';

// What the outage middleware asks when a request failed: did a connection to PostgreSQL fail while
// it ran? A server that refuses connections must say yes, even for a request that started before.

describe('the record of failed connections', () => {
  it('notes a connection the server refused, from that moment on', async () => {
    const port = await freePort();
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/nothing` });
    try {
      const before = Date.now();
      expect(database.connectionFailedSince(before)).toBe(false);
      await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
      expect(database.connectionFailedSince(before)).toBe(true);
      expect(database.connectionFailedSince(Date.now() + 1)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('stays clear for the embedded database, which has no connections', async () => {
    const database = await openEmptyTestDatabase();
    try {
      await database.db.execute(sql`select 1`);
      expect(database.connectionFailedSince(0)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
