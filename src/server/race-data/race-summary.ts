import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { Services } from '#server/services.ts';
import { driverPodium, mostPositionsGained, teamPodium } from '#shared/race-summary.ts';
import { raceSummaryRows } from './race-summary.queries.ts';

export type RaceSummary = {
  year: number;
  round: number;
  drivers: ReturnType<typeof driverPodium>;
  teams: ReturnType<typeof teamPodium>;
  positionsGained: ReturnType<typeof mostPositionsGained>;
};

/** The podiums of a race (drivers, teams, places gained); undefined for an unknown round. */
export function raceSummary(
  services: Services,
  year: number,
  round: number,
): Promise<RaceSummary | undefined> {
  return cachedRaceData(services, `race-summary:${year}:${round}`, async () => {
    const rows = await raceSummaryRows(services.db, year, round);
    if (!rows) return undefined;
    return {
      year,
      round,
      drivers: driverPodium(rows),
      teams: teamPodium(rows),
      positionsGained: mostPositionsGained(rows),
    };
  });
}
