import { z } from 'zod';
import { leagueNameLength, pickKinds } from './predictions.ts';
import { plainText } from './text-rules.ts';

// Kept apart from predictions.ts so pages that only need the rules do not ship zod to the browser.

const driverId = z
  .string()
  .max(64)
  .regex(/^$|^[a-z0-9-]+$/, 'Not a driver id')
  .meta({ description: 'A driver id as the race data names him ("lando-norris"); empty to clear the pick' });

/** A fan's picks for a weekend: any of the picks, each a driver id; a pick left out stays as it is. */
export const pickSubmission = z.strictObject({
  season: z.number().int().min(1950).max(2100),
  round: z.number().int().min(1).max(99),
  picks: z.strictObject(Object.fromEntries(pickKinds.map((kind) => [kind, driverId.optional()]))),
});

/** A league's name: the site's text rules, 3 to 40 characters once trimmed. */
export const leagueName = plainText()
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(leagueNameLength.min, `At least ${leagueNameLength.min} characters`)
      .max(leagueNameLength.max, `At most ${leagueNameLength.max} characters`),
  );
