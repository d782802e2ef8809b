import { z } from 'zod';
import { qualifyingClassificationSchema, raceClassificationSchema } from './classification.schemas.ts';

// One round of the results archive as the JSON API answers it (GET /api/results/…); the pages use
// the inferred types only, so they do not ship zod to the browser.

const roundHeading = {
  season: z.number().int(),
  round: z.number().int(),
  raceName: z.string(),
  date: z.string().meta({ description: 'Race day, YYYY-MM-DD' }),
  circuitName: z.string(),
  locality: z.string(),
  country: z.string(),
};

/** One round of the race archive: the race and, on a sprint weekend, the sprint. */
export const raceRoundSchema = z.object({
  ...roundHeading,
  race: raceClassificationSchema,
  sprint: raceClassificationSchema.nullable(),
});
/** One round of the qualifying archive. */
export const qualifyingRoundSchema = z.object({
  ...roundHeading,
  qualifying: qualifyingClassificationSchema,
});

export type RoundHeading = z.infer<z.ZodObject<typeof roundHeading>>;
export type RaceRound = z.infer<typeof raceRoundSchema>;
export type QualifyingRound = z.infer<typeof qualifyingRoundSchema>;
