import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { seasonInFocus } from './season-in-focus.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the season in focus on real data', () => {
  it.each([
    ['during a 2025 weekend (Silverstone)', '2025-07-05T14:30:00Z', 2025],
    ['between seasons, 2026 scheduled but not started', '2026-01-10T12:00:00Z', 2025],
    ['late in 2026, after Las Vegas and before Qatar', '2026-11-23T12:00:00Z', 2026],
  ])('follows the clock %s', async (_case, now, expected) => {
    const { services } = createTestApp(database, { now });
    expect(await seasonInFocus(services)).toBe(expected);
  });

  it('is pinned by CURRENT_SEASON whatever the clock says', async () => {
    const { services } = createTestApp(database, {
      now: '2026-11-23T12:00:00Z',
      env: { CURRENT_SEASON: '2024' },
    });
    expect(await seasonInFocus(services)).toBe(2024);
  });
});
