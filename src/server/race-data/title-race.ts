import type { PointsSystem } from './points-systems.ts';

/**
 * Who can still win a championship: pure arithmetic over the table as it stands, the rounds left
 * and the season's points system. Drivers score with one car, constructors with two.
 */

/** A round still to run: its Grand Prix, whether its sprint is still ahead, whether it pays double. */
export type RoundLeft = { round: number; name: string; sprint: boolean; double: boolean };

/** A row of the championship: points so far and Grand Prix finishes by position (index 0: wins). */
export type Contender = { id: string; points: number; finishes: readonly number[] };

export type TitleStatus = 'clinched' | 'can-win' | 'out';

export type ContenderOutlook = Contender & { maxPoints: number; status: TitleStatus };

/** The points of a finishing position (1-based) on a scale; nothing outside it. */
function pointsFor(scale: readonly number[], position: number): number {
  return scale[position - 1] ?? 0;
}

/**
 * The most points one entrant can add over the rounds left: `cars` cars taking the top places of
 * every Grand Prix and sprint, and the fastest-lap point where there is one.
 */
export function maximumGain(system: PointsSystem, rounds: readonly RoundLeft[], cars: 1 | 2): number {
  let gain = 0;
  for (const round of rounds) {
    const factor = round.double ? 2 : 1;
    for (let car = 1; car <= cars; car += 1) {
      gain += factor * pointsFor(system.race, car);
      if (round.sprint) gain += pointsFor(system.sprint, car);
    }
    gain += factor * system.fastestLap;
  }
  return gain;
}

/**
 * Countback, F1's tie-break: more wins, then more second places, and so on down the Grand Prix
 * results. Negative when `a` ranks ahead of `b`, 0 when they cannot be told apart.
 */
export function compareCountback(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (b[index] ?? 0) - (a[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Finishes with `count` more results in each of the given positions (1-based). */
function withFinishes(finishes: readonly number[], positions: readonly number[], count: number): number[] {
  const next = [...finishes];
  for (const position of positions) {
    while (next.length < position) next.push(0);
    next[position - 1] = (next[position - 1] ?? 0) + count;
  }
  return next;
}

/** Whether `a` ends ahead of `b`: more points, or level and ahead on countback. */
function endsAhead(a: { points: number; finishes: readonly number[] }, b: Contender): boolean {
  return a.points > b.points || (a.points === b.points && compareCountback(a.finishes, b.finishes) < 0);
}

/**
 * Each entrant's maximum possible points and whether the title is still within reach. An entrant
 * can still win when, taking the top places of every round left while every rival scores nothing,
 * it ends ahead of each rival on points or, level on points, on countback. When only one entrant
 * can, it has clinched the title.
 */
export function titleOutlook(
  system: PointsSystem,
  rounds: readonly RoundLeft[],
  table: readonly Contender[],
  cars: 1 | 2,
): ContenderOutlook[] {
  const gain = maximumGain(system, rounds, cars);
  const top = cars === 1 ? [1] : [1, 2];
  const canWin = table.map((entrant) => {
    const best = {
      points: entrant.points + gain,
      finishes: withFinishes(entrant.finishes, top, rounds.length),
    };
    return table.every((rival) => rival.id === entrant.id || endsAhead(best, rival));
  });
  const contenders = canWin.filter(Boolean).length;
  return table.map((entrant, index) => ({
    ...entrant,
    maxPoints: entrant.points + gain,
    status: canWin[index] ? (contenders === 1 ? 'clinched' : 'can-win') : 'out',
  }));
}

/** Finishing positions picked for an entrant in every round left: one per car (0: outside the points). */
export type Picks = ReadonlyMap<string, readonly number[]>;

/** Two picks that cannot both happen (two cars in one place), or null when all of them can. */
export function picksClash(picks: Picks): { position: number; ids: [string, string] } | null {
  const taken = new Map<number, string>();
  for (const [id, positions] of picks) {
    for (const position of positions) {
      if (position === 0) continue;
      const other = taken.get(position);
      if (other !== undefined) return { position, ids: [other, id] };
      taken.set(position, id);
    }
  }
  return null;
}

export type ProjectedRow = Contender & { position: number; gained: number };

/**
 * The table at the end of the season if the picked finishing positions repeat in every Grand Prix
 * and sprint left (everyone not picked scores nothing more), with the fastest lap to `fastestLap`
 * when that entrant finishes in the top ten. Ordered by points, then countback; entrants that
 * cannot be told apart share a position.
 */
export function projectTable(
  system: PointsSystem,
  rounds: readonly RoundLeft[],
  table: readonly Contender[],
  picks: Picks,
  fastestLap: string | null = null,
): ProjectedRow[] {
  const projected = table.map((entrant) => {
    const positions = (picks.get(entrant.id) ?? []).filter((position) => position > 0);
    let gained = 0;
    for (const round of rounds) {
      const factor = round.double ? 2 : 1;
      for (const position of positions) {
        gained += factor * pointsFor(system.race, position);
        if (round.sprint) gained += pointsFor(system.sprint, position);
      }
      if (fastestLap === entrant.id && positions.some((position) => position <= 10))
        gained += factor * system.fastestLap;
    }
    return {
      ...entrant,
      points: entrant.points + gained,
      gained,
      finishes: withFinishes(entrant.finishes, positions, rounds.length),
    };
  });
  const order = (a: Contender, b: Contender) =>
    b.points - a.points || compareCountback(a.finishes, b.finishes);
  const sorted = projected.sort(order);
  return sorted.map((row, index) => {
    const first = sorted.findIndex((other) => order(other, row) === 0);
    return { ...row, position: (first === -1 ? index : first) + 1 };
  });
}
