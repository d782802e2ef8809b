import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { fanVotes, users } from '#server/db/schema.ts';
import { ApiError } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { type VoteCategory, voteCategories } from '#shared/votes.ts';
import { raceBallot } from './ballot.server.ts';
import { meetingOf, raceResults, submitVotes, voteRateLimit } from './votes.server.ts';

// Run against PostgreSQL (`--project postgres`), where the submissions truly race on a pool of
// connections; on PGlite they queue and the same rules must hold.

let database: Database;
let services: Services;
let candidates: Record<VoteCategory, string[]>;
beforeAll(async () => {
  database = await openTestDatabase();
  services = createTestApp(database, { now: '2025-07-01T12:00:00Z' }).services;
  const meeting = await meetingOf(services, 2025, 11);
  if (!meeting) throw new Error('no round 11 of 2025');
  const ballot = await raceBallot(services, meeting);
  candidates = Object.fromEntries(
    voteCategories.map((category) => [category, ballot[category].map((candidate) => candidate.id)]),
  ) as Record<VoteCategory, string[]>;
});
afterAll(async () => {
  await services?.close();
  await database?.close();
});

let sequence = 0;
async function createUsers(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => {
    sequence += 1;
    return `voter-${process.pid}-${sequence}`;
  });
  await database.db
    .insert(users)
    .values(ids.map((id) => ({ id, name: id, email: `${id}@example.com`, emailVerified: true })));
  return ids;
}

const pick = (category: VoteCategory, n: number) => {
  const list = candidates[category];
  return list[n % list.length] ?? '';
};

test('50 parallel submissions from one user leave exactly one vote per category', async () => {
  const [userId = ''] = await createUsers(1);
  const outcomes = await Promise.allSettled(
    Array.from({ length: 50 }, (_, n) =>
      submitVotes(services, userId, {
        season: 2025,
        round: 11,
        votes: voteCategories.map((category) => ({ category, candidateId: pick(category, n) })),
      }),
    ),
  );
  const acknowledged = outcomes.filter((outcome) => outcome.status === 'fulfilled');
  const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  // The rest are turned away by the rate limit, never by a clash of rows.
  expect(refused.every((reason) => reason instanceof ApiError && reason.status === 429)).toBe(true);
  // The rate limit counts atomically too: exactly its allowance gets through.
  expect(acknowledged).toHaveLength(voteRateLimit.max);
  const rows = await database.db.select().from(fanVotes).where(eq(fanVotes.userId, userId));
  expect(rows.map((row) => row.category).sort()).toEqual([...voteCategories].sort());
  for (const row of rows) expect(candidates[row.category]).toContain(row.candidateId);
});

test('500 users voting at once lose no vote', async () => {
  const voters = await createUsers(500);
  const meeting = await meetingOf(services, 2025, 11);
  if (!meeting) throw new Error('no round 11 of 2025');
  const before = await raceResults(services, meeting);
  const outcomes = await Promise.allSettled(
    voters.map((userId, n) =>
      submitVotes(services, userId, {
        season: 2025,
        round: 11,
        votes: [{ category: 'best-team', candidateId: pick('best-team', n) }],
      }),
    ),
  );
  const acknowledged = new Map<string, number>();
  for (const outcome of outcomes) {
    if (outcome.status !== 'fulfilled') continue;
    const team = outcome.value['best-team'] ?? '';
    acknowledged.set(team, (acknowledged.get(team) ?? 0) + 1);
  }
  expect([...acknowledged.values()].reduce((sum, n) => sum + n, 0)).toBe(500);
  const after = await raceResults(services, meeting);
  const teamVotes = (results: typeof after, id: string) =>
    results.find((result) => result.category === 'best-team')?.rows.find((row) => row.id === id)?.votes ?? 0;
  for (const [team, count] of acknowledged) {
    expect(teamVotes(after, team) - teamVotes(before, team)).toBe(count);
  }
  const total = (results: typeof after) =>
    results.find((result) => result.category === 'best-team')?.total ?? 0;
  expect(total(after) - total(before)).toBe(500);
});
