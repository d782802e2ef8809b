import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '#server/paths.ts';
import { missingReferences } from './check-references.ts';
import { type CorrectionOutcome, readCorrections } from './corrections.ts';
import { createF1dbReader } from './f1db-source.ts';
import type { SnapshotPart } from './snapshot-format.ts';
import { type ErgastIds, layoutYears, referencePart } from './snapshot-reference.ts';
import { seasonPart } from './snapshot-season.ts';
import { checkSeasonColours, readTeamColours } from './team-colours.ts';

/**
 * When f1db made the data of a source tree, as the SOURCE.md copied beside it records it ("- Commit:
 * `<sha>` — <ISO instant>"), as an ISO instant; undefined when it does not say.
 */
export function f1dbAsOf(dir: string): string | undefined {
  const sourceFile = join(dir, 'SOURCE.md');
  if (!existsSync(sourceFile)) return undefined;
  const given = /^- Commit: `[0-9a-f]+` — ([0-9T:.Z+-]+)/m.exec(readFileSync(sourceFile, 'utf8'))?.[1];
  return given && !Number.isNaN(Date.parse(given)) ? new Date(given).toISOString() : undefined;
}

/** Our own data files next to the snapshot: corrections, Ergast id maps, team colours. */
export const defaultDataDir = fromRoot('data');

export type ImportResult = {
  parts: SnapshotPart[];
  corrections: CorrectionOutcome[];
  /** Things worth a look that do not stop the import (e.g. a race driver without an Ergast id). */
  warnings: string[];
};

/**
 * Reads an f1db data folder (every season) with our corrections, Ergast ids and team colours applied,
 * and returns the snapshot parts: the reference tables first, then one part per season.
 */
export function importF1db(f1dbDir: string, dataDir: string = defaultDataDir): ImportResult {
  const corrections = readCorrections(join(dataDir, 'corrections.yml'));
  const ergastIds: ErgastIds = {
    drivers: readJson(join(dataDir, 'ergast-ids/drivers.json')),
    constructors: readJson(join(dataDir, 'ergast-ids/constructors.json')),
    circuits: readJson(join(dataDir, 'ergast-ids/circuits.json')),
  };
  const colours = readTeamColours(join(dataDir, 'team-colours.yml'));
  const reader = createF1dbReader(f1dbDir, corrections);

  const problems: string[] = [];
  const warnings: string[] = [];
  const raced = new Map<string, number[]>();
  const racing = { drivers: new Set<string>(), constructors: new Set<string>() };
  const seasons: SnapshotPart[] = [];
  const years = reader.years();
  for (const year of years) {
    const season = reader.season(year);
    for (const { race, files } of season.races) {
      if (race.circuitLayoutId)
        raced.set(race.circuitLayoutId, [...(raced.get(race.circuitLayoutId) ?? []), year]);
      for (const row of files['race-results.yml'] ?? []) {
        racing.drivers.add(row.driverId);
        racing.constructors.add(row.constructorId);
      }
    }
    const teams = new Set(
      season.entrants.flatMap((e) => (e.constructors ?? [e]).map((c) => c.constructorId)),
    );
    problems.push(...checkSeasonColours(colours, year, teams));
    seasons.push(seasonPart(season, colours.get(year) ?? {}));
  }
  for (const year of colours.keys()) {
    if (!years.includes(year)) problems.push(`team colours for ${year}, a season f1db does not have`);
  }
  const newestYear = years.at(-1) ?? 0;
  const reference = referencePart(reader, ergastIds, layoutYears(reader, raced, newestYear));
  const outcomes = reader.outcomes();
  for (const correction of corrections) {
    if (!outcomes.some((outcome) => outcome.correction === correction)) {
      problems.push(`correction for ${correction.file} found no such file`);
    }
  }
  problems.push(...missingReferences([reference, ...seasons]));
  if (problems.length > 0) throw new Error(`The import found problems:\n  ${problems.join('\n  ')}`);

  for (const driver of racing.drivers) {
    if (!ergastIds.drivers[driver]) warnings.push(`driver ${driver} has race results but no Ergast id`);
  }
  for (const team of racing.constructors) {
    if (!ergastIds.constructors[team]) warnings.push(`constructor ${team} has race results but no Ergast id`);
  }
  for (const outcome of outcomes) {
    if (!outcome.applied)
      warnings.push(`f1db already fixed ${outcome.correction.file}: drop that correction`);
  }
  return { parts: [reference, ...seasons], corrections: outcomes, warnings };
}

function readJson(path: string): Record<string, string> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
}
