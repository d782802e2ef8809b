import { enforceRateLimit } from '#server/auth/rate-limit.ts';
import { defineCache } from '#server/cache.ts';
import { validationError } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import { reactionSubmission } from '#shared/reaction-game.schemas.ts';
import { startOfUtcDay } from '#shared/reaction-game.ts';
import {
  insertReactionTime,
  type LeaderboardRow,
  selectLeaderboard,
  selectPlayerTimes,
} from './reaction-game.queries.ts';

/** Time submissions per user a minute: several rounds of the game, not a script hammering it. */
export const reactionRateLimit = { window: 60, max: 15 } as const;
export const leaderboardSize = 10;

export type Leaderboard = { period: 'daily' | 'all-time'; rows: LeaderboardRow[] };

/**
 * The leaderboards live a few seconds per instance: a new best shows at once on the instance that
 * took it (the entry is dropped there) and within seconds elsewhere, without an event per attempt.
 */
const leaderboardCache = defineCache<LeaderboardRow[]>({
  name: 'reaction-game:leaderboards',
  maxEntries: 8,
  ttlMs: 5_000,
  dropOn: [],
});

/** The daily (since midnight UTC by the site clock) and all-time boards of signed-in players. */
export async function leaderboards(
  services: Services,
): Promise<{ daily: Leaderboard; allTime: Leaderboard }> {
  const since = startOfUtcDay(services.clock.now());
  const cache = services.cache.use(leaderboardCache);
  const [daily, allTime] = await Promise.all([
    cache.get(`daily:${since.toISOString()}`, () => selectLeaderboard(services.db, since, leaderboardSize)),
    cache.get('all-time', () => selectLeaderboard(services.db, null, leaderboardSize)),
  ]);
  return { daily: { period: 'daily', rows: daily }, allTime: { period: 'all-time', rows: allTime } };
}

export function playerTimes(services: Services, userId: string) {
  return selectPlayerTimes(services.db, userId, 10);
}

/**
 * Stores a signed-in player's time after checking it is a plausible human reaction (100 ms to 2 s,
 * a number) and the player is within the rate limit. Bad input is a 400 naming `timeMs`.
 */
export async function submitReactionTime(services: Services, userId: string, input: unknown) {
  const parsed = reactionSubmission.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  await enforceRateLimit(services, `reaction-game:${userId}`, reactionRateLimit);
  const timeMs = Math.round(parsed.data.timeMs);
  // Stamped with the site clock, so the daily board follows PITWALL_NOW like every other page.
  await insertReactionTime(services.db, userId, timeMs, services.clock.now());
  services.cache.use(leaderboardCache).clear();
  return { timeMs, ...(await playerTimes(services, userId)) };
}
