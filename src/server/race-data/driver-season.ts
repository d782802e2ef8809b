import type { Services } from '#server/services.ts';
import { meetingSlug } from '#shared/meetings.ts';
import { driverForPageId, pointsProgression } from '#shared/standings.ts';
import { driverCareer, seasonPolesAndFastestLaps } from './career.queries.ts';
import { cachedRaceData } from './race-data-cache.ts';
import { finishedRaceCount, seasonState, teamSummary } from './season.ts';
import type { FanCounts } from './standings.ts';

/**
 * A driver's page for a season (docs/product.md §2 /drivers/:id): who he is, his race-by-race results so far,
 * points after each round, season totals and career numbers. Undefined when no race driver of the
 * season has this page id (or two share it).
 */
export async function driverSeason(services: Services, year: number, pageId: string, fans: FanCounts) {
  const state = await seasonState(services, year);
  if (!state) return undefined;
  const driver = driverForPageId([...state.drivers.values()], pageId);
  if (!driver) return undefined;
  const { driverId } = driver;
  const team = driver.teamId ? state.teams.get(driver.teamId) : undefined;

  const mine = state.results.filter((row) => row.driverId === driverId);
  const rounds = state.finished.flatMap((race) => {
    const result = mine.find((row) => row.raceId === race.raceId && row.kind === 'race');
    const sprint = mine.find((row) => row.raceId === race.raceId && row.kind === 'sprint');
    if (!result && !sprint) return [];
    const raceTeam = state.teams.get((result ?? sprint)?.teamId ?? '');
    return [
      {
        round: race.round,
        name: race.name,
        slug: meetingSlug(race.name),
        team: raceTeam ? teamSummary(raceTeam) : null,
        grid: result?.gridPositionText ?? null,
        finish: result?.positionText ?? null,
        finishNumber: result?.positionNumber ?? null,
        /** Why the car stopped, for a retirement (classified or not); null when it finished or was disqualified. */
        retired: result && result.positionText !== 'DSQ' ? result.reasonRetired : null,
        points: result?.points ?? 0,
        sprintFinish: sprint?.positionText ?? null,
        sprintPoints: sprint ? (sprint.points ?? 0) : null,
      },
    ];
  });
  const byRound = new Map(rounds.map((row) => [row.round, row]));
  const names = new Map(state.finished.map((race) => [race.round, race.name]));
  const progression = pointsProgression(
    state.finished.map((race) => ({
      round: race.round,
      racePoints: byRound.get(race.round)?.points ?? 0,
      sprintPoints: byRound.get(race.round)?.sprintPoints ?? 0,
    })),
  ).map((point) => ({ ...point, name: names.get(point.round) ?? '' }));

  const standing = state.driverTable.find((row) => row.driverId === driverId);
  const finishedIds = state.finished.map((race) => race.raceId);
  const extras = await cachedRaceData(services, `standings:poles:${year}:${finishedIds.length}`, () =>
    seasonPolesAndFastestLaps(services.db, finishedIds),
  );
  const raced = rounds.filter((row) => row.finish !== null);
  const finishes = raced.flatMap((row) => (row.finishNumber === null ? [] : [row.finishNumber]));
  const now = services.clock.now();
  const career = await cachedRaceData(
    services,
    `standings:career:${driverId}:${await finishedRaceCount(services)}`,
    () => driverCareer(services.db, driverId, now),
  );

  // The team of each stint of his season, as the entry list has them (a mid-season change shows two).
  const stints = (state.stints.get(driverId) ?? []).flatMap((stint) => {
    const stintTeam = state.teams.get(stint.teamId);
    return stintTeam ? [{ team: teamSummary(stintTeam), rounds: stint.rounds }] : [];
  });

  return {
    year,
    afterRace: state.afterRace,
    stints,
    driver: {
      driverId,
      pageId,
      firstName: driver.firstName,
      lastName: driver.lastName,
      code: driver.code,
      permanentNumber: driver.permanentNumber,
      number: driver.number,
      dateOfBirth: driver.dateOfBirth,
      countryCode: driver.countryCode?.toLowerCase() ?? null,
      countryName: driver.countryName,
      photoUrl: driver.photoUrl,
      team: team ? teamSummary(team) : null,
      fans: fans.drivers.get(driverId) ?? 0,
    },
    season: {
      position: standing?.position ?? null,
      points: standing?.points ?? null,
      races: raced.length,
      wins: finishes.filter((place) => place === 1).length,
      podiums: finishes.filter((place) => place <= 3).length,
      poles: extras.poles.filter((row) => row.driverId === driverId).length,
      fastestLaps: extras.fastestLaps.filter((row) => row.driverId === driverId).length,
      bestFinish: finishes.length > 0 ? Math.min(...finishes) : null,
      retirements: raced.filter((row) => row.retired !== null).length,
      sprintPoints: rounds.reduce((sum, row) => sum + (row.sprintPoints ?? 0), 0),
    },
    rounds,
    progression,
    career,
  };
}

export type DriverSeason = NonNullable<Awaited<ReturnType<typeof driverSeason>>>;
