import { data, redirect } from 'react-router';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';
import { parseBeforeRound, parseResultsSeason, parseRoundParam } from '#shared/results-archive.ts';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * The season and starting round a results page URL asks for. `?year=` (the season form without
 * JavaScript) redirects to the season's own URL; a season outside the archive is a 404, and so is
 * a round parameter that is no round number (whether the round was run, the page tells).
 */
export async function archiveRequest(
  services: Services,
  basePath: string,
  url: URL,
  param?: string,
  roundParam?: string,
) {
  const current = await seasonInFocus(services);
  const chosen = url.searchParams.get('year');
  if (chosen !== null) {
    const year = parseResultsSeason(chosen, current);
    if (year !== undefined) throw redirect(`${basePath}/${year}`);
  }
  const year = parseResultsSeason(param, current);
  if (year === undefined) throw notFound();
  if (roundParam !== undefined) {
    const round = parseRoundParam(roundParam);
    if (round === undefined) throw notFound();
    return { year, round };
  }
  return { year, before: parseBeforeRound(url.searchParams.get('before')) };
}

/** A page asked for one round that the archive does not have (not run yet, or no such round) is a 404. */
export function requireStartRound<P extends { first: unknown; firstHidden: unknown; round: number | null }>(
  page: P,
): P {
  if (page.round !== null && page.first === null && page.firstHidden === null) throw notFound();
  return page;
}
