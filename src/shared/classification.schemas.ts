import { z } from 'zod';
import { weekendSessionKinds } from './sessions.ts';

// The classification model as zod schemas, for the JSON API's validation and document. Kept apart
// from classification.ts so pages that only need the types do not ship zod to the browser.

/**
 * What every row has: the place, the text printed for it ("1", "DNF", "DSQ"), the car's number, the
 * driver with his three-letter code, and the team with its colour that season.
 */
const classifiedEntry = {
  position: z
    .number()
    .int()
    .meta({ description: "The row's place in the classification, unclassified cars last" }),
  positionText: z.string().meta({ description: 'What the position column prints: "1", "DNF", "DSQ" …' }),
  driverNumber: z
    .string()
    .nullable()
    .meta({ description: 'The number the car raced with ("4", "81"); null when the record has none' }),
  driverId: z.string(),
  driverName: z.string(),
  driverCode: z
    .string()
    .meta({ description: 'The driver\'s three-letter code, as timing screens show it: "NOR"' }),
  teamId: z.string(),
  teamName: z.string(),
  teamColour: z
    .string()
    .nullable()
    .meta({ description: 'The team\'s colour that season ("#FF8000"); null for seasons without one' }),
};

export const raceEntrySchema = z.object({
  ...classifiedEntry,
  laps: z.string(),
  result: z.string().meta({
    description:
      'The time column: the winner\'s race time, the others\' gap ("+6.812", "+1 lap") or "DNF · Accident"',
  }),
  status: z.string().meta({ description: 'Ergast\'s status: "Finished", "+1 Lap", "Lapped", "Accident" …' }),
  points: z.number(),
  fastestLap: z
    .string()
    .nullable()
    .meta({ description: "The driver's fastest lap of the race; null when none" }),
});

export const qualifyingEntrySchema = z.object({
  ...classifiedEntry,
  q1: z.string(),
  q2: z.string(),
  q3: z.string(),
});

export const practiceEntrySchema = z.object({
  ...classifiedEntry,
  time: z.string(),
  gap: z.string(),
  laps: z.string(),
});

const kind = z.enum(weekendSessionKinds);

/**
 * One session's classification: the single model of race, sprint, qualifying and practice results
 * that every page renders (meeting pages, the results archive) with one table component, and the
 * JSON API answers with.
 */
export const raceClassificationSchema = z.object({
  kind,
  format: z.literal('race'),
  rows: z.array(raceEntrySchema),
});
export const qualifyingClassificationSchema = z.object({
  kind,
  format: z.literal('qualifying'),
  rows: z.array(qualifyingEntrySchema),
});
export const classificationSchema = z.discriminatedUnion('format', [
  raceClassificationSchema,
  qualifyingClassificationSchema,
  z.object({ kind, format: z.literal('practice'), rows: z.array(practiceEntrySchema) }),
]);

export type Classification = z.infer<typeof classificationSchema>;
export type ClassificationFormat = Classification['format'];
export type RaceEntry = z.infer<typeof raceEntrySchema>;
export type QualifyingEntry = z.infer<typeof qualifyingEntrySchema>;
export type PracticeEntry = z.infer<typeof practiceEntrySchema>;
