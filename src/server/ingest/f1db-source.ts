import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '#server/yaml.ts';
import { applyCorrections, type Correction, type CorrectionOutcome } from './corrections.ts';

/**
 * The parts of the f1db YAML tree (its `src/data` folder) that we import, read with YAML 1.2's core
 * schema (`parseYaml`), so dates and times stay strings ("2025-03-16", "04:00").
 */

type Scalar = string | number;

export type F1dbContinent = { id: string; code: string; name: string; demonym?: string | null };
export type F1dbCountry = {
  id: string;
  alpha2Code: string;
  alpha3Code: string;
  name: string;
  demonym?: string | null;
  continentId: string;
};
export type F1dbLayout = { id: string; length?: number | null; turns?: number | null };
export type F1dbCircuit = {
  id: string;
  name: string;
  fullName: string;
  type: string;
  direction: string;
  placeName: string;
  countryId: string;
  latitude: number;
  longitude: number;
  length?: number | null;
  turns?: number | null;
  layouts?: F1dbLayout[] | null;
};
export type F1dbGrandPrix = {
  id: string;
  name: string;
  fullName: string;
  shortName: string;
  abbreviation: string;
  countryId?: string | null;
};
export type F1dbDriver = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  fullName: string;
  abbreviation: string;
  permanentNumber?: Scalar | null;
  gender: string;
  dateOfBirth?: string | null;
  dateOfDeath?: string | null;
  placeOfBirth?: string | null;
  countryOfBirthCountryId?: string | null;
  nationalityCountryId?: string | null;
  secondNationalityCountryId?: string | null;
};
export type F1dbConstructor = { id: string; name: string; fullName: string; countryId?: string | null };
export type F1dbEngineManufacturer = { id: string; name: string; countryId?: string | null };

export type F1dbRace = {
  id: number;
  round: number;
  date: string;
  time?: string | null;
  grandPrixId: string;
  officialName: string;
  qualifyingFormat: string;
  sprintQualifyingFormat?: string | null;
  circuitId: string;
  circuitLayoutId?: string | null;
  circuitType: string;
  direction: string;
  courseLength: number;
  turns: number;
  laps: number;
  distance: number;
  scheduledLaps?: number | null;
  scheduledDistance?: number | null;
  driversChampionshipDecider?: boolean | null;
  constructorsChampionshipDecider?: boolean | null;
} & Partial<Record<`${string}Date` | `${string}Time`, string | null>>;

/** The fields every classified row carries. */
export type F1dbClassifiedRow = {
  position: Scalar;
  driverNumber?: Scalar | null;
  driverId: string;
  constructorId: string;
  engineManufacturerId?: string | null;
};

export type F1dbResultRow = F1dbClassifiedRow & {
  laps?: number | null;
  time?: string | null;
  timePenalty?: string | null;
  gap?: string | null;
  interval?: string | null;
  reasonRetired?: string | null;
  points?: number | null;
  gridPosition?: Scalar | null;
  sharedCar?: boolean | null;
  grandSlam?: boolean | null;
};
export type F1dbQualifyingRow = F1dbClassifiedRow & {
  time?: string | null;
  q1?: string | null;
  q2?: string | null;
  q3?: string | null;
  gap?: string | null;
  interval?: string | null;
  laps?: number | null;
};
export type F1dbPracticeRow = F1dbClassifiedRow & {
  time?: string | null;
  gap?: string | null;
  interval?: string | null;
  laps?: number | null;
};
export type F1dbGridRow = F1dbClassifiedRow & { gridPenalty?: Scalar | null; time?: string | null };
export type F1dbFastestLapRow = F1dbClassifiedRow & {
  lap?: number | null;
  time?: string | null;
  gap?: string | null;
  interval?: string | null;
};
export type F1dbPitStopRow = F1dbClassifiedRow & { stop: number; lap: number; time?: string | null };
export type F1dbDriverOfTheDayRow = F1dbClassifiedRow & { percentage?: number | null };
export type F1dbDriverStandingRow = { position: Scalar; driverId: string; points: number };
export type F1dbConstructorStandingRow = {
  position: Scalar;
  constructorId: string;
  engineManufacturerId?: string | null;
  points: number;
};

type F1dbDriverEntry = { driverId: string; rounds?: Scalar | null; testDriver?: boolean | null };
export type F1dbEntrantConstructor = {
  constructorId: string;
  engineManufacturerId: string;
  drivers?: F1dbDriverEntry[] | null;
  driverId?: string;
  rounds?: Scalar | null;
};
export type F1dbEntrant = F1dbEntrantConstructor & {
  entrantId: string;
  constructors?: F1dbEntrantConstructor[] | null;
};

/** The result files of one race weekend, by f1db file name; each present only when the session ran. */
export type F1dbRaceFiles = {
  'race-results.yml'?: F1dbResultRow[];
  'sprint-race-results.yml'?: F1dbResultRow[];
  'qualifying-results.yml'?: F1dbQualifyingRow[];
  'qualifying-1-results.yml'?: F1dbQualifyingRow[];
  'qualifying-2-results.yml'?: F1dbQualifyingRow[];
  'sprint-qualifying-results.yml'?: F1dbQualifyingRow[];
  'free-practice-1-results.yml'?: F1dbPracticeRow[];
  'free-practice-2-results.yml'?: F1dbPracticeRow[];
  'free-practice-3-results.yml'?: F1dbPracticeRow[];
  'free-practice-4-results.yml'?: F1dbPracticeRow[];
  'warming-up-results.yml'?: F1dbPracticeRow[];
  'pre-qualifying-results.yml'?: F1dbPracticeRow[];
  'starting-grid-positions.yml'?: F1dbGridRow[];
  'sprint-starting-grid-positions.yml'?: F1dbGridRow[];
  'fastest-laps.yml'?: F1dbFastestLapRow[];
  'pit-stops.yml'?: F1dbPitStopRow[];
  'driver-of-the-day-results.yml'?: F1dbDriverOfTheDayRow[];
  'driver-standings.yml'?: F1dbDriverStandingRow[];
  'constructor-standings.yml'?: F1dbConstructorStandingRow[];
};

const raceFileNames = new Set<string>([
  'race.yml',
  'race-results.yml',
  'sprint-race-results.yml',
  'qualifying-results.yml',
  'qualifying-1-results.yml',
  'qualifying-2-results.yml',
  'sprint-qualifying-results.yml',
  'free-practice-1-results.yml',
  'free-practice-2-results.yml',
  'free-practice-3-results.yml',
  'free-practice-4-results.yml',
  'warming-up-results.yml',
  'pre-qualifying-results.yml',
  'starting-grid-positions.yml',
  'sprint-starting-grid-positions.yml',
  'fastest-laps.yml',
  'pit-stops.yml',
  'driver-of-the-day-results.yml',
  'driver-standings.yml',
  'constructor-standings.yml',
]);

export type F1dbRaceFolder = { race: F1dbRace; files: F1dbRaceFiles };
export type F1dbSeason = { year: number; entrants: F1dbEntrant[]; races: F1dbRaceFolder[] };

/** A reader over an f1db data folder that applies our corrections to each file it parses. */
export function createF1dbReader(dir: string, corrections: Correction[]) {
  if (!existsSync(join(dir, 'seasons'))) throw new Error(`${dir} is not an f1db data folder (no seasons/)`);
  const outcomes: CorrectionOutcome[] = [];

  const read = <T>(file: string): T => {
    const content: unknown = parseYaml(readFileSync(join(dir, file), 'utf8'));
    outcomes.push(...applyCorrections(file, content, corrections));
    return content as T;
  };
  const list = (folder: string) =>
    readdirSync(join(dir, folder))
      .filter((name) => name.endsWith('.yml'))
      .sort();
  const readFolder = <T>(folder: string): T[] => list(folder).map((name) => read<T>(`${folder}/${name}`));

  return {
    /** Raw text of a file, for what YAML keeps in comments (circuit layout years). */
    text: (file: string) => readFileSync(join(dir, file), 'utf8'),
    circuitFiles: () => list('circuits').map((name) => `circuits/${name}`),
    continents: () => readFolder<F1dbContinent>('continents'),
    countries: () => readFolder<F1dbCountry>('countries'),
    circuits: () => readFolder<F1dbCircuit>('circuits'),
    grandsPrix: () => readFolder<F1dbGrandPrix>('grands-prix'),
    drivers: () => readFolder<F1dbDriver>('drivers'),
    constructors: () => readFolder<F1dbConstructor>('constructors'),
    engineManufacturers: () => readFolder<F1dbEngineManufacturer>('engine-manufacturers'),
    years: () =>
      readdirSync(join(dir, 'seasons'))
        .filter((name) => /^\d{4}$/.test(name))
        .map(Number)
        .sort((a, b) => a - b),
    season(year: number): F1dbSeason {
      const racesFolder = `seasons/${year}/races`;
      const races = readdirSync(join(dir, racesFolder))
        .sort()
        .map((folder): F1dbRaceFolder => {
          const path = `${racesFolder}/${folder}`;
          const files: Record<string, unknown> = {};
          for (const name of readdirSync(join(dir, path)).sort()) {
            if (!raceFileNames.has(name)) throw new Error(`Unknown f1db file ${path}/${name}`);
            // An empty file (a session without classified drivers) parses to null.
            if (name !== 'race.yml') files[name] = read<unknown[] | null>(`${path}/${name}`) ?? [];
          }
          return { race: read<F1dbRace>(`${path}/race.yml`), files: files as F1dbRaceFiles };
        });
      return { year, entrants: read<F1dbEntrant[]>(`seasons/${year}/entrants.yml`), races };
    },
    /** Every correction looked at so far, and whether it changed anything. */
    outcomes: () => outcomes,
  };
}

export type F1dbReader = ReturnType<typeof createF1dbReader>;
