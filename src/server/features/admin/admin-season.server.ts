import { scheduleSeasons } from '#server/race-data/calendar.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';

/**
 * The admin pages' season: the one asked for in the query (else the season in focus), and every
 * season to pick from, newest first.
 */
export async function adminSeason(services: Services, url: URL) {
  const seasons = await scheduleSeasons(services);
  const asked = Number(url.searchParams.get('season'));
  const season = seasons.includes(asked) ? asked : await seasonInFocus(services);
  return { seasons: [...seasons].sort((a, b) => b - a), season };
}
