/**
 * A season's points: what each finishing position of a Grand Prix and of a sprint is worth, the
 * fastest-lap bonus and whether the final round pays double. f1db stores the points each result
 * earned, not the scale behind them; points-systems.test.ts checks this table against those points.
 */
export type PointsSystem = {
  /** Grand Prix points by finishing position, the winner's first. */
  race: readonly number[];
  /** Sprint points by finishing position (none before 2021). */
  sprint: readonly number[];
  /** The point for the fastest lap, paid only to a driver classified in the top ten (2019–2024). */
  fastestLap: number;
  /** The last round of the season pays double (2014, Abu Dhabi). */
  doubleFinal: boolean;
};

/** The first season in which every result counts towards the championships: no dropped scores. */
export const firstAllResultsSeason = 1991;

const tenToOne = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

/**
 * The points system of a season from 1991, when every result began to count; undefined before,
 * when only a driver's best results counted and the maximum a driver could reach depended on
 * which results he would drop.
 */
export function pointsSystem(year: number): PointsSystem | undefined {
  if (year < firstAllResultsSeason) return undefined;
  const race = year <= 2002 ? [10, 6, 4, 3, 2, 1] : year <= 2009 ? [10, 8, 6, 5, 4, 3, 2, 1] : tenToOne;
  const sprint = year === 2021 ? [3, 2, 1] : year >= 2022 ? [8, 7, 6, 5, 4, 3, 2, 1] : [];
  return {
    race,
    sprint,
    fastestLap: year >= 2019 && year <= 2024 ? 1 : 0,
    doubleFinal: year === 2014,
  };
}
