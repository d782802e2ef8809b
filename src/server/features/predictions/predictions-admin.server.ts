import { data } from 'react-router';
import { enforceAdminWriteLimit } from '#server/auth/rate-limit.ts';
import type { SessionUser } from '#server/auth/session.server.ts';
import { ApiError, RateLimited } from '#server/http/errors.ts';
import type { Services } from '#server/services.ts';
import { scoreRace } from './predictions.server.ts';

/** What the dashboard's "Score again" did, shown beside its row (`form` is `predictions-<raceId>`). */
export type RescoreResult = { form: string; message: string; ok: boolean };

/**
 * The dashboard's "Score again" for one race (admins only, checked by the admin layout and again
 * by the caller's `adminOf`): the scoring run the results' arrival runs, counted against the
 * admin's writes.
 */
export async function rescoreRace(services: Services, user: SessionUser, raceId: unknown) {
  const id = Number(raceId);
  const form = `predictions-${String(raceId)}`;
  if (!Number.isInteger(id) || id < 1) {
    return data<RescoreResult>({ form: 'predictions', message: 'No such race', ok: false }, { status: 400 });
  }
  try {
    await enforceAdminWriteLimit(services, user.id);
    const run = await scoreRace(services, id);
    return data<RescoreResult>({
      form,
      message: `Scored ${run.picks} picks of ${run.players} players in ${run.durationMs} ms`,
      ok: true,
    });
  } catch (error) {
    if (error instanceof RateLimited) {
      return data<RescoreResult>(
        { form, message: error.message, ok: false },
        { status: 429, headers: { 'Retry-After': String(error.retryAfter) } },
      );
    }
    if (error instanceof ApiError && error.status < 500) {
      return data<RescoreResult>({ form, message: error.message, ok: false }, { status: error.status });
    }
    throw error;
  }
}
