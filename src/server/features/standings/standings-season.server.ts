import { data } from 'react-router';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';
import { type Championship, parseStandingsSeason, standingsSeasons } from '#shared/standings.ts';

/**
 * The season a standings page URL asks for (`/drivers?season=1988`), the seasons its selector offers
 * and the season in focus. A season the championship never ran, or one not reached yet, is a 404.
 */
export async function standingsSeasonRequest(services: Services, url: URL, championship: Championship) {
  const inFocus = await seasonInFocus(services);
  const year = parseStandingsSeason(championship, url.searchParams.get('season'), inFocus);
  if (year === undefined) throw data(null, { status: 404, statusText: 'Not Found' });
  return { year, inFocus, seasons: standingsSeasons(championship, inFocus) };
}

/** Driver pages show the season in focus only, so an earlier season's names link to none. */
export function withoutPageIds<T extends { pageId: string | null }>(driver: T): T {
  return { ...driver, pageId: null };
}
