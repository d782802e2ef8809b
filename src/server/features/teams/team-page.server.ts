import { seasonPolesAndFastestLaps } from '#server/race-data/career.queries.ts';
import { standingsProvenance } from '#server/race-data/provenance.ts';
import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import { seasonState } from '#server/race-data/season.ts';
import { type FanCounts, teamStandings } from '#server/race-data/standings.ts';
import type { Services } from '#server/services.ts';
import { meetingSlug } from '#shared/meetings.ts';
import { pointsProgression } from '#shared/standings.ts';

/** Team ids are f1db's: lower case words joined by hyphens ("mclaren", "red-bull"). */
const teamIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A team's page for a season (/teams/:id): its name, colours, logo and car, its drivers of the season
 * (the line-up first, then anyone else entered for it), its championship standing and figures, and
 * its points race by race. Undefined when the season has no such team (or the editor retired it).
 */
export async function teamSeason(services: Services, year: number, teamId: string, fans: FanCounts) {
  if (!teamIdPattern.test(teamId)) return undefined;
  const state = await seasonState(services, year);
  const standings = await teamStandings(services, year, fans);
  const standing = standings?.rows.find((row) => row.teamId === teamId);
  if (!state || !standings || !standing) return undefined;

  // Who drove for the team: the current pair, then those the entry list has in its car for other rounds.
  const entered = [...state.stints].flatMap(([driverId, stints]) => {
    const mine = stints.filter((stint) => stint.teamId === teamId);
    return mine.length > 0
      ? [{ driverId, rounds: mine.map((stint) => stint.rounds).join(', '), first: mine[0]?.firstRound ?? 0 }]
      : [];
  });
  const lineUp = standing.drivers.map((driver) => driver.driverId);
  const others = entered
    .filter((entry) => !lineUp.includes(entry.driverId))
    .sort((a, b) => a.first - b.first)
    .map((entry) => entry.driverId);
  const roundsOf = new Map(entered.map((entry) => [entry.driverId, entry.rounds]));
  const drivers = [...lineUp, ...others].flatMap((driverId) => {
    const driver = state.drivers.get(driverId);
    if (!driver || driver.retired) return [];
    return [
      {
        driverId,
        pageId: driver.pageId,
        firstName: driver.firstName,
        lastName: driver.lastName,
        code: driver.code,
        number: driver.number,
        countryCode: driver.countryCode?.toLowerCase() ?? null,
        photoUrl: driver.photoUrl,
        /** The rounds he is entered for with this team ("1-6"), for a driver outside the current pair. */
        rounds: lineUp.includes(driverId) ? null : (roundsOf.get(driverId) ?? null),
      },
    ];
  });

  const mine = state.results.filter((row) => row.teamId === teamId);
  // The places its cars were classified in, in Grands Prix (not sprints).
  const raceFinishes = (rows: typeof mine) =>
    rows.flatMap((row) => (row.kind === 'race' && row.positionNumber !== null ? [row.positionNumber] : []));
  const rounds = state.finished.map((race) => {
    const results = mine.filter((row) => row.raceId === race.raceId);
    const sum = (kind: 'race' | 'sprint') =>
      results.filter((row) => row.kind === kind).reduce((total, row) => total + (row.points ?? 0), 0);
    const sprint = results.some((row) => row.kind === 'sprint');
    const finishes = raceFinishes(results);
    return {
      round: race.round,
      name: race.name,
      slug: meetingSlug(race.name),
      racePoints: sum('race'),
      sprintPoints: sprint ? sum('sprint') : null,
      bestFinish: finishes.length > 0 ? Math.min(...finishes) : null,
      oneTwo: finishes.includes(1) && finishes.includes(2),
    };
  });
  const totals = pointsProgression(
    rounds.map((row) => ({
      round: row.round,
      racePoints: row.racePoints,
      sprintPoints: row.sprintPoints ?? 0,
    })),
  );
  const progression = rounds.map((row, index) => ({
    round: row.round,
    name: row.name,
    total: totals[index]?.total ?? 0,
  }));

  const finishedIds = state.finished.map((race) => race.raceId);
  const extras = await cachedRaceData(services, `standings:poles:${year}:${finishedIds.length}`, () =>
    seasonPolesAndFastestLaps(services.db, finishedIds),
  );
  // A pole or fastest lap is the team's when the driver raced that round in its car.
  const ours = (row: { raceId: number; driverId: string }) =>
    mine.some(
      (result) => result.kind === 'race' && result.raceId === row.raceId && result.driverId === row.driverId,
    );
  const finishes = raceFinishes(mine);

  const { drivers: _names, position, points, wins, ...team } = standing;
  return {
    year,
    afterRace: state.afterRace,
    /** Whether every team's points are known, so positions and points may be shown (docs/product.md §5). */
    complete: standings.complete,
    team,
    drivers,
    outcome: {
      season: {
        position,
        points,
        wins,
        podiums: finishes.filter((place) => place <= 3).length,
        oneTwos: rounds.filter((row) => row.oneTwo).length,
        poles: extras.poles.filter(ours).length,
        fastestLaps: extras.fastestLaps.filter(ours).length,
        bestFinish: finishes.length > 0 ? Math.min(...finishes) : null,
      },
      rounds,
      progression,
    },
  };
}

export type TeamSeason = NonNullable<Awaited<ReturnType<typeof teamSeason>>>;

/**
 * A team's page as the visitor may see it, undefined as `teamSeason`'s. While the spoiler shield hides
 * a race or sprint already in the standings, the page keeps them all back: who the team is and who
 * drives for it (in name order, as the order follows the championship), without the standing,
 * figures, points or their source.
 */
export async function teamPage(reader: RaceReader, year: number, teamId: string, fans: FanCounts) {
  const page = await teamSeason(reader.services, year, teamId, fans);
  if (!page) return undefined;
  const hidden = reader.hiddenInStandings(year, page.afterRace?.round);
  if (hidden.length > 0) {
    const drivers = [...page.drivers].sort((a, b) => a.lastName.localeCompare(b.lastName));
    return { ...page, complete: false, drivers, outcome: null, hidden, provenance: null };
  }
  const provenance = page.afterRace
    ? await standingsProvenance(reader.services, year, page.afterRace.round)
    : null;
  return { ...page, hidden: null, provenance };
}
