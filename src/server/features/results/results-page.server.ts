import { data, redirect } from 'react-router';
import type { Services } from '#server/services.ts';
import { parseBeforeRound, parseResultsSeason } from '#shared/results-archive.ts';

/**
 * The season and starting round a results page URL asks for. `?year=` (the season form without
 * JavaScript) redirects to the season's own URL; a season outside the archive is a 404.
 */
export function archiveRequest(services: Services, basePath: string, request: Request, param?: string) {
  const current = services.env.CURRENT_SEASON;
  const url = new URL(request.url);
  const chosen = url.searchParams.get('year');
  if (chosen !== null) {
    const year = parseResultsSeason(chosen, current);
    if (year !== undefined) throw redirect(`${basePath}/${year}`);
  }
  const year = parseResultsSeason(param, current);
  if (year === undefined) throw data(null, { status: 404, statusText: 'Not Found' });
  return { year, before: parseBeforeRound(url.searchParams.get('before')) };
}
