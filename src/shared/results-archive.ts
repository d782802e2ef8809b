/**
 * The results archive's rules (docs/product.md §2 "Results pages", §4, §9): which seasons it offers and what
 * a round holds. The server renders the first round; the browser fetches the rest, one round at a
 * time, from /api/results, built by the same function from the race-data layer.
 */

/** The first season the archive offers. */
export const firstResultsSeason = 2014;
export type ArchiveKind = 'race' | 'qualifying';

/** The selectable seasons, newest first. */
export function resultsSeasons(currentSeason: number): number[] {
  const seasons: number[] = [];
  for (let year = currentSeason; year >= firstResultsSeason; year -= 1) seasons.push(year);
  return seasons;
}

/** A season URL parameter: the season when it is one the archive offers, the current one when absent. */
export function parseResultsSeason(param: string | undefined, currentSeason: number): number | undefined {
  if (param === undefined) return currentSeason;
  if (!/^\d{4}$/.test(param)) return undefined;
  const year = Number(param);
  return year >= firstResultsSeason && year <= currentSeason ? year : undefined;
}

import type { RoundHeading } from './results-archive.schemas.ts';
import type { HiddenSession } from './spoiler-shield.ts';

export type { QualifyingRound, RaceRound, RoundHeading } from './results-archive.schemas.ts';

/** A round whose classification the spoiler shield keeps back: its heading and the sessions hidden. */
export type HiddenRound = RoundHeading & { hidden: HiddenSession[] };

export const isHiddenRound = (round: object): round is HiddenRound => 'hidden' in round;

/** The archive's own API (below /api/results/) for one round: what the browser pages through. */
export const roundApiPath = (year: number, round: number, kind: ArchiveKind) =>
  `/api/results/${year}/${round}/${kind}`;

/** The `?before=` parameter of the no-JavaScript "more" link: a round number above 1, else undefined. */
export function parseBeforeRound(value: string | null): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const round = Number(value);
  return round > 1 ? round : undefined;
}

/** A round URL parameter (/race-results/2024/5): a round number from 1, else undefined. */
export function parseRoundParam(value: string): number | undefined {
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const round = Number(value);
  return round >= 1 ? round : undefined;
}

/** A round the archive lists, for jumping to it; `pending` when it has been run but has no results yet. */
export type ArchivedRound = { round: number; raceName: string; pending?: true };

/** The winner of one round, for the season summary. */
export type RoundWinner = ArchivedRound & { driverId: string; driverName: string; teamName: string };
