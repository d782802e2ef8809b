import { z } from 'zod';
import { reactionLimits } from './reaction-game.ts';

// A submitted reaction time as a zod schema, for the game's action and the JSON API. Kept apart
// from reaction-game.ts so the game page does not ship zod to the browser.

/** A reaction time a signed-in player submits, in milliseconds (stored rounded to whole ms). */
export const reactionSubmission = z.object({
  timeMs: z
    .number({ error: 'Give the time in milliseconds as a number' })
    .min(reactionLimits.minMs, `A time under ${reactionLimits.minMs} ms is a jump start, not a reaction`)
    .max(reactionLimits.maxMs, `A time over ${reactionLimits.maxMs} ms is not a reaction`),
});
export type ReactionSubmission = z.infer<typeof reactionSubmission>;
