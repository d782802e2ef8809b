import { driverSeason } from '#server/race-data/driver-season.ts';
import { standingsProvenance } from '#server/race-data/provenance.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import { type FanCounts, teamStandings } from '#server/race-data/standings.ts';

/**
 * A driver's page as the visitor may see it, undefined as `driverSeason`'s: who he is, his team's
 * standing, and his season's results and numbers. While the spoiler shield hides a session already
 * in the season's numbers, the page keeps them all back, and his team's standing with them.
 */
export async function driverPage(reader: RaceReader, year: number, pageId: string, fans: FanCounts) {
  const { services } = reader;
  const page = await driverSeason(services, year, pageId, fans);
  if (!page) return undefined;
  const teams = await teamStandings(services, year, fans);
  const team = teams?.rows.find((row) => row.teamId === page.driver.team?.teamId) ?? null;
  const { season, rounds, progression, career, ...about } = page;
  const afterRound = page.afterRace?.round ?? 0;
  const hidden = reader.hidden({ year }).filter((session) => session.round <= afterRound);
  if (hidden.length > 0) {
    return {
      ...about,
      outcome: null,
      hidden,
      team: team && { ...team, position: null, points: null, wins: 0 },
      teamStandingComplete: false,
      provenance: null,
    };
  }
  return {
    ...about,
    outcome: { season, rounds, progression, career },
    hidden: null,
    team,
    teamStandingComplete: teams?.complete ?? false,
    provenance: page.afterRace ? await standingsProvenance(services, year, page.afterRace.round) : null,
  };
}
