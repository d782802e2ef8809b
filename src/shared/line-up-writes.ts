import { z } from 'zod';
import { plainText } from './text-rules.ts';

// What an admin may record about a season's line-up (decision 012), checked by writeLineUp, which
// the /update-teams form calls.

const season = z.coerce.number<string | number>().int().min(1950).max(2100);
const round = z.coerce
  .number<string | number>()
  .int('Give a round number')
  .min(1, 'Give a round from 1')
  .max(40);
const id = (what: string) => plainText().trim().min(1, `Choose a ${what}`).max(100);

/**
 * One change to a team's line-up of a season: a driver replaces another from a round; a driver joins
 * from a round (to a round, or to the season's end); a driver's stint ends after a round.
 */
export const lineUpChange = z.discriminatedUnion('change', [
  z.strictObject({
    change: z.literal('replace'),
    season,
    teamId: id('team'),
    driverId: id('driver'),
    replacesDriverId: id('driver to replace'),
    fromRound: round,
  }),
  z.strictObject({
    change: z.literal('add'),
    season,
    teamId: id('team'),
    driverId: id('driver'),
    fromRound: round,
    toRound: round.optional(),
  }),
  z.strictObject({
    change: z.literal('end'),
    season,
    teamId: id('team'),
    driverId: id('driver'),
    lastRound: round,
  }),
]);
export type LineUpChange = z.input<typeof lineUpChange>;
