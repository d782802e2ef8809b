import { type HistoryData, historyData } from '#server/race-data/history.ts';
import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { type Era, eras } from '#shared/history-eras.ts';
import {
  type Champion,
  careerRecords,
  champions,
  driverName,
  formatAge,
  mostWinsInASeason,
  winnerAgeRecords,
} from './records.server.ts';

export type EraSeasons = Era & { champions: Champion[] };

/** Everything /f1-history shows: champions grouped by era, career records, winners' ages. */
export async function historyOverview(services: Services) {
  const data = await historyData(services);
  // Counting every record walks every classification row: once per state of the data, not per visit.
  return cachedRaceData(services, `history:overview:${data.races.length}`, async () => overview(data));
}

function overview(data: HistoryData) {
  const list = champions(data);
  const grouped: EraSeasons[] = eras
    .map((era) => ({
      ...era,
      champions: list.filter((c) => c.year >= era.from && (era.to === null || c.year <= era.to)),
    }))
    .filter((era) => era.champions.length > 0);
  const ages = winnerAgeRecords(data);
  const ageOf = (record: NonNullable<typeof ages>['youngest']) => {
    const birth = data.drivers[record.driverId]?.dateOfBirth ?? '';
    const race = data.races.find((r) => r.year === record.year && r.round === record.round);
    return { ...record, age: formatAge(birth, race?.date ?? '') };
  };
  return {
    eras: grouped,
    lastSeason: list.at(-1)?.year ?? null,
    records: careerRecords(data),
    seasonWins: mostWinsInASeason(data),
    ages: ages ? { youngest: ageOf(ages.youngest), oldest: ageOf(ages.oldest) } : null,
  };
}

export type HistoryOverview = ReturnType<typeof overview>;

function seasonRounds(data: HistoryData, year: number) {
  return data.races
    .filter((race) => race.year === year)
    .map((race) => {
      const winners = race.results.filter((row) => row.position === 1);
      return {
        round: race.round,
        name: race.name,
        winners: winners.map((row) => ({
          driverId: row.driverId,
          name: driverName(data, row.driverId),
          team: data.constructors[row.constructorId] ?? row.constructorId,
        })),
        pole: race.pole ? { driverId: race.pole, name: driverName(data, race.pole) } : null,
      };
    });
}

/** One season: its champions, every round's winner and pole, and the final (or latest) tables. */
async function historySeason(services: Services, year: number) {
  const data = await historyData(services);
  const season = data.seasons.find((s) => s.year === year);
  if (!season || season.racesRun === 0) return undefined;
  const years = data.seasons.filter((s) => s.racesRun > 0).map((s) => s.year);
  return {
    year,
    complete: season.complete,
    rounds: season.rounds,
    racesRun: season.racesRun,
    previous: years.includes(year - 1) ? year - 1 : null,
    next: years.includes(year + 1) ? year + 1 : null,
    races: seasonRounds(data, year),
    drivers: season.drivers.map((row) => ({ ...row, name: driverName(data, row.id) })),
    constructors:
      year >= 1958
        ? season.constructors.map((row) => ({ ...row, name: data.constructors[row.id] ?? row.id }))
        : [],
  };
}

export type HistorySeasonPage = NonNullable<Awaited<ReturnType<typeof historySeason>>>;

/**
 * What /f1-history/:year shows the visitor: the season, or `null` with the hidden sessions that keep
 * it back; undefined when no race of that year was run.
 */
export async function historySeasonPage(reader: RaceReader, year: number) {
  const season = await historySeason(reader.services, year);
  if (!season) return undefined;
  // Its winners, poles and tables wait while the spoiler shield hides one of its sessions.
  const hidden = reader.hidden({ year });
  return { hidden, season: hidden.length > 0 ? null : season };
}
