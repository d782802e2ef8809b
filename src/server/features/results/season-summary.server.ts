import { cachedMeetings } from '#server/race-data/calendar.ts';
import { sessionClassifications } from '#server/race-data/classifications.ts';
import { seasonState } from '#server/race-data/season.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import type { Services } from '#server/services.ts';
import type { ArchivedRound, RoundWinner } from '#shared/results-archive.ts';
import { seasonDriverPageIds } from '#shared/standings.ts';

/** The winner of each archived round, in round order (a round without a classified winner is left out). */
export async function seasonWinners(
  services: Services,
  year: number,
  rounds: readonly ArchivedRound[],
): Promise<RoundWinner[]> {
  const meetings = (await cachedMeetings(services)).filter((meeting) => meeting.year === year);
  const winners = await Promise.all(
    rounds.map(async ({ round, raceName }): Promise<RoundWinner[]> => {
      const meeting = meetings.find((m) => m.round === round);
      if (!meeting) return [];
      const race = (await sessionClassifications(services, meeting.raceId)).get('race');
      const winner = race?.format === 'race' ? race.rows.find((row) => row.positionText === '1') : undefined;
      if (!winner) return [];
      const { driverId, driverName, teamName } = winner;
      return [{ round, raceName, driverId, driverName, teamName }];
    }),
  );
  return winners.flat();
}

/**
 * Driver page ids by driver id for an archive season. Driver pages show the season in focus
 * (seasonInFocus) and resolve an id among its race drivers, so only that season's drivers with
 * an id of their own get links; other seasons get none rather than links to another season's page.
 */
export async function driverPages(services: Services, year: number): Promise<Record<string, string>> {
  if (year !== (await seasonInFocus(services))) return {};
  const state = await seasonState(services, year);
  if (!state) return {};
  const ids = seasonDriverPageIds([...state.drivers.values()]);
  return Object.fromEntries([...ids].filter((entry): entry is [string, string] => entry[1] !== null));
}
