import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';
import type { ResolvedRequest } from './ergast-criteria.ts';
import type { ErgastRequest } from './ergast-path.ts';
import type { Calendar } from './ergast-references.ts';

/**
 * Ergast's `current` is the calendar year by the clock. We answer with the season in focus (the
 * season of the current or most recent meeting, or CURRENT_SEASON), so /f1 agrees with the pages
 * and between seasons `current` still answers with the finished one rather than an empty year.
 */
export function currentSeason(services: Services): Promise<number> {
  return seasonInFocus(services);
}

/**
 * Jolpica's `next` is the first round whose race date is today or later (round 1 of the following
 * season when none is left), and `last` the round before it (the final round once all are run).
 */
function relativeRound(calendar: Calendar, season: number, token: 'last' | 'next', now: Date) {
  const races = calendar.racesByYear.get(season) ?? [];
  const today = now.toISOString().slice(0, 10);
  const next = races.find((race) => race.date >= today)?.round;
  if (token === 'next')
    return next !== undefined ? { season, round: next } : { season: season + 1, round: 1 };
  if (next !== undefined) return { season, round: Math.max(1, next - 1) };
  return { season, round: races[races.length - 1]?.round };
}

/** Replaces `current`, `last` and `next` with the season and round they stand for now. */
export function resolveRelative(
  request: ErgastRequest,
  calendar: Calendar,
  now: Date,
  current: number,
): ResolvedRequest {
  const season = request.season === 'current' ? current : request.season;
  if (typeof request.round === 'string' && season !== undefined) {
    return { ...request, ...relativeRound(calendar, season, request.round, now) };
  }
  return { ...request, season, round: typeof request.round === 'number' ? request.round : undefined };
}
