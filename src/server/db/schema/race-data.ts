import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { raceDataSources } from '../../../shared/race-data-ownership.ts';
import { type WeekendSessionKind, weekendSessionKinds } from '../../../shared/sessions.ts';

/**
 * Race data, imported from f1db. Ids are f1db's kebab-case slugs; `ergastId` holds the id the
 * Ergast-compatible API speaks. Every instant is UTC.
 */

export const raceDataSource = pgEnum('race_data_source', raceDataSources);

/**
 * Who wrote the row (decision 012): the snapshot loader leaves the default, the results sync and the
 * admin editors set theirs. A snapshot reload replaces only rows it wrote itself.
 */
const source = () => raceDataSource().notNull().default('snapshot');

export const continents = pgTable('continents', {
  id: text().primaryKey(),
  code: text().notNull(),
  name: text().notNull(),
  demonym: text(),
});

export const countries = pgTable('countries', {
  id: text().primaryKey(),
  alpha2Code: text().notNull(),
  alpha3Code: text().notNull(),
  name: text().notNull(),
  demonym: text(),
  continentId: text()
    .notNull()
    .references(() => continents.id),
});

export const circuits = pgTable('circuits', {
  id: text().primaryKey(),
  ergastId: text().notNull().unique(),
  name: text().notNull(),
  fullName: text().notNull(),
  type: text().notNull(),
  direction: text().notNull(),
  placeName: text().notNull(),
  countryId: text()
    .notNull()
    .references(() => countries.id),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  length: doublePrecision(),
  turns: smallint(),
  source: source(),
});

export const circuitLayouts = pgTable('circuit_layouts', {
  id: text().primaryKey(),
  circuitId: text()
    .notNull()
    .references(() => circuits.id),
  length: doublePrecision(),
  turns: smallint(),
  /** First and last year raced (f1db notes them in a comment); `lastYear` is null while still in use. */
  firstYear: smallint(),
  lastYear: smallint(),
  source: source(),
});

export const grandsPrix = pgTable('grands_prix', {
  id: text().primaryKey(),
  name: text().notNull(),
  fullName: text().notNull(),
  shortName: text().notNull(),
  abbreviation: text().notNull(),
  countryId: text().references(() => countries.id),
  source: source(),
});

export const drivers = pgTable('drivers', {
  id: text().primaryKey(),
  /** Null for the few f1db drivers who only ever drove in practice: Ergast has no id for them. */
  ergastId: text().unique(),
  name: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  fullName: text().notNull(),
  abbreviation: text().notNull(),
  permanentNumber: text(),
  gender: text().notNull(),
  dateOfBirth: date(),
  dateOfDeath: date(),
  placeOfBirth: text(),
  countryOfBirthCountryId: text().references(() => countries.id),
  nationalityCountryId: text().references(() => countries.id),
  secondNationalityCountryId: text().references(() => countries.id),
  source: source(),
});

export const constructors = pgTable('constructors', {
  id: text().primaryKey(),
  /** Not unique: Ergast folds some f1db constructors into one id (racing-bulls and rb → rb). */
  ergastId: text(),
  name: text().notNull(),
  fullName: text().notNull(),
  countryId: text().references(() => countries.id),
  source: source(),
});

export const engineManufacturers = pgTable('engine_manufacturers', {
  id: text().primaryKey(),
  name: text().notNull(),
  countryId: text().references(() => countries.id),
  source: source(),
});

export const seasons = pgTable('seasons', {
  year: smallint().primaryKey(),
});

export const races = pgTable(
  'races',
  {
    /** f1db's global race id. */
    id: integer().primaryKey(),
    year: smallint()
      .notNull()
      .references(() => seasons.year),
    round: smallint().notNull(),
    date: date().notNull(),
    /** Race start; null where only the date is known (before 2024 in f1db). */
    startsAt: timestamp({ withTimezone: true }),
    grandPrixId: text()
      .notNull()
      .references(() => grandsPrix.id),
    officialName: text().notNull(),
    qualifyingFormat: text().notNull(),
    sprintQualifyingFormat: text(),
    circuitId: text()
      .notNull()
      .references(() => circuits.id),
    circuitLayoutId: text().references(() => circuitLayouts.id),
    circuitType: text().notNull(),
    direction: text().notNull(),
    courseLength: doublePrecision().notNull(),
    turns: smallint().notNull(),
    laps: smallint().notNull(),
    distance: doublePrecision().notNull(),
    scheduledLaps: smallint(),
    scheduledDistance: doublePrecision(),
    driversChampionshipDecider: boolean().notNull().default(false),
    constructorsChampionshipDecider: boolean().notNull().default(false),
    /** Called off: kept in the calendar's history, left out of what is coming and of the results API. */
    cancelled: boolean().notNull().default(false),
    source: source(),
  },
  (t) => [unique().on(t.year, t.round)],
);

export type SessionKind = WeekendSessionKind;

/** The weekend's sessions other than the race itself (that one lives on `races`). */
export const raceSessions = pgTable(
  'race_sessions',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    kind: text({ enum: weekendSessionKinds }).notNull(),
    date: date().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    source: source(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.kind] })],
);

/** Who drove for whom in a season: f1db's entrants, flattened to one row per driver. */
export const seasonEntrantDrivers = pgTable(
  'season_entrant_drivers',
  {
    year: smallint()
      .notNull()
      .references(() => seasons.year),
    entrantId: text().notNull(),
    constructorId: text()
      .notNull()
      .references(() => constructors.id),
    /** Part of the key: early entrants ran one car with two engines (1950 Maserati and Milano). */
    engineManufacturerId: text()
      .notNull()
      .references(() => engineManufacturers.id),
    driverId: text()
      .notNull()
      .references(() => drivers.id),
    /** f1db's round list as written ("1-12", "1-5,7"); null for most test drivers. */
    rounds: text(),
    testDriver: boolean().notNull().default(false),
    source: source(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.entrantId, t.constructorId, t.engineManufacturerId, t.driverId] }),
  ],
);

/**
 * Classified order of a session. `displayOrder` is the row's place in the classification (what
 * Ergast calls `position`); `positionNumber` is null for codes (DNF, DSQ …) kept in `positionText`.
 */
const classified = {
  displayOrder: smallint().notNull(),
  positionNumber: smallint(),
  positionText: text().notNull(),
  driverNumber: text(),
  driverId: text()
    .notNull()
    .references(() => drivers.id),
  constructorId: text()
    .notNull()
    .references(() => constructors.id),
  engineManufacturerId: text().references(() => engineManufacturers.id),
};

export const resultKinds = ['race', 'sprint'] as const;

/** Race and sprint race results. */
export const raceResults = pgTable(
  'race_results',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    kind: text({ enum: resultKinds }).notNull(),
    ...classified,
    sharedCar: boolean().notNull().default(false),
    laps: smallint(),
    time: text(),
    timeMillis: integer(),
    timePenalty: text(),
    gap: text(),
    gapMillis: integer(),
    gapLaps: smallint(),
    interval: text(),
    reasonRetired: text(),
    points: numeric({ mode: 'number' }),
    gridPositionNumber: smallint(),
    gridPositionText: text(),
    grandSlam: boolean().notNull().default(false),
    source: source(),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.kind, t.displayOrder] }),
    index('race_results_driver_idx').on(t.driverId),
  ],
);

export const qualifyingKinds = ['qualifying', 'qualifying_1', 'qualifying_2', 'sprint_qualifying'] as const;

export const qualifyingResults = pgTable(
  'qualifying_results',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    kind: text({ enum: qualifyingKinds }).notNull(),
    ...classified,
    time: text(),
    timeMillis: integer(),
    q1: text(),
    q1Millis: integer(),
    q2: text(),
    q2Millis: integer(),
    q3: text(),
    q3Millis: integer(),
    gap: text(),
    interval: text(),
    laps: smallint(),
    source: source(),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.kind, t.displayOrder] }),
    index('qualifying_results_driver_idx').on(t.driverId),
  ],
);

export const practiceKinds = ['fp1', 'fp2', 'fp3', 'fp4', 'warming_up', 'pre_qualifying'] as const;

export const practiceResults = pgTable(
  'practice_results',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    kind: text({ enum: practiceKinds }).notNull(),
    ...classified,
    time: text(),
    timeMillis: integer(),
    gap: text(),
    interval: text(),
    laps: smallint(),
    source: source(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.kind, t.displayOrder] })],
);

export const startingGridPositions = pgTable(
  'starting_grid_positions',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    kind: text({ enum: resultKinds }).notNull(),
    ...classified,
    gridPenalty: text(),
    time: text(),
    timeMillis: integer(),
    source: source(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.kind, t.displayOrder] })],
);

export const fastestLaps = pgTable(
  'fastest_laps',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    ...classified,
    lap: smallint(),
    time: text(),
    timeMillis: integer(),
    gap: text(),
    interval: text(),
    source: source(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.displayOrder] })],
);

export const pitStops = pgTable(
  'pit_stops',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    driverId: text()
      .notNull()
      .references(() => drivers.id),
    constructorId: text()
      .notNull()
      .references(() => constructors.id),
    driverNumber: text(),
    stop: smallint().notNull(),
    lap: smallint().notNull(),
    /** The stop's place in the race's list, in the order the stops were made (Ergast's and f1db's order). */
    displayOrder: smallint().notNull(),
    time: text(),
    timeMillis: integer(),
    source: source(),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.driverId, t.stop] }),
    unique('pit_stops_race_order').on(t.raceId, t.displayOrder),
  ],
);

/** Lap-by-lap timing of a race (Ergast's `laps`): each driver's position and time at the end of each lap. */
export const lapTimes = pgTable(
  'lap_times',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    driverId: text()
      .notNull()
      .references(() => drivers.id),
    lap: smallint().notNull(),
    positionNumber: smallint(),
    time: text(),
    timeMillis: integer(),
    source: source(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.driverId, t.lap] })],
);

export const driverOfTheDay = pgTable(
  'driver_of_the_day',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    ...classified,
    percentage: doublePrecision(),
    source: source(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.displayOrder] })],
);

/** Championship tables after every round. */
export const driverStandings = pgTable(
  'driver_standings',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    displayOrder: smallint().notNull(),
    positionNumber: smallint(),
    positionText: text().notNull(),
    driverId: text()
      .notNull()
      .references(() => drivers.id),
    points: numeric({ mode: 'number' }).notNull(),
    source: source(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.displayOrder] })],
);

export const constructorStandings = pgTable(
  'constructor_standings',
  {
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    displayOrder: smallint().notNull(),
    positionNumber: smallint(),
    positionText: text().notNull(),
    constructorId: text()
      .notNull()
      .references(() => constructors.id),
    engineManufacturerId: text().references(() => engineManufacturers.id),
    points: numeric({ mode: 'number' }).notNull(),
    source: source(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.displayOrder] })],
);

/**
 * Our own per-season team presentation (f1db has none): the colour from data/team-colours.yml (in the
 * snapshot), logo and car image seeded from data/team-media.yml; the admin team editor changes them.
 * A retired team is left out of that season's lists; its results stay.
 */
export const teamSeasonStyles = pgTable(
  'team_season_styles',
  {
    year: smallint()
      .notNull()
      .references(() => seasons.year),
    constructorId: text()
      .notNull()
      .references(() => constructors.id),
    colour: text().notNull(),
    logoUrl: text(),
    carImageUrl: text(),
    retired: boolean().notNull().default(false),
    source: source(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.constructorId] }),
    check('team_season_styles_colour_check', sql`${t.colour} ~ '^#[0-9A-F]{6}$'`),
  ],
);

/**
 * Our own per-season driver presentation: the race number that season (null: the driver's permanent
 * number) and photo, seeded from data/team-media.yml; the admin driver editor changes them. Two
 * drivers never carry one number in a season. A retired driver is left out of that season's lists.
 */
export const driverSeasonStyles = pgTable(
  'driver_season_styles',
  {
    year: smallint()
      .notNull()
      .references(() => seasons.year),
    driverId: text()
      .notNull()
      .references(() => drivers.id),
    number: text(),
    photoUrl: text(),
    retired: boolean().notNull().default(false),
    source: source(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.driverId] }),
    unique('driver_season_styles_number_unique').on(t.year, t.number),
    check('driver_season_styles_number_check', sql`${t.number} ~ '^[0-9]{1,3}$'`),
  ],
);

/**
 * Which snapshot filled the database, so a restart skips the load and a newer snapshot can be detected:
 * one row per season part, and year 0 for the reference tables (countries, circuits, drivers …).
 */
export const dataLoads = pgTable('data_loads', {
  year: smallint().primaryKey(),
  checksum: text().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When the snapshot's source made this data (f1db's commit, recorded at import): what pages date it by. */
  dataAsOf: timestamp({ withTimezone: true }),
});
