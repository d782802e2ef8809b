import type { HistoryData, HistoryRace } from '#server/race-data/history.ts';

/** Entries that are not starts: did not start, did not (pre-)qualify, did not practise, excluded. */
const notStarted = new Set(['DNS', 'DNQ', 'DNPQ', 'DNP', 'EX']);

export type RecordHolder = {
  driverId: string;
  name: string;
  value: number;
  /** The season a per-season record was set in. */
  year?: number;
  /** 1 for the highest value; equal values share the rank of the first of them. */
  rank: number;
  /** Whether another holder shares this value (and so this rank): shown as "=4". */
  tied: boolean;
};

export type CountRecord = { id: string; title: string; unit: string; holders: RecordHolder[] };

export type AgeRecord = {
  id: string;
  title: string;
  driverId: string;
  name: string;
  /** Age in days on race day. */
  days: number;
  year: number;
  round: number;
  raceName: string;
};

export type Champion = {
  year: number;
  driver: { driverId: string; name: string; points: number };
  constructor: { constructorId: string; name: string; points: number } | null;
};

/** The constructors' championship started in 1958. */
export const firstConstructorsTitle = 1958;

/** The champions of every completed season, oldest first. */
export function champions(data: HistoryData): Champion[] {
  return data.seasons
    .filter((season) => season.complete)
    .flatMap((season) => {
      const driver = season.drivers.find((row) => row.position === 1);
      if (!driver) return [];
      const team =
        season.year >= firstConstructorsTitle
          ? season.constructors.find((row) => row.position === 1)
          : undefined;
      return [
        {
          year: season.year,
          driver: { driverId: driver.id, name: driverName(data, driver.id), points: driver.points },
          constructor: team
            ? { constructorId: team.id, name: data.constructors[team.id] ?? team.id, points: team.points }
            : null,
        },
      ];
    });
}

export function driverName(data: HistoryData, driverId: string): string {
  return data.drivers[driverId]?.name ?? driverId;
}

/**
 * The first `shown` entries by value, highest first, and every other entry that shares the last shown
 * value: a tie at the cut-off is never split. Equal values share a rank. `sorted` is in that order.
 */
function withTies<T extends { value: number }>(
  sorted: T[],
  shown: number,
): (T & { rank: number; tied: boolean })[] {
  const cutOff = sorted[shown - 1]?.value;
  const kept = sorted.filter((entry, index) => index < shown || entry.value === cutOff);
  return kept.map((entry) => ({
    ...entry,
    rank: kept.findIndex((other) => other.value === entry.value) + 1,
    tied: kept.filter((other) => other.value === entry.value).length > 1,
  }));
}

/** Counts per driver, highest first; ties by name so the order is stable. */
function top(data: HistoryData, counts: Map<string, number>, shown: number): RecordHolder[] {
  const sorted = [...counts]
    .map(([driverId, value]) => ({ driverId, name: driverName(data, driverId), value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return withTies(sorted, shown);
}

function add(counts: Map<string, number>, key: string, by = 1) {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** A driver's entries in a race that were starts (one per race, even with a shared car). */
function starters(race: HistoryRace): Set<string> {
  return new Set(race.results.filter((row) => !notStarted.has(row.positionText)).map((row) => row.driverId));
}

/**
 * Career records computed from every race run and every completed season's table: the top `shown` of
 * each and whoever ties with the last of them.
 */
export function careerRecords(data: HistoryData, shown = 5): CountRecord[] {
  const titles = new Map<string, number>();
  for (const champion of champions(data)) add(titles, champion.driver.driverId);
  const wins = new Map<string, number>();
  const podiums = new Map<string, number>();
  const poles = new Map<string, number>();
  const fastest = new Map<string, number>();
  const starts = new Map<string, number>();
  for (const race of data.races) {
    for (const driverId of starters(race)) add(starts, driverId);
    for (const row of race.results) {
      if (row.position === 1) add(wins, row.driverId);
      if (row.position !== null && row.position <= 3) add(podiums, row.driverId);
    }
    if (race.pole) add(poles, race.pole);
    if (race.fastestLap) add(fastest, race.fastestLap.driverId);
  }
  // Championship points as each season's table counts them (sprints and dropped scores included).
  const points = new Map<string, number>();
  for (const season of data.seasons) for (const row of season.drivers) add(points, row.id, row.points);
  return [
    { id: 'titles', title: 'Most drivers’ titles', unit: 'titles', holders: top(data, titles, shown) },
    { id: 'wins', title: 'Most Grand Prix wins', unit: 'wins', holders: top(data, wins, shown) },
    { id: 'poles', title: 'Most pole positions', unit: 'poles', holders: top(data, poles, shown) },
    { id: 'podiums', title: 'Most podiums', unit: 'podiums', holders: top(data, podiums, shown) },
    { id: 'starts', title: 'Most Grand Prix starts', unit: 'starts', holders: top(data, starts, shown) },
    {
      id: 'fastest-laps',
      title: 'Most fastest laps',
      unit: 'fastest laps',
      holders: top(data, fastest, shown),
    },
    {
      id: 'points',
      title: 'Most championship points',
      unit: 'points',
      holders: top(data, points, shown),
    },
  ];
}

/** The most Grand Prix wins by one driver in one season: the top `shown` and whoever ties with the last. */
export function mostWinsInASeason(data: HistoryData, shown = 5): CountRecord {
  const counts = new Map<string, { driverId: string; year: number; value: number }>();
  for (const race of data.races)
    for (const row of race.results) {
      if (row.position !== 1) continue;
      const key = `${race.year}:${row.driverId}`;
      const entry = counts.get(key) ?? { driverId: row.driverId, year: race.year, value: 0 };
      entry.value += 1;
      counts.set(key, entry);
    }
  const sorted = [...counts.values()]
    .map((entry) => ({ ...entry, name: driverName(data, entry.driverId) }))
    .sort((a, b) => b.value - a.value || a.year - b.year);
  const holders = withTies(sorted, shown);
  return { id: 'season-wins', title: 'Most wins in a season', unit: 'wins', holders };
}

/** Whole days from a birth date to a race date (both ISO dates). */
export function ageInDays(birth: string, on: string): number {
  return Math.round((Date.parse(on) - Date.parse(birth)) / 86_400_000);
}

/** Whole years and the days past the last birthday, e.g. 18 years 227 days. */
export function formatAge(birth: string, on: string): { years: number; days: number } {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  let years = oy - by;
  if (om < bm || (om === bm && od < bd)) years -= 1;
  const birthday = `${by + years}-${String(bm).padStart(2, '0')}-${String(bd).padStart(2, '0')}`;
  return { years, days: ageInDays(birthday, on) };
}

/** The youngest and the oldest Grand Prix winners. */
export function winnerAgeRecords(data: HistoryData): { youngest: AgeRecord; oldest: AgeRecord } | null {
  const wins = data.races.flatMap((race) =>
    race.results
      .filter((row) => row.position === 1)
      .flatMap((row) => {
        const birth = data.drivers[row.driverId]?.dateOfBirth;
        if (!birth) return [];
        return [
          {
            driverId: row.driverId,
            name: driverName(data, row.driverId),
            days: ageInDays(birth, race.date),
            year: race.year,
            round: race.round,
            raceName: race.name,
          },
        ];
      }),
  );
  if (wins.length === 0) return null;
  const sorted = wins.sort((a, b) => a.days - b.days);
  const youngest = sorted[0];
  const oldest = sorted.at(-1);
  if (!youngest || !oldest) return null;
  return {
    youngest: { id: 'youngest-winner', title: 'Youngest winner', ...youngest },
    oldest: { id: 'oldest-winner', title: 'Oldest winner', ...oldest },
  };
}
