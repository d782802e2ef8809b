/**
 * The drivers' and constructors' championships after every round, from the race and sprint
 * classifications: points are summed as the classifications give them; equal points are split by the
 * count of best Grand Prix finishes (wins, then second places, …; sprint finishes do not count), as
 * the FIA's regulations do. Where that still ties (the FIA then decides "as it sees fit"), the better
 * result in the most recent race comes first, then the id, so the order never depends on row order.
 *
 * Not modelled (decision 012): dropped scores (only the best n results counted, before 1991), only the
 * best-placed car of a team scoring (constructors, before 1979), points taken away by the stewards or
 * the FIA (2007 McLaren, 2020 Racing Point), a team's points reset by a change of entrant (2018 Force
 * India) and exclusions from the championship (1997 Schumacher). For seasons since then this gives
 * f1db's standings exactly (checked against 2024 and 2025).
 */

export type ChampionshipResult = {
  round: number;
  kind: 'race' | 'sprint';
  driverId: string;
  constructorId: string;
  engineManufacturerId: string | null;
  /** Null for a car not classified (DNF, DSQ …). */
  positionNumber: number | null;
  points: number | null;
};

export type DriverStanding = { driverId: string; position: number; points: number };
export type ConstructorStanding = {
  constructorId: string;
  engineManufacturerId: string | null;
  position: number;
  points: number;
};
export type RoundStandings = {
  round: number;
  drivers: DriverStanding[];
  constructors: ConstructorStanding[];
};

type Tally = {
  id: string;
  engineManufacturerId: string | null;
  /** Thousandths of a point, so half points and 1950s fractions add up exactly. */
  points: number;
  /** Grand Prix finishes by position: finishes[1] wins, finishes[2] second places … */
  finishes: number[];
  /** Best Grand Prix position per round (a team has two cars). */
  bestByRound: Map<number, number>;
};

function tally(tallies: Map<string, Tally>, key: string, id: string, result: ChampionshipResult) {
  let entry = tallies.get(key);
  if (!entry) {
    entry = {
      id,
      engineManufacturerId: result.engineManufacturerId,
      points: 0,
      finishes: [],
      bestByRound: new Map(),
    };
    tallies.set(key, entry);
  }
  entry.points += Math.round((result.points ?? 0) * 1000);
  const position = result.positionNumber;
  if (result.kind === 'race' && position !== null) {
    entry.finishes[position] = (entry.finishes[position] ?? 0) + 1;
    entry.bestByRound.set(result.round, Math.min(entry.bestByRound.get(result.round) ?? position, position));
  }
}

function countback(a: Tally, b: Tally): number {
  const last = Math.max(a.finishes.length, b.finishes.length);
  for (let position = 1; position < last; position += 1) {
    const difference = (b.finishes[position] ?? 0) - (a.finishes[position] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The better Grand Prix result in the most recent round where the two differ; not classified is worst. */
function latestRaces(a: Tally, b: Tally, rounds: readonly number[]): number {
  for (let i = rounds.length - 1; i >= 0; i -= 1) {
    const round = rounds[i] as number;
    const ofA = a.bestByRound.get(round);
    const ofB = b.bestByRound.get(round);
    if (ofA === ofB) continue;
    if (ofA === undefined) return 1;
    if (ofB === undefined) return -1;
    return ofA - ofB;
  }
  return 0;
}

/** A table in championship order: who has scored or finished a Grand Prix, by the rules above. */
function ranked(tallies: Iterable<Tally>, rounds: readonly number[]): Tally[] {
  return [...tallies]
    .filter((entry) => entry.points > 0 || entry.finishes.length > 0)
    .sort(
      (a, b) =>
        b.points - a.points ||
        countback(a, b) ||
        latestRaces(a, b, rounds) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** The championships after each round that has a race or sprint classification, in round order. */
export function championshipAfterEachRound(results: readonly ChampionshipResult[]): RoundStandings[] {
  const byRound = new Map<number, ChampionshipResult[]>();
  for (const result of results) {
    const round = byRound.get(result.round);
    if (round) round.push(result);
    else byRound.set(result.round, [result]);
  }
  const rounds = [...byRound.keys()].sort((a, b) => a - b);
  const drivers = new Map<string, Tally>();
  const teams = new Map<string, Tally>();
  return rounds.map((round, i) => {
    for (const result of byRound.get(round) ?? []) {
      tally(drivers, result.driverId, result.driverId, result);
      // Early teams entered under one name with several engines: each pairing is its own entry.
      tally(
        teams,
        `${result.constructorId} ${result.engineManufacturerId ?? ''}`,
        result.constructorId,
        result,
      );
    }
    const sofar = rounds.slice(0, i + 1);
    return {
      round,
      drivers: ranked(drivers.values(), sofar).map((entry, index) => ({
        driverId: entry.id,
        position: index + 1,
        points: entry.points / 1000,
      })),
      constructors: ranked(teams.values(), sofar).map((entry, index) => ({
        constructorId: entry.id,
        engineManufacturerId: entry.engineManufacturerId,
        position: index + 1,
        points: entry.points / 1000,
      })),
    };
  });
}
