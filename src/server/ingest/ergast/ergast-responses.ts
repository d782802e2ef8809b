import { z } from 'zod';

/**
 * The parts of Ergast/Jolpica responses the results sync reads. Every value arrives as a string;
 * unknown keys are allowed (the API adds fields over time), missing required ones are an error.
 */

const text = z.string();
const count = z.coerce.number<string>().int().min(0);

const driver = z.object({
  driverId: text.min(1),
  permanentNumber: text.optional(),
  code: text.optional(),
  givenName: text.min(1),
  familyName: text.min(1),
  dateOfBirth: z.iso.date().optional(),
  nationality: text.optional(),
});
export type ErgastDriver = z.infer<typeof driver>;

const team = z.object({
  constructorId: text.min(1),
  name: text.min(1),
  nationality: text.optional(),
});
export type ErgastConstructor = z.infer<typeof team>;

const sessionTime = z.object({ date: z.iso.date(), time: text.regex(/^\d\d:\d\d(:\d\d)?Z?$/).optional() });
export type ErgastSessionTime = z.infer<typeof sessionTime>;

const raceBase = {
  season: count,
  round: count,
  raceName: text.min(1),
  Circuit: z.object({
    circuitId: text.min(1),
    circuitName: text.min(1),
    Location: z.object({ lat: text, long: text, locality: text, country: text }).optional(),
  }),
  date: z.iso.date(),
  time: text.optional(),
};

export const scheduledRace = z.object({
  ...raceBase,
  FirstPractice: sessionTime.optional(),
  SecondPractice: sessionTime.optional(),
  ThirdPractice: sessionTime.optional(),
  Qualifying: sessionTime.optional(),
  Sprint: sessionTime.optional(),
  SprintQualifying: sessionTime.optional(),
  SprintShootout: sessionTime.optional(),
});
export type ScheduledRace = z.infer<typeof scheduledRace>;

const time = z.object({ millis: text.optional(), time: text.optional() });

const result = z.object({
  number: text.optional(),
  position: count,
  positionText: text.min(1),
  points: z.coerce.number<string>().min(0).optional(),
  Driver: driver,
  Constructor: team,
  grid: text.optional(),
  laps: text.optional(),
  status: text.optional(),
  Time: time.optional(),
  FastestLap: z
    .object({ rank: text.optional(), lap: text.optional(), Time: z.object({ time: text }).optional() })
    .optional(),
});
export type ErgastResult = z.infer<typeof result>;

const qualifyingResult = z.object({
  number: text.optional(),
  position: count,
  Driver: driver,
  Constructor: team,
  Q1: text.optional(),
  Q2: text.optional(),
  Q3: text.optional(),
});
export type ErgastQualifyingResult = z.infer<typeof qualifyingResult>;

const pitStop = z.object({ driverId: text.min(1), lap: count, stop: count, duration: text.optional() });
export type ErgastPitStop = z.infer<typeof pitStop>;

const lap = z.object({
  number: count,
  Timings: z.array(z.object({ driverId: text.min(1), position: text.optional(), time: text.optional() })),
});
export type ErgastLap = z.infer<typeof lap>;

const driverStanding = z.object({
  position: text.optional(),
  points: z.coerce.number<string>(),
  Driver: driver,
});
const constructorStanding = z.object({
  position: text.optional(),
  points: z.coerce.number<string>(),
  Constructor: team,
});

const paging = { limit: count, offset: count, total: count };

const races = <Race extends z.ZodType>(race: Race) =>
  z.object({ MRData: z.object({ ...paging, RaceTable: z.object({ Races: z.array(race) }) }) });

const standings = <List extends z.ZodType>(list: List) =>
  z.object({ MRData: z.object({ ...paging, StandingsTable: z.object({ StandingsLists: z.array(list) }) }) });

/** Each endpoint the sync reads, as one page of its answer. */
export const endpoints = {
  schedule: races(scheduledRace),
  results: races(z.object({ ...raceBase, Results: z.array(result) })),
  sprint: races(z.object({ ...raceBase, SprintResults: z.array(result) })),
  qualifying: races(z.object({ ...raceBase, QualifyingResults: z.array(qualifyingResult) })),
  pitstops: races(z.object({ season: count, round: count, PitStops: z.array(pitStop) })),
  laps: races(z.object({ season: count, round: count, Laps: z.array(lap) })),
  driverStandings: standings(z.object({ DriverStandings: z.array(driverStanding) })),
  constructorStandings: standings(z.object({ ConstructorStandings: z.array(constructorStanding) })),
} as const;
export type Endpoint = keyof typeof endpoints;
export type EndpointPage<E extends Endpoint> = z.infer<(typeof endpoints)[E]>;
