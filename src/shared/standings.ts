import { driverPageId } from './meetings.ts';

/** One row of a championship table as the cards show it; null before the season's first result. */
export type StandingValues = { position: number | null; points: number | null };

/** docs/product.md §9: the gap to the leader is shown only when it is under this many points. */
export const gapLimit = 300;

/**
 * docs/product.md §5: positions, points and gaps are shown only when every row has both a position and points;
 * one missing value hides them on every card, so a half-filled table never looks like a result.
 */
export function standingsComplete(rows: readonly StandingValues[]): boolean {
  return rows.length > 0 && rows.every((row) => row.position !== null && row.points !== null);
}

/** Points as F1 prints them: whole numbers plain, half points with one decimal (2021 Spa: 12.5). */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/**
 * The card's gap line, 'Gap to NOR: -2': only for drivers behind the leader by less than
 * `gapLimit` points. The leader (`isLeader`) and drivers too far behind get none.
 */
export function gapToLeader(
  points: number,
  leader: { points: number; code: string },
  isLeader: boolean,
): string | undefined {
  if (isLeader) return undefined;
  const gap = leader.points - points;
  if (gap >= gapLimit) return undefined;
  return gap === 0 ? `Gap to ${leader.code}: 0` : `Gap to ${leader.code}: -${formatPoints(gap)}`;
}

/**
 * Driver page ids within one season (docs/product.md §2: the first three letters of the surname). An id two
 * drivers of the season share (2015: Rosberg and Rossi are both ROS) belongs to neither, so each
 * page id names exactly one driver: the map gives null for those drivers.
 */
export function seasonDriverPageIds(
  drivers: readonly { driverId: string; lastName: string }[],
): Map<string, string | null> {
  const owners = new Map<string, Set<string>>();
  for (const { driverId, lastName } of drivers) {
    const id = driverPageId(lastName);
    owners.set(id, (owners.get(id) ?? new Set()).add(driverId));
  }
  const ids = new Map<string, string | null>();
  for (const { driverId, lastName } of drivers) {
    const id = driverPageId(lastName);
    ids.set(driverId, id !== '' && owners.get(id)?.size === 1 ? id : null);
  }
  return ids;
}

/** The season's driver whose page id this is, when exactly one driver has it. */
export function driverForPageId<D extends { driverId: string; lastName: string }>(
  drivers: readonly D[],
  pageId: string,
): D | undefined {
  const ids = seasonDriverPageIds(drivers);
  return drivers.find((driver) => ids.get(driver.driverId) === pageId);
}

export type RoundPoints = { round: number; racePoints: number; sprintPoints: number };

/**
 * Points after each round: the running total of race and sprint points, one entry per round
 * (a round the driver missed carries the total on).
 */
export function pointsProgression(rounds: readonly RoundPoints[]): { round: number; total: number }[] {
  let total = 0;
  return [...rounds]
    .sort((a, b) => a.round - b.round)
    .map(({ round, racePoints, sprintPoints }) => {
      total += racePoints + sprintPoints;
      return { round, total };
    });
}

/** The first season of each championship: drivers' from 1950, constructors' from 1958. */
export const firstStandingsSeason = { drivers: 1950, teams: 1958 } as const;
export type Championship = keyof typeof firstStandingsSeason;

/** The seasons a standings page offers, newest (the season in focus) first. */
export function standingsSeasons(championship: Championship, inFocus: number): number[] {
  const seasons: number[] = [];
  for (let year = inFocus; year >= firstStandingsSeason[championship]; year -= 1) seasons.push(year);
  return seasons;
}

/**
 * A standings page's `?season=` parameter: absent, the season in focus; a season the championship
 * has run up to the one in focus; anything else undefined (the page answers 404).
 */
export function parseStandingsSeason(
  championship: Championship,
  param: string | null,
  inFocus: number,
): number | undefined {
  if (param === null) return inFocus;
  if (!/^\d{4}$/.test(param)) return undefined;
  const year = Number(param);
  return year >= firstStandingsSeason[championship] && year <= inFocus ? year : undefined;
}

/** 1 → '1st', 2 → '2nd', 11 → '11th'. */
export function ordinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th';
  return `${position}${suffix}`;
}
