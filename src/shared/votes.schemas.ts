import { z } from 'zod';
import { plainText } from './text-rules.ts';
import { voteCategories } from './votes.ts';

// A vote as zod schemas, for the vote action and the JSON API. Kept apart from votes.ts so the
// ballot pages do not ship zod to the browser.

const candidateId = plainText({ error: 'Pick a candidate' })
  .trim()
  .min(1, 'Pick a candidate')
  .max(100, 'Unknown candidate');

/** A vote submission: the race by season and round, and one pick for each category voted on. */
export const voteSubmission = z.object({
  season: z.number({ error: 'Give the season as a number' }).int().min(1950).max(2100),
  round: z.number({ error: 'Give the round as a number' }).int().min(1).max(99),
  votes: z
    .array(
      z.object({
        category: z.enum(voteCategories, { error: `Category must be one of ${voteCategories.join(', ')}` }),
        candidateId,
      }),
    )
    .min(1, 'Vote in at least one category')
    .max(voteCategories.length)
    .refine(
      (votes) => new Set(votes.map((vote) => vote.category)).size === votes.length,
      'Vote once per category',
    ),
});
export type VoteSubmission = z.infer<typeof voteSubmission>;
