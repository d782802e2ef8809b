import { data, redirect } from 'react-router';
import { ApiError, InvalidInput } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import { voteCategories } from '#shared/votes.ts';
import { submitVotes } from './votes.server.ts';

export type VoteActionData = { error: { message: string; field?: string } };

/**
 * The /vote form: one radio group per category, named by the category. Turns it into the same
 * submission the JSON API takes and stores it with the same service; a refusal comes back as a
 * message beside the form, a success redirects so reloading does not post again.
 */
export async function voteAction(services: Services, userId: string, request: Request) {
  const form = await request.formData();
  const number = (name: string) => {
    const value = String(form.get(name) ?? '');
    return /^\d+$/.test(value) ? Number(value) : value;
  };
  const submission = {
    season: number('season'),
    round: number('round'),
    votes: voteCategories.flatMap((category) => {
      const candidateId = form.get(category);
      return typeof candidateId === 'string' && candidateId !== '' ? [{ category, candidateId }] : [];
    }),
  };
  try {
    await submitVotes(services, userId, submission);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      // A form shows the rule in words; the API's "field: message" prefix is for programs.
      const message =
        error instanceof InvalidInput ? (Object.values(error.fields)[0] ?? error.message) : error.message;
      return data<VoteActionData>({ error: { message, field: error.field } }, { status: error.status });
    }
    throw error;
  }
  throw redirect('/vote?saved=1');
}
