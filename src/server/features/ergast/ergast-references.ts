import { cachedRaceData } from '#server/race-data/race-data-cache.ts';
import { selectCalendar, selectReferences } from '#server/race-data/season-tables.queries.ts';
import type { Services } from '#server/services.ts';
import {
  ergastCountryName,
  ergastNationality,
  formatCoordinate,
  formatUtcTime,
  seasonWikipediaUrl,
  wikipediaUrl,
} from './ergast-format.ts';

export type DataSource = Pick<Services, 'cache' | 'db'>;

type ReferenceRows = Awaited<ReturnType<typeof selectReferences>>;
type DriverRow = ReferenceRows['driverRows'][number];
type ConstructorRow = ReferenceRows['constructorRows'][number];
type CircuitRow = ReferenceRows['circuitRows'][number];

/** f1db ids that Ergast never knew get one built the Ergast way. */
const derivedId = (f1dbId: string) => f1dbId.replaceAll('-', '_');

function toDriver(row: DriverRow) {
  const nationality = row.countryId ? ergastNationality(row.countryId, row.demonym) : undefined;
  return {
    driverId: row.ergastId ?? derivedId(row.id),
    ...(row.permanentNumber ? { permanentNumber: row.permanentNumber } : {}),
    code: row.abbreviation,
    url: wikipediaUrl(row.name),
    givenName: row.firstName,
    familyName: row.lastName,
    ...(row.dateOfBirth ? { dateOfBirth: row.dateOfBirth } : {}),
    ...(nationality ? { nationality } : {}),
  };
}

function toConstructor(row: ConstructorRow) {
  const nationality = row.countryId ? ergastNationality(row.countryId, row.demonym) : undefined;
  return {
    constructorId: row.ergastId ?? derivedId(row.id),
    url: wikipediaUrl(row.fullName),
    name: row.name,
    ...(nationality ? { nationality } : {}),
  };
}

function toCircuit(row: CircuitRow) {
  return {
    circuitId: row.ergastId,
    url: wikipediaUrl(row.fullName),
    circuitName: row.fullName,
    Location: {
      lat: formatCoordinate(row.latitude),
      long: formatCoordinate(row.longitude),
      locality: row.placeName,
      country: ergastCountryName(row.countryId, row.countryName),
    },
  };
}

export type ErgastDriver = ReturnType<typeof toDriver>;
export type ErgastConstructor = ReturnType<typeof toConstructor>;
export type ErgastCircuit = ReturnType<typeof toCircuit>;

/** Ergast objects of every driver, constructor and circuit, by f1db id. */
export type References = {
  drivers: Map<string, ErgastDriver>;
  constructors: Map<string, ErgastConstructor>;
  circuits: Map<string, ErgastCircuit>;
};

export function loadReferences({ cache, db }: DataSource): Promise<References> {
  return cachedRaceData({ cache }, 'ergast:references', async () => {
    const { driverRows, constructorRows, circuitRows } = await selectReferences(db);
    return {
      drivers: new Map(driverRows.map((row) => [row.id, toDriver(row)])),
      constructors: new Map(constructorRows.map((row) => [row.id, toConstructor(row)])),
      circuits: new Map(circuitRows.map((row) => [row.id, toCircuit(row)])),
    };
  });
}

type CalendarRows = Awaited<ReturnType<typeof selectCalendar>>;
type SessionRow = CalendarRows['sessionRows'][number];

const dateTime = (date: string, startsAt: Date | null) =>
  startsAt ? { date, time: formatUtcTime(startsAt) } : { date };

/** Which session blocks a weekend shows, in Jolpica's order and naming for each era. */
function sessionBlocks(year: number, sessions: SessionRow[]) {
  const byKind = new Map(sessions.map((session) => [session.kind, session]));
  const sprintWeekend = byKind.has('sprint') || byKind.has('sprint_qualifying');
  const blocks: [string, SessionRow['kind']][] = !sprintWeekend
    ? [
        ['FirstPractice', 'fp1'],
        ['SecondPractice', 'fp2'],
        ['ThirdPractice', 'fp3'],
        ['Qualifying', 'qualifying'],
      ]
    : year <= 2022
      ? [
          ['FirstPractice', 'fp1'],
          ['SecondPractice', 'fp2'],
          ['Qualifying', 'qualifying'],
          ['Sprint', 'sprint'],
        ]
      : [
          ['FirstPractice', 'fp1'],
          ['Qualifying', 'qualifying'],
          ['Sprint', 'sprint'],
          // Jolpica renamed Ergast's "SecondPractice" on sprint weekends: SprintShootout in 2023.
          [year === 2023 ? 'SprintShootout' : 'SprintQualifying', 'sprint_qualifying'],
        ];
  const out: Record<string, { date: string; time?: string }> = {};
  for (const [name, kind] of blocks) {
    const session = byKind.get(kind);
    if (session) out[name] = dateTime(session.date, session.startsAt);
  }
  return out;
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

export async function buildCalendar(source: DataSource) {
  const [{ raceRows, sessionRows }, references] = await Promise.all([
    selectCalendar(source.db),
    loadReferences(source),
  ]);
  const sessionsByRace = new Map<number, SessionRow[]>();
  for (const session of sessionRows) {
    const list = sessionsByRace.get(session.raceId) ?? [];
    list.push(session);
    sessionsByRace.set(session.raceId, list);
  }
  const racesByYear = new Map<number, CalendarRace[]>();
  const seasonStarts = new Map<number, number>();
  for (const row of raceRows) {
    const circuit = references.circuits.get(row.circuitId);
    if (!circuit) throw new Error(`Race ${row.id} has an unknown circuit ${row.circuitId}`);
    const sessions = sessionsByRace.get(row.id) ?? [];
    const race = {
      season: String(row.year),
      round: String(row.round),
      url: wikipediaUrl(`${row.year} ${row.raceName}`, 'https'),
      raceName: row.raceName,
      Circuit: circuit,
      ...dateTime(row.date, row.startsAt),
    };
    const entry: CalendarRace = {
      raceId: row.id,
      year: row.year,
      round: row.round,
      circuitId: circuit.circuitId,
      courseLength: row.courseLength,
      date: row.date,
      race,
      schedule: { ...race, ...sessionBlocks(row.year, sessions) },
    };
    const list = racesByYear.get(row.year) ?? [];
    list.push(entry);
    racesByYear.set(row.year, list);
    const starts = [row.startsAt?.getTime() ?? dayStart(row.date)];
    for (const session of sessions) starts.push(session.startsAt?.getTime() ?? dayStart(session.date));
    seasonStarts.set(row.year, Math.min(seasonStarts.get(row.year) ?? Infinity, ...starts));
  }
  const seasons = [...racesByYear.keys()].sort((a, b) => a - b);
  const seasonObjects = new Map(
    seasons.map((year) => [year, { season: String(year), url: seasonWikipediaUrl(year) }]),
  );
  return { seasons, racesByYear, seasonStarts, seasonObjects };
}

export type RaceObject = {
  season: string;
  round: string;
  url: string;
  raceName: string;
  Circuit: ErgastCircuit;
  date: string;
  time?: string;
};

export type CalendarRace = {
  raceId: number;
  year: number;
  round: number;
  /** Ergast circuit id. */
  circuitId: string;
  courseLength: number;
  date: string;
  /** The race as results and standings show it. */
  race: RaceObject;
  /** The race with its weekend's session blocks, as the schedule shows it. */
  schedule: RaceObject & Record<string, unknown>;
};

export type Calendar = Awaited<ReturnType<typeof buildCalendar>>;

export function loadCalendar(source: DataSource): Promise<Calendar> {
  return cachedRaceData(source, 'ergast:calendar', () => buildCalendar(source));
}
