import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { errorBody } from '#server/http/errors.ts';

/**
 * The results API's answer while the queue of costly answers is full (http/admission.ts, which adds
 * Retry-After): a 503 worded as Jolpica words its own, in our error shape.
 */
export function ergastBusy(c: Context<AppEnv>): Response {
  return c.json(
    {
      detail: 'The server is busy. Expected available in 1 second.',
      ...errorBody('busy', 'The results API is busy. Please try again in a moment.'),
    },
    503,
  );
}
