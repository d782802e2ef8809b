import {
  constructorStandings,
  driverOfTheDay,
  driverStandings,
  fastestLaps,
  pitStops,
  type practiceKinds,
  practiceResults,
  type qualifyingKinds,
  qualifyingResults,
  raceResults,
  raceSessions,
  races,
  type SessionKind,
  seasonEntrantDrivers,
  seasons,
  startingGridPositions,
  teamSeasonStyles,
} from '#server/db/schema.ts';
import {
  parseGridPosition,
  parseMillis,
  parsePosition,
  practiceTiming,
  qualifyingTiming,
  raceTiming,
} from '#server/race-data/result-values.ts';
import type {
  F1dbClassifiedRow,
  F1dbEntrant,
  F1dbRace,
  F1dbRaceFiles,
  F1dbResultRow,
  F1dbSeason,
} from './f1db-source.ts';
import { asText, utcInstant } from './f1db-values.ts';
import { type SnapshotPart, tableData } from './snapshot-format.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** f1db's session field prefix in race.yml → our session kind. */
const sessionPrefixes: [string, SessionKind][] = [
  ['freePractice1', 'fp1'],
  ['freePractice2', 'fp2'],
  ['freePractice3', 'fp3'],
  ['freePractice4', 'fp4'],
  ['sprintQualifying', 'sprint_qualifying'],
  ['sprintRace', 'sprint'],
  ['qualifying', 'qualifying'],
];

const qualifyingFiles = [
  ['qualifying-results.yml', 'qualifying'],
  ['qualifying-1-results.yml', 'qualifying_1'],
  ['qualifying-2-results.yml', 'qualifying_2'],
  ['sprint-qualifying-results.yml', 'sprint_qualifying'],
] as const satisfies readonly (readonly [keyof F1dbRaceFiles, (typeof qualifyingKinds)[number]])[];

const practiceFiles = [
  ['free-practice-1-results.yml', 'fp1'],
  ['free-practice-2-results.yml', 'fp2'],
  ['free-practice-3-results.yml', 'fp3'],
  ['free-practice-4-results.yml', 'fp4'],
  ['warming-up-results.yml', 'warming_up'],
  ['pre-qualifying-results.yml', 'pre_qualifying'],
] as const satisfies readonly (readonly [keyof F1dbRaceFiles, (typeof practiceKinds)[number]])[];

/** Team colours of one season: f1db constructor id → hex colour. */
export type SeasonColours = Record<string, string>;

/** One season's rows, every table in load order. */
export function seasonPart(season: F1dbSeason, colours: SeasonColours): SnapshotPart {
  const { year } = season;
  const rows = {
    races: [] as Row<typeof races>[],
    sessions: [] as Row<typeof raceSessions>[],
    results: [] as Row<typeof raceResults>[],
    qualifying: [] as Row<typeof qualifyingResults>[],
    practice: [] as Row<typeof practiceResults>[],
    grids: [] as Row<typeof startingGridPositions>[],
    fastestLaps: [] as Row<typeof fastestLaps>[],
    pitStops: [] as Row<typeof pitStops>[],
    driverOfTheDay: [] as Row<typeof driverOfTheDay>[],
    driverStandings: [] as Row<typeof driverStandings>[],
    constructorStandings: [] as Row<typeof constructorStandings>[],
  };
  for (const { race, files } of season.races) {
    const raceId = race.id;
    rows.races.push(raceRow(year, race));
    rows.sessions.push(...sessionRows(race));
    const resultFiles = [
      ['race-results.yml', 'race'],
      ['sprint-race-results.yml', 'sprint'],
    ] as const;
    for (const [file, kind] of resultFiles) {
      rows.results.push(...(files[file] ?? []).map((r, i) => resultRow(raceId, kind, i, r)));
    }
    for (const [file, kind] of qualifyingFiles) {
      for (const [i, r] of (files[file] ?? []).entries()) {
        rows.qualifying.push({
          ...classified(raceId, i, r),
          kind,
          ...qualifyingTiming(r),
        });
      }
    }
    for (const [file, kind] of practiceFiles) {
      for (const [i, r] of (files[file] ?? []).entries()) {
        rows.practice.push({
          ...classified(raceId, i, r),
          kind,
          ...practiceTiming(r),
        });
      }
    }
    const gridFiles = [
      ['starting-grid-positions.yml', 'race'],
      ['sprint-starting-grid-positions.yml', 'sprint'],
    ] as const;
    for (const [file, kind] of gridFiles) {
      for (const [i, r] of (files[file] ?? []).entries()) {
        rows.grids.push({
          ...classified(raceId, i, r),
          kind,
          gridPenalty: asText(r.gridPenalty),
          time: r.time ?? null,
          timeMillis: parseMillis(r.time),
        });
      }
    }
    for (const [i, r] of (files['fastest-laps.yml'] ?? []).entries()) {
      rows.fastestLaps.push({
        ...classified(raceId, i, r),
        lap: r.lap ?? null,
        time: r.time ?? null,
        timeMillis: parseMillis(r.time),
        gap: r.gap ?? null,
        interval: r.interval ?? null,
      });
    }
    for (const [i, r] of (files['pit-stops.yml'] ?? []).entries()) {
      rows.pitStops.push({
        raceId,
        driverId: r.driverId,
        constructorId: r.constructorId,
        driverNumber: asText(r.driverNumber),
        stop: r.stop,
        lap: r.lap,
        displayOrder: i + 1,
        time: r.time ?? null,
        timeMillis: parseMillis(r.time),
      });
    }
    for (const [i, r] of (files['driver-of-the-day-results.yml'] ?? []).entries()) {
      rows.driverOfTheDay.push({ ...classified(raceId, i, r), percentage: r.percentage ?? null });
    }
    for (const [i, r] of (files['driver-standings.yml'] ?? []).entries()) {
      const { driverId, points } = r;
      rows.driverStandings.push({
        raceId,
        displayOrder: i + 1,
        ...parsePosition(r.position),
        driverId,
        points,
      });
    }
    for (const [i, r] of (files['constructor-standings.yml'] ?? []).entries()) {
      rows.constructorStandings.push({
        raceId,
        displayOrder: i + 1,
        ...parsePosition(r.position),
        constructorId: r.constructorId,
        engineManufacturerId: r.engineManufacturerId ?? null,
        points: r.points,
      });
    }
  }
  return {
    name: String(year),
    year,
    tables: [
      tableData(seasons, [{ year }]),
      tableData(races, rows.races),
      tableData(raceSessions, rows.sessions),
      tableData(seasonEntrantDrivers, entrantRows(year, season.entrants)),
      tableData(raceResults, rows.results),
      tableData(qualifyingResults, rows.qualifying),
      tableData(practiceResults, rows.practice),
      tableData(startingGridPositions, rows.grids),
      tableData(fastestLaps, rows.fastestLaps),
      tableData(pitStops, rows.pitStops),
      tableData(driverOfTheDay, rows.driverOfTheDay),
      tableData(driverStandings, rows.driverStandings),
      tableData(constructorStandings, rows.constructorStandings),
      tableData(
        teamSeasonStyles,
        Object.entries(colours)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([constructorId, colour]) => ({
            year,
            constructorId,
            colour,
            logoUrl: null,
            carImageUrl: null,
          })),
      ),
    ],
  };
}

function raceRow(year: number, race: F1dbRace): Row<typeof races> {
  return {
    id: race.id,
    year,
    round: race.round,
    date: race.date,
    startsAt: utcInstant(race.date, race.time),
    grandPrixId: race.grandPrixId,
    officialName: race.officialName,
    qualifyingFormat: race.qualifyingFormat,
    sprintQualifyingFormat: race.sprintQualifyingFormat ?? null,
    circuitId: race.circuitId,
    circuitLayoutId: race.circuitLayoutId ?? null,
    circuitType: race.circuitType,
    direction: race.direction,
    courseLength: race.courseLength,
    turns: race.turns,
    laps: race.laps,
    distance: race.distance,
    scheduledLaps: race.scheduledLaps ?? null,
    scheduledDistance: race.scheduledDistance ?? null,
    driversChampionshipDecider: race.driversChampionshipDecider ?? false,
    constructorsChampionshipDecider: race.constructorsChampionshipDecider ?? false,
  };
}

/** The weekend's sessions with a date in race.yml (f1db has them for 2024 on). */
function sessionRows(race: F1dbRace): Row<typeof raceSessions>[] {
  return sessionPrefixes.flatMap(([prefix, kind]) => {
    const date = race[`${prefix}Date`];
    if (date == null) return [];
    return [{ raceId: race.id, kind, date, startsAt: utcInstant(date, race[`${prefix}Time`]) }];
  });
}

function classified(raceId: number, index: number, row: F1dbClassifiedRow) {
  return {
    raceId,
    displayOrder: index + 1,
    ...parsePosition(row.position),
    driverNumber: asText(row.driverNumber),
    driverId: row.driverId,
    constructorId: row.constructorId,
    engineManufacturerId: row.engineManufacturerId ?? null,
  };
}

function resultRow(
  raceId: number,
  kind: 'race' | 'sprint',
  index: number,
  r: F1dbResultRow,
): Row<typeof raceResults> {
  return {
    ...classified(raceId, index, r),
    kind,
    sharedCar: r.sharedCar ?? false,
    ...raceTiming(r),
    points: r.points ?? null,
    ...parseGridPosition(r.gridPosition),
    grandSlam: r.grandSlam ?? false,
  };
}

/** Entrants flattened to one row per driver, whichever of f1db's shapes the entrant uses. */
function entrantRows(year: number, entrants: F1dbEntrant[]): Row<typeof seasonEntrantDrivers>[] {
  return entrants.flatMap((entrant) =>
    (entrant.constructors ?? [entrant]).flatMap((team) => {
      const list = team.drivers ?? (team.driverId ? [{ driverId: team.driverId, rounds: team.rounds }] : []);
      return list.map((driver) => ({
        year,
        entrantId: entrant.entrantId,
        constructorId: team.constructorId,
        engineManufacturerId: team.engineManufacturerId,
        driverId: driver.driverId,
        rounds: asText(driver.rounds),
        testDriver: ('testDriver' in driver && driver.testDriver) || false,
      }));
    }),
  );
}
