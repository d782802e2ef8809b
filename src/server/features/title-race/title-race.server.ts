import type { RaceReader } from '#server/race-data/race-reader.ts';
import { picksClash, projectTable } from '#server/race-data/title-race.ts';
import { type TitleRaceRow, titleRace } from '#server/race-data/title-race-season.ts';
import { type Championship, ordinal } from '#shared/standings.ts';

/** The scenario form offers at most this many contenders, the best placed first. */
const scenarioLimit = 6;

/** The positions a scenario may pick: 1 to 20, 0 for "outside the points". */
const positionChoices = 20;

function shown(row: TitleRaceRow) {
  const { id, name, shortName, points, maxPoints, status, finishes } = row;
  return {
    id,
    name,
    shortName,
    points,
    maxPoints,
    status,
    wins: finishes[0] ?? 0,
    seconds: finishes[1] ?? 0,
  };
}

/** A position field's value: 1–20, or 0 for outside the points; anything else is not picked. */
function parsePosition(value: string): number | undefined {
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const position = Number(value);
  return position <= positionChoices ? position : undefined;
}

/**
 * The title race a standings page shows: who can still win after the round asked for (`?after=`,
 * the latest run by default) and, when the scenario form was sent (`?scenario=1`), the table it
 * leads to. The scenario picks each contender's place in every race left (`pick-<id>`, twice for a
 * team's two cars) and who sets the fastest lap (`fastest-lap`). Null while the visitor's spoiler
 * shield hides a race or sprint already run, as the standings are.
 */
export async function titleRaceView(reader: RaceReader, year: number, championship: Championship, url: URL) {
  const params = url.searchParams;
  const after = params.get('after');
  const race = await titleRace(
    reader.services,
    year,
    championship,
    after && /^\d{1,2}$/.test(after) ? Number(after) : undefined,
  );
  if (!race || reader.hiddenInStandings(year, race.roundsRun.at(-1)?.round).length > 0) return null;
  const contenders = race.rows.filter((row) => row.status !== 'out');
  const bestOfTheRest = race.rows.find((row) => row.status === 'out');
  const cars = championship === 'drivers' ? 1 : 2;
  const canPick = race.roundsLeft.length > 0 && contenders.length > 1;
  const picked = canPick ? contenders.slice(0, scenarioLimit) : [];
  const scenario = params.get('scenario') === '1' && canPick ? project() : null;

  function project() {
    const picks = new Map<string, number[]>();
    for (const row of picked) {
      const positions = params
        .getAll(`pick-${row.id}`)
        .slice(0, cars)
        .flatMap((value) => parsePosition(value) ?? []);
      if (positions.length > 0) picks.set(row.id, positions);
    }
    const fastest = params.get('fastest-lap');
    const fastestLap = picked.some((row) => row.id === fastest) ? fastest : null;
    const clash = picksClash(picks);
    const nameOf = (id: string) => race?.rows.find((row) => row.id === id)?.shortName ?? id;
    const problem = clash
      ? `${nameOf(clash.ids[0])} and ${nameOf(clash.ids[1])} cannot both finish ${ordinal(clash.position)}.`
      : null;
    const rows = race
      ? projectTable(race.system, race.roundsLeft, race.rows, picks, fastestLap)
          .slice(0, Math.max(picked.length + 2, 5))
          .map((row) => ({
            position: row.position,
            id: row.id,
            name: race.rows.find((other) => other.id === row.id)?.name ?? row.id,
            points: row.points,
            gained: row.gained,
          }))
      : [];
    return { picks: Object.fromEntries(picks), fastestLap, problem, rows: problem ? [] : rows };
  }

  return {
    championship,
    after: race.after,
    roundsRun: race.roundsRun,
    sprintRun: race.sprintRun,
    roundsLeft: race.roundsLeft.map(({ round, name, sprint, double }) => ({ round, name, sprint, double })),
    fastestLapPoint: race.system.fastestLap > 0,
    contenders: contenders.map(shown),
    bestOfTheRest: bestOfTheRest ? shown(bestOfTheRest) : null,
    picked: picked.map((row) => ({ id: row.id, name: row.name })),
    positionChoices,
    scenario,
  };
}

export type TitleRaceView = NonNullable<Awaited<ReturnType<typeof titleRaceView>>>;
