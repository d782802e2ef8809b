import {
  type HistoryData,
  type HistoryRace,
  type HistoryResult,
  historyData,
} from '#server/race-data/history.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { champions } from './records.server.ts';

const notStarted = new Set(['DNS', 'DNQ', 'DNPQ', 'DNP', 'EX']);

/** A driver's entry in a race (the best-placed one when they shared cars), when they started it. */
function start(race: HistoryRace, driverId: string): HistoryResult | undefined {
  return race.results.find((row) => row.driverId === driverId && !notStarted.has(row.positionText));
}

/** Where a driver qualified: the qualifying classification, else the starting grid. */
function qualified(race: HistoryRace, row: HistoryResult): number | null {
  return race.qualifying[row.driverId] ?? row.grid;
}

function totals(data: HistoryData, driverId: string, year: number | null) {
  const races = data.races.filter((race) => year === null || race.year === year);
  let starts = 0;
  let wins = 0;
  let podiums = 0;
  let poles = 0;
  for (const race of races) {
    const row = start(race, driverId);
    if (!row) continue;
    starts += 1;
    if (row.position === 1) wins += 1;
    if (row.position !== null && row.position <= 3) podiums += 1;
    if (race.pole === driverId) poles += 1;
  }
  const seasons = data.seasons.filter((s) => year === null || s.year === year);
  const points = seasons.reduce(
    (sum, s) => sum + (s.drivers.find((row) => row.id === driverId)?.points ?? 0),
    0,
  );
  const best =
    year === null ? null : (seasons[0]?.drivers.find((row) => row.id === driverId)?.position ?? null);
  const titles = champions(data).filter(
    (c) => c.driver.driverId === driverId && (year === null || c.year === year),
  );
  return { starts, wins, podiums, poles, points, titles: titles.length, championshipPosition: best };
}

/** Which of two entries finished ahead: the better classified position; a classified car beats one that was not. */
function ahead(a: HistoryResult, b: HistoryResult): 'a' | 'b' | null {
  if (a.position !== null && b.position !== null) return a.position < b.position ? 'a' : 'b';
  if (a.position !== null) return 'a';
  if (b.position !== null) return 'b';
  return null;
}

export function driverSummary(data: HistoryData, driverId: string) {
  const driver = data.drivers[driverId];
  if (!driver) return undefined;
  const years = [...new Set(data.races.filter((race) => start(race, driverId)).map((race) => race.year))];
  return { ...driver, years };
}

/** Every driver who started a Grand Prix, by surname: the pickers' lists. */
export async function driverChoices(services: Services) {
  const data = await historyData(services);
  const started = new Set(data.races.flatMap((race) => race.results.map((row) => row.driverId)));
  return [...started]
    .flatMap((id) => {
      const driver = data.drivers[id];
      return driver ? [{ driverId: id, label: `${driver.lastName}, ${driver.firstName}` }] : [];
    })
    .sort((x, y) => x.label.localeCompare(y.label, 'en'));
}

/**
 * Two drivers compared over a career or one season: their totals, and in the races both started,
 * who finished ahead and who qualified ahead.
 */
function comparison(data: HistoryData, a: string, b: string | null, year: number | null) {
  const first = driverSummary(data, a);
  const second = b === null ? undefined : driverSummary(data, b);
  if (!first) return { missing: 'a' as const };
  if (b !== null && !second) return { missing: 'b' as const };
  const shared = second ? first.years.filter((y) => second.years.includes(y)) : [];
  const scope = year !== null && (second ? shared : first.years).includes(year) ? year : null;
  const races = second
    ? data.races
        .filter((race) => scope === null || race.year === scope)
        .flatMap((race) => {
          const ra = start(race, a);
          const rb = start(race, b ?? '');
          if (!ra || !rb) return [];
          const qa = qualified(race, ra);
          const qb = qualified(race, rb);
          return [
            {
              year: race.year,
              round: race.round,
              name: race.name,
              a: ra.positionText,
              b: rb.positionText,
              ahead: ahead(ra, rb),
              qualifiedAhead:
                qa !== null && qb !== null && qa !== qb ? (qa < qb ? ('a' as const) : ('b' as const)) : null,
              teamMates: ra.constructorId === rb.constructorId,
            },
          ];
        })
    : [];
  const count = (key: 'ahead' | 'qualifiedAhead', who: 'a' | 'b') =>
    races.filter((race) => race[key] === who).length;
  return {
    missing: null,
    season: scope,
    sharedSeasons: shared,
    a: { ...first, totals: totals(data, a, scope) },
    b: second ? { ...second, totals: totals(data, second.driverId, scope) } : null,
    together: {
      races: races.length,
      teamMateRaces: races.filter((race) => race.teamMates).length,
      finishedAhead: { a: count('ahead', 'a'), b: count('ahead', 'b') },
      qualifiedAhead: { a: count('qualifiedAhead', 'a'), b: count('qualifiedAhead', 'b') },
    },
    // The race list only for a season: a career can run to hundreds of rows.
    races: scope === null ? [] : races,
  };
}

export type HeadToHead = Extract<ReturnType<typeof comparison>, { missing: null }>;

/**
 * What /head-to-head shows the visitor for two drivers (or one) over a season or careers: the
 * comparison, or `null` with the hidden sessions that keep it back; `missing` names a driver not found.
 */
export async function headToHead(reader: RaceReader, a: string, b: string | null, year: number | null) {
  const found = comparison(await historyData(reader.services), a, b, year);
  if (found.missing) return { missing: found.missing };
  // A comparison over a season (or careers) with a session the spoiler shield hides waits for it.
  const years = found.season !== null ? [found.season] : [...found.a.years, ...(found.b?.years ?? [])];
  const hidden = reader.hidden().filter((session) => years.includes(session.year));
  return {
    missing: null,
    result: hidden.length > 0 ? null : found,
    season: found.season,
    hidden,
    names: [found.a.name, found.b?.name].filter(Boolean).join(' vs '),
    sharedSeasons: found.sharedSeasons,
  };
}
