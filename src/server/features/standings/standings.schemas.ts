import { z } from 'zod';

/**
 * The JSON the standings API answers with, for the OpenAPI document; the routes' types make the
 * handlers answer exactly these shapes.
 */

const hex = (description: string) => z.string().meta({ description });

const team = z.object({
  teamId: z.string(),
  name: z.string(),
  colour: hex('Block colour, `#RRGGBB`'),
  textColour: hex('Text colour that reads on the block colour'),
});

const afterRace = z
  .object({ round: z.number().int(), name: z.string() })
  .nullable()
  .meta({ description: 'The last race run, whose tables these are; null before the first' });

const standing = {
  position: z.number().int().nullable(),
  points: z.number().nullable(),
  wins: z.number().int(),
  fans: z.number().int().meta({ description: 'Users who hold it as their favourite' }),
};

const driverName = {
  driverId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pageId: z.string().nullable().meta({ description: 'Id of the driver page, e.g. NOR; null when none' }),
};

const table = <Row extends z.ZodType>(row: Row) =>
  z.object({
    year: z.number().int(),
    afterRace,
    complete: z.boolean().meta({
      description: 'Whether every row has a position and points (else none are shown)',
    }),
    rows: z.array(row),
  });

export const teamStandingsSchema = table(
  team.extend({
    logoUrl: z.string().nullable(),
    carImageUrl: z.string().nullable(),
    ...standing,
    drivers: z.array(z.object(driverName)).meta({ description: 'The two drivers of the most rounds' }),
  }),
);

const nationality = {
  countryCode: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2, lower case' }),
  countryName: z.string().nullable(),
};

export const driverStandingsSchema = table(
  z.object({
    ...driverName,
    code: z.string().meta({ description: 'Three-letter abbreviation, e.g. NOR' }),
    number: z
      .string()
      .nullable()
      .meta({ description: 'The number he races under this season (the champion carries 1)' }),
    ...standing,
    ...nationality,
    photoUrl: z.string().nullable(),
    team: team.nullable(),
  }),
);

const round = z.object({
  round: z.number().int(),
  name: z.string(),
  slug: z.string(),
  team: team.nullable(),
  grid: z.string().nullable(),
  finish: z.string().nullable().meta({ description: 'Position text, e.g. "1", "DNF", "DSQ"' }),
  finishNumber: z.number().int().nullable(),
  retired: z.string().nullable().meta({ description: 'Why the car stopped, for a retirement' }),
  points: z.number(),
  sprintFinish: z.string().nullable(),
  sprintPoints: z.number().nullable().meta({ description: 'Null when the round had no sprint for him' }),
});

export const driverSeasonSchema = z.object({
  year: z.number().int(),
  afterRace,
  stints: z
    .array(
      z.object({
        team,
        rounds: z.string().meta({ description: 'The rounds he raced for the team, e.g. "3-24"' }),
      }),
    )
    .meta({
      description: 'His teams of the season, as the entry list has them (a mid-season change shows two)',
    }),
  driver: z.object({
    driverId: z.string(),
    pageId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    code: z.string(),
    permanentNumber: z.string().nullable(),
    number: z
      .string()
      .nullable()
      .meta({ description: 'The number he raced under in this season (may differ from his permanent one)' }),
    dateOfBirth: z.iso.date().nullable(),
    ...nationality,
    photoUrl: z.string().nullable(),
    team: team.nullable(),
    fans: z.number().int(),
  }),
  season: z.object({
    position: z.number().int().nullable(),
    points: z.number().nullable(),
    races: z.number().int(),
    wins: z.number().int(),
    podiums: z.number().int(),
    poles: z.number().int(),
    fastestLaps: z.number().int(),
    bestFinish: z.number().int().nullable(),
    retirements: z.number().int(),
    sprintPoints: z.number(),
  }),
  rounds: z.array(round),
  progression: z
    .array(z.object({ round: z.number().int(), total: z.number(), name: z.string() }))
    .meta({ description: 'Points after each round run' }),
  career: z.object({
    starts: z.number().int(),
    wins: z.number().int(),
    podiums: z.number().int(),
    poles: z.number().int(),
    fastestLaps: z.number().int(),
    titles: z.number().int(),
    titleYears: z.array(z.number().int()),
    firstYear: z.number().int().nullable(),
    lastYear: z.number().int().nullable(),
  }),
});
